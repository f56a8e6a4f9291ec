//! How a game ends, in pyffish's words: checkmate and stalemate as `game_result` values, the
//! draws a player may claim, and material that cannot win. Fairy-Stockfish ends none of the
//! automatic draws by itself, so neither does this module.

use crc_core::Color;
use crc_game::cannot_win;
use pyo3::prelude::*;

use super::replay::{after_moves, replay};
use super::variants::Flag;

/// Fairy-Stockfish's value of a mate for the side that mates (`crc_rules.pyffish.VALUE_MATE`).
const VALUE_MATE: i32 = 32000;
/// Fairy-Stockfish's value of a draw (`crc_rules.pyffish.VALUE_DRAW`).
const VALUE_DRAW: i32 = 0;

after_moves! {
    /// The result for the side to move, as pyffish gives it: ``-VALUE_MATE`` (-32000) when it
    /// is in check, ``VALUE_DRAW`` (0) otherwise. Meaningful when it has no legal move
    /// (checkmate or stalemate), which is when pyffish's callers ask.
    fn game_result(replay) -> i32 {
        Ok(if replay.position.is_check() {
            -VALUE_MATE
        } else {
            VALUE_DRAW
        })
    }
}

after_moves! {
    /// ``(False, 0)``: no rule of these variants ends a game at once apart from checkmate and
    /// stalemate, which pyffish reports through ``legal_moves`` and ``game_result``. The FEN and
    /// the moves are still checked.
    fn is_immediate_game_end(_replay) -> (bool, i32) {
        Ok((false, VALUE_DRAW))
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
) -> PyResult<(bool, i32)> {
    let _ = countStarted;
    let (replay, _) = replay(variant, fen, &moves, &chess960)?;
    let position = &replay.position;
    let fifty = position.halfmove_clock() >= 100
        && (!position.is_check() || position.count_legal_moves() > 0);
    Ok((fifty || replay.repetitions() >= 3, VALUE_DRAW))
}

after_moves! {
    /// For White and for Black, whether that side can no longer win (the same answers as
    /// pyffish).
    fn has_insufficient_material(replay) -> (bool, bool) {
        let position = &replay.position;
        Ok((
            cannot_win(position, Color::White),
            cannot_win(position, Color::Black),
        ))
    }
}
