//! The syntax of move text, apart from any position: whatever parses as SAN or as
//! coordinate notation writes back as text that parses to the same value, and writing is
//! stable from then on.
#![no_main]

use std::fmt::{Debug, Display};
use std::str::FromStr;

use crc_rules_game::San;
use crc_rules_movegen::UciMove;
use libfuzzer_sys::fuzz_target;

/// When `word` parses as a `T`, its text parses back to the same value and writes the same
/// text again.
fn round_trips<T>(word: &str)
where
    T: FromStr + Display + PartialEq + Debug,
    T::Err: Display,
{
    if let Ok(value) = word.parse::<T>() {
        let written = value.to_string();
        let again: T = written
            .parse()
            .unwrap_or_else(|e| panic!("{word:?} -> {written:?}: {e}"));
        assert_eq!(again, value, "{word:?} -> {written:?}");
        assert_eq!(again.to_string(), written);
    }
}

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    for word in text.split(['\n', ' ']) {
        round_trips::<San>(word);
        round_trips::<UciMove>(word);
    }
});
