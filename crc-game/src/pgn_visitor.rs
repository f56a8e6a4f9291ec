//! `Visitor`: what a PGN reader tells its caller, game by game, and `GameBuilder`, the
//! visitor that makes a [`Game`] of each.

use crc_rules_core::{Color, CAPABLANCA_FEN};
use crc_rules_movegen::{Move, MoveList, Position};

use crate::game::Game;
use crate::outcome::{GameResult, Outcome, Reason};
use crate::pgn_error::PgnErrorKind;
use crate::pgn_writer::describe;
use crate::tags::{default_tag_value, DERIVED_TAGS};

/// A move the reader has played, as [`Visitor::san`] gets it: the position before it and
/// after it, the move, and its text as written.
#[derive(Clone, Copy, Debug)]
pub struct PlayedMove<'a> {
    pub(crate) before: &'a Position,
    pub(crate) after: &'a Position,
    pub(crate) mv: Move,
    pub(crate) written: &'a str,
    /// The legal moves onto its destination, which its SAN is written from.
    pub(crate) landing: &'a MoveList,
    /// `after`'s repetition key.
    pub(crate) key: u64,
}

impl PlayedMove<'_> {
    /// The position before the move.
    pub fn before(&self) -> &Position {
        self.before
    }

    /// The position after it.
    pub fn after(&self) -> &Position {
        self.after
    }

    /// The move.
    pub fn mv(&self) -> Move {
        self.mv
    }

    /// Its SAN as written (or its coordinates), without its move number and without the
    /// `!`/`?` glyphs after it, which [`Visitor::nag`] gets.
    pub fn written(&self) -> &str {
        self.written
    }

    /// Its SAN as this library writes it (`Nh3`, `exd5+`, `O-O`), from the moves onto its
    /// square that the reader found it among.
    pub fn san(&self) -> String {
        crate::san::San::of_listed(self.before, self.mv, self.landing, self.after)
            .text()
            .as_str()
            .to_owned()
    }
}

/// A `{comment}` as [`Visitor::comment`] gets it: its text between the braces (empty when
/// it is not UTF-8), cut at [`Comment::MAX_BYTES`], and its line.
#[derive(Clone, Copy, Debug)]
pub struct Comment<'a> {
    pub(crate) text: &'a str,
    pub(crate) truncated: bool,
    pub(crate) line: usize,
}

impl Comment<'_> {
    /// The most of a comment's text kept, 1 MiB: a longer comment is cut there (where a
    /// character would be split, before it), and the rest of it read past in flat memory.
    pub const MAX_BYTES: usize = 1 << 20;

    /// Its text, without the braces.
    pub fn text(&self) -> &str {
        self.text
    }

    /// Whether it was longer than [`Comment::MAX_BYTES`] and cut.
    pub fn is_truncated(&self) -> bool {
        self.truncated
    }

    /// The line it starts on, from 1.
    pub fn line(&self) -> usize {
        self.line
    }
}

/// What a [`Visitor`] does with a variation it is offered.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Variation {
    /// Read it: its moves are played from the position it branches from, each checked as a
    /// main line's move is, and passed to [`Visitor::san`].
    Enter,
    /// Pass over it by its brackets alone: its words are not read, so its moves are
    /// neither played nor checked (and a word in it that is no move is no error).
    Skip,
}

/// What [`PgnReader::read_game`](crate::PgnReader::read_game) calls as it reads a game, in
/// the order of the text: the reader lexes the text, finds the start, and plays and checks
/// every move it reads (the main line's, and those of each variation the visitor enters);
/// the visitor keeps what it wants. Every method but [`Visitor::end_game`] has a default
/// that keeps nothing.
///
/// A game that cannot be read stops at its first error: the reader returns the
/// [`PgnError`](crate::PgnError), calls nothing more for that game and goes on with the next
/// one, which starts with [`Visitor::begin_game`] again.
///
/// ```
/// use crc_rules_game::{PgnReader, PlayedMove, Variation, Visitor};
///
/// /// The main line's captures, and every variation checked.
/// #[derive(Default)]
/// struct Captures {
///     depth: usize,
///     captures: usize,
/// }
///
/// impl Visitor for Captures {
///     type Output = usize;
///     fn begin_game(&mut self) {
///         *self = Captures::default();
///     }
///     fn san(&mut self, played: &PlayedMove<'_>) {
///         if self.depth == 0 && played.before().is_capture(played.mv()) {
///             self.captures += 1;
///         }
///     }
///     fn begin_variation(&mut self) -> Variation {
///         self.depth += 1;
///         Variation::Enter
///     }
///     fn end_variation(&mut self) {
///         self.depth -= 1;
///     }
///     fn end_game(&mut self) -> usize {
///         self.captures
///     }
/// }
///
/// let pgn = "[Variant \"Capablanca\"]\n\n1. e4 d5 2. exd5 (2. e5 f6 3. exf6) 2... Nc6 *\n";
/// let mut reader = PgnReader::from_text(pgn);
/// assert_eq!(reader.read_game(&mut Captures::default()).unwrap()?, 1); // exd5
/// // An illegal move in a variation is an error of its game, named with its line.
/// let bad = "[Variant \"Capablanca\"]\n\n1. e4 d5 (1... Nf3)\n*\n";
/// let error = PgnReader::from_text(bad).read_game(&mut Captures::default()).unwrap().unwrap_err();
/// assert_eq!((error.game, error.line), (1, 3));
/// # Ok::<(), crc_rules_game::PgnError>(())
/// ```
pub trait Visitor {
    /// What a game read gives: [`Visitor::end_game`]'s answer.
    type Output;

    /// A game begins: its first tag, move or result follows.
    fn begin_game(&mut self) {}

    /// A tag pair, in the order of the text, its value unescaped. Every tag is passed,
    /// those the reader reads the start from (`FEN`, `CRCStartNumber`, `Variant`) included.
    fn tag(&mut self, _name: &str, _value: &str) {}

    /// The tags are read and the movetext begins, from `start`.
    fn begin_movetext(&mut self, _start: &Position) {}

    /// A legal move, of the main line or of an entered variation, as played: the position
    /// before it, the SAN as written, the move (see [`PlayedMove`]).
    fn san(&mut self, _played: &PlayedMove<'_>) {}

    /// A numeric annotation glyph after the last move (`$14`), or one written as a glyph
    /// (`!` is 1, `?` 2, `!!` 3, `??` 4, `!?` 5, `?!` 6). Up to
    /// [`PgnErrorKind::MAX_NAGS`](crate::PgnErrorKind::MAX_NAGS) follow one move.
    fn nag(&mut self, _nag: u8) {}

    /// A `{comment}` of the main line or of an entered variation (see [`Comment`]).
    fn comment(&mut self, _comment: &Comment<'_>) {}

    /// A variation opens after the last move: enter it or skip it. The default skips.
    fn begin_variation(&mut self) -> Variation {
        Variation::Skip
    }

    /// The entered variation closes; the line it branched from goes on.
    fn end_variation(&mut self) {}

    /// The game's result: its result token, else its `Result` tag's value.
    fn result(&mut self, _result: &str) {}

    /// The game is read without an error: what it gives.
    fn end_game(&mut self) -> Self::Output;
}

/// The [`Visitor`] that makes a [`Game`] of each game: its start, its main line's moves,
/// every tag but those the game derives from itself, and its result, as
/// [`PgnReader`](crate::PgnReader)'s iterator gives it. It skips variations, or with
/// [`GameBuilder::entering_variations`] has each one checked (and still keeps only the
/// main line).
///
/// ```
/// use crc_rules_game::{GameBuilder, PgnReader};
/// let pgn = "[Variant \"Gothic\"]\n\n1. e4 (1. d4 d5) e5 1-0\n";
/// let mut builder = GameBuilder::entering_variations();
/// let game = PgnReader::from_text(pgn).read_game(&mut builder).unwrap()?;
/// assert_eq!(game.history(), ["e4", "e5"]);
/// assert_eq!(game.outcome().unwrap().to_string(), "resignation 1-0");
/// # Ok::<(), crc_rules_game::PgnError>(())
/// ```
#[derive(Debug, Default)]
pub struct GameBuilder {
    enter: bool,
    game: Option<Game>,
    /// Tags read before the start was known.
    tags: Vec<(String, String)>,
    /// How deep in entered variations the text is.
    depth: usize,
    result: Option<String>,
    /// The main line's last comment, where the writer explains a claimed draw (one buffer
    /// for every comment).
    last_comment: String,
}

impl GameBuilder {
    /// A builder that skips variations.
    pub fn new() -> GameBuilder {
        GameBuilder::default()
    }

    /// A builder that has every variation read and checked, and keeps the main line.
    pub fn entering_variations() -> GameBuilder {
        GameBuilder {
            enter: true,
            ..GameBuilder::default()
        }
    }
}

impl Visitor for GameBuilder {
    type Output = Game;

    fn begin_game(&mut self) {
        // The buffers are kept from game to game.
        self.game = None;
        self.tags.clear();
        self.depth = 0;
        self.result = None;
        self.last_comment.clear();
    }

    fn tag(&mut self, name: &str, value: &str) {
        // A default value is what export writes for a tag that is not set.
        if !DERIVED_TAGS.contains(&name) && default_tag_value(name) != Some(value) {
            self.tags.push((name.to_owned(), value.to_owned()));
        }
    }

    fn begin_movetext(&mut self, start: &Position) {
        self.game = Some(Game::from_position(*start));
    }

    fn san(&mut self, played: &PlayedMove<'_>) {
        if self.depth == 0 {
            if let Some(game) = self.game.as_mut() {
                game.push_played(played.mv, played.landing, played.after, played.key);
            }
        }
    }

    fn comment(&mut self, comment: &Comment<'_>) {
        let text = comment.text;
        if self.depth == 0 {
            self.last_comment.clear();
            self.last_comment.push_str(text.trim());
        }
    }

    fn begin_variation(&mut self) -> Variation {
        if self.enter {
            self.depth += 1;
            Variation::Enter
        } else {
            Variation::Skip
        }
    }

    fn end_variation(&mut self) {
        self.depth -= 1;
    }

    fn result(&mut self, result: &str) {
        self.result = Some(result.to_owned());
    }

    fn end_game(&mut self) -> Game {
        // The reader begins every movetext it ends; a builder driven by hand without one
        // gives the Capablanca array.
        let mut game = match self.game.take() {
            Some(game) => game,
            None => Game::from_fen(CAPABLANCA_FEN).expect("the Capablanca array"),
        };
        for (name, value) in self.tags.drain(..) {
            game.keep_tag(&name, &value);
        }
        // The reader has checked the result against the moves' end already.
        let comment = Some(self.last_comment.as_str()).filter(|c| !c.is_empty());
        drop(record_result(&mut game, self.result.as_deref(), comment));
        game
    }
}

/// Ends an imported game as its recorded result says, when the moves do not already end
/// it: for the reason its `Termination` tag names ([`Reason::from_termination`]: a time
/// forfeit, an illegal move, …); else `1-0`/`0-1` as a resignation, `1/2-1/2` as a claimed
/// draw when the last comment says so (as [`to_pgn`] writes it) and one can be claimed, else
/// as an agreed draw.
///
/// # Errors
/// [`PgnErrorKind::Result`] when the moves end the game with another result.
pub(crate) fn record_result(
    game: &mut Game,
    recorded: Option<&str>,
    last_comment: Option<&str>,
) -> Result<(), PgnErrorKind> {
    if let (Some(outcome), Some(token)) = (game.outcome(), recorded) {
        if token != "*" && token != outcome.result.pgn() {
            return Err(PgnErrorKind::Result {
                recorded: token.to_owned(),
                outcome,
            });
        }
        return Ok(());
    }
    let result = match recorded {
        Some("1-0") => GameResult::WhiteWins,
        Some("0-1") => GameResult::BlackWins,
        Some("1/2-1/2") => GameResult::Draw,
        _ => return Ok(()),
    };
    if let Some(reason) = game.tag("Termination").and_then(Reason::from_termination) {
        game.record_end(Outcome { result, reason });
        return Ok(());
    }
    // The game is ongoing here, so the calls cannot fail.
    drop(match result {
        GameResult::WhiteWins => game.resign(Color::Black),
        GameResult::BlackWins => game.resign(Color::White),
        GameResult::Draw => {
            let claimed = game
                .can_claim_draw()
                .filter(|&reason| last_comment == Some(describe(Outcome::draw(reason)).as_str()));
            match claimed {
                Some(_) => game.claim_draw(),
                None => game.agree_draw(),
            }
        }
    });
    Ok(())
}
