//! Colours as the diagrams write them.

use std::fmt;
use std::str::FromStr;

use thiserror::Error;

/// An opaque colour, red, green and blue from 0 to 255, written `#rrggbb`.
///
/// ```
/// use crc_rules_svg::Rgb;
/// let orange: Rgb = "#e68f00".parse()?;
/// assert_eq!(orange, Rgb::new(0xe6, 0x8f, 0x00));
/// assert_eq!(orange.to_string(), "#e68f00");
/// assert_eq!("#fa0".parse::<Rgb>()?, Rgb::from_u32(0xffaa00).unwrap());
/// assert!("orange".parse::<Rgb>().is_err());
/// # Ok::<(), crc_rules_svg::ParseRgbError>(())
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Rgb {
    /// Red, 0 to 255.
    pub r: u8,
    /// Green, 0 to 255.
    pub g: u8,
    /// Blue, 0 to 255.
    pub b: u8,
}

impl Rgb {
    /// The colour with these components.
    pub const fn new(r: u8, g: u8, b: u8) -> Rgb {
        Rgb { r, g, b }
    }

    /// The colour of a number `0xRRGGBB`, as C writes colours; `None` above `0xffffff`.
    ///
    /// ```
    /// use crc_rules_svg::Rgb;
    /// assert_eq!(Rgb::from_u32(0x00ff80), Some(Rgb::new(0, 255, 128)));
    /// assert_eq!(Rgb::from_u32(0x1000000), None);
    /// ```
    pub const fn from_u32(rgb: u32) -> Option<Rgb> {
        if rgb > 0xff_ffff {
            return None;
        }
        Some(Rgb::new((rgb >> 16) as u8, (rgb >> 8) as u8, rgb as u8))
    }

    /// The number `0xRRGGBB` of the colour.
    ///
    /// ```
    /// use crc_rules_svg::Rgb;
    /// assert_eq!(Rgb::new(0x12, 0x34, 0x56).to_u32(), 0x123456);
    /// ```
    pub const fn to_u32(self) -> u32 {
        (self.r as u32) << 16 | (self.g as u32) << 8 | self.b as u32
    }
}

impl fmt::Display for Rgb {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "#{:02x}{:02x}{:02x}", self.r, self.g, self.b)
    }
}

impl FromStr for Rgb {
    type Err = ParseRgbError;

    /// Reads `#rrggbb` or `#rgb` (each digit doubled, as in CSS), in either case.
    fn from_str(text: &str) -> Result<Rgb, ParseRgbError> {
        let error = || ParseRgbError(text.to_owned());
        let digits = text.strip_prefix('#').ok_or_else(error)?;
        if !digits.bytes().all(|b| b.is_ascii_hexdigit()) {
            return Err(error());
        }
        let value = u32::from_str_radix(digits, 16).map_err(|_| error())?;
        match digits.len() {
            6 => Rgb::from_u32(value).ok_or_else(error),
            3 => {
                let double = |digit: u32| (digit & 0xf) as u8 * 0x11;
                Ok(Rgb::new(
                    double(value >> 8),
                    double(value >> 4),
                    double(value),
                ))
            }
            _ => Err(error()),
        }
    }
}

/// The error for text that is not a colour `#rgb` or `#rrggbb`.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("invalid colour {}: expected #rrggbb or #rgb, such as #e68f00", crc_rules_core::quote(.0))]
pub struct ParseRgbError(pub String);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_round_trips_and_bad_text_is_refused() {
        for rgb in [
            Rgb::new(0, 0, 0),
            Rgb::new(255, 255, 255),
            Rgb::new(1, 2, 3),
        ] {
            assert_eq!(rgb.to_string().parse::<Rgb>(), Ok(rgb));
            assert_eq!(Rgb::from_u32(rgb.to_u32()), Some(rgb));
        }
        assert_eq!("#ABCDEF".parse::<Rgb>(), Ok(Rgb::new(0xab, 0xcd, 0xef)));
        for bad in [
            "", "#", "fff", "#ff", "#ffff", "#fffffff", "#ggg", "#+ffff", "# fffff", "#ff ff",
        ] {
            assert_eq!(
                bad.parse::<Rgb>(),
                Err(ParseRgbError(bad.to_owned())),
                "{bad}"
            );
        }
        assert_eq!(
            "red".parse::<Rgb>().unwrap_err().to_string(),
            r##"invalid colour "red": expected #rrggbb or #rgb, such as #e68f00"##
        );
    }
}
