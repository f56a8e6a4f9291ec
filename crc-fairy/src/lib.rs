//! Fairy-Stockfish's conventions on Capablanca Random Chess, once, for the bindings that stand
//! in for its Python module `pyffish` (crc-py's `crc_rules.pyffish`) and its JavaScript module
//! `ffish` (crc-wasm's `crc-rules/ffish`): its variants, its coordinates, its FEN, its
//! repetition count, its FEN validation codes, its notations and its game-end values. Both
//! drop-ins call this crate and decide nothing themselves.
//!
//! Where they differ from X-FEN and from the rest of this library:
//! - "960 mode" is variant `caparandom`, or `capablanca` with `chess960` true
//!   ([`chess960_mode`]). There castling is written king takes own rook (`f1j1`) and FEN
//!   castling rights as file letters (`JAja`); otherwise castling is written as the king's
//!   destination (`f1i1`; king takes rook where an ordinary king move goes to that square
//!   too) and rights as `KQkq`.
//! - The FEN's en-passant square is written after every double step that an enemy pawn
//!   attacks, whether or not the capture is legal (X-FEN writes it only when it is legal),
//!   and positions count as repeated as Fairy-Stockfish's key counts them, with that square.
//! - A FEN of one to five fields gets the missing ones as Fairy-Stockfish fills them in;
//!   `startpos` is the Capablanca array, the start of both variants there. A `~` after a
//!   piece marks it as a promoted pawn; a FEN written with promoted pieces shown marks it
//!   again, and so does one after that piece became a pawn's promotion.
//! - The full-move number is Fairy-Stockfish's game ply in a C++ `int` (`ply_of_field`), so
//!   that `… w - - 0 2147483647` is ply 0 and move 1, as there.
//! - `DEFAULT` is SAN in pyffish and SAN with the pawn's letter in ffish ([`MoveForm`]).
//! - [`fen_code`] is Fairy-Stockfish's own check of a FEN's text, code for code, not the
//!   rules: [`Replay::load`] still refuses positions no game reaches.
//!
//! The modules, each one idea, from the bottom up: `variants` (which variants, which mode),
//! `fen`, `ply`, `promoted` and `en_passant` (FEN text both ways), `coordinates` (move
//! text both ways), `notation` (SAN, LAN and the pawn-letter form, both ways), `variation`
//! (a list of moves with move numbers), `replay` (the position after a FEN and moves),
//! `standing` (the board of a FEN no game reaches), `game_end` (its values, claims and
//! results), `validation` (`validate_fen`'s codes) and `options` (engine options and the
//! banner); everything public is at the crate's root.
//!
//! ```
//! use crc_rules_fairy::{self as fairy, Replay};
//! let fen = "rnbqckabnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNBQCKABNR w JAja - 0 1";
//! let chess960 = fairy::chess960_mode("capablanca", true)?;
//! let mut replay = Replay::load(fen)?;
//! let mv = replay.find("e2e4", chess960)?;
//! replay.play(mv);
//! assert_eq!(replay.fen(chess960), "rnbqckabnr/pppppppppp/10/10/4P5/10/PPPP1PPPPP/RNBQCKABNR b JAja - 0 1");
//! let empty = "10/10/10/10/10/10/10/10 w - - 0 1";
//! assert_eq!(fairy::validate_fen(empty, "caparandom", false)?, fairy::FEN_INVALID_NUMBER_OF_KINGS);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
#![deny(missing_docs)]
#![forbid(unsafe_code)]

mod coordinates;
mod en_passant;
mod fen;
mod game_end;
mod notation;
mod options;
mod ply;
mod promoted;
mod replay;
mod standing;
mod validation;
mod variants;
mod variation;

pub use coordinates::{find_move, fsf_uci, is_capture, push_fsf_uci, why_not, FairyMoveError};
pub use en_passant::{ep_square_after, loaded_ep_square};
pub use fen::read_fen;
pub use game_end::{no_move_value, IMMEDIATE_GAME_END, VALUE_DRAW, VALUE_MATE};
pub use notation::{MoveForm, UnsupportedNotationError, NOTATIONS};
pub use options::{info, OPTIONS};
pub use ply::{fullmove_of_ply, ply_of_field};
pub use replay::{Replay, ReplayError};
pub use standing::{BothKingsInCheck, Standing};
pub use validation::{
    fen_code, validate_fen, FEN_EMPTY, FEN_INVALID_BOARD_GEOMETRY, FEN_INVALID_CASTLING_INFO,
    FEN_INVALID_CHAR, FEN_INVALID_EN_PASSANT_SQ, FEN_INVALID_HALF_MOVE_COUNTER,
    FEN_INVALID_MOVE_COUNTER, FEN_INVALID_NB_PARTS, FEN_INVALID_NUMBER_OF_KINGS,
    FEN_INVALID_PROMOTED_PIECE, FEN_INVALID_SIDE_TO_MOVE, FEN_OK, FEN_TOUCHING_KINGS,
};
pub use variants::{chess960_mode, pgn_variant, UnknownVariantError, START_FEN, VARIANTS};
pub use variation::variation;
