//! `crc pgn`: checking PGN files as a server's archive or a researcher would, its error
//! lines, its summary, its exit status and `--write`.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

use crc_rules_game::PgnReader;

/// `crc pgn ARGS`, with `stdin` on its standard input.
fn crc_pgn(args: &[&str], stdin: &[u8]) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_crc"))
        .arg("pgn")
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the crc binary runs");
    let mut input = child.stdin.take().expect("a pipe");
    let stdin = stdin.to_vec();
    // Written from a thread, so that a large input cannot fill both pipes at once.
    let writer = std::thread::spawn(move || {
        let _ = input.write_all(&stdin);
    });
    let output = child.wait_with_output().expect("crc pgn ends");
    writer.join().expect("the writer ends");
    output
}

fn text(bytes: &[u8]) -> &str {
    std::str::from_utf8(bytes).expect("UTF-8 output")
}

/// A new directory for one test's files.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("crc-pgn-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a scratch directory");
    dir
}

fn write(dir: &Path, name: &str, contents: &[u8]) -> String {
    let path = dir.join(name);
    std::fs::write(&path, contents).expect("a scratch file");
    path.to_str().expect("a UTF-8 path").to_owned()
}

const GOTHIC: &str = "[Variant \"Gothic\"]\n\n";

#[test]
fn the_games_xboard_refereed_check_without_an_error() {
    let games = crc_testdata::xboard_final_fens().len();
    let out = crc_pgn(&["-"], crc_testdata::XBOARD_PGN.as_bytes());
    assert!(out.status.success(), "{}", text(&out.stdout));
    let summary = text(&out.stdout).trim_end();
    assert!(
        summary.starts_with(&format!("games: {games}, moves: "))
            && summary.ends_with(", errors: 0"),
        "{summary}"
    );
    assert_eq!(
        text(&out.stderr),
        "",
        "no progress bar when stderr is no terminal"
    );
}

#[test]
fn two_games_corrupted_by_hand_are_named_with_their_lines_and_the_status_is_1() {
    let dir = scratch("corrupted");
    let pgn = format!(
        "{GOTHIC}1. e4 e5 2. Nh3 *\n\n\
         {GOTHIC}1. e4 e5\n2. Qd3 *\n\n\
         [Variant \"Gothic\"\n\n1. d4 *\n\n\
         {GOTHIC}1. d4 d5 1-0\n"
    );
    let file = write(&dir, "corrupted.pgn", pgn.as_bytes());
    let out = crc_pgn(&[&file], b"");
    assert_eq!(out.status.code(), Some(1));
    let lines: Vec<&str> = text(&out.stdout).lines().collect();
    assert_eq!(lines.len(), 3, "{lines:?}");
    assert!(
        lines[0].starts_with(&format!("{file}:8: game 2: move 3 (\"Qd3\"): illegal move")),
        "{}",
        lines[0]
    );
    assert_eq!(
        lines[1],
        format!("{file}:10: game 3: malformed tag \"[Variant \\\"Gothic\\\"\"")
    );
    assert_eq!(lines[2], "games: 2, moves: 5, errors: 2");
}

#[test]
fn every_file_is_read_and_one_that_cannot_be_counts_one_error() {
    let dir = scratch("files");
    let good = write(&dir, "good.pgn", format!("{GOTHIC}1. e4 e5 *\n").as_bytes());
    let missing = dir.join("missing.pgn");
    let missing = missing.to_str().expect("a UTF-8 path");
    let directory = dir.to_str().expect("a UTF-8 path");
    let stdin = format!("{GOTHIC}1. d4 *\n\n{GOTHIC}1. d5 *\n");
    let out = crc_pgn(&[missing, &good, directory, "-"], stdin.as_bytes());
    assert_eq!(out.status.code(), Some(1));
    let lines: Vec<&str> = text(&out.stdout).lines().collect();
    assert!(
        lines[0].starts_with(&format!("{missing}: No such file or directory")),
        "{}",
        lines[0]
    );
    assert!(
        lines[1].starts_with(&format!("{directory}: Is a directory")),
        "{}",
        lines[1]
    );
    assert!(
        lines[2].starts_with("-:7: game 2: move 1 (\"d5\")"),
        "{}",
        lines[2]
    );
    assert_eq!(lines[3], "games: 2, moves: 3, errors: 3");
    assert_eq!(lines.len(), 4);
}

#[test]
fn write_prints_only_pgn_that_reads_back_as_the_same_games() {
    let out = crc_pgn(&["--write", "-"], crc_testdata::XBOARD_PGN.as_bytes());
    assert!(out.status.success(), "{}", text(&out.stderr));
    let written = text(&out.stdout);
    let summary = text(&out.stderr).trim_end();
    assert!(
        summary.starts_with("games: ") && summary.ends_with(", errors: 0"),
        "{summary}"
    );
    let originals: Vec<_> = PgnReader::from_text(crc_testdata::XBOARD_PGN)
        .map(|game| game.expect("XBoard's games read"))
        .collect();
    let again: Vec<_> = PgnReader::from_text(written)
        .map(|game| game.expect("the written games read"))
        .collect();
    assert_eq!(again.len(), originals.len());
    for (again, original) in again.iter().zip(&originals) {
        assert_eq!(again.history(), original.history());
        assert_eq!(again.start(), original.start());
        assert_eq!(again.outcome(), original.outcome());
        assert_eq!(again.tags(), original.tags());
    }
    // Normalised: written again, the text is the same.
    let twice = crc_pgn(&["--write", "-"], written.as_bytes());
    assert_eq!(text(&twice.stdout), written);
}

#[test]
fn bad_inputs_are_errors_of_their_games_and_the_next_game_reads() {
    let huge_tag = format!(
        "[Event \"{}\"]\n{GOTHIC}1. e4 *\n\n",
        "x".repeat(10_000_000)
    );
    let endless = format!("{GOTHIC}{}*\n\n", "Nh3 Nh6 Ni1 Ni8 ".repeat(25_000));
    let mut junk: Vec<u8> = (0..4096u32).map(|i| (i * 37 % 256) as u8).collect();
    junk.extend_from_slice(b"\n\n");
    let truncated = format!("{GOTHIC}1. e4 {{cut off");
    let next = format!("{GOTHIC}1. e4 *\n\n");
    for (name, bad) in [
        ("a 10 MB tag", huge_tag.into_bytes()),
        ("100,000 moves", endless.into_bytes()),
        ("binary junk", junk),
    ] {
        let mut input = bad;
        input.extend_from_slice(next.as_bytes());
        let out = crc_pgn(&["-"], &input);
        let stdout = text(&out.stdout);
        assert_eq!(out.status.code(), Some(1), "{name}: {stdout}");
        assert!(
            stdout
                .lines()
                .all(|l| l.starts_with("-:") || l.starts_with("games:")),
            "{name}: {stdout}"
        );
        // Junk is one error or several (its bytes can open tags), and the next game reads.
        let summary = stdout.lines().last().unwrap_or_default();
        match name {
            "binary junk" => assert!(summary.starts_with("games: 1, moves: 1, errors: ")),
            _ => assert_eq!(summary, "games: 1, moves: 1, errors: 1", "{name}"),
        }
    }
    let out = crc_pgn(&["-"], format!("{next}{truncated}").as_bytes());
    assert_eq!(
        text(&out.stdout),
        "-:7: game 2: unclosed comment\ngames: 1, moves: 1, errors: 1\n"
    );
    let out = crc_pgn(
        &["-"],
        format!("{GOTHIC}{}*\n", "Nh3 Nh6 Ni1 Ni8 ".repeat(25_000)).as_bytes(),
    );
    assert!(
        text(&out.stdout).starts_with("-:3: game 1: move 17 (\"Nh3\"): "),
        "{}",
        text(&out.stdout)
    );
    let out = crc_pgn(&["-"], b"");
    assert!(out.status.success());
    assert_eq!(text(&out.stdout), "games: 0, moves: 0, errors: 0\n");
}

#[test]
fn an_illegal_move_in_a_nested_variation_is_named_with_its_game_and_line() {
    // Nf3 is no move of the Capablanca array's knights; it is two variations down, on line
    // 4 of the second game. The third game still reads.
    let pgn = format!(
        "{GOTHIC}1. e4 *\n\n[Variant \"Capablanca\"]\n\n1. e4 e5 (1... d5 2. exd5\n\
         (2. Nf3 {{two deep}}) 2... Nh6) 2. Nh3 *\n\n{GOTHIC}1. e4 (1. d4 (1. c4) d5) e5 *\n"
    );
    let out = crc_pgn(&["-"], pgn.as_bytes());
    assert_eq!(out.status.code(), Some(1));
    let lines: Vec<&str> = text(&out.stdout).lines().collect();
    assert_eq!(
        lines,
        [
            "-:8: game 2: move 3 (\"Nf3\"): illegal move \"Nf3\": no knight can move from there to f3",
            "games: 2, moves: 3, errors: 1",
        ],
        "the main lines' plies count, not the variations'"
    );
    // --write checks the variations too, and writes the main lines of the good games.
    let written = crc_pgn(&["--write", "-"], pgn.as_bytes());
    assert_eq!(written.status.code(), Some(1));
    assert!(text(&written.stderr).contains("-:8: game 2: move 3"));
    let games: Vec<_> = PgnReader::from_text(text(&written.stdout)).collect();
    assert_eq!(games.len(), 2);
    assert_eq!(games[1].as_ref().unwrap().history(), ["e4", "e5"]);
}

#[test]
fn write_keeps_every_comment_nag_variation_and_termination() {
    let hand_written = include_str!("../../../../testdata/pgn/annotated.pgn");
    let trees = |text: &str| -> Vec<crc_rules_game::GameTree> {
        let mut reader = PgnReader::from_text(text);
        std::iter::from_fn(|| reader.read_game(&mut crc_rules_game::TreeBuilder::new()))
            .map(|tree| tree.expect("a good game"))
            .collect()
    };
    for input in [
        hand_written,
        crc_testdata::XBOARD_PGN,
        crc_testdata::CUTECHESS_PGN,
    ] {
        let out = crc_pgn(&["--write", "-"], input.as_bytes());
        assert!(out.status.success(), "{}", text(&out.stderr));
        let written = text(&out.stdout);
        assert_eq!(trees(written), trees(input));
        let twice = crc_pgn(&["--write", "-"], written.as_bytes());
        assert_eq!(text(&twice.stdout), written);
    }
    let written = crc_pgn(&["--write", "-"], hand_written.as_bytes());
    let written = text(&written.stdout);
    for kept in [
        "[Termination \"time forfeit\"]",
        "{The Capablanca array.} 1. e4 {[%clk 0:05:00] [%eval 0.31]}",
        "(2... d5 $2 3. exd5)",
        "({a second try} 2. f4 $6 Nh6)",
        "{a second comment} 3. Ci3 $14 {[%clk 0:04:01]} 0-1",
    ] {
        assert!(written.contains(kept), "{kept} in {written}");
    }
}

#[test]
fn a_comment_cut_at_one_mebibyte_is_a_warning_naming_its_game_and_line() {
    let long = "x".repeat((1 << 20) + 10);
    let pgn = format!("{GOTHIC}1. e4 *\n\n{GOTHIC}1. e4\n{{{long}}} e5 *\n");
    for args in [&["-"][..], &["--write", "-"]] {
        let out = crc_pgn(args, pgn.as_bytes());
        assert!(out.status.success(), "{}", text(&out.stderr));
        let warning = "-:8: game 2: warning: a comment longer than 1048576 bytes is cut there";
        assert!(text(&out.stderr).contains(warning), "{}", text(&out.stderr));
    }
}
