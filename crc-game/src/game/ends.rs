//! How a `Game` stands or ended: its repetitions, its outcome, the draws the side to move may
//! claim, resignation and agreement, and the game-end predicates of every door, each by the
//! rules of `crate::outcome` applied to the current position and its history.

use crc_rules_core::Color;

use super::{Game, PlayError};
use crate::outcome::{
    automatic_outcome, claimable_draw, is_checkmate, is_fifty_moves, is_insufficient_material,
    is_seventyfive_moves, is_stalemate, GameResult, Outcome, Reason, FIVEFOLD_REPETITION,
    THREEFOLD_REPETITION,
};
use crate::repetition::count_repetitions;

impl Game {
    /// How many times the current position has occurred (1 for a new position). Positions
    /// count as the same when placement, side to move, castling rights and the possibility
    /// of an en-passant capture are.
    ///
    /// ```
    /// use crc_rules_game::Game;
    /// let mut game = Game::from_number(25933)?;
    /// assert_eq!(game.repetition_count(), 1);
    /// for mv in ["Nh3", "Nh6", "Ni1", "Ni8"] {
    ///     game.play_text(mv)?;
    /// }
    /// assert_eq!(game.repetition_count(), 2); // the start position again
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn repetition_count(&self) -> usize {
        let start = self.start.repetition_key();
        let current = self.plies.last().map_or(start, |ply| ply.key);
        let earlier = self.plies.iter().rev().skip(1).map(|ply| ply.key);
        let earlier = earlier.chain((!self.plies.is_empty()).then_some(start));
        count_repetitions(current, self.position().halfmove_clock(), earlier)
    }

    /// Whether the current position has occurred at least `count` times (itself included).
    ///
    /// ```
    /// use crc_rules_game::Game;
    /// let game = Game::from_number(25933)?;
    /// assert!(game.is_repetition(1) && !game.is_repetition(2));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn is_repetition(&self, count: usize) -> bool {
        self.repetition_count() >= count
    }

    /// Whether the current position has occurred three times or more
    /// ([`THREEFOLD_REPETITION`]): a draw the side to move may claim while the game goes on.
    pub fn is_threefold_repetition(&self) -> bool {
        self.is_repetition(THREEFOLD_REPETITION)
    }

    /// Whether the current position has occurred five times or more
    /// ([`FIVEFOLD_REPETITION`]): the game is drawn.
    ///
    /// ```
    /// use crc_rules_game::Game;
    /// let mut game = Game::from_number(25933)?;
    /// for mv in ["Nh3", "Nh6", "Ni1", "Ni8"].repeat(4) {
    ///     assert!(!game.is_fivefold_repetition());
    ///     game.play_text(mv)?;
    /// }
    /// assert!(game.is_fivefold_repetition() && game.is_threefold_repetition());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn is_fivefold_repetition(&self) -> bool {
        self.is_repetition(FIVEFOLD_REPETITION)
    }

    /// Whether the side to move is checkmated ([`is_checkmate`](crate::is_checkmate)).
    pub fn is_checkmate(&self) -> bool {
        is_checkmate(self.position())
    }

    /// Whether the side to move is stalemated ([`is_stalemate`](crate::is_stalemate)).
    pub fn is_stalemate(&self) -> bool {
        is_stalemate(self.position())
    }

    /// Whether neither side can win any more
    /// ([`is_insufficient_material`](crate::is_insufficient_material)).
    pub fn is_insufficient_material(&self) -> bool {
        is_insufficient_material(self.position())
    }

    /// Whether the half-move clock has reached the seventy-five-move rule's 150
    /// ([`is_seventyfive_moves`](crate::is_seventyfive_moves)).
    pub fn is_seventyfive_moves(&self) -> bool {
        is_seventyfive_moves(self.position())
    }

    /// Whether the half-move clock has reached the fifty-move rule's 100
    /// ([`is_fifty_moves`](crate::is_fifty_moves)), whether or not the game goes on.
    pub fn is_fifty_moves(&self) -> bool {
        is_fifty_moves(self.position())
    }

    /// The outcome if the game has ended: checkmate, stalemate, insufficient material,
    /// fivefold repetition and the seventy-five-move rule end it automatically (the rule of
    /// [`automatic_outcome`], given the current position and [`Game::repetition_count`]);
    /// resignation, agreement and claimed draws when the players said so.
    ///
    /// ```
    /// use crc_rules_game::{Game, GameResult, Reason};
    /// let mut game = Game::from_fen("k9/10/1K8/2Q7/10/10/10/10 w - - 0 1")?;
    /// assert_eq!(game.outcome(), None);
    /// game.play_text("Qc7")?; // Black has no move and is not in check
    /// let outcome = game.outcome().unwrap();
    /// assert_eq!((outcome.result, outcome.reason), (GameResult::Draw, Reason::Stalemate));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn outcome(&self) -> Option<Outcome> {
        if self.declared.is_some() {
            return self.declared;
        }
        automatic_outcome(self.position(), self.repetition_count())
    }

    /// The draw the side to move could claim now, if any: threefold repetition (the current
    /// position has occurred three times) or the fifty-move rule (half-move clock at 100),
    /// by the rule of [`claimable_draw`]; none once the game has ended.
    ///
    /// ```
    /// use crc_rules_game::{Game, Reason};
    /// let mut game = Game::from_number(25933)?;
    /// for mv in ["Nh3", "Nh6", "Ni1", "Ni8"].repeat(2) {
    ///     assert_eq!(game.can_claim_draw(), None);
    ///     game.play_text(mv)?;
    /// }
    /// assert_eq!(game.can_claim_draw(), Some(Reason::ThreefoldRepetition));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn can_claim_draw(&self) -> Option<Reason> {
        if self.declared.is_some() {
            return None;
        }
        claimable_draw(self.position(), self.repetition_count())
    }

    /// Whether the game has ended, or with `claim_draw` the side to move could also claim a
    /// draw now: python-chess's `is_game_over(claim_draw=...)`, and chess.js's `isGameOver`
    /// with `claim_draw` (it counts the draws a player may claim as ends).
    ///
    /// ```
    /// use crc_rules_game::Game;
    /// let game = Game::from_fen("4k5/10/10/10/10/10/10/R3K5 w - - 100 80")?;
    /// assert!(!game.is_game_over(false) && game.is_game_over(true));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn is_game_over(&self, claim_draw: bool) -> bool {
        self.outcome().is_some() || (claim_draw && self.can_claim_draw().is_some())
    }

    /// Whether the game ended in a draw, or with `claim_draw` the side to move could claim
    /// one now: chess.js's `isDraw` with `claim_draw`.
    pub fn is_draw(&self, claim_draw: bool) -> bool {
        match self.outcome() {
            Some(outcome) => outcome.result == GameResult::Draw,
            None => claim_draw && self.can_claim_draw().is_some(),
        }
    }

    /// Whether the side to move may claim a draw by threefold repetition now: the game goes
    /// on and the current position has occurred three times.
    ///
    /// ```
    /// use crc_rules_game::Game;
    /// let mut game = Game::from_number(25933)?;
    /// for mv in ["Nh3", "Nh6", "Ni1", "Ni8"].repeat(2) {
    ///     game.play_text(mv)?;
    /// }
    /// assert!(game.can_claim_threefold_repetition() && !game.can_claim_fifty_moves());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn can_claim_threefold_repetition(&self) -> bool {
        self.can_claim_draw().is_some() && self.is_threefold_repetition()
    }

    /// Whether the side to move may claim a draw by the fifty-move rule now: the game goes on
    /// and the half-move clock has reached 100.
    pub fn can_claim_fifty_moves(&self) -> bool {
        self.can_claim_draw().is_some() && self.is_fifty_moves()
    }

    /// Claims the draw of [`Game::can_claim_draw`] and ends the game with it.
    ///
    /// # Errors
    /// [`PlayError::GameOver`] when the game has ended, [`PlayError::NoClaim`] when no draw
    /// can be claimed; the game is unchanged.
    ///
    /// ```
    /// use crc_rules_game::{Game, PlayError};
    /// let mut game = Game::from_number(25933)?;
    /// assert_eq!(game.claim_draw(), Err(PlayError::NoClaim));
    /// for mv in ["Nh3", "Nh6", "Ni1", "Ni8"].repeat(2) {
    ///     game.play_text(mv)?;
    /// }
    /// assert_eq!(game.claim_draw()?.to_string(), "threefold repetition 1/2-1/2");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn claim_draw(&mut self) -> Result<Outcome, PlayError> {
        self.ensure_ongoing()?;
        let reason = self.can_claim_draw().ok_or(PlayError::NoClaim)?;
        Ok(*self.declared.insert(Outcome::draw(reason)))
    }

    /// Records that `color` resigned.
    ///
    /// # Errors
    /// [`PlayError::GameOver`] when the game has already ended.
    ///
    /// ```
    /// use crc_rules_core::Color;
    /// use crc_rules_game::{Game, PlayError};
    /// let mut game = Game::from_number(25933)?;
    /// assert_eq!(game.resign(Color::Black)?.to_string(), "resignation 1-0");
    /// assert!(matches!(game.play_text("e4"), Err(PlayError::GameOver(_))));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn resign(&mut self, color: Color) -> Result<Outcome, PlayError> {
        self.ensure_ongoing()?;
        Ok(*self.declared.insert(Outcome {
            result: GameResult::win_for(!color),
            reason: Reason::Resignation,
        }))
    }

    /// Records a draw by agreement.
    ///
    /// # Errors
    /// [`PlayError::GameOver`] when the game has already ended.
    ///
    /// ```
    /// use crc_rules_game::{Game, GameResult, Reason};
    /// let mut game = Game::from_number(25933)?;
    /// let outcome = game.agree_draw()?;
    /// assert_eq!((outcome.result, outcome.reason), (GameResult::Draw, Reason::Agreement));
    /// assert!(game.agree_draw().is_err()); // already over
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn agree_draw(&mut self) -> Result<Outcome, PlayError> {
        self.ensure_ongoing()?;
        Ok(*self.declared.insert(Outcome::draw(Reason::Agreement)))
    }

    /// Records an end that only a record of the game can tell, such as a `Termination` tag's
    /// time forfeit; nothing when the game has already ended.
    pub(crate) fn record_end(&mut self, outcome: Outcome) {
        if self.outcome().is_none() {
            self.declared = Some(outcome);
        }
    }

    pub(super) fn ensure_ongoing(&self) -> Result<(), PlayError> {
        match self.outcome() {
            Some(outcome) => Err(PlayError::GameOver(outcome)),
            None => Ok(()),
        }
    }
}
