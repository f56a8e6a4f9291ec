//! Fairy-Stockfish's notations by their numbers, and moves written in the ones that describe
//! these variants: SAN and its long algebraic notation (LAN).

use crc_rules_core::Role;
use crc_rules_game::san;
use crc_rules_movegen::{Move, Position};
use thiserror::Error;

/// Fairy-Stockfish's notations, by their numbers: `DEFAULT` (SAN here), `SAN`, `LAN`, and the
/// shogi, janggi, xiangqi and Thai ones, which do not describe these variants.
pub const NOTATIONS: [(&str, i32); 10] = [
    ("DEFAULT", 0),
    ("SAN", 1),
    ("LAN", 2),
    ("SHOGI_HOSKING", 3),
    ("SHOGI_HODGES", 4),
    ("SHOGI_HODGES_NUMBER", 5),
    ("JANGGI", 6),
    ("XIANGQI_WXF", 7),
    ("THAI_SAN", 8),
    ("THAI_LAN", 9),
];
const NOTATION_LAN: i32 = 2;
const NOTATION_SHOGI_HOSKING: i32 = 3;
const NOTATION_THAI_LAN: i32 = 9;

/// A notation that does not describe these variants (shogi, janggi, xiangqi, Thai).
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error(
    "notation {0} is for shogi, janggi, xiangqi or Thai variants: capablanca and caparandom \
     moves are written in NOTATION_SAN or NOTATION_LAN (SAN, 0 or 1, or LAN, 2)"
)]
pub struct UnsupportedNotationError(pub i32);

/// A move in Fairy-Stockfish's long algebraic notation: `Nb1-c3`, `e4xd5`, `b7-b8=C+`,
/// `O-O`.
fn lan(position: &Position, mv: Move) -> String {
    let san = san(position, mv);
    if mv.is_castle() {
        return san;
    }
    let suffix = san
        .chars()
        .last()
        .filter(|c| matches!(c, '+' | '#'))
        .map(String::from)
        .unwrap_or_default();
    let role = position
        .board()
        .piece_at(mv.from())
        .map_or(Role::Pawn, |p| p.role);
    let letter = match role {
        Role::Pawn => String::new(),
        role => role.upper_char().to_string(),
    };
    let separator = if position.is_capture(mv) { 'x' } else { '-' };
    let promotion = mv
        .promotion()
        .map(|r| format!("={}", r.upper_char()))
        .unwrap_or_default();
    format!(
        "{letter}{}{separator}{}{promotion}{suffix}",
        mv.from(),
        mv.to()
    )
}

/// The legal move `mv` of `position` in Fairy-Stockfish's `notation` (by its number, see
/// [`NOTATIONS`]): SAN for `DEFAULT`, `SAN` and numbers Fairy-Stockfish does not know (as it
/// does), LAN for `LAN`.
///
/// # Errors
/// [`UnsupportedNotationError`] for the shogi, janggi, xiangqi and Thai notations.
///
/// ```
/// use crc_rules_fairy::notation_text;
/// use crc_rules_movegen::Position;
/// let position = Position::from_number(25933)?;
/// let mv = position.parse_uci("i1h3")?;
/// assert_eq!(notation_text(&position, mv, 0)?, "Nh3");
/// assert_eq!(notation_text(&position, mv, 2)?, "Ni1-h3");
/// assert!(notation_text(&position, mv, 3).is_err());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn notation_text(
    position: &Position,
    mv: Move,
    notation: i32,
) -> Result<String, UnsupportedNotationError> {
    check_notation(notation)?;
    Ok(match notation {
        NOTATION_LAN => lan(position, mv),
        _ => san(position, mv),
    })
}

/// Whether moves can be written in `notation` (see [`notation_text`]).
///
/// # Errors
/// [`UnsupportedNotationError`] for the shogi, janggi, xiangqi and Thai notations.
pub fn check_notation(notation: i32) -> Result<(), UnsupportedNotationError> {
    if (NOTATION_SHOGI_HOSKING..=NOTATION_THAI_LAN).contains(&notation) {
        Err(UnsupportedNotationError(notation))
    } else {
        Ok(())
    }
}

impl crc_rules_core::HasErrorKind for UnsupportedNotationError {
    fn kind(&self) -> crc_rules_core::ErrorKind {
        crc_rules_core::ErrorKind::UnsupportedNotation
    }
}
