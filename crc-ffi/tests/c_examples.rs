//! Builds the C and C++ examples with the system compilers (`-Wall -Wextra -Werror
//! -pedantic`) against the static and the shared `libcrc`, runs them, and checks their output
//! against testdata and the Rust crates. Then runs them under AddressSanitizer and
//! UndefinedBehaviorSanitizer, and under valgrind with leak checking.
//!
//! The libraries come from this test's own build (`target/<profile>/deps`). `CC` and `CXX`
//! choose the compilers (default `cc`, `c++`). Set `CRC_SKIP_VALGRIND=1` to leave valgrind
//! out locally; under `CI` a missing tool is a failure.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use crc_game::Game;

fn workspace() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

/// `target/<profile>/deps`, where cargo put this test and the libraries it was built with.
fn deps_dir() -> PathBuf {
    std::env::current_exe()
        .expect("test path")
        .parent()
        .expect("deps dir")
        .to_path_buf()
}

fn out_dir() -> PathBuf {
    let dir = deps_dir().join("..").join("c-examples");
    std::fs::create_dir_all(&dir).expect("output folder");
    dir
}

/// System libraries Rust's std needs when `libcrc.a` is linked into a C program, from the
/// one list the Makefile, crc.pc and the scripts read too (`native_libs.rs` checks it).
fn native_libs() -> Vec<&'static str> {
    include_str!("../native-static-libs")
        .split_whitespace()
        .collect()
}

#[derive(Clone, Copy, Debug, PartialEq)]
enum Link {
    Static,
    Shared,
}

fn library(link: Link) -> PathBuf {
    let name = match link {
        Link::Static => "libcrc.a",
        Link::Shared => "libcrc.so",
    };
    let path = deps_dir().join(name);
    assert!(
        path.exists(),
        "{} missing: crc-ffi builds staticlib and cdylib",
        path.display()
    );
    path
}

fn run(command: &mut Command) -> Output {
    let output = command
        .output()
        .unwrap_or_else(|e| panic!("cannot run {command:?}: {e}"));
    assert!(
        output.status.success(),
        "{command:?} failed: {}\n{}",
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    );
    output
}

/// Compiles `source` (C99 or C++17 by its extension) and links it with `link`. `purpose`
/// names the test, so that tests running side by side never share an executable.
fn build(source: &str, link: Link, extra_flags: &[&str], purpose: &str) -> PathBuf {
    let cpp = source.ends_with(".cpp");
    let compiler = if cpp {
        std::env::var("CXX").unwrap_or_else(|_| "c++".into())
    } else {
        std::env::var("CC").unwrap_or_else(|_| "cc".into())
    };
    let stem = Path::new(source)
        .file_stem()
        .unwrap()
        .to_string_lossy()
        .into_owned();
    let exe = out_dir().join(format!("{stem}-{link:?}-{purpose}").to_lowercase());
    let mut command = Command::new(&compiler);
    command
        .arg(if cpp { "-std=c++17" } else { "-std=c99" })
        .args(["-Wall", "-Wextra", "-Werror", "-pedantic", "-g"])
        .args(extra_flags)
        .arg("-I")
        .arg(workspace().join("include"))
        .arg(workspace().join("examples").join(source))
        .arg("-o")
        .arg(&exe);
    match link {
        Link::Static => {
            command.arg(library(Link::Static)).args(native_libs());
        }
        Link::Shared => {
            let dir = deps_dir();
            command
                .arg(library(Link::Shared))
                .arg(format!("-Wl,-rpath,{}", dir.display()));
        }
    }
    run(&mut command);
    exe
}

fn stdout_of(command: &mut Command) -> String {
    String::from_utf8(run(command).stdout).expect("UTF-8 output")
}

fn value<'a>(text: &'a str, key: &str) -> &'a str {
    text.lines()
        .find_map(|l| l.strip_prefix(key).and_then(|r| r.strip_prefix(": ")))
        .unwrap_or_else(|| panic!("no {key:?} line in {text:?}"))
}

/// The random game's SAN must replay from its start in crc-game, ending on its FEN.
fn check_random_game(output: &str) {
    let number: u32 = value(output, "number").parse().expect("a number");
    let mut game = Game::from_number(number).expect("a start number");
    assert_eq!(value(output, "start"), game.fen());
    for san in value(output, "moves").split_whitespace() {
        let played = game.play_text(san).unwrap_or_else(|e| panic!("{san}: {e}"));
        assert_eq!(played, san, "SAN as the library writes it");
    }
    assert_eq!(value(output, "fen"), game.fen());
    let outcome = value(output, "outcome");
    match game.outcome() {
        Some(o) => assert_eq!(outcome, o.to_string()),
        None => assert_eq!(outcome, "ongoing *"),
    }
}

/// Every tenth suite line: FEN and the count at depth 3 (or the deepest below it).
fn perft_cases() -> Vec<(String, u32, u64)> {
    crc_testdata::perft_suite()
        .into_iter()
        .step_by(10)
        .filter_map(|case| {
            let (depth, count) = case
                .counts
                .iter()
                .copied()
                .take_while(|(d, _)| *d <= 3)
                .last()?;
            Some((case.fen.to_owned(), depth, count))
        })
        .collect()
}

fn check_examples(link: Link, flags: &[&str], purpose: &str, wrap: &dyn Fn(&Path) -> Command) {
    let random_game = build("c/random_game.c", link, flags, purpose);
    for seed in ["1", "7", "2026"] {
        check_random_game(&stdout_of(wrap(&random_game).args([seed, "80"])));
    }

    let perft = build("c/perft.c", link, flags, purpose);
    for (fen, depth, count) in perft_cases() {
        let output = stdout_of(wrap(&perft).args([fen.as_str(), &depth.to_string()]));
        assert_eq!(
            value(&output, "nodes"),
            count.to_string(),
            "perft {depth} of {fen}"
        );
    }
    let refused = wrap(&perft).args(["no fen", "2"]).output().expect("runs");
    assert!(!refused.status.success());

    let errors = build("c/error_paths.c", link, flags, purpose);
    let output = stdout_of(&mut wrap(&errors));
    assert!(output.trim_end().ends_with(", 0 failed"), "{output}");

    let cpp = build("cpp/game.cpp", link, flags, purpose);
    let output = stdout_of(&mut wrap(&cpp));
    let mut game = Game::from_number(25933).expect("Gothic");
    for san in value(&output, "san").split_whitespace() {
        game.play_text(san).unwrap_or_else(|e| panic!("{san}: {e}"));
    }
    assert_eq!(value(&output, "fen"), game.fen());
    assert!(output.contains("refused O-O-O: illegal move"), "{output}");
    assert!(
        output.contains("[Variant \"Capablanca Random\"]"),
        "{output}"
    );
}

#[test]
fn examples_build_link_and_run() {
    for link in [Link::Static, Link::Shared] {
        check_examples(link, &[], "run", &|exe| Command::new(exe));
    }
}

#[test]
fn examples_are_clean_under_sanitizers() {
    let flags = [
        "-fsanitize=address,undefined",
        "-fno-sanitize-recover=all",
        "-fno-omit-frame-pointer",
    ];
    check_examples(Link::Static, &flags, "sanitizers", &|exe| {
        let mut command = Command::new(exe);
        command.env(
            "ASAN_OPTIONS",
            "detect_leaks=1:abort_on_error=0:exitcode=23",
        );
        command.env("UBSAN_OPTIONS", "print_stacktrace=1:halt_on_error=1");
        command
    });
}

#[test]
fn examples_are_clean_under_valgrind() {
    let have_valgrind = Command::new("valgrind").arg("--version").output().is_ok();
    if !have_valgrind || std::env::var_os("CRC_SKIP_VALGRIND").is_some() {
        assert!(
            std::env::var_os("CI").is_none(),
            "CI must run the valgrind check"
        );
        let message = "SKIPPED valgrind check: valgrind missing or CRC_SKIP_VALGRIND set\n";
        std::io::Write::write_all(&mut std::io::stderr(), message.as_bytes()).ok();
        return;
    }
    check_examples(Link::Shared, &[], "valgrind", &|exe| {
        let mut command = Command::new("valgrind");
        command
            .args([
                "--quiet",
                "--error-exitcode=33",
                "--leak-check=full",
                "--errors-for-leak-kinds=definite,indirect",
            ])
            .arg(exe);
        command
    });
}

#[test]
fn make_install_and_pkg_config() {
    let have_tools = ["make", "pkg-config"]
        .iter()
        .all(|tool| Command::new(tool).arg("--version").output().is_ok());
    if !have_tools {
        assert!(
            std::env::var_os("CI").is_none(),
            "CI must run the pkg-config check"
        );
        let message = "SKIPPED make install + pkg-config check: make or pkg-config missing\n";
        std::io::Write::write_all(&mut std::io::stderr(), message.as_bytes()).ok();
        return;
    }
    let prefix = out_dir().join("prefix");
    let _ = std::fs::remove_dir_all(&prefix);
    run(Command::new("make")
        .arg("-C")
        .arg(workspace())
        .arg("install-only")
        .arg(format!("PREFIX={}", prefix.display()))
        .arg(format!("CRC_BUILD_DIR={}", deps_dir().display())));
    let pkg_config_path = prefix.join("lib/pkgconfig");
    let flags = stdout_of(
        Command::new("pkg-config")
            .args(["--cflags", "--libs", "crc"])
            .env("PKG_CONFIG_PATH", &pkg_config_path),
    );
    let exe = out_dir().join("perft-pkg-config");
    let compiler = std::env::var("CC").unwrap_or_else(|_| "cc".into());
    run(Command::new(compiler)
        .args(["-std=c99", "-Wall", "-Wextra", "-Werror", "-pedantic"])
        .arg(workspace().join("examples/c/perft.c"))
        .args(flags.split_whitespace())
        .arg(format!("-Wl,-rpath,{}", prefix.join("lib").display()))
        .arg("-o")
        .arg(&exe));
    let (fen, depth, count) = perft_cases().into_iter().next().expect("a suite line");
    let output = stdout_of(Command::new(&exe).args([fen.as_str(), &depth.to_string()]));
    assert_eq!(value(&output, "nodes"), count.to_string());
}

/// The C snippet of the README's "Use from C" section compiles and runs.
#[test]
fn readme_snippet_compiles_and_runs() {
    let readme = std::fs::read_to_string(workspace().join("README.md")).expect("README.md");
    let section = readme
        .split("## Use from C")
        .nth(1)
        .expect("a Use from C section");
    let code = section
        .split("```c\n")
        .nth(1)
        .and_then(|rest| rest.split("```").next())
        .expect("a C code block");
    let source = out_dir().join("readme.c");
    std::fs::write(&source, code).expect("write readme.c");
    let exe = out_dir().join("readme-static");
    let compiler = std::env::var("CC").unwrap_or_else(|_| "cc".into());
    run(Command::new(compiler)
        .args(["-std=c99", "-Wall", "-Wextra", "-Werror", "-pedantic", "-I"])
        .arg(workspace().join("include"))
        .arg(&source)
        .arg(library(Link::Static))
        .args(native_libs())
        .arg("-o")
        .arg(&exe));
    let output = stdout_of(&mut Command::new(&exe));
    let mut game = Game::from_number(25933).expect("Gothic");
    for san in value(&output, "san").split_whitespace() {
        game.play_text(san).unwrap_or_else(|e| panic!("{san}: {e}"));
    }
    assert_eq!(value(&output, "fen"), game.fen());
}

/// Drives the CECP engine through its protocol: features, set-up, moves in XBoard's
/// notations, illegal moves, ping, the announced end of a game.
#[test]
fn cecp_engine_speaks_the_protocol() {
    use std::io::{BufRead, BufReader, Write};
    let exe = build("c/cecp_engine.c", Link::Static, &[], "protocol");
    let mut child = Command::new(&exe)
        .arg("2")
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .expect("engine starts");
    let mut input = child.stdin.take().expect("stdin");
    let mut output = BufReader::new(child.stdout.take().expect("stdout"));
    // Sends `commands`, then reads lines until one starts with `until`.
    let mut ask = |commands: &str, until: &str| -> Vec<String> {
        writeln!(input, "{commands}").expect("engine reads");
        let mut lines = Vec::new();
        loop {
            let mut line = String::new();
            assert!(
                output.read_line(&mut line).expect("engine writes") > 0,
                "engine quit"
            );
            let line = line.trim_end().to_owned();
            let done = line.starts_with(until);
            lines.push(line);
            if done {
                return lines;
            }
        }
    };
    let features = ask("xboard\nprotover 2", "feature");
    let features = features.last().unwrap();
    for wanted in [
        "setboard=1",
        "usermove=1",
        "ping=1",
        "sigint=0",
        "sigterm=0",
        "reuse=1",
        "done=1",
    ] {
        assert!(features.contains(wanted), "{features}");
    }
    assert!(
        features.contains("variants=\"caparandom,capablanca\""),
        "{features}"
    );

    // O-O from XBoard, then a king-takes-rook castling, then the king's destination.
    let start = "r4k3r/1pppppppp1/10/10/10/10/1PPPPPPPP1/R4K3R w KQkq - 0 1";
    let lines = ask(
        &format!(
            "new\nvariant caparandom\nsetboard {start}\nforce\nusermove O-O\nusermove f8a8\nping 1"
        ),
        "pong 1",
    );
    assert!(!lines.iter().any(|l| l.starts_with("Illegal")), "{lines:?}");
    let lines = ask("usermove e2e5\nping 2", "pong 2");
    assert!(
        lines
            .iter()
            .any(|l| l.starts_with("Illegal move") && l.ends_with("e2e5")),
        "{lines:?}"
    );
    let lines = ask(
        &format!("setboard {start}\nusermove f1i1\nping 3"),
        "pong 3",
    );
    assert!(!lines.iter().any(|l| l.starts_with("Illegal")), "{lines:?}");

    // The engine to move finds the mate in one and announces it.
    let lines = ask("setboard k9/10/1K8/10/10/10/10/9C w - - 0 1\ngo", "1-0");
    assert!(lines.iter().any(|l| l == "move j1j8"), "{lines:?}");
    assert_eq!(lines.last().unwrap(), "1-0 {White mates}");

    // A promotion to a chancellor from XBoard, answered by a legal engine move.
    let promotion = "4k5/1P8/10/10/10/10/10/4K5 w - - 0 1";
    let lines = ask(
        &format!("new\nsetboard {promotion}\nusermove b7b8c"),
        "move",
    );
    let reply = lines.last().unwrap().trim_start_matches("move ").to_owned();
    let mut game = Game::from_fen(promotion).unwrap();
    game.play_text("b7b8c").unwrap();
    game.play_text(&reply)
        .unwrap_or_else(|e| panic!("engine move {reply}: {e}"));

    writeln!(input, "quit").unwrap();
    assert!(child.wait().expect("engine exits").success());
}
