//! The letters and digits of the board's coordinates, as stroked paths rather than text, so
//! that a diagram needs no font and looks the same in every renderer.
//!
//! Each glyph is drawn in a box 12 wide and 20 high (the baseline at y = 20; the tails of
//! `g` and `j` reach below it), to be stroked with round caps and joins.

use crc_rules_core::{File, Rank};

/// The width of a glyph's box.
pub(crate) const WIDTH: f64 = 12.0;
/// The height of a glyph's box, from the top of `b`, `d`, `f`, `h` and the digits to the
/// baseline.
pub(crate) const HEIGHT: f64 = 20.0;

/// The path of a file's letter, `a` to `j`.
pub(crate) fn file(file: File) -> &'static str {
    match file {
        File::A => "M10 8V20M2 14A4 6 0 0 1 10 14A4 6 0 0 1 2 14",
        File::B => "M2 0V20M2 14A4 6 0 0 1 10 14A4 6 0 0 1 2 14",
        File::C => "M10 9.5C8 7 2 7.5 2 14C2 20.5 8 21 10 18.5",
        File::D => "M10 0V20M2 14A4 6 0 0 1 10 14A4 6 0 0 1 2 14",
        File::E => "M2 14H10C10 7 2 7 2 14C2 20.5 8 21 10 18.5",
        File::F => "M10 1C6 -0.5 5 2 5 5V20M2 8H9",
        File::G => "M10 8V20C10 25 4 25 2 22.5M2 13A4 5 0 0 1 10 13A4 5 0 0 1 2 13",
        File::H => "M2 0V20M2 12C2 6 10 6 10 12V20",
        File::I => "M6 8V20M6 2.5V3",
        File::J => "M8 8V20C8 25 4 25 2 22.5M8 2.5V3",
    }
}

/// The path of a rank's digit, `1` to `8`.
pub(crate) fn rank(rank: Rank) -> &'static str {
    match rank {
        Rank::First => "M3 4L7 0V20M3 20H11",
        Rank::Second => "M2 5C2 -1 11 -1 11 5C11 10 2 14 2 20H11",
        Rank::Third => {
            "M2 2C6 -1 11 0 11 5C11 9 7 10 5 10C8 10 11.5 11.5 11.5 15C11.5 21 4 21 2 18"
        }
        Rank::Fourth => "M9 20V0L1.5 14H12",
        Rank::Fifth => "M11 0H3L2 9C6 7 11.5 8.5 11.5 14C11.5 21 4 21 2 18",
        Rank::Sixth => "M10 1C5 0 2 5 2 13C2 21 11 21 11 14C11 8 3 8 2 13",
        Rank::Seventh => "M1.5 0H11L5 20",
        Rank::Eighth => {
            "M6.5 10A4 5 0 1 1 6.5 0A4 5 0 1 1 6.5 10A5 5 0 1 0 6.5 20A5 5 0 1 0 6.5 10"
        }
    }
}
