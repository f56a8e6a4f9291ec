//! `crc_game`: a game record behind an opaque handle.

use std::ffi::c_char;

use ::crc_game::{from_pgn, san, Game, PlayError, SanError};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use crate::position::{
    borrow, borrow_mut, crc_position, fen_status, hand_out, legal_move, move_status, write_moves,
};
use crate::status::*;
use crate::text::{read_str, write_out, write_str};
use crate::types::{
    color_from_c, color_to_c, crc_color, crc_move, crc_outcome, crc_reason, crc_rule_set,
    outcome_to_c, reason_to_c, rule_set_from_c, CRC_REASON_NONE,
};

/// A game: its start position, the moves played, and its outcome. Create it with
/// `crc_game_new`, `crc_game_new_random`, `crc_game_from_fen` or `crc_game_from_pgn`, and
/// release it with `crc_game_free`.
#[allow(non_camel_case_types)]
pub struct crc_game {
    inner: Game,
}

fn play_status(error: &PlayError) -> crc_status {
    match error {
        PlayError::Coordinate(e) => move_status(e),
        PlayError::San(SanError::Syntax(_)) => CRC_INVALID_MOVE,
        PlayError::San(SanError::Illegal { .. }) | PlayError::Illegal(_) => CRC_ILLEGAL_MOVE,
        PlayError::San(SanError::Ambiguous { .. }) => CRC_AMBIGUOUS_MOVE,
        PlayError::GameOver(_) => CRC_GAME_OVER,
        PlayError::NoClaim => CRC_NO_CLAIM,
    }
}

/// Starts a game from the start position of Scharnagl number `number` (1..48000).
///
/// # Safety
/// `out` is valid for one pointer.
#[no_mangle]
pub unsafe extern "C" fn crc_game_new(number: u32, out: *mut *mut crc_game) -> crc_status {
    guard(|| {
        let inner = check!(Game::from_number(number).map_err(|_| CRC_OUT_OF_RANGE));
        // SAFETY: forwarded caller contract.
        unsafe { hand_out(out, crc_game { inner }) }
    })
}

/// Starts a game from a start position drawn from rule set `rules` with `seed` (the same
/// number as `crc_rule_set_random` gives for that seed).
///
/// # Safety
/// `out` is valid for one pointer.
#[no_mangle]
pub unsafe extern "C" fn crc_game_new_random(
    rules: crc_rule_set,
    seed: u64,
    out: *mut *mut crc_game,
) -> crc_status {
    guard(|| {
        let rules = check!(rule_set_from_c(rules));
        let inner = Game::random(&mut ChaCha8Rng::seed_from_u64(seed), rules);
        // SAFETY: forwarded caller contract.
        unsafe { hand_out(out, crc_game { inner }) }
    })
}

/// Starts a game from an X-FEN or Shredder-FEN.
///
/// # Safety
/// `fen` is a NUL-terminated string; `out` is valid for one pointer.
#[no_mangle]
pub unsafe extern "C" fn crc_game_from_fen(
    fen: *const c_char,
    out: *mut *mut crc_game,
) -> crc_status {
    guard(|| {
        // SAFETY: forwarded caller contract.
        let text = check!(unsafe { read_str(fen) });
        let inner = check!(Game::from_fen(text).map_err(|e| fen_status(&e)));
        // SAFETY: forwarded caller contract.
        unsafe { hand_out(out, crc_game { inner }) }
    })
}

/// Reads one PGN game (start from its `FEN` or `CRCStartNumber` tag, SAN movetext).
///
/// # Safety
/// `pgn` is a NUL-terminated string; `out` is valid for one pointer.
#[no_mangle]
pub unsafe extern "C" fn crc_game_from_pgn(
    pgn: *const c_char,
    out: *mut *mut crc_game,
) -> crc_status {
    guard(|| {
        // SAFETY: forwarded caller contract.
        let text = check!(unsafe { read_str(pgn) });
        let inner = check!(from_pgn(text).map_err(|_| CRC_INVALID_PGN));
        // SAFETY: forwarded caller contract.
        unsafe { hand_out(out, crc_game { inner }) }
    })
}

/// Releases a game. `crc_game_free(NULL)` does nothing.
///
/// # Safety
/// `game` is NULL or a live handle, not used again afterwards.
#[no_mangle]
pub unsafe extern "C" fn crc_game_free(game: *mut crc_game) {
    guard_or((), || {
        if !game.is_null() {
            // SAFETY: a live handle from `Box::into_raw`, released once.
            drop(unsafe { Box::from_raw(game) });
        }
    })
}

/// Writes the X-FEN of the current position into `buf`.
///
/// # Safety
/// `game` is a live handle; `buf` is valid for `len` bytes; `written` for one `size_t`.
#[no_mangle]
pub unsafe extern "C" fn crc_game_fen(
    game: *const crc_game,
    buf: *mut c_char,
    len: usize,
    written: *mut usize,
) -> crc_status {
    guard(|| {
        // SAFETY: forwarded caller contract.
        let game = check!(unsafe { borrow(game) });
        // SAFETY: forwarded caller contract.
        unsafe { write_str(&game.inner.fen(), buf, len, written) }
    })
}

/// Creates in `*out` a position handle holding a copy of the current position.
///
/// # Safety
/// `game` is a live handle; `out` is valid for one pointer.
#[no_mangle]
pub unsafe extern "C" fn crc_game_position(
    game: *const crc_game,
    out: *mut *mut crc_position,
) -> crc_status {
    guard(|| {
        // SAFETY: forwarded caller contract.
        let inner = *check!(unsafe { borrow(game) }).inner.position();
        // SAFETY: forwarded caller contract.
        unsafe { hand_out(out, crc_position { inner }) }
    })
}

/// Writes the side to move into `*turn`.
///
/// # Safety
/// `game` is a live handle; `turn` is valid for one `crc_color`.
#[no_mangle]
pub unsafe extern "C" fn crc_game_turn(game: *const crc_game, turn: *mut crc_color) -> crc_status {
    guard(|| {
        // SAFETY: forwarded caller contract.
        let game = check!(unsafe { borrow(game) });
        // SAFETY: forwarded caller contract.
        unsafe { write_out(turn, color_to_c(game.inner.turn())) }
    })
}

/// Writes the legal moves of the current position, as `crc_position_legal_moves` does. A
/// finished game still lists the moves of its last position (none after a mate).
///
/// # Safety
/// As `crc_position_legal_moves`, with a live game handle.
#[no_mangle]
pub unsafe extern "C" fn crc_game_legal_moves(
    game: *const crc_game,
    moves: *mut crc_move,
    capacity: usize,
    count: *mut usize,
) -> crc_status {
    guard(|| {
        // SAFETY: forwarded caller contract.
        let game = check!(unsafe { borrow(game) });
        // SAFETY: forwarded caller contract.
        unsafe { write_moves(&game.inner.position().legal_moves(), moves, capacity, count) }
    })
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
    guard(|| {
        // SAFETY: forwarded caller contract.
        let game = check!(unsafe { borrow(game) });
        let position = game.inner.position();
        let text: Vec<String> = position
            .legal_moves()
            .iter()
            .map(|m| san(position, *m))
            .collect();
        // SAFETY: forwarded caller contract.
        unsafe { write_str(&text.join(" "), buf, len, written) }
    })
}

/// Plays the legal move `mv`. Returns `CRC_INVALID_MOVE` or `CRC_ILLEGAL_MOVE` for a move
/// that cannot be played and `CRC_GAME_OVER` after the end; the game is then unchanged.
///
/// # Safety
/// `game` is a live handle used by no other thread meanwhile.
#[no_mangle]
pub unsafe extern "C" fn crc_game_play(game: *mut crc_game, mv: crc_move) -> crc_status {
    guard(|| {
        // SAFETY: forwarded caller contract.
        let game = check!(unsafe { borrow_mut(game) });
        if game.inner.outcome().is_some() {
            return CRC_GAME_OVER;
        }
        let mv = check!(legal_move(game.inner.position(), mv));
        check!(game.inner.play(mv).map_err(|e| play_status(&e)));
        CRC_OK
    })
}

/// Plays a move given as text: coordinates (`e2e4`, `b7b8c`, `f1j1`), `O-O`/`O-O-O`, or SAN
/// (`Nf3`, `b8=C`, with or without `+`, `#`, `x`). Returns `CRC_INVALID_MOVE`,
/// `CRC_ILLEGAL_MOVE`, `CRC_AMBIGUOUS_MOVE` or `CRC_GAME_OVER` without changing the game.
///
/// # Safety
/// `game` is a live handle used by no other thread meanwhile; `text` is NUL-terminated.
#[no_mangle]
pub unsafe extern "C" fn crc_game_play_text(
    game: *mut crc_game,
    text: *const c_char,
) -> crc_status {
    guard(|| {
        // SAFETY: forwarded caller contract.
        let game = check!(unsafe { borrow_mut(game) });
        // SAFETY: forwarded caller contract.
        let text = check!(unsafe { read_str(text) });
        check!(game.inner.play_text(text).map_err(|e| play_status(&e)));
        CRC_OK
    })
}

/// Takes back a recorded resignation, agreement or claimed draw if there is one, else the
/// last move. Returns `CRC_NOTHING_TO_UNDO` when there is neither.
///
/// # Safety
/// `game` is a live handle used by no other thread meanwhile.
#[no_mangle]
pub unsafe extern "C" fn crc_game_undo(game: *mut crc_game) -> crc_status {
    guard(|| {
        // SAFETY: forwarded caller contract.
        let game = check!(unsafe { borrow_mut(game) });
        if game.inner.reopen() {
            return CRC_OK;
        }
        match game.inner.undo() {
            Some(_) => CRC_OK,
            None => CRC_NOTHING_TO_UNDO,
        }
    })
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
    guard(|| {
        // SAFETY: forwarded caller contract.
        let game = check!(unsafe { borrow(game) });
        let mv = check!(legal_move(game.inner.position(), mv));
        // SAFETY: forwarded caller contract.
        unsafe { write_str(&game.inner.san(mv), buf, len, written) }
    })
}

/// Writes the SAN of every move played, separated by single spaces, into `buf`.
///
/// # Safety
/// As `crc_game_fen`.
#[no_mangle]
pub unsafe extern "C" fn crc_game_san_moves(
    game: *const crc_game,
    buf: *mut c_char,
    len: usize,
    written: *mut usize,
) -> crc_status {
    guard(|| {
        // SAFETY: forwarded caller contract.
        let game = check!(unsafe { borrow(game) });
        // SAFETY: forwarded caller contract.
        unsafe { write_str(&game.inner.san_moves().join(" "), buf, len, written) }
    })
}

/// Writes the number of moves played (half-moves) into `*count`.
///
/// # Safety
/// `game` is a live handle; `count` is valid for one `size_t`.
#[no_mangle]
pub unsafe extern "C" fn crc_game_move_count(
    game: *const crc_game,
    count: *mut usize,
) -> crc_status {
    guard(|| {
        // SAFETY: forwarded caller contract.
        let game = check!(unsafe { borrow(game) });
        // SAFETY: forwarded caller contract.
        unsafe { write_out(count, game.inner.moves().len()) }
    })
}

/// Writes into `*check` whether the side to move is in check.
///
/// # Safety
/// `game` is a live handle; `check` is valid for one `bool`.
#[no_mangle]
pub unsafe extern "C" fn crc_game_is_check(game: *const crc_game, check: *mut bool) -> crc_status {
    guard(|| {
        // SAFETY: forwarded caller contract.
        let game = check!(unsafe { borrow(game) });
        // SAFETY: forwarded caller contract.
        unsafe { write_out(check, game.inner.position().is_check()) }
    })
}

/// Writes the game's outcome into `*outcome`: `CRC_RESULT_ONGOING`/`CRC_REASON_NONE` while
/// it goes on, else the result and the reason.
///
/// # Safety
/// `game` is a live handle; `outcome` is valid for one `crc_outcome`.
#[no_mangle]
pub unsafe extern "C" fn crc_game_outcome(
    game: *const crc_game,
    outcome: *mut crc_outcome,
) -> crc_status {
    guard(|| {
        // SAFETY: forwarded caller contract.
        let game = check!(unsafe { borrow(game) });
        // SAFETY: forwarded caller contract.
        unsafe { write_out(outcome, outcome_to_c(game.inner.outcome())) }
    })
}

/// Writes into `*reason` the draw the side to move could claim now
/// (`CRC_REASON_THREEFOLD_REPETITION` or `CRC_REASON_FIFTY_MOVE_RULE`), or
/// `CRC_REASON_NONE`.
///
/// # Safety
/// `game` is a live handle; `reason` is valid for one `crc_reason`.
#[no_mangle]
pub unsafe extern "C" fn crc_game_can_claim_draw(
    game: *const crc_game,
    reason: *mut crc_reason,
) -> crc_status {
    guard(|| {
        // SAFETY: forwarded caller contract.
        let game = check!(unsafe { borrow(game) });
        let value = game
            .inner
            .can_claim_draw()
            .map_or(CRC_REASON_NONE, reason_to_c);
        // SAFETY: forwarded caller contract.
        unsafe { write_out(reason, value) }
    })
}

/// Claims the draw `crc_game_can_claim_draw` names and ends the game; returns `CRC_NO_CLAIM`
/// (or `CRC_GAME_OVER`) and changes nothing when there is none.
///
/// # Safety
/// `game` is a live handle used by no other thread meanwhile.
#[no_mangle]
pub unsafe extern "C" fn crc_game_claim_draw(game: *mut crc_game) -> crc_status {
    guard(|| {
        // SAFETY: forwarded caller contract.
        let game = check!(unsafe { borrow_mut(game) });
        check!(game.inner.claim_draw().map_err(|e| play_status(&e)));
        CRC_OK
    })
}

/// Records that `color` (`CRC_WHITE` or `CRC_BLACK`) resigned.
///
/// # Safety
/// `game` is a live handle used by no other thread meanwhile.
#[no_mangle]
pub unsafe extern "C" fn crc_game_resign(game: *mut crc_game, color: crc_color) -> crc_status {
    guard(|| {
        // SAFETY: forwarded caller contract.
        let game = check!(unsafe { borrow_mut(game) });
        let color = check!(color_from_c(color));
        check!(game.inner.resign(color).map_err(|e| play_status(&e)));
        CRC_OK
    })
}

/// Records a draw by agreement.
///
/// # Safety
/// `game` is a live handle used by no other thread meanwhile.
#[no_mangle]
pub unsafe extern "C" fn crc_game_agree_draw(game: *mut crc_game) -> crc_status {
    guard(|| {
        // SAFETY: forwarded caller contract.
        let game = check!(unsafe { borrow_mut(game) });
        check!(game.inner.agree_draw().map_err(|e| play_status(&e)));
        CRC_OK
    })
}

/// Writes how many times the current position has occurred (1 for a new one).
///
/// # Safety
/// `game` is a live handle; `count` is valid for one `uint32_t`.
#[no_mangle]
pub unsafe extern "C" fn crc_game_repetition_count(
    game: *const crc_game,
    count: *mut u32,
) -> crc_status {
    guard(|| {
        // SAFETY: forwarded caller contract.
        let game = check!(unsafe { borrow(game) });
        let value = u32::try_from(game.inner.repetition_count()).unwrap_or(u32::MAX);
        // SAFETY: forwarded caller contract.
        unsafe { write_out(count, value) }
    })
}

/// Writes the zobrist key of the current position into `*key`.
///
/// # Safety
/// `game` is a live handle; `key` is valid for one `uint64_t`.
#[no_mangle]
pub unsafe extern "C" fn crc_game_zobrist(game: *const crc_game, key: *mut u64) -> crc_status {
    guard(|| {
        // SAFETY: forwarded caller contract.
        let game = check!(unsafe { borrow(game) });
        // SAFETY: forwarded caller contract.
        unsafe { write_out(key, game.inner.position().key()) }
    })
}

/// Writes the game as PGN (tags `Variant "Capablanca Random"`, `SetUp`, `FEN`,
/// `CRCStartNumber` when known, SAN movetext, result) into `buf`.
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
    guard(|| {
        // SAFETY: forwarded caller contract.
        let game = check!(unsafe { borrow(game) });
        // SAFETY: forwarded caller contract.
        unsafe { write_str(&game.inner.to_pgn(), buf, len, written) }
    })
}
