//! What can be wrong with a PGN game, as the reader and its lexer report it.

use std::io;

use crc_rules_core::{quote, ErrorKind, HasErrorKind, SetupNumberError};
use crc_rules_movegen::FenError;
use thiserror::Error;

use crate::game::PlayError;
use crate::outcome::Outcome;
use crate::tags::START_NUMBER_TAG;

/// What is wrong with a PGN game.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum PgnErrorKind {
    /// A malformed tag pair.
    #[error("malformed tag {}", quote(.0))]
    Tag(String),
    /// A tag pair longer than [`PgnErrorKind::MAX_TAG_BYTES`] bytes between its brackets.
    #[error("a tag pair of {0} bytes, over the {max} read", max = PgnErrorKind::MAX_TAG_BYTES)]
    TagTooLong(usize),
    /// A word of movetext far longer than any move.
    #[error("a word of {0} bytes, which is no move")]
    WordTooLong(usize),
    /// A tag or a move whose bytes are not UTF-8 (in a comment they are no error).
    #[error("a {0} that is not UTF-8")]
    NotUtf8(&'static str),
    /// The input could not be read; reading stops here.
    #[error("cannot read the input: {message}")]
    Io {
        /// What kind of failure the system reported.
        kind: io::ErrorKind,
        /// The system's reason.
        message: String,
    },
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
    /// A `)` with no variation open.
    #[error("a ')' that closes no variation")]
    UnopenedVariation,
    /// A `(` before the first move of its line, where it would vary no move.
    #[error("a variation before any move of its line")]
    VariationBeforeMove,
    /// Variations nested deeper than [`PgnErrorKind::MAX_VARIATION_DEPTH`].
    #[error("variations nested deeper than {}", PgnErrorKind::MAX_VARIATION_DEPTH)]
    VariationTooDeep,
    /// More than [`PgnErrorKind::MAX_NAGS`] NAGs after one move.
    #[error("more than {} NAGs after one move", PgnErrorKind::MAX_NAGS)]
    TooManyNags,
    /// A `$` word that is no NAG: a NAG is `$0` to `$255`.
    #[error("{} is no NAG ($0 to $255)", quote(.0))]
    Nag(String),
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
/// use crc_rules_game::{from_pgn, PgnErrorKind};
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

impl PgnErrorKind {
    /// The longest tag pair read, in bytes between its brackets: a longer one is an error
    /// of its game (a 10 MB tag line is read past without being kept).
    pub const MAX_TAG_BYTES: usize = 65_536;

    /// The most variations open round one move; a deeper one is an error of its game.
    pub const MAX_VARIATION_DEPTH: usize = 255;

    /// The most NAGs kept after one move; more are an error of the game.
    pub const MAX_NAGS: usize = 255;
}

impl HasErrorKind for PgnError {
    /// [`ErrorKind::Io`] when the input could not be read, else [`ErrorKind::InvalidPgn`],
    /// whatever is wrong (the [`PgnErrorKind`] says what): no part of a game that cannot be
    /// read is imported.
    fn kind(&self) -> ErrorKind {
        match self.kind {
            PgnErrorKind::Io { .. } => ErrorKind::Io,
            _ => ErrorKind::InvalidPgn,
        }
    }
}
