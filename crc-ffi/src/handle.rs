//! Every pointer that crosses the boundary goes through this module, in one order of checks:
//! first each pointer argument is checked for NULL (the constructors here, all at the top of
//! an exported function), then the values (UTF-8, numbers, moves), then the work, and only
//! then is anything written.
//!
//! The constructors are `unsafe`: calling one asserts the exported function's contract for
//! that pointer (NULL, or valid as its documentation says). After that, reading and writing
//! through the wrappers is safe, so each exported function makes one safety argument, where
//! it calls the constructors.

use std::ffi::{c_char, CStr};
use std::marker::PhantomData;

use crate::boundary::{boundary, Failure};
use crate::status::*;

/// Borrows the value behind a handle.
///
/// # Safety
/// `handle` is NULL or a live handle from this library, not written by another thread
/// during the call.
pub(crate) unsafe fn borrow<'a, T>(handle: *const T) -> Result<&'a T, Failure> {
    // SAFETY: by the caller's contract, a non-null `handle` came from `Box::into_raw` in
    // `HandleOut::give` and has not been freed.
    unsafe { handle.as_ref() }.ok_or_else(|| CRC_NULL_ARGUMENT.into())
}

/// Borrows the value behind a handle mutably.
///
/// # Safety
/// As [`borrow`], and no other thread uses the handle during the call.
pub(crate) unsafe fn borrow_mut<'a, T>(handle: *mut T) -> Result<&'a mut T, Failure> {
    // SAFETY: as in `borrow`; the access is exclusive by the caller's contract.
    unsafe { handle.as_mut() }.ok_or_else(|| CRC_NULL_ARGUMENT.into())
}

/// Releases a handle; NULL does nothing.
///
/// # Safety
/// `handle` is NULL or a live handle from this library that is not used again.
pub(crate) unsafe fn free<T>(handle: *mut T) {
    if !handle.is_null() {
        // SAFETY: a live handle from `Box::into_raw`, released once by the caller's contract.
        drop(unsafe { Box::from_raw(handle) });
    }
}

/// Where a new handle goes: a `T **out` argument.
pub(crate) struct HandleOut<T>(*mut *mut T);

impl<T> HandleOut<T> {
    /// # Safety
    /// `out` is NULL or valid for writing one pointer.
    pub(crate) unsafe fn new(out: *mut *mut T) -> Result<HandleOut<T>, Failure> {
        if out.is_null() {
            return Err(CRC_NULL_ARGUMENT.into());
        }
        Ok(HandleOut(out))
    }

    /// Moves `value` to the heap and hands the caller the handle, to be released with the
    /// matching `_free`.
    pub(crate) fn give(self, value: T) -> Result<(), Failure> {
        // SAFETY: non-null and valid for one pointer, as `new`'s caller asserted.
        unsafe { self.0.write(Box::into_raw(Box::new(value))) };
        Ok(())
    }
}

/// Where one plain value goes: a `T *out` argument.
pub(crate) struct Out<T>(*mut T);

impl<T> Out<T> {
    /// # Safety
    /// `out` is NULL or valid for writing one `T`.
    pub(crate) unsafe fn new(out: *mut T) -> Result<Out<T>, Failure> {
        if out.is_null() {
            return Err(CRC_NULL_ARGUMENT.into());
        }
        Ok(Out(out))
    }

    /// Writes the value.
    pub(crate) fn write(self, value: T) -> Result<(), Failure> {
        // SAFETY: non-null and valid for one `T`, as `new`'s caller asserted.
        unsafe { self.0.write(value) };
        Ok(())
    }
}

/// Where a fixed number of values go: a `T out[N]` argument.
pub(crate) struct ArrayOut<T, const N: usize>(*mut T);

impl<T, const N: usize> ArrayOut<T, N> {
    /// # Safety
    /// `out` is NULL or valid for writing `N` values of `T`.
    pub(crate) unsafe fn new(out: *mut T) -> Result<ArrayOut<T, N>, Failure> {
        if out.is_null() {
            return Err(CRC_NULL_ARGUMENT.into());
        }
        Ok(ArrayOut(out))
    }

    /// Writes the `N` values.
    pub(crate) fn write(self, values: [T; N]) -> Result<(), Failure> {
        // SAFETY: non-null and valid for `N` values of `T`, as `new`'s caller asserted; an
        // array of `T` has the alignment of `T`.
        unsafe { self.0.cast::<[T; N]>().write(values) };
        Ok(())
    }
}

/// Where a list goes: a `(T *out, size_t capacity, size_t *count)` triple. The count is
/// written even when the list does not fit (with `CRC_BUFFER_TOO_SMALL`), so that the caller
/// learns the size it needs.
pub(crate) struct ListOut<T> {
    out: *mut T,
    capacity: usize,
    count: *mut usize,
}

impl<T> ListOut<T> {
    /// # Safety
    /// `out` is valid for writing `capacity` values of `T` (NULL allowed when `capacity` is
    /// 0); `count` is NULL or valid for writing one `size_t`.
    pub(crate) unsafe fn new(
        out: *mut T,
        capacity: usize,
        count: *mut usize,
    ) -> Result<ListOut<T>, Failure> {
        if count.is_null() || (out.is_null() && capacity > 0) {
            return Err(CRC_NULL_ARGUMENT.into());
        }
        Ok(ListOut {
            out,
            capacity,
            count,
        })
    }

    /// Writes the values and their number, or only the number when they do not fit.
    pub(crate) fn write(self, values: impl ExactSizeIterator<Item = T>) -> Result<(), Failure> {
        let needed = values.len();
        // SAFETY: `count` is non-null and valid, as `new`'s caller asserted.
        unsafe { self.count.write(needed) };
        if needed > self.capacity {
            return Err(Failure::new(
                CRC_BUFFER_TOO_SMALL,
                format!("room for {} entries; {needed} are needed", self.capacity),
            ));
        }
        for (i, value) in values.take(needed).enumerate() {
            // SAFETY: i < needed <= capacity entries of `out`, as `new`'s caller asserted.
            unsafe { self.out.add(i).write(value) };
        }
        Ok(())
    }
}

/// Text in: a NUL-terminated `const char *` argument.
pub(crate) struct TextIn<'a>(*const c_char, PhantomData<&'a CStr>);

impl<'a> TextIn<'a> {
    /// # Safety
    /// `text` is NULL or points to a NUL-terminated string that stays valid and unchanged
    /// while `'a` lasts (the call).
    pub(crate) unsafe fn new(text: *const c_char) -> Result<TextIn<'a>, Failure> {
        if text.is_null() {
            return Err(CRC_NULL_ARGUMENT.into());
        }
        Ok(TextIn(text, PhantomData))
    }

    /// The text, which must be UTF-8.
    pub(crate) fn read(&self) -> Result<&'a str, Failure> {
        // SAFETY: non-null and NUL-terminated, as `new`'s caller asserted.
        let text = unsafe { CStr::from_ptr(self.0) };
        text.to_str().map_err(|e| {
            Failure::new(
                CRC_INVALID_UTF8,
                format!("text is not valid UTF-8 (at byte {})", e.valid_up_to()),
            )
        })
    }
}

/// Text out: a `(char *buf, size_t len, size_t *written)` triple. On success `buf` holds the
/// text and a NUL and `*written` its length without the NUL; when it does not fit, `buf` is
/// untouched and `*written` gets the size needed, with the NUL.
pub(crate) struct TextOut {
    buf: *mut c_char,
    len: usize,
    written: *mut usize,
}

impl TextOut {
    /// # Safety
    /// `buf` is valid for writing `len` bytes (NULL allowed when `len` is 0); `written` is
    /// NULL or valid for writing one `size_t`.
    pub(crate) unsafe fn new(
        buf: *mut c_char,
        len: usize,
        written: *mut usize,
    ) -> Result<TextOut, Failure> {
        if written.is_null() || (buf.is_null() && len > 0) {
            return Err(CRC_NULL_ARGUMENT.into());
        }
        Ok(TextOut { buf, len, written })
    }

    /// Writes `text` and a NUL, or only the size needed when it does not fit.
    pub(crate) fn write(self, text: &str) -> Result<(), Failure> {
        let needed = text.len() + 1;
        if needed > self.len {
            // SAFETY: `written` is non-null and valid, as `new`'s caller asserted.
            unsafe { self.written.write(needed) };
            return Err(Failure::new(
                CRC_BUFFER_TOO_SMALL,
                format!("a buffer of {} bytes; {needed} are needed", self.len),
            ));
        }
        // SAFETY: `buf` is valid for `len >= needed` bytes and cannot overlap `text`, which
        // the library owns; `written` is valid, as `new`'s caller asserted.
        unsafe {
            std::ptr::copy_nonoverlapping(text.as_ptr(), self.buf.cast::<u8>(), text.len());
            self.buf.add(text.len()).write(0);
            self.written.write(text.len());
        }
        Ok(())
    }
}

/// The body of a call that answers with text about a handle: the checks, then `answer`,
/// then the text into the caller's buffer.
///
/// # Safety
/// `handle` is NULL or a live handle from this library; `buf` is valid for `len` bytes
/// (NULL allowed when `len` is 0); `written` is NULL or valid for one `size_t`.
pub(crate) unsafe fn answer_text<H, S: AsRef<str>>(
    handle: *const H,
    buf: *mut c_char,
    len: usize,
    written: *mut usize,
    answer: impl FnOnce(&H) -> Result<S, Failure>,
) -> crc_status {
    boundary(|| {
        // SAFETY: the caller's contract, as stated above.
        let (handle, out) = unsafe { (borrow(handle)?, TextOut::new(buf, len, written)?) };
        out.write(answer(handle)?.as_ref())
    })
}

/// The body of a call that answers with one value about a handle: the checks, then
/// `answer`, then the value into `*out`.
///
/// # Safety
/// `handle` is NULL or a live handle from this library; `out` is NULL or valid for one `T`.
pub(crate) unsafe fn answer<H, T>(
    handle: *const H,
    out: *mut T,
    answer: impl FnOnce(&H) -> Result<T, Failure>,
) -> crc_status {
    boundary(|| {
        // SAFETY: the caller's contract, as stated above.
        let (handle, out) = unsafe { (borrow(handle)?, Out::new(out)?) };
        out.write(answer(handle)?)
    })
}

/// The body of a call that answers with a list about a handle: the checks, then `answer`,
/// then the list into `values` with the rules of [`ListOut`].
///
/// # Safety
/// `handle` is NULL or a live handle from this library; `values` and `count` as for
/// [`ListOut::new`].
pub(crate) unsafe fn answer_list<H, T, L: ExactSizeIterator<Item = T>>(
    handle: *const H,
    values: *mut T,
    capacity: usize,
    count: *mut usize,
    answer: impl FnOnce(&H) -> Result<L, Failure>,
) -> crc_status {
    boundary(|| {
        // SAFETY: the caller's contract, as stated above.
        let (handle, out) = unsafe { (borrow(handle)?, ListOut::new(values, capacity, count)?) };
        out.write(answer(handle)?)
    })
}

/// The body of a call that makes a new handle from text: the checks, then `make` on the
/// text, then the handle into `*out`.
///
/// # Safety
/// `text` is NULL or a NUL-terminated string; `out` is NULL or valid for one pointer.
pub(crate) unsafe fn create_from_text<T>(
    text: *const c_char,
    out: *mut *mut T,
    make: impl FnOnce(&str) -> Result<T, Failure>,
) -> crc_status {
    boundary(|| {
        // SAFETY: the caller's contract, as stated above.
        let (text, out) = unsafe { (TextIn::new(text)?, HandleOut::new(out)?) };
        out.give(make(text.read()?)?)
    })
}

/// Borrows a plain value the caller may leave out: `None` for NULL.
///
/// # Safety
/// `value` is NULL or valid for reading one `T`, not written during the call.
pub(crate) unsafe fn borrow_optional<'a, T>(value: *const T) -> Option<&'a T> {
    // SAFETY: by the caller's contract.
    unsafe { value.as_ref() }
}

/// Borrows a `(const T *values, size_t count)` pair as a slice: NULL is allowed for an
/// empty list, and `CRC_NULL_ARGUMENT` for a non-empty one.
///
/// # Safety
/// `values` is NULL or valid for reading `count` values of `T`, not written during the
/// call.
pub(crate) unsafe fn borrow_slice<'a, T>(
    values: *const T,
    count: usize,
) -> Result<&'a [T], Failure> {
    match (values.is_null(), count) {
        (_, 0) => Ok(&[]),
        (true, _) => Err(Failure::new(
            CRC_NULL_ARGUMENT,
            format!("a list of {count} entries was given as NULL"),
        )),
        // SAFETY: non-null and valid for `count` values, by the caller's contract.
        (false, _) => Ok(unsafe { std::slice::from_raw_parts(values, count) }),
    }
}
