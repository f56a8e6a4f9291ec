//! X-FEN and Shredder-FEN reading and writing: round trips over the perft suite and a table
//! of malformed FENs with the field and reason each must report.

use crc_rules_core::{FenField, Setup, Square};

fn suite_fens() -> Vec<&'static str> {
    let fens: Vec<&str> = crc_testdata::perft_suite().iter().map(|c| c.fen).collect();
    assert!(fens.len() > 50, "perft.txt lost its rows");
    fens
}

#[test]
fn every_suite_fen_round_trips() {
    for fen in suite_fens() {
        let setup = Setup::from_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
        let xfen = setup.to_fen();
        assert_eq!(Setup::from_fen(&xfen).unwrap(), setup, "{fen}");
        let shredder = setup.to_shredder_fen();
        assert_eq!(Setup::from_fen(&shredder).unwrap(), setup, "{fen}");
        // Placement, side, en passant and clocks are written exactly as read.
        let fields: Vec<&str> = fen.split(' ').collect();
        let written: Vec<&str> = xfen.split(' ').collect();
        assert_eq!(fields[0], written[0]);
        assert_eq!(fields[1], written[1]);
        assert_eq!(fields[3..], written[3..], "{fen}");
    }
}

#[test]
fn castling_letters_and_kqkq_name_the_same_rooks() {
    let letters =
        Setup::from_fen("nrbqkbarcn/pppppppppp/10/10/10/10/PPPPPPPPPP/NRBQKBARCN w BHbh - 0 1")
            .unwrap();
    let kqkq =
        Setup::from_fen("nrbqkbarcn/pppppppppp/10/10/10/10/PPPPPPPPPP/NRBQKBARCN w KQkq - 0 1")
            .unwrap();
    assert_eq!(letters, kqkq);
    let mixed =
        Setup::from_fen("nrbqkbarcn/pppppppppp/10/10/10/10/PPPPPPPPPP/NRBQKBARCN w bKQh - 0 1")
            .unwrap();
    assert_eq!(mixed, kqkq);
}

#[test]
fn inner_rook_rights_are_written_as_letters() {
    // Two white rooks on the king side: the right of the inner one (g1) needs its letter.
    let setup = Setup::from_fen("4k5/10/10/10/10/10/10/R3K1R2R w GQ - 0 1").unwrap();
    assert_eq!(setup.to_fen(), "4k5/10/10/10/10/10/10/R3K1R2R w GQ - 0 1");
    let outer = Setup::from_fen("4k5/10/10/10/10/10/10/R3K1R2R w JA - 0 1").unwrap();
    assert_eq!(outer.to_fen(), "4k5/10/10/10/10/10/10/R3K1R2R w KQ - 0 1");
    assert_eq!(
        outer.to_shredder_fen(),
        "4k5/10/10/10/10/10/10/R3K1R2R w JA - 0 1"
    );
}

#[test]
fn castling_and_en_passant_are_read_not_judged() {
    // Reading checks the text only: rights and en-passant squares that cannot be used are
    // kept as written, for the position's validation to report or for lenient loading to
    // drop (crc-rules-movegen's tests cover both).
    let cases = [
        // Two rights on one side of the king.
        (
            "4k5/10/10/10/10/10/10/R3K1R2R w GJ - 0 1",
            vec![Square::G1, Square::J1],
        ),
        // A file letter with no rook on it.
        ("4k5/10/10/10/10/10/10/4K5 w G - 0 1", vec![Square::G1]),
        // K without a rook on the king side names the corner.
        ("4k5/10/10/10/10/10/10/4K5 w K - 0 1", vec![Square::J1]),
        // K and Q without a king on the back rank name the corners.
        (
            "4k5/10/10/10/10/10/4K5/R8R w KQ - 0 1",
            vec![Square::A1, Square::J1],
        ),
    ];
    for (fen, rights) in cases {
        let setup = Setup::from_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
        assert_eq!(
            setup.castling_rights.into_iter().collect::<Vec<_>>(),
            rights,
            "{fen}"
        );
    }
    let start = "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR";
    for ep in ["e3", "e6"] {
        let setup = Setup::from_fen(&format!("{start} w KQkq {ep} 0 1")).unwrap();
        assert_eq!(setup.ep_square.map(|s| s.to_string()), Some(ep.to_owned()));
    }
}

#[test]
fn quoted_input_is_cut_short() {
    let fen = format!("10/10/10/10/10/10/10/4K5 {} - - 0 1", "w".repeat(10_000));
    let message = Setup::from_fen(&fen).unwrap_err().to_string();
    assert!(message.len() < 160, "{message}");
    assert!(message.contains("(10000 characters)"), "{message}");
}

#[test]
fn clocks_may_be_left_out() {
    let setup = Setup::from_fen("4k5/10/10/10/10/10/10/4K5 b -  -").unwrap();
    assert_eq!(setup.to_fen(), "4k5/10/10/10/10/10/10/4K5 b - - 0 1");
}

#[test]
fn malformed_fens_name_field_and_reason() {
    let start = "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR";
    let cases: Vec<(String, FenField, &str)> = vec![
        (String::new(), FenField::Whole, "empty"),
        ("   ".into(), FenField::Whole, "empty"),
        (format!("{start} w KQkq - 0"), FenField::Whole, "5 fields"),
        (
            format!("{start} w KQkq - 0 1 x"),
            FenField::Whole,
            "7 fields",
        ),
        (
            "10/10/10/10/10/10/10 w - - 0 1".into(),
            FenField::Placement,
            "7 ranks",
        ),
        (
            "10/10/10/10/10/10/10/10/10 w - - 0 1".into(),
            FenField::Placement,
            "9 ranks",
        ),
        (
            "rnabqkbcnrr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w - - 0 1".into(),
            FenField::Placement,
            "rank 8 describes 11 squares",
        ),
        (
            "rnabqkbcnr/pppppppppp/55/10/10/10/PPPPPPPPPP/RNABQKBCNR w - - 0 1".into(),
            FenField::Placement,
            "rank 6 describes 55 squares",
        ),
        (
            // Found by the fen fuzz target: a run of digits too long for usize overflowed.
            format!("4k5/1P8/10/10/10/10/10/{} w - - 0 1", "4".repeat(60)),
            FenField::Placement,
            "rank 1 describes",
        ),
        (
            "rnabqkbcnr/pppppppppp/9/10/10/10/PPPPPPPPPP/RNABQKBCNR w - - 0 1".into(),
            FenField::Placement,
            "rank 6 describes 9 squares",
        ),
        (
            "rnabqkbcnr/pppppppppp/0/10/10/10/PPPPPPPPPP/RNABQKBCNR w - - 0 1".into(),
            FenField::Placement,
            "count \"0\"",
        ),
        (
            "rnabqkbcnr/pppppppppp/010/10/10/10/PPPPPPPPPP/RNABQKBCNR w - - 0 1".into(),
            FenField::Placement,
            "count \"010\"",
        ),
        (
            "rnabqkbcnr/pppppppppp/10/4x5/10/10/PPPPPPPPPP/RNABQKBCNR w - - 0 1".into(),
            FenField::Placement,
            "'x', which is not a piece letter",
        ),
        (
            "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR/ w - - 0 1".into(),
            FenField::Placement,
            "9 ranks",
        ),
        (
            format!("{start} x KQkq - 0 1"),
            FenField::Side,
            "\"x\" is not a side",
        ),
        (
            format!("{start} W KQkq - 0 1"),
            FenField::Side,
            "\"W\" is not a side",
        ),
        (
            format!("{start} w KQkz - 0 1"),
            FenField::Castling,
            "'z' is not",
        ),
        (
            format!("{start} w KK - 0 1"),
            FenField::Castling,
            "'K' is named twice",
        ),
        (
            format!("{start} w K- - 0 1"),
            FenField::Castling,
            "must stand alone",
        ),
        (
            format!("{start} w KJ - 0 1"),
            FenField::Castling,
            "'J' is named twice",
        ),
        (
            "r3k4r/10/10/10/10/10/10/4K5 w kq - 0 1".into(),
            FenField::Castling,
            "",
        ),
        (
            format!("{start} w KQkq e9 0 1"),
            FenField::EnPassant,
            "\"e9\" is not a square",
        ),
        (
            format!("{start} w KQkq - -1 1"),
            FenField::HalfmoveClock,
            "\"-1\" is not a whole number",
        ),
        (
            format!("{start} w KQkq - x 1"),
            FenField::HalfmoveClock,
            "not a whole number",
        ),
        (
            format!("{start} w KQkq - 0 0"),
            FenField::FullmoveNumber,
            "start at 1",
        ),
        (
            format!("{start} w KQkq - 0 99999999999"),
            FenField::FullmoveNumber,
            "not a whole number",
        ),
    ];
    for (fen, field, reason) in cases {
        match Setup::from_fen(&fen) {
            Ok(setup) if reason.is_empty() => {
                // A right that is valid for Black (king e8, rooks a8 and j8) is accepted.
                assert_eq!(setup.castling_rights.count(), 2, "{fen}");
            }
            Ok(_) => panic!("{fen:?} was accepted; expected {field}: {reason}"),
            Err(err) => {
                assert_eq!(err.field, field, "{fen:?}: {err}");
                assert!(
                    err.to_string().contains(reason),
                    "{fen:?}: {err} lacks {reason:?}"
                );
            }
        }
    }
}
