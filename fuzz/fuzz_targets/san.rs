//! The syntax of move text, apart from any position: whatever parses as SAN or as
//! coordinate notation writes back as text that parses to the same value, and writing is
//! stable from then on.
#![no_main]

use crc_game::San;
use crc_movegen::UciMove;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    for word in text.split(['\n', ' ']) {
        if let Ok(san) = word.parse::<San>() {
            let written = san.to_string();
            let again: San = written
                .parse()
                .unwrap_or_else(|e| panic!("{word:?} -> {written:?}: {e}"));
            assert_eq!(again, san, "{word:?} -> {written:?}");
            assert_eq!(again.to_string(), written);
        }
        if let Ok(uci) = word.parse::<UciMove>() {
            let written = uci.to_string();
            let again: UciMove = written
                .parse()
                .unwrap_or_else(|e| panic!("{word:?} -> {written:?}: {e}"));
            assert_eq!(again, uci, "{word:?} -> {written:?}");
        }
    }
});
