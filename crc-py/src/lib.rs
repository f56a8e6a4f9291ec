//! `crc_rules`: the rules of Capablanca Random Chess for Python, on the `crc` crates.
//!
//! This crate is the native module `crc_rules._crc_rules`; the Python package `crc_rules`
//! (in `python/`) re-exports it with type stubs. It is built by maturin (`pip install
//! ./crc-py`); plain `cargo build` also builds it, without linking libpython, because the
//! workspace's `.cargo/config.toml` sets `PYO3_BUILD_EXTENSION_MODULE`.
//!
//! - `vocabulary`: squares, colours, piece types and `Piece`; `moves`: `Move`, and the moves
//!   a call takes as a `Move` or as text; `position`: the immutable `Position`;
//!   `legal_moves`: `LegalMoveGenerator`, the `legal_moves` property of both.
//! - `game`: the mutable `Game` with SAN, outcomes, claims and PGN.
//! - `pgn`: `PgnGames`, the games of a PGN text, file or stream, one by one.
//! - `perft_table`: `PerftTable`, a perft table kept from count to count.
//! - `numbering`: Scharnagl numbers, arrangements, start FENs and rule sets.
//! - `svg`: diagrams (`crc_rules.svg.board`, `Arrow`); `diagram`: the `_repr_svg_` that
//!   Jupyter shows of a `Position` and a `Game`.
//! - `pyffish`: `crc_rules.pyffish`, the functions of Fairy-Stockfish's `pyffish` that a
//!   CRC server calls, with pyffish's signatures and conventions.
//! - `errors`: the exceptions, and the Rust errors as those exceptions.
#![forbid(unsafe_code)]

mod diagram;
mod errors;
mod game;
mod legal_moves;
mod moves;
mod numbering;
mod perft_table;
mod pgn;
mod pgn_tree;
mod position;
mod pyffish;
mod svg;
mod vocabulary;

/// The native module ``crc_rules._crc_rules``, which the package ``crc_rules`` re-exports.
#[pyo3::pymodule]
mod _crc_rules {
    use pyo3::prelude::*;

    /// The version of crc-rules, the crates' version.
    #[allow(non_upper_case_globals)]
    #[pymodule_export]
    const __version__: &str = env!("CARGO_PKG_VERSION");

    #[pymodule_export]
    use crate::errors::{
        _error, _error_classes, AmbiguousMoveError, ClaimError, CrcError, GameOverError,
        IllegalMoveError, InvalidFenError, InvalidMoveError, InvalidPgnError, InvalidSquareError,
        InvalidStartError, InvalidTagError, PromotionRequiredError,
    };
    #[pymodule_export]
    use crate::game::{PyGame, PyOutcome, PyTermination};
    #[pymodule_export]
    use crate::legal_moves::PyLegalMoveGenerator;
    #[pymodule_export]
    use crate::moves::PyMove;
    #[pymodule_export]
    use crate::numbering::{arrangement, number, rule_sets, start_fen, PyRuleSet};
    #[pymodule_export]
    use crate::perft_table::PyPerftTable;
    #[pymodule_export]
    use crate::pgn::PyPgnGames;
    #[pymodule_export]
    use crate::pgn_tree::PyGameTree;
    #[pymodule_export]
    use crate::position::PyPosition;
    #[pymodule_export]
    use crate::pyffish::module;
    #[pymodule_export]
    use crate::svg::{svg_board, PyArrow};
    #[pymodule_export]
    use crate::vocabulary::{
        parse_square, piece_name, piece_symbol, square, square_file, square_name, square_rank,
        PyPiece,
    };

    #[pymodule_init]
    fn init(m: &Bound<'_, PyModule>) -> PyResult<()> {
        crate::vocabulary::add_constants(m)
    }
}
