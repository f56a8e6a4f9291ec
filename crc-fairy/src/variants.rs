//! The variants played here, as Fairy-Stockfish names them, and the conventions each one
//! selects: its "960 mode", where castling is king takes own rook and FEN castling rights are
//! file letters.

use crc_rules_core::CAPABLANCA_FEN;
use thiserror::Error;

/// The variants played here, as Fairy-Stockfish names them.
pub const VARIANTS: [&str; 2] = ["capablanca", "caparandom"];

/// The start FEN of both variants in Fairy-Stockfish: the Capablanca array.
pub const START_FEN: &str = CAPABLANCA_FEN;

/// A variant other than those played here ([`VARIANTS`]).
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("unknown variant '{0}': only capablanca and caparandom are played here")]
pub struct UnknownVariantError(pub String);

/// Whether Fairy-Stockfish's 960 conventions apply to `variant` with flag `chess960`.
///
/// # Errors
/// [`UnknownVariantError`] for a variant other than `capablanca` and `caparandom`.
///
/// ```
/// use crc_rules_fairy::chess960_mode;
/// assert_eq!(chess960_mode("caparandom", false), Ok(true));
/// assert_eq!(chess960_mode("capablanca", false), Ok(false));
/// assert!(chess960_mode("chess", true).is_err());
/// ```
pub fn chess960_mode(variant: &str, chess960: bool) -> Result<bool, UnknownVariantError> {
    match variant {
        "caparandom" => Ok(true),
        "capablanca" => Ok(chess960),
        _ => Err(UnknownVariantError(variant.to_owned())),
    }
}

impl crc_rules_core::HasErrorKind for UnknownVariantError {
    fn kind(&self) -> crc_rules_core::ErrorKind {
        crc_rules_core::ErrorKind::UnknownVariant
    }
}
