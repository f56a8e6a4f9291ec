//! The streaming PGN reader never panics on any bytes, UTF-8 or not, and always ends; how the
//! stream is cut into reads changes nothing (each game or error is the one read from the
//! bytes whole); and on UTF-8 it reads what the reader of text in memory reads. The same
//! holds with every variation entered and checked (`GameBuilder::entering_variations`),
//! the seeds holding variations nested 10,000 deep, unclosed brackets, a stray `)`, an
//! illegal move two variations down, a thousand NAGs on a move and a long comment. Each game
//! read whole as a tree writes itself as PGN that reads as the same tree, and writes again
//! as the same text.
#![no_main]

use std::io::{BufReader, Read};

use crc_rules_game::{GameBuilder, PgnReader, PgnSource, TreeBuilder};
use libfuzzer_sys::fuzz_target;

/// The bytes, handed out in reads of the sizes the first byte chooses (1 to 16).
struct Chunked<'a> {
    bytes: &'a [u8],
    sizes: u8,
}

impl Read for Chunked<'_> {
    fn read(&mut self, buffer: &mut [u8]) -> std::io::Result<usize> {
        self.sizes = self.sizes.rotate_left(3) ^ 0x5a;
        let len = buffer
            .len()
            .min(self.bytes.len())
            .min(usize::from(self.sizes % 16) + 1);
        buffer[..len].copy_from_slice(&self.bytes[..len]);
        self.bytes = &self.bytes[len..];
        Ok(len)
    }
}

/// Each game as its PGN, each error as its message.
fn summary(
    reader: impl Iterator<Item = Result<crc_rules_game::Game, crc_rules_game::PgnError>>,
    limit: usize,
) -> Vec<String> {
    let mut out = Vec::new();
    for (index, result) in reader.enumerate() {
        assert!(index <= limit, "the reader does not end");
        out.push(match result {
            Ok(game) => game.to_pgn(),
            Err(error) => error.to_string(),
        });
    }
    out
}

/// The games of `reader` with every variation entered, as `summary` gives them.
fn entered<R: PgnSource>(mut reader: PgnReader<R>, limit: usize) -> Vec<String> {
    let mut builder = GameBuilder::entering_variations();
    summary(std::iter::from_fn(|| reader.read_game(&mut builder)), limit)
}

fuzz_target!(|data: &[u8]| {
    let Some((&sizes, bytes)) = data.split_first() else {
        return;
    };
    let whole = summary(PgnReader::new(bytes), bytes.len());
    // A buffer of 1 byte: the reader sees every chunk boundary there is.
    let chunked = Chunked { bytes, sizes };
    let pieces = summary(
        PgnReader::new(BufReader::with_capacity(1, chunked)),
        bytes.len(),
    );
    assert_eq!(whole, pieces);
    let checked = entered(PgnReader::new(bytes), bytes.len());
    let chunked = Chunked { bytes, sizes };
    let checked_pieces = entered(
        PgnReader::new(BufReader::with_capacity(1, chunked)),
        bytes.len(),
    );
    assert_eq!(checked, checked_pieces);
    // Entering variations only adds errors: a game read either way is the same game.
    assert_eq!(checked.len(), whole.len());
    for (checked, skipped) in checked.iter().zip(&whole) {
        assert!(checked == skipped || checked.starts_with("PGN game"));
    }
    if let Ok(text) = std::str::from_utf8(bytes) {
        assert_eq!(summary(PgnReader::from_text(text), text.len()), whole);
        assert_eq!(entered(PgnReader::from_text(text), text.len()), checked);
        let mut reader = PgnReader::from_text(text);
        let mut builder = TreeBuilder::new();
        while let Some(tree) = reader.read_game(&mut builder) {
            let Ok(tree) = tree else { continue };
            let written = tree.to_pgn();
            let again = PgnReader::from_text(written.as_str())
                .read_game(&mut TreeBuilder::new())
                .expect("a game")
                .expect("our own PGN reads");
            assert_eq!(again, tree, "{written}");
            assert_eq!(again.to_pgn(), written);
        }
    }
});
