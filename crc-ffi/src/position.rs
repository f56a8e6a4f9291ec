//! `crc_position`: a legal position behind an opaque handle.

use std::ffi::c_char;

use crc_movegen::{FenError, Move, MoveList, ParseMoveError, Position};

use crate::status::*;
use crate::text::{read_str, write_out, write_str};
use crate::types::{color_to_c, crc_color, crc_move, crc_piece, role_to_c, CRC_ROLE_NONE};

/// A legal CRC position. Create it with `crc_position_new`, `crc_position_from_fen` or
/// `crc_position_clone`, and release it with `crc_position_free`.
#[allow(non_camel_case_types)]
pub struct crc_position {
    pub(crate) inner: Position,
}

/// The deepest perft the library accepts.
pub const CRC_MAX_PERFT_DEPTH: u32 = 10;

pub(crate) fn fen_status(error: &FenError) -> crc_status {
    match error {
        FenError::Parse(_) => CRC_INVALID_FEN,
        FenError::Position(_) => CRC_ILLEGAL_POSITION,
    }
}

pub(crate) fn move_status(error: &ParseMoveError) -> crc_status {
    match error {
        ParseMoveError::Syntax(_) => CRC_INVALID_MOVE,
        ParseMoveError::Illegal { .. } => CRC_ILLEGAL_MOVE,
    }
}

/// Borrows the position behind a handle.
///
/// # Safety
/// `handle` is NULL or a live handle from this library.
pub(crate) unsafe fn borrow<'a, T>(handle: *const T) -> Result<&'a T, crc_status> {
    // SAFETY: the caller's contract: NULL or a live, properly aligned handle.
    unsafe { handle.as_ref() }.ok_or(CRC_NULL_ARGUMENT)
}

/// Borrows the position behind a handle mutably.
///
/// # Safety
/// `handle` is NULL or a live handle from this library, used by no other thread meanwhile.
pub(crate) unsafe fn borrow_mut<'a, T>(handle: *mut T) -> Result<&'a mut T, crc_status> {
    // SAFETY: the caller's contract, as in `borrow`, and exclusive.
    unsafe { handle.as_mut() }.ok_or(CRC_NULL_ARGUMENT)
}

/// Hands a new handle to the caller through `out`.
///
/// # Safety
/// `out` is valid for one pointer (checked non-null by the caller of this function).
pub(crate) unsafe fn hand_out<T>(out: *mut *mut T, value: T) -> crc_status {
    if out.is_null() {
        return CRC_NULL_ARGUMENT;
    }
    // SAFETY: non-null, valid by contract.
    unsafe { out.write(Box::into_raw(Box::new(value))) };
    CRC_OK
}

/// Writes the moves of `moves` into the caller's array of `capacity` entries and their number
/// into `*count`; when they do not fit, writes only the number needed and returns
/// `CRC_BUFFER_TOO_SMALL`.
///
/// # Safety
/// `out` is valid for `capacity` moves (NULL allowed when `capacity` is 0); `count` for one
/// `size_t`.
pub(crate) unsafe fn write_moves(
    moves: &MoveList,
    out: *mut crc_move,
    capacity: usize,
    count: *mut usize,
) -> crc_status {
    if count.is_null() || (out.is_null() && capacity > 0) {
        return CRC_NULL_ARGUMENT;
    }
    // SAFETY: checked non-null, valid by contract.
    unsafe { *count = moves.len() };
    if moves.len() > capacity {
        return CRC_BUFFER_TOO_SMALL;
    }
    for (i, mv) in moves.iter().enumerate() {
        // SAFETY: i < moves.len() <= capacity entries of `out`.
        unsafe { out.add(i).write(crc_move::from(*mv)) };
    }
    CRC_OK
}

/// The legal move `mv` describes in `position`.
pub(crate) fn legal_move(position: &Position, mv: crc_move) -> Result<Move, crc_status> {
    let mv = mv.to_move()?;
    if position.is_legal(mv) {
        Ok(mv)
    } else {
        Err(CRC_ILLEGAL_MOVE)
    }
}

/// Creates the start position of Scharnagl number `number` (1..48000) in `*out`.
///
/// # Safety
/// `out` is valid for one pointer.
#[no_mangle]
pub unsafe extern "C" fn crc_position_new(number: u32, out: *mut *mut crc_position) -> crc_status {
    guard(|| {
        let inner = check!(Position::from_number(number).map_err(|_| CRC_OUT_OF_RANGE));
        // SAFETY: forwarded caller contract.
        unsafe { hand_out(out, crc_position { inner }) }
    })
}

/// Reads an X-FEN or Shredder-FEN into a new position in `*out`.
///
/// Returns `CRC_INVALID_FEN` when the text is not a FEN and `CRC_ILLEGAL_POSITION` when the
/// position cannot be played.
///
/// # Safety
/// `fen` is a NUL-terminated string; `out` is valid for one pointer.
#[no_mangle]
pub unsafe extern "C" fn crc_position_from_fen(
    fen: *const c_char,
    out: *mut *mut crc_position,
) -> crc_status {
    guard(|| {
        // SAFETY: forwarded caller contract.
        let text = check!(unsafe { read_str(fen) });
        let inner = check!(Position::from_fen(text).map_err(|e| fen_status(&e)));
        // SAFETY: forwarded caller contract.
        unsafe { hand_out(out, crc_position { inner }) }
    })
}

/// Creates a copy of `position` in `*out`.
///
/// # Safety
/// `position` is a live handle; `out` is valid for one pointer.
#[no_mangle]
pub unsafe extern "C" fn crc_position_clone(
    position: *const crc_position,
    out: *mut *mut crc_position,
) -> crc_status {
    guard(|| {
        // SAFETY: forwarded caller contract.
        let inner = check!(unsafe { borrow(position) }).inner;
        // SAFETY: forwarded caller contract.
        unsafe { hand_out(out, crc_position { inner }) }
    })
}

/// Releases a position. `crc_position_free(NULL)` does nothing.
///
/// # Safety
/// `position` is NULL or a live handle, not used again afterwards.
#[no_mangle]
pub unsafe extern "C" fn crc_position_free(position: *mut crc_position) {
    guard_or((), || {
        if !position.is_null() {
            // SAFETY: a live handle from `Box::into_raw`, released once.
            drop(unsafe { Box::from_raw(position) });
        }
    })
}

/// Writes the X-FEN of `position` into `buf`.
///
/// # Safety
/// `position` is a live handle; `buf` is valid for `len` bytes; `written` for one `size_t`.
#[no_mangle]
pub unsafe extern "C" fn crc_position_fen(
    position: *const crc_position,
    buf: *mut c_char,
    len: usize,
    written: *mut usize,
) -> crc_status {
    guard(|| {
        // SAFETY: forwarded caller contract.
        let position = check!(unsafe { borrow(position) });
        // SAFETY: forwarded caller contract.
        unsafe { write_str(&position.inner.to_fen(), buf, len, written) }
    })
}

/// Writes the piece on `square` (0..79, `rank * 10 + file`) into `*piece`; an empty square
/// gives `CRC_ROLE_NONE`. Returns `CRC_OUT_OF_RANGE` for squares above 79.
///
/// # Safety
/// `position` is a live handle; `piece` is valid for one `crc_piece`.
#[no_mangle]
pub unsafe extern "C" fn crc_position_piece_at(
    position: *const crc_position,
    square: u8,
    piece: *mut crc_piece,
) -> crc_status {
    guard(|| {
        // SAFETY: forwarded caller contract.
        let position = check!(unsafe { borrow(position) });
        let square = check!(crc_core::Square::try_from(square).map_err(|_| CRC_OUT_OF_RANGE));
        let value = match position.inner.board().piece_at(square) {
            Some(p) => crc_piece {
                color: color_to_c(p.color),
                role: role_to_c(p.role),
            },
            None => crc_piece {
                color: 0,
                role: CRC_ROLE_NONE,
            },
        };
        // SAFETY: forwarded caller contract.
        unsafe { write_out(piece, value) }
    })
}

/// Writes the side to move (`CRC_WHITE` or `CRC_BLACK`) into `*turn`.
///
/// # Safety
/// `position` is a live handle; `turn` is valid for one `crc_color`.
#[no_mangle]
pub unsafe extern "C" fn crc_position_turn(
    position: *const crc_position,
    turn: *mut crc_color,
) -> crc_status {
    guard(|| {
        // SAFETY: forwarded caller contract.
        let position = check!(unsafe { borrow(position) });
        // SAFETY: forwarded caller contract.
        unsafe { write_out(turn, color_to_c(position.inner.turn())) }
    })
}

/// Writes the legal moves into `moves` (room for `capacity`) and their number into `*count`.
/// When `capacity` is too small, only `*count` is written and the status is
/// `CRC_BUFFER_TOO_SMALL`; `CRC_MAX_MOVES` entries always suffice.
///
/// # Safety
/// `position` is a live handle; `moves` is valid for `capacity` entries (or NULL with
/// `capacity` 0); `count` is valid for one `size_t`.
#[no_mangle]
pub unsafe extern "C" fn crc_position_legal_moves(
    position: *const crc_position,
    moves: *mut crc_move,
    capacity: usize,
    count: *mut usize,
) -> crc_status {
    guard(|| {
        // SAFETY: forwarded caller contract.
        let position = check!(unsafe { borrow(position) });
        // SAFETY: forwarded caller contract.
        unsafe { write_moves(&position.inner.legal_moves(), moves, capacity, count) }
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
    guard(|| {
        // SAFETY: forwarded caller contract.
        let position = check!(unsafe { borrow(position) });
        let text: Vec<String> = position
            .inner
            .legal_moves()
            .iter()
            .map(|m| m.to_uci())
            .collect();
        // SAFETY: forwarded caller contract.
        unsafe { write_str(&text.join(" "), buf, len, written) }
    })
}

/// Reads a move in coordinate notation (`e2e4`, `b7b8c`, `f1j1` king takes rook, `O-O`, or
/// the king's destination where unambiguous) and writes it into `*out` if it is legal.
///
/// Returns `CRC_INVALID_MOVE` for text that is no move and `CRC_ILLEGAL_MOVE` for a move
/// that is not legal here.
///
/// # Safety
/// `position` is a live handle; `text` a NUL-terminated string; `out` valid for one move.
#[no_mangle]
pub unsafe extern "C" fn crc_position_parse_move(
    position: *const crc_position,
    text: *const c_char,
    out: *mut crc_move,
) -> crc_status {
    guard(|| {
        // SAFETY: forwarded caller contract.
        let position = check!(unsafe { borrow(position) });
        // SAFETY: forwarded caller contract.
        let text = check!(unsafe { read_str(text) });
        if out.is_null() {
            return CRC_NULL_ARGUMENT;
        }
        let mv = check!(position
            .inner
            .parse_uci(text.trim())
            .map_err(|e| move_status(&e)));
        // SAFETY: checked non-null.
        unsafe { write_out(out, crc_move::from(mv)) }
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
    guard(|| {
        // SAFETY: forwarded caller contract.
        let position = check!(unsafe { borrow(position) });
        let mv = check!(legal_move(&position.inner, mv));
        // SAFETY: forwarded caller contract.
        unsafe { write_str(&mv.to_uci(), buf, len, written) }
    })
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
    guard(|| {
        // SAFETY: forwarded caller contract.
        let position = check!(unsafe { borrow(position) });
        let mv = check!(legal_move(&position.inner, mv));
        // SAFETY: forwarded caller contract.
        unsafe { write_str(&crc_game::san(&position.inner, mv), buf, len, written) }
    })
}

/// Plays the legal move `mv`. An illegal or malformed move changes nothing.
///
/// # Safety
/// `position` is a live handle used by no other thread meanwhile.
#[no_mangle]
pub unsafe extern "C" fn crc_position_play(
    position: *mut crc_position,
    mv: crc_move,
) -> crc_status {
    guard(|| {
        // SAFETY: forwarded caller contract.
        let position = check!(unsafe { borrow_mut(position) });
        let mv = check!(legal_move(&position.inner, mv));
        // Played on a copy, so that the handle changes all at once or not at all.
        let mut next = position.inner;
        next.play_unchecked(mv);
        position.inner = next;
        CRC_OK
    })
}

/// Plays a move given in coordinate notation (see `crc_position_parse_move`).
///
/// # Safety
/// `position` is a live handle used by no other thread meanwhile; `text` is a NUL-terminated
/// string.
#[no_mangle]
pub unsafe extern "C" fn crc_position_play_text(
    position: *mut crc_position,
    text: *const c_char,
) -> crc_status {
    guard(|| {
        // SAFETY: forwarded caller contract.
        let position = check!(unsafe { borrow_mut(position) });
        // SAFETY: forwarded caller contract.
        let text = check!(unsafe { read_str(text) });
        let mv = check!(position
            .inner
            .parse_uci(text.trim())
            .map_err(|e| move_status(&e)));
        let mut next = position.inner;
        next.play_unchecked(mv);
        position.inner = next;
        CRC_OK
    })
}

/// Writes into `*check` whether the side to move is in check.
///
/// # Safety
/// `position` is a live handle; `check` is valid for one `bool`.
#[no_mangle]
pub unsafe extern "C" fn crc_position_is_check(
    position: *const crc_position,
    check: *mut bool,
) -> crc_status {
    guard(|| {
        // SAFETY: forwarded caller contract.
        let position = check!(unsafe { borrow(position) });
        // SAFETY: forwarded caller contract.
        unsafe { write_out(check, position.inner.is_check()) }
    })
}

/// Writes the 64-bit zobrist key of the position into `*key` (equal positions, equal keys;
/// the same on every platform and build).
///
/// # Safety
/// `position` is a live handle; `key` is valid for one `uint64_t`.
#[no_mangle]
pub unsafe extern "C" fn crc_position_zobrist(
    position: *const crc_position,
    key: *mut u64,
) -> crc_status {
    guard(|| {
        // SAFETY: forwarded caller contract.
        let position = check!(unsafe { borrow(position) });
        // SAFETY: forwarded caller contract.
        unsafe { write_out(key, position.inner.key()) }
    })
}

/// Counts the leaf nodes of the legal move tree `depth` plies deep (perft) into `*nodes`.
/// Depths above `CRC_MAX_PERFT_DEPTH` give `CRC_OUT_OF_RANGE`.
///
/// # Safety
/// `position` is a live handle; `nodes` is valid for one `uint64_t`.
#[no_mangle]
pub unsafe extern "C" fn crc_position_perft(
    position: *const crc_position,
    depth: u32,
    nodes: *mut u64,
) -> crc_status {
    guard(|| {
        // SAFETY: forwarded caller contract.
        let position = check!(unsafe { borrow(position) });
        if nodes.is_null() {
            return CRC_NULL_ARGUMENT;
        }
        if depth > CRC_MAX_PERFT_DEPTH {
            return CRC_OUT_OF_RANGE;
        }
        let count = position.inner.perft(depth);
        // SAFETY: checked non-null.
        unsafe { write_out(nodes, count) }
    })
}
