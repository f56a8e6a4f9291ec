//! A list of moves written as Fairy-Stockfish's `variationSan` writes it: each move in a
//! notation's form, with the move numbers of its game ply (`1. e4 e5 2. Nh3`, `3...Nh6
//! 4. Ni5`).

use std::fmt::Write as _;

use crc_rules_core::Color;
use crc_rules_movegen::Position;

use crate::coordinates::find_move;
use crate::notation::MoveForm;
use crate::ply::fullmove_of_ply;

/// The space-separated moves `moves` (Fairy-Stockfish's coordinates, in 960 mode when
/// `chess960`) played from `position` at game ply `ply`, written in `form`, with move
/// numbers unless `move_numbers` is false; `None` when one of them names no legal move.
///
/// ```
/// use crc_rules_fairy::{variation, MoveForm};
/// use crc_rules_movegen::Position;
/// let start = Position::from_number(25933)?;
/// assert_eq!(variation(&start, 0, "e2e4 e7e5 i1h3", MoveForm::San, true, true).as_deref(),
///            Some("1. e4 e5 2. Nh3"));
/// assert_eq!(variation(&start, 0, "e2e4 e2e4", MoveForm::San, true, true), None);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn variation(
    position: &Position,
    ply: i32,
    moves: &str,
    form: MoveForm,
    move_numbers: bool,
    chess960: bool,
) -> Option<String> {
    let mut position = *position;
    let mut ply = ply;
    let mut out = String::new();
    for (index, text) in list_items(moves).enumerate() {
        let mv = find_move(&position, text, chess960)?;
        let white = position.turn() == Color::White;
        let number = fullmove_of_ply(ply, !white);
        match (index, move_numbers, white) {
            (0, true, true) => {
                let _ = write!(out, "{number}. ");
            }
            (0, true, false) => {
                let _ = write!(out, "{number}...");
            }
            (0, false, _) => {}
            (_, true, true) => {
                let _ = write!(out, " {number}. ");
            }
            (_, _, _) => out.push(' '),
        }
        out.push_str(&form.write(&position, mv));
        let _ = position.play_unchecked(mv);
        ply = ply.wrapping_add(1);
    }
    Some(out)
}

/// The moves of a space-separated list as Fairy-Stockfish reads it (`std::getline` on `' '`):
/// one space after the last move ends the list, and the empty text holds no move; any other
/// empty item (two spaces, a leading space) is a move text that names no move.
fn list_items(moves: &str) -> impl Iterator<Item = &str> {
    let moves = moves.strip_suffix(' ').unwrap_or(moves);
    moves
        .split(' ')
        .take(if moves.is_empty() { 0 } else { usize::MAX })
}
