//! `crc_game`: a game record behind an opaque handle.

use std::ffi::c_char;

use ::crc_rules_game::{from_pgn_with, AnnotatedGame, Game, NotesBuilder};
use crc_rules_movegen::Position;

use crate::boundary::{
    answer, answer_array, answer_list, borrow, borrow_mut, boundary, boundary_or, change,
    create_from_text, free, Handle, HandleOut, TextIn,
};
use crate::game_notes::Notes;
use crate::position::crc_position;
use crate::queries::{self, legal_move, list_moves, OnPosition};
use crate::status::{crc_status, Failure, CRC_GAME_OVER};
use crate::types::{
    color_from_c, crc_color, crc_move, crc_outcome, crc_piece, crc_reason, crc_role, crc_rule_set,
    outcome_to_c, reason_to_c, rule_set_from_c, CRC_REASON_NONE,
};

/// A game: its start position, the moves played, its PGN tags and its outcome. Create it
/// with `crc_game_new`, `crc_game_new_random`, `crc_game_from_fen`,
/// `crc_game_from_fen_lenient`, `crc_game_from_pgn`, `crc_game_new_copy` or
/// `crc_pgn_reader_next`, and release it with `crc_game_free`.
#[allow(non_camel_case_types)]
pub struct crc_game {
    pub(crate) inner: Game,
    /// The comments and NAGs of a game read from PGN.
    pub(crate) notes: Notes,
}

// SAFETY: made only by `HandleOut::give` (`crc_game_new`, `_new_random`, `_from_fen`,
// `_from_fen_lenient`, `_from_pgn`, `_clone`, `crc_pgn_reader_next`) and released only by
// `crc_game_free`.
unsafe impl Handle for crc_game {}

impl crc_game {
    /// A game without comments or NAGs.
    pub(crate) fn of(inner: Game) -> crc_game {
        crc_game { inner, notes: Notes::default() }
    }

    /// A game read from PGN, its main line's comments and NAGs kept.
    pub(crate) fn of_annotated(read: AnnotatedGame) -> crc_game {
        let (inner, notes) = Notes::split(read);
        crc_game { inner, notes }
    }

    /// A game from an X-FEN or Shredder-FEN.
    fn from_fen(fen: &str) -> Result<crc_game, Failure> {
        let inner = Game::from_fen(fen)?;
        Ok(crc_game::of(inner))
    }

    /// A game from a FEN read leniently (the repairs are not reported).
    fn from_fen_lenient(fen: &str) -> Result<crc_game, Failure> {
        let (inner, _repairs) = Game::from_fen_lenient(fen)?;
        Ok(crc_game::of(inner))
    }

    /// The game of one PGN text.
    fn from_pgn(pgn: &str) -> Result<crc_game, Failure> {
        let read = from_pgn_with(pgn, &mut NotesBuilder::new())?;
        Ok(crc_game::of_annotated(read))
    }
}

impl OnPosition for crc_game {
    fn position(&self) -> &Position {
        self.inner.position()
    }

    /// Fails with `CRC_GAME_OVER` when the game has ended.
    fn may_move(&self) -> Result<(), Failure> {
        match self.inner.outcome() {
            Some(outcome) => {
                Err(Failure::new(CRC_GAME_OVER, format!("the game is over ({outcome})")))
            }
            None => Ok(()),
        }
    }
}

/// Starts a game from the start position of Scharnagl number `number` (1..48000).
///
/// # Safety
/// `out` is NULL or valid for one pointer.
#[no_mangle]
pub unsafe extern "C" fn crc_game_new(number: u32, out: *mut *mut crc_game) -> crc_status {
    boundary(|| {
        // SAFETY: `out` is NULL or valid, as documented.
        let out = unsafe { HandleOut::new(out)? };
        out.give(crc_game::of(Game::from_number(number)?))
    })
}

/// Starts a game from a start position drawn with `seed` from rule set `rules` (the same
/// number as `crc_rule_set_random` gives for that seed). The seed comes first, as at every
/// door.
///
/// # Safety
/// `out` is NULL or valid for one pointer.
#[no_mangle]
pub unsafe extern "C" fn crc_game_new_random(
    seed: u64,
    rules: crc_rule_set,
    out: *mut *mut crc_game,
) -> crc_status {
    boundary(|| {
        // SAFETY: `out` is NULL or valid, as documented.
        let out = unsafe { HandleOut::new(out)? };
        let rules = rule_set_from_c(rules)?;
        out.give(crc_game::of(Game::from_seed(seed, rules)))
    })
}

/// Starts a game from an X-FEN or Shredder-FEN.
///
/// # Safety
/// `fen` is NULL or a NUL-terminated string; `out` is NULL or valid for one pointer.
#[no_mangle]
pub unsafe extern "C" fn crc_game_from_fen(
    fen: *const c_char,
    out: *mut *mut crc_game,
) -> crc_status {
    // SAFETY: `fen` and `out` are NULL or valid, as documented.
    unsafe { create_from_text(fen, out, crc_game::from_fen) }
}

/// Starts a game from a FEN read leniently, as `crc_position_from_fen_lenient` reads it:
/// stale castling rights and an impossible en-passant square are dropped.
///
/// # Safety
/// `fen` is NULL or a NUL-terminated string; `out` is NULL or valid for one pointer.
#[no_mangle]
pub unsafe extern "C" fn crc_game_from_fen_lenient(
    fen: *const c_char,
    out: *mut *mut crc_game,
) -> crc_status {
    // SAFETY: `fen` and `out` are NULL or valid, as documented.
    unsafe { create_from_text(fen, out, crc_game::from_fen_lenient) }
}

/// Reads one PGN game (start from its `FEN` or `CRCStartNumber` tag, SAN movetext).
///
/// # Safety
/// `pgn` is NULL or a NUL-terminated string; `out` is NULL or valid for one pointer.
#[no_mangle]
pub unsafe extern "C" fn crc_game_from_pgn(
    pgn: *const c_char,
    out: *mut *mut crc_game,
) -> crc_status {
    // SAFETY: `pgn` and `out` are NULL or valid, as documented.
    unsafe { create_from_text(pgn, out, crc_game::from_pgn) }
}

/// Releases a game. `crc_game_free(NULL)` does nothing.
///
/// # Safety
/// `game` is NULL or a live handle, not used again afterwards.
#[no_mangle]
pub unsafe extern "C" fn crc_game_free(game: *mut crc_game) {
    // SAFETY: `game` is NULL or a live handle used no more, as documented.
    boundary_or((), || unsafe { free(game) })
}

/// Creates in `*out` a position handle holding a copy of the current position.
///
/// # Safety
/// `game` is NULL or a live handle; `out` is NULL or valid for one pointer.
#[no_mangle]
pub unsafe extern "C" fn crc_game_position(
    game: *const crc_game,
    out: *mut *mut crc_position,
) -> crc_status {
    boundary(|| {
        // SAFETY: `game` and `out` are NULL or valid, as documented.
        let (game, out) = unsafe { (borrow(game)?, HandleOut::new(out)?) };
        out.give(crc_position::new(*game.inner.position()))
    })
}

/// Writes the side to move into `*turn`.
///
/// # Safety
/// `game` is NULL or a live handle; `turn` is NULL or valid for one `crc_color`.
#[no_mangle]
pub unsafe extern "C" fn crc_game_turn(game: *const crc_game, turn: *mut crc_color) -> crc_status {
    // SAFETY: the pointers are NULL or valid, as documented.
    unsafe { answer(game, turn, queries::turn) }
}

/// Writes the legal moves of the current position, as `crc_position_legal_moves` does. A
/// finished game lists the legal moves of its position all the same (none after a mate or a
/// stalemate): `crc_game_outcome` is the question that says whether the game is over.
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
    // SAFETY: the pointers are NULL or valid, as documented.
    unsafe { list_moves(game, moves, capacity, count, queries::legal_moves) }
}

/// Plays the legal move `mv`. Returns `CRC_INVALID_MOVE` or `CRC_ILLEGAL_MOVE` for a move
/// that cannot be played and `CRC_GAME_OVER` after the end; the game is then unchanged.
///
/// # Safety
/// `game` is NULL or a live handle used by no other thread meanwhile.
#[no_mangle]
pub unsafe extern "C" fn crc_game_play(game: *mut crc_game, mv: crc_move) -> crc_status {
    // SAFETY: `game` is NULL or a live handle used by this thread alone, as documented.
    unsafe {
        change(game, |game| {
            game.may_move()?;
            let mv = legal_move(game.inner.position(), mv)?;
            game.inner.play(mv)?;
            Ok(())
        })
    }
}

/// Plays a move given as text: coordinates (`e2e4`, `b7b8c`, `f1j1`), `O-O`/`O-O-O`, or SAN
/// (`Nf3`, `b8=C`, with or without `+`, `#`, `x`). Returns `CRC_INVALID_MOVE`,
/// `CRC_ILLEGAL_MOVE`, `CRC_AMBIGUOUS_MOVE` or `CRC_GAME_OVER` without changing the game.
///
/// # Safety
/// `game` is NULL or a live handle used by no other thread meanwhile; `text` is NULL or NUL-terminated.
#[no_mangle]
pub unsafe extern "C" fn crc_game_play_text(
    game: *mut crc_game,
    text: *const c_char,
) -> crc_status {
    boundary(|| {
        // SAFETY: the pointers are NULL or valid, the handle used by this thread alone, as
        // documented.
        let (game, text) = unsafe { (borrow_mut(game)?, TextIn::new(text)?) };
        game.inner.play_text(text.read()?)?;
        Ok(())
    })
}

/// Takes back the last move; a resignation, agreement or claimed draw recorded after it goes
/// with it, as python-chess's `pop` and chess.js's `undo` do. Returns `CRC_NOTHING_TO_UNDO`
/// and changes nothing when no move was played, even when an end was declared at the start
/// (`crc_game_reopen` takes that back).
///
/// # Safety
/// `game` is NULL or a live handle used by no other thread meanwhile.
#[no_mangle]
pub unsafe extern "C" fn crc_game_undo(game: *mut crc_game) -> crc_status {
    // SAFETY: `game` is NULL or a live handle used by this thread alone, as documented.
    unsafe {
        change(game, |game| {
            game.inner.undo()?;
            Ok(())
        })
    }
}

/// Takes back a resignation, agreement or claimed draw recorded on the current position, so
/// that the game goes on with the same moves. Returns `CRC_NOTHING_TO_UNDO` and changes
/// nothing when no end was declared (an end by the rules, such as checkmate, is not declared:
/// `crc_game_undo` takes back its move).
///
/// # Safety
/// `game` is NULL or a live handle used by no other thread meanwhile.
#[no_mangle]
pub unsafe extern "C" fn crc_game_reopen(game: *mut crc_game) -> crc_status {
    // SAFETY: `game` is NULL or a live handle used by this thread alone, as documented.
    unsafe {
        change(game, |game| {
            game.inner.reopen()?;
            Ok(())
        })
    }
}

/// Writes the number of moves played (half-moves) into `*count`.
///
/// # Safety
/// `game` is NULL or a live handle; `count` is NULL or valid for one `size_t`.
#[no_mangle]
pub unsafe extern "C" fn crc_game_move_count(
    game: *const crc_game,
    count: *mut usize,
) -> crc_status {
    // SAFETY: the pointers are NULL or valid, as documented.
    unsafe { answer(game, count, |game| Ok(game.inner.move_count())) }
}

/// Writes into `*check` whether the side to move is in check.
///
/// # Safety
/// `game` is NULL or a live handle; `check` is NULL or valid for one `bool`.
#[no_mangle]
pub unsafe extern "C" fn crc_game_is_check(game: *const crc_game, check: *mut bool) -> crc_status {
    // SAFETY: the pointers are NULL or valid, as documented.
    unsafe { answer(game, check, queries::is_check) }
}

/// Writes the game's outcome into `*outcome`: `CRC_RESULT_ONGOING`/`CRC_REASON_NONE` while
/// it goes on, else the result and the reason.
///
/// # Safety
/// `game` is NULL or a live handle; `outcome` is NULL or valid for one `crc_outcome`.
#[no_mangle]
pub unsafe extern "C" fn crc_game_outcome(
    game: *const crc_game,
    outcome: *mut crc_outcome,
) -> crc_status {
    // SAFETY: the pointers are NULL or valid, as documented.
    unsafe { answer(game, outcome, |game| Ok(outcome_to_c(game.inner.outcome()))) }
}

/// Writes into `*reason` the draw the side to move could claim now
/// (`CRC_REASON_THREEFOLD_REPETITION` or `CRC_REASON_FIFTY_MOVE_RULE`), or
/// `CRC_REASON_NONE`.
///
/// # Safety
/// `game` is NULL or a live handle; `reason` is NULL or valid for one `crc_reason`.
#[no_mangle]
pub unsafe extern "C" fn crc_game_can_claim_draw(
    game: *const crc_game,
    reason: *mut crc_reason,
) -> crc_status {
    // SAFETY: the pointers are NULL or valid, as documented.
    unsafe {
        answer(game, reason, |game| {
            let claim = game.inner.can_claim_draw();
            Ok(claim.map_or(CRC_REASON_NONE, reason_to_c))
        })
    }
}

/// Claims the draw `crc_game_can_claim_draw` names and ends the game; returns `CRC_NO_CLAIM`
/// (or `CRC_GAME_OVER`) and changes nothing when there is none.
///
/// # Safety
/// `game` is NULL or a live handle used by no other thread meanwhile.
#[no_mangle]
pub unsafe extern "C" fn crc_game_claim_draw(game: *mut crc_game) -> crc_status {
    // SAFETY: `game` is NULL or a live handle used by this thread alone, as documented.
    unsafe { change(game, |game| Ok(game.inner.claim_draw()?)) }
}

/// Records that `color` (`CRC_WHITE` or `CRC_BLACK`) resigned.
///
/// # Safety
/// `game` is NULL or a live handle used by no other thread meanwhile.
#[no_mangle]
pub unsafe extern "C" fn crc_game_resign(game: *mut crc_game, color: crc_color) -> crc_status {
    // SAFETY: `game` is NULL or a live handle used by this thread alone, as documented.
    unsafe { change(game, |game| Ok(game.inner.resign(color_from_c(color)?)?)) }
}

/// Records a draw by agreement.
///
/// # Safety
/// `game` is NULL or a live handle used by no other thread meanwhile.
#[no_mangle]
pub unsafe extern "C" fn crc_game_agree_draw(game: *mut crc_game) -> crc_status {
    // SAFETY: `game` is NULL or a live handle used by this thread alone, as documented.
    unsafe { change(game, |game| Ok(game.inner.agree_draw()?)) }
}

/// Writes how many times the current position has occurred (1 for a new one).
///
/// # Safety
/// `game` is NULL or a live handle; `count` is NULL or valid for one `uint32_t`.
#[no_mangle]
pub unsafe extern "C" fn crc_game_repetition_count(
    game: *const crc_game,
    count: *mut u32,
) -> crc_status {
    // SAFETY: the pointers are NULL or valid, as documented.
    unsafe {
        answer(game, count, |game| {
            Ok(u32::try_from(game.inner.repetition_count()).unwrap_or(u32::MAX))
        })
    }
}

/// Writes the zobrist key of the current position into `*key`.
///
/// # Safety
/// `game` is NULL or a live handle; `key` is NULL or valid for one `uint64_t`.
#[no_mangle]
pub unsafe extern "C" fn crc_game_zobrist(game: *const crc_game, key: *mut u64) -> crc_status {
    // SAFETY: the pointers are NULL or valid, as documented.
    unsafe { answer(game, key, queries::zobrist) }
}

/// Writes the moves played so far, in order, into `moves` (room for `capacity`) and their
/// number into `*count`, with the buffer rules of `crc_position_legal_moves`; their SAN is
/// `crc_game_history`.
///
/// # Safety
/// `game` is NULL or a live handle; `moves` is valid for `capacity` entries (or NULL with
/// `capacity` 0); `count` is NULL or valid for one `size_t`.
#[no_mangle]
pub unsafe extern "C" fn crc_game_move_stack(
    game: *const crc_game,
    moves: *mut crc_move,
    capacity: usize,
    count: *mut usize,
) -> crc_status {
    // SAFETY: the pointers are NULL or valid, as documented.
    unsafe {
        answer_list(
            game,
            moves,
            capacity,
            count,
            |game, list: &mut Vec<_>| {
                *list = game.inner.move_stack();
                Ok(())
            },
            crc_move::from,
        )
    }
}

/// Writes the Scharnagl number (1..48000) of the game's start position into `*number`, or
/// 0 when the game did not start from a numbered array (White to move, all rights, no move
/// played).
///
/// # Safety
/// `game` is NULL or a live handle; `number` is NULL or valid for one `uint32_t`.
#[no_mangle]
pub unsafe extern "C" fn crc_game_start_number(
    game: *const crc_game,
    number: *mut u32,
) -> crc_status {
    // SAFETY: the pointers are NULL or valid, as documented.
    unsafe { answer(game, number, |game| Ok(game.inner.start_number().unwrap_or(0))) }
}

/// Creates a new handle in `*out`, an independent copy of `game`: moves, tags and outcome.
///
/// # Safety
/// `game` is NULL or a live handle; `out` is NULL or valid for one pointer.
#[no_mangle]
pub unsafe extern "C" fn crc_game_new_copy(
    game: *const crc_game,
    out: *mut *mut crc_game,
) -> crc_status {
    boundary(|| {
        // SAFETY: the pointers are NULL or valid, as documented.
        let (game, out) = unsafe { (borrow(game)?, HandleOut::new(out)?) };
        out.give(crc_game { inner: game.inner.clone(), notes: game.notes.clone() })
    })
}

/// Writes the whole board of the current position into `out`, as `crc_position_board`
/// does.
///
/// # Safety
/// `game` is NULL or a live handle; `out` is NULL or valid for 80 `crc_piece`.
#[no_mangle]
pub unsafe extern "C" fn crc_game_board(game: *const crc_game, out: *mut crc_piece) -> crc_status {
    // SAFETY: the pointers are NULL or valid, as documented.
    unsafe { answer_array(game, out, queries::board) }
}

/// Writes the legal moves of the piece on `square` in the current position, as
/// `crc_position_legal_moves_from` does.
///
/// # Safety
/// As `crc_game_legal_moves`.
#[no_mangle]
pub unsafe extern "C" fn crc_game_legal_moves_from(
    game: *const crc_game,
    square: u8,
    moves: *mut crc_move,
    capacity: usize,
    count: *mut usize,
) -> crc_status {
    // SAFETY: the pointers are NULL or valid, as documented.
    unsafe { list_moves(game, moves, capacity, count, queries::legal_moves_from(square)) }
}

/// Turns a click or drag into the legal move it means in the current position, as
/// `crc_position_move_from_to` does; `CRC_GAME_OVER` after the end of the game.
///
/// # Safety
/// `game` is NULL or a live handle; `out` is NULL or valid for one `crc_move`.
#[no_mangle]
pub unsafe extern "C" fn crc_game_move_from_to(
    game: *const crc_game,
    from: u8,
    to: u8,
    promotion: crc_role,
    out: *mut crc_move,
) -> crc_status {
    // SAFETY: the pointers are NULL or valid, as documented.
    unsafe { answer(game, out, |h| queries::move_from_to(h, from, to, promotion)) }
}
