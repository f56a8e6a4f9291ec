//! Which squares a piece attacks, and which pieces attack a square: the bottom layer of the
//! crate, over tables built at compile time and kept private.
//!
//! Leapers (knight, king, pawn) are one table look-up each; sliders come from look-up
//! tables too: one multiplication gathers the blockers of a file or diagonal into a table
//! index, and a shift those of a rank (see [`rook_attacks`]). [`attacks`] answers for any
//! piece, [`attackers_to`] and [`is_attacked`] for a square.
//!
//! With the cargo feature `runtime-tables` the large tables (about 770 KB, and the zobrist
//! keys) are computed on first use instead of being stored in the binary, for WebAssembly
//! modules that must stay small; each look-up then reads through a pointer once the table is
//! built.

use crc_rules_core::{Bitboard, Board, Color, Piece, Role, Square};

/// `large_table!(NAME: TYPE = INIT);` declares a large table: a static built at compile
/// time, or with the feature `runtime-tables` one built on first use (indexing and `&NAME`
/// reach the table through `Deref` either way).
#[cfg(not(feature = "runtime-tables"))]
macro_rules! large_table {
    ($name:ident: $ty:ty = $init:expr) => {
        static $name: $ty = $init;
    };
}
#[cfg(feature = "runtime-tables")]
macro_rules! large_table {
    ($name:ident: $ty:ty = $init:expr) => {
        static $name: std::sync::LazyLock<Box<$ty>> = std::sync::LazyLock::new(|| Box::new($init));
    };
}
pub(crate) use large_table;

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
static KNIGHT: [Bitboard; 80] = leaper_table(&[
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
static KING: [Bitboard; 80] = leaper_table(&[
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
static PAWN: [[Bitboard; 80]; 2] = [
    leaper_table(&[(-1, 1), (1, 1)]),
    leaper_table(&[(-1, -1), (1, -1)]),
];

/// The squares a slider on each square reaches on an empty board in four directions
/// (`dirs` indexes `DIRECTIONS`).
const fn joined_rays(dirs: [usize; 4]) -> [u128; 80] {
    let mut table = [0u128; 80];
    let mut sq = 0;
    while sq < 80 {
        let mut i = 0;
        while i < 4 {
            let (df, dr) = DIRECTIONS[dirs[i]];
            table[sq] |= walk(sq, df, dr, 0);
            i += 1;
        }
        sq += 1;
    }
    table
}

static ROOK_RAYS: [u128; 80] = joined_rays([0, 1, 4, 5]);
static BISHOP_RAYS: [u128; 80] = joined_rays([2, 3, 6, 7]);

// Slider attacks by "kindergarten" look-up. The squares that can block a slider along a file or
// a diagonal, its line's squares other than the two ends, all lie on ranks 2 to 7 (bits 10..69),
// so `occupied >> 10` holds them in one u64. Masked to one line, they sit at equal steps (10 on
// a file, 11 and 9 on the diagonals); one multiplication by a constant whose products never
// overlap gathers them, in order, into the top six bits, and a table per square turns those
// six bits into the attacked squares. A rank's eight inner squares are contiguous: a shift
// takes them out, and a table per square gives the attacks on the rank. This costs two loads and
// a multiplication per line instead of a bit scan and two loads per ray.

/// One line through a square: which folded occupancy bits can block it, the multiplier that
/// gathers them, and its attacks for each of the 64 arrangements of blockers.
struct LineTable {
    masks: [u64; 80],
    magics: [u64; 80],
    attacks: [[u128; 64]; 80],
}

/// The occupancy bits of ranks 2..7, shifted down to bit 0 (`occupied >> FOLD`).
const FOLD: u32 = 10;

/// The table of the line through each square in direction `(df, dr)` and its opposite.
const fn line_table(df: i32, dr: i32) -> LineTable {
    let mut table = LineTable {
        masks: [0; 80],
        magics: [0; 80],
        attacks: [[0; 64]; 80],
    };
    let mut sq = 0;
    while sq < 80 {
        // Walk back to the line's first square, then list the inner squares in order.
        let (mut f, mut r) = ((sq % 10) as i32, (sq / 10) as i32);
        while on_board(f - df, r - dr) {
            f -= df;
            r -= dr;
        }
        let mut inner = [0usize; 8];
        let mut n = 0;
        let (mut cf, mut cr) = (f + df, r + dr);
        while on_board(cf, cr) && on_board(cf + df, cr + dr) {
            inner[n] = (cr * FILES + cf) as usize;
            n += 1;
            cf += df;
            cr += dr;
        }
        let mut magic = 0u64;
        let mut mask = 0u64;
        let mut j = 0;
        while j < n {
            let bit = inner[j] - FOLD as usize;
            magic |= 1u64 << (58 + j - bit);
            if inner[j] != sq {
                mask |= 1u64 << bit;
            }
            j += 1;
        }
        table.masks[sq] = mask;
        table.magics[sq] = magic;
        let mut index = 0;
        while index < 64 {
            let mut occupied = 0u128;
            let mut j = 0;
            while j < n {
                if index >> j & 1 != 0 && inner[j] != sq {
                    occupied |= 1u128 << inner[j];
                }
                j += 1;
            }
            table.attacks[sq][index] = walk(sq, df, dr, occupied) | walk(sq, -df, -dr, occupied);
            index += 1;
        }
        sq += 1;
    }
    table
}

/// The squares from `sq` in direction `(df, dr)` up to and including the first occupied one.
const fn walk(sq: usize, df: i32, dr: i32, occupied: u128) -> u128 {
    let (mut f, mut r) = ((sq % 10) as i32 + df, (sq / 10) as i32 + dr);
    let mut bits = 0u128;
    while on_board(f, r) {
        let bit = square_bit(f, r);
        bits |= bit;
        if occupied & bit != 0 {
            break;
        }
        f += df;
        r += dr;
    }
    bits
}

/// Rank attacks of a slider on each square for each occupancy of its rank's files b..i
/// (bit 0 = b), as board bits: 320 KiB, but a perft touches few of the entries, and the
/// look-up needs no shift back onto the rank.
const fn rank_table() -> [[u128; 256]; 80] {
    let mut table = [[0u128; 256]; 80];
    let mut sq = 0;
    while sq < 80 {
        let base = sq / 10 * 10;
        let mut occ = 0;
        while occ < 256 {
            let occupied = (occ as u128) << (base + 1);
            table[sq][occ] = walk(sq, 1, 0, occupied) | walk(sq, -1, 0, occupied);
            occ += 1;
        }
        sq += 1;
    }
    table
}

large_table!(FILE_LINES: LineTable = line_table(0, 1));
large_table!(DIAGONALS: LineTable = line_table(1, 1));
large_table!(ANTI_DIAGONALS: LineTable = line_table(-1, 1));
large_table!(RANK_ATTACKS: [[u128; 256]; 80] = rank_table());

#[inline(always)]
fn line_attacks(table: &LineTable, sq: usize, folded: u64) -> u128 {
    let index = (folded & table.masks[sq]).wrapping_mul(table.magics[sq]) >> 58;
    table.attacks[sq][index as usize]
}

/// The first square of each square's rank (`rank * 10`), looked up rather than divided.
static RANK_BASE: [u32; 80] = {
    let mut bases = [0u32; 80];
    let mut sq = 0;
    while sq < 80 {
        bases[sq] = (sq / 10 * 10) as u32;
        sq += 1;
    }
    bases
};

#[inline(always)]
fn rank_attacks(sq: usize, occupied: u128) -> u128 {
    let inner = (occupied >> (RANK_BASE[sq] + 1)) as usize & 0xff;
    RANK_ATTACKS[sq][inner]
}

/// Squares a rook on `sq` attacks with `occupied` blocking (blockers included).
///
/// ```
/// use crc_rules_core::{Bitboard, Square};
/// use crc_rules_movegen::attacks::rook_attacks;
/// let blockers = Bitboard::from_square(Square::A5) | Bitboard::from_square(Square::D1);
/// let attacks = rook_attacks(Square::A1, blockers);
/// assert_eq!(attacks.count(), 7); // b1 c1 d1 and a2 a3 a4 a5
/// assert!(attacks.contains(Square::D1) && !attacks.contains(Square::E1));
/// ```
#[inline]
pub fn rook_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
    let s = sq.index();
    let folded = (occupied.0 >> FOLD) as u64;
    Bitboard(line_attacks(&FILE_LINES, s, folded) | rank_attacks(s, occupied.0))
}

/// Squares a bishop on `sq` attacks with `occupied` blocking (blockers included).
///
/// ```
/// use crc_rules_core::{Bitboard, Square};
/// use crc_rules_movegen::attacks::bishop_attacks;
/// let attacks = bishop_attacks(Square::C1, Bitboard::from_square(Square::E3));
/// assert_eq!(attacks.count(), 4); // b2 a3 and d2 e3
/// ```
#[inline]
pub fn bishop_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
    let s = sq.index();
    let folded = (occupied.0 >> FOLD) as u64;
    Bitboard(line_attacks(&DIAGONALS, s, folded) | line_attacks(&ANTI_DIAGONALS, s, folded))
}

/// Squares a queen on `sq` attacks with `occupied` blocking (blockers included): rook and
/// bishop attacks together, with the occupancy folded once.
///
/// ```
/// use crc_rules_core::{Bitboard, Square};
/// use crc_rules_movegen::attacks::queen_attacks;
/// assert_eq!(queen_attacks(Square::E4, Bitboard::EMPTY).count(), 30);
/// ```
#[inline]
pub fn queen_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
    let s = sq.index();
    let folded = (occupied.0 >> FOLD) as u64;
    Bitboard(
        line_attacks(&FILE_LINES, s, folded)
            | rank_attacks(s, occupied.0)
            | line_attacks(&DIAGONALS, s, folded)
            | line_attacks(&ANTI_DIAGONALS, s, folded),
    )
}

/// Squares a rook on `sq` would attack on an empty board.
///
/// ```
/// use crc_rules_core::Square;
/// use crc_rules_movegen::attacks::rook_rays;
/// assert_eq!(rook_rays(Square::A1).count(), 16); // nine along the rank, seven up the file
/// ```
#[inline]
pub fn rook_rays(sq: Square) -> Bitboard {
    Bitboard(ROOK_RAYS[sq.index()])
}

/// Squares a bishop on `sq` would attack on an empty board.
///
/// ```
/// use crc_rules_core::Square;
/// use crc_rules_movegen::attacks::bishop_rays;
/// let rays = bishop_rays(Square::E4);
/// assert_eq!(rays.count(), 14);
/// assert!(rays.contains(Square::I8) && rays.contains(Square::A8) && rays.contains(Square::H1));
/// ```
#[inline]
pub fn bishop_rays(sq: Square) -> Bitboard {
    Bitboard(BISHOP_RAYS[sq.index()])
}

/// Squares a knight on `sq` attacks (also the knight part of an archbishop or chancellor).
///
/// ```
/// use crc_rules_core::Square;
/// use crc_rules_movegen::attacks::knight_attacks;
/// assert_eq!(knight_attacks(Square::A1).count(), 2); // b3 and c2
/// assert_eq!(knight_attacks(Square::E4).count(), 8);
/// ```
#[inline]
pub fn knight_attacks(sq: Square) -> Bitboard {
    KNIGHT[sq.index()]
}

/// Squares a king on `sq` attacks.
///
/// ```
/// use crc_rules_core::Square;
/// use crc_rules_movegen::attacks::king_attacks;
/// assert_eq!(king_attacks(Square::J8).count(), 3);
/// assert_eq!(king_attacks(Square::E4).count(), 8);
/// ```
#[inline]
pub fn king_attacks(sq: Square) -> Bitboard {
    KING[sq.index()]
}

/// Squares a pawn of `color` on `sq` attacks.
///
/// ```
/// use crc_rules_core::{Bitboard, Color, Square};
/// use crc_rules_movegen::attacks::pawn_attacks;
/// assert_eq!(pawn_attacks(Color::White, Square::J2), Bitboard::from_square(Square::I3));
/// assert_eq!(
///     pawn_attacks(Color::Black, Square::E7),
///     Bitboard::from_square(Square::D6) | Bitboard::from_square(Square::F6)
/// );
/// ```
#[inline]
pub fn pawn_attacks(color: Color, sq: Square) -> Bitboard {
    PAWN[color.index()][sq.index()]
}

/// Squares `piece` on `sq` attacks with `occupied` blocking (blockers included): for a pawn
/// its two capture squares, not its pushes.
///
/// ```
/// use crc_rules_core::{Bitboard, Color, Piece, Role, Square};
/// use crc_rules_movegen::attacks::attacks;
/// let archbishop = Piece::new(Color::White, Role::Archbishop);
/// assert_eq!(attacks(archbishop, Square::E4, Bitboard::EMPTY).count(), 8 + 14);
/// let pawn = Piece::new(Color::Black, Role::Pawn);
/// assert_eq!(attacks(pawn, Square::A7, Bitboard::EMPTY), Bitboard::from_square(Square::B6));
/// ```
#[inline]
pub fn attacks(piece: Piece, sq: Square, occupied: Bitboard) -> Bitboard {
    match piece.role {
        Role::Pawn => pawn_attacks(piece.color, sq),
        Role::Knight => knight_attacks(sq),
        Role::Bishop => bishop_attacks(sq, occupied),
        Role::Rook => rook_attacks(sq, occupied),
        Role::Archbishop => knight_attacks(sq) | bishop_attacks(sq, occupied),
        Role::Chancellor => knight_attacks(sq) | rook_attacks(sq, occupied),
        Role::Queen => queen_attacks(sq, occupied),
        Role::King => king_attacks(sq),
    }
}

/// The squares of `color`'s pieces on `board` that attack `square` when `occupied` is the
/// occupancy (which may differ from the board's, to ask about a move before it is made).
///
/// ```
/// use crc_rules_core::{Color, Setup, Square, CAPABLANCA_FEN};
/// use crc_rules_movegen::attacks::attackers_to;
/// let board = CAPABLANCA_FEN.parse::<Setup>()?.board;
/// let attackers: Vec<Square> =
///     attackers_to(&board, Square::D3, Color::White, board.occupied()).into_iter().collect();
/// assert_eq!(attackers, [Square::C1, Square::C2, Square::E2]); // the archbishop leaps
/// # Ok::<(), crc_rules_core::ParseFenError>(())
/// ```
#[inline]
pub fn attackers_to(board: &Board, square: Square, color: Color, occupied: Bitboard) -> Bitboard {
    board.by_color(color)
        & ((knight_attacks(square) & board.knight_leapers())
            | (king_attacks(square) & board.by_role(Role::King))
            | (pawn_attacks(!color, square) & board.by_role(Role::Pawn))
            | (bishop_attacks(square, occupied) & board.diagonal_sliders())
            | (rook_attacks(square, occupied) & board.orthogonal_sliders()))
}

/// Whether a piece of `color` on `board`, other than those on `ignoring`, attacks `square`
/// when `occupied` is the occupancy: the question a legality check asks once per move (a
/// king's destination, the squares a castling king passes, the king after an en-passant
/// capture). It looks up slider attacks only when a slider of `color` stands on an
/// empty-board line with `square`, which most of the time none does, so it is cheaper than
/// asking [`attackers_to`] whether it is empty.
///
/// ```
/// use crc_rules_core::{Bitboard, Color, Setup, Square};
/// use crc_rules_movegen::attacks::is_attacked;
/// let board = "4k5/10/10/10/10/10/4r5/4K5 w - - 0 1".parse::<Setup>()?.board;
/// let occupied = board.occupied();
/// assert!(is_attacked(&board, Square::E1, Color::Black, occupied, Bitboard::EMPTY));
/// // The rook taken on e2 attacks nothing any more.
/// let rook = Bitboard::from_square(Square::E2);
/// assert!(!is_attacked(&board, Square::E1, Color::Black, occupied, rook));
/// # Ok::<(), crc_rules_core::ParseFenError>(())
/// ```
#[inline(always)]
pub fn is_attacked(
    board: &Board,
    square: Square,
    color: Color,
    occupied: Bitboard,
    ignoring: Bitboard,
) -> bool {
    let theirs = board.by_color(color) - ignoring;
    let leapers = (knight_attacks(square) & board.knight_leapers())
        | (king_attacks(square) & board.by_role(Role::King))
        | (pawn_attacks(!color, square) & board.by_role(Role::Pawn));
    if (leapers & theirs).any() {
        return true;
    }
    let orthogonal = board.orthogonal_sliders() & theirs;
    if (rook_rays(square) & orthogonal).any() && (rook_attacks(square, occupied) & orthogonal).any()
    {
        return true;
    }
    let diagonal = board.diagonal_sliders() & theirs;
    (bishop_rays(square) & diagonal).any() && (bishop_attacks(square, occupied) & diagonal).any()
}

const fn between_and_line() -> ([[u128; 80]; 80], [[u128; 80]; 80]) {
    let mut between = [[0u128; 80]; 80];
    let mut line = [[0u128; 80]; 80];
    let mut a = 0;
    while a < 80 {
        let mut dir = 0;
        while dir < 8 {
            let (df, dr) = DIRECTIONS[dir];
            let full_line = walk(a, df, dr, 0) | walk(a, -df, -dr, 0) | 1u128 << a;
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

large_table!(BETWEEN_AND_LINE: ([[u128; 80]; 80], [[u128; 80]; 80]) = between_and_line());

/// The squares strictly between `a` and `b` when they share a rank, file or diagonal;
/// empty otherwise.
///
/// ```
/// use crc_rules_core::{Bitboard, Square};
/// use crc_rules_movegen::attacks::between;
/// assert_eq!(between(Square::A1, Square::D4), Bitboard::from_square(Square::B2) | Bitboard::from_square(Square::C3));
/// assert_eq!(between(Square::J1, Square::A1).count(), 8);
/// assert!(between(Square::A1, Square::B3).is_empty()); // a knight's step: no line
/// ```
#[inline]
pub fn between(a: Square, b: Square) -> Bitboard {
    Bitboard(BETWEEN_AND_LINE.0[a.index()][b.index()])
}

/// The whole rank, file or diagonal through `a` and `b` (edge to edge) when they share one;
/// empty otherwise.
///
/// ```
/// use crc_rules_core::Square;
/// use crc_rules_movegen::attacks::line;
/// let diagonal = line(Square::C3, Square::E5);
/// assert_eq!(diagonal.count(), 8); // a1 to h8
/// assert!(diagonal.contains(Square::A1) && diagonal.contains(Square::H8));
/// assert!(line(Square::C3, Square::D5).is_empty());
/// ```
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
        assert_eq!(knight_attacks(Square::A1).count(), 2);
        assert_eq!(knight_attacks(Square::E4).count(), 8);
        assert_eq!(king_attacks(Square::J8).count(), 3);
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
