//! Moves in Fairy-Stockfish's coordinates, both ways: outside 960 mode castling is written
//! as the king's destination, and a move list is read as Fairy-Stockfish reads it. Text
//! that names no legal move gets this package's reason.

use crc_core::{CastlingSide, Role, Square};
use crc_movegen::{Move, MoveKind, Position};
use pyo3::PyErr;

use crate::errors::{IllegalMoveError, InvalidMoveError};

/// Where Fairy-Stockfish's coordinates put a move's destination: outside 960 mode a
/// castling goes to the king's destination, unless an ordinary king move could go there too
/// (then, as Fairy-Stockfish does, to the rook); any other move to its own `to`.
pub(super) fn fsf_to(position: &Position, mv: Move, chess960: bool) -> Square {
    match mv.castling_side() {
        Some(side) if !chess960 => {
            let king_to = side.king_to(position.turn());
            if position.pseudo_destinations(mv.from()).contains(king_to) {
                mv.to()
            } else {
                king_to
            }
        }
        _ => mv.to(),
    }
}

/// A legal move in Fairy-Stockfish's coordinates, written into `buffer`.
pub(super) fn fsf_uci_in<'b>(
    buffer: &'b mut [u8; 5],
    position: &Position,
    mv: Move,
    chess960: bool,
) -> &'b str {
    let to = fsf_to(position, mv, chess960);
    for (i, square) in [mv.from(), to].into_iter().enumerate() {
        buffer[2 * i] = b'a' + square.file() as u8;
        buffer[2 * i + 1] = b'1' + square.rank() as u8;
    }
    let len = match mv.promotion() {
        Some(role) => {
            buffer[4] = role.char() as u8;
            5
        }
        None => 4,
    };
    std::str::from_utf8(&buffer[..len]).expect("square names and piece letters are ASCII")
}

/// A legal move in Fairy-Stockfish's coordinates.
pub(super) fn fsf_uci(position: &Position, mv: Move, chess960: bool) -> String {
    fsf_uci_in(&mut [0; 5], position, mv, chess960).to_owned()
}

/// The legal move whose Fairy-Stockfish coordinates are `text` (a promotion letter of either
/// case, as Fairy-Stockfish accepts), or None.
pub(super) fn find_move(position: &Position, text: &str, chess960: bool) -> Option<Move> {
    if !text.is_ascii() || !(4..=5).contains(&text.len()) {
        return None;
    }
    let from: Square = text[0..2].parse().ok()?;
    let to: Square = text[2..4].parse().ok()?;
    let promotion = match text[4..].chars().next() {
        None => None,
        Some(c) => Some(Role::from_char(c).filter(|r| Role::PROMOTIONS.contains(r))?),
    };
    let us = position.turn();
    let piece = position.board().piece_at(from).filter(|p| p.color == us)?;
    let may_castle = CastlingSide::ALL
        .iter()
        .any(|&side| position.castling_rook(us, side).is_some());
    if piece.role == Role::King && may_castle {
        // Castling, and outside 960 mode a king step written like a castling: look among
        // the legal moves, as Fairy-Stockfish does.
        return position.legal_moves().into_iter().find(|&mv| {
            mv.from() == from && fsf_to(position, mv, chess960) == to && mv.promotion() == promotion
        });
    }
    // Any other move is legal when the piece can go there and the own king is not attacked
    // afterwards; checking that is much cheaper than listing every legal move, and replaying
    // a move list does it once a move.
    if !position.pseudo_destinations(from).contains(to) {
        return None;
    }
    let last_rank = us.relative_rank(crc_core::Rank::Eighth);
    let kind = match (piece.role, promotion) {
        (Role::Pawn, Some(role)) if to.rank() == last_rank => MoveKind::Promotion(role),
        (Role::Pawn, None) if to.rank() == last_rank => return None,
        (_, Some(_)) => return None,
        (Role::Pawn, None)
            if from.file() != to.file() && position.board().piece_at(to).is_none() =>
        {
            MoveKind::EnPassant
        }
        (_, None) => MoveKind::Normal,
    };
    let mv = Move::new(from, to, kind);
    let mut after = *position;
    after.play_unchecked(mv);
    let king = after.board().king_of(us)?;
    after.attackers_to(king, !us).is_empty().then_some(mv)
}

/// The error for move text that names no legal move in Fairy-Stockfish's coordinates, with
/// the reason this package's own reader gives.
pub(super) fn invalid_move(position: &Position, text: &str, chess960: bool, place: &str) -> PyErr {
    let fen = position.to_fen();
    match position.parse_uci(text) {
        Ok(mv) if mv.is_castle() => {
            let how = if chess960 {
                "as king takes rook in 960 mode (caparandom, or chess960 true)"
            } else {
                "as the king's destination when chess960 is false"
            };
            IllegalMoveError::new_err(format!(
                "castling '{text}' is written {how}: {} ({place}, in {fen})",
                fsf_uci(position, mv, chess960)
            ))
        }
        Ok(_) => IllegalMoveError::new_err(format!(
            "move '{text}' is not written as Fairy-Stockfish writes it ({place}, in {fen})"
        )),
        Err(crc_movegen::ParseMoveError::Syntax(error)) => {
            InvalidMoveError::new_err(format!("{error} ({place}, in {fen})"))
        }
        Err(error) => IllegalMoveError::new_err(format!("{error} ({place}, in {fen})")),
    }
}
