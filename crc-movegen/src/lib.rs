//! How the pieces of Capablanca Random Chess move: validated positions, legal move
//! generation, make/unmake with an incremental zobrist key, and perft.
//!
//! ```
//! use crc_rules_movegen::Position;
//!
//! let mut pos = Position::from_number(25933)?; // the Gothic array
//! let mv = pos.parse_uci("e2e4")?;
//! pos = pos.play(mv)?;
//! assert_eq!(pos.to_fen(), "rnbqckabnr/pppppppppp/10/10/4P5/10/PPPP1PPPPP/RNBQCKABNR b KQkq - 0 1");
//! assert_eq!(pos.legal_moves().len(), 28);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! Positions are built from a `crc_rules_core::Setup` through validation, which reports every
//! problem at once; a `Position` is `Copy`, and [`Position::play_unchecked`] /
//! [`Position::unmake`] make and take back moves in place for search.
//!
//! **Features.** `parallel` (on by default) counts perft on several threads with rayon
//! (`Position::perft_parallel`, and `threads` in [`PerftOptions`]). Without it, for a
//! target without threads such as the browser, everything else stays, the hashed
//! [`Position::perft_with`] and [`Position::divide_with`] included: they count on the
//! calling thread, with the same results.
//!
//! **Layers.** Each module imports only modules below it: [`attacks`] (which squares a piece
//! attacks and which pieces attack a square, over private tables), `moves` and `zobrist`
//! at the bottom; then `castling` (the rights, the squares each castling needs, and which
//! moves drop a right) and `pawns` (pawn geometry); `position` (the type, its keys and the
//! safety of castling and en passant); `legal` (king safety, once per
//! position, and single-move legality); `make`; `movegen` (generation, from the king
//! safety) and `moves_to` (the legal moves onto one square, from single-move legality);
//! and on top `validate`, `explain`, `notation` and `perft`. Methods of
//! [`Position`] follow the same order: none calls one defined in a module above its own.
//! `scripts/module-cycles.py` checks that no module imports one that imports it back.
#![deny(missing_docs)]
#![forbid(unsafe_code)]

pub mod attacks;
mod castling;
mod explain;
mod legal;
mod make;
mod movegen;
mod moves;
mod moves_to;
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
pub use perft::{check_perft_depth, PerftDepthError, PerftOptions, PerftTable, MAX_PERFT_DEPTH};
pub use position::Position;
pub use validate::{
    CastlingRightError, Dropped, FenError, PositionError, PositionErrorKind, MAX_PIECES_PER_SIDE,
};
