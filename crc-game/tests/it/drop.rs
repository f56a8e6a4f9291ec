//! A GUI's drags: `drop_targets` lists exactly the squares `move_from_to` takes, and every
//! legal move is the drag of its own squares, in every position of the perft suite and in
//! the positions one move on.

use crc_rules_core::{Bitboard, Square};
use crc_rules_game::{drop_targets, move_from_to};
use crc_rules_movegen::{IllegalReason, ParseMoveError, Position};

/// The squares a drop from `from` is taken on, by asking `move_from_to` of every square.
fn squares_taken(position: &Position, from: Square) -> Vec<Square> {
    Square::ALL
        .into_iter()
        .filter(|&to| match move_from_to(position, from, to, None) {
            Ok(mv) => mv.from() == from,
            Err(ParseMoveError::Illegal { reason, .. }) => {
                reason == IllegalReason::PromotionRequired
            }
            Err(_) => false,
        })
        .collect()
}

fn check(position: &Position) -> usize {
    let mut castles = 0;
    for mv in position.legal_moves() {
        let dragged = move_from_to(position, mv.from(), mv.to(), mv.promotion())
            .unwrap_or_else(|e| panic!("{mv} in {}: {e}", position.to_fen()));
        assert_eq!(dragged, mv, "in {}", position.to_fen());
        if let Some(side) = mv.castling_side() {
            castles += 1;
            let king_to = side.king_to(position.turn());
            let by_destination = move_from_to(position, mv.from(), king_to, None);
            if king_to != mv.from() {
                assert!(
                    by_destination.is_ok(),
                    "{mv} by {king_to} in {}",
                    position.to_fen()
                );
            }
        }
    }
    let own = position.board().by_color(position.turn());
    for from in Square::ALL {
        // Without a piece of the side to move, no drop is a move: asked of own pieces only.
        let expected = if own.contains(from) {
            squares_taken(position, from)
        } else {
            Vec::new()
        };
        assert_eq!(
            drop_targets(position, from),
            expected,
            "from {from} in {}",
            position.to_fen()
        );
    }
    castles
}

#[test]
fn drop_targets_are_the_squares_move_from_to_takes() {
    let mut positions = 0;
    let mut castles = 0;
    for case in crc_testdata::perft_suite() {
        // The suite's few positions the rules forbid (perft.rs names them) have no drags.
        let Ok(start) = Position::from_fen(case.fen) else {
            continue;
        };
        castles += check(&start);
        positions += 1;
        for mv in start.legal_moves() {
            let mut next = start;
            next.play_unchecked(mv);
            castles += check(&next);
            positions += 1;
        }
    }
    assert!(positions > 1000, "{positions}");
    assert!(castles > 100, "{castles}");
}

#[test]
fn a_piece_of_the_side_not_to_move_or_an_empty_square_has_no_targets() {
    let position = Position::from_fen("4k5/10/10/10/10/10/10/4K4R w K - 0 1").expect("FEN");
    let black_king = "e8".parse::<Square>().expect("a square");
    assert!(drop_targets(&position, black_king).is_empty());
    let empty = "e4".parse::<Square>().expect("a square");
    assert!(drop_targets(&position, empty).is_empty());
    let white_king = "e1".parse::<Square>().expect("a square");
    let targets: Bitboard = drop_targets(&position, white_king).into_iter().collect();
    for name in ["i1", "j1", "d1", "f1", "d2", "e2", "f2"] {
        assert!(
            targets.contains(name.parse::<Square>().expect("a square")),
            "{name}"
        );
    }
}
