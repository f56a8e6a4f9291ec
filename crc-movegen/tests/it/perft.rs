//! The perft suite of `testdata/perft.txt` (counts from an independent engine). A release
//! build runs every depth of every line; a debug build runs the depths up to a node limit.

use crc_rules_core::Color;
use crc_rules_movegen::{
    check_perft_depth, FenError, PerftDepthError, PerftOptions, PerftTable, Position,
    PositionErrorKind, MAX_PERFT_DEPTH,
};
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
        let total: u64 = position.divide(depth).unwrap().iter().map(|(_, n)| n).sum();
        assert_eq!(total, expected, "{}", case.fen);
    }
}

/// Perft at depth 0 counts the position itself; a divide there is refused, as above the
/// limit, with the one message every door gives.
#[test]
fn perft_zero_is_one_and_divide_zero_is_refused() {
    let position = Position::from_number(25933).unwrap();
    assert_eq!(position.perft(0), 1);
    assert_eq!(position.perft_with(0, &PerftOptions::default()), 1);
    for depth in [0, MAX_PERFT_DEPTH + 1] {
        let error = position.divide(depth).unwrap_err();
        assert_eq!(
            error,
            PerftDepthError {
                depth: i64::from(depth),
                divide: true
            }
        );
        let options = PerftOptions::default();
        assert_eq!(position.divide_with(depth, &options, |_, _| {}), Err(error));
    }
    assert_eq!(
        check_perft_depth(-1, false).unwrap_err().to_string(),
        "perft depth -1 is out of range: 0 to 10"
    );
    assert_eq!(check_perft_depth(10, true), Ok(10));
}

/// Hashed, threaded, and hashed threaded perft each give the suite's counts: every line at
/// depth 3 (or its deepest count below that), and a few lines at depth 5, where the table
/// is hit and threads split the second ply.
#[test]
fn hashed_and_threaded_perft_equal_the_suite() {
    let variants = [
        PerftOptions {
            threads: 1,
            hash_mb: 1,
        },
        PerftOptions {
            threads: 2,
            hash_mb: 0,
        },
        PerftOptions {
            threads: 2,
            hash_mb: 1,
        },
        PerftOptions {
            threads: 0,
            hash_mb: 1,
        },
    ];
    let mut checked = 0;
    for case in cases() {
        let Ok(position) = Position::from_fen(case.fen) else {
            continue;
        };
        let Some(&(depth, expected)) = case.counts.iter().rev().find(|(d, _)| *d <= 3) else {
            continue;
        };
        for options in &variants {
            assert_eq!(
                position.perft_with(depth, options),
                expected,
                "perft({depth}) of {} with {options:?}",
                case.fen
            );
        }
        checked += 1;
    }
    assert!(checked > 100, "only {checked} lines checked");

    let deep = [
        "Gothic array",
        "king in check, no castling",
        "castling rook shields king from rook a1",
        "six promotions",
        "simple castling both sides",
        "ep discovered check along rank",
    ];
    let release = !cfg!(debug_assertions);
    for note in deep {
        let case = crc_testdata::perft_case(note);
        let expected = case.count(5).expect("a depth-5 count");
        if !release && expected > DEBUG_NODE_LIMIT {
            continue;
        }
        let position = Position::from_fen(case.fen).unwrap();
        for options in &variants {
            assert_eq!(
                position.perft_with(5, options),
                expected,
                "perft(5) of {note} with {options:?}"
            );
        }
    }
}

/// A table far too small for the tree forces replacements and collisions of buckets; the
/// counts must not change, and a divide with a table must add up to the hashed total.
#[test]
fn a_tiny_table_and_a_hashed_divide_stay_exact() {
    let case = crc_testdata::perft_case("capablanca-like king f castles");
    let position = Position::from_fen(case.fen).unwrap();
    let expected = case.count(4).unwrap();
    let tiny = PerftOptions {
        threads: 2,
        hash_mb: 1,
    };
    let divide = position.divide_with(4, &tiny, |_, _| {}).unwrap();
    assert_eq!(divide, position.divide(4).unwrap());
    assert_eq!(divide.iter().map(|(_, n)| n).sum::<u64>(), expected);
}

/// One table kept over many counts, of every suite line at its depths within the node
/// limit, in turn: what a worker that counts unit after unit does. Entries of one position
/// must never answer for another, and a size no machine has is refused, not aborted on.
#[test]
fn a_table_kept_from_count_to_count_stays_exact() {
    let table = PerftTable::new(1).unwrap();
    assert!(table.bytes() <= 1 << 20);
    let mut counted = 0;
    for case in cases() {
        let Ok(position) = Position::from_fen(case.fen) else {
            continue;
        };
        for &(depth, nodes) in &case.counts {
            if nodes <= DEBUG_NODE_LIMIT {
                assert_eq!(
                    position.perft_in(depth, &table),
                    nodes,
                    "{} at {depth}",
                    case.fen
                );
                counted += 1;
            }
        }
    }
    assert!(counted > 300, "{counted}");
    assert!(PerftTable::new(usize::MAX).is_err());
}
