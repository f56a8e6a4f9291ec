//! The integration tests of crc-rules-ffi, in one binary so that a change relinks one test
//! program, not one per file. Each module is one subject: `cargo test -p crc-rules-ffi --test it
//! <module>::` runs one.

mod abi;
mod c_examples;
mod cmake;
mod common;
mod divide;
mod engine_protocol;
mod error_statuses;
mod game_end;
mod header;
mod native_libs;
mod pgn_file;
mod pgn_notes;
mod position_outcome;
mod scenarios;
mod svg;
