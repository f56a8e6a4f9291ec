//! `crc_rules.pyffish`: the functions of Fairy-Stockfish's Python binding `pyffish` (0.0.90)
//! that a CRC server calls, with pyffish's signatures and return conventions, for the
//! variants `caparandom` and `capablanca`.
//!
//! Fairy-Stockfish's conventions are kept where they differ from X-FEN and from the rest of
//! this package:
//! - "960 mode" is variant `caparandom`, or `capablanca` with `chess960` true. There castling
//!   is written king takes own rook (`f1j1`) and FEN castling rights as file letters (`JAja`);
//!   otherwise castling is written as the king's destination (`f1i1`; king takes rook where
//!   an ordinary king move goes to that square too) and rights as `KQkq`.
//! - The FEN's en-passant square is written after every double step that an enemy pawn
//!   attacks, whether or not the capture is legal (X-FEN writes it only when it is legal).
//! - Draws that end a game automatically under FIDE-style rules (fivefold repetition, the
//!   75-move rule) and insufficient material are not game ends: `is_optional_game_end`
//!   reports threefold repetition and the fifty-move rule (which they imply),
//!   `has_insufficient_material` reports material per side, and `is_immediate_game_end` is
//!   never true in these variants.
//! - `game_result` is `-VALUE_MATE` when the side to move is in check and `VALUE_DRAW`
//!   otherwise: the checkmate or stalemate value, meaningful when no legal move is left.
//!
//! Where the answer cannot be the same, this module raises instead (see the package README).

use crc_core::Color;
use crc_game::cannot_win;
use crc_game::fairy::{
    self, FairyMoveError, Replay, ReplayError, FEN_INVALID_PROMOTED_PIECE, FEN_OK, NOTATIONS,
    OPTIONS, VALUE_DRAW, VALUE_MATE,
};
use crc_movegen::Position;
use pyo3::prelude::*;
use pyo3::types::{PyList, PyString, PyTuple};

use crate::{CrcError, IllegalMoveError, InvalidFenError, InvalidMoveError};

/// pyffish's default notation, `NOTATION_DEFAULT`.
const NOTATION_DEFAULT: i32 = 0;

/// A flag argument read as pyffish reads it: any object, by its truth value.
struct Flag(bool);

impl<'a, 'py> FromPyObject<'a, 'py> for Flag {
    type Error = PyErr;

    fn extract(obj: Borrowed<'a, 'py, PyAny>) -> PyResult<Flag> {
        Ok(Flag(obj.is_truthy()?))
    }
}

/// Whether Fairy-Stockfish's 960 conventions apply; ValueError for any other variant.
fn chess960_mode(variant: &str, chess960: &Flag) -> PyResult<bool> {
    fairy::chess960_mode(variant, chess960.0).map_err(|e| CrcError::new_err(e.to_string()))
}

fn fen_error(error: crc_movegen::FenError) -> PyErr {
    InvalidFenError::new_err(error.to_string())
}

/// The error for move text that names no legal move in Fairy-Stockfish's coordinates;
/// `place` says where it stands, `position` is where it was played.
fn move_error(error: FairyMoveError, place: &str, position: &Position) -> PyErr {
    let message = format!("{error} ({place}, in {})", position.to_fen());
    match error {
        FairyMoveError::Syntax(_) => InvalidMoveError::new_err(message),
        _ => IllegalMoveError::new_err(message),
    }
}

fn replay_error(error: ReplayError) -> PyErr {
    match error {
        ReplayError::Fen(error) => fen_error(error),
        ReplayError::Move {
            error: FairyMoveError::Syntax(_),
            ..
        } => InvalidMoveError::new_err(error.to_string()),
        ReplayError::Move { .. } => IllegalMoveError::new_err(error.to_string()),
    }
}

/// The legal move `text` after `replay`, asked about by a function.
fn asked_move(replay: &Replay, text: &str, chess960: bool) -> PyResult<crc_movegen::Move> {
    replay
        .find(text, chess960)
        .map_err(|e| move_error(e, "the move asked about", replay.position()))
}

/// A move in `notation`; ValueError for a notation that does not describe these variants.
fn notation_text(position: &Position, mv: crc_movegen::Move, notation: i32) -> PyResult<String> {
    fairy::notation_text(position, mv, notation).map_err(|e| CrcError::new_err(e.to_string()))
}

/// The position after `moves` from `fen` in `variant`, and whether 960 conventions apply.
fn replay(variant: &str, fen: &str, moves: &[String], chess960: &Flag) -> PyResult<(Replay, bool)> {
    let chess960 = chess960_mode(variant, chess960)?;
    Ok((
        Replay::new(fen, moves, chess960).map_err(replay_error)?,
        chess960,
    ))
}

/// Defines a function of pyffish's signature `(variant, fen, moves, chess960=False)` that
/// answers from the position after `moves` from `fen`: `$replay` names the [`Replay`] in its
/// body. ValueError for an unknown variant, a bad FEN or a move that is not legal.
macro_rules! after_moves {
    ($(#[$doc:meta])* fn $name:ident($replay:ident) -> $answer:ty $body:block) => {
        $(#[$doc])*
        #[pyfunction]
        #[pyo3(
            signature = (variant, fen, moves, chess960 = Flag(false)),
            text_signature = "(variant, fen, moves, chess960=False)"
        )]
        fn $name(
            variant: &str,
            fen: &str,
            moves: Vec<String>,
            chess960: Flag,
        ) -> PyResult<$answer> {
            let ($replay, _) = replay(variant, fen, &moves, &chess960)?;
            $body
        }
    };
}

/// The legal moves after ``moves`` from ``fen``, in Fairy-Stockfish's coordinates.
///
/// Castling is king takes own rook (``f1j1``) in 960 mode (variant ``caparandom``, or
/// ``chess960`` true) and the king's destination (``f1i1``) otherwise. The order is this
/// package's generation order, not Fairy-Stockfish's. ValueError for an unknown variant, a
/// bad FEN or a move of ``moves`` that is not legal.
#[pyfunction]
#[pyo3(
    signature = (variant, fen, moves, chess960 = Flag(false)),
    text_signature = "(variant, fen, moves, chess960=False)"
)]
fn legal_moves<'py>(
    py: Python<'py>,
    variant: &str,
    fen: &str,
    moves: Vec<String>,
    chess960: Flag,
) -> PyResult<Bound<'py, PyList>> {
    let (replay, chess960) = replay(variant, fen, &moves, &chess960)?;
    let position = replay.position();
    let mut text = String::with_capacity(5);
    let texts = position.legal_moves().into_iter().map(|mv| {
        text.clear();
        fairy::push_fsf_uci(&mut text, position, mv, chess960);
        PyString::new(py, &text)
    });
    PyList::new(py, texts)
}

/// The FEN after ``moves`` from ``fen``, as Fairy-Stockfish writes it: castling rights as
/// file letters in 960 mode and ``KQkq`` otherwise; the en-passant square after every double
/// step an enemy pawn attacks. With ``sfen`` true the SFEN Fairy-Stockfish writes; with
/// ``showPromoted`` a ``~`` after each piece that was a pawn. ``countStarted`` changes
/// nothing in these variants (no counting rule applies).
#[pyfunction]
#[pyo3(
    signature = (variant, fen, moves, chess960 = Flag(false), sfen = Flag(false), showPromoted = Flag(false), countStarted = 0),
    text_signature = "(variant, fen, moves, chess960=False, sfen=False, showPromoted=False, countStarted=0)"
)]
#[allow(non_snake_case)]
fn get_fen(
    variant: &str,
    fen: &str,
    moves: Vec<String>,
    chess960: Flag,
    sfen: Flag,
    showPromoted: Flag,
    countStarted: i64,
) -> PyResult<String> {
    let _ = countStarted;
    let (replay, chess960) = replay(variant, fen, &moves, &chess960)?;
    Ok(if sfen.0 {
        replay.sfen()
    } else {
        replay.fen_with(chess960, showPromoted.0)
    })
}

/// The SAN of ``move`` (Fairy-Stockfish's coordinates) in ``fen``; ``notation``
/// NOTATION_LAN gives long algebraic notation. ValueError for a move that is not legal
/// (pyffish answers with a meaningless text there).
#[pyfunction]
#[pyo3(
    signature = (variant, fen, r#move, chess960 = Flag(false), notation = NOTATION_DEFAULT),
    text_signature = "(variant, fen, move, chess960=False, notation=0)"
)]
fn get_san(
    variant: &str,
    fen: &str,
    r#move: &str,
    chess960: Flag,
    notation: i32,
) -> PyResult<String> {
    let chess960 = chess960_mode(variant, &chess960)?;
    let replay = Replay::load(fen).map_err(fen_error)?;
    let mv = asked_move(&replay, r#move, chess960)?;
    notation_text(replay.position(), mv, notation)
}

/// The SAN of each move of ``moves`` from ``fen``, in order (``notation`` as in
/// ``get_san``). ValueError at the first move that is not legal.
#[pyfunction]
#[pyo3(
    signature = (variant, fen, movelist, chess960 = Flag(false), notation = NOTATION_DEFAULT),
    text_signature = "(variant, fen, movelist, chess960=False, notation=0)"
)]
fn get_san_moves(
    variant: &str,
    fen: &str,
    movelist: Vec<String>,
    chess960: Flag,
    notation: i32,
) -> PyResult<Vec<String>> {
    let chess960 = chess960_mode(variant, &chess960)?;
    let mut replay = Replay::load(fen).map_err(fen_error)?;
    let mut out = Vec::with_capacity(movelist.len());
    for (ply, text) in movelist.iter().enumerate() {
        let mv = replay.find(text, chess960).map_err(|e| {
            move_error(
                e,
                &format!("move {} of the list", ply + 1),
                replay.position(),
            )
        })?;
        out.push(notation_text(replay.position(), mv, notation)?);
        replay.play(mv);
    }
    Ok(out)
}

after_moves! {
    /// Whether the side to move is in check after ``moves`` from ``fen`` (pyffish's name for
    /// it).
    fn gives_check(replay) -> bool {
        Ok(replay.position().is_check())
    }
}

/// Whether ``move`` takes a piece after ``moves`` from ``fen`` (en passant included,
/// castling never). ValueError for a move that is not legal.
#[pyfunction]
#[pyo3(
    signature = (variant, fen, moves, r#move, chess960 = Flag(false)),
    text_signature = "(variant, fen, moves, move, chess960=False)"
)]
fn is_capture(
    variant: &str,
    fen: &str,
    moves: Vec<String>,
    r#move: &str,
    chess960: Flag,
) -> PyResult<bool> {
    let (replay, chess960) = replay(variant, fen, &moves, &chess960)?;
    let mv = asked_move(&replay, r#move, chess960)?;
    Ok(replay.position().is_capture(mv))
}

after_moves! {
    /// The result for the side to move, as pyffish gives it: ``-VALUE_MATE`` (-32000) when it
    /// is in check, ``VALUE_DRAW`` (0) otherwise. Meaningful when it has no legal move
    /// (checkmate or stalemate), which is when pyffish's callers ask.
    fn game_result(replay) -> i32 {
        Ok(if replay.position().is_check() {
            -VALUE_MATE
        } else {
            VALUE_DRAW
        })
    }
}

after_moves! {
    /// ``(False, 0)``: no rule of these variants ends a game at once apart from checkmate and
    /// stalemate, which pyffish reports through ``legal_moves`` and ``game_result``. The FEN and
    /// the moves are still checked.
    fn is_immediate_game_end(_replay) -> (bool, i32) {
        Ok((false, VALUE_DRAW))
    }
}

/// ``(True, 0)`` when a draw can be claimed after ``moves`` from ``fen``: the position has
/// occurred three times since the FEN (positions equal as Fairy-Stockfish's key counts
/// them), or the half-move clock is at least 100 and the side to move is not checkmated;
/// else ``(False, 0)`` (pyffish leaves the second value undefined then).
#[pyfunction]
#[pyo3(
    signature = (variant, fen, moves, chess960 = Flag(false), countStarted = 0),
    text_signature = "(variant, fen, moves, chess960=False, countStarted=0)"
)]
#[allow(non_snake_case)]
fn is_optional_game_end(
    variant: &str,
    fen: &str,
    moves: Vec<String>,
    chess960: Flag,
    countStarted: i64,
) -> PyResult<(bool, i32)> {
    let _ = countStarted;
    let (replay, _) = replay(variant, fen, &moves, &chess960)?;
    Ok((replay.optional_game_end(), VALUE_DRAW))
}

after_moves! {
    /// For White and for Black, whether that side can no longer win (the same answers as
    /// pyffish).
    fn has_insufficient_material(replay) -> (bool, bool) {
        let position = replay.position();
        Ok((
            cannot_win(position, Color::White),
            cannot_win(position, Color::Black),
        ))
    }
}

/// The start FEN of ``variant``: the Capablanca array for both (pyffish gives the same for
/// ``caparandom``; a CRC start comes from ``crc_rules.start_fen(number)``).
#[pyfunction]
fn start_fen(variant: &str) -> PyResult<&'static str> {
    chess960_mode(variant, &Flag(false))?;
    Ok(fairy::START_FEN)
}

/// ``FEN_OK`` (1) when every function of this module accepts ``fen``, else one of
/// Fairy-Stockfish's negative codes naming the field at fault (0 for an empty text).
///
/// Fairy-Stockfish's checks of castling rights are made as it makes them (in 960 mode the
/// king and a rook on the back rank; otherwise the king and that rook on their start
/// squares). Positions it lets through but no game can reach are refused here: too many
/// kings, pawns on the first or last rank, more than 20 pieces or 10 pawns a side, and the
/// side not to move in check (``FEN_TOUCHING_KINGS`` when the kings touch,
/// ``FEN_INVALID_BOARD_GEOMETRY`` for the others). A FEN of one to five fields gets the
/// missing ones as Fairy-Stockfish fills them in. Fields Fairy-Stockfish reads loosely must
/// be well formed here: an en-passant square on the board, clocks that are numbers, a
/// full-move number from 1, a side ``w`` or ``b``, empty-square counts without a leading 0.
#[pyfunction]
#[pyo3(
    signature = (fen, variant, chess960 = Flag(false)),
    text_signature = "(fen, variant, chess960=False)"
)]
fn validate_fen(fen: &str, variant: &str, chess960: Flag) -> PyResult<i32> {
    fairy::validate_fen(fen, variant, chess960.0).map_err(|e| CrcError::new_err(e.to_string()))
}

/// The version of crc-rules as pyffish gives its own: ``(major, minor, patch)``.
#[pyfunction]
fn version<'py>(py: Python<'py>) -> PyResult<Bound<'py, PyTuple>> {
    let parts: Vec<u32> = env!("CARGO_PKG_VERSION")
        .split('.')
        .map(|p| p.parse().expect("a numeric crate version"))
        .collect();
    PyTuple::new(py, parts)
}

/// A line about this module, in place of Fairy-Stockfish's engine banner.
#[pyfunction]
fn info() -> String {
    fairy::info()
}

/// The variants this module plays: ``["capablanca", "caparandom"]``.
#[pyfunction]
fn variants() -> Vec<&'static str> {
    fairy::VARIANTS.to_vec()
}

/// False: neither variant is played on two boards.
#[pyfunction]
fn two_boards(variant: &str) -> PyResult<bool> {
    chess960_mode(variant, &Flag(false)).map(|_| false)
}

/// False: neither variant puts captured pieces in hand.
#[pyfunction]
fn captures_to_hand(variant: &str) -> PyResult<bool> {
    chess960_mode(variant, &Flag(false)).map(|_| false)
}

/// Accepts an engine option pyffish knows and changes nothing: no engine option changes the
/// rules of these two variants (``VariantPath`` cannot redefine them here). ValueError for
/// an option pyffish does not know, as pyffish raises.
#[pyfunction]
fn set_option(name: &str, value: &Bound<'_, PyAny>) -> PyResult<()> {
    let _ = value;
    if OPTIONS.contains(&name) {
        Ok(())
    } else {
        Err(CrcError::new_err(format!("No such option {name}'")))
    }
}

pub(crate) fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    for (name, value) in [
        ("VALUE_MATE", VALUE_MATE),
        ("VALUE_DRAW", VALUE_DRAW),
        ("FEN_OK", FEN_OK),
        ("FEN_INVALID_PROMOTED_PIECE", FEN_INVALID_PROMOTED_PIECE),
    ] {
        m.add(name, value)?;
    }
    for (name, value) in NOTATIONS {
        m.add(format!("NOTATION_{name}"), value)?;
    }
    m.add("error", m.py().get_type::<CrcError>())?;
    m.add_function(wrap_pyfunction!(legal_moves, m)?)?;
    m.add_function(wrap_pyfunction!(get_fen, m)?)?;
    m.add_function(wrap_pyfunction!(get_san, m)?)?;
    m.add_function(wrap_pyfunction!(get_san_moves, m)?)?;
    m.add_function(wrap_pyfunction!(gives_check, m)?)?;
    m.add_function(wrap_pyfunction!(is_capture, m)?)?;
    m.add_function(wrap_pyfunction!(game_result, m)?)?;
    m.add_function(wrap_pyfunction!(is_immediate_game_end, m)?)?;
    m.add_function(wrap_pyfunction!(is_optional_game_end, m)?)?;
    m.add_function(wrap_pyfunction!(has_insufficient_material, m)?)?;
    m.add_function(wrap_pyfunction!(start_fen, m)?)?;
    m.add_function(wrap_pyfunction!(validate_fen, m)?)?;
    m.add_function(wrap_pyfunction!(version, m)?)?;
    m.add_function(wrap_pyfunction!(info, m)?)?;
    m.add_function(wrap_pyfunction!(variants, m)?)?;
    m.add_function(wrap_pyfunction!(two_boards, m)?)?;
    m.add_function(wrap_pyfunction!(captures_to_hand, m)?)?;
    m.add_function(wrap_pyfunction!(set_option, m)?)?;
    Ok(())
}
