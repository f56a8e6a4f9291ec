//! Sets of squares as 80 bits of a `u128`.

use std::fmt;
use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, BitXorAssign, Not, Sub};

use crate::square::{File, Rank, Square, FILE_COUNT};

/// A set of squares: bit `i` of the `u128` stands for the square with index `i`.
///
/// Only the low 80 bits are ever set; every operation keeps it so, and the shifts never wrap
/// a square from the `j` file to the `a` file or back.
///
/// ```
/// use crc_rules_core::{Bitboard, Square};
/// let bb = Bitboard::from_square(Square::J1) | Bitboard::from_square(Square::E4);
/// assert_eq!(bb.count(), 2);
/// assert!(bb.contains(Square::E4));
/// // Shifting east never wraps j1 onto a2.
/// assert_eq!(bb.shift_east(), Bitboard::from_square(Square::F4));
/// assert_eq!(bb.into_iter().collect::<Vec<_>>(), vec![Square::J1, Square::E4]);
/// ```
#[derive(Copy, Clone, Default, PartialEq, Eq, Hash)]
pub struct Bitboard(pub u128);

const FILE_A_BITS: u128 = {
    let mut bits = 0u128;
    let mut rank = 0;
    while rank < 8 {
        bits |= 1 << (rank * FILE_COUNT);
        rank += 1;
    }
    bits
};

/// The bit of each square, looked up: a variable shift of a `u128` takes several
/// instructions, a load one.
const SQUARE_BITS: [u128; 80] = {
    let mut bits = [0u128; 80];
    let mut i = 0;
    while i < 80 {
        bits[i] = 1 << i;
        i += 1;
    }
    bits
};

impl Bitboard {
    /// The empty set.
    pub const EMPTY: Bitboard = Bitboard(0);
    /// All 80 squares.
    pub const FULL: Bitboard = Bitboard((1u128 << 80) - 1);
    /// The dark squares (a1 is dark).
    pub const DARK_SQUARES: Bitboard = {
        let mut bits = 0u128;
        let mut i = 0;
        while i < 80 {
            if (i % 10 + i / 10) % 2 == 0 {
                bits |= 1 << i;
            }
            i += 1;
        }
        Bitboard(bits)
    };
    /// The light squares.
    pub const LIGHT_SQUARES: Bitboard = Bitboard(Bitboard::FULL.0 ^ Bitboard::DARK_SQUARES.0);

    /// The set holding only `square`.
    ///
    /// ```
    /// use crc_rules_core::{Bitboard, Square};
    /// assert_eq!(Bitboard::from_square(Square::A2).0, 1 << 10);
    /// ```
    #[inline]
    pub const fn from_square(square: Square) -> Bitboard {
        Bitboard(SQUARE_BITS[square as usize])
    }

    /// The ten squares of `rank`.
    ///
    /// ```
    /// use crc_rules_core::{Bitboard, Rank, Square};
    /// let rank2 = Bitboard::from_rank(Rank::Second);
    /// assert_eq!(rank2.count(), 10);
    /// assert_eq!((rank2.first(), rank2.last()), (Some(Square::A2), Some(Square::J2)));
    /// ```
    #[inline]
    pub const fn from_rank(rank: Rank) -> Bitboard {
        Bitboard(0x3ff << (rank as u32 * FILE_COUNT as u32))
    }

    /// The eight squares of `file`.
    ///
    /// ```
    /// use crc_rules_core::{Bitboard, File, Square};
    /// let j_file = Bitboard::from_file(File::J);
    /// assert_eq!(j_file.count(), 8);
    /// assert!(j_file.contains(Square::J1) && j_file.contains(Square::J8));
    /// assert!(!j_file.contains(Square::A2)); // the square after j1 in index order
    /// ```
    #[inline]
    pub const fn from_file(file: File) -> Bitboard {
        Bitboard(FILE_A_BITS << file as u32)
    }

    /// Whether the set has no square.
    ///
    /// ```
    /// use crc_rules_core::{Bitboard, Square};
    /// assert!(Bitboard::EMPTY.is_empty());
    /// assert!(!Bitboard::from_square(Square::A1).is_empty());
    /// ```
    #[inline]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Whether the set has at least one square.
    ///
    /// ```
    /// use crc_rules_core::{Bitboard, Square};
    /// assert!(Bitboard::from_square(Square::J8).any());
    /// assert!(!Bitboard::EMPTY.any());
    /// ```
    #[inline]
    pub const fn any(self) -> bool {
        self.0 != 0
    }

    /// Whether the set has more than one square.
    ///
    /// ```
    /// use crc_rules_core::{Bitboard, Square};
    /// let e4 = Bitboard::from_square(Square::E4);
    /// assert!(!e4.more_than_one());
    /// assert!(e4.with(Square::D5).more_than_one());
    /// ```
    #[inline]
    pub const fn more_than_one(self) -> bool {
        self.0 & self.0.wrapping_sub(1) != 0
    }

    /// How many squares the set has.
    ///
    /// ```
    /// use crc_rules_core::Bitboard;
    /// assert_eq!(Bitboard::FULL.count(), 80);
    /// assert_eq!(Bitboard::DARK_SQUARES.count(), 40);
    /// ```
    #[inline]
    pub const fn count(self) -> u32 {
        self.0.count_ones()
    }

    /// Whether `square` is in the set.
    ///
    /// ```
    /// use crc_rules_core::{Bitboard, Square};
    /// assert!(Bitboard::DARK_SQUARES.contains(Square::A1));
    /// assert!(!Bitboard::DARK_SQUARES.contains(Square::J1));
    /// ```
    #[inline]
    pub const fn contains(self, square: Square) -> bool {
        self.0 & SQUARE_BITS[square as usize] != 0
    }

    /// The set with `square` added.
    ///
    /// ```
    /// use crc_rules_core::{Bitboard, Square};
    /// let bb = Bitboard::EMPTY.with(Square::E4).with(Square::E4);
    /// assert_eq!(bb, Bitboard::from_square(Square::E4));
    /// ```
    #[inline]
    pub const fn with(self, square: Square) -> Bitboard {
        Bitboard(self.0 | SQUARE_BITS[square as usize])
    }

    /// The set with `square` removed.
    ///
    /// ```
    /// use crc_rules_core::{Bitboard, Rank, Square};
    /// let rank1 = Bitboard::from_rank(Rank::First).without(Square::E1);
    /// assert_eq!(rank1.count(), 9);
    /// assert!(!rank1.contains(Square::E1));
    /// ```
    #[inline]
    pub const fn without(self, square: Square) -> Bitboard {
        Bitboard(self.0 & !SQUARE_BITS[square as usize])
    }

    /// Adds `square`.
    ///
    /// ```
    /// use crc_rules_core::{Bitboard, Square};
    /// let mut bb = Bitboard::EMPTY;
    /// bb.insert(Square::J8);
    /// assert_eq!(bb.single_square(), Some(Square::J8));
    /// ```
    #[inline]
    pub fn insert(&mut self, square: Square) {
        self.0 |= SQUARE_BITS[square as usize];
    }

    /// Removes `square`.
    ///
    /// ```
    /// use crc_rules_core::{Bitboard, File, Square};
    /// let mut a_file = Bitboard::from_file(File::A);
    /// a_file.remove(Square::A1);
    /// assert_eq!(a_file.count(), 7);
    /// assert_eq!(a_file.first(), Some(Square::A2));
    /// ```
    #[inline]
    pub fn remove(&mut self, square: Square) {
        self.0 &= !SQUARE_BITS[square as usize];
    }

    /// Adds `square` if it is absent, removes it if it is present.
    ///
    /// ```
    /// use crc_rules_core::{Bitboard, Square};
    /// let mut bb = Bitboard::EMPTY;
    /// bb.toggle(Square::C3);
    /// assert!(bb.contains(Square::C3));
    /// bb.toggle(Square::C3);
    /// assert!(bb.is_empty());
    /// ```
    #[inline]
    pub fn toggle(&mut self, square: Square) {
        self.0 ^= SQUARE_BITS[square as usize];
    }

    /// The square with the lowest index, if any.
    ///
    /// ```
    /// use crc_rules_core::{Bitboard, Rank, Square};
    /// assert_eq!(Bitboard::from_rank(Rank::Second).first(), Some(Square::A2));
    /// assert_eq!(Bitboard::EMPTY.first(), None);
    /// ```
    #[inline]
    pub const fn first(self) -> Option<Square> {
        let (low, high) = (self.0 as u64, (self.0 >> 64) as u64);
        if low != 0 {
            Some(low_square(low.trailing_zeros()))
        } else if high != 0 {
            Some(high_square(high.trailing_zeros()))
        } else {
            None
        }
    }

    /// The square with the highest index, if any.
    ///
    /// ```
    /// use crc_rules_core::{Bitboard, Square};
    /// assert_eq!(Bitboard::FULL.last(), Some(Square::J8));
    /// assert_eq!(Bitboard::EMPTY.last(), None);
    /// ```
    #[inline]
    pub const fn last(self) -> Option<Square> {
        let (low, high) = (self.0 as u64, (self.0 >> 64) as u64);
        if high != 0 {
            Some(high_square(63 - high.leading_zeros()))
        } else if low != 0 {
            Some(low_square(63 - low.leading_zeros()))
        } else {
            None
        }
    }

    /// The only square of the set, if it has exactly one.
    ///
    /// ```
    /// use crc_rules_core::{Bitboard, Rank, Square};
    /// assert_eq!(Bitboard::from_square(Square::H1).single_square(), Some(Square::H1));
    /// assert_eq!(Bitboard::from_rank(Rank::First).single_square(), None);
    /// assert_eq!(Bitboard::EMPTY.single_square(), None);
    /// ```
    #[inline]
    pub const fn single_square(self) -> Option<Square> {
        if self.more_than_one() {
            None
        } else {
            self.first()
        }
    }

    /// Every square moved one rank towards rank 8 (squares on rank 8 fall off).
    ///
    /// ```
    /// use crc_rules_core::{Bitboard, Rank, Square};
    /// let e2 = Bitboard::from_square(Square::E2);
    /// assert_eq!(e2.shift_north(), Bitboard::from_square(Square::E3));
    /// assert!(Bitboard::from_rank(Rank::Eighth).shift_north().is_empty());
    /// ```
    #[inline]
    pub const fn shift_north(self) -> Bitboard {
        Bitboard((self.0 << FILE_COUNT) & Bitboard::FULL.0)
    }

    /// Every square moved one rank towards rank 1 (squares on rank 1 fall off).
    ///
    /// ```
    /// use crc_rules_core::{Bitboard, Rank, Square};
    /// let e7 = Bitboard::from_square(Square::E7);
    /// assert_eq!(e7.shift_south(), Bitboard::from_square(Square::E6));
    /// assert!(Bitboard::from_rank(Rank::First).shift_south().is_empty());
    /// ```
    #[inline]
    pub const fn shift_south(self) -> Bitboard {
        Bitboard(self.0 >> FILE_COUNT)
    }

    /// Every square moved one file towards `j` (squares on the j file fall off).
    ///
    /// ```
    /// use crc_rules_core::{Bitboard, Square};
    /// let i1 = Bitboard::from_square(Square::I1);
    /// assert_eq!(i1.shift_east(), Bitboard::from_square(Square::J1));
    /// // j1 falls off instead of wrapping round to a2.
    /// assert!(Bitboard::from_square(Square::J1).shift_east().is_empty());
    /// ```
    #[inline]
    pub const fn shift_east(self) -> Bitboard {
        Bitboard((self.0 & !(FILE_A_BITS << 9)) << 1)
    }

    /// Every square moved one file towards `a` (squares on the a file fall off).
    ///
    /// ```
    /// use crc_rules_core::{Bitboard, Square};
    /// let b2 = Bitboard::from_square(Square::B2);
    /// assert_eq!(b2.shift_west(), Bitboard::from_square(Square::A2));
    /// // a2 falls off instead of wrapping round to j1.
    /// assert!(Bitboard::from_square(Square::A2).shift_west().is_empty());
    /// ```
    #[inline]
    pub const fn shift_west(self) -> Bitboard {
        Bitboard((self.0 & !FILE_A_BITS) >> 1)
    }

    /// Every square moved one rank forward from `color`'s point of view.
    ///
    /// ```
    /// use crc_rules_core::{Bitboard, Color, Rank};
    /// let white_pawns = Bitboard::from_rank(Rank::Second);
    /// assert_eq!(white_pawns.shift_forward(Color::White), Bitboard::from_rank(Rank::Third));
    /// let black_pawns = Bitboard::from_rank(Rank::Seventh);
    /// assert_eq!(black_pawns.shift_forward(Color::Black), Bitboard::from_rank(Rank::Sixth));
    /// ```
    #[inline]
    pub const fn shift_forward(self, color: crate::Color) -> Bitboard {
        match color {
            crate::Color::White => self.shift_north(),
            crate::Color::Black => self.shift_south(),
        }
    }
}

impl fmt::Debug for Bitboard {
    /// Draws the board with rank 8 on top, `X` for a square in the set.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "Bitboard({:#x})", self.0)?;
        for rank in Rank::ALL.iter().rev() {
            for file in File::ALL {
                let mark = if self.contains(Square::from_coords(file, *rank)) {
                    'X'
                } else {
                    '.'
                };
                write!(f, "{mark}")?;
            }
            writeln!(f)?;
        }
        Ok(())
    }
}

impl From<Square> for Bitboard {
    fn from(square: Square) -> Bitboard {
        Bitboard::from_square(square)
    }
}

impl FromIterator<Square> for Bitboard {
    fn from_iter<I: IntoIterator<Item = Square>>(iter: I) -> Bitboard {
        iter.into_iter()
            .fold(Bitboard::EMPTY, |bb, square| bb.with(square))
    }
}

macro_rules! bit_op {
    ($trait:ident, $method:ident, $assign_trait:ident, $assign_method:ident, $op:tt) => {
        impl $trait for Bitboard {
            type Output = Bitboard;
            #[inline]
            fn $method(self, rhs: Bitboard) -> Bitboard {
                Bitboard(self.0 $op rhs.0)
            }
        }
        impl $assign_trait for Bitboard {
            #[inline]
            fn $assign_method(&mut self, rhs: Bitboard) {
                self.0 = self.0 $op rhs.0;
            }
        }
    };
}

bit_op!(BitAnd, bitand, BitAndAssign, bitand_assign, &);
bit_op!(BitOr, bitor, BitOrAssign, bitor_assign, |);
bit_op!(BitXor, bitxor, BitXorAssign, bitxor_assign, ^);

impl Sub for Bitboard {
    type Output = Bitboard;
    /// The squares of `self` that are not in `rhs`.
    #[inline]
    fn sub(self, rhs: Bitboard) -> Bitboard {
        Bitboard(self.0 & !rhs.0)
    }
}

impl Not for Bitboard {
    type Output = Bitboard;
    /// The complement within the 80 squares.
    #[inline]
    fn not(self) -> Bitboard {
        Bitboard(!self.0 & Bitboard::FULL.0)
    }
}

/// The square of bit `bit` (below 64) of a bitboard's low half.
#[inline(always)]
const fn low_square(bit: u32) -> Square {
    // A bit of a u64 is below 64, so below 80: the conversion is the index itself.
    Square::from_index(bit as usize & 63)
}

/// The square of bit `bit` of a bitboard's high half, which holds the squares 64 to 79.
#[inline(always)]
const fn high_square(bit: u32) -> Square {
    // The mask keeps the index below 80 without a test: a bitboard sets no bit past 79.
    Square::from_index(64 + (bit as usize & 15))
}

/// Iterates over the squares of a [`Bitboard`], lowest index first.
///
/// It walks the two 64-bit halves one after the other: a bit scan and a clear of the lowest
/// bit cost one instruction each on a `u64`, about five on a `u128`.
#[derive(Clone, Debug)]
pub struct Squares {
    low: u64,
    high: u64,
}

impl Iterator for Squares {
    type Item = Square;

    #[inline]
    fn next(&mut self) -> Option<Square> {
        if self.low != 0 {
            let square = low_square(self.low.trailing_zeros());
            self.low &= self.low - 1;
            Some(square)
        } else if self.high != 0 {
            let square = high_square(self.high.trailing_zeros());
            self.high &= self.high - 1;
            Some(square)
        } else {
            None
        }
    }

    /// Two loops, one per half, without the test of which half a step is in.
    #[inline]
    fn fold<B, F: FnMut(B, Square) -> B>(self, init: B, mut f: F) -> B {
        let mut acc = init;
        let mut low = self.low;
        while low != 0 {
            acc = f(acc, low_square(low.trailing_zeros()));
            low &= low - 1;
        }
        let mut high = self.high;
        while high != 0 {
            acc = f(acc, high_square(high.trailing_zeros()));
            high &= high - 1;
        }
        acc
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = (self.low.count_ones() + self.high.count_ones()) as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for Squares {}

impl IntoIterator for Bitboard {
    type Item = Square;
    type IntoIter = Squares;

    #[inline]
    fn into_iter(self) -> Squares {
        Squares {
            low: self.0 as u64,
            high: (self.0 >> 64) as u64,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shifts_never_wrap() {
        let j_file = Bitboard::from_file(File::J);
        let a_file = Bitboard::from_file(File::A);
        assert_eq!(j_file.shift_east(), Bitboard::EMPTY);
        assert_eq!(a_file.shift_west(), Bitboard::EMPTY);
        assert_eq!(a_file.shift_east(), Bitboard::from_file(File::B));
        assert_eq!(j_file.shift_west(), Bitboard::from_file(File::I));
        let rank8 = Bitboard::from_rank(Rank::Eighth);
        assert_eq!(rank8.shift_north(), Bitboard::EMPTY);
        assert_eq!(
            Bitboard::from_rank(Rank::First).shift_south(),
            Bitboard::EMPTY
        );
        assert_eq!(Bitboard::FULL.shift_north().count(), 70);
        assert_eq!(Bitboard::FULL.shift_east().count(), 72);
    }

    #[test]
    fn complement_stays_on_board() {
        assert_eq!(!Bitboard::EMPTY, Bitboard::FULL);
        assert_eq!((!Bitboard::FULL).0, 0);
        assert_eq!(Bitboard::DARK_SQUARES.count(), 40);
        assert!(Bitboard::DARK_SQUARES.contains(Square::A1));
        assert!(Bitboard::LIGHT_SQUARES.contains(Square::J1));
    }

    #[test]
    fn both_ways_of_walking_give_every_square_in_order() {
        // Squares in both halves, at their edges (63, 64) and the ends of the board.
        let squares = [0, 9, 40, 63, 64, 65, 70, 79].map(Square::from_index);
        let bb: Bitboard = squares.into_iter().collect();
        let mut stepped = Vec::new();
        for square in bb {
            stepped.push(square); // `next`, step by step
        }
        let mut folded = Vec::new();
        bb.into_iter().for_each(|square| folded.push(square));
        assert_eq!(stepped, squares);
        assert_eq!(folded, squares);
        assert_eq!(bb.into_iter().len(), squares.len());
    }

    #[test]
    fn iteration_and_extremes() {
        let bb: Bitboard = [Square::C3, Square::A1, Square::J8].into_iter().collect();
        assert_eq!(bb.first(), Some(Square::A1));
        assert_eq!(bb.last(), Some(Square::J8));
        assert_eq!(bb.into_iter().len(), 3);
        assert!(bb.more_than_one());
        assert_eq!(
            Bitboard::from_square(Square::D4).single_square(),
            Some(Square::D4)
        );
        assert_eq!(
            bb - Bitboard::from_square(Square::A1),
            bb.without(Square::A1)
        );
    }
}
