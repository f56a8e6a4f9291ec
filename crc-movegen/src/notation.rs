//! Coordinate notation: [`UciMove`] is the text's syntax (`e2e4`, `b7b8c`, `f1j1`), and
//! [`UciMove::to_move`] finds the legal move it names in a position: castling as king takes
//! own rook, or as the king's destination where that is not also an ordinary king step.
//! `O-O` is no coordinate move: it is SAN, which crc-rules-game reads.

use std::fmt;
use std::str::FromStr;

use crc_rules_core::{quote, CastlingSide, Piece, Role, Square};
use thiserror::Error;

use crate::attacks;
use crate::explain::IllegalReason;
use crate::moves::{Move, MoveKind};
use crate::position::Position;

/// A move in coordinate notation as text writes it, before any position is asked: squares
/// and a promotion letter.
///
/// ```
/// use crc_rules_core::{Role, Square};
/// use crc_rules_movegen::UciMove;
/// let promotion: UciMove = "b7b8C".parse()?;
/// assert_eq!(
///     promotion,
///     UciMove::Normal { from: Square::B7, to: Square::B8, promotion: Some(Role::Chancellor) }
/// );
/// assert_eq!(promotion.to_string(), "b7b8c");
/// assert!("e2e9".parse::<UciMove>().is_err());
/// assert!("O-O".parse::<UciMove>().is_err()); // SAN, not coordinates
/// # Ok::<(), crc_rules_movegen::ParseUciError>(())
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum UciMove {
    /// From a square to a square, with the role a pawn promotes to. Castling is written
    /// king takes own rook (`f1j1`), or with the king's destination (`f1i1`).
    Normal {
        /// The square the piece leaves (the king's, for castling).
        from: Square,
        /// The destination (or the castling rook's square).
        to: Square,
        /// The promotion role, if any.
        promotion: Option<Role>,
    },
}

/// Text that is not coordinate notation.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("{} is not a move in coordinate notation (such as e2e4, b7b8c or f1j1)", quote(.0))]
pub struct ParseUciError(pub String);

/// Move text that names no legal move.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum ParseMoveError {
    /// The text is not coordinate notation.
    #[error(transparent)]
    Syntax(#[from] ParseUciError),
    /// The text is well formed but names no legal move.
    #[error("illegal move {}: {reason}", quote(.text))]
    Illegal {
        /// The move as written.
        text: String,
        /// Why it cannot be played.
        reason: IllegalReason,
    },
}

crc_rules_core::error_kind_of!(ParseUciError => InvalidMove);

crc_rules_core::error_kind_of!(ParseMoveError => by {
    ParseMoveError::Syntax(error) => error,
    ParseMoveError::Illegal { reason, .. } => reason,
});

impl FromStr for UciMove {
    type Err = ParseUciError;

    fn from_str(text: &str) -> Result<UciMove, ParseUciError> {
        let syntax = || ParseUciError(text.to_owned());
        if !UciMove::has_shape(text) {
            return Err(syntax());
        }
        if !text.is_ascii() {
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
        Ok(UciMove::Normal {
            from,
            to,
            promotion,
        })
    }
}

impl fmt::Display for UciMove {
    /// `e2e4`, `b7b8c` (promotion letters lower case).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            UciMove::Normal {
                from,
                to,
                promotion,
            } => {
                write!(f, "{from}{to}")?;
                if let Some(role) = promotion {
                    write!(f, "{}", role.char())?;
                }
                Ok(())
            }
        }
    }
}

impl From<Move> for UciMove {
    /// The coordinates of a move; castling as king takes own rook.
    fn from(mv: Move) -> UciMove {
        UciMove::Normal {
            from: mv.from(),
            to: mv.to(),
            promotion: mv.promotion(),
        }
    }
}

impl UciMove {
    /// Whether `text` has the shape of coordinates: 4 or 5 bytes with a digit in the second
    /// place (a file letter and a rank).
    /// Parsing refuses every text without it, first of all, so a caller with another
    /// notation to try (SAN) can pass such a text over without the error's allocation.
    ///
    /// ```
    /// use crc_rules_movegen::UciMove;
    /// assert!(UciMove::has_shape("e2e4") && UciMove::has_shape("b7b8c"));
    /// assert!(!UciMove::has_shape("Nf3") && !UciMove::has_shape("O-O-O"));
    /// ```
    pub fn has_shape(text: &str) -> bool {
        let bytes = text.as_bytes();
        matches!(bytes.len(), 4 | 5) && bytes[1].is_ascii_digit()
    }

    /// The legal move this text names in `position`.
    ///
    /// # Errors
    /// The [`IllegalReason`] when it names no legal move.
    ///
    /// ```
    /// use crc_rules_movegen::{IllegalReason, Position, UciMove};
    /// let pos = Position::from_fen("4k5/1P8/10/10/10/10/10/4K4R w K - 0 1")?;
    /// let castle = "e1i1".parse::<UciMove>()?.to_move(&pos)?; // the king's destination
    /// assert_eq!(castle.to_string(), "e1j1");
    /// let push: UciMove = "b7b8".parse()?;
    /// assert_eq!(push.to_move(&pos), Err(IllegalReason::PromotionRequired));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn to_move(&self, position: &Position) -> Result<Move, IllegalReason> {
        let us = position.turn();
        let UciMove::Normal {
            from,
            to,
            promotion,
        } = *self;
        let own_king = position.board().piece_at(from) == Some(Piece::new(us, Role::King));
        if own_king && promotion.is_none() {
            for side in CastlingSide::ALL {
                let Some(rook) = position.castling_rook(us, side) else {
                    continue;
                };
                let is_step = attacks::king_attacks(from).contains(to);
                if to == rook || (to == side.king_to(us) && !is_step) {
                    return position.castling_move(side);
                }
            }
        }
        // The legal move from `from` to `to` with this promotion (an en-passant capture is
        // written like any other); failing that, the move as written, to say what is wrong.
        let mv = position
            .legal_moves_to(to)
            .into_iter()
            .find(|m| {
                m.from() == from && m.to() == to && !m.is_castle() && m.promotion() == promotion
            })
            .unwrap_or(Move::new(
                from,
                to,
                promotion.map_or(MoveKind::Normal, MoveKind::Promotion),
            ));
        position.explain_move(mv).map_or(Ok(mv), Err)
    }
}

impl Position {
    /// Reads a move in coordinate notation and checks that it is legal here.
    ///
    /// Accepted: `e2e4`; promotions with a letter of either case (`b7b8c`); castling as king
    /// takes own rook (`f1j1`), or as the king's destination (`f1i1`) where that square is not
    /// a king step away. `O-O` and `0-0` are SAN, not coordinates: this refuses them, and
    /// crc-rules-game's `parse_move` reads every notation.
    ///
    /// # Errors
    /// [`ParseMoveError::Syntax`] for text that is no coordinate move,
    /// [`ParseMoveError::Illegal`] with a reason for a move that cannot be played.
    ///
    /// ```
    /// use crc_rules_movegen::Position;
    /// let pos = Position::from_fen("2k7/10/10/10/10/10/10/R3K4R w KQ - 0 1").unwrap();
    /// let castle = pos.parse_uci("e1j1").unwrap();
    /// assert_eq!(pos.parse_uci("e1i1").unwrap(), castle);
    /// assert!(pos.parse_uci("O-O").is_err());
    /// assert!(pos.parse_uci("e1e3").is_err());
    /// ```
    pub fn parse_uci(&self, text: &str) -> Result<Move, ParseMoveError> {
        let uci: UciMove = text.parse()?;
        uci.to_move(self).map_err(|reason| ParseMoveError::Illegal {
            text: text.to_owned(),
            reason,
        })
    }
}
