//! The integration tests of crc-rules-movegen, in one binary so that a change relinks one test
//! program, not one per file. Each module is one subject: `cargo test -p crc-rules-movegen --test it
//! <module>::` runs one.

mod error_kinds;
mod perft;
mod rules;
mod validation;
