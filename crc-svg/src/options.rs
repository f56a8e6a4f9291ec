//! What a diagram shows besides the pieces, and in which colours: python-chess's options of
//! `chess.svg.board` where it has them.

use std::collections::BTreeMap;
use std::fmt;
use std::str::FromStr;

use crc_rules_core::{quote, Square};
use thiserror::Error;

use crate::rgb::{ParseRgbError, Rgb};

/// The width of a diagram in pixels: from [`Size::MIN`] to [`Size::MAX`]. The height
/// follows the board's shape (10 × 8 squares, with the coordinates' margin when shown).
///
/// ```
/// use crc_rules_svg::Size;
/// assert_eq!(Size::new(400)?.px(), 400);
/// assert!(Size::new(0).is_err());
/// assert!(Size::new(1_000_000).is_err());
/// # Ok::<(), crc_rules_svg::SizeError>(())
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Size(u32);

impl Size {
    /// The narrowest diagram: 16 px, under two pixels a square.
    pub const MIN: u32 = 16;
    /// The widest diagram: 16,384 px, the largest canvas side some browsers draw.
    pub const MAX: u32 = 16_384;

    /// The width `px`, when it is within [`Size::MIN`]..=[`Size::MAX`].
    pub const fn new(px: u32) -> Result<Size, SizeError> {
        if px >= Size::MIN && px <= Size::MAX {
            Ok(Size(px))
        } else {
            Err(SizeError(px as i64))
        }
    }

    /// The width in pixels.
    pub const fn px(self) -> u32 {
        self.0
    }
}

impl TryFrom<i64> for Size {
    type Error = SizeError;

    /// The width `px`, for callers whose numbers are signed or wider than `u32` (Python's).
    fn try_from(px: i64) -> Result<Size, SizeError> {
        u32::try_from(px)
            .map_err(|_| SizeError(px))
            .and_then(Size::new)
    }
}

/// The error for a width outside [`Size::MIN`]..=[`Size::MAX`].
#[derive(Copy, Clone, Debug, PartialEq, Eq, Error)]
#[error("size {0} px is out of range: a diagram is {min} to {max} px wide", min = Size::MIN, max = Size::MAX)]
pub struct SizeError(pub i64);

/// The colour of an arrow: one of the four named colours of [`Colors`], or any colour.
///
/// Text is a name (`green`, `red`, `yellow`, `blue`) or `#rrggbb` / `#rgb`.
///
/// ```
/// use crc_rules_svg::{ArrowColor, Rgb};
/// assert_eq!("red".parse(), Ok(ArrowColor::Red));
/// assert_eq!("#123456".parse(), Ok(ArrowColor::Rgb(Rgb::new(0x12, 0x34, 0x56))));
/// assert_eq!(ArrowColor::Blue.to_string(), "blue");
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Default)]
pub enum ArrowColor {
    /// [`Colors::arrow_green`], the default.
    #[default]
    Green,
    /// [`Colors::arrow_red`].
    Red,
    /// [`Colors::arrow_yellow`].
    Yellow,
    /// [`Colors::arrow_blue`].
    Blue,
    /// A colour of its own.
    Rgb(Rgb),
}

/// The named arrow colours, each with its name and its letter in PGN's `[%cal]`.
const NAMED_ARROW_COLORS: [(ArrowColor, &str, char); 4] = [
    (ArrowColor::Green, "green", 'G'),
    (ArrowColor::Red, "red", 'R'),
    (ArrowColor::Yellow, "yellow", 'Y'),
    (ArrowColor::Blue, "blue", 'B'),
];

impl ArrowColor {
    /// The entry of a named colour in [`NAMED_ARROW_COLORS`].
    fn named(self) -> Option<(&'static str, char)> {
        NAMED_ARROW_COLORS
            .iter()
            .find(|(color, _, _)| *color == self)
            .map(|&(_, name, letter)| (name, letter))
    }

    /// The named colour of a `[%cal]` letter.
    fn of_letter(letter: char) -> Option<ArrowColor> {
        NAMED_ARROW_COLORS
            .iter()
            .find(|(_, _, known)| *known == letter)
            .map(|&(color, _, _)| color)
    }
}

impl fmt::Display for ArrowColor {
    /// The name of a named colour, `#rrggbb` for a colour of its own.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self, self.named()) {
            (_, Some((name, _))) => f.write_str(name),
            (ArrowColor::Rgb(rgb), None) => write!(f, "{rgb}"),
            (_, None) => Ok(()),
        }
    }
}

impl FromStr for ArrowColor {
    type Err = ParseRgbError;

    /// A name, else a colour `#rrggbb` or `#rgb`.
    fn from_str(text: &str) -> Result<ArrowColor, ParseRgbError> {
        let named = NAMED_ARROW_COLORS.iter().find(|(_, name, _)| *name == text);
        match named {
            Some(&(color, _, _)) => Ok(color),
            None => text.parse().map(ArrowColor::Rgb),
        }
    }
}

/// An arrow from the centre of `tail` to the centre of `head`; an arrow whose head is its
/// tail is drawn as a ring round the square. Arrows are drawn over the pieces, at
/// [`ARROW_OPACITY`] so that the pieces show through.
///
/// Text is python-chess's `Arrow.from_pgn` form (the form of the `[%cal]` comments of
/// PGN): an optional colour letter `G`, `R`, `Y` or `B`, then the two squares.
///
/// ```
/// use crc_rules_core::Square;
/// use crc_rules_svg::{Arrow, ArrowColor};
/// let arrow: Arrow = "Ri1i8".parse()?;
/// assert_eq!(arrow, Arrow { tail: Square::I1, head: Square::I8, color: ArrowColor::Red });
/// assert_eq!(arrow.to_string(), "Ri1i8");
/// assert_eq!("e2e4".parse::<Arrow>()?.color, ArrowColor::Green);
/// assert!("e2k4".parse::<Arrow>().is_err());
/// # Ok::<(), crc_rules_svg::ParseArrowError>(())
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Arrow {
    /// Where the arrow starts.
    pub tail: Square,
    /// Where it points.
    pub head: Square,
    /// Its colour.
    pub color: ArrowColor,
}

/// How opaque arrows are: 0.8, so that a piece under an arrow stays visible.
pub const ARROW_OPACITY: f64 = 0.8;

impl Arrow {
    /// A green arrow from `tail` to `head`.
    pub const fn new(tail: Square, head: Square) -> Arrow {
        Arrow {
            tail,
            head,
            color: ArrowColor::Green,
        }
    }
}

impl FromStr for Arrow {
    type Err = ParseArrowError;

    fn from_str(text: &str) -> Result<Arrow, ParseArrowError> {
        let error = || ParseArrowError(text.to_owned());
        let letter = text.chars().next().and_then(ArrowColor::of_letter);
        // The letters are ASCII: the squares start after one byte.
        let squares = if letter.is_some() { &text[1..] } else { text };
        // A square is two ASCII characters, so the text after the colour is four.
        if squares.len() != 4 || !squares.is_ascii() {
            return Err(error());
        }
        let tail = squares[..2].parse().map_err(|_| error())?;
        let head = squares[2..].parse().map_err(|_| error())?;
        Ok(Arrow {
            tail,
            head,
            color: letter.unwrap_or_default(),
        })
    }
}

impl fmt::Display for Arrow {
    /// The text `FromStr` reads: the colour letter for a named colour, then the squares.
    /// An arrow of a colour of its own is written without one (it reads back green).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some((_, letter)) = self.color.named() {
            write!(f, "{letter}")?;
        }
        write!(f, "{}{}", self.tail, self.head)
    }
}

/// The error for text that is not an arrow.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error(
    "invalid arrow {}: expected an optional colour letter G, R, Y or B and two squares a1..j8, such as Ge2e4",
    quote(.0)
)]
pub struct ParseArrowError(pub String);

/// The colours of a diagram. The defaults are this project's; [`Colors::set`] takes
/// python-chess's names for them.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Colors {
    /// Light squares (`"square light"`).
    pub light: Rgb,
    /// Dark squares (`"square dark"`).
    pub dark: Rgb,
    /// A light square of the last move (`"square light lastmove"`).
    pub light_last_move: Rgb,
    /// A dark square of the last move (`"square dark lastmove"`).
    pub dark_last_move: Rgb,
    /// The frame that holds the coordinates (`"margin"`).
    pub margin: Rgb,
    /// The coordinates (`"coord"`).
    pub coordinate: Rgb,
    /// The glow under a king in check (`"check"`, a name python-chess does not have).
    pub check: Rgb,
    /// A square of [`Options::fill`] given no colour of its own (`"fill"`; the C API's
    /// marked squares).
    pub fill: Rgb,
    /// Green arrows (`"arrow green"`).
    pub arrow_green: Rgb,
    /// Red arrows (`"arrow red"`).
    pub arrow_red: Rgb,
    /// Yellow arrows (`"arrow yellow"`).
    pub arrow_yellow: Rgb,
    /// Blue arrows (`"arrow blue"`).
    pub arrow_blue: Rgb,
}

impl Colors {
    /// The default colours, this project's.
    pub const DEFAULT: Colors = Colors {
        light: Rgb::new(0xec, 0xda, 0xb9),
        dark: Rgb::new(0xae, 0x8a, 0x68),
        light_last_move: Rgb::new(0xe2, 0xdc, 0x86),
        dark_last_move: Rgb::new(0xbf, 0xb4, 0x58),
        margin: Rgb::new(0x2b, 0x2b, 0x2b),
        coordinate: Rgb::new(0xe8, 0xe8, 0xe8),
        check: Rgb::new(0xe0, 0x10, 0x10),
        fill: Rgb::new(0xd8, 0x6a, 0x5a),
        arrow_green: Rgb::new(0x1b, 0x7f, 0x3b),
        arrow_red: Rgb::new(0xb2, 0x22, 0x22),
        arrow_yellow: Rgb::new(0xe0, 0xa0, 0x00),
        arrow_blue: Rgb::new(0x1f, 0x5f, 0xbf),
    };
}

/// Gives [`Colors`] its names, from one list of `field = "name"`: the list of names and
/// the field of each.
macro_rules! color_names {
    ($( $field:ident = $name:literal ),+ $(,)?) => {
        impl Colors {
            /// The names [`Colors::set`] knows, in the order of the fields.
            const NAMES: &'static [&'static str] = &[$( $name ),+];

            /// The field of `name`.
            fn field(&mut self, name: &str) -> Option<&mut Rgb> {
                match name {
                    $( $name => Some(&mut self.$field), )+
                    _ => None,
                }
            }
        }
    };
}

color_names! {
    light = "square light", dark = "square dark", light_last_move = "square light lastmove",
    dark_last_move = "square dark lastmove", margin = "margin", coordinate = "coord",
    check = "check", fill = "fill",
    arrow_green = "arrow green", arrow_red = "arrow red", arrow_yellow = "arrow yellow",
    arrow_blue = "arrow blue",
}

impl Default for Colors {
    fn default() -> Colors {
        Colors::DEFAULT
    }
}

impl Colors {
    /// The names `set` knows: python-chess's keys of `colors` (`"square light"`,
    /// `"square dark lastmove"`, `"coord"`, `"arrow red"`, …) and `"check"` and `"fill"`.
    pub fn names() -> impl Iterator<Item = &'static str> {
        Colors::NAMES.iter().copied()
    }

    /// Sets the colour of `name` (one of [`Colors::names`]).
    ///
    /// ```
    /// use crc_rules_svg::{Colors, Rgb};
    /// let mut colors = Colors::default();
    /// colors.set("square dark", Rgb::new(0x40, 0x80, 0x40))?;
    /// assert_eq!(colors.dark, Rgb::new(0x40, 0x80, 0x40));
    /// assert!(colors.set("inner border", Rgb::new(0, 0, 0)).is_err());
    /// # Ok::<(), crc_rules_svg::UnknownColorName>(())
    /// ```
    ///
    /// # Errors
    /// [`UnknownColorName`] for any other name; nothing is changed.
    pub fn set(&mut self, name: &str, color: Rgb) -> Result<(), UnknownColorName> {
        let field = self
            .field(name)
            .ok_or_else(|| UnknownColorName(name.to_owned()))?;
        *field = color;
        Ok(())
    }

    /// The colour of `name` (one of [`Colors::names`]), if it is one.
    ///
    /// ```
    /// use crc_rules_svg::Colors;
    /// assert_eq!(Colors::DEFAULT.get("coord"), Some(Colors::DEFAULT.coordinate));
    /// assert_eq!(Colors::DEFAULT.get("inner border"), None);
    /// ```
    pub fn get(&self, name: &str) -> Option<Rgb> {
        let mut copy = *self;
        copy.field(name).copied()
    }

    /// The colour an arrow of `color` is drawn in.
    pub fn arrow(&self, color: ArrowColor) -> Rgb {
        match color {
            ArrowColor::Green => self.arrow_green,
            ArrowColor::Red => self.arrow_red,
            ArrowColor::Yellow => self.arrow_yellow,
            ArrowColor::Blue => self.arrow_blue,
            ArrowColor::Rgb(rgb) => rgb,
        }
    }
}

/// The error for a colour name [`Colors::set`] does not know; its message lists the names.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("unknown colour name {}: the names are {}", quote(.0), known_names())]
pub struct UnknownColorName(pub String);

/// The names of [`Colors`], quoted, for a message.
fn known_names() -> String {
    let quoted: Vec<String> = Colors::names().map(|name| format!("{name:?}")).collect();
    quoted.join(", ")
}

/// What a diagram shows besides the pieces. `Options::default()` is a diagram as
/// python-chess's `chess.svg.board` draws one by default: White at the bottom, coordinates
/// on, no size (it fills the box it is shown in), nothing highlighted.
///
/// ```
/// use crc_rules_core::Square;
/// use crc_rules_svg::{Arrow, Options, Size};
/// let options = Options {
///     size: Some(Size::new(400)?),
///     flipped: true,
///     last_move: Some((Square::E2, Square::E4)),
///     arrows: vec![Arrow::new(Square::D1, Square::H5)],
///     ..Options::default()
/// };
/// # Ok::<(), crc_rules_svg::SizeError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Options {
    /// The width in pixels, or `None` for an SVG without width and height, which scales to
    /// the box it is shown in.
    pub size: Option<Size>,
    /// Black at the bottom (python-chess's `orientation=BLACK`).
    pub flipped: bool,
    /// The files' letters and ranks' digits in a frame round the board.
    pub coordinates: bool,
    /// The squares of the last move, from and to, drawn in the last-move colours.
    pub last_move: Option<(Square, Square)>,
    /// The square of a king in check, marked with a red glow under the piece.
    pub check: Option<Square>,
    /// Squares drawn in a colour of their own instead of light or dark.
    pub fill: BTreeMap<Square, Rgb>,
    /// Arrows over the pieces, drawn in this order.
    pub arrows: Vec<Arrow>,
    /// The colours.
    pub colors: Colors,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            size: None,
            flipped: false,
            coordinates: true,
            last_move: None,
            check: None,
            fill: BTreeMap::new(),
            arrows: Vec::new(),
            colors: Colors::default(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn arrows_read_what_they_write_and_refuse_the_rest() {
        for text in ["Ga1j8", "Rj8a1", "Ye4e4", "Bb2c3"] {
            let arrow: Arrow = text.parse().expect(text);
            assert_eq!(arrow.to_string(), text);
        }
        for bad in [
            "", "G", "e2", "e2e", "e2e4e", "k1a1", "a0a1", "a1a9", "Xe2e4", "ge2e4", "e2-e4",
            "é2e4", "aé2e", "Bc10c1",
        ] {
            assert_eq!(
                bad.parse::<Arrow>(),
                Err(ParseArrowError(bad.to_owned())),
                "{bad}"
            );
        }
    }

    #[test]
    fn sizes_outside_the_range_are_refused() {
        for px in [0, 1, Size::MIN - 1, Size::MAX + 1, u32::MAX] {
            assert_eq!(Size::new(px), Err(SizeError(px.into())));
        }
        for px in [i64::MIN, -400, -1, i64::MAX] {
            assert_eq!(Size::try_from(px), Err(SizeError(px)));
        }
        assert_eq!(Size::try_from(400i64).map(Size::px), Ok(400));
        assert_eq!(
            SizeError(0).to_string(),
            "size 0 px is out of range: a diagram is 16 to 16384 px wide"
        );
    }

    #[test]
    fn every_color_name_sets_its_own_field_and_others_change_nothing() {
        let names: Vec<&str> = Colors::names().collect();
        assert_eq!(names.len(), 12);
        for (i, name) in names.iter().enumerate() {
            let mut colors = Colors::default();
            let marker = Rgb::new(1, 2, i as u8);
            colors.set(name, marker).expect(name);
            for other in &names {
                let want = if other == name {
                    marker
                } else {
                    Colors::DEFAULT.get(other).unwrap()
                };
                assert_eq!(colors.get(other), Some(want), "{name} then {other}");
            }
        }
        let mut colors = Colors::default();
        let error = colors.set("square  light", Rgb::new(0, 0, 0)).unwrap_err();
        assert_eq!(colors, Colors::default());
        for name in names {
            assert!(error.to_string().contains(&format!("{name:?}")), "{name}");
        }
    }

    #[test]
    fn arrow_colors_read_what_they_write() {
        for color in [
            ArrowColor::Green,
            ArrowColor::Red,
            ArrowColor::Yellow,
            ArrowColor::Blue,
            ArrowColor::Rgb(Rgb::new(1, 2, 3)),
        ] {
            assert_eq!(color.to_string().parse(), Ok(color));
        }
        assert_eq!(
            "Green".parse::<ArrowColor>(),
            Err(ParseRgbError("Green".to_owned()))
        );
    }
}
