//! `Position`: a validated position whose invariants hold for ever after.

use crc_core::{
    Arrangement, Bitboard, Board, CastlingNotation, CastlingRightError, CastlingSide, Color, Piece,
    Rank, Role, Setup, SetupNumberError, Square,
};
use thiserror::Error;

use crate::attacks;
use crate::zobrist;

/// The most pieces of one colour a position may hold (the 20 a side starts with).
pub const MAX_PIECES_PER_SIDE: u32 = 20;

/// One reason why a [`Setup`] is not a playable position.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum PositionErrorKind {
    /// A side has no king.
    #[error("{} has no king", .0.name())]
    MissingKing(Color),
    /// A side has more than one king.
    #[error("{} has {count} kings", .color.name())]
    TooManyKings {
        /// The side.
        color: Color,
        /// How many kings it has.
        count: u32,
    },
    /// A pawn stands on rank 1 or rank 8.
    #[error("a pawn stands on {0}, on the first or last rank")]
    PawnOnBackRank(Square),
    /// A side has more than 20 pieces or more than 10 pawns.
    #[error("{} has {pieces} pieces and {pawns} pawns; at most 20 pieces and 10 pawns are possible", .color.name())]
    TooManyPieces {
        /// The side.
        color: Color,
        /// How many pieces it has, pawns and king included.
        pieces: u32,
        /// How many pawns it has.
        pawns: u32,
    },
    /// The side that is not to move is in check: the side to move could take the king.
    #[error("the side to move can capture the {} king", .0.name())]
    OppositeCheck(Color),
    /// A castling right whose king or rook is not where it must be.
    #[error("{0}")]
    Castling(CastlingRightError),
    /// An en-passant square that no double step can have produced.
    #[error("en-passant square {0} is not behind a pawn that has just made a double step")]
    ImpossibleEnPassant(Square),
}

/// Everything that is wrong with a [`Setup`], all reasons at once.
///
/// ```
/// use crc_core::Setup;
/// use crc_movegen::Position;
/// let setup: Setup = "10/10/10/10/10/10/10/P3K4P w - - 0 1".parse().unwrap();
/// let err = Position::from_setup(&setup).unwrap_err();
/// assert_eq!(err.reasons().len(), 3); // no black king, two pawns on rank 1
/// assert!(err.to_string().contains("black has no king"));
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("illegal position: {}", .reasons.iter().map(ToString::to_string).collect::<Vec<_>>().join("; "))]
pub struct PositionError {
    reasons: Vec<PositionErrorKind>,
}

impl PositionError {
    /// Every reason, in a fixed order (kings, pawns, counts, check, castling, en passant).
    pub fn reasons(&self) -> &[PositionErrorKind] {
        &self.reasons
    }
}

/// The error of [`Position::from_fen`]: the text cannot be read, or the position it
/// describes is not playable.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum FenError {
    /// The text is not a FEN.
    #[error(transparent)]
    Parse(#[from] crc_core::ParseFenError),
    /// The position is not playable.
    #[error(transparent)]
    Position(#[from] PositionError),
}

/// The castling rooks of a position, by colour and side.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Default)]
pub(crate) struct Castling {
    pub(crate) rooks: [[Option<Square>; 2]; 2],
}

impl Castling {
    pub(crate) fn squares(&self) -> Bitboard {
        self.rooks
            .iter()
            .flatten()
            .flatten()
            .fold(Bitboard::EMPTY, |bb, &sq| bb.with(sq))
    }
}

/// A legal CRC position: placement, side to move, castling rights, en-passant square and
/// clocks, with an incrementally updated zobrist key.
///
/// A `Position` can only be built through validation ([`Position::from_setup`],
/// [`Position::from_fen`], [`Position::from_number`]) and only changed by legal moves
/// (or by moves the caller vouches for, with [`Position::play_unchecked`]). It is `Copy`.
///
/// ```
/// use crc_movegen::Position;
/// let pos = Position::from_number(25933).unwrap(); // Gothic chess
/// assert_eq!(pos.legal_moves().len(), 28);
/// assert_eq!(pos.perft(3), 25_283);
/// ```
#[derive(Copy, Clone, Debug)]
pub struct Position {
    pub(crate) board: Board,
    pub(crate) turn: Color,
    pub(crate) castling: Castling,
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
    /// The start position of Scharnagl number `number` (1..=48000).
    ///
    /// # Errors
    /// [`SetupNumberError`] outside 1..=48000.
    pub fn from_number(number: u32) -> Result<Position, SetupNumberError> {
        let setup = Arrangement::from_number(number)?.to_setup();
        Ok(Position::from_setup(&setup).expect("every basic arrangement is a legal position"))
    }

    /// Validates `setup` and builds the position.
    ///
    /// # Errors
    /// A [`PositionError`] with every reason why the setup is not playable.
    pub fn from_setup(setup: &Setup) -> Result<Position, PositionError> {
        let board = &setup.board;
        let mut reasons = Vec::new();
        for color in Color::ALL {
            let kings = board.by_piece(Piece::new(color, Role::King)).count();
            if kings == 0 {
                reasons.push(PositionErrorKind::MissingKing(color));
            } else if kings > 1 {
                reasons.push(PositionErrorKind::TooManyKings {
                    color,
                    count: kings,
                });
            }
        }
        let back_ranks = Bitboard::from_rank(Rank::First) | Bitboard::from_rank(Rank::Eighth);
        for square in board.by_role(Role::Pawn) & back_ranks {
            reasons.push(PositionErrorKind::PawnOnBackRank(square));
        }
        for color in Color::ALL {
            let pieces = board.by_color(color).count();
            let pawns = board.by_piece(Piece::new(color, Role::Pawn)).count();
            if pieces > MAX_PIECES_PER_SIDE || pawns > 10 {
                reasons.push(PositionErrorKind::TooManyPieces {
                    color,
                    pieces,
                    pawns,
                });
            }
        }
        if let Some(king) = board.king_of(!setup.turn) {
            if attackers_to(board, king, !setup.turn.other(), board.occupied()).any() {
                reasons.push(PositionErrorKind::OppositeCheck(!setup.turn));
            }
        }
        reasons.extend(
            setup
                .castling_errors()
                .into_iter()
                .map(PositionErrorKind::Castling),
        );
        if let (Some(ep), false) = (setup.ep_square, setup.ep_square_is_plausible()) {
            reasons.push(PositionErrorKind::ImpossibleEnPassant(ep));
        }
        if !reasons.is_empty() {
            return Err(PositionError { reasons });
        }

        let mut castling = Castling::default();
        for color in Color::ALL {
            for side in CastlingSide::ALL {
                castling.rooks[color.index()][side.index()] = setup.castling_rook(color, side);
            }
        }
        let ep_square = setup.ep_square.filter(|&ep| {
            (attacks::pawn_attacks(!setup.turn, ep)
                & board.by_piece(Piece::new(setup.turn, Role::Pawn)))
            .any()
        });
        let mut position = Position {
            board: *board,
            turn: setup.turn,
            castling,
            ep_square,
            halfmove_clock: setup.halfmove_clock,
            fullmove_number: setup.fullmove_number,
            key: 0,
        };
        position.key = position.compute_key();
        Ok(position)
    }

    /// Reads an X-FEN or Shredder-FEN and validates it.
    ///
    /// # Errors
    /// [`FenError::Parse`] when the text is not a FEN, [`FenError::Position`] when the
    /// position is not playable.
    pub fn from_fen(fen: &str) -> Result<Position, FenError> {
        let setup: Setup = fen.parse()?;
        Ok(Position::from_setup(&setup)?)
    }

    /// The zobrist key computed from scratch (the position keeps it up to date itself; this is
    /// for checking that it does).
    pub fn compute_key(&self) -> u64 {
        let mut key = 0;
        for (square, piece) in self.board.pieces() {
            key ^= zobrist::piece(piece, square);
        }
        for color in Color::ALL {
            for rook in self.castling.rooks[color.index()].iter().flatten() {
                key ^= zobrist::castling(color, *rook);
            }
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
    #[inline]
    pub fn key(&self) -> u64 {
        self.key
    }

    /// The key that decides repetitions: like [`Position::key`], but it counts the
    /// en-passant square only when an en-passant capture is legal, so that two positions with
    /// the same placement, side, castling rights and en-passant possibility have equal keys.
    pub fn repetition_key(&self) -> u64 {
        match self.ep_square {
            Some(ep) if self.legal_ep_square().is_none() => self.key ^ zobrist::en_passant(ep),
            _ => self.key,
        }
    }

    /// The placement of the pieces.
    #[inline]
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The side to move.
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
    pub fn castling_rook(&self, color: Color, side: CastlingSide) -> Option<Square> {
        self.castling.rooks[color.index()][side.index()]
    }

    /// The en-passant square when an en-passant capture is legal now.
    pub fn legal_ep_square(&self) -> Option<Square> {
        let ep = self.ep_square?;
        self.legal_moves()
            .iter()
            .any(|m| m.kind() == crate::MoveKind::EnPassant)
            .then_some(ep)
    }

    /// The king of the side to move.
    #[inline]
    pub fn king(&self) -> Square {
        self.king_of(self.turn)
    }

    #[inline]
    pub(crate) fn king_of(&self, color: Color) -> Square {
        self.board
            .by_piece(Piece::new(color, Role::King))
            .first()
            .expect("a valid position has both kings")
    }

    /// The enemy pieces giving check to the side to move.
    #[inline]
    pub fn checkers(&self) -> Bitboard {
        attackers_to(&self.board, self.king(), !self.turn, self.board.occupied())
    }

    /// Whether the side to move is in check.
    #[inline]
    pub fn is_check(&self) -> bool {
        self.checkers().any()
    }

    /// The position as plain data; its en-passant square is set only when an en-passant
    /// capture is legal (as X-FEN writes it).
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
    /// use crc_movegen::Position;
    /// let fen = "rnabqkbcnr/ppp1pppppp/10/3pP5/10/10/PPPP1PPPPP/RNABQKBCNR w KQkq d6 0 3";
    /// assert_eq!(Position::from_fen(fen).unwrap().to_fen(), fen);
    /// ```
    pub fn to_fen(&self) -> String {
        self.to_setup().to_fen()
    }

    /// The FEN of the position with castling written in `notation`.
    pub fn to_fen_with(&self, notation: CastlingNotation) -> String {
        self.to_setup().to_fen_with(notation)
    }

    /// The squares of `color`'s pieces that attack `square` with the current occupancy.
    pub fn attackers_to(&self, square: Square, color: Color) -> Bitboard {
        attackers_to(&self.board, square, color, self.board.occupied())
    }
}

/// The squares of `color`'s pieces that attack `square` when `occupied` is the occupancy.
#[inline]
pub(crate) fn attackers_to(
    board: &Board,
    square: Square,
    color: Color,
    occupied: Bitboard,
) -> Bitboard {
    let them = board.by_color(color);
    let knights = board.by_role(Role::Knight)
        | board.by_role(Role::Archbishop)
        | board.by_role(Role::Chancellor);
    let diagonal =
        board.by_role(Role::Bishop) | board.by_role(Role::Archbishop) | board.by_role(Role::Queen);
    let straight =
        board.by_role(Role::Rook) | board.by_role(Role::Chancellor) | board.by_role(Role::Queen);
    let i = square.index();
    them & ((attacks::KNIGHT[i] & knights)
        | (attacks::KING[i] & board.by_role(Role::King))
        | (attacks::pawn_attacks(!color, square) & board.by_role(Role::Pawn))
        | (attacks::bishop_attacks(square, occupied) & diagonal)
        | (attacks::rook_attacks(square, occupied) & straight))
}

/// The file a castling king lands on, as a square on `color`'s back rank.
pub(crate) fn castle_squares(color: Color, side: CastlingSide) -> (Square, Square) {
    let rank = Board::back_rank(color);
    (
        Square::from_coords(side.king_to_file(), rank),
        Square::from_coords(side.rook_to_file(), rank),
    )
}

/// The square of the pawn that `color` captures en passant by moving to `to`.
pub(crate) fn en_passant_victim(color: Color, to: Square) -> Square {
    match color {
        Color::White => Square::from_index(to.index() - 10),
        Color::Black => Square::from_index(to.index() + 10),
    }
}
