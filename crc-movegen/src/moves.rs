//! Moves, their kinds, and the fixed-capacity list the generator fills.

use std::fmt;

use arrayvec::ArrayVec;
use crc_core::{CastlingSide, Role, Square};

/// What kind of move a [`Move`] is.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum MoveKind {
    /// Any move of a piece to an empty square or a capture, including a pawn's double step.
    Normal,
    /// A pawn capturing en passant; `to` is the square the pawn lands on.
    EnPassant,
    /// Castling to the given side; `from` is the king's square and `to` the castling rook's
    /// square (the rook stands on that side of the king).
    Castle(CastlingSide),
    /// A pawn reaching the last rank and becoming the given role.
    Promotion(Role),
}

/// A move: from a square to a square, with its kind.
///
/// Castling is its own kind and is stored as *king takes own rook*, which is also its
/// coordinate notation (`f1j1`); the king's and rook's destinations follow from the side.
///
/// Four bytes in memory; [`Move::to_bits`] packs it into 18 bits of a `u32`.
///
/// ```
/// use crc_core::{CastlingSide, Role, Square};
/// use crc_movegen::{Move, MoveKind};
/// let mv = Move::new(Square::B7, Square::B8, MoveKind::Promotion(Role::Chancellor));
/// assert_eq!(mv.to_string(), "b7b8c");
/// assert_eq!(Move::from_bits(mv.to_bits()), Some(mv));
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    from: Square,
    to: Square,
    kind: MoveKind,
}

impl Move {
    /// The move from `from` to `to` of `kind`. Nothing is checked: legality is a question for
    /// a position ([`crate::Position::is_legal`]).
    ///
    /// ```
    /// use crc_core::Square;
    /// use crc_movegen::{Move, MoveKind, Position};
    /// let double_step = Move::new(Square::E2, Square::E4, MoveKind::Normal);
    /// let too_far = Move::new(Square::E2, Square::E5, MoveKind::Normal);
    /// let capablanca = Position::from_fen(
    ///     "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1")?;
    /// assert!(capablanca.is_legal(double_step));
    /// assert!(!capablanca.is_legal(too_far));
    /// # Ok::<(), crc_movegen::FenError>(())
    /// ```
    #[inline]
    pub const fn new(from: Square, to: Square, kind: MoveKind) -> Move {
        Move { from, to, kind }
    }

    /// The square the moving piece (the king, for castling) leaves.
    ///
    /// ```
    /// use crc_core::Square;
    /// use crc_movegen::Position;
    /// let pos = Position::from_fen("4k5/10/10/10/10/10/10/4K4R w K - 0 1")?;
    /// assert_eq!(pos.parse_uci("O-O")?.from(), Square::E1); // the king's square
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[inline]
    pub const fn from(self) -> Square {
        self.from
    }

    /// The destination; for castling, the castling rook's square.
    ///
    /// ```
    /// use crc_core::Square;
    /// use crc_movegen::Position;
    /// let pos = Position::from_fen("4k5/10/10/10/10/10/10/4K4R w K - 0 1")?;
    /// assert_eq!(pos.parse_uci("O-O")?.to(), Square::J1); // the rook's square, not i1
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[inline]
    pub const fn to(self) -> Square {
        self.to
    }

    /// The kind of the move.
    ///
    /// ```
    /// use crc_movegen::{MoveKind, Position};
    /// let pos = Position::from_fen(
    ///     "rnabqkbcnr/ppp1pppppp/10/3pP5/10/10/PPPP1PPPPP/RNABQKBCNR w KQkq d6 0 3")?;
    /// assert_eq!(pos.parse_uci("e5d6")?.kind(), MoveKind::EnPassant);
    /// assert_eq!(pos.parse_uci("e5e6")?.kind(), MoveKind::Normal);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[inline]
    pub const fn kind(self) -> MoveKind {
        self.kind
    }

    /// The role a pawn promotes to, if this is a promotion.
    ///
    /// ```
    /// use crc_core::Role;
    /// use crc_movegen::Position;
    /// let pos = Position::from_fen("4k5/1P8/10/10/10/10/10/4K5 w - - 0 1")?;
    /// assert_eq!(pos.parse_uci("b7b8a")?.promotion(), Some(Role::Archbishop));
    /// assert_eq!(pos.parse_uci("e1e2")?.promotion(), None);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub const fn promotion(self) -> Option<Role> {
        match self.kind {
            MoveKind::Promotion(role) => Some(role),
            _ => None,
        }
    }

    /// Whether this is a castling move.
    ///
    /// ```
    /// use crc_movegen::Position;
    /// let pos = Position::from_fen("2k7/10/10/10/10/10/10/R3K4R w KQ - 0 1")?;
    /// let castles: Vec<String> =
    ///     pos.legal_moves().iter().filter(|m| m.is_castle()).map(|m| m.to_uci()).collect();
    /// assert_eq!(castles, ["e1j1", "e1a1"]); // king takes own rook, king side first
    /// # Ok::<(), crc_movegen::FenError>(())
    /// ```
    pub const fn is_castle(self) -> bool {
        matches!(self.kind, MoveKind::Castle(_))
    }

    /// The side a castling move castles to; `None` for other moves.
    ///
    /// ```
    /// use crc_core::{CastlingSide, Square};
    /// use crc_movegen::{Move, MoveKind};
    /// let castle = Move::new(Square::E1, Square::A1, MoveKind::Castle(CastlingSide::QueenSide));
    /// assert_eq!(castle.castling_side(), Some(CastlingSide::QueenSide));
    /// ```
    pub const fn castling_side(self) -> Option<CastlingSide> {
        match self.kind {
            MoveKind::Castle(side) => Some(side),
            _ => None,
        }
    }

    /// The castling move of the king on `king` with the rook on `rook`: king side when the
    /// rook stands on a higher file, queen side otherwise.
    ///
    /// ```
    /// use crc_core::{CastlingSide, Square};
    /// use crc_movegen::{Move, Position};
    /// let castle = Move::castle(Square::F1, Square::J1);
    /// assert_eq!(castle.castling_side(), Some(CastlingSide::KingSide));
    /// assert_eq!(Move::castle(Square::F8, Square::B8).castling_side(), Some(CastlingSide::QueenSide));
    /// let pos = Position::from_fen("r4k3r/10/10/10/10/10/10/R4K3R w KQkq - 0 1")?;
    /// assert!(pos.is_legal(castle));
    /// # Ok::<(), crc_movegen::FenError>(())
    /// ```
    pub fn castle(king: Square, rook: Square) -> Move {
        let side = if rook.file() > king.file() {
            CastlingSide::KingSide
        } else {
            CastlingSide::QueenSide
        };
        Move::new(king, rook, MoveKind::Castle(side))
    }

    /// Packs the move: bits 0..7 `from`, 7..14 `to`, 14..18 the kind (0 normal, 1 en passant,
    /// 2 castle king side, 3 castle queen side, 4 + role index for promotions).
    ///
    /// ```
    /// use crc_core::Square;
    /// use crc_movegen::{Move, MoveKind};
    /// let mv = Move::new(Square::E2, Square::E4, MoveKind::Normal);
    /// assert_eq!(mv.to_bits(), 14 | 34 << 7); // e2 is square 14, e4 square 34
    /// ```
    pub const fn to_bits(self) -> u32 {
        let kind = match self.kind {
            MoveKind::Normal => 0,
            MoveKind::EnPassant => 1,
            MoveKind::Castle(CastlingSide::KingSide) => 2,
            MoveKind::Castle(CastlingSide::QueenSide) => 3,
            MoveKind::Promotion(role) => 4 + role as u32,
        };
        self.from as u32 | (self.to as u32) << 7 | kind << 14
    }

    /// Unpacks [`Move::to_bits`]; `None` for bits that encode no move.
    ///
    /// ```
    /// use crc_movegen::Move;
    /// let mv = Move::from_bits(14 | 34 << 7).unwrap();
    /// assert_eq!(mv.to_uci(), "e2e4");
    /// assert_eq!(Move::from_bits(80), None); // square 80 is off the board
    /// assert_eq!(Move::from_bits(14 | 34 << 7 | 12 << 14), None); // kind 12 is no kind
    /// ```
    pub fn from_bits(bits: u32) -> Option<Move> {
        let from = Square::new(bits & 0x7f)?;
        let to = Square::new((bits >> 7) & 0x7f)?;
        let kind = match bits >> 14 {
            0 => MoveKind::Normal,
            1 => MoveKind::EnPassant,
            2 => MoveKind::Castle(CastlingSide::KingSide),
            3 => MoveKind::Castle(CastlingSide::QueenSide),
            k @ 4..=11 => {
                let role = Role::ALL[(k - 4) as usize];
                if !Role::PROMOTIONS.contains(&role) {
                    return None;
                }
                MoveKind::Promotion(role)
            }
            _ => return None,
        };
        Some(Move { from, to, kind })
    }

    /// Coordinate notation: `e2e4`, `b7b8c`, castling as king takes own rook (`f1j1`).
    ///
    /// ```
    /// use crc_movegen::Position;
    /// let pos = Position::from_fen("r4k3r/1P8/10/10/10/10/10/R4K3R w KQ - 0 1")?;
    /// let uci: Vec<String> = pos.legal_moves().iter().map(|m| m.to_uci()).collect();
    /// assert!(uci.contains(&"f1j1".to_string())); // O-O
    /// assert!(uci.contains(&"b7b8c".to_string())); // promotion to a chancellor
    /// # Ok::<(), crc_movegen::FenError>(())
    /// ```
    pub fn to_uci(self) -> String {
        self.to_string()
    }
}

impl fmt::Display for Move {
    /// Coordinate notation, as [`Move::to_uci`].
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.from, self.to)?;
        if let Some(role) = self.promotion() {
            write!(f, "{}", role.char())?;
        }
        Ok(())
    }
}

/// The most legal moves any CRC position can have is below this: at most 20 pieces a side,
/// none with more than 30 moves on the 10×8 board (a queen on e4), plus two castlings:
/// 8 + 19 × 30 + 2 = 580.
pub const MAX_MOVES: usize = 600;

/// A list of moves on the stack; generating into it never allocates.
pub type MoveList = ArrayVec<Move, MAX_MOVES>;
