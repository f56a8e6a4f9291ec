//! Diagrams as a reader sees them: parsed by a real XML parser and rendered by a real SVG
//! renderer (resvg), then checked square by square against the position they show.
//!
//! The geometry is the one the crate documents: squares of 100 units, a frame of 40 units
//! for the coordinates. At 40 px a square, a pixel 3 px inside a square's corner is one no
//! piece reaches, and a 9 × 9 px window round its centre is one every piece covers in part.

use std::collections::BTreeMap;
use std::path::PathBuf;

use crc_rules_core::{Board, Color, File, Piece, Rank, Role, Setup, Square};
use crc_rules_svg::{Arrow, ArrowColor, Colors, Options, Rgb, Size, ARROW_OPACITY};
use resvg::tiny_skia::{Pixmap, Transform};
use resvg::usvg;

const SVG_NAMESPACE: &str = "http://www.w3.org/2000/svg";
const XLINK_NAMESPACE: &str = "http://www.w3.org/1999/xlink";
const CAPABLANCA: &str = "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1";
/// After 1. e4 e5 2. Nh3 Nh6 3. f4 exf4 4. Nxf4 Nf5 5. Bg4 d6 6. Bf2 Ad7 7. Ci3 Cg6 8. O-O Ce5.
const MIDDLEGAME: &str = "rn1bqkb2r/pppa1ppppp/3p6/4cn4/4PNB3/8C1/PPPP1BPPPP/RNA1Q2RK1 w kq - 6 9";

/// Pixels per square in every rendering here.
const PX: u32 = 40;
/// The frame's width in pixels at that scale (40 units of 100).
const FRAME: u32 = 16;

fn setup(fen: &str) -> Setup {
    fen.parse().unwrap_or_else(|e| panic!("{fen}: {e}"))
}

/// Options for a diagram 40 px a square, with or without the frame.
fn sized(coordinates: bool) -> Options {
    let width = 10 * PX + if coordinates { 2 * FRAME } else { 0 };
    Options {
        size: Some(Size::new(width).expect("a size in range")),
        coordinates,
        ..Options::default()
    }
}

fn render(svg: &str) -> Pixmap {
    let tree = usvg::Tree::from_str(svg, &usvg::Options::default()).expect("resvg reads it");
    let size = tree.size().to_int_size();
    let mut pixmap = Pixmap::new(size.width(), size.height()).expect("a pixmap");
    resvg::render(&tree, Transform::identity(), &mut pixmap.as_mut());
    pixmap
}

fn pixel(pixmap: &Pixmap, x: u32, y: u32) -> Rgb {
    let p = pixmap.pixel(x, y).expect("inside").demultiply();
    assert_eq!(p.alpha(), 255, "({x}, {y}) is not opaque");
    Rgb::new(p.red(), p.green(), p.blue())
}

/// The top-left pixel of `square`, White at the bottom unless `flipped`.
fn corner(square: Square, flipped: bool, frame: u32) -> (u32, u32) {
    let (file, rank) = (square.file().index() as u32, square.rank().index() as u32);
    let (column, row) = if flipped {
        (9 - file, rank)
    } else {
        (file, 7 - rank)
    };
    (frame + column * PX, frame + row * PX)
}

/// The four pixels 3 px inside the corners of `square`.
fn corner_pixels(pixmap: &Pixmap, square: Square, flipped: bool, frame: u32) -> [Rgb; 4] {
    let (x, y) = corner(square, flipped, frame);
    let (near, far) = (3, PX - 4);
    [(near, near), (far, near), (near, far), (far, far)]
        .map(|(dx, dy)| pixel(pixmap, x + dx, y + dy))
}

/// The pixels of the 9 × 9 window round the centre of `square`.
fn centre_pixels(pixmap: &Pixmap, square: Square, flipped: bool, frame: u32) -> Vec<Rgb> {
    let (x, y) = corner(square, flipped, frame);
    let c = PX / 2;
    let mut pixels = Vec::new();
    for dy in c - 4..=c + 4 {
        for dx in c - 4..=c + 4 {
            pixels.push(pixel(pixmap, x + dx, y + dy));
        }
    }
    pixels
}

fn close(a: Rgb, b: Rgb, tolerance: u8) -> bool {
    a.r.abs_diff(b.r) <= tolerance
        && a.g.abs_diff(b.g) <= tolerance
        && a.b.abs_diff(b.b) <= tolerance
}

/// The square colours of a plain diagram: a1 dark, light and dark alternating.
fn plain_color(square: Square, colors: &Colors) -> Rgb {
    let dark = (square.file().index() + square.rank().index()) % 2 == 0;
    if dark {
        colors.dark
    } else {
        colors.light
    }
}

/// The body colours of the pieces, as the piece set documents them.
const WHITE_BODY: Rgb = Rgb::new(0xff, 0xff, 0xff);
const BLACK_BODY: Rgb = Rgb::new(0x22, 0x22, 0x22);

/// Every square's corners in its colour, and its centre showing a piece of the right
/// colour exactly where the board has one.
fn check_squares_and_pieces(
    pixmap: &Pixmap,
    board: &Board,
    flipped: bool,
    frame: u32,
    color_of: &dyn Fn(Square) -> Rgb,
) {
    for square in Square::ALL {
        let want = color_of(square);
        for got in corner_pixels(pixmap, square, flipped, frame) {
            assert_eq!(got, want, "corner of {square} (flipped: {flipped})");
        }
        let centre = centre_pixels(pixmap, square, flipped, frame);
        match board.piece_at(square) {
            None => assert!(
                centre.iter().all(|&p| p == want),
                "{square} is empty but its centre is not {want}"
            ),
            Some(piece) => {
                let body = match piece.color {
                    Color::White => WHITE_BODY,
                    Color::Black => BLACK_BODY,
                };
                let body_pixels = centre.iter().filter(|&&p| p == body).count();
                assert!(
                    body_pixels >= 12,
                    "{piece:?} on {square}: {body_pixels} of 81 centre pixels are {body}"
                );
            }
        }
    }
}

#[test]
fn squares_are_light_and_dark_where_they_belong_and_pieces_where_the_fen_has_them() {
    let fens: Vec<&str> = [CAPABLANCA, MIDDLEGAME]
        .into_iter()
        .chain(crc_testdata::xboard_final_fens().into_iter().take(6))
        .collect();
    for fen in fens {
        let board = setup(fen).board;
        for coordinates in [true, false] {
            let frame = if coordinates { FRAME } else { 0 };
            for flipped in [false, true] {
                let options = Options {
                    flipped,
                    ..sized(coordinates)
                };
                let pixmap = render(&crc_rules_svg::board(&board, &options));
                assert_eq!(pixmap.width(), 10 * PX + 2 * frame);
                assert_eq!(pixmap.height(), 8 * PX + 2 * frame);
                let colors = options.colors;
                check_squares_and_pieces(&pixmap, &board, flipped, frame, &|s| {
                    plain_color(s, &colors)
                });
            }
        }
    }
}

#[test]
fn a1_is_dark_at_the_bottom_left_and_a_flipped_board_is_the_mirror_image() {
    let board = setup(MIDDLEGAME).board;
    let colors = Colors {
        light: Rgb::new(250, 250, 250),
        dark: Rgb::new(10, 120, 10),
        ..Colors::default()
    };
    let options = Options {
        colors,
        coordinates: false,
        ..sized(false)
    };
    let white = render(&crc_rules_svg::board(&board, &options));
    let black = render(&crc_rules_svg::board(
        &board,
        &Options {
            flipped: true,
            ..options.clone()
        },
    ));
    let (w, h) = (white.width(), white.height());
    // a1 at the bottom left, dark; j1 at the bottom right, light (ten files).
    assert_eq!(pixel(&white, 3, h - 4), colors.dark);
    assert_eq!(pixel(&white, w - 4, h - 4), colors.light);
    // Flipped, a1 is at the top right.
    assert_eq!(pixel(&black, w - 4, 3), colors.dark);
    // And j8, dark, at the bottom left; a8, light, at the bottom right.
    assert_eq!(pixel(&black, 3, h - 4), colors.dark);
    assert_eq!(pixel(&black, w - 4, h - 4), colors.light);
    // Every pixel of the flipped board's squares is the unflipped board's pixel turned
    // half a turn, except inside the pieces (which stay upright): compare the corners.
    for square in Square::ALL {
        let (x, y) = corner(square, false, 0);
        for (dx, dy) in [(3, 3), (PX - 4, 3), (3, PX - 4), (PX - 4, PX - 4)] {
            assert_eq!(
                pixel(&black, w - 1 - (x + dx), h - 1 - (y + dy)),
                pixel(&white, x + dx, y + dy),
                "{square}"
            );
        }
    }
}

#[test]
fn last_move_fill_check_and_arrows_show_in_their_colours() {
    let board = setup(MIDDLEGAME).board;
    let colors = Colors::default();
    let fill = BTreeMap::from([
        (Square::A8, Rgb::new(0, 0, 255)),
        (Square::J3, Rgb::new(255, 0, 255)),
    ]);
    let arrows = vec![
        Arrow {
            tail: Square::E1,
            head: Square::E3,
            color: ArrowColor::Red,
        },
        Arrow::new(Square::G1, Square::G1),
    ];
    for flipped in [false, true] {
        let options = Options {
            flipped,
            last_move: Some((Square::F1, Square::I1)),
            check: Some(Square::F8),
            fill: fill.clone(),
            arrows: arrows.clone(),
            ..sized(true)
        };
        let pixmap = render(&crc_rules_svg::board(&board, &options));
        let color_of = |square: Square| match square {
            Square::F1 => colors.light_last_move,
            Square::I1 => colors.dark_last_move,
            _ => fill
                .get(&square)
                .copied()
                .unwrap_or_else(|| plain_color(square, &colors)),
        };
        // Corners stay clear of the check's glow and of the arrows, which lie on e1-e3
        // and round g1: leave those squares to the checks below.
        for square in Square::ALL
            .into_iter()
            .filter(|s| ![Square::E1, Square::E2, Square::E3, Square::G1].contains(s))
        {
            for got in corner_pixels(&pixmap, square, flipped, FRAME) {
                assert_eq!(
                    got,
                    color_of(square),
                    "corner of {square} (flipped: {flipped})"
                );
            }
        }
        // The glow: redder beside the checked king than beside the other king.
        let redness = |square: Square| {
            let (x, y) = corner(square, flipped, FRAME);
            let p = pixel(&pixmap, x + PX / 10, y + PX / 2);
            i32::from(p.r) - i32::from(p.g)
        };
        assert!(
            redness(Square::F8) > redness(Square::I1) + 60,
            "check glow (flipped: {flipped})"
        );
        // The red arrow over the empty e2 square: its colour at 80 % over the square's.
        let (x, y) = corner(Square::E2, flipped, FRAME);
        let under = plain_color(Square::E2, &colors);
        let red = colors.arrow_red;
        let blend = |a: u8, b: u8| {
            (f64::from(a) * ARROW_OPACITY + f64::from(b) * (1.0 - ARROW_OPACITY)).round() as u8
        };
        let want = Rgb::new(
            blend(red.r, under.r),
            blend(red.g, under.g),
            blend(red.b, under.b),
        );
        let got = pixel(&pixmap, x + PX / 2, y + PX / 2);
        assert!(close(got, want, 3), "arrow over e2: {got}, expected {want}");
        // The ring round g1 passes the middle of the square's left edge.
        let (x, y) = corner(Square::G1, flipped, FRAME);
        let ring = pixel(&pixmap, x + PX * 6 / 100 + 1, y + PX / 2);
        assert!(close(ring, colors.arrow_green, 70), "ring on g1: {ring}");
    }
}

/// A piece element's square and piece, read back from the SVG.
fn pieces_in(svg: &str) -> Vec<(Square, Piece)> {
    let document = roxmltree::Document::parse(svg).expect("well-formed XML");
    let root = document.root_element();
    assert_eq!(root.tag_name().namespace(), Some(SVG_NAMESPACE));
    assert_eq!(root.tag_name().name(), "svg");
    let ids: Vec<&str> = document
        .descendants()
        .filter_map(|n| n.attribute("id"))
        .collect();
    let mut pieces = Vec::new();
    for node in document.descendants().filter(|n| n.is_element()) {
        assert_eq!(node.tag_name().namespace(), Some(SVG_NAMESPACE), "{node:?}");
        // Self-contained: every reference is to an element of the document.
        for attribute in node.attributes() {
            let value = attribute.value();
            if attribute.name() == "href" {
                let id = value
                    .strip_prefix('#')
                    .expect("a reference inside the document");
                assert!(ids.contains(&id), "{value} is not defined");
            }
            if let Some(url) = value.strip_prefix("url(") {
                let id = url
                    .strip_prefix('#')
                    .and_then(|u| u.strip_suffix(')'))
                    .expect("url(#id)");
                assert!(ids.contains(&id), "{value} is not defined");
            }
        }
        let classes: Vec<&str> = node.attribute("class").unwrap_or("").split(' ').collect();
        if classes.first() != Some(&"piece") {
            continue;
        }
        let square: Square = node
            .attribute("data-square")
            .expect("data-square")
            .parse()
            .expect("a square");
        let color = Color::ALL
            .into_iter()
            .find(|c| classes.contains(&c.name()))
            .expect("a colour class");
        let role = Role::ALL
            .into_iter()
            .find(|r| classes.contains(&r.name()))
            .expect("a role class");
        let href = node.attribute("href").expect("href");
        assert_eq!(
            node.attribute((XLINK_NAMESPACE, "href")),
            Some(href),
            "xlink:href for old renderers"
        );
        assert_eq!(href, format!("#crc-{}-{}", color.name(), role.name()));
        pieces.push((square, Piece::new(color, role)));
    }
    pieces
}

#[test]
fn every_piece_of_the_fen_is_one_element_and_every_empty_square_none() {
    let fens: Vec<&str> = crc_testdata::perft_suite()
        .iter()
        .map(|case| case.fen)
        .chain(crc_testdata::xboard_final_fens())
        .chain([CAPABLANCA, MIDDLEGAME, "10/10/10/10/10/10/10/10 w - - 0 1"])
        .collect();
    for fen in fens {
        let board = setup(fen).board;
        for options in [
            Options::default(),
            Options {
                flipped: true,
                coordinates: false,
                check: Some(Square::E1),
                ..sized(false)
            },
        ] {
            let svg = crc_rules_svg::board(&board, &options);
            let mut read = pieces_in(&svg);
            read.sort_by_key(|(square, _)| *square);
            let want: Vec<(Square, Piece)> = board.pieces().collect();
            assert_eq!(read, want, "{fen}");
        }
    }
}

#[test]
fn a_diagram_without_size_scales_and_one_with_size_has_the_board_s_shape() {
    let board = setup(CAPABLANCA).board;
    let document_of = |options: &Options| crc_rules_svg::board(&board, options);
    let scalable = document_of(&Options::default());
    let doc = roxmltree::Document::parse(&scalable).expect("XML");
    let root = doc.root_element();
    assert_eq!(root.attribute("width"), None);
    assert_eq!(root.attribute("viewBox"), Some("0 0 1080 880"));
    let sized = document_of(&Options {
        size: Some(Size::new(540).expect("size")),
        ..Options::default()
    });
    let doc = roxmltree::Document::parse(&sized).expect("XML");
    let root = doc.root_element();
    assert_eq!(
        (root.attribute("width"), root.attribute("height")),
        (Some("540"), Some("440"))
    );
    let bare = document_of(&Options {
        coordinates: false,
        ..Options::default()
    });
    let doc = roxmltree::Document::parse(&bare).expect("XML");
    assert_eq!(
        doc.root_element().attribute("viewBox"),
        Some("0 0 1000 800")
    );
}

#[test]
fn coordinates_are_drawn_beside_their_files_and_ranks() {
    let board = Board::empty();
    let options = sized(true);
    let pixmap = render(&crc_rules_svg::board(&board, &options));
    let ink = options.colors.coordinate;
    let margin = options.colors.margin;
    // Strokes a pixel wide are anti-aliased: count a pixel nearer the ink than the frame.
    let inked = |p: Rgb| u32::from(p.g) * 2 > u32::from(ink.g) + u32::from(margin.g);
    let has_ink = |x0: u32, y0: u32, w: u32, h: u32| {
        (y0..y0 + h).any(|y| (x0..x0 + w).any(|x| inked(pixel(&pixmap, x, y))))
    };
    for file in File::ALL {
        let (x, _) = corner(Square::from_coords(file, Rank::First), false, FRAME);
        assert!(has_ink(x + 10, 0, PX - 20, FRAME), "{file} above");
        assert!(
            has_ink(x + 10, FRAME + 8 * PX, PX - 20, FRAME),
            "{file} below"
        );
    }
    for rank in Rank::ALL {
        let (_, y) = corner(Square::from_coords(File::A, rank), false, FRAME);
        assert!(has_ink(0, y + 10, FRAME, PX - 20), "{rank} left");
        assert!(
            has_ink(FRAME + 10 * PX, y + 10, FRAME, PX - 20),
            "{rank} right"
        );
    }
    // Between two labels the frame is bare.
    assert_eq!(pixel(&pixmap, FRAME + PX, 2), margin);
}

/// Where the PNGs go: `target/svg/`.
fn images_dir() -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../target/svg");
    std::fs::create_dir_all(&dir).expect("target/svg");
    dir
}

/// The diagrams the docs show: written under `target/svg/`, and compared with the copies
/// committed in `docs/images/` (`CRC_UPDATE_IMAGES=1` replaces those): the SVG exactly
/// (the CLI's tests check that `crc svg`, as docs/svg.md runs it, writes the same), the PNG
/// within a small tolerance for anti-aliasing.
#[test]
fn the_docs_diagrams_are_rendered_and_up_to_date() {
    let docs = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../docs/images");
    let middlegame = Options {
        last_move: Some((Square::G6, Square::E5)),
        arrows: vec![
            "Gf4e6".parse().expect("arrow"),
            "Re5g4".parse().expect("arrow"),
            "Bi3i7".parse().expect("arrow"),
        ],
        ..sized(true)
    };
    for (name, fen, options) in [
        ("capablanca", CAPABLANCA, sized(true)),
        ("middlegame", MIDDLEGAME, middlegame),
    ] {
        let svg = crc_rules_svg::board(&setup(fen).board, &options);
        let png = render(&svg).encode_png().expect("PNG");
        std::fs::write(images_dir().join(format!("{name}.svg")), &svg).expect("write SVG");
        std::fs::write(images_dir().join(format!("{name}.png")), &png).expect("write PNG");
        let committed = docs.join(format!("{name}.png"));
        let committed_svg = docs.join(format!("{name}.svg"));
        if std::env::var_os("CRC_UPDATE_IMAGES").is_some() {
            std::fs::create_dir_all(&docs).expect("docs/images");
            std::fs::write(&committed, &png).expect("write docs image");
            std::fs::write(&committed_svg, &svg).expect("write docs SVG");
            continue;
        }
        let old_svg = std::fs::read_to_string(&committed_svg).unwrap_or_default();
        assert!(
            old_svg == svg,
            "{} is stale: rerun with CRC_UPDATE_IMAGES=1",
            committed_svg.display()
        );
        let old = Pixmap::load_png(&committed).unwrap_or_else(|e| {
            panic!(
                "{}: {e} (CRC_UPDATE_IMAGES=1 writes it)",
                committed.display()
            )
        });
        let new = render(&svg);
        let same = old.width() == new.width()
            && old.height() == new.height()
            && old.pixels().iter().zip(new.pixels()).all(|(a, b)| {
                [
                    a.red().abs_diff(b.red()),
                    a.green().abs_diff(b.green()),
                    a.blue().abs_diff(b.blue()),
                ]
                .iter()
                .all(|&d| d <= 8)
            });
        assert!(
            same,
            "{} is stale: rerun with CRC_UPDATE_IMAGES=1",
            committed.display()
        );
    }
}
