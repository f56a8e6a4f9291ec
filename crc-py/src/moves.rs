//! `Move`: from a square to a square, with the piece type a pawn promotes to, and the moves
//! a call takes as a `Move` or as text, read against a position.

use crc_rules_core::{ErrorKind, Role, Square};
use crc_rules_movegen::{IllegalReason, Move, ParseMoveError, Position, UciMove};
use pyo3::prelude::*;
use pyo3::types::PyTuple;

use crate::errors;
use crate::vocabulary::{piece_type, role_arg, square_arg};

/// A move: from a square to a square, with the piece type a pawn promotes to.
///
/// Castling is written king takes own rook (``f1j1``), as XBoard and Fairy-Stockfish write it
/// in CRC; a position also accepts the king's destination (``f1i1``) where that is no
/// ordinary king move. A ``Move`` is only syntax: a position decides whether it is legal.
#[pyclass(module = "crc_rules", name = "Move", frozen, eq, hash, from_py_object)]
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) struct PyMove {
    pub(crate) from: Square,
    pub(crate) to: Square,
    promotion: Option<Role>,
}

impl PyMove {
    pub(crate) fn of(mv: Move) -> PyMove {
        PyMove {
            from: mv.from(),
            to: mv.to(),
            promotion: mv.promotion(),
        }
    }

    fn uci_move(&self) -> UciMove {
        UciMove::Normal {
            from: self.from,
            to: self.to,
            promotion: self.promotion,
        }
    }

    /// The legal move this names in `position` (castling also as the king's destination).
    pub(crate) fn legal_in(&self, position: &Position) -> Result<Move, IllegalReason> {
        self.uci_move().to_move(position)
    }
}

#[pymethods]
impl PyMove {
    /// The move from ``from_square`` to ``to_square``; ``promotion`` is the piece type a pawn
    /// becomes (QUEEN, CHANCELLOR, ARCHBISHOP, ROOK, BISHOP or KNIGHT).
    #[new]
    #[pyo3(signature = (from_square, to_square, promotion = None))]
    fn new(from_square: i64, to_square: i64, promotion: Option<i64>) -> PyResult<PyMove> {
        let promotion = promotion.map(role_arg).transpose()?;
        if let Some(role) = promotion.filter(|r| !Role::PROMOTIONS.contains(r)) {
            return Err(errors::raise(
                ErrorKind::InvalidArgument,
                format!(
                    "a pawn cannot promote to a {}: it becomes a queen, chancellor, \
                     archbishop, rook, bishop or knight",
                    role.name()
                ),
            ));
        }
        Ok(PyMove {
            from: square_arg(from_square)?,
            to: square_arg(to_square)?,
            promotion,
        })
    }

    /// The move in coordinates: ``e2e4``, ``b7b8c``, castling as king takes rook ``f1j1``.
    #[staticmethod]
    fn from_uci(text: &str) -> PyResult<PyMove> {
        match text.parse::<UciMove>() {
            Ok(UciMove::Normal {
                from,
                to,
                promotion,
            }) => Ok(PyMove {
                from,
                to,
                promotion,
            }),
            Err(_) if matches!(text, "O-O" | "0-0" | "O-O-O" | "0-0-0") => Err(errors::raise(
                ErrorKind::InvalidMove,
                format!(
                    "'{text}' names no squares: a Move is written in coordinates, castling as \
                     king takes rook (f1j1); play {text} with Game.push_san or \
                     Position.parse_san"
                ),
            )),
            Err(error) => Err(errors::error(error)),
        }
    }

    /// The square the piece leaves (the king's, for castling).
    #[getter(from_square)]
    fn origin(&self) -> u8 {
        self.from as u8
    }

    /// The destination (the castling rook's square, for castling).
    #[getter(to_square)]
    fn destination(&self) -> u8 {
        self.to as u8
    }

    /// The piece type a pawn promotes to, or None.
    #[getter]
    fn promotion(&self) -> Option<u8> {
        self.promotion.map(piece_type)
    }

    /// The move in coordinates (``e2e4``, ``b7b8c``, ``f1j1``).
    fn uci(&self) -> String {
        self.uci_move().to_string()
    }

    fn __str__(&self) -> String {
        self.uci()
    }

    fn __repr__(&self) -> String {
        format!("Move.from_uci('{}')", self.uci())
    }

    fn __reduce__<'py>(slf: &Bound<'py, Self>) -> PyResult<Bound<'py, PyTuple>> {
        let me = slf.get();
        let args = (me.origin(), me.destination(), me.promotion());
        (slf.get_type(), args).into_pyobject(slf.py())
    }
}

/// A move given as a `Move` or as text in any notation.
#[derive(FromPyObject)]
pub(crate) enum MoveArg<'py> {
    Move(PyRef<'py, PyMove>),
    Text(String),
}

/// The legal move that `mv` names in `position`.
pub(crate) fn resolve_move(position: &Position, mv: &PyMove) -> PyResult<Move> {
    mv.legal_in(position).map_err(|reason| {
        errors::error(ParseMoveError::Illegal {
            text: mv.uci(),
            reason,
        })
    })
}

/// The legal move that `text` names in `position`: coordinates or SAN.
pub(crate) fn parse_any(position: &Position, text: &str) -> PyResult<Move> {
    crc_rules_game::parse_move(position, text).map_err(errors::error)
}

pub(crate) fn resolve(position: &Position, arg: &MoveArg<'_>) -> PyResult<Move> {
    match arg {
        MoveArg::Move(mv) => resolve_move(position, mv),
        MoveArg::Text(text) => parse_any(position, text),
    }
}

pub(crate) fn moves_to_py(moves: impl IntoIterator<Item = Move>) -> Vec<PyMove> {
    moves.into_iter().map(PyMove::of).collect()
}
