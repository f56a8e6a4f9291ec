//! `Setup`: position data as read from text, before any validation.

use std::fmt;

use crate::bitboard::Bitboard;
use crate::board::Board;
use crate::piece::Color;
use crate::square::{File, Square};

/// The two sides a king may castle to.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum CastlingSide {
    /// `O-O`: towards the `j` file; the king ends on `i`, the rook on `h`.
    KingSide,
    /// `O-O-O`: towards the `a` file; the king ends on `c`, the rook on `d`.
    QueenSide,
}

impl CastlingSide {
    /// Both sides, king side first.
    pub const ALL: [CastlingSide; 2] = [CastlingSide::KingSide, CastlingSide::QueenSide];

    /// The file the king lands on: `i` or `c`.
    ///
    /// ```
    /// use crc_rules_core::{CastlingSide, File};
    /// assert_eq!(CastlingSide::KingSide.king_to_file(), File::I);
    /// ```
    pub const fn king_to_file(self) -> File {
        match self {
            CastlingSide::KingSide => File::I,
            CastlingSide::QueenSide => File::C,
        }
    }

    /// The file the rook lands on: `h` or `d`.
    ///
    /// ```
    /// use crc_rules_core::{CastlingSide, File};
    /// assert_eq!(CastlingSide::QueenSide.rook_to_file(), File::D);
    /// ```
    pub const fn rook_to_file(self) -> File {
        match self {
            CastlingSide::KingSide => File::H,
            CastlingSide::QueenSide => File::D,
        }
    }

    /// The square `color`'s king lands on when it castles to this side.
    ///
    /// ```
    /// use crc_rules_core::{CastlingSide, Color, Square};
    /// assert_eq!(CastlingSide::KingSide.king_to(Color::White), Square::I1);
    /// assert_eq!(CastlingSide::QueenSide.king_to(Color::Black), Square::C8);
    /// ```
    pub const fn king_to(self, color: Color) -> Square {
        Square::from_coords(self.king_to_file(), color.back_rank())
    }

    /// The square `color`'s rook lands on when it castles to this side.
    ///
    /// ```
    /// use crc_rules_core::{CastlingSide, Color, Square};
    /// assert_eq!(CastlingSide::KingSide.rook_to(Color::White), Square::H1);
    /// assert_eq!(CastlingSide::QueenSide.rook_to(Color::Black), Square::D8);
    /// ```
    pub const fn rook_to(self, color: Color) -> Square {
        Square::from_coords(self.rook_to_file(), color.back_rank())
    }

    /// The side of the king a rook on `rook` stands on, or `None` on the king's own file.
    ///
    /// ```
    /// use crc_rules_core::{CastlingSide, File};
    /// assert_eq!(CastlingSide::of_rook(File::F, File::J), Some(CastlingSide::KingSide));
    /// assert_eq!(CastlingSide::of_rook(File::F, File::A), Some(CastlingSide::QueenSide));
    /// assert_eq!(CastlingSide::of_rook(File::F, File::F), None);
    /// ```
    pub fn of_rook(king: File, rook: File) -> Option<CastlingSide> {
        match rook.cmp(&king) {
            std::cmp::Ordering::Greater => Some(CastlingSide::KingSide),
            std::cmp::Ordering::Less => Some(CastlingSide::QueenSide),
            std::cmp::Ordering::Equal => None,
        }
    }

    /// `0` for the king side, `1` for the queen side.
    ///
    /// ```
    /// use crc_rules_core::CastlingSide;
    /// assert_eq!(CastlingSide::QueenSide.index(), 1);
    /// ```
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The SAN of castling to this side: `O-O` or `O-O-O`.
    ///
    /// ```
    /// use crc_rules_core::CastlingSide;
    /// assert_eq!(CastlingSide::QueenSide.san(), "O-O-O");
    /// ```
    pub const fn san(self) -> &'static str {
        match self {
            CastlingSide::KingSide => "O-O",
            CastlingSide::QueenSide => "O-O-O",
        }
    }

    /// The name used in messages: `king side` or `queen side`.
    ///
    /// ```
    /// use crc_rules_core::CastlingSide;
    /// assert_eq!(CastlingSide::KingSide.name(), "king side");
    /// ```
    pub const fn name(self) -> &'static str {
        match self {
            CastlingSide::KingSide => "king side",
            CastlingSide::QueenSide => "queen side",
        }
    }
}

impl fmt::Display for CastlingSide {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Position data as text describes it: placement, side to move, castling rights, en-passant
/// square and clocks. Nothing here is checked; `crc-rules-movegen` turns a `Setup` into a playable
/// position and says everything that is wrong with it (or, leniently, drops stale castling
/// rights and en-passant squares and says what it dropped).
///
/// Castling rights are kept as the set of rook squares that hold one (on rank 1 for White,
/// rank 8 for Black), which says exactly which rook may castle in every notation.
///
/// ```
/// use crc_rules_core::{Setup, Square};
/// let setup: Setup = "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1"
///     .parse()
///     .unwrap();
/// assert!(setup.castling_rights.contains(Square::J1));
/// assert!(setup.castling_rights.contains(Square::A8));
/// assert_eq!(setup.castling_rights.count(), 4);
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Setup {
    /// Where the pieces stand.
    pub board: Board,
    /// The side to move.
    pub turn: Color,
    /// The squares of the rooks that still have a castling right.
    pub castling_rights: Bitboard,
    /// The square a pawn skipped with a double step on the last move, if any.
    pub ep_square: Option<Square>,
    /// Half-moves since the last capture or pawn move (for the fifty-move rule).
    pub halfmove_clock: u32,
    /// The number of the full move, starting at 1 and counting up after Black moves.
    pub fullmove_number: u32,
}

impl Default for Setup {
    /// An empty board, White to move, no rights, clocks `0 1`.
    fn default() -> Setup {
        Setup {
            board: Board::empty(),
            turn: Color::White,
            castling_rights: Bitboard::EMPTY,
            ep_square: None,
            halfmove_clock: 0,
            fullmove_number: 1,
        }
    }
}

impl Setup {
    /// The squares of rooks that hold a castling right for `color`.
    ///
    /// ```
    /// use crc_rules_core::{Bitboard, Color, Setup, Square};
    /// let setup: Setup = "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w Kq - 0 1"
    ///     .parse()?;
    /// assert_eq!(setup.castling_rooks(Color::White), Bitboard::from_square(Square::J1));
    /// assert_eq!(setup.castling_rooks(Color::Black), Bitboard::from_square(Square::A8));
    /// # Ok::<(), crc_rules_core::ParseFenError>(())
    /// ```
    pub fn castling_rooks(&self, color: Color) -> Bitboard {
        self.castling_rights & Bitboard::from_rank(color.back_rank())
    }

    /// The rook square holding `color`'s right on `side`, if the right is there and the king
    /// stands on its back rank.
    ///
    /// ```
    /// use crc_rules_core::{CastlingSide, Color, Setup, Square};
    /// let setup: Setup = "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w Kq - 0 1"
    ///     .parse()?;
    /// assert_eq!(setup.castling_rook(Color::White, CastlingSide::KingSide), Some(Square::J1));
    /// assert_eq!(setup.castling_rook(Color::White, CastlingSide::QueenSide), None);
    /// # Ok::<(), crc_rules_core::ParseFenError>(())
    /// ```
    pub fn castling_rook(&self, color: Color, side: CastlingSide) -> Option<Square> {
        let king = self.back_rank_king(color)?;
        self.castling_rooks(color)
            .into_iter()
            .find(|rook| CastlingSide::of_rook(king.file(), rook.file()) == Some(side))
    }

    /// `color`'s king when it stands alone on its back rank.
    ///
    /// ```
    /// use crc_rules_core::{Color, Setup, Square};
    /// let setup: Setup = "4k5/10/10/10/10/10/4K5/10 w - - 0 1".parse()?;
    /// assert_eq!(setup.back_rank_king(Color::Black), Some(Square::E8));
    /// assert_eq!(setup.back_rank_king(Color::White), None); // on e2
    /// # Ok::<(), crc_rules_core::ParseFenError>(())
    /// ```
    pub fn back_rank_king(&self, color: Color) -> Option<Square> {
        let king = self.board.king_of(color)?;
        (king.rank() == color.back_rank()).then_some(king)
    }
}
