//! The immutable `Position`: a legal CRC position with its legal moves, notation, checks,
//! game-end predicates and perft.

use crc_rules_core::{Color, File, Piece, Rank, Role, Square};
use crc_rules_game::{has_insufficient_material as side_cannot_mate, parse_san, san};
use crc_rules_movegen::{check_perft_depth, Position};
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyTuple};

use crate::errors;
use crate::legal_moves::PyLegalMoveGenerator;
use crate::moves::{moves_to_py, parse_any, resolve, MoveArg, PyMove};
use crate::perft_table::PyPerftTable;
use crate::vocabulary::{color_of, is_white, square_arg, PyPiece};

/// A board as text, rank 8 first: letters for pieces, ``.`` for empty squares.
pub(crate) fn diagram(position: &Position) -> String {
    let mut lines = Vec::new();
    for rank in Rank::ALL.iter().rev() {
        let row: Vec<String> = File::ALL
            .iter()
            .map(|&file| {
                let piece = position.board().piece_at(Square::from_coords(file, *rank));
                piece.map_or('.', Piece::char).to_string()
            })
            .collect();
        lines.push(row.join(" "));
    }
    lines.join("\n")
}

/// A legal CRC position: placement, side to move, castling rights, en-passant square and
/// clocks. Immutable: ``play`` returns a new position. Built only through validation, so
/// every ``Position`` can be played from.
#[pyclass(module = "crc_rules", name = "Position", frozen, from_py_object)]
#[derive(Clone, Copy)]
pub(crate) struct PyPosition(pub(crate) Position);

#[pymethods]
impl PyPosition {
    /// The position of an X-FEN or Shredder-FEN (see ``from_fen``).
    #[new]
    fn new(fen: &str) -> PyResult<PyPosition> {
        PyPosition::from_fen(fen)
    }

    /// Reads an X-FEN or Shredder-FEN and validates it; raises InvalidFenError with every
    /// reason when the text is no FEN or the position is not playable.
    #[staticmethod]
    fn from_fen(fen: &str) -> PyResult<PyPosition> {
        Position::from_fen(fen)
            .map(PyPosition)
            .map_err(errors::error)
    }

    /// Reads a FEN leniently: castling rights whose king or rook is not in place and an
    /// en-passant square no double step can have made are dropped. Returns the position and
    /// the reasons for what was dropped (empty when nothing was).
    #[staticmethod]
    fn from_fen_lenient(fen: &str) -> PyResult<(PyPosition, Vec<String>)> {
        let (position, dropped) = Position::from_fen_lenient(fen).map_err(errors::error)?;
        let reasons = dropped.reasons.iter().map(ToString::to_string).collect();
        Ok((PyPosition(position), reasons))
    }

    /// The start position of Scharnagl number ``number`` (1..48000).
    #[staticmethod]
    fn from_number(number: i64) -> PyResult<PyPosition> {
        let number = crate::numbering::number_arg(number)?;
        Position::from_number(number)
            .map(PyPosition)
            .map_err(errors::error)
    }

    /// The X-FEN; with ``shredder=True`` castling rights as file letters (Shredder-FEN).
    #[pyo3(signature = (shredder = false))]
    fn fen(&self, shredder: bool) -> String {
        if shredder {
            self.0
                .to_fen_with(crc_rules_core::CastlingNotation::Shredder)
        } else {
            self.0.to_fen()
        }
    }

    /// The side to move: True for White, False for Black.
    #[getter]
    fn turn(&self) -> bool {
        is_white(self.0.turn())
    }

    /// Half-moves since the last capture or pawn move.
    #[getter]
    fn halfmove_clock(&self) -> u32 {
        self.0.halfmove_clock()
    }

    /// The full-move number.
    #[getter]
    fn fullmove_number(&self) -> u32 {
        self.0.fullmove_number()
    }

    /// The en-passant square when an en-passant capture is legal, else None.
    #[getter]
    fn ep_square(&self) -> Option<u8> {
        self.0.legal_ep_square().map(|s| s as u8)
    }

    /// The squares of the rooks that still hold a castling right, ascending.
    #[getter]
    fn castling_rights(&self) -> Vec<u32> {
        let mut squares: Vec<u32> = Color::ALL
            .iter()
            .flat_map(|&c| crc_rules_core::CastlingSide::ALL.map(|s| self.0.castling_rook(c, s)))
            .flatten()
            .map(|s| s as u32)
            .collect();
        squares.sort_unstable();
        squares
    }

    /// The piece on ``square``, or None.
    fn piece_at(&self, square: i64) -> PyResult<Option<PyPiece>> {
        Ok(self.0.board().piece_at(square_arg(square)?).map(PyPiece))
    }

    /// Every piece by its square.
    fn piece_map<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let map = PyDict::new(py);
        for (square, piece) in self.0.board().pieces() {
            map.set_item(square as u8, PyPiece(piece))?;
        }
        Ok(map)
    }

    /// The square of ``color``'s king.
    fn king(&self, color: bool) -> u8 {
        let kings = self
            .0
            .board()
            .by_piece(Piece::new(color_of(color), Role::King));
        kings.first().expect("a position has both kings") as u8
    }

    /// The legal moves, as python-chess's ``Board.legal_moves``: a ``LegalMoveGenerator``
    /// to iterate (in generation order), ask ``move in``, ``len()`` or ``bool()``.
    #[getter]
    fn legal_moves(&self) -> PyLegalMoveGenerator {
        PyLegalMoveGenerator(self.0)
    }

    /// The legal captures (en passant included) and promotions.
    fn noisy_moves(&self) -> Vec<PyMove> {
        moves_to_py(self.0.noisy_moves())
    }

    /// Whether ``move`` (a Move or text in any notation) is legal here.
    fn is_legal(&self, r#move: MoveArg<'_>) -> bool {
        resolve(&self.0, &r#move).is_ok()
    }

    /// Whether the side to move is in check.
    fn is_check(&self) -> bool {
        self.0.is_check()
    }

    /// The squares of the pieces giving check, ascending.
    fn checkers(&self) -> Vec<u32> {
        self.0.checkers().into_iter().map(|s| s as u32).collect()
    }

    /// Whether the side to move is checkmated.
    fn is_checkmate(&self) -> bool {
        crc_rules_game::is_checkmate(&self.0)
    }

    /// Whether the side to move is stalemated.
    fn is_stalemate(&self) -> bool {
        crc_rules_game::is_stalemate(&self.0)
    }

    /// Whether neither side can win any more (then the game is drawn).
    fn is_insufficient_material(&self) -> bool {
        crc_rules_game::is_insufficient_material(&self.0)
    }

    /// Whether ``color`` can no longer win by any sequence of legal moves (the same answers
    /// as Fairy-Stockfish's ``has_insufficient_material``).
    fn has_insufficient_material(&self, color: bool) -> bool {
        side_cannot_mate(&self.0, color_of(color))
    }

    /// Whether the legal ``move`` takes a piece (en passant included; castling never does).
    fn is_capture(&self, r#move: MoveArg<'_>) -> PyResult<bool> {
        Ok(self.0.is_capture(resolve(&self.0, &r#move)?))
    }

    /// Whether the legal ``move`` gives check.
    fn gives_check(&self, r#move: MoveArg<'_>) -> PyResult<bool> {
        Ok(self.0.gives_check(resolve(&self.0, &r#move)?))
    }

    /// The SAN of the legal ``move``, as Fairy-Stockfish and XBoard write it.
    pub(crate) fn san(&self, r#move: MoveArg<'_>) -> PyResult<String> {
        Ok(san(&self.0, resolve(&self.0, &r#move)?))
    }

    /// The legal move that SAN ``text`` names (``Nf3``, ``Cxe5``, ``b8=C``, ``O-O``; a
    /// missing or extra ``x``, ``+`` or ``#`` is forgiven).
    pub(crate) fn parse_san(&self, text: &str) -> PyResult<PyMove> {
        parse_san(&self.0, text.trim())
            .map(PyMove::of)
            .map_err(errors::error)
    }

    /// The legal move that coordinate text names: ``e2e4``, ``b7b8c``, castling as king
    /// takes rook ``f1j1``, or as the king's destination where that is no king step.
    /// ``O-O`` and ``0-0`` are SAN, not coordinates: InvalidMoveError (``parse_san`` and
    /// ``parse_move`` read them).
    pub(crate) fn parse_uci(&self, text: &str) -> PyResult<PyMove> {
        self.0
            .parse_uci(text.trim())
            .map(PyMove::of)
            .map_err(errors::error)
    }

    /// The legal move that text in any notation names (coordinates or SAN).
    pub(crate) fn parse_move(&self, text: &str) -> PyResult<PyMove> {
        parse_any(&self.0, text).map(PyMove::of)
    }

    /// The position after the legal ``move`` (a Move or text in any notation).
    fn play(&self, r#move: MoveArg<'_>) -> PyResult<PyPosition> {
        let mv = resolve(&self.0, &r#move)?;
        let mut after = self.0;
        after.play_unchecked(mv);
        Ok(PyPosition(after))
    }

    /// The number of legal move sequences of ``depth`` plies (0..10); with ``table`` (a
    /// ``PerftTable``), counted through it, which keeps what it learnt for the next count.
    #[pyo3(signature = (depth, table = None))]
    fn perft(
        &self,
        py: Python<'_>,
        depth: i64,
        table: Option<&Bound<'_, PyPerftTable>>,
    ) -> PyResult<u64> {
        let depth = check_perft_depth(depth, false).map_err(errors::error)?;
        let position = self.0;
        Ok(match table {
            Some(table) => {
                let table = &table.get().0;
                py.detach(|| position.perft_in(depth, table))
            }
            None => py.detach(|| position.perft(depth)),
        })
    }

    /// Perft split by the first move: each legal move with its leaf count (1..10 plies).
    fn divide(&self, py: Python<'_>, depth: i64) -> PyResult<Vec<(PyMove, u64)>> {
        let depth = check_perft_depth(depth, true).map_err(errors::error)?;
        let position = self.0;
        let counts = py
            .detach(|| position.divide(depth))
            .map_err(errors::error)?;
        Ok(counts
            .into_iter()
            .map(|(m, n)| (PyMove::of(m), n))
            .collect())
    }

    /// The zobrist key: placement, side to move, castling rights and en-passant square.
    fn zobrist_hash(&self) -> u64 {
        self.0.key()
    }

    fn __eq__(&self, other: &Bound<'_, PyAny>) -> bool {
        other
            .cast::<PyPosition>()
            .is_ok_and(|other| other.get().0 == self.0)
    }

    fn __hash__(&self) -> u64 {
        self.0.key()
    }

    fn __str__(&self) -> String {
        diagram(&self.0)
    }

    fn __repr__(&self) -> String {
        format!("Position('{}')", self.0.to_fen())
    }

    /// The diagram Jupyter shows: 400 px, a king in check marked (``crc_rules.svg.board``
    /// draws others).
    fn _repr_svg_(&self) -> String {
        crate::diagram::repr_svg(&self.0, None)
    }

    fn __reduce__<'py>(slf: &Bound<'py, Self>) -> PyResult<Bound<'py, PyTuple>> {
        let fen = slf.get().0.to_fen();
        (slf.get_type(), (fen,)).into_pyobject(slf.py())
    }
}
