//! The variants played here, as Fairy-Stockfish names them, and the conventions each one
//! selects: its "960 mode", where castling is king takes own rook and FEN castling rights are
//! file letters.

use crc_rules_core::CAPABLANCA_FEN;
use crc_rules_game::is_crc_variant;
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

/// The variant and 960 flag Fairy-Stockfish gives a PGN game by its `Variant` tag (`None`
/// without one): the tag in lower case (`chess` without one), 960 when it holds `960`.
/// `capablanca960` is `capablanca` in 960 mode, and the names of Capablanca Random Chess that
/// `crc_rules_game::is_crc_variant` knows are `caparandom`.
///
/// # Errors
/// [`UnknownVariantError`] for any other variant, chess included.
///
/// ```
/// use crc_rules_fairy::pgn_variant;
/// assert_eq!(pgn_variant(Some("Capablanca960")), Ok(("capablanca", true)));
/// assert_eq!(pgn_variant(Some("Capablanca Random")), Ok(("caparandom", false)));
/// assert!(pgn_variant(None).is_err()); // chess
/// ```
pub fn pgn_variant(tag: Option<&str>) -> Result<(&'static str, bool), UnknownVariantError> {
    let name = tag.unwrap_or("chess").trim().to_ascii_lowercase();
    let is960 = name.contains("960");
    match name.as_str() {
        "capablanca" | "capablanca960" => Ok(("capablanca", is960)),
        "caparandom" => Ok(("caparandom", is960)),
        _ if is_crc_variant(&name) => Ok(("caparandom", is960)),
        _ => Err(UnknownVariantError(name)),
    }
}

crc_rules_core::error_kind_of!(UnknownVariantError => UnknownVariant);
