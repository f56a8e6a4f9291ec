//! The scenario table of `testdata/scenarios/` (its README says the format), run through
//! `crc_rules_game::Game`: the Rust door. The C, Python and JavaScript doors run the same
//! table; every answer in it was written by hand from docs/rules.md or recorded from
//! Fairy-Stockfish, never produced by one of our doors. Each call goes through the Rust name
//! `testdata/vocabulary.tsv` gives its concept, so that the table and the code cannot drift.
//!
//! `cargo test --profile tests -p crc-rules-game --test it scenarios:: -- --nocapture` prints the count.

use std::collections::BTreeSet;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use crc_rules_core::{Arrangement, Color, ErrorKind, HasErrorKind, RuleSet, Square};
use crc_rules_game::{from_pgn, Game, Outcome, PlayError, Reason};
use crc_testdata::vocabulary::{concept, door_names, vocabulary, Door};

const DOOR: &str = "rust";

/// One call of a scenario, with its line for the failure message.
struct Call {
    line: usize,
    name: String,
    args: String,
    expected: String,
}

struct Scenario {
    name: String,
    file: String,
    skip: Option<String>,
    calls: Vec<Call>,
}

fn folder() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../testdata/scenarios")
}

/// Every scenario of every `*.txt` file, in file-name order; panics on a malformed line.
fn scenarios() -> Vec<Scenario> {
    let mut paths: Vec<PathBuf> = std::fs::read_dir(folder())
        .expect("testdata/scenarios is there")
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.extension().is_some_and(|ext| ext == "txt"))
        .collect();
    paths.sort();
    let mut all: Vec<Scenario> = Vec::new();
    for path in paths {
        let file = path.file_name().unwrap().to_string_lossy().into_owned();
        let text = std::fs::read_to_string(&path).unwrap();
        for (n, raw) in text.lines().enumerate() {
            let line = raw.trim();
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            if let Some(name) = line.strip_prefix("== ") {
                assert!(
                    all.iter().all(|s| s.name != name),
                    "{file}:{}: scenario {name} named twice",
                    n + 1
                );
                all.push(Scenario {
                    name: name.to_owned(),
                    file: file.clone(),
                    skip: None,
                    calls: Vec::new(),
                });
                continue;
            }
            let scenario = all
                .last_mut()
                .unwrap_or_else(|| panic!("{file}:{}: a line before any scenario", n + 1));
            if let Some(rest) = line.strip_prefix("skip ") {
                let (door, reason) = rest
                    .split_once(": ")
                    .unwrap_or_else(|| panic!("{file}:{}: skip without a reason", n + 1));
                assert!(
                    ["rust", "c", "python", "js"].contains(&door),
                    "{file}:{}: unknown door {door}",
                    n + 1
                );
                if door == DOOR {
                    scenario.skip = Some(reason.to_owned());
                }
                continue;
            }
            let (left, expected) = match line.split_once(" -> ") {
                Some((left, expected)) => (left, expected.trim()),
                None if line.starts_with("start ") => (line, "ok"),
                None => panic!("{file}:{}: a call without ` -> `", n + 1),
            };
            let (name, args) = left.split_once(' ').unwrap_or((left, ""));
            scenario.calls.push(Call {
                line: n + 1,
                name: name.to_owned(),
                args: args.trim().to_owned(),
                expected: expected.to_owned(),
            });
        }
    }
    for scenario in &all {
        assert_eq!(
            scenario.calls.first().map(|call| call.name.as_str()),
            Some("start"),
            "{}: scenario {} does not begin with start",
            scenario.file,
            scenario.name
        );
    }
    all
}

/// `\n`, `\t` and `\\` in the table's text arguments.
fn unescape(text: &str) -> String {
    text.replace("\\n", "\n")
        .replace("\\t", "\t")
        .replace("\\\\", "\\")
}

fn err(kind: ErrorKind) -> String {
    format!("!{}", kind.name())
}

fn outcome(outcome: Option<Outcome>) -> String {
    outcome.map_or("none".to_owned(), |o| {
        format!("{} {}", o.result.pgn(), o.reason.name())
    })
}

fn ended(result: Result<Outcome, PlayError>) -> String {
    match result {
        Ok(o) => outcome(Some(o)),
        Err(e) => err(e.kind()),
    }
}

fn list(mut moves: Vec<String>) -> String {
    moves.sort();
    if moves.is_empty() {
        "none".to_owned()
    } else {
        moves.join(" ")
    }
}

/// The concept of `vocabulary.tsv` that a scenario call names: the call itself, but for the
/// starts (an arrangement starts from its number).
fn concept_of(call: &str, args: &str) -> &'static str {
    match (call, args.split_once(' ').map_or(args, |(kind, _)| kind)) {
        ("start", "number" | "arrangement") => "from_number",
        ("start", "fen") => "from_fen",
        ("start", "pgn") => "from_pgn",
        ("start", kind) => panic!("unknown start {kind}"),
        _ => {
            vocabulary()
                .into_iter()
                .find(|c| c.concept == call)
                .unwrap_or_else(|| panic!("vocabulary.tsv has no concept for the call {call}"))
                .concept
        }
    }
}

/// The Rust names the runner called, as `vocabulary.tsv` gave them.
#[derive(Default)]
struct Exercised(BTreeSet<&'static str>);

impl Exercised {
    /// The Rust name of a scenario call, through the table, counted.
    fn name(&mut self, call: &str, args: &str) -> &'static str {
        let concept = concept(concept_of(call, args));
        let name = concept
            .first(Door::Rust)
            .unwrap_or_else(|| panic!("vocabulary.tsv names no Rust call for {}", concept.concept));
        self.0.insert(name);
        name
    }
}

/// A name of the table that this runner does not call: the table and the code drifted.
fn unknown(name: &str, call: &str) -> ! {
    panic!("vocabulary.tsv names {name} for `{call}`, which the Rust runner does not call")
}

fn start(names: &mut Exercised, kind: &str, text: &str) -> Result<Game, String> {
    let number = |text: &str| {
        let fits = text.parse::<u64>().is_ok_and(|n| n <= u64::from(u32::MAX));
        if fits {
            Ok(text.parse::<u32>().unwrap_or(0))
        } else {
            Err(err(ErrorKind::InvalidNumber))
        }
    };
    let number = match kind {
        "number" => Some(number(text)?),
        "arrangement" => Some(
            text.parse::<Arrangement>()
                .map_err(|e| err(e.kind()))?
                .number(),
        ),
        _ => None,
    };
    match names.name("start", kind) {
        "Game::from_number" => {
            Game::from_number(number.expect("a number")).map_err(|e| err(e.kind()))
        }
        "Game::from_fen" => Game::from_fen(text).map_err(|e| err(e.kind())),
        "crc_rules_game::from_pgn" => from_pgn(&unescape(text)).map_err(|e| err(e.kind())),
        other => unknown(other, kind),
    }
}

fn answer(names: &mut Exercised, game: &mut Game, call: &Call) -> String {
    let args = call.args.as_str();
    match names.name(&call.name, args) {
        "Game::play_text" => match game.play_text(args) {
            Ok(san) => san,
            Err(e) => err(e.kind()),
        },
        "Game::undo" => match game.undo() {
            Ok(_) => "ok".to_owned(),
            Err(e) => err(e.kind()),
        },
        "Game::reopen" => game.reopen().is_ok().to_string(),
        "Game::resign" => ended(game.resign(match args {
            "white" => Color::White,
            "black" => Color::Black,
            _ => panic!("resign {args}"),
        })),
        "Game::agree_draw" => ended(game.agree_draw()),
        "Game::claim_draw" => ended(game.claim_draw()),
        "Game::fen" => game.fen(),
        "Game::turn" => match game.turn() {
            Color::White => "white".to_owned(),
            Color::Black => "black".to_owned(),
        },
        "Game::outcome" => outcome(game.outcome()),
        "Game::can_claim_draw" => game
            .can_claim_draw()
            .map_or("none", Reason::name)
            .to_owned(),
        "Position::is_check" => game.position().is_check().to_string(),
        "Position::count_legal_moves" => game.position().count_legal_moves().to_string(),
        // `moves` lists them all, `moves_from` those of one square.
        "Position::legal_moves" => {
            let from = match call.name.as_str() {
                "moves_from" => match args.parse::<Square>() {
                    Ok(square) => Some(square),
                    Err(e) => return err(e.kind()),
                },
                _ => None,
            };
            list(
                game.position()
                    .legal_moves()
                    .iter()
                    .filter(|m| from.is_none_or(|from| m.from() == from))
                    .map(|m| m.to_uci())
                    .collect(),
            )
        }
        "Game::san" => match game.parse_move(args) {
            Ok(mv) => game.san(mv),
            Err(e) => err(e.kind()),
        },
        "Game::history" => {
            let sans = game.history();
            if sans.is_empty() {
                "none".to_owned()
            } else {
                sans.join(" ")
            }
        }
        "Game::repetition_count" => game.repetition_count().to_string(),
        "Game::start_number" => game
            .start_number()
            .map_or("none".to_owned(), |n| n.to_string()),
        "Game::set_tag" => {
            let (name, value) = args.split_once(' ').unwrap_or((args, ""));
            match game.set_tag(name, &unescape(value)) {
                Ok(()) => "ok".to_owned(),
                Err(e) => err(e.kind()),
            }
        }
        "Game::tag" => game.tag(args).unwrap_or("none").to_owned(),
        "RuleSet::count" => match args.parse::<RuleSet>() {
            Ok(rules) => rules.count().to_string(),
            Err(e) => err(e.kind()),
        },
        other => unknown(other, &call.name),
    }
}

/// Runs one scenario; the differences, one a line.
fn run(names: &mut Exercised, scenario: &Scenario) -> String {
    let mut failures = String::new();
    let first = &scenario.calls[0];
    let (kind, text) = first.args.split_once(' ').unwrap_or((&first.args, ""));
    let mut game = match start(names, kind, text) {
        Ok(game) if first.expected == "ok" => game,
        Ok(_) => {
            let _ = writeln!(
                failures,
                "  line {}: start succeeded, table {}",
                first.line, first.expected
            );
            return failures;
        }
        Err(got) => {
            if got != first.expected {
                let _ = writeln!(
                    failures,
                    "  line {}: start gave {got}, table {}",
                    first.line, first.expected
                );
            }
            return failures;
        }
    };
    for call in &scenario.calls[1..] {
        let got = answer(names, &mut game, call);
        if got != call.expected {
            let _ = writeln!(
                failures,
                "  line {}: {} {} gave {got:?}, table {:?}",
                call.line, call.name, call.args, call.expected
            );
        }
    }
    failures
}

#[test]
fn every_scenario_of_the_table() {
    let all = scenarios();
    assert!(all.len() >= 150, "the table has {} scenarios", all.len());
    let mut failed = Vec::new();
    let mut skipped = Vec::new();
    let mut names = Exercised::default();
    for scenario in &all {
        if let Some(reason) = &scenario.skip {
            skipped.push(format!("{} ({reason})", scenario.name));
            continue;
        }
        let failures = run(&mut names, scenario);
        if !failures.is_empty() {
            failed.push(format!(
                "{} ({}):\n{failures}",
                scenario.name, scenario.file
            ));
        }
    }
    let passed = all.len() - failed.len() - skipped.len();
    println!(
        "scenarios ({DOOR}): {} scenarios, {passed} passed, {} failed, {} not expressible at this door{}{}",
        all.len(),
        failed.len(),
        skipped.len(),
        if skipped.is_empty() { "" } else { ": " },
        skipped.join(", ")
    );
    println!(
        "vocabulary ({DOOR}): {} names exercised of {} at this door",
        names.0.len(),
        door_names(Door::Rust).len()
    );
    assert!(
        failed.is_empty(),
        "{} scenarios failed:\n{}",
        failed.len(),
        failed.concat()
    );
}
