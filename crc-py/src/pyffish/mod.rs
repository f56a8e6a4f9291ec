//! `crc_rules.pyffish`: the functions of Fairy-Stockfish's Python binding `pyffish` (0.0.90)
//! that a CRC server calls, with pyffish's signatures and return conventions, for the
//! variants `caparandom` and `capablanca`.
//!
//! Fairy-Stockfish's conventions are kept where they differ from X-FEN and from the rest of
//! this package:
//! - "960 mode" is variant `caparandom`, or `capablanca` with `chess960` true. There castling
//!   is written king takes own rook (`f1j1`) and FEN castling rights as file letters (`JAja`);
//!   otherwise castling is written as the king's destination (`f1i1`; king takes rook where
//!   an ordinary king move goes to that square too) and rights as `KQkq`.
//! - The FEN's en-passant square is written after every double step that an enemy pawn
//!   attacks, whether or not the capture is legal (X-FEN writes it only when it is legal).
//! - Draws that end a game automatically under FIDE-style rules (fivefold repetition, the
//!   75-move rule) and insufficient material are not game ends: `is_optional_game_end`
//!   reports threefold repetition and the fifty-move rule (which they imply),
//!   `has_insufficient_material` reports material per side, and `is_immediate_game_end` is
//!   never true in these variants.
//! - `game_result` is `-VALUE_MATE` when the side to move is in check and `VALUE_DRAW`
//!   otherwise: the checkmate or stalemate value, meaningful when no legal move is left.
//!
//! Calls about any other variant are handed to pyffish itself when it is installed
//! ([`forwarding`]). Where the answer cannot be the same, this module raises instead (see the
//! package README).
//!
//! Every convention is `crc_rules_fairy`'s, which crc-rules/ffish shares: this module maps
//! its answers and errors to pyffish's signatures and decides nothing itself. The parts,
//! each one idea, from the bottom up: [`variants`] (which variants, pyffish's flags) and
//! [`forwarding`] (the others), [`replay`] (the position after a FEN and moves, which every
//! question starts from, and its errors) and [`board`] (what the board alone says, also
//! where no game reaches it), then the questions: [`questions`] (moves, FEN, check,
//! capture), [`notation`] (SAN and LAN), [`game_end`] (results, claims, material) and
//! [`validation`] (`validate_fen`, Fairy-Stockfish's check of the text). The Python module
//! `crc_rules.pyffish` (`python/crc_rules/pyffish.py`) adds pyffish's `error`, the calls
//! that need no rules (`version`, `set_option`), those only pyffish has, and `install`;
//! `python/crc_rules/_forwarding.py` finds the real pyffish.

mod board;
mod forwarding;
mod game_end;
mod notation;
mod questions;
mod replay;
mod validation;
mod variants;

/// The native part of ``crc_rules.pyffish``: pyffish's functions that need the rules.
#[pyo3::pymodule(name = "pyffish", submodule)]
pub(crate) mod module {
    #[pymodule_export]
    use super::game_end::{
        game_result, has_insufficient_material, is_immediate_game_end, is_optional_game_end,
    };
    #[pymodule_export]
    use super::notation::{get_san, get_san_moves};
    #[pymodule_export]
    use super::questions::{get_fen, gives_check, is_capture, legal_moves};
    #[pymodule_export]
    use super::validation::validate_fen;
    #[pymodule_export]
    use super::variants::{captures_to_hand, start_fen, two_boards, variants};

    /// The engine options pyffish's ``set_option`` knows (``crc_rules_fairy::OPTIONS``, which
    /// crc-rules/ffish's ``setOption`` knows too); none of them changes these rules.
    #[pyo3::pyfunction]
    fn option_names() -> Vec<&'static str> {
        crc_rules_fairy::OPTIONS.to_vec()
    }

    /// A line about this module, in place of Fairy-Stockfish's engine banner; ``others``, the
    /// banner of the pyffish that answers the other variants, when one does.
    #[pyo3::pyfunction]
    #[pyo3(signature = (others = None))]
    fn info(others: Option<&str>) -> String {
        crc_rules_fairy::info(others)
    }

    /// pyffish's constants, from `crc_rules_fairy`: ``VALUE_MATE``, ``VALUE_DRAW``,
    /// ``FEN_OK``, ``FEN_INVALID_PROMOTED_PIECE`` and the ``NOTATION_`` numbers.
    #[pymodule_init]
    fn init(m: &pyo3::Bound<'_, pyo3::types::PyModule>) -> pyo3::PyResult<()> {
        use pyo3::types::PyModuleMethods;
        m.add("VALUE_MATE", crc_rules_fairy::VALUE_MATE)?;
        m.add("VALUE_DRAW", crc_rules_fairy::VALUE_DRAW)?;
        m.add("FEN_OK", crc_rules_fairy::FEN_OK)?;
        m.add(
            "FEN_INVALID_PROMOTED_PIECE",
            crc_rules_fairy::FEN_INVALID_PROMOTED_PIECE,
        )?;
        for (name, value) in crc_rules_fairy::NOTATIONS {
            m.add(format!("NOTATION_{name}"), value)?;
        }
        Ok(())
    }
}
