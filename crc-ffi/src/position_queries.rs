//! What a position handle says: its FEN, pieces, legal moves, notation, check, keys, outcome
//! and perft. The calls that make and take back moves for a search are in `engine`.

use std::ffi::c_char;

use crc_rules_game::{has_insufficient_material, parse_move};
use crc_rules_movegen::{check_perft_depth, Move};

use crate::boundary::{
    answer, answer_array, answer_text, borrow, boundary, ListOut, Out, TextIn, TextOut,
};
use crate::position::crc_position;
use crate::queries::{self, list_moves, of_legal_move};
use crate::status::crc_status;
use crate::types::{
    color_from_c, crc_color, crc_divide_entry, crc_move, crc_outcome, crc_piece, crc_reason,
    crc_role, square_from_c,
};

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
    unsafe { answer_text(position, buf, len, written, queries::fen) }
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
    unsafe { answer_text(position, buf, len, written, queries::shredder_fen) }
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
    unsafe { answer(position, turn, queries::turn) }
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
    unsafe { list_moves(position, moves, capacity, count, queries::legal_moves) }
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
        let text: Vec<String> =
            position.inner.legal_moves().into_iter().map(Move::to_uci).collect();
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
    unsafe { answer_text(position, buf, len, written, of_legal_move(mv, |_, mv| mv.to_uci())) }
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
    unsafe { answer_text(position, buf, len, written, queries::san(mv)) }
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
    unsafe { answer(position, check, queries::is_check) }
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
    unsafe { answer(position, key, queries::zobrist) }
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
    unsafe { answer(position, key, queries::repetition_key) }
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
/// checkmate by any series of legal moves, as `crc_rules_game::has_insufficient_material` decides: a
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
            Ok(has_insufficient_material(&position.inner, color_from_c(color)?))
        })
    }
}

/// Counts the leaf nodes of the legal move tree `depth` plies deep (perft) into `*nodes`;
/// `crc_position_perft(position, 0, &nodes)` counts 1. Depths above `CRC_MAX_PERFT_DEPTH`
/// give `CRC_OUT_OF_RANGE`.
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
        let depth = check_perft_depth(i64::from(depth), false)?;
        out.write(position.inner.perft(depth))
    })
}

/// Divides a perft: writes each legal move with the leaf nodes `depth` plies deep below it
/// (the perft of the position after it at `depth - 1`) into `entries` (room for
/// `capacity`), in the order of `crc_position_legal_moves`, and their number into `*count`,
/// with that call's buffer rules (`CRC_MAX_MOVES` entries always suffice). The counts add
/// up to `crc_position_perft` at `depth`. Depths 0 and above `CRC_MAX_PERFT_DEPTH` give
/// `CRC_OUT_OF_RANGE`.
///
/// # Safety
/// `position` is NULL or a live handle; `entries` is valid for `capacity` entries (or NULL
/// with `capacity` 0); `count` is NULL or valid for one `size_t`.
#[no_mangle]
pub unsafe extern "C" fn crc_position_divide(
    position: *const crc_position,
    depth: u32,
    entries: *mut crc_divide_entry,
    capacity: usize,
    count: *mut usize,
) -> crc_status {
    boundary(|| {
        // SAFETY: the pointers are NULL or valid, as documented.
        let (position, out) =
            unsafe { (borrow(position)?, ListOut::new(entries, capacity, count)?) };
        let depth = check_perft_depth(i64::from(depth), true)?;
        // One entry a legal move: a buffer too small is told so before the counting, which
        // a caller's retry with a larger one would otherwise pay twice.
        let moves = position.inner.count_legal_moves();
        out.check_room(usize::try_from(moves).unwrap_or(usize::MAX))?;
        let divided = position.inner.divide(depth)?;
        out.write(&divided, |(mv, nodes)| crc_divide_entry { mv: mv.into(), nodes })
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
    unsafe { answer_array(position, out, queries::board) }
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
    unsafe { list_moves(position, moves, capacity, count, queries::legal_moves_from(square)) }
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
    unsafe { answer(position, out, |h| queries::move_from_to(h, from, to, promotion)) }
}
