//! `Game`: a start position and the moves played from it, with notation and outcome.

use crc_rules_core::{
    Arrangement, Color, ErrorKind, File, HasErrorKind, Rank, RuleSet, SetupNumberError, Square,
};
use crc_rules_movegen::{Dropped, FenError, Move, MoveList, ParseMoveError, Position, UciMove};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use thiserror::Error;

use crate::outcome::{
    automatic_outcome, automatic_outcome_given, claimable_draw, GameResult, Outcome, Reason,
};
use crate::san::{parse_san, san, San, SanError, SanText};
use crate::tags::{default_tag_value, is_crc_variant, TagError, Tags, DERIVED_TAGS};

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

/// One played move with its SAN, the position it leads to and that position's repetition
/// key.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Ply {
    mv: Move,
    san: SanText,
    after: Position,
    key: u64,
}

/// A game of CRC: the start position, the moves played, and the outcome.
///
/// ```
/// use crc_rules_game::Game;
/// let mut game = Game::from_number(25933).unwrap(); // Gothic chess, a CRC start
/// for text in ["e4", "e7e5", "Nh3", "i8h6"] {
///     game.play_text(text).unwrap();
/// }
/// assert_eq!(game.san_moves(), ["e4", "e5", "Nh3", "Nh6"]);
/// assert_eq!(game.outcome(), None);
/// game.undo();
/// assert_eq!(game.san_moves().len(), 3);
/// ```
#[derive(Clone, Debug)]
pub struct Game {
    start: Position,
    start_number: Option<u32>,
    plies: Vec<Ply>,
    /// An end the players chose: resignation, agreement or a claimed draw.
    declared: Option<Outcome>,
    /// PGN tag pairs other than those derived from the game.
    tags: Tags,
}

impl Game {
    /// A game from `position`.
    ///
    /// ```
    /// use crc_rules_game::Game;
    /// use crc_rules_movegen::Position;
    /// let game = Game::from_position(Position::from_number(25933)?);
    /// assert_eq!(game.start_number(), Some(25933)); // recognised as the Gothic array
    /// assert!(game.moves().is_empty());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn from_position(position: Position) -> Game {
        Game {
            start: position,
            start_number: start_number_of(&position),
            plies: Vec::new(),
            declared: None,
            tags: Tags::default(),
        }
    }

    /// A game from the start position of Scharnagl number `number` (any of the 48,000; the
    /// CRC rule set is [`RuleSet::Crc`], see [`Game::from_seed`] to draw from it).
    ///
    /// # Errors
    /// [`SetupNumberError`] outside 1..=48000.
    ///
    /// ```
    /// use crc_rules_game::Game;
    /// let game = Game::from_number(25933)?; // Gothic chess
    /// let fen = "rnbqckabnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNBQCKABNR w KQkq - 0 1";
    /// assert_eq!(game.fen(), fen);
    /// assert!(Game::from_number(0).is_err());
    /// assert!(Game::from_number(48_001).is_err());
    /// # Ok::<(), crc_rules_core::SetupNumberError>(())
    /// ```
    pub fn from_number(number: u32) -> Result<Game, SetupNumberError> {
        Ok(Game::from_position(Position::from_number(number)?))
    }

    /// A game from a start position drawn uniformly from `rules` with `rng`.
    ///
    /// ```
    /// use crc_rules_core::RuleSet;
    /// use crc_rules_game::Game;
    /// use rand::SeedableRng;
    /// let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(7);
    /// let game = Game::random(&mut rng, RuleSet::Crc2006);
    /// assert!(RuleSet::Crc2006.contains(game.start_number().unwrap()));
    /// ```
    pub fn random<R: Rng + ?Sized>(rng: &mut R, rules: RuleSet) -> Game {
        let number = rules.random(rng);
        Game::from_number(number).expect("rule sets hold numbers 1..=48000")
    }

    /// A game from a start position of the CRC rule set drawn with seed `seed` (ChaCha8; the
    /// same seed gives the same position on every platform).
    ///
    /// ```
    /// use crc_rules_core::RuleSet;
    /// use crc_rules_game::Game;
    /// let game = Game::from_seed(2024);
    /// assert_eq!(game.start_number(), Some(36697)); // on every platform
    /// assert!(RuleSet::Crc.contains(36697));
    /// ```
    pub fn from_seed(seed: u64) -> Game {
        Game::random(&mut ChaCha8Rng::seed_from_u64(seed), RuleSet::Crc)
    }

    /// A game from an X-FEN or Shredder-FEN.
    ///
    /// # Errors
    /// [`FenError`] when the text is not a FEN or the position is not playable.
    ///
    /// ```
    /// use crc_rules_core::Color;
    /// use crc_rules_game::Game;
    /// let game = Game::from_fen("k9/10/1K8/10/10/10/10/9C w - - 0 1")?;
    /// assert_eq!(game.turn(), Color::White);
    /// assert_eq!(game.start_number(), None); // not a start array
    /// let chess = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    /// assert!(Game::from_fen(chess).is_err()); // an 8x8 FEN is not a CRC position
    /// # Ok::<(), crc_rules_movegen::FenError>(())
    /// ```
    pub fn from_fen(fen: &str) -> Result<Game, FenError> {
        Ok(Game::from_position(Position::from_fen(fen)?))
    }

    /// A game from an X-FEN or Shredder-FEN read leniently: castling rights whose king or
    /// rook is not in place and an en-passant square no double step can have made are
    /// dropped, and the [`Dropped`] says which (see [`Position::from_setup_lenient`]).
    ///
    /// # Errors
    /// [`FenError`] when the text is not a FEN or the position is not playable even without
    /// the dropped parts.
    ///
    /// ```
    /// use crc_rules_game::Game;
    /// let (game, dropped) = Game::from_fen_lenient("4k5/10/10/10/10/10/10/4K5 w K - 0 1")?;
    /// assert_eq!(game.fen(), "4k5/10/10/10/10/10/10/4K5 w - - 0 1");
    /// assert_eq!(dropped.to_string(), "castling right on j1 but no white rook stands there");
    /// # Ok::<(), crc_rules_movegen::FenError>(())
    /// ```
    pub fn from_fen_lenient(fen: &str) -> Result<(Game, Dropped), FenError> {
        let (position, dropped) = Position::from_fen_lenient(fen)?;
        Ok((Game::from_position(position), dropped))
    }

    /// The start position.
    ///
    /// ```
    /// use crc_rules_game::Game;
    /// use crc_rules_movegen::Position;
    /// let mut game = Game::from_number(25933)?;
    /// game.play_text("e4")?;
    /// assert_eq!(game.start(), &Position::from_number(25933)?);
    /// assert_ne!(game.position(), game.start());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn start(&self) -> &Position {
        &self.start
    }

    /// The Scharnagl number of the start position, when it is a start array with White to
    /// move, all castling rights and no move played.
    ///
    /// ```
    /// use crc_rules_game::Game;
    /// let gothic = "rnbqckabnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNBQCKABNR";
    /// assert_eq!(Game::from_fen(&format!("{gothic} w KQkq - 0 1"))?.start_number(), Some(25933));
    /// // Without castling rights it is not a start position.
    /// assert_eq!(Game::from_fen(&format!("{gothic} w - - 0 1"))?.start_number(), None);
    /// # Ok::<(), crc_rules_movegen::FenError>(())
    /// ```
    pub fn start_number(&self) -> Option<u32> {
        self.start_number
    }

    /// The current position.
    ///
    /// ```
    /// use crc_rules_game::Game;
    /// let mut game = Game::from_fen("k9/10/10/1KA7/10/10/10/10 w - - 0 1")?;
    /// assert!(!game.position().is_check());
    /// game.play_text("Ab6")?;
    /// assert!(game.position().is_check());
    /// assert_eq!(game.position().legal_moves().len(), 2); // Kb7 or Kb8
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn position(&self) -> &Position {
        self.plies.last().map_or(&self.start, |ply| &ply.after)
    }

    /// The X-FEN of the current position.
    ///
    /// ```
    /// use crc_rules_game::Game;
    /// let mut game = Game::from_number(25933)?;
    /// game.play_text("Nh3")?;
    /// let fen = "rnbqckabnr/pppppppppp/10/10/10/7N2/PPPPPPPPPP/RNBQCKAB1R b KQkq - 1 1";
    /// assert_eq!(game.fen(), fen);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn fen(&self) -> String {
        self.position().to_fen()
    }

    /// The side to move.
    ///
    /// ```
    /// use crc_rules_core::Color;
    /// use crc_rules_game::Game;
    /// let mut game = Game::from_number(25933)?;
    /// assert_eq!(game.turn(), Color::White);
    /// game.play_text("Nh3")?;
    /// assert_eq!(game.turn(), Color::Black);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn turn(&self) -> Color {
        self.position().turn()
    }

    /// The moves played, in order.
    ///
    /// ```
    /// use crc_rules_game::Game;
    /// let mut game = Game::from_number(25933)?;
    /// game.play_text("Nh3")?;
    /// game.play_text("Nh6")?;
    /// let uci: Vec<String> = game.moves().iter().map(|mv| mv.to_uci()).collect();
    /// assert_eq!(uci, ["i1h3", "i8h6"]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn moves(&self) -> Vec<Move> {
        self.plies.iter().map(|p| p.mv).collect()
    }

    /// How many moves (half-moves) were played, without building the list of
    /// [`Game::moves`].
    ///
    /// ```
    /// use crc_rules_game::Game;
    /// let mut game = Game::from_number(25933)?;
    /// assert_eq!(game.move_count(), 0);
    /// game.play_text("e4")?;
    /// game.play_text("e5")?;
    /// assert_eq!(game.move_count(), 2);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn move_count(&self) -> usize {
        self.plies.len()
    }

    /// The last move played and its SAN, without copying the others; `None` at the start.
    ///
    /// ```
    /// use crc_rules_game::Game;
    /// let mut game = Game::from_number(25933)?;
    /// assert_eq!(game.last_move(), None);
    /// game.play_text("i1h3")?;
    /// let (mv, san) = game.last_move().unwrap();
    /// assert_eq!((mv.to_uci().as_str(), san), ("i1h3", "Nh3"));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn last_move(&self) -> Option<(Move, &str)> {
        self.plies.last().map(|ply| (ply.mv, ply.san.as_str()))
    }

    /// The SAN of the moves played, in order.
    ///
    /// ```
    /// use crc_rules_game::Game;
    /// let mut game = Game::from_number(25933)?;
    /// for mv in ["e2e4", "f7f5", "e4f5"] {
    ///     game.play_text(mv)?;
    /// }
    /// assert_eq!(game.san_moves(), ["e4", "f5", "exf5"]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn san_moves(&self) -> Vec<String> {
        self.plies
            .iter()
            .map(|p| p.san.as_str().to_owned())
            .collect()
    }

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
        // No position before the last capture or pawn move can come again, so only the
        // plies of the half-move clock are compared: a long game stays linear.
        // The window holds the position where the clock was last 0, `clock` plies back.
        let clock = self.position().halfmove_clock() as usize;
        let plies = self.plies.len();
        let window = &self.plies[plies.saturating_sub(clock + 1)..];
        let later = window.iter().filter(|ply| ply.key == current).count();
        later + usize::from(plies <= clock && start == current)
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

    fn ensure_ongoing(&self) -> Result<(), PlayError> {
        match self.outcome() {
            Some(outcome) => Err(PlayError::GameOver(outcome)),
            None => Ok(()),
        }
    }

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

    /// Makes room for `plies` more moves: a reader that knows a game's length grows the
    /// list once, not a copy at each doubling.
    pub(crate) fn reserve(&mut self, plies: usize) {
        self.plies.reserve(plies);
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
    /// assert!(game.moves().is_empty()); // parsed, not played
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

    /// Takes back a resignation, agreement or claimed draw, so that the game goes on from
    /// the same position with the same moves; `false`, changing nothing, when none was
    /// recorded. (An end declared on a position takes back with its last move too: see
    /// [`Game::undo`].)
    ///
    /// ```
    /// use crc_rules_core::Color;
    /// use crc_rules_game::Game;
    /// let mut game = Game::from_number(25933)?;
    /// game.resign(Color::White)?;
    /// assert!(game.reopen());
    /// assert_eq!(game.outcome(), None);
    /// assert!(!game.reopen());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn reopen(&mut self) -> bool {
        self.declared.take().is_some()
    }

    /// Takes back the last move and returns it. A resignation, agreement or claimed draw
    /// recorded after it goes with it, as python-chess's `pop` and chess.js's `undo` forget
    /// everything after the move; [`Game::reopen`] takes back such an end alone.
    ///
    /// `None` at the start, where nothing changes: an end declared there stays. Every door
    /// (C, Python, JavaScript) undoes through this call, so that this is the one rule.
    ///
    /// ```
    /// use crc_rules_core::Color;
    /// use crc_rules_game::Game;
    /// let mut game = Game::from_number(25933)?;
    /// game.play_text("e4")?;
    /// game.resign(Color::Black)?;
    /// assert_eq!(game.undo().map(|mv| mv.to_uci()).as_deref(), Some("e2e4"));
    /// assert_eq!(game.outcome(), None); // the resignation went with e4
    /// assert_eq!(game.fen(), Game::from_number(25933)?.fen());
    ///
    /// game.resign(Color::White)?;
    /// assert_eq!(game.undo(), None); // no move: the resignation stays
    /// assert!(game.outcome().is_some());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn undo(&mut self) -> Option<Move> {
        let ply = self.plies.pop()?;
        // The end was declared on the position the move led to, so it cannot outlive it.
        self.declared = None;
        Some(ply.mv)
    }

    /// The SAN of `mv` in the current position (which must be legal there).
    ///
    /// ```
    /// use crc_rules_game::Game;
    /// let game = Game::from_fen("k9/10/1K8/10/10/10/10/9C w - - 0 1")?;
    /// let mv = game.parse_move("j1j8")?;
    /// assert_eq!(game.san(mv), "Cj8#");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn san(&self, mv: Move) -> String {
        san(self.position(), mv)
    }

    /// The game's PGN tag pairs (`Event`, `White`, `TimeControl`, …), in order; the tags
    /// derived from the game itself (`Result`, `SetUp`, `FEN`, `CRCStartNumber`) are not
    /// among them. A game read from PGN keeps every other tag it had.
    ///
    /// ```
    /// use crc_rules_game::from_pgn;
    /// let game = from_pgn("[Event \"Casual\"]\n[CRCStartNumber \"25933\"]\n\n1. e4 *\n")?;
    /// let tags: Vec<(&str, &str)> = game.tags().iter().collect();
    /// assert_eq!(tags, [("Event", "Casual")]);
    /// # Ok::<(), crc_rules_game::PgnError>(())
    /// ```
    pub fn tags(&self) -> &Tags {
        &self.tags
    }

    /// The value of tag `name`, if it is set.
    ///
    /// ```
    /// use crc_rules_game::Game;
    /// let mut game = Game::from_number(25933)?;
    /// assert_eq!(game.tag("Event"), None);
    /// game.set_tag("Event", "Gothic rapid")?;
    /// assert_eq!(game.tag("Event"), Some("Gothic rapid"));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags.get(name)
    }

    /// Sets PGN tag `name` to `value` (in its place if it is set already, else last).
    ///
    /// Setting a tag to the value export writes when it is not set (`?` for the Seven Tag
    /// Roster, `????.??.??` for `Date`, `Capablanca Random` for `Variant`) removes it.
    ///
    /// # Errors
    /// A [`TagError`] for a name that is not a PGN symbol, a value with a control character,
    /// a tag derived from the game (`Result`, `SetUp`, `FEN`, `CRCStartNumber`), or a
    /// `Variant` that is not Capablanca Random Chess; nothing is changed then.
    ///
    /// ```
    /// use crc_rules_game::{Game, TagError};
    /// let mut game = Game::from_number(25933)?;
    /// game.set_tag("Round", "3")?;
    /// game.set_tag("Round", "?")?; // the default: removes the tag
    /// assert_eq!(game.tag("Round"), None);
    /// assert_eq!(game.set_tag("FEN", "10/10"), Err(TagError::Derived("FEN".to_owned())));
    /// assert!(game.set_tag("Variant", "caparandom").is_ok());
    /// assert_eq!(game.set_tag("Variant", "chess"), Err(TagError::Variant("chess".to_owned())));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn set_tag(&mut self, name: &str, value: &str) -> Result<(), TagError> {
        if DERIVED_TAGS.contains(&name) {
            return Err(TagError::Derived(name.to_owned()));
        }
        if name == "Variant" && !is_crc_variant(value) {
            return Err(TagError::Variant(value.to_owned()));
        }
        if default_tag_value(name) == Some(value) {
            // What export writes when the tag is not set.
            self.tags.remove(name);
            return Ok(());
        }
        self.tags.insert(name, value)?;
        Ok(())
    }

    /// Removes tag `name` and returns its value, if it was set.
    ///
    /// ```
    /// use crc_rules_game::Game;
    /// let mut game = Game::from_number(25933)?;
    /// game.set_tag("Event", "Casual")?;
    /// assert_eq!(game.remove_tag("Event").as_deref(), Some("Casual"));
    /// assert_eq!(game.remove_tag("Event"), None);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn remove_tag(&mut self, name: &str) -> Option<String> {
        self.tags.remove(name)
    }

    /// Keeps a tag read from PGN as it was, control characters turned into spaces.
    pub(crate) fn keep_tag(&mut self, name: &str, value: &str) {
        let value: String = value
            .chars()
            .map(|c| if c.is_control() { ' ' } else { c })
            .collect();
        // The reader checked the name; a value without control characters is accepted.
        let _ = self.tags.insert(name, &value);
    }
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

/// The Scharnagl number of `position` when it is exactly a start position.
fn start_number_of(position: &Position) -> Option<u32> {
    let rank: String = File::ALL
        .iter()
        .map(|&f| {
            position
                .board()
                .piece_at(Square::from_coords(f, Rank::First))
        })
        .map(|p| {
            p.filter(|p| p.color == Color::White)
                .map_or('?', |p| p.role.upper_char())
        })
        .collect();
    let number = rank.parse::<Arrangement>().ok()?.number();
    let start = Position::from_number(number).ok()?;
    (start == *position).then_some(number)
}

/// The move a player asks for: as a move, or as text in any accepted notation.
enum Wanted<'a> {
    Move(Move),
    Text(&'a str),
}
