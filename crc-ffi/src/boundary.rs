//! The boundary every exported function stands behind, and the helpers each call is built
//! from.
//!
//! [`boundary`] runs a call's body: a caught panic becomes `CRC_PANIC`, and a failure
//! becomes its status while its full message is kept, per thread, for `crc_last_error`.
//!
//! Every pointer that crosses the boundary goes through the wrappers here, in one order of
//! checks: first each pointer argument is checked for NULL (the constructors, all at the
//! top of an exported function), then the values (UTF-8, numbers, moves), then the work,
//! and only then is anything written. Handles are borrowed with [`borrow`] and
//! [`borrow_mut`], and released with [`free`], which take only the types that are
//! [`Handle`]s, so that no other pointer can be freed as a box; data the caller owns goes
//! through [`Out`], [`ArrayOut`], [`ListOut`], [`TextIn`] and [`TextOut`]. No other kind of
//! pointer is read.
//!
//! The constructors are `unsafe`: calling one asserts the exported function's contract for
//! that pointer (NULL, or valid as its documentation says). After that, reading and writing
//! through the wrappers is safe, so each exported function makes one safety argument, where
//! it calls the constructors or the `answer*` helpers, which call them.

use std::ffi::{c_char, CStr};
use std::marker::PhantomData;
use std::mem::MaybeUninit;
use std::panic::{catch_unwind, AssertUnwindSafe};

use crate::status::{crc_status, CRC_INVALID_UTF8, CRC_NULL_ARGUMENT, CRC_OK, CRC_PANIC};
use crate::status::{text_buffer_given, write_text, Failure, CRC_BUFFER_TOO_SMALL};

/// Runs the body of an exported function: `Ok` becomes `CRC_OK`, a failure its status (with
/// its message kept for `crc_last_error`), and a panic `CRC_PANIC`.
///
/// Unwinding is asserted safe because no caller sees a handle half-changed by a call that
/// then fails: every exported function computes its answer before it writes to an
/// out-parameter, and to a handle either all at once or, as `crc_position_make` does, after
/// every check and allocation, by steps that have no failure path. A panic is a bug, and
/// `CRC_PANIC` says so: it promises nothing of the handles of that call.
#[inline]
pub(crate) fn boundary<F: FnOnce() -> Result<(), Failure>>(body: F) -> crc_status {
    // The status is settled inside the closure, so that only it, not the failure, comes
    // out of `catch_unwind`: the calls an engine makes at every node stay short.
    let settled = catch_unwind(AssertUnwindSafe(|| match body() {
        Ok(()) => CRC_OK,
        Err(failure) => failure.remember(),
    }));
    settled.unwrap_or_else(|_| {
        Failure::new(
            CRC_PANIC,
            "internal error: a panic was caught at the boundary (please report it)",
        )
        .remember()
    })
}

/// Runs the body of an exported function that returns a value, not a status: a panic gives
/// `fallback`.
pub(crate) fn boundary_or<T, F: FnOnce() -> T>(fallback: T, body: F) -> T {
    catch_unwind(AssertUnwindSafe(body)).unwrap_or(fallback)
}

/// A type whose values the caller holds as opaque handles: made by [`HandleOut::give`] (a
/// `Box`), released by [`free`]. Only these may be borrowed through a handle pointer or
/// freed, as rustls-ffi's `Castable` with `OwnershipBox` makes it a type error to free what
/// no box made.
///
/// # Safety
/// Implement it only for the `crc_*` handle types, whose every value reaches the caller
/// through [`HandleOut::give`] (each module implements it for its own handle, so that this
/// module imports none of them).
pub(crate) unsafe trait Handle {}

/// Borrows the value behind a handle.
///
/// # Safety
/// `handle` is NULL or a live handle from this library, not written by another thread
/// during the call.
pub(crate) unsafe fn borrow<'a, T: Handle>(handle: *const T) -> Result<&'a T, Failure> {
    // SAFETY: by the caller's contract, a non-null `handle` came from `Box::into_raw` in
    // `HandleOut::give` and has not been freed.
    unsafe { handle.as_ref() }.ok_or_else(|| CRC_NULL_ARGUMENT.into())
}

/// Borrows the value behind a handle mutably.
///
/// # Safety
/// As [`borrow`], and no other thread uses the handle during the call.
pub(crate) unsafe fn borrow_mut<'a, T: Handle>(handle: *mut T) -> Result<&'a mut T, Failure> {
    // SAFETY: as in `borrow`; the access is exclusive by the caller's contract.
    unsafe { handle.as_mut() }.ok_or_else(|| CRC_NULL_ARGUMENT.into())
}

/// Releases a handle; NULL does nothing.
///
/// # Safety
/// `handle` is NULL or a live handle from this library that is not used again.
pub(crate) unsafe fn free<T: Handle>(handle: *mut T) {
    if !handle.is_null() {
        // SAFETY: a live handle from `Box::into_raw`, released once by the caller's contract.
        drop(unsafe { Box::from_raw(handle) });
    }
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

/// Where a new handle goes: a `T **out` argument.
pub(crate) struct HandleOut<T: Handle>(*mut *mut T);

impl<T: Handle> HandleOut<T> {
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
    /// 0) and overlaps no value of the library; `count` is NULL or valid for writing one
    /// `size_t`.
    pub(crate) unsafe fn new(
        out: *mut T,
        capacity: usize,
        count: *mut usize,
    ) -> Result<ListOut<T>, Failure> {
        if count.is_null() || (out.is_null() && capacity > 0) {
            return Err(CRC_NULL_ARGUMENT.into());
        }
        Ok(ListOut { out, capacity, count })
    }

    /// Fails as [`ListOut::write`] does, their number written, when `needed` values would
    /// not fit: for a list that is costly to make, before it is made.
    pub(crate) fn check_room(&self, needed: usize) -> Result<(), Failure> {
        if needed <= self.capacity {
            return Ok(());
        }
        // SAFETY: `count` is non-null and valid, as `new`'s caller asserted.
        unsafe { self.count.write(needed) };
        Err(Failure::new(
            CRC_BUFFER_TOO_SMALL,
            format!("room for {} entries; {needed} are needed", self.capacity),
        ))
    }

    /// Writes `convert` of each of `values`, and their number; only the number when they do
    /// not fit.
    ///
    /// A slice in and a slice out, so that the compiler sees two arrays that do not overlap
    /// and converts several values per instruction: a C engine lists moves at every node,
    /// and this loop was a fifth of its cost.
    #[inline]
    pub(crate) fn write<S: Copy>(
        self,
        values: &[S],
        convert: impl Fn(S) -> T,
    ) -> Result<(), Failure> {
        let needed = values.len();
        // SAFETY: `count` is non-null and valid, as `new`'s caller asserted.
        unsafe { self.count.write(needed) };
        if needed > self.capacity {
            return Err(Failure::new(
                CRC_BUFFER_TOO_SMALL,
                format!("room for {} entries; {needed} are needed", self.capacity),
            ));
        }
        if needed == 0 {
            return Ok(());
        }
        // SAFETY: `out` is non-null (`capacity >= needed > 0`) and valid for writing
        // `capacity` entries of `T`, overlapping no value of ours, as `new`'s caller
        // asserted; `count` was written before and is not touched while the slice lives.
        let slots =
            unsafe { std::slice::from_raw_parts_mut(self.out.cast::<MaybeUninit<T>>(), needed) };
        for (slot, &value) in slots.iter_mut().zip(values) {
            slot.write(convert(value));
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

    /// The text's bytes, whatever they are (a path on Unix).
    pub(crate) fn bytes(&self) -> &'a [u8] {
        // SAFETY: non-null and NUL-terminated, as `new`'s caller asserted.
        unsafe { CStr::from_ptr(self.0) }.to_bytes()
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

/// Text out: a `(char *buf, size_t len, size_t *written)` triple, written by the rule of
/// [`write_text`].
pub(crate) struct TextOut {
    buf: *mut c_char,
    len: usize,
    written: *mut usize,
}

impl TextOut {
    /// # Safety
    /// `buf` is valid for writing `len` bytes (NULL allowed when `len` is 0) and overlaps
    /// no value of the library; `written` is NULL or valid for writing one `size_t`.
    pub(crate) unsafe fn new(
        buf: *mut c_char,
        len: usize,
        written: *mut usize,
    ) -> Result<TextOut, Failure> {
        if !text_buffer_given(buf, len, written) {
            return Err(CRC_NULL_ARGUMENT.into());
        }
        Ok(TextOut { buf, len, written })
    }

    /// Writes `text` and a NUL, or only the size needed when it does not fit.
    pub(crate) fn write(self, text: &str) -> Result<(), Failure> {
        // SAFETY: `buf` is valid for `len` bytes and `written` non-null and valid, as
        // `new`'s caller asserted and `new` checked; `text` is the library's, which `buf`
        // does not overlap.
        unsafe { write_text(self.buf, self.len, self.written, text) }
    }
}

/// The body of a call that changes a handle: the check, then `change`, which must leave the
/// handle as it was when it fails. What it returns on success is not the caller's.
///
/// # Safety
/// `handle` is NULL or a live handle from this library, used by no other thread during
/// the call.
#[inline]
pub(crate) unsafe fn change<H: Handle, R>(
    handle: *mut H,
    change: impl FnOnce(&mut H) -> Result<R, Failure>,
) -> crc_status {
    boundary(|| {
        // SAFETY: the caller's contract, as stated above.
        let handle = unsafe { borrow_mut(handle)? };
        change(handle).map(drop)
    })
}

/// The body of a call that answers with one value about a handle: the checks, then
/// `answer`, then the value into `*out`.
///
/// # Safety
/// `handle` is NULL or a live handle from this library; `out` is NULL or valid for one `T`.
pub(crate) unsafe fn answer<H: Handle, T>(
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

/// The body of a call that answers with text about a handle: the checks, then `answer`,
/// then the text into the caller's buffer.
///
/// # Safety
/// `handle` is NULL or a live handle from this library; `buf` and `written` as for
/// [`TextOut::new`].
pub(crate) unsafe fn answer_text<H: Handle, S: AsRef<str>>(
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

/// The body of a call that answers with a fixed number of values about a handle: the
/// checks, then `answer`, then the values into `out`.
///
/// # Safety
/// `handle` is NULL or a live handle from this library; `out` is NULL or valid for `N`
/// values of `T`.
pub(crate) unsafe fn answer_array<H: Handle, T, const N: usize>(
    handle: *const H,
    out: *mut T,
    answer: impl FnOnce(&H) -> Result<[T; N], Failure>,
) -> crc_status {
    boundary(|| {
        // SAFETY: the caller's contract, as stated above.
        let (handle, out) = unsafe { (borrow(handle)?, ArrayOut::new(out)?) };
        out.write(answer(handle)?)
    })
}

/// The body of a call that answers with a list about a handle: the checks, then `fill`
/// fills a list of `S` of our own, then `convert` of each goes into `values` with the rules
/// of [`ListOut`]. The list is filled in place rather than returned, so that it is not
/// copied on the way: an engine lists moves at every node.
///
/// # Safety
/// `handle` is NULL or a live handle from this library; `values` and `count` as for
/// [`ListOut::new`].
#[inline]
pub(crate) unsafe fn answer_list<H: Handle, S: Copy, L: Default + AsRef<[S]>, T>(
    handle: *const H,
    values: *mut T,
    capacity: usize,
    count: *mut usize,
    fill: impl FnOnce(&H, &mut L) -> Result<(), Failure>,
    convert: impl Fn(S) -> T,
) -> crc_status {
    boundary(|| {
        // SAFETY: the caller's contract, as stated above.
        let (handle, out) = unsafe { (borrow(handle)?, ListOut::new(values, capacity, count)?) };
        let mut list = L::default();
        fill(handle, &mut list)?;
        out.write(list.as_ref(), convert)
    })
}

/// The body of a call that makes a new handle from text: the checks, then `make` on the
/// text, then the handle into `*out`.
///
/// # Safety
/// `text` is NULL or a NUL-terminated string; `out` is NULL or valid for one pointer.
pub(crate) unsafe fn create_from_text<T: Handle>(
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
