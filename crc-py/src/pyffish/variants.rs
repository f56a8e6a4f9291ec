//! The two variants `crc_rules.pyffish` plays, `capablanca` and `caparandom`, and which of
//! Fairy-Stockfish's conventions each one selects: its "960 mode". Calls about any other
//! variant are forwarded (see [`super::forwarding`]).

use crc_rules_fairy::{chess960_mode, START_FEN, VARIANTS};
use pyo3::prelude::*;

use super::forwarding::{forward, Answer};

/// A flag argument read as pyffish reads it: any object, by its truth value.
pub(super) struct Flag(pub(super) bool);

impl<'a, 'py> FromPyObject<'a, 'py> for Flag {
    type Error = PyErr;

    fn extract(obj: Borrowed<'a, 'py, PyAny>) -> PyResult<Flag> {
        Ok(Flag(obj.is_truthy()?))
    }
}

/// Whether Fairy-Stockfish's 960 conventions apply to a variant this module plays
/// (`crc_rules_fairy::chess960_mode`); None for any other variant, which is forwarded.
pub(super) fn mode(variant: &str, chess960: &Flag) -> Option<bool> {
    chess960_mode(variant, chess960.0).ok()
}

/// The start FEN of ``variant``: the Capablanca array for both variants of this module
/// (pyffish gives the same for ``caparandom``; a CRC start comes from
/// ``crc_rules.start_fen(number)``).
#[pyfunction]
pub(super) fn start_fen(variant: &str) -> PyResult<Answer<&'static str>> {
    match mode(variant, &Flag(false)) {
        Some(_) => Ok(Answer::Ours(START_FEN)),
        None => forward("start_fen", variant, (variant,)),
    }
}

/// The variants this module plays itself: ``["capablanca", "caparandom"]``.
#[pyfunction]
pub(super) fn variants() -> Vec<&'static str> {
    VARIANTS.to_vec()
}

/// False for both variants of this module: neither is played on two boards.
#[pyfunction]
pub(super) fn two_boards(variant: &str) -> PyResult<Answer<bool>> {
    match mode(variant, &Flag(false)) {
        Some(_) => Ok(Answer::Ours(false)),
        None => forward("two_boards", variant, (variant,)),
    }
}

/// False for both variants of this module: neither puts captured pieces in hand.
#[pyfunction]
pub(super) fn captures_to_hand(variant: &str) -> PyResult<Answer<bool>> {
    match mode(variant, &Flag(false)) {
        Some(_) => Ok(Answer::Ours(false)),
        None => forward("captures_to_hand", variant, (variant,)),
    }
}
