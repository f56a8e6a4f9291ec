//! `validate_fen`: Fairy-Stockfish's own check of a FEN's text, code for code, for these
//! variants (`crc_rules_fairy::fen_code`, which crc-rules/ffish's `validateFen` shares). It
//! reads the fields in Fairy-Stockfish's order with Fairy-Stockfish's leniencies, on a board
//! of letters: it does not apply the rules, so a FEN it accepts may still describe a
//! position that no game reaches, which the questions about moves refuse.

use pyo3::prelude::*;

use super::forwarding::{forward, Answer};
use super::variants::{mode, Flag};

/// ``FEN_OK`` (1), or the negative code of the first field at fault, exactly as pyffish
/// 0.0.90 answers (0 for an empty text); for any other variant, pyffish's answer (see the
/// module's docstring).
///
/// The checks are Fairy-Stockfish's, made on the text: the characters and the shape of the
/// board, one king a side and not touching, the side ``w`` or ``b``, castling rights that
/// have their king on the back rank and a rook between it and that edge (outside 960 mode
/// the king on f1/f8 and the rook on a1/j1, a8/j8 as well), an en-passant field of a letter
/// and a digit, clocks of digits or ``-``. So ``FEN_OK`` does not promise a position a game
/// can reach (the side not to move may be in check, a pawn may stand on rank 1): the
/// questions about moves refuse those with ``InvalidFenError``.
#[pyfunction]
#[pyo3(
    signature = (fen, variant, chess960 = Flag(false)),
    text_signature = "(fen, variant, chess960=False)"
)]
pub(super) fn validate_fen(fen: &str, variant: &str, chess960: Flag) -> PyResult<Answer<i32>> {
    match mode(variant, &chess960) {
        Some(chess960) => Ok(Answer::Ours(crc_rules_fairy::fen_code(fen, chess960))),
        None => forward("validate_fen", variant, (fen, variant, chess960.0)),
    }
}
