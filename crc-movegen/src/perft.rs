//! Perft: counting the leaf nodes of the legal move tree, the standard test of a move
//! generator.

use crate::moves::{Move, MoveList};
use crate::position::Position;

/// The deepest perft the command-line tool and the C library accept. Deeper counts take
/// years on any position with moves, and the recursion needs stack in proportion to the
/// depth; `Position::perft` itself takes any depth.
pub const MAX_PERFT_DEPTH: u32 = 10;

impl Position {
    /// The number of legal move sequences of length `depth` (leaf nodes), counting in bulk
    /// at the last ply. `perft(0)` is 1.
    ///
    /// ```
    /// use crc_movegen::Position;
    /// let capablanca = Position::from_fen(
    ///     "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1").unwrap();
    /// assert_eq!(capablanca.perft(2), 784);
    /// ```
    pub fn perft(&self, depth: u32) -> u64 {
        let mut position = *self;
        perft_in_place(&mut position, depth)
    }

    /// Perft split by the first move: each legal move with the leaf count below it, in
    /// generation order. The counts add up to `perft(depth)` for `depth >= 1`.
    pub fn divide(&self, depth: u32) -> Vec<(Move, u64)> {
        let mut position = *self;
        self.legal_moves()
            .into_iter()
            .map(|mv| {
                let undo = position.play_unchecked(mv);
                let count = perft_in_place(&mut position, depth.saturating_sub(1));
                position.undo(mv, undo);
                (mv, count)
            })
            .collect()
    }
}

fn perft_in_place(position: &mut Position, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => position.count_legal_moves(),
        2 => {
            // The last ply: count on a copy played without key or clocks, which nothing
            // below reads, and with no undo.
            let mut moves = MoveList::new();
            position.generate::<_, false>(&mut moves);
            moves
                .into_iter()
                .map(|mv| {
                    let mut child = *position;
                    child.play_for_generation(mv);
                    child.count_legal_moves()
                })
                .sum()
        }
        _ => {
            let mut nodes = 0;
            let mut moves = MoveList::new();
            position.generate::<_, false>(&mut moves);
            for mv in moves {
                let undo = position.play_unchecked(mv);
                nodes += perft_in_place(position, depth - 1);
                position.undo(mv, undo);
            }
            nodes
        }
    }
}
