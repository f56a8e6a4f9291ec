//! How the pieces of Capablanca Random Chess move: validated positions, legal move
//! generation, make/unmake with an incremental zobrist key, and perft.
//!
//! ```
//! use crc_movegen::Position;
//!
//! let mut pos = Position::from_number(25933)?; // the Gothic array
//! let mv = pos.parse_uci("e2e4")?;
//! pos = pos.play(mv)?;
//! assert_eq!(pos.to_fen(), "rnbqckabnr/pppppppppp/10/10/4P5/10/PPPP1PPPPP/RNBQCKABNR b KQkq - 0 1");
//! assert_eq!(pos.legal_moves().len(), 28);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! Positions are built from a `crc_core::Setup` through validation, which reports every
//! problem at once; a `Position` is `Copy`, and [`Position::play_unchecked`] /
//! [`Position::unmake`] make and take back moves in place for search.
#![deny(missing_docs)]
#![forbid(unsafe_code)]

pub mod attacks;
mod explain;
mod legal;
mod make;
mod movegen;
mod moves;
mod notation;
mod pawns;
mod perft;
mod position;
mod validate;
mod zobrist;

pub use explain::IllegalReason;
pub use legal::KingSafety;
pub use make::{IllegalMoveError, Undo};
pub use moves::{Move, MoveKind, MoveList, MAX_MOVES};
pub use notation::{ParseMoveError, ParseUciError, UciMove};
pub use perft::{PerftOptions, MAX_PERFT_DEPTH};
pub use position::Position;
pub use validate::{
    CastlingRightError, Dropped, FenError, PositionError, PositionErrorKind, MAX_PIECES_PER_SIDE,
};
