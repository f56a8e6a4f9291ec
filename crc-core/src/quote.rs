//! Quoting input in error messages, cut to a readable length.

use std::fmt::{self, Write};

/// How many characters of the input an error message quotes before it cuts it off.
pub const QUOTE_LIMIT: usize = 40;

/// Text as an error message quotes it: in double quotes, with `\"`, `\\` and the escapes of
/// control characters (`\n`, `\t`, `\r`, `\0`, else `\u{…}`), and cut after [`QUOTE_LIMIT`]
/// characters with `…` and the full length, so that a message stays short however long the
/// bad input was. Other characters stand as they are.
///
/// ```
/// use crc_rules_core::quote;
/// assert_eq!(quote("e9e4").to_string(), r#""e9e4""#);
/// assert_eq!(quote("a\"b\n").to_string(), r#""a\"b\n""#);
/// assert_eq!(quote("\u{1}é").to_string(), r#""\u{1}é""#);
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
        let cut = text.char_indices().nth(QUOTE_LIMIT).map(|(cut, _)| cut);
        f.write_char('"')?;
        for c in text[..cut.unwrap_or(text.len())].chars() {
            write_escaped(f, c, '"')?;
        }
        f.write_char('"')?;
        match cut {
            None => Ok(()),
            Some(_) => write!(f, "… ({} characters)", text.chars().count()),
        }
    }
}

/// A character as an error message quotes it: in single quotes, escaped as [`quote`]
/// escapes text.
///
/// ```
/// use crc_rules_core::quote_char;
/// assert_eq!(quote_char('Z').to_string(), "'Z'");
/// assert_eq!(quote_char('\t').to_string(), r"'\t'");
/// ```
pub fn quote_char(c: char) -> QuotedChar {
    QuotedChar(c)
}

/// The [`Display`](fmt::Display) of [`quote_char`].
#[derive(Copy, Clone, Debug)]
pub struct QuotedChar(char);

impl fmt::Display for QuotedChar {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_char('\'')?;
        write_escaped(f, self.0, '\'')?;
        f.write_char('\'')
    }
}

/// Writes `c` escaped inside quotes `quote`. Written by hand rather than with `{:?}`, whose
/// escapes of unprintable Unicode bring core's Unicode tables (about 2 KB gzipped) into the
/// WebAssembly module.
fn write_escaped(f: &mut fmt::Formatter<'_>, c: char, quote: char) -> fmt::Result {
    match c {
        '\\' => f.write_str(r"\\"),
        '\n' => f.write_str(r"\n"),
        '\r' => f.write_str(r"\r"),
        '\t' => f.write_str(r"\t"),
        '\0' => f.write_str(r"\0"),
        c if c == quote => write!(f, "\\{c}"),
        c if c.is_control() => write!(f, "\\u{{{:x}}}", u32::from(c)),
        c => f.write_char(c),
    }
}
