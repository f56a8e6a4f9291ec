//! The boundary every exported function stands behind: a caught panic becomes `CRC_PANIC`,
//! and a failure becomes its status while its full message is kept, per thread, for
//! `crc_last_error`.

use std::cell::RefCell;
use std::panic::{catch_unwind, AssertUnwindSafe};

use crc_core::{ParseArrangementError, SetupNumberError};
use crc_game::{PgnError, PlayError, SanError, TagError};
use crc_movegen::{FenError, IllegalReason, ParseMoveError};

use crate::handle::TextOut;
use crate::status::{illegal, *};

thread_local! {
    /// The message of this thread's most recent failure.
    static LAST_ERROR: RefCell<String> = const { RefCell::new(String::new()) };
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
        Failure {
            status,
            detail: Some(detail.into()),
        }
    }
}

impl From<IllegalReason> for Failure {
    /// `CRC_PROMOTION_REQUIRED` when the move needs its promotion piece, else
    /// `CRC_ILLEGAL_MOVE`, with the reason.
    fn from(reason: IllegalReason) -> Failure {
        Failure::new(illegal(&reason), format!("illegal move: {reason}"))
    }
}

impl From<crc_status> for Failure {
    fn from(status: crc_status) -> Failure {
        Failure {
            status,
            detail: None,
        }
    }
}

/// Failures from the Rust crates' errors: the status from `From<&E> for crc_status`, the
/// message from the error's `Display`.
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
    ParseMoveError,
    SanError,
    PlayError,
    PgnError,
    TagError,
    SetupNumberError,
    ParseArrangementError,
);

/// Runs the body of an exported function: `Ok` becomes `CRC_OK`, a failure its status (with
/// its message kept for `crc_last_error`), and a panic `CRC_PANIC`.
///
/// Every exported function computes its answer before it writes to a handle or an
/// out-parameter, so a panic leaves them as they were and unwinding is safe to assert.
pub(crate) fn boundary<F: FnOnce() -> Result<(), Failure>>(body: F) -> crc_status {
    let result = catch_unwind(AssertUnwindSafe(body)).unwrap_or_else(|_| {
        Err(Failure::new(
            CRC_PANIC,
            "internal error: a panic was caught at the boundary (please report it)",
        ))
    });
    match result {
        Ok(()) => CRC_OK,
        Err(failure) => {
            let message = match failure.detail {
                Some(detail) => detail,
                None => failure.status.message().to_owned(),
            };
            // `try_with`: a thread that is shutting down keeps no message, and must not panic.
            let _ = LAST_ERROR.try_with(|last| *last.borrow_mut() = message);
            failure.status
        }
    }
}

/// Runs the body of an exported function that returns a value, not a status: a panic gives
/// `fallback`.
pub(crate) fn boundary_or<T, F: FnOnce() -> T>(fallback: T, body: F) -> T {
    catch_unwind(AssertUnwindSafe(body)).unwrap_or(fallback)
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
    buf: *mut std::ffi::c_char,
    len: usize,
    written: *mut usize,
) -> crc_status {
    let message = LAST_ERROR
        .try_with(|last| last.borrow().clone())
        .unwrap_or_default();
    let result = catch_unwind(AssertUnwindSafe(|| {
        // SAFETY: `buf` and `written` are NULL or valid, as documented.
        let out = unsafe { TextOut::new(buf, len, written)? };
        out.write(&message)
    }));
    // Not through `boundary`: reading the message must not overwrite it.
    match result {
        Ok(Ok(())) => CRC_OK,
        Ok(Err(failure)) => failure.status,
        Err(_) => CRC_PANIC,
    }
}
