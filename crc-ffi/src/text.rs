//! Text across the boundary: NUL-terminated UTF-8 in, caller-owned buffers out.

use std::ffi::{c_char, CStr};

use crate::status::*;

/// Reads a NUL-terminated UTF-8 string.
///
/// # Safety
/// `text` is NULL or points to a NUL-terminated string that stays valid during the call.
pub(crate) unsafe fn read_str<'a>(text: *const c_char) -> Result<&'a str, crc_status> {
    if text.is_null() {
        return Err(CRC_NULL_ARGUMENT);
    }
    // SAFETY: non-null and NUL-terminated by the caller's contract.
    unsafe { CStr::from_ptr(text) }
        .to_str()
        .map_err(|_| CRC_INVALID_UTF8)
}

/// Writes `text` and a NUL into `buf` of `len` bytes and its length (without the NUL) into
/// `written`. When it does not fit, `buf` is untouched, `written` gets the size needed (with
/// the NUL) and the status is `CRC_BUFFER_TOO_SMALL`.
///
/// # Safety
/// `buf` is NULL or valid for `len` bytes; `written` is NULL or valid for one `size_t`.
pub(crate) unsafe fn write_str(
    text: &str,
    buf: *mut c_char,
    len: usize,
    written: *mut usize,
) -> crc_status {
    if written.is_null() || (buf.is_null() && len > 0) {
        return CRC_NULL_ARGUMENT;
    }
    let needed = text.len() + 1;
    if needed > len {
        // SAFETY: checked non-null; the caller guarantees it is valid.
        unsafe { *written = needed };
        return CRC_BUFFER_TOO_SMALL;
    }
    // SAFETY: `buf` is valid for `len >= needed` bytes and does not overlap `text`.
    unsafe {
        std::ptr::copy_nonoverlapping(text.as_ptr(), buf.cast::<u8>(), text.len());
        *buf.add(text.len()) = 0;
        *written = text.len();
    }
    CRC_OK
}

/// Writes `value` through `out` if it is not NULL.
///
/// # Safety
/// `out` is NULL or valid for writing one `T`.
pub(crate) unsafe fn write_out<T>(out: *mut T, value: T) -> crc_status {
    if out.is_null() {
        return CRC_NULL_ARGUMENT;
    }
    // SAFETY: non-null, valid by the caller's contract.
    unsafe { out.write(value) };
    CRC_OK
}
