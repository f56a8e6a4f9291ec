//! `crc_game_comment` and `crc_game_nags`: a game read from PGN keeps each ply's comments
//! and NAGs (ply 0 before the first move, ply k after half-move k), and `crc_game_pgn`
//! writes them back. Expected values are written by hand, and XBoard's comments counted by
//! their braces.

use std::ffi::{c_char, CString};
use std::ptr;

use crc::*;

const HAND_WRITTEN: &str = include_str!("../../../testdata/pgn/annotated.pgn");

struct Game(*mut crc_game);

impl Drop for Game {
    fn drop(&mut self) {
        // SAFETY: a live handle, not used again.
        unsafe { crc_game_free(self.0) };
    }
}

impl Game {
    fn from_pgn(pgn: &str) -> Game {
        let pgn = CString::new(pgn).expect("no NUL");
        let mut out = ptr::null_mut();
        // SAFETY: a NUL-terminated string and a valid out-pointer.
        assert_eq!(unsafe { crc_game_from_pgn(pgn.as_ptr(), &mut out) }, crc_status::CRC_OK);
        Game(out)
    }

    fn text(&self, call: impl Fn(*mut c_char, usize, *mut usize) -> crc_status) -> String {
        let mut buf = vec![0 as c_char; 1 << 16];
        let mut written = 0;
        assert_eq!(call(buf.as_mut_ptr(), buf.len(), &mut written), crc_status::CRC_OK);
        String::from_utf8(buf[..written].iter().map(|&c| c as u8).collect()).expect("UTF-8")
    }

    fn comment(&self, ply: usize) -> String {
        // SAFETY: a live handle and a buffer of `len` bytes.
        self.text(|buf, len, written| unsafe { crc_game_comment(self.0, ply, buf, len, written) })
    }

    fn nags(&self, ply: usize) -> Vec<u8> {
        let mut nags = [0u8; 255];
        let mut count = usize::MAX;
        // SAFETY: a live handle, room for 255 NAGs, a valid out-pointer.
        let status =
            unsafe { crc_game_nags(self.0, ply, nags.as_mut_ptr(), nags.len(), &mut count) };
        assert_eq!(status, crc_status::CRC_OK);
        nags[..count].to_vec()
    }

    fn pgn(&self) -> String {
        // SAFETY: a live handle and a buffer of `len` bytes.
        self.text(|buf, len, written| unsafe { crc_game_pgn(self.0, buf, len, written) })
    }
}

#[test]
fn each_ply_has_its_comment_and_nags_where_the_text_puts_them() {
    let game = Game::from_pgn(HAND_WRITTEN);
    assert_eq!(game.comment(0), "The Capablanca array.");
    assert_eq!(game.comment(1), "[%clk 0:05:00] [%eval 0.31]");
    assert_eq!(game.comment(2), "[%clk 0:04:58.5]\n[%eval -0.25,18]");
    assert_eq!((game.comment(3), game.nags(3)), (String::new(), vec![1]));
    assert_eq!(game.comment(4), "[%eval #3]\na second comment");
    assert_eq!((game.comment(5), game.nags(5)), ("[%clk 0:04:01]".to_owned(), vec![14]));
    assert_eq!(game.nags(0), Vec::<u8>::new());
    // Past the last move: out of range, and nothing written.
    let mut count = 7;
    // SAFETY: a live handle; no buffer with capacity 0; a valid out-pointer.
    let past = unsafe { crc_game_nags(game.0, 6, ptr::null_mut(), 0, &mut count) };
    assert_eq!(past, crc_status::CRC_OUT_OF_RANGE);
    // Too small a buffer: the number needed.
    // SAFETY: as above.
    let small = unsafe { crc_game_nags(game.0, 5, ptr::null_mut(), 0, &mut count) };
    assert_eq!((small, count), (crc_status::CRC_BUFFER_TOO_SMALL, 1));
    // Written back with them; the variations are not asked for at this door.
    let pgn = game.pgn();
    assert!(pgn.contains("[Termination \"time forfeit\"]\n"), "{pgn}");
    // Compared word by word: lines wrap at 80 columns.
    let words = pgn.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(words.contains("{The Capablanca array.} 1. e4 {[%clk 0:05:00] [%eval 0.31]}"), "{pgn}");
    assert!(words.contains("2. Nh3 $1 Nh6 {[%eval #3]} {a second comment} 3. Ci3 $14"), "{pgn}");
    let again = Game::from_pgn(&pgn);
    assert_eq!(again.pgn(), pgn);
}

#[test]
fn a_taken_back_move_takes_its_notes_with_it() {
    let game = Game::from_pgn(HAND_WRITTEN);
    // SAFETY: a live handle used by this thread alone.
    assert_eq!(unsafe { crc_game_undo(game.0) }, crc_status::CRC_OK);
    let text = CString::new("a3").unwrap();
    // SAFETY: as above, a NUL-terminated string.
    assert_eq!(unsafe { crc_game_play_text(game.0, text.as_ptr()) }, crc_status::CRC_OK);
    // Another move in its place: the notes of Ci3 are not its.
    assert_eq!((game.comment(5), game.nags(5)), (String::new(), vec![]));
    assert_eq!(game.comment(4), "[%eval #3]\na second comment");
    assert!(!game.pgn().contains("$14"));
}

#[test]
fn xboard_games_read_by_the_c_reader_keep_every_comment() {
    let text = CString::new(crc_testdata::XBOARD_PGN).unwrap();
    let mut reader = ptr::null_mut();
    // SAFETY: a NUL-terminated string and a valid out-pointer.
    assert_eq!(unsafe { crc_pgn_reader_new(text.as_ptr(), &mut reader) }, crc_status::CRC_OK);
    let mut written = String::new();
    let mut first = None;
    loop {
        let mut out = ptr::null_mut();
        // SAFETY: a live reader and a valid out-pointer.
        match unsafe { crc_pgn_reader_next(reader, &mut out) } {
            crc_status::CRC_END => break,
            status => assert_eq!(status, crc_status::CRC_OK),
        }
        let game = Game(out);
        written.push_str(&game.pgn());
        first.get_or_insert_with(|| (game.comment(0), game.comment(2), game.comment(36)));
    }
    // SAFETY: a live reader, not used again.
    unsafe { crc_pgn_reader_free(reader) };
    let (root, second, last) = first.unwrap();
    assert!(root.starts_with("--------------\nr q b n k b n c a r\n"), "{root}");
    assert_eq!(second, "+0.74/13 0.2");
    assert_eq!(last, "+1000.01/245\nXboard adjudication: Checkmate");
    assert_eq!(written.matches('{').count(), crc_testdata::XBOARD_PGN.matches('{').count());
}

#[test]
fn a_cutechess_game_has_a_comment_after_every_move() {
    let first_game = crc_testdata::CUTECHESS_PGN.split("\n\n[Event").next().unwrap();
    let game = Game::from_pgn(first_game);
    assert_eq!(game.comment(0), "");
    assert_eq!(game.comment(1), "+0.18/8 0.14s");
    assert_eq!(game.comment(66), "+M1/245 0.010s, Black mates");
    assert!((1..=66).all(|ply| !game.comment(ply).is_empty()));
    assert_eq!(game.pgn().matches('{').count(), first_game.matches('{').count());
}
