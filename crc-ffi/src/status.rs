//! What a call answers: `crc_status` with its numbers and messages, the kinds of the Rust
//! crates' errors mapped onto it ([`crc_status::of_kind`], the one table), and the message of each thread's latest failure, which
//! `crc_last_error` reads.
//!
//! The bottom of the crate: it imports no other module of it. The call helpers
//! (`boundary.rs`) build on it, and so does `crc_last_error`, which writes its text with
//! the rule here ([`write_text`]) rather than through the boundary: a failure of its own
//! must not replace the message it reads.

use std::cell::RefCell;
use std::ffi::{c_char, c_uint, CStr};
use std::panic::{catch_unwind, AssertUnwindSafe};

use crc_rules_core::{ErrorKind, HasErrorKind, ParseArrangementError, SetupNumberError};
use crc_rules_game::{NothingToUndo, PgnError, PlayError, SanError, TagError};
use crc_rules_movegen::{FenError, ParseMoveError, PerftDepthError};

/// The result of every fallible call. The numbers are stable: a number, once given, keeps
/// its meaning and is never reused. `crc_status_message` gives each one's message.
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
    /// A number outside its range: a start number outside 1..48000, an unknown rule set,
    /// colour or role, a square above 79, a perft depth above the limit.
    CRC_OUT_OF_RANGE = 5,
    /// Text that is not a start arrangement (ten letters, K Q A C R R B B N N, basic rules).
    CRC_INVALID_ARRANGEMENT = 6,
    /// Move text or a `crc_move` that is not a well-formed move.
    CRC_INVALID_MOVE = 7,
    /// A well-formed move that is not legal in the position.
    CRC_ILLEGAL_MOVE = 8,
    /// SAN that matches more than one legal move.
    CRC_AMBIGUOUS_MOVE = 9,
    /// The caller's buffer is too small; `*written` (or `*count`) holds the size needed:
    /// for text with the NUL, for moves their number.
    CRC_BUFFER_TOO_SMALL = 10,
    /// The game has ended: no move can be played, no draw claimed.
    CRC_GAME_OVER = 11,
    /// No draw can be claimed now.
    CRC_NO_CLAIM = 12,
    /// There is nothing to take back: no move (a game without moves, or a position handle
    /// whose undo stack is empty), or, for `crc_game_reopen`, no declared end.
    CRC_NOTHING_TO_UNDO = 13,
    /// The PGN cannot be read.
    CRC_INVALID_PGN = 14,
    /// A pawn move to the last rank was given without the piece it promotes to: ask the
    /// player which one.
    CRC_PROMOTION_REQUIRED = 15,
    /// What was asked for is not there (such as a PGN tag the game does not have).
    CRC_NOT_FOUND = 16,
    /// The end of a sequence: a PGN reader has no more games.
    CRC_END = 17,
    /// A PGN tag that cannot be set: a name that is not a PGN symbol, a value with a line
    /// break, or a tag the game writes itself (Result, SetUp, FEN, CRCStartNumber).
    CRC_INVALID_TAG = 18,
    /// A file that cannot be opened or read (a directory included); `crc_last_error` gives
    /// the system's reason.
    CRC_IO_ERROR = 19,
    /// A bug in the library: a Rust panic was caught at the boundary, and the call did not
    /// finish. Nothing is promised of the handles it was given but that they can be freed.
    CRC_PANIC = 99,
}

pub use crc_status::*;

impl crc_status {
    /// Every status, so that a number from C finds its status without an invalid value
    /// ever becoming a `crc_status` (the header test checks that none is missing).
    const ALL: [crc_status; 21] = [
        CRC_OK,
        CRC_NULL_ARGUMENT,
        CRC_INVALID_UTF8,
        CRC_INVALID_FEN,
        CRC_ILLEGAL_POSITION,
        CRC_OUT_OF_RANGE,
        CRC_INVALID_ARRANGEMENT,
        CRC_INVALID_MOVE,
        CRC_ILLEGAL_MOVE,
        CRC_AMBIGUOUS_MOVE,
        CRC_BUFFER_TOO_SMALL,
        CRC_GAME_OVER,
        CRC_NO_CLAIM,
        CRC_NOTHING_TO_UNDO,
        CRC_INVALID_PGN,
        CRC_PROMOTION_REQUIRED,
        CRC_NOT_FOUND,
        CRC_END,
        CRC_INVALID_TAG,
        CRC_IO_ERROR,
        CRC_PANIC,
    ];

    /// The status numbered `number`, if there is one.
    pub fn from_number(number: c_uint) -> Option<crc_status> {
        crc_status::ALL.into_iter().find(|&status| status as c_uint == number)
    }

    /// The message, as C reads it.
    const fn c_message(self) -> &'static CStr {
        match self {
            CRC_OK => c"success",
            CRC_NULL_ARGUMENT => c"a required pointer argument was NULL",
            CRC_INVALID_UTF8 => c"text is not valid UTF-8",
            CRC_INVALID_FEN => c"text is not a valid X-FEN or Shredder-FEN",
            CRC_ILLEGAL_POSITION => c"the position is not playable",
            CRC_OUT_OF_RANGE => c"a number is out of range",
            CRC_INVALID_ARRANGEMENT => c"text is not a CRC start arrangement",
            CRC_INVALID_MOVE => c"not a well-formed move",
            CRC_ILLEGAL_MOVE => c"illegal move",
            CRC_AMBIGUOUS_MOVE => c"ambiguous move",
            CRC_BUFFER_TOO_SMALL => c"buffer too small",
            CRC_GAME_OVER => c"the game is over",
            CRC_NO_CLAIM => c"no draw can be claimed",
            CRC_NOTHING_TO_UNDO => c"nothing to take back",
            CRC_INVALID_PGN => c"text is not a valid PGN game",
            CRC_PROMOTION_REQUIRED => c"a pawn reaching the last rank must promote: choose a piece",
            CRC_NOT_FOUND => c"not found",
            CRC_END => c"no more items",
            CRC_INVALID_TAG => c"the tag cannot be set",
            CRC_IO_ERROR => c"the file cannot be opened or read",
            CRC_PANIC => c"internal error (a panic was caught)",
        }
    }

    /// The message, such as "illegal move".
    pub fn message(self) -> &'static str {
        // Every message above is ASCII.
        self.c_message().to_str().unwrap_or_default()
    }
}

/// The message of status number `status`, as a static NUL-terminated string that must not
/// be freed. Numbers that are no status give "unknown status".
#[no_mangle]
pub extern "C" fn crc_status_message(status: c_uint) -> *const c_char {
    // No boundary: a search of a constant table cannot panic.
    crc_status::from_number(status).map_or(c"unknown status", crc_status::c_message).as_ptr()
}

/// Why an exported function failed: the status it returns and, when the Rust error says
/// more than the status, the whole message.
#[derive(Debug)]
pub(crate) struct Failure {
    status: crc_status,
    detail: Option<String>,
}

impl Failure {
    /// A failure with `status` and a message that says more than the status does.
    pub(crate) fn new(status: crc_status, detail: impl Into<String>) -> Failure {
        Failure { status, detail: Some(detail.into()) }
    }

    /// Keeps the message for this thread's `crc_last_error` and gives the status. Cold and
    /// out of line: the calls an engine makes at every node succeed, and their code stays
    /// small without it.
    #[cold]
    #[inline(never)]
    pub(crate) fn remember(self) -> crc_status {
        let message = match self.detail {
            Some(detail) => detail,
            None => self.status.message().to_owned(),
        };
        // `try_with`: a thread that is shutting down keeps no message, and must not panic.
        let _ = LAST_ERROR.try_with(|last| *last.borrow_mut() = message);
        self.status
    }
}

impl From<crc_status> for Failure {
    fn from(status: crc_status) -> Failure {
        Failure { status, detail: None }
    }
}

impl crc_status {
    /// The status of each kind of error: the one place where C classifies the Rust crates'
    /// errors. `None` for a kind this table does not know yet (a test checks that it knows
    /// every kind).
    ///
    /// No C call takes a variant or a Fairy-Stockfish notation; their kinds are mapped to
    /// the nearest status so that the table is whole.
    pub(crate) const fn of_kind(kind: ErrorKind) -> Option<crc_status> {
        Some(match kind {
            ErrorKind::InvalidFen => CRC_INVALID_FEN,
            ErrorKind::IllegalPosition => CRC_ILLEGAL_POSITION,
            ErrorKind::InvalidNumber => CRC_OUT_OF_RANGE,
            ErrorKind::InvalidArrangement => CRC_INVALID_ARRANGEMENT,
            ErrorKind::InvalidRuleSet => CRC_OUT_OF_RANGE,
            ErrorKind::InvalidSquare => CRC_OUT_OF_RANGE,
            ErrorKind::InvalidMove => CRC_INVALID_MOVE,
            ErrorKind::IllegalMove => CRC_ILLEGAL_MOVE,
            ErrorKind::AmbiguousMove => CRC_AMBIGUOUS_MOVE,
            ErrorKind::PromotionRequired => CRC_PROMOTION_REQUIRED,
            ErrorKind::GameOver => CRC_GAME_OVER,
            ErrorKind::NoClaim => CRC_NO_CLAIM,
            ErrorKind::NothingToUndo => CRC_NOTHING_TO_UNDO,
            ErrorKind::InvalidPgn => CRC_INVALID_PGN,
            ErrorKind::InvalidTag => CRC_INVALID_TAG,
            ErrorKind::Io => CRC_IO_ERROR,
            ErrorKind::UnknownVariant => CRC_NOT_FOUND,
            ErrorKind::UnsupportedNotation => CRC_OUT_OF_RANGE,
            ErrorKind::InvalidArgument => CRC_OUT_OF_RANGE,
            _ => return None,
        })
    }
}

impl<E: HasErrorKind> From<&E> for crc_status {
    /// The status of the error's kind; `CRC_PANIC` for a kind that `crc_status::of_kind`
    /// misses, which is a bug of this library.
    fn from(error: &E) -> crc_status {
        crc_status::of_kind(error.kind()).unwrap_or(CRC_PANIC)
    }
}

/// Failures from the Rust crates' errors: the status of the error's kind, the message from
/// the error's `Display`.
macro_rules! failure_from {
    ($($error:ty),+ $(,)?) => {
        $(
            impl From<$error> for Failure {
                fn from(error: $error) -> Failure {
                    Failure::new(crc_status::from(&error), error.to_string())
                }
            }
        )+
    };
}

failure_from!(
    FenError,
    NothingToUndo,
    ParseMoveError,
    PerftDepthError,
    SanError,
    PlayError,
    PgnError,
    TagError,
    SetupNumberError,
    ParseArrangementError,
);

thread_local! {
    /// The message of this thread's most recent failure.
    static LAST_ERROR: RefCell<String> = const { RefCell::new(String::new()) };
}

/// Writes `text` and a NUL into a caller's text buffer, the rule of every call that answers
/// with text: on success `buf` holds the text and a NUL and `*written` its length without
/// the NUL; when it does not fit, `buf` is untouched and `*written` gets the size needed,
/// with the NUL (`CRC_BUFFER_TOO_SMALL`).
///
/// # Safety
/// `buf` is valid for writing `len` bytes (it may be NULL only when `len` is 0) and does
/// not overlap `text`; `written` is non-null and valid for writing one `size_t`.
pub(crate) unsafe fn write_text(
    buf: *mut c_char,
    len: usize,
    written: *mut usize,
    text: &str,
) -> Result<(), Failure> {
    let needed = text.len() + 1;
    if needed > len {
        // SAFETY: `written` is non-null and valid, as the caller asserts.
        unsafe { written.write(needed) };
        return Err(Failure::new(
            CRC_BUFFER_TOO_SMALL,
            format!("a buffer of {len} bytes; {needed} are needed"),
        ));
    }
    // SAFETY: `buf` is valid for `len >= needed` bytes and does not overlap `text`, and
    // `written` is valid, as the caller asserts.
    unsafe {
        std::ptr::copy_nonoverlapping(text.as_ptr(), buf.cast::<u8>(), text.len());
        buf.add(text.len()).write(0);
        written.write(text.len());
    }
    Ok(())
}

/// Whether a caller's `(buf, len, written)` text buffer may be written: `written` is given,
/// and so is `buf` unless `len` is 0.
pub(crate) fn text_buffer_given(buf: *const c_char, len: usize, written: *const usize) -> bool {
    !(written.is_null() || (buf.is_null() && len > 0))
}

/// Writes into `buf` the full message of the calling thread's most recent failed call: for
/// a FEN the field and the reason, for an illegal position every reason, for an illegal
/// move why, for ambiguous SAN the candidates, for PGN the game, line and ply. "" before the
/// first failure.
///
/// Like `errno`, a successful call does not clear it: read it right after the call that
/// failed. Each thread has its own (no lock is taken). A call that fails while writing the
/// message (`CRC_NULL_ARGUMENT`, `CRC_BUFFER_TOO_SMALL`) does not replace it.
///
/// # Safety
/// `buf` is valid for `len` bytes (NULL allowed when `len` is 0); `written` is NULL or valid
/// for one `size_t`.
#[no_mangle]
pub unsafe extern "C" fn crc_last_error(
    buf: *mut c_char,
    len: usize,
    written: *mut usize,
) -> crc_status {
    let result = catch_unwind(AssertUnwindSafe(|| {
        if !text_buffer_given(buf, len, written) {
            return Err(Failure::from(CRC_NULL_ARGUMENT));
        }
        let message = LAST_ERROR.try_with(|last| last.borrow().clone()).unwrap_or_default();
        // SAFETY: `buf` and `written` are valid, as documented and checked above; `buf`
        // belongs to the caller, so it cannot overlap the message, which is ours.
        unsafe { write_text(buf, len, written, &message) }
    }));
    // Not through the boundary: reading the message must not overwrite it.
    match result {
        Ok(Ok(())) => CRC_OK,
        Ok(Err(failure)) => failure.status,
        Err(_) => CRC_PANIC,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_status_has_its_number_and_a_message() {
        for status in crc_status::ALL {
            assert_eq!(crc_status::from_number(status as c_uint), Some(status));
            assert!(!status.message().is_empty(), "{status:?}");
        }
        assert_eq!(crc_status::from_number(98), None);
        assert_eq!(crc_status::from_number(c_uint::MAX), None);
    }

    #[test]
    fn every_error_kind_has_a_status() {
        for &kind in ErrorKind::ALL {
            let status = crc_status::of_kind(kind);
            assert!(status.is_some(), "{kind:?} has no crc_status");
            assert_ne!(status, Some(CRC_PANIC), "{kind:?}");
        }
    }

    /// The statuses the kinds had before there were kinds: C's numbers are its ABI.
    #[test]
    fn the_kinds_keep_the_statuses_c_had() {
        let statuses = [
            (ErrorKind::InvalidFen, 3),
            (ErrorKind::IllegalPosition, 4),
            (ErrorKind::InvalidNumber, 5),
            (ErrorKind::InvalidArrangement, 6),
            (ErrorKind::InvalidSquare, 5),
            (ErrorKind::InvalidMove, 7),
            (ErrorKind::IllegalMove, 8),
            (ErrorKind::AmbiguousMove, 9),
            (ErrorKind::GameOver, 11),
            (ErrorKind::NoClaim, 12),
            (ErrorKind::NothingToUndo, 13),
            (ErrorKind::InvalidPgn, 14),
            (ErrorKind::PromotionRequired, 15),
            (ErrorKind::InvalidTag, 18),
        ];
        for (kind, number) in statuses {
            assert_eq!(crc_status::of_kind(kind).map(|s| s as c_uint), Some(number), "{kind:?}");
        }
    }
}
