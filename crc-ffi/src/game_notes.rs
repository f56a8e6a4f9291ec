//! The comments and NAGs of a game read from PGN, ply by ply, which `crc_game_comment`
//! and `crc_game_nags` give and `crc_game_pgn` writes back.

use ::crc_rules_game::{Game, GameTree};
use crc_rules_movegen::Move;

use crate::status::{Failure, CRC_OUT_OF_RANGE};

/// The comments and NAGs of a game's main line as read, ply by ply (0: before the first
/// move; k: after half-move k), each with the move it follows: they stay with the moves
/// they were written after, and are dropped from a ply whose move (or an earlier one) the
/// game no longer has.
#[derive(Clone, Debug, Default)]
pub(crate) struct Notes {
    plies: Vec<PlyNotes>,
}

#[derive(Clone, Debug)]
pub(crate) struct PlyNotes {
    mv: Option<Move>,
    pub(crate) comments: Vec<String>,
    pub(crate) nags: Vec<u8>,
}

impl Notes {
    /// The notes of `tree`'s main line.
    pub(crate) fn of(tree: &GameTree) -> Notes {
        let nodes = std::iter::once(tree.root()).chain(tree.mainline());
        let plies = nodes
            .map(|id| tree.node(id))
            .map(|node| PlyNotes {
                mv: node.mv(),
                comments: node.comments().to_vec(),
                nags: node.nags().to_vec(),
            })
            .collect();
        Notes { plies }
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
        let moves = game.move_stack();
        let kept = self.plies.iter().skip(1).zip(&moves).take_while(|(n, mv)| n.mv == Some(**mv));
        let valid = 1 + kept.count();
        Ok(self.plies.get(ply).filter(|_| ply < valid))
    }

    /// `game` as PGN, these notes written where they still belong.
    pub(crate) fn to_pgn(&self, game: &Game) -> String {
        if self.plies.iter().all(|n| n.comments.is_empty() && n.nags.is_empty()) {
            return game.to_pgn();
        }
        let mut tree = GameTree::from_game(game.clone());
        let nodes: Vec<_> = std::iter::once(tree.root()).chain(tree.mainline()).collect();
        for (ply, id) in nodes.into_iter().enumerate() {
            if let Ok(Some(notes)) = self.at(game, ply) {
                tree.set_comments(id, notes.comments.clone());
                tree.set_nags(id, notes.nags.clone());
            }
        }
        tree.to_pgn()
    }
}
