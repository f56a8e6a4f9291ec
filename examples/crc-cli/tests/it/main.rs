//! The integration tests of crc-rules-cli, in one binary so that a change relinks one test
//! program, not one per file. Each module is one subject: `cargo test -p crc-rules-cli --test it
//! <module>::` runs one.

mod cli;
mod pgn;
