//! Zobrist keys, built at compile time from a fixed splitmix64 stream so that every build on
//! every platform gives the same key for the same position.

use crc_rules_core::{Color, Piece, Square};

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

/// The keys in the order of the stream, laid out for look-ups without a bounds check or a
/// division: a piece's by its index (`color * 8 + role`) and square, a castling right's
/// and an en-passant square's by square (the key is the file's, repeated along it).
struct Keys {
    pieces: [[u64; 80]; 16],
    castling: [[u64; 80]; 2],
    en_passant: [u64; 80],
    black_to_move: u64,
}

const fn keys() -> Keys {
    let mut stream = [0u64; KEY_COUNT];
    let mut state = 0x0c0f_fee0_c4ab_1a4cu64;
    let mut i = 0;
    while i < KEY_COUNT {
        let (s, k) = splitmix(state);
        state = s;
        stream[i] = k;
        i += 1;
    }
    let mut keys = Keys {
        pieces: [[0; 80]; 16],
        castling: [[0; 80]; 2],
        en_passant: [0; 80],
        black_to_move: stream[TURN],
    };
    let mut square = 0;
    while square < 80 {
        let mut piece = 0;
        while piece < 16 {
            keys.pieces[piece][square] = stream[piece * 80 + square];
            piece += 1;
        }
        let file = square % 10;
        keys.castling[0][square] = stream[CASTLING_BASE + file];
        keys.castling[1][square] = stream[CASTLING_BASE + 10 + file];
        keys.en_passant[square] = stream[EP_BASE + file];
        square += 1;
    }
    keys
}

// 12 KB of random numbers, which no compression shrinks: built on first use with the
// feature runtime-tables (see crate::attacks).
crate::attacks::large_table!(KEYS: Keys = keys());

const CASTLING_BASE: usize = 2 * 8 * 80;
const EP_BASE: usize = CASTLING_BASE + 20;
const TURN: usize = EP_BASE + 10;

/// The key of `piece` standing on `square`.
#[inline]
pub(crate) fn piece(piece: Piece, square: Square) -> u64 {
    KEYS.pieces[(piece.color.index() * 8 + piece.role.index()) & 15][square.index()]
}

/// The key of a castling right held by `color`'s rook on `square`'s file.
#[inline]
pub(crate) fn castling(color: Color, square: Square) -> u64 {
    KEYS.castling[color.index() & 1][square.index()]
}

/// The key of an en-passant square (by its file).
#[inline]
pub(crate) fn en_passant(square: Square) -> u64 {
    KEYS.en_passant[square.index()]
}

/// The key toggled when Black is to move.
#[inline]
pub(crate) fn black_to_move() -> u64 {
    KEYS.black_to_move
}
