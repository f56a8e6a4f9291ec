//! Games of Capablanca Random Chess as GUIs, servers and engine harnesses need them: a
//! [`Game`] from a start number, a seed or an X-FEN; moves in coordinates or SAN; SAN out
//! exactly as Fairy-Stockfish and XBoard write it; the outcome with its reason; repetition
//! and move-rule counting; PGN export and import.
//!
//! ```
//! use crc_rules_game::{Game, GameResult, Reason};
//!
//! let mut game = Game::from_fen("k9/10/1K8/10/10/10/10/9C w - - 0 1")?;
//! assert_eq!(game.play_text("j1j8")?, "Cj8#");
//! let outcome = game.outcome().unwrap();
//! assert_eq!((outcome.result, outcome.reason), (GameResult::WhiteWins, Reason::Checkmate));
//! assert_eq!(outcome.to_string(), "checkmate 1-0");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
#![deny(missing_docs)]
#![forbid(unsafe_code)]

mod game;
mod outcome;
mod pgn;
mod pgn_error;
mod pgn_lexer;
mod pgn_reader;
mod pgn_source;
mod san;
mod tags;

pub use game::{parse_move, Game, PlayError};
pub use outcome::{automatic_outcome, cannot_win, claimable_draw, GameResult, Outcome, Reason};
pub use pgn::{result_token, to_pgn};
pub use pgn_error::{PgnError, PgnErrorKind};
pub use pgn_reader::{from_pgn, PgnReader, PgnText};
pub use pgn_source::{open_pgn_file, PgnSource, TextSource};
pub use san::{legal_sans, parse_san, san, ParseSanError, San, SanError, Suffix};
pub use tags::{
    default_tag_value, is_crc_variant, TagError, Tags, CRC_VARIANT_NAMES, CRC_VARIANT_TAG,
    DERIVED_TAGS, SEVEN_TAG_ROSTER, START_NUMBER_TAG,
};
