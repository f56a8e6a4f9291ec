//! Moves in Fairy-Stockfish's coordinates, both ways: outside 960 mode castling is written
//! as the king's destination, and a move list is read as Fairy-Stockfish reads it (both in
//! `crc_rules_game::fairy`, which crc-rules/ffish shares). Text that names no legal move gets
//! this package's reason.

use crc_rules_game::fairy::{self, FairyMoveError};
use crc_rules_movegen::Position;
use pyo3::PyErr;

use crate::errors::{IllegalMoveError, InvalidMoveError};

pub(super) use crc_rules_game::fairy::{find_move, push_fsf_uci};

/// The error for move text that names no legal move in Fairy-Stockfish's coordinates, with
/// the reason this package's own reader gives; `place` says where the text stands.
pub(super) fn invalid_move(position: &Position, text: &str, chess960: bool, place: &str) -> PyErr {
    let error = fairy::why_not(position, text, chess960);
    let message = format!("{error} ({place}, in {})", position.to_fen());
    match error {
        FairyMoveError::Syntax(_) => InvalidMoveError::new_err(message),
        _ => IllegalMoveError::new_err(message),
    }
}
