//! Moves in Fairy-Stockfish's coordinates, both ways: outside 960 mode castling is written
//! as the king's destination (king takes rook where an ordinary king move goes to that square
//! too), and text is read as Fairy-Stockfish reads it; text that names no legal move gets
//! this library's reason.

use crc_rules_core::{CastlingSide, Rank, Role, Square};
use crc_rules_movegen::{Move, MoveKind, ParseMoveError, ParseUciError, Position};
use thiserror::Error;

/// Move text that names no legal move in Fairy-Stockfish's coordinates.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum FairyMoveError {
    /// Text that is no coordinate move at all.
    #[error(transparent)]
    Syntax(ParseUciError),
    /// A legal castling, written in the other mode's convention.
    #[error("castling '{text}' is written {}: {written}", castling_convention(*.chess960))]
    Castling {
        /// The move as given.
        text: String,
        /// The move as Fairy-Stockfish writes it here.
        written: String,
        /// Whether 960 conventions apply.
        chess960: bool,
    },
    /// A legal move written in a form Fairy-Stockfish does not write.
    #[error("move '{0}' is not written as Fairy-Stockfish writes it")]
    Unusual(String),
    /// No legal move, with the reason.
    #[error(transparent)]
    Illegal(ParseMoveError),
}

fn castling_convention(chess960: bool) -> &'static str {
    if chess960 {
        "as king takes rook in 960 mode (caparandom, or chess960 true)"
    } else {
        "as the king's destination when chess960 is false"
    }
}

/// Why move text `text` names no legal move of `position` in Fairy-Stockfish's
/// coordinates, with the reason this library's own reader gives.
pub fn why_not(position: &Position, text: &str, chess960: bool) -> FairyMoveError {
    match position.parse_uci(text) {
        Ok(mv) if mv.is_castle() => FairyMoveError::Castling {
            text: text.to_owned(),
            written: fsf_uci(position, mv, chess960),
            chess960,
        },
        Ok(_) => FairyMoveError::Unusual(text.to_owned()),
        Err(ParseMoveError::Syntax(error)) => FairyMoveError::Syntax(error),
        Err(error) => FairyMoveError::Illegal(error),
    }
}

/// Where Fairy-Stockfish's coordinates put a move's destination: outside 960 mode a
/// castling goes to the king's destination, unless an ordinary king move could go there too
/// (then, as Fairy-Stockfish does, to the rook); any other move to its own `to`.
fn fsf_to(position: &Position, mv: Move, chess960: bool) -> Square {
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

/// Appends the legal move `mv` of `position` in Fairy-Stockfish's coordinates to `out`
/// (which writes a list of moves without a string for each).
pub fn push_fsf_uci(out: &mut String, position: &Position, mv: Move, chess960: bool) {
    let to = fsf_to(position, mv, chess960);
    for square in [mv.from(), to] {
        out.push(square.file().char());
        out.push(square.rank().char());
    }
    if let Some(role) = mv.promotion() {
        out.push(role.char());
    }
}

/// The legal move `mv` of `position` in Fairy-Stockfish's coordinates.
///
/// ```
/// use crc_rules_fairy::fsf_uci;
/// use crc_rules_movegen::Position;
/// let position = Position::from_fen("4k5/10/10/10/10/10/10/R4K3R w KQ - 0 1")?;
/// let castle = position.parse_uci("f1j1")?;
/// assert_eq!(fsf_uci(&position, castle, true), "f1j1");
/// assert_eq!(fsf_uci(&position, castle, false), "f1i1");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn fsf_uci(position: &Position, mv: Move, chess960: bool) -> String {
    let mut out = String::with_capacity(5);
    push_fsf_uci(&mut out, position, mv, chess960);
    out
}

/// Fairy-Stockfish's `isCapture` (pyffish's `is_capture`) of move text `text`: whether it
/// names a legal move that takes a piece (en passant included, castling never). Text that
/// names no legal move is `false`, not an error, because Fairy-Stockfish reads it as its null
/// move, which takes nothing; a client asks it of the position *after* the last move, so
/// the odd answer is relied on.
///
/// ```
/// use crc_rules_fairy::is_capture;
/// use crc_rules_movegen::Position;
/// let position = Position::from_fen("4k5/10/10/3p6/4P5/10/10/4K5 w - - 0 1")?;
/// assert!(is_capture(&position, "e4d5", true));
/// assert!(!is_capture(&position, "e4e5", true));
/// assert!(!is_capture(&position, "e1e4", true)); // no legal move: false, as Fairy-Stockfish
/// assert!(!is_capture(&position, "zz", true));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn is_capture(position: &Position, text: &str, chess960: bool) -> bool {
    find_move(position, text, chess960).is_some_and(|mv| position.is_capture(mv))
}

/// The legal move whose Fairy-Stockfish coordinates are `text` (a promotion letter of either
/// case, as Fairy-Stockfish accepts), or None.
pub fn find_move(position: &Position, text: &str, chess960: bool) -> Option<Move> {
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
    let last_rank = us.relative_rank(Rank::Eighth);
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

impl crc_rules_core::HasErrorKind for FairyMoveError {
    /// A castling in the other mode's convention, or a move written as Fairy-Stockfish does
    /// not write it, is refused as an illegal move.
    fn kind(&self) -> crc_rules_core::ErrorKind {
        match self {
            FairyMoveError::Syntax(error) => crc_rules_core::HasErrorKind::kind(error),
            FairyMoveError::Illegal(error) => crc_rules_core::HasErrorKind::kind(error),
            FairyMoveError::Castling { .. } | FairyMoveError::Unusual(_) => {
                crc_rules_core::ErrorKind::IllegalMove
            }
        }
    }
}
