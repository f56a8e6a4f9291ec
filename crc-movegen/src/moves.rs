//! Moves, their kinds, and the fixed-capacity list the generator fills.

use std::fmt;

use arrayvec::ArrayVec;
use crc_rules_core::{CastlingSide, Role, Square};

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
/// Four bytes in memory, in the order of [`Move::to_bytes`]: the fields of the C library's
/// `crc_move`, so that a move crosses to C as its bytes with the castling side masked off
/// (the kind byte keeps the side above its two bits). [`Move::to_bits`] packs it into 18
/// bits of a `u32`.
///
/// ```
/// use crc_rules_core::{CastlingSide, Role, Square};
/// use crc_rules_movegen::{Move, MoveKind};
/// let mv = Move::new(Square::B7, Square::B8, MoveKind::Promotion(Role::Chancellor));
/// assert_eq!(mv.to_string(), "b7b8c");
/// assert_eq!(Move::from_bits(mv.to_bits()), Some(mv));
/// assert_eq!(Move::from_bytes(mv.to_bytes()), Some(mv));
/// ```
#[derive(Copy, Clone, PartialEq, Eq, Hash)]
#[repr(C)]
pub struct Move {
    from: Square,
    to: Square,
    /// The promotion role's index plus one; 0 for a move that is no promotion.
    promotion: u8,
    /// One of the `KIND_*` codes, with [`QUEEN_SIDE`] for castling to the queen side.
    kind: u8,
}

/// The role of a promotion byte (the role's index plus one); `None` for 0 and for bytes
/// above 8.
#[inline]
const fn promotion_role(code: u8) -> Option<Role> {
    // 0, no promotion, wraps round to an index past the end.
    let index = (code as usize).wrapping_sub(1);
    if index < Role::ALL.len() {
        Some(Role::ALL[index])
    } else {
        None
    }
}

/// The kind codes of [`Move::to_bytes`], those of the C library's `CRC_MOVE_*`.
const KIND_NORMAL: u8 = 0;
const KIND_EN_PASSANT: u8 = 1;
const KIND_CASTLE: u8 = 2;
const KIND_PROMOTION: u8 = 3;
/// Marks a castling move to the queen side in the stored kind, above the kind's two bits:
/// a `Move` keeps the side it was made with, the bytes of [`Move::to_bytes`] do not.
const QUEEN_SIDE: u8 = 4;
/// The bits of the stored kind that [`Move::to_bytes`] gives.
const KIND_BITS: u8 = 3;

impl Move {
    /// The move from `from` to `to` of `kind`. Nothing is checked: legality is a question for
    /// a position ([`crate::Position::is_legal`]).
    ///
    /// ```
    /// use crc_rules_core::Square;
    /// use crc_rules_movegen::{Move, MoveKind, Position};
    /// let double_step = Move::new(Square::E2, Square::E4, MoveKind::Normal);
    /// let too_far = Move::new(Square::E2, Square::E5, MoveKind::Normal);
    /// let capablanca = Position::from_fen(
    ///     "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1")?;
    /// assert!(capablanca.is_legal(double_step));
    /// assert!(!capablanca.is_legal(too_far));
    /// # Ok::<(), crc_rules_movegen::FenError>(())
    /// ```
    #[inline]
    pub const fn new(from: Square, to: Square, kind: MoveKind) -> Move {
        let (promotion, kind) = match kind {
            MoveKind::Normal => (0, KIND_NORMAL),
            MoveKind::EnPassant => (0, KIND_EN_PASSANT),
            MoveKind::Castle(CastlingSide::KingSide) => (0, KIND_CASTLE),
            MoveKind::Castle(CastlingSide::QueenSide) => (0, KIND_CASTLE | QUEEN_SIDE),
            MoveKind::Promotion(role) => (role as u8 + 1, KIND_PROMOTION),
        };
        Move {
            from,
            to,
            promotion,
            kind,
        }
    }

    /// A move of kind `MoveKind::Normal`: what generation writes for every piece.
    #[inline(always)]
    pub(crate) const fn normal(from: Square, to: Square) -> Move {
        Move {
            from,
            to,
            promotion: 0,
            kind: KIND_NORMAL,
        }
    }

    /// The square the moving piece (the king, for castling) leaves.
    ///
    /// ```
    /// use crc_rules_core::{CastlingSide, Square};
    /// use crc_rules_movegen::Position;
    /// let pos = Position::from_fen("4k5/10/10/10/10/10/10/4K4R w K - 0 1")?;
    /// let castle = pos.castling_move(CastlingSide::KingSide)?;
    /// assert_eq!(castle.from(), Square::E1); // the king's square
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[inline]
    pub const fn from(self) -> Square {
        self.from
    }

    /// The destination; for castling, the castling rook's square.
    ///
    /// ```
    /// use crc_rules_core::{CastlingSide, Square};
    /// use crc_rules_movegen::Position;
    /// let pos = Position::from_fen("4k5/10/10/10/10/10/10/4K4R w K - 0 1")?;
    /// let castle = pos.castling_move(CastlingSide::KingSide)?;
    /// assert_eq!(castle.to(), Square::J1); // the rook's square, not i1
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[inline]
    pub const fn to(self) -> Square {
        self.to
    }

    /// The kind of the move.
    ///
    /// ```
    /// use crc_rules_movegen::{MoveKind, Position};
    /// let pos = Position::from_fen(
    ///     "rnabqkbcnr/ppp1pppppp/10/3pP5/10/10/PPPP1PPPPP/RNABQKBCNR w KQkq d6 0 3")?;
    /// assert_eq!(pos.parse_uci("e5d6")?.kind(), MoveKind::EnPassant);
    /// assert_eq!(pos.parse_uci("e5e6")?.kind(), MoveKind::Normal);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[inline]
    pub const fn kind(self) -> MoveKind {
        match self.kind {
            KIND_NORMAL => MoveKind::Normal,
            KIND_EN_PASSANT => MoveKind::EnPassant,
            KIND_CASTLE => MoveKind::Castle(CastlingSide::KingSide),
            KIND_PROMOTION => match self.promotion() {
                Some(role) => MoveKind::Promotion(role),
                None => MoveKind::Normal, // never: a promotion keeps its role
            },
            _ => MoveKind::Castle(CastlingSide::QueenSide),
        }
    }

    /// The role a pawn promotes to, if this is a promotion.
    ///
    /// ```
    /// use crc_rules_core::Role;
    /// use crc_rules_movegen::Position;
    /// let pos = Position::from_fen("4k5/1P8/10/10/10/10/10/4K5 w - - 0 1")?;
    /// assert_eq!(pos.parse_uci("b7b8a")?.promotion(), Some(Role::Archbishop));
    /// assert_eq!(pos.parse_uci("e1e2")?.promotion(), None);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[inline]
    pub const fn promotion(self) -> Option<Role> {
        promotion_role(self.promotion)
    }

    /// Whether this is a castling move.
    ///
    /// ```
    /// use crc_rules_movegen::Position;
    /// let pos = Position::from_fen("2k7/10/10/10/10/10/10/R3K4R w KQ - 0 1")?;
    /// let castles: Vec<String> =
    ///     pos.legal_moves().iter().filter(|m| m.is_castle()).map(|m| m.to_uci()).collect();
    /// assert_eq!(castles, ["e1j1", "e1a1"]); // king takes own rook, king side first
    /// # Ok::<(), crc_rules_movegen::FenError>(())
    /// ```
    #[inline]
    pub const fn is_castle(self) -> bool {
        self.kind & KIND_BITS == KIND_CASTLE
    }

    /// The side a castling move castles to; `None` for other moves.
    ///
    /// ```
    /// use crc_rules_core::{CastlingSide, Square};
    /// use crc_rules_movegen::{Move, MoveKind};
    /// let castle = Move::new(Square::E1, Square::A1, MoveKind::Castle(CastlingSide::QueenSide));
    /// assert_eq!(castle.castling_side(), Some(CastlingSide::QueenSide));
    /// ```
    pub const fn castling_side(self) -> Option<CastlingSide> {
        match self.kind() {
            MoveKind::Castle(side) => Some(side),
            _ => None,
        }
    }

    /// The castling move of the king on `king` with the rook on `rook`: king side when the
    /// rook stands on a higher file, queen side otherwise.
    ///
    /// ```
    /// use crc_rules_core::{CastlingSide, Square};
    /// use crc_rules_movegen::{Move, Position};
    /// let castle = Move::castle(Square::F1, Square::J1);
    /// assert_eq!(castle.castling_side(), Some(CastlingSide::KingSide));
    /// assert_eq!(Move::castle(Square::F8, Square::B8).castling_side(), Some(CastlingSide::QueenSide));
    /// let pos = Position::from_fen("r4k3r/10/10/10/10/10/10/R4K3R w KQkq - 0 1")?;
    /// assert!(pos.is_legal(castle));
    /// # Ok::<(), crc_rules_movegen::FenError>(())
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
    /// use crc_rules_core::Square;
    /// use crc_rules_movegen::{Move, MoveKind};
    /// let mv = Move::new(Square::E2, Square::E4, MoveKind::Normal);
    /// assert_eq!(mv.to_bits(), 14 | 34 << 7); // e2 is square 14, e4 square 34
    /// ```
    pub const fn to_bits(self) -> u32 {
        let kind = match self.kind() {
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
    /// use crc_rules_movegen::Move;
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
        Some(Move::new(from, to, kind))
    }

    /// The move as four bytes, `[from, to, promotion, kind]`, the layout of the C
    /// library's `crc_move`: the squares by index (`rank * 10 + file`), the promotion role
    /// as its index plus one (0 for none: `Role::Knight` is 2, `Role::Queen` 7), and the
    /// kind as 0 normal, 1 en passant, 2 castling, 3 promotion. The side of a castling
    /// move is not among them: [`Move::from_bytes`] finds it from the squares.
    ///
    /// ```
    /// use crc_rules_core::{CastlingSide, Square};
    /// use crc_rules_movegen::{Move, MoveKind};
    /// let mv = Move::new(Square::E2, Square::E4, MoveKind::Normal);
    /// assert_eq!(mv.to_bytes(), [14, 34, 0, 0]);
    /// let castle = Move::new(Square::F1, Square::A1, MoveKind::Castle(CastlingSide::QueenSide));
    /// assert_eq!(castle.to_bytes(), [5, 0, 0, 2]);
    /// ```
    #[inline]
    pub const fn to_bytes(self) -> [u8; 4] {
        [
            self.from as u8,
            self.to as u8,
            self.promotion,
            self.kind & KIND_BITS,
        ]
    }

    /// The move [`Move::to_bytes`] gives these bytes for; `None` for bytes that describe
    /// no move (a square above 79, an unknown kind, a promotion role on a move that is no
    /// promotion, or a promotion to a pawn or a king). Castling is to the king side when
    /// the rook's square is the higher, as [`Move::castle`] finds it.
    ///
    /// ```
    /// use crc_rules_core::{CastlingSide, Role};
    /// use crc_rules_movegen::{Move, MoveKind};
    /// let promotion = Move::from_bytes([11, 1, 7, 3]).unwrap(); // b2b1q
    /// assert_eq!(promotion.kind(), MoveKind::Promotion(Role::Queen));
    /// let castle = Move::from_bytes([75, 79, 0, 2]).unwrap(); // f8j8
    /// assert_eq!(castle.castling_side(), Some(CastlingSide::KingSide));
    /// assert_eq!(Move::from_bytes([14, 34, 8, 3]), None); // a promotion to a king
    /// assert_eq!(Move::from_bytes([14, 80, 0, 0]), None); // square 80 is off the board
    /// ```
    #[inline]
    pub fn from_bytes([from, to, promotion, kind]: [u8; 4]) -> Option<Move> {
        let from = Square::new(from.into())?;
        let to = Square::new(to.into())?;
        let kind = match (kind, promotion) {
            (KIND_NORMAL, 0) => MoveKind::Normal,
            (KIND_EN_PASSANT, 0) => MoveKind::EnPassant,
            (KIND_CASTLE, 0) => return Some(Move::castle(from, to)),
            (KIND_PROMOTION, _) => {
                let role = promotion_role(promotion)?;
                if !Role::PROMOTIONS.contains(&role) {
                    return None;
                }
                MoveKind::Promotion(role)
            }
            _ => return None,
        };
        Some(Move::new(from, to, kind))
    }

    /// Coordinate notation: `e2e4`, `b7b8c`, castling as king takes own rook (`f1j1`).
    ///
    /// ```
    /// use crc_rules_movegen::Position;
    /// let pos = Position::from_fen("r4k3r/1P8/10/10/10/10/10/R4K3R w KQ - 0 1")?;
    /// let uci: Vec<String> = pos.legal_moves().iter().map(|m| m.to_uci()).collect();
    /// assert!(uci.contains(&"f1j1".to_string())); // O-O
    /// assert!(uci.contains(&"b7b8c".to_string())); // promotion to a chancellor
    /// # Ok::<(), crc_rules_movegen::FenError>(())
    /// ```
    pub fn to_uci(self) -> String {
        self.to_string()
    }
}

impl fmt::Debug for Move {
    /// As a struct of its squares and kind: `Move { from: E2, to: E4, kind: Normal }`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Move")
            .field("from", &self.from)
            .field("to", &self.to)
            .field("kind", &self.kind())
            .finish()
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
