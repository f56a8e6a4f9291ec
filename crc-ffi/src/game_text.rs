//! A game handle as text: its FEN, the SAN of its moves, its PGN, its PGN tags, and the
//! comments and NAGs a game read from PGN keeps.

use std::ffi::c_char;

use ::crc_rules_game::{legal_sans, result_token};

use crate::boundary::{answer_text, borrow, borrow_mut, boundary, ListOut, TextIn, TextOut};
use crate::game::crc_game;
use crate::queries;
use crate::status::{crc_status, Failure, CRC_NOT_FOUND};
use crate::types::crc_move;

/// Writes the X-FEN of the current position into `buf`.
///
/// # Safety
/// `game` is NULL or a live handle; `buf` is valid for `len` bytes; `written` is NULL or valid for one `size_t`.
#[no_mangle]
pub unsafe extern "C" fn crc_game_fen(
    game: *const crc_game,
    buf: *mut c_char,
    len: usize,
    written: *mut usize,
) -> crc_status {
    // SAFETY: the pointers are NULL or valid, as documented.
    unsafe { answer_text(game, buf, len, written, queries::fen) }
}

/// Writes the X-FEN of the game's start position into `buf`.
///
/// # Safety
/// As `crc_game_fen`.
#[no_mangle]
pub unsafe extern "C" fn crc_game_start_fen(
    game: *const crc_game,
    buf: *mut c_char,
    len: usize,
    written: *mut usize,
) -> crc_status {
    // SAFETY: the pointers are NULL or valid, as documented.
    unsafe { answer_text(game, buf, len, written, |game| Ok(game.inner.start().to_fen())) }
}

/// Writes the SAN of the legal move `mv` in the current position into `buf`.
///
/// # Safety
/// As `crc_game_fen`.
#[no_mangle]
pub unsafe extern "C" fn crc_game_san(
    game: *const crc_game,
    mv: crc_move,
    buf: *mut c_char,
    len: usize,
    written: *mut usize,
) -> crc_status {
    // SAFETY: the pointers are NULL or valid, as documented.
    unsafe { answer_text(game, buf, len, written, queries::san(mv)) }
}

/// Writes the SAN of every move played, separated by single spaces, into `buf`; the moves
/// themselves are `crc_game_move_stack`.
///
/// # Safety
/// As `crc_game_fen`.
#[no_mangle]
pub unsafe extern "C" fn crc_game_history(
    game: *const crc_game,
    buf: *mut c_char,
    len: usize,
    written: *mut usize,
) -> crc_status {
    // SAFETY: the pointers are NULL or valid, as documented.
    unsafe { answer_text(game, buf, len, written, |game| Ok(game.inner.history().join(" "))) }
}

/// Writes the legal moves of the current position in SAN, separated by single spaces.
///
/// # Safety
/// As `crc_game_fen`.
#[no_mangle]
pub unsafe extern "C" fn crc_game_legal_moves_san(
    game: *const crc_game,
    buf: *mut c_char,
    len: usize,
    written: *mut usize,
) -> crc_status {
    boundary(|| {
        // SAFETY: the pointers are NULL or valid, as documented.
        let (game, out) = unsafe { (borrow(game)?, TextOut::new(buf, len, written)?) };
        let text: Vec<String> =
            legal_sans(game.inner.position()).into_iter().map(|(_, san)| san.to_string()).collect();
        out.write(&text.join(" "))
    })
}

/// Writes the game as PGN into `buf`: the Seven Tag Roster, the game's other tags in their
/// order (`Variant "Capablanca Random"` when it has none), `SetUp`, `FEN`, `CRCStartNumber`
/// when known, the SAN movetext with the comments and NAGs a game read from PGN keeps (see
/// `crc_game_comment`), a comment with the reason of the end when no `Termination` tag and
/// no comment of the game's own after its last move says it, and the result.
///
/// # Safety
/// As `crc_game_fen`.
#[no_mangle]
pub unsafe extern "C" fn crc_game_pgn(
    game: *const crc_game,
    buf: *mut c_char,
    len: usize,
    written: *mut usize,
) -> crc_status {
    // SAFETY: the pointers are NULL or valid, as documented.
    unsafe { answer_text(game, buf, len, written, |game| Ok(game.notes.to_pgn(&game.inner))) }
}

/// Writes the PGN result token into `buf`: "1-0", "0-1", "1/2-1/2", or "*" while the game
/// goes on.
///
/// # Safety
/// As `crc_game_fen`.
#[no_mangle]
pub unsafe extern "C" fn crc_game_result(
    game: *const crc_game,
    buf: *mut c_char,
    len: usize,
    written: *mut usize,
) -> crc_status {
    // SAFETY: the pointers are NULL or valid, as documented.
    unsafe { answer_text(game, buf, len, written, |game| Ok(result_token(&game.inner))) }
}

/// Sets the PGN tag `name` to `value` (in its place when it is set already, else after the
/// others); `crc_game_pgn` writes it and a game read from PGN has every tag it had. Returns
/// `CRC_INVALID_TAG` for a name that is not a PGN symbol (letters, digits, `_`), a value
/// with a line break or other control character, a `Variant` that is not Capablanca Random
/// Chess, or a tag the game writes itself (`Result`, `SetUp`, `FEN`, `CRCStartNumber`).
///
/// # Safety
/// `game` is NULL or a live handle used by no other thread meanwhile; `name` and `value` are
/// NULL or NUL-terminated strings.
#[no_mangle]
pub unsafe extern "C" fn crc_game_set_tag(
    game: *mut crc_game,
    name: *const c_char,
    value: *const c_char,
) -> crc_status {
    boundary(|| {
        // SAFETY: the pointers are NULL or valid, the handle used by this thread alone, as
        // documented.
        let (game, name, value) =
            unsafe { (borrow_mut(game)?, TextIn::new(name)?, TextIn::new(value)?) };
        game.inner.set_tag(name.read()?, value.read()?)?;
        Ok(())
    })
}

/// Writes the value of PGN tag `name` into `buf`; `CRC_NOT_FOUND` when the game has no such
/// tag. The tags the game writes itself (`Result`, `SetUp`, `FEN`, `CRCStartNumber`) are
/// not among its tags: use `crc_game_result`, `crc_game_start_fen` and
/// `crc_game_start_number`.
///
/// # Safety
/// `game` is NULL or a live handle; `name` is NULL or a NUL-terminated string; `buf` is
/// valid for `len` bytes; `written` is NULL or valid for one `size_t`.
#[no_mangle]
pub unsafe extern "C" fn crc_game_tag(
    game: *const crc_game,
    name: *const c_char,
    buf: *mut c_char,
    len: usize,
    written: *mut usize,
) -> crc_status {
    boundary(|| {
        // SAFETY: the pointers are NULL or valid, as documented.
        let (game, name, out) =
            unsafe { (borrow(game)?, TextIn::new(name)?, TextOut::new(buf, len, written)?) };
        let name = name.read()?;
        let value = game.inner.tag(name).ok_or_else(|| {
            Failure::new(
                CRC_NOT_FOUND,
                format!("the game has no tag {}", crc_rules_core::quote(name)),
            )
        })?;
        out.write(value)
    })
}

/// Writes the comment after half-move `ply` of a game read from PGN into `buf` (ply 0: the
/// comment before the first move), several comments joined by line breaks; an empty string
/// when there is none (and for a game not read from PGN, or a ply whose move was taken
/// back). `CRC_OUT_OF_RANGE` past the last move.
///
/// # Safety
/// As `crc_game_fen`.
#[no_mangle]
pub unsafe extern "C" fn crc_game_comment(
    game: *const crc_game,
    ply: usize,
    buf: *mut c_char,
    len: usize,
    written: *mut usize,
) -> crc_status {
    // SAFETY: the pointers are NULL or valid, as documented.
    unsafe {
        answer_text(game, buf, len, written, |game| {
            let notes = game.notes.at(&game.inner, ply)?;
            Ok(notes.map(|n| n.comments.join("\n")).unwrap_or_default())
        })
    }
}

/// Writes the NAGs after half-move `ply` of a game read from PGN into `nags` (as many as
/// `capacity` holds; `$14` is 14, a `!` 1; at ply 0, those before the first move), their
/// number into `*count`; none where there are none. `CRC_BUFFER_TOO_SMALL` (with `*count` the number needed) when
/// they do not fit, `CRC_OUT_OF_RANGE` past the last move. A move has at most 255.
///
/// # Safety
/// `game` is NULL or a live handle; `nags` is NULL (with `capacity` 0) or valid for
/// `capacity` bytes; `count` is NULL or valid for one `size_t`.
#[no_mangle]
pub unsafe extern "C" fn crc_game_nags(
    game: *const crc_game,
    ply: usize,
    nags: *mut u8,
    capacity: usize,
    count: *mut usize,
) -> crc_status {
    boundary(|| {
        // SAFETY: the pointers are NULL or valid, as documented.
        let (game, out) = unsafe { (borrow(game)?, ListOut::new(nags, capacity, count)?) };
        let notes = game.notes.at(&game.inner, ply)?;
        out.write(notes.map_or(&[][..], |n| &n.nags), |nag| nag)
    })
}
