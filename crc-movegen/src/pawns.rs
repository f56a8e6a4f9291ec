//! Pawn geometry, written once for generation, single-move legality, explanations, make and
//! validation: which way a pawn steps, its double step from its second rank, the rank it
//! promotes on, and the squares of an en-passant capture. Its captures are
//! [`attacks::pawn_attacks`].

use crc_rules_core::{Bitboard, Board, Color, Piece, Rank, Role, Square};

use crate::attacks;

/// One step forward of a pawn of `color` in square numbers: +10 for White, -10 for Black.
#[inline(always)]
pub(crate) const fn forward(color: Color) -> i32 {
    match color {
        Color::White => 10,
        Color::Black => -10,
    }
}

/// The rank on which a pawn of `color` promotes.
#[inline(always)]
pub(crate) const fn promotion_rank(color: Color) -> Rank {
    color.relative_rank(Rank::Eighth)
}

/// The rank from which a pawn of `color` promotes with its next move.
#[inline(always)]
pub(crate) const fn promoting_rank(color: Color) -> Rank {
    color.relative_rank(Rank::Seventh)
}

/// The squares `color`'s pawns on `pawns` reach in one step forward, where `empty`.
#[inline(always)]
pub(crate) fn steps(color: Color, pawns: Bitboard, empty: Bitboard) -> Bitboard {
    pawns.shift_forward(color) & empty
}

/// The squares reached by double steps, from `steps` (the single steps of the same pawns):
/// those that landed on the third rank, that is came from the second, step once more where
/// `empty`.
#[inline(always)]
pub(crate) fn double_steps(color: Color, steps: Bitboard, empty: Bitboard) -> Bitboard {
    (steps & Bitboard::from_rank(color.relative_rank(Rank::Third))).shift_forward(color) & empty
}

/// Where a pawn of `color` on `from` can push when `empty` are the empty squares: one step,
/// and two from its second rank.
#[inline(always)]
pub(crate) fn pushes(color: Color, from: Square, empty: Bitboard) -> Bitboard {
    let single = steps(color, Bitboard::from_square(from), empty);
    single | double_steps(color, single, empty)
}

/// The squares `color`'s pawns on `pawns` capture on, towards the a-file and towards the
/// j-file, each with the step from a pawn to its target in square numbers: the set-wise
/// form of [`attacks::pawn_attacks`].
#[inline(always)]
pub(crate) fn capture_targets(color: Color, pawns: Bitboard) -> [(Bitboard, i32); 2] {
    let advanced = pawns.shift_forward(color);
    [
        (advanced.shift_west(), forward(color) - 1),
        (advanced.shift_east(), forward(color) + 1),
    ]
}

/// The square a pawn passes in a double step from `from` to `to`, or `None` when the move
/// is no double step (the squares are then of any move of any piece).
#[inline(always)]
pub(crate) fn passed_square(from: Square, to: Square) -> Option<Square> {
    (from.index().abs_diff(to.index()) == 20)
        .then(|| Square::from_index((from.index() + to.index()) / 2))
}

/// `color`'s pawns that could capture en passant on `ep`.
#[inline(always)]
pub(crate) fn en_passant_capturers(board: &Board, color: Color, ep: Square) -> Bitboard {
    attacks::pawn_attacks(!color, ep) & board.by_piece(Piece::new(color, Role::Pawn))
}

/// The origin and destination of a double step of `color` that passes `passed`, a square on
/// `color`'s third rank.
#[inline(always)]
pub(crate) fn double_step_through(color: Color, passed: Square) -> (Square, Square) {
    let at = |step: i32| Square::from_index((passed.index() as i32 + step) as usize);
    (at(-forward(color)), at(forward(color)))
}

/// The square of the pawn that `color` captures en passant by moving to `ep`: where the
/// enemy's double step through `ep` ended.
#[inline(always)]
pub(crate) fn en_passant_victim(color: Color, ep: Square) -> Square {
    double_step_through(!color, ep).1
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn double_steps_and_en_passant() {
        let empty = Bitboard::FULL;
        assert_eq!(pushes(Color::White, Square::E2, empty).count(), 2);
        assert_eq!(pushes(Color::White, Square::E3, empty).count(), 1);
        assert_eq!(pushes(Color::Black, Square::E7, empty).count(), 2);
        let blocked = Bitboard::FULL.without(Square::E3);
        assert!(pushes(Color::White, Square::E2, blocked).is_empty());
        assert_eq!(passed_square(Square::D7, Square::D5), Some(Square::D6));
        assert_eq!(passed_square(Square::D7, Square::D6), None);
        assert_eq!(
            double_step_through(Color::Black, Square::D6),
            (Square::D7, Square::D5)
        );
        assert_eq!(en_passant_victim(Color::White, Square::D6), Square::D5);
        assert_eq!(en_passant_victim(Color::Black, Square::E3), Square::E4);
    }

    #[test]
    fn set_wise_captures_are_the_capture_table() {
        for color in Color::ALL {
            for from in Square::ALL {
                let targets: Bitboard = capture_targets(color, Bitboard::from_square(from))
                    .into_iter()
                    .map(|(targets, step)| {
                        for to in targets {
                            assert_eq!(to.index() as i32 - from.index() as i32, step);
                        }
                        targets
                    })
                    .fold(Bitboard::EMPTY, |all, targets| all | targets);
                assert_eq!(
                    targets,
                    attacks::pawn_attacks(color, from),
                    "{color:?} {from}"
                );
            }
        }
    }
}
