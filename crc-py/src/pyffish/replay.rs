//! The position after a FEN and a list of moves, as `crc_rules_fairy::Replay` reads them,
//! and its errors as this package's exceptions. Every question about a position reached by
//! moves starts here.

use crc_rules_fairy::{FairyMoveError, Replay, ReplayError};
use crc_rules_movegen::FenError;
use pyo3::prelude::*;

use crate::errors::{IllegalMoveError, InvalidFenError, InvalidMoveError};

/// Loads `fen` as Fairy-Stockfish does (`crc_rules_fairy::Replay::load`).
pub(super) fn load(fen: &str) -> PyResult<Replay> {
    Replay::load(fen).map_err(fen_error)
}

/// Loads `fen` and plays `moves`, written as Fairy-Stockfish writes them (in 960 mode when
/// `chess960` is true).
pub(super) fn replay(fen: &str, moves: &[String], chess960: bool) -> PyResult<Replay> {
    Replay::new(fen, moves, chess960).map_err(replay_error)
}

/// The error for a FEN that cannot be read or whose position is not playable.
pub(super) fn fen_error(error: FenError) -> PyErr {
    InvalidFenError::new_err(error.to_string())
}

/// The error for a FEN or a move of a list that names no legal move: `InvalidMoveError` for
/// text that is no move at all, `IllegalMoveError` for any other move.
pub(super) fn replay_error(error: ReplayError) -> PyErr {
    match &error {
        ReplayError::Fen(fen) => fen_error(fen.clone()),
        ReplayError::Move {
            error: FairyMoveError::Syntax(_),
            ..
        } => InvalidMoveError::new_err(error.to_string()),
        ReplayError::Move { .. } => IllegalMoveError::new_err(error.to_string()),
    }
}
