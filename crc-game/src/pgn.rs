//! PGN export and import of CRC games: tags, SAN movetext, and the result with its reason.

use crc_core::{quote, Color, SetupNumberError};
use crc_movegen::FenError;
use thiserror::Error;

use crate::game::{Game, PlayError};
use crate::outcome::{GameResult, Outcome, Reason};
use crate::pgn_reader::PgnReader;
use crate::tags::{default_tag_value, CRC_VARIANT_TAG, SEVEN_TAG_ROSTER, START_NUMBER_TAG};

/// What is wrong with a PGN game.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum PgnErrorKind {
    /// A malformed tag pair.
    #[error("malformed tag {}", quote(.0))]
    Tag(String),
    /// No `FEN` tag, no start number and no variant with a fixed array: the start position
    /// is unknown.
    #[error("no FEN tag and no {START_NUMBER_TAG} tag, so the start position is unknown")]
    NoStart,
    /// A `Variant` this library does not play.
    #[error("variant {} is not Capablanca Random Chess, Capablanca or Gothic chess", quote(.0))]
    UnknownVariant(String),
    /// The `FEN` tag cannot be read or describes no playable position.
    #[error("start position: {0}")]
    Start(#[from] FenError),
    /// The start number tag is not a number.
    #[error("start number {}: not a number", quote(.0))]
    StartNumberText(String),
    /// The start number tag is outside 1..=48000.
    #[error("{0}")]
    StartNumber(#[from] SetupNumberError),
    /// A move that cannot be played.
    #[error("move {ply} ({}): {error}", quote(.text))]
    Move {
        /// The half-move number, from 1.
        ply: usize,
        /// The move as written.
        text: String,
        /// Why it cannot be played.
        error: PlayError,
    },
    /// A result that the moves contradict (such as `0-1` after White mates).
    #[error("the result {} contradicts the game's end, {outcome}", quote(.recorded))]
    Result {
        /// The result token as written.
        recorded: String,
        /// How the moves end the game.
        outcome: Outcome,
    },
    /// An unclosed comment or variation.
    #[error("unclosed {0}")]
    Unclosed(&'static str),
    /// The text holds no game at all.
    #[error("the text holds no game")]
    NoGame,
    /// The text holds more than one game where one was expected.
    #[error("the text holds more than one game (read them with PgnReader)")]
    MoreThanOneGame,
}

/// A PGN game that cannot be read: which game of the text, on which line, and why. Nothing
/// is half-imported.
///
/// ```
/// use crc_game::{from_pgn, PgnErrorKind};
/// let pgn = "[CRCStartNumber \"25933\"]\n\n1. e4 e5\n2. Nf3 *\n";
/// let err = from_pgn(pgn).unwrap_err();
/// assert_eq!((err.game, err.line), (1, 4));
/// assert!(matches!(err.kind, PgnErrorKind::Move { ply: 3, .. }));
/// assert!(err.to_string().starts_with("PGN game 1, line 4: move 3 (\"Nf3\"): illegal move"));
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("PGN game {game}, line {line}: {kind}")]
pub struct PgnError {
    /// The game's place in the text, from 1.
    pub game: usize,
    /// The line of the text at fault, from 1.
    pub line: usize,
    /// What is wrong.
    pub kind: PgnErrorKind,
}

fn escape(value: &str) -> String {
    value.replace('\\', "\\\\").replace('"', "\\\"")
}

/// The result token of `game`: `1-0`, `0-1`, `1/2-1/2` or `*` while it goes on.
///
/// ```
/// use crc_game::{result_token, Game};
/// let mut game = Game::from_fen("k9/10/1K8/10/10/10/10/9C w - - 0 1")?;
/// assert_eq!(result_token(&game), "*");
/// game.play_text("Cj8")?;
/// assert_eq!(result_token(&game), "1-0");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn result_token(game: &Game) -> &'static str {
    game.outcome().map_or("*", |o| o.result.pgn())
}

/// Writes `game` as PGN: the Seven Tag Roster (`?` where a tag is not set, the result from
/// the game), every other tag of the game in its order (`Variant "Capablanca Random"` first
/// when the game has no `Variant`), then `SetUp`, `FEN` and the start number when known
/// (after `Variant`, as XBoard needs); then the SAN movetext wrapped at 80 columns, a
/// comment with the reason when the game has ended, and the result. Read back, the game
/// has the same tags in the same order.
///
/// ```
/// use crc_game::{to_pgn, Game};
/// let mut game = Game::from_number(25933)?;
/// game.set_tag("White", "Capablanca")?;
/// game.play_text("e4")?;
/// let pgn = to_pgn(&game);
/// assert!(pgn.starts_with("[Event \"?\"]\n"));
/// assert!(pgn.contains("[White \"Capablanca\"]\n"));
/// assert!(pgn.contains("[Variant \"Capablanca Random\"]"));
/// assert!(pgn.contains("[CRCStartNumber \"25933\"]"));
/// assert!(pgn.ends_with("1. e4 *\n"));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn to_pgn(game: &Game) -> String {
    let result = result_token(game);
    let tags = game.tags();
    let mut out = String::new();
    let mut tag = |name: &str, value: &str| {
        out.push_str(&format!("[{name} \"{}\"]\n", escape(value)));
    };
    for name in SEVEN_TAG_ROSTER {
        match name {
            "Result" => tag(name, result),
            _ => tag(
                name,
                tags.get(name).or(default_tag_value(name)).unwrap_or("?"),
            ),
        }
    }
    if tags.get("Variant").is_none() {
        tag("Variant", CRC_VARIANT_TAG);
    }
    for (name, value) in tags.iter() {
        if !SEVEN_TAG_ROSTER.contains(&name) {
            tag(name, value);
        }
    }
    tag("SetUp", "1");
    tag("FEN", &game.start().to_fen());
    if let Some(number) = game.start_number() {
        tag(START_NUMBER_TAG, &number.to_string());
    }
    out.push('\n');

    let mut tokens = Vec::new();
    let start = game.start();
    let mut number = start.fullmove_number();
    let mut turn = start.turn();
    for (i, san) in game.san_moves().into_iter().enumerate() {
        match turn {
            Color::White => tokens.push(format!("{number}.")),
            Color::Black if i == 0 => tokens.push(format!("{number}...")),
            Color::Black => {}
        }
        tokens.push(san);
        if turn == Color::Black {
            number = number.saturating_add(1);
        }
        turn = !turn;
    }
    if let Some(outcome) = game.outcome() {
        tokens.push(format!("{{{}}}", describe(outcome)));
    }
    tokens.push(result.to_owned());

    let mut line = String::new();
    for token in tokens {
        if !line.is_empty() && line.len() + 1 + token.len() > 80 {
            out.push_str(&line);
            out.push('\n');
            line.clear();
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(&token);
    }
    out.push_str(&line);
    out.push('\n');
    out
}

fn draw(reason: Reason) -> Outcome {
    Outcome {
        result: GameResult::Draw,
        reason,
    }
}

/// The comment that says why a game ended: `White mates`, `Black resigns`, `Stalemate`, ….
pub(crate) fn describe(outcome: Outcome) -> String {
    let winner = match outcome.result {
        GameResult::WhiteWins => "White",
        GameResult::BlackWins => "Black",
        GameResult::Draw => "",
    };
    match outcome.reason {
        Reason::Checkmate => format!("{winner} mates"),
        Reason::Resignation => {
            let loser = if winner == "White" { "Black" } else { "White" };
            format!("{loser} resigns")
        }
        reason => {
            let mut text = reason.name().to_owned();
            text[..1].make_ascii_uppercase();
            text
        }
    }
}

/// Ends an imported game as its recorded result says, when the moves do not already end
/// it: `1-0`/`0-1` as a resignation, `1/2-1/2` as a claimed draw when the last comment says
/// so (as [`to_pgn`] writes it) and one can be claimed, else as an agreed draw.
///
/// # Errors
/// [`PgnErrorKind::Result`] when the moves end the game with another result.
pub(crate) fn record_result(
    game: &mut Game,
    recorded: Option<&str>,
    last_comment: Option<&str>,
) -> Result<(), PgnErrorKind> {
    match (game.outcome(), recorded) {
        (Some(outcome), Some(token)) if token != "*" && token != outcome.result.pgn() => {
            return Err(PgnErrorKind::Result {
                recorded: token.to_owned(),
                outcome,
            });
        }
        // The game is ongoing in these arms, so the calls cannot fail.
        (None, Some("1-0")) => drop(game.resign(Color::Black)),
        (None, Some("0-1")) => drop(game.resign(Color::White)),
        (None, Some("1/2-1/2")) => {
            let claimed = game
                .can_claim_draw()
                .filter(|&reason| last_comment == Some(describe(draw(reason)).as_str()));
            drop(match claimed {
                Some(_) => game.claim_draw(),
                None => game.agree_draw(),
            })
        }
        _ => {}
    }
    Ok(())
}

/// Reads one PGN game: its tags (the start from `FEN`, else from the start number tag, else
/// from a `Variant` with a fixed array) and its SAN movetext; comments, NAGs, annotation
/// glyphs and variations are skipped; every other tag is kept (see [`Game::tags`]). A
/// result other than `*` that the moves do not explain is recorded as a resignation
/// (`1-0`, `0-1`) or an agreed draw (`1/2-1/2`). See [`PgnReader`] for what is accepted and
/// for texts with many games.
///
/// # Errors
/// A [`PgnError`] naming the line and the tag or move at fault; also when the text holds no
/// game or more than one.
///
/// ```
/// use crc_game::{from_pgn, Game};
/// let mut game = Game::from_seed(3);
/// for mv in ["e4", "e5", "d4"] {
///     game.play_text(mv).ok();
/// }
/// let again = from_pgn(&game.to_pgn())?;
/// assert_eq!(again.san_moves(), game.san_moves());
/// assert_eq!(again.fen(), game.fen());
/// # Ok::<(), crc_game::PgnError>(())
/// ```
pub fn from_pgn(text: &str) -> Result<Game, PgnError> {
    let mut reader = PgnReader::new(text);
    let game = reader.next().unwrap_or(Err(PgnError {
        game: 1,
        line: 1,
        kind: PgnErrorKind::NoGame,
    }))?;
    match reader.next() {
        None => Ok(game),
        Some(_) => Err(PgnError {
            game: 2,
            line: reader.last_game_line(),
            kind: PgnErrorKind::MoreThanOneGame,
        }),
    }
}

impl Game {
    /// This game as PGN; see [`to_pgn`].
    ///
    /// ```
    /// use crc_game::Game;
    /// let mut game = Game::from_fen("k9/10/1K8/10/10/10/10/9C w - - 0 1")?;
    /// game.play_text("Cj8")?;
    /// let pgn = game.to_pgn();
    /// assert!(pgn.contains("[Result \"1-0\"]\n"));
    /// assert!(pgn.contains("[FEN \"k9/10/1K8/10/10/10/10/9C w - - 0 1\"]\n"));
    /// assert!(pgn.ends_with("\n1. Cj8# {White mates} 1-0\n"));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn to_pgn(&self) -> String {
        to_pgn(self)
    }
}
