//! `Game`: a start position and the moves played from it, with notation and outcome. The
//! type and what it holds are here; what changes it and what it says of itself live beside:
//! `play` (moves in, undo), `ends` (the outcome, claims and the game-end predicates) and
//! `tagging` (PGN tags).

use crc_rules_core::{
    number_from_seed, Arrangement, Color, File, Rank, RuleSet, SetupNumberError, Square,
};
use crc_rules_movegen::{Dropped, FenError, Move, Position};
use rand::Rng;

use crate::outcome::Outcome;
use crate::san::SanText;
use crate::san_position::san;
use crate::tags::Tags;

mod ends;
mod play;
mod tagging;

pub(crate) use play::find_move;
pub use play::{parse_move, NothingToUndo, PlayError};

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
/// assert_eq!(game.history(), ["e4", "e5", "Nh3", "Nh6"]);
/// assert_eq!(game.outcome(), None);
/// game.undo().unwrap();
/// assert_eq!(game.history().len(), 3);
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
    /// assert!(game.move_stack().is_empty());
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

    /// A game from a start position drawn uniformly from `rules` with `rng` ([`Game::from_seed`]
    /// draws the same start for the same seed everywhere).
    ///
    /// ```
    /// use crc_rules_core::RuleSet;
    /// use crc_rules_game::Game;
    /// let game = Game::random(&mut rand::rng(), RuleSet::Crc2006);
    /// assert!(RuleSet::Crc2006.contains(game.start_number().unwrap()));
    /// ```
    pub fn random<R: Rng + ?Sized>(rng: &mut R, rules: RuleSet) -> Game {
        let number = rules.random(rng);
        Game::from_number(number).expect("rule sets hold numbers 1..=48000")
    }

    /// A game from the start position of `rules` drawn with seed `seed`: the same position on
    /// every platform and at every door ([`number_from_seed`]).
    ///
    /// ```
    /// use crc_rules_core::RuleSet;
    /// use crc_rules_game::Game;
    /// let game = Game::from_seed(2024, RuleSet::Crc);
    /// assert_eq!(game.start_number(), Some(20325)); // on every platform
    /// assert!(RuleSet::Crc.contains(20325));
    /// ```
    pub fn from_seed(seed: u64, rules: RuleSet) -> Game {
        Game::from_number(number_from_seed(seed, rules)).expect("rule sets hold numbers 1..=48000")
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
    /// let uci: Vec<String> = game.move_stack().iter().map(|mv| mv.to_uci()).collect();
    /// assert_eq!(uci, ["i1h3", "i8h6"]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn move_stack(&self) -> Vec<Move> {
        self.plies.iter().map(|p| p.mv).collect()
    }

    /// How many moves (half-moves) were played, without building the list of
    /// [`Game::move_stack`].
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
    /// assert_eq!(game.history(), ["e4", "f5", "exf5"]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn history(&self) -> Vec<String> {
        self.plies
            .iter()
            .map(|p| p.san.as_str().to_owned())
            .collect()
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
