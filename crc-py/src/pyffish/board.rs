//! The questions the board alone answers (whether the side to move is in check, what
//! material is left), which pyffish answers for every FEN it reads, also where no game
//! reaches the position: `crc_rules_fairy::Standing` decides that, and [`on_the_board`]
//! defines pyffish's functions that ask it.

use crc_rules_fairy::Standing;
use pyo3::prelude::*;

use super::replay::replay_error;

/// The board after `moves` from `fen` (in 960 mode when `chess960`): `crc_rules_fairy`'s
/// [`Standing`], which answers also where the side not to move of the FEN is in check.
pub(super) fn standing(fen: &str, moves: &[String], chess960: bool) -> PyResult<Standing> {
    Standing::of(fen, moves, chess960).map_err(replay_error)
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
