//! The moves a handle's latest `crc_position_make` calls played, with their undos already
//! decoded, so that `crc_position_unmake`, which a search calls in last-in first-out order,
//! takes a move back without converting or decoding anything.

use crc_movegen::{KingSafety, Move, Undo};

use crate::engine::crc_undo;
use crate::types::crc_move;

/// How many makes are remembered; deeper ones are decoded from their `crc_undo`. Deep
/// enough for a search's plies and its quiescence; it makes a handle about 4 KB instead of
/// 350 bytes, which costs a GUI that clones handles nothing it would notice.
const DEPTH: usize = 32;

/// One `crc_position_make`: what it was given and wrote, and what it decoded them to.
#[derive(Copy, Clone)]
struct Made {
    written: crc_undo,
    given: crc_move,
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

    /// Remembers a make: `given` was played as `mv`, and `written` holds `undo`; `safety`
    /// is the king safety from before.
    #[inline]
    pub(crate) fn push(
        &mut self,
        written: crc_undo,
        given: crc_move,
        mv: Move,
        (undo, safety): (Undo, KingSafety),
    ) {
        self.top = (self.top + 1) % DEPTH;
        self.made[self.top] = Some(Made {
            written,
            given,
            mv,
            undo,
            safety,
        });
        self.len = (self.len + 1).min(DEPTH);
    }

    /// The latest make, forgotten, when it is the one `given` and `written` describe;
    /// otherwise `None` and nothing changes (the caller then decodes `written`). No key is
    /// compared: while any make is remembered the position is the one it left.
    #[inline]
    pub(crate) fn pop(
        &mut self,
        written: &crc_undo,
        given: crc_move,
    ) -> Option<(Move, Undo, KingSafety)> {
        let made = self.made[self.top].as_ref().filter(|_| self.len > 0)?;
        if made.given != given || !same(&made.written, written) {
            return None;
        }
        let taken_back = (made.mv, made.undo, made.safety);
        self.top = (self.top + DEPTH - 1) % DEPTH;
        self.len -= 1;
        Some(taken_back)
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
