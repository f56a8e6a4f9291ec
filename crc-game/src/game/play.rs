//! Moves into a `Game`: in coordinates, in SAN or as a click from one square to another,
//! each read once against the legal moves; and taking them back.

use crc_rules_core::{ErrorKind, HasErrorKind, Role, Square};
use crc_rules_movegen::{Move, MoveList, ParseMoveError, Position, UciMove};
use thiserror::Error;

use super::{Game, Ply};
use crate::drop::{drop_targets, move_from_to};
use crate::outcome::{automatic_outcome_given, Outcome};
use crate::san::San;
use crate::san_position::{parse_san, SanError};

/// Why a move or a call could not change the game. The game is unchanged.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum PlayError {
    /// Coordinate text that names no legal move.
    #[error(transparent)]
    Coordinate(#[from] ParseMoveError),
    /// SAN that names no single legal move.
    #[error(transparent)]
    San(#[from] SanError),
    /// A `Move` value that is not legal in the current position.
    #[error("illegal move {0}")]
    Illegal(Move),
    /// The game has ended; no move can be played.
    #[error("the game is over ({0})")]
    GameOver(Outcome),
    /// A draw claim when no draw can be claimed.
    #[error("no draw can be claimed: the position has not occurred three times and the half-move clock is below 100")]
    NoClaim,
}

impl HasErrorKind for PlayError {
    /// The kind of the move text's error; [`ErrorKind::IllegalMove`] for a `Move` value,
    /// [`ErrorKind::GameOver`] and [`ErrorKind::NoClaim`].
    fn kind(&self) -> ErrorKind {
        match self {
            PlayError::Coordinate(error) => error.kind(),
            PlayError::San(error) => error.kind(),
            PlayError::Illegal(_) => ErrorKind::IllegalMove,
            PlayError::GameOver(_) => ErrorKind::GameOver,
            PlayError::NoClaim => ErrorKind::NoClaim,
        }
    }
}

/// Nothing to take back: no move has been played since the start ([`Game::undo`]), or no
/// end was declared ([`Game::reopen`]).
///
/// ```
/// use crc_rules_core::{ErrorKind, HasErrorKind};
/// use crc_rules_game::{Game, NothingToUndo};
/// let mut game = Game::from_number(25933)?;
/// assert_eq!(game.undo(), Err(NothingToUndo::Move));
/// assert_eq!(game.reopen(), Err(NothingToUndo::End));
/// assert_eq!(NothingToUndo::Move.kind(), ErrorKind::NothingToUndo);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq, Error)]
pub enum NothingToUndo {
    /// No move has been played since the start.
    #[error("no move to take back: the game is at its start")]
    Move,
    /// No resignation, agreement or claimed draw was recorded.
    #[error("no end to take back: no resignation, agreement or claimed draw was recorded")]
    End,
}

crc_rules_core::error_kind_of!(NothingToUndo => NothingToUndo);

impl Game {
    /// Plays `mv` and returns its SAN.
    ///
    /// # Errors
    /// [`PlayError::Illegal`] for a move that is not legal, [`PlayError::GameOver`] after
    /// the end; the game is unchanged.
    ///
    /// ```
    /// use crc_rules_game::{Game, PlayError};
    /// let mut game = Game::from_number(25933)?;
    /// let mv = game.parse_move("e2e4")?;
    /// assert_eq!(game.play(mv)?, "e4");
    /// assert_eq!(game.play(mv), Err(PlayError::Illegal(mv))); // not again, with Black to move
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn play(&mut self, mv: Move) -> Result<String, PlayError> {
        self.push_wanted(Wanted::Move(mv))?;
        Ok(self.last_san())
    }

    /// The SAN of the last move played.
    fn last_san(&self) -> String {
        self.plies
            .last()
            .map(|ply| ply.san.as_str().to_owned())
            .unwrap_or_default()
    }

    /// Plays the move `wanted` names, after checking that the game goes on. The legal moves
    /// are listed once, for the end of the game, for finding the move and for writing its
    /// SAN: every move's way, the PGN reader's included.
    fn push_wanted(&mut self, wanted: Wanted<'_>) -> Result<(), PlayError> {
        if let Some(outcome) = self.declared {
            return Err(PlayError::GameOver(outcome));
        }
        let position = self.position();
        // Filled in place: a returned list would be copied here (2.4 KB).
        let mut landing = MoveList::new();
        let found = find_wanted(position, wanted, &mut landing);
        // A legal move found proves that the game goes on, unless a rule ends it all the
        // same: only when none is found are all the moves listed, to tell a mate or a
        // stalemate from an illegal move.
        let has_moves = found.is_ok() || position.count_legal_moves() > 0;
        let repetitions = self.repetition_count();
        if let Some(outcome) = automatic_outcome_given(position, has_moves, repetitions) {
            return Err(PlayError::GameOver(outcome));
        }
        let mv = found?;
        let mut after = *position;
        after.play_unchecked(mv);
        let san = San::of_listed(position, mv, &landing, &after).text();
        self.plies.push(Ply {
            mv,
            san,
            key: after.repetition_key(),
            after,
        });
        Ok(())
    }

    /// Plays `mv`, which the PGN reader has played in this game's position, the game going
    /// on: nothing is checked or found again, only its SAN is written, from `landing` (the
    /// legal moves onto its destination). `after` is the position it leads to, `key` that
    /// position's repetition key.
    pub(crate) fn push_played(&mut self, mv: Move, landing: &[Move], after: &Position, key: u64) {
        let san = San::of_listed(self.position(), mv, landing, after).text();
        self.plies.push(Ply {
            mv,
            san,
            key,
            after: *after,
        });
    }

    /// Reads a move in any accepted notation: coordinates (`e2e4`, `b7b8c`, king takes own
    /// rook `f1j1`, the king's destination `f1i1` where unambiguous), `O-O`/`O-O-O`/`0-0`,
    /// or SAN with or without `+`, `#`, `x`. Returns the move without playing it.
    ///
    /// # Errors
    /// [`PlayError::Coordinate`] or [`PlayError::San`] with the reason.
    ///
    /// ```
    /// use crc_rules_game::{Game, PlayError};
    /// let game = Game::from_number(25933)?;
    /// assert_eq!(game.parse_move("Nh3")?.to_uci(), "i1h3");
    /// assert!(game.move_stack().is_empty()); // parsed, not played
    /// assert!(matches!(game.parse_move("e2e5"), Err(PlayError::Coordinate(_))));
    /// assert!(matches!(game.parse_move("Qd3"), Err(PlayError::San(_))));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn parse_move(&self, text: &str) -> Result<Move, PlayError> {
        parse_move(self.position(), text)
    }

    /// Plays a move given as text (see [`Game::parse_move`]) and returns its SAN.
    ///
    /// # Errors
    /// As [`Game::parse_move`] and [`Game::play`]; the game is unchanged.
    ///
    /// ```
    /// use crc_rules_game::Game;
    /// let mut game = Game::from_fen("4k5/10/10/10/10/10/10/R4K3R w KQ - 0 1")?;
    /// assert_eq!(game.play_text("f1j1")?, "O-O"); // the king takes its own rook
    /// assert_eq!(game.fen(), "4k5/10/10/10/10/10/10/R6RK1 b - - 1 1");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn play_text(&mut self, text: &str) -> Result<String, PlayError> {
        self.push_text(text)?;
        Ok(self.last_san())
    }

    /// Plays a move given as text, as [`Game::play_text`] does, without copying its SAN
    /// out: the PGN reader's way through a game.
    pub(crate) fn push_text(&mut self, text: &str) -> Result<(), PlayError> {
        self.push_wanted(Wanted::Text(text.trim()))
    }

    /// The legal move a click or drag from `from` to `to` means (the rule of
    /// [`move_from_to`](crate::move_from_to): castling by dropping the king on its rook or
    /// its destination), with the piece a pawn reaching the last rank becomes. Returns the
    /// move without playing it.
    ///
    /// # Errors
    /// [`PlayError::GameOver`] after the end; [`PlayError::Coordinate`] for a drop that is no
    /// legal move (of kind [`ErrorKind::PromotionRequired`] for a pawn reaching the last rank
    /// without its piece).
    ///
    /// ```
    /// use crc_rules_core::Square;
    /// use crc_rules_game::Game;
    /// let game = Game::from_fen("4k5/10/10/10/10/10/10/R3K4R w KQ - 0 1")?;
    /// let castle = game.move_from_to(Square::E1, Square::I1, None)?;
    /// assert_eq!(game.san(castle), "O-O");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn move_from_to(
        &self,
        from: Square,
        to: Square,
        promotion: Option<Role>,
    ) -> Result<Move, PlayError> {
        self.ensure_ongoing()?;
        Ok(move_from_to(self.position(), from, to, promotion)?)
    }

    /// The squares the piece on `from` may be dropped on now, ascending (the rule of
    /// [`drop_targets`](crate::drop_targets)); none once the game has ended.
    pub fn drop_targets(&self, from: Square) -> Vec<Square> {
        match self.outcome() {
            Some(_) => Vec::new(),
            None => drop_targets(self.position(), from),
        }
    }

    /// Takes back a resignation, agreement or claimed draw and returns it, so that the game
    /// goes on from the same position with the same moves. (An end declared on a position
    /// takes back with its last move too: see [`Game::undo`].)
    ///
    /// # Errors
    /// [`NothingToUndo::End`], changing nothing, when none was recorded (an end by the
    /// rules, such as checkmate, is not declared: [`Game::undo`] takes back its move).
    ///
    /// ```
    /// use crc_rules_core::Color;
    /// use crc_rules_game::{Game, NothingToUndo};
    /// let mut game = Game::from_number(25933)?;
    /// game.resign(Color::White)?;
    /// assert_eq!(game.reopen()?.to_string(), "resignation 0-1");
    /// assert_eq!(game.outcome(), None);
    /// assert_eq!(game.reopen(), Err(NothingToUndo::End));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn reopen(&mut self) -> Result<Outcome, NothingToUndo> {
        self.declared.take().ok_or(NothingToUndo::End)
    }

    /// Takes back the last move and returns it. A resignation, agreement or claimed draw
    /// recorded after it goes with it, as python-chess's `pop` and chess.js's `undo` forget
    /// everything after the move; [`Game::reopen`] takes back such an end alone.
    ///
    /// # Errors
    /// [`NothingToUndo`] at the start, where nothing changes: an end declared there stays.
    /// Every door (C, Python, JavaScript) undoes through this call, so that this is the one
    /// rule.
    ///
    /// ```
    /// use crc_rules_core::Color;
    /// use crc_rules_game::Game;
    /// let mut game = Game::from_number(25933)?;
    /// game.play_text("e4")?;
    /// game.resign(Color::Black)?;
    /// assert_eq!(game.undo()?.to_uci(), "e2e4");
    /// assert_eq!(game.outcome(), None); // the resignation went with e4
    /// assert_eq!(game.fen(), Game::from_number(25933)?.fen());
    ///
    /// game.resign(Color::White)?;
    /// assert!(game.undo().is_err()); // no move: the resignation stays
    /// assert!(game.outcome().is_some());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn undo(&mut self) -> Result<Move, NothingToUndo> {
        let ply = self.plies.pop().ok_or(NothingToUndo::Move)?;
        // The end was declared on the position the move led to, so it cannot outlive it.
        self.declared = None;
        Ok(ply.mv)
    }
}

/// The legal move `text` names in `position` (any notation, as [`parse_move`] reads it),
/// with `landing` left holding the legal moves onto its destination: the PGN reader's way
/// of finding a move, the one [`Game::play_text`] takes.
pub(crate) fn find_move(
    position: &Position,
    text: &str,
    landing: &mut MoveList,
) -> Result<Move, PlayError> {
    find_wanted(position, Wanted::Text(text.trim()), landing)
}

/// The legal move `wanted` names in `position`, with `landing` left holding the legal moves
/// onto its destination, which is all that its SAN needs: [`Game::play`]'s and
/// [`Game::play_text`]'s reading of a move, in coordinates first, then in SAN (the rule of
/// [`parse_move`]). A text without the shape of coordinates is not even tried as such.
fn find_wanted(
    position: &Position,
    wanted: Wanted<'_>,
    landing: &mut MoveList,
) -> Result<Move, PlayError> {
    let mv = match wanted {
        Wanted::Move(mv) => mv,
        Wanted::Text(text) => match UciMove::has_shape(text).then(|| position.parse_uci(text)) {
            Some(Ok(mv)) => mv,
            None | Some(Err(ParseMoveError::Syntax(_))) => {
                let san: San = text.parse().map_err(SanError::Syntax)?;
                return san
                    .to_move_landing(position, landing)
                    .map_err(|e| e.about(text).into());
            }
            Some(Err(err)) => return Err(err.into()),
        },
    };
    position.legal_moves_to_into(mv.to(), landing);
    if landing.contains(&mv) {
        Ok(mv)
    } else {
        Err(PlayError::Illegal(mv))
    }
}

/// Reads a move in any notation the library accepts: coordinates (`e2e4`, `b7b8c`, king
/// takes own rook `f1j1`, the king's destination `f1i1` where unambiguous),
/// `O-O`/`O-O-O`/`0-0`, or SAN with or without `+`, `#`, `x`. Returns the legal move it
/// names in `position`.
///
/// # Errors
/// [`PlayError::Coordinate`] for coordinates that name no legal move, [`PlayError::San`]
/// for anything else that names no single legal move.
///
/// ```
/// use crc_rules_game::parse_move;
/// use crc_rules_movegen::Position;
/// let pos = Position::from_number(25933)?;
/// assert_eq!(parse_move(&pos, "Nh3")?, parse_move(&pos, "i1h3")?);
/// assert!(parse_move(&pos, "Nf3").is_err());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn parse_move(position: &Position, text: &str) -> Result<Move, PlayError> {
    match position.parse_uci(text.trim()) {
        Ok(mv) => Ok(mv),
        Err(ParseMoveError::Syntax(_)) => Ok(parse_san(position, text.trim())?),
        Err(err) => Err(err.into()),
    }
}

/// The move a player asks for: as a move, or as text in any accepted notation.
enum Wanted<'a> {
    Move(Move),
    Text(&'a str),
}
