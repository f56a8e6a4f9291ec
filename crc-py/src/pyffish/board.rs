//! The questions the board alone answers: whether the side to move is in check, and what
//! material is left. pyffish answers them for every FEN it reads, also where no game
//! reaches the position; so does this module when the only fault is that the side not to
//! move is in check. A server asks exactly that: pychess-variants swaps the side to move of
//! a custom start and asks `gives_check`, to refuse starts whose side not to move is in
//! check.

use crc_rules_core::{Bitboard, ErrorKind};
use crc_rules_fairy::{read_fen, Replay};
use crc_rules_movegen::{FenError, Position, PositionError, PositionErrorKind};
use pyo3::prelude::*;

use super::replay::{fen_error, replay};
use crate::errors;

/// What the board after a FEN and moves says.
pub(super) struct Standing {
    /// Whether the side to move is in check.
    pub(super) in_check: bool,
    /// A position with the same board (the other side may be to move in it), or None when
    /// both kings are in check, where no position can be built.
    board: Option<Position>,
}

impl Standing {
    /// The position on this board, for the questions that need one: an error when both
    /// kings are in check.
    pub(super) fn board(&self) -> PyResult<&Position> {
        self.board.as_ref().ok_or_else(|| {
            errors::raise(
                ErrorKind::IllegalPosition,
                "both kings are in check: no position is built from such a board",
            )
        })
    }
}

/// Whether a position is refused only because the side not to move is in check.
fn only_opposite_check(error: &PositionError) -> bool {
    error
        .reasons()
        .iter()
        .all(|reason| matches!(reason, PositionErrorKind::OppositeCheck(_)))
}

/// The board after `moves` from `fen` (in 960 mode when `chess960`). Without moves the FEN
/// may have the side not to move in check; moves are played only from a playable position.
pub(super) fn standing(fen: &str, moves: &[String], chess960: bool) -> PyResult<Standing> {
    if !moves.is_empty() {
        let replay = replay(fen, moves, chess960)?;
        return Ok(Standing {
            in_check: replay.is_check(),
            board: Some(*replay.position()),
        });
    }
    let error = match Replay::load(fen) {
        Ok(replay) => {
            return Ok(Standing {
                in_check: replay.is_check(),
                board: Some(*replay.position()),
            })
        }
        Err(FenError::Position(error)) if only_opposite_check(&error) => error,
        Err(error) => return Err(fen_error(error)),
    };
    // The same board with the other side to move (and no rights) is playable exactly when
    // the side to move of the FEN is not in check.
    let mut swapped = read_fen(fen).map_err(|e| fen_error(e.into()))?;
    swapped.turn = !swapped.turn;
    swapped.castling_rights = Bitboard::EMPTY;
    swapped.ep_square = None;
    match Position::from_setup(&swapped) {
        Ok(position) => Ok(Standing {
            in_check: false,
            board: Some(position),
        }),
        Err(again) if only_opposite_check(&again) => Ok(Standing {
            in_check: true,
            board: None,
        }),
        Err(_) => Err(fen_error(error.into())),
    }
}

/// Defines a function of pyffish's signature `(variant, fen, moves, chess960=False)` that
/// answers from the board after `moves` from `fen`: `$standing` names the [`Standing`] in its
/// body. ValueError for a bad FEN or a move that is not legal; another variant is forwarded.
macro_rules! on_the_board {
    ($(#[$doc:meta])* fn $name:ident($standing:ident) -> $answer:ty $body:block) => {
        $(#[$doc])*
        #[pyfunction]
        #[pyo3(
            signature = (variant, fen, moves, chess960 = $crate::pyffish::variants::Flag(false)),
            text_signature = "(variant, fen, moves, chess960=False)"
        )]
        pub(super) fn $name(
            variant: &str,
            fen: &str,
            moves: Vec<String>,
            chess960: $crate::pyffish::variants::Flag,
        ) -> PyResult<$crate::pyffish::forwarding::Answer<$answer>> {
            let Some(mode) = $crate::pyffish::variants::mode(variant, &chess960) else {
                let args = (variant, fen, moves, chess960.0);
                return $crate::pyffish::forwarding::forward(stringify!($name), variant, args);
            };
            let $standing = $crate::pyffish::board::standing(fen, &moves, mode)?;
            let answer: PyResult<$answer> = $body;
            answer.map($crate::pyffish::forwarding::Answer::Ours)
        }
    };
}
pub(super) use on_the_board;
