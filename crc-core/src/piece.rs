//! Colours, piece kinds (roles) and pieces.

use std::fmt;
use std::ops::Not;
use std::str::FromStr;

use thiserror::Error;

use crate::char_text::char_text;
use crate::square::Rank;

/// The side a piece belongs to, or the side to move.
///
/// ```
/// use crc_rules_core::Color;
/// assert_eq!(!Color::White, Color::Black);
/// assert_eq!("b".parse::<Color>(), Ok(Color::Black));
/// ```
#[allow(missing_docs)]
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(u8)]
pub enum Color {
    White,
    Black,
}

impl Color {
    /// Both colours, White first.
    pub const ALL: [Color; 2] = [Color::White, Color::Black];

    /// 0 for White, 1 for Black.
    ///
    /// ```
    /// use crc_rules_core::Color;
    /// assert_eq!(Color::Black.index(), 1);
    /// ```
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The letter used in FEN: `w` or `b`.
    ///
    /// ```
    /// use crc_rules_core::Color;
    /// assert_eq!(Color::White.char(), 'w');
    /// ```
    pub const fn char(self) -> char {
        match self {
            Color::White => 'w',
            Color::Black => 'b',
        }
    }

    /// The other colour.
    ///
    /// ```
    /// use crc_rules_core::Color;
    /// assert_eq!(Color::White.other(), Color::Black);
    /// ```
    #[inline]
    pub const fn other(self) -> Color {
        match self {
            Color::White => Color::Black,
            Color::Black => Color::White,
        }
    }

    /// The name of the colour: `white` or `black`.
    ///
    /// ```
    /// use crc_rules_core::Color;
    /// assert_eq!(Color::Black.name(), "black");
    /// ```
    pub const fn name(self) -> &'static str {
        match self {
            Color::White => "white",
            Color::Black => "black",
        }
    }

    /// The rank where this colour's pieces start and castle: rank 1 for White, rank 8 for
    /// Black.
    ///
    /// ```
    /// use crc_rules_core::{Color, Rank};
    /// assert_eq!(Color::Black.back_rank(), Rank::Eighth);
    /// ```
    #[inline]
    pub const fn back_rank(self) -> Rank {
        self.relative_rank(Rank::First)
    }

    /// `rank` counted from this colour's side of the board: the same rank for White, the
    /// mirrored one for Black (Black's second rank is rank 7).
    ///
    /// ```
    /// use crc_rules_core::{Color, Rank};
    /// assert_eq!(Color::White.relative_rank(Rank::Second), Rank::Second);
    /// assert_eq!(Color::Black.relative_rank(Rank::Second), Rank::Seventh);
    /// ```
    #[inline]
    pub const fn relative_rank(self, rank: Rank) -> Rank {
        match self {
            Color::White => rank,
            Color::Black => rank.flip(),
        }
    }
}

impl Not for Color {
    type Output = Color;

    fn not(self) -> Color {
        self.other()
    }
}

impl fmt::Display for Color {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.char())
    }
}

/// Text that is not a colour: anything but `w` or `b`.
///
/// ```
/// use crc_rules_core::Color;
/// let err = "white".parse::<Color>().unwrap_err();
/// assert_eq!(err.to_string(), r#"invalid colour "white": expected w or b"#);
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("invalid colour {}: expected w or b", crate::quote(.0))]
pub struct ParseColorError(pub String);

impl FromStr for Color {
    type Err = ParseColorError;

    fn from_str(text: &str) -> Result<Color, ParseColorError> {
        match text {
            "w" => Ok(Color::White),
            "b" => Ok(Color::Black),
            _ => Err(ParseColorError(text.to_owned())),
        }
    }
}

/// Text that is not a role or piece letter.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("invalid {what} {}", crate::quote(.text))]
pub struct ParsePieceError {
    what: &'static str,
    text: String,
}

/// The kind of a piece, regardless of colour.
///
/// The Archbishop moves as bishop and knight, the Chancellor as rook and knight.
///
/// ```
/// use crc_rules_core::Role;
/// assert_eq!(Role::from_char('a'), Some(Role::Archbishop));
/// assert_eq!(Role::Chancellor.upper_char(), 'C');
/// ```
#[allow(missing_docs)]
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(u8)]
pub enum Role {
    Pawn,
    Knight,
    Bishop,
    Rook,
    Archbishop,
    Chancellor,
    Queen,
    King,
}

impl Role {
    /// All eight roles, in discriminant order.
    pub const ALL: [Role; 8] = [
        Role::Pawn,
        Role::Knight,
        Role::Bishop,
        Role::Rook,
        Role::Archbishop,
        Role::Chancellor,
        Role::Queen,
        Role::King,
    ];

    /// The six roles a pawn may promote to, in the order Q, C, A, R, B, N.
    pub const PROMOTIONS: [Role; 6] = [
        Role::Queen,
        Role::Chancellor,
        Role::Archbishop,
        Role::Rook,
        Role::Bishop,
        Role::Knight,
    ];

    /// The index of the role (pawn = 0 … king = 7).
    ///
    /// ```
    /// use crc_rules_core::Role;
    /// assert_eq!(Role::Archbishop.index(), 4);
    /// assert_eq!(Role::King.index(), 7);
    /// ```
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The lower-case letter: `p n b r a c q k`.
    ///
    /// ```
    /// use crc_rules_core::Role;
    /// assert_eq!(Role::Archbishop.char(), 'a');
    /// ```
    pub const fn char(self) -> char {
        match self {
            Role::Pawn => 'p',
            Role::Knight => 'n',
            Role::Bishop => 'b',
            Role::Rook => 'r',
            Role::Archbishop => 'a',
            Role::Chancellor => 'c',
            Role::Queen => 'q',
            Role::King => 'k',
        }
    }

    /// The upper-case letter: `P N B R A C Q K`.
    ///
    /// ```
    /// use crc_rules_core::Role;
    /// assert_eq!(Role::Knight.upper_char(), 'N');
    /// ```
    pub const fn upper_char(self) -> char {
        self.char().to_ascii_uppercase()
    }

    /// The role for a letter of either case.
    ///
    /// ```
    /// use crc_rules_core::Role;
    /// assert_eq!(Role::from_char('C'), Some(Role::Chancellor));
    /// assert_eq!(Role::from_char('x'), None);
    /// ```
    pub fn from_char(c: char) -> Option<Role> {
        Some(match c.to_ascii_lowercase() {
            'p' => Role::Pawn,
            'n' => Role::Knight,
            'b' => Role::Bishop,
            'r' => Role::Rook,
            'a' => Role::Archbishop,
            'c' => Role::Chancellor,
            'q' => Role::Queen,
            'k' => Role::King,
            _ => return None,
        })
    }

    /// The English name of the role.
    ///
    /// ```
    /// use crc_rules_core::Role;
    /// assert_eq!(Role::Chancellor.name(), "chancellor");
    /// ```
    pub const fn name(self) -> &'static str {
        match self {
            Role::Pawn => "pawn",
            Role::Knight => "knight",
            Role::Bishop => "bishop",
            Role::Rook => "rook",
            Role::Archbishop => "archbishop",
            Role::Chancellor => "chancellor",
            Role::Queen => "queen",
            Role::King => "king",
        }
    }
}

char_text!(
    Role,
    Role::from_char,
    ParsePieceError,
    "role (expected one of p n b r a c q k)"
);

/// A piece: a role of a colour.
///
/// Its text form is the FEN letter, upper case for White.
///
/// ```
/// use crc_rules_core::{Color, Piece, Role};
/// let black_chancellor = Piece::new(Color::Black, Role::Chancellor);
/// assert_eq!(black_chancellor.char(), 'c');
/// assert_eq!("A".parse::<Piece>(), Ok(Piece::new(Color::White, Role::Archbishop)));
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Piece {
    /// Whose piece it is.
    pub color: Color,
    /// What kind of piece it is.
    pub role: Role,
}

impl Piece {
    /// The piece of `color` and `role`.
    ///
    /// ```
    /// use crc_rules_core::{Color, Piece, Role};
    /// let archbishop = Piece::new(Color::White, Role::Archbishop);
    /// assert_eq!(archbishop.to_string(), "A");
    /// ```
    pub const fn new(color: Color, role: Role) -> Piece {
        Piece { color, role }
    }

    /// The FEN letter: upper case for White, lower case for Black.
    ///
    /// ```
    /// use crc_rules_core::{Color, Piece, Role};
    /// assert_eq!(Piece::new(Color::White, Role::Chancellor).char(), 'C');
    /// assert_eq!(Piece::new(Color::Black, Role::Knight).char(), 'n');
    /// ```
    pub const fn char(self) -> char {
        match self.color {
            Color::White => self.role.upper_char(),
            Color::Black => self.role.char(),
        }
    }

    /// The piece for a FEN letter.
    ///
    /// ```
    /// use crc_rules_core::{Color, Piece, Role};
    /// assert_eq!(Piece::from_char('c'), Some(Piece::new(Color::Black, Role::Chancellor)));
    /// assert_eq!(Piece::from_char('A'), Some(Piece::new(Color::White, Role::Archbishop)));
    /// assert_eq!(Piece::from_char('x'), None);
    /// ```
    pub fn from_char(c: char) -> Option<Piece> {
        let role = Role::from_char(c)?;
        let color = if c.is_ascii_uppercase() {
            Color::White
        } else {
            Color::Black
        };
        Some(Piece { color, role })
    }
}

char_text!(
    Piece,
    Piece::from_char,
    ParsePieceError,
    "piece letter (expected one of PNBRACQK pnbracqk)"
);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn letters_round_trip() {
        for color in Color::ALL {
            for role in Role::ALL {
                let piece = Piece::new(color, role);
                assert_eq!(piece.to_string().parse::<Piece>(), Ok(piece));
                assert_eq!(role.to_string().parse::<Role>(), Ok(role));
            }
        }
        assert!("x".parse::<Piece>().is_err());
        assert!("".parse::<Role>().is_err());
        assert!("w ".parse::<Color>().is_err());
    }
}
