//! The engine layer: make and unmake in place without allocation, captures for quiescence,
//! checks, and bitboards, so that a C engine searches at the library's speed.

use crc_core::{Bitboard, Piece, Role};
use crc_movegen::{Move, MoveList, Position, Undo};

use crate::boundary::{boundary, Failure};
use crate::handle::{answer, borrow, borrow_mut, ListOut, Out};
use crate::position::{crc_position, legal_move, legal_move_with};
use crate::status::*;
use crate::types::{color_from_c, crc_color, crc_move, crc_role, role_from_c, square_from_c};

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
        crc_bitboard {
            low: bitboard.0 as u64,
            high: (bitboard.0 >> 64) as u64,
        }
    }
}

/// What `crc_position_unmake` needs to take a move back: 40 bytes of plain data, written by
/// `crc_position_make`. Keep it on the stack, one per ply; its contents are private (they
/// may change between versions) and are checked by `crc_position_unmake`.
#[allow(non_camel_case_types)]
#[repr(C)]
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct crc_undo {
    /// Private.
    pub private_: [u64; 5],
}

// The undo's words, the key after the move, and the move with a check word fit its size.
const _: () = assert!(Undo::WORDS + 2 == std::mem::size_of::<crc_undo>() / 8);

/// A check word over an undo's contents, so that an undo from another position or move, or
/// altered by accident, is refused at once (32 bits of a non-linear mix, so that no change
/// of bits in two words cancels out). It is no proof: `taken_back` checks what it restores.
fn seal(words: &[u64; 4]) -> u64 {
    let mixed = words.iter().fold(0u64, |hash, &word| {
        let hash = (hash ^ word).wrapping_mul(0x9e37_79b9_7f4a_7c15);
        hash ^ hash >> 29
    });
    mixed >> 32
}

/// The undo of `mv`, now at the position with key `key_after`: the words of
/// `Undo::to_words`, the key after the move, and the move (low 32 bits) with the seal.
fn encode(undo: &Undo, key_after: u64, mv: Move) -> crc_undo {
    let [key, clocks, small] = undo.to_words();
    let words = [key, clocks, small, key_after];
    crc_undo {
        private_: [
            key,
            clocks,
            small,
            key_after,
            u64::from(mv.to_bits()) | seal(&words) << 32,
        ],
    }
}

/// The position before `mv`, from an undo the handle does not remember (made on another
/// handle, or before a refused unmake): decoded, then checked, because bytes from the
/// caller prove nothing. It must be a legal position with its true key, in which `mv` is
/// legal and leads back to `position` exactly, clocks and key included. That refuses an
/// altered undo and the genuine undo of an earlier ply whose placement repeats.
fn taken_back(position: &Position, undo: &crc_undo, mv: Move) -> Result<Position, Failure> {
    let [key_before, clocks, small, key_after, check] = undo.private_;
    let sealed = key_after == position.key()
        && check == u64::from(mv.to_bits()) | seal(&[key_before, clocks, small, key_after]) << 32;
    let before = sealed
        .then(|| Undo::from_words([key_before, clocks, small]))
        .flatten()
        .map(|taken_back| {
            let mut before = *position;
            before.unmake(mv, taken_back);
            before
        })
        .filter(|before| {
            let mut again = *before;
            before.key() == before.compute_key()
                && Position::from_setup(&before.to_setup()).is_ok()
                && before.is_legal(mv)
                && {
                    again.play_unchecked(mv);
                    again == *position && again.key() == position.key()
                }
        });
    before.ok_or_else(|| {
        Failure::new(
            CRC_INVALID_MOVE,
            format!("this undo was not written by crc_position_make for {mv} in this position"),
        )
    })
}

/// Copies `src` into the existing handle `dst`, without allocating.
///
/// # Safety
/// `dst` and `src` are NULL or live handles (they may be the same); `dst` is used by no
/// other thread meanwhile.
#[no_mangle]
pub unsafe extern "C" fn crc_position_copy(
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
        dst.set(src.inner);
        dst.safety = src.safety;
        Ok(())
    })
}

/// Plays the legal move `mv` in place and writes into `*undo` what `crc_position_unmake`
/// needs to take it back. Refuses a move that is not legal (`CRC_ILLEGAL_MOVE`,
/// `CRC_INVALID_MOVE` for one that is no move at all) and then changes nothing. Checking
/// one move costs about as much as making it; nothing is allocated.
///
/// # Safety
/// `position` is NULL or a live handle used by no other thread meanwhile; `undo` is NULL or
/// valid for one `crc_undo`.
#[no_mangle]
pub unsafe extern "C" fn crc_position_make(
    position: *mut crc_position,
    mv: crc_move,
    undo: *mut crc_undo,
) -> crc_status {
    boundary(|| {
        // SAFETY: the pointers are NULL or valid, the handle used by this thread alone, as
        // documented.
        let (position, out) = unsafe { (borrow_mut(position)?, Out::new(undo)?) };
        let given = mv;
        let safety = *position
            .safety
            .get_or_insert_with(|| position.inner.king_safety());
        let mv = legal_move_with(&position.inner, given, safety)?;
        let taken_back = position.inner.play_unchecked(mv);
        let key_after = position.inner.key();
        let written = encode(&taken_back, key_after, mv);
        position.safety = None;
        position
            .recent
            .push(written, given, mv, (taken_back, safety));
        out.write(written)
    })
}

/// Takes back `mv`, the last move `crc_position_make` played on this position, with the
/// `undo` it wrote: the position, its clocks and its zobrist key are exactly as before.
/// Returns `CRC_INVALID_MOVE` and changes nothing when `mv` and `undo` are not the pair
/// `crc_position_make` gave for the position as it stands.
///
/// # Safety
/// `position` is NULL or a live handle used by no other thread meanwhile; `undo` is NULL or
/// valid for one `crc_undo`.
#[no_mangle]
pub unsafe extern "C" fn crc_position_unmake(
    position: *mut crc_position,
    mv: crc_move,
    undo: *const crc_undo,
) -> crc_status {
    boundary(|| {
        // SAFETY: the pointers are NULL or valid, the handle used by this thread alone, as
        // documented.
        let (position, undo) = unsafe { (borrow_mut(position)?, borrow(undo)?) };
        // Usually the latest make, remembered; otherwise decoded and checked, and then the
        // makes remembered are forgotten (the order was broken) and the king safety of the
        // position taken back to is found again at its next make.
        match position.recent.pop(undo, mv) {
            Some((mv, undo, safety)) => {
                position.inner.unmake(mv, undo);
                position.safety = Some(safety);
            }
            None => {
                let before = taken_back(&position.inner, undo, mv.to_move()?)?;
                position.set(before);
            }
        }
        Ok(())
    })
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
    boundary(|| {
        // SAFETY: the pointers are NULL or valid, as documented.
        let (position, out) = unsafe { (borrow(position)?, ListOut::new(moves, capacity, count)?) };
        // Into a list of our own and straight out, not through `answer_list`: the list an
        // answer returns is copied once more, and an engine asks this at every node.
        let mut list = MoveList::new();
        position.inner.noisy_moves_into(&mut list);
        out.write(list.iter().map(|&m| crc_move::from(m)))
    })
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
    unsafe {
        answer(position, check, |position| {
            let mv = legal_move(&position.inner, mv)?;
            Ok(position.inner.gives_check(mv))
        })
    }
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
    unsafe {
        answer(position, capture, |position| {
            let mv = legal_move(&position.inner, mv)?;
            Ok(position.inner.is_capture(mv))
        })
    }
}

/// The squares of `color`'s pieces of `role`, or of all of its pieces for `CRC_ROLE_NONE`.
fn pieces(position: &Position, color: crc_color, role: crc_role) -> Result<Bitboard, Failure> {
    let color = color_from_c(color)?;
    let board = position.board();
    match role {
        crate::types::CRC_ROLE_NONE => Ok(board.by_color(color)),
        role => {
            let role: Role = role_from_c(role).ok_or_else(|| {
                Failure::new(
                    CRC_OUT_OF_RANGE,
                    format!("role {role} is unknown: the CRC_ROLE_* values run from 0 to 8"),
                )
            })?;
            Ok(board.by_piece(Piece::new(color, role)))
        }
    }
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
    unsafe {
        answer(position, out, |position| {
            Ok(pieces(&position.inner, color, role)?.into())
        })
    }
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
    unsafe {
        answer(position, clock, |position| {
            Ok(position.inner.halfmove_clock())
        })
    }
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
    unsafe {
        answer(position, number, |position| {
            Ok(position.inner.fullmove_number())
        })
    }
}
