//! `crc`: the command-line example of the crc library.
//!
//! Run `crc --help` for the subcommands.

use std::io::{self, BufWriter, IsTerminal, Write};
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::Mutex;
use std::time::{Duration, Instant};

use clap::{Parser, Subcommand};
use crc_rules_core::number_from_seed;
use crc_rules_core::{Arrangement, RuleSet, Setup, Square, CAPABLANCA_FEN, QUOTE_LIMIT};
use crc_rules_game::Game;
use crc_rules_movegen::{check_perft_depth, Move, PerftOptions, Position, UciMove};

mod pgn_check;
mod resume;

use resume::Resume;

#[derive(Parser)]
#[command(
    name = "crc",
    version,
    about = "Capablanca Random Chess rules from the command line"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Show a start position by Scharnagl number (1..48000), or a random one.
    Setup {
        /// The Scharnagl number.
        number: Option<u32>,
        /// Draw a random start position from the rule set instead.
        #[arg(long, conflicts_with = "number")]
        random: bool,
        /// Seed for --random (the same seed gives the same position everywhere).
        #[arg(long, requires = "random")]
        seed: Option<u64>,
        /// Rule set: basic, protected, crc (default) or crc2006.
        #[arg(long, default_value = "crc")]
        rules: RuleSet,
    },
    /// List every start number of a rule set with its arrangement.
    Setups {
        /// Rule set: basic, protected, crc (default) or crc2006.
        #[arg(long, default_value = "crc")]
        rules: RuleSet,
    },
    /// Count the leaf nodes of the legal move tree to a depth (perft), with the speed.
    Perft {
        /// The depth in plies (at most 10).
        depth: u32,
        #[command(flatten)]
        position: PositionArgs,
        #[command(flatten)]
        perft: PerftArgs,
        /// Count as an engine walks: every node's moves listed (the last ply counted as its
        /// list's length, the moves above it played and taken back), on one thread without
        /// a table, for comparison with a C engine on the library's calls.
        #[arg(long, conflicts_with_all = ["threads", "hash", "resume"])]
        list: bool,
    },
    /// Perft split by first move: `<move> <count>` sorted by move, then `total: N`.
    Divide {
        /// The depth in plies (at most 10).
        depth: u32,
        #[command(flatten)]
        position: PositionArgs,
        #[command(flatten)]
        perft: PerftArgs,
    },
    /// List the legal moves, one a line, in coordinate notation (or SAN).
    Moves {
        #[command(flatten)]
        position: PositionArgs,
        /// Print the moves in SAN instead.
        #[arg(long)]
        san: bool,
    },
    /// Play moves (coordinates, O-O, or SAN) and print the FEN, the SAN and the outcome.
    Play {
        #[command(flatten)]
        position: PositionArgs,
        /// The moves, in any accepted notation.
        moves: Vec<String>,
    },
    /// Draw the position as an SVG diagram on stdout (`crc svg > board.svg`); a king in
    /// check is marked.
    Svg {
        #[command(flatten)]
        position: PositionArgs,
        /// Black at the bottom.
        #[arg(long)]
        flip: bool,
        /// The last move's squares to highlight, in coordinates: e2e4 (castling f1j1).
        #[arg(long, value_name = "MOVE")]
        lastmove: Option<String>,
        /// The width in pixels (16..16384); without it the SVG scales to its box.
        #[arg(long, value_name = "PX")]
        size: Option<u32>,
        /// An arrow, as PGN's [%cal] writes it: a colour G, R, Y or B (default G) and two
        /// squares, such as Ge2e4 or e2e4; repeat for more.
        #[arg(long, value_name = "ARROW")]
        arrow: Vec<String>,
        /// Leave out the letters and digits round the board.
        #[arg(long)]
        no_coordinates: bool,
    },
    /// Check every game of PGN files: one `FILE:LINE: game K: reason` line per bad game, then
    /// `games: N, moves: M, errors: E`; the exit status is 1 when E is not 0.
    Pgn {
        /// The PGN files; `-` reads standard input.
        #[arg(required = true, num_args = 1..)]
        files: Vec<std::ffi::OsString>,
        /// Write every good game to standard output as normalised PGN (our SAN, our tag
        /// order); the error lines and the summary then go to standard error.
        #[arg(long)]
        write: bool,
    },
    /// Read a FEN (X-FEN or Shredder-FEN) and write it back as normalized X-FEN.
    Fen {
        /// Drop castling rights whose king or rook is not in place and an en-passant square
        /// no double step can have made, print the repaired FEN, then one `dropped:` line
        /// for each part dropped.
        #[arg(long)]
        lenient: bool,
        /// The FEN, as one argument or as several words.
        #[arg(required = true, num_args = 1..)]
        fen: Vec<String>,
    },
}

/// Where a command starts: a FEN, a start number, or (by default) the Capablanca array.
#[derive(clap::Args)]
struct PositionArgs {
    /// The position as X-FEN or Shredder-FEN.
    #[arg(long, conflicts_with = "number")]
    fen: Option<String>,
    /// The start position of this Scharnagl number (1..48000).
    #[arg(long)]
    number: Option<u32>,
}

/// How perft counts.
#[derive(clap::Args)]
struct PerftArgs {
    /// Threads to count on (0: one per core).
    #[arg(long, default_value_t = 1)]
    threads: usize,
    /// Transposition table size in MiB (0: none).
    #[arg(long, default_value_t = 0)]
    hash: usize,
    /// Append each root move's count to FILE as it finishes, and count only the root moves
    /// FILE lacks: a long count that is stopped resumes from there.
    #[arg(long, value_name = "FILE")]
    resume: Option<PathBuf>,
}

/// A count split by root move: each move in coordinates with its leaf count, and the
/// seconds it took (over every session, with `--resume`).
struct Divided {
    counts: Vec<(String, u64)>,
    seconds: f64,
}

impl PerftArgs {
    /// Counts `depth` plies below `position`, split by first move, with a progress line
    /// on stderr once the run takes longer than a moment (when stderr is a terminal).
    fn divide(&self, position: &Position, depth: u32) -> Result<Divided, String> {
        // Before the resume file is read: a depth refused leaves it as it was.
        check_perft_depth(i64::from(depth), true).map_err(|e| e.to_string())?;
        let options = PerftOptions {
            threads: self.threads,
            hash_mb: self.hash,
        };
        let start = Instant::now();
        let resume = match &self.resume {
            Some(path) => Some(Resume::open(path, position, depth)?),
            None => None,
        };
        let wanted = |mv: Move| resume.as_ref().is_none_or(|r| !r.is_counted(mv));
        let to_count = position
            .legal_moves()
            .iter()
            .filter(|m| wanted(**m))
            .count();
        let progress = Progress::new(to_count);
        let counted = position
            .divide_where(depth, &options, wanted, |mv, nodes| {
                if let Some(resume) = &resume {
                    resume.record(mv, nodes);
                }
                progress.root_move_done(nodes);
            })
            .map_err(|e| e.to_string())?;
        progress.finish();
        let mut counts: Vec<(String, u64)> = counted
            .into_iter()
            .map(|(mv, n)| (mv.to_uci(), n))
            .collect();
        let seconds = match &resume {
            Some(resume) => {
                counts.extend(resume.counted().map(|(mv, n)| (mv.to_owned(), n)));
                resume.seconds()
            }
            None => start.elapsed().as_secs_f64(),
        };
        Ok(Divided { counts, seconds })
    }
}

/// Perft as an engine walks the tree: the moves of every node listed, the last ply counted
/// as its list's length, the moves above it played and taken back in place. The library's
/// own perft counts the last ply without listing it; this is the walk a C engine can write
/// on `crc_position_legal_moves` and make/unmake, so the two compare like for like.
fn listed_perft(position: &mut Position, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let moves = position.legal_moves();
    if depth == 1 {
        return moves.len() as u64;
    }
    let mut nodes = 0;
    for &mv in &moves {
        let undo = position.play_unchecked(mv);
        nodes += listed_perft(position, depth - 1);
        position.unmake(mv, undo);
    }
    nodes
}

/// The progress line: root moves done, nodes so far and their rate, redrawn on stderr as
/// root moves finish once the run has taken [`Progress::QUIET_FOR`].
struct Progress {
    start: Instant,
    root_moves: usize,
    shown: bool,
    counts: Mutex<(usize, u64, bool)>,
}

impl Progress {
    const QUIET_FOR: Duration = Duration::from_secs(2);

    fn new(root_moves: usize) -> Progress {
        Progress {
            start: Instant::now(),
            root_moves,
            shown: std::io::stderr().is_terminal(),
            counts: Mutex::new((0, 0, false)),
        }
    }

    fn root_move_done(&self, nodes: u64) {
        let Ok(mut counts) = self.counts.lock() else {
            return;
        };
        counts.0 += 1;
        counts.1 += nodes;
        let elapsed = self.start.elapsed();
        if self.shown && elapsed >= Self::QUIET_FOR {
            let rate = counts.1 as f64 / elapsed.as_secs_f64();
            eprint!(
                "\r\x1b[Kroot moves {}/{}, nodes {}, {:.0} Mnps",
                counts.0,
                self.root_moves,
                counts.1,
                rate / 1e6
            );
            counts.2 = true;
        }
    }

    /// Clears the line, if one was drawn, so that the result stands alone.
    fn finish(&self) {
        if self.counts.lock().is_ok_and(|counts| counts.2) {
            eprint!("\r\x1b[K");
        }
    }
}

impl PositionArgs {
    fn position(&self) -> Result<Position, String> {
        match (&self.fen, self.number) {
            (Some(fen), _) => Position::from_fen(fen).map_err(|e| e.to_string()),
            (None, Some(number)) => Position::from_number(number).map_err(|e| e.to_string()),
            (None, None) => Position::from_fen(CAPABLANCA_FEN).map_err(|e| e.to_string()),
        }
    }
}

/// Why a command failed.
enum Failure {
    /// A message for the user: bad input, an illegal move, ….
    Message(String),
    /// Writing the output failed.
    Output(io::Error),
    /// The output already says what was wrong (`crc pgn`'s bad games): exit 1, quietly.
    Reported,
}

impl From<String> for Failure {
    fn from(message: String) -> Failure {
        Failure::Message(message)
    }
}

impl From<&str> for Failure {
    fn from(message: &str) -> Failure {
        Failure::Message(message.to_owned())
    }
}

impl From<io::Error> for Failure {
    fn from(error: io::Error) -> Failure {
        Failure::Output(error)
    }
}

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(error) => {
            // clap quotes a bad argument whole: cut long ones as our own errors do.
            let mut text = error.render().to_string();
            for arg in std::env::args().filter(|a| a.chars().count() > QUOTE_LIMIT) {
                let head: String = arg.chars().take(QUOTE_LIMIT).collect();
                let short = format!("{head}… ({} characters)", arg.chars().count());
                text = text.replace(&arg, &short);
            }
            let _ = write!(io::stderr(), "{text}");
            return ExitCode::from(u8::try_from(error.exit_code()).unwrap_or(2));
        }
    };
    let mut out = BufWriter::new(io::stdout().lock());
    let result = run(cli.command, &mut out).and_then(|()| Ok(out.flush()?));
    match result {
        Ok(()) => ExitCode::SUCCESS,
        // The reader went away (`crc setups | head -1`): nothing more to say.
        Err(Failure::Output(e)) if e.kind() == io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(Failure::Output(e)) => {
            eprintln!("error: cannot write the output: {e}");
            ExitCode::FAILURE
        }
        Err(Failure::Message(message)) => {
            eprintln!("error: {message}");
            ExitCode::FAILURE
        }
        Err(Failure::Reported) => ExitCode::FAILURE,
    }
}

fn run(command: Command, out: &mut impl Write) -> Result<(), Failure> {
    match command {
        Command::Setup {
            number,
            random,
            seed,
            rules,
        } => {
            let number = match (number, random) {
                (Some(n), false) => n,
                (None, true) => match seed {
                    Some(seed) => number_from_seed(seed, rules),
                    None => rules.random(&mut rand::rng()),
                },
                _ => return Err("give a start number or --random".into()),
            };
            print_setup(number, rules, out)
        }
        Command::Pgn { files, write } => {
            let files: Vec<&std::ffi::OsStr> = files.iter().map(|f| f.as_os_str()).collect();
            // Not locked: the progress bar draws on standard error from its own thread.
            let (mut stderr, mut warnings) = (io::stderr(), io::stderr());
            let outputs = &mut match write {
                true => pgn_check::Outputs {
                    messages: &mut stderr,
                    warnings: &mut warnings,
                    pgn: Some(out),
                },
                false => pgn_check::Outputs {
                    messages: out,
                    warnings: &mut warnings,
                    pgn: None,
                },
            };
            let totals = pgn_check::check_files(&files, outputs)?;
            if totals.errors > 0 {
                return Err(Failure::Reported);
            }
            Ok(())
        }
        Command::Setups { rules } => {
            for number in rules.numbers() {
                let arrangement = Arrangement::from_number(number).map_err(|e| e.to_string())?;
                writeln!(out, "{number} {arrangement}")?;
            }
            Ok(())
        }
        Command::Fen { lenient, fen } => {
            let text = fen.join(" ");
            let setup: Setup = text.parse().map_err(|e| format!("{e}"))?;
            if lenient {
                let (position, dropped) =
                    Position::from_setup_lenient(&setup).map_err(|e| e.to_string())?;
                writeln!(out, "{}", position.to_fen())?;
                for reason in &dropped.reasons {
                    writeln!(out, "dropped: {reason}")?;
                }
            } else {
                let position = Position::from_setup(&setup).map_err(|e| e.to_string())?;
                writeln!(out, "{}", position.to_fen())?;
            }
            Ok(())
        }
        Command::Perft {
            depth,
            position,
            perft,
            list,
        } => {
            let mut position = position.position()?;
            check_perft_depth(i64::from(depth), false).map_err(|e| e.to_string())?;
            let start = Instant::now();
            let (nodes, seconds) = match depth {
                _ if list => {
                    let nodes = listed_perft(&mut position, depth);
                    (nodes, start.elapsed().as_secs_f64())
                }
                0 => (1, start.elapsed().as_secs_f64()),
                _ => {
                    let divided = perft.divide(&position, depth)?;
                    (divided.counts.iter().map(|(_, n)| n).sum(), divided.seconds)
                }
            };
            writeln!(out, "nodes: {nodes}")?;
            writeln!(out, "time: {seconds:.3}")?;
            writeln!(out, "nps: {:.0}", nodes as f64 / seconds.max(1e-9))?;
            Ok(())
        }
        Command::Divide {
            depth,
            position,
            perft,
        } => {
            let position = position.position()?;
            let mut lines = perft.divide(&position, depth)?.counts;
            lines.sort();
            for (mv, n) in &lines {
                writeln!(out, "{mv} {n}")?;
            }
            writeln!(out, "total: {}", lines.iter().map(|(_, n)| n).sum::<u64>())?;
            Ok(())
        }
        Command::Moves { position, san } => {
            let position = position.position()?;
            for mv in position.legal_moves() {
                if san {
                    writeln!(out, "{}", crc_rules_game::san(&position, mv))?;
                } else {
                    writeln!(out, "{mv}")?;
                }
            }
            Ok(())
        }
        Command::Svg {
            position,
            flip,
            lastmove,
            size,
            arrow,
            no_coordinates,
        } => {
            let position = position.position()?;
            let options = crc_rules_svg::Options {
                size: size
                    .map(crc_rules_svg::Size::new)
                    .transpose()
                    .map_err(|e| e.to_string())?,
                flipped: flip,
                coordinates: !no_coordinates,
                last_move: lastmove.as_deref().map(last_move_squares).transpose()?,
                check: position.checked_king(),
                arrows: arrow
                    .iter()
                    .map(|text| {
                        text.parse()
                            .map_err(|e: crc_rules_svg::ParseArrowError| e.to_string())
                    })
                    .collect::<Result<_, _>>()?,
                ..crc_rules_svg::Options::default()
            };
            out.write_all(crc_rules_svg::board(position.board(), &options).as_bytes())?;
            Ok(())
        }
        Command::Play { position, moves } => {
            let mut game = Game::from_position(position.position()?);
            for text in &moves {
                game.play_text(text).map_err(|e| e.to_string())?;
            }
            writeln!(out, "fen: {}", game.fen())?;
            writeln!(out, "san: {}", game.history().join(" "))?;
            match game.outcome() {
                Some(outcome) => writeln!(out, "outcome: {outcome}")?,
                None => writeln!(out, "outcome: ongoing *")?,
            }
            Ok(())
        }
    }
}

/// The squares of `--lastmove`: coordinates, which name them (castling king takes rook).
fn last_move_squares(text: &str) -> Result<(Square, Square), String> {
    match text.parse::<UciMove>() {
        Ok(UciMove::Normal { from, to, .. }) => Ok((from, to)),
        _ => Err(format!(
            "--lastmove {}: give the move's two squares, such as e2e4 (castling king takes \
             rook, such as f1j1)",
            crc_rules_core::quote(text)
        )),
    }
}

fn print_setup(number: u32, rules: RuleSet, out: &mut impl Write) -> Result<(), Failure> {
    let arrangement = Arrangement::from_number(number).map_err(|e| e.to_string())?;
    writeln!(out, "number: {number}")?;
    writeln!(out, "arrangement: {arrangement}")?;
    writeln!(out, "fen: {}", arrangement.to_setup().to_fen())?;
    let sets: Vec<&str> = RuleSet::ALL
        .into_iter()
        .filter(|r| r.allows(&arrangement))
        .map(RuleSet::name)
        .collect();
    writeln!(out, "rule sets: {}", sets.join(" "))?;
    if !rules.allows(&arrangement) {
        writeln!(out, "note: not in rule set {rules}")?;
    }
    Ok(())
}
