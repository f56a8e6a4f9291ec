//! [`ErrorKind`], the one vocabulary of errors across the crates and their bindings, and
//! [`HasErrorKind`], which every error that reaches a binding implements.
//!
//! The kind is decided here and in each error's `kind()`, once; each binding (the C status,
//! the Python exception class, the JS error name) maps kinds to its own names in one table
//! and classifies errors nowhere else, as `std::io::ErrorKind` does for the OS's errors.

use std::fmt;

/// Declares [`ErrorKind`], [`ErrorKind::ALL`] and [`ErrorKind::name`] from one list, so
/// that a kind cannot be added to one and missed in another.
macro_rules! error_kinds {
    ($($(#[$doc:meta])* $kind:ident => $name:literal,)+) => {
        /// What kind of error an error of these crates is: the vocabulary every binding
        /// maps onto its own names (C statuses, Python exception classes, JS error names).
        ///
        /// Non-exhaustive: a later version may add kinds, so a binding's table ends with a
        /// case for a kind it does not know, and a test over [`ErrorKind::ALL`] checks that
        /// it knows them all.
        ///
        /// ```
        /// use crc_rules_core::{ErrorKind, HasErrorKind, SetupNumberError};
        /// assert_eq!(SetupNumberError(0).kind(), ErrorKind::InvalidNumber);
        /// assert_eq!(ErrorKind::InvalidNumber.name(), "invalid_number");
        /// assert_eq!(ErrorKind::InvalidNumber.to_string(), "invalid_number");
        /// ```
        #[non_exhaustive]
        #[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
        pub enum ErrorKind {
            $($(#[$doc])* $kind,)+
        }

        impl ErrorKind {
            /// Every kind, in declaration order: for the tests that check a binding's table.
            pub const ALL: &'static [ErrorKind] = &[$(ErrorKind::$kind,)+];

            /// The kind's stable snake_case name, such as `"illegal_move"`: the `kind` of
            /// every Python exception and JS error, and the name the scenario tables use.
            pub const fn name(self) -> &'static str {
                match self {
                    $(ErrorKind::$kind => $name,)+
                }
            }
        }
    };
}

error_kinds! {
    /// Text that is not a FEN (X-FEN or Shredder-FEN).
    InvalidFen => "invalid_fen",
    /// A position that cannot be played (no king, a pawn on rank 1, …).
    IllegalPosition => "illegal_position",
    /// A start number outside 1..48000.
    InvalidNumber => "invalid_number",
    /// Text that is not one of the 48,000 start arrangements.
    InvalidArrangement => "invalid_arrangement",
    /// A rule-set name that is not known.
    InvalidRuleSet => "invalid_rule_set",
    /// A number or text that is not a square.
    InvalidSquare => "invalid_square",
    /// Text that is no move in any accepted notation.
    InvalidMove => "invalid_move",
    /// A well-formed move that is not legal in the position.
    IllegalMove => "illegal_move",
    /// SAN that more than one legal move matches.
    AmbiguousMove => "ambiguous_move",
    /// A pawn move to the last rank without the piece it promotes to.
    PromotionRequired => "promotion_required",
    /// A move, claim, resignation or agreement after the game has ended.
    GameOver => "game_over",
    /// A draw claim when no draw can be claimed.
    NoClaim => "no_claim",
    /// An undo with no move to take back, or a reopen with no declared end.
    NothingToUndo => "nothing_to_undo",
    /// A PGN game that cannot be read.
    InvalidPgn => "invalid_pgn",
    /// A PGN tag that cannot be set.
    InvalidTag => "invalid_tag",
    /// A variant other than those played here.
    UnknownVariant => "unknown_variant",
    /// A notation that does not describe these variants (shogi, janggi, xiangqi, Thai).
    UnsupportedNotation => "unsupported_notation",
    /// An argument that no other kind describes: a colour or piece letter that is not one,
    /// a piece type or perft depth out of range.
    InvalidArgument => "invalid_argument",
    /// A file or stream that cannot be opened or read.
    Io => "io",
}

impl fmt::Display for ErrorKind {
    /// The [`name`](ErrorKind::name).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// An error that says its [`ErrorKind`]: every error of these crates that reaches a binding.
pub trait HasErrorKind {
    /// The kind of this error.
    fn kind(&self) -> ErrorKind;
}

/// Implements [`HasErrorKind`] for error types of the crates: `Error => Kind, …` for errors
/// that are always of one kind, or `Error => by { pattern => inner, … }` for an error that
/// wraps others and has the kind of the one it holds.
///
/// ```
/// use crc_rules_core::{error_kind_of, ErrorKind, HasErrorKind, ParseSquareError};
/// #[derive(Debug)]
/// struct NoSuchOption;
/// #[derive(Debug)]
/// enum OptionError {
///     Name(NoSuchOption),
///     Square(ParseSquareError),
/// }
/// error_kind_of!(NoSuchOption => InvalidArgument);
/// error_kind_of!(OptionError => by {
///     OptionError::Name(error) => error,
///     OptionError::Square(error) => error,
/// });
/// assert_eq!(OptionError::Name(NoSuchOption).kind(), ErrorKind::InvalidArgument);
/// let square = "k9".parse::<crc_rules_core::Square>().unwrap_err();
/// assert_eq!(OptionError::Square(square).kind(), ErrorKind::InvalidSquare);
/// ```
#[macro_export]
macro_rules! error_kind_of {
    ($error:ty => by { $($variant:pat => $inner:expr),+ $(,)? }) => {
        impl $crate::HasErrorKind for $error {
            fn kind(&self) -> $crate::ErrorKind {
                match self {
                    $($variant => $crate::HasErrorKind::kind($inner),)+
                }
            }
        }
    };
    ($($error:ty => $kind:ident),+ $(,)?) => {
        $(
            impl $crate::HasErrorKind for $error {
                fn kind(&self) -> $crate::ErrorKind {
                    $crate::ErrorKind::$kind
                }
            }
        )+
    };
}

error_kind_of!(
    crate::ParseFenError => InvalidFen,
    crate::SetupNumberError => InvalidNumber,
    crate::ParseArrangementError => InvalidArrangement,
    crate::ParseRuleSetError => InvalidRuleSet,
    crate::ParseSquareError => InvalidSquare,
    crate::ParseCoordError => InvalidSquare,
    crate::ParseColorError => InvalidArgument,
    crate::ParsePieceError => InvalidArgument,
);

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    #[test]
    fn names_are_snake_case_and_distinct() {
        let names: HashSet<&str> = ErrorKind::ALL.iter().map(|k| k.name()).collect();
        assert_eq!(names.len(), ErrorKind::ALL.len());
        for name in names {
            assert!(
                name.bytes().all(|b| b.is_ascii_lowercase() || b == b'_'),
                "{name}"
            );
        }
    }

    #[test]
    fn core_errors_have_their_kinds() {
        fn kind_of<T, E: HasErrorKind>(result: Result<T, E>) -> Option<ErrorKind> {
            result.err().map(|error| error.kind())
        }
        let kinds = [
            kind_of("e9".parse::<crate::Square>()),
            kind_of("x".parse::<crate::RuleSet>()),
            kind_of("RNBQ".parse::<crate::Arrangement>()),
            kind_of("10/10 w".parse::<crate::Setup>()),
            kind_of(crate::Arrangement::from_number(48_001)),
            kind_of("white".parse::<crate::Color>()),
        ];
        use ErrorKind::*;
        let expected = [
            InvalidSquare,
            InvalidRuleSet,
            InvalidArrangement,
            InvalidFen,
        ];
        assert_eq!(kinds[..4], expected.map(Some));
        assert_eq!(kinds[4..], [Some(InvalidNumber), Some(InvalidArgument)]);
    }
}
