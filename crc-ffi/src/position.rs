//! `crc_position`: a legal position behind an opaque handle.

use std::ffi::c_char;

use crc_movegen::{Move, Position, MAX_PERFT_DEPTH};

use crate::boundary::{boundary, boundary_or, Failure};
use crate::handle::{borrow, borrow_mut, free, HandleOut, ListOut, Out, TextIn, TextOut};
use crate::status::*;
use crate::types::{color_to_c, crc_color, crc_move, crc_piece, square_from_c};

/// A legal CRC position. Create it with `crc_position_new`, `crc_position_from_fen`,
/// `crc_position_from_fen_lenient` or `crc_position_clone`, and release it with
/// `crc_position_free`.
#[allow(non_camel_case_types)]
pub struct crc_position {
    pub(crate) inner: Position,
}

/// The deepest perft the library accepts.
pub const CRC_MAX_PERFT_DEPTH: u32 = 10;

// cbindgen needs the literal above; it must stay the library's limit.
const _: () = assert!(CRC_MAX_PERFT_DEPTH == MAX_PERFT_DEPTH);

/// The legal move `mv` describes in `position`.
pub(crate) fn legal_move(position: &Position, mv: crc_move) -> Result<Move, Failure> {
    let mv = mv.to_move()?;
    if position.is_legal(mv) {
        Ok(mv)
    } else {
        let reason = match mv.castling_side() {
            Some(side) => position.explain_no_castling(side),
            None => position.explain_illegal(mv.from(), mv.to()),
        };
        Err(Failure::new(
            CRC_ILLEGAL_MOVE,
            format!("illegal move {mv}: {reason}"),
        ))
    }
}

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
        out.give(crc_position { inner })
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
    boundary(|| {
        // SAFETY: `fen` and `out` are NULL or valid, as documented.
        let (fen, out) = unsafe { (TextIn::new(fen)?, HandleOut::new(out)?) };
        let inner = Position::from_fen(fen.read()?)?;
        out.give(crc_position { inner })
    })
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
    boundary(|| {
        // SAFETY: `fen` and `out` are NULL or valid, as documented.
        let (fen, out) = unsafe { (TextIn::new(fen)?, HandleOut::new(out)?) };
        let (inner, _dropped) = Position::from_fen_lenient(fen.read()?)?;
        out.give(crc_position { inner })
    })
}

/// Creates a copy of `position` in `*out`.
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
        out.give(crc_position {
            inner: position.inner,
        })
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
    boundary(|| {
        // SAFETY: the pointers are NULL or valid, as documented.
        let (position, out) = unsafe { (borrow(position)?, TextOut::new(buf, len, written)?) };
        out.write(&position.inner.to_fen())
    })
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
    boundary(|| {
        // SAFETY: the pointers are NULL or valid, as documented.
        let (position, out) = unsafe { (borrow(position)?, Out::new(piece)?) };
        let square = square_from_c(square)?;
        out.write(crc_piece::from(position.inner.board().piece_at(square)))
    })
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
    boundary(|| {
        // SAFETY: the pointers are NULL or valid, as documented.
        let (position, out) = unsafe { (borrow(position)?, Out::new(turn)?) };
        out.write(color_to_c(position.inner.turn()))
    })
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
    boundary(|| {
        // SAFETY: the pointers are NULL or valid, as documented.
        let (position, out) = unsafe { (borrow(position)?, ListOut::new(moves, capacity, count)?) };
        out.write(position.inner.legal_moves().into_iter().map(crc_move::from))
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

/// Reads a move in coordinate notation (`e2e4`, `b7b8c`, `f1j1` king takes rook, `O-O`, or
/// the king's destination where unambiguous) and writes it into `*out` if it is legal.
///
/// Returns `CRC_INVALID_MOVE` for text that is no move and `CRC_ILLEGAL_MOVE` for a move
/// that is not legal here.
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
        let mv = position.inner.parse_uci(text.read()?.trim())?;
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
    boundary(|| {
        // SAFETY: the pointers are NULL or valid, as documented.
        let (position, out) = unsafe { (borrow(position)?, TextOut::new(buf, len, written)?) };
        out.write(&legal_move(&position.inner, mv)?.to_uci())
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
    boundary(|| {
        // SAFETY: the pointers are NULL or valid, as documented.
        let (position, out) = unsafe { (borrow(position)?, TextOut::new(buf, len, written)?) };
        let mv = legal_move(&position.inner, mv)?;
        out.write(&crc_game::san(&position.inner, mv))
    })
}

/// Plays the legal move `mv`. An illegal or malformed move changes nothing.
///
/// # Safety
/// `position` is NULL or a live handle used by no other thread meanwhile.
#[no_mangle]
pub unsafe extern "C" fn crc_position_play(
    position: *mut crc_position,
    mv: crc_move,
) -> crc_status {
    boundary(|| {
        // SAFETY: `position` is NULL or a live handle used by this thread alone, as documented.
        let position = unsafe { borrow_mut(position)? };
        let mv = legal_move(&position.inner, mv)?;
        position.inner = played(position.inner, mv);
        Ok(())
    })
}

/// Plays a move given in coordinate notation (see `crc_position_parse_move`).
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
        let mv = position.inner.parse_uci(text.read()?.trim())?;
        position.inner = played(position.inner, mv);
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
    boundary(|| {
        // SAFETY: the pointers are NULL or valid, as documented.
        let (position, out) = unsafe { (borrow(position)?, Out::new(check)?) };
        out.write(position.inner.is_check())
    })
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
    boundary(|| {
        // SAFETY: the pointers are NULL or valid, as documented.
        let (position, out) = unsafe { (borrow(position)?, Out::new(key)?) };
        out.write(position.inner.key())
    })
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
