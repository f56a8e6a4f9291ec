//! Squares, piece types, `Piece`, `Move` and the immutable `Position`.
//!
//! The shapes follow python-chess: squares are integers (here a1 = 0 … j8 = 79, `rank * 10 +
//! file`), colours are `True` (White) and `False` (Black), piece types are integers (PAWN = 1
//! … KING = 6 as in python-chess, ARCHBISHOP = 7, CHANCELLOR = 8), a `Move` is from, to and
//! promotion.

use crc_rules_core::{Color, ErrorKind, File, Piece, Rank, Role, Square, SQUARE_COUNT};
use crc_rules_game::{cannot_win, parse_san, san};
use crc_rules_movegen::{Move, ParseMoveError, Position, UciMove, MAX_PERFT_DEPTH};
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyTuple};

use crate::errors;
use crate::perft_table::PyPerftTable;

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
            Ok(UciMove::Castle(_)) => Err(errors::raise(
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
    mv.uci_move().to_move(position).map_err(|reason| {
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

pub(crate) fn is_checkmate(position: &Position) -> bool {
    position.is_check() && position.count_legal_moves() == 0
}

pub(crate) fn is_stalemate(position: &Position) -> bool {
    !position.is_check() && position.count_legal_moves() == 0
}

pub(crate) fn is_insufficient_material(position: &Position) -> bool {
    cannot_win(position, Color::White) && cannot_win(position, Color::Black)
}

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

    /// Every legal move, in generation order.
    pub(crate) fn legal_moves(&self) -> Vec<PyMove> {
        moves_to_py(self.0.legal_moves())
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
        is_checkmate(&self.0)
    }

    /// Whether the side to move is stalemated.
    fn is_stalemate(&self) -> bool {
        is_stalemate(&self.0)
    }

    /// Whether neither side can win any more (then the game is drawn).
    fn is_insufficient_material(&self) -> bool {
        is_insufficient_material(&self.0)
    }

    /// Whether ``color`` can no longer win by any sequence of legal moves (the same answers
    /// as Fairy-Stockfish's ``has_insufficient_material``).
    fn has_insufficient_material(&self, color: bool) -> bool {
        cannot_win(&self.0, color_of(color))
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
    /// takes rook ``f1j1``, ``O-O``/``O-O-O``, or the king's destination where unambiguous.
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
        let depth = perft_depth(depth)?;
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
        let depth = perft_depth(depth)?;
        if depth == 0 {
            return Err(errors::raise(
                ErrorKind::InvalidArgument,
                "divide needs a depth of at least 1: it splits by the first move",
            ));
        }
        let position = self.0;
        let counts = py.detach(|| position.divide(depth));
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

fn perft_depth(depth: i64) -> PyResult<u32> {
    u32::try_from(depth)
        .ok()
        .filter(|&d| d <= MAX_PERFT_DEPTH)
        .ok_or_else(|| {
            errors::raise(
                ErrorKind::InvalidArgument,
                format!("perft depth {depth} is out of range: 0 to {MAX_PERFT_DEPTH}"),
            )
        })
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
