//! The status of every kind of error through the C signatures, with the numbers C had
//! before the errors had kinds: the statuses are the ABI, and the one table of kinds
//! (`crc_status::of_kind`) must keep them.

use std::ffi::CString;
use std::ptr;

use crc::*;

/// White to move with a pawn on b7 and knights on c3 and g3.
const PROMOTION: &str = "4k5/1P8/10/10/10/2N3N3/10/4K5 w - - 0 1";

fn text(text: &str) -> CString {
    CString::new(text).expect("no NUL")
}

/// The status of `crc_game_from_fen`, and the game when it succeeded.
fn from_fen(fen: &str) -> (crc_status, *mut crc_game) {
    let fen = text(fen);
    let mut out = ptr::null_mut();
    // SAFETY: a NUL-terminated string and a valid out-pointer.
    let status = unsafe { crc_game_from_fen(fen.as_ptr(), &mut out) };
    (status, out)
}

#[test]
fn start_errors_keep_their_statuses() {
    assert_eq!(from_fen("not a fen").0 as u32, 3); // CRC_INVALID_FEN
    let no_kings = "10/10/10/10/10/10/10/10 w - - 0 1";
    assert_eq!(from_fen(no_kings).0 as u32, 4); // CRC_ILLEGAL_POSITION
    let mut game = ptr::null_mut();
    // SAFETY: a valid out-pointer.
    let status = unsafe { crc_game_new(48_001, &mut game) };
    assert_eq!(status as u32, 5); // CRC_OUT_OF_RANGE
    let mut number = 0;
    let arrangement = text("RNBQ");
    // SAFETY: a NUL-terminated string and a valid out-pointer.
    let status = unsafe { crc_setup_number(arrangement.as_ptr(), &mut number) };
    assert_eq!(status as u32, 6); // CRC_INVALID_ARRANGEMENT
    let pgn = text("1. Zz9 *");
    // SAFETY: a NUL-terminated string and a valid out-pointer.
    let status = unsafe { crc_game_from_pgn(pgn.as_ptr(), &mut game) };
    assert_eq!(status as u32, 14); // CRC_INVALID_PGN
}

#[test]
fn move_and_game_errors_keep_their_statuses() {
    let (status, game) = from_fen(PROMOTION);
    assert_eq!(status, crc_status::CRC_OK);
    let play = |move_text: &str| {
        let move_text = text(move_text);
        // SAFETY: a live handle used by this thread alone, a NUL-terminated string.
        unsafe { crc_game_play_text(game, move_text.as_ptr()) as u32 }
    };
    assert_eq!(play("hello"), 7); // CRC_INVALID_MOVE
    assert_eq!(play("e1e3"), 8); // CRC_ILLEGAL_MOVE
    assert_eq!(play("Ne4"), 9); // CRC_AMBIGUOUS_MOVE
    assert_eq!(play("b7b8"), 15); // CRC_PROMOTION_REQUIRED, in coordinates
    assert_eq!(play("b8"), 15); // and in SAN
    let (name, value) = (text("Result"), text("1-0"));
    // SAFETY: a live handle used by this thread alone, NUL-terminated strings.
    let status = unsafe { crc_game_set_tag(game, name.as_ptr(), value.as_ptr()) };
    assert_eq!(status as u32, 18); // CRC_INVALID_TAG
                                   // SAFETY: a live handle used by this thread alone.
    unsafe {
        assert_eq!(crc_game_undo(game) as u32, 13); // CRC_NOTHING_TO_UNDO
        assert_eq!(crc_game_claim_draw(game) as u32, 12); // CRC_NO_CLAIM
        assert_eq!(crc_game_resign(game, CRC_BLACK), crc_status::CRC_OK);
    }
    assert_eq!(play("b7b8q"), 11); // CRC_GAME_OVER
                                   // SAFETY: the handle, freed once.
    unsafe { crc_game_free(game) };
}

#[test]
fn perft_zero_counts_one_and_a_depth_above_the_limit_is_out_of_range() {
    let mut position = ptr::null_mut();
    // SAFETY: a valid out-pointer.
    assert_eq!(unsafe { crc_position_new(25_933, &mut position) }, crc_status::CRC_OK);
    let perft = |depth: u32| {
        let mut nodes = u64::MAX;
        // SAFETY: a live handle used by this thread alone, a valid out-pointer.
        let status = unsafe { crc_position_perft(position, depth, &mut nodes) };
        (status as u32, nodes)
    };
    assert_eq!(perft(0), (0, 1));
    assert_eq!(perft(1), (0, 28));
    assert_eq!(perft(11).0, 5); // CRC_OUT_OF_RANGE
                                // SAFETY: the handle, freed once.
    unsafe { crc_position_free(position) };
}
