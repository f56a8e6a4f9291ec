//! Notation, outcomes, repetition and PGN of crc-rules-game, one rule a test.

use crc_rules_core::{Color, Role, RuleSet};
use crc_rules_game::{
    from_pgn, has_insufficient_material, parse_san, san, Game, GameResult, NothingToUndo, Outcome,
    PgnError, PgnErrorKind, PlayError, Reason, SanError,
};
use crc_rules_movegen::{IllegalReason, Position};

fn pos(fen: &str) -> Position {
    Position::from_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn sans_to(position: &Position, to: &str) -> Vec<String> {
    let mut out: Vec<String> = position
        .legal_moves()
        .iter()
        .filter(|m| m.to().to_string() == to)
        .map(|m| san(position, *m))
        .collect();
    out.sort();
    out
}

#[test]
fn san_disambiguates_by_file_then_rank_then_square() {
    // Queens a4, a6, c6 all reach b5: a4 shares the file with a6 (rank then), a6 shares
    // file and rank (square), c6 has a file of its own.
    let position = pos("9k/10/Q1Q7/10/Q9/10/10/4K5 w - - 0 1");
    assert_eq!(sans_to(&position, "b5"), ["Q4b5", "Qa6b5", "Qcb5"]);
    // Rooks a6 and a4 to a5: the same file, so the rank.
    let position = pos("4k5/10/R9/10/R9/10/10/4K5 w - - 0 1");
    assert_eq!(sans_to(&position, "a5"), ["R4a5", "R6a5"]);
}

#[test]
fn san_ignores_pinned_rivals() {
    // The e2 knight is pinned by the e5 rook, so c2-d4 needs no disambiguation.
    let position = pos("4k5/10/10/4r5/10/10/2N1N5/4K5 w - - 0 1");
    assert_eq!(sans_to(&position, "d4"), ["Nd4"]);
}

#[test]
fn san_of_castling_promotion_capture_check_and_mate() {
    let castling = pos("2k7/10/10/10/10/10/10/R3K4R w KQ - 0 1");
    let mut moves: Vec<String> = castling
        .legal_moves()
        .iter()
        .filter(|m| m.is_castle())
        .map(|m| san(&castling, *m))
        .collect();
    moves.sort();
    assert_eq!(moves, ["O-O", "O-O-O"]);
    let promotion = pos("4k5/1P8/10/10/10/10/10/4K5 w - - 0 1");
    let mut moves = sans_to(&promotion, "b8");
    moves.sort();
    assert_eq!(moves, ["b8=A", "b8=B", "b8=C+", "b8=N", "b8=Q+", "b8=R+"]);
    let ep = pos("rnabqkbcnr/ppp1pppppp/10/3pP5/10/10/PPPP1PPPPP/RNABQKBCNR w KQkq d6 0 3");
    assert_eq!(sans_to(&ep, "d6"), ["exd6"]);
    let mate = pos("k9/10/1K8/10/10/10/10/9C w - - 0 1");
    assert_eq!(sans_to(&mate, "j8"), ["Cj8#"]);
    let archbishop = pos("k9/10/10/1KA7/10/10/10/10 w - - 0 1");
    assert_eq!(sans_to(&archbishop, "b6"), ["Ab6+", "Kb6"]);
}

#[test]
fn san_parsing_is_lenient() {
    let position = pos("2k7/10/10/10/10/10/4n5/R3K4R w KQ - 0 1");
    let capture = parse_san(&position, "Kxe2").unwrap();
    for text in ["Ke2", "Kxe2+", "Ke2!?", "Kxe2#"] {
        assert_eq!(parse_san(&position, text).unwrap(), capture, "{text}");
    }
    let castle = pos("2k7/10/10/10/10/10/10/R3K4R w KQ - 0 1");
    let o_o = parse_san(&castle, "O-O").unwrap();
    assert_eq!(parse_san(&castle, "0-0").unwrap(), o_o);
    assert_eq!(o_o.to_uci(), "e1j1");
    let promotion = pos("4k5/1P8/10/10/10/10/10/4K5 w - - 0 1");
    let chancellor = parse_san(&promotion, "b8=C").unwrap();
    assert_eq!(parse_san(&promotion, "b8C+").unwrap(), chancellor);
    assert_eq!(chancellor.to_uci(), "b7b8c");
}

#[test]
fn san_errors_say_what_is_wrong() {
    let position = pos("4k5/10/10/10/10/10/2N3N3/4K5 w - - 0 1");
    match parse_san(&position, "Ne3") {
        Err(SanError::Ambiguous { candidates, .. }) => assert_eq!(
            candidates
                .iter()
                .map(ToString::to_string)
                .collect::<Vec<_>>(),
            ["Nce3", "Nge3"]
        ),
        other => panic!("{other:?}"),
    }
    let cases = [
        ("Qd4", "white has no queen"),
        ("Nc5", "no knight can move from there to c5"),
        ("Ke1", "no king can move"),
        ("Z4", "is not a move in SAN"),
        ("", "is not a move in SAN"),
        ("O-O", "no castling right"),
    ];
    for (text, reason) in cases {
        let err = parse_san(&position, text).unwrap_err().to_string();
        assert!(err.contains(reason), "{text}: {err}");
    }
    let pinned = pos("4k5/10/10/4r5/10/10/4N5/4K5 w - - 0 1");
    let err = parse_san(&pinned, "Nd4").unwrap_err().to_string();
    assert!(err.contains("leave the king in check"), "{err}");
    let blocked = pos("4k5/10/10/10/10/10/P9/R3K5 w Q - 0 1");
    let err = parse_san(&blocked, "Ra3").unwrap_err().to_string();
    assert!(err.contains("blocked"), "{err}");
    let err = parse_san(&blocked, "Rb3").unwrap_err().to_string();
    assert!(err.contains("no rook can move"), "{err}");
    let err = parse_san(&blocked, "Rf1").unwrap_err().to_string();
    assert!(err.contains("blocked"), "{err}");
    let promotion = pos("4k5/1P8/10/10/10/10/10/4K5 w - - 0 1");
    let err = parse_san(&promotion, "b8").unwrap_err().to_string();
    assert!(err.contains("must promote"), "{err}");
}

/// A pawn that can only capture on d6, named as a push there: the reason is that no pawn
/// fits, not one about the capture, which is legal.
#[test]
fn a_capture_written_as_a_push_has_no_pawn_that_fits() {
    let capture = pos("4k5/10/3p6/4P5/10/10/10/4K5 w - - 0 1");
    assert_eq!(parse_san(&capture, "exd6").unwrap().to_uci(), "e5d6");
    match parse_san(&capture, "d6") {
        Err(SanError::Illegal { reason, .. }) => {
            assert_eq!(reason, IllegalReason::NoSuchPiece(Color::White, Role::Pawn))
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn game_accepts_every_notation_and_keeps_illegal_moves_out() {
    let mut game =
        Game::from_fen("r4k3r/1pppppppp1/10/10/10/10/1PPPPPPPP1/R4K3R w KQkq - 0 1").unwrap();
    for (text, expected) in [("f1j1", "O-O"), ("O-O-O", "O-O-O")] {
        assert_eq!(game.play_text(text).unwrap(), expected);
    }
    let before = game.fen();
    for bad in ["e2e5", "Qd4", "O-O", "xx", "b2b1q"] {
        assert!(game.play_text(bad).is_err(), "{bad}");
        assert_eq!(game.fen(), before, "a failed move changes nothing");
    }
    assert_eq!(game.undo().map(|m| m.to_uci()), Ok("f8a8".to_owned()));
    assert_eq!(game.play_text("0-0-0").unwrap(), "O-O-O");
    let mut fresh =
        Game::from_fen("r4k3r/1pppppppp1/10/10/10/10/1PPPPPPPP1/R4K3R w KQkq - 0 1").unwrap();
    assert_eq!(
        fresh.play_text("f1i1").unwrap(),
        "O-O",
        "the king's destination form"
    );
}

#[test]
fn checkmate_and_stalemate_end_the_game() {
    let mut game = Game::from_fen("k9/10/1K8/10/10/10/10/9C w - - 0 1").unwrap();
    game.play_text("Cj8").unwrap();
    assert_eq!(
        game.outcome(),
        Some(Outcome {
            result: GameResult::WhiteWins,
            reason: Reason::Checkmate
        })
    );
    assert!(matches!(game.play_text("Kb7"), Err(PlayError::GameOver(_))));
    let mut game = Game::from_fen("k9/2Q7/10/1K8/10/10/10/10 w - - 0 1").unwrap();
    game.play_text("Kb6").unwrap();
    assert_eq!(game.outcome().unwrap().to_string(), "stalemate 1/2-1/2");
}

#[test]
fn insufficient_material_per_side() {
    let cases = [
        // (fen, white cannot win, black cannot win)
        ("4k5/10/10/10/10/10/10/4K5 w - - 0 1", true, true),
        ("4k5/10/10/10/10/10/10/4K4N w - - 0 1", true, true),
        ("4k4n/10/10/10/10/10/10/4K4N w - - 0 1", false, false),
        ("4k5/10/10/10/10/10/10/4KB3B w - - 0 1", true, true),
        ("4k5/10/10/10/10/10/10/4KBB3 w - - 0 1", false, true),
        ("4k5/10/10/10/10/10/b9/4KB4 w - - 0 1", true, true),
        ("4k5/10/10/10/10/10/1b8/4KB4 w - - 0 1", false, false),
        ("4k5/10/10/10/10/10/10/4K4A w - - 0 1", false, true),
        ("4k5/10/10/10/10/10/P9/4K5 w - - 0 1", false, true),
        ("4k5/10/10/10/10/10/10/3NK4N w - - 0 1", false, true),
    ];
    for (fen, white, black) in cases {
        let position = pos(fen);
        assert_eq!(
            has_insufficient_material(&position, Color::White),
            white,
            "white in {fen}"
        );
        assert_eq!(
            has_insufficient_material(&position, Color::Black),
            black,
            "black in {fen}"
        );
        let game = Game::from_position(position);
        let drawn = game.outcome()
            == Some(Outcome {
                result: GameResult::Draw,
                reason: Reason::InsufficientMaterial,
            });
        assert_eq!(drawn, white && black, "{fen}");
    }
}

#[test]
fn repetition_threefold_claim_and_fivefold_end() {
    let mut game = Game::from_number(25933).unwrap();
    let shuffle = ["Nh3", "Nh6", "Ni1", "Ni8"];
    assert_eq!(game.repetition_count(), 1);
    for round in 1..=4 {
        for mv in shuffle {
            game.play_text(mv).unwrap();
        }
        assert_eq!(game.repetition_count(), round + 1);
        match round + 1 {
            2 => assert_eq!(game.can_claim_draw(), None),
            3 | 4 => assert_eq!(game.can_claim_draw(), Some(Reason::ThreefoldRepetition)),
            _ => {
                assert_eq!(game.outcome().unwrap().reason, Reason::FivefoldRepetition);
                assert_eq!(game.can_claim_draw(), None);
            }
        }
    }
    game.undo().expect("a move to take back");
    assert_eq!(game.outcome(), None);
    game.play_text("Ni8").unwrap();
    assert!(matches!(game.claim_draw(), Err(PlayError::GameOver(_))));
    let mut early = Game::from_number(25933).unwrap();
    assert_eq!(early.claim_draw(), Err(PlayError::NoClaim));
}

#[test]
fn en_passant_possibility_counts_for_repetition() {
    // After d7d5 the e5 pawn may take en passant; the same placement later, without that
    // possibility, is a different position.
    let mut game = Game::from_fen("4k5/3p6/10/4P5/10/10/10/4K5 b - - 0 1").unwrap();
    for mv in ["d5", "Ke2", "Ke7", "Ke1", "Ke8"] {
        game.play_text(mv).unwrap();
    }
    assert_eq!(game.repetition_count(), 1);
    for mv in ["Ke2", "Ke7", "Ke1", "Ke8"] {
        game.play_text(mv).unwrap();
    }
    assert_eq!(game.repetition_count(), 2);
}

#[test]
fn fifty_move_claim_and_seventy_five_move_end() {
    let mut game = Game::from_fen("4k5/10/10/10/10/10/10/R3K5 w - - 99 80").unwrap();
    assert_eq!(game.can_claim_draw(), None);
    game.play_text("Ra2").unwrap();
    assert_eq!(game.can_claim_draw(), Some(Reason::FiftyMoveRule));
    assert_eq!(
        game.claim_draw().unwrap().to_string(),
        "fifty-move rule 1/2-1/2"
    );
    let mut game = Game::from_fen("4k5/10/10/10/10/10/10/R3K5 w - - 149 80").unwrap();
    game.play_text("Ra2").unwrap();
    assert_eq!(game.outcome().unwrap().reason, Reason::SeventyFiveMoveRule);
    // A mate on the 150th half-move still wins.
    let mut game = Game::from_fen("k9/10/1K8/10/10/10/10/9C w - - 149 80").unwrap();
    game.play_text("Cj8").unwrap();
    assert_eq!(game.outcome().unwrap().reason, Reason::Checkmate);
}

#[test]
fn resignation_and_agreement_are_recorded() {
    let mut game = Game::from_seed(11, RuleSet::Crc);
    assert_eq!(
        game.resign(Color::White).unwrap().to_string(),
        "resignation 0-1"
    );
    assert!(game.agree_draw().is_err());
    let mut game = Game::from_seed(11, RuleSet::Crc);
    assert_eq!(game.agree_draw().unwrap().to_string(), "agreement 1/2-1/2");
}

#[test]
fn pgn_export_and_import() {
    let mut game = Game::from_seed(2024, RuleSet::Crc);
    let number = game.start_number().expect("a CRC start");
    let mut plies = 0;
    while game.outcome().is_none() && plies < 60 {
        let moves = game.position().legal_moves();
        let mv = moves[(plies * 7 + 3) % moves.len()];
        game.play(mv).unwrap();
        plies += 1;
    }
    let pgn = game.to_pgn();
    assert!(pgn.contains("[Variant \"Capablanca Random\"]"));
    assert!(pgn.contains("[SetUp \"1\"]"));
    assert!(pgn.contains(&format!("[FEN \"{}\"]", game.start().to_fen())));
    assert!(pgn.contains(&format!("[CRCStartNumber \"{number}\"]")));
    assert!(pgn.lines().all(|l| l.len() <= 80), "{pgn}");
    let again = from_pgn(&pgn).unwrap();
    assert_eq!(again.history(), game.history());
    assert_eq!(again.fen(), game.fen());

    let annotated = format!(
        "[Event \"x\"]\n[FEN \"{}\"]\n\n1. e4 {{a comment}} $1 e5 (1... d5 2. exd5) 2. Nf3?! ; rest\nNc6 1-0\n",
        "rnbqckabnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNBQCKABNR w KQkq - 0 1"
    );
    let annotated_game = from_pgn(&annotated);
    // Nf3 is illegal in the Gothic array (no knight reaches f3); the error names the move.
    match annotated_game {
        Err(PgnError {
            game: 1,
            line: 4,
            kind: PgnErrorKind::Move { ply: 3, text, .. },
        }) => assert_eq!(text, "Nf3?!"),
        other => panic!("{other:?}"),
    }
    let fine = annotated.replace("Nf3?!", "Nh3?!").replace("Nc6", "Nh6");
    let game = from_pgn(&fine).unwrap();
    assert_eq!(game.history(), ["e4", "e5", "Nh3", "Nh6"]);
    assert_eq!(game.outcome().unwrap().to_string(), "resignation 1-0");
    let kind = |text: &str| from_pgn(text).unwrap_err().kind;
    assert_eq!(kind("1. e4 *"), PgnErrorKind::NoStart);
    assert!(matches!(kind("[FEN \"x\"]\n\n*"), PgnErrorKind::Start(_)));
    assert!(matches!(
        kind("[CRCStartNumber \"12\"]\n\n1. e4 {open"),
        PgnErrorKind::Unclosed(_)
    ));
    assert!(matches!(kind("[FEN bad]"), PgnErrorKind::Tag(_)));
    assert_eq!(kind(""), PgnErrorKind::NoGame);
}

#[test]
fn a_pawn_push_in_san_is_never_a_capture() {
    // c2 is blocked by a knight on c3... of the opponent; b2 and d2 could take it.
    let position = pos("4k5/10/10/10/10/2n7/1PPP6/4K5 w - - 0 1");
    assert!(parse_san(&position, "c3").is_err());
    assert_eq!(parse_san(&position, "bxc3").unwrap().to_uci(), "b2c3");
    assert_eq!(parse_san(&position, "bc3").unwrap().to_uci(), "b2c3");
}

#[test]
fn pgn_results_and_reasons_round_trip() {
    // A claimed threefold repetition comes back as a claim, an agreement as an agreement.
    let mut game = Game::from_number(25933).unwrap();
    for _ in 0..2 {
        for mv in ["Nh3", "Nh6", "Ni1", "Ni8"] {
            game.play_text(mv).unwrap();
        }
    }
    let mut agreed = game.clone();
    game.claim_draw().unwrap();
    let claimed = from_pgn(&game.to_pgn()).unwrap();
    assert_eq!(
        claimed.outcome().unwrap().reason,
        Reason::ThreefoldRepetition
    );
    agreed.agree_draw().unwrap();
    let again = from_pgn(&agreed.to_pgn()).unwrap();
    assert_eq!(again.outcome().unwrap().reason, Reason::Agreement);
    // A byte-order mark before the tags is skipped.
    assert!(from_pgn(&format!("\u{feff}{}", agreed.to_pgn())).is_ok());
    // A result the moves contradict is an error.
    let mut mate = Game::from_fen("k9/10/1K8/10/10/10/10/9C w - - 0 1").unwrap();
    mate.play_text("Cj8").unwrap();
    let wrong = mate.to_pgn().replace("1-0", "0-1");
    assert!(matches!(
        from_pgn(&wrong).unwrap_err().kind,
        PgnErrorKind::Result { .. }
    ));
}

#[test]
fn a_recorded_end_can_be_taken_back() {
    let mut game = Game::from_seed(5, RuleSet::Crc);
    game.resign(Color::Black).unwrap();
    assert!(game.reopen().is_ok());
    assert_eq!(game.outcome(), None);
    assert!(game.reopen().is_err());
    game.play_text("e2e4").unwrap();
}

#[test]
fn undo_takes_back_the_move_and_the_end_declared_after_it() {
    type End = fn(&mut Game) -> Result<Outcome, PlayError>;
    let ends: [End; 3] = [
        |game| game.resign(Color::White),
        |game| game.agree_draw(),
        |game| game.claim_draw(),
    ];
    for end in ends {
        let mut game = Game::from_number(25933).unwrap();
        // Eight knight moves: the start position a third time, so a draw can be claimed.
        for mv in ["Nh3", "Nh6", "Ni1", "Ni8"].repeat(2) {
            game.play_text(mv).unwrap();
        }
        let before = game.fen();
        end(&mut game).unwrap();
        assert_eq!(game.undo().map(|mv| mv.to_uci()).as_deref(), Ok("h6i8"));
        assert_eq!(game.outcome(), None);
        assert_eq!(game.move_count(), 7);
        assert_ne!(game.fen(), before);
    }
}

#[test]
fn undo_without_a_move_changes_nothing_not_even_a_declared_end() {
    let mut game = Game::from_number(25933).unwrap();
    let outcome = game.resign(Color::Black).unwrap();
    assert_eq!(game.undo(), Err(NothingToUndo::Move));
    assert_eq!(game.outcome(), Some(outcome));
    assert!(game.reopen().is_ok());
    assert_eq!(game.undo(), Err(NothingToUndo::Move));
    assert_eq!(game.outcome(), None);
}

#[test]
fn reopen_keeps_the_moves_and_a_finished_game_keeps_its_legal_moves() {
    let mut game = Game::from_number(25933).unwrap();
    game.play_text("e4").unwrap();
    let legal = game.position().legal_moves().len();
    game.agree_draw().unwrap();
    // The position's moves are still its moves; outcome() says the game is over.
    assert_eq!(game.position().legal_moves().len(), legal);
    assert!(game.reopen().is_ok());
    assert_eq!(game.history(), ["e4"]);
    assert_eq!(game.last_move().map(|(_, san)| san), Some("e4"));
    assert!(game.reopen().is_err());
}
