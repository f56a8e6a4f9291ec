//! FEN text in Fairy-Stockfish's conventions, both ways: read as it reads it (`startpos`,
//! missing fields filled in, the full-move number as its game ply reads it), written as it
//! writes it (castling letters by mode, its en-passant square, its full-move number, its
//! SFEN).

use crc_rules_core::{
    CastlingSide, Color, FenErrorKind, FenField, ParseFenError, Setup, Square, CAPABLANCA_FEN,
};
use crc_rules_movegen::Position;

use crate::ply::{fullmove_of_ply, ply_of_field};
use crate::promoted::strip_promoted;

/// Reads a FEN as Fairy-Stockfish does: `startpos` is the Capablanca array, and a FEN of
/// one to five fields gets the missing ones as Fairy-Stockfish fills them in (White to move,
/// no castling, no en-passant square, clocks 0 and 1); the `~` marks of promoted pieces
/// are passed over (see [`Replay::load`](crate::Replay::load), which keeps them); the
/// full-move number is the one of Fairy-Stockfish's game ply (see [`ply_of_field`]), so
/// that `0`, `-` and numbers past 2³⁰ load as Fairy-Stockfish loads them.
///
/// # Errors
/// [`ParseFenError`] when the text is not a FEN.
///
/// ```
/// use crc_rules_fairy::read_fen;
/// let setup = read_fen("4k5/10/10/10/10/10/10/4K5")?;
/// assert_eq!(setup.to_fen(), "4k5/10/10/10/10/10/10/4K5 w - - 0 1");
/// let setup = read_fen("4k5/10/10/10/10/10/10/4K5 b - - 0 2147483647")?;
/// assert_eq!(setup.to_fen(), "4k5/10/10/10/10/10/10/4K5 b - - 0 1");
/// assert!(read_fen("4k5/10/10/10/10/10/10/4K5  b - - 0 1").is_err()); // two spaces
/// # Ok::<(), crc_rules_core::ParseFenError>(())
/// ```
pub fn read_fen(fen: &str) -> Result<Setup, ParseFenError> {
    read_unmarked_fen(&strip_promoted(fen).0)
}

/// [`read_fen`] of a FEN without `~` marks.
pub(crate) fn read_unmarked_fen(fen: &str) -> Result<Setup, ParseFenError> {
    if fen == "startpos" {
        return CAPABLANCA_FEN.parse();
    }
    // The fields in one pass, without allocating: a FEN of more than six is refused below.
    let mut fields = [""; 6];
    let mut given = 0;
    // Whether each field starts one space after the last (the first at the start): the
    // spacing Fairy-Stockfish's `validate_fen` accepts. Its reader takes any other spacing
    // for missing fields (`w  KQkq` loses the castling rights, a leading space the whole
    // board), so such a FEN is refused rather than read as it reads it. White space after
    // the last field is allowed, as there.
    let mut singly_spaced = true;
    let mut next_start = 0;
    for field in fen.split_whitespace() {
        let start = field.as_ptr() as usize - fen.as_ptr() as usize;
        singly_spaced &= start == next_start && (start == 0 || fen.as_bytes()[start - 1] == b' ');
        next_start = start + field.len() + 1;
        if let Some(slot) = fields.get_mut(given) {
            *slot = field;
        }
        given += 1;
    }
    if !singly_spaced {
        return Err(ParseFenError {
            field: FenField::Whole,
            kind: FenErrorKind::Spacing,
        });
    }
    if (1..6).contains(&given) {
        let defaults = ["", "w", "-", "-", "0", "1"];
        fields[given..].copy_from_slice(&defaults[given..]);
        return spaced(&fields).parse();
    }
    if given != 6 {
        return fen.parse();
    }
    // The full-move number of Fairy-Stockfish's ply, which is at least 1 and fits a u32.
    let fullmove = 1 + ply_of_field(fields[5], fields[1] == "b") / 2;
    let digits = fields[5].bytes().all(|b| b.is_ascii_digit());
    if digits && fields[5].parse() == Ok(fullmove) {
        // The usual case: the field says it already, and the FEN is read as it is.
        return fen.parse();
    }
    let fullmove = fullmove.to_string();
    fields[5] = &fullmove;
    spaced(&fields).parse()
}

/// The six fields of a FEN, separated by spaces (by hand: `join`'s generic code is large in
/// the WebAssembly module, which is held to 100 KB).
fn spaced(fields: &[&str; 6]) -> String {
    let mut fen = String::with_capacity(fields.iter().map(|f| f.len() + 1).sum());
    for field in fields {
        if !fen.is_empty() {
            fen.push(' ');
        }
        fen.push_str(field);
    }
    fen
}

/// The FEN of `position` as Fairy-Stockfish writes it at game ply `ply`, with the placement
/// field `placement`: castling rights as file letters in 960 mode and `KQkq` otherwise,
/// `ep_square`, Fairy-Stockfish's en-passant square, and the full-move number of `ply` (see
/// [`fullmove_of_ply`]).
pub(crate) fn fsf_fen(
    position: &Position,
    placement: &str,
    ep_square: Option<Square>,
    ply: i32,
    chess960: bool,
) -> String {
    let mut castling = String::new();
    for color in Color::ALL {
        for side in CastlingSide::ALL {
            if let Some(rook) = position.castling_rook(color, side) {
                let letter = match (chess960, side) {
                    (true, _) => rook.file().char(),
                    (false, CastlingSide::KingSide) => 'k',
                    (false, CastlingSide::QueenSide) => 'q',
                };
                castling.push(match color {
                    Color::White => letter.to_ascii_uppercase(),
                    Color::Black => letter,
                });
            }
        }
    }
    if castling.is_empty() {
        castling.push('-');
    }
    let ep = ep_square.map_or("-".to_owned(), |s| s.to_string());
    let turn = position.turn();
    format!(
        "{placement} {} {castling} {ep} {} {}",
        turn.char(),
        position.halfmove_clock(),
        fullmove_of_ply(ply, turn == Color::Black)
    )
}

/// The SFEN Fairy-Stockfish writes at game ply `ply`, with the placement field
/// `placement`: `b` when White is to move (sente) and `w` otherwise, `-` for the empty
/// hands, and the ply counted from 1 (wrapping past the `int` range, as its ply does).
pub(crate) fn fsf_sfen(position: &Position, placement: &str, ply: i32) -> String {
    let sente = if position.turn() == Color::White {
        'b'
    } else {
        'w'
    };
    format!("{placement} {sente} - {}", ply.wrapping_add(1))
}
