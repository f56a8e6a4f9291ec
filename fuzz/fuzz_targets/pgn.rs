//! PGN import never panics, however many games the text holds and whatever they hold; every
//! game read exports and imports to the same moves, end and tags (in the same order); the
//! reader always ends.
#![no_main]

use crc_rules_game::{from_pgn, PgnReader};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let mut games = 0;
    for (index, result) in PgnReader::from_text(text).enumerate() {
        assert!(index <= text.len(), "the reader does not end");
        games += 1;
        let Ok(game) = result else {
            continue;
        };
        let pgn = game.to_pgn();
        let again = from_pgn(&pgn).unwrap_or_else(|e| panic!("{pgn}: {e}"));
        assert_eq!(again.history(), game.history());
        assert_eq!(again.fen(), game.fen());
        assert_eq!(again.outcome(), game.outcome());
        assert_eq!(again.tags(), game.tags(), "{pgn}");
    }
    if games == 1 {
        // from_pgn reads the one game exactly as the reader does.
        let one = PgnReader::from_text(text).next().expect("one game");
        assert_eq!(from_pgn(text).map(|g| g.to_pgn()), one.map(|g| g.to_pgn()));
    }
});
