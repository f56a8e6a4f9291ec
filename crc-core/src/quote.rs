//! Quoting input in error messages, cut to a readable length.

use std::fmt;

/// How many characters of the input an error message quotes before it cuts it off.
pub const QUOTE_LIMIT: usize = 40;

/// Text as an error message quotes it: in double quotes with Rust's escapes, and cut after
/// [`QUOTE_LIMIT`] characters with `…` and the full length, so that a message stays short
/// however long the bad input was.
///
/// ```
/// use crc_rules_core::quote;
/// assert_eq!(quote("e9e4").to_string(), r#""e9e4""#);
/// let long = "x".repeat(10_000);
/// assert_eq!(
///     quote(&long).to_string(),
///     format!("\"{}\"… (10000 characters)", "x".repeat(40))
/// );
/// ```
pub fn quote(text: &str) -> Quoted<'_> {
    Quoted(text)
}

/// The [`Display`](fmt::Display) of [`quote`].
#[derive(Copy, Clone, Debug)]
pub struct Quoted<'a>(&'a str);

impl fmt::Display for Quoted<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text = self.0;
        match text.char_indices().nth(QUOTE_LIMIT) {
            None => write!(f, "{text:?}"),
            Some((cut, _)) => write!(
                f,
                "{:?}… ({} characters)",
                &text[..cut],
                text.chars().count()
            ),
        }
    }
}
