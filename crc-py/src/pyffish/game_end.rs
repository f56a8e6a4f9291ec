//! How a game ends, in pyffish's words: checkmate and stalemate as `game_result` values, the
//! draws a player may claim, and material that cannot win. Fairy-Stockfish ends none of the
//! automatic draws by itself, so neither does this module.

use crc_rules_core::Color;
use crc_rules_fairy::{no_move_value, IMMEDIATE_GAME_END, VALUE_DRAW};
use crc_rules_game::has_insufficient_material as side_cannot_mate;
use pyo3::prelude::*;

use super::board::on_the_board;
use super::forwarding::{forward, Answer};
use super::replay::replay;
use super::variants::{mode, Flag};

on_the_board! {
    /// The result for the side to move, as pyffish gives it: ``-VALUE_MATE`` (-32000) when it
    /// is in check, ``VALUE_DRAW`` (0) otherwise. Meaningful when it has no legal move
    /// (checkmate or stalemate), which is when pyffish's callers ask.
    fn game_result(standing) -> i32 {
        Ok(no_move_value(standing.in_check))
    }
}

on_the_board! {
    /// ``(False, 0)``: no rule of these variants ends a game at once apart from checkmate and
    /// stalemate, which pyffish reports through ``legal_moves`` and ``game_result``. The FEN and
    /// the moves are still checked.
    fn is_immediate_game_end(_standing) -> (bool, i32) {
        Ok(IMMEDIATE_GAME_END)
    }
}

/// ``(True, 0)`` when a draw can be claimed after ``moves`` from ``fen``: the position has
/// occurred three times since the FEN (positions equal as Fairy-Stockfish's key counts
/// them), or the half-move clock is at least 100 and the side to move is not checkmated;
/// else ``(False, 0)`` (pyffish leaves the second value undefined then).
#[pyfunction]
#[pyo3(
    signature = (variant, fen, moves, chess960 = Flag(false), countStarted = 0),
    text_signature = "(variant, fen, moves, chess960=False, countStarted=0)"
)]
#[allow(non_snake_case)]
pub(super) fn is_optional_game_end(
    variant: &str,
    fen: &str,
    moves: Vec<String>,
    chess960: Flag,
    countStarted: i64,
) -> PyResult<Answer<(bool, i32)>> {
    let Some(mode) = mode(variant, &chess960) else {
        let args = (variant, fen, moves, chess960.0, countStarted);
        return forward("is_optional_game_end", variant, args);
    };
    let replay = replay(fen, &moves, mode)?;
    Ok(Answer::Ours((replay.optional_game_end(), VALUE_DRAW)))
}

on_the_board! {
    /// For White and for Black, whether that side can no longer win (the same answers as
    /// pyffish).
    fn has_insufficient_material(standing) -> (bool, bool) {
        let board = standing.board().map_err(crate::errors::error)?;
        Ok((side_cannot_mate(board, Color::White), side_cannot_mate(board, Color::Black)))
    }
}
