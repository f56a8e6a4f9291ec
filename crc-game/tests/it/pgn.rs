//! PGN as GUIs, databases and XBoard use it: tags kept through load and save, many games in
//! one text with errors that do not stop the rest, the variants other programs name, and
//! XBoard's own games read back to the final positions Fairy-Stockfish computes.

use crc_rules_core::Setup;
use crc_rules_game::{from_pgn, Game, PgnErrorKind, PgnReader, TagError};

/// The fields of a FEN that every program writes alike: placement, side, the castling
/// rights (as the rooks they name: X-FEN and Shredder-FEN letters differ), and the clocks.
/// The en-passant field is left out: Fairy-Stockfish writes it whenever an enemy pawn
/// attacks the square, X-FEN only when the capture is legal.
fn comparable(fen: &str) -> (String, String, String, String) {
    let setup: Setup = fen.parse().unwrap_or_else(|e| panic!("{fen}: {e}"));
    let fields: Vec<&str> = fen.split_whitespace().collect();
    (
        format!("{} {}", fields[0], fields[1]),
        format!("{:?}", setup.castling_rights),
        fields[4].to_owned(),
        fields[5].to_owned(),
    )
}

#[test]
fn xboard_games_read_back_to_fairy_stockfish_final_positions() {
    let games: Vec<Game> = PgnReader::from_text(crc_testdata::XBOARD_PGN)
        .collect::<Result<_, _>>()
        .unwrap_or_else(|e| panic!("{e}"));
    let expected = crc_testdata::xboard_final_fens();
    // XBoard's results, in order, as its Result tags say.
    let results: Vec<&str> = crc_testdata::XBOARD_PGN
        .lines()
        .filter_map(|l| l.strip_prefix("[Result \"")?.strip_suffix("\"]"))
        .collect();
    assert_eq!(games.len(), expected.len());
    assert_eq!(games.len(), results.len());
    for (i, game) in games.iter().enumerate() {
        assert_eq!(
            comparable(&game.fen()),
            comparable(expected[i]),
            "game {}",
            i + 1
        );
        assert_eq!(
            crc_rules_game::result_token(game),
            results[i],
            "game {}",
            i + 1
        );
        assert_eq!(game.tag("Variant"), Some("caparandom"));
        assert!(game.tag("TimeControl").is_some());
    }
}

#[test]
fn tags_survive_load_and_save() {
    let pgn = "[Event \"Capa memorial\"]\n[Site \"Havana\"]\n[Date \"2026.11.29\"]\n\
               [Round \"3\"]\n[White \"A\"]\n[Black \"B \\\"the bold\\\"\"]\n[Result \"*\"]\n\
               [TimeControl \"40/7200\"]\n[WhiteElo \"2400\"]\n[Variant \"caparandom\"]\n\
               [FEN \"rnbqckabnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNBQCKABNR w KQkq - 0 1\"]\n\
               [SetUp \"1\"]\n\n1. e4 {book} e5 *\n";
    let game = from_pgn(pgn).unwrap();
    assert_eq!(game.tag("Black"), Some("B \"the bold\""));
    assert_eq!(game.tag("WhiteElo"), Some("2400"));
    assert_eq!(game.tag("FEN"), None, "derived tags are not kept as tags");
    let saved = game.to_pgn();
    for line in pgn.lines().filter(|l| l.starts_with('[')) {
        assert!(saved.contains(line), "{line} lost in\n{saved}");
    }
    let again = from_pgn(&saved).unwrap();
    assert_eq!(again.tags(), game.tags());
    assert_eq!(again.history(), ["e4", "e5"]);
    assert_eq!(again.start_number(), Some(25933));
}

#[test]
fn setting_tags_checks_names_values_and_derived_tags() {
    let mut game = Game::from_number(25933).unwrap();
    game.set_tag("White", "Capablanca").unwrap();
    game.set_tag("Annotator", "me").unwrap();
    assert_eq!(
        game.set_tag("FEN", "x"),
        Err(TagError::Derived("FEN".into()))
    );
    assert!(matches!(
        game.set_tag("Two words", "x"),
        Err(TagError::Name(_))
    ));
    assert!(matches!(
        game.set_tag("Event", "a\nb"),
        Err(TagError::Value(_))
    ));
    assert!(matches!(
        game.set_tag("Variant", "shogi"),
        Err(TagError::Variant(_))
    ));
    game.set_tag("Variant", "caparandom").unwrap();
    let names: Vec<&str> = game.tags().iter().map(|(n, _)| n).collect();
    assert_eq!(names, ["White", "Annotator", "Variant"]);
    let pgn = game.to_pgn();
    assert!(
        pgn.contains("[Variant \"caparandom\"]\n[SetUp \"1\"]"),
        "{pgn}"
    );
    assert!(pgn.contains("[Annotator \"me\"]"));
    assert_eq!(game.remove_tag("Annotator").as_deref(), Some("me"));
}

#[test]
fn a_bad_game_does_not_stop_the_reader() {
    let text = "[CRCStartNumber \"25933\"]\n\n1. e4 e5 1-0\n\n\
                [CRCStartNumber \"25933\"]\n\n1. e4 e5\n2. Nf3 Nc6 *\n\n\
                [Event \"third\"]\n[CRCStartNumber \"25933\"]\n\n1. d4 *\n";
    let mut reader = PgnReader::from_text(text);
    let first = reader.next().unwrap().unwrap();
    assert_eq!(first.outcome().unwrap().to_string(), "resignation 1-0");
    let second = reader.next().unwrap().unwrap_err();
    assert_eq!((second.game, second.line), (2, 8));
    assert!(matches!(second.kind, PgnErrorKind::Move { ply: 3, .. }));
    assert!(second
        .to_string()
        .starts_with("PGN game 2, line 8: move 3 (\"Nf3\")"));
    let third = reader.next().unwrap().unwrap();
    assert_eq!(third.tag("Event"), Some("third"));
    assert!(reader.next().is_none());
    // One game expected, three found.
    assert_eq!(
        from_pgn(text).unwrap_err().kind,
        PgnErrorKind::MoreThanOneGame
    );
}

#[test]
fn variants_as_other_programs_name_them() {
    let capablanca = from_pgn("[Variant \"Capablanca\"]\n\n1. e4 *").unwrap();
    assert_eq!(
        capablanca.start().to_fen(),
        "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1"
    );
    assert_eq!(capablanca.tag("Variant"), Some("Capablanca"));
    let gothic = from_pgn("[Variant \"gothic\"]\n\n1. e4 *").unwrap();
    assert_eq!(gothic.start_number(), Some(25933));
    let fen = "rnbqckabnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNBQCKABNR w KQkq - 0 1";
    for name in [
        "caparandom",
        "Capablanca Random",
        "capablanca random chess",
        "CAPARANDOM",
    ] {
        let pgn = format!("[Variant \"{name}\"]\n[SetUp \"1\"]\n[FEN \"{fen}\"]\n\n1. e4 *");
        assert_eq!(from_pgn(&pgn).unwrap().history(), ["e4"], "{name}");
        let no_start = format!("[Variant \"{name}\"]\n\n1. e4 *");
        assert_eq!(from_pgn(&no_start).unwrap_err().kind, PgnErrorKind::NoStart);
    }
    let shogi = from_pgn("[Event \"x\"]\n[Variant \"shogi\"]\n\n1. e4 *").unwrap_err();
    assert_eq!(shogi.line, 2);
    assert!(matches!(shogi.kind, PgnErrorKind::UnknownVariant(_)));
}

#[test]
fn a_stale_fen_tag_is_read_leniently() {
    // The FEN keeps a right for the j1 rook, which has gone.
    let pgn = "[FEN \"4k5/10/10/10/10/10/10/R3K5 w KQ - 0 1\"]\n\n1. O-O-O *\n";
    let game = from_pgn(pgn).unwrap();
    assert_eq!(
        game.start().to_fen(),
        "4k5/10/10/10/10/10/10/R3K5 w Q - 0 1"
    );
    assert_eq!(game.history(), ["O-O-O"]);
}
