//! The move generator's invariants over positions reached by random legal play: every move
//! is legal, `is_legal` agrees with the list for arbitrary move values, play then undo
//! restores the position and its key, the incremental key equals the key from scratch, the
//! count equals the list, and X-FEN round-trips.
#![no_main]

use crc_rules_movegen::{Move, Position};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if data.len() < 2 {
        return;
    }
    let number = u32::from(u16::from_le_bytes([data[0], data[1]])) % 48_000 + 1;
    let mut position = Position::from_number(number).expect("1..=48000");
    for chunk in data[2..].chunks(4) {
        let moves = position.legal_moves();
        assert_eq!(moves.len() as u64, position.count_legal_moves());
        assert_eq!(position.key(), position.compute_key());
        let fen = position.to_fen();
        assert_eq!(
            Position::from_fen(&fen).map(|p| p.to_fen()),
            Ok(fen.clone())
        );
        if chunk.len() == 4 {
            let bits = u32::from_le_bytes([chunk[0], chunk[1], chunk[2], chunk[3]]);
            if let Some(mv) = Move::from_bits(bits & 0x3ffff) {
                assert_eq!(position.is_legal(mv), moves.contains(&mv), "{mv} in {fen}");
            }
        }
        for &mv in &moves {
            assert!(position.is_legal(mv));
            let before = position;
            let undo = position.play_unchecked(mv);
            position.unmake(mv, undo);
            assert_eq!(position, before, "{mv} in {fen}");
            assert_eq!(position.key(), before.key());
        }
        if moves.is_empty() {
            break;
        }
        position.play_unchecked(moves[usize::from(chunk[0]) % moves.len()]);
    }
});
