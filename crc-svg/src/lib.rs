//! SVG diagrams of Capablanca Random Chess positions (10 × 8, with the Archbishop and the
//! Chancellor), drawn with this project's own piece set.
//!
//! ```
//! use crc_rules_core::{Setup, Square};
//! use crc_rules_svg::{Arrow, Options, Size};
//!
//! let setup: Setup = "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1"
//!     .parse()?;
//! let options = Options {
//!     size: Some(Size::new(400)?),
//!     arrows: vec!["Gf1h3".parse()?, Arrow::new(Square::E2, Square::E4)],
//!     ..Options::default()
//! };
//! let svg: String = crc_rules_svg::board(&setup.board, &options);
//! assert!(svg.contains(r#"class="piece white chancellor" data-square="h1""#));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! - [`board`] draws a board with [`Options`]: size, orientation, coordinates, the last
//!   move, the checked king, filled squares, arrows and [`Colors`] (python-chess's
//!   `chess.svg.board` options where it has them).
//! - [`piece`] gives one piece as a standalone SVG document, for a page that draws its own
//!   board.
//!
//! This crate knows where pieces stand, not how they move: it depends on `crc-rules-core` alone.
//! Whoever knows more says so in the options: the last move, the checked king's square.
//! Every value of the options is valid by construction (a [`Size`] in range, squares on
//! the board, [`Rgb`] colours), so drawing cannot fail; the errors are those of reading
//! text and numbers into them: [`ParseRgbError`], [`ParseArrowError`], [`SizeError`],
//! [`UnknownColorName`].
#![deny(missing_docs)]
#![forbid(unsafe_code)]

mod board;
mod glyphs;
mod options;
mod pieces;
mod rgb;

pub use board::board;
pub use options::{
    Arrow, ArrowColor, Colors, Options, ParseArrowError, Size, SizeError, UnknownColorName,
    ARROW_OPACITY,
};
pub use pieces::piece;
pub use rgb::{ParseRgbError, Rgb};
