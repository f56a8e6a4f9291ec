//! Coordinate notation in a position: `e2e4`, `b7b8c`, castling as king takes own rook, and
//! also `O-O`/`O-O-O`/`0-0`/`0-0-0` and the king's destination where that is unambiguous.

use crc_core::{CastlingSide, Role, Square};
use thiserror::Error;

use crate::attacks;
use crate::explain::IllegalReason;
use crate::moves::{Move, MoveKind};
use crate::position::{castle_squares, Position};

/// Move text that names no legal move.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum ParseMoveError {
    /// The text is not coordinate notation.
    #[error("{0:?} is not a move in coordinate notation (such as e2e4, b7b8c or O-O)")]
    Syntax(String),
    /// The text is well formed but names no legal move.
    #[error("illegal move {text}: {reason}")]
    Illegal {
        /// The move as written.
        text: String,
        /// Why it cannot be played.
        reason: String,
    },
}

fn illegal(text: &str, reason: impl Into<String>) -> ParseMoveError {
    ParseMoveError::Illegal {
        text: text.to_owned(),
        reason: reason.into(),
    }
}

impl Position {
    /// Reads a move in coordinate notation and checks that it is legal here.
    ///
    /// Accepted: `e2e4`; promotions with a letter of either case (`b7b8c`); castling as king
    /// takes own rook (`f1j1`), as `O-O`/`O-O-O` or `0-0`/`0-0-0`, or as the king's
    /// destination (`f1i1`) where that square is not a king step away.
    ///
    /// # Errors
    /// [`ParseMoveError::Syntax`] for text that is no coordinate move,
    /// [`ParseMoveError::Illegal`] with a reason for a move that cannot be played.
    ///
    /// ```
    /// use crc_movegen::Position;
    /// let pos = Position::from_fen("2k7/10/10/10/10/10/10/R3K4R w KQ - 0 1").unwrap();
    /// let castle = pos.parse_uci("e1j1").unwrap();
    /// assert_eq!(pos.parse_uci("O-O").unwrap(), castle);
    /// assert_eq!(pos.parse_uci("e1i1").unwrap(), castle);
    /// assert!(pos.parse_uci("e1e3").is_err());
    /// ```
    pub fn parse_uci(&self, text: &str) -> Result<Move, ParseMoveError> {
        let side = match text {
            "O-O" | "0-0" => Some(CastlingSide::KingSide),
            "O-O-O" | "0-0-0" => Some(CastlingSide::QueenSide),
            _ => None,
        };
        if let Some(side) = side {
            let Some(rook) = self.castling_rook(self.turn, side) else {
                return Err(illegal(
                    text,
                    IllegalReason::NoCastlingRight(side).to_string(),
                ));
            };
            return self.check_castle(text, Move::new(self.king(), rook, MoveKind::Castle));
        }

        let syntax = || ParseMoveError::Syntax(text.to_owned());
        if !text.is_ascii() || !(4..=5).contains(&text.len()) {
            return Err(syntax());
        }
        let from: Square = text[0..2].parse().map_err(|_| syntax())?;
        let to: Square = text[2..4].parse().map_err(|_| syntax())?;
        let promotion = match text[4..].chars().next() {
            None => None,
            Some(c) => Some(
                Role::from_char(c)
                    .filter(|r| Role::PROMOTIONS.contains(r))
                    .ok_or_else(syntax)?,
            ),
        };

        let Some(piece) = self.board.piece_at(from).filter(|p| p.color == self.turn) else {
            return Err(illegal(text, self.explain_illegal(from, to).to_string()));
        };

        if piece.role == Role::King && promotion.is_none() {
            for side in CastlingSide::ALL {
                let Some(rook) = self.castling_rook(self.turn, side) else {
                    continue;
                };
                let (king_to, _) = castle_squares(self.turn, side);
                let is_step = attacks::KING[from.index()].contains(to);
                if to == rook || (to == king_to && !is_step) {
                    return self.check_castle(text, Move::new(from, rook, MoveKind::Castle));
                }
            }
        }

        let candidates: Vec<Move> = self
            .legal_moves()
            .into_iter()
            .filter(|m| m.from() == from && m.to() == to && !m.is_castle())
            .collect();
        if candidates.is_empty() {
            return Err(illegal(text, self.explain_illegal(from, to).to_string()));
        }
        candidates
            .into_iter()
            .find(|m| m.promotion() == promotion)
            .ok_or_else(|| illegal(text, IllegalReason::Promotion.to_string()))
    }

    fn check_castle(&self, text: &str, mv: Move) -> Result<Move, ParseMoveError> {
        if self.legal_moves().contains(&mv) {
            Ok(mv)
        } else {
            let side = mv.castling_side().unwrap_or(CastlingSide::KingSide);
            Err(illegal(text, self.explain_no_castling(side).to_string()))
        }
    }
}
