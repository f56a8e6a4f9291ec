//! A PGN game with one long comment, made as it is read: a comment of 100 MB never sits in
//! memory whole, in the test or in the reader.

use std::io::{self, Read};

/// The game `[Variant "Capablanca"] 1. e4 {x…x} e5 *` with `len` bytes of `x`, then `after`.
pub struct LongComment {
    head: io::Cursor<Vec<u8>>,
    fill: io::Take<io::Repeat>,
    tail: io::Cursor<Vec<u8>>,
}

impl LongComment {
    pub fn new(len: u64, after: &str) -> LongComment {
        LongComment {
            head: io::Cursor::new(b"[Variant \"Capablanca\"]\n\n1. e4 {".to_vec()),
            fill: io::repeat(b'x').take(len),
            tail: io::Cursor::new(format!("}} e5 *\n{after}").into_bytes()),
        }
    }
}

impl Read for LongComment {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        for part in [
            &mut self.head as &mut dyn Read,
            &mut self.fill,
            &mut self.tail,
        ] {
            let n = part.read(buf)?;
            if n > 0 {
                return Ok(n);
            }
        }
        Ok(0)
    }
}
