//! The exceptions of `crc_rules` (every one a `CrcError`, a `ValueError`), and the Rust
//! errors as those exceptions: each maps to one class and carries the Rust error's full
//! message.

use crc_rules_core::{ParseArrangementError, ParseRuleSetError, SetupNumberError};
use crc_rules_game::{PgnError, PlayError, SanError};
use crc_rules_movegen::{FenError, ParseMoveError};
use pyo3::create_exception;
use pyo3::exceptions::PyValueError;
use pyo3::PyErr;

create_exception!(
    crc_rules,
    CrcError,
    PyValueError,
    "The base of every error crc_rules raises; a ValueError."
);
create_exception!(
    crc_rules,
    InvalidFenError,
    CrcError,
    "A FEN that cannot be read or describes no playable position."
);
create_exception!(
    crc_rules,
    InvalidMoveError,
    CrcError,
    "Text that is no move in any accepted notation."
);
create_exception!(
    crc_rules,
    IllegalMoveError,
    CrcError,
    "A move that is not legal in the position (the reason is in the message)."
);
create_exception!(
    crc_rules,
    AmbiguousMoveError,
    CrcError,
    "SAN that more than one legal move matches (the candidates are in the message)."
);
create_exception!(
    crc_rules,
    GameOverError,
    CrcError,
    "A move, claim, resignation or agreement after the game has ended."
);
create_exception!(
    crc_rules,
    ClaimError,
    CrcError,
    "A draw claim when no draw can be claimed."
);
create_exception!(
    crc_rules,
    InvalidPgnError,
    CrcError,
    "A PGN that cannot be read; nothing of it is imported."
);
create_exception!(
    crc_rules,
    InvalidStartError,
    CrcError,
    "A start number outside 1..48000, an arrangement that is not one of the 48,000, or an \
     unknown rule set."
);

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
