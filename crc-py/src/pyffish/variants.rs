//! The two variants `crc_rules.pyffish` plays, `capablanca` and `caparandom`, and which of
//! Fairy-Stockfish's conventions each one selects: its "960 mode".

use crc_core::CAPABLANCA_FEN;
use pyo3::prelude::*;

use crate::errors::CrcError;

/// The variants this module plays, in the order pyffish lists variants.
const VARIANTS: [&str; 2] = ["capablanca", "caparandom"];

/// A flag argument read as pyffish reads it: any object, by its truth value.
pub(super) struct Flag(pub(super) bool);

impl<'a, 'py> FromPyObject<'a, 'py> for Flag {
    type Error = PyErr;

    fn extract(obj: Borrowed<'a, 'py, PyAny>) -> PyResult<Flag> {
        Ok(Flag(obj.is_truthy()?))
    }
}

/// Whether Fairy-Stockfish's 960 conventions apply: always in `caparandom`, in `capablanca`
/// when `chess960` is true. ValueError for any other variant.
pub(super) fn chess960_mode(variant: &str, chess960: &Flag) -> PyResult<bool> {
    match variant {
        "caparandom" => Ok(true),
        "capablanca" => Ok(chess960.0),
        _ => Err(CrcError::new_err(format!(
            "unknown variant '{variant}': crc_rules.pyffish plays {}",
            VARIANTS.join(" and ")
        ))),
    }
}

/// The start FEN of ``variant``: the Capablanca array for both (pyffish gives the same for
/// ``caparandom``; a CRC start comes from ``crc_rules.start_fen(number)``).
#[pyfunction]
pub(super) fn start_fen(variant: &str) -> PyResult<&'static str> {
    chess960_mode(variant, &Flag(false))?;
    Ok(CAPABLANCA_FEN)
}

/// The variants this module plays: ``["capablanca", "caparandom"]``.
#[pyfunction]
pub(super) fn variants() -> Vec<&'static str> {
    VARIANTS.to_vec()
}

/// False: neither variant is played on two boards.
#[pyfunction]
pub(super) fn two_boards(variant: &str) -> PyResult<bool> {
    chess960_mode(variant, &Flag(false)).map(|_| false)
}

/// False: neither variant puts captured pieces in hand.
#[pyfunction]
pub(super) fn captures_to_hand(variant: &str) -> PyResult<bool> {
    chess960_mode(variant, &Flag(false)).map(|_| false)
}
