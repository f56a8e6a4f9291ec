//! The vocabulary of Capablanca Random Chess (CRC): the 10×8 board, its squares and pieces,
//! bitboards, Scharnagl's numbering of the 48,000 start arrangements with the rule sets that
//! choose among them, and X-FEN / Shredder-FEN text.
//!
//! Squares are numbered `rank * 10 + file` (a1 = 0, j1 = 9, a2 = 10, j8 = 79).
//!
//! ```
//! use crc_rules_core::{Arrangement, RuleSet, Setup};
//!
//! // Scharnagl number -> arrangement -> start position as X-FEN.
//! let arrangement = Arrangement::from_number(25933)?;
//! assert_eq!(arrangement.to_string(), "RNBQCKABNR");
//! assert!(RuleSet::Crc.allows(&arrangement));
//! let fen = arrangement.to_setup().to_fen();
//! assert_eq!(fen, "rnbqckabnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNBQCKABNR w KQkq - 0 1");
//!
//! // X-FEN and Shredder-FEN text in and out.
//! let setup: Setup = fen.parse()?;
//! assert_eq!(setup.to_shredder_fen(), "rnbqckabnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNBQCKABNR w JAja - 0 1");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
#![deny(missing_docs)]
#![forbid(unsafe_code)]

mod bitboard;
mod board;
mod char_text;
mod error_kind;
mod fen;
mod piece;
mod quote;
mod rules;
mod scharnagl;
mod setup;
mod square;

pub use bitboard::{Bitboard, Squares};
pub use board::Board;
pub use error_kind::{ErrorKind, HasErrorKind};
pub use fen::{
    parse_placement, placement_to_string, CastlingNotation, FenErrorKind, FenField, ParseFenError,
};
pub use piece::{Color, ParseColorError, ParsePieceError, Piece, Role};
pub use quote::{quote, quote_char, Quoted, QuotedChar, QUOTE_LIMIT};
pub use rules::{number_from_seed, ParseRuleSetError, RuleSet};
pub use scharnagl::{
    Arrangement, ParseArrangementError, SetupNumberError, ARRANGEMENT_COUNT, CAPABLANCA_FEN, GOTHIC,
};
pub use setup::{CastlingSide, Setup};
pub use square::{
    File, ParseCoordError, ParseSquareError, Rank, Square, FILE_COUNT, RANK_COUNT, SQUARE_COUNT,
};
