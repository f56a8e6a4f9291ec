//! Files, ranks and squares of the 10×8 board.

use std::fmt;
use std::str::FromStr;

use thiserror::Error;

use crate::char_text::char_text;

/// Declares `File` or `Rank` with what the two share: the count `$COUNT`, the enum,
/// `ALL`, `new`, `index`, `char`, `offset`, `Display` and `FromStr`. Both are a run of
/// values spelt by consecutive characters, `$first` for index 0 to `$last` for the last
/// value `$Last` (index `$last_index`). The docs are written here once and their examples
/// filled in for each type.
macro_rules! coordinate {
    (
        $(#[$attr:meta])*
        $Name:ident ($noun:literal, the $char_is:literal $first:literal ..= $last:literal) {
            $First:ident $(, $Variant:ident)*
        }
        count $COUNT:ident = $count:literal, last $Last:ident = $last_index:literal
    ) => {
        #[doc = concat!("The number of ", $noun, "s (`", $first, "`..`", $last, "`).")]
        pub const $COUNT: usize = $count;

        $(#[$attr])*
        #[allow(missing_docs)]
        #[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
        #[repr(u8)]
        pub enum $Name {
            $First $(, $Variant)*
        }

        impl $Name {
            #[doc = concat!("All ", $noun, "s from `", $first, "` to `", $last, "`.")]
            pub const ALL: [$Name; $COUNT] = [$Name::$First $(, $Name::$Variant)*];

            #[doc = concat!(
                "The ", $noun, " with 0-based index `index` (`", $first, "` = 0), ",
                "if there is one."
            )]
            ///
            /// ```
            #[doc = concat!("use crc_rules_core::", stringify!($Name), ";")]
            #[doc = concat!(
                "assert_eq!(", stringify!($Name), "::new(", $last_index, "), ",
                "Some(", stringify!($Name), "::", stringify!($Last), "));"
            )]
            #[doc = concat!("assert_eq!(", stringify!($Name), "::new(", $count, "), None);")]
            /// ```
            pub const fn new(index: u32) -> Option<$Name> {
                if index < $COUNT as u32 {
                    Some($Name::ALL[index as usize])
                } else {
                    None
                }
            }

            #[doc = concat!(
                "The 0-based index of the ", $noun,
                " (`", $first, "` = 0, `", $last, "` = ", $last_index, ")."
            )]
            ///
            /// ```
            #[doc = concat!("use crc_rules_core::", stringify!($Name), ";")]
            #[doc = concat!(
                "assert_eq!(", stringify!($Name), "::", stringify!($Last), ".index(), ",
                $last_index, ");"
            )]
            /// ```
            pub const fn index(self) -> usize {
                self as usize
            }

            #[doc = concat!("The ", $char_is, " of the ", $noun, ".")]
            ///
            /// ```
            #[doc = concat!("use crc_rules_core::", stringify!($Name), ";")]
            #[doc = concat!(
                "assert_eq!(", stringify!($Name), "::", stringify!($Last), ".char(), '",
                $last, "');"
            )]
            /// ```
            pub const fn char(self) -> char {
                #[allow(clippy::char_lit_as_u8, reason = "the characters are ASCII")]
                let first = $first as u8;
                (first + self as u8) as char
            }

            #[doc = concat!(
                "The ", $noun, " `delta` ", $noun, "s away (towards `", $last,
                "` when positive), if it is on the board."
            )]
            ///
            /// ```
            #[doc = concat!("use crc_rules_core::", stringify!($Name), ";")]
            #[doc = concat!(
                "assert_eq!(", stringify!($Name), "::", stringify!($First), ".offset(",
                $last_index, "), Some(", stringify!($Name), "::", stringify!($Last), "));"
            )]
            #[doc = concat!(
                "assert_eq!(", stringify!($Name), "::", stringify!($Last), ".offset(1), None);"
            )]
            #[doc = concat!(
                "assert_eq!(", stringify!($Name), "::", stringify!($First), ".offset(-1), None);"
            )]
            /// ```
            pub const fn offset(self, delta: i32) -> Option<$Name> {
                let index = self as i32 + delta;
                if index >= 0 {
                    $Name::new(index as u32)
                } else {
                    None
                }
            }
        }

        // `from_char` forgives the case of a file letter; text is only what `char` writes.
        char_text!(
            $Name,
            |c: char| $Name::from_char(c).filter(|value| value.char() == c),
            ParseCoordError,
            concat!($noun, " (expected ", $first, "..", $last, ")")
        );
    };
}

coordinate! {
    /// A file (column) of the board, `a` to `j`.
    ///
    /// ```
    /// use crc_rules_core::File;
    /// assert_eq!("h".parse::<File>(), Ok(File::H));
    /// assert_eq!(File::J.to_string(), "j");
    /// assert_eq!(File::C.index(), 2);
    /// ```
    File ("file", the "lower-case letter" 'a'..='j') {
        A, B, C, D, E, F, G, H, I, J
    }
    count FILE_COUNT = 10, last J = 9
}

impl File {
    /// The file for a letter `a`..`j` (either case).
    ///
    /// ```
    /// use crc_rules_core::File;
    /// assert_eq!(File::from_char('J'), Some(File::J));
    /// assert_eq!(File::from_char('k'), None);
    /// ```
    pub fn from_char(c: char) -> Option<File> {
        let lower = c.to_ascii_lowercase();
        if lower.is_ascii_lowercase() {
            File::new(lower as u32 - 'a' as u32)
        } else {
            None
        }
    }
}

coordinate! {
    /// A rank (row) of the board, `1` to `8`.
    ///
    /// ```
    /// use crc_rules_core::Rank;
    /// assert_eq!("8".parse::<Rank>(), Ok(Rank::Eighth));
    /// assert_eq!(Rank::Second.index(), 1);
    /// ```
    Rank ("rank", the "digit" '1'..='8') {
        First, Second, Third, Fourth, Fifth, Sixth, Seventh, Eighth
    }
    count RANK_COUNT = 8, last Eighth = 7
}

impl Rank {
    /// The rank for a digit `1`..`8`.
    ///
    /// ```
    /// use crc_rules_core::Rank;
    /// assert_eq!(Rank::from_char('8'), Some(Rank::Eighth));
    /// assert_eq!(Rank::from_char('9'), None);
    /// assert_eq!(Rank::from_char('0'), None);
    /// ```
    pub fn from_char(c: char) -> Option<Rank> {
        if c.is_ascii_digit() && c != '0' {
            Rank::new(c as u32 - '1' as u32)
        } else {
            None
        }
    }

    /// The same rank seen from the other side (rank 1 ↔ rank 8).
    ///
    /// ```
    /// use crc_rules_core::Rank;
    /// assert_eq!(Rank::Second.flip(), Rank::Seventh);
    /// assert_eq!(Rank::Eighth.flip(), Rank::First);
    /// ```
    pub const fn flip(self) -> Rank {
        Rank::ALL[RANK_COUNT - 1 - self as usize]
    }
}

/// The number of squares.
pub const SQUARE_COUNT: usize = FILE_COUNT * RANK_COUNT;

/// Declares `Square` and `Square::ALL` from one list of the 80 names in index order.
macro_rules! square_enum {
    ($(#[$attr:meta])* pub enum Square { $($square:ident),+ $(,)? }) => {
        $(#[$attr])*
        pub enum Square {
            $($square),+
        }

        impl Square {
            /// All 80 squares in index order (a1, b1, …, j1, a2, …, j8).
            pub const ALL: [Square; SQUARE_COUNT] = [$(Square::$square),+];

            /// The square with index `index`, if it is below 80. A match, not a look-up
            /// in [`Square::ALL`]: it compiles to the index itself and one comparison, and
            /// to nothing more where the compiler knows the index is in range (the bit
            /// of a bitboard half).
            #[inline(always)]
            const fn at(index: usize) -> Option<Square> {
                match index {
                    $(i if i == Square::$square as usize => Some(Square::$square),)+
                    _ => None,
                }
            }
        }
    };
}

square_enum! {
    /// A square of the 10×8 board.
    ///
    /// The discriminant is the square index `rank * 10 + file` (a1 = 0, j1 = 9, a2 = 10,
    /// j8 = 79); it is part of the C ABI.
    ///
    /// ```
    /// use crc_rules_core::{File, Rank, Square};
    /// let sq: Square = "e4".parse().unwrap();
    /// assert_eq!(sq, Square::E4);
    /// assert_eq!(sq as u8, 34);
    /// assert_eq!(Square::from_coords(File::J, Rank::Eighth), Square::J8);
    /// assert_eq!(Square::try_from(79u8), Ok(Square::J8));
    /// assert!(Square::try_from(80u8).is_err());
    /// ```
    #[allow(missing_docs)]
    #[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
    #[repr(u8)]
    pub enum Square {
        A1, B1, C1, D1, E1, F1, G1, H1, I1, J1,
        A2, B2, C2, D2, E2, F2, G2, H2, I2, J2,
        A3, B3, C3, D3, E3, F3, G3, H3, I3, J3,
        A4, B4, C4, D4, E4, F4, G4, H4, I4, J4,
        A5, B5, C5, D5, E5, F5, G5, H5, I5, J5,
        A6, B6, C6, D6, E6, F6, G6, H6, I6, J6,
        A7, B7, C7, D7, E7, F7, G7, H7, I7, J7,
        A8, B8, C8, D8, E8, F8, G8, H8, I8, J8,
    }
}

impl Square {
    /// The square with index `index` (`rank * 10 + file`), if it is on the board.
    ///
    /// ```
    /// use crc_rules_core::Square;
    /// assert_eq!(Square::new(34), Some(Square::E4));
    /// assert_eq!(Square::new(79), Some(Square::J8));
    /// assert_eq!(Square::new(80), None);
    /// ```
    #[inline]
    pub const fn new(index: u32) -> Option<Square> {
        Square::at(index as usize)
    }

    /// The square with index `index`, which must be below 80.
    ///
    /// ```
    /// use crc_rules_core::Square;
    /// assert_eq!(Square::from_index(10), Square::A2);
    /// ```
    ///
    /// # Panics
    /// Panics when `index >= 80`.
    #[inline]
    pub const fn from_index(index: usize) -> Square {
        match Square::at(index) {
            Some(square) => square,
            None => panic!("a square index is below 80"),
        }
    }

    /// The square on `file` and `rank`.
    ///
    /// ```
    /// use crc_rules_core::{File, Rank, Square};
    /// assert_eq!(Square::from_coords(File::E, Rank::Fourth), Square::E4);
    /// assert_eq!(Square::from_coords(File::J, Rank::First), Square::J1);
    /// ```
    pub const fn from_coords(file: File, rank: Rank) -> Square {
        Square::ALL[rank as usize * FILE_COUNT + file as usize]
    }

    /// The index of the square (`rank * 10 + file`).
    ///
    /// ```
    /// use crc_rules_core::Square;
    /// assert_eq!(Square::J1.index(), 9);
    /// assert_eq!(Square::A2.index(), 10);
    /// ```
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The file of the square.
    ///
    /// ```
    /// use crc_rules_core::{File, Square};
    /// assert_eq!(Square::H7.file(), File::H);
    /// ```
    pub const fn file(self) -> File {
        File::ALL[self as usize % FILE_COUNT]
    }

    /// The rank of the square.
    ///
    /// ```
    /// use crc_rules_core::{Rank, Square};
    /// assert_eq!(Square::H7.rank(), Rank::Seventh);
    /// ```
    pub const fn rank(self) -> Rank {
        Rank::ALL[self as usize / FILE_COUNT]
    }

    /// Whether the square is dark (a1 is dark).
    ///
    /// ```
    /// use crc_rules_core::Square;
    /// assert!(Square::A1.is_dark());
    /// // With ten files the right-hand corner j1 is light, unlike h1 on an 8×8 board.
    /// assert!(!Square::J1.is_dark());
    /// ```
    pub const fn is_dark(self) -> bool {
        (self.file() as usize + self.rank() as usize) % 2 == 0
    }

    /// The square `files` files and `ranks` ranks away, if it is on the board.
    ///
    /// ```
    /// use crc_rules_core::Square;
    /// // A knight's jump from b1.
    /// assert_eq!(Square::B1.offset(1, 2), Some(Square::C3));
    /// // Off the board rather than wrapped round to a2.
    /// assert_eq!(Square::J1.offset(1, 0), None);
    /// ```
    pub const fn offset(self, files: i32, ranks: i32) -> Option<Square> {
        match (self.file().offset(files), self.rank().offset(ranks)) {
            (Some(file), Some(rank)) => Some(Square::from_coords(file, rank)),
            _ => None,
        }
    }

    /// The same file on the mirrored rank (a1 ↔ a8).
    ///
    /// ```
    /// use crc_rules_core::Square;
    /// assert_eq!(Square::C2.flip_vertical(), Square::C7);
    /// assert_eq!(Square::J8.flip_vertical(), Square::J1);
    /// ```
    pub const fn flip_vertical(self) -> Square {
        Square::from_coords(self.file(), self.rank().flip())
    }
}

/// The error for a number or text that is not a square.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("invalid square {}: expected a file a..j and a rank 1..8, such as e4", crate::quote(.0))]
pub struct ParseSquareError(pub String);

impl TryFrom<u8> for Square {
    type Error = ParseSquareError;

    fn try_from(index: u8) -> Result<Square, ParseSquareError> {
        Square::new(u32::from(index)).ok_or_else(|| ParseSquareError(index.to_string()))
    }
}

impl FromStr for Square {
    type Err = ParseSquareError;

    fn from_str(text: &str) -> Result<Square, ParseSquareError> {
        let mut chars = text.chars();
        match (chars.next(), chars.next(), chars.next()) {
            (Some(f), Some(r), None) if f.is_ascii_lowercase() => {
                match (File::from_char(f), Rank::from_char(r)) {
                    (Some(file), Some(rank)) => Ok(Square::from_coords(file, rank)),
                    _ => Err(ParseSquareError(text.to_owned())),
                }
            }
            _ => Err(ParseSquareError(text.to_owned())),
        }
    }
}

/// The error for text that is not a file or a rank.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("invalid {what} {}", crate::quote(.text))]
pub struct ParseCoordError {
    what: &'static str,
    text: String,
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.file(), self.rank())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn index_is_rank_major() {
        assert_eq!(Square::A1 as u8, 0);
        assert_eq!(Square::J1 as u8, 9);
        assert_eq!(Square::A2 as u8, 10);
        assert_eq!(Square::J8 as u8, 79);
        for (i, sq) in Square::ALL.iter().enumerate() {
            assert_eq!(sq.index(), i);
            assert_eq!(Square::from_coords(sq.file(), sq.rank()), *sq);
        }
    }

    #[test]
    fn text_round_trips() {
        for sq in Square::ALL {
            assert_eq!(sq.to_string().parse::<Square>(), Ok(sq));
        }
        for bad in ["", "k1", "a0", "a9", "a10", "A1", "e", "e44", "é4"] {
            assert!(bad.parse::<Square>().is_err(), "{bad}");
        }
    }

    #[test]
    fn files_and_ranks_read_only_what_they_write() {
        for file in File::ALL {
            assert_eq!(file.to_string().parse::<File>(), Ok(file));
            assert_eq!(
                File::from_char(file.char().to_ascii_uppercase()),
                Some(file)
            );
        }
        for rank in Rank::ALL {
            assert_eq!(rank.to_string().parse::<Rank>(), Ok(rank));
        }
        for bad in ["", "H", "k", "hh", "1", "é"] {
            assert!(bad.parse::<File>().is_err(), "{bad}");
        }
        for bad in ["", "0", "9", "a", "11", "٣"] {
            assert!(bad.parse::<Rank>().is_err(), "{bad}");
        }
        assert_eq!(
            "H".parse::<File>().unwrap_err().to_string(),
            r#"invalid file (expected a..j) "H""#
        );
        assert_eq!(
            "9".parse::<Rank>().unwrap_err().to_string(),
            r#"invalid rank (expected 1..8) "9""#
        );
    }

    #[test]
    fn colours_follow_a1_dark() {
        assert!(Square::A1.is_dark());
        assert!(!Square::B1.is_dark());
        assert!(!Square::J1.is_dark());
        assert!(!Square::A2.is_dark());
    }

    #[test]
    fn offsets_stay_on_board() {
        assert_eq!(Square::J1.offset(1, 0), None);
        assert_eq!(Square::A1.offset(-1, 0), None);
        assert_eq!(Square::A1.offset(2, 1), Some(Square::C2));
        assert_eq!(Square::J8.offset(0, 1), None);
    }
}
