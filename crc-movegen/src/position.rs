//! `Position`: a validated position whose invariants hold for ever after.

use crc_rules_core::{Bitboard, Board, CastlingNotation, CastlingSide, Color, Setup, Square};

use crate::attacks::{attackers_to, is_attacked};
use crate::castling::{Castling, CastlingRight};
use crate::pawns::{en_passant_capturers, en_passant_victim};
use crate::zobrist;

/// A legal CRC position: placement, side to move, castling rights, en-passant square and
/// clocks, with an incrementally updated zobrist key.
///
/// A `Position` can only be built through validation ([`Position::from_setup`],
/// [`Position::from_fen`], [`Position::from_number`]) and only changed by legal moves
/// (or by moves the caller vouches for, with [`Position::play_unchecked`]). It is `Copy`.
///
/// ```
/// use crc_rules_movegen::Position;
/// let pos = Position::from_number(25933).unwrap(); // Gothic chess
/// assert_eq!(pos.legal_moves().len(), 28);
/// assert_eq!(pos.perft(3), 25_283);
/// ```
#[derive(Copy, Clone, Debug)]
pub struct Position {
    pub(crate) board: Board,
    pub(crate) turn: Color,
    pub(crate) castling: Castling,
    /// The kings' squares, White's first: kept with the board, as generation and legality
    /// ask for the king at every turn.
    pub(crate) kings: [Square; 2],
    /// Set only when an enemy pawn attacks it, so that it can matter for move generation.
    pub(crate) ep_square: Option<Square>,
    pub(crate) halfmove_clock: u32,
    pub(crate) fullmove_number: u32,
    pub(crate) key: u64,
}

impl PartialEq for Position {
    /// Positions are equal when placement, side, castling rights, the en-passant square and
    /// both clocks are.
    fn eq(&self, other: &Position) -> bool {
        self.board == other.board
            && self.turn == other.turn
            && self.castling == other.castling
            && self.ep_square == other.ep_square
            && self.halfmove_clock == other.halfmove_clock
            && self.fullmove_number == other.fullmove_number
    }
}

impl Eq for Position {}

impl Position {
    /// The zobrist key computed from scratch (the position keeps it up to date itself; this is
    /// for checking that it does).
    ///
    /// ```
    /// use crc_rules_movegen::Position;
    /// let mut pos = Position::from_number(25933)?;
    /// for text in ["e2e4", "d7d5", "e4d5", "e7e5", "d5e6"] { // ends with en passant
    ///     pos = pos.play(pos.parse_uci(text)?)?;
    ///     assert_eq!(pos.key(), pos.compute_key());
    /// }
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn compute_key(&self) -> u64 {
        let mut key = 0;
        for (square, piece) in self.board.pieces() {
            key ^= zobrist::piece(piece, square);
        }
        for (color, rook) in self.castling.rooks() {
            key ^= zobrist::castling(color, rook);
        }
        if let Some(ep) = self.ep_square {
            key ^= zobrist::en_passant(ep);
        }
        if self.turn == Color::Black {
            key ^= zobrist::black_to_move();
        }
        key
    }

    /// The zobrist key: placement, side to move, castling rights and the en-passant square
    /// (counted only when an enemy pawn stands next to the pawn that double-stepped).
    ///
    /// Two move orders that reach the same position give the same key:
    ///
    /// ```
    /// use crc_rules_movegen::Position;
    /// let start = Position::from_fen("rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1")?;
    /// let after = |moves: [&str; 4]| -> Result<Position, Box<dyn std::error::Error>> {
    ///     let mut pos = start;
    ///     for text in moves {
    ///         pos = pos.play(pos.parse_uci(text)?)?;
    ///     }
    ///     Ok(pos)
    /// };
    /// let a = after(["b1c3", "b8c6", "i1h3", "i8h6"])?;
    /// let b = after(["i1h3", "i8h6", "b1c3", "b8c6"])?;
    /// assert_eq!(a.key(), b.key());
    /// assert_ne!(a.key(), start.key());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[inline]
    pub fn key(&self) -> u64 {
        self.key
    }

    /// The key that decides repetitions: like [`Position::key`], but it counts the
    /// en-passant square only when an en-passant capture is legal, so that two positions with
    /// the same placement, side, castling rights and en-passant possibility have equal keys.
    ///
    /// ```
    /// use crc_rules_movegen::Position;
    /// // exd6 would expose the white king on h5 to the rook on a5: the square is no capture.
    /// let with_ep = Position::from_fen("7k2/10/10/r2pP4K/10/10/10/10 w - d6 0 2")?;
    /// let without = Position::from_fen("7k2/10/10/r2pP4K/10/10/10/10 w - - 0 2")?;
    /// assert_ne!(with_ep.key(), without.key());
    /// assert_eq!(with_ep.repetition_key(), without.repetition_key());
    /// # Ok::<(), crc_rules_movegen::FenError>(())
    /// ```
    pub fn repetition_key(&self) -> u64 {
        match self.ep_square {
            Some(ep) if self.legal_ep_square().is_none() => self.key ^ zobrist::en_passant(ep),
            _ => self.key,
        }
    }

    /// The placement of the pieces.
    ///
    /// ```
    /// use crc_rules_core::{Color, Piece, Role, Square};
    /// use crc_rules_movegen::Position;
    /// let pos = Position::from_fen("rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1")?;
    /// assert_eq!(pos.board().piece_at(Square::C1), Some(Piece::new(Color::White, Role::Archbishop)));
    /// assert_eq!(pos.board().piece_at(Square::H8), Some(Piece::new(Color::Black, Role::Chancellor)));
    /// assert_eq!(pos.board().occupied().count(), 40);
    /// # Ok::<(), crc_rules_movegen::FenError>(())
    /// ```
    #[inline]
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The side to move.
    ///
    /// ```
    /// use crc_rules_core::Color;
    /// use crc_rules_movegen::Position;
    /// let pos = Position::from_number(25933)?;
    /// assert_eq!(pos.turn(), Color::White);
    /// assert_eq!(pos.play(pos.parse_uci("e2e4")?)?.turn(), Color::Black);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[inline]
    pub fn turn(&self) -> Color {
        self.turn
    }

    /// Half-moves since the last capture or pawn move.
    pub fn halfmove_clock(&self) -> u32 {
        self.halfmove_clock
    }

    /// The full-move number.
    pub fn fullmove_number(&self) -> u32 {
        self.fullmove_number
    }

    /// The rook holding `color`'s castling right on `side`, if the right is still held.
    ///
    /// ```
    /// use crc_rules_core::{CastlingSide, Color, Square};
    /// use crc_rules_movegen::Position;
    /// let pos = Position::from_fen("1r2k2r2/pppppppppp/10/10/10/10/PPPPPPPPPP/1R2K2R2 w Hb - 0 1")?;
    /// assert_eq!(pos.castling_rook(Color::White, CastlingSide::KingSide), Some(Square::H1));
    /// assert_eq!(pos.castling_rook(Color::White, CastlingSide::QueenSide), None);
    /// assert_eq!(pos.castling_rook(Color::Black, CastlingSide::QueenSide), Some(Square::B8));
    /// # Ok::<(), crc_rules_movegen::FenError>(())
    /// ```
    pub fn castling_rook(&self, color: Color, side: CastlingSide) -> Option<Square> {
        self.castling.right(color, side).map(|right| right.rook)
    }

    /// The en-passant square when an en-passant capture is legal now.
    ///
    /// ```
    /// use crc_rules_core::Square;
    /// use crc_rules_movegen::Position;
    /// let open = Position::from_fen(
    ///     "rnabqkbcnr/ppp1pppppp/10/3pP5/10/10/PPPP1PPPPP/RNABQKBCNR w KQkq d6 0 3")?;
    /// assert_eq!(open.legal_ep_square(), Some(Square::D6));
    /// let pinned = Position::from_fen("7k2/10/10/r2pP4K/10/10/10/10 w - d6 0 2")?;
    /// assert_eq!(pinned.legal_ep_square(), None);
    /// # Ok::<(), crc_rules_movegen::FenError>(())
    /// ```
    pub fn legal_ep_square(&self) -> Option<Square> {
        let ep = self.ep_square?;
        en_passant_capturers(&self.board, self.turn, ep)
            .into_iter()
            .any(|from| self.en_passant_is_safe(self.king(), from, ep))
            .then_some(ep)
    }

    /// Whether the side to move's king, on `king`, is safe after the pawn on `from` captures en passant
    /// on `ep`. The capture is played on the occupancy: it can uncover a rank through both
    /// pawns, and it may or may not answer a check.
    #[inline(always)]
    pub(crate) fn en_passant_is_safe(&self, king: Square, from: Square, ep: Square) -> bool {
        let victim = en_passant_victim(self.turn, ep);
        let occupied = self.board.occupied().without(from).without(victim).with(ep);
        !is_attacked(
            &self.board,
            king,
            !self.turn,
            occupied,
            Bitboard::from_square(victim),
        )
    }

    /// Whether castling with `right`, the side to move's king on `king`, has its way free
    /// and safe: no piece on a square the king or rook passes or reaches, and no attack on a
    /// square the king passes or reaches. Whether the king is in check now is the caller's
    /// question.
    #[inline(always)]
    pub(crate) fn castling_is_open(&self, right: CastlingRight, king: Square) -> bool {
        let blocked = (right.paths(self.turn).must_be_empty & self.board.occupied()).any();
        // Most of the time a piece stands in the way: the attacks are looked at apart.
        !blocked && self.castling_path_is_safe(right, king)
    }

    /// Whether no enemy piece attacks a square the king passes or reaches in castling with
    /// `right`, the king on `king`.
    #[inline(never)]
    fn castling_path_is_safe(&self, right: CastlingRight, king: Square) -> bool {
        // The castling rook is already off its square when the king arrives, so it shields
        // nothing (a rook between the king and an enemy rook on the back rank). The path
        // holds every square the king passes and its destination, which is its own square
        // when the king already stands on c or i: that square too must be safe once the rook
        // has gone.
        let occupied_after = self.board.occupied().without(king).without(right.rook);
        for square in right.paths(self.turn).king_path {
            if is_attacked(
                &self.board,
                square,
                !self.turn,
                occupied_after,
                Bitboard::EMPTY,
            ) {
                return false;
            }
        }
        true
    }

    /// The king of the side to move.
    ///
    /// ```
    /// use crc_rules_core::Square;
    /// use crc_rules_movegen::Position;
    /// let pos = Position::from_fen("rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1")?;
    /// assert_eq!(pos.king(), Square::F1);
    /// # Ok::<(), crc_rules_movegen::FenError>(())
    /// ```
    #[inline]
    pub fn king(&self) -> Square {
        self.king_of(self.turn)
    }

    #[inline]
    pub(crate) fn king_of(&self, color: Color) -> Square {
        self.kings[color.index()]
    }

    /// The enemy pieces giving check to the side to move.
    ///
    /// ```
    /// use crc_rules_core::{Bitboard, Square};
    /// use crc_rules_movegen::Position;
    /// // Double check: the knight on d6 and the rook on e1 both attack the king on e8.
    /// let pos = Position::from_fen("4k5/10/3N6/10/10/10/10/4R1K3 b - - 0 1")?;
    /// assert_eq!(pos.checkers(), Bitboard::from_square(Square::D6) | Bitboard::from_square(Square::E1));
    /// assert!(pos.legal_moves().iter().all(|m| m.from() == Square::E8)); // only the king moves
    /// # Ok::<(), crc_rules_movegen::FenError>(())
    /// ```
    #[inline]
    pub fn checkers(&self) -> Bitboard {
        attackers_to(&self.board, self.king(), !self.turn, self.board.occupied())
    }

    /// Whether the side to move is in check.
    ///
    /// ```
    /// use crc_rules_movegen::Position;
    /// let pos = Position::from_fen("4k5/10/10/10/3C6/10/10/4K5 w - - 0 1")?;
    /// assert!(!pos.is_check());
    /// let after = pos.play(pos.parse_uci("d4d6")?)?; // the chancellor's knight leap
    /// assert!(after.is_check());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[inline]
    pub fn is_check(&self) -> bool {
        self.checkers().any()
    }

    /// The square of the side to move's king when it is in check, the square a diagram
    /// marks.
    ///
    /// ```
    /// use crc_rules_core::Square;
    /// use crc_rules_movegen::Position;
    /// let pos = Position::from_fen("4k5/10/10/10/10/10/10/4R1K3 b - - 0 1")?;
    /// assert_eq!(pos.checked_king(), Some(Square::E8));
    /// # Ok::<(), crc_rules_movegen::FenError>(())
    /// ```
    pub fn checked_king(&self) -> Option<Square> {
        self.is_check().then(|| self.king())
    }

    /// The position as plain data; its en-passant square is set only when an en-passant
    /// capture is legal (as X-FEN writes it).
    ///
    /// ```
    /// use crc_rules_movegen::Position;
    /// let pinned = Position::from_fen("7k2/10/10/r2pP4K/10/10/10/10 w - d6 0 2")?;
    /// let setup = pinned.to_setup();
    /// assert_eq!(setup.ep_square, None); // the capture would expose the king
    /// assert_eq!(Position::from_setup(&setup)?.to_fen(), "7k2/10/10/r2pP4K/10/10/10/10 w - - 0 2");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn to_setup(&self) -> Setup {
        Setup {
            board: self.board,
            turn: self.turn,
            castling_rights: self.castling.squares(),
            ep_square: self.legal_ep_square(),
            halfmove_clock: self.halfmove_clock,
            fullmove_number: self.fullmove_number,
        }
    }

    /// The X-FEN of the position.
    ///
    /// ```
    /// use crc_rules_movegen::Position;
    /// let fen = "rnabqkbcnr/ppp1pppppp/10/3pP5/10/10/PPPP1PPPPP/RNABQKBCNR w KQkq d6 0 3";
    /// assert_eq!(Position::from_fen(fen).unwrap().to_fen(), fen);
    /// ```
    pub fn to_fen(&self) -> String {
        self.to_setup().to_fen()
    }

    /// The FEN of the position with castling written in `notation`.
    ///
    /// ```
    /// use crc_rules_core::CastlingNotation;
    /// use crc_rules_movegen::Position;
    /// let pos = Position::from_number(25933)?;
    /// assert_eq!(
    ///     pos.to_fen_with(CastlingNotation::Shredder),
    ///     "rnbqckabnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNBQCKABNR w JAja - 0 1"
    /// );
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn to_fen_with(&self, notation: CastlingNotation) -> String {
        self.to_setup().to_fen_with(notation)
    }

    /// The squares of `color`'s pieces that attack `square` with the current occupancy.
    ///
    /// ```
    /// use crc_rules_core::{Color, Square};
    /// use crc_rules_movegen::Position;
    /// let pos = Position::from_fen("rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1")?;
    /// let attackers: Vec<Square> = pos.attackers_to(Square::D3, Color::White).into_iter().collect();
    /// assert_eq!(attackers, [Square::C1, Square::C2, Square::E2]); // the archbishop leaps
    /// assert!(pos.attackers_to(Square::D3, Color::Black).is_empty());
    /// # Ok::<(), crc_rules_movegen::FenError>(())
    /// ```
    pub fn attackers_to(&self, square: Square, color: Color) -> Bitboard {
        attackers_to(&self.board, square, color, self.board.occupied())
    }
}
