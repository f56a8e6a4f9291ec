//! The perft suite of `testdata/perft.txt` (counts from an independent engine). A release
//! build runs every depth of every line; a debug build runs the depths up to a node limit.

use crc_core::Color;
use crc_movegen::{FenError, Position, PositionErrorKind};
use crc_testdata::PerftCase;

/// Depths whose count exceeds this are left to release builds.
const DEBUG_NODE_LIMIT: u64 = 300_000;

/// Suite lines whose position the rules rule out, with the reason we must report. The reference
/// engine does not validate FENs and counts moves that capture the king; this library refuses
/// the position instead ("side to move can capture the king", X-FEN errors).
const NOT_PLAYABLE: [(&str, PositionErrorKind); 1] = [(
    "3k6/10/10/10/10/10/6p3/5K4 b - - 0 1",
    PositionErrorKind::OppositeCheck(Color::White),
)];

fn cases() -> Vec<PerftCase> {
    let cases = crc_testdata::perft_suite();
    assert!(
        cases.len() > 100,
        "perft.txt lost its lines: {}",
        cases.len()
    );
    cases
}

#[test]
fn every_suite_line_matches_at_every_depth() {
    let release = !cfg!(debug_assertions);
    let mut checked = 0;
    for case in cases() {
        if let Some((_, reason)) = NOT_PLAYABLE.iter().find(|(fen, _)| *fen == case.fen) {
            let err = Position::from_fen(case.fen).expect_err("a position the rules forbid");
            assert!(
                matches!(err, FenError::Position(ref e) if e.reasons().contains(reason)),
                "{err}"
            );
            continue;
        }
        let position = Position::from_fen(case.fen)
            .unwrap_or_else(|e| panic!("{} ({}): {e}", case.fen, case.note));
        for &(depth, expected) in &case.counts {
            if release || expected <= DEBUG_NODE_LIMIT {
                assert_eq!(
                    position.perft(depth),
                    expected,
                    "perft({depth}) of {} ({})",
                    case.fen,
                    case.note
                );
                checked += 1;
            }
        }
    }
    assert!(checked > 200, "only {checked} counts checked");
}

#[test]
fn divide_adds_up_to_perft() {
    for case in cases().iter().take(30) {
        let Ok(position) = Position::from_fen(case.fen) else {
            continue;
        };
        let (depth, expected) = case.counts[case.counts.len().min(2) - 1];
        let total: u64 = position.divide(depth).iter().map(|(_, n)| n).sum();
        assert_eq!(total, expected, "{}", case.fen);
    }
}
