//! `crc_position`: a legal position behind an opaque handle, with its undo stack; the calls
//! that make, copy, change and free one. What a handle says is in `position_queries`, the
//! make and unmake of a search in `engine`.

use std::ffi::c_char;

use crc_rules_game::{automatic_outcome, claimable_draw, count_repetitions, parse_move};
use crc_rules_movegen::{KingSafety, Move, Position, Undo, MAX_PERFT_DEPTH};

use crate::boundary::{
    borrow, borrow_mut, boundary, boundary_or, change, create_from_text, free, Handle, HandleOut,
    TextIn,
};
use crate::queries::{legal_move, legal_move_with, OnPosition};
use crate::status::{crc_status, Failure, CRC_NOTHING_TO_UNDO};
use crate::types::{crc_move, crc_outcome, crc_reason, outcome_to_c, reason_to_c, CRC_REASON_NONE};

/// A legal CRC position. Create it with `crc_position_new`, `crc_position_from_fen`,
/// `crc_position_from_fen_lenient` or `crc_position_new_copy`, and release it with
/// `crc_position_free`.
///
/// It keeps its own undo stack: `crc_position_make` pushes a move, `crc_position_unmake`
/// pops one, and every other call that changes the position (`crc_position_play`,
/// `crc_position_play_text`, a `crc_position_copy_into` it) empties it. A new handle, a
/// new copy included, starts with an empty stack.
#[allow(non_camel_case_types)]
pub struct crc_position {
    pub(crate) inner: Position,
    /// `inner`'s king safety when known, else `None`: `crc_position_make` computes it when
    /// it is not known and keeps it on the stack with the move, so that after an unmake the
    /// next make at the same position checks legality cheaply (a search makes every move
    /// of a node from the same position).
    safety: Option<KingSafety>,
    /// The makes still to be taken back, the latest last. The vector grows to the deepest
    /// line a search reaches and keeps its room: once warm, no make allocates.
    made: Vec<Made>,
}

// SAFETY: made only by `HandleOut::give` (`crc_position_new`, `_from_fen`,
// `_from_fen_lenient`, `_clone`, `crc_game_position`) and released only by `crc_position_free`.
unsafe impl Handle for crc_position {}

/// One `crc_position_make`: the move, what takes it back, and the king safety of the
/// position it left.
struct Made {
    mv: Move,
    undo: Undo,
    safety: KingSafety,
}

impl crc_position {
    /// A handle's contents for `inner`, with nothing to take back.
    pub(crate) fn new(inner: Position) -> crc_position {
        crc_position { inner, safety: None, made: Vec::new() }
    }

    /// A handle for the X-FEN or Shredder-FEN `fen`.
    fn from_fen(fen: &str) -> Result<crc_position, Failure> {
        Ok(crc_position::new(Position::from_fen(fen)?))
    }

    /// A handle for `fen` read leniently (the repairs are not reported).
    fn from_fen_lenient(fen: &str) -> Result<crc_position, Failure> {
        let (inner, _repairs) = Position::from_fen_lenient(fen)?;
        Ok(crc_position::new(inner))
    }

    /// Replaces the position and empties the undo stack (keeping its room).
    pub(crate) fn set(&mut self, inner: Position) {
        self.inner = inner;
        self.safety = None;
        self.made.clear();
    }

    /// Becomes a copy of `source`'s position, with nothing to take back (the source's stack
    /// is not copied), without allocating.
    pub(crate) fn copy_from(&mut self, source: &crc_position) {
        self.set(source.inner);
        self.safety = source.safety;
    }

    /// Plays the legal move `mv` and pushes what takes it back; an illegal or malformed
    /// move changes nothing.
    #[inline]
    pub(crate) fn make(&mut self, mv: crc_move) -> Result<(), Failure> {
        let safety = *self.safety.get_or_insert_with(|| self.inner.king_safety());
        let mv = legal_move_with(&self.inner, mv, safety)?;
        // The stack's one allocation comes before the position changes, so that no failure
        // can leave a move played and not pushed.
        self.made.reserve(1);
        let undo = self.inner.play_unchecked(mv);
        self.made.push(Made { mv, undo, safety });
        self.safety = None;
        Ok(())
    }

    /// Takes back the latest make; `CRC_NOTHING_TO_UNDO`, changing nothing, when none is
    /// left.
    #[inline]
    pub(crate) fn unmake(&mut self) -> Result<(), Failure> {
        let Some(made) = self.made.pop() else {
            return Err(nothing_to_unmake());
        };
        self.inner.unmake(made.mv, made.undo);
        self.safety = Some(made.safety);
        Ok(())
    }

    /// How many times the position has occurred (1 for a new one) among the positions the
    /// make stack passed through and the current one, by the rules' count
    /// (`count_repetitions`).
    ///
    /// Each earlier position's key is made by taking the stack's moves back on a copy, as
    /// far as the count reads them (the half-move clock). The makes keep no keys, so that a
    /// make costs nothing more for this: an engine makes moves at every node and asks for
    /// the outcome rarely.
    fn repetition_count(&self) -> usize {
        let mut earlier = self.inner;
        let keys = self.made.iter().rev().map(move |made| {
            earlier.unmake(made.mv, made.undo);
            earlier.repetition_key()
        });
        count_repetitions(self.inner.repetition_key(), self.inner.halfmove_clock(), keys)
    }

    /// The outcome `crc_game_outcome` would give for the game of the make stack (from the
    /// position at its bottom, through its moves), and the draw that can be claimed.
    pub(crate) fn outcome(&self) -> (crc_outcome, crc_reason) {
        let repetitions = self.repetition_count();
        let outcome = automatic_outcome(&self.inner, repetitions);
        // A game that is over has no claim, which spares claimable_draw asking again.
        let claim = match outcome {
            Some(_) => None,
            None => claimable_draw(&self.inner, repetitions),
        };
        (outcome_to_c(outcome), claim.map_or(CRC_REASON_NONE, reason_to_c))
    }
}

impl OnPosition for crc_position {
    fn position(&self) -> &Position {
        &self.inner
    }
}

/// Why there is nothing to take back.
#[cold]
fn nothing_to_unmake() -> Failure {
    Failure::new(
        CRC_NOTHING_TO_UNDO,
        "no move to take back: crc_position_make has played none since the handle was made, \
         copied into or changed otherwise",
    )
}

/// The deepest perft the library accepts.
pub const CRC_MAX_PERFT_DEPTH: u32 = 10;

// cbindgen needs the literal above; it must stay the library's limit.
const _: () = assert!(CRC_MAX_PERFT_DEPTH == MAX_PERFT_DEPTH);

/// `position` after the legal move `mv`, played on a copy so that a handle changes all at
/// once or not at all.
fn played(mut position: Position, mv: Move) -> Position {
    position.play_unchecked(mv);
    position
}

/// Creates the start position of Scharnagl number `number` (1..48000) in `*out`.
///
/// # Safety
/// `out` is NULL or valid for writing one pointer.
#[no_mangle]
pub unsafe extern "C" fn crc_position_new(number: u32, out: *mut *mut crc_position) -> crc_status {
    boundary(|| {
        // SAFETY: `out` is NULL or valid, as documented.
        let out = unsafe { HandleOut::new(out)? };
        let inner = Position::from_number(number)?;
        out.give(crc_position::new(inner))
    })
}

/// Reads an X-FEN or Shredder-FEN into a new position in `*out`.
///
/// Returns `CRC_INVALID_FEN` when the text is not a FEN and `CRC_ILLEGAL_POSITION` when the
/// position cannot be played (a castling right whose rook or king is not in place, an
/// en-passant square no double step can have made, no king, …).
///
/// # Safety
/// `fen` is NULL or a NUL-terminated string; `out` is NULL or valid for writing one pointer.
#[no_mangle]
pub unsafe extern "C" fn crc_position_from_fen(
    fen: *const c_char,
    out: *mut *mut crc_position,
) -> crc_status {
    // SAFETY: `fen` and `out` are NULL or valid, as documented.
    unsafe { create_from_text(fen, out, crc_position::from_fen) }
}

/// Reads a FEN like `crc_position_from_fen`, but drops castling rights whose king or rook
/// is not in place and an en-passant square that no double step can have made, as real
/// FENs often carry them. Everything else that makes a position unplayable is still
/// `CRC_ILLEGAL_POSITION`. `crc_position_fen` shows the repaired FEN.
///
/// # Safety
/// As `crc_position_from_fen`.
#[no_mangle]
pub unsafe extern "C" fn crc_position_from_fen_lenient(
    fen: *const c_char,
    out: *mut *mut crc_position,
) -> crc_status {
    // SAFETY: `fen` and `out` are NULL or valid, as documented.
    unsafe { create_from_text(fen, out, crc_position::from_fen_lenient) }
}

/// Creates a new handle in `*out`, a copy of `position` with an empty undo stack: the
/// source's makes are not copied, so `crc_position_unmake` on the copy has nothing to take
/// back (a search thread starts from its root). `crc_position_copy_into` copies into an
/// existing handle instead.
///
/// # Safety
/// `position` is NULL or a live handle; `out` is NULL or valid for writing one pointer.
#[no_mangle]
pub unsafe extern "C" fn crc_position_new_copy(
    position: *const crc_position,
    out: *mut *mut crc_position,
) -> crc_status {
    boundary(|| {
        // SAFETY: `position` and `out` are NULL or valid, as documented.
        let (position, out) = unsafe { (borrow(position)?, HandleOut::new(out)?) };
        out.give(crc_position::new(position.inner))
    })
}

/// Releases a position. `crc_position_free(NULL)` does nothing.
///
/// # Safety
/// `position` is NULL or a live handle, not used again afterwards.
#[no_mangle]
pub unsafe extern "C" fn crc_position_free(position: *mut crc_position) {
    // SAFETY: `position` is NULL or a live handle used no more, as documented.
    boundary_or((), || unsafe { free(position) })
}

/// Plays the legal move `mv` for good: the undo stack is emptied, so that
/// `crc_position_unmake` then has nothing to take back (use `crc_position_make` to take a
/// move back later). An illegal or malformed move changes nothing, the stack included.
///
/// # Safety
/// `position` is NULL or a live handle used by no other thread meanwhile.
#[no_mangle]
pub unsafe extern "C" fn crc_position_play(
    position: *mut crc_position,
    mv: crc_move,
) -> crc_status {
    // SAFETY: `position` is NULL or a live handle used by this thread alone, as documented.
    unsafe {
        change(position, |position| {
            let mv = legal_move(&position.inner, mv)?;
            position.set(played(position.inner, mv));
            Ok(())
        })
    }
}

/// Plays a move given as text in any accepted notation (see `crc_position_parse_move`),
/// for good, as `crc_position_play` does: the undo stack is emptied. Text that is no legal
/// move changes nothing, the stack included.
///
/// # Safety
/// `position` is NULL or a live handle used by no other thread meanwhile; `text` is NULL or
/// a NUL-terminated string.
#[no_mangle]
pub unsafe extern "C" fn crc_position_play_text(
    position: *mut crc_position,
    text: *const c_char,
) -> crc_status {
    boundary(|| {
        // SAFETY: the pointers are NULL or valid, the handle used by this thread alone, as
        // documented.
        let (position, text) = unsafe { (borrow_mut(position)?, TextIn::new(text)?) };
        let mv = parse_move(&position.inner, text.read()?)?;
        position.set(played(position.inner, mv));
        Ok(())
    })
}
