//! Validation, the one place that decides whether a [`Setup`] can be played: strictly (every
//! reason at once) or leniently (stale castling rights and en-passant squares dropped, and
//! said so).

use std::fmt;

use crc_rules_core::{
    Arrangement, Bitboard, CastlingSide, Color, Piece, Rank, Role, Setup, SetupNumberError, Square,
};
use thiserror::Error;

use crate::attacks::attackers_to;
use crate::castling::Castling;
use crate::pawns::{double_step_through, en_passant_capturers};
use crate::position::Position;

/// The most pieces of one colour a position may hold (the 20 a side starts with).
pub const MAX_PIECES_PER_SIDE: u32 = 20;

/// Why a castling right of a [`Setup`] cannot be used.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum CastlingRightError {
    /// The right's square is not on either back rank.
    #[error("castling right on {0}, which is not on a back rank")]
    NotOnBackRank(Square),
    /// The king of that colour is not (alone) on its back rank.
    #[error("{} castling right but the {} king is not on rank {}", .0.name(), .0.name(), .0.back_rank())]
    NoKing(Color),
    /// No rook of the right colour stands on the right's square.
    #[error("castling right on {square} but no {} rook stands there", .color.name())]
    NoRook {
        /// The colour the right belongs to.
        color: Color,
        /// The square named by the right.
        square: Square,
    },
    /// A second right on one side of the king: the outermost rook's right is the one kept.
    #[error("{} castling right on {square} is a second right on the {side}", .color.name())]
    SideTwice {
        /// The colour the rights belong to.
        color: Color,
        /// The side with two rights.
        side: CastlingSide,
        /// The inner rook's square, whose right is the extra one.
        square: Square,
    },
}

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
    /// A castling right whose king or rook is not where it must be. Lenient loading drops it.
    #[error("{0}")]
    Castling(CastlingRightError),
    /// An en-passant square that no double step can have produced: not on rank 6 (3 with
    /// Black to move), or not right behind an enemy pawn with the pawn's start square empty.
    /// Lenient loading drops it.
    #[error("en-passant square {0} is not behind a pawn that has just made a double step")]
    ImpossibleEnPassant(Square),
}

impl PositionErrorKind {
    /// Whether lenient loading repairs this problem by dropping a castling right or the
    /// en-passant square.
    ///
    /// ```
    /// use crc_rules_core::{Color, Square};
    /// use crc_rules_movegen::PositionErrorKind;
    /// assert!(PositionErrorKind::ImpossibleEnPassant(Square::E6).is_droppable());
    /// assert!(!PositionErrorKind::MissingKing(Color::Black).is_droppable());
    /// ```
    pub fn is_droppable(&self) -> bool {
        matches!(
            self,
            PositionErrorKind::Castling(_) | PositionErrorKind::ImpossibleEnPassant(_)
        )
    }
}

/// Everything that is wrong with a [`Setup`], all reasons at once.
///
/// ```
/// use crc_rules_core::Setup;
/// use crc_rules_movegen::Position;
/// let setup: Setup = "10/10/10/10/10/10/10/P3K4P w - - 0 1".parse().unwrap();
/// let err = Position::from_setup(&setup).unwrap_err();
/// assert_eq!(err.reasons().len(), 3); // no black king, two pawns on rank 1
/// assert!(err.to_string().contains("black has no king"));
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("illegal position: {}", join(.reasons))]
pub struct PositionError {
    reasons: Vec<PositionErrorKind>,
}

impl PositionError {
    /// Every reason, in a fixed order (kings, pawns, counts, check, castling, en passant).
    ///
    /// ```
    /// use crc_rules_core::{Color, Square};
    /// use crc_rules_movegen::{FenError, Position, PositionErrorKind};
    /// let Err(FenError::Position(err)) = Position::from_fen("4k5/10/10/10/10/10/10/P9 w - e6 0 1") else {
    ///     panic!("not playable");
    /// };
    /// assert_eq!(
    ///     err.reasons(),
    ///     [
    ///         PositionErrorKind::MissingKing(Color::White),
    ///         PositionErrorKind::PawnOnBackRank(Square::A1),
    ///         PositionErrorKind::ImpossibleEnPassant(Square::E6),
    ///     ]
    /// );
    /// ```
    pub fn reasons(&self) -> &[PositionErrorKind] {
        &self.reasons
    }
}

fn join(reasons: &[PositionErrorKind]) -> String {
    let texts: Vec<String> = reasons.iter().map(ToString::to_string).collect();
    texts.join("; ")
}

/// The error of [`Position::from_fen`]: the text cannot be read, or the position it
/// describes is not playable.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum FenError {
    /// The text is not a FEN.
    #[error(transparent)]
    Parse(#[from] crc_rules_core::ParseFenError),
    /// The position is not playable.
    #[error(transparent)]
    Position(#[from] PositionError),
}

crc_rules_core::error_kind_of!(PositionError => IllegalPosition);

crc_rules_core::error_kind_of!(FenError => by {
    FenError::Parse(error) => error,
    FenError::Position(error) => error,
});

/// What lenient loading ([`Position::from_setup_lenient`]) dropped from a setup: stale
/// castling rights and an en-passant square that no double step can have produced.
///
/// ```
/// use crc_rules_core::Square;
/// use crc_rules_movegen::Position;
/// // The j1 rook has gone, and no black pawn stands in front of e6.
/// let (position, dropped) =
///     Position::from_fen_lenient("4k5/10/10/10/10/10/10/R3K5 w KQ e6 0 1")?;
/// assert_eq!(position.to_fen(), "4k5/10/10/10/10/10/10/R3K5 w Q - 0 1");
/// assert_eq!(dropped.castling_rights.into_iter().collect::<Vec<_>>(), [Square::J1]);
/// assert_eq!(dropped.ep_square, Some(Square::E6));
/// assert_eq!(
///     dropped.to_string(),
///     "castling right on j1 but no white rook stands there; \
///      en-passant square e6 is not behind a pawn that has just made a double step"
/// );
/// # Ok::<(), crc_rules_movegen::FenError>(())
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Dropped {
    /// The squares of the castling rights that were dropped.
    pub castling_rights: Bitboard,
    /// The en-passant square, when it was dropped.
    pub ep_square: Option<Square>,
    /// Why each part was dropped, castling rights first.
    pub reasons: Vec<PositionErrorKind>,
}

impl Dropped {
    /// Whether nothing was dropped: the setup was playable as it stood.
    ///
    /// ```
    /// use crc_rules_movegen::Position;
    /// let (_, dropped) = Position::from_fen_lenient("4k5/10/10/10/10/10/10/R3K5 w Q - 0 1")?;
    /// assert!(dropped.is_empty());
    /// let (_, dropped) = Position::from_fen_lenient("4k5/10/10/10/10/10/10/R3K5 w KQ - 0 1")?;
    /// assert!(!dropped.is_empty()); // no rook on j1
    /// # Ok::<(), crc_rules_movegen::FenError>(())
    /// ```
    pub fn is_empty(&self) -> bool {
        self.reasons.is_empty()
    }
}

impl fmt::Display for Dropped {
    /// The reasons, separated by `; ` (empty when nothing was dropped).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&join(&self.reasons))
    }
}

/// A setup's problems, sorted into those that lenient loading can drop and the rest.
struct Problems {
    /// Problems no repair can fix, in the order of [`PositionError::reasons`].
    fatal: Vec<PositionErrorKind>,
    /// Castling rights that cannot be used, with the squares each one drops.
    castling: Vec<(CastlingRightError, Bitboard)>,
    /// An impossible en-passant square.
    ep_square: Option<Square>,
}

impl Problems {
    fn of(setup: &Setup) -> Problems {
        let ep_square = setup.ep_square.filter(|_| !ep_square_is_plausible(setup));
        Problems {
            fatal: fatal_problems(setup),
            castling: castling_problems(setup),
            ep_square,
        }
    }

    fn droppable(&self) -> impl Iterator<Item = PositionErrorKind> + '_ {
        self.castling
            .iter()
            .map(|(error, _)| PositionErrorKind::Castling(error.clone()))
            .chain(self.ep_square.map(PositionErrorKind::ImpossibleEnPassant))
    }
}

impl Position {
    /// The start position of Scharnagl number `number` (1..=48000).
    ///
    /// # Errors
    /// [`SetupNumberError`] outside 1..=48000.
    ///
    /// ```
    /// use crc_rules_movegen::Position;
    /// let gothic = Position::from_number(25933)?;
    /// assert_eq!(gothic.to_fen(), "rnbqckabnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNBQCKABNR w KQkq - 0 1");
    /// assert!(Position::from_number(0).is_err());
    /// # Ok::<(), crc_rules_core::SetupNumberError>(())
    /// ```
    pub fn from_number(number: u32) -> Result<Position, SetupNumberError> {
        let setup = Arrangement::from_number(number)?.to_setup();
        Ok(Position::from_setup(&setup).expect("every basic arrangement is a legal position"))
    }

    /// Validates `setup` and builds the position.
    ///
    /// A setup is playable when each side has one king, no pawn stands on rank 1 or 8, no
    /// side has more than 20 pieces or 10 pawns, the side not to move is not in check, every
    /// castling right names a rook of its colour on its back rank with the king on that rank
    /// too (one right a side of the king), and an en-passant square stands right behind an
    /// enemy pawn that can just have made a double step.
    ///
    /// # Errors
    /// A [`PositionError`] with every reason why the setup is not playable.
    ///
    /// ```
    /// use crc_rules_core::Setup;
    /// use crc_rules_movegen::{Position, PositionErrorKind};
    /// let setup: Setup = "4k5/10/10/10/10/10/10/4K5 w K - 0 1".parse()?;
    /// let err = Position::from_setup(&setup).unwrap_err();
    /// assert!(matches!(err.reasons(), [PositionErrorKind::Castling(_)]));
    /// # Ok::<(), crc_rules_core::ParseFenError>(())
    /// ```
    pub fn from_setup(setup: &Setup) -> Result<Position, PositionError> {
        let problems = Problems::of(setup);
        let mut reasons = problems.fatal.clone();
        reasons.extend(problems.droppable());
        if reasons.is_empty() {
            Ok(Position::build(setup))
        } else {
            Err(PositionError { reasons })
        }
    }

    /// Validates `setup` like [`Position::from_setup`], but drops castling rights that
    /// cannot be used and an en-passant square that no double step can have produced, and
    /// says what it dropped. Everything else (a missing king, a pawn on rank 1 or 8, the side
    /// not to move in check, …) is still an error.
    ///
    /// # Errors
    /// A [`PositionError`] with every reason that dropping cannot repair.
    pub fn from_setup_lenient(setup: &Setup) -> Result<(Position, Dropped), PositionError> {
        let problems = Problems::of(setup);
        if !problems.fatal.is_empty() {
            return Err(PositionError {
                reasons: problems.fatal,
            });
        }
        let mut repaired = setup.clone();
        let mut dropped = Dropped {
            reasons: problems.droppable().collect(),
            ..Dropped::default()
        };
        for (_, squares) in &problems.castling {
            dropped.castling_rights |= *squares;
        }
        repaired.castling_rights = repaired.castling_rights - dropped.castling_rights;
        if problems.ep_square.is_some() {
            dropped.ep_square = repaired.ep_square.take();
        }
        Ok((Position::build(&repaired), dropped))
    }

    /// Reads an X-FEN or Shredder-FEN and validates it.
    ///
    /// # Errors
    /// [`FenError::Parse`] when the text is not a FEN, [`FenError::Position`] when the
    /// position is not playable.
    ///
    /// ```
    /// use crc_rules_movegen::{FenError, Position};
    /// let pos = Position::from_fen("4k5/10/10/10/10/10/10/R3K4R w KQ - 0 1")?;
    /// assert_eq!(pos.legal_moves().iter().filter(|m| m.is_castle()).count(), 2);
    /// assert!(matches!(Position::from_fen("4k5/10 w - - 0 1"), Err(FenError::Parse(_))));
    /// assert!(matches!(Position::from_fen("10/10/10/10/10/10/10/4K5 w - - 0 1"), Err(FenError::Position(_))));
    /// # Ok::<(), FenError>(())
    /// ```
    pub fn from_fen(fen: &str) -> Result<Position, FenError> {
        let setup: Setup = fen.parse()?;
        Ok(Position::from_setup(&setup)?)
    }

    /// Reads an X-FEN or Shredder-FEN and validates it leniently (see
    /// [`Position::from_setup_lenient`] and [`Dropped`]).
    ///
    /// # Errors
    /// [`FenError::Parse`] when the text is not a FEN, [`FenError::Position`] when the
    /// position is not playable even without the dropped parts.
    ///
    /// ```
    /// use crc_rules_core::{Bitboard, Square};
    /// use crc_rules_movegen::Position;
    /// // Black's castling rights name rooks that are not there; White's hold.
    /// let (pos, dropped) =
    ///     Position::from_fen_lenient("4k5/10/10/10/10/10/10/R3K4R w KQkq - 0 1")?;
    /// assert_eq!(pos.to_fen(), "4k5/10/10/10/10/10/10/R3K4R w KQ - 0 1");
    /// assert_eq!(dropped.castling_rights, Bitboard::from_square(Square::A8) | Bitboard::from_square(Square::J8));
    /// assert!(Position::from_fen_lenient("10/10/10/10/10/10/10/R3K5 w Q - 0 1").is_err()); // no black king
    /// # Ok::<(), crc_rules_movegen::FenError>(())
    /// ```
    pub fn from_fen_lenient(fen: &str) -> Result<(Position, Dropped), FenError> {
        let setup: Setup = fen.parse()?;
        Ok(Position::from_setup_lenient(&setup)?)
    }

    /// Builds the position of a setup that has passed validation.
    fn build(setup: &Setup) -> Position {
        let board = &setup.board;
        let king = |color| {
            board
                .king_of(color)
                .expect("a valid position has one king a side")
        };
        let kings = Color::ALL.map(king);
        let rooks =
            Color::ALL.map(|color| CastlingSide::ALL.map(|side| setup.castling_rook(color, side)));
        let castling = Castling::new(rooks, kings);
        // Kept only when an enemy pawn attacks it, so that it can matter for move generation.
        let ep_square = setup
            .ep_square
            .filter(|&ep| en_passant_capturers(board, setup.turn, ep).any());
        let mut position = Position {
            board: *board,
            turn: setup.turn,
            castling,
            kings,
            ep_square,
            halfmove_clock: setup.halfmove_clock,
            fullmove_number: setup.fullmove_number,
            key: 0,
        };
        position.key = position.compute_key();
        position
    }
}

/// The problems that no repair can fix: kings, pawns on the back ranks, piece counts, and
/// the side not to move in check.
fn fatal_problems(setup: &Setup) -> Vec<PositionErrorKind> {
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
    let waiting = !setup.turn;
    if let Some(king) = board.king_of(waiting) {
        if attackers_to(board, king, setup.turn, board.occupied()).any() {
            reasons.push(PositionErrorKind::OppositeCheck(waiting));
        }
    }
    reasons
}

/// Every castling right that cannot be used, first by colour then by square, with the
/// rights that dropping it removes.
fn castling_problems(setup: &Setup) -> Vec<(CastlingRightError, Bitboard)> {
    let mut problems = Vec::new();
    let back_ranks = Bitboard::from_rank(Rank::First) | Bitboard::from_rank(Rank::Eighth);
    for square in setup.castling_rights - back_ranks {
        problems.push((
            CastlingRightError::NotOnBackRank(square),
            Bitboard::from_square(square),
        ));
    }
    for color in Color::ALL {
        let rights = setup.castling_rooks(color);
        if rights.is_empty() {
            continue;
        }
        let Some(king) = setup.back_rank_king(color) else {
            problems.push((CastlingRightError::NoKing(color), rights));
            continue;
        };
        let rook = Piece::new(color, Role::Rook);
        let mut kept = Vec::new();
        for square in rights {
            if setup.board.piece_at(square) == Some(rook) {
                kept.push(square);
            } else {
                let error = CastlingRightError::NoRook { color, square };
                problems.push((error, Bitboard::from_square(square)));
            }
        }
        for side in CastlingSide::ALL {
            let mut on_side: Vec<Square> = kept
                .iter()
                .copied()
                .filter(|r| CastlingSide::of_rook(king.file(), r.file()) == Some(side))
                .collect();
            // Squares ascend: the outermost rook is last on the king side, first on the
            // queen side. Its right stays; the others are extra.
            if side == CastlingSide::QueenSide {
                on_side.reverse();
            }
            on_side.pop();
            for square in on_side {
                let error = CastlingRightError::SideTwice {
                    color,
                    side,
                    square,
                };
                problems.push((error, Bitboard::from_square(square)));
            }
        }
    }
    problems
}

/// Whether the en-passant square stands right behind an enemy pawn that can just have made
/// a double step (the pawn in front of it, the square and the pawn's start square empty).
fn ep_square_is_plausible(setup: &Setup) -> bool {
    let Some(ep) = setup.ep_square else {
        return true;
    };
    let mover = setup.turn;
    let pusher = !mover;
    if ep.rank() != pusher.relative_rank(Rank::Third) {
        return false;
    }
    let (start, pawn) = double_step_through(pusher, ep);
    setup.board.piece_at(pawn) == Some(Piece::new(pusher, Role::Pawn))
        && setup.board.piece_at(ep).is_none()
        && setup.board.piece_at(start).is_none()
}
