//! The diagram of a board: squares, coordinates, highlights, pieces and arrows.

use std::fmt::Write;

use crc_rules_core::{Board, File, Piece, Rank, Square, FILE_COUNT, RANK_COUNT};

use crate::glyphs;
use crate::options::{Arrow, Options, ARROW_OPACITY};
use crate::pieces::{group, piece_name};
use crate::rgb::Rgb;

/// The side of a square in the diagram's own units (its `viewBox`).
pub(crate) const SQUARE: u32 = 100;
/// The width of the frame that holds the coordinates, in the same units.
pub(crate) const MARGIN: u32 = 40;

/// How the squares lie in a diagram: its size in `viewBox` units and where each square is.
#[derive(Copy, Clone, Debug)]
pub(crate) struct Layout {
    margin: u32,
    flipped: bool,
}

impl Layout {
    pub(crate) fn of(options: &Options) -> Layout {
        Layout {
            margin: if options.coordinates { MARGIN } else { 0 },
            flipped: options.flipped,
        }
    }

    /// The width and height of the `viewBox`.
    pub(crate) fn extent(self) -> (u32, u32) {
        (
            FILE_COUNT as u32 * SQUARE + 2 * self.margin,
            RANK_COUNT as u32 * SQUARE + 2 * self.margin,
        )
    }

    /// The column (0 at the left) of `file`.
    fn column(self, file: File) -> u32 {
        let index = file.index() as u32;
        if self.flipped {
            FILE_COUNT as u32 - 1 - index
        } else {
            index
        }
    }

    /// The row (0 at the top) of `rank`.
    fn row(self, rank: Rank) -> u32 {
        let index = rank.index() as u32;
        if self.flipped {
            index
        } else {
            RANK_COUNT as u32 - 1 - index
        }
    }

    /// The top-left corner of `square`.
    pub(crate) fn corner(self, square: Square) -> (u32, u32) {
        (
            self.margin + self.column(square.file()) * SQUARE,
            self.margin + self.row(square.rank()) * SQUARE,
        )
    }

    /// The centre of `square`.
    fn centre(self, square: Square) -> (f64, f64) {
        let (x, y) = self.corner(square);
        let half = f64::from(SQUARE) / 2.0;
        (f64::from(x) + half, f64::from(y) + half)
    }
}

/// The diagram of `board` as an SVG document: well-formed XML in the SVG namespace, with
/// nothing fetched from outside (the pieces are defined in the document, the coordinates
/// are paths, not text).
///
/// Each square is a `rect` of class `square`, `light` or `dark` and its name (python-chess's
/// classes), with `lastmove`, `fill` or `check` where it is highlighted; each piece a `use`
/// of class `piece`, its colour and role (`piece white archbishop`) with the square in
/// `data-square`; each arrow a `path` or `circle` of class `arrow` with `data-tail` and
/// `data-head`. a1 is a dark square, as on every board.
///
/// ```
/// use crc_rules_core::{Setup, Square};
/// use crc_rules_svg::{Options, Size};
/// let setup: Setup = "rnabqkbcnr/pppppppppp/10/10/4P5/10/PPPP1PPPPP/RNABQKBCNR b KQkq e3 0 1"
///     .parse()?;
/// let options = Options {
///     size: Some(Size::new(400)?),
///     last_move: Some((Square::E2, Square::E4)),
///     ..Options::default()
/// };
/// let svg = crc_rules_svg::board(&setup.board, &options);
/// assert!(svg.starts_with("<svg "));
/// assert!(svg.contains(r#"class="piece white pawn" data-square="e4""#));
/// assert_eq!(svg.matches(r#"class="piece "#).count(), 40);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn board(board: &Board, options: &Options) -> String {
    let layout = Layout::of(options);
    let (width, height) = layout.extent();
    let mut svg = String::with_capacity(24 * 1024);
    svg.push_str(
        r#"<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink""#,
    );
    let _ = write!(svg, r#" version="1.1" viewBox="0 0 {width} {height}""#);
    if let Some(size) = options.size {
        let px = f64::from(size.px());
        let _ = write!(
            svg,
            r#" width="{}" height="{}""#,
            size.px(),
            number(px * f64::from(height) / f64::from(width))
        );
    }
    svg.push_str(">\n");
    defs(&mut svg, board, options);
    if options.coordinates {
        let _ = writeln!(
            svg,
            r#"<rect class="margin" x="0" y="0" width="{width}" height="{height}" fill="{}"/>"#,
            options.colors.margin
        );
    }
    squares(&mut svg, layout, options);
    if options.coordinates {
        coordinates(&mut svg, layout, options.colors.coordinate);
    }
    if let Some(square) = options.check {
        let (x, y) = layout.corner(square);
        let _ = writeln!(
            svg,
            r#"<rect class="check" x="{x}" y="{y}" width="{SQUARE}" height="{SQUARE}" fill="url(#crc-check)"/>"#
        );
    }
    for (square, piece) in board.pieces() {
        let (x, y) = layout.corner(square);
        let name = piece_name(piece);
        let _ = writeln!(
            svg,
            r##"<use href="#crc-{name}" xlink:href="#crc-{name}" x="{x}" y="{y}" class="piece {} {}" data-square="{square}"/>"##,
            piece.color.name(),
            piece.role.name()
        );
    }
    for arrow in &options.arrows {
        draw_arrow(&mut svg, layout, arrow, options.colors.arrow(arrow.color));
    }
    svg.push_str("</svg>\n");
    svg
}

/// The definitions the rest refers to: each kind of piece on the board once, and the
/// check's glow when a king is marked.
fn defs(svg: &mut String, board: &Board, options: &Options) {
    let mut kinds: Vec<Piece> = board.pieces().map(|(_, piece)| piece).collect();
    kinds.sort_by_key(|p| (p.color, p.role));
    kinds.dedup();
    if kinds.is_empty() && options.check.is_none() {
        return;
    }
    svg.push_str("<defs>\n");
    for piece in kinds {
        let _ = writeln!(
            svg,
            r#"<g id="crc-{}">{}</g>"#,
            piece_name(piece),
            group(piece)
        );
    }
    if options.check.is_some() {
        let red = options.colors.check;
        let _ = writeln!(
            svg,
            concat!(
                r#"<radialGradient id="crc-check">"#,
                r#"<stop offset="0%" stop-color="{red}" stop-opacity="1"/>"#,
                r#"<stop offset="50%" stop-color="{red}" stop-opacity="1"/>"#,
                r#"<stop offset="100%" stop-color="{red}" stop-opacity="0"/>"#,
                "</radialGradient>"
            ),
            red = red
        );
    }
    svg.push_str("</defs>\n");
}

/// The 80 squares in their colours: a fill colour first, then the last move's, then light
/// or dark.
fn squares(svg: &mut String, layout: Layout, options: &Options) {
    let colors = &options.colors;
    let in_last_move = |square| {
        options
            .last_move
            .is_some_and(|(from, to)| square == from || square == to)
    };
    for square in Square::ALL {
        let dark = square.is_dark();
        let shade = if dark { "dark" } else { "light" };
        let (class, color) = match options.fill.get(&square) {
            Some(&color) => (" fill", color),
            None if in_last_move(square) => (
                " lastmove",
                if dark {
                    colors.dark_last_move
                } else {
                    colors.light_last_move
                },
            ),
            None => ("", if dark { colors.dark } else { colors.light }),
        };
        let (x, y) = layout.corner(square);
        let _ = writeln!(
            svg,
            r#"<rect x="{x}" y="{y}" width="{SQUARE}" height="{SQUARE}" class="square {shade} {square}{class}" fill="{color}"/>"#
        );
    }
}

/// The files' letters above and below the board, the ranks' digits left and right of it.
fn coordinates(svg: &mut String, layout: Layout, color: Rgb) {
    const SCALE: f64 = 1.2;
    let _ = writeln!(
        svg,
        r#"<g class="coordinates" fill="none" stroke="{color}" stroke-width="2.8" stroke-linecap="round" stroke-linejoin="round">"#
    );
    let (width, height) = layout.extent();
    let edge = f64::from(MARGIN) / 2.0;
    let mut glyph = |path: &str, (cx, cy): (f64, f64)| {
        let x = cx - glyphs::WIDTH * SCALE / 2.0;
        let y = cy - glyphs::HEIGHT * SCALE / 2.0;
        let _ = writeln!(
            svg,
            r#"<path transform="translate({} {}) scale({SCALE})" d="{path}"/>"#,
            number(x),
            number(y)
        );
    };
    for file in File::ALL {
        let (cx, _) = layout.centre(Square::from_coords(file, Rank::First));
        glyph(glyphs::file(file), (cx, edge));
        glyph(glyphs::file(file), (cx, f64::from(height) - edge));
    }
    for rank in Rank::ALL {
        let (_, cy) = layout.centre(Square::from_coords(File::A, rank));
        glyph(glyphs::rank(rank), (edge, cy));
        glyph(glyphs::rank(rank), (f64::from(width) - edge, cy));
    }
    svg.push_str("</g>\n");
}

/// An arrow from centre to centre, or a ring when its head is its tail.
fn draw_arrow(svg: &mut String, layout: Layout, arrow: &Arrow, color: Rgb) {
    let (tail, head) = (arrow.tail, arrow.head);
    let data = format!(r#"class="arrow" data-tail="{tail}" data-head="{head}""#);
    let (tx, ty) = layout.centre(tail);
    if tail == head {
        let _ = writeln!(
            svg,
            r#"<circle {data} cx="{}" cy="{}" r="44" fill="none" stroke="{color}" stroke-width="8" opacity="{ARROW_OPACITY}"/>"#,
            number(tx),
            number(ty)
        );
        return;
    }
    const SHAFT: f64 = 8.0; // half the shaft's width
    const BARB: f64 = 24.0; // half the head's width
    const HEAD: f64 = 38.0; // the head's length
    let (hx, hy) = layout.centre(head);
    let (dx, dy) = (hx - tx, hy - ty);
    let length = dx.hypot(dy);
    let (ux, uy) = (dx / length, dy / length);
    let (nx, ny) = (-uy, ux);
    let (bx, by) = (hx - ux * HEAD, hy - uy * HEAD);
    let points = [
        (tx + nx * SHAFT, ty + ny * SHAFT),
        (bx + nx * SHAFT, by + ny * SHAFT),
        (bx + nx * BARB, by + ny * BARB),
        (hx, hy),
        (bx - nx * BARB, by - ny * BARB),
        (bx - nx * SHAFT, by - ny * SHAFT),
        (tx - nx * SHAFT, ty - ny * SHAFT),
    ];
    let mut d = String::new();
    for (i, (x, y)) in points.iter().enumerate() {
        let _ = write!(
            d,
            "{}{} {}",
            if i == 0 { "M" } else { "L" },
            number(*x),
            number(*y)
        );
    }
    let _ = writeln!(
        svg,
        r#"<path {data} d="{d}Z" fill="{color}" opacity="{ARROW_OPACITY}"/>"#
    );
}

/// A number as SVG attributes write it: at most two decimals, no trailing zeros.
fn number(value: f64) -> String {
    let text = format!("{value:.2}");
    let text = text.trim_end_matches('0').trim_end_matches('.');
    match text {
        "-0" => "0".to_owned(),
        _ => text.to_owned(),
    }
}
