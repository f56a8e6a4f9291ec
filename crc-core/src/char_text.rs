//! Types whose text is a single character: files, ranks, roles and pieces.

/// Writes `Display` and `FromStr` for `$Type`, whose text is the one character of its
/// `char` method. `FromStr` reads text of exactly one character with `$from_char`
/// (`fn(char) -> Option<$Type>`) and otherwise fails with `$Error { what: $what, text }`.
macro_rules! char_text {
    ($Type:ident, $from_char:expr, $Error:ident, $what:expr) => {
        impl std::fmt::Display for $Type {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                write!(f, "{}", self.char())
            }
        }

        impl std::str::FromStr for $Type {
            type Err = $Error;

            fn from_str(text: &str) -> Result<$Type, $Error> {
                let mut chars = text.chars();
                match (chars.next(), chars.next()) {
                    (Some(c), None) => $from_char(c),
                    _ => None,
                }
                .ok_or_else(|| $Error {
                    what: $what,
                    text: text.to_owned(),
                })
            }
        }
    };
}

pub(crate) use char_text;
