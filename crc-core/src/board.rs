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
/// use crc_rules_core::{Board, Color, Piece, Role, Square};
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
    ///
    /// ```
    /// use crc_rules_core::Board;
    /// let board = Board::empty();
    /// assert!(board.occupied().is_empty());
    /// assert_eq!(board, Board::default());
    /// ```
    pub const fn empty() -> Board {
        Board {
            by_role: [Bitboard::EMPTY; 8],
            by_color: [Bitboard::EMPTY; 2],
            squares: [None; SQUARE_COUNT],
        }
    }

    /// The piece on `square`, if any.
    ///
    /// ```
    /// use crc_rules_core::{Color, Piece, Role, Setup, Square};
    /// let setup: Setup = "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1"
    ///     .parse()?;
    /// let archbishop = Piece::new(Color::White, Role::Archbishop);
    /// assert_eq!(setup.board.piece_at(Square::C1), Some(archbishop));
    /// assert_eq!(setup.board.piece_at(Square::E4), None);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[inline]
    pub fn piece_at(&self, square: Square) -> Option<Piece> {
        self.squares[square.index()]
    }

    /// Puts `piece` on `square` and returns what stood there before.
    ///
    /// ```
    /// use crc_rules_core::{Board, Color, Piece, Role, Square};
    /// let mut board = Board::empty();
    /// let rook = Piece::new(Color::White, Role::Rook);
    /// assert_eq!(board.set(Square::A1, rook), None);
    /// assert_eq!(board.set(Square::A1, Piece::new(Color::Black, Role::Knight)), Some(rook));
    /// assert_eq!(board.occupied().count(), 1);
    /// ```
    #[inline]
    pub fn set(&mut self, square: Square, piece: Piece) -> Option<Piece> {
        let previous = self.remove(square);
        self.by_role[piece.role.index()].insert(square);
        self.by_color[piece.color.index()].insert(square);
        self.squares[square.index()] = Some(piece);
        previous
    }

    /// Takes the piece off `square` and returns it, if there was one.
    ///
    /// ```
    /// use crc_rules_core::{Color, Piece, Role, Square, GOTHIC};
    /// let mut board = GOTHIC.to_setup().board;
    /// assert_eq!(board.remove(Square::E1), Some(Piece::new(Color::White, Role::Chancellor)));
    /// assert_eq!(board.remove(Square::E1), None);
    /// assert_eq!(board.occupied().count(), 39);
    /// ```
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
    /// and `to` is empty: the fast path for a caller that knows both (taking a move back, en
    /// passant). With no piece on `from` nothing changes.
    ///
    /// ```
    /// use crc_rules_core::{Bitboard, Board, Color, Piece, Role, Square};
    /// let mut board = Board::empty();
    /// board.set(Square::B1, Piece::new(Color::White, Role::Knight));
    /// board.move_to_empty(Square::B1, Square::C3);
    /// assert_eq!(board.piece_at(Square::B1), None);
    /// assert_eq!(board.by_role(Role::Knight), Bitboard::from_square(Square::C3));
    /// ```
    #[inline]
    pub fn move_to_empty(&mut self, from: Square, to: Square) {
        if let Some(piece) = self.squares[from.index()].take() {
            let both = Bitboard::from_square(from) | Bitboard::from_square(to);
            self.by_role[piece.role.index()] ^= both;
            self.by_color[piece.color.index()] ^= both;
            self.squares[to.index()] = Some(piece);
        }
    }

    /// Moves the piece on `from` to `to` and returns the piece that stood on `to`, which it
    /// takes. With no piece on `from` nothing changes (and nothing is returned).
    ///
    /// `from` and `to` must differ, as they do in every move: this is the step of playing a
    /// move, and it does not test them (the test costs move generation 0.2 instructions a
    /// leaf). From a square to itself the piece stays in the square table but leaves the
    /// bitboards.
    ///
    /// ```
    /// use crc_rules_core::{Bitboard, Board, Color, Piece, Role, Square};
    /// let mut board = Board::empty();
    /// let rook = Piece::new(Color::White, Role::Rook);
    /// let knight = Piece::new(Color::Black, Role::Knight);
    /// board.set(Square::A1, rook);
    /// board.set(Square::A8, knight);
    /// assert_eq!(board.move_piece(Square::A1, Square::A8), Some(knight));
    /// assert_eq!(board.piece_at(Square::A8), Some(rook));
    /// assert!(board.by_color(Color::Black).is_empty());
    /// assert_eq!(board.occupied(), Bitboard::from_square(Square::A8));
    /// assert_eq!(board.move_piece(Square::A8, Square::A1), None); // to an empty square
    /// ```
    #[inline]
    pub fn move_piece(&mut self, from: Square, to: Square) -> Option<Piece> {
        let piece = self.squares[from.index()].take()?;
        let taken = self.squares[to.index()].replace(piece);
        let to_bit = Bitboard::from_square(to);
        if let Some(victim) = taken {
            self.by_role[victim.role.index()] ^= to_bit;
            self.by_color[victim.color.index()] ^= to_bit;
        }
        let both = Bitboard::from_square(from) | to_bit;
        self.by_role[piece.role.index()] ^= both;
        self.by_color[piece.color.index()] ^= both;
        taken
    }

    /// Every occupied square.
    ///
    /// ```
    /// use crc_rules_core::GOTHIC;
    /// assert_eq!(GOTHIC.to_setup().board.occupied().count(), 40);
    /// ```
    #[inline]
    pub fn occupied(&self) -> Bitboard {
        self.by_color[0] | self.by_color[1]
    }

    /// The squares of `color`'s pieces.
    ///
    /// ```
    /// use crc_rules_core::{Bitboard, Color, Rank, Setup};
    /// let setup: Setup = "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1"
    ///     .parse()?;
    /// let black = setup.board.by_color(Color::Black);
    /// assert_eq!(black, Bitboard::from_rank(Rank::Seventh) | Bitboard::from_rank(Rank::Eighth));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[inline]
    pub fn by_color(&self, color: Color) -> Bitboard {
        self.by_color[color.index()]
    }

    /// The squares of pieces of `role`, of either colour.
    ///
    /// ```
    /// use crc_rules_core::{Role, Setup};
    /// let setup: Setup = "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1"
    ///     .parse()?;
    /// assert_eq!(setup.board.by_role(Role::Pawn).count(), 20);
    /// assert_eq!(setup.board.by_role(Role::Chancellor).count(), 2);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[inline]
    pub fn by_role(&self, role: Role) -> Bitboard {
        self.by_role[role.index()]
    }

    /// The squares of `piece`.
    ///
    /// ```
    /// use crc_rules_core::{Bitboard, Color, Piece, Role, Setup, Square};
    /// let setup: Setup = "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1"
    ///     .parse()?;
    /// let white_bishops = setup.board.by_piece(Piece::new(Color::White, Role::Bishop));
    /// assert_eq!(white_bishops, [Square::D1, Square::G1].into_iter().collect::<Bitboard>());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[inline]
    pub fn by_piece(&self, piece: Piece) -> Bitboard {
        self.by_role[piece.role.index()] & self.by_color[piece.color.index()]
    }

    /// The square of `color`'s king when it has exactly one.
    ///
    /// ```
    /// use crc_rules_core::{Board, Color, Setup, Square};
    /// let setup: Setup = "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1"
    ///     .parse()?;
    /// assert_eq!(setup.board.king_of(Color::Black), Some(Square::F8));
    /// assert_eq!(Board::empty().king_of(Color::White), None);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn king_of(&self, color: Color) -> Option<Square> {
        self.by_piece(Piece::new(color, Role::King)).single_square()
    }

    /// Every piece with its square, a1 first.
    ///
    /// ```
    /// use crc_rules_core::parse_placement;
    /// let board = parse_placement("9k/10/10/10/10/10/10/K9")?;
    /// let pieces: Vec<String> = board.pieces().map(|(sq, p)| format!("{p}{sq}")).collect();
    /// assert_eq!(pieces, ["Ka1", "kj8"]);
    /// # Ok::<(), crc_rules_core::ParseFenError>(())
    /// ```
    pub fn pieces(&self) -> impl Iterator<Item = (Square, Piece)> + '_ {
        self.occupied()
            .into_iter()
            .filter_map(|square| self.piece_at(square).map(|piece| (square, piece)))
    }

    /// The pieces of either colour that attack along diagonals: bishops, archbishops and
    /// queens.
    ///
    /// ```
    /// use crc_rules_core::{Bitboard, Color, Setup, Square};
    /// let setup: Setup = "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1"
    ///     .parse()?;
    /// let white = setup.board.diagonal_sliders() & setup.board.by_color(Color::White);
    /// // The archbishop, the bishops and the queen.
    /// let expected = Bitboard::from_iter([Square::C1, Square::D1, Square::E1, Square::G1]);
    /// assert_eq!(white, expected);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[inline]
    pub fn diagonal_sliders(&self) -> Bitboard {
        self.by_role(Role::Bishop) | self.by_role(Role::Archbishop) | self.by_role(Role::Queen)
    }

    /// The pieces of either colour that attack along ranks and files: rooks, chancellors and
    /// queens.
    ///
    /// ```
    /// use crc_rules_core::{Bitboard, Color, Setup, Square};
    /// let setup: Setup = "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1"
    ///     .parse()?;
    /// let white = setup.board.orthogonal_sliders() & setup.board.by_color(Color::White);
    /// // The rooks, the queen and the chancellor.
    /// let expected = Bitboard::from_iter([Square::A1, Square::E1, Square::H1, Square::J1]);
    /// assert_eq!(white, expected);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[inline]
    pub fn orthogonal_sliders(&self) -> Bitboard {
        self.by_role(Role::Rook) | self.by_role(Role::Chancellor) | self.by_role(Role::Queen)
    }

    /// The pieces of either colour that attack as a knight does: knights, archbishops and
    /// chancellors.
    ///
    /// ```
    /// use crc_rules_core::{Setup, Square};
    /// let setup: Setup = "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1"
    ///     .parse()?;
    /// let leapers = setup.board.knight_leapers();
    /// assert_eq!(leapers.count(), 8); // two knights, an archbishop and a chancellor a side
    /// assert!(leapers.contains(Square::C1) && leapers.contains(Square::H8));
    /// # Ok::<(), crc_rules_core::ParseFenError>(())
    /// ```
    #[inline]
    pub fn knight_leapers(&self) -> Bitboard {
        self.by_role(Role::Knight) | self.by_role(Role::Archbishop) | self.by_role(Role::Chancellor)
    }
}
