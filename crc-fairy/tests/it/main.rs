//! The integration tests of crc-rules-fairy, in one binary so that a change relinks one test
//! program, not one per file. Each module is one subject: `cargo test -p crc-rules-fairy --test it
//! <module>::` runs one.

mod originals;
mod replay;
