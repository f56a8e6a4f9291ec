//! Coordinate and SAN move text against positions reached by random legal play: parsing
//! never panics, a parsed move is legal, and its SAN and coordinates read back to it.
#![no_main]

use crc_rules_game::{parse_san, san};
use crc_rules_movegen::Position;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if data.len() < 3 {
        return;
    }
    let number = u32::from(u16::from_le_bytes([data[0], data[1]])) % 48_000 + 1;
    let plies = usize::from(data[2] % 64);
    let (choices, text) = data[3..].split_at(plies.min(data.len() - 3));
    let mut position = Position::from_number(number).expect("1..=48000");
    for &choice in choices {
        let moves = position.legal_moves();
        if moves.is_empty() {
            break;
        }
        position.play_unchecked(moves[usize::from(choice) % moves.len()]);
    }
    let text = String::from_utf8_lossy(text);
    for word in text.split(['\n', ' ']) {
        if let Ok(mv) = position.parse_uci(word) {
            assert!(position.is_legal(mv), "{word} -> {mv}");
            assert_eq!(position.parse_uci(&mv.to_uci()), Ok(mv));
        }
        if let Ok(mv) = parse_san(&position, word) {
            assert!(position.is_legal(mv), "{word} -> {mv}");
            assert_eq!(parse_san(&position, &san(&position, mv)), Ok(mv));
        }
    }
});
