//! The `crc` example as a newcomer runs it: output format and exit codes of each subcommand.

use std::process::{Command, Output};

fn crc(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_crc"))
        .args(args)
        .output()
        .expect("the crc binary runs")
}

fn stdout(args: &[&str]) -> String {
    let out = crc(args);
    assert!(
        out.status.success(),
        "crc {args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).expect("UTF-8 output")
}

fn value<'a>(text: &'a str, key: &str) -> &'a str {
    text.lines()
        .find_map(|l| l.strip_prefix(key).and_then(|rest| rest.strip_prefix(": ")))
        .unwrap_or_else(|| panic!("no {key:?} line in {text:?}"))
}

/// The FEN and the count at `depth` of the perft suite line with `note`.
fn suite_count(note: &str, depth: u32) -> (String, u64) {
    let case = crc_testdata::perft_case(note);
    (
        case.fen.to_owned(),
        case.count(depth).expect("a count at that depth"),
    )
}

/// The arguments of `crc COMMAND 3 --fen FEN` on two threads sharing a 4 MiB table, then
/// `more`: the count the threaded tests run.
fn threaded_count<'a>(command: &'a str, fen: &'a str, more: &[&'a str]) -> Vec<&'a str> {
    let mut args = vec![command, "3", "--fen", fen, "--threads", "2", "--hash", "4"];
    args.extend_from_slice(more);
    args
}

/// `crc ARGS` succeeds and prints each `key: value` line of `lines`.
fn assert_lines(args: &[&str], lines: &[(&str, &str)]) {
    let out = stdout(args);
    for &(key, expected) in lines {
        assert_eq!(value(&out, key), expected, "crc {args:?}");
    }
}

#[test]
fn setup_prints_number_arrangement_fen_and_rule_sets() {
    let out = stdout(&["setup", "25933"]);
    assert_eq!(value(&out, "number"), "25933");
    assert_eq!(value(&out, "arrangement"), "RNBQCKABNR");
    assert_eq!(
        value(&out, "fen"),
        "rnbqckabnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNBQCKABNR w KQkq - 0 1"
    );
    assert_eq!(value(&out, "rule sets"), "basic protected crc");
    assert!(!crc(&["setup", "48001"]).status.success());
    assert!(!crc(&["setup", "12", "--rules", "nonsense"])
        .status
        .success());
}

#[test]
fn random_setup_is_reproducible_and_in_the_rule_set() {
    let a = stdout(&["setup", "--random", "--seed", "5", "--rules", "crc2006"]);
    let b = stdout(&["setup", "--random", "--seed", "5", "--rules", "crc2006"]);
    assert_eq!(a, b);
    assert!(value(&a, "rule sets").split(' ').any(|r| r == "crc2006"));
}

#[test]
fn setups_lists_the_rule_set_in_order() {
    let out = stdout(&["setups", "--rules", "crc"]);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 12_130);
    let numbers: Vec<u32> = lines
        .iter()
        .map(|l| l.split(' ').next().unwrap().parse().unwrap())
        .collect();
    assert!(numbers.windows(2).all(|w| w[0] < w[1]));
    assert!(lines.contains(&"25933 RNBQCKABNR"));
    assert_eq!(
        stdout(&["setups", "--rules", "basic"]).lines().count(),
        48_000
    );
}

#[test]
fn fen_normalizes_or_fails() {
    let out = stdout(&[
        "fen",
        "nrbqkbarcn/pppppppppp/10/10/10/10/PPPPPPPPPP/NRBQKBARCN w BHbh - 0 1",
    ]);
    assert_eq!(
        out.trim(),
        "nrbqkbarcn/pppppppppp/10/10/10/10/PPPPPPPPPP/NRBQKBARCN w KQkq - 0 1"
    );
    let bad = crc(&["fen", "10/10/10/10/10/10/10/10 w - - 0 1"]);
    assert!(!bad.status.success());
    assert!(String::from_utf8_lossy(&bad.stderr).contains("white has no king"));
    let bad = crc(&[
        "fen",
        "rnabqkbcnr/pppppppppp/11/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1",
    ]);
    assert!(!bad.status.success());
    assert!(String::from_utf8_lossy(&bad.stderr).contains("rank 6 describes 11 squares"));
}

#[test]
fn fen_lenient_repairs_and_says_what_it_dropped() {
    let stale = "r3k4r/10/10/10/10/10/9R/R3K5 w KQkq e6 0 1";
    assert!(!crc(&["fen", stale]).status.success());
    let out = stdout(&["fen", "--lenient", stale]);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(
        lines,
        [
            "r3k4r/10/10/10/10/10/9R/R3K5 w Qkq - 0 1",
            "dropped: castling right on j1 but no white rook stands there",
            "dropped: en-passant square e6 is not behind a pawn that has just made a double step",
        ]
    );
    // A playable FEN loses nothing; an unplayable one stays an error.
    let fine = stdout(&["fen", "--lenient", "4k5/10/10/10/10/10/10/4K5 w - - 0 1"]);
    assert_eq!(fine.trim(), "4k5/10/10/10/10/10/10/4K5 w - - 0 1");
    let bad = crc(&["fen", "--lenient", "10/10/10/10/10/10/10/R3K5 w Q - 0 1"]);
    assert!(!bad.status.success());
    assert!(String::from_utf8_lossy(&bad.stderr).contains("black has no king"));
}

#[test]
fn perft_divide_and_moves() {
    let (fen, count) = suite_count("en passant white", 3);
    let out = stdout(&["perft", "3", "--fen", &fen]);
    assert_eq!(value(&out, "nodes"), count.to_string());
    assert!(value(&out, "time").parse::<f64>().is_ok());
    assert!(value(&out, "nps").parse::<f64>().is_ok());

    let (fen, count) = suite_count("both castlings open", 2);
    let out = stdout(&["divide", "2", "--fen", &fen]);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(*lines.last().unwrap(), format!("total: {count}"));
    let moves: Vec<&str> = lines[..lines.len() - 1]
        .iter()
        .map(|l| l.split(' ').next().unwrap())
        .collect();
    assert!(moves.windows(2).all(|w| w[0] < w[1]), "sorted by move");
    assert!(
        moves.contains(&"e1b1") && moves.contains(&"e1h1"),
        "castling as king takes rook"
    );

    let (_, count) = suite_count("Capablanca array", 1);
    let out = stdout(&["moves"]);
    assert_eq!(out.lines().count() as u64, count);
    let (_, count) = suite_count("Gothic array", 2);
    let out = stdout(&["perft", "2", "--number", "25933"]);
    assert_eq!(value(&out, "nodes"), count.to_string());
    assert!(!crc(&["moves", "--fen", "garbage"]).status.success());
}

#[test]
fn play_prints_fen_san_and_outcome() {
    let mate = "k9/10/1K8/10/10/10/10/9C w - - 0 1";
    assert_lines(
        &["play", "--fen", mate, "j1j8"],
        &[
            ("fen", "k8C/10/1K8/10/10/10/10/10 b - - 1 1"),
            ("san", "Cj8#"),
            ("outcome", "checkmate 1-0"),
        ],
    );
    let stalemate = "k9/2Q7/10/1K8/10/10/10/10 w - - 0 1";
    assert_lines(
        &["play", "--fen", stalemate, "Kb6"],
        &[("outcome", "stalemate 1/2-1/2")],
    );
    assert_lines(
        &["play", "--number", "25933", "e2e4", "e5", "Nh3"],
        &[("san", "e4 e5 Nh3"), ("outcome", "ongoing *")],
    );
    let bad = crc(&["play", "--number", "25933", "e2e4", "e5", "Nh3", "O-O"]);
    assert!(!bad.status.success());
    assert!(String::from_utf8_lossy(&bad.stderr).contains("illegal move \"O-O\""));
}

#[test]
fn moves_in_san() {
    let out = stdout(&[
        "moves",
        "--san",
        "--fen",
        "4k5/1P8/10/10/10/10/10/4K5 w - - 0 1",
    ]);
    let mut moves: Vec<&str> = out.lines().filter(|l| l.starts_with("b8")).collect();
    moves.sort();
    assert_eq!(moves, ["b8=A", "b8=B", "b8=C+", "b8=N", "b8=Q+", "b8=R+"]);
}

/// Runs `crc ARGS | head -1` through a shell: the reader goes away after one line.
fn first_line_through_head(args: &str) -> (String, String) {
    let exe = env!("CARGO_BIN_EXE_crc");
    let out = Command::new("bash")
        .arg("-c")
        .arg(format!(
            "set -o pipefail; '{exe}' {args} | head -1; echo \"status $?\" >&2"
        ))
        .output()
        .expect("bash runs");
    (
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn a_reader_that_goes_away_ends_the_command_quietly() {
    let (stdout, stderr) = first_line_through_head("setups --rules basic");
    assert_eq!(stdout, "1 AQBBCNNRKR\n");
    assert_eq!(stderr, "status 0\n", "no panic, no message");
    let (stdout, stderr) = first_line_through_head("divide 3");
    assert_eq!(stdout.lines().count(), 1);
    assert_eq!(stderr, "status 0\n");
}

#[test]
fn a_failed_write_is_an_error() {
    let full = std::fs::OpenOptions::new()
        .write(true)
        .open("/dev/full")
        .expect("/dev/full");
    let out = Command::new(env!("CARGO_BIN_EXE_crc"))
        .arg("moves")
        .stdout(full)
        .output()
        .expect("runs");
    assert_eq!(out.status.code(), Some(1));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.starts_with("error: cannot write the output"),
        "{stderr}"
    );
}

#[test]
fn perft_depth_has_the_library_limit() {
    for args in [
        &["perft", "10000"][..],
        &[
            "perft",
            "1000",
            "--fen",
            "4k5/10/10/10/10/10/10/4K5 w - - 0 1",
        ],
        &["divide", "11"],
    ] {
        let out = crc(args);
        assert_eq!(out.status.code(), Some(1), "{args:?}");
        assert!(String::from_utf8_lossy(&out.stderr).contains("is out of range"));
    }
}

#[test]
fn long_bad_input_is_quoted_short() {
    let long = "x".repeat(10_000);
    let fen = format!("4k5/10/10/10/10/10/10/4K5 {long} - - 0 1");
    for args in [
        vec!["play", "e2e4", long.as_str()],
        vec!["fen", fen.as_str()],
        vec!["perft", long.as_str()],
        vec!["setup", "--rules", long.as_str()],
    ] {
        let out = crc(&args);
        assert!(!out.status.success());
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(stderr.len() < 400, "{} bytes: {stderr}", stderr.len());
        assert!(stderr.contains("(10000 characters)"), "{stderr}");
    }
}

#[test]
fn perft_with_threads_and_hash_and_its_depth_limit() {
    let (fen, count) = suite_count("capablanca-like king f castles", 3);
    for args in [["--threads", "2"], ["--hash", "4"], ["--threads", "0"]] {
        let out = stdout(&["perft", "3", "--fen", &fen, args[0], args[1]]);
        assert_eq!(value(&out, "nodes"), count.to_string(), "{args:?}");
    }
    let out = stdout(&threaded_count("divide", &fen, &[]));
    assert_eq!(out.lines().last(), Some(format!("total: {count}").as_str()));
    // Not a terminal: no progress line.
    let out = crc(&["perft", "3", "--fen", &fen, "--threads", "2"]);
    assert!(
        out.stderr.is_empty(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );

    for depth in ["11", "10000"] {
        for (command, message) in [
            (
                &["perft"][..],
                format!("perft depth {depth} is out of range: 0 to 10"),
            ),
            (
                &["perft", "--list"],
                format!("perft depth {depth} is out of range: 0 to 10"),
            ),
            (
                &["divide"],
                format!("divide depth {depth} is out of range: 1 to 10"),
            ),
        ] {
            let out = crc(&[command, &[depth]].concat());
            assert_eq!(out.status.code(), Some(1), "{command:?} {depth}");
            let stderr = String::from_utf8_lossy(&out.stderr);
            assert!(stderr.contains(&message), "{stderr}");
        }
    }
}

#[test]
fn perft_zero_is_one_and_divide_zero_is_refused() {
    assert_eq!(value(&stdout(&["perft", "0"]), "nodes"), "1");
    assert_eq!(value(&stdout(&["perft", "0", "--list"]), "nodes"), "1");
    let out = crc(&["divide", "0"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(out.stdout.is_empty());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains(
            "divide depth 0 is out of range: 1 to 10 (a divide splits by the first move)"
        ),
        "{stderr}"
    );
}

#[test]
fn perft_list_counts_as_an_engine_walks() {
    for note in [
        "en passant white",
        "six promotions",
        "castling rook shields king from rook a1",
    ] {
        for depth in 0..=3 {
            let case = crc_testdata::perft_case(note);
            let expected = match depth {
                0 => 1,
                _ => case.count(depth).expect("a count at that depth"),
            };
            let depth = depth.to_string();
            assert_lines(
                &["perft", &depth, "--list", "--fen", case.fen],
                &[("nodes", &expected.to_string())],
            );
        }
    }
    // One thread without a table: the options of the library's perft do not apply.
    for option in [["--threads", "2"], ["--hash", "4"]] {
        let out = crc(&["perft", "2", "--list", option[0], option[1]]);
        assert_eq!(out.status.code(), Some(2), "{option:?}");
    }
}

/// The pieces of `crc svg`'s diagram, as (square, piece letter) from each piece element.
fn diagram_pieces(svg: &str) -> Vec<(String, char)> {
    let document = roxmltree::Document::parse(svg).expect("well-formed XML");
    assert_eq!(
        document.root_element().tag_name().namespace(),
        Some("http://www.w3.org/2000/svg")
    );
    let mut pieces: Vec<(String, char)> = document
        .descendants()
        .filter(|n| {
            n.attribute("class")
                .is_some_and(|c| c.starts_with("piece "))
        })
        .map(|n| {
            let classes: Vec<&str> = n.attribute("class").unwrap().split(' ').collect();
            let letter = match classes[2] {
                "knight" => 'n',
                role => role.chars().next().unwrap(),
            };
            let letter = match classes[1] {
                "white" => letter.to_ascii_uppercase(),
                _ => letter,
            };
            (n.attribute("data-square").unwrap().to_owned(), letter)
        })
        .collect();
    pieces.sort();
    pieces
}

/// The classes of the squares of `svg` that have `class` (such as `lastmove`).
fn squares_with(svg: &str, class: &str) -> Vec<String> {
    let document = roxmltree::Document::parse(svg).expect("well-formed XML");
    document
        .descendants()
        .filter_map(|n| n.attribute("class"))
        .filter(|c| c.starts_with("square ") && c.split(' ').any(|word| word == class))
        .map(|c| c.split(' ').nth(2).unwrap().to_owned())
        .collect()
}

#[test]
fn svg_draws_the_position_with_its_options() {
    let svg = stdout(&["svg"]);
    let pieces = diagram_pieces(&svg);
    assert_eq!(pieces.len(), 40);
    assert!(pieces.contains(&("c1".to_owned(), 'A')) && pieces.contains(&("h8".to_owned(), 'c')));
    let root_width = |svg: &str| {
        let document = roxmltree::Document::parse(svg).expect("XML");
        document
            .root_element()
            .attribute("width")
            .map(str::to_owned)
    };
    assert_eq!(root_width(&svg), None, "no --size: the SVG scales");

    let fen = "rnabqkbcnr/pppp1ppppp/10/4p5/4P5/10/PPPP1PPPPP/RNABQKBCNR w KQkq e6 0 2";
    let svg = stdout(&[
        "svg",
        "--fen",
        fen,
        "--flip",
        "--lastmove",
        "e7e5",
        "--size",
        "500",
    ]);
    assert_eq!(diagram_pieces(&svg).len(), 40);
    assert!(diagram_pieces(&svg).contains(&("e5".to_owned(), 'p')));
    let mut last = squares_with(&svg, "lastmove");
    last.sort();
    assert_eq!(last, ["e5", "e7"]);
    assert_eq!(root_width(&svg).as_deref(), Some("500"));
    // Flipped, j1 is the top-left square.
    assert!(svg.contains(r#"x="40" y="40" width="100" height="100" class="square light j1""#));
    let arrows = stdout(&[
        "svg",
        "--arrow",
        "Re2e4",
        "--arrow",
        "b1c3",
        "--no-coordinates",
    ]);
    assert_eq!(arrows.matches(r#"class="arrow""#).count(), 2);
    assert!(!arrows.contains("coordinates"));

    // A king in check is marked, a king not in check is not.
    let check = "4k5/10/10/10/10/10/10/4K4r w - - 0 1";
    let svg = stdout(&["svg", "--fen", check]);
    assert_eq!(svg.matches(r#"class="check" x="#).count(), 1);
    assert!(
        svg.contains(r#"<rect class="check" x="440" y="740""#),
        "e1 is marked"
    );
    assert!(!stdout(&["svg"]).contains(r#"class="check""#));
}

#[test]
fn svg_refuses_bad_input_with_a_clear_message_and_no_output() {
    for (args, message) in [
        (&["svg", "--size", "0"][..], "size 0 px is out of range"),
        (
            &["svg", "--size", "20000"][..],
            "size 20000 px is out of range",
        ),
        (&["svg", "--arrow", "e2k4"][..], "invalid arrow \"e2k4\""),
        (&["svg", "--arrow", "Xe2e4"][..], "invalid arrow \"Xe2e4\""),
        (&["svg", "--lastmove", "e2e9"][..], "--lastmove \"e2e9\""),
        (&["svg", "--lastmove", "O-O"][..], "--lastmove \"O-O\""),
        (&["svg", "--fen", "10/10 w - - 0 1"][..], "invalid FEN"),
        (&["svg", "--number", "48001"][..], "out of range"),
    ] {
        let out = crc(args);
        assert!(!out.status.success(), "crc {args:?}");
        assert!(out.stdout.is_empty(), "crc {args:?} wrote output");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(stderr.contains(message), "crc {args:?}: {stderr}");
    }
}

/// The commands docs/svg.md names for its diagrams write the SVGs committed beside the PNGs
/// (crc-rules-svg's render test keeps those current and renders them).
#[test]
fn svg_commands_of_the_docs_make_the_docs_diagrams() {
    let docs = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../docs/images");
    let middlegame = "rn1bqkb2r/pppa1ppppp/3p6/4cn4/4PNB3/8C1/PPPP1BPPPP/RNA1Q2RK1 w kq - 6 9";
    for (name, args) in [
        ("capablanca", &["svg", "--size", "432"][..]),
        (
            "middlegame",
            &[
                "svg",
                "--fen",
                middlegame,
                "--lastmove",
                "g6e5",
                "--arrow",
                "Gf4e6",
                "--arrow",
                "Re5g4",
                "--arrow",
                "Bi3i7",
                "--size",
                "432",
            ][..],
        ),
    ] {
        let committed =
            std::fs::read_to_string(docs.join(format!("{name}.svg"))).expect("docs SVG");
        assert!(
            stdout(args) == committed,
            "crc {args:?} differs from docs/images/{name}.svg"
        );
    }
}

#[test]
fn a_resumed_count_counts_only_the_root_moves_its_file_lacks() {
    let (fen, d3) = suite_count("both castlings open", 3);
    let dir = std::env::temp_dir().join(format!("crc-resume-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temporary folder");
    let file = dir.join("count.txt");
    let path = file.to_str().expect("a UTF-8 path");
    let _ = std::fs::remove_file(&file);
    let args = threaded_count("perft", &fen, &["--resume", path]);
    assert_lines(&args, &[("nodes", &d3.to_string())]);
    let whole = std::fs::read_to_string(&file).expect("the resume file");
    let lines: Vec<&str> = whole.lines().collect();
    assert_eq!(lines[0], format!("# crc perft resume: depth 3 fen {fen}"));
    // Every root move once, each line `MOVE NODES SECONDS`, adding up to the count.
    let divide = stdout(&["divide", "3", "--fen", &fen]);
    assert_eq!(lines.len(), divide.lines().count(), "{whole}");
    let sum: u64 = lines[1..]
        .iter()
        .map(|l| l.split(' ').nth(1).unwrap().parse::<u64>().unwrap())
        .sum();
    assert_eq!(sum, d3);

    // A stopped count: a third of its moves are kept, with a count the file says was made
    // (altered here, so that the resumed total shows it was read and not counted again).
    let kept = 1 + (lines.len() - 1) / 3;
    let (mv, nodes, seconds) = {
        let f: Vec<&str> = lines[1].split(' ').collect();
        (f[0], f[1].parse::<u64>().unwrap(), f[2])
    };
    let mut partial: Vec<String> = lines[..kept].iter().map(|l| l.to_string()).collect();
    partial[1] = format!("{mv} {} {seconds}", nodes + 1000);
    std::fs::write(&file, partial.join("\n") + "\n").expect("the shortened file");
    assert_lines(&args, &[("nodes", &(d3 + 1000).to_string())]);
    let resumed = std::fs::read_to_string(&file).expect("the resume file");
    assert_eq!(resumed.lines().count(), lines.len());
    let divided = stdout(&["divide", "3", "--fen", &fen, "--resume", path]);
    assert!(
        divided.contains(&format!("{mv} {}\n", nodes + 1000)),
        "{divided}"
    );
    assert_eq!(value(&divided, "total"), (d3 + 1000).to_string());

    // Another count's file, or a line no count wrote, is an error that changes nothing.
    for (args, message) in [
        (
            vec!["perft", "2", "--fen", &fen, "--resume", path],
            "holds another count",
        ),
        (vec!["perft", "3", "--resume", path], "holds another count"),
    ] {
        let out = crc(&args);
        assert_eq!(out.status.code(), Some(1), "{args:?}");
        assert!(String::from_utf8_lossy(&out.stderr).contains(message));
    }
    std::fs::write(&file, resumed.clone() + "e2e4 12\n").expect("a bad line");
    let out = crc(&args);
    assert_eq!(out.status.code(), Some(1));
    let message = String::from_utf8_lossy(&out.stderr);
    assert!(message.contains("is no 'MOVE NODES SECONDS'"), "{message}");
    assert_eq!(
        std::fs::read_to_string(&file).unwrap(),
        resumed + "e2e4 12\n"
    );
    let _ = std::fs::remove_dir_all(&dir);
}
