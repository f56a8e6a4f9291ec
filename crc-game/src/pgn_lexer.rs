//! PGN text as tokens, read from any [`PgnSource`] one token at a time: each byte is looked at
//! once, and no token keeps more than a bounded number of them, so that a stream of any size
//! reads in linear time and in memory proportional to its largest game.

use crate::pgn_error::PgnErrorKind;
use crate::pgn_source::PgnSource;

/// The longest tag pair kept, in bytes between its brackets.
const MAX_TAG_BYTES: usize = PgnErrorKind::MAX_TAG_BYTES;

/// The longest word of movetext kept: no move, move number, NAG or result comes near it.
const MAX_WORD_BYTES: usize = 256;

/// The most of a comment's text kept: a longer one is cut there, and the rest of it passed
/// over in flat memory.
const MAX_COMMENT_BYTES: usize = crate::pgn_visitor::Comment::MAX_BYTES;

/// The byte-order mark some editors put at the start of a UTF-8 file.
const BOM: &[u8] = b"\xef\xbb\xbf";

/// A token of PGN text.
pub(crate) enum Token {
    /// The text between `[` and `]`.
    Tag(String),
    /// A word of movetext: a move, a move number, a NAG, a result; its text (which may not
    /// be UTF-8) is [`Lexer::word`] until the next token is read (a word is not copied out: most are
    /// moves, which the reader keeps together, or move numbers, which it drops).
    Word,
    /// A `{comment}`: its text, cut at `MAX_COMMENT_BYTES`, is [`Lexer::comment`] until the
    /// next token is read (not copied out: most readers pass over most comments).
    Comment,
    /// `(`, which opens a variation.
    Open,
    /// `)`, which closes one.
    Close,
    /// Text that cannot be read: an unclosed comment, a tag without its `]`, too long or
    /// not UTF-8, a word too long to be a move.
    Malformed(PgnErrorKind),
}

/// Where [`Lexer::scan`] stops.
enum Stop<'a> {
    /// At this byte: a search the compiler makes fast, for comments and lines, which are
    /// most of the bytes a reader passes over.
    At(u8),
    /// At the first byte for which this is false.
    Unless(&'a mut dyn FnMut(u8) -> bool),
}

/// Splits PGN text read from `input` into tokens, counting lines.
pub(crate) struct Lexer<R> {
    input: R,
    /// The line of the next byte, from 1.
    line: usize,
    /// Whether only whitespace precedes the next byte on its line (where `%` starts an
    /// escape line).
    line_start: bool,
    /// Whether the byte-order mark has been looked for.
    started: bool,
    /// The bytes of the token being read, as many as it keeps.
    bytes: Vec<u8>,
    /// Whether the last comment was longer than the bytes kept of it.
    comment_cut: bool,
}

impl<R: PgnSource> Lexer<R> {
    pub(crate) fn new(input: R) -> Lexer<R> {
        Lexer {
            input,
            line: 1,
            line_start: true,
            started: false,
            bytes: Vec::new(),
            comment_cut: false,
        }
    }

    /// The line of the next byte, from 1.
    pub(crate) fn line(&self) -> usize {
        self.line
    }

    /// The text of the last token, when it was a [`Token::Word`].
    ///
    /// # Errors
    /// [`PgnErrorKind::NotUtf8`] when its bytes are not UTF-8.
    pub(crate) fn word(&self) -> Result<&str, PgnErrorKind> {
        std::str::from_utf8(&self.bytes).map_err(|_| PgnErrorKind::NotUtf8("move"))
    }

    /// The next byte, not consumed; `None` at the end.
    fn peek(&mut self) -> Result<Option<u8>, R::Error> {
        Ok(self.input.fill()?.first().copied())
    }

    /// Consumes bytes up to where `stop` stops, keeping at most `limit` of them in
    /// `self.bytes`; returns how many were consumed. Natively inlined into each scan of a
    /// token, where the compiler sees through the `dyn`; in WebAssembly one copy for all
    /// (the module is held to 100 KB).
    #[cfg_attr(not(target_family = "wasm"), inline(always))]
    fn scan(&mut self, stop: Stop<'_>, limit: usize) -> Result<usize, R::Error> {
        let mut total = 0;
        let mut stop = stop;
        loop {
            let chunk = self.input.fill()?;
            if chunk.is_empty() {
                return Ok(total);
            }
            let found = match &mut stop {
                Stop::At(byte) => chunk.iter().position(|b| b == byte),
                Stop::Unless(keep) => chunk.iter().position(|&b| !keep(b)),
            };
            let len = found.unwrap_or(chunk.len());
            let taken = &chunk[..len];
            match taken.iter().rposition(|&b| b == b'\n') {
                Some(last) => {
                    self.line += taken.iter().filter(|&&b| b == b'\n').count();
                    self.line_start = taken[last + 1..].iter().all(u8::is_ascii_whitespace);
                }
                None => {
                    self.line_start &= taken.iter().all(u8::is_ascii_whitespace);
                }
            }
            let room = limit.saturating_sub(self.bytes.len()).min(len);
            self.bytes.extend_from_slice(&taken[..room]);
            let whole = len == chunk.len();
            self.input.consume(len);
            total += len;
            if !whole {
                return Ok(total);
            }
        }
    }

    /// Consumes the next byte, which is not a line break.
    fn skip_byte(&mut self) {
        self.input.consume(1);
        self.line_start = false;
    }

    /// Moves to the end of the line (not past its line break).
    fn skip_line(&mut self) -> Result<(), R::Error> {
        self.scan(Stop::At(b'\n'), 0).map(drop)
    }

    /// The kept bytes as text, or the error of `what` when they are not UTF-8.
    fn text(&mut self, what: &'static str) -> Result<String, PgnErrorKind> {
        // Copied out, so that `bytes` keeps its room for the next token.
        match std::str::from_utf8(&self.bytes) {
            Ok(text) => Ok(text.to_owned()),
            Err(_) => Err(PgnErrorKind::NotUtf8(what)),
        }
    }

    /// Whether the last comment was cut at `MAX_COMMENT_BYTES`.
    pub(crate) fn comment_cut(&self) -> bool {
        self.comment_cut
    }

    /// The text of the last token, when it was a [`Token::Comment`]: `None` when its bytes
    /// are not UTF-8 (no error in a comment). A comment cut where a character is split
    /// loses that character.
    pub(crate) fn comment(&self) -> Option<&str> {
        match std::str::from_utf8(&self.bytes) {
            Ok(text) => Some(text),
            Err(error) if self.comment_cut && error.error_len().is_none() => {
                std::str::from_utf8(&self.bytes[..error.valid_up_to()]).ok()
            }
            Err(_) => None,
        }
    }

    /// Passes over the rest of a variation whose `(` was the last token, as far as the `)`
    /// that closes it, with the variations, comments, `;` comments and `%` lines inside it,
    /// by its brackets alone: its words are not read, so that a visitor that skips a
    /// variation pays little more for it than for its bytes. Returns how many variations
    /// are still open: 0 when it closed; more when the scan stopped before a `[` (a tag
    /// pair, which starts the next game) or at the end of the input, which the token loop
    /// then reads as before.
    pub(crate) fn skip_variation(&mut self) -> Result<usize, R::Error> {
        let mut open = 1;
        // Inside a `{comment}`, or a `;` comment or `%` line.
        let mut until: Option<u8> = None;
        loop {
            let chunk = self.input.fill()?;
            if chunk.is_empty() {
                return Ok(open);
            }
            let mut at = 0;
            let mut closed = false;
            while at < chunk.len() {
                if let Some(end) = until {
                    // Comments are most of what is skipped: find their end with a
                    // plain search, then count its lines at once.
                    let rest = &chunk[at..];
                    let len = rest.iter().position(|&b| b == end).unwrap_or(rest.len());
                    let lines = rest[..len].iter().filter(|&&b| b == b'\n').count();
                    if lines > 0 {
                        self.line += lines;
                        self.line_start = true;
                    }
                    at += len;
                    if at < chunk.len() {
                        until = None;
                        // A `}` is consumed; a line break is left to the loop below.
                        if end == b'}' {
                            at += 1;
                            self.line_start = false;
                        }
                    }
                    continue;
                }
                let byte = chunk[at];
                match byte {
                    b'\n' => {
                        self.line += 1;
                        self.line_start = true;
                        at += 1;
                        continue;
                    }
                    b'[' => {
                        self.input.consume(at);
                        return Ok(open);
                    }
                    b'{' => until = Some(b'}'),
                    b';' => until = Some(b'\n'),
                    b'%' if self.line_start => until = Some(b'\n'),
                    b'(' => open += 1,
                    b')' => {
                        open -= 1;
                        if open == 0 {
                            closed = true;
                        }
                    }
                    _ => {}
                }
                self.line_start &= byte.is_ascii_whitespace();
                at += 1;
                if closed {
                    break;
                }
            }
            self.input.consume(at);
            if closed {
                return Ok(0);
            }
        }
    }

    /// The next token and the line it starts on; `None` at the end of the input.
    ///
    /// # Errors
    /// The input's own error; the lexer should not be asked again then.
    pub(crate) fn next_token(&mut self) -> Result<Option<(usize, Token)>, R::Error> {
        if !self.started {
            self.started = true;
            if self.input.fill()?.starts_with(BOM) {
                self.input.consume(BOM.len());
            }
        }
        loop {
            self.bytes.clear();
            self.scan(Stop::Unless(&mut |b| b.is_ascii_whitespace()), 0)?;
            let Some(first) = self.peek()? else {
                return Ok(None);
            };
            let line = self.line;
            let token = match first {
                b'%' if self.line_start => {
                    self.skip_line()?;
                    continue;
                }
                b';' => {
                    self.skip_line()?;
                    continue;
                }
                b'{' => {
                    self.skip_byte();
                    let len = self.scan(Stop::At(b'}'), MAX_COMMENT_BYTES)?;
                    if self.peek()?.is_none() {
                        Token::Malformed(PgnErrorKind::Unclosed("comment"))
                    } else {
                        self.skip_byte();
                        self.comment_cut = len > MAX_COMMENT_BYTES;
                        Token::Comment
                    }
                }
                b'[' => {
                    self.skip_byte();
                    let (mut quoted, mut escaped) = (false, false);
                    let len = self.scan(
                        Stop::Unless(&mut |b| {
                            match b {
                                b'\n' => return false,
                                _ if escaped => escaped = false,
                                b'\\' if quoted => escaped = true,
                                b'"' => quoted = !quoted,
                                b']' if !quoted => return false,
                                _ => {}
                            }
                            true
                        }),
                        MAX_TAG_BYTES,
                    )?;
                    let closed = self.peek()? == Some(b']');
                    if closed {
                        self.skip_byte();
                    }
                    if len > MAX_TAG_BYTES {
                        Token::Malformed(PgnErrorKind::TagTooLong(len))
                    } else if !closed {
                        let mut text = String::from("[");
                        text.push_str(&String::from_utf8_lossy(&self.bytes));
                        Token::Malformed(PgnErrorKind::Tag(text))
                    } else {
                        match self.text("tag") {
                            Ok(text) => Token::Tag(text),
                            Err(error) => Token::Malformed(error),
                        }
                    }
                }
                b'(' => {
                    self.skip_byte();
                    Token::Open
                }
                b')' => {
                    self.skip_byte();
                    Token::Close
                }
                _ => {
                    let mut len = self.scan(
                        Stop::Unless(&mut |b| {
                            !b.is_ascii_whitespace()
                                && !matches!(b, b'{' | b'}' | b'(' | b')' | b'[' | b']' | b';')
                        }),
                        MAX_WORD_BYTES,
                    )?;
                    if len == 0 {
                        // A stray `}` or `]`: a word of its own, which is no move.
                        self.bytes.push(first);
                        self.skip_byte();
                        len = 1;
                    }
                    if len > MAX_WORD_BYTES {
                        Token::Malformed(PgnErrorKind::WordTooLong(len))
                    } else {
                        Token::Word
                    }
                }
            };
            return Ok(Some((line, token)));
        }
    }
}
