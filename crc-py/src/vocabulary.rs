//! The vocabulary of positions, as python-chess shapes it: squares are integers (here a1 = 0
//! … j8 = 79, `rank * 10 + file`), colours are `True` (White) and `False` (Black), piece types
//! are integers (PAWN = 1 … KING = 6 as in python-chess, ARCHBISHOP = 7, CHANCELLOR = 8), and
//! `Piece` is a type and a colour; with the module's tables of names and numbers.

use crc_rules_core::{Color, ErrorKind, File, Piece, Rank, Role, Square, SQUARE_COUNT};
use pyo3::prelude::*;
use pyo3::types::PyTuple;

use crate::errors;

pub(crate) const WHITE: bool = true;

pub(crate) fn color_of(white: bool) -> Color {
    if white {
        Color::White
    } else {
        Color::Black
    }
}

pub(crate) fn is_white(color: Color) -> bool {
    color == Color::White
}

/// A square from a Python integer, with a clear error outside 0..79.
pub(crate) fn square_arg(index: i64) -> PyResult<Square> {
    u32::try_from(index)
        .ok()
        .and_then(Square::new)
        .ok_or_else(|| {
            errors::raise(
                ErrorKind::InvalidSquare,
                format!("square {index} is out of range: squares run from 0 (a1) to 79 (j8)"),
            )
        })
}

/// The python-chess style number of a role: PAWN = 1 … KING = 6, ARCHBISHOP = 7,
/// CHANCELLOR = 8.
pub(crate) fn piece_type(role: Role) -> u8 {
    match role {
        Role::Pawn => 1,
        Role::Knight => 2,
        Role::Bishop => 3,
        Role::Rook => 4,
        Role::Queen => 5,
        Role::King => 6,
        Role::Archbishop => 7,
        Role::Chancellor => 8,
    }
}

pub(crate) fn role_arg(piece_type: i64) -> PyResult<Role> {
    Ok(match piece_type {
        1 => Role::Pawn,
        2 => Role::Knight,
        3 => Role::Bishop,
        4 => Role::Rook,
        5 => Role::Queen,
        6 => Role::King,
        7 => Role::Archbishop,
        8 => Role::Chancellor,
        _ => {
            return Err(errors::raise(
                ErrorKind::InvalidArgument,
                format!("piece type {piece_type} is unknown: expected 1 (PAWN) to 8 (CHANCELLOR)"),
            ))
        }
    })
}

/// The index of a square from its file (0..9) and rank (0..7).
#[pyfunction]
pub(crate) fn square(file_index: i64, rank_index: i64) -> PyResult<u8> {
    let file = u32::try_from(file_index).ok().and_then(File::new);
    let rank = u32::try_from(rank_index).ok().and_then(Rank::new);
    match (file, rank) {
        (Some(file), Some(rank)) => Ok(Square::from_coords(file, rank) as u8),
        _ => Err(errors::raise(
            ErrorKind::InvalidSquare,
            format!(
                "no square has file index {file_index} and rank index {rank_index}: files \
                 run from 0 (a) to 9 (j), ranks from 0 (1) to 7 (8)"
            ),
        )),
    }
}

/// The file index of a square: 0 (a) to 9 (j).
#[pyfunction]
pub(crate) fn square_file(square: i64) -> PyResult<u8> {
    Ok(square_arg(square)?.file() as u8)
}

/// The rank index of a square: 0 (rank 1) to 7 (rank 8).
#[pyfunction]
pub(crate) fn square_rank(square: i64) -> PyResult<u8> {
    Ok(square_arg(square)?.rank() as u8)
}

/// The name of a square, such as ``"e4"``.
#[pyfunction]
pub(crate) fn square_name(square: i64) -> PyResult<String> {
    Ok(square_arg(square)?.to_string())
}

/// The square named ``name`` (``"a1"`` … ``"j8"``).
#[pyfunction]
pub(crate) fn parse_square(name: &str) -> PyResult<u8> {
    name.parse::<Square>()
        .map(|s| s as u8)
        .map_err(errors::error)
}

/// The letter of a piece type, lower case: ``"p"``, ``"n"``, … ``"a"``, ``"c"``.
#[pyfunction]
pub(crate) fn piece_symbol(piece_type: i64) -> PyResult<String> {
    Ok(role_arg(piece_type)?.char().to_string())
}

/// The name of a piece type: ``"pawn"``, … ``"archbishop"``, ``"chancellor"``.
#[pyfunction]
pub(crate) fn piece_name(piece_type: i64) -> PyResult<&'static str> {
    Ok(role_arg(piece_type)?.name())
}

/// A piece: its type and colour.
#[pyclass(module = "crc_rules", name = "Piece", frozen, eq, hash, from_py_object)]
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) struct PyPiece(pub(crate) Piece);

#[pymethods]
impl PyPiece {
    /// A piece of ``piece_type`` (PAWN … CHANCELLOR) and ``color`` (WHITE = True).
    #[new]
    fn new(piece_type: i64, color: bool) -> PyResult<PyPiece> {
        Ok(PyPiece(Piece::new(color_of(color), role_arg(piece_type)?)))
    }

    /// The piece of a letter: upper case White, lower case Black (``"A"``, ``"c"``, …).
    #[staticmethod]
    fn from_symbol(symbol: &str) -> PyResult<PyPiece> {
        symbol.parse::<Piece>().map(PyPiece).map_err(errors::error)
    }

    /// The piece type: PAWN = 1 … KING = 6, ARCHBISHOP = 7, CHANCELLOR = 8.
    #[getter]
    fn piece_type(&self) -> u8 {
        piece_type(self.0.role)
    }

    /// The colour: True for White, False for Black.
    #[getter]
    fn color(&self) -> bool {
        is_white(self.0.color)
    }

    /// The letter: upper case White, lower case Black.
    fn symbol(&self) -> String {
        self.0.char().to_string()
    }

    fn __str__(&self) -> String {
        self.symbol()
    }

    fn __repr__(&self) -> String {
        format!("Piece.from_symbol('{}')", self.0.char())
    }

    fn __reduce__<'py>(slf: &Bound<'py, Self>) -> PyResult<Bound<'py, PyTuple>> {
        let me = slf.get();
        let args = (me.piece_type(), me.color());
        (slf.get_type(), args).into_pyobject(slf.py())
    }
}

/// Adds the tables of names and numbers, computed from crc-rules-core's squares and pieces so that
/// they are written nowhere else; a `const` could not hold them.
pub(crate) fn add_constants(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add("WHITE", WHITE)?;
    m.add("BLACK", !WHITE)?;
    m.add("COLORS", [WHITE, !WHITE])?;
    for (name, role) in [
        ("PAWN", Role::Pawn),
        ("KNIGHT", Role::Knight),
        ("BISHOP", Role::Bishop),
        ("ROOK", Role::Rook),
        ("QUEEN", Role::Queen),
        ("KING", Role::King),
        ("ARCHBISHOP", Role::Archbishop),
        ("CHANCELLOR", Role::Chancellor),
    ] {
        m.add(name, piece_type(role))?;
    }
    m.add("PIECE_TYPES", (1..=8).collect::<Vec<u32>>())?;
    m.add(
        "FILE_NAMES",
        File::ALL.map(|f| f.char().to_string()).to_vec(),
    )?;
    m.add(
        "RANK_NAMES",
        Rank::ALL.map(|r| r.char().to_string()).to_vec(),
    )?;
    m.add("SQUARES", (0..SQUARE_COUNT as u32).collect::<Vec<u32>>())?;
    m.add("SQUARE_NAMES", Square::ALL.map(|s| s.to_string()).to_vec())?;
    m.add("CAPABLANCA_FEN", crc_rules_core::CAPABLANCA_FEN)?;
    Ok(())
}
