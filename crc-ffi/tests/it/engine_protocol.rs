//! The engine (`examples/engine/`, built as `cecp_engine`) driven through its protocols as a
//! GUI drives it: CECP (XBoard) and UCI, its clock, whole games. The library checks every
//! move and every principal variation it writes.

use std::path::Path;
use std::process::Command;

use crate::common::{build, Link, ENGINE};
use crc_rules_game::Game;

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
        Engine { child, input, lines }
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
    let exe = build(ENGINE, Link::Static, &[], "protocol");
    let mut engine = Engine::start(&exe, &["2"]);
    let features = engine.ask("xboard\nprotover 2", "feature");
    let features = features.last().unwrap();
    for wanted in
        ["setboard=1", "usermove=1", "ping=1", "sigint=0", "sigterm=0", "reuse=1", "done=1"]
    {
        assert!(features.contains(wanted), "{features}");
    }
    assert!(features.contains("variants=\"caparandom,capablanca\""), "{features}");

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
        lines.iter().any(|l| l.starts_with("Illegal move") && l.ends_with("e2e5")),
        "{lines:?}"
    );
    let lines = engine.ask(&format!("setboard {start}\nusermove f1i1\nping 3"), "pong 3");
    assert!(!lines.iter().any(|l| l.starts_with("Illegal")), "{lines:?}");

    // The engine to move finds the mate in one and announces it.
    let lines = engine.ask("setboard k9/10/1K8/10/10/10/10/9C w - - 0 1\ngo", "1-0");
    assert!(lines.iter().any(|l| l == "move j1j8"), "{lines:?}");
    assert_eq!(lines.last().unwrap(), "1-0 {White mates}");

    // A promotion to a chancellor from XBoard, answered by a legal engine move.
    let promotion = "4k5/1P8/10/10/10/10/10/4K5 w - - 0 1";
    let lines = engine.ask(&format!("new\nsetboard {promotion}\nusermove b7b8c"), "move");
    let reply = lines.last().unwrap().trim_start_matches("move ").to_owned();
    let mut game = Game::from_fen(promotion).unwrap();
    game.play_text("b7b8c").unwrap();
    game.play_text(&reply).unwrap_or_else(|e| panic!("engine move {reply}: {e}"));

    // XBoard's undo and remove take back moves, and the draw the engine claimed after the
    // last one goes with it: h6i8 (Black's) and then h3i1 (White's) are legal again.
    let gothic = "rnbqckabnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNBQCKABNR w KQkq - 0 1";
    let shuffle = "usermove i1h3\nusermove i8h6\nusermove h3i1\nusermove h6i8\n".repeat(2);
    let draw = "1/2-1/2 {Draw by repetition}";
    for (ping, commands) in [
        (4, format!("new\nforce\nsetboard {gothic}\n{shuffle}")),
        (5, "undo\nusermove h6i8\n".to_owned()),
        (6, "remove\nusermove h3i1\nusermove h6i8\n".to_owned()),
    ] {
        let lines = engine.ask(&format!("{commands}ping {ping}"), &format!("pong {ping}"));
        assert!(!lines.iter().any(|l| l.starts_with("Illegal")), "{lines:?}");
        assert!(lines.iter().any(|l| l == draw), "{lines:?}");
    }

    engine.quit();
}

/// A CECP thinking line, "ply score time nodes pv", checked: four integers, and a principal
/// variation of legal moves from `game`'s position. Gives the ply and the PV's first move.
fn thinking_line(line: &str, game: &Game) -> (u32, crc_rules_movegen::Move) {
    let fields: Vec<&str> = line.split_whitespace().collect();
    assert!(fields.len() >= 5, "thinking line {line:?}");
    let numbers: Vec<i64> = ["ply", "score", "time", "nodes"]
        .iter()
        .zip(&fields)
        .map(|(what, field)| field.parse().unwrap_or_else(|_| panic!("{what} in {line:?}")))
        .collect();
    let ply = u32::try_from(numbers[0]).expect("a ply above 0");
    let first = game.parse_move(fields[4]).unwrap_or_else(|e| panic!("PV of {line:?}: {e}"));
    let mut line_game = game.clone();
    for mv in &fields[4..] {
        line_game.play_text(mv).unwrap_or_else(|e| panic!("PV of {line:?}: {mv}: {e}"));
    }
    (ply, first)
}

/// The thinking lines before the engine's move, checked, and the move played on `game`.
fn checked_move(lines: &[String], game: &mut Game) -> Vec<u32> {
    let (last, thinking) = lines.split_last().expect("lines");
    let played = last.strip_prefix("move ").unwrap_or_else(|| panic!("{lines:?}"));
    let mv = game.parse_move(played).unwrap_or_else(|e| panic!("engine move {played}: {e}"));
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
    let exe = build(ENGINE, Link::Static, &[], "clock");
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
    assert!(took > Duration::from_millis(100), "took only {took:?} of 20 s");
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

    assert!(!all.iter().any(|l| l.starts_with("Error") || l.starts_with("Illegal")), "{all:?}");
    engine.quit();
}

/// A UCI search's output, checked: `info` lines with depth, seldepth, score (cp or mate),
/// nodes, nps, time and a PV of legal moves from `game`'s position, depths rising, then a
/// legal `bestmove`, which is returned.
fn checked_search(lines: &[String], game: &Game) -> String {
    let (last, infos) = lines.split_last().expect("lines");
    let best = last.strip_prefix("bestmove ").unwrap_or_else(|| panic!("{lines:?}"));
    game.parse_move(best).unwrap_or_else(|e| panic!("bestmove {best} in {}: {e}", game.fen()));
    assert!(!infos.is_empty(), "no info before {last}");
    let mut last_depth = 0;
    for info in infos {
        let mut words = info.split_whitespace();
        assert_eq!(words.next(), Some("info"), "{info}");
        let mut seen = Vec::new();
        while let Some(key) = words.next() {
            seen.push(key);
            let number = |word: Option<&str>| -> i64 {
                word.and_then(|w| w.parse().ok()).unwrap_or_else(|| panic!("{key} in {info:?}"))
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
    use crc_rules_core::Color;
    use crc_rules_game::{GameResult, Reason};
    let exe = build(ENGINE, Link::Static, &[], "uci");
    let mut engine = Engine::start(&exe, &[]);
    let hello = engine.ask("uci", "uciok");
    assert!(hello.iter().any(|l| l.starts_with("id name ")), "{hello:?}");
    assert!(
        hello.iter().any(|l| l.starts_with("option name UCI_Variant type combo")
            && l.contains("var caparandom")
            && l.contains("var capablanca")),
        "{hello:?}"
    );
    engine.ask("setoption name UCI_Variant value caparandom\nisready", "readyok");

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
            let (lines, took) =
                engine.timed(&format!("{}\n{go}", uci_position(&start, &moves)), "bestmove");
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
        game.history().join(" ")
    );

    // Castling written as the variant wants it, where searchmoves leaves nothing else.
    let open = "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQK3R w KQkq - 0 1";
    let lines =
        engine.ask(&format!("position fen {open}\ngo depth 2 searchmoves f1i1"), "bestmove");
    assert_eq!(lines.last().unwrap(), "bestmove f1j1", "{lines:?}");
    engine.send("setoption name UCI_Variant value capablanca");
    let lines =
        engine.ask(&format!("position fen {open}\ngo depth 2 searchmoves f1j1"), "bestmove");
    assert_eq!(lines.last().unwrap(), "bestmove f1i1", "{lines:?}");

    // go infinite answers isready while it thinks, and stops on stop.
    engine.send("position startpos moves e2e4\ngo infinite");
    std::thread::sleep(std::time::Duration::from_millis(200));
    let mut lines = engine.ask("isready", "readyok");
    assert_eq!(lines.pop().as_deref(), Some("readyok"));
    lines.extend(engine.ask("stop", "bestmove"));
    let mut after_e4 = Game::from_fen(crc_rules_core::CAPABLANCA_FEN).unwrap();
    after_e4.play_text("e2e4").unwrap();
    checked_search(&lines, &after_e4);

    // Against itself in variant capablanca, by depth and by time per move.
    engine.send("ucinewgame");
    let mut game = Game::from_fen(crc_rules_core::CAPABLANCA_FEN).unwrap();
    let mut moves: Vec<String> = Vec::new();
    while game.outcome().is_none() && game.can_claim_draw().is_none() && moves.len() < 120 {
        let go = if moves.len() % 2 == 0 { "go depth 4" } else { "go movetime 40" };
        let position = match moves.is_empty() {
            true => "position startpos".to_owned(),
            false => format!("position startpos moves {}", moves.join(" ")),
        };
        let lines = engine.ask(&format!("{position}\n{go}"), "bestmove");
        let best = checked_search(&lines, &game);
        let mv = game.parse_move(&best).expect("legal");
        if mv.is_castle() {
            assert!(matches!(&best[2..3], "c" | "i"), "castling as the king's destination: {best}");
        }
        game.play(mv).expect("legal");
        moves.push(best);
    }
    assert!(moves.len() >= 20, "{}", game.history().join(" "));
    engine.quit();
}
