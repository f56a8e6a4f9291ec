//! PGN import: texts and streams with any number of games, as databases, servers and XBoard
//! write them.

use std::borrow::Cow;
use std::io::BufRead;

use crc_rules_core::{Setup, CAPABLANCA_FEN, GOTHIC};
use crc_rules_movegen::{FenError, Position};

use crate::game::Game;
use crate::pgn_error::{PgnError, PgnErrorKind};
use crate::pgn_lexer::{Lexer, Token};
use crate::pgn_lines::Lines;
use crate::pgn_source::{PgnSource, TextSource};
use crate::pgn_visitor::{Comment, GameBuilder, Variation, Visitor};
use crate::tags::{is_crc_variant, START_NUMBER_TAG};

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
    from_pgn_with(text, &mut GameBuilder::new())
}

/// Reads a text of exactly one PGN game into `visitor`, as [`from_pgn`] reads it into a
/// [`Game`]: with a [`TreeBuilder`](crate::TreeBuilder), the game whole. A second game,
/// which makes the text an error, is read into `visitor` too.
///
/// # Errors
/// As [`from_pgn`].
///
/// ```
/// use crc_rules_game::{from_pgn_with, TreeBuilder};
/// let tree = from_pgn_with("[Variant \"Gothic\"]\n\n1. e4 {best} *\n", &mut TreeBuilder::new())?;
/// assert_eq!(tree.node(tree.mainline().next().unwrap()).unwrap().comments(), ["best"]);
/// # Ok::<(), crc_rules_game::PgnError>(())
/// ```
pub fn from_pgn_with<V: Visitor>(text: &str, visitor: &mut V) -> Result<V::Output, PgnError> {
    let mut reader = PgnReader::from_text(text);
    let game = reader.read_game(visitor).unwrap_or(Err(PgnError {
        game: 1,
        line: 1,
        kind: PgnErrorKind::NoGame,
    }))?;
    // Whether a second game follows does not depend on the visitor: reading it with the
    // same one keeps a single copy of the reader in a program (WebAssembly counts bytes).
    match reader.read_game(visitor) {
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
/// not UTF-8 in a comment are no error), an unclosed comment or variation, a `)` that closes
/// none, a `(` before its line's first move, variations nested deeper than
/// [`PgnErrorKind::MAX_VARIATION_DEPTH`], more than [`PgnErrorKind::MAX_NAGS`] NAGs after a
/// move, a `$` word that is no NAG. [`PgnReader::read_game`] reads a game into any
/// [`Visitor`], one that enters variations and checks their moves included. An input that cannot be read gives
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

    /// The next token: the one put aside, else the lexer's; `Err` with its line when the
    /// input fails, which ends the games.
    fn next_token(&mut self) -> Option<Result<(usize, Token), (usize, PgnErrorKind)>> {
        if let Some(token) = self.pending.take() {
            return Some(Ok(token));
        }
        if self.failed {
            return None;
        }
        match self.lexer.next_token() {
            Ok(token) => token.map(Ok),
            Err(error) => {
                self.failed = true;
                Some(Err((self.lexer.line(), R::failure(error))))
            }
        }
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
        let mut text = PgnText {
            tags: Vec::new(),
            moves: Vec::new(),
            result: None,
        };
        let mut first_line = 0;
        let mut in_movetext = false;
        let mut depth = 0usize;
        let mut error = None;
        while let Some(next) = self.next_token() {
            let (line, token) = match next {
                Ok(token) => token,
                Err((line, kind)) => {
                    first_line = first_line.max(1);
                    error.get_or_insert((line, kind));
                    break;
                }
            };
            if first_line == 0 && !matches!(token, Token::Comment) {
                first_line = line;
            }
            let is_movetext = match &token {
                Token::Word | Token::Open | Token::Close => true,
                Token::Malformed(error) => matches!(error, PgnErrorKind::WordTooLong(_)),
                Token::Tag(_) | Token::Comment => false,
            };
            let fault = match token {
                Token::Tag(_) if in_movetext => {
                    // The next game's tags: leave them for the next call.
                    self.pending = Some((line, token));
                    break;
                }
                Token::Tag(tag) => match parse_tag(&tag) {
                    Some(pair) => {
                        text.tags.push(pair);
                        None
                    }
                    None => Some(PgnErrorKind::Tag(tag)),
                },
                Token::Malformed(error) => Some(error),
                Token::Open => {
                    depth += 1;
                    None
                }
                Token::Close => {
                    depth = depth.saturating_sub(1);
                    None
                }
                Token::Comment => None,
                Token::Word => match self.lexer.word() {
                    Err(error) => Some(error),
                    // A variation's moves are skipped.
                    Ok(_) if depth > 0 => None,
                    Ok(word) if is_result(word) => {
                        text.result = Some(word.to_owned());
                        break;
                    }
                    Ok(word) => {
                        if let Movetext::Move(played, _, _) = movetext(word) {
                            text.moves.push(played.to_owned());
                        }
                        None
                    }
                },
            };
            if let Some(kind) = fault {
                error.get_or_insert((line, kind));
            }
            in_movetext |= is_movetext;
        }
        if depth > 0 {
            error.get_or_insert((first_line, PgnErrorKind::Unclosed("variation")));
        }
        let empty = text.tags.is_empty()
            && text.moves.is_empty()
            && text.result.is_none()
            && error.is_none();
        if empty {
            return None;
        }
        self.games += 1;
        self.last_line = first_line.max(1);
        let game = self.games;
        Some(match error {
            Some((line, kind)) => Err(PgnError { game, line, kind }),
            None => Ok(text),
        })
    }
}

impl<R: PgnSource> PgnReader<R> {
    /// Reads the next game into `visitor` (`None` after the last): the reader finds the
    /// start, plays and checks every move of the main line and of each variation the
    /// visitor enters, and calls the visitor as it goes (see [`Visitor`]). The iterator of
    /// [`Game`]s is this with a [`GameBuilder`].
    ///
    /// # Errors
    /// A [`PgnError`] for the game's first fault, with its line: a malformed tag, no
    /// start, an illegal move (in a variation too), a move after the end, a result the
    /// moves contradict, an unclosed comment or variation, a `)` that closes none,
    /// variations nested deeper than [`PgnErrorKind::MAX_VARIATION_DEPTH`], more than
    /// [`PgnErrorKind::MAX_NAGS`] NAGs after a move. The visitor hears nothing more of that
    /// game, and the next call reads the following one.
    ///
    /// ```
    /// use crc_rules_game::{GameBuilder, PgnReader};
    /// let pgn = "[Variant \"Gothic\"]\n\n1. e4 e5 *\n\n[Variant \"Gothic\"]\n\n1. e4 e4 *\n";
    /// let mut reader = PgnReader::from_text(pgn);
    /// let mut builder = GameBuilder::new();
    /// assert_eq!(reader.read_game(&mut builder).unwrap()?.history(), ["e4", "e5"]);
    /// let error = reader.read_game(&mut builder).unwrap().unwrap_err();
    /// assert_eq!(error.to_string(), "PGN game 2, line 7: move 2 (\"e4\"): illegal move \"e4\": no pawn can move from there to e4");
    /// assert!(reader.read_game(&mut builder).is_none());
    /// # Ok::<(), crc_rules_game::PgnError>(())
    /// ```
    pub fn read_game<V: Visitor>(
        &mut self,
        visitor: &mut V,
    ) -> Option<Result<V::Output, PgnError>> {
        let mut reading = Reading::default();
        while let Some(next) = self.next_token() {
            let (line, token) = match next {
                Ok(token) => token,
                Err((line, kind)) => {
                    reading.begin(visitor, line);
                    reading.fail(line, kind);
                    break;
                }
            };
            // Comments before a game's first tag or move belong to no game.
            if !reading.begun && matches!(token, Token::Comment) {
                continue;
            }
            if reading.in_movetext && matches!(token, Token::Tag(_)) {
                // The next game's tags: leave them for the next call.
                self.pending = Some((line, token));
                break;
            }
            reading.begin(visitor, line);
            let in_movetext = match &token {
                Token::Word | Token::Open | Token::Close => true,
                Token::Malformed(error) => matches!(error, PgnErrorKind::WordTooLong(_)),
                Token::Tag(_) | Token::Comment => false,
            };
            if in_movetext && !reading.in_movetext {
                reading.in_movetext = true;
                reading.start(visitor, line);
            }
            let word = match token {
                Token::Word => match self.lexer.word() {
                    Ok(word) => Some(word),
                    Err(error) => {
                        reading.fail(line, error);
                        None
                    }
                },
                Token::Comment => {
                    if reading.playing() {
                        visitor.comment(&Comment {
                            text: self.lexer.comment().unwrap_or(""),
                            truncated: self.lexer.comment_cut(),
                            line,
                        });
                    }
                    None
                }
                token => {
                    if reading.token(visitor, line, token) {
                        match self.lexer.skip_variation() {
                            Ok(open) => reading.skipped(open),
                            Err(error) => {
                                self.failed = true;
                                reading.fail(self.lexer.line(), R::failure(error));
                                break;
                            }
                        }
                    }
                    None
                }
            };
            if let Some(word) = word {
                if reading.word(visitor, line, word) {
                    break;
                }
            }
        }
        if !reading.begun {
            return None;
        }
        self.games += 1;
        self.last_line = reading.first_line;
        Some(reading.end(visitor).map_err(|(line, kind)| PgnError {
            game: self.games,
            line,
            kind,
        }))
    }
}

/// One game as [`PgnReader::read_game`] reads it.
#[derive(Default)]
struct Reading {
    /// Whether the game has begun (its first tag, word or bracket).
    begun: bool,
    first_line: usize,
    /// Whether the movetext has begun (with any word, even one that is no move or cannot
    /// be read): a tag pair after it starts the next game.
    in_movetext: bool,
    /// The tags the start is read from, the last of each name: `(line, value)`.
    variant: Option<(usize, String)>,
    fen: Option<(usize, String)>,
    start_number: Option<(usize, String)>,
    result_tag: Option<(usize, String)>,
    /// The result token.
    result: Option<(usize, String)>,
    /// The lines being played, once the start is known.
    lines: Option<Lines>,
    /// The brackets open, entered or not: a result token ends the game only outside them.
    depth: usize,
    /// How many of the innermost brackets belong to a skipped variation.
    skipping: usize,
    /// The game's first fault: nothing more is played or visited.
    error: Option<(usize, PgnErrorKind)>,
}

impl Reading {
    fn begin(&mut self, visitor: &mut impl Visitor, line: usize) {
        if !self.begun {
            self.begun = true;
            self.first_line = line.max(1);
            visitor.begin_game();
        }
    }

    fn fail(&mut self, line: usize, kind: PgnErrorKind) {
        self.error.get_or_insert((line, kind));
    }

    /// Whether moves are played and visited: no fault, and no variation being skipped.
    fn playing(&self) -> bool {
        self.error.is_none() && self.skipping == 0
    }

    /// Finds the start from the tags read, and begins the movetext.
    fn start(&mut self, visitor: &mut impl Visitor, line: usize) {
        if self.error.is_some() {
            return;
        }
        match self.start_position(line) {
            Ok(start) => {
                visitor.begin_movetext(&start);
                self.lines = Some(Lines::new(start));
            }
            Err((line, kind)) => self.fail(line, kind),
        }
    }

    /// The start: from the `FEN` tag, else the start number tag, else the `Variant`.
    fn start_position(&self, line: usize) -> Result<Position, (usize, PgnErrorKind)> {
        let fixed = match &self.variant {
            Some((_, name)) if is_crc_variant(name) => None,
            Some((_, name)) if name.trim().eq_ignore_ascii_case("capablanca") => {
                Some(Start::Fen(CAPABLANCA_FEN))
            }
            Some((_, name)) if name.trim().eq_ignore_ascii_case("gothic") => {
                Some(Start::Number(GOTHIC.number()))
            }
            Some((line, name)) => return Err((*line, PgnErrorKind::UnknownVariant(name.clone()))),
            None => None,
        };
        if let Some((line, fen)) = &self.fen {
            let setup: Setup = fen
                .parse()
                .map_err(|e| (*line, PgnErrorKind::Start(FenError::Parse(e))))?;
            let (position, _dropped) = Position::from_setup_lenient(&setup)
                .map_err(|e| (*line, PgnErrorKind::Start(e.into())))?;
            return Ok(position);
        }
        if let Some((line, text)) = &self.start_number {
            let number: u32 = text
                .trim()
                .parse()
                .map_err(|_| (*line, PgnErrorKind::StartNumberText(text.clone())))?;
            return Position::from_number(number).map_err(|e| (*line, e.into()));
        }
        match fixed {
            Some(Start::Fen(fen)) => Ok(Position::from_fen(fen).expect("the Capablanca array")),
            Some(Start::Number(number)) => {
                Ok(Position::from_number(number).expect("the Gothic array's number"))
            }
            None => Err((line.min(self.first_line), PgnErrorKind::NoStart)),
        }
    }

    /// Reads a token other than a word; true when it opens a variation that the visitor
    /// skips, which the caller then passes over (see [`Reading::skipped`]).
    fn token(&mut self, visitor: &mut impl Visitor, line: usize, token: Token) -> bool {
        match token {
            Token::Word | Token::Comment => {}
            Token::Tag(text) => match parse_tag(&text) {
                Some((name, value)) => {
                    if self.error.is_none() {
                        visitor.tag(&name, &value);
                    }
                    let kept = match name.as_str() {
                        "Variant" => &mut self.variant,
                        "FEN" => &mut self.fen,
                        START_NUMBER_TAG => &mut self.start_number,
                        "Result" => &mut self.result_tag,
                        _ => return false,
                    };
                    *kept = Some((line, value));
                }
                None => self.fail(line, PgnErrorKind::Tag(text)),
            },
            Token::Malformed(error) => self.fail(line, error),
            Token::Open => {
                self.depth += 1;
                if !self.playing() {
                    self.skipping += usize::from(self.error.is_none());
                    return false;
                }
                let Some(lines) = self.lines.as_mut() else {
                    return false;
                };
                if let Err(kind) = lines.can_open() {
                    self.fail(line, kind);
                    return false;
                }
                match visitor.begin_variation() {
                    Variation::Enter => lines.enter(),
                    Variation::Skip => {
                        self.skipping = 1;
                        return true;
                    }
                }
            }
            Token::Close => {
                if self.depth == 0 {
                    self.fail(line, PgnErrorKind::UnopenedVariation);
                    return false;
                }
                self.depth -= 1;
                if self.skipping > 0 {
                    self.skipping -= 1;
                } else if self.error.is_none() {
                    if let Some(lines) = self.lines.as_mut() {
                        if lines.close() {
                            visitor.end_variation();
                        }
                    }
                }
            }
        }
        false
    }

    /// After a skipped variation was passed over with `open` variations still open (0 when
    /// it closed): those stay open, and skipped.
    fn skipped(&mut self, open: usize) {
        self.depth = self.depth - 1 + open;
        self.skipping = open;
    }

    /// Reads a word of movetext; true when it is the result that ends the game.
    fn word(&mut self, visitor: &mut impl Visitor, line: usize, word: &str) -> bool {
        if is_result(word) {
            if self.depth > 0 {
                // A result inside a variation ends nothing.
                return false;
            }
            self.result = Some((line, word.to_owned()));
            return true;
        }
        if !self.playing() {
            return false;
        }
        let Some(lines) = self.lines.as_mut() else {
            return false;
        };
        let played = match movetext(word) {
            Movetext::Number => Ok(()),
            Movetext::Nag(nag) => lines.nag().map(|()| visitor.nag(nag)),
            Movetext::NotNag => Err(PgnErrorKind::Nag(word.to_owned())),
            Movetext::Move(text, written, glyph) => lines
                .play(text, written)
                .map(|played| visitor.san(&played))
                .and_then(|()| match glyph {
                    Some(nag) => lines.nag().map(|()| visitor.nag(nag)),
                    None => Ok(()),
                }),
        };
        if let Err(kind) = played {
            self.fail(line, kind);
        }
        false
    }

    /// Ends the game: its last checks, then the visitor's result and answer.
    fn end<V: Visitor>(mut self, visitor: &mut V) -> Result<V::Output, (usize, PgnErrorKind)> {
        if self.depth > 0 {
            self.fail(self.first_line, PgnErrorKind::Unclosed("variation"));
        }
        if !self.in_movetext {
            self.start(visitor, self.first_line);
        }
        if let Some(error) = self.error {
            return Err(error);
        }
        let (result_line, recorded) = match (&self.result, &self.result_tag) {
            (Some((line, token)), _) | (None, Some((line, token))) => (*line, Some(token)),
            (None, None) => (self.first_line, None),
        };
        let outcome = self.lines.as_ref().and_then(Lines::outcome);
        if let (Some(outcome), Some(token)) = (outcome, recorded) {
            if token != "*" && token != outcome.result.pgn() {
                return Err((
                    result_line,
                    PgnErrorKind::Result {
                        recorded: token.clone(),
                        outcome,
                    },
                ));
            }
        }
        if let Some(token) = recorded {
            visitor.result(token);
        }
        Ok(visitor.end_game())
    }
}

/// What a word of movetext is.
enum Movetext<'a> {
    /// A move number, `12.` or `12...`, or nothing.
    Number,
    /// A NAG, `$14`, or a glyph written alone, `!?`.
    Nag(u8),
    /// A `$` word that is no NAG.
    NotNag,
    /// A move, without the glyph written after it and with it, and that glyph's NAG
    /// (`e4`, `e4!?`, 5).
    Move(&'a str, &'a str, Option<u8>),
}

/// The NAG of an annotation glyph: `!` 1, `?` 2, `!!` 3, `??` 4, `!?` 5, `?!` 6.
fn glyph_nag(glyph: &str) -> Option<u8> {
    Some(match glyph {
        "!" => 1,
        "?" => 2,
        "!!" => 3,
        "??" => 4,
        "!?" => 5,
        "?!" => 6,
        _ => return None,
    })
}

fn movetext(word: &str) -> Movetext<'_> {
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
    if rest.is_empty() {
        return Movetext::Number;
    }
    if let Some(number) = rest.strip_prefix('$') {
        return match number.parse() {
            Ok(nag) => Movetext::Nag(nag),
            Err(_) => Movetext::NotNag,
        };
    }
    let text = rest.trim_end_matches(['!', '?']);
    let glyph = &rest[text.len()..];
    if text.is_empty() {
        // Glyphs alone; an unknown run of them is passed over, as before.
        return glyph_nag(glyph).map_or(Movetext::Number, Movetext::Nag);
    }
    Movetext::Move(text, rest, glyph_nag(glyph))
}

impl<R: PgnSource> Iterator for PgnReader<R> {
    type Item = Result<Game, PgnError>;

    fn next(&mut self) -> Option<Result<Game, PgnError>> {
        self.read_game(&mut GameBuilder::new())
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

enum Start {
    Fen(&'static str),
    Number(u32),
}

fn is_result(word: &str) -> bool {
    matches!(word, "1-0" | "0-1" | "1/2-1/2" | "*")
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
