//! Standard Algebraic Notation for CRC as text: `Nf3`, `Cxe5`, `b8=C`, `O-O`, `Abd7+`,
//! `Qa6b5#`. [`San`] is the syntax, parsed and written apart from any position; the module
//! `san_position` finds the legal move it names and writes a legal move's.

use std::fmt;
use std::str::FromStr;

use arrayvec::ArrayString;
use crc_rules_core::{quote, CastlingSide, File, Rank, Role, Square};
use thiserror::Error;

/// The mark after a SAN move: `+` for check, `#` for checkmate.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Suffix {
    /// `+`: the move gives check.
    Check,
    /// `#`: the move mates.
    Checkmate,
}

impl Suffix {
    /// The mark: `+` or `#`.
    ///
    /// ```
    /// use crc_rules_game::Suffix;
    /// assert_eq!(Suffix::Check.char(), '+');
    /// assert_eq!(Suffix::Checkmate.char(), '#');
    /// ```
    pub const fn char(self) -> char {
        match self {
            Suffix::Check => '+',
            Suffix::Checkmate => '#',
        }
    }
}

/// A move in SAN, as text writes it: which piece goes where, with what disambiguation, and
/// whether it says capture, promotion, check or mate.
///
/// Reading is lenient (a missing or extra `x`, `+` or `#`, the annotations `!` and `?`,
/// `0-0` for `O-O`, a promotion with or without `=`); writing is canonical, so that
/// `text.parse::<San>()?.to_string()` reads back to the same `San`.
///
/// ```
/// use crc_rules_core::{Role, Square};
/// use crc_rules_game::{San, Suffix};
/// let san: San = "Abxd7+".parse()?;
/// assert_eq!(
///     san,
///     San::Normal {
///         role: Role::Archbishop,
///         file: Some(crc_rules_core::File::B),
///         rank: None,
///         capture: true,
///         to: Square::D7,
///         promotion: None,
///         suffix: Some(Suffix::Check),
///     }
/// );
/// assert_eq!("0-0-0".parse::<San>()?.to_string(), "O-O-O");
/// assert_eq!("b8C".parse::<San>()?.to_string(), "b8=C");
/// # Ok::<(), crc_rules_game::ParseSanError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum San {
    /// A move of a piece or pawn.
    Normal {
        /// The moving piece's role (`Pawn` when no letter is written).
        role: Role,
        /// The origin file, when written.
        file: Option<File>,
        /// The origin rank, when written.
        rank: Option<Rank>,
        /// Whether an `x` is written.
        capture: bool,
        /// The destination.
        to: Square,
        /// The role a pawn promotes to, when written.
        promotion: Option<Role>,
        /// `+` or `#`, when written.
        suffix: Option<Suffix>,
    },
    /// `O-O` (king side) or `O-O-O` (queen side).
    Castle {
        /// The side.
        side: CastlingSide,
        /// `+` or `#`, when written.
        suffix: Option<Suffix>,
    },
}

/// Text that is not SAN.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("{} is not a move in SAN (such as Nf3, exd5, b8=C, O-O)", quote(.0))]
pub struct ParseSanError(pub String);

crc_rules_core::error_kind_of!(ParseSanError => InvalidMove);

impl FromStr for San {
    type Err = ParseSanError;

    fn from_str(text: &str) -> Result<San, ParseSanError> {
        let syntax = || ParseSanError(text.to_owned());
        let core = text.trim_end_matches(['+', '#', '!', '?']);
        let marks = &text[core.len()..];
        let suffix = if marks.as_bytes().contains(&b'#') {
            Some(Suffix::Checkmate)
        } else if marks.as_bytes().contains(&b'+') {
            Some(Suffix::Check)
        } else {
            None
        };
        match core {
            "O-O" | "0-0" => {
                return Ok(San::Castle {
                    side: CastlingSide::KingSide,
                    suffix,
                })
            }
            "O-O-O" | "0-0-0" => {
                return Ok(San::Castle {
                    side: CastlingSide::QueenSide,
                    suffix,
                })
            }
            _ => {}
        }
        // SAN is ASCII: read as bytes, allocating nothing (a PGN reader parses every move).
        if !core.is_ascii() {
            return Err(syntax());
        }
        let bytes = core.as_bytes();
        let (role, rest) = match bytes.first() {
            Some(&c) if c.is_ascii_uppercase() => (
                Role::from_char(char::from(c))
                    .filter(|r| *r != Role::Pawn)
                    .ok_or_else(syntax)?,
                &bytes[1..],
            ),
            _ => (Role::Pawn, bytes),
        };
        // Promotion: "=C" or a bare "C" after the destination.
        let (rest, promotion) = match rest {
            [body @ .., b'=', p] | [body @ .., p] if p.is_ascii_uppercase() => (
                body,
                Some(
                    Role::from_char(char::from(*p))
                        .filter(|r| Role::PROMOTIONS.contains(r))
                        .ok_or_else(syntax)?,
                ),
            ),
            _ => (rest, None),
        };
        if rest.len() < 2 {
            return Err(syntax());
        }
        let (head, dest) = rest.split_at(rest.len() - 2);
        let (to_file, to_rank) = (char::from(dest[0]), char::from(dest[1]));
        let to_file = File::from_char(to_file)
            .filter(|_| to_file.is_ascii_lowercase())
            .ok_or_else(syntax)?;
        let to = Square::from_coords(to_file, Rank::from_char(to_rank).ok_or_else(syntax)?);
        let capture = head.contains(&b'x');
        // The disambiguation: up to a file and a rank, with the `x` left out.
        let mut kept = [0u8; 2];
        let mut len = 0;
        for &c in head.iter().filter(|&&c| c != b'x') {
            *kept.get_mut(len).ok_or_else(syntax)? = c;
            len += 1;
        }
        let lower_file = |c: u8| {
            File::from_char(char::from(c))
                .filter(|_| c.is_ascii_lowercase())
                .ok_or_else(syntax)
        };
        let rank = |c: u8| Rank::from_char(char::from(c)).ok_or_else(syntax);
        let (file, rank) = match &kept[..len] {
            [] => (None, None),
            [f] if f.is_ascii_lowercase() => (Some(lower_file(*f)?), None),
            [r] => (None, Some(rank(*r)?)),
            [f, r] => (Some(lower_file(*f)?), Some(rank(*r)?)),
            _ => return Err(syntax()),
        };
        Ok(San::Normal {
            role,
            file,
            rank,
            capture,
            to,
            promotion,
            suffix,
        })
    }
}

/// SAN as text, assembled in a buffer of its own: SAN is written for every legal move of a
/// position (a list for a GUI), and eight writes through a formatter cost more than the
/// moves' generation; a game keeps each move's SAN so, allocating nothing for it. The
/// longest SAN, such as `Qa8xb7#` or `axb8=Q#`, has 7 characters.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) struct SanText(ArrayString<12>);

impl SanText {
    fn push(&mut self, c: char) {
        self.0.push(c);
    }

    fn push_str(&mut self, text: &str) {
        self.0.push_str(text);
    }

    /// The text.
    pub(crate) fn as_str(&self) -> &str {
        self.0.as_str()
    }
}

impl fmt::Debug for SanText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(self.as_str(), f)
    }
}

impl fmt::Display for San {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.text().as_str())
    }
}

impl San {
    /// The SAN as text, as [`fmt::Display`] writes it.
    pub(crate) fn text(&self) -> SanText {
        let mut out = SanText(ArrayString::new());
        let suffix = match self {
            San::Castle { side, suffix } => {
                out.push_str(side.san());
                suffix
            }
            San::Normal {
                role,
                file,
                rank,
                capture,
                to,
                promotion,
                suffix,
            } => {
                if *role != Role::Pawn {
                    out.push(role.upper_char());
                }
                if let Some(file) = file {
                    out.push(file.char());
                }
                if let Some(rank) = rank {
                    out.push(rank.char());
                }
                if *capture {
                    out.push('x');
                }
                out.push(to.file().char());
                out.push(to.rank().char());
                if let Some(promoted) = promotion {
                    out.push('=');
                    out.push(promoted.upper_char());
                }
                suffix
            }
        };
        if let Some(suffix) = suffix {
            out.push(suffix.char());
        }
        out
    }
}
