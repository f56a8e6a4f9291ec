//! Questions about the position after a FEN and moves: its legal moves, its FEN, check, and
//! whether a move captures.

use pyo3::prelude::*;
use pyo3::types::{PyList, PyString};

use crc_rules_fairy::{self as fairy, push_fsf_uci};

use super::board::on_the_board;
use super::forwarding::{forward, Answer};
use super::replay::replay;
use super::variants::{mode, Flag};

/// The legal moves after ``moves`` from ``fen``, in Fairy-Stockfish's coordinates.
///
/// Castling is king takes own rook (``f1j1``) in 960 mode (variant ``caparandom``, or
/// ``chess960`` true) and the king's destination (``f1i1``) otherwise. The order is this
/// package's generation order, not Fairy-Stockfish's. ValueError for a bad FEN or a move of
/// ``moves`` that is not legal; another variant is forwarded.
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
) -> PyResult<Answer<Bound<'py, PyList>>> {
    let Some(mode) = mode(variant, &chess960) else {
        return forward("legal_moves", variant, (variant, fen, moves, chess960.0));
    };
    let replay = replay(fen, &moves, mode)?;
    let position = replay.position();
    let mut text = String::with_capacity(5);
    let texts = position.legal_moves().into_iter().map(|mv| {
        text.clear();
        push_fsf_uci(&mut text, position, mv, mode);
        PyString::new(py, &text)
    });
    PyList::new(py, texts).map(Answer::Ours)
}

/// The FEN after ``moves`` from ``fen``, as Fairy-Stockfish writes it: castling rights as
/// file letters in 960 mode and ``KQkq`` otherwise; the en-passant square after every double
/// step an enemy pawn attacks; the full-move number of Fairy-Stockfish's game ply (``0 1``
/// for a FEN's ``0 2147483647``, as pyffish writes). With ``sfen`` true the SFEN
/// Fairy-Stockfish writes. With ``showPromoted`` true a ``~`` after each piece that was a
/// pawn (a promotion since the FEN, or marked ``~`` in it). ``countStarted`` changes nothing
/// in these variants (no counting rule applies).
#[pyfunction]
#[pyo3(
    signature = (variant, fen, moves, chess960 = Flag(false), sfen = Flag(false), showPromoted = Flag(false), countStarted = 0),
    text_signature = "(variant, fen, moves, chess960=False, sfen=False, showPromoted=False, countStarted=0)"
)]
#[allow(non_snake_case, clippy::too_many_arguments)]
pub(super) fn get_fen(
    variant: &str,
    fen: &str,
    moves: Vec<String>,
    chess960: Flag,
    sfen: Flag,
    showPromoted: Flag,
    countStarted: i64,
) -> PyResult<Answer<String>> {
    let Some(mode) = mode(variant, &chess960) else {
        let args = (
            variant,
            fen,
            moves,
            chess960.0,
            sfen.0,
            showPromoted.0,
            countStarted,
        );
        return forward("get_fen", variant, args);
    };
    let replay = replay(fen, &moves, mode)?;
    Ok(Answer::Ours(if sfen.0 {
        replay.sfen(showPromoted.0)
    } else {
        replay.fen_with(mode, showPromoted.0)
    }))
}

on_the_board! {
    /// Whether the side to move is in check after ``moves`` from ``fen`` (pyffish's name for
    /// it). Without moves also for a FEN whose side not to move is in check, as pyffish
    /// answers.
    fn gives_check(standing) -> bool {
        Ok(standing.in_check)
    }
}

/// Whether ``move`` takes a piece after ``moves`` from ``fen`` (en passant included,
/// castling never). False for a text that is not a legal move there, as pyffish answers.
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
) -> PyResult<Answer<bool>> {
    let Some(mode) = mode(variant, &chess960) else {
        let args = (variant, fen, moves, r#move, chess960.0);
        return forward("is_capture", variant, args);
    };
    let replay = replay(fen, &moves, mode)?;
    Ok(Answer::Ours(fairy::is_capture(
        replay.position(),
        r#move,
        mode,
    )))
}
