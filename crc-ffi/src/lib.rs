//! The C ABI of the crc rules: `libcrc` (static and shared) and `include/crc.h`, generated
//! from this crate by cbindgen.
//!
//! Conventions (after rustls-ffi): names `crc_<noun>_<verb>`; opaque `crc_position` and
//! `crc_game` handles with `_new`/`_free` pairs, `_free(NULL)` a no-op; every fallible call
//! returns a `crc_status` with stable numbers; out-parameters are written only on success
//! (a too-small buffer reports the size it needs); text goes into caller buffers
//! `(char *buf, size_t len, size_t *written)`; a `const` handle is never changed; no panic
//! crosses the boundary (it becomes `CRC_PANIC`). Handles are independent: any number may be
//! used from different threads, each by one thread at a time. The one state outside the
//! handles is each thread's last error message (`crc_last_error`), which a failing call
//! replaces and a successful call leaves as it was.
#![deny(missing_docs)]
// The exported names follow C conventions, as the header shows them.
#![allow(non_camel_case_types)]

mod boundary;
mod engine;
mod game;
mod game_notes;
mod game_text;
mod pgn_reader;
mod position;
mod position_queries;
mod queries;
mod setup;
mod status;
mod svg;
mod types;

pub use engine::*;
pub use game::*;
pub use game_text::*;
pub use pgn_reader::*;
pub use position::*;
pub use position_queries::*;
pub use setup::*;
pub use status::{crc_last_error, crc_status, crc_status_message};
pub use svg::*;
pub use types::*;

/// The most legal moves any position has: an array of this many `crc_move` always suffices.
pub const CRC_MAX_MOVES: usize = 600;

// cbindgen needs the literal above; it must stay the move generator's bound.
const _: () = assert!(CRC_MAX_MOVES == crc_rules_movegen::MAX_MOVES);

/// The library version, such as "0.1.0", as a static NUL-terminated string: the
/// `CRC_VERSION_STRING` of the header the library was built with.
#[no_mangle]
pub extern "C" fn crc_version() -> *const std::ffi::c_char {
    const VERSION: &str = concat!(env!("CARGO_PKG_VERSION"), "\0");
    boundary::boundary_or(VERSION.as_ptr().cast(), || VERSION.as_ptr().cast())
}
