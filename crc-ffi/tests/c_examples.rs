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

/// The SONAME crc-ffi's build script gives the shared library: `libcrc.so.0.1` for 0.1.x.
fn soname() -> String {
    let (major, minor) = (
        env!("CARGO_PKG_VERSION_MAJOR"),
        env!("CARGO_PKG_VERSION_MINOR"),
    );
    match major {
        "0" => format!("libcrc.so.0.{minor}"),
        _ => format!("libcrc.so.{major}"),
    }
}

/// A folder where the shared library stands under its SONAME, the name a program linked
/// against it asks for at run time (as `make install` lays it out).
fn shared_library_dir() -> PathBuf {
    let dir = out_dir().join("lib");
    std::fs::create_dir_all(&dir).expect("library folder");
    let link = dir.join(soname());
    if std::fs::read_link(&link).ok() != Some(library(Link::Shared)) {
        let _ = std::fs::remove_file(&link);
        // Tests run side by side: another may have made the same link a moment ago.
        if let Err(e) = std::os::unix::fs::symlink(library(Link::Shared), &link) {
            assert_eq!(e.kind(), std::io::ErrorKind::AlreadyExists, "{e}");
        }
    }
    dir
}

/// A check left out for want of a tool: says so on the real stderr (the test harness does
/// not capture it), and fails under `CI`, which must run every check.
fn skipped(check: &str, why: &str) {
    assert!(std::env::var_os("CI").is_none(), "CI must run the {check}");
    let message = format!("SKIPPED {check}: {why}\n");
    std::io::Write::write_all(&mut std::io::stderr(), message.as_bytes()).ok();
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
            command
                .arg(library(Link::Shared))
                .arg(format!("-Wl,-rpath,{}", shared_library_dir().display()));
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

/// Runs `command` with `input` on its standard input; gives its output, which must be a
/// success.
fn output_with_input(mut command: Command, input: &str) -> String {
    use std::io::Write;
    let mut child = command
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("cannot run {command:?}: {e}"));
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(input.as_bytes())
        .expect("feed the input");
    let output = child.wait_with_output().expect("the program ends");
    let stdout = String::from_utf8_lossy(&output.stdout).into_owned();
    assert!(
        output.status.success(),
        "{command:?} failed: {stdout}\n{}",
        String::from_utf8_lossy(&output.stderr)
    );
    stdout
}

/// Perft on make/unmake equals the reference counts of every suite position at depth 3 (or
/// the deepest below it), and random play with make/unmake restores every FEN and key.
fn check_engine_api(command: Command) {
    let lines: String = crc_testdata::perft_suite()
        .into_iter()
        .filter(|case| crc_movegen::Position::from_fen(case.fen).is_ok())
        .filter_map(|case| {
            let (depth, count) = up_to_depth_3(&case)?;
            Some(format!("{};{depth};{count}\n", case.fen))
        })
        .collect();
    let positions = lines.lines().count();
    assert!(positions > 100, "{positions}");
    let stdout = output_with_input(command, &lines);
    assert_eq!(value(&stdout, "perft ok"), positions.to_string());
    assert_eq!(value(&stdout, "failures"), "0");
    let plies: usize = value(&stdout, "plies").parse().expect("a number");
    assert!(plies > 3000, "{plies}");
}

/// The GUI session's answers, each checked against the Rust crates.
fn check_gui_session(output: &str) {
    let line = |key: &str| value(output, key).to_owned();
    let gothic = Game::from_number(25933).expect("Gothic");
    assert_eq!(line("start number"), "25933");
    let board = gothic.position().board();
    for (key, rank) in [
        ("rank 1", crc_core::Rank::First),
        ("rank 8", crc_core::Rank::Eighth),
    ] {
        let letters: String = crc_core::File::ALL
            .iter()
            .map(|&f| board.piece_at(crc_core::Square::from_coords(f, rank)))
            .map(|p| p.map_or('.', |p| p.char()))
            .collect();
        assert_eq!(line(key), letters);
    }
    assert_eq!(line("moves from e2"), "e3 e4");
    assert!(
        line("refused e7e4").starts_with("illegal move: "),
        "{output}"
    );
    let mut game = gothic.clone();
    for san in line("san").split_whitespace() {
        game.play_text(san).unwrap_or_else(|e| panic!("{san}: {e}"));
    }
    assert_eq!(game.san_moves(), ["e4", "e5", "Nh3"]);
    let last = game.moves().last().copied().expect("a move").to_uci();
    assert_eq!(line("history"), format!("3 moves, last {last}"));
    assert_eq!(line("clone after undo"), "2 moves, original 3");
    assert_eq!(line("tag White"), "Capablanca");
    assert!(line("refused tag").contains("FEN tag"));
    let mut castled = Game::from_fen("r3k4r/10/10/10/10/10/10/R3K4R w KQkq - 0 1").unwrap();
    castled.play_text("O-O").unwrap();
    castled.play_text("O-O-O").unwrap();
    assert_eq!(line("castle"), "king to i1, rook to h1");
    assert_eq!(line("king dropped on i1 castles too"), "yes");
    assert_eq!(line("drag e1j1"), "O-O");
    assert_eq!(line("drag e8a8"), "O-O-O");
    assert_eq!(line("castled"), castled.fen());
    assert!(line("b7b8 without a piece").contains("must promote"));
    let mut promoted = Game::from_fen("4k5/1P8/10/10/10/10/10/4K5 w - - 0 1").unwrap();
    assert_eq!(line("drag b7b8"), promoted.play_text("b7b8c").unwrap());
    assert_eq!(line("promoted"), promoted.fen());
    assert_eq!(line("result"), "1-0 checkmate");
    assert_eq!(line("position after Nh3"), "h3 holds role 2");
    let mut knights = gothic.clone();
    knights.play_text("Nh3").unwrap();
    let nh6 = knights.parse_move("Nh6").unwrap().to_uci();
    assert_eq!(line("position parses Nh6"), nh6);
    let from_i8 = knights
        .position()
        .legal_moves()
        .iter()
        .filter(|m| m.from() == crc_core::Square::I8)
        .count();
    assert_eq!(line("position moves from i8"), from_i8.to_string());
    knights.play_text("Nh6").unwrap();
    assert_eq!(line("position fen"), knights.fen());
    assert_eq!(
        line("bad fen"),
        "invalid FEN placement field: rank 1 describes 9 squares; a rank has 10"
    );
    assert!(line("bad position").contains("black has no king; a pawn stands on a1"));
    assert_eq!(line("lenient"), "4k5/10/10/10/10/10/10/R3K5 w Q - 0 1");
    assert_eq!(
        line("lenient game start"),
        "4k5/10/10/4P5/10/10/10/4K5 w - - 0 1"
    );
    assert_eq!(line("pgn game 1"), "3 plies, event Club night, result *");
    assert!(line("pgn game 2 error").starts_with("PGN game 2, line 18: move 3 (\"Nf3\")"));
    assert_eq!(line("pgn game 3"), "3 plies, event -, result 1/2-1/2");
}

/// The depth and count of a suite line at depth 3, or at the deepest depth below it.
/// A position whose side to move is in check (the king on e1, a rook on j1).
const IN_CHECK: &str = "4k5/10/10/10/10/10/10/4K4r w - - 0 1";

/// The diagram `svg_diagram.c` draws of `fen` (the Capablanca array after e4 for `None`,
/// flipped otherwise): every piece once, the options it sets, the checked king marked.
fn check_svg_diagram(svg: &str, fen: Option<&str>) {
    let fen =
        fen.unwrap_or("rnabqkbcnr/pppppppppp/10/10/4P5/10/PPPP1PPPPP/RNABQKBCNR b KQkq e3 0 1");
    let position = crc_movegen::Position::from_fen(fen).expect("FEN");
    let document = roxmltree::Document::parse(svg).expect("well-formed XML");
    let root = document.root_element();
    assert_eq!(
        root.tag_name().namespace(),
        Some("http://www.w3.org/2000/svg")
    );
    assert_eq!(root.attribute("width"), Some("480"));
    let with_class = |word: &str| -> Vec<roxmltree::Node<'_, '_>> {
        document
            .descendants()
            .filter(|n| {
                n.attribute("class")
                    .is_some_and(|c| c.split(' ').any(|w| w == word))
            })
            .collect()
    };
    let mut pieces: Vec<String> = with_class("piece")
        .iter()
        .map(|n| {
            format!(
                "{} {}",
                n.attribute("data-square").unwrap(),
                n.attribute("class").unwrap()
            )
        })
        .collect();
    pieces.sort();
    let mut expected: Vec<String> = position
        .board()
        .pieces()
        .map(|(square, piece)| {
            format!(
                "{square} piece {} {}",
                piece.color.name(),
                piece.role.name()
            )
        })
        .collect();
    expected.sort();
    assert_eq!(pieces, expected);
    let square_names = |word: &str| -> Vec<String> {
        with_class(word)
            .iter()
            .filter(|n| n.tag_name().name() == "rect")
            .filter_map(|n| {
                n.attribute("class")
                    .unwrap()
                    .split(' ')
                    .nth(2)
                    .map(str::to_owned)
            })
            .collect()
    };
    assert_eq!(square_names("lastmove"), ["e2", "e4"]);
    assert_eq!(square_names("fill"), ["h5"]);
    let arrows: Vec<(&str, &str)> = with_class("arrow")
        .iter()
        .map(|n| {
            (
                n.attribute("data-tail").unwrap(),
                n.attribute("data-head").unwrap(),
            )
        })
        .collect();
    assert_eq!(arrows, [("e7", "e5"), ("d1", "h5")]);
    let checks = with_class("check");
    assert_eq!(checks.len(), usize::from(position.is_check()), "{fen}");
    if position.is_check() {
        // Flipped, e1 is the sixth square of the top row (inside the 40-unit frame).
        assert_eq!(
            (checks[0].attribute("x"), checks[0].attribute("y")),
            (Some("540"), Some("40"))
        );
    }
}

fn up_to_depth_3(case: &crc_testdata::PerftCase) -> Option<(u32, u64)> {
    case.counts
        .iter()
        .copied()
        .take_while(|(d, _)| *d <= 3)
        .last()
}

/// Every tenth suite line: FEN and the count at depth 3 (or the deepest below it).
fn perft_cases() -> Vec<(String, u32, u64)> {
    crc_testdata::perft_suite()
        .into_iter()
        .step_by(10)
        .filter_map(|case| {
            let (depth, count) = up_to_depth_3(&case)?;
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

    let engine = build("c/engine_api.c", link, flags, purpose);
    check_engine_api(wrap(&engine));

    let gui = build("c/gui_session.c", link, flags, purpose);
    check_gui_session(&stdout_of(&mut wrap(&gui)));

    let svg = build("c/svg_diagram.c", link, flags, purpose);
    check_svg_diagram(&stdout_of(&mut wrap(&svg)), None);
    check_svg_diagram(
        &stdout_of(wrap(&svg).args([IN_CHECK, "flip"])),
        Some(IN_CHECK),
    );

    // The engine: its search with the bitboards it keeps checked against the library's
    // after every move, and short CECP and UCI sessions.
    let cecp = build("c/cecp_engine.c", link, flags, purpose);
    let output = stdout_of(wrap(&cecp).args(["bench", "4", "verify"]));
    let verified = value(&output, "verified");
    assert!(verified.ends_with(" moves, 0 failures"), "{output}");
    let moves: u64 = verified
        .split(' ')
        .next()
        .unwrap()
        .parse()
        .expect("a count");
    assert!(moves > 1000, "{output}");
    let session = "xboard\nprotover 2\nnew\nvariant caparandom\npost\nsd 3\ngo\nquit\n";
    let output = output_with_input(wrap(&cecp), session);
    assert_eq!(
        output.lines().filter(|l| l.starts_with("move ")).count(),
        1,
        "{output}"
    );
    let session = "uci\nisready\nposition startpos moves e2e4\ngo depth 3\n\
                   go nodes 3000\ngo movetime 50\nquit\n";
    let output = output_with_input(wrap(&cecp), session);
    assert_eq!(output.matches("bestmove ").count(), 3, "{output}");

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
        return skipped(
            "valgrind check",
            "valgrind missing or CRC_SKIP_VALGRIND set",
        );
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

/// The README's install recipe, run line by line as it stands, in a fresh prefix ($HOME is
/// a temporary folder): `make install`, pkg-config for the shared and the static library,
/// and both programs run (the shared one without LD_LIBRARY_PATH), the static one without
/// libcrc in `ldd`. `make` is the workspace's Makefile given the libraries this test was
/// built with, so that the test installs what it tests and does not rebuild them.
#[test]
fn readme_install_recipe_works_in_a_fresh_prefix() {
    let tools = ["make", "pkg-config", "ldd", "bash"];
    let have_tools = tools.iter().all(|tool| {
        Command::new("bash")
            .args(["-c", &format!("command -v {tool}")])
            .output()
            .is_ok_and(|o| o.status.success())
    });
    if !have_tools {
        return skipped(
            "README install recipe check",
            "make, pkg-config or ldd missing",
        );
    }
    let readme = std::fs::read_to_string(workspace().join("README.md")).expect("README.md");
    let recipe = readme
        .split("```sh\n")
        .filter_map(|block| block.split("```").next())
        .find(|block| block.starts_with("PREFIX=$HOME/.local\n"))
        .expect("the README's install recipe");
    let home = out_dir().join("install-home");
    let _ = std::fs::remove_dir_all(&home);
    std::fs::create_dir_all(&home).expect("home");
    std::fs::write(home.join("app.c"), readme_snippet()).expect("app.c");
    let script = format!(
        "set -euo pipefail\n\
         make() {{ command make -C '{workspace}' CRC_BUILD_DIR='{deps}' \"${{@/#install/install-only}}\"; }}\n\
         {recipe}",
        workspace = workspace().display(),
        deps = deps_dir().display(),
    );
    let output = run(Command::new("bash")
        .arg("-c")
        .arg(&script)
        .current_dir(&home)
        .env("HOME", &home)
        .env_remove("LD_LIBRARY_PATH"));
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert_eq!(stdout.matches("san: e4 e5 Nh3 Nh6").count(), 2, "{stdout}");
    let lib = home.join(".local/lib");
    assert_eq!(
        std::fs::read_link(lib.join("libcrc.so")).expect("dev link"),
        PathBuf::from(soname())
    );
    let ldd = stdout_of(
        Command::new("ldd")
            .arg(home.join("app"))
            .env_remove("LD_LIBRARY_PATH"),
    );
    assert!(
        ldd.contains(&format!("{} => {}", soname(), lib.join(soname()).display())),
        "{ldd}"
    );
}

/// The library's SONAME is versioned, as `make install` names the files.
#[test]
fn shared_library_has_a_versioned_soname() {
    let output = Command::new("objdump")
        .arg("-p")
        .arg(library(Link::Shared))
        .output();
    let Some(output) = output.ok().filter(|o| o.status.success()) else {
        return skipped("SONAME check", "no objdump");
    };
    let text = String::from_utf8_lossy(&output.stdout);
    assert!(
        text.contains(&format!("SONAME               {}", soname())),
        "{text}"
    );
}

/// The C code block of the README's "Use from C" section.
fn readme_snippet() -> String {
    let readme = std::fs::read_to_string(workspace().join("README.md")).expect("README.md");
    let section = readme
        .split("## Use from C")
        .nth(1)
        .expect("a Use from C section");
    section
        .split("```c\n")
        .nth(1)
        .and_then(|rest| rest.split("```").next())
        .expect("a C code block")
        .to_owned()
}

/// The C snippet of the README's "Use from C" section compiles and runs.
#[test]
fn readme_snippet_compiles_and_runs() {
    let source = out_dir().join("readme.c");
    std::fs::write(&source, readme_snippet()).expect("write readme.c");
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
    let output = run(&mut Command::new(&exe));
    let stdout = String::from_utf8_lossy(&output.stdout);
    let mut game = Game::from_number(25933).expect("Gothic");
    for san in value(&stdout, "san").split_whitespace() {
        game.play_text(san).unwrap_or_else(|e| panic!("{san}: {e}"));
    }
    assert_eq!(game.san_moves(), ["e4", "e5", "Nh3", "Nh6"]);
    assert_eq!(value(&stdout, "fen"), game.fen());
    assert!(stdout.contains("[White \"Capablanca\"]"), "{stdout}");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        stderr.contains("Nf3: illegal move \"Nf3\": no knight can move from there to f3"),
        "{stderr}"
    );
}

/// An engine example driven through its standard input and output. A thread reads its
/// lines, so that an engine that falls silent fails the test instead of hanging it.
struct Engine {
    child: std::process::Child,
    input: std::process::ChildStdin,
    lines: std::sync::mpsc::Receiver<String>,
}

impl Engine {
    fn start(exe: &Path, args: &[&str]) -> Engine {
        use std::io::BufRead;
        let mut child = Command::new(exe)
            .args(args)
            .stdin(std::process::Stdio::piped())
            .stdout(std::process::Stdio::piped())
            .spawn()
            .expect("engine starts");
        let input = child.stdin.take().expect("stdin");
        let output = child.stdout.take().expect("stdout");
        let (sender, lines) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            for line in std::io::BufReader::new(output).lines() {
                let Ok(line) = line else { break };
                if sender.send(line.trim_end().to_owned()).is_err() {
                    break;
                }
            }
        });
        Engine {
            child,
            input,
            lines,
        }
    }

    fn send(&mut self, commands: &str) {
        use std::io::Write;
        writeln!(self.input, "{commands}").expect("engine reads");
        self.input.flush().expect("engine reads");
    }

    /// The next line the engine writes; it must write one within a minute.
    fn line(&mut self) -> String {
        match self.lines.recv_timeout(std::time::Duration::from_secs(60)) {
            Ok(line) => line,
            Err(e) => panic!("no answer from the engine: {e}"),
        }
    }

    /// Sends `commands`, then reads lines until one starts with `until`.
    fn ask(&mut self, commands: &str, until: &str) -> Vec<String> {
        self.send(commands);
        let mut lines = Vec::new();
        loop {
            let line = self.line();
            let done = line.starts_with(until);
            lines.push(line);
            if done {
                return lines;
            }
        }
    }

    /// As `ask`, also giving the time from sending to the last line.
    fn timed(&mut self, commands: &str, until: &str) -> (Vec<String>, std::time::Duration) {
        let start = std::time::Instant::now();
        let lines = self.ask(commands, until);
        (lines, start.elapsed())
    }

    fn quit(mut self) {
        self.send("quit");
        assert!(self.child.wait().expect("engine exits").success());
    }
}

/// Drives the CECP engine through its protocol: features, set-up, moves in XBoard's
/// notations, illegal moves, ping, the announced end of a game.
#[test]
fn cecp_engine_speaks_the_protocol() {
    let exe = build("c/cecp_engine.c", Link::Static, &[], "protocol");
    let mut engine = Engine::start(&exe, &["2"]);
    let features = engine.ask("xboard\nprotover 2", "feature");
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
    let lines = engine.ask(
        &format!(
            "new\nvariant caparandom\nsetboard {start}\nforce\nusermove O-O\nusermove f8a8\nping 1"
        ),
        "pong 1",
    );
    assert!(!lines.iter().any(|l| l.starts_with("Illegal")), "{lines:?}");
    let lines = engine.ask("usermove e2e5\nping 2", "pong 2");
    assert!(
        lines
            .iter()
            .any(|l| l.starts_with("Illegal move") && l.ends_with("e2e5")),
        "{lines:?}"
    );
    let lines = engine.ask(
        &format!("setboard {start}\nusermove f1i1\nping 3"),
        "pong 3",
    );
    assert!(!lines.iter().any(|l| l.starts_with("Illegal")), "{lines:?}");

    // The engine to move finds the mate in one and announces it.
    let lines = engine.ask("setboard k9/10/1K8/10/10/10/10/9C w - - 0 1\ngo", "1-0");
    assert!(lines.iter().any(|l| l == "move j1j8"), "{lines:?}");
    assert_eq!(lines.last().unwrap(), "1-0 {White mates}");

    // A promotion to a chancellor from XBoard, answered by a legal engine move.
    let promotion = "4k5/1P8/10/10/10/10/10/4K5 w - - 0 1";
    let lines = engine.ask(
        &format!("new\nsetboard {promotion}\nusermove b7b8c"),
        "move",
    );
    let reply = lines.last().unwrap().trim_start_matches("move ").to_owned();
    let mut game = Game::from_fen(promotion).unwrap();
    game.play_text("b7b8c").unwrap();
    game.play_text(&reply)
        .unwrap_or_else(|e| panic!("engine move {reply}: {e}"));

    engine.quit();
}

/// A CECP thinking line, "ply score time nodes pv", checked: four integers, and a principal
/// variation of legal moves from `game`'s position. Gives the ply and the PV's first move.
fn thinking_line(line: &str, game: &Game) -> (u32, crc_movegen::Move) {
    let fields: Vec<&str> = line.split_whitespace().collect();
    assert!(fields.len() >= 5, "thinking line {line:?}");
    let numbers: Vec<i64> = ["ply", "score", "time", "nodes"]
        .iter()
        .zip(&fields)
        .map(|(what, field)| {
            field
                .parse()
                .unwrap_or_else(|_| panic!("{what} in {line:?}"))
        })
        .collect();
    let ply = u32::try_from(numbers[0]).expect("a ply above 0");
    let first = game
        .parse_move(fields[4])
        .unwrap_or_else(|e| panic!("PV of {line:?}: {e}"));
    let mut line_game = game.clone();
    for mv in &fields[4..] {
        line_game
            .play_text(mv)
            .unwrap_or_else(|e| panic!("PV of {line:?}: {mv}: {e}"));
    }
    (ply, first)
}

/// The thinking lines before the engine's move, checked, and the move played on `game`.
fn checked_move(lines: &[String], game: &mut Game) -> Vec<u32> {
    let (last, thinking) = lines.split_last().expect("lines");
    let played = last
        .strip_prefix("move ")
        .unwrap_or_else(|| panic!("{lines:?}"));
    let mv = game
        .parse_move(played)
        .unwrap_or_else(|e| panic!("engine move {played}: {e}"));
    let mut plies = Vec::new();
    let mut pv_first = None;
    for line in thinking {
        let (ply, first) = thinking_line(line, game);
        plies.push(ply);
        pv_first = Some(first);
    }
    if let Some(first) = pv_first {
        assert_eq!(first, mv, "the move is the last line's first: {lines:?}");
    }
    game.play(mv).expect("legal");
    plies
}

/// The CECP engine's clock commands: `sd` caps the depth, `post`/`nopost` turn the thinking
/// output on and off, `st` gives a time per move, `level` with `time` and `otim` a clock the
/// engine shares out (and never runs down to nothing), `?` makes it move at once.
#[test]
fn cecp_engine_keeps_to_its_clock() {
    use std::time::Duration;
    let exe = build("c/cecp_engine.c", Link::Static, &[], "clock");
    let mut engine = Engine::start(&exe, &[]);
    let mut all = engine.ask("xboard\nprotover 2", "feature");
    let start = Game::from_number(2026).expect("a start number");
    let setup = format!("new\nvariant caparandom\nsetboard {}\n", start.fen());

    // sd 3 with post: thinking lines for plies 1, 2 and 3, then the move they lead to.
    let mut game = start.clone();
    let lines = engine.ask(&format!("{setup}post\nsd 3\ngo"), "move");
    assert_eq!(checked_move(&lines, &mut game), [1, 2, 3], "{lines:?}");
    all.extend(lines);
    // nopost: the answer to Black's move comes without thinking lines.
    let reply = game.position().legal_moves()[0].to_uci();
    let lines = engine.ask(&format!("nopost\nusermove {reply}"), "move");
    game.play_text(&reply).expect("legal");
    assert_eq!(checked_move(&lines, &mut game), [] as [u32; 0], "{lines:?}");
    all.extend(lines);

    // sd 1 stays one ply deep; "new" takes the limit away again.
    let lines = engine.ask(&format!("{setup}post\nsd 1\nst 30\ngo"), "move");
    assert_eq!(checked_move(&lines, &mut start.clone()), [1], "{lines:?}");
    all.extend(lines);

    // st 1: a second a move at most, of which the engine uses a good part.
    let (lines, took) = engine.timed(&format!("{setup}post\nst 1\ngo"), "move");
    let plies = checked_move(&lines, &mut start.clone());
    assert!(took < Duration::from_millis(1500), "st 1 took {took:?}");
    assert!(took > Duration::from_millis(300), "st 1 took only {took:?}");
    assert!(plies.len() > 3, "{lines:?}");
    all.extend(lines);

    // 40 moves in 20 s with all of it left: about half a second for this move.
    let clock = format!("{setup}level 40 0:20 0\ntime 2000\notim 2000\ngo");
    let (lines, took) = engine.timed(&clock, "move");
    checked_move(&lines, &mut start.clone());
    assert!(took < Duration::from_millis(2000), "took {took:?} of 20 s");
    assert!(
        took > Duration::from_millis(100),
        "took only {took:?} of 20 s"
    );
    all.extend(lines);

    // 0.3 s left for the 40 moves: the move comes well inside it.
    let short = format!("{setup}level 40 0:20 0\ntime 30\notim 2000\ngo");
    let (lines, took) = engine.timed(&short, "move");
    checked_move(&lines, &mut start.clone());
    assert!(took < Duration::from_millis(300), "took {took:?} of 0.3 s");
    all.extend(lines);

    // Ten minutes for the game: the engine would think long; "?" makes it move now.
    engine.send(&format!("{setup}level 0 10 0\ntime 60000\notim 60000\ngo"));
    std::thread::sleep(Duration::from_millis(300));
    let (lines, took) = engine.timed("?", "move");
    checked_move(&lines, &mut start.clone());
    assert!(took < Duration::from_millis(1000), "moved {took:?} after ?");
    all.extend(lines);

    assert!(
        !all.iter()
            .any(|l| l.starts_with("Error") || l.starts_with("Illegal")),
        "{all:?}"
    );
    engine.quit();
}

/// A UCI search's output, checked: `info` lines with depth, seldepth, score (cp or mate),
/// nodes, nps, time and a PV of legal moves from `game`'s position, depths rising, then a
/// legal `bestmove`, which is returned.
fn checked_search(lines: &[String], game: &Game) -> String {
    let (last, infos) = lines.split_last().expect("lines");
    let best = last
        .strip_prefix("bestmove ")
        .unwrap_or_else(|| panic!("{lines:?}"));
    game.parse_move(best)
        .unwrap_or_else(|e| panic!("bestmove {best} in {}: {e}", game.fen()));
    assert!(!infos.is_empty(), "no info before {last}");
    let mut last_depth = 0;
    for info in infos {
        let mut words = info.split_whitespace();
        assert_eq!(words.next(), Some("info"), "{info}");
        let mut seen = Vec::new();
        while let Some(key) = words.next() {
            seen.push(key);
            let number = |word: Option<&str>| -> i64 {
                word.and_then(|w| w.parse().ok())
                    .unwrap_or_else(|| panic!("{key} in {info:?}"))
            };
            match key {
                "depth" => {
                    let depth = number(words.next());
                    assert!(depth > last_depth, "depths rise: {lines:?}");
                    last_depth = depth;
                }
                "seldepth" | "nodes" | "nps" | "time" => assert!(number(words.next()) >= 0),
                "score" => match words.next() {
                    Some("cp") | Some("mate") => {
                        number(words.next());
                    }
                    other => panic!("score {other:?} in {info:?}"),
                },
                "pv" => {
                    let mut line_game = game.clone();
                    let moves: Vec<&str> = words.by_ref().collect();
                    assert!(!moves.is_empty(), "empty pv in {info:?}");
                    for mv in moves {
                        line_game
                            .play_text(mv)
                            .unwrap_or_else(|e| panic!("pv of {info:?}: {mv}: {e}"));
                    }
                }
                other => panic!("unknown info {other:?} in {info:?}"),
            }
        }
        for wanted in ["depth", "seldepth", "score", "nodes", "nps", "time", "pv"] {
            assert!(seen.contains(&wanted), "no {wanted} in {info:?}");
        }
    }
    best.to_owned()
}

/// `position fen FEN [moves ...]` for the game so far.
fn uci_position(start: &str, moves: &[String]) -> String {
    match moves.is_empty() {
        true => format!("position fen {start}"),
        false => format!("position fen {start} moves {}", moves.join(" ")),
    }
}

/// The engine's UCI mode, checked by the library at every reply: two whole games, one on a
/// clock against random legal moves from a CRC start (it must mate), one against itself in
/// variant capablanca to its end or 120 plies; `searchmoves`, castling as king takes rook
/// (caparandom) or the king's destination (capablanca), `go infinite` with `isready` and
/// `stop`.
#[test]
fn uci_engine_plays_whole_games() {
    use crc_core::Color;
    use crc_game::{GameResult, Reason};
    let exe = build("c/cecp_engine.c", Link::Static, &[], "uci");
    let mut engine = Engine::start(&exe, &[]);
    let hello = engine.ask("uci", "uciok");
    assert!(hello.iter().any(|l| l.starts_with("id name ")), "{hello:?}");
    assert!(
        hello
            .iter()
            .any(|l| l.starts_with("option name UCI_Variant type combo")
                && l.contains("var caparandom")
                && l.contains("var capablanca")),
        "{hello:?}"
    );
    engine.ask(
        "setoption name UCI_Variant value caparandom\nisready",
        "readyok",
    );

    // Against random moves, with 3 s + 20 ms a move on the engine's clock.
    let mut game = Game::from_number(3141).expect("a start number");
    let start = game.fen();
    let mut moves: Vec<String> = Vec::new();
    let mut clock_ms: i64 = 3000;
    let mut random = 0x2545_f491_4f6c_dd1d_u64;
    engine.send("ucinewgame");
    while game.outcome().is_none() && moves.len() < 400 {
        let mv = if game.turn() == Color::White {
            let go = format!("go wtime {clock_ms} btime 3000 winc 20 binc 20");
            let (lines, took) = engine.timed(
                &format!("{}\n{go}", uci_position(&start, &moves)),
                "bestmove",
            );
            clock_ms -= took.as_millis() as i64;
            assert!(clock_ms > 0, "the engine ran out of time after {moves:?}");
            clock_ms += 20;
            checked_search(&lines, &game)
        } else {
            random ^= random << 13;
            random ^= random >> 7;
            random ^= random << 17;
            let legal = game.position().legal_moves();
            legal[(random % legal.len() as u64) as usize].to_uci()
        };
        game.play_text(&mv).expect("legal");
        moves.push(mv);
    }
    let outcome = game.outcome().expect("the game ended");
    assert_eq!(
        (outcome.result, outcome.reason),
        (GameResult::WhiteWins, Reason::Checkmate),
        "{}",
        game.san_moves().join(" ")
    );

    // Castling written as the variant wants it, where searchmoves leaves nothing else.
    let open = "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQK3R w KQkq - 0 1";
    let lines = engine.ask(
        &format!("position fen {open}\ngo depth 2 searchmoves f1i1"),
        "bestmove",
    );
    assert_eq!(lines.last().unwrap(), "bestmove f1j1", "{lines:?}");
    engine.send("setoption name UCI_Variant value capablanca");
    let lines = engine.ask(
        &format!("position fen {open}\ngo depth 2 searchmoves f1j1"),
        "bestmove",
    );
    assert_eq!(lines.last().unwrap(), "bestmove f1i1", "{lines:?}");

    // go infinite answers isready while it thinks, and stops on stop.
    engine.send("position startpos moves e2e4\ngo infinite");
    std::thread::sleep(std::time::Duration::from_millis(200));
    let mut lines = engine.ask("isready", "readyok");
    assert_eq!(lines.pop().as_deref(), Some("readyok"));
    lines.extend(engine.ask("stop", "bestmove"));
    let mut after_e4 = Game::from_fen(CAPABLANCA).unwrap();
    after_e4.play_text("e2e4").unwrap();
    checked_search(&lines, &after_e4);

    // Against itself in variant capablanca, by depth and by time per move.
    engine.send("ucinewgame");
    let mut game = Game::from_fen(CAPABLANCA).unwrap();
    let mut moves: Vec<String> = Vec::new();
    while game.outcome().is_none() && game.can_claim_draw().is_none() && moves.len() < 120 {
        let go = if moves.len() % 2 == 0 {
            "go depth 4"
        } else {
            "go movetime 40"
        };
        let position = match moves.is_empty() {
            true => "position startpos".to_owned(),
            false => format!("position startpos moves {}", moves.join(" ")),
        };
        let lines = engine.ask(&format!("{position}\n{go}"), "bestmove");
        let best = checked_search(&lines, &game);
        let mv = game.parse_move(&best).expect("legal");
        if mv.is_castle() {
            assert!(
                matches!(&best[2..3], "c" | "i"),
                "castling as the king's destination: {best}"
            );
        }
        game.play(mv).expect("legal");
        moves.push(best);
    }
    assert!(moves.len() >= 20, "{}", game.san_moves().join(" "));
    engine.quit();
}

const CAPABLANCA: &str = "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1";
