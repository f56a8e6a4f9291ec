//! Where a PGN reader's bytes come from: any [`BufRead`] (a file, standard input, a socket),
//! whose reads can fail, or text in memory, which cannot.

use std::convert::Infallible;
use std::io::{self, BufRead};

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

/// Text in memory, as [`PgnReader::from_text`](crate::PgnReader::from_text) reads it.
#[derive(Clone, Copy, Debug)]
pub struct TextSource<'a>(&'a [u8]);

impl<'a> TextSource<'a> {
    pub(crate) fn new(text: &'a str) -> TextSource<'a> {
        TextSource(text.as_bytes())
    }
}

impl sealed::Sealed for TextSource<'_> {}

impl PgnSource for TextSource<'_> {
    type Error = Infallible;

    fn fill(&mut self) -> Result<&[u8], Infallible> {
        Ok(self.0)
    }

    fn consume(&mut self, len: usize) {
        self.0 = &self.0[len..];
    }

    fn failure(error: Infallible) -> PgnErrorKind {
        match error {}
    }
}
