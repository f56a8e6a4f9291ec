//! `Setup`: position data as read from text, before any validation.

use std::fmt;

use crate::bitboard::Bitboard;
use crate::board::Board;
use crate::piece::{Color, Piece, Role};
use crate::square::{File, Rank, Square};

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
    pub const fn king_to_file(self) -> File {
        match self {
            CastlingSide::KingSide => File::I,
            CastlingSide::QueenSide => File::C,
        }
    }

    /// The file the rook lands on: `h` or `d`.
    pub const fn rook_to_file(self) -> File {
        match self {
            CastlingSide::KingSide => File::H,
            CastlingSide::QueenSide => File::D,
        }
    }

    /// The side of the king a rook on `rook` stands on, or `None` on the king's own file.
    pub fn of_rook(king: File, rook: File) -> Option<CastlingSide> {
        match rook.cmp(&king) {
            std::cmp::Ordering::Greater => Some(CastlingSide::KingSide),
            std::cmp::Ordering::Less => Some(CastlingSide::QueenSide),
            std::cmp::Ordering::Equal => None,
        }
    }

    /// `0` for the king side, `1` for the queen side.
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The SAN of castling to this side: `O-O` or `O-O-O`.
    pub const fn san(self) -> &'static str {
        match self {
            CastlingSide::KingSide => "O-O",
            CastlingSide::QueenSide => "O-O-O",
        }
    }

    /// The name used in messages: `king side` or `queen side`.
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
/// square and clocks. Nothing here is checked; `crc-movegen` turns a `Setup` into a playable
/// position and says everything that is wrong with it.
///
/// Castling rights are kept as the set of rook squares that hold one (on rank 1 for White,
/// rank 8 for Black), which says exactly which rook may castle in every notation.
///
/// ```
/// use crc_core::{Setup, Square};
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

/// Why a castling right of a [`Setup`] cannot be used.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum CastlingRightError {
    /// The right's square is not on either back rank.
    #[error("castling right on {0}, which is not on a back rank")]
    NotOnBackRank(Square),
    /// The king of that colour is not (alone) on its back rank.
    #[error("{} castling right but the {} king is not on rank {}", .0.name(), .0.name(), Board::back_rank(*.0).char())]
    NoKing(Color),
    /// No rook of the right colour stands on the right's square.
    #[error("castling right on {square} but no {} rook stands there", .color.name())]
    NoRook {
        /// The colour the right belongs to.
        color: Color,
        /// The square named by the right.
        square: Square,
    },
    /// Two rights on the same side of the king.
    #[error("two {} castling rights on the {side}", .color.name())]
    SideTwice {
        /// The colour the rights belong to.
        color: Color,
        /// The side with two rights.
        side: CastlingSide,
    },
}

impl Setup {
    /// The squares of rooks that hold a castling right for `color`.
    pub fn castling_rooks(&self, color: Color) -> Bitboard {
        self.castling_rights & Bitboard::from_rank(Board::back_rank(color))
    }

    /// The rook square holding `color`'s right on `side`, if the right is there and the king
    /// stands on its back rank.
    pub fn castling_rook(&self, color: Color, side: CastlingSide) -> Option<Square> {
        let king = self.back_rank_king(color)?;
        self.castling_rooks(color)
            .into_iter()
            .find(|rook| CastlingSide::of_rook(king.file(), rook.file()) == Some(side))
    }

    /// `color`'s king when it stands alone on its back rank.
    pub fn back_rank_king(&self, color: Color) -> Option<Square> {
        let king = self.board.king_of(color)?;
        (king.rank() == Board::back_rank(color)).then_some(king)
    }

    /// Every reason why a castling right cannot be used, first by colour then by square.
    pub fn castling_errors(&self) -> Vec<CastlingRightError> {
        let mut errors = Vec::new();
        let back_ranks = Bitboard::from_rank(Rank::First) | Bitboard::from_rank(Rank::Eighth);
        for square in self.castling_rights - back_ranks {
            errors.push(CastlingRightError::NotOnBackRank(square));
        }
        for color in Color::ALL {
            let rooks = self.castling_rooks(color);
            if rooks.is_empty() {
                continue;
            }
            let Some(king) = self.back_rank_king(color) else {
                errors.push(CastlingRightError::NoKing(color));
                continue;
            };
            let mut seen = [false; 2];
            for square in rooks {
                if self.board.piece_at(square) != Some(Piece::new(color, Role::Rook)) {
                    errors.push(CastlingRightError::NoRook { color, square });
                } else if let Some(side) = CastlingSide::of_rook(king.file(), square.file()) {
                    if std::mem::replace(&mut seen[side.index()], true) {
                        errors.push(CastlingRightError::SideTwice { color, side });
                    }
                }
            }
        }
        errors
    }

    /// Whether the en-passant square stands right behind an enemy pawn that can just have
    /// made a double step (the pawn in front of it, the square and its start square empty).
    pub fn ep_square_is_plausible(&self) -> bool {
        let Some(ep) = self.ep_square else {
            return true;
        };
        let mover = self.turn;
        let (ep_rank, forward) = match mover {
            Color::White => (Rank::Sixth, 1),
            Color::Black => (Rank::Third, -1),
        };
        if ep.rank() != ep_rank {
            return false;
        }
        let (Some(pawn), Some(start)) = (ep.offset(0, -forward), ep.offset(0, forward)) else {
            return false;
        };
        self.board.piece_at(pawn) == Some(Piece::new(!mover, Role::Pawn))
            && self.board.piece_at(ep).is_none()
            && self.board.piece_at(start).is_none()
    }
}
