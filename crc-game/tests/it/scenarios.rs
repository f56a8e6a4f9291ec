//! The scenario table of `testdata/scenarios/` (its README says the format), run through
//! `crc_rules_game::Game`: the Rust door. The C, Python and JavaScript doors run the same
//! table; every answer in it was written by hand from docs/rules.md or recorded from
//! Fairy-Stockfish, never produced by one of our doors.
//!
//! `cargo test --profile tests -p crc-rules-game --test it scenarios:: -- --nocapture` prints the count.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use crc_rules_core::{Arrangement, Color, ErrorKind, HasErrorKind, RuleSet, Square};
use crc_rules_game::{from_pgn, Game, Outcome, PlayError, Reason};

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

fn start(kind: &str, text: &str) -> Result<Game, String> {
    match kind {
        "number" => {
            let number: u32 = text.parse().unwrap_or(0);
            let number_fits = text.parse::<u64>().is_ok_and(|n| n <= u64::from(u32::MAX));
            if !number_fits {
                return Err(err(ErrorKind::InvalidNumber));
            }
            Game::from_number(number).map_err(|e| err(e.kind()))
        }
        "fen" => Game::from_fen(text).map_err(|e| err(e.kind())),
        "arrangement" => text
            .parse::<Arrangement>()
            .map_err(|e| err(e.kind()))
            .and_then(|a| Game::from_number(a.number()).map_err(|e| err(e.kind()))),
        "pgn" => from_pgn(&unescape(text)).map_err(|e| err(e.kind())),
        _ => panic!("unknown start {kind}"),
    }
}

fn answer(game: &mut Game, call: &Call) -> String {
    let args = call.args.as_str();
    match call.name.as_str() {
        "play" => match game.play_text(args) {
            Ok(san) => san,
            Err(e) => err(e.kind()),
        },
        "undo" => match game.undo() {
            Ok(_) => "ok".to_owned(),
            Err(e) => err(e.kind()),
        },
        "reopen" => game.reopen().is_ok().to_string(),
        "resign" => ended(game.resign(match args {
            "white" => Color::White,
            "black" => Color::Black,
            _ => panic!("resign {args}"),
        })),
        "agree" => ended(game.agree_draw()),
        "claim" => ended(game.claim_draw()),
        "fen" => game.fen(),
        "turn" => match game.turn() {
            Color::White => "white".to_owned(),
            Color::Black => "black".to_owned(),
        },
        "outcome" => outcome(game.outcome()),
        "can_claim" => game
            .can_claim_draw()
            .map_or("none", Reason::name)
            .to_owned(),
        "check" => game.position().is_check().to_string(),
        "count" => game.position().legal_moves().len().to_string(),
        "moves" => list(
            game.position()
                .legal_moves()
                .iter()
                .map(|m| m.to_uci())
                .collect(),
        ),
        "moves_from" => match args.parse::<Square>() {
            Ok(square) => list(
                game.position()
                    .legal_moves()
                    .iter()
                    .filter(|m| m.from() == square)
                    .map(|m| m.to_uci())
                    .collect(),
            ),
            Err(e) => err(e.kind()),
        },
        "san" => match game.parse_move(args) {
            Ok(mv) => game.san(mv),
            Err(e) => err(e.kind()),
        },
        "history" => {
            let sans = game.history();
            if sans.is_empty() {
                "none".to_owned()
            } else {
                sans.join(" ")
            }
        }
        "repetitions" => game.repetition_count().to_string(),
        "start_number" => game
            .start_number()
            .map_or("none".to_owned(), |n| n.to_string()),
        "set_tag" => {
            let (name, value) = args.split_once(' ').unwrap_or((args, ""));
            match game.set_tag(name, &unescape(value)) {
                Ok(()) => "ok".to_owned(),
                Err(e) => err(e.kind()),
            }
        }
        "tag" => game.tag(args).unwrap_or("none").to_owned(),
        "rule_set_count" => match args.parse::<RuleSet>() {
            Ok(rules) => rules.count().to_string(),
            Err(e) => err(e.kind()),
        },
        other => panic!("unknown call {other}"),
    }
}

/// Runs one scenario; the differences, one a line.
fn run(scenario: &Scenario) -> String {
    let mut failures = String::new();
    let first = &scenario.calls[0];
    let (kind, text) = first.args.split_once(' ').unwrap_or((&first.args, ""));
    let mut game = match start(kind, text) {
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
        let got = answer(&mut game, call);
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
    for scenario in &all {
        if let Some(reason) = &scenario.skip {
            skipped.push(format!("{} ({reason})", scenario.name));
            continue;
        }
        let failures = run(scenario);
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
    assert!(
        failed.is_empty(),
        "{} scenarios failed:\n{}",
        failed.len(),
        failed.concat()
    );
}
