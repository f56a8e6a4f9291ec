//! Rust errors as thrown JS `Error`s, for both WebAssembly modules of the npm package
//! crc-rules (the rules and `crc-rules/svg`): the error's kind picks `name` in one table
//! (`name_of`), `kind` is the kind's snake_case name, the same at every door, and
//! `message` carries the Rust error's whole reason.
#![deny(missing_docs)]

use std::fmt::Display;

use crc_rules_core::{ErrorKind, HasErrorKind};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

/// The JS name of each kind of error: the one place where JS classifies an error. `None`
/// for a kind this table does not know yet (a unit test checks that it knows every kind).
///
/// `NothingToUndoError` is thrown by no call of the chess.js-style API: `undo` answers
/// `undefined` there, as chess.js answers `null`.
fn name_of(kind: ErrorKind) -> Option<&'static str> {
    Some(match kind {
        ErrorKind::InvalidFen => "InvalidFenError",
        ErrorKind::IllegalPosition => "InvalidFenError",
        ErrorKind::InvalidNumber => "InvalidStartError",
        ErrorKind::InvalidArrangement => "InvalidStartError",
        ErrorKind::InvalidRuleSet => "InvalidStartError",
        ErrorKind::InvalidSquare => "InvalidSquareError",
        ErrorKind::InvalidMove => "InvalidMoveError",
        ErrorKind::IllegalMove => "IllegalMoveError",
        ErrorKind::AmbiguousMove => "AmbiguousMoveError",
        ErrorKind::PromotionRequired => "PromotionRequiredError",
        ErrorKind::GameOver => "GameOverError",
        ErrorKind::NoClaim => "ClaimError",
        ErrorKind::NothingToUndo => "NothingToUndoError",
        ErrorKind::InvalidPgn => "InvalidPgnError",
        ErrorKind::InvalidTag => "InvalidTagError",
        ErrorKind::UnknownVariant => "UnknownVariantError",
        ErrorKind::UnsupportedNotation => "UnsupportedNotationError",
        ErrorKind::InvalidArgument => "InvalidArgumentError",
        ErrorKind::Io => "IoError",
        _ => return None,
    })
}

/// The JS `Error` of `kind` with `message`: `name` from `name_of` (`Error` for a kind it
/// misses, a bug of this module) and `kind` the kind's name.
pub fn raise(kind: ErrorKind, message: &str) -> JsValue {
    let thrown = js_sys::Error::new(message);
    thrown.set_name(name_of(kind).unwrap_or("Error"));
    thrown.unchecked_ref::<KindedError>().set_kind(kind.name());
    thrown.into()
}

#[wasm_bindgen]
extern "C" {
    /// A JS `Error` given a `kind` property, as `raise` gives every error of a kind.
    #[wasm_bindgen(extends = js_sys::Error)]
    type KindedError;

    /// Sets `kind`: one call with the text, where `Reflect.set` would take three values.
    #[wasm_bindgen(method, setter = kind)]
    fn set_kind(this: &KindedError, kind: &str);
}

/// A Rust error as the JS `Error` of its kind, with its whole message.
pub fn thrown(error: impl HasErrorKind + Display) -> JsValue {
    raise(error.kind(), &error.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_kind_has_a_js_error_name() {
        for &kind in ErrorKind::ALL {
            let name = name_of(kind).unwrap_or_else(|| panic!("{kind:?} has no JS error name"));
            assert!(name.ends_with("Error"), "{kind:?}: {name}");
        }
    }
}
