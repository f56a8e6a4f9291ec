//! The diagrams of the npm package crc-rules (`crc-rules/svg`), from the crc-rules-svg crate:
//! `boardSvg`, a board as an SVG document, and `pieceSvg`, one piece's drawing (this
//! project's own piece set) for a page that draws its own board. A WebAssembly module of
//! its own beside crc-wasm's, built by `scripts/build-wasm.sh`; errors are thrown through
//! crc-wasm-errors, named by their kind as crc-wasm's are.
#![deny(missing_docs)]
#![forbid(unsafe_code)]

use std::fmt::Display;

use crc_rules_core::{parse_placement, ErrorKind, Piece, Square};
use crc_rules_svg::{Arrow, Colors, Options, Size};
use crc_wasm_errors as errors;
use wasm_bindgen::prelude::*;

fn square_arg(text: &str) -> Result<Square, JsValue> {
    text.parse().map_err(errors::thrown)
}

/// The error for an option crc-rules-svg cannot take: `InvalidArgumentError` with its reason.
fn option_error(reason: impl Display) -> JsValue {
    errors::raise(ErrorKind::InvalidArgument, &reason.to_string())
}

/// One piece as a standalone SVG document (`viewBox="0 0 100 100"`, no width or height):
/// `letter` is its FEN letter, upper case for White (`A`, the white archbishop).
///
/// # Errors
/// `InvalidArgumentError` for a letter that names no piece.
#[wasm_bindgen(js_name = pieceSvg)]
pub fn piece_svg(letter: char) -> Result<String, JsValue> {
    let piece = Piece::from_char(letter).ok_or_else(|| {
        option_error(format!(
            "'{letter}' is not a piece letter (PNBRACQK pnbracqk)"
        ))
    })?;
    Ok(crc_rules_svg::piece(piece).to_owned())
}

/// The SVG diagram of the placement of `fen` (a FEN, or its first field alone) with crc-rules-svg's
/// options: `size` in px (none: it scales), `flipped`, `coordinates`, `last_move` (`e2e4`),
/// `check` (a king's square), `arrows` (`Gf1h3`, `e2e4`), `fill` and `colors` as name,
/// colour, name, colour, … (squares, or crc-rules-svg's colour names such as `square light`;
/// colours `#rrggbb`).
///
/// # Errors
/// `InvalidFenError` for a placement that cannot be read, `InvalidSquareError` for a square,
/// `InvalidArgumentError` for any other option out of range.
#[wasm_bindgen(js_name = boardSvg)]
#[allow(clippy::too_many_arguments)]
pub fn board_svg(
    fen: &str,
    size: Option<u32>,
    flipped: bool,
    coordinates: bool,
    last_move: Option<String>,
    check: Option<String>,
    arrows: Vec<String>,
    fill: Vec<String>,
    colors: Vec<String>,
) -> Result<String, JsValue> {
    let placement = fen.split_whitespace().next().unwrap_or("");
    let board = parse_placement(placement).map_err(errors::thrown)?;
    let last_move = match last_move.as_deref() {
        // Both squares' names have two characters on this board.
        Some(text) if text.len() == 4 && text.is_ascii() => {
            Some((square_arg(&text[..2])?, square_arg(&text[2..])?))
        }
        Some(text) => {
            return Err(option_error(format!(
                "last move '{text}' is not two squares"
            )))
        }
        None => None,
    };
    let mut palette = Colors::default();
    for pair in colors.chunks(2) {
        let [name, color] = pair else {
            return Err(option_error("colors come in pairs: name, colour"));
        };
        palette
            .set(name, color.parse().map_err(option_error)?)
            .map_err(option_error)?;
    }
    let mut filled = std::collections::BTreeMap::new();
    for pair in fill.chunks(2) {
        let [square, color] = pair else {
            return Err(option_error("fill comes in pairs: square, colour"));
        };
        filled.insert(square_arg(square)?, color.parse().map_err(option_error)?);
    }
    let options = Options {
        size: size.map(Size::new).transpose().map_err(option_error)?,
        flipped,
        coordinates,
        last_move,
        check: check.as_deref().map(square_arg).transpose()?,
        fill: filled,
        arrows: arrows
            .iter()
            .map(|text| text.parse::<Arrow>().map_err(option_error))
            .collect::<Result<_, _>>()?,
        colors: palette,
    };
    Ok(crc_rules_svg::board(&board, &options))
}
