//! Standard Algebraic Notation against a position: [`San::to_move`] finds the one legal move
//! a SAN names, [`San::from_move`] writes a legal move's as Fairy-Stockfish and XBoard do,
//! and [`san`], [`parse_san`] and [`legal_sans`] do so for callers with a position in hand.

use crc_rules_core::{quote, Bitboard, ErrorKind, HasErrorKind, Piece, Role, Square, SQUARE_COUNT};
use crc_rules_movegen::{IllegalReason, Move, MoveKind, MoveList, Position};
use thiserror::Error;

use crate::san::{ParseSanError, San, Suffix};

/// SAN that names no single legal move.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum SanError {
    /// The text is not SAN.
    #[error(transparent)]
    Syntax(#[from] ParseSanError),
    /// No legal move matches.
    #[error("illegal move {}: {reason}", quote(.text))]
    Illegal {
        /// The move as written.
        text: String,
        /// Why it cannot be played.
        reason: IllegalReason,
    },
    /// More than one legal move matches.
    #[error("ambiguous move {}: it could be {}", quote(.text), join(.candidates))]
    Ambiguous {
        /// The move as written.
        text: String,
        /// Every legal move it could mean, in SAN without suffix.
        candidates: Vec<San>,
    },
}

impl HasErrorKind for SanError {
    /// The kinds of the coordinate errors ([`ErrorKind::InvalidMove`], and the reason's
    /// [`ErrorKind::IllegalMove`] or [`ErrorKind::PromotionRequired`]), and
    /// [`ErrorKind::AmbiguousMove`].
    fn kind(&self) -> ErrorKind {
        match self {
            SanError::Syntax(error) => error.kind(),
            SanError::Illegal { reason, .. } => reason.kind(),
            SanError::Ambiguous { .. } => ErrorKind::AmbiguousMove,
        }
    }
}

fn join(candidates: &[San]) -> String {
    let texts: Vec<String> = candidates.iter().map(ToString::to_string).collect();
    texts.join(" or ")
}

impl SanError {
    /// The same error about `text`, the move as the caller wrote it.
    pub(crate) fn about(self, text: &str) -> SanError {
        match self {
            SanError::Illegal { reason, .. } => SanError::Illegal {
                text: text.to_owned(),
                reason,
            },
            SanError::Ambiguous { candidates, .. } => SanError::Ambiguous {
                text: text.to_owned(),
                candidates,
            },
            syntax => syntax,
        }
    }
}

impl San {
    /// The SAN of `mv` in `position`, with `+` or `#` when it checks or mates; `None` when
    /// `mv` is not legal there.
    ///
    /// Disambiguation follows chess: among the *legal* moves of other pieces of the same role
    /// to the same square, the origin file if it is unique, else the rank, else the square.
    ///
    /// ```
    /// use crc_rules_game::San;
    /// use crc_rules_movegen::Position;
    /// let pos = Position::from_fen("4k5/10/10/10/10/10/2N3N3/4K5 w - - 0 1")?;
    /// let mv = pos.parse_uci("g2e3")?;
    /// assert_eq!(San::from_move(&pos, mv).unwrap().to_string(), "Nge3");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn from_move(position: &Position, mv: Move) -> Option<San> {
        let legal = position.legal_moves();
        if !legal.contains(&mv) {
            return None;
        }
        Some(San::written(position, mv, &origins_by_destination(&legal)))
    }

    /// The SAN of `mv`, one of `legal`, every legal move of `position`, which leads to
    /// `after` (as [`San::from_move`] writes it, without listing the moves again or
    /// playing the move again).
    pub(crate) fn of_listed(
        position: &Position,
        mv: Move,
        legal: &[Move],
        after: &Position,
    ) -> San {
        San::written_after(position, mv, origins_to(legal, mv.to()), after)
    }

    /// The SAN of the legal move `mv`, given the squares each destination is reached from
    /// by legal moves of pieces that SAN may have to tell apart (see
    /// [`origins_by_destination`]).
    fn written(position: &Position, mv: Move, origins: &[Bitboard; SQUARE_COUNT]) -> San {
        let mut after = *position;
        after.play_unchecked(mv);
        San::written_after(position, mv, origins[mv.to().index()], &after)
    }

    /// [`San::written`] given `after`, the position `mv` leads to, and `origins`, the
    /// squares legal moves (castling aside) reach `mv`'s destination from.
    fn written_after(position: &Position, mv: Move, origins: Bitboard, after: &Position) -> San {
        let suffix = after.is_check().then(|| {
            if after.count_legal_moves() == 0 {
                Suffix::Checkmate
            } else {
                Suffix::Check
            }
        });
        if let MoveKind::Castle(side) = mv.kind() {
            return San::Castle { side, suffix };
        }
        let board = position.board();
        let from = mv.from();
        let role = board.piece_at(from).map_or(Role::Pawn, |p| p.role);
        let capture = mv.kind() == MoveKind::EnPassant || board.piece_at(mv.to()).is_some();
        let rivals = origins
            & board.by_piece(Piece::new(position.turn(), role))
            & !Bitboard::from_square(from);
        let (file, rank) = if role == Role::Pawn {
            (capture.then(|| from.file()), None)
        } else if role == Role::King || rivals.is_empty() {
            (None, None)
        } else if (rivals & Bitboard::from_file(from.file())).is_empty() {
            (Some(from.file()), None)
        } else if (rivals & Bitboard::from_rank(from.rank())).is_empty() {
            (None, Some(from.rank()))
        } else {
            (Some(from.file()), Some(from.rank()))
        };
        San::Normal {
            role,
            file,
            rank,
            capture,
            to: mv.to(),
            promotion: mv.promotion(),
            suffix,
        }
    }

    /// The same SAN without its `+` or `#`.
    ///
    /// ```
    /// use crc_rules_game::San;
    /// let san: San = "Cj8#".parse()?;
    /// assert_eq!(san.without_suffix().to_string(), "Cj8");
    /// assert_eq!("O-O+".parse::<San>()?.without_suffix().to_string(), "O-O");
    /// # Ok::<(), crc_rules_game::ParseSanError>(())
    /// ```
    pub fn without_suffix(&self) -> San {
        let mut san = self.clone();
        match &mut san {
            San::Castle { suffix, .. } | San::Normal { suffix, .. } => *suffix = None,
        }
        san
    }

    /// The one legal move in `position` that this SAN names. The `x`, `+` and `#` marks are
    /// not checked against the move (a missing or extra one is forgiven).
    ///
    /// # Errors
    /// [`SanError::Illegal`] with the reason when no legal move matches,
    /// [`SanError::Ambiguous`] with every candidate when several do.
    ///
    /// ```
    /// use crc_rules_game::San;
    /// use crc_rules_movegen::Position;
    /// let pos = Position::from_number(25933)?;
    /// assert_eq!("Nh3".parse::<San>()?.to_move(&pos)?.to_uci(), "i1h3");
    /// let err = "Qd3".parse::<San>()?.to_move(&pos).unwrap_err();
    /// assert_eq!(err.to_string(), "illegal move \"Qd3\": the way of the queen to d3 is blocked");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn to_move(&self, position: &Position) -> Result<Move, SanError> {
        self.to_move_among(position, &position.legal_moves())
    }

    /// [`San::to_move`], looking only at the legal moves onto the SAN's destination, which
    /// it leaves in `landing` (the moves the SAN of the move found is written from). An
    /// error is found again among all the legal moves, so that it names its candidates in
    /// generation order.
    pub(crate) fn to_move_landing(
        &self,
        position: &Position,
        landing: &mut MoveList,
    ) -> Result<Move, SanError> {
        match *self {
            San::Normal { to, .. } => {
                position.legal_moves_to_into(to, landing);
                self.to_move_among(position, landing)
                    .or_else(|_| self.to_move(position))
            }
            // Castling is found by its side, from no list.
            San::Castle { .. } => {
                let mv = self.to_move_among(position, &[])?;
                position.legal_moves_to_into(mv.to(), landing);
                Ok(mv)
            }
        }
    }

    /// [`San::to_move`] given `legal`, every legal move of `position`: a caller that has
    /// listed them already does not list them again.
    pub(crate) fn to_move_among(
        &self,
        position: &Position,
        legal: &[Move],
    ) -> Result<Move, SanError> {
        let illegal = |reason| SanError::Illegal {
            text: self.to_string(),
            reason,
        };
        let (role, file, rank, to, promotion) = match *self {
            San::Castle { side, .. } => return position.castling_move(side).map_err(illegal),
            San::Normal {
                role,
                file,
                rank,
                to,
                promotion,
                ..
            } => (role, file, rank, to, promotion),
        };
        let board = position.board();
        let matches = |m: &Move| {
            !m.is_castle()
                && m.to() == to
                && board.piece_at(m.from()).map(|p| p.role) == Some(role)
                && file.is_none_or(|f| m.from().file() == f)
                && rank.is_none_or(|r| m.from().rank() == r)
                // A pawn move without an origin file is a push along the destination's file.
                && (role != Role::Pawn || file.is_some() || m.from().file() == to.file())
        };
        // The one move named, found without collecting: the common case, a move of a game.
        let mut named = legal
            .iter()
            .filter(|m| matches(m) && m.promotion() == promotion);
        if let (Some(&mv), None) = (named.next(), named.next()) {
            return Ok(mv);
        }
        let candidates: Vec<Move> = legal.iter().copied().filter(matches).collect();
        let promoting: Vec<Move> = candidates
            .iter()
            .copied()
            .filter(|m| m.promotion() == promotion)
            .collect();
        match promoting.as_slice() {
            [mv] => Ok(*mv),
            [] if !candidates.is_empty() => Err(illegal(match promotion {
                None => IllegalReason::PromotionRequired,
                Some(_) => IllegalReason::NotAPromotion,
            })),
            [] => {
                let origins = board.by_piece(Piece::new(position.turn(), role))
                    & file.map_or(Bitboard::FULL, Bitboard::from_file)
                    & rank.map_or(Bitboard::FULL, Bitboard::from_rank);
                // When a piece of `role` on `origins` can go to `to` all the same, the SAN
                // names it wrongly: a pawn capture written as a push, or castling as a king
                // move.
                let reason = position
                    .explain_no_move(role, origins, to)
                    .unwrap_or(IllegalReason::NoSuchPiece(position.turn(), role));
                Err(illegal(reason))
            }
            many => Err(SanError::Ambiguous {
                text: self.to_string(),
                candidates: many
                    .iter()
                    .filter_map(|m| San::from_move(position, *m))
                    .map(|san| san.without_suffix())
                    .collect(),
            }),
        }
    }
}

/// The squares legal moves of `legal` (castling aside) reach `to` from: one destination's
/// part of [`origins_by_destination`], for the SAN of one move.
fn origins_to(legal: &[Move], to: Square) -> Bitboard {
    let mut origins = Bitboard::EMPTY;
    for m in legal.iter().filter(|m| m.to() == to && !m.is_castle()) {
        origins.insert(m.from());
    }
    origins
}

/// For each destination square, the squares of the pieces that reach it by a legal move of
/// `legal` (castling aside), which SAN tells apart when two of one role do.
fn origins_by_destination(legal: &[Move]) -> [Bitboard; SQUARE_COUNT] {
    let mut origins = [Bitboard::EMPTY; SQUARE_COUNT];
    for m in legal.iter().filter(|m| !m.is_castle()) {
        origins[m.to().index()].insert(m.from());
    }
    origins
}

/// Every legal move of `position` with its SAN, in the order of
/// [`Position::legal_moves`]: what a GUI lists, written without listing the moves again
/// for each.
///
/// ```
/// use crc_rules_game::legal_sans;
/// use crc_rules_movegen::Position;
/// let pos = Position::from_fen("4k5/10/10/10/10/10/2N3N3/4K5 w - - 0 1")?;
/// let sans: Vec<String> = legal_sans(&pos).into_iter().map(|(_, san)| san.to_string()).collect();
/// assert!(sans.contains(&"Nge3".to_owned()) && sans.contains(&"Nce3".to_owned()));
/// assert_eq!(sans.len(), pos.legal_moves().len());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn legal_sans(position: &Position) -> Vec<(Move, San)> {
    let legal = position.legal_moves();
    let origins = origins_by_destination(&legal);
    // Each move is played on one copy and taken back, not on a copy of its own.
    let mut after = *position;
    legal
        .iter()
        .map(|&mv| {
            let undo = after.play_unchecked(mv);
            let san = San::written_after(position, mv, origins[mv.to().index()], &after);
            after.unmake(mv, undo);
            (mv, san)
        })
        .collect()
}

/// The SAN of `mv` in `position`, with `+` or `#` when it checks or mates (see
/// [`San::from_move`]). A move that is not legal in `position` has no SAN; it is written in
/// coordinate notation instead.
///
/// ```
/// use crc_rules_movegen::Position;
/// use crc_rules_game::san;
/// let pos = Position::from_fen("4k5/1P8/10/10/10/10/10/4K5 w - - 0 1").unwrap();
/// let mv = pos.parse_uci("b7b8c").unwrap();
/// assert_eq!(san(&pos, mv), "b8=C+");
/// ```
pub fn san(position: &Position, mv: Move) -> String {
    match San::from_move(position, mv) {
        Some(san) => san.to_string(),
        None => mv.to_uci(),
    }
}

/// Reads SAN in `position` and returns the legal move it names (see [`San`] for what is
/// accepted).
///
/// # Errors
/// [`SanError::Syntax`] for text that is not SAN, [`SanError::Illegal`] with a reason when no
/// legal move matches, [`SanError::Ambiguous`] listing the candidates when several do.
///
/// ```
/// use crc_rules_movegen::Position;
/// use crc_rules_game::{parse_san, SanError};
/// let pos = Position::from_fen("4k5/10/10/10/10/10/2N3N3/4K5 w - - 0 1").unwrap();
/// assert_eq!(parse_san(&pos, "Nge3").unwrap().to_string(), "g2e3");
/// match parse_san(&pos, "Ne3") {
///     Err(SanError::Ambiguous { candidates, .. }) => {
///         assert_eq!(candidates.iter().map(ToString::to_string).collect::<Vec<_>>(), ["Nce3", "Nge3"])
///     }
///     other => panic!("{other:?}"),
/// }
/// ```
pub fn parse_san(position: &Position, text: &str) -> Result<Move, SanError> {
    let san: San = text.parse()?;
    san.to_move(position).map_err(|e| e.about(text))
}
