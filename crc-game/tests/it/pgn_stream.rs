//! The PGN reader on a stream: the same games whatever the stream's chunks, bad input that is
//! an error of its own game only (bytes that are not UTF-8, a huge tag line, junk, a game
//! that never ends), and an input that fails.

use std::io::{self, BufReader, Read};

use crc_rules_game::{Game, PgnError, PgnErrorKind, PgnReader, PgnSource};

/// A game's moves and its final FEN.
type Played = (Vec<String>, String);

/// What a reader gives, comparable: each game's moves and FEN, or its error.
fn summary<R: PgnSource>(reader: PgnReader<R>) -> Vec<Result<Played, PgnError>> {
    reader
        .map(|game| game.map(|game: Game| (game.history().to_vec(), game.fen())))
        .collect()
}

/// Text with good games and bad ones: comments, variations, NAGs, escapes, a truncated game.
fn mixed_text() -> String {
    let mut text = String::from(crc_testdata::XBOARD_PGN);
    text.push_str(concat!(
        "\n% an escape line\n[Variant \"Gothic\"]\n[White \"A\"]\n\n",
        "1. e4 {a comment\nover two lines} e5 (1... d5 2. Nh3) 2. Nh3 $1 Nh6!? ; rest of line\n",
        "3. Ni5 *\n\n",
        "[Variant \"Capablanca\"]\n\n1. e4 e5 2. Zz9 *\n\n",
        "[Variant \"Capablanca\"]\n\n1. e4 e5 2. Nh3",
    ));
    text
}

#[test]
fn every_chunking_of_the_stream_gives_the_games_of_the_text() {
    let text = mixed_text();
    let whole = summary(PgnReader::from_text(&text));
    assert!(whole.len() > 10);
    assert!(whole.iter().any(Result::is_err));
    for capacity in [1, 2, 3, 7, 64, 4096] {
        let stream = BufReader::with_capacity(capacity, text.as_bytes());
        assert_eq!(
            summary(PgnReader::new(stream)),
            whole,
            "chunks of {capacity} bytes"
        );
    }
}

#[test]
fn an_empty_input_holds_no_game() {
    assert!(PgnReader::from_text("").next().is_none());
    assert!(PgnReader::from_text("\n\n  \t\n").next().is_none());
    assert!(PgnReader::from_text("\u{feff}").next().is_none());
}

/// An error as (game, line, kind).
type Failure = (usize, usize, PgnErrorKind);

/// The errors of `text`'s games in order, and the good games' moves.
fn read(text: &[u8]) -> (Vec<Failure>, Vec<Vec<String>>) {
    let (mut errors, mut games) = (Vec::new(), Vec::new());
    for game in PgnReader::new(text) {
        match game {
            Ok(game) => games.push(game.history().to_vec()),
            Err(error) => errors.push((error.game, error.line, error.kind)),
        }
    }
    (errors, games)
}

const NEXT: &str = "\n[Variant \"Capablanca\"]\n\n1. e4 e5 *\n";

#[test]
fn bytes_that_are_not_utf8_are_an_error_in_a_tag_or_a_move_and_none_in_a_comment() {
    let mut text = b"[Variant \"Capablanca\"]\n\n1. e4 {caf\xe9} e5 *\n".to_vec();
    text.extend_from_slice(b"[Variant \"Capa\xffblanca\"]\n\n1. e4 *\n");
    text.extend_from_slice(b"[Variant \"Capablanca\"]\n\n1. e4 \xfe\xff *\n");
    text.extend_from_slice(NEXT.as_bytes());
    let (errors, games) = read(&text);
    assert_eq!(
        errors,
        [
            (2, 4, PgnErrorKind::NotUtf8("tag")),
            (3, 9, PgnErrorKind::NotUtf8("move")),
        ]
    );
    assert_eq!(games, [["e4", "e5"], ["e4", "e5"]]);
}

#[test]
fn a_tag_line_of_ten_megabytes_is_an_error_of_its_game() {
    let mut text = String::from("[Variant \"Capablanca\"]\n[Annotator \"");
    text.push_str(&"x".repeat(10 << 20));
    text.push_str("\"]\n\n1. e4 *\n");
    text.push_str(NEXT);
    let (errors, games) = read(text.as_bytes());
    assert_eq!(errors.len(), 1);
    assert!(matches!(errors[0], (1, 2, PgnErrorKind::TagTooLong(len)) if len > 10 << 20));
    assert_eq!(games, [["e4", "e5"]]);
    // A tag of exactly the limit is read.
    let value = "y".repeat(PgnErrorKind::MAX_TAG_BYTES - "Annotator \"\"".len());
    let text = format!("[Variant \"Capablanca\"]\n[Annotator \"{value}\"]\n\n1. e4 *\n");
    let game = PgnReader::from_text(&text).next().unwrap().unwrap();
    assert_eq!(game.tag("Annotator"), Some(value.as_str()));
}

#[test]
fn binary_junk_is_errors_and_the_games_after_it_read() {
    // A fixed stream of pseudo-random bytes, then a good game.
    let mut state = 12345u64;
    let mut text: Vec<u8> = (0..200_000)
        .map(|_| {
            state = state.wrapping_mul(6364136223846793005).wrapping_add(1);
            (state >> 56) as u8
        })
        .collect();
    // Close whatever the junk left open, so that the good game stands on its own.
    text.extend_from_slice(b"\n}\n)))))\n");
    text.extend_from_slice(NEXT.as_bytes());
    let mut last = None;
    for game in PgnReader::new(&text[..]) {
        last = Some(game);
    }
    let game = last.expect("games").expect("the last game reads");
    assert_eq!(game.history(), ["e4", "e5"]);
}

#[test]
fn a_hundred_thousand_moves_stop_at_the_first_after_the_automatic_end() {
    // Knights to and fro: the fivefold repetition ends the game at ply 16.
    let dance = ["Nh3", "Nh6", "Ni1", "Ni8"];
    let mut text = String::from("[Variant \"Capablanca\"]\n\n");
    for ply in 0..100_000 {
        text.push_str(dance[ply % 4]);
        text.push(if ply % 16 == 15 { '\n' } else { ' ' });
    }
    text.push_str("*\n");
    text.push_str(NEXT);
    let (errors, games) = read(text.as_bytes());
    assert_eq!(errors.len(), 1);
    let (game, line, kind) = &errors[0];
    assert_eq!(
        (*game, *line),
        (1, 4),
        "the 17th move is on the movetext's second line"
    );
    assert!(
        matches!(kind, PgnErrorKind::Move { ply: 17, text, .. } if text == "Nh3"),
        "{kind}"
    );
    assert_eq!(games, [["e4", "e5"]]);
}

#[test]
fn a_truncated_game_is_read_as_far_as_it_goes() {
    let (errors, games) = read(b"[Variant \"Capablanca\"]\n\n1. e4 e5 2. Nh3 {unclosed");
    assert_eq!(errors, [(1, 3, PgnErrorKind::Unclosed("comment"))]);
    assert!(games.is_empty());
    let (errors, games) = read(b"[Variant \"Capablanca\"]\n[White \"cut");
    assert!(
        matches!(&errors[..], [(1, 2, PgnErrorKind::Tag(_))]),
        "{errors:?}"
    );
    assert!(games.is_empty());
    let (errors, games) = read(b"[Variant \"Capablanca\"]\n\n1. e4 e5 2. Nh");
    assert!(
        matches!(&errors[..], [(1, 3, PgnErrorKind::Move { ply: 3, .. })]),
        "{errors:?}"
    );
    assert!(games.is_empty());
}

/// A stream that gives `good` and then fails.
struct Failing {
    good: io::Cursor<Vec<u8>>,
}

impl Read for Failing {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        match self.good.read(buf)? {
            0 => Err(io::Error::other("the disk went away")),
            n => Ok(n),
        }
    }
}

#[test]
fn an_input_that_fails_ends_the_games_with_an_io_error() {
    let text = format!("{NEXT}{NEXT}[Variant \"Capablanca\"]\n\n1. e4");
    let stream = BufReader::with_capacity(
        16,
        Failing {
            good: io::Cursor::new(text.into_bytes()),
        },
    );
    let items: Vec<_> = PgnReader::new(stream).collect();
    assert_eq!(items.len(), 3);
    assert!(items[0].is_ok() && items[1].is_ok());
    let error = items[2].as_ref().unwrap_err();
    assert_eq!(error.game, 3);
    assert!(
        matches!(&error.kind, PgnErrorKind::Io { kind: io::ErrorKind::Other, message } if message == "the disk went away"),
        "{error}"
    );
    assert_eq!(
        crc_rules_core::HasErrorKind::kind(error),
        crc_rules_core::ErrorKind::Io
    );
}
