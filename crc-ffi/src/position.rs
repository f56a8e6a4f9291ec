//! `crc_position`: a legal position behind an opaque handle.

use std::ffi::c_char;

use crc_rules_game::{automatic_outcome, cannot_win, claimable_draw, parse_move};
use crc_rules_movegen::{KingSafety, Move, Position, Undo, MAX_PERFT_DEPTH};

use crate::boundary::{
    answer, answer_array, answer_text, borrow, borrow_mut, boundary, boundary_or, change,
    create_from_text, free, Handle, HandleOut, Out, TextIn, TextOut,
};
use crate::readers::{self, legal_move, legal_move_with, list_moves, of_legal_move, OnPosition};
use crate::status::{crc_status, Failure, CRC_NOTHING_TO_UNDO, CRC_OUT_OF_RANGE};
use crate::types::{
    color_from_c, crc_color, crc_move, crc_outcome, crc_piece, crc_reason, crc_role, outcome_to_c,
    reason_to_c, square_from_c, CRC_REASON_NONE,
};

/// A legal CRC position. Create it with `crc_position_new`, `crc_position_from_fen`,
/// `crc_position_from_fen_lenient` or `crc_position_clone`, and release it with
/// `crc_position_free`.
///
/// It keeps its own undo stack: `crc_position_make` pushes a move, `crc_position_unmake`
/// pops one, and every other call that changes the position (`crc_position_play`,
/// `crc_position_play_text`, a `crc_position_copy` into it) empties it. A new handle, a
/// clone included, starts with an empty stack.
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
        crc_position {
            inner,
            safety: None,
            made: Vec::new(),
        }
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
    /// make stack passed through and the current one, by their repetition keys.
    ///
    /// The walk takes the stack's moves back on a copy, no further than the half-move
    /// clock: a capture or a pawn move made every earlier position unreachable, so they
    /// cannot be repetitions. The makes keep no keys, so that a make costs nothing more for
    /// this: an engine makes moves at every node and asks for the outcome rarely.
    fn repetition_count(&self) -> usize {
        let current = self.inner.repetition_key();
        let reversible = usize::try_from(self.inner.halfmove_clock()).unwrap_or(usize::MAX);
        let mut earlier = self.inner;
        let mut count = 1;
        for made in self.made.iter().rev().take(reversible) {
            earlier.unmake(made.mv, made.undo);
            count += usize::from(earlier.repetition_key() == current);
        }
        count
    }

    /// The outcome `crc_game_outcome` would give for the game of the make stack (from the
    /// position at its bottom, through its moves), and the draw that can be claimed.
    fn outcome(&self) -> (crc_outcome, crc_reason) {
        let repetitions = self.repetition_count();
        let outcome = automatic_outcome(&self.inner, repetitions);
        // A game that is over has no claim, which spares claimable_draw asking again.
        let claim = match outcome {
            Some(_) => None,
            None => claimable_draw(&self.inner, repetitions),
        };
        (
            outcome_to_c(outcome),
            claim.map_or(CRC_REASON_NONE, reason_to_c),
        )
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

/// Creates a copy of `position` in `*out`, with an empty undo stack: the source's makes are
/// not copied, so `crc_position_unmake` on the copy has nothing to take back (a search
/// thread starts from its root).
///
/// # Safety
/// `position` is NULL or a live handle; `out` is NULL or valid for writing one pointer.
#[no_mangle]
pub unsafe extern "C" fn crc_position_clone(
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

/// Writes the X-FEN of `position` into `buf`.
///
/// # Safety
/// `position` is NULL or a live handle; `buf` is valid for `len` bytes; `written` is NULL or
/// valid for one `size_t`.
#[no_mangle]
pub unsafe extern "C" fn crc_position_fen(
    position: *const crc_position,
    buf: *mut c_char,
    len: usize,
    written: *mut usize,
) -> crc_status {
    // SAFETY: the pointers are NULL or valid, as documented.
    unsafe { answer_text(position, buf, len, written, readers::fen) }
}

/// Writes the Shredder-FEN of `position` into `buf`: the X-FEN with castling rights written
/// as the files of their rooks (`JAja` for a start with rooks on the a and j files), as
/// Chess960 programs read it. The buffer rules are those of `crc_position_fen`.
///
/// # Safety
/// As `crc_position_fen`.
#[no_mangle]
pub unsafe extern "C" fn crc_position_shredder_fen(
    position: *const crc_position,
    buf: *mut c_char,
    len: usize,
    written: *mut usize,
) -> crc_status {
    // SAFETY: the pointers are NULL or valid, as documented.
    unsafe { answer_text(position, buf, len, written, readers::shredder_fen) }
}

/// Writes the piece on `square` (0..79, `rank * 10 + file`) into `*piece`; an empty square
/// gives `CRC_ROLE_NONE`. Returns `CRC_OUT_OF_RANGE` for squares above 79.
///
/// # Safety
/// `position` is NULL or a live handle; `piece` is NULL or valid for one `crc_piece`.
#[no_mangle]
pub unsafe extern "C" fn crc_position_piece_at(
    position: *const crc_position,
    square: u8,
    piece: *mut crc_piece,
) -> crc_status {
    // SAFETY: the pointers are NULL or valid, as documented.
    unsafe {
        answer(position, piece, |position| {
            let square = square_from_c(square)?;
            Ok(crc_piece::from(position.inner.board().piece_at(square)))
        })
    }
}

/// Writes the side to move (`CRC_WHITE` or `CRC_BLACK`) into `*turn`.
///
/// # Safety
/// `position` is NULL or a live handle; `turn` is NULL or valid for one `crc_color`.
#[no_mangle]
pub unsafe extern "C" fn crc_position_turn(
    position: *const crc_position,
    turn: *mut crc_color,
) -> crc_status {
    // SAFETY: the pointers are NULL or valid, as documented.
    unsafe { answer(position, turn, readers::turn) }
}

/// Writes the legal moves into `moves` (room for `capacity`) and their number into `*count`.
/// When `capacity` is too small, only `*count` is written and the status is
/// `CRC_BUFFER_TOO_SMALL`; `CRC_MAX_MOVES` entries always suffice.
///
/// # Safety
/// `position` is NULL or a live handle; `moves` is valid for `capacity` entries (or NULL with
/// `capacity` 0); `count` is NULL or valid for one `size_t`.
#[no_mangle]
pub unsafe extern "C" fn crc_position_legal_moves(
    position: *const crc_position,
    moves: *mut crc_move,
    capacity: usize,
    count: *mut usize,
) -> crc_status {
    // SAFETY: the pointers are NULL or valid, as documented.
    unsafe { list_moves(position, moves, capacity, count, readers::legal_moves) }
}

/// Writes the number of legal moves into `*count`, without listing them: the count an
/// engine wants for mobility, or a perft for its last ply.
///
/// # Safety
/// `position` is NULL or a live handle; `count` is NULL or valid for one `size_t`.
#[no_mangle]
pub unsafe extern "C" fn crc_position_legal_move_count(
    position: *const crc_position,
    count: *mut usize,
) -> crc_status {
    boundary(|| {
        // SAFETY: the pointers are NULL or valid, as documented.
        let (position, out) = unsafe { (borrow(position)?, Out::new(count)?) };
        // At most MAX_MOVES, which fits any size_t.
        out.write(position.inner.count_legal_moves() as usize)
    })
}

/// Writes the legal moves in coordinate notation, separated by single spaces, into `buf`.
///
/// # Safety
/// As `crc_position_fen`.
#[no_mangle]
pub unsafe extern "C" fn crc_position_legal_moves_text(
    position: *const crc_position,
    buf: *mut c_char,
    len: usize,
    written: *mut usize,
) -> crc_status {
    boundary(|| {
        // SAFETY: the pointers are NULL or valid, as documented.
        let (position, out) = unsafe { (borrow(position)?, TextOut::new(buf, len, written)?) };
        let text: Vec<String> = position
            .inner
            .legal_moves()
            .into_iter()
            .map(Move::to_uci)
            .collect();
        out.write(&text.join(" "))
    })
}

/// Reads a move in any notation the library accepts, as the game calls do: coordinates
/// (`e2e4`, `b7b8c`, `f1j1` king takes rook, the king's destination where unambiguous),
/// `O-O`/`O-O-O`, or SAN (`Nf3`, `b8=C`, with or without `+`, `#`, `x`), and writes it into
/// `*out` if it is legal.
///
/// Returns `CRC_INVALID_MOVE` for text that is no move, `CRC_ILLEGAL_MOVE` for a move that
/// is not legal here, `CRC_PROMOTION_REQUIRED` for a pawn move to the last rank without its
/// piece, `CRC_AMBIGUOUS_MOVE` for SAN that fits several moves.
///
/// # Safety
/// `position` is NULL or a live handle; `text` is NULL or a NUL-terminated string; `out` is
/// NULL or valid for one move.
#[no_mangle]
pub unsafe extern "C" fn crc_position_parse_move(
    position: *const crc_position,
    text: *const c_char,
    out: *mut crc_move,
) -> crc_status {
    boundary(|| {
        // SAFETY: the pointers are NULL or valid, as documented.
        let (position, text, out) =
            unsafe { (borrow(position)?, TextIn::new(text)?, Out::new(out)?) };
        let mv = parse_move(&position.inner, text.read()?)?;
        out.write(crc_move::from(mv))
    })
}

/// Writes the coordinate notation of the legal move `mv` into `buf` (castling as king takes
/// own rook).
///
/// # Safety
/// As `crc_position_fen`.
#[no_mangle]
pub unsafe extern "C" fn crc_position_move_text(
    position: *const crc_position,
    mv: crc_move,
    buf: *mut c_char,
    len: usize,
    written: *mut usize,
) -> crc_status {
    // SAFETY: the pointers are NULL or valid, as documented.
    unsafe {
        answer_text(
            position,
            buf,
            len,
            written,
            of_legal_move(mv, |_, mv| mv.to_uci()),
        )
    }
}

/// Writes the SAN of the legal move `mv` (with `+` or `#`) into `buf`.
///
/// # Safety
/// As `crc_position_fen`.
#[no_mangle]
pub unsafe extern "C" fn crc_position_san(
    position: *const crc_position,
    mv: crc_move,
    buf: *mut c_char,
    len: usize,
    written: *mut usize,
) -> crc_status {
    // SAFETY: the pointers are NULL or valid, as documented.
    unsafe { answer_text(position, buf, len, written, readers::san(mv)) }
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

/// Writes into `*check` whether the side to move is in check.
///
/// # Safety
/// `position` is NULL or a live handle; `check` is NULL or valid for one `bool`.
#[no_mangle]
pub unsafe extern "C" fn crc_position_is_check(
    position: *const crc_position,
    check: *mut bool,
) -> crc_status {
    // SAFETY: the pointers are NULL or valid, as documented.
    unsafe { answer(position, check, readers::is_check) }
}

/// Writes the 64-bit zobrist key of the position into `*key` (equal positions, equal keys;
/// the same on every platform and build).
///
/// # Safety
/// `position` is NULL or a live handle; `key` is NULL or valid for one `uint64_t`.
#[no_mangle]
pub unsafe extern "C" fn crc_position_zobrist(
    position: *const crc_position,
    key: *mut u64,
) -> crc_status {
    // SAFETY: the pointers are NULL or valid, as documented.
    unsafe { answer(position, key, readers::zobrist) }
}

/// Writes into `*key` the 64-bit key libcrc counts repetitions by: the zobrist key of
/// `crc_position_zobrist`, but with the en-passant square counted only when an en-passant
/// capture is legal, so that positions that differ only by an en-passant square no capture
/// can use have equal keys (the same on every platform and build).
///
/// # Safety
/// `position` is NULL or a live handle; `key` is NULL or valid for one `uint64_t`.
#[no_mangle]
pub unsafe extern "C" fn crc_position_repetition_key(
    position: *const crc_position,
    key: *mut u64,
) -> crc_status {
    // SAFETY: the pointers are NULL or valid, as documented.
    unsafe { answer(position, key, readers::repetition_key) }
}

/// Writes into `*outcome` the outcome `crc_game_outcome` would give for the game that
/// started at the position at the bottom of the handle's undo stack and played the stack's
/// moves (`crc_position_make`): checkmate, stalemate, insufficient material, fivefold
/// repetition or the 75-move rule, and `CRC_RESULT_ONGOING`/`CRC_REASON_NONE` while it goes
/// on. Into `*claim` it writes the draw that can be claimed, by the rules of
/// `crc_game_can_claim_draw`: `CRC_REASON_THREEFOLD_REPETITION` or
/// `CRC_REASON_FIFTY_MOVE_RULE` while the game goes on, else `CRC_REASON_NONE`.
///
/// Repetitions are counted over the positions the undo stack passed through and the
/// current one: with an empty stack (a new handle, or after `crc_position_play` or a copy
/// into it) only the current position counts. The stack keeps no keys, so that
/// `crc_position_make` costs nothing more: this call takes the stack's moves back on a
/// copy, at most as many as the half-move clock.
///
/// # Safety
/// `position` is NULL or a live handle; `outcome` is NULL or valid for one `crc_outcome`;
/// `claim` is NULL or valid for one `crc_reason`.
#[no_mangle]
pub unsafe extern "C" fn crc_position_outcome(
    position: *const crc_position,
    outcome: *mut crc_outcome,
    claim: *mut crc_reason,
) -> crc_status {
    boundary(|| {
        // SAFETY: the pointers are NULL or valid, as documented.
        let (position, outcome, claim) =
            unsafe { (borrow(position)?, Out::new(outcome)?, Out::new(claim)?) };
        let (end, draw) = position.outcome();
        outcome.write(end)?;
        claim.write(draw)
    })
}

/// Writes into `*insufficient` whether `color` (`CRC_WHITE` or `CRC_BLACK`) cannot
/// checkmate by any series of legal moves, as `crc_rules_game::cannot_win` decides: a
/// bare king; a lone knight against a bare king; or bishops, all on squares of one colour,
/// while no other piece but the kings stands on the board. A GUI scores a loss on time by
/// it: the opponent of a side whose flag fell wins only if it could still mate. Both sides
/// insufficient is the game end `CRC_REASON_INSUFFICIENT_MATERIAL`.
///
/// # Safety
/// `position` is NULL or a live handle; `insufficient` is NULL or valid for one `bool`.
#[no_mangle]
pub unsafe extern "C" fn crc_position_has_insufficient_material(
    position: *const crc_position,
    color: crc_color,
    insufficient: *mut bool,
) -> crc_status {
    // SAFETY: the pointers are NULL or valid, as documented.
    unsafe {
        answer(position, insufficient, |position| {
            Ok(cannot_win(&position.inner, color_from_c(color)?))
        })
    }
}

/// Counts the leaf nodes of the legal move tree `depth` plies deep (perft) into `*nodes`.
/// Depths above `CRC_MAX_PERFT_DEPTH` give `CRC_OUT_OF_RANGE`.
///
/// # Safety
/// `position` is NULL or a live handle; `nodes` is NULL or valid for one `uint64_t`.
#[no_mangle]
pub unsafe extern "C" fn crc_position_perft(
    position: *const crc_position,
    depth: u32,
    nodes: *mut u64,
) -> crc_status {
    boundary(|| {
        // SAFETY: the pointers are NULL or valid, as documented.
        let (position, out) = unsafe { (borrow(position)?, Out::new(nodes)?) };
        if depth > MAX_PERFT_DEPTH {
            return Err(Failure::new(
                CRC_OUT_OF_RANGE,
                format!("perft depth {depth} is above the limit, {MAX_PERFT_DEPTH}"),
            ));
        }
        out.write(position.inner.perft(depth))
    })
}

/// Writes the whole board into `out`, an array of `CRC_SQUARE_COUNT` (80) pieces indexed by
/// square (`rank * 10 + file`); an empty square has `CRC_ROLE_NONE`.
///
/// # Safety
/// `position` is NULL or a live handle; `out` is NULL or valid for 80 `crc_piece`.
#[no_mangle]
pub unsafe extern "C" fn crc_position_board(
    position: *const crc_position,
    out: *mut crc_piece,
) -> crc_status {
    // SAFETY: the pointers are NULL or valid, as documented.
    unsafe { answer_array(position, out, readers::board) }
}

/// Writes the legal moves of the piece on `square` (castling included for the king) into
/// `moves`, as `crc_position_legal_moves` does; an empty square or a piece of the side not
/// to move has none. Returns `CRC_OUT_OF_RANGE` for squares above 79.
///
/// # Safety
/// As `crc_position_legal_moves`.
#[no_mangle]
pub unsafe extern "C" fn crc_position_legal_moves_from(
    position: *const crc_position,
    square: u8,
    moves: *mut crc_move,
    capacity: usize,
    count: *mut usize,
) -> crc_status {
    // SAFETY: the pointers are NULL or valid, as documented.
    unsafe {
        list_moves(
            position,
            moves,
            capacity,
            count,
            readers::legal_moves_from(square),
        )
    }
}

/// Turns a click or drag from square `from` to square `to` into the legal move it means and
/// writes it into `*out`. The king castles when dropped on its own castling rook, or on its
/// castling destination (c or i file) where that is not an ordinary king step. `promotion`
/// is `CRC_ROLE_NONE`, or the piece a pawn reaching the last rank becomes.
///
/// Returns `CRC_PROMOTION_REQUIRED` for a pawn move to the last rank with
/// `CRC_ROLE_NONE` (ask the player for the piece, then call again), `CRC_ILLEGAL_MOVE` for
/// anything else that is not legal, `CRC_OUT_OF_RANGE` for squares above 79,
/// `CRC_INVALID_MOVE` for a `promotion` no pawn promotes to.
///
/// # Safety
/// `position` is NULL or a live handle; `out` is NULL or valid for one `crc_move`.
#[no_mangle]
pub unsafe extern "C" fn crc_position_move_from_to(
    position: *const crc_position,
    from: u8,
    to: u8,
    promotion: crc_role,
    out: *mut crc_move,
) -> crc_status {
    // SAFETY: the pointers are NULL or valid, as documented.
    unsafe {
        answer(position, out, |h| {
            readers::move_from_to(h, from, to, promotion)
        })
    }
}
