//! The scenario table of `testdata/scenarios/` through the C API: builds
//! `tests/scenarios.c` against the static `libcrc` (`-Wall -Wextra -Werror -pedantic`) and
//! runs it on every file of the table. It prints its count; the Rust, Python and JavaScript
//! doors run the same table.
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
    let output = Command::new(&exe).args(&files).output().expect("the scenario program runs");
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
}
