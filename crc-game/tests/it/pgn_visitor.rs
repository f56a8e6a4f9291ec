//! The PGN reader driving a `Visitor`: the order of its calls, variations entered (and so
//! checked) or skipped, and the bad input a database checker meets: variations nested
//! 10,000 deep, unclosed brackets, a `)` with no `(`, an illegal move two variations down,
//! a million NAGs on one move, a comment of 100 MB. Each is an error of its own game.

use std::io::BufReader;

use crate::long_comment::LongComment;
use crc_rules_game::{
    Comment, GameBuilder, PgnError, PgnErrorKind, PgnReader, PlayedMove, Variation, Visitor,
};
use crc_rules_movegen::Position;

/// Every call, as text, in order; variations entered when `enter`.
#[derive(Default)]
struct Recorder {
    enter: bool,
    calls: Vec<String>,
}

impl Visitor for Recorder {
    type Output = Vec<String>;

    fn begin_game(&mut self) {
        self.calls = vec!["begin".to_owned()];
    }
    fn tag(&mut self, name: &str, value: &str) {
        self.calls.push(format!("tag {name}={value}"));
    }
    fn begin_movetext(&mut self, start: &Position) {
        self.calls.push(format!("movetext {}", start.to_fen()));
    }
    fn san(&mut self, played: &PlayedMove<'_>) {
        let mv = played.mv();
        let legal = played.before().legal_moves().contains(&mv);
        let after = played.before().play(mv).ok().as_ref() == Some(played.after());
        self.calls.push(format!(
            "san {} {} {} {}",
            played.written(),
            played.san(),
            mv.to_uci(),
            legal && after
        ));
    }
    fn nag(&mut self, nag: u8) {
        self.calls.push(format!("nag {nag}"));
    }
    fn comment(&mut self, comment: &Comment<'_>) {
        let cut = if comment.is_truncated() { " cut" } else { "" };
        self.calls
            .push(format!("comment {}{cut}", comment.text().len()));
    }
    fn begin_variation(&mut self) -> Variation {
        self.calls.push("(".to_owned());
        if self.enter {
            Variation::Enter
        } else {
            Variation::Skip
        }
    }
    fn end_variation(&mut self) {
        self.calls.push(")".to_owned());
    }
    fn result(&mut self, result: &str) {
        self.calls.push(format!("result {result}"));
    }
    fn end_game(&mut self) -> Vec<String> {
        self.calls.push("end".to_owned());
        std::mem::take(&mut self.calls)
    }
}

const CAPABLANCA: &str = "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1";
const NEXT: &str = "\n[Variant \"Capablanca\"]\n\n1. e4 e5 *\n";

/// Each game's calls, or its error, read with `visitor`.
fn visit<V: Visitor>(text: &str, visitor: &mut V) -> Vec<Result<V::Output, PgnError>> {
    let mut reader = PgnReader::from_text(text);
    std::iter::from_fn(|| reader.read_game(visitor)).collect()
}

#[test]
fn the_visitor_hears_the_game_in_the_order_of_the_text() {
    let text = "[Event \"e\"]\n[Variant \"Capablanca\"]\n\n{before} 1. e4 $14 {after e4} e7e5!? \
                (1... d5 {in it} 2. exd5) 2. Nh3 1-0\n";
    let entered = visit(
        text,
        &mut Recorder {
            enter: true,
            ..Recorder::default()
        },
    );
    let expected = [
        "begin",
        "tag Event=e",
        "tag Variant=Capablanca",
        // A comment before the first move comes before the movetext, as tags do.
        "comment 6",
        &format!("movetext {CAPABLANCA}"),
        "san e4 e4 e2e4 true",
        "nag 14",
        "comment 8",
        "san e7e5 e5 e7e5 true",
        "nag 5",
        "(",
        "san d5 d5 d7d5 true",
        "comment 5",
        "san exd5 exd5 e4d5 true",
        ")",
        "san Nh3 Nh3 i1h3 true",
        "result 1-0",
        "end",
    ];
    assert_eq!(entered, [Ok(expected.map(str::to_owned).to_vec())]);
    // Skipped, the variation's moves and comment are not heard, nor its end.
    let skipped = visit(text, &mut Recorder::default());
    let mut without: Vec<String> = expected.map(str::to_owned).to_vec();
    without.retain(|c| {
        ![
            "san d5 d5 d7d5 true",
            "comment 5",
            "san exd5 exd5 e4d5 true",
            ")",
        ]
        .contains(&c.as_str())
    });
    assert_eq!(skipped, [Ok(without)]);
}

/// A Capablanca game whose variation two deep holds an illegal move (Nf3: no knight
/// reaches f3 from the Capablanca array), on line 4, then a good game.
const NESTED_ILLEGAL: &str = "[Variant \"Capablanca\"]\n\n1. e4 e5 (1... d5 2. exd5\n(2. Nf3) \
                              2... Nh6) 2. Nh3 *\n";

#[test]
fn an_illegal_move_in_a_nested_variation_is_an_error_of_its_game_when_entered() {
    let text = format!("{NESTED_ILLEGAL}{NEXT}");
    let results = visit(&text, &mut GameBuilder::entering_variations());
    let PgnError { game, line, kind } = results[0].as_ref().unwrap_err();
    assert_eq!((*game, *line), (1, 4));
    assert!(
        matches!(kind, PgnErrorKind::Move { ply: 3, text, .. } if text == "Nf3"),
        "{kind}"
    );
    assert_eq!(results[1].as_ref().unwrap().history(), ["e4", "e5"]);
    // Skipped, as the iterator of games does, it is not read.
    let skipped = visit(&text, &mut GameBuilder::new());
    assert_eq!(skipped[0].as_ref().unwrap().history(), ["e4", "e5", "Nh3"]);
    assert_eq!(skipped.len(), 2);
}

#[test]
fn a_variation_is_played_from_the_position_before_the_move_it_varies() {
    // 2... Nh6 answers 2. exd5 in the variation; in the main line, 2. Nh3 follows 1... e5.
    let text = "[Variant \"Capablanca\"]\n\n1. e4 e5 (1... d5 2. exd5 (2. e5 f6) 2... Nh6) \
                (1... c5) 2. Nh3 *\n";
    let games = visit(text, &mut GameBuilder::entering_variations());
    assert_eq!(games[0].as_ref().unwrap().history(), ["e4", "e5", "Nh3"]);
    // A variation of 1... e5 is Black's second ply: White's exd5 there is illegal.
    let wrong = text.replace("(1... c5)", "(2. exd5)");
    let error = visit(&wrong, &mut GameBuilder::entering_variations())
        .remove(0)
        .unwrap_err();
    assert!(
        matches!(error.kind, PgnErrorKind::Move { ply: 2, .. }),
        "{error}"
    );
}

#[test]
fn variations_nested_ten_thousand_deep_are_an_error_of_their_game() {
    let mut text = String::from("[Variant \"Capablanca\"]\n\n1. e4 ");
    for _ in 0..10_000 {
        text.push_str("(1. d4 ");
    }
    text.push_str(&")".repeat(10_000));
    text.push_str(" e5 *\n");
    text.push_str(NEXT);
    let entered = visit(&text, &mut GameBuilder::entering_variations());
    assert_eq!(entered.len(), 2);
    let error = entered[0].as_ref().unwrap_err();
    assert_eq!(error.kind, PgnErrorKind::VariationTooDeep);
    assert!(error.to_string().contains("deeper than 255"), "{error}");
    assert!(entered[1].is_ok());
    // Skipped, they are only counted.
    let skipped = visit(&text, &mut GameBuilder::new());
    assert_eq!(skipped[0].as_ref().unwrap().history(), ["e4", "e5"]);
    // As deep as the limit, they are read.
    let limit = PgnErrorKind::MAX_VARIATION_DEPTH;
    let deepest = format!(
        "[Variant \"Capablanca\"]\n\n1. e4 {}{} *\n",
        "(1. d4 ".repeat(limit),
        ")".repeat(limit)
    );
    assert!(visit(&deepest, &mut GameBuilder::entering_variations())[0].is_ok());
}

#[test]
fn unclosed_brackets_and_a_stray_close_are_errors_of_their_game() {
    let cases = [
        ("1. e4 (1. d4 d5", PgnErrorKind::Unclosed("variation")),
        ("1. e4 {no end", PgnErrorKind::Unclosed("comment")),
        ("1. e4 ) e5 *\n", PgnErrorKind::UnopenedVariation),
        ("( 1. e4 *\n", PgnErrorKind::VariationBeforeMove),
    ];
    for (movetext, kind) in cases {
        let text = format!("[Variant \"Capablanca\"]\n\n{movetext}");
        for enter in [false, true] {
            let mut recorder = Recorder {
                enter,
                ..Recorder::default()
            };
            let results = visit(&text, &mut recorder);
            assert_eq!(results.len(), 1, "{movetext}");
            assert_eq!(results[0].as_ref().unwrap_err().kind, kind, "{movetext}");
        }
        // Before another game, that game still reads.
        if !movetext.contains('{') && movetext.ends_with('\n') {
            let both = format!("{text}{NEXT}");
            let results = visit(&both, &mut GameBuilder::entering_variations());
            assert!(results[0].is_err() && results[1].is_ok(), "{movetext}");
        }
    }
}

#[test]
fn a_million_nags_on_one_move_are_an_error_and_255_are_kept() {
    let nags = |n: usize| {
        format!(
            "[Variant \"Capablanca\"]\n\n1. e4 {} e5 *\n{NEXT}",
            "$7 ".repeat(n)
        )
    };
    let kept = visit(&nags(PgnErrorKind::MAX_NAGS), &mut Recorder::default());
    let calls = kept[0].as_ref().unwrap();
    assert_eq!(calls.iter().filter(|c| *c == "nag 7").count(), 255);
    let results = visit(&nags(1_000_000), &mut Recorder::default());
    assert_eq!(results.len(), 2);
    assert_eq!(
        results[0].as_ref().unwrap_err().kind,
        PgnErrorKind::TooManyNags
    );
    assert!(results[1].is_ok());
    // A $ word that is no NAG.
    let bad = visit(
        "[Variant \"Capablanca\"]\n\n1. e4 $256 *\n",
        &mut Recorder::default(),
    );
    assert_eq!(
        bad[0].as_ref().unwrap_err().kind,
        PgnErrorKind::Nag("$256".to_owned())
    );
}

#[test]
fn a_comment_of_a_hundred_megabytes_is_cut_at_one_mebibyte_and_read_past() {
    let made = LongComment::new(100 << 20, NEXT);
    let mut reader = PgnReader::new(BufReader::with_capacity(1 << 16, made));
    let mut recorder = Recorder::default();
    let calls = reader.read_game(&mut recorder).unwrap().unwrap();
    // The comment is passed cut, and its bytes were never all held.
    assert_eq!(Comment::MAX_BYTES, 1 << 20);
    assert!(
        calls.contains(&"comment 1048576 cut".to_owned()),
        "{calls:?}"
    );
    assert!(calls.contains(&"san e5 e5 e7e5 true".to_owned()));
    assert!(reader.read_game(&mut recorder).unwrap().is_ok());
    assert!(reader.read_game(&mut recorder).is_none());
}

#[test]
fn nags_are_counted_after_their_move_whether_a_variation_is_entered_or_skipped() {
    // 200 NAGs on e4, a variation, 100 more: 300 on e4 either way.
    let text = format!(
        "[Variant \"Capablanca\"]\n\n1. e4 {}(1. d4 $1 $2) {}e5 *\n",
        "$1 ".repeat(200),
        "$1 ".repeat(100)
    );
    for enter in [false, true] {
        let results = visit(
            &text,
            &mut Recorder {
                enter,
                ..Recorder::default()
            },
        );
        assert_eq!(
            results[0].as_ref().unwrap_err().kind,
            PgnErrorKind::TooManyNags
        );
    }
}

#[test]
fn a_skipped_variation_is_passed_over_by_its_brackets() {
    // Brackets inside comments close nothing; lines inside the variation still count: the
    // illegal 3. e4 is on line 7.
    let text = "[Variant \"Capablanca\"]\n\n1. e4 e5 (1... d5 {a ) in a\ncomment} (1... c5\n\
                ; a ) in a line comment\n2. zz9) 2. d4 ) 2. Nh3 Nh6\n3. e4 *\n";
    let skipped = visit(text, &mut Recorder::default());
    let error = skipped[0].as_ref().unwrap_err();
    assert_eq!(error.line, 7, "{error}");
    assert!(
        matches!(&error.kind, PgnErrorKind::Move { ply: 5, text, .. } if text == "e4"),
        "{error}"
    );
    // Entered, the word that is no move is read, and is the error, on line 6.
    let entered = visit(text, &mut GameBuilder::entering_variations());
    assert_eq!(entered[0].as_ref().unwrap_err().line, 6);
    // A tag pair inside a skipped variation starts the next game: the variation is left
    // unclosed, and that game reads.
    let cut = "[Variant \"Capablanca\"]\n\n1. e4 e5 (1... d5 {(} 2. exd5\n[Variant \"Capablanca\"]\n\n1. e4 e5 *\n";
    let games = visit(cut, &mut GameBuilder::new());
    assert_eq!(games.len(), 2);
    assert_eq!(
        games[0].as_ref().unwrap_err().kind,
        PgnErrorKind::Unclosed("variation")
    );
    assert_eq!(games[1].as_ref().unwrap().history(), ["e4", "e5"]);
}
