//! Where a PGN reader's bytes come from: any [`BufRead`] (a file, standard input, a socket),
//! whose reads can fail, or text in memory, which cannot.

use std::borrow::Cow;
use std::convert::Infallible;
use std::fs::File;
use std::io::{self, BufRead, BufReader, Read};
use std::path::Path;

use crate::pgn_error::PgnErrorKind;

mod sealed {
    /// Keeps [`PgnSource`](super::PgnSource) to the sources of this module.
    pub trait Sealed {}
}

/// A source of bytes for a [`PgnReader`](crate::PgnReader): every [`BufRead`], and
/// [`TextSource`] for text in memory. Sealed: there are no others.
pub trait PgnSource: sealed::Sealed {
    /// Why a read failed: [`io::Error`], or [`Infallible`] for text in memory (so that a
    /// reader of text carries no code for a failure that cannot happen).
    #[doc(hidden)]
    type Error;

    /// The next bytes, empty at the end.
    #[doc(hidden)]
    fn fill(&mut self) -> Result<&[u8], Self::Error>;

    /// Marks `len` bytes of [`PgnSource::fill`]'s as read.
    #[doc(hidden)]
    fn consume(&mut self, len: usize);

    /// The error of the game being read when a read fails.
    #[doc(hidden)]
    fn failure(error: Self::Error) -> PgnErrorKind;
}

impl<R: BufRead> sealed::Sealed for R {}

impl<R: BufRead> PgnSource for R {
    type Error = io::Error;

    fn fill(&mut self) -> io::Result<&[u8]> {
        loop {
            match self.fill_buf() {
                Err(error) if error.kind() == io::ErrorKind::Interrupted => {}
                Err(error) => return Err(error),
                Ok(_) => break,
            }
        }
        // Asked again, as a chunk borrowed inside the loop cannot be returned from it; the
        // buffer is full now, so this call only hands it back.
        self.fill_buf()
    }

    fn consume(&mut self, len: usize) {
        BufRead::consume(self, len);
    }

    fn failure(error: io::Error) -> PgnErrorKind {
        PgnErrorKind::Io {
            kind: error.kind(),
            message: error.to_string(),
        }
    }
}

/// Text in memory, borrowed (`&str`) or owned (`String`), as
/// [`PgnReader::from_text`](crate::PgnReader::from_text) reads it. One type for both, so
/// that a program with both carries one reader.
#[derive(Clone, Debug)]
pub struct TextSource<'a> {
    text: Cow<'a, str>,
    /// How many bytes of the text have been read.
    read: usize,
}

impl<'a> TextSource<'a> {
    pub(crate) fn new(text: Cow<'a, str>) -> TextSource<'a> {
        TextSource { text, read: 0 }
    }
}

impl sealed::Sealed for TextSource<'_> {}

impl PgnSource for TextSource<'_> {
    type Error = Infallible;

    fn fill(&mut self) -> Result<&[u8], Infallible> {
        Ok(&self.text.as_bytes()[self.read..])
    }

    fn consume(&mut self, len: usize) {
        self.read += len;
    }

    fn failure(error: Infallible) -> PgnErrorKind {
        match error {}
    }
}

/// The file at `path`, buffered for a [`PgnReader`](crate::PgnReader): what every door that
/// reads a PGN file opens it with.
///
/// # Errors
/// The system's error when the file cannot be opened, and [`io::ErrorKind::IsADirectory`]
/// for a directory, which opens on Unix and would fail only at its first read.
///
/// ```
/// use crc_rules_game::open_pgn_file;
/// let error = open_pgn_file(std::env::temp_dir()).unwrap_err();
/// assert_eq!(error.kind(), std::io::ErrorKind::IsADirectory);
/// ```
pub fn open_pgn_file(path: impl AsRef<Path>) -> io::Result<BufReader<File>> {
    let file = File::open(path)?;
    if file.metadata()?.is_dir() {
        // The system's own error for reading a directory, with its errno, where it gives one.
        let read = (&file).read(&mut [0; 1]);
        return Err(read
            .err()
            .unwrap_or_else(|| io::Error::new(io::ErrorKind::IsADirectory, "is a directory")));
    }
    // Larger than std's 8 KiB default: one read per 64 KiB of a large database.
    Ok(BufReader::with_capacity(1 << 16, file))
}
