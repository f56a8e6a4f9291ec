//! How Fairy-Stockfish scores the end of a game (its values of a mate and a draw) and which
//! draws it lets a player claim (its optional game end). It ends none of the automatic draws
//! by itself.

use crate::replay::Replay;

/// Fairy-Stockfish's value of a mate (for the side that mates).
pub const VALUE_MATE: i32 = 32000;
/// Fairy-Stockfish's value of a draw.
pub const VALUE_DRAW: i32 = 0;

impl Replay {
    /// Whether a draw can be claimed, as Fairy-Stockfish's optional game end: the position
    /// has occurred three times since the FEN, or the half-move clock is at least 100 and the
    /// side to move is not checkmated.
    pub fn optional_game_end(&self) -> bool {
        let position = self.position();
        let fifty = position.halfmove_clock() >= 100
            && (!self.is_check() || position.count_legal_moves() > 0);
        fifty || self.repetitions() >= 3
    }
}
