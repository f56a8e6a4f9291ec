//! No door decides: every rule and policy lives once in the Rust crates, and the doors (the C
//! library, the Python and JavaScript packages, the command-line tool, the board page) call
//! it. This test reads the tree and fails on a decision written again at a door
//! (docs/bindings.md lists what it looks for):
//! - an end-of-game threshold: a repetition count or a half-move clock compared with a number,
//!   outside `crc-game/src` and `crc-fairy/src`, where the rules and Fairy-Stockfish's
//!   conventions are;
//! - "neither side can win": the insufficient-material function called for both colours and
//!   combined, outside those two (a door's call for one colour, mapping the Rust function,
//!   is allowed);
//! - the seeded draw of a start (`seed_from_u64`) outside `crc-core/src` and `crc-game/src`;
//! - a repetition key compared in crc-ffi, which counts repetitions through
//!   `crc_rules_game::count_repetitions`.
//!
//! Tests, benches, fuzz targets and documentation examples may do all of this, and are not
//! read. The engine of `examples/engine/` is no door: its search scores draws as engines do.

use std::path::{Path, PathBuf};

use regex::Regex;

/// The folders the test reads, below the workspace.
const DOORS: [&str; 9] = [
    "crc-core/src",
    "crc-movegen/src",
    "crc-svg/src",
    "crc-ffi/src",
    "crc-py/src",
    "crc-py/python",
    "crc-wasm",
    "examples/crc-cli/src",
    "examples/web",
];

/// Folders of those that hold no door's code.
const NOT_READ: [&str; 5] = ["tests", "bench", "node_modules", "pkg", "target"];

/// The rules' own places, where the thresholds and the combined test are written.
const RULES: [&str; 2] = ["crc-game/src", "crc-fairy/src"];

/// Where the seeded draw may be written.
const SEEDED: [&str; 2] = ["crc-core/src", "crc-game/src"];

struct Rule {
    what: &'static str,
    pattern: Regex,
    /// Folders where the pattern is the rule's own.
    allowed: &'static [&'static str],
    /// Only files below this folder are read for it (all when empty).
    only: &'static str,
}

fn rules() -> Vec<Rule> {
    let combine = r"(?:&&|\band\b)";
    let insufficient = r"(?:has_insufficient_material|hasInsufficientMaterial)\s*\(";
    vec![
        Rule {
            what: "an end-of-game threshold",
            pattern: Regex::new(
                r"(?i)(?:repetition\w*|halfmove\w*|half_move\w*)\s*(?:\(\s*\))?\s*(?:>=|>|<=|<|==)\s*\d",
            )
            .unwrap(),
            allowed: &RULES,
            only: "",
        },
        Rule {
            what: "neither side can win, decided again",
            pattern: Regex::new(&format!(
                r"(?s){insufficient}[^;{{}}]{{0,160}}?{combine}[^;{{}}]{{0,160}}?{insufficient}"
            ))
            .unwrap(),
            allowed: &RULES,
            only: "",
        },
        Rule {
            what: "a seeded draw of a start",
            pattern: Regex::new(r"seed_from_u64").unwrap(),
            allowed: &SEEDED,
            only: "",
        },
        Rule {
            what: "a repetition key compared",
            pattern: Regex::new(r"repetition_key\(\)\s*(?:==|!=)|(?:==|!=)\s*[\w.]*repetition_key\(\)")
                .unwrap(),
            allowed: &[],
            only: "crc-ffi/src",
        },
    ]
}

fn workspace() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

/// The source files below `dir`, tests and the like left out.
fn sources(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        let name = entry.file_name().to_string_lossy().into_owned();
        if path.is_dir() {
            if !NOT_READ.contains(&name.as_str()) {
                sources(&path, out);
            }
        } else if [".rs", ".py", ".js", ".mjs", ".ts", ".c", ".h"]
            .iter()
            .any(|e| name.ends_with(e))
        {
            out.push(path);
        }
    }
}

/// A file's code without its comment lines (documentation examples included), which may
/// show a rule without deciding it.
fn code(text: &str) -> String {
    text.lines()
        .filter(|line| {
            let line = line.trim_start();
            !["//", "#", "*", "/*", "\"\"\"", ">>>"]
                .iter()
                .any(|c| line.starts_with(c))
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// Every decision of `text` (a file at `relative`), as `file: what: text` lines.
fn decisions(relative: &str, text: &str) -> Vec<String> {
    let code = code(text);
    let mut found = Vec::new();
    for rule in rules() {
        if rule.allowed.iter().any(|a| relative.starts_with(a)) || !relative.starts_with(rule.only)
        {
            continue;
        }
        for m in rule.pattern.find_iter(&code) {
            found.push(format!("{relative}: {}: {}", rule.what, m.as_str()));
        }
    }
    found
}

#[test]
fn no_door_decides_a_rule() {
    let root = workspace();
    let mut files = Vec::new();
    for door in DOORS {
        sources(&root.join(door), &mut files);
    }
    assert!(files.len() > 50, "only {} files read", files.len());
    let mut found = Vec::new();
    for file in &files {
        let relative = file
            .strip_prefix(&root)
            .unwrap()
            .to_string_lossy()
            .replace('\\', "/");
        let text = std::fs::read_to_string(file).unwrap_or_default();
        found.extend(decisions(&relative, &text));
    }
    assert!(found.is_empty(), "decided at a door:\n{}", found.join("\n"));
}

/// The patterns find what they look for, and let the allowed places and forms be.
#[test]
fn each_decision_is_found() {
    let cases = [
        ("crc-py/src/game.rs", "self.game.repetition_count() >= 5", 1),
        (
            "crc-wasm/js/api.js",
            "return this.#core.halfmoveClock() >= 100;",
            1,
        ),
        (
            "crc-ffi/src/x.rs",
            "if position.halfmove_clock() > 149 {",
            1,
        ),
        (
            "crc-wasm/src/game.rs",
            "has_insufficient_material(p, Color::White)\n    && has_insufficient_material(p, Color::Black)",
            1,
        ),
        (
            "crc-py/python/x.py",
            "b.has_insufficient_material(True) and b.has_insufficient_material(False)",
            1,
        ),
        ("crc-ffi/src/setup.rs", "ChaCha8Rng::seed_from_u64(seed)", 1),
        (
            "crc-ffi/src/position.rs",
            "count += usize::from(earlier.repetition_key() == current);",
            1,
        ),
        // Allowed: the rules' own places, one colour at a time, comments.
        (
            "crc-game/src/outcome.rs",
            "repetitions >= FIVEFOLD_REPETITION || clock >= 150",
            0,
        ),
        ("crc-fairy/src/game_end.rs", "self.repetitions() >= 3", 0),
        (
            "crc-py/src/pyffish/game_end.rs",
            "Ok((has_insufficient_material(b, Color::White), has_insufficient_material(b, Color::Black)))",
            0,
        ),
        (
            "crc-game/src/game/mod.rs",
            "ChaCha8Rng::seed_from_u64(seed)",
            0,
        ),
        (
            "crc-wasm/src/game.rs",
            "/// a repetition_count() >= 3 in a comment",
            0,
        ),
        ("crc-py/src/game.rs", "self.game.repetition_key() == key", 0),
    ];
    for (file, text, count) in cases {
        assert_eq!(decisions(file, text).len(), count, "{file}: {text}");
    }
}
