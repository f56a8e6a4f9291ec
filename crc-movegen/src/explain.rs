//! Why a move is illegal, in words a player understands.

use std::fmt;

use crc_rules_core::{Bitboard, CastlingSide, Color, ErrorKind, HasErrorKind, Piece, Role, Square};

use crate::attacks::{attacks, pawn_attacks};
use crate::moves::{Move, MoveKind};
use crate::pawns;
use crate::position::Position;

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
    /// The squares make a legal move, but of another kind than the one given (castling, en
    /// passant or an ordinary move): a hand-built [`Move`] with the wrong [`MoveKind`].
    WrongKind(Square, Square),
}

impl std::error::Error for IllegalReason {}

impl HasErrorKind for IllegalReason {
    /// [`ErrorKind::PromotionRequired`] for a pawn move to the last rank without its piece,
    /// else [`ErrorKind::IllegalMove`]: the one place that tells the two apart, for every
    /// error that carries a reason (coordinates, SAN, Fairy-Stockfish's moves).
    fn kind(&self) -> ErrorKind {
        match self {
            IllegalReason::PromotionRequired => ErrorKind::PromotionRequired,
            _ => ErrorKind::IllegalMove,
        }
    }
}

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
            IllegalReason::WrongKind(from, to) => write!(
                f,
                "a move from {from} to {to} is legal, but not as the kind of move given"
            ),
        }
    }
}

impl Position {
    /// Squares the piece on `from` could move to if checks and pins did not matter (captures
    /// of own pieces and castling excluded; en passant included).
    ///
    /// ```
    /// use crc_rules_core::{Bitboard, Square};
    /// use crc_rules_movegen::Position;
    /// // The bishop on e2 is pinned, but its pseudo destinations ignore that.
    /// let pos = Position::from_fen("4r4k/10/10/10/10/10/4B5/4K5 w - - 0 1")?;
    /// assert_eq!(pos.pseudo_destinations(Square::E2).count(), 11);
    /// assert!(pos.legal_moves().iter().all(|m| m.from() != Square::E2));
    /// assert_eq!(pos.pseudo_destinations(Square::A1), Bitboard::EMPTY); // an empty square
    /// # Ok::<(), crc_rules_movegen::FenError>(())
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

    /// Why the piece on `from` cannot move to `to`; `None` when it can (by some legal move:
    /// a promotion, en passant, or castling written king takes own rook).
    ///
    /// ```
    /// use crc_rules_core::{Role, Square};
    /// use crc_rules_movegen::{IllegalReason, Position};
    /// let pos = Position::from_fen("4r4k/10/10/10/10/10/4B5/4K5 w - - 0 1")?;
    /// assert_eq!(pos.explain_illegal(Square::E2, Square::D3), Some(IllegalReason::LeavesKingInCheck));
    /// assert_eq!(pos.explain_illegal(Square::E2, Square::E3), Some(IllegalReason::CannotReach(Role::Bishop, Square::E3)));
    /// assert_eq!(pos.explain_illegal(Square::E1, Square::E3), Some(IllegalReason::CannotReach(Role::King, Square::E3)));
    /// assert_eq!(pos.explain_illegal(Square::A1, Square::A2), Some(IllegalReason::NoPiece(Square::A1)));
    /// assert_eq!(pos.explain_illegal(Square::E1, Square::D1), None); // a legal king step
    /// assert_eq!(
    ///     pos.explain_illegal(Square::E2, Square::D3).unwrap().to_string(),
    ///     "it would leave the king in check"
    /// );
    /// # Ok::<(), crc_rules_movegen::FenError>(())
    /// ```
    pub fn explain_illegal(&self, from: Square, to: Square) -> Option<IllegalReason> {
        let Some(piece) = self.board.piece_at(from) else {
            return Some(IllegalReason::NoPiece(from));
        };
        if piece.color != self.turn {
            return Some(IllegalReason::NotYourPiece(from, self.turn));
        }
        if piece.role == Role::King {
            let castling = CastlingSide::ALL
                .into_iter()
                .find(|&side| self.castling_rook(self.turn, side) == Some(to));
            if let Some(side) = castling {
                return self.explain_no_castling(side);
            }
        }
        if self
            .legal_moves()
            .iter()
            .any(|m| m.from() == from && m.to() == to)
        {
            return None;
        }
        if self.pseudo_destinations(from).contains(to) {
            return Some(IllegalReason::LeavesKingInCheck);
        }
        // Where the piece would go on an empty board: there, something is in the way.
        let geometry = match piece.role {
            Role::Pawn => pawns::pushes(piece.color, from, Bitboard::FULL),
            _ => attacks(piece, from, Bitboard::EMPTY),
        };
        Some(if geometry.contains(to) {
            IllegalReason::Blocked(piece.role, to)
        } else {
            IllegalReason::CannotReach(piece.role, to)
        })
    }

    /// The best explanation why no piece of `role` on `origins` may move to `to`; `None`
    /// when one of them can.
    ///
    /// ```
    /// use crc_rules_core::{Bitboard, Role, Square};
    /// use crc_rules_movegen::{IllegalReason, Position};
    /// let pos = Position::from_number(25933)?;
    /// let knights = Bitboard::FULL;
    /// assert_eq!(pos.explain_no_move(Role::Knight, knights, Square::H3), None); // Nh3
    /// assert_eq!(
    ///     pos.explain_no_move(Role::Knight, knights, Square::F3),
    ///     Some(IllegalReason::CannotReach(Role::Knight, Square::F3))
    /// );
    /// assert_eq!(
    ///     pos.explain_no_move(Role::Queen, knights, Square::D3),
    ///     Some(IllegalReason::Blocked(Role::Queen, Square::D3))
    /// );
    /// # Ok::<(), crc_rules_core::SetupNumberError>(())
    /// ```
    pub fn explain_no_move(
        &self,
        role: Role,
        origins: Bitboard,
        to: Square,
    ) -> Option<IllegalReason> {
        let own = origins & self.board.by_piece(Piece::new(self.turn, role));
        if own.is_empty() {
            return Some(IllegalReason::NoSuchPiece(self.turn, role));
        }
        let mut reasons = Vec::new();
        for from in own {
            reasons.push(self.explain_illegal(from, to)?);
        }
        let rank = |r: &IllegalReason| match r {
            IllegalReason::LeavesKingInCheck => 0,
            IllegalReason::Blocked(..) => 1,
            _ => 2,
        };
        reasons.into_iter().min_by_key(rank)
    }

    /// Why castling on `side` is not legal now; `None` when it is.
    ///
    /// ```
    /// use crc_rules_core::CastlingSide;
    /// use crc_rules_movegen::{IllegalReason, Position};
    /// // The rook on f3 attacks f1, which the king passes on its way to i1.
    /// let pos = Position::from_fen("2k7/10/10/10/10/5r4/10/R3K4R w KQ - 0 1")?;
    /// assert_eq!(
    ///     pos.explain_no_castling(CastlingSide::KingSide),
    ///     Some(IllegalReason::CastlingThroughCheck(CastlingSide::KingSide))
    /// );
    /// assert_eq!(pos.explain_no_castling(CastlingSide::QueenSide), None);
    /// let start = Position::from_number(25933)?;
    /// assert_eq!(
    ///     start.explain_no_castling(CastlingSide::QueenSide),
    ///     Some(IllegalReason::CastlingBlocked(CastlingSide::QueenSide))
    /// );
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn explain_no_castling(&self, side: CastlingSide) -> Option<IllegalReason> {
        let us = self.turn;
        let Some(right) = self.castling.right(us, side) else {
            return Some(IllegalReason::NoCastlingRight(side));
        };
        if self.is_check() {
            return Some(IllegalReason::CastlingInCheck);
        }
        if (right.paths(us).must_be_empty & self.board.occupied()).any() {
            return Some(IllegalReason::CastlingBlocked(side));
        }
        if !self.castling_is_open(right, self.king()) {
            return Some(IllegalReason::CastlingThroughCheck(side));
        }
        None
    }

    /// The castling move to `side` when castling there is legal, else why it is not.
    ///
    /// ```
    /// use crc_rules_core::CastlingSide;
    /// use crc_rules_movegen::{IllegalReason, Position};
    /// let pos = Position::from_fen("2k7/10/10/10/10/10/10/R3K4R w K - 0 1")?;
    /// assert_eq!(pos.castling_move(CastlingSide::KingSide)?.to_uci(), "e1j1");
    /// assert_eq!(
    ///     pos.castling_move(CastlingSide::QueenSide),
    ///     Err(IllegalReason::NoCastlingRight(CastlingSide::QueenSide))
    /// );
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// The [`IllegalReason`] of [`Position::explain_no_castling`].
    pub fn castling_move(&self, side: CastlingSide) -> Result<Move, IllegalReason> {
        let rook = self
            .castling_rook(self.turn, side)
            .ok_or(IllegalReason::NoCastlingRight(side))?;
        match self.explain_no_castling(side) {
            Some(reason) => Err(reason),
            None => Ok(Move::new(self.king(), rook, MoveKind::Castle(side))),
        }
    }

    /// Why `mv`, any `Move` value, is not legal here; `None` exactly when
    /// [`Position::is_legal`] holds.
    ///
    /// ```
    /// use crc_rules_core::{Role, Square};
    /// use crc_rules_movegen::{IllegalReason, Move, MoveKind, Position};
    /// let pos = Position::from_fen("4k5/1P8/10/10/10/10/10/4K5 w - - 0 1")?;
    /// let push = Move::new(Square::B7, Square::B8, MoveKind::Normal);
    /// assert_eq!(pos.explain_move(push), Some(IllegalReason::PromotionRequired));
    /// let queen = Move::new(Square::B7, Square::B8, MoveKind::Promotion(Role::Queen));
    /// assert_eq!(pos.explain_move(queen), None);
    /// let step_as_en_passant = Move::new(Square::E1, Square::E2, MoveKind::EnPassant);
    /// assert_eq!(
    ///     pos.explain_move(step_as_en_passant),
    ///     Some(IllegalReason::WrongKind(Square::E1, Square::E2))
    /// );
    /// # Ok::<(), crc_rules_movegen::FenError>(())
    /// ```
    pub fn explain_move(&self, mv: Move) -> Option<IllegalReason> {
        if self.is_legal(mv) {
            return None;
        }
        let (from, to) = (mv.from(), mv.to());
        if let Some(reason) = mv
            .castling_side()
            .and_then(|side| self.explain_no_castling(side))
        {
            return Some(reason);
        }
        if let Some(reason) = self.explain_illegal(from, to) {
            return Some(reason);
        }
        // The squares make a legal move, but `mv` is not of its kind.
        let promotes = self
            .legal_moves()
            .iter()
            .any(|m| m.from() == from && m.to() == to && m.promotion().is_some());
        Some(match (promotes, mv.promotion()) {
            (true, None) => IllegalReason::PromotionRequired,
            (_, Some(_)) => IllegalReason::NotAPromotion,
            (false, None) => IllegalReason::WrongKind(from, to),
        })
    }
}
