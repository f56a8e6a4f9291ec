//! Diagrams: `crc_rules.svg.board` (python-chess's `chess.svg.board`), its `Arrow`, and the
//! `_repr_svg_` that makes Jupyter show a `Position` or a `Game` as a board.

use std::collections::HashMap;

use crc_rules_core::ErrorKind;
use crc_rules_svg::{Arrow, ArrowColor, Colors, Options, Size};
use pyo3::prelude::*;

use crate::errors;
use crate::game::PyGame;
use crate::moves::PyMove;
use crate::position::PyPosition;
use crate::vocabulary::square_arg;

/// An arrow over a diagram, from the centre of ``tail`` to the centre of ``head`` (a ring
/// round the square when they are the same), as python-chess's ``chess.svg.Arrow``.
/// ``color`` is ``"green"``, ``"red"``, ``"yellow"``, ``"blue"`` (the diagram's colours of
/// those names) or ``"#rrggbb"``.
#[pyclass(
    module = "crc_rules.svg",
    name = "Arrow",
    frozen,
    eq,
    hash,
    from_py_object
)]
#[derive(Clone, PartialEq, Eq, Hash)]
pub(crate) struct PyArrow {
    arrow: Arrow,
    color: String,
}

#[pymethods]
impl PyArrow {
    /// An arrow from ``tail`` to ``head`` (squares 0..79) in ``color``.
    #[new]
    #[pyo3(signature = (tail, head, *, color = "green"))]
    fn new(tail: i64, head: i64, color: &str) -> PyResult<PyArrow> {
        let arrow_color: ArrowColor = color.parse().map_err(error)?;
        Ok(PyArrow {
            arrow: Arrow {
                tail: square_arg(tail)?,
                head: square_arg(head)?,
                color: arrow_color,
            },
            color: color.to_owned(),
        })
    }

    /// The arrow of PGN's ``[%cal]`` text: an optional colour letter ``G``, ``R``, ``Y`` or
    /// ``B`` (green by default) and two squares, such as ``"Ge2e4"``.
    #[staticmethod]
    fn from_pgn(text: &str) -> PyResult<PyArrow> {
        let arrow: Arrow = text.parse().map_err(error)?;
        let color = arrow.color.to_string();
        Ok(PyArrow { arrow, color })
    }

    /// The square the arrow starts on.
    #[getter]
    fn tail(&self) -> u8 {
        self.arrow.tail as u8
    }

    /// The square it points to.
    #[getter]
    fn head(&self) -> u8 {
        self.arrow.head as u8
    }

    /// Its colour, as given.
    #[getter]
    fn color(&self) -> &str {
        &self.color
    }

    /// The ``[%cal]`` text: ``"Ge2e4"`` (no letter for a colour of its own).
    fn pgn(&self) -> String {
        self.arrow.to_string()
    }

    fn __repr__(&self) -> String {
        format!(
            "Arrow({}, {}, color='{}')",
            self.arrow.tail as u8, self.arrow.head as u8, self.color
        )
    }
}

fn error(reason: impl ToString) -> PyErr {
    errors::raise(ErrorKind::InvalidArgument, reason.to_string())
}

/// What a diagram shows: a `Position` or a `Game` (its current position).
#[derive(FromPyObject)]
pub(crate) enum BoardArg<'py> {
    Position(PyRef<'py, PyPosition>),
    Game(PyRef<'py, PyGame>),
}

/// An arrow given as an `Arrow` or a `(tail, head)` pair.
#[derive(FromPyObject)]
enum ArrowArg<'py> {
    Arrow(PyRef<'py, PyArrow>),
    Pair(i64, i64),
}

/// The SVG diagram of ``board`` (a Position or a Game), with python-chess's options of
/// ``chess.svg.board``: ``orientation`` (WHITE or BLACK at the bottom, reversed by
/// ``flipped``), ``lastmove`` (a Move, its two squares highlighted), ``check`` (a king's
/// square, marked), ``arrows`` (Arrows or ``(tail, head)`` pairs), ``fill`` (square to
/// ``"#rrggbb"``), ``size`` (the width in px, 16..16384; None for an SVG that scales),
/// ``coordinates`` and ``colors`` (python-chess's names: ``"square light"``, ``"square dark
/// lastmove"``, ``"coord"``, ``"arrow red"``, …, and ``"check"``, ``"fill"``). Raises
/// CrcError for any value out of range.
#[pyfunction]
#[pyo3(signature = (
    board, *, orientation = true, lastmove = None, check = None, arrows = None, fill = None,
    size = None, coordinates = true, colors = None, flipped = false
))]
#[allow(clippy::too_many_arguments)]
pub(crate) fn svg_board(
    board: BoardArg<'_>,
    orientation: bool,
    lastmove: Option<PyRef<'_, PyMove>>,
    check: Option<i64>,
    arrows: Option<&Bound<'_, PyAny>>,
    fill: Option<HashMap<i64, String>>,
    size: Option<i64>,
    coordinates: bool,
    colors: Option<HashMap<String, String>>,
    flipped: bool,
) -> PyResult<String> {
    let position = match &board {
        BoardArg::Position(position) => position.0,
        BoardArg::Game(game) => *game.position(),
    };
    let size = size.map(Size::try_from).transpose().map_err(error)?;
    let mut palette = Colors::default();
    for (name, color) in colors.unwrap_or_default() {
        palette
            .set(&name, color.parse().map_err(error)?)
            .map_err(error)?;
    }
    let mut arrow_list = Vec::new();
    if let Some(arrows) = arrows {
        for item in arrows.try_iter()? {
            arrow_list.push(match item?.extract::<ArrowArg<'_>>()? {
                ArrowArg::Arrow(arrow) => arrow.arrow,
                ArrowArg::Pair(tail, head) => Arrow::new(square_arg(tail)?, square_arg(head)?),
            });
        }
    }
    let fill = fill
        .unwrap_or_default()
        .into_iter()
        .map(|(square, color)| Ok((square_arg(square)?, color.parse().map_err(error)?)))
        .collect::<PyResult<_>>()?;
    let options = Options {
        size,
        flipped: orientation == flipped,
        coordinates,
        last_move: lastmove.map(|m| (m.from, m.to)),
        check: check.map(square_arg).transpose()?,
        fill,
        arrows: arrow_list,
        colors: palette,
    };
    Ok(crc_rules_svg::board(position.board(), &options))
}
