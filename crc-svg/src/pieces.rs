//! The piece set: eight roles in two colours, drawn for this project from simple shapes.
//!
//! Each role is one drawing in a 100 × 100 box (y downwards), standing on the same plinth.
//! A drawing names no colour: shapes are filled with the piece's body colour and outlined
//! in its outline colour (inherited `fill` and `stroke`), and details use `currentColor`,
//! which the colour's group sets. So one drawing serves White (white body, black lines) and
//! Black (black body, light details).
//!
//! The Archbishop is the knight's head wearing the bishop's mitre (its ball, brim and slit);
//! the Chancellor is the knight's head rising into the rook's crenellated tower.

use crc_rules_core::{Color, Piece, Role};

/// The plinth every piece stands on.
macro_rules! plinth {
    () => {
        r#"<path d="M22 80H78Q82 80 82 84V90H18V84Q18 80 22 80Z"/>"#
    };
}

/// A line in the detail colour.
macro_rules! detail {
    ($d:literal) => {
        concat!(
            r#"<path d=""#,
            $d,
            r#"" fill="none" stroke="currentColor"/>"#
        )
    };
}

/// The drawing of each role, without colours.
macro_rules! drawing {
    (King) => {
        concat!(
            r#"<path d="M46 4H54V12H62V20H54V42H46V20H38V12H46Z"/>"#,
            r#"<path d="M28 80L21 52C17 36 36 30 46 42L50 46L54 42C64 30 83 36 79 52L72 80Z"/>"#,
            detail!("M25 68H75"),
            plinth!()
        )
    };
    (Queen) => {
        concat!(
            r#"<path d="M28 80L14 30L32 52L32 20L46 48L50 14L54 48L68 20L68 52L86 30L72 80Z"/>"#,
            r#"<circle cx="14" cy="28" r="5"/><circle cx="32" cy="18" r="5"/>"#,
            r#"<circle cx="50" cy="12" r="5"/><circle cx="68" cy="18" r="5"/>"#,
            r#"<circle cx="86" cy="28" r="5"/>"#,
            detail!("M27 70H73"),
            plinth!()
        )
    };
    (Rook) => {
        concat!(
            r#"<path d="M24 14H35V23H44V14H56V23H65V14H76V34L68 41V70L75 80H25L32 70V41L24 34Z"/>"#,
            detail!("M32 41H68M32 70H68"),
            plinth!()
        )
    };
    (Bishop) => {
        concat!(
            r#"<circle cx="50" cy="13" r="6"/>"#,
            r#"<path d="M50 20C66 30 70 48 62 62H38C30 48 34 30 50 20Z"/>"#,
            r#"<path d="M36 62H64V69H36Z"/><path d="M40 69H60L70 80H30Z"/>"#,
            r#"<path d="M44 47L58 33" fill="none" stroke="currentColor" stroke-width="4"/>"#,
            plinth!()
        )
    };
    (Knight) => {
        concat!(
            r#"<path d="M76 80C80 58 76 36 64 24L62 11L54 19L47 11L44 22C34 26 26 36 20 46"#,
            r#"L15 56C14 63 21 67 28 63L40 56C45 55 49 52 52 47C53 60 44 70 36 80Z"/>"#,
            r#"<circle cx="43" cy="33" r="3.5" fill="currentColor" stroke="none"/>"#,
            detail!("M62 27C70 40 71 58 68 77"),
            plinth!()
        )
    };
    (Pawn) => {
        concat!(
            r#"<circle cx="50" cy="30" r="12"/>"#,
            r#"<path d="M36 45H64L58 51C60 62 66 72 72 80H28C34 72 40 62 42 51Z"/>"#,
            plinth!()
        )
    };
    (Archbishop) => {
        concat!(
            r#"<circle cx="63" cy="9" r="5.5"/>"#,
            r#"<path d="M78 80C85 60 82 36 63 15C58 20 54 26 50 31L42 33C33 38 25 44 20 50"#,
            r#"L15 58C14 64 21 67 28 63L40 57C45 56 49 53 52 49C52 62 44 72 38 80Z"/>"#,
            r#"<circle cx="36" cy="45" r="3.5" fill="currentColor" stroke="none"/>"#,
            detail!("M49 33Q66 44 82 42"),
            r#"<path d="M61 35L72 24" fill="none" stroke="currentColor" stroke-width="4"/>"#,
            plinth!()
        )
    };
    (Chancellor) => {
        concat!(
            r#"<path d="M77 80V40L82 34V11H73V19H65V11H55V19H47V11H38V30C30 36 24 42 20 48"#,
            r#"L15 58C14 64 21 67 28 63L40 57C45 56 49 53 52 49C52 62 44 72 38 80Z"/>"#,
            r#"<circle cx="35" cy="41" r="3.5" fill="currentColor" stroke="none"/>"#,
            detail!("M54 34H77"),
            plinth!()
        )
    };
}

/// The opening of a piece's own SVG document, up to its group.
macro_rules! document_open {
    () => {
        r#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">"#
    };
}

/// The end of a piece's own SVG document, after its group.
macro_rules! document_close {
    () => {
        "</svg>"
    };
}

/// The group of one piece: its colours, the shared line style, and the drawing.
macro_rules! group {
    (White, $role:ident) => {
        concat!(
            r##"<g fill="#ffffff" stroke="#000000" color="#000000" "##,
            r#"stroke-width="3" stroke-linejoin="round" stroke-linecap="round">"#,
            drawing!($role),
            "</g>"
        )
    };
    (Black, $role:ident) => {
        concat!(
            r##"<g fill="#222222" stroke="#000000" color="#eeeeee" "##,
            r#"stroke-width="3" stroke-linejoin="round" stroke-linecap="round">"#,
            drawing!($role),
            "</g>"
        )
    };
}

/// The SVG document of each piece.
macro_rules! documents {
    ($piece:expr; $($role:ident),+) => {
        match ($piece.color, $piece.role) {
            $(
                (Color::White, Role::$role) => {
                    concat!(document_open!(), group!(White, $role), document_close!())
                }
                (Color::Black, Role::$role) => {
                    concat!(document_open!(), group!(Black, $role), document_close!())
                }
            )+
        }
    };
}

/// One piece as a standalone SVG document: `viewBox="0 0 100 100"`, no width or height, so
/// that it scales to whatever box it is shown in (an `<img>`, a CSS background, a button).
///
/// The same drawings make the pieces of [`board`](crate::board).
///
/// ```
/// use crc_rules_core::{Color, Piece, Role};
/// let chancellor = crc_rules_svg::piece(Piece::new(Color::Black, Role::Chancellor));
/// assert!(chancellor.starts_with(r#"<svg xmlns="http://www.w3.org/2000/svg""#));
/// assert!(chancellor.ends_with("</svg>"));
/// ```
pub fn piece(piece: Piece) -> &'static str {
    documents!(piece; King, Queen, Rook, Bishop, Knight, Pawn, Archbishop, Chancellor)
}

/// The piece's group (`<g …>…</g>`) without the document around it, for the board's
/// `<defs>`.
pub(crate) fn group(piece: Piece) -> &'static str {
    let document = self::piece(piece);
    &document[document_open!().len()..document.len() - document_close!().len()]
}

/// The name of a piece as the diagrams' classes and ids write it: `white-archbishop`.
pub(crate) fn piece_name(piece: Piece) -> String {
    format!("{}-{}", piece.color.name(), piece.role.name())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_piece_has_its_own_drawing_in_one_group() {
        let mut seen = std::collections::HashSet::new();
        for color in Color::ALL {
            for role in Role::ALL {
                let piece = Piece::new(color, role);
                let group = group(piece);
                assert!(
                    group.starts_with("<g ") && group.ends_with("</g>"),
                    "{group}"
                );
                assert!(seen.insert(group), "{piece:?} is drawn like another piece");
            }
        }
    }
}
