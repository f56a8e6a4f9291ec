//! Questions about the position after a FEN and moves: its legal moves, its FEN, check, and
//! whether a move captures.

use pyo3::prelude::*;
use pyo3::types::{PyList, PyString};

use super::coordinates::{asked_move, fsf_uci_in};
use super::fen::{write_fen, write_sfen};
use super::replay::{after_moves, replay};
use super::variants::Flag;

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
pub(super) fn legal_moves<'py>(
    py: Python<'py>,
    variant: &str,
    fen: &str,
    moves: Vec<String>,
    chess960: Flag,
) -> PyResult<Bound<'py, PyList>> {
    let (replay, chess960) = replay(variant, fen, &moves, &chess960)?;
    let position = &replay.position;
    let mut buffer = [0; 5];
    let texts = position
        .legal_moves()
        .into_iter()
        .map(|mv| PyString::new(py, fsf_uci_in(&mut buffer, position, mv, chess960)));
    PyList::new(py, texts)
}

/// The FEN after ``moves`` from ``fen``, as Fairy-Stockfish writes it: castling rights as
/// file letters in 960 mode and ``KQkq`` otherwise; the en-passant square after every double
/// step an enemy pawn attacks. With ``sfen`` true the SFEN Fairy-Stockfish writes.
/// ``showPromoted`` and ``countStarted`` change nothing in these variants (no promoted
/// pieces are marked, no counting rule applies).
#[pyfunction]
#[pyo3(
    signature = (variant, fen, moves, chess960 = Flag(false), sfen = Flag(false), showPromoted = Flag(false), countStarted = 0),
    text_signature = "(variant, fen, moves, chess960=False, sfen=False, showPromoted=False, countStarted=0)"
)]
#[allow(non_snake_case)]
pub(super) fn get_fen(
    variant: &str,
    fen: &str,
    moves: Vec<String>,
    chess960: Flag,
    sfen: Flag,
    showPromoted: Flag,
    countStarted: i64,
) -> PyResult<String> {
    let _ = (showPromoted, countStarted);
    let (replay, chess960) = replay(variant, fen, &moves, &chess960)?;
    Ok(if sfen.0 {
        write_sfen(&replay.position)
    } else {
        write_fen(&replay.position, replay.ep_square, chess960)
    })
}

after_moves! {
    /// Whether the side to move is in check after ``moves`` from ``fen`` (pyffish's name for
    /// it).
    fn gives_check(replay) -> bool {
        Ok(replay.position.is_check())
    }
}

/// Whether ``move`` takes a piece after ``moves`` from ``fen`` (en passant included,
/// castling never). ValueError for a move that is not legal.
#[pyfunction]
#[pyo3(
    signature = (variant, fen, moves, r#move, chess960 = Flag(false)),
    text_signature = "(variant, fen, moves, move, chess960=False)"
)]
pub(super) fn is_capture(
    variant: &str,
    fen: &str,
    moves: Vec<String>,
    r#move: &str,
    chess960: Flag,
) -> PyResult<bool> {
    let (replay, chess960) = replay(variant, fen, &moves, &chess960)?;
    let position = &replay.position;
    let mv = asked_move(position, r#move, chess960)?;
    Ok(position.is_capture(mv))
}
