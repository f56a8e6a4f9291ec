//! `LegalMoveGenerator`: the `legal_moves` property of a `Game` and a `Position`, as
//! python-chess's `Board.legal_moves`.

use crc_rules_game::san;
use crc_rules_movegen::Position;
use pyo3::prelude::*;
use pyo3::types::{PyIterator, PyList};

use crate::moves::{moves_to_py, PyMove};

/// The legal moves of a position, as python-chess's ``Board.legal_moves``: iterate it for
/// the ``Move``s (in generation order, castling as king takes rook), ask ``move in
/// legal_moves`` (True exactly when ``is_legal(move)`` is, for a ``Move``; False for anything
/// else), ``bool()``, ``len()`` or ``count()``; ``list(...)`` makes a list of them.
///
/// It holds the position it was taken from, not the game: after a ``Game`` plays on, read
/// ``game.legal_moves`` again for the moves of its new position.
#[pyclass(module = "crc_rules", name = "LegalMoveGenerator", frozen)]
pub(crate) struct PyLegalMoveGenerator(pub(crate) Position);

#[pymethods]
impl PyLegalMoveGenerator {
    fn __iter__<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyIterator>> {
        PyList::new(py, moves_to_py(self.0.legal_moves()))?.try_iter()
    }

    /// Whether ``move`` is a legal ``Move`` here (the king's destination that names
    /// castling included, as ``is_legal`` reads it); False for anything that is no ``Move``.
    fn __contains__(&self, r#move: &Bound<'_, PyAny>) -> bool {
        r#move
            .cast::<PyMove>()
            .is_ok_and(|mv| mv.get().legal_in(&self.0).is_ok())
    }

    /// Whether there is a legal move.
    fn __bool__(&self) -> bool {
        self.0.count_legal_moves() > 0
    }

    fn __len__(&self) -> usize {
        self.count()
    }

    /// The number of legal moves.
    fn count(&self) -> usize {
        usize::try_from(self.0.count_legal_moves()).expect("a position has few legal moves")
    }

    /// ``<LegalMoveGenerator at 0x… (e4, Nf3, …)>``: the moves in SAN, as python-chess
    /// prints them.
    fn __repr__(slf: &Bound<'_, Self>) -> String {
        let position = &slf.get().0;
        let sans: Vec<String> = position
            .legal_moves()
            .iter()
            .map(|&mv| san(position, mv))
            .collect();
        format!(
            "<LegalMoveGenerator at {:#x} ({})>",
            slf.as_ptr() as usize,
            sans.join(", ")
        )
    }
}
