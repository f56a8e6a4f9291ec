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

mod drop;
mod game;
mod outcome;
mod pgn_error;
mod pgn_lexer;
mod pgn_lines;
mod pgn_notes;
mod pgn_reader;
mod pgn_source;
mod pgn_tree;
mod pgn_visitor;
mod pgn_writer;
mod repetition;
mod san;
mod san_position;
mod tags;

pub use drop::{drop_targets, move_from_to};
pub use game::{parse_move, Game, NothingToUndo, PlayError};
pub use outcome::{
    automatic_outcome, claimable_draw, has_insufficient_material, is_checkmate, is_fifty_moves,
    is_insufficient_material, is_seventyfive_moves, is_stalemate, GameResult, Outcome, Reason,
    FIFTY_MOVES, FIVEFOLD_REPETITION, SEVENTY_FIVE_MOVES, THREEFOLD_REPETITION,
};
pub use pgn_error::{PgnError, PgnErrorKind};
pub use pgn_notes::{to_pgn_with_notes, AnnotatedGame, NotesBuilder, PlyNotes};
pub use pgn_reader::{from_pgn, from_pgn_with, PgnReader, PgnText};
pub use pgn_source::{open_pgn_file, PgnSource, TextSource};
pub use pgn_tree::{Eval, GameTree, NodeId, TreeBuilder, TreeNode};
pub use pgn_visitor::{Comment, GameBuilder, PlayedMove, Variation, Visitor};
pub use pgn_writer::{result_token, to_pgn};
pub use repetition::count_repetitions;
pub use san::{ParseSanError, San, Suffix};
pub use san_position::{legal_sans, parse_san, san, SanError};
pub use tags::{
    default_tag_value, is_crc_variant, TagError, Tags, CRC_VARIANT_NAMES, CRC_VARIANT_TAG,
    DERIVED_TAGS, SEVEN_TAG_ROSTER, START_NUMBER_TAG,
};
