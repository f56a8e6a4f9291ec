//! PGN export and import of CRC games.

use crc_core::{quote, Color, SetupNumberError};
use crc_movegen::FenError;
use thiserror::Error;

use crate::game::{Game, PlayError};
use crate::outcome::{GameResult, Outcome, Reason};

/// The tag that carries the Scharnagl number of the start position.
pub const START_NUMBER_TAG: &str = "CRCStartNumber";

/// A PGN that cannot be read. Nothing is half-imported.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum PgnError {
    /// A malformed tag pair.
    #[error("malformed PGN tag {}", quote(.0))]
    Tag(String),
    /// No `FEN` tag and no start number: the start position is unknown.
    #[error(
        "the PGN has no FEN tag and no {START_NUMBER_TAG} tag, so its start position is unknown"
    )]
    NoStart,
    /// The `FEN` tag cannot be read or describes no playable position.
    #[error("PGN start position: {0}")]
    Start(#[from] FenError),
    /// The start number tag is not a number.
    #[error("PGN start number {}: not a number", quote(.0))]
    StartNumberText(String),
    /// The start number tag is outside 1..=48000.
    #[error("PGN start number: {0}")]
    StartNumber(#[from] SetupNumberError),
    /// A move that cannot be played.
    #[error("PGN move {ply} ({}): {error}", quote(.text))]
    Move {
        /// The half-move number, from 1.
        ply: usize,
        /// The move as written.
        text: String,
        /// Why it cannot be played.
        error: PlayError,
    },
    /// A result that the moves contradict (such as `0-1` after White mates).
    #[error("the PGN result {} contradicts the game's end, {outcome}", quote(.recorded))]
    Result {
        /// The result token as written.
        recorded: String,
        /// How the moves end the game.
        outcome: Outcome,
    },
    /// An unclosed comment or variation.
    #[error("PGN movetext has an unclosed {0}")]
    Unclosed(&'static str),
}

/// Options of [`to_pgn`]: the tags that describe the event and players.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PgnTags {
    /// `Event`.
    pub event: String,
    /// `Site`.
    pub site: String,
    /// `Date`, as `YYYY.MM.DD` (`????.??.??` when unknown).
    pub date: String,
    /// `Round`.
    pub round: String,
    /// `White`.
    pub white: String,
    /// `Black`.
    pub black: String,
}

impl Default for PgnTags {
    fn default() -> PgnTags {
        PgnTags {
            event: "?".into(),
            site: "?".into(),
            date: "????.??.??".into(),
            round: "?".into(),
            white: "?".into(),
            black: "?".into(),
        }
    }
}

fn escape(value: &str) -> String {
    value.replace('\\', "\\\\").replace('"', "\\\"")
}

/// The result token of `game`: `1-0`, `0-1`, `1/2-1/2` or `*` while it goes on.
pub fn result_token(game: &Game) -> &'static str {
    game.outcome().map_or("*", |o| o.result.pgn())
}

/// Writes `game` as PGN: the seven standard tags, `Variant "Capablanca Random"`, `SetUp "1"`,
/// `FEN`, the start number when known, the SAN movetext wrapped at 80 columns, a comment
/// with the reason when the game has ended, and the result.
///
/// ```
/// use crc_game::{to_pgn, Game, PgnTags};
/// let mut game = Game::from_number(25933).unwrap();
/// game.play_text("e4").unwrap();
/// let pgn = to_pgn(&game, &PgnTags::default());
/// assert!(pgn.contains("[Variant \"Capablanca Random\"]"));
/// assert!(pgn.contains("[CRCStartNumber \"25933\"]"));
/// assert!(pgn.ends_with("1. e4 *\n"));
/// ```
pub fn to_pgn(game: &Game, tags: &PgnTags) -> String {
    let result = result_token(game);
    let mut out = String::new();
    for (name, value) in [
        ("Event", tags.event.as_str()),
        ("Site", &tags.site),
        ("Date", &tags.date),
        ("Round", &tags.round),
        ("White", &tags.white),
        ("Black", &tags.black),
        ("Result", result),
        ("Variant", "Capablanca Random"),
        ("SetUp", "1"),
        ("FEN", &game.start().to_fen()),
    ] {
        out.push_str(&format!("[{name} \"{}\"]\n", escape(value)));
    }
    if let Some(number) = game.start_number() {
        out.push_str(&format!("[{START_NUMBER_TAG} \"{number}\"]\n"));
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

fn describe(outcome: Outcome) -> String {
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

/// Reads one PGN game: its tags (the start from `FEN`, else from the start number tag) and
/// its SAN movetext; comments, NAGs, annotation glyphs and variations are skipped. A result
/// other than `*` that the moves do not explain is recorded as a resignation (`1-0`, `0-1`)
/// or an agreed draw (`1/2-1/2`).
///
/// # Errors
/// A [`PgnError`] naming the tag or the move at fault.
///
/// ```
/// use crc_game::{from_pgn, to_pgn, Game, PgnTags};
/// let mut game = Game::from_seed(3);
/// for mv in ["e4", "e5", "d4"] {
///     game.play_text(mv).ok();
/// }
/// let pgn = to_pgn(&game, &PgnTags::default());
/// let again = from_pgn(&pgn).unwrap();
/// assert_eq!(again.san_moves(), game.san_moves());
/// assert_eq!(again.fen(), game.fen());
/// ```
pub fn from_pgn(text: &str) -> Result<Game, PgnError> {
    let mut fen = None;
    let mut number = None;
    let mut result = None;
    let mut body = String::new();
    for line in text.trim_start_matches('\u{feff}').lines() {
        let trimmed = line.trim();
        if trimmed.starts_with('[') && body.trim().is_empty() {
            let (name, value) = parse_tag(trimmed)?;
            match name.as_str() {
                "FEN" => fen = Some(value),
                START_NUMBER_TAG => number = Some(value),
                "Result" => result = Some(value),
                _ => {}
            }
        } else {
            body.push_str(line);
            body.push('\n');
        }
    }
    let mut game = match (fen, number) {
        (Some(fen), _) => Game::from_fen(&fen)?,
        (None, Some(n)) => {
            let n: u32 = n.parse().map_err(|_| PgnError::StartNumberText(n))?;
            Game::from_number(n)?
        }
        (None, None) => return Err(PgnError::NoStart),
    };
    let mut final_token = None;
    let (tokens, last_comment) = movetext_tokens(&body)?;
    for (ply, token) in tokens.into_iter().enumerate() {
        if matches!(token.as_str(), "1-0" | "0-1" | "1/2-1/2" | "*") {
            final_token = Some(token);
            break;
        }
        game.play_text(&token).map_err(|error| PgnError::Move {
            ply: ply + 1,
            text: token.clone(),
            error,
        })?;
    }
    let recorded = final_token.or(result);
    match (game.outcome(), recorded.as_deref()) {
        (Some(outcome), Some(token)) if token != "*" && token != outcome.result.pgn() => {
            return Err(PgnError::Result {
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
                .filter(|&reason| last_comment.as_deref() == Some(&describe(draw(reason))));
            drop(match claimed {
                Some(_) => game.claim_draw(),
                None => game.agree_draw(),
            })
        }
        _ => {}
    }
    Ok(game)
}

fn parse_tag(line: &str) -> Result<(String, String), PgnError> {
    let bad = || PgnError::Tag(line.to_owned());
    let inner = line
        .strip_prefix('[')
        .and_then(|l| l.strip_suffix(']'))
        .ok_or_else(bad)?;
    let (name, rest) = inner
        .trim()
        .split_once(char::is_whitespace)
        .ok_or_else(bad)?;
    let quoted = rest
        .trim()
        .strip_prefix('"')
        .and_then(|r| r.strip_suffix('"'))
        .ok_or_else(bad)?;
    let mut value = String::new();
    let mut chars = quoted.chars();
    while let Some(c) = chars.next() {
        match c {
            '\\' => value.push(chars.next().ok_or_else(bad)?),
            '"' => return Err(bad()),
            c => value.push(c),
        }
    }
    Ok((name.to_owned(), value))
}

/// A word of movetext without its move number (`12.`, `12...`), or `None` when nothing is
/// left or it is a NAG (`$1`) or an annotation glyph (`!?`).
fn movetext_token(word: &str) -> Option<&str> {
    if matches!(word, "1-0" | "0-1" | "1/2-1/2" | "*") {
        return Some(word);
    }
    let digits = word
        .find(|c: char| !c.is_ascii_digit())
        .unwrap_or(word.len());
    let rest = if digits > 0 && word[digits..].starts_with('.') {
        word[digits..].trim_start_matches('.')
    } else {
        word
    };
    let skip =
        rest.is_empty() || rest.starts_with('$') || rest.chars().all(|c| c == '!' || c == '?');
    (!skip).then_some(rest)
}

/// The SAN tokens and the result of movetext, without move numbers, comments, NAGs and
/// variations; and the text of the last comment outside variations.
fn movetext_tokens(body: &str) -> Result<(Vec<String>, Option<String>), PgnError> {
    let mut tokens = Vec::new();
    let mut last_comment = None;
    let mut depth = 0usize;
    let mut word = String::new();
    let flush = |word: &mut String, tokens: &mut Vec<String>, depth: usize| {
        if depth == 0 {
            if let Some(token) = movetext_token(word) {
                tokens.push(token.to_owned());
            }
        }
        word.clear();
    };
    let mut chars = body.chars();
    while let Some(c) = chars.next() {
        match c {
            '{' => {
                flush(&mut word, &mut tokens, depth);
                let mut comment = String::new();
                let mut closed = false;
                for c in chars.by_ref() {
                    if c == '}' {
                        closed = true;
                        break;
                    }
                    comment.push(c);
                }
                if !closed {
                    return Err(PgnError::Unclosed("comment"));
                }
                if depth == 0 {
                    last_comment = Some(comment.trim().to_owned());
                }
            }
            ';' => {
                flush(&mut word, &mut tokens, depth);
                chars.by_ref().find(|&c| c == '\n');
            }
            '(' => {
                flush(&mut word, &mut tokens, depth);
                depth += 1;
            }
            ')' => {
                flush(&mut word, &mut tokens, depth);
                depth = depth.saturating_sub(1);
            }
            c if c.is_whitespace() => flush(&mut word, &mut tokens, depth),
            c => word.push(c),
        }
    }
    flush(&mut word, &mut tokens, depth);
    if depth > 0 {
        return Err(PgnError::Unclosed("variation"));
    }
    Ok((tokens, last_comment))
}

impl Game {
    /// This game as PGN with default tags; see [`to_pgn`].
    pub fn to_pgn(&self) -> String {
        to_pgn(self, &PgnTags::default())
    }
}
