//! X-FEN / Shredder-FEN parsing: never panics; parse -> write -> parse is stable; a valid
//! position's X-FEN reads back to the same X-FEN.
#![no_main]

use crc_core::Setup;
use crc_movegen::Position;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let Ok(setup) = Setup::from_fen(text) else {
        return;
    };
    let xfen = setup.to_fen();
    assert_eq!(
        Setup::from_fen(&xfen).as_ref(),
        Ok(&setup),
        "{text:?} -> {xfen}"
    );
    let shredder = setup.to_shredder_fen();
    assert_eq!(
        Setup::from_fen(&shredder).as_ref(),
        Ok(&setup),
        "{text:?} -> {shredder}"
    );
    if let Ok(position) = Position::from_setup(&setup) {
        let fen = position.to_fen();
        let again = Position::from_fen(&fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
        assert_eq!(again.to_fen(), fen);
        assert_eq!(again.key(), again.compute_key());
    }
});
