//! The end of a game through the C signatures: `crc_game_undo` takes back the last move and
//! an end declared after it, changes nothing without a move; `crc_game_reopen` takes back a
//! declared end alone; a finished game lists its position's legal moves; and
//! `crc_game_move_count`. The rule is `Game::undo`'s, the same at every door.

use std::ffi::{c_char, CString};
use std::ptr;

use crc::*;

/// A game handle, released at the end of the test.
struct Game(*mut crc_game);

impl Game {
    fn from_number(number: u32) -> Game {
        let mut out = ptr::null_mut();
        // SAFETY: a valid out-pointer.
        let status = unsafe { crc_game_new(number, &mut out) };
        assert_eq!(status, crc_status::CRC_OK);
        Game(out)
    }

    fn from_fen(fen: &str) -> Game {
        let fen = CString::new(fen).expect("no NUL");
        let mut out = ptr::null_mut();
        // SAFETY: a NUL-terminated string and a valid out-pointer.
        let status = unsafe { crc_game_from_fen(fen.as_ptr(), &mut out) };
        assert_eq!(status, crc_status::CRC_OK);
        Game(out)
    }

    fn from_pgn(pgn: &str) -> Game {
        let pgn = CString::new(pgn).expect("no NUL");
        let mut out = ptr::null_mut();
        // SAFETY: a NUL-terminated string and a valid out-pointer.
        let status = unsafe { crc_game_from_pgn(pgn.as_ptr(), &mut out) };
        assert_eq!(status, crc_status::CRC_OK);
        Game(out)
    }

    fn pgn(&self) -> String {
        let mut buf = vec![0 as c_char; 4096];
        let mut written = 0;
        // SAFETY: a live handle and a buffer of `buf.len()` bytes.
        let status = unsafe { crc_game_pgn(self.0, buf.as_mut_ptr(), buf.len(), &mut written) };
        assert_eq!(status, crc_status::CRC_OK);
        buf[..written].iter().map(|&c| c as u8 as char).collect()
    }

    fn play(&self, text: &str) {
        let text = CString::new(text).expect("no NUL");
        // SAFETY: a live handle used by this thread alone, a NUL-terminated string.
        let status = unsafe { crc_game_play_text(self.0, text.as_ptr()) };
        assert_eq!(status, crc_status::CRC_OK, "{text:?}");
    }

    fn undo(&self) -> crc_status {
        // SAFETY: a live handle used by this thread alone.
        unsafe { crc_game_undo(self.0) }
    }

    fn reopen(&self) -> crc_status {
        // SAFETY: a live handle used by this thread alone.
        unsafe { crc_game_reopen(self.0) }
    }

    fn resign(&self, color: crc_color) {
        // SAFETY: a live handle used by this thread alone.
        assert_eq!(unsafe { crc_game_resign(self.0, color) }, crc_status::CRC_OK);
    }

    fn agree_draw(&self) {
        // SAFETY: a live handle used by this thread alone.
        assert_eq!(unsafe { crc_game_agree_draw(self.0) }, crc_status::CRC_OK);
    }

    fn claim_draw(&self) {
        // SAFETY: a live handle used by this thread alone.
        assert_eq!(unsafe { crc_game_claim_draw(self.0) }, crc_status::CRC_OK);
    }

    fn outcome(&self) -> (crc_result, crc_reason) {
        let mut outcome = crc_outcome { result: 99, reason: 99 };
        // SAFETY: a live handle and a valid out-pointer.
        let status = unsafe { crc_game_outcome(self.0, &mut outcome) };
        assert_eq!(status, crc_status::CRC_OK);
        (outcome.result, outcome.reason)
    }

    fn move_count(&self) -> usize {
        let mut count = usize::MAX;
        // SAFETY: a live handle and a valid out-pointer.
        let status = unsafe { crc_game_move_count(self.0, &mut count) };
        assert_eq!(status, crc_status::CRC_OK);
        count
    }

    fn legal_move_count(&self) -> usize {
        let mut moves = [crc_move { from: 0, to: 0, promotion: 0, kind: 0 }; CRC_MAX_MOVES];
        let mut count = usize::MAX;
        // SAFETY: a live handle, room for `moves.len()` moves, a valid out-pointer.
        let status =
            unsafe { crc_game_legal_moves(self.0, moves.as_mut_ptr(), moves.len(), &mut count) };
        assert_eq!(status, crc_status::CRC_OK);
        count
    }

    fn fen(&self) -> String {
        let mut buf = vec![0 as c_char; 256];
        let mut written = 0;
        // SAFETY: a live handle and a buffer of `buf.len()` bytes.
        let status = unsafe { crc_game_fen(self.0, buf.as_mut_ptr(), buf.len(), &mut written) };
        assert_eq!(status, crc_status::CRC_OK);
        buf[..written].iter().map(|&c| c as u8 as char).collect()
    }
}

impl Drop for Game {
    fn drop(&mut self) {
        // SAFETY: a live handle, released once.
        unsafe { crc_game_free(self.0) }
    }
}

const ONGOING: (crc_result, crc_reason) = (CRC_RESULT_ONGOING, CRC_REASON_NONE);
/// The knights' shuffle that brings Gothic chess (start 25933) back to its start.
const SHUFFLE: [&str; 4] = ["Nh3", "Nh6", "Ni1", "Ni8"];

/// `call` given a NULL game answers `CRC_NULL_ARGUMENT`.
fn assert_refuses_no_game(call: unsafe extern "C" fn(*mut crc_game) -> crc_status) {
    // SAFETY: NULL asks for nothing.
    assert_eq!(unsafe { call(ptr::null_mut()) }, crc_status::CRC_NULL_ARGUMENT);
}

#[test]
fn undo_takes_back_the_move_and_the_end_declared_after_it() {
    let ends: [fn(&Game); 3] =
        [|game| game.resign(CRC_BLACK), |game| game.agree_draw(), |game| game.claim_draw()];
    for end in ends {
        let game = Game::from_number(25933);
        // Twice round: the start position a third time, so that a draw can be claimed.
        let moves = SHUFFLE.repeat(2);
        for mv in &moves[..7] {
            game.play(mv);
        }
        let before = game.fen();
        game.play(moves[7]);
        end(&game);
        assert_ne!(game.outcome(), ONGOING);
        assert_eq!(game.undo(), crc_status::CRC_OK);
        assert_eq!(game.outcome(), ONGOING, "the end went with its move");
        assert_eq!(game.fen(), before);
        assert_eq!(game.move_count(), 7);
    }
}

#[test]
fn undo_without_a_move_changes_nothing_not_even_a_declared_end() {
    let game = Game::from_number(25933);
    assert_eq!(game.undo(), crc_status::CRC_NOTHING_TO_UNDO);
    game.resign(CRC_WHITE);
    assert_eq!(game.undo(), crc_status::CRC_NOTHING_TO_UNDO);
    assert_eq!(game.outcome(), (CRC_RESULT_BLACK_WINS, CRC_REASON_RESIGNATION));
    assert_refuses_no_game(crc_game_undo);
}

#[test]
fn reopen_takes_back_a_declared_end_and_keeps_the_moves() {
    let game = Game::from_number(25933);
    assert_eq!(game.reopen(), crc_status::CRC_NOTHING_TO_UNDO);
    game.play("e4");
    game.resign(CRC_BLACK);
    assert_eq!(game.reopen(), crc_status::CRC_OK);
    assert_eq!(game.outcome(), ONGOING);
    assert_eq!(game.move_count(), 1, "e4 stays");
    assert_eq!(game.reopen(), crc_status::CRC_NOTHING_TO_UNDO);
    game.play("e5");

    // An end by the rules is no declared end: its move is what undo takes back.
    let mate = Game::from_fen("k9/10/1K8/10/10/10/10/9C w - - 0 1");
    mate.play("Cj8");
    assert_eq!(mate.reopen(), crc_status::CRC_NOTHING_TO_UNDO);
    assert_eq!(mate.outcome().1, CRC_REASON_CHECKMATE);
    assert_refuses_no_game(crc_game_reopen);
}

#[test]
fn a_finished_game_lists_the_legal_moves_of_its_position() {
    let game = Game::from_number(25933);
    game.play("e4");
    let legal = game.legal_move_count();
    assert!(legal > 0);
    game.agree_draw();
    assert_eq!(game.legal_move_count(), legal);
    game.reopen();
    game.resign(CRC_WHITE);
    assert_eq!(game.legal_move_count(), legal);
}

#[test]
fn move_count_counts_the_moves_played() {
    let game = Game::from_number(25933);
    assert_eq!(game.move_count(), 0);
    for (played, mv) in SHUFFLE.iter().enumerate() {
        game.play(mv);
        assert_eq!(game.move_count(), played + 1);
    }
    assert_eq!(game.undo(), crc_status::CRC_OK);
    assert_eq!(game.move_count(), 3);
}

#[test]
fn each_reason_has_its_text_and_a_number_that_names_none_has_the_empty_text() {
    let text = |reason: crc_reason| {
        // SAFETY: crc_reason_text gives a static NUL-terminated string for any number.
        unsafe { std::ffi::CStr::from_ptr(crc_reason_text(reason)) }
            .to_str()
            .expect("UTF-8")
            .to_owned()
    };
    assert_eq!(text(CRC_REASON_CHECKMATE), "checkmate");
    assert_eq!(text(CRC_REASON_SEVENTY_FIVE_MOVE_RULE), "seventy-five-move rule");
    assert_eq!(text(CRC_REASON_AGREEMENT), "agreement");
    assert_eq!(text(CRC_REASON_TIME_FORFEIT), "time forfeit");
    assert_eq!(text(CRC_REASON_RULES_INFRACTION), "rules infraction");
    assert_eq!(text(CRC_REASON_NONE), "");
    assert_eq!(text(200), "");
}

#[test]
fn a_termination_tag_gives_its_reason_and_is_written_back() {
    let cases = [
        ("time forfeit", CRC_REASON_TIME_FORFEIT),
        ("illegal move", CRC_REASON_ILLEGAL_MOVE),
        ("abandoned", CRC_REASON_ABANDONMENT),
        ("stalled connection", CRC_REASON_ABANDONMENT),
        ("adjudication", CRC_REASON_ADJUDICATION),
        ("Rules infraction", CRC_REASON_RULES_INFRACTION),
        ("normal", CRC_REASON_RESIGNATION),
    ];
    for (value, reason) in cases {
        let text = format!("[Variant \"Capablanca\"]\n[Termination \"{value}\"]\n\n1. e4 e5 0-1\n");
        let game = Game::from_pgn(&text);
        assert_eq!(game.outcome(), (CRC_RESULT_BLACK_WINS, reason), "{value}");
        let written = game.pgn();
        assert!(written.contains(&format!("[Termination \"{value}\"]\n")), "{written}");
        assert!(written.ends_with("1. e4 e5 0-1\n"), "{written}");
    }
}
