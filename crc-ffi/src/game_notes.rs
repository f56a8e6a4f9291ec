//! The comments and NAGs of a game read from PGN, ply by ply, and the calls that give them:
//! `crc_game_comment` and `crc_game_nags`. `crc_game_pgn` writes them back.

use std::ffi::c_char;

use ::crc_rules_game::{Game, GameTree};
use crc_rules_movegen::Move;

use crate::boundary::{answer_text, borrow, boundary, ListOut};
use crate::game::crc_game;
use crate::status::{crc_status, Failure, CRC_OUT_OF_RANGE};

/// The comments and NAGs of a game's main line as read, ply by ply (0: before the first
/// move; k: after half-move k), each with the move it follows: they stay with the moves
/// they were written after, and are dropped from a ply whose move (or an earlier one) the
/// game no longer has.
#[derive(Clone, Debug, Default)]
pub(crate) struct Notes {
    plies: Vec<PlyNotes>,
}

#[derive(Clone, Debug)]
struct PlyNotes {
    mv: Option<Move>,
    comments: Vec<String>,
    nags: Vec<u8>,
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
    fn at(&self, game: &Game, ply: usize) -> Result<Option<&PlyNotes>, Failure> {
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

/// Writes the comment after half-move `ply` of a game read from PGN into `buf` (ply 0: the
/// comment before the first move), several comments joined by line breaks; an empty string
/// when there is none (and for a game not read from PGN, or a ply whose move was taken
/// back). `CRC_OUT_OF_RANGE` past the last move.
///
/// # Safety
/// As `crc_game_fen`.
#[no_mangle]
pub unsafe extern "C" fn crc_game_comment(
    game: *const crc_game,
    ply: usize,
    buf: *mut c_char,
    len: usize,
    written: *mut usize,
) -> crc_status {
    // SAFETY: the pointers are NULL or valid, as documented.
    unsafe {
        answer_text(game, buf, len, written, |game| {
            let notes = game.notes.at(&game.inner, ply)?;
            Ok(notes.map(|n| n.comments.join("\n")).unwrap_or_default())
        })
    }
}

/// Writes the NAGs after half-move `ply` of a game read from PGN into `nags` (as many as
/// `capacity` holds; `$14` is 14, a `!` 1), their number into `*count`; none for ply 0
/// and where there are none. `CRC_BUFFER_TOO_SMALL` (with `*count` the number needed) when
/// they do not fit, `CRC_OUT_OF_RANGE` past the last move. A move has at most 255.
///
/// # Safety
/// `game` is NULL or a live handle; `nags` is NULL (with `capacity` 0) or valid for
/// `capacity` bytes; `count` is NULL or valid for one `size_t`.
#[no_mangle]
pub unsafe extern "C" fn crc_game_nags(
    game: *const crc_game,
    ply: usize,
    nags: *mut u8,
    capacity: usize,
    count: *mut usize,
) -> crc_status {
    boundary(|| {
        // SAFETY: the pointers are NULL or valid, as documented.
        let (game, out) = unsafe { (borrow(game)?, ListOut::new(nags, capacity, count)?) };
        let notes = game.notes.at(&game.inner, ply)?;
        out.write(notes.map_or(&[][..], |n| &n.nags), |nag| nag)
    })
}
