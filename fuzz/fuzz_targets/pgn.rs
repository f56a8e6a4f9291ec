//! PGN import never panics; an imported game exports and imports to the same moves and end.
#![no_main]

use crc_game::from_pgn;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    if let Ok(game) = from_pgn(text) {
        let pgn = game.to_pgn();
        let again = from_pgn(&pgn).unwrap_or_else(|e| panic!("{pgn}: {e}"));
        assert_eq!(again.san_moves(), game.san_moves());
        assert_eq!(again.fen(), game.fen());
        assert_eq!(again.outcome(), game.outcome());
    }
});
