//! Endings that are not on the board, read from a `Termination` tag as Cute Chess and
//! lichess-style servers write it, and written back as they were read.

use crc_rules_game::{from_pgn, GameResult, Outcome, Reason};

const RESULTS: [(&str, GameResult); 3] = [
    ("1-0", GameResult::WhiteWins),
    ("0-1", GameResult::BlackWins),
    ("1/2-1/2", GameResult::Draw),
];

fn game_text(termination: &str, result: &str) -> String {
    format!("[Variant \"Capablanca\"]\n[Termination \"{termination}\"]\n\n1. e4 e5 {result}\n")
}

#[test]
fn each_termination_value_is_its_reason_and_is_written_back_as_read() {
    let cases = [
        ("time forfeit", Reason::TimeForfeit),
        ("Time forfeit", Reason::TimeForfeit),
        ("illegal move", Reason::IllegalMove),
        ("abandoned", Reason::Abandonment),
        ("Abandoned", Reason::Abandonment),
        ("stalled connection", Reason::Abandonment),
        ("adjudication", Reason::Adjudication),
        ("Rules infraction", Reason::RulesInfraction),
    ];
    for (value, reason) in cases {
        for (token, result) in RESULTS {
            let game = from_pgn(&game_text(value, token)).unwrap();
            assert_eq!(
                game.outcome(),
                Some(Outcome { result, reason }),
                "{value} {token}"
            );
            let written = game.to_pgn();
            assert!(
                written.contains(&format!("[Termination \"{value}\"]\n")),
                "{written}"
            );
            // The tag says how the game ended: no comment of the writer's explains it.
            assert!(
                written.ends_with(&format!("\n1. e4 e5 {token}\n")),
                "{written}"
            );
            let again = from_pgn(&written).unwrap();
            assert_eq!(again.outcome(), game.outcome());
            assert_eq!(again.to_pgn(), written);
        }
    }
}

#[test]
fn other_termination_values_leave_the_end_to_the_moves_and_the_players() {
    // `normal` (lichess-style) and anything unknown: a resignation or an agreement, as
    // without the tag; the tag is kept all the same.
    for value in ["normal", "Normal", "rules of the house"] {
        let won = from_pgn(&game_text(value, "1-0")).unwrap();
        assert_eq!(won.outcome().unwrap().reason, Reason::Resignation);
        assert_eq!(won.tag("Termination"), Some(value));
        let drawn = from_pgn(&game_text(value, "1/2-1/2")).unwrap();
        assert_eq!(drawn.outcome().unwrap().reason, Reason::Agreement);
        assert_eq!(
            from_pgn(&drawn.to_pgn()).unwrap().outcome(),
            drawn.outcome()
        );
    }
    // Cute Chess's `unterminated` game goes on.
    let open = from_pgn(&game_text("unterminated", "*")).unwrap();
    assert_eq!(open.outcome(), None);
    assert!(open.to_pgn().contains("[Termination \"unterminated\"]\n"));
}

#[test]
fn the_board_end_comes_before_the_tag() {
    let text = "[FEN \"k9/10/1K8/10/10/10/10/9C w - - 0 1\"]\n[Termination \"time forfeit\"]\n\n\
                1. Cj8# 1-0\n";
    let game = from_pgn(text).unwrap();
    assert_eq!(game.outcome().unwrap().reason, Reason::Checkmate);
    // A result the moves contradict is an error, whatever the tag says.
    assert!(from_pgn(&text.replace(" 1-0", " 0-1")).is_err());
}

#[test]
fn without_the_tag_the_writer_explains_the_end() {
    let game = from_pgn("[Variant \"Capablanca\"]\n\n1. e4 e5 0-1\n").unwrap();
    assert!(game.to_pgn().ends_with("1. e4 e5 {White resigns} 0-1\n"));
    // An end only a record tells is written with its tag when the game has none.
    let mut forfeit = from_pgn(&game_text("stalled connection", "0-1")).unwrap();
    assert!(forfeit.remove_tag("Termination").is_some());
    let written = forfeit.to_pgn();
    assert!(
        written.contains("[Termination \"abandoned\"]\n"),
        "{written}"
    );
    assert_eq!(from_pgn(&written).unwrap().outcome(), forfeit.outcome());
}
