//! Scharnagl numbers and arrangements: numbers round-trip, text never panics and reads back.
#![no_main]

use crc_rules_core::{Arrangement, RuleSet};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if data.len() >= 4 {
        let number = u32::from_le_bytes([data[0], data[1], data[2], data[3]]);
        match Arrangement::from_number(number) {
            Ok(arrangement) => {
                assert!((1..=48_000).contains(&number));
                assert_eq!(arrangement.number(), number);
                for rules in RuleSet::ALL {
                    assert_eq!(rules.contains(number), rules.allows(&arrangement));
                }
            }
            Err(_) => assert!(!(1..=48_000).contains(&number)),
        }
    }
    if let Ok(text) = std::str::from_utf8(data) {
        if let Ok(arrangement) = text.parse::<Arrangement>() {
            let number = arrangement.number();
            assert_eq!(Arrangement::from_number(number), Ok(arrangement));
            assert!(text.eq_ignore_ascii_case(&arrangement.to_string()));
        }
    }
});
