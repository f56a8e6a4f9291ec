//! `crc_position_svg`: a position's diagram as SVG text, drawn by crc-rules-svg.

use std::ffi::c_char;

use crc_rules_movegen::Position;
use crc_rules_svg::{Arrow, ArrowColor, Colors, Options, Rgb, Size};

use crate::boundary::{answer_text, borrow_optional, borrow_slice, boundary_or};
use crate::position::crc_position;
use crate::status::*;
use crate::types::square_from_c;

/// No square: `last_from` and `last_to` of a diagram without a last move.
pub const CRC_NO_SQUARE: u8 = 255;

/// An arrow of a diagram, from the centre of one square to the centre of another (a ring
/// round the square when `from == to`), drawn over the pieces at 80 % opacity.
#[allow(non_camel_case_types)]
#[repr(C)]
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct crc_svg_arrow {
    /// The tail's square (0..79).
    pub from: u8,
    /// The head's square (0..79).
    pub to: u8,
    /// The colour, `0xRRGGBB`.
    pub rgb: u32,
}

/// What `crc_position_svg` draws besides the pieces. Start from
/// `crc_svg_options_default()` and change what you need.
#[allow(non_camel_case_types)]
#[repr(C)]
#[derive(Copy, Clone, Debug)]
pub struct crc_svg_options {
    /// The width in px (16..16384); the height follows the 10 × 8 board.
    pub size: u32,
    /// Black at the bottom.
    pub flipped: bool,
    /// The files' letters and ranks' digits in a frame round the board.
    pub coordinates: bool,
    /// The last move's first square, highlighted, or `CRC_NO_SQUARE` (then `last_to` too).
    pub last_from: u8,
    /// The last move's second square, or `CRC_NO_SQUARE`.
    pub last_to: u8,
    /// Mark the king of the side to move with a red glow when it is in check.
    pub mark_check: bool,
    /// The light squares' colour, `0xRRGGBB`.
    pub light: u32,
    /// The dark squares' colour, `0xRRGGBB`.
    pub dark: u32,
    /// `arrow_count` arrows (NULL when there are none).
    pub arrows: *const crc_svg_arrow,
    /// The number of `arrows`.
    pub arrow_count: usize,
    /// `marked_count` squares (0..79) filled in a colour of their own (NULL when there are
    /// none).
    pub marked: *const u8,
    /// The number of `marked` squares.
    pub marked_count: usize,
}

/// `crc_svg_options_default()`.
const DEFAULT_OPTIONS: crc_svg_options = crc_svg_options {
    size: 400,
    flipped: false,
    coordinates: true,
    last_from: CRC_NO_SQUARE,
    last_to: CRC_NO_SQUARE,
    mark_check: true,
    light: Colors::DEFAULT.light.to_u32(),
    dark: Colors::DEFAULT.dark.to_u32(),
    arrows: std::ptr::null(),
    arrow_count: 0,
    marked: std::ptr::null(),
    marked_count: 0,
};

/// The default options: 400 px wide, White at the bottom, coordinates on, no last move,
/// the king marked when in check, the library's square colours, no arrows, nothing marked.
#[no_mangle]
pub extern "C" fn crc_svg_options_default() -> crc_svg_options {
    boundary_or(DEFAULT_OPTIONS, || DEFAULT_OPTIONS)
}

/// Writes into `buf` the SVG diagram of `position` (UTF-8, well-formed XML in the SVG
/// namespace, self-contained), with `options` (NULL for `crc_svg_options_default()`).
/// Each piece is an element of class `piece <colour> <role>` with its square in
/// `data-square`. A full board takes about 23 KB: ask with `len` 0 for the exact size.
///
/// `CRC_OUT_OF_RANGE` for a size outside 16..16384, a colour above `0xffffff`, a square
/// above 79, or a last move with only one of its squares; `CRC_NULL_ARGUMENT` for a NULL
/// list with a non-zero count. Nothing is written then.
///
/// # Safety
/// `position` is NULL or a live handle; `options` is NULL or valid for one
/// `crc_svg_options`, whose `arrows` and `marked` are NULL or valid for their counts; `buf`
/// is valid for `len` bytes (NULL allowed when `len` is 0); `written` is NULL or valid for
/// one `size_t`.
#[no_mangle]
pub unsafe extern "C" fn crc_position_svg(
    position: *const crc_position,
    options: *const crc_svg_options,
    buf: *mut c_char,
    len: usize,
    written: *mut usize,
) -> crc_status {
    let draw = |handle: &crc_position| {
        let position = &handle.inner;
        // SAFETY: `options` and its lists as documented.
        let options = unsafe { options_from_c(borrow_optional(options), position)? };
        Ok(crc_rules_svg::board(position.board(), &options))
    };
    // SAFETY: `position`, `buf` and `written` as documented.
    unsafe { answer_text(position, buf, len, written, draw) }
}

/// The options of `c` (the defaults when it is `None`) for a diagram of `position`.
///
/// # Safety
/// `c`'s `arrows` and `marked` are NULL or valid for their counts.
unsafe fn options_from_c(
    c: Option<&crc_svg_options>,
    position: &Position,
) -> Result<Options, Failure> {
    let c = c.copied().unwrap_or(DEFAULT_OPTIONS);
    // SAFETY: by the caller's contract.
    let (arrows, marked) = unsafe {
        (borrow_slice(c.arrows, c.arrow_count)?, borrow_slice(c.marked, c.marked_count)?)
    };
    let size = Size::new(c.size).map_err(|e| Failure::new(CRC_OUT_OF_RANGE, e.to_string()))?;
    let last_move = match (c.last_from, c.last_to) {
        (CRC_NO_SQUARE, CRC_NO_SQUARE) => None,
        (CRC_NO_SQUARE, _) | (_, CRC_NO_SQUARE) => {
            return Err(Failure::new(
                CRC_OUT_OF_RANGE,
                "a last move needs both squares: set last_from and last_to, or both to \
                 CRC_NO_SQUARE",
            ))
        }
        (from, to) => Some((square_from_c(from)?, square_from_c(to)?)),
    };
    let colors = Colors {
        light: rgb_from_c(c.light, "light")?,
        dark: rgb_from_c(c.dark, "dark")?,
        ..Colors::default()
    };
    let arrows = arrows
        .iter()
        .map(|a| {
            Ok(Arrow {
                tail: square_from_c(a.from)?,
                head: square_from_c(a.to)?,
                color: ArrowColor::Rgb(rgb_from_c(a.rgb, "an arrow's rgb")?),
            })
        })
        .collect::<Result<_, Failure>>()?;
    let fill = marked
        .iter()
        .map(|&square| Ok((square_from_c(square)?, colors.fill)))
        .collect::<Result<_, Failure>>()?;
    Ok(Options {
        size: Some(size),
        flipped: c.flipped,
        coordinates: c.coordinates,
        last_move,
        check: c.mark_check.then(|| position.checked_king()).flatten(),
        fill,
        arrows,
        colors,
    })
}

/// A colour `0xRRGGBB`; `CRC_OUT_OF_RANGE` above `0xffffff`, naming `what`.
fn rgb_from_c(rgb: u32, what: &str) -> Result<Rgb, Failure> {
    Rgb::from_u32(rgb).ok_or_else(|| {
        Failure::new(
            CRC_OUT_OF_RANGE,
            format!("{what} colour {rgb:#x} is above 0xffffff: colours are 0xRRGGBB"),
        )
    })
}
