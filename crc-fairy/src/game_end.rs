//! How Fairy-Stockfish scores the end of a game (its values of a mate and a draw), which
//! draws it lets a player claim (its optional game end), and when its `Board` says a game is
//! over and with what result. It ends none of the automatic draws by itself; the thresholds
//! of its claims are the rules' own (`crc_rules_game`).

use crc_rules_core::Color;
use crc_rules_game::{is_fifty_moves, is_insufficient_material, GameResult, THREEFOLD_REPETITION};

use crate::replay::Replay;

/// Fairy-Stockfish's value of a mate (for the side that mates).
pub const VALUE_MATE: i32 = 32000;
/// Fairy-Stockfish's value of a draw.
pub const VALUE_DRAW: i32 = 0;

/// pyffish's `game_result` for a side to move that has no legal move: `-VALUE_MATE` when it
/// is in check (checkmate), `VALUE_DRAW` when not (stalemate).
///
/// ```
/// use crc_rules_fairy::{no_move_value, VALUE_DRAW, VALUE_MATE};
/// assert_eq!(no_move_value(true), -VALUE_MATE);
/// assert_eq!(no_move_value(false), VALUE_DRAW);
/// ```
pub fn no_move_value(in_check: bool) -> i32 {
    if in_check {
        -VALUE_MATE
    } else {
        VALUE_DRAW
    }
}

/// pyffish's `is_immediate_game_end` for these variants: never, with `VALUE_DRAW`. No rule of
/// theirs ends a game at once apart from checkmate and stalemate, which its callers learn
/// from the legal moves and `game_result`.
pub const IMMEDIATE_GAME_END: (bool, i32) = (false, VALUE_DRAW);

impl Replay {
    /// Whether a draw can be claimed, as Fairy-Stockfish's optional game end: the position
    /// has occurred three times since the FEN, or the half-move clock has reached the
    /// fifty-move rule's and the side to move is not checkmated.
    pub fn optional_game_end(&self) -> bool {
        let position = self.position();
        let fifty =
            is_fifty_moves(position) && (!self.is_check() || position.count_legal_moves() > 0);
        fifty || self.repetitions() >= THREEFOLD_REPETITION
    }

    /// How ffish's `Board` ends a game: with insufficient material a draw, without a legal
    /// move a mate or a stalemate, and with `claim_draw` a draw that can be claimed (the
    /// optional game end); `None` while it goes on. Its `isGameOver` is whether there is one,
    /// its `result` the PGN result of it.
    ///
    /// ```
    /// use crc_rules_fairy::Replay;
    /// use crc_rules_game::GameResult;
    /// let mated = Replay::load("k8C/10/1K8/10/10/10/10/10 b - - 1 1")?;
    /// assert_eq!(mated.board_result(false), Some(GameResult::WhiteWins));
    /// let start = Replay::load("startpos")?;
    /// assert_eq!(start.board_result(true), None);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn board_result(&self, claim_draw: bool) -> Option<GameResult> {
        let position = self.position();
        if is_insufficient_material(position) {
            return Some(GameResult::Draw);
        }
        if position.count_legal_moves() == 0 {
            return Some(match (position.is_check(), position.turn()) {
                (false, _) => GameResult::Draw,
                (true, Color::White) => GameResult::BlackWins,
                (true, Color::Black) => GameResult::WhiteWins,
            });
        }
        (claim_draw && self.optional_game_end()).then_some(GameResult::Draw)
    }
}
