//! The engine layer: make and unmake in place without allocation, captures for quiescence,
//! checks, and bitboards, so that a C engine searches at the library's speed.

use crc_rules_core::{Bitboard, Color, Piece, Role};
use crc_rules_movegen::{MoveList, Position};

use crate::boundary::{answer, borrow, borrow_mut, boundary, change};
use crate::position::crc_position;
use crate::queries::{list_moves, of_legal_move};
use crate::status::{crc_status, Failure, CRC_OUT_OF_RANGE};
use crate::types::{
    color_from_c, color_to_c, crc_color, crc_move, crc_role, role_to_c, square_from_c,
    CRC_ROLE_NONE,
};

/// A set of squares: square `s` (`rank * 10 + file`) is bit `s` of `low` for `s` < 64, bit
/// `s - 64` of `high` for 64..79. Bits 16..63 of `high` are always 0.
#[allow(non_camel_case_types)]
#[repr(C)]
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct crc_bitboard {
    /// Squares 0..63 (a1..d7).
    pub low: u64,
    /// Squares 64..79 (e7..j8) in bits 0..15.
    pub high: u64,
}

impl From<Bitboard> for crc_bitboard {
    fn from(bitboard: Bitboard) -> crc_bitboard {
        crc_bitboard { low: bitboard.0 as u64, high: (bitboard.0 >> 64) as u64 }
    }
}

/// Every bitboard of a position, as `crc_position_bitboards` writes it in one call:
/// `pieces[color][role]` holds the squares `crc_position_pieces(position, color, role)`
/// gives, so `pieces[color][CRC_ROLE_NONE]` holds all of that colour's pieces. Index by
/// `CRC_WHITE`/`CRC_BLACK` and by the `CRC_ROLE_*` values.
#[allow(non_camel_case_types)]
#[repr(C)]
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct crc_bitboards {
    /// The squares of each colour's pieces of each role (`CRC_ROLE_NONE`: all of them).
    pub pieces: [[crc_bitboard; 9]; 2],
}

/// Every colour's and piece's squares.
fn bitboards(position: &Position) -> crc_bitboards {
    let board = position.board();
    let mut pieces = [[crc_bitboard { low: 0, high: 0 }; 9]; 2];
    for color in Color::ALL {
        let row = &mut pieces[usize::from(color_to_c(color))];
        row[usize::from(CRC_ROLE_NONE)] = board.by_color(color).into();
        for role in Role::ALL {
            row[usize::from(role_to_c(role))] = board.by_piece(Piece::new(color, role)).into();
        }
    }
    crc_bitboards { pieces }
}

/// Copies the position of `src` into the existing handle `dst`, without allocating
/// (`crc_position_new_copy` makes a new handle instead). The
/// undo stack of `dst` is emptied and that of `src` is not copied: `crc_position_unmake` on
/// `dst` then has nothing to take back, as a search thread starting from its root expects.
/// Copying a handle onto itself changes nothing (its stack stays).
///
/// # Safety
/// `dst` and `src` are NULL or live handles (they may be the same); `dst` is used by no
/// other thread meanwhile.
#[no_mangle]
pub unsafe extern "C" fn crc_position_copy_into(
    dst: *mut crc_position,
    src: *const crc_position,
) -> crc_status {
    boundary(|| {
        if !dst.is_null() && std::ptr::eq(dst, src) {
            return Ok(());
        }
        // SAFETY: both are NULL or live, as documented, and distinct (checked above), so
        // the shared and the exclusive borrow do not overlap.
        let (dst, src) = unsafe { (borrow_mut(dst)?, borrow(src)?) };
        dst.copy_from(src);
        Ok(())
    })
}

/// Plays the legal move `mv` in place and remembers, on the handle's own undo stack, how to
/// take it back (`crc_position_unmake`). A well-formed move that is not legal here returns
/// `CRC_ILLEGAL_MOVE`, a malformed one `CRC_INVALID_MOVE`, and either changes nothing (the
/// stack included). The stack grows to the deepest line played and keeps its room, so that
/// a search allocates nothing per node once warm. Checking the move costs less than playing
/// it: the handle keeps its position's pinned pieces and check, restored by each unmake.
///
/// # Safety
/// `position` is NULL or a live handle used by no other thread meanwhile.
#[no_mangle]
pub unsafe extern "C" fn crc_position_make(
    position: *mut crc_position,
    mv: crc_move,
) -> crc_status {
    // SAFETY: `position` is NULL or a live handle used by this thread alone, as documented.
    unsafe { change(position, |position| position.make(mv)) }
}

/// Takes back the latest move `crc_position_make` played on this handle and pops it from
/// the undo stack: the position, its clocks and its zobrist key are exactly as before that
/// make. Returns `CRC_NOTHING_TO_UNDO` and changes nothing when the stack is empty: no make
/// since the handle was created, cloned or copied into, since `crc_position_play` or
/// `crc_position_play_text`, or since every make was taken back.
///
/// # Safety
/// `position` is NULL or a live handle used by no other thread meanwhile.
#[no_mangle]
pub unsafe extern "C" fn crc_position_unmake(position: *mut crc_position) -> crc_status {
    // SAFETY: `position` is NULL or a live handle used by this thread alone, as documented.
    unsafe { change(position, crc_position::unmake) }
}

/// Writes the legal captures (en passant included) and promotions into `moves`, for a
/// quiescence search, with the buffer rules of `crc_position_legal_moves`.
///
/// # Safety
/// As `crc_position_legal_moves`.
#[no_mangle]
pub unsafe extern "C" fn crc_position_noisy_moves(
    position: *const crc_position,
    moves: *mut crc_move,
    capacity: usize,
    count: *mut usize,
) -> crc_status {
    let noisy = |position: &crc_position, list: &mut MoveList| {
        position.inner.noisy_moves_into(list);
        Ok(())
    };
    // SAFETY: the pointers are NULL or valid, as documented.
    unsafe { list_moves(position, moves, capacity, count, noisy) }
}

/// Writes into `*check` whether the legal move `mv` gives check.
///
/// # Safety
/// `position` is NULL or a live handle; `check` is NULL or valid for one `bool`.
#[no_mangle]
pub unsafe extern "C" fn crc_position_gives_check(
    position: *const crc_position,
    mv: crc_move,
    check: *mut bool,
) -> crc_status {
    // SAFETY: the pointers are NULL or valid, as documented.
    unsafe { answer(position, check, of_legal_move(mv, Position::gives_check)) }
}

/// Writes into `*capture` whether the legal move `mv` takes a piece (en passant included;
/// castling, written king takes own rook, takes nothing).
///
/// # Safety
/// `position` is NULL or a live handle; `capture` is NULL or valid for one `bool`.
#[no_mangle]
pub unsafe extern "C" fn crc_position_is_capture(
    position: *const crc_position,
    mv: crc_move,
    capture: *mut bool,
) -> crc_status {
    // SAFETY: the pointers are NULL or valid, as documented.
    unsafe { answer(position, capture, of_legal_move(mv, Position::is_capture)) }
}

/// The squares of `color`'s pieces of `role`, or of all of its pieces for `CRC_ROLE_NONE`.
fn pieces(position: &Position, color: crc_color, role: crc_role) -> Result<crc_bitboard, Failure> {
    let color = color_from_c(color)?;
    let row = &bitboards(position).pieces[usize::from(color_to_c(color))];
    row.get(usize::from(role)).copied().ok_or_else(|| {
        Failure::new(
            CRC_OUT_OF_RANGE,
            format!("role {role} is unknown: the CRC_ROLE_* values run from 0 to 8"),
        )
    })
}

/// Writes into `*out` the squares of `color`'s pieces of `role` (`CRC_ROLE_NONE`: all of
/// `color`'s pieces). `CRC_OUT_OF_RANGE` for an unknown colour or role.
///
/// # Safety
/// `position` is NULL or a live handle; `out` is NULL or valid for one `crc_bitboard`.
#[no_mangle]
pub unsafe extern "C" fn crc_position_pieces(
    position: *const crc_position,
    color: crc_color,
    role: crc_role,
    out: *mut crc_bitboard,
) -> crc_status {
    // SAFETY: the pointers are NULL or valid, as documented.
    unsafe { answer(position, out, |position| pieces(&position.inner, color, role)) }
}

/// Writes every bitboard of the position into `*out` (see `crc_bitboards`): what an engine
/// loads its board from, in one call instead of one per colour and role.
///
/// # Safety
/// `position` is NULL or a live handle; `out` is NULL or valid for one `crc_bitboards`.
#[no_mangle]
pub unsafe extern "C" fn crc_position_bitboards(
    position: *const crc_position,
    out: *mut crc_bitboards,
) -> crc_status {
    // SAFETY: the pointers are NULL or valid, as documented.
    unsafe { answer(position, out, |position| Ok(bitboards(&position.inner))) }
}

/// Writes into `*out` the squares of the pieces of colour `by` that attack `square` (0..79)
/// as the board stands. `CRC_OUT_OF_RANGE` for a square above 79 or an unknown colour.
///
/// # Safety
/// `position` is NULL or a live handle; `out` is NULL or valid for one `crc_bitboard`.
#[no_mangle]
pub unsafe extern "C" fn crc_position_attackers(
    position: *const crc_position,
    square: u8,
    by: crc_color,
    out: *mut crc_bitboard,
) -> crc_status {
    // SAFETY: the pointers are NULL or valid, as documented.
    unsafe {
        answer(position, out, |position| {
            let (square, by) = (square_from_c(square)?, color_from_c(by)?);
            Ok(position.inner.attackers_to(square, by).into())
        })
    }
}

/// Writes the half-move clock (half-moves since the last capture or pawn move, for the
/// fifty-move rule) into `*clock`.
///
/// # Safety
/// `position` is NULL or a live handle; `clock` is NULL or valid for one `uint32_t`.
#[no_mangle]
pub unsafe extern "C" fn crc_position_halfmove_clock(
    position: *const crc_position,
    clock: *mut u32,
) -> crc_status {
    // SAFETY: the pointers are NULL or valid, as documented.
    unsafe { answer(position, clock, |position| Ok(position.inner.halfmove_clock())) }
}

/// Writes the full-move number (1 at the start, counting up after each Black move) into
/// `*number`.
///
/// # Safety
/// `position` is NULL or a live handle; `number` is NULL or valid for one `uint32_t`.
#[no_mangle]
pub unsafe extern "C" fn crc_position_fullmove_number(
    position: *const crc_position,
    number: *mut u32,
) -> crc_status {
    // SAFETY: the pointers are NULL or valid, as documented.
    unsafe { answer(position, number, |position| Ok(position.inner.fullmove_number())) }
}
