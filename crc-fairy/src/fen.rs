//! FEN text in Fairy-Stockfish's conventions, both ways: read as it reads it (`startpos`,
//! missing fields filled in), written as it writes it (castling letters by mode, its
//! en-passant square, its SFEN).

use crc_rules_core::{
    placement_to_string, CastlingSide, Color, ParseFenError, Setup, Square, CAPABLANCA_FEN,
};
use crc_rules_movegen::Position;

use crate::promoted::strip_promoted;

/// Reads a FEN as Fairy-Stockfish does: `startpos` is the Capablanca array, and a FEN of
/// one to five fields gets the missing ones as Fairy-Stockfish fills them in (White to move,
/// no castling, no en-passant square, clocks 0 and 1); the `~` marks of promoted pieces
/// are passed over (see [`Replay::load`](crate::Replay::load), which keeps them).
///
/// # Errors
/// [`ParseFenError`] when the text is not a FEN.
///
/// ```
/// use crc_rules_fairy::read_fen;
/// let setup = read_fen("4k5/10/10/10/10/10/10/4K5")?;
/// assert_eq!(setup.to_fen(), "4k5/10/10/10/10/10/10/4K5 w - - 0 1");
/// # Ok::<(), crc_rules_core::ParseFenError>(())
/// ```
pub fn read_fen(fen: &str) -> Result<Setup, ParseFenError> {
    let (fen, _) = strip_promoted(fen);
    let fen = fen.as_ref();
    if fen == "startpos" {
        return CAPABLANCA_FEN.parse();
    }
    let given = fen.split_whitespace().count();
    if (1..6).contains(&given) {
        let mut fields: Vec<&str> = fen.split_whitespace().collect();
        fields.extend(&["w", "-", "-", "0", "1"][given - 1..]);
        return fields.join(" ").parse();
    }
    fen.parse()
}

/// The FEN of `position` as Fairy-Stockfish writes it: castling rights as file letters in
/// 960 mode and `KQkq` otherwise, and `ep_square`, Fairy-Stockfish's en-passant square.
pub fn fsf_fen(position: &Position, ep_square: Option<Square>, chess960: bool) -> String {
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
    format!(
        "{} {} {castling} {ep} {} {}",
        placement_to_string(position.board()),
        position.turn().char(),
        position.halfmove_clock(),
        position.fullmove_number()
    )
}

/// The SFEN Fairy-Stockfish writes: placement, `b` when White is to move (sente) and `w`
/// otherwise, `-` for the empty hands, and the ply number from 1.
pub fn fsf_sfen(position: &Position) -> String {
    let black = position.turn() == Color::Black;
    let ply = 2 * (u64::from(position.fullmove_number()) - 1) + u64::from(black) + 1;
    format!(
        "{} {} - {ply}",
        placement_to_string(position.board()),
        if black { 'w' } else { 'b' }
    )
}
