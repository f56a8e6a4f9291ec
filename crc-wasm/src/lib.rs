//! `crc-rules` for JavaScript: the rules of Capablanca Random Chess compiled to WebAssembly
//! with wasm-bindgen, for browsers and Node.
//!
//! This crate is the native half of the npm package `crc-rules` (in this folder): the
//! classes here hand plain strings and numbers to the package's JavaScript (`js/`), which
//! shapes them into its chess.js-style API and its drop-in for `ffish-es6`.
//! `scripts/build-wasm.sh` builds it; its tests are the package's node:test suites.
//!
//! - [`game`]: `GameCore`, a `crc_rules_game::Game` with the questions the JS `Game` asks.
//! - [`numbering`]: Scharnagl numbers, arrangements, start FENs and rule sets.
//! - [`pgn`]: `PgnGames`, the games of a PGN text one by one.
//! - [`ffish`]: `FfishBoard` and `FfishGame`, Fairy-Stockfish's `Board` and `Game` on CRC.
//!
//! Errors are thrown through `crc-wasm-errors` (`crc-wasm/errors/`), the one table from an
//! error's kind to its JS name, which the diagrams' module shares.
#![deny(missing_docs)]
#![forbid(unsafe_code)]

pub mod ffish;
pub mod game;
pub mod numbering;
pub mod pgn;

/// Talc in place of Rust's default WebAssembly allocator (dlmalloc): smaller (the module has
/// a byte budget) and faster, measured in docs/performance.md.
#[cfg(all(not(target_feature = "atomics"), target_family = "wasm"))]
#[global_allocator]
static ALLOCATOR: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();
