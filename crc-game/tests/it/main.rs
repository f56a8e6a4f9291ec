//! The integration tests of crc-rules-game, in one binary so that a change relinks one test
//! program, not one per file. Each module is one subject: `cargo test -p crc-rules-game --test it
//! <module>::` runs one.

mod drop;
mod error_kinds;
mod game;
mod long_comment;
mod pgn;
mod pgn_endings;
mod pgn_notes;
mod pgn_stream;
mod pgn_tree;
mod pgn_visitor;
mod scenarios;
