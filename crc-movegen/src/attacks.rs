//! Attack tables, built at compile time, and slider attacks by ray look-up.
//!
//! Sliding attacks use the classical ray method: for each of the eight directions a table
//! gives the squares a slider reaches on an empty board; the first blocker along the ray is
//! found with one bit scan, and the ray beyond it is cut off with a second look-up. Entries
//! past square 79 are empty, so a scan that finds no blocker lands on an empty ray and the
//! whole computation needs no branch.

use crc_core::{Bitboard, Color, Square};

const FILES: i32 = 10;
const RANKS: i32 = 8;

/// Directions as (file step, rank step); the first four increase the square index.
const DIRECTIONS: [(i32, i32); 8] = [
    (0, 1),   // north
    (1, 0),   // east
    (1, 1),   // north-east
    (-1, 1),  // north-west
    (0, -1),  // south
    (-1, 0),  // west
    (-1, -1), // south-west
    (1, -1),  // south-east
];

const fn square_bit(file: i32, rank: i32) -> u128 {
    1u128 << (rank * FILES + file)
}

const fn on_board(file: i32, rank: i32) -> bool {
    file >= 0 && file < FILES && rank >= 0 && rank < RANKS
}

const fn leaper_table(steps: &[(i32, i32)]) -> [Bitboard; 80] {
    let mut table = [Bitboard::EMPTY; 80];
    let mut sq = 0;
    while sq < 80 {
        let (file, rank) = ((sq % 10) as i32, (sq / 10) as i32);
        let mut bits = 0u128;
        let mut i = 0;
        while i < steps.len() {
            let (f, r) = (file + steps[i].0, rank + steps[i].1);
            if on_board(f, r) {
                bits |= square_bit(f, r);
            }
            i += 1;
        }
        table[sq] = Bitboard(bits);
        sq += 1;
    }
    table
}

/// Squares a knight (and the knight part of archbishop and chancellor) attacks.
pub static KNIGHT: [Bitboard; 80] = leaper_table(&[
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
]);

/// Squares a king attacks.
pub static KING: [Bitboard; 80] = leaper_table(&[
    (0, 1),
    (1, 1),
    (1, 0),
    (1, -1),
    (0, -1),
    (-1, -1),
    (-1, 0),
    (-1, 1),
]);

/// Squares a pawn of each colour attacks, indexed `[color][square]`.
pub static PAWN: [[Bitboard; 80]; 2] = [
    leaper_table(&[(-1, 1), (1, 1)]),
    leaper_table(&[(-1, -1), (1, -1)]),
];

const fn ray_table() -> [[u128; 128]; 8] {
    let mut table = [[0u128; 128]; 8];
    let mut dir = 0;
    while dir < 8 {
        let (df, dr) = DIRECTIONS[dir];
        let mut sq = 0;
        while sq < 80 {
            let (mut f, mut r) = ((sq % 10) as i32 + df, (sq / 10) as i32 + dr);
            let mut bits = 0u128;
            while on_board(f, r) {
                bits |= square_bit(f, r);
                f += df;
                r += dr;
            }
            table[dir][sq] = bits;
            sq += 1;
        }
        dir += 1;
    }
    table
}

static RAYS: [[u128; 128]; 8] = ray_table();

#[inline(always)]
fn positive_ray(dir: usize, sq: usize, occupied: u128) -> u128 {
    let ray = RAYS[dir][sq];
    let blocker = ((ray & occupied) | 1u128 << 127).trailing_zeros();
    ray ^ RAYS[dir][blocker as usize]
}

#[inline(always)]
fn negative_ray(dir: usize, sq: usize, occupied: u128) -> u128 {
    let ray = RAYS[dir][sq];
    let blocker = 127 - ((ray & occupied) | 1).leading_zeros();
    ray ^ RAYS[dir][blocker as usize]
}

/// Squares a rook on `sq` attacks with `occupied` blocking (blockers included).
#[inline]
pub fn rook_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
    let (s, o) = (sq.index(), occupied.0);
    Bitboard(
        positive_ray(0, s, o)
            | positive_ray(1, s, o)
            | negative_ray(4, s, o)
            | negative_ray(5, s, o),
    )
}

/// Squares a bishop on `sq` attacks with `occupied` blocking (blockers included).
#[inline]
pub fn bishop_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
    let (s, o) = (sq.index(), occupied.0);
    Bitboard(
        positive_ray(2, s, o)
            | positive_ray(3, s, o)
            | negative_ray(6, s, o)
            | negative_ray(7, s, o),
    )
}

/// Squares a rook on `sq` would attack on an empty board.
#[inline]
pub fn rook_rays(sq: Square) -> Bitboard {
    let s = sq.index();
    Bitboard(RAYS[0][s] | RAYS[1][s] | RAYS[4][s] | RAYS[5][s])
}

/// Squares a bishop on `sq` would attack on an empty board.
#[inline]
pub fn bishop_rays(sq: Square) -> Bitboard {
    let s = sq.index();
    Bitboard(RAYS[2][s] | RAYS[3][s] | RAYS[6][s] | RAYS[7][s])
}

/// Squares a pawn of `color` on `sq` attacks.
#[inline]
pub fn pawn_attacks(color: Color, sq: Square) -> Bitboard {
    PAWN[color.index()][sq.index()]
}

const fn between_and_line() -> ([[u128; 80]; 80], [[u128; 80]; 80]) {
    let mut between = [[0u128; 80]; 80];
    let mut line = [[0u128; 80]; 80];
    let mut a = 0;
    while a < 80 {
        let mut dir = 0;
        while dir < 8 {
            let (df, dr) = DIRECTIONS[dir];
            let full_line = ray_of(a, df, dr) | ray_of(a, -df, -dr) | 1u128 << a;
            let (mut f, mut r) = ((a % 10) as i32 + df, (a / 10) as i32 + dr);
            let mut passed = 0u128;
            while on_board(f, r) {
                let b = (r * FILES + f) as usize;
                between[a][b] = passed;
                line[a][b] = full_line;
                passed |= 1u128 << b;
                f += df;
                r += dr;
            }
            dir += 1;
        }
        a += 1;
    }
    (between, line)
}

const fn ray_of(sq: usize, df: i32, dr: i32) -> u128 {
    let (mut f, mut r) = ((sq % 10) as i32 + df, (sq / 10) as i32 + dr);
    let mut bits = 0u128;
    while on_board(f, r) {
        bits |= square_bit(f, r);
        f += df;
        r += dr;
    }
    bits
}

static BETWEEN_AND_LINE: ([[u128; 80]; 80], [[u128; 80]; 80]) = between_and_line();

/// The squares strictly between `a` and `b` when they share a rank, file or diagonal;
/// empty otherwise.
#[inline]
pub fn between(a: Square, b: Square) -> Bitboard {
    Bitboard(BETWEEN_AND_LINE.0[a.index()][b.index()])
}

/// The whole rank, file or diagonal through `a` and `b` (edge to edge) when they share one;
/// empty otherwise.
#[inline]
pub fn line(a: Square, b: Square) -> Bitboard {
    Bitboard(BETWEEN_AND_LINE.1[a.index()][b.index()])
}

#[cfg(test)]
mod tests {
    use super::*;

    fn slow_slider(sq: Square, occupied: Bitboard, dirs: &[(i32, i32)]) -> Bitboard {
        let mut out = Bitboard::EMPTY;
        for &(df, dr) in dirs {
            let mut cur = sq;
            while let Some(next) = cur.offset(df, dr) {
                out.insert(next);
                if occupied.contains(next) {
                    break;
                }
                cur = next;
            }
        }
        out
    }

    #[test]
    fn sliders_match_a_square_by_square_walk() {
        // A fixed pseudo-random sequence of occupancies (xorshift), every square.
        let mut state = 0x9e37_79b9_7f4a_7c15u64;
        let mut next = || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        };
        for _ in 0..200 {
            let occ = Bitboard(
                (u128::from(next()) | u128::from(next()) << 64)
                    & (next() as u128 | u128::MAX << 64),
            ) & Bitboard::FULL;
            for sq in Square::ALL {
                assert_eq!(
                    rook_attacks(sq, occ),
                    slow_slider(
                        sq,
                        occ,
                        &DIRECTIONS[..2]
                            .iter()
                            .chain(&DIRECTIONS[4..6])
                            .copied()
                            .collect::<Vec<_>>()
                    )
                );
                assert_eq!(
                    bishop_attacks(sq, occ),
                    slow_slider(
                        sq,
                        occ,
                        &DIRECTIONS[2..4]
                            .iter()
                            .chain(&DIRECTIONS[6..])
                            .copied()
                            .collect::<Vec<_>>()
                    )
                );
            }
        }
    }

    #[test]
    fn leapers_and_lines() {
        assert_eq!(KNIGHT[Square::A1.index()].count(), 2);
        assert_eq!(KNIGHT[Square::E4.index()].count(), 8);
        assert_eq!(KING[Square::J8.index()].count(), 3);
        assert_eq!(
            PAWN[0][Square::A2.index()],
            Bitboard::from_square(Square::B3)
        );
        assert_eq!(
            PAWN[1][Square::J7.index()],
            Bitboard::from_square(Square::I6)
        );
        assert_eq!(between(Square::A1, Square::D1).count(), 2);
        assert_eq!(between(Square::A1, Square::C2), Bitboard::EMPTY);
        assert_eq!(line(Square::A1, Square::C3).count(), 8);
        assert_eq!(line(Square::A1, Square::J1).count(), 10);
    }
}
