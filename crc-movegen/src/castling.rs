//! Castling rights: which rooks may still castle, the squares each castling needs (found once,
//! when the right is made, not at every generation), and which moves drop a right.

use crc_rules_core::{Bitboard, CastlingSide, Color, Square};

use crate::zobrist;

/// The squares one castling needs: empty, and (for the king's path) safe.
#[derive(Clone, Copy)]
pub(crate) struct CastlingPaths {
    /// Every square the king and rook pass or reach, but their own.
    pub(crate) must_be_empty: Bitboard,
    /// The squares the king passes and its destination (its own square when it stays).
    pub(crate) king_path: Bitboard,
}

/// One castling right: the rook that castles, and where the squares its castling needs are
/// in [`CASTLING_PATHS`].
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) struct CastlingRight {
    /// The castling rook's square.
    pub(crate) rook: Square,
    /// The index of the paths among those of the right's colour.
    paths: u8,
}

/// Where in a colour's [`CASTLING_PATHS`] the paths of castling to `side` (its index) with
/// the king and rook on the files `king_file` and `rook_file` are.
const fn paths_index(side: usize, king_file: usize, rook_file: usize) -> usize {
    side * 100 + king_file * 10 + rook_file
}

impl CastlingRight {
    /// The right of `color`'s king on `king` to castle to `side` with the rook on `rook`.
    fn new(color: Color, side: CastlingSide, king: Square, rook: Square) -> CastlingRight {
        // Both stand on `color`'s back rank, so the offset from its first square is the file.
        let base = color.index() * 70;
        let (king_file, rook_file) = (king.index() - base, rook.index() - base);
        let paths = paths_index(side.index(), king_file, rook_file);
        CastlingRight {
            rook,
            paths: paths as u8,
        }
    }

    /// The squares castling with this right needs; `color` is the right's.
    #[inline]
    pub(crate) fn paths(self, color: Color) -> &'static CastlingPaths {
        &CASTLING_PATHS[color.index()][usize::from(self.paths)]
    }
}

/// The castling rights of a position, by colour and side (king side first).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Default)]
pub(crate) struct Castling {
    rights: [[Option<CastlingRight>; 2]; 2],
    /// The rook of every right and the king of every colour that holds one: a move from or
    /// to another square drops no right, and one test tells.
    watched: Bitboard,
}

impl Castling {
    /// The rights of the rooks on `rooks` (by colour and side), the kings on `kings`.
    pub(crate) fn new(rooks: [[Option<Square>; 2]; 2], kings: [Square; 2]) -> Castling {
        let mut castling = Castling::default();
        for color in Color::ALL {
            for side in CastlingSide::ALL {
                castling.rights[color.index()][side.index()] = rooks[color.index()][side.index()]
                    .map(|rook| CastlingRight::new(color, side, kings[color.index()], rook));
            }
        }
        castling.watch(kings);
        castling
    }

    /// Recomputes the watched squares.
    fn watch(&mut self, kings: [Square; 2]) {
        self.watched = Bitboard::EMPTY;
        for color in Color::ALL {
            for right in self.rights[color.index()].iter().flatten() {
                self.watched |= Bitboard::from_square(right.rook).with(kings[color.index()]);
            }
        }
    }

    /// Whether `color` holds any castling right.
    #[inline]
    pub(crate) fn any_for(&self, color: Color) -> bool {
        self.rights[color.index()] != [None, None]
    }

    /// `color`'s right to castle to `side`, if it still holds it.
    #[inline]
    pub(crate) fn right(&self, color: Color, side: CastlingSide) -> Option<CastlingRight> {
        self.rights[color.index()][side.index()]
    }

    /// Every castling rook with its colour.
    pub(crate) fn rooks(&self) -> impl Iterator<Item = (Color, Square)> + '_ {
        Color::ALL.into_iter().flat_map(move |color| {
            self.rights[color.index()]
                .iter()
                .flatten()
                .map(move |right| (color, right.rook))
        })
    }

    /// The squares of the castling rooks.
    pub(crate) fn squares(&self) -> Bitboard {
        self.rooks()
            .fold(Bitboard::EMPTY, |squares, (_, rook)| squares.with(rook))
    }

    /// Whether a move that leaves or reaches `squares` may drop a right: most moves touch
    /// neither a castling rook nor a king that may castle.
    #[inline]
    pub(crate) fn touched_by(&self, squares: Bitboard) -> bool {
        (self.watched & squares).any()
    }

    /// Drops the rights that a move from `from` to `to` ends, with the kings on `kings`
    /// before it: a king's move drops both of its colour's, a move from or to a castling
    /// rook's square drops that rook's. Returns the zobrist keys of the rights dropped,
    /// XORed together.
    pub(crate) fn drop_rights(&mut self, from: Square, to: Square, kings: [Square; 2]) -> u64 {
        let mut key = 0;
        for color in Color::ALL {
            let king_moves = kings[color.index()] == from;
            for slot in self.rights[color.index()].iter_mut() {
                if let Some(right) = *slot {
                    if king_moves || right.rook == from || right.rook == to {
                        key ^= zobrist::castling(color, right.rook);
                        *slot = None;
                    }
                }
            }
        }
        self.watch(kings);
        key
    }
}

/// The squares from file `a` to file `b` on the rank starting at `base`, both included.
const fn span(base: usize, a: usize, b: usize) -> u128 {
    let (low, high) = if a < b { (a, b) } else { (b, a) };
    let mut bits = 0u128;
    let mut file = low;
    while file <= high {
        bits |= 1u128 << (base + file);
        file += 1;
    }
    bits
}

/// Castling paths by colour and then by side (king side first), king file and rook file
/// ([`paths_index`], the index a [`CastlingRight`] keeps), computed
/// at compile time. Past 200 the entries are unused: 256 of them let a `u8` index every one
/// without a bounds check.
static CASTLING_PATHS: [[CastlingPaths; 256]; 2] = {
    const NONE: CastlingPaths = CastlingPaths {
        must_be_empty: Bitboard::EMPTY,
        king_path: Bitboard::EMPTY,
    };
    let mut table = [[NONE; 256]; 2];
    let mut color = 0;
    while color < 2 {
        let base = color * 70;
        let mut side = 0;
        while side < 2 {
            // King side: king to i, rook to h; queen side: king to c, rook to d.
            let (king_to, rook_to) = if side == 0 { (8, 7) } else { (2, 3) };
            let mut king = 0;
            while king < 10 {
                let mut rook = 0;
                while rook < 10 {
                    let own = 1u128 << (base + king) | 1u128 << (base + rook);
                    // The king's path leaves out its own square unless it stays there.
                    let king_path = span(base, king, king_to) & !(1u128 << (base + king))
                        | 1u128 << (base + king_to);
                    let rook_path = span(base, rook, rook_to);
                    table[color][paths_index(side, king, rook)] = CastlingPaths {
                        must_be_empty: Bitboard((king_path | rook_path) & !own),
                        king_path: Bitboard(king_path),
                    };
                    rook += 1;
                }
                king += 1;
            }
            side += 1;
        }
        color += 1;
    }
    table
};
