//! Status codes, their messages, and the panic boundary every exported function stands behind.

use std::ffi::c_char;
use std::panic::{catch_unwind, AssertUnwindSafe};

/// The result of every fallible call. The numbers are stable: a number, once given, keeps its
/// meaning and is never reused.
#[allow(non_camel_case_types)]
#[repr(C)]
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum crc_status {
    /// Success.
    CRC_OK = 0,
    /// A pointer argument that must not be NULL was NULL.
    CRC_NULL_ARGUMENT = 1,
    /// A text argument is not valid UTF-8.
    CRC_INVALID_UTF8 = 2,
    /// The text is not a FEN (X-FEN or Shredder-FEN).
    CRC_INVALID_FEN = 3,
    /// The FEN describes a position that cannot be played (no king, pawn on rank 1, …).
    CRC_ILLEGAL_POSITION = 4,
    /// A number outside its range: a start number outside 1..48000, an unknown rule set or
    /// colour, a perft depth above the limit.
    CRC_OUT_OF_RANGE = 5,
    /// Text that is not a start arrangement (ten letters, K Q A C R R B B N N, basic rules).
    CRC_INVALID_ARRANGEMENT = 6,
    /// Move text or a `crc_move` that is not a well-formed move.
    CRC_INVALID_MOVE = 7,
    /// A well-formed move that is not legal in the position.
    CRC_ILLEGAL_MOVE = 8,
    /// SAN that matches more than one legal move.
    CRC_AMBIGUOUS_MOVE = 9,
    /// The caller's buffer is too small; `*written` holds the size needed, with the NUL.
    CRC_BUFFER_TOO_SMALL = 10,
    /// The game has ended: no move can be played, no draw claimed.
    CRC_GAME_OVER = 11,
    /// No draw can be claimed now.
    CRC_NO_CLAIM = 12,
    /// There is no move to take back.
    CRC_NOTHING_TO_UNDO = 13,
    /// The PGN cannot be read.
    CRC_INVALID_PGN = 14,
    /// A bug in the library: a Rust panic was caught at the boundary. The handle passed in
    /// is unchanged.
    CRC_PANIC = 99,
}

pub use crc_status::*;

/// The message of a status, as a static NUL-terminated string that must not be freed.
/// Unknown numbers give "unknown status".
#[no_mangle]
pub extern "C" fn crc_status_message(status: u32) -> *const c_char {
    const UNKNOWN: &[u8] = b"unknown status\0";
    guard_or(UNKNOWN.as_ptr().cast(), || {
        status_text(status).as_ptr().cast()
    })
}

fn status_text(status: u32) -> &'static [u8] {
    match status {
        0 => b"success\0",
        1 => b"a required pointer argument was NULL\0",
        2 => b"text is not valid UTF-8\0",
        3 => b"text is not a valid X-FEN or Shredder-FEN\0",
        4 => b"the position is not playable\0",
        5 => b"a number is out of range\0",
        6 => b"text is not a CRC start arrangement\0",
        7 => b"not a well-formed move\0",
        8 => b"illegal move\0",
        9 => b"ambiguous move\0",
        10 => b"buffer too small\0",
        11 => b"the game is over\0",
        12 => b"no draw can be claimed\0",
        13 => b"no move to take back\0",
        14 => b"text is not a valid PGN game\0",
        99 => b"internal error (a panic was caught)\0",
        _ => b"unknown status\0",
    }
}

/// Runs `body` behind the panic boundary: a panic becomes `CRC_PANIC`.
///
/// Every exported function computes its answer before it writes to a handle or an
/// out-parameter, so a panic leaves them as they were and unwinding is safe to assert.
pub(crate) fn guard<F: FnOnce() -> crc_status>(body: F) -> crc_status {
    catch_unwind(AssertUnwindSafe(body)).unwrap_or(CRC_PANIC)
}

/// Runs `body` behind the panic boundary, giving `fallback` if it panics.
pub(crate) fn guard_or<T, F: FnOnce() -> T>(fallback: T, body: F) -> T {
    catch_unwind(AssertUnwindSafe(body)).unwrap_or(fallback)
}

/// Returns early with the status when an expression is an error status.
macro_rules! check {
    ($e:expr) => {
        match $e {
            Ok(value) => value,
            Err(status) => return status,
        }
    };
}
pub(crate) use check;
