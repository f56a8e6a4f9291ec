//! Builds the C and C++ examples with the system compilers (`-Wall -Wextra -Werror
//! -pedantic`) against the static and the shared `libcrc`, runs them, and checks their output
//! against testdata and the Rust crates. Then runs them under AddressSanitizer and
//! UndefinedBehaviorSanitizer, and under valgrind with leak checking (on a quarter of the perft
//! suite positions: see `Mode::thin`), one test per example and mode. The engine's protocols
//! are tested in `engine_protocol.rs`.
//!
//! The libraries come from this test's own build (`target/<profile>/deps`). `CC` and `CXX`
//! choose the compilers (default `cc`, `c++`). Set `CRC_SKIP_VALGRIND=1` to leave valgrind
//! out locally; under `CI` a missing tool is a failure.

use std::path::{Path, PathBuf};
use std::process::Command;

use crate::common::{
    build, compile_c_file, deps_dir, objdump_of_shared_library, out_dir, output_with_input, run,
    skipped, soname, stdout_of, workspace, Link, ENGINE,
};
use crc_rules_game::Game;

fn value<'a>(text: &'a str, key: &str) -> &'a str {
    text.lines()
        .find_map(|l| l.strip_prefix(key).and_then(|r| r.strip_prefix(": ")))
        .unwrap_or_else(|| panic!("no {key:?} line in {text:?}"))
}

/// The random game's SAN must replay from its start in crc-rules-game, ending on its FEN.
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

/// Perft on make/unmake equals the reference counts of every `thin`-th suite position at
/// depth 3 (or the deepest below it), and random play with make/unmake restores every FEN
/// and key.
fn check_engine_api(command: Command, thin: usize) {
    let lines: String = crc_testdata::perft_suite()
        .into_iter()
        .filter(|case| crc_rules_movegen::Position::from_fen(case.fen).is_ok())
        .step_by(thin)
        .filter_map(|case| {
            let (depth, count) = up_to_depth_3(&case)?;
            Some(format!("{};{depth};{count}\n", case.fen))
        })
        .collect();
    let positions = lines.lines().count();
    assert!(positions > 100 / thin, "{positions}");
    let stdout = output_with_input(command, &lines);
    assert_eq!(value(&stdout, "perft ok"), positions.to_string());
    assert_eq!(value(&stdout, "failures"), "0");
    let plies: usize = value(&stdout, "plies").parse().expect("a number");
    assert!(plies > 3000 / thin, "{plies}");
}

/// The GUI session's answers, each checked against the Rust crates.
fn check_gui_session(output: &str) {
    let line = |key: &str| value(output, key).to_owned();
    let gothic = Game::from_number(25933).expect("Gothic");
    assert_eq!(line("start number"), "25933");
    let board = gothic.position().board();
    for (key, rank) in
        [("rank 1", crc_rules_core::Rank::First), ("rank 8", crc_rules_core::Rank::Eighth)]
    {
        let letters: String = crc_rules_core::File::ALL
            .iter()
            .map(|&f| board.piece_at(crc_rules_core::Square::from_coords(f, rank)))
            .map(|p| p.map_or('.', |p| p.char()))
            .collect();
        assert_eq!(line(key), letters);
    }
    assert_eq!(line("moves from e2"), "e3 e4");
    assert!(line("refused e7e4").starts_with("illegal move \"e7e4\": "), "{output}");
    let mut game = gothic.clone();
    for san in line("san").split_whitespace() {
        game.play_text(san).unwrap_or_else(|e| panic!("{san}: {e}"));
    }
    assert_eq!(game.history(), ["e4", "e5", "Nh3"]);
    let last = game.move_stack().last().copied().expect("a move").to_uci();
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
        .filter(|m| m.from() == crc_rules_core::Square::I8)
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
    assert_eq!(line("lenient game start"), "4k5/10/10/4P5/10/10/10/4K5 w - - 0 1");
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
    let position = crc_rules_movegen::Position::from_fen(fen).expect("FEN");
    let document = roxmltree::Document::parse(svg).expect("well-formed XML");
    let root = document.root_element();
    assert_eq!(root.tag_name().namespace(), Some("http://www.w3.org/2000/svg"));
    assert_eq!(root.attribute("width"), Some("480"));
    let with_class = |word: &str| -> Vec<roxmltree::Node<'_, '_>> {
        document
            .descendants()
            .filter(|n| n.attribute("class").is_some_and(|c| c.split(' ').any(|w| w == word)))
            .collect()
    };
    let mut pieces: Vec<String> = with_class("piece")
        .iter()
        .map(|n| {
            format!("{} {}", n.attribute("data-square").unwrap(), n.attribute("class").unwrap())
        })
        .collect();
    pieces.sort();
    let mut expected: Vec<String> = position
        .board()
        .pieces()
        .map(|(square, piece)| {
            format!("{square} piece {} {}", piece.color.name(), piece.role.name())
        })
        .collect();
    expected.sort();
    assert_eq!(pieces, expected);
    let square_names = |word: &str| -> Vec<String> {
        with_class(word)
            .iter()
            .filter(|n| n.tag_name().name() == "rect")
            .filter_map(|n| n.attribute("class").unwrap().split(' ').nth(2).map(str::to_owned))
            .collect()
    };
    assert_eq!(square_names("lastmove"), ["e2", "e4"]);
    assert_eq!(square_names("fill"), ["h5"]);
    let arrows: Vec<(&str, &str)> = with_class("arrow")
        .iter()
        .map(|n| (n.attribute("data-tail").unwrap(), n.attribute("data-head").unwrap()))
        .collect();
    assert_eq!(arrows, [("e7", "e5"), ("d1", "h5")]);
    let checks = with_class("check");
    assert_eq!(checks.len(), usize::from(position.is_check()), "{fen}");
    if position.is_check() {
        // Flipped, e1 is the sixth square of the top row (inside the 40-unit frame).
        assert_eq!((checks[0].attribute("x"), checks[0].attribute("y")), (Some("540"), Some("40")));
    }
}

fn up_to_depth_3(case: &crc_testdata::PerftCase) -> Option<(u32, u64)> {
    case.counts.iter().copied().take_while(|(d, _)| *d <= 3).last()
}

/// Every `10 * thin`-th suite line: FEN and the count at depth 3 (or the deepest below it).
fn perft_cases(thin: usize) -> Vec<(String, u32, u64)> {
    crc_testdata::perft_suite()
        .into_iter()
        .step_by(10 * thin)
        .filter_map(|case| {
            let (depth, count) = up_to_depth_3(&case)?;
            Some((case.fen.to_owned(), depth, count))
        })
        .collect()
}

/// How a test builds and runs the examples: against the static or the shared library, with
/// extra compiler flags, each program run directly or under a checking tool.
struct Mode {
    link: Link,
    flags: &'static [&'static str],
    /// Names the programs' builds, so that no two modes share a file.
    purpose: &'static str,
    wrap: fn(&Path) -> Command,
    /// The examples that walk the perft suite take every `thin`-th of their positions.
    /// Valgrind runs a program some forty times slower: it looks for memory errors, which
    /// the same calls find on a quarter of the positions, while the other modes check the
    /// counts of all of them.
    thin: usize,
}

impl Mode {
    /// Builds `source` and returns how to run it.
    fn program(&self, source: &str) -> impl Fn() -> Command + '_ {
        let exe = build(source, self.link, self.flags, self.purpose);
        move || (self.wrap)(&exe)
    }
}

const STATIC: Mode =
    Mode { link: Link::Static, flags: &[], purpose: "run", wrap: |exe| Command::new(exe), thin: 1 };

const SHARED: Mode =
    Mode { link: Link::Shared, flags: &[], purpose: "run", wrap: |exe| Command::new(exe), thin: 1 };

const SANITIZERS: Mode = Mode {
    link: Link::Static,
    flags: &[
        "-fsanitize=address,undefined",
        "-fno-sanitize-recover=all",
        "-fno-omit-frame-pointer",
    ],
    purpose: "sanitizers",
    wrap: |exe| {
        let mut command = Command::new(exe);
        command.env("ASAN_OPTIONS", "detect_leaks=1:abort_on_error=0:exitcode=23");
        command.env("UBSAN_OPTIONS", "print_stacktrace=1:halt_on_error=1");
        command
    },
    thin: 1,
};

const VALGRIND: Mode = Mode {
    link: Link::Shared,
    flags: &[],
    purpose: "valgrind",
    wrap: |exe| {
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
    },
    thin: 4,
};

/// Valgrind's mode, or `None` (and the test says SKIPPED) where it is missing or left out.
fn valgrind() -> Option<&'static Mode> {
    let have_valgrind = Command::new("valgrind").arg("--version").output().is_ok();
    if !have_valgrind || std::env::var_os("CRC_SKIP_VALGRIND").is_some() {
        skipped("valgrind check", "valgrind missing or CRC_SKIP_VALGRIND set");
        return None;
    }
    Some(&VALGRIND)
}

fn random_game(mode: &Mode) {
    let random_game = mode.program("c/random_game.c");
    for seed in ["1", "7", "2026"] {
        check_random_game(&stdout_of(random_game().args([seed, "80"])));
    }
}

fn perft(mode: &Mode) {
    let perft = mode.program("c/perft.c");
    for (fen, depth, count) in perft_cases(mode.thin) {
        let output = stdout_of(perft().args([fen.as_str(), &depth.to_string()]));
        assert_eq!(value(&output, "nodes"), count.to_string(), "perft {depth} of {fen}");
    }
    let refused = perft().args(["no fen", "2"]).output().expect("runs");
    assert!(!refused.status.success());
}

fn engine_api(mode: &Mode) {
    check_engine_api(mode.program("c/engine_api.c")(), mode.thin);
}

/// The benchmark's C walks, whose instructions docs/performance.md publishes, count right
/// with the last ply listed or counted in bulk.
fn perft_bench(mode: &Mode) {
    let bench = mode.program("c/perft_bench.c");
    for (fen, depth, count) in perft_cases(mode.thin) {
        for walk in [&["--once", "--list"][..], &["--once"]] {
            let depth = depth.to_string();
            let output = stdout_of(bench().args(walk).args([depth.as_str(), &fen]));
            let nodes = value(&output, "nodes");
            assert_eq!(nodes, count.to_string(), "{walk:?} {depth} of {fen}");
        }
    }
}

fn gui_session(mode: &Mode) {
    check_gui_session(&stdout_of(&mut mode.program("c/gui_session.c")()));
}

fn svg_diagram(mode: &Mode) {
    let svg = mode.program("c/svg_diagram.c");
    check_svg_diagram(&stdout_of(&mut svg()), None);
    check_svg_diagram(&stdout_of(svg().args([IN_CHECK, "flip"])), Some(IN_CHECK));
}

/// The engine: its search with the bitboards it keeps checked against the library's after
/// every move, and short CECP and UCI sessions.
fn engine(mode: &Mode) {
    let cecp = mode.program(ENGINE);
    let output = stdout_of(cecp().args(["bench", "4", "verify"]));
    let verified = value(&output, "verified");
    assert!(verified.ends_with(" moves, 0 failures"), "{output}");
    let moves: u64 = verified.split(' ').next().unwrap().parse().expect("a count");
    assert!(moves > 1000, "{output}");
    let session = "xboard\nprotover 2\nnew\nvariant caparandom\npost\nsd 3\ngo\nquit\n";
    let output = output_with_input(cecp(), session);
    assert_eq!(output.lines().filter(|l| l.starts_with("move ")).count(), 1, "{output}");
    let session = "uci\nisready\nposition startpos moves e2e4\ngo depth 3\n\
                   go nodes 3000\ngo movetime 50\nquit\n";
    let output = output_with_input(cecp(), session);
    assert_eq!(output.matches("bestmove ").count(), 3, "{output}");
}

fn error_paths(mode: &Mode) {
    let output = stdout_of(&mut mode.program("c/error_paths.c")());
    assert!(output.trim_end().ends_with(", 0 failed"), "{output}");
}

fn cpp_game(mode: &Mode) {
    let output = stdout_of(&mut mode.program("cpp/game.cpp")());
    let mut game = Game::from_number(25933).expect("Gothic");
    for san in value(&output, "san").split_whitespace() {
        game.play_text(san).unwrap_or_else(|e| panic!("{san}: {e}"));
    }
    assert_eq!(value(&output, "fen"), game.fen());
    assert!(output.contains("refused O-O-O: illegal move"), "{output}");
    assert!(output.contains("[Variant \"Capablanca Random\"]"), "{output}");
}

/// One test for each example in each mode, so that the test harness runs them side by side.
macro_rules! each_example_in_each_mode {
    ($($example:ident),*) => {
        /// Built with `-Wall -Wextra -Werror -pedantic` against the static library, and run.
        mod static_library {
            $(#[test] fn $example() { super::$example(&super::STATIC) })*
        }
        /// The same against the shared library.
        mod shared_library {
            $(#[test] fn $example() { super::$example(&super::SHARED) })*
        }
        /// Under AddressSanitizer and UndefinedBehaviorSanitizer.
        mod sanitizers {
            $(#[test] fn $example() { super::$example(&super::SANITIZERS) })*
        }
        /// Under valgrind with leak checking.
        mod valgrind {
            $(#[test] fn $example() { if let Some(mode) = super::valgrind() { super::$example(mode) } })*
        }
    };
}

each_example_in_each_mode!(
    random_game,
    perft,
    engine_api,
    perft_bench,
    gui_session,
    svg_diagram,
    engine,
    error_paths,
    cpp_game
);

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
        return skipped("README install recipe check", "make, pkg-config or ldd missing");
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
    let ldd = stdout_of(Command::new("ldd").arg(home.join("app")).env_remove("LD_LIBRARY_PATH"));
    assert!(ldd.contains(&format!("{} => {}", soname(), lib.join(soname()).display())), "{ldd}");
}

/// The library's SONAME is versioned, as `make install` names the files.
#[test]
fn shared_library_has_a_versioned_soname() {
    let Some(text) = objdump_of_shared_library("-p") else {
        return skipped("SONAME check", "no objdump");
    };
    assert!(text.contains(&format!("SONAME               {}", soname())), "{text}");
}

/// The C code block of the README's "Use from C" section.
fn readme_snippet() -> String {
    let readme = std::fs::read_to_string(workspace().join("README.md")).expect("README.md");
    let section = readme.split("## Use from C").nth(1).expect("a Use from C section");
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
    let exe = compile_c_file(&source, "readme-static", "c99", Some(Link::Static));
    let output = run(&mut Command::new(&exe));
    let stdout = String::from_utf8_lossy(&output.stdout);
    let mut game = Game::from_number(25933).expect("Gothic");
    for san in value(&stdout, "san").split_whitespace() {
        game.play_text(san).unwrap_or_else(|e| panic!("{san}: {e}"));
    }
    assert_eq!(game.history(), ["e4", "e5", "Nh3", "Nh6"]);
    assert_eq!(value(&stdout, "fen"), game.fen());
    assert!(stdout.contains("[White \"Capablanca\"]"), "{stdout}");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        stderr.contains("Nf3: illegal move \"Nf3\": no knight can move from there to f3"),
        "{stderr}"
    );
}
