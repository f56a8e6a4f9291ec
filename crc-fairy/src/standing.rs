//! The questions the board alone answers, where pyffish answers them for every FEN it reads,
//! also where no game reaches the position: whether the side to move is in check, and what
//! material is left. A FEN whose only fault is that the side not to move is in check is
//! answered on the same board with the other side to move. A server asks exactly that:
//! pychess-variants swaps the side to move of a custom start and asks `gives_check`, to
//! refuse starts whose side not to move is in check.

use crc_rules_core::Bitboard;
use crc_rules_movegen::{FenError, Position, PositionError, PositionErrorKind};
use thiserror::Error;

use crate::fen::read_fen;
use crate::replay::{Replay, ReplayError};

/// What the board after a FEN and moves says.
pub struct Standing {
    /// Whether the side to move is in check.
    pub in_check: bool,
    /// A position with the same board (the other side may be to move in it), or `None` when
    /// both kings are in check, where no position can be built.
    board: Option<Position>,
}

/// A board with both kings in check, on which no position can be built.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Error)]
#[error("both kings are in check: no position is built from such a board")]
pub struct BothKingsInCheck;

crc_rules_core::error_kind_of!(BothKingsInCheck => IllegalPosition);

/// Whether a position is refused only because the side not to move is in check.
fn only_opposite_check(error: &PositionError) -> bool {
    error
        .reasons()
        .iter()
        .all(|reason| matches!(reason, PositionErrorKind::OppositeCheck(_)))
}

impl Standing {
    /// The board after `moves` from `fen` (in 960 mode when `chess960`). Without moves the
    /// FEN may have the side not to move in check; moves are played only from a playable
    /// position.
    ///
    /// # Errors
    /// [`ReplayError`] for a FEN that is no position for another reason, or a move of the
    /// list that names no legal move.
    ///
    /// ```
    /// use crc_rules_fairy::Standing;
    /// // White to move, Black's king in check: no game reaches it, pyffish answers all the same.
    /// let standing = Standing::of("4k5/10/10/10/10/10/10/R3K5 w - - 0 1", &[] as &[&str], false)?;
    /// assert!(!standing.in_check);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn of<S: AsRef<str>>(
        fen: &str,
        moves: &[S],
        chess960: bool,
    ) -> Result<Standing, ReplayError> {
        if !moves.is_empty() {
            let replay = Replay::new(fen, moves, chess960)?;
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
            Err(error) => return Err(ReplayError::Fen(error)),
        };
        // The same board with the other side to move (and no rights) is playable exactly when
        // the side to move of the FEN is not in check.
        let mut swapped = read_fen(fen).map_err(|e| ReplayError::Fen(e.into()))?;
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
            Err(_) => Err(ReplayError::Fen(error.into())),
        }
    }

    /// The position on this board, for the questions that need one.
    ///
    /// # Errors
    /// [`BothKingsInCheck`] when both kings are in check.
    pub fn board(&self) -> Result<&Position, BothKingsInCheck> {
        self.board.as_ref().ok_or(BothKingsInCheck)
    }
}
