//! `crc_rules`: the rules of Capablanca Random Chess for Python, on the `crc` crates.
//!
//! This crate is the native module `crc_rules._crc_rules`; the Python package `crc_rules`
//! (in `python/`) re-exports it with type stubs. It is built by maturin (`pip install
//! ./crc-py`); plain `cargo build` also builds it, without linking libpython, because the
//! workspace's `.cargo/config.toml` sets `PYO3_BUILD_EXTENSION_MODULE`.
//!
//! - [`position`]: squares, pieces, `Move` and the immutable `Position`.
//! - [`game`]: the mutable `Game` with SAN, outcomes, claims and PGN.
//! - [`numbering`]: Scharnagl numbers, arrangements, start FENs and rule sets.
//! - [`svg`]: diagrams (`crc_rules.svg.board`, `Arrow`) and `_repr_svg_` for Jupyter.
//! - [`pyffish`]: `crc_rules.pyffish`, the functions of Fairy-Stockfish's `pyffish` that a
//!   CRC server calls, with pyffish's signatures and conventions.
#![forbid(unsafe_code)]

use pyo3::create_exception;
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;

mod errors;
mod game;
mod numbering;
mod position;
mod pyffish;
mod svg;

create_exception!(
    crc_rules,
    CrcError,
    PyValueError,
    "The base of every error crc_rules raises; a ValueError."
);
create_exception!(
    crc_rules,
    InvalidFenError,
    CrcError,
    "A FEN that cannot be read or describes no playable position."
);
create_exception!(
    crc_rules,
    InvalidMoveError,
    CrcError,
    "Text that is no move in any accepted notation."
);
create_exception!(
    crc_rules,
    IllegalMoveError,
    CrcError,
    "A move that is not legal in the position (the reason is in the message)."
);
create_exception!(
    crc_rules,
    AmbiguousMoveError,
    CrcError,
    "SAN that more than one legal move matches (the candidates are in the message)."
);
create_exception!(
    crc_rules,
    GameOverError,
    CrcError,
    "A move, claim, resignation or agreement after the game has ended."
);
create_exception!(
    crc_rules,
    ClaimError,
    CrcError,
    "A draw claim when no draw can be claimed."
);
create_exception!(
    crc_rules,
    InvalidPgnError,
    CrcError,
    "A PGN that cannot be read; nothing of it is imported."
);
create_exception!(
    crc_rules,
    InvalidStartError,
    CrcError,
    "A start number outside 1..48000, an arrangement that is not one of the 48,000, or an \
     unknown rule set."
);

/// The native module `crc_rules._crc_rules`.
#[pymodule]
fn _crc_rules(m: &Bound<'_, PyModule>) -> PyResult<()> {
    let py = m.py();
    m.add("__version__", env!("CARGO_PKG_VERSION"))?;
    m.add("CrcError", py.get_type::<CrcError>())?;
    m.add("InvalidFenError", py.get_type::<InvalidFenError>())?;
    m.add("InvalidMoveError", py.get_type::<InvalidMoveError>())?;
    m.add("IllegalMoveError", py.get_type::<IllegalMoveError>())?;
    m.add("AmbiguousMoveError", py.get_type::<AmbiguousMoveError>())?;
    m.add("GameOverError", py.get_type::<GameOverError>())?;
    m.add("ClaimError", py.get_type::<ClaimError>())?;
    m.add("InvalidPgnError", py.get_type::<InvalidPgnError>())?;
    m.add("InvalidStartError", py.get_type::<InvalidStartError>())?;
    position::register(m)?;
    numbering::register(m)?;
    game::register(m)?;
    svg::register(m)?;
    let sf = PyModule::new(py, "pyffish")?;
    pyffish::register(&sf)?;
    m.add_submodule(&sf)?;
    Ok(())
}
