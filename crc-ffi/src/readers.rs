//! The readers a position handle and a game handle share, each written once over the
//! position the handle stands on ([`OnPosition`]): `crc_position_fen` and `crc_game_fen`
//! are one line each over [`fen`], and so on for the turn, the legal moves (all of them or
//! from one square), SAN, check, the zobrist key, the board and a click's move. A GUI holds
//! one game handle; an engine holds position handles.

use std::ffi::c_char;

use crc_core::{Role, Square};
use crc_movegen::{KingSafety, Move, MoveList, Position, UciMove};

use crate::boundary::{answer, answer_list, answer_text, borrow, boundary, ArrayOut};
use crate::status::{crc_status, Failure, CRC_ILLEGAL_MOVE, CRC_INVALID_MOVE};
use crate::types::{
    color_to_c, crc_color, crc_move, crc_piece, crc_role, role_from_c, square_from_c,
    CRC_ROLE_NONE, CRC_SQUARE_COUNT,
};

/// A handle that stands on a position: a position handle on its own, a game on its current
/// one.
pub(crate) trait OnPosition {
    /// The position the readers read.
    fn position(&self) -> &Position;

    /// Whether a move may be chosen now: a finished game refuses one (`CRC_GAME_OVER`).
    fn may_move(&self) -> Result<(), Failure> {
        Ok(())
    }
}

/// The legal move `mv` describes in `position`.
pub(crate) fn legal_move(position: &Position, mv: crc_move) -> Result<Move, Failure> {
    legal_move_with(position, mv, position.king_safety())
}

/// [`legal_move`] with the position's king safety known.
#[inline(always)]
pub(crate) fn legal_move_with(
    position: &Position,
    mv: crc_move,
    safety: KingSafety,
) -> Result<Move, Failure> {
    let mv = mv.to_move()?;
    if position.is_legal_with(mv, safety) {
        Ok(mv)
    } else {
        Err(illegal_move(position, mv))
    }
}

/// Why `mv` is not legal in `position`.
#[cold]
fn illegal_move(position: &Position, mv: Move) -> Failure {
    let reason = match mv.castling_side() {
        Some(side) => position.explain_no_castling(side),
        None => position.explain_illegal(mv.from(), mv.to()),
    };
    Failure::new(CRC_ILLEGAL_MOVE, format!("illegal move {mv}: {reason}"))
}

/// The X-FEN into `buf`.
///
/// # Safety
/// `handle` is NULL or a live handle; `buf` is valid for `len` bytes; `written` is NULL or
/// valid for one `size_t`.
pub(crate) unsafe fn fen<H: OnPosition>(
    handle: *const H,
    buf: *mut c_char,
    len: usize,
    written: *mut usize,
) -> crc_status {
    // SAFETY: the caller's contract, as stated above.
    unsafe { answer_text(handle, buf, len, written, |h| Ok(h.position().to_fen())) }
}

/// The side to move into `*turn`.
///
/// # Safety
/// `handle` is NULL or a live handle; `turn` is NULL or valid for one `crc_color`.
pub(crate) unsafe fn turn<H: OnPosition>(handle: *const H, turn: *mut crc_color) -> crc_status {
    // SAFETY: the caller's contract, as stated above.
    unsafe { answer(handle, turn, |h| Ok(color_to_c(h.position().turn()))) }
}

/// The legal moves into `moves`, with the rules of a list.
///
/// # Safety
/// `handle` is NULL or a live handle; `moves` is valid for `capacity` entries (or NULL with
/// `capacity` 0); `count` is NULL or valid for one `size_t`.
#[inline]
pub(crate) unsafe fn legal_moves<H: OnPosition>(
    handle: *const H,
    moves: *mut crc_move,
    capacity: usize,
    count: *mut usize,
) -> crc_status {
    boundary(|| {
        // SAFETY: the caller's contract, as stated above.
        let (handle, out) = unsafe {
            (
                borrow(handle)?,
                crate::boundary::ListOut::new(moves, capacity, count)?,
            )
        };
        // Into a list of our own and straight out: an engine asks this at every node, and a
        // list returned from a closure would be copied once more.
        let mut list = MoveList::new();
        handle.position().legal_moves_into(&mut list);
        out.write(&list, crc_move::from)
    })
}

/// The SAN of the legal move `mv` (with `+` or `#`) into `buf`.
///
/// # Safety
/// As [`fen`].
pub(crate) unsafe fn san<H: OnPosition>(
    handle: *const H,
    mv: crc_move,
    buf: *mut c_char,
    len: usize,
    written: *mut usize,
) -> crc_status {
    // SAFETY: the caller's contract, as stated above.
    unsafe {
        answer_text(handle, buf, len, written, |h| {
            let position = h.position();
            Ok(crc_game::san(position, legal_move(position, mv)?))
        })
    }
}

/// Whether the side to move is in check, into `*check`.
///
/// # Safety
/// `handle` is NULL or a live handle; `check` is NULL or valid for one `bool`.
pub(crate) unsafe fn is_check<H: OnPosition>(handle: *const H, check: *mut bool) -> crc_status {
    // SAFETY: the caller's contract, as stated above.
    unsafe { answer(handle, check, |h| Ok(h.position().is_check())) }
}

/// The zobrist key into `*key`.
///
/// # Safety
/// `handle` is NULL or a live handle; `key` is NULL or valid for one `uint64_t`.
pub(crate) unsafe fn zobrist<H: OnPosition>(handle: *const H, key: *mut u64) -> crc_status {
    // SAFETY: the caller's contract, as stated above.
    unsafe { answer(handle, key, |h| Ok(h.position().key())) }
}

/// The whole board into `out`, index = square.
///
/// # Safety
/// `handle` is NULL or a live handle; `out` is NULL or valid for `CRC_SQUARE_COUNT`
/// `crc_piece`.
pub(crate) unsafe fn board<H: OnPosition>(handle: *const H, out: *mut crc_piece) -> crc_status {
    boundary(|| {
        // SAFETY: the caller's contract, as stated above.
        let (handle, out) = unsafe { (borrow(handle)?, ArrayOut::new(out)?) };
        let board = handle.position().board();
        let pieces: [crc_piece; CRC_SQUARE_COUNT] =
            Square::ALL.map(|square| crc_piece::from(board.piece_at(square)));
        out.write(pieces)
    })
}

/// The legal moves of the piece on `square` (castling for the king) into `moves`, with the
/// rules of a list.
///
/// # Safety
/// As [`legal_moves`].
pub(crate) unsafe fn legal_moves_from<H: OnPosition>(
    handle: *const H,
    square: u8,
    moves: *mut crc_move,
    capacity: usize,
    count: *mut usize,
) -> crc_status {
    let from_square = |h: &H| {
        let from = square_from_c(square)?;
        let mut list = h.position().legal_moves();
        list.retain(|m| m.from() == from);
        Ok(list)
    };
    // SAFETY: the caller's contract, as stated above.
    unsafe { answer_list(handle, moves, capacity, count, from_square, crc_move::from) }
}

/// The legal move a click or drag from `from` to `to` means, into `*out` (see
/// `crc_position_move_from_to`).
///
/// # Safety
/// `handle` is NULL or a live handle; `out` is NULL or valid for one `crc_move`.
pub(crate) unsafe fn move_from_to<H: OnPosition>(
    handle: *const H,
    from: u8,
    to: u8,
    promotion: crc_role,
    out: *mut crc_move,
) -> crc_status {
    let meant = |h: &H| {
        h.may_move()?;
        let (from, to) = (square_from_c(from)?, square_from_c(to)?);
        let promotion = match promotion {
            CRC_ROLE_NONE => None,
            role => Some(
                role_from_c(role)
                    .filter(|r| Role::PROMOTIONS.contains(r))
                    .ok_or_else(|| {
                        Failure::new(
                            CRC_INVALID_MOVE,
                            format!("role {role} is no piece a pawn promotes to"),
                        )
                    })?,
            ),
        };
        let uci = UciMove::Normal {
            from,
            to,
            promotion,
        };
        Ok(crc_move::from(uci.to_move(h.position())?))
    };
    // SAFETY: the caller's contract, as stated above.
    unsafe { answer(handle, out, meant) }
}
