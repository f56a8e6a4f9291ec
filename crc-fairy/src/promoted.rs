//! Fairy-Stockfish's `~`, the mark of a piece that was a pawn, in a FEN's placement field:
//! taken off when a FEN is read (the squares it marked kept), put back when a FEN is written
//! with promoted pieces shown.

use crc_rules_core::{Bitboard, Square};

/// The square of each piece letter of a placement field, by the letter's byte position.
fn piece_squares(placement: &str) -> Vec<(usize, Square)> {
    let mut squares = Vec::with_capacity(40);
    let (mut rank, mut file, mut skip) = (8usize, 0usize, 0usize);
    for (at, c) in placement.char_indices() {
        if let Some(digit) = c.to_digit(10) {
            // A count of two digits (`10`) skips that many squares.
            skip = skip * 10 + digit as usize;
            continue;
        }
        file += std::mem::take(&mut skip);
        if c == '/' {
            rank = rank.saturating_sub(1);
            file = 0;
        } else if c.is_ascii_alphabetic() {
            if (1..=8).contains(&rank) && file < 10 {
                squares.push((at, Square::from_index((rank - 1) * 10 + file)));
            }
            file += 1;
        }
    }
    squares
}

/// `fen` without Fairy-Stockfish's `~` marks of promoted pieces in its placement field, and
/// the squares they marked.
pub(crate) fn strip_promoted(fen: &str) -> (std::borrow::Cow<'_, str>, Bitboard) {
    // Most FENs have no mark at all, which one byte search says.
    if !fen.as_bytes().contains(&b'~') {
        return (fen.into(), Bitboard::EMPTY);
    }
    let placement = fen.split(' ').next().unwrap_or("");
    let mut promoted = Bitboard::EMPTY;
    for (at, square) in piece_squares(placement) {
        if placement[at + 1..].starts_with('~') {
            promoted.insert(square);
        }
    }
    let mut stripped = placement.replace('~', "");
    stripped.push_str(&fen[placement.len()..]);
    (stripped.into(), promoted)
}

/// A placement field with a `~` after each piece on `promoted`.
pub(crate) fn mark_promoted(placement: &str, promoted: Bitboard) -> String {
    let mut out = placement.to_owned();
    for (at, square) in piece_squares(placement).into_iter().rev() {
        if promoted.contains(square) {
            out.insert(at + 1, '~');
        }
    }
    out
}
