//! PGN import: texts and streams with any number of games, as databases, servers and XBoard
//! write them.

use std::borrow::Cow;
use std::io::BufRead;

use crc_rules_core::{Color, Setup, CAPABLANCA_FEN, GOTHIC};
use crc_rules_movegen::{FenError, Position};

use crate::game::Game;
use crate::outcome::Outcome;
use crate::pgn_error::{PgnError, PgnErrorKind};
use crate::pgn_lexer::{Lexer, Token};
use crate::pgn_source::{PgnSource, TextSource};
use crate::pgn_writer::describe;
use crate::tags::{default_tag_value, is_crc_variant, DERIVED_TAGS, START_NUMBER_TAG};

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
/// use crc_rules_core::RuleSet;
/// use crc_rules_game::{from_pgn, Game};
/// let mut game = Game::from_seed(3, RuleSet::Crc);
/// for mv in ["e4", "e5", "d4"] {
///     game.play_text(mv).ok();
/// }
/// let again = from_pgn(&game.to_pgn())?;
/// assert_eq!(again.history(), game.history());
/// assert_eq!(again.fen(), game.fen());
/// # Ok::<(), crc_rules_game::PgnError>(())
/// ```
pub fn from_pgn(text: &str) -> Result<Game, PgnError> {
    let mut reader = PgnReader::from_text(text);
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

/// The games of a PGN text or stream, one by one.
///
/// Each item is a game or the error that stopped it; after an error the reader goes on with
/// the following game. A game is its tag pairs and its movetext, up to its result token or
/// the next tag pair. Each game is read once, in time and memory proportional to it, so a
/// stream of any size reads in linear time. Accepted, as other programs write them:
/// - the start from the `FEN` tag (read leniently: stale castling rights and an impossible
///   en-passant square are dropped), else from the `CRCStartNumber` tag, else from the
///   `Variant`: `Capablanca` starts from the Capablanca array and `Gothic` from the Gothic
///   array; `Capablanca Random`, `caparandom` and `Capablanca Random Chess` (any case) need
///   a FEN or a start number. Other variants are an error.
/// - SAN or coordinate moves, `O-O`/`O-O-O`, move numbers, `{comments}` (such as XBoard's
///   clock times and adjudications), `;` comments, `%` escape lines, NAGs, `!?` glyphs and
///   `(variations)`, which are all skipped. Tokens are separated by ASCII whitespace.
/// - every tag pair, kept on the game (see [`Game::tags`]) except those the game derives
///   from itself (`Result`, `SetUp`, `FEN`, `CRCStartNumber`).
///
/// Refused, each an error of its game alone: a tag pair over
/// [`PgnErrorKind::MAX_TAG_BYTES`] bytes, a tag or move that is not UTF-8 (bytes that are
/// not UTF-8 in a comment are no error). An input that cannot be read gives
/// [`PgnErrorKind::Io`] and ends the games. An empty text holds no game, which is no error.
///
/// ```
/// use crc_rules_game::PgnReader;
/// let text = "[Variant \"Capablanca\"]\n\n1. e4 e5 *\n\n\
///             [Variant \"Gothic\"]\n[White \"A. Player\"]\n\n1. Nh3 {a comment} Nh6 2. Ni5 1-0\n";
/// let games: Vec<_> = PgnReader::from_text(text).collect::<Result<_, _>>()?;
/// assert_eq!(games.len(), 2);
/// assert_eq!(games[0].history(), ["e4", "e5"]);
/// assert_eq!(games[1].start_number(), Some(25933));
/// assert_eq!(games[1].tag("White"), Some("A. Player"));
/// assert_eq!(games[1].outcome().unwrap().to_string(), "resignation 1-0");
/// # Ok::<(), crc_rules_game::PgnError>(())
/// ```
pub struct PgnReader<R> {
    lexer: Lexer<R>,
    /// The first token of the next game, read with the last one.
    pending: Option<(usize, Token)>,
    /// Whether the input failed: no game follows.
    failed: bool,
    /// How many games have been read (or failed).
    games: usize,
    /// The line where the last game started.
    last_line: usize,
}

impl<'a> PgnReader<TextSource<'a>> {
    /// A reader over the games of `text`, in memory: borrowed (`&str`) or owned (`String`,
    /// for a reader that outlives its caller's text).
    ///
    /// ```
    /// use crc_rules_game::PgnReader;
    /// let mut reader = PgnReader::from_text("\u{feff}[CRCStartNumber \"25933\"]\n\n1. Nh3 Nh6 *\n");
    /// let game = reader.next().unwrap()?;
    /// assert_eq!(game.history(), ["Nh3", "Nh6"]);
    /// assert!(reader.next().is_none());
    /// # Ok::<(), crc_rules_game::PgnError>(())
    /// ```
    pub fn from_text(text: impl Into<Cow<'a, str>>) -> PgnReader<TextSource<'a>> {
        PgnReader::reading(TextSource::new(text.into()))
    }
}

impl<R: BufRead> PgnReader<R> {
    /// A reader over the games of `reader`, read as they are asked for (a leading
    /// byte-order mark is skipped). Open a file with [`open_pgn_file`](crate::open_pgn_file).
    ///
    /// ```no_run
    /// use crc_rules_game::{open_pgn_file, PgnReader};
    /// let reader = PgnReader::new(open_pgn_file("games.pgn")?);
    /// for game in reader {
    ///     match game {
    ///         Ok(game) => println!("{} plies", game.move_count()),
    ///         Err(error) => eprintln!("{error}"),
    ///     }
    /// }
    /// # Ok::<(), std::io::Error>(())
    /// ```
    pub fn new(reader: R) -> PgnReader<R> {
        PgnReader::reading(reader)
    }
}

impl<R: PgnSource> PgnReader<R> {
    /// A reader over the games of `source`.
    fn reading(source: R) -> PgnReader<R> {
        PgnReader {
            lexer: Lexer::new(source),
            pending: None,
            failed: false,
            games: 0,
            last_line: 1,
        }
    }

    /// The line where the game last returned (or its error) starts.
    ///
    /// ```
    /// use crc_rules_game::PgnReader;
    /// let text = "[Variant \"Gothic\"]\n\n1. e4 *\n\n[Variant \"Capablanca\"]\n\n1. e4 *\n";
    /// let mut reader = PgnReader::from_text(text);
    /// reader.next();
    /// assert_eq!(reader.last_game_line(), 1);
    /// reader.next();
    /// assert_eq!(reader.last_game_line(), 5);
    /// ```
    pub fn last_game_line(&self) -> usize {
        self.last_line
    }

    /// The next token: the one put aside, else the lexer's; an input error ends the record.
    fn next_token(&mut self, record: &mut Record) -> Option<(usize, Token)> {
        if let Some(token) = self.pending.take() {
            return Some(token);
        }
        if self.failed {
            return None;
        }
        match self.lexer.next_token() {
            Ok(token) => token,
            Err(error) => {
                self.failed = true;
                let kind = R::failure(error);
                record.first_line = record.first_line.max(1);
                record.fail(self.lexer.line(), kind);
                None
            }
        }
    }

    /// Collects the next game's tokens; `None` at the end of the text.
    fn next_record(&mut self) -> Option<Record> {
        let mut record = Record::default();
        let mut depth = 0usize;
        while let Some((line, token)) = self.next_token(&mut record) {
            if record.first_line == 0 && !matches!(token, Token::Comment(_)) {
                record.first_line = line;
            }
            let movetext = match &token {
                Token::Word | Token::Open | Token::Close => true,
                Token::Malformed(error) => matches!(error, PgnErrorKind::WordTooLong(_)),
                Token::Tag(_) | Token::Comment(_) => false,
            };
            match token {
                Token::Tag(_) if record.in_movetext => {
                    // The next game's tags: leave them for the next call.
                    self.pending = Some((line, token));
                    break;
                }
                Token::Tag(text) => match parse_tag(&text) {
                    Some((name, value)) => record.tags.push((line, name, value)),
                    None => record.fail(line, PgnErrorKind::Tag(text)),
                },
                Token::Malformed(error) => record.fail(line, error),
                Token::Open => depth += 1,
                Token::Close => depth = depth.saturating_sub(1),
                Token::Comment(text) => {
                    if depth == 0 {
                        record.last_comment = text.map(|text| text.trim().to_owned());
                    }
                }
                Token::Word => match self.lexer.word() {
                    Err(error) => record.fail(line, error),
                    // A variation's moves are skipped.
                    Ok(_) if depth > 0 => {}
                    Ok(word) if is_result(word) => {
                        record.result = Some((line, word.to_owned()));
                        break;
                    }
                    Ok(word) => {
                        if let Some(san) = movetext_word(word) {
                            record.push_move(line, san);
                        }
                    }
                },
            }
            record.in_movetext |= movetext;
        }
        if depth > 0 {
            record.fail(record.first_line, PgnErrorKind::Unclosed("variation"));
        }
        let empty = record.tags.is_empty()
            && record.moves.is_empty()
            && record.result.is_none()
            && record.error.is_none();
        (!empty).then_some(record)
    }

    /// The next game's record and its place in the text, from 1.
    fn take_record(&mut self) -> Option<(usize, Record)> {
        let record = self.next_record()?;
        self.games += 1;
        self.last_line = record.first_line.max(1);
        Some((self.games, record))
    }

    /// The next game's text without playing it (`None` after the last): every tag pair as
    /// read and the main line's moves as written, for a reader with rules of its own.
    ///
    /// # Errors
    /// A [`PgnError`] for a malformed tag pair, an unclosed comment or variation.
    ///
    /// ```
    /// use crc_rules_game::PgnReader;
    /// let mut reader = PgnReader::from_text("[Variant \"caparandom\"]\n\n1. e4 {best} e5 (1... d5) 2. Nh3 *\n");
    /// let text = reader.next_text().unwrap()?;
    /// assert_eq!(text.tags, [("Variant".to_owned(), "caparandom".to_owned())]);
    /// assert_eq!(text.moves, ["e4", "e5", "Nh3"]);
    /// assert_eq!(text.result.as_deref(), Some("*"));
    /// # Ok::<(), crc_rules_game::PgnError>(())
    /// ```
    pub fn next_text(&mut self) -> Option<Result<PgnText, PgnError>> {
        let (game, record) = self.take_record()?;
        if let Some((line, kind)) = record.error {
            return Some(Err(PgnError { game, line, kind }));
        }
        Some(Ok(PgnText {
            moves: record.moves().map(|(_, m)| m.to_owned()).collect(),
            tags: record.tags.into_iter().map(|(_, n, v)| (n, v)).collect(),
            result: record.result.map(|(_, r)| r),
        }))
    }
}

impl<R: PgnSource> Iterator for PgnReader<R> {
    type Item = Result<Game, PgnError>;

    fn next(&mut self) -> Option<Result<Game, PgnError>> {
        let (game, record) = self.take_record()?;
        Some(
            record
                .into_game()
                .map_err(|(line, kind)| PgnError { game, line, kind }),
        )
    }
}

/// A PGN game's text as read, before any move is played (see [`PgnReader::next_text`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PgnText {
    /// Every tag pair as `(name, value)`, in the order read, those derived from the game
    /// (`Result`, `FEN`, …) included.
    pub tags: Vec<(String, String)>,
    /// The main line's moves as written, without move numbers, NAGs, glyphs, comments and
    /// variations.
    pub moves: Vec<String>,
    /// The result token, if the movetext has one.
    pub result: Option<String>,
}

/// One game's tokens, as the lexer found them.
#[derive(Default)]
struct Record {
    first_line: usize,
    /// `(line, name, value)`.
    tags: Vec<(usize, String, String)>,
    /// Each move as `(line, end)`: its line and where it ends in `move_text`, which holds
    /// the moves one after the other (one text for a game, not one per move).
    moves: Vec<(usize, usize)>,
    /// The moves' text, without move numbers.
    move_text: String,
    /// `(line, token)`.
    result: Option<(usize, String)>,
    /// Whether the movetext has begun (with any word, even one that is no move or cannot
    /// be read): a tag pair after it starts the next game.
    in_movetext: bool,
    last_comment: Option<String>,
    /// The first problem met while collecting.
    error: Option<(usize, PgnErrorKind)>,
}

impl Record {
    fn push_move(&mut self, line: usize, text: &str) {
        self.move_text.push_str(text);
        self.moves.push((line, self.move_text.len()));
    }

    /// Each move as `(line, text)`.
    fn moves(&self) -> impl Iterator<Item = (usize, &str)> + '_ {
        let starts = std::iter::once(0).chain(self.moves.iter().map(|&(_, end)| end));
        self.moves
            .iter()
            .zip(starts)
            .map(|(&(line, end), start)| (line, &self.move_text[start..end]))
    }

    fn fail(&mut self, line: usize, kind: PgnErrorKind) {
        self.error.get_or_insert((line, kind));
    }

    fn tag(&self, name: &str) -> Option<(usize, &str)> {
        self.tags
            .iter()
            .rev()
            .find(|(_, n, _)| n == name)
            .map(|(line, _, value)| (*line, value.as_str()))
    }

    fn start(&self) -> Result<Game, (usize, PgnErrorKind)> {
        let variant = self.tag("Variant");
        let fixed = match variant {
            Some((_, name)) if is_crc_variant(name) => None,
            Some((_, name)) if name.trim().eq_ignore_ascii_case("capablanca") => {
                Some(Start::Fen(CAPABLANCA_FEN))
            }
            Some((_, name)) if name.trim().eq_ignore_ascii_case("gothic") => {
                Some(Start::Number(GOTHIC.number()))
            }
            Some((line, name)) => {
                return Err((line, PgnErrorKind::UnknownVariant(name.to_owned())))
            }
            None => None,
        };
        if let Some((line, fen)) = self.tag("FEN") {
            let setup: Setup = fen
                .parse()
                .map_err(|e| (line, PgnErrorKind::Start(FenError::Parse(e))))?;
            let (position, _dropped) = Position::from_setup_lenient(&setup)
                .map_err(|e| (line, PgnErrorKind::Start(e.into())))?;
            return Ok(Game::from_position(position));
        }
        if let Some((line, text)) = self.tag(START_NUMBER_TAG) {
            let number: u32 = text
                .trim()
                .parse()
                .map_err(|_| (line, PgnErrorKind::StartNumberText(text.to_owned())))?;
            return Game::from_number(number).map_err(|e| (line, e.into()));
        }
        match fixed {
            Some(Start::Fen(fen)) => Ok(Game::from_fen(fen).expect("the Capablanca array")),
            Some(Start::Number(number)) => {
                Ok(Game::from_number(number).expect("the Gothic array's number"))
            }
            None => Err((self.first_line.max(1), PgnErrorKind::NoStart)),
        }
    }

    fn into_game(self) -> Result<Game, (usize, PgnErrorKind)> {
        if let Some(error) = self.error {
            return Err(error);
        }
        let mut game = self.start()?;
        for (_, name, value) in &self.tags {
            // A default value is what export writes for a tag that is not set.
            let default = default_tag_value(name) == Some(value.as_str());
            if !DERIVED_TAGS.contains(&name.as_str()) && !default {
                game.keep_tag(name, value);
            }
        }
        game.reserve(self.moves.len());
        for (ply, (line, text)) in self.moves().enumerate() {
            game.push_text(text).map_err(|error| {
                let kind = PgnErrorKind::Move {
                    ply: ply + 1,
                    text: text.to_owned(),
                    error,
                };
                (line, kind)
            })?;
        }
        let (result_line, recorded) = match &self.result {
            Some((line, token)) => (*line, Some(token.as_str())),
            None => match self.tag("Result") {
                Some((line, token)) => (line, Some(token)),
                None => (self.first_line, None),
            },
        };
        record_result(&mut game, recorded, self.last_comment.as_deref())
            .map_err(|kind| (result_line, kind))?;
        Ok(game)
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
                .filter(|&reason| last_comment == Some(describe(Outcome::draw(reason)).as_str()));
            drop(match claimed {
                Some(_) => game.claim_draw(),
                None => game.agree_draw(),
            })
        }
        _ => {}
    }
    Ok(())
}

enum Start {
    Fen(&'static str),
    Number(u32),
}

fn is_result(word: &str) -> bool {
    matches!(word, "1-0" | "0-1" | "1/2-1/2" | "*")
}

/// A word of movetext without its move number (`12.`, `12...`), or `None` when nothing is
/// left or it is a NAG (`$1`) or an annotation glyph (`!?`).
fn movetext_word(word: &str) -> Option<&str> {
    let digits = word
        .find(|c: char| !c.is_ascii_digit())
        .unwrap_or(word.len());
    let rest = if digits > 0 && word[digits..].starts_with('.') {
        word[digits..].trim_start_matches('.')
    } else if digits == word.len() {
        // A bare move number without its dots.
        ""
    } else {
        word
    };
    let skip =
        rest.is_empty() || rest.starts_with('$') || rest.chars().all(|c| c == '!' || c == '?');
    (!skip).then_some(rest)
}

/// `Name "value"` (the text between `[` and `]`) as name and unescaped value.
fn parse_tag(inner: &str) -> Option<(String, String)> {
    let (name, rest) = inner.trim().split_once(char::is_whitespace)?;
    if name.is_empty()
        || !name
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '+' | '#' | '=' | ':' | '-'))
    {
        return None;
    }
    let quoted = rest.trim().strip_prefix('"')?.strip_suffix('"')?;
    let mut value = String::new();
    let mut chars = quoted.chars();
    while let Some(c) = chars.next() {
        match c {
            '\\' => value.push(chars.next()?),
            '"' => return None,
            c => value.push(c),
        }
    }
    Some((name.to_owned(), value))
}
