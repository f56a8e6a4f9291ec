//! `crc_pgn_reader`: the games of a PGN text or file, one by one.

use std::ffi::c_char;
use std::io::{BufRead, Cursor};
use std::path::PathBuf;

use ::crc_rules_game::{open_pgn_file, NotesBuilder, PgnReader};

use crate::boundary::{
    borrow_mut, boundary, boundary_or, create_from_text, free, Handle, HandleOut, TextIn,
};
use crate::game::crc_game;
use crate::status::{crc_status, Failure, CRC_END, CRC_IO_ERROR};

/// A reader over the games of a PGN text, which it keeps its own copy of, or of a file, which
/// it reads as it goes. Create it with `crc_pgn_reader_new` or `crc_pgn_reader_open` and
/// release it with `crc_pgn_reader_free`.
#[allow(non_camel_case_types)]
pub struct crc_pgn_reader {
    inner: PgnReader<Box<dyn BufRead + Send>>,
}

// SAFETY: made only by `HandleOut::give` (`crc_pgn_reader_new`) and released only by
// `crc_pgn_reader_free`.
unsafe impl Handle for crc_pgn_reader {}

impl crc_pgn_reader {
    /// A reader over a copy of `text`.
    fn new(text: &str) -> crc_pgn_reader {
        crc_pgn_reader { inner: PgnReader::new(Box::new(Cursor::new(text.as_bytes().to_vec()))) }
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

/// The path `path` names: its bytes as they are on Unix, UTF-8 elsewhere.
fn path_of(path: &TextIn<'_>) -> Result<PathBuf, Failure> {
    #[cfg(unix)]
    {
        use std::os::unix::ffi::OsStrExt;
        Ok(std::ffi::OsStr::from_bytes(path.bytes()).into())
    }
    #[cfg(not(unix))]
    {
        path.read().map(PathBuf::from)
    }
}

/// The file at `path`, opened for reading as a stream of PGN games.
fn open(path: &TextIn<'_>) -> Result<crc_pgn_reader, Failure> {
    let path = path_of(path)?;
    let failure = |reason: &std::io::Error| {
        Failure::new(CRC_IO_ERROR, format!("{}: {reason}", path.display()))
    };
    let file = open_pgn_file(&path).map_err(|e| failure(&e))?;
    Ok(crc_pgn_reader { inner: PgnReader::new(Box::new(file)) })
}

/// Creates in `*out` a reader over the games of the PGN file at `path`, which it reads as
/// it goes: memory stays proportional to the largest game, whatever the file's size.
/// Reading starts with `crc_pgn_reader_next`, as for `crc_pgn_reader_new`; a read that
/// fails later returns `CRC_IO_ERROR` there and ends the games.
///
/// Returns `CRC_IO_ERROR`, with the path and the system's reason in `crc_last_error`, for
/// a file that cannot be opened, and for a directory.
///
/// # Safety
/// `path` is NULL or a NUL-terminated string; `out` is NULL or valid for one pointer.
#[no_mangle]
pub unsafe extern "C" fn crc_pgn_reader_open(
    path: *const c_char,
    out: *mut *mut crc_pgn_reader,
) -> crc_status {
    boundary(|| {
        // SAFETY: the pointers are NULL or valid, as documented.
        let (path, out) = unsafe { (TextIn::new(path)?, HandleOut::new(out)?) };
        out.give(open(&path)?)
    })
}

/// Reads the next game into a new handle in `*out` (released with `crc_game_free`).
/// Returns `CRC_END` after the last game. A game that cannot be read returns
/// `CRC_INVALID_PGN` with its game number, line and reason in `crc_last_error`, and the next
/// call goes on with the following game; a file that can no longer be read returns
/// `CRC_IO_ERROR`, and the games end there. The game keeps every tag of the PGN (see
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
        match reader.inner.read_game(&mut NotesBuilder::new()) {
            None => Err(Failure::new(CRC_END, "the PGN text has no more games")),
            Some(read) => out.give(crc_game::of_annotated(read?)),
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
