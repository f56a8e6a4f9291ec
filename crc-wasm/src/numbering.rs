//! Scharnagl's numbering of the 48,000 start arrangements, start FENs and rule sets.

use crc_rules_core::{Arrangement, ErrorKind, RuleSet, SetupNumberError};
use wasm_bindgen::prelude::*;

use crc_wasm_errors as errors;

/// A start number given as a JS number: a whole number from 1 to 48000.
///
/// # Errors
/// `InvalidStartError` for anything else (a fraction, NaN, a number out of range).
pub fn number_arg(number: f64) -> Result<u32, JsValue> {
    if number.fract() == 0.0 && (1.0..=48_000.0).contains(&number) {
        Ok(number as u32)
    } else if number.fract() == 0.0 && number.abs() <= f64::from(u32::MAX) {
        Err(errors::thrown(SetupNumberError(number.abs() as u32)))
    } else {
        // Not formatted: float formatting would add 5 KB to the module.
        Err(errors::raise(
            ErrorKind::InvalidNumber,
            "a start number must be a whole number from 1 to 48000",
        ))
    }
}

/// A rule set by its name: `basic`, `protected`, `crc` or `crc2006`.
///
/// # Errors
/// `InvalidStartError` for another name.
pub fn rule_set_arg(name: &str) -> Result<RuleSet, JsValue> {
    name.parse().map_err(errors::thrown)
}

/// The arrangement of start number `number` as its ten white pieces from a to j:
/// `RNBQCKABNR` for 25933.
///
/// # Errors
/// `InvalidStartError` outside 1..48000.
#[wasm_bindgen]
pub fn arrangement(number: f64) -> Result<String, JsValue> {
    Ok(Arrangement::from_number(number_arg(number)?)
        .map_err(errors::thrown)?
        .to_string())
}

/// The start number of `arrangement` (ten piece letters, either case).
///
/// # Errors
/// `InvalidStartError` for text that is not one of the 48,000 arrangements.
#[wasm_bindgen]
pub fn number(arrangement: &str) -> Result<u32, JsValue> {
    arrangement
        .to_ascii_uppercase()
        .parse::<Arrangement>()
        .map(|a| a.number())
        .map_err(errors::thrown)
}

/// The X-FEN of start number `number`.
///
/// # Errors
/// `InvalidStartError` outside 1..48000.
#[wasm_bindgen(js_name = startFen)]
pub fn start_fen(number: f64) -> Result<String, JsValue> {
    Ok(Arrangement::from_number(number_arg(number)?)
        .map_err(errors::thrown)?
        .to_setup()
        .to_fen())
}

/// How many start numbers rule set `name` holds.
///
/// # Errors
/// `InvalidStartError` for an unknown rule set.
#[wasm_bindgen(js_name = ruleSetCount)]
pub fn rule_set_count(name: &str) -> Result<u32, JsValue> {
    Ok(rule_set_arg(name)?.count() as u32)
}

/// Whether rule set `name` holds start number `number` (false for any number that is not a
/// start number).
///
/// # Errors
/// `InvalidStartError` for an unknown rule set.
#[wasm_bindgen(js_name = ruleSetContains)]
pub fn rule_set_contains(name: &str, number: f64) -> Result<bool, JsValue> {
    let rules = rule_set_arg(name)?;
    Ok(number_arg(number).is_ok_and(|n| rules.contains(n)))
}

/// The start number drawn uniformly from rule set `name` with seed `seed`: the same on every
/// platform and at every door (`crc_rules_core::number_from_seed`).
///
/// # Errors
/// `InvalidStartError` for an unknown rule set.
#[wasm_bindgen(js_name = ruleSetRandom)]
pub fn rule_set_random(name: &str, seed: u64) -> Result<u32, JsValue> {
    Ok(crc_rules_core::number_from_seed(seed, rule_set_arg(name)?))
}

/// Every start number of rule set `name`, in increasing order.
///
/// # Errors
/// `InvalidStartError` for an unknown rule set.
#[wasm_bindgen(js_name = ruleSetNumbers)]
pub fn rule_set_numbers(name: &str) -> Result<Vec<u32>, JsValue> {
    Ok(rule_set_arg(name)?.numbers().collect())
}

/// The names of the rule sets that hold start number `number`, widest first.
///
/// # Errors
/// `InvalidStartError` outside 1..48000.
#[wasm_bindgen(js_name = ruleSetsOf)]
pub fn rule_sets_of(number: f64) -> Result<Vec<String>, JsValue> {
    let number = number_arg(number)?;
    Ok(RuleSet::ALL
        .into_iter()
        .filter(|rules| rules.contains(number))
        .map(|rules| rules.name().to_owned())
        .collect())
}
