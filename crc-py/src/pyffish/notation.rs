//! Moves in words, as Fairy-Stockfish writes them for `get_san` and `get_san_moves`: SAN,
//! and its long algebraic notation (LAN).

use crc_core::Role;
use crc_game::san;
use crc_movegen::{Move, Position};
use pyo3::prelude::*;

use super::coordinates::find_move;
use super::forwarding::{forward, Answer};
use super::replay::Replay;
use super::variants::{mode, Flag};
use crate::errors::CrcError;

// Fairy-Stockfish's notations (`get_san`), as `crc_rules.pyffish.NOTATION_*` names them: the
// default and SAN are SAN, LAN is ours too, and 3 to 9 are for other games.
const NOTATION_DEFAULT: i32 = 0;
const NOTATION_LAN: i32 = 2;
const NOTATION_SHOGI_HOSKING: i32 = 3;
const NOTATION_THAI_LAN: i32 = 9;

/// A move in Fairy-Stockfish's long algebraic notation: `Nb1-c3`, `e4xd5`, `b7-b8=C+`,
/// `O-O`.
fn lan(position: &Position, mv: Move) -> String {
    let san = san(position, mv);
    if mv.is_castle() {
        return san;
    }
    let suffix = san
        .chars()
        .last()
        .filter(|c| matches!(c, '+' | '#'))
        .map(String::from)
        .unwrap_or_default();
    let role = position
        .board()
        .piece_at(mv.from())
        .map_or(Role::Pawn, |p| p.role);
    let letter = match role {
        Role::Pawn => String::new(),
        role => role.upper_char().to_string(),
    };
    let separator = if position.is_capture(mv) { 'x' } else { '-' };
    let promotion = mv
        .promotion()
        .map(|r| format!("={}", r.upper_char()))
        .unwrap_or_default();
    format!(
        "{letter}{}{separator}{}{promotion}{suffix}",
        mv.from(),
        mv.to()
    )
}

/// A move in `notation`: SAN for NOTATION_DEFAULT, NOTATION_SAN and values Fairy-Stockfish
/// does not know (as it does), LAN for NOTATION_LAN; ValueError for the shogi, janggi,
/// xiangqi and Thai notations, which do not describe these variants.
fn notation_text(position: &Position, mv: Move, notation: i32) -> PyResult<String> {
    match notation {
        NOTATION_LAN => Ok(lan(position, mv)),
        NOTATION_SHOGI_HOSKING..=NOTATION_THAI_LAN => Err(CrcError::new_err(format!(
            "notation {notation} is for shogi, janggi, xiangqi or Thai variants: \
             crc_rules.pyffish writes capablanca and caparandom moves in NOTATION_SAN or \
             NOTATION_LAN"
        ))),
        _ => Ok(san(position, mv)),
    }
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
    let replay = Replay::load(fen)?;
    let position = &replay.position;
    let text = match find_move(position, r#move, mode) {
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
    let mut replay = Replay::load(fen)?;
    let mut out = Vec::with_capacity(movelist.len());
    for (ply, text) in movelist.iter().enumerate() {
        let mv = replay.find(text, mode, ply + 1)?;
        out.push(notation_text(&replay.position, mv, notation)?);
        replay.play(mv);
    }
    Ok(Answer::Ours(out))
}
