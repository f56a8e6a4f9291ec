//! The moves a handle's latest `crc_position_make` calls played, with their undos already
//! decoded, so that `crc_position_unmake`, which a search calls in last-in first-out order,
//! takes a move back without converting or decoding anything.

use crc_movegen::{KingSafety, Move, Undo};

use crate::engine::crc_undo;
use crate::types::crc_move;

/// How many makes are remembered; deeper ones are decoded from their `crc_undo`.
const DEPTH: usize = 32;

/// One `crc_position_make`: what it was given and wrote, and what it decoded them to.
#[derive(Copy, Clone)]
struct Made {
    written: crc_undo,
    given: crc_move,
    key_after: u64,
    mv: Move,
    undo: Undo,
    safety: KingSafety,
}

/// The latest makes on one handle still to be taken back, most recent last. Whatever
/// changes the position other than make and unmake forgets them.
#[derive(Clone)]
pub(crate) struct RecentMakes {
    made: [Option<Made>; DEPTH],
    top: usize,
    len: usize,
}

impl RecentMakes {
    /// None remembered.
    pub(crate) fn new() -> RecentMakes {
        RecentMakes {
            made: [None; DEPTH],
            top: 0,
            len: 0,
        }
    }

    /// Forgets them all.
    #[inline]
    pub(crate) fn clear(&mut self) {
        self.len = 0;
    }

    /// Remembers a make: `given` was played as `mv`, leaving the key `key_after`, and
    /// `written` holds `undo` and the king safety from before.
    #[inline]
    pub(crate) fn push(
        &mut self,
        written: crc_undo,
        given: crc_move,
        key_after: u64,
        mv: Move,
        (undo, safety): (Undo, KingSafety),
    ) {
        self.top = (self.top + 1) % DEPTH;
        self.made[self.top] = Some(Made {
            written,
            given,
            key_after,
            mv,
            undo,
            safety,
        });
        self.len = (self.len + 1).min(DEPTH);
    }

    /// The latest make, forgotten, when it is the one `given` and `written` describe and the
    /// position still has its key; otherwise `None`, and all are forgotten (the caller then
    /// decodes `written`).
    #[inline]
    pub(crate) fn pop(
        &mut self,
        written: &crc_undo,
        given: crc_move,
        key: u64,
    ) -> Option<(Move, Undo, KingSafety)> {
        let latest = self.made[self.top].as_ref().filter(|_| self.len > 0);
        match latest {
            Some(made)
                if made.key_after == key && made.given == given && same(&made.written, written) =>
            {
                let taken_back = (made.mv, made.undo, made.safety);
                self.top = (self.top + DEPTH - 1) % DEPTH;
                self.len -= 1;
                Some(taken_back)
            }
            _ => {
                self.clear();
                None
            }
        }
    }
}

/// Whether two undos hold the same words, compared without a call to `memcmp` (which is
/// what comparing the arrays compiles to, and costs more than the comparison itself).
#[inline]
fn same(a: &crc_undo, b: &crc_undo) -> bool {
    let differ = a
        .private_
        .iter()
        .zip(&b.private_)
        .fold(0, |bits, (x, y)| bits | (x ^ y));
    differ == 0
}
