//! The integration tests of crc-rules-core, in one binary so that a change relinks one test
//! program, not one per file. Each module is one subject: `cargo test -p crc-rules-core --test it
//! <module>::` runs one.

mod fen;
mod setups;
