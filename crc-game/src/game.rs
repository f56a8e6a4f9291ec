//! `Game`: a start position and the moves played from it, with notation and outcome.

use crc_core::{Arrangement, Color, File, Rank, RuleSet, SetupNumberError, Square};
use crc_movegen::{Dropped, FenError, Move, ParseMoveError, Position};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use thiserror::Error;

use crate::outcome::{cannot_win, GameResult, Outcome, Reason};
use crate::san::{parse_san, san, SanError};
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

/// One played move with its SAN.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Ply {
    mv: Move,
    san: String,
}

/// A game of CRC: the start position, the moves played, and the outcome.
///
/// ```
/// use crc_game::Game;
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
    /// `positions[i]` is the position after `i` moves.
    positions: Vec<Position>,
    /// The repetition key of each of `positions`.
    keys: Vec<u64>,
    /// An end the players chose: resignation, agreement or a claimed draw.
    declared: Option<Outcome>,
    /// PGN tag pairs other than those derived from the game.
    tags: Tags,
}

impl Game {
    /// A game from `position`.
    pub fn from_position(position: Position) -> Game {
        Game {
            start: position,
            start_number: start_number_of(&position),
            plies: Vec::new(),
            positions: vec![position],
            keys: vec![position.repetition_key()],
            declared: None,
            tags: Tags::default(),
        }
    }

    /// A game from the start position of Scharnagl number `number` (any of the 48,000; the
    /// CRC rule set is [`RuleSet::Crc`], see [`Game::from_seed`] to draw from it).
    ///
    /// # Errors
    /// [`SetupNumberError`] outside 1..=48000.
    pub fn from_number(number: u32) -> Result<Game, SetupNumberError> {
        Ok(Game::from_position(Position::from_number(number)?))
    }

    /// A game from a start position drawn uniformly from `rules` with `rng`.
    pub fn random<R: Rng + ?Sized>(rng: &mut R, rules: RuleSet) -> Game {
        let number = rules.random(rng);
        Game::from_number(number).expect("rule sets hold numbers 1..=48000")
    }

    /// A game from a start position of the CRC rule set drawn with seed `seed` (ChaCha8; the
    /// same seed gives the same position on every platform).
    pub fn from_seed(seed: u64) -> Game {
        Game::random(&mut ChaCha8Rng::seed_from_u64(seed), RuleSet::Crc)
    }

    /// A game from an X-FEN or Shredder-FEN.
    ///
    /// # Errors
    /// [`FenError`] when the text is not a FEN or the position is not playable.
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
    /// use crc_game::Game;
    /// let (game, dropped) = Game::from_fen_lenient("4k5/10/10/10/10/10/10/4K5 w K - 0 1")?;
    /// assert_eq!(game.fen(), "4k5/10/10/10/10/10/10/4K5 w - - 0 1");
    /// assert_eq!(dropped.to_string(), "castling right on j1 but no white rook stands there");
    /// # Ok::<(), crc_movegen::FenError>(())
    /// ```
    pub fn from_fen_lenient(fen: &str) -> Result<(Game, Dropped), FenError> {
        let (position, dropped) = Position::from_fen_lenient(fen)?;
        Ok((Game::from_position(position), dropped))
    }

    /// The start position.
    pub fn start(&self) -> &Position {
        &self.start
    }

    /// The Scharnagl number of the start position, when it is a start array with White to
    /// move, all castling rights and no move played.
    pub fn start_number(&self) -> Option<u32> {
        self.start_number
    }

    /// The current position.
    pub fn position(&self) -> &Position {
        self.positions
            .last()
            .expect("a game always has its start position")
    }

    /// The X-FEN of the current position.
    pub fn fen(&self) -> String {
        self.position().to_fen()
    }

    /// The side to move.
    pub fn turn(&self) -> Color {
        self.position().turn()
    }

    /// The moves played, in order.
    pub fn moves(&self) -> Vec<Move> {
        self.plies.iter().map(|p| p.mv).collect()
    }

    /// The SAN of the moves played, in order.
    pub fn san_moves(&self) -> Vec<String> {
        self.plies.iter().map(|p| p.san.clone()).collect()
    }

    /// How many times the current position has occurred (1 for a new position). Positions
    /// count as the same when placement, side to move, castling rights and the possibility
    /// of an en-passant capture are.
    pub fn repetition_count(&self) -> usize {
        let current = *self.keys.last().expect("a game always has a key");
        self.keys.iter().filter(|&&k| k == current).count()
    }

    /// The outcome if the game has ended: checkmate, stalemate, insufficient material,
    /// fivefold repetition and the seventy-five-move rule end it automatically;
    /// resignation, agreement and claimed draws when the players said so.
    pub fn outcome(&self) -> Option<Outcome> {
        if self.declared.is_some() {
            return self.declared;
        }
        let position = self.position();
        if position.legal_moves().is_empty() {
            return Some(if position.is_check() {
                Outcome {
                    result: GameResult::win_for(!position.turn()),
                    reason: Reason::Checkmate,
                }
            } else {
                draw(Reason::Stalemate)
            });
        }
        if cannot_win(position, Color::White) && cannot_win(position, Color::Black) {
            return Some(draw(Reason::InsufficientMaterial));
        }
        if self.repetition_count() >= 5 {
            return Some(draw(Reason::FivefoldRepetition));
        }
        if position.halfmove_clock() >= 150 {
            return Some(draw(Reason::SeventyFiveMoveRule));
        }
        None
    }

    /// The draw the side to move could claim now, if any: threefold repetition (the current
    /// position has occurred three times) or the fifty-move rule (half-move clock at 100).
    pub fn can_claim_draw(&self) -> Option<Reason> {
        if self.outcome().is_some() {
            None
        } else if self.repetition_count() >= 3 {
            Some(Reason::ThreefoldRepetition)
        } else if self.position().halfmove_clock() >= 100 {
            Some(Reason::FiftyMoveRule)
        } else {
            None
        }
    }

    /// Claims the draw of [`Game::can_claim_draw`] and ends the game with it.
    ///
    /// # Errors
    /// [`PlayError::GameOver`] when the game has ended, [`PlayError::NoClaim`] when no draw
    /// can be claimed; the game is unchanged.
    pub fn claim_draw(&mut self) -> Result<Outcome, PlayError> {
        self.ensure_ongoing()?;
        let reason = self.can_claim_draw().ok_or(PlayError::NoClaim)?;
        Ok(*self.declared.insert(draw(reason)))
    }

    /// Records that `color` resigned.
    ///
    /// # Errors
    /// [`PlayError::GameOver`] when the game has already ended.
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
    pub fn agree_draw(&mut self) -> Result<Outcome, PlayError> {
        self.ensure_ongoing()?;
        Ok(*self.declared.insert(draw(Reason::Agreement)))
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
    pub fn play(&mut self, mv: Move) -> Result<String, PlayError> {
        self.ensure_ongoing()?;
        let position = *self.position();
        if !position.is_legal(mv) {
            return Err(PlayError::Illegal(mv));
        }
        Ok(self.push(position, mv))
    }

    fn push(&mut self, mut position: Position, mv: Move) -> String {
        let text = san(&position, mv);
        position.play_unchecked(mv);
        self.plies.push(Ply {
            mv,
            san: text.clone(),
        });
        self.positions.push(position);
        self.keys.push(position.repetition_key());
        text
    }

    /// Reads a move in any accepted notation: coordinates (`e2e4`, `b7b8c`, king takes own
    /// rook `f1j1`, the king's destination `f1i1` where unambiguous), `O-O`/`O-O-O`/`0-0`,
    /// or SAN with or without `+`, `#`, `x`. Returns the move without playing it.
    ///
    /// # Errors
    /// [`PlayError::Coordinate`] or [`PlayError::San`] with the reason.
    pub fn parse_move(&self, text: &str) -> Result<Move, PlayError> {
        parse_move(self.position(), text)
    }

    /// Plays a move given as text (see [`Game::parse_move`]) and returns its SAN.
    ///
    /// # Errors
    /// As [`Game::parse_move`] and [`Game::play`]; the game is unchanged.
    pub fn play_text(&mut self, text: &str) -> Result<String, PlayError> {
        self.ensure_ongoing()?;
        let mv = self.parse_move(text)?;
        let position = *self.position();
        Ok(self.push(position, mv))
    }

    /// Takes back a resignation, agreement or claimed draw, so that the game goes on from
    /// the same position; `false` when none was recorded.
    pub fn reopen(&mut self) -> bool {
        self.declared.take().is_some()
    }

    /// Takes back the last move and returns it; also clears a resignation, agreement or claim
    /// recorded after it. `None` at the start.
    pub fn undo(&mut self) -> Option<Move> {
        let ply = self.plies.pop()?;
        self.positions.pop();
        self.keys.pop();
        self.declared = None;
        Some(ply.mv)
    }

    /// The SAN of `mv` in the current position (which must be legal there).
    pub fn san(&self, mv: Move) -> String {
        san(self.position(), mv)
    }

    /// The game's PGN tag pairs (`Event`, `White`, `TimeControl`, …), in order; the tags
    /// derived from the game itself (`Result`, `SetUp`, `FEN`, `CRCStartNumber`) are not
    /// among them. A game read from PGN keeps every other tag it had.
    pub fn tags(&self) -> &Tags {
        &self.tags
    }

    /// The value of tag `name`, if it is set.
    ///
    /// ```
    /// use crc_game::Game;
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
/// use crc_game::parse_move;
/// use crc_movegen::Position;
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

fn draw(reason: Reason) -> Outcome {
    Outcome {
        result: GameResult::Draw,
        reason,
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
