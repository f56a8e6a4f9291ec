//! `crc_pgn_reader`: the games of a PGN text, one by one.

use std::ffi::c_char;

use ::crc_rules_game::PgnReader;

use crate::boundary::{
    borrow_mut, boundary, boundary_or, create_from_text, free, Handle, HandleOut,
};
use crate::game::crc_game;
use crate::status::{crc_status, Failure, CRC_END};

/// A reader over the games of a PGN text, which it keeps its own copy of. Create it with
/// `crc_pgn_reader_new` and release it with `crc_pgn_reader_free`.
#[allow(non_camel_case_types)]
pub struct crc_pgn_reader {
    inner: PgnReader,
}

// SAFETY: made only by `HandleOut::give` (`crc_pgn_reader_new`) and released only by
// `crc_pgn_reader_free`.
unsafe impl Handle for crc_pgn_reader {}

impl crc_pgn_reader {
    /// A reader over a copy of `text`.
    fn new(text: &str) -> crc_pgn_reader {
        crc_pgn_reader {
            inner: PgnReader::new(text),
        }
    }
}

/// Creates in `*out` a reader over the games of the PGN `text` (copied: the caller may free
/// it at once). Reading starts with `crc_pgn_reader_next`.
///
/// # Safety
/// `text` is NULL or a NUL-terminated string; `out` is NULL or valid for one pointer.
#[no_mangle]
pub unsafe extern "C" fn crc_pgn_reader_new(
    text: *const c_char,
    out: *mut *mut crc_pgn_reader,
) -> crc_status {
    // SAFETY: the pointers are NULL or valid, as documented.
    unsafe { create_from_text(text, out, |text| Ok(crc_pgn_reader::new(text))) }
}

/// Reads the next game into a new handle in `*out` (released with `crc_game_free`).
/// Returns `CRC_END` after the last game. A game that cannot be read returns
/// `CRC_INVALID_PGN` with its game number, line and ply in `crc_last_error`, and the next
/// call goes on with the following game. The game keeps every tag of the PGN (see
/// `crc_game_tag`); its start comes from its `FEN` tag (read leniently), its
/// `CRCStartNumber`, or its `Variant` (`Capablanca` and `Gothic` have fixed arrays;
/// `caparandom`, `Capablanca Random` and `Capablanca Random Chess` need one of the tags).
///
/// # Safety
/// `reader` is NULL or a live handle used by no other thread meanwhile; `out` is NULL or
/// valid for one pointer.
#[no_mangle]
pub unsafe extern "C" fn crc_pgn_reader_next(
    reader: *mut crc_pgn_reader,
    out: *mut *mut crc_game,
) -> crc_status {
    boundary(|| {
        // SAFETY: the pointers are NULL or valid, the reader used by this thread alone, as
        // documented.
        let (reader, out) = unsafe { (borrow_mut(reader)?, HandleOut::new(out)?) };
        match reader.inner.next() {
            None => Err(Failure::new(CRC_END, "the PGN text has no more games")),
            Some(game) => out.give(crc_game { inner: game? }),
        }
    })
}

/// Releases a reader. `crc_pgn_reader_free(NULL)` does nothing.
///
/// # Safety
/// `reader` is NULL or a live handle, not used again afterwards.
#[no_mangle]
pub unsafe extern "C" fn crc_pgn_reader_free(reader: *mut crc_pgn_reader) {
    // SAFETY: `reader` is NULL or a live handle used no more, as documented.
    boundary_or((), || unsafe { free(reader) })
}
