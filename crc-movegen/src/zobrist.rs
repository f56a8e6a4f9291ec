//! Zobrist keys, built at compile time from a fixed splitmix64 stream so that every build on
//! every platform gives the same key for the same position.

use crc_core::{Color, Piece, Square};

const fn splitmix(state: u64) -> (u64, u64) {
    let state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
    let mut z = state;
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    (state, z ^ (z >> 31))
}

/// Keys: 2 colours × 8 roles × 80 squares, then 2 × 10 castling rook files, then 10
/// en-passant files, then the side to move.
const KEY_COUNT: usize = 2 * 8 * 80 + 20 + 10 + 1;

const fn keys() -> [u64; KEY_COUNT] {
    let mut keys = [0u64; KEY_COUNT];
    let mut state = 0x0c0f_fee0_c4ab_1a4cu64;
    let mut i = 0;
    while i < KEY_COUNT {
        let (s, k) = splitmix(state);
        state = s;
        keys[i] = k;
        i += 1;
    }
    keys
}

// 10 KB of random numbers, which no compression shrinks: built on first use with the
// feature runtime-tables (see crate::attacks).
crate::attacks::large_table!(KEYS: [u64; KEY_COUNT] = keys());

const CASTLING_BASE: usize = 2 * 8 * 80;
const EP_BASE: usize = CASTLING_BASE + 20;
const TURN: usize = EP_BASE + 10;

/// The key of `piece` standing on `square`.
#[inline]
pub(crate) fn piece(piece: Piece, square: Square) -> u64 {
    KEYS[(piece.color.index() * 8 + piece.role.index()) * 80 + square.index()]
}

/// The key of a castling right held by `color`'s rook on `square`'s file.
#[inline]
pub(crate) fn castling(color: Color, square: Square) -> u64 {
    KEYS[CASTLING_BASE + color.index() * 10 + square.file().index()]
}

/// The key of an en-passant square (by its file).
#[inline]
pub(crate) fn en_passant(square: Square) -> u64 {
    KEYS[EP_BASE + square.file().index()]
}

/// The key toggled when Black is to move.
#[inline]
pub(crate) fn black_to_move() -> u64 {
    KEYS[TURN]
}
