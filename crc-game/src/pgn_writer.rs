//! PGN export of CRC games: tags, SAN movetext, and the result with its reason.

use crc_rules_core::Color;
use crc_rules_movegen::Position;

use crate::game::Game;
use crate::outcome::{GameResult, Outcome, Reason};
use crate::tags::{default_tag_value, CRC_VARIANT_TAG, SEVEN_TAG_ROSTER, START_NUMBER_TAG};

fn escape(value: &str) -> String {
    value.replace('\\', "\\\\").replace('"', "\\\"")
}

/// The result token of `game`: `1-0`, `0-1`, `1/2-1/2` or `*` while it goes on.
///
/// ```
/// use crc_rules_game::{result_token, Game};
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
/// comment with the reason when the game has ended and has no `Termination` tag (which
/// says it, and is written back as it was read), and the result. Read back, the game
/// has the same tags in the same order.
///
/// ```
/// use crc_rules_game::{to_pgn, Game};
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
    write_main_line(game, |_| (&[], &[]))
}

/// Writes `game` as [`to_pgn`] does, with the NAGs and comments `notes` gives for each ply
/// of its main line (0: before the first move; k: after half-move k), the writer's comment
/// on the ending only when there is none after the last move.
pub(crate) fn write_main_line<'a>(
    game: &Game,
    notes: impl Fn(usize) -> (&'a [u8], &'a [String]),
) -> String {
    let mut out = String::new();
    write_tags(game, &mut out);
    let mut tokens = Vec::new();
    let (nags, comments) = notes(0);
    write_annotations(nags, comments, &mut tokens);
    let mut numbered = true;
    let mut last_comments = comments;
    for (i, san) in game.history().into_iter().enumerate() {
        write_move_number(game.start(), i + 1, numbered, &mut tokens);
        tokens.push(san);
        let (nags, comments) = notes(i + 1);
        write_annotations(nags, comments, &mut tokens);
        numbered = !comments.is_empty();
        last_comments = comments;
    }
    if last_comments.is_empty() {
        tokens.extend(ending_comment(game));
    }
    tokens.push(result_token(game).to_owned());
    write_wrapped(tokens, &mut out);
    out
}

/// The number before the move of ply `ply` (from 1) of a game from `start`: `N.` before
/// White's move, `N...` before Black's when `numbered` (its first move, or after a comment
/// or a variation).
pub(crate) fn write_move_number(
    start: &Position,
    ply: usize,
    numbered: bool,
    tokens: &mut Vec<String>,
) {
    // The half-moves before this move, counted from White's move of the start's number.
    let before = ply - 1 + usize::from(start.turn() == Color::Black);
    let number = start.fullmove_number() as usize + before / 2;
    if before % 2 == 0 {
        tokens.push(format!("{number}."));
    } else if numbered {
        tokens.push(format!("{number}..."));
    }
}

/// NAGs as `$n`, then comments in braces.
pub(crate) fn write_annotations(nags: &[u8], comments: &[String], tokens: &mut Vec<String>) {
    // As u32: its formatting is in every program already (WebAssembly counts bytes).
    tokens.extend(nags.iter().map(|&nag| format!("${}", u32::from(nag))));
    tokens.extend(comments.iter().map(|comment| format!("{{{comment}}}")));
}

/// The tag pairs of `game` as [`to_pgn`] writes them, and the blank line after them.
pub(crate) fn write_tags(game: &Game, out: &mut String) {
    let result = result_token(game);
    let tags = game.tags();
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
    // An end only a record tells (a time forfeit, …) is said by its `Termination` tag, as
    // it was read, else as `Reason::termination` writes it.
    let recorded_end = game.outcome().and_then(|o| o.reason.termination());
    if let (Some(value), None) = (recorded_end, tags.get("Termination")) {
        tag("Termination", value);
    }
    tag("SetUp", "1");
    tag("FEN", &game.start().to_fen());
    if let Some(number) = game.start_number() {
        tag(START_NUMBER_TAG, &number.to_string());
    }
    out.push('\n');
}

/// The writer's own comment after the last move, `{White mates}`, `{Black resigns}`, …:
/// only when the game has ended and has no `Termination` tag, which says how it ended (and
/// is written back as it was read).
pub(crate) fn ending_comment(game: &Game) -> Option<String> {
    let outcome = game.outcome()?;
    let terminated =
        game.tags().get("Termination").is_some() || outcome.reason.termination().is_some();
    (!terminated).then(|| format!("{{{}}}", describe(outcome)))
}

/// Drops the writer's own comment on `game`'s ending from `comments`, those read after its
/// last move, when it is the only one there: with others, the writer would not have written
/// it (see [`ending_comment`]). What is read then writes back as it was.
pub(crate) fn drop_ending_comment(game: &Game, comments: &mut Vec<String>) {
    if let (Some(written), [only]) = (ending_comment(game), &comments[..]) {
        if *only == written[1..written.len() - 1] {
            comments.clear();
        }
    }
}

/// Writes `tokens` separated by spaces, in lines of at most 80 columns where the tokens
/// allow, and a line break after the last.
pub(crate) fn write_wrapped(tokens: impl IntoIterator<Item = String>, out: &mut String) {
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

impl Game {
    /// This game as PGN; see [`to_pgn`].
    ///
    /// ```
    /// use crc_rules_game::Game;
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
