//! The scenario table of `testdata/scenarios/` through the C API: builds
//! `tests/scenarios.c` against the static `libcrc` (`-Wall -Wextra -Werror -pedantic`) and
//! runs it on every file of the table, each call through the C name `testdata/vocabulary.tsv`
//! gives its concept, so a name that drifts in the file or in the header fails. It prints its
//! count of scenarios and of the vocabulary's C names exercised; the Rust, Python and
//! JavaScript doors run the same table.
//!
//! `cargo test --profile tests -p crc-rules-ffi --test it scenarios:: -- --nocapture` shows the count.

use std::path::PathBuf;
use std::process::Command;

use crate::common::{compile_c_file, workspace, Link};

#[test]
fn the_scenario_table_at_the_c_door() {
    let source = workspace().join("crc-ffi/tests/scenarios.c");
    let exe = compile_c_file(&source, "scenarios", "c99", Some(Link::Static));
    let mut files: Vec<PathBuf> = std::fs::read_dir(workspace().join("testdata/scenarios"))
        .expect("testdata/scenarios")
        .map(|entry| entry.expect("a folder entry").path())
        .filter(|path| path.extension().is_some_and(|ext| ext == "txt"))
        .collect();
    files.sort();
    assert!(!files.is_empty());
    let output = Command::new(&exe)
        .arg("--vocabulary")
        .arg(workspace().join("testdata/vocabulary.tsv"))
        .args(&files)
        .output()
        .expect("the scenario program runs");
    let stdout = String::from_utf8_lossy(&output.stdout);
    print!("{stdout}");
    eprint!("{}", String::from_utf8_lossy(&output.stderr));
    assert!(output.status.success(), "scenarios failed at the C door:\n{stdout}");
    let summary = stdout.lines().find(|line| line.starts_with("scenarios (c): ")).expect("a count");
    let total: usize = summary["scenarios (c): ".len()..]
        .split(' ')
        .next()
        .and_then(|n| n.parse().ok())
        .expect("a number of scenarios");
    assert!(total >= 150, "{summary}");
    // "vocabulary (c): N names exercised of M at this door"
    let line = stdout
        .lines()
        .find(|line| line.starts_with("vocabulary (c): "))
        .expect("a count of the vocabulary's names");
    let words: Vec<&str> = line["vocabulary (c): ".len()..].split(' ').collect();
    let (exercised, of): (usize, usize) = match words[..] {
        [n, "names", "exercised", "of", m, "at", "this", "door"] => {
            (n.parse().expect("a number of names"), m.parse().expect("a number of names"))
        }
        _ => panic!("not the count of the vocabulary's names: {line}"),
    };
    assert!(exercised > 0 && exercised <= of, "{line}");
}
