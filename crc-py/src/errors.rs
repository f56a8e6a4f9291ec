//! The exceptions of `crc_rules` (every one a `CrcError`, a `ValueError`), and the Rust
//! errors as those exceptions: each error's kind picks the class in one table
//! ([`class_of`]), and the exception carries the Rust error's full message and the kind's
//! name as ``kind``.

use std::fmt::Display;

use crc_rules_core::{ErrorKind, HasErrorKind};
use pyo3::create_exception;
use pyo3::exceptions::{PyIndexError, PyOSError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::PyType;

create_exception!(
    crc_rules,
    CrcError,
    PyValueError,
    "The base of every error crc_rules raises; a ValueError. ``kind`` names the kind of \
     error, the same name at every door: ``\"invalid_fen\"``, ``\"illegal_move\"``, …"
);
create_exception!(
    crc_rules,
    InvalidFenError,
    CrcError,
    "A FEN that cannot be read (kind ``invalid_fen``) or describes no playable position \
     (``illegal_position``)."
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
    PromotionRequiredError,
    IllegalMoveError,
    "A pawn move to the last rank without the piece it promotes to (``b7b8``, ``b8``): ask \
     the player which one. An IllegalMoveError, as python-chess calls such a move illegal."
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
    InvalidTagError,
    CrcError,
    "A PGN tag that cannot be set: a name that is not a PGN symbol, a value with a line \
     break, a tag the game writes itself (Result, SetUp, FEN, CRCStartNumber), or a Variant \
     other than Capablanca Random Chess."
);
create_exception!(
    crc_rules,
    InvalidStartError,
    CrcError,
    "A start number outside 1..48000 (kind ``invalid_number``), an arrangement that is not \
     one of the 48,000 (``invalid_arrangement``), or an unknown rule set \
     (``invalid_rule_set``)."
);
create_exception!(
    crc_rules,
    InvalidSquareError,
    CrcError,
    "A square index outside 0..79, file or rank indexes off the board, or a name that is \
     no square."
);

/// The class of each kind of error: the one place where Python classifies an error. `None`
/// for a kind this table does not know yet (a test checks that it knows every kind).
///
/// An undo with nothing to take back is python-chess's `IndexError`; a variant or notation
/// that pyffish does not play and an argument no other kind describes are plain
/// `CrcError`s, `ValueError`s as in pyffish and python-chess.
fn class_of(py: Python<'_>, kind: ErrorKind) -> Option<Bound<'_, PyType>> {
    Some(match kind {
        ErrorKind::InvalidFen => py.get_type::<InvalidFenError>(),
        ErrorKind::IllegalPosition => py.get_type::<InvalidFenError>(),
        ErrorKind::InvalidNumber => py.get_type::<InvalidStartError>(),
        ErrorKind::InvalidArrangement => py.get_type::<InvalidStartError>(),
        ErrorKind::InvalidRuleSet => py.get_type::<InvalidStartError>(),
        ErrorKind::InvalidSquare => py.get_type::<InvalidSquareError>(),
        ErrorKind::InvalidMove => py.get_type::<InvalidMoveError>(),
        ErrorKind::IllegalMove => py.get_type::<IllegalMoveError>(),
        ErrorKind::AmbiguousMove => py.get_type::<AmbiguousMoveError>(),
        ErrorKind::PromotionRequired => py.get_type::<PromotionRequiredError>(),
        ErrorKind::GameOver => py.get_type::<GameOverError>(),
        ErrorKind::NoClaim => py.get_type::<ClaimError>(),
        ErrorKind::NothingToUndo => py.get_type::<PyIndexError>(),
        ErrorKind::InvalidPgn => py.get_type::<InvalidPgnError>(),
        ErrorKind::InvalidTag => py.get_type::<InvalidTagError>(),
        ErrorKind::UnknownVariant => py.get_type::<CrcError>(),
        ErrorKind::UnsupportedNotation => py.get_type::<CrcError>(),
        ErrorKind::InvalidArgument => py.get_type::<CrcError>(),
        ErrorKind::Io => py.get_type::<PyOSError>(),
        _ => return None,
    })
}

/// The exception of `kind` with `message`, its ``kind`` the kind's name. A kind that
/// [`class_of`] misses, a bug of this module, raises a plain `CrcError`.
pub(crate) fn raise(kind: ErrorKind, message: impl Into<String>) -> PyErr {
    Python::attach(|py| {
        let class = class_of(py, kind).unwrap_or_else(|| py.get_type::<CrcError>());
        let error = PyErr::from_type(class, message.into());
        // Setting an attribute of a fresh exception instance cannot fail: it has a __dict__.
        let _ = error.value(py).setattr("kind", kind.name());
        error
    })
}

/// A Rust error as its exception, with its full message.
pub(crate) fn error(error: impl HasErrorKind + Display) -> PyErr {
    raise(error.kind(), error.to_string())
}

/// The name of the class each kind raises, for the test that checks the stubs and the
/// package: `{kind: class name}`.
#[pyfunction]
pub(crate) fn _error_classes(py: Python<'_>) -> PyResult<Vec<(String, String)>> {
    ErrorKind::ALL
        .iter()
        .map(|&kind| {
            let class = class_of(py, kind).ok_or_else(|| {
                pyo3::exceptions::PySystemError::new_err(format!("{kind:?} has no class"))
            })?;
            Ok((kind.name().to_owned(), class.name()?.to_string()))
        })
        .collect()
}

/// The exception of the kind named `kind` with `message` (not raised: the Python layer
/// raises it), so that the package's Python code classifies through [`class_of`] too.
/// ValueError for a name that is no kind.
#[pyfunction]
pub(crate) fn _error(py: Python<'_>, kind: &str, message: String) -> PyResult<Py<PyAny>> {
    let kind = ErrorKind::ALL
        .iter()
        .copied()
        .find(|k| k.name() == kind)
        .ok_or_else(|| PyValueError::new_err(format!("no kind of error is named {kind:?}")))?;
    Ok(raise(kind, message).into_value(py).into_any())
}

/// A PGN error as InvalidPgnError, with the ``game`` (from 1) and the ``line`` at fault as
/// attributes; an input error as OSError.
pub(crate) fn pgn_error(error: crc_rules_game::PgnError) -> PyErr {
    let (game, line) = (error.game, error.line);
    let exception = self::error(error);
    Python::attach(|py| {
        // Setting an attribute of a fresh exception instance cannot fail: it has a __dict__.
        let _ = exception.value(py).setattr("game", game);
        let _ = exception.value(py).setattr("line", line);
    });
    exception
}
