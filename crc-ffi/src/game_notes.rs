//! The comments and NAGs of a game read from PGN, ply by ply, which `crc_game_comment`
//! and `crc_game_nags` give and `crc_game_pgn` writes back.

use ::crc_rules_game::{to_pgn_with_notes, AnnotatedGame, Game, PlyNotes};
use crc_rules_movegen::Move;

use crate::status::{Failure, CRC_OUT_OF_RANGE};

/// The comments and NAGs of a game's main line as read, ply by ply (0: before the first
/// move; k: after half-move k), with the moves they follow: they stay with the moves they
/// were written after, and are dropped from a ply whose move (or an earlier one) the game
/// no longer has.
#[derive(Clone, Debug, Default)]
pub(crate) struct Notes {
    /// The moves read, the notes of ply k written after the k-th.
    moves: Vec<Move>,
    plies: Vec<PlyNotes>,
}

impl Notes {
    /// The notes `read` was read with, and its game.
    pub(crate) fn split(read: AnnotatedGame) -> (Game, Notes) {
        let moves = read.game.move_stack();
        (read.game, Notes { moves, plies: read.notes })
    }

    /// The notes of ply `ply` of `game`, while its moves up to there are those they were
    /// read with.
    ///
    /// # Errors
    /// `CRC_OUT_OF_RANGE` past the game's last move.
    pub(crate) fn at(&self, game: &Game, ply: usize) -> Result<Option<&PlyNotes>, Failure> {
        if ply > game.move_count() {
            return Err(Failure::new(
                CRC_OUT_OF_RANGE,
                format!("ply {ply} is past the game's {} moves", game.move_count()),
            ));
        }
        Ok(self.valid(game).get(ply))
    }

    /// The notes of the plies whose moves, up to there, `game` still has.
    fn valid(&self, game: &Game) -> &[PlyNotes] {
        let moves = game.move_stack();
        let kept = self.moves.iter().zip(&moves).take_while(|(read, now)| read == now);
        &self.plies[..(1 + kept.count()).min(self.plies.len())]
    }

    /// `game` as PGN, these notes written where they still belong.
    pub(crate) fn to_pgn(&self, game: &Game) -> String {
        to_pgn_with_notes(game, self.valid(game))
    }
}
