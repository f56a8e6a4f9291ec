//! Moves in words, as Fairy-Stockfish writes them for `get_san` and `get_san_moves`: SAN,
//! and its long algebraic notation (LAN).

use crc_rules_fairy::{self as fairy, MoveForm};
use crc_rules_movegen::{Move, Position};
use pyo3::prelude::*;

use super::forwarding::{forward, Answer};
use super::replay::{load, replay_error};
use super::variants::{mode, Flag};
use crate::errors;

/// Fairy-Stockfish's default notation (`get_san`), SAN in these variants.
const NOTATION_DEFAULT: i32 = 0;

/// A move in `notation` as pyffish writes it (`crc_rules_fairy::MoveForm::of_pyffish`): SAN
/// for NOTATION_DEFAULT and NOTATION_SAN, LAN for NOTATION_LAN, SAN with the pawn's letter
/// (``Pg4``) for a number that names no notation; ValueError for the shogi, janggi, xiangqi
/// and Thai notations, which do not describe these variants.
fn notation_text(position: &Position, mv: Move, notation: i32) -> PyResult<String> {
    let form = MoveForm::of_pyffish(notation).map_err(errors::error)?;
    Ok(form.write(position, mv))
}

/// The SAN of ``move`` (Fairy-Stockfish's coordinates) in ``fen``; ``notation``
/// NOTATION_LAN gives long algebraic notation. A text that is not a legal move there comes
/// back unchanged: pyffish answers it too, with the SAN of its null move (``Ra1`` when a
/// rook stands on a1), and a server records it before the next call refuses it.
#[pyfunction]
#[pyo3(
    signature = (variant, fen, r#move, chess960 = Flag(false), notation = NOTATION_DEFAULT),
    text_signature = "(variant, fen, move, chess960=False, notation=0)"
)]
pub(super) fn get_san(
    variant: &str,
    fen: &str,
    r#move: &str,
    chess960: Flag,
    notation: i32,
) -> PyResult<Answer<String>> {
    let Some(mode) = mode(variant, &chess960) else {
        let args = (variant, fen, r#move, chess960.0, notation);
        return forward("get_san", variant, args);
    };
    let replay = load(fen)?;
    let position = replay.position();
    let text = match fairy::find_move(position, r#move, mode) {
        Some(mv) => notation_text(position, mv, notation)?,
        None => r#move.to_owned(),
    };
    Ok(Answer::Ours(text))
}

/// The SAN of each move of ``moves`` from ``fen``, in order (``notation`` as in
/// ``get_san``). ValueError at the first move that is not legal.
#[pyfunction]
#[pyo3(
    signature = (variant, fen, movelist, chess960 = Flag(false), notation = NOTATION_DEFAULT),
    text_signature = "(variant, fen, movelist, chess960=False, notation=0)"
)]
pub(super) fn get_san_moves(
    variant: &str,
    fen: &str,
    movelist: Vec<String>,
    chess960: Flag,
    notation: i32,
) -> PyResult<Answer<Vec<String>>> {
    let Some(mode) = mode(variant, &chess960) else {
        let args = (variant, fen, movelist, chess960.0, notation);
        return forward("get_san_moves", variant, args);
    };
    let mut replay = load(fen)?;
    let mut out = Vec::with_capacity(movelist.len());
    for (ply, text) in movelist.iter().enumerate() {
        let mv = replay
            .find_listed(text, mode, ply + 1)
            .map_err(replay_error)?;
        out.push(notation_text(replay.position(), mv, notation)?);
        replay.play(mv);
    }
    Ok(Answer::Ours(out))
}
