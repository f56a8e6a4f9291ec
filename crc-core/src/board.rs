//! The placement of pieces on the board.

use crate::bitboard::Bitboard;
use crate::piece::{Color, Piece, Role};
use crate::square::{Square, SQUARE_COUNT};

/// Where the pieces stand: one bitboard per role and per colour, and a square-indexed table
/// so that the piece on a square is found in one look-up.
///
/// A `Board` holds any placement at all (no kings, nine queens, pawns on rank 8); whether it
/// is playable is decided when a position is built from it.
///
/// ```
/// use crc_core::{Board, Color, Piece, Role, Square};
/// let mut board = Board::empty();
/// board.set(Square::E1, Piece::new(Color::White, Role::King));
/// assert_eq!(board.piece_at(Square::E1).map(|p| p.role), Some(Role::King));
/// assert_eq!(board.king_of(Color::White), Some(Square::E1));
/// assert_eq!(board.occupied().count(), 1);
/// ```
#[derive(Copy, Clone, PartialEq, Eq, Hash)]
pub struct Board {
    by_role: [Bitboard; 8],
    by_color: [Bitboard; 2],
    squares: [Option<Piece>; SQUARE_COUNT],
}

impl Default for Board {
    fn default() -> Board {
        Board::empty()
    }
}

impl Board {
    /// A board with no pieces.
    pub const fn empty() -> Board {
        Board {
            by_role: [Bitboard::EMPTY; 8],
            by_color: [Bitboard::EMPTY; 2],
            squares: [None; SQUARE_COUNT],
        }
    }

    /// The piece on `square`, if any.
    #[inline]
    pub fn piece_at(&self, square: Square) -> Option<Piece> {
        self.squares[square.index()]
    }

    /// Puts `piece` on `square` and returns what stood there before.
    #[inline]
    pub fn set(&mut self, square: Square, piece: Piece) -> Option<Piece> {
        let previous = self.remove(square);
        self.by_role[piece.role.index()].insert(square);
        self.by_color[piece.color.index()].insert(square);
        self.squares[square.index()] = Some(piece);
        previous
    }

    /// Takes the piece off `square` and returns it, if there was one.
    #[inline]
    pub fn remove(&mut self, square: Square) -> Option<Piece> {
        let previous = self.squares[square.index()].take();
        if let Some(piece) = previous {
            self.by_role[piece.role.index()].remove(square);
            self.by_color[piece.color.index()].remove(square);
        }
        previous
    }

    /// Moves the piece on `from` to the empty square `to`.
    ///
    /// Both bitboards and the square table stay consistent as long as `from` holds a piece
    /// and `to` is empty; it is the fast path of move generation, which guarantees both.
    #[inline]
    pub fn move_to_empty(&mut self, from: Square, to: Square) {
        if let Some(piece) = self.squares[from.index()].take() {
            let both = Bitboard::from_square(from) | Bitboard::from_square(to);
            self.by_role[piece.role.index()] ^= both;
            self.by_color[piece.color.index()] ^= both;
            self.squares[to.index()] = Some(piece);
        }
    }

    /// Every occupied square.
    #[inline]
    pub fn occupied(&self) -> Bitboard {
        self.by_color[0] | self.by_color[1]
    }

    /// The squares of `color`'s pieces.
    #[inline]
    pub fn by_color(&self, color: Color) -> Bitboard {
        self.by_color[color.index()]
    }

    /// The squares of pieces of `role`, of either colour.
    #[inline]
    pub fn by_role(&self, role: Role) -> Bitboard {
        self.by_role[role.index()]
    }

    /// The squares of `piece`.
    #[inline]
    pub fn by_piece(&self, piece: Piece) -> Bitboard {
        self.by_role[piece.role.index()] & self.by_color[piece.color.index()]
    }

    /// The square of `color`'s king when it has exactly one.
    pub fn king_of(&self, color: Color) -> Option<Square> {
        self.by_piece(Piece::new(color, Role::King)).single_square()
    }

    /// Every piece with its square, a1 first.
    pub fn pieces(&self) -> impl Iterator<Item = (Square, Piece)> + '_ {
        self.occupied()
            .into_iter()
            .filter_map(|square| self.piece_at(square).map(|piece| (square, piece)))
    }

    /// The pieces of either colour that attack along diagonals: bishops, archbishops and
    /// queens.
    #[inline]
    pub fn diagonal_sliders(&self) -> Bitboard {
        self.by_role(Role::Bishop) | self.by_role(Role::Archbishop) | self.by_role(Role::Queen)
    }

    /// The pieces of either colour that attack along ranks and files: rooks, chancellors and
    /// queens.
    #[inline]
    pub fn orthogonal_sliders(&self) -> Bitboard {
        self.by_role(Role::Rook) | self.by_role(Role::Chancellor) | self.by_role(Role::Queen)
    }

    /// The pieces of either colour that attack as a knight does: knights, archbishops and
    /// chancellors.
    ///
    /// ```
    /// use crc_core::{Setup, Square};
    /// let setup: Setup = "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1"
    ///     .parse()?;
    /// let leapers = setup.board.knight_leapers();
    /// assert_eq!(leapers.count(), 8); // two knights, an archbishop and a chancellor a side
    /// assert!(leapers.contains(Square::C1) && leapers.contains(Square::H8));
    /// # Ok::<(), crc_core::ParseFenError>(())
    /// ```
    #[inline]
    pub fn knight_leapers(&self) -> Bitboard {
        self.by_role(Role::Knight) | self.by_role(Role::Archbishop) | self.by_role(Role::Chancellor)
    }
}

impl std::fmt::Debug for Board {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Board({})", crate::fen::placement_to_string(self))
    }
}
