//! FENs in Fairy-Stockfish's conventions: read as it reads them (`startpos`, missing fields
//! filled in), written as it writes them (castling letters by mode, its en-passant square,
//! its SFEN).

use crc_core::{CastlingSide, Color, ParseFenError, Setup, Square, CAPABLANCA_FEN};
use crc_movegen::Position;

/// Reads a FEN as Fairy-Stockfish does: `startpos` is the Capablanca array, and a FEN of
/// one to five fields gets the missing ones as Fairy-Stockfish fills them in (White to move,
/// no castling, no en-passant square, clocks 0 and 1).
pub(super) fn read_fen(fen: &str) -> Result<Setup, ParseFenError> {
    if fen == "startpos" {
        return CAPABLANCA_FEN.parse();
    }
    let mut fields: Vec<&str> = fen.split_whitespace().collect();
    let given = fields.len();
    if (1..6).contains(&given) {
        fields.extend(&["w", "-", "-", "0", "1"][given - 1..]);
        return fields.join(" ").parse();
    }
    fen.parse()
}

/// The FEN as Fairy-Stockfish writes it: castling rights as file letters in 960 mode and
/// `KQkq` otherwise, and `ep_square`, Fairy-Stockfish's en-passant square.
pub(super) fn write_fen(position: &Position, ep_square: Option<Square>, chess960: bool) -> String {
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
        crc_core::placement_to_string(position.board()),
        position.turn().char(),
        position.halfmove_clock(),
        position.fullmove_number()
    )
}

/// The SFEN Fairy-Stockfish writes with `sfen=True`: placement, `b` when White is to move
/// (sente) and `w` otherwise, `-` for the empty hands, and the ply number from 1.
pub(super) fn write_sfen(position: &Position) -> String {
    let black = position.turn() == Color::Black;
    let ply = 2 * (u64::from(position.fullmove_number()) - 1) + u64::from(black) + 1;
    format!(
        "{} {} - {ply}",
        crc_core::placement_to_string(position.board()),
        if black { 'w' } else { 'b' }
    )
}
