//! Rust errors as thrown JS `Error`s: `name` says the kind (`InvalidFenError`,
//! `IllegalMoveError`, …) and `message` carries the Rust error's whole reason.

use std::fmt::Display;

use crc_rules_core::{
    ParseArrangementError, ParseRuleSetError, ParseSquareError, SetupNumberError,
};
use crc_rules_fairy::{UnknownVariantError, UnsupportedNotationError};
use crc_rules_game::{PgnError, PlayError, SanError, TagError};
use crc_rules_movegen::{FenError, ParseMoveError};
use wasm_bindgen::JsValue;

/// A JS `Error` named `name` with `message`.
pub fn error(name: &str, message: impl Display) -> JsValue {
    let error = js_sys::Error::new(&message.to_string());
    error.set_name(name);
    error.into()
}

/// Declares `pub fn NAME(error: TYPE) -> JsValue`, the JS Error named by the string for
/// every error of the type: one line each.
macro_rules! named_errors {
    ($($(#[$doc:meta])* $fn:ident($ty:ty) => $name:literal;)*) => {
        $(
            $(#[$doc])*
            pub fn $fn(error: $ty) -> JsValue {
                self::error($name, error)
            }
        )*
    };
}

named_errors! {
    /// `InvalidFenError`: a FEN that cannot be read or describes no playable position.
    fen(FenError) => "InvalidFenError";
    /// `InvalidStartError`: a start number outside 1..48000.
    number(SetupNumberError) => "InvalidStartError";
    /// `InvalidStartError`: text that is not one of the 48,000 arrangements.
    arrangement(ParseArrangementError) => "InvalidStartError";
    /// `InvalidStartError`: an unknown rule set.
    rule_set(ParseRuleSetError) => "InvalidStartError";
    /// `InvalidSquareError`: text that names no square of the 10x8 board.
    square(ParseSquareError) => "InvalidSquareError";
    /// `InvalidPgnError`: a PGN game that cannot be read.
    pgn(PgnError) => "InvalidPgnError";
    /// `InvalidTagError`: a PGN tag that cannot be set.
    tag(TagError) => "InvalidTagError";
    /// `UnknownVariantError`: a variant other than `capablanca` and `caparandom`.
    variant(UnknownVariantError) => "UnknownVariantError";
    /// `UnsupportedNotationError`: a notation that does not describe these variants.
    notation(UnsupportedNotationError) => "UnsupportedNotationError";
}

/// `InvalidMoveError` for text that is no move, `IllegalMoveError` for a move that is not
/// legal.
pub fn parse_move(error: ParseMoveError) -> JsValue {
    match error {
        ParseMoveError::Syntax(_) => self::error("InvalidMoveError", error),
        ParseMoveError::Illegal { .. } => self::error("IllegalMoveError", error),
    }
}

/// `InvalidMoveError`, `IllegalMoveError` or `AmbiguousMoveError` for SAN.
pub fn san(error: SanError) -> JsValue {
    match error {
        SanError::Syntax(_) => self::error("InvalidMoveError", error),
        SanError::Illegal { .. } => self::error("IllegalMoveError", error),
        SanError::Ambiguous { .. } => self::error("AmbiguousMoveError", error),
    }
}

/// The error of a move, claim, resignation or agreement the game refused: the move errors
/// above, `GameOverError` after the end, `ClaimError` when no draw can be claimed.
pub fn play(error: PlayError) -> JsValue {
    match error {
        PlayError::Coordinate(error) => parse_move(error),
        PlayError::San(error) => san(error),
        PlayError::Illegal(_) => self::error("IllegalMoveError", error),
        PlayError::GameOver(_) => self::error("GameOverError", error),
        PlayError::NoClaim => self::error("ClaimError", error),
    }
}
