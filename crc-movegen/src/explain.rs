//! Why a move is illegal, in words a player understands.

use std::fmt;

use crc_core::{Bitboard, CastlingSide, Color, Piece, Role, Square};

use crate::attacks::{attacks, pawn_attacks};
use crate::moves::MoveKind;
use crate::pawns;
use crate::position::{castling_paths, Position};

/// The reason a move cannot be played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum IllegalReason {
    /// No piece stands on the origin square.
    NoPiece(Square),
    /// The piece on the origin belongs to the side not to move.
    NotYourPiece(Square, Color),
    /// The side to move has no piece of that role (that fits the given file or rank).
    NoSuchPiece(Color, Role),
    /// The piece does not move that way.
    CannotReach(Role, Square),
    /// The piece moves that way, but something stands in the way (or on a pawn's square).
    Blocked(Role, Square),
    /// The move would leave (or put) the own king in check.
    LeavesKingInCheck,
    /// No castling right on that side.
    NoCastlingRight(CastlingSide),
    /// Castling out of check.
    CastlingInCheck,
    /// A piece stands on a square the king or rook must pass or reach.
    CastlingBlocked(CastlingSide),
    /// The king would pass or land on an attacked square.
    CastlingThroughCheck(CastlingSide),
    /// A pawn move to the last rank without the piece it promotes to.
    PromotionRequired,
    /// A promotion piece for a move that is not a pawn reaching the last rank.
    NotAPromotion,
}

impl std::error::Error for IllegalReason {}

impl fmt::Display for IllegalReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            IllegalReason::NoPiece(sq) => write!(f, "no piece on {sq}"),
            IllegalReason::NotYourPiece(sq, mover) => write!(
                f,
                "the piece on {sq} is {}'s, and {} is to move",
                mover.other().name(),
                mover.name()
            ),
            IllegalReason::NoSuchPiece(color, role) => {
                write!(f, "{} has no {} that fits", color.name(), role.name())
            }
            IllegalReason::CannotReach(role, to) => {
                write!(f, "no {} can move from there to {to}", role.name())
            }
            IllegalReason::Blocked(role, to) => {
                write!(f, "the way of the {} to {to} is blocked", role.name())
            }
            IllegalReason::LeavesKingInCheck => write!(f, "it would leave the king in check"),
            IllegalReason::NoCastlingRight(side) => write!(f, "no castling right on the {side}"),
            IllegalReason::CastlingInCheck => write!(f, "the king may not castle out of check"),
            IllegalReason::CastlingBlocked(side) => {
                write!(f, "a piece stands in the way of castling on the {side}")
            }
            IllegalReason::CastlingThroughCheck(side) => write!(
                f,
                "castling on the {side} would take the king through or onto an attacked square"
            ),
            IllegalReason::PromotionRequired => write!(
                f,
                "a pawn reaching the last rank must promote to a queen, chancellor, \
                 archbishop, rook, bishop or knight"
            ),
            IllegalReason::NotAPromotion => {
                write!(f, "only a pawn reaching the last rank promotes")
            }
        }
    }
}

impl Position {
    /// Squares the piece on `from` could move to if checks and pins did not matter (captures
    /// of own pieces and castling excluded; en passant included).
    ///
    /// ```
    /// use crc_core::{Bitboard, Square};
    /// use crc_movegen::Position;
    /// // The bishop on e2 is pinned, but its pseudo destinations ignore that.
    /// let pos = Position::from_fen("4r4k/10/10/10/10/10/4B5/4K5 w - - 0 1")?;
    /// assert_eq!(pos.pseudo_destinations(Square::E2).count(), 11);
    /// assert!(pos.legal_moves().iter().all(|m| m.from() != Square::E2));
    /// assert_eq!(pos.pseudo_destinations(Square::A1), Bitboard::EMPTY); // an empty square
    /// # Ok::<(), crc_movegen::FenError>(())
    /// ```
    pub fn pseudo_destinations(&self, from: Square) -> Bitboard {
        let Some(piece) = self.board.piece_at(from) else {
            return Bitboard::EMPTY;
        };
        let occupied = self.board.occupied();
        let reach = match piece.role {
            Role::Pawn => {
                let ep = self
                    .ep_square
                    .map_or(Bitboard::EMPTY, Bitboard::from_square);
                let enemy = self.board.by_color(!piece.color) | ep;
                pawns::pushes(piece.color, from, !occupied)
                    | (pawn_attacks(piece.color, from) & enemy)
            }
            _ => attacks(piece, from, occupied),
        };
        reach - self.board.by_color(piece.color)
    }

    /// Why the piece on `from` cannot move to `to` (for a move that is not legal).
    ///
    /// ```
    /// use crc_core::{Role, Square};
    /// use crc_movegen::{IllegalReason, Position};
    /// let pos = Position::from_fen("4r4k/10/10/10/10/10/4B5/4K5 w - - 0 1")?;
    /// assert_eq!(pos.explain_illegal(Square::E2, Square::D3), IllegalReason::LeavesKingInCheck);
    /// assert_eq!(pos.explain_illegal(Square::E2, Square::E3), IllegalReason::CannotReach(Role::Bishop, Square::E3));
    /// assert_eq!(pos.explain_illegal(Square::E1, Square::E3), IllegalReason::CannotReach(Role::King, Square::E3));
    /// assert_eq!(pos.explain_illegal(Square::A1, Square::A2), IllegalReason::NoPiece(Square::A1));
    /// assert_eq!(
    ///     pos.explain_illegal(Square::E2, Square::D3).to_string(),
    ///     "it would leave the king in check"
    /// );
    /// # Ok::<(), crc_movegen::FenError>(())
    /// ```
    pub fn explain_illegal(&self, from: Square, to: Square) -> IllegalReason {
        let Some(piece) = self.board.piece_at(from) else {
            return IllegalReason::NoPiece(from);
        };
        if piece.color != self.turn {
            return IllegalReason::NotYourPiece(from, self.turn);
        }
        if self.pseudo_destinations(from).contains(to) {
            return IllegalReason::LeavesKingInCheck;
        }
        // Where the piece would go on an empty board: there, something is in the way.
        let geometry = match piece.role {
            Role::Pawn => pawns::pushes(piece.color, from, Bitboard::FULL),
            _ => attacks(piece, from, Bitboard::EMPTY),
        };
        if geometry.contains(to) {
            IllegalReason::Blocked(piece.role, to)
        } else {
            IllegalReason::CannotReach(piece.role, to)
        }
    }

    /// The best explanation why no piece of `role` on `origins` may move to `to`.
    pub fn explain_no_move(&self, role: Role, origins: Bitboard, to: Square) -> IllegalReason {
        let own = origins & self.board.by_piece(Piece::new(self.turn, role));
        let reasons: Vec<IllegalReason> = own
            .into_iter()
            .map(|from| self.explain_illegal(from, to))
            .collect();
        let rank = |r: &IllegalReason| match r {
            IllegalReason::LeavesKingInCheck => 0,
            IllegalReason::Blocked(..) => 1,
            _ => 2,
        };
        reasons
            .into_iter()
            .min_by_key(rank)
            .unwrap_or(IllegalReason::NoSuchPiece(self.turn, role))
    }

    /// Why castling on `side` is not legal now.
    ///
    /// ```
    /// use crc_core::CastlingSide;
    /// use crc_movegen::{IllegalReason, Position};
    /// // The rook on f3 attacks f1, which the king passes on its way to i1.
    /// let pos = Position::from_fen("2k7/10/10/10/10/5r4/10/R3K4R w KQ - 0 1")?;
    /// assert_eq!(
    ///     pos.explain_no_castling(CastlingSide::KingSide),
    ///     IllegalReason::CastlingThroughCheck(CastlingSide::KingSide)
    /// );
    /// let start = Position::from_number(25933)?;
    /// assert_eq!(
    ///     start.explain_no_castling(CastlingSide::QueenSide),
    ///     IllegalReason::CastlingBlocked(CastlingSide::QueenSide)
    /// );
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn explain_no_castling(&self, side: CastlingSide) -> IllegalReason {
        let us = self.turn;
        let Some(rook) = self.castling_rook(us, side) else {
            return IllegalReason::NoCastlingRight(side);
        };
        if self.is_check() {
            return IllegalReason::CastlingInCheck;
        }
        let paths = castling_paths(us, side, self.king(), rook);
        if (paths.must_be_empty & self.board.occupied()).any() {
            return IllegalReason::CastlingBlocked(side);
        }
        let legal = self
            .legal_moves()
            .iter()
            .any(|m| m.kind() == MoveKind::Castle(side) && m.to() == rook);
        if legal {
            // Not illegal after all; callers ask only about moves that are.
            IllegalReason::CastlingBlocked(side)
        } else {
            IllegalReason::CastlingThroughCheck(side)
        }
    }
}
