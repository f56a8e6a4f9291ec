//! The position after a FEN and a list of moves, as `crc_rules_fairy::Replay` reads them,
//! and its errors as this package's exceptions (by their kind, in `crate::errors`' one
//! table). Every question about a position reached by moves starts here.

use crc_rules_fairy::{Replay, ReplayError};
use crc_rules_movegen::FenError;
use pyo3::prelude::*;

use crate::errors;

/// Loads `fen` as Fairy-Stockfish does (`crc_rules_fairy::Replay::load`).
pub(super) fn load(fen: &str) -> PyResult<Replay> {
    Replay::load(fen).map_err(fen_error)
}

/// Loads `fen` and plays `moves`, written as Fairy-Stockfish writes them (in 960 mode when
/// `chess960` is true).
pub(super) fn replay(fen: &str, moves: &[String], chess960: bool) -> PyResult<Replay> {
    Replay::new(fen, moves, chess960).map_err(replay_error)
}

/// The error for a FEN that cannot be read or whose position is not playable
/// (`InvalidFenError`, kind ``invalid_fen`` or ``illegal_position``).
pub(super) fn fen_error(error: FenError) -> PyErr {
    errors::error(error)
}

/// The error for a FEN or a move of a list that names no legal move, by its kind:
/// `InvalidMoveError` for text that is no move at all, `PromotionRequiredError` for a pawn
/// move to the last rank without its piece, `IllegalMoveError` for any other move.
pub(super) fn replay_error(error: ReplayError) -> PyErr {
    errors::error(error)
}
