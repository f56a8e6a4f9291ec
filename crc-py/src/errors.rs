//! Rust errors as Python exceptions: each maps to one `crc_rules` exception class (all of
//! them `ValueError`s) and carries the Rust error's full message.

use crc_core::{ParseArrangementError, ParseRuleSetError, SetupNumberError};
use crc_game::{PgnError, PlayError, SanError};
use crc_movegen::{FenError, ParseMoveError};
use pyo3::PyErr;

use crate::{
    AmbiguousMoveError, ClaimError, GameOverError, IllegalMoveError, InvalidFenError,
    InvalidMoveError, InvalidPgnError, InvalidStartError,
};

pub(crate) fn fen(error: FenError) -> PyErr {
    InvalidFenError::new_err(error.to_string())
}

pub(crate) fn number(error: SetupNumberError) -> PyErr {
    InvalidStartError::new_err(error.to_string())
}

pub(crate) fn arrangement(error: ParseArrangementError) -> PyErr {
    InvalidStartError::new_err(error.to_string())
}

pub(crate) fn rule_set(error: ParseRuleSetError) -> PyErr {
    InvalidStartError::new_err(error.to_string())
}

pub(crate) fn pgn(error: PgnError) -> PyErr {
    InvalidPgnError::new_err(error.to_string())
}

pub(crate) fn parse_move(error: ParseMoveError) -> PyErr {
    match error {
        ParseMoveError::Syntax(_) => InvalidMoveError::new_err(error.to_string()),
        ParseMoveError::Illegal { .. } => IllegalMoveError::new_err(error.to_string()),
    }
}

pub(crate) fn san(error: SanError) -> PyErr {
    match error {
        SanError::Syntax(_) => InvalidMoveError::new_err(error.to_string()),
        SanError::Illegal { .. } => IllegalMoveError::new_err(error.to_string()),
        SanError::Ambiguous { .. } => AmbiguousMoveError::new_err(error.to_string()),
    }
}

pub(crate) fn play(error: PlayError) -> PyErr {
    match error {
        PlayError::Coordinate(error) => parse_move(error),
        PlayError::San(error) => san(error),
        PlayError::Illegal(_) => IllegalMoveError::new_err(error.to_string()),
        PlayError::GameOver(_) => GameOverError::new_err(error.to_string()),
        PlayError::NoClaim => ClaimError::new_err(error.to_string()),
    }
}
