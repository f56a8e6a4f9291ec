//! Reading PGN texts with any number of games, as databases, servers and XBoard write them.

use crc_core::{Setup, CAPABLANCA_FEN};
use crc_movegen::Position;

use crate::game::Game;
use crate::pgn::{record_result, PgnError, PgnErrorKind};
use crate::tags::{default_tag_value, is_crc_variant, DERIVED_TAGS, START_NUMBER_TAG};

/// The Scharnagl number of the Gothic array, the start of variant `Gothic`.
const GOTHIC_NUMBER: u32 = 25933;

/// The games of a PGN text, one by one.
///
/// Each item is a game or the error that stopped it; after an error the reader goes on with
/// the following game. A game is its tag pairs and its movetext, up to its result token or
/// the next tag pair. Accepted, as other programs write them:
/// - the start from the `FEN` tag (read leniently: stale castling rights and an impossible
///   en-passant square are dropped), else from the `CRCStartNumber` tag, else from the
///   `Variant`: `Capablanca` starts from the Capablanca array and `Gothic` from the Gothic
///   array; `Capablanca Random`, `caparandom` and `Capablanca Random Chess` (any case) need
///   a FEN or a start number. Other variants are an error.
/// - SAN or coordinate moves, `O-O`/`O-O-O`, move numbers, `{comments}` (such as XBoard's
///   clock times and adjudications), `;` comments, `%` escape lines, NAGs, `!?` glyphs and
///   `(variations)`, which are all skipped.
/// - every tag pair, kept on the game (see [`Game::tags`]) except those the game derives
///   from itself (`Result`, `SetUp`, `FEN`, `CRCStartNumber`).
///
/// ```
/// use crc_game::PgnReader;
/// let text = "[Variant \"Capablanca\"]\n\n1. e4 e5 *\n\n\
///             [Variant \"Gothic\"]\n[White \"A. Player\"]\n\n1. Nh3 {a comment} Nh6 2. Ni5 1-0\n";
/// let games: Vec<_> = PgnReader::new(text).collect::<Result<_, _>>()?;
/// assert_eq!(games.len(), 2);
/// assert_eq!(games[0].san_moves(), ["e4", "e5"]);
/// assert_eq!(games[1].start_number(), Some(25933));
/// assert_eq!(games[1].tag("White"), Some("A. Player"));
/// assert_eq!(games[1].outcome().unwrap().to_string(), "resignation 1-0");
/// # Ok::<(), crc_game::PgnError>(())
/// ```
#[derive(Clone, Debug)]
pub struct PgnReader {
    lexer: Lexer,
    /// How many games have been read (or failed).
    games: usize,
    /// The line where the last game started.
    last_line: usize,
}

impl PgnReader {
    /// A reader over the games of `text` (a leading byte-order mark is skipped).
    ///
    /// ```
    /// use crc_game::PgnReader;
    /// let mut reader = PgnReader::new("\u{feff}[CRCStartNumber \"25933\"]\n\n1. Nh3 Nh6 *\n");
    /// let game = reader.next().unwrap()?;
    /// assert_eq!(game.san_moves(), ["Nh3", "Nh6"]);
    /// assert!(reader.next().is_none());
    /// # Ok::<(), crc_game::PgnError>(())
    /// ```
    pub fn new(text: impl Into<String>) -> PgnReader {
        let mut text = text.into();
        if text.starts_with('\u{feff}') {
            text.drain(..'\u{feff}'.len_utf8());
        }
        PgnReader {
            lexer: Lexer {
                text,
                pos: 0,
                line: 1,
            },
            games: 0,
            last_line: 1,
        }
    }

    /// The line where the game last returned (or its error) starts.
    ///
    /// ```
    /// use crc_game::PgnReader;
    /// let text = "[Variant \"Gothic\"]\n\n1. e4 *\n\n[Variant \"Capablanca\"]\n\n1. e4 *\n";
    /// let mut reader = PgnReader::new(text);
    /// reader.next();
    /// assert_eq!(reader.last_game_line(), 1);
    /// reader.next();
    /// assert_eq!(reader.last_game_line(), 5);
    /// ```
    pub fn last_game_line(&self) -> usize {
        self.last_line
    }

    /// Collects the next game's tokens; `None` at the end of the text.
    fn next_record(&mut self) -> Option<Record> {
        let mut record = Record::default();
        let mut depth = 0usize;
        loop {
            let before = self.lexer.clone();
            let Some((line, token)) = self.lexer.next_token() else {
                break;
            };
            if record.first_line == 0 && !matches!(token, Token::Comment(_)) {
                record.first_line = line;
            }
            match token {
                Token::Tag(_) if !record.moves.is_empty() => {
                    // The next game's tags: leave them for the next call.
                    self.lexer = before;
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
                        record.last_comment = Some(text.trim().to_owned());
                    }
                }
                Token::Word(word) if depth == 0 => {
                    if is_result(&word) {
                        record.result = Some((line, word));
                        break;
                    }
                    if let Some(san) = movetext_word(&word) {
                        record.moves.push((line, san.to_owned()));
                    }
                }
                Token::Word(_) => {}
            }
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
}

impl Iterator for PgnReader {
    type Item = Result<Game, PgnError>;

    fn next(&mut self) -> Option<Result<Game, PgnError>> {
        let record = self.next_record()?;
        self.games += 1;
        self.last_line = record.first_line.max(1);
        let game = self.games;
        Some(
            record
                .into_game()
                .map_err(|(line, kind)| PgnError { game, line, kind }),
        )
    }
}

/// One game's tokens, as the lexer found them.
#[derive(Default)]
struct Record {
    first_line: usize,
    /// `(line, name, value)`.
    tags: Vec<(usize, String, String)>,
    /// `(line, move)`, without move numbers.
    moves: Vec<(usize, String)>,
    /// `(line, token)`.
    result: Option<(usize, String)>,
    last_comment: Option<String>,
    /// The first problem met while collecting.
    error: Option<(usize, PgnErrorKind)>,
}

impl Record {
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
                Some(Start::Number(GOTHIC_NUMBER))
            }
            Some((line, name)) => {
                return Err((line, PgnErrorKind::UnknownVariant(name.to_owned())))
            }
            None => None,
        };
        if let Some((line, fen)) = self.tag("FEN") {
            let setup: Setup = fen
                .parse()
                .map_err(|e| (line, PgnErrorKind::Start(crc_movegen::FenError::Parse(e))))?;
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
        for (ply, (line, text)) in self.moves.iter().enumerate() {
            game.play_text(text).map_err(|error| {
                let kind = PgnErrorKind::Move {
                    ply: ply + 1,
                    text: text.clone(),
                    error,
                };
                (*line, kind)
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
            .all(|c| c.is_ascii_alphanumeric() || "_+#=:-".contains(c))
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

/// A token of PGN text.
enum Token {
    /// The text between `[` and `]`.
    Tag(String),
    /// A word of movetext: a move, a move number, a NAG, a result.
    Word(String),
    /// The text of a `{comment}`.
    Comment(String),
    /// `(`, which opens a variation.
    Open,
    /// `)`, which closes one.
    Close,
    /// Text that cannot be read: an unclosed comment, a tag without its `]`.
    Malformed(PgnErrorKind),
}

/// Splits PGN text into tokens, counting lines.
#[derive(Clone, Debug)]
struct Lexer {
    text: String,
    pos: usize,
    line: usize,
}

impl Lexer {
    fn rest(&self) -> &str {
        &self.text[self.pos..]
    }

    fn at_line_start(&self) -> bool {
        self.text[..self.pos]
            .chars()
            .rev()
            .take_while(|&c| c != '\n')
            .all(char::is_whitespace)
    }

    /// Moves past `len` bytes, counting the line breaks in them.
    fn advance(&mut self, len: usize) -> &str {
        let start = self.pos;
        self.pos += len;
        let taken = &self.text[start..self.pos];
        self.line += taken.matches('\n').count();
        taken
    }

    /// Moves to the end of the line (not past its line break).
    fn skip_line(&mut self) {
        let len = self.rest().find('\n').unwrap_or(self.rest().len());
        self.advance(len);
    }

    /// The next token and the line it starts on.
    fn next_token(&mut self) -> Option<(usize, Token)> {
        loop {
            let skip = self.rest().len() - self.rest().trim_start().len();
            self.advance(skip);
            let c = self.rest().chars().next()?;
            let line = self.line;
            let token = match c {
                '%' if self.at_line_start() => {
                    self.skip_line();
                    continue;
                }
                ';' => {
                    self.skip_line();
                    continue;
                }
                '{' => match self.rest().find('}') {
                    Some(end) => {
                        let inner = self.advance(end + 1);
                        Token::Comment(inner[1..inner.len() - 1].to_owned())
                    }
                    None => {
                        self.advance(self.rest().len());
                        Token::Malformed(PgnErrorKind::Unclosed("comment"))
                    }
                },
                '[' => match tag_end(self.rest()) {
                    Some(end) => {
                        let inner = self.advance(end + 1);
                        Token::Tag(inner[1..inner.len() - 1].to_owned())
                    }
                    None => {
                        let len = self.rest().find('\n').unwrap_or(self.rest().len());
                        let text = self.advance(len).to_owned();
                        Token::Malformed(PgnErrorKind::Tag(text))
                    }
                },
                '(' => {
                    self.advance(1);
                    Token::Open
                }
                ')' => {
                    self.advance(1);
                    Token::Close
                }
                _ => {
                    let len = self
                        .rest()
                        .find(|c: char| c.is_whitespace() || "{}()[];".contains(c))
                        .unwrap_or(self.rest().len());
                    Token::Word(self.advance(len.max(c.len_utf8())).to_owned())
                }
            };
            return Some((line, token));
        }
    }
}

/// Where the tag starting `text` (at its `[`) ends: its `]`, outside the quoted value and
/// on the same line.
fn tag_end(text: &str) -> Option<usize> {
    let mut quoted = false;
    let mut escaped = false;
    for (i, c) in text.char_indices() {
        match c {
            '\n' => return None,
            _ if escaped => escaped = false,
            '\\' if quoted => escaped = true,
            '"' => quoted = !quoted,
            ']' if !quoted => return Some(i),
            _ => {}
        }
    }
    None
}
