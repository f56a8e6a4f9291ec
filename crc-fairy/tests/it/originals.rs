//! What pyffish 0.0.90 and ffish 0.7.10 answered when they were run (crc-py/tests/
//! differential.py and crc-wasm/tests/ffish-differential.mjs compare with them at random):
//! promoted marks, the three forms of a move, and the game ply at the edges of its `int`.

use crc_rules_fairy::{MoveForm, Replay};

/// The replay of `moves` from `fen`, chess960 off.
fn replayed(fen: &str, moves: &[&str]) -> Replay {
    Replay::new(fen, moves, false).unwrap()
}

fn written(fen: &str, uci: &str, form: MoveForm) -> String {
    let replay = Replay::load(fen).unwrap();
    form.write(replay.position(), replay.find(uci, false).unwrap())
}

#[test]
fn a_mark_after_a_piece_is_kept_and_follows_it() {
    let kept = replayed("4k5/10/10/10/10/10/10/4K4Q~ w - - 0 1", &["e1d1", "e8d8"]);
    let promoted = replayed(
        "4k5/1P8/10/10/10/10/10/4K5 w - - 0 1",
        &["b7b8q", "e8d7", "b8b1"],
    );
    // A capture takes the mark with the piece; a mark after no piece is passed over.
    let taken = replayed("4k4q~/10/10/10/10/10/10/4K4Q~ w - - 0 1", &["j1j8"]);
    let stray = Replay::load("4k5/10/10/10/10/10/10/~4K5 w - - 0 1").unwrap();
    // The FEN each shows with its marks.
    for (replay, marked) in [
        (&kept, "3k6/10/10/10/10/10/10/3K5Q~ w - - 2 2"),
        (&promoted, "10/3k6/10/10/10/10/10/1Q~2K5 b - - 2 2"),
        (&taken, "4k4Q~/10/10/10/10/10/10/4K5 b - - 0 1"),
        (&stray, "4k5/10/10/10/10/10/10/4K5 w - - 0 1"),
    ] {
        assert_eq!(replay.fen_with(false, true), marked);
    }
    assert_eq!(kept.fen(false), "3k6/10/10/10/10/10/10/3K5Q w - - 2 2");
    assert_eq!(promoted.sfen(true), "10/3k6/10/10/10/10/10/1Q~2K5 w - 4");
}

#[test]
fn the_pawn_letter_form_tells_pawns_apart_as_pieces() {
    let pawn_letter = |fen: &str, uci: &str| written(fen, uci, MoveForm::PawnLetter);
    let start = "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1";
    assert_eq!(pawn_letter(start, "g2g4"), "Pg4");
    assert_eq!(pawn_letter(start, "b1c3"), "Nc3");
    let two = "4k5/10/10/3p6/2P1P5/10/10/4K5 w - - 0 1";
    assert_eq!(pawn_letter(two, "c4d5"), "Pcxd5");
    assert_eq!(written(two, "c4d5", MoveForm::San), "cxd5");
    assert_eq!(pawn_letter(two, "e4e5"), "Pe5");
    let ep = "4k5/10/10/3pP5/10/10/10/4K5 w - d6 0 1";
    assert_eq!(pawn_letter(ep, "e5d6"), "Pxd6");
    assert_eq!(written(ep, "e5d6", MoveForm::Lan), "e5xd6");
    let promotion = "4k5/1P8/10/10/10/10/10/R3K4R w KQ - 0 1";
    assert_eq!(pawn_letter(promotion, "b7b8q"), "Pb8=Q+");
    assert_eq!(pawn_letter(promotion, "e1i1"), "O-O");
}

#[test]
fn each_original_maps_the_notation_numbers_its_way() {
    assert_eq!(MoveForm::of_pyffish(0), Ok(MoveForm::San));
    assert_eq!(MoveForm::of_ffish(0), Ok(MoveForm::PawnLetter));
    for of in [MoveForm::of_pyffish, MoveForm::of_ffish] {
        assert_eq!(of(1), Ok(MoveForm::San));
        assert_eq!(of(2), Ok(MoveForm::Lan));
        assert_eq!(of(-1), Ok(MoveForm::PawnLetter));
        assert_eq!(of(10), Ok(MoveForm::PawnLetter));
        assert!((3..=9).all(|n| of(n).is_err()));
    }
}

#[test]
fn the_game_ply_is_an_int_that_wraps() {
    for (field, ply, fullmove) in [
        ("0", 0, 1),
        ("-", 0, 1),
        ("-3", 0, 1),
        ("100", 198, 100),
        ("1073741824", 2147483646, 1073741824),
        ("1073741825", 0, 1),
        ("2147483647", 0, 1),
        ("4294967296", 0, 1),
    ] {
        let replay = Replay::load(&format!("4k5/10/10/10/10/10/10/4K4Q w - - 0 {field}")).unwrap();
        assert_eq!(
            (replay.game_ply(), replay.fullmove_number()),
            (ply, fullmove),
            "{field}"
        );
        assert!(
            replay.fen(false).ends_with(&format!(" 0 {fullmove}")),
            "{field}"
        );
    }
    let replay = replayed("4k5/10/10/10/10/10/10/4K4Q b - - 0 1073741824", &["e8d8"]);
    assert_eq!(
        (replay.game_ply(), replay.fullmove_number()),
        (i32::MIN, -1073741823)
    );
    assert_eq!(
        replay.fen(false),
        "3k6/10/10/10/10/10/10/4K4Q w - - 1 -1073741823"
    );
    assert_eq!(
        replay.sfen(false),
        "3k6/10/10/10/10/10/10/4K4Q b - -2147483647"
    );
}
