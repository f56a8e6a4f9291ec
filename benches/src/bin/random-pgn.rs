//! Writes random CRC games as PGN to standard output, the data of the PGN reader's
//! measurements (docs/performance.md), and on standard error what it wrote, as `crc pgn`
//! counts it: `games: N, moves: M, errors: 0`.
//!
//! Usage: `cargo run --release -p crc-benches --bin random-pgn -- GAMES [SEED] [--annotated |
//! --plain] > games.pgn`: with `--annotated`, the same games with comments, NAGs and
//! variations, and with `--plain` those games without the comments and variations
//! (`crc_benches::random_annotated_pgn`).

use std::io::Write;
use std::process::ExitCode;

fn main() -> ExitCode {
    let (flags, args): (Vec<String>, Vec<String>) =
        std::env::args().skip(1).partition(|a| a.starts_with("--"));
    let annotated = match flags.as_slice() {
        [] => None,
        [flag] if flag == "--annotated" => Some(true),
        [flag] if flag == "--plain" => Some(false),
        _ => {
            eprintln!("usage: random-pgn GAMES [SEED] [--annotated | --plain]");
            return ExitCode::from(2);
        }
    };
    let (Some(games), seed) = (
        args.first().and_then(|a| a.parse::<usize>().ok()),
        args.get(1).map_or(Some(1), |a| a.parse::<u64>().ok()),
    ) else {
        eprintln!("usage: random-pgn GAMES [SEED] [--annotated | --plain]");
        return ExitCode::from(2);
    };
    let Some(seed) = seed else {
        eprintln!("usage: random-pgn GAMES [SEED] [--annotated | --plain]: SEED is a whole number");
        return ExitCode::from(2);
    };
    let (text, plies) = match annotated {
        None => crc_benches::random_pgn(games, seed),
        Some(annotated) => {
            let (with, without, plies) = crc_benches::random_annotated_pgn(games, seed);
            (if annotated { with } else { without }, plies)
        }
    };
    match std::io::stdout().lock().write_all(text.as_bytes()) {
        Ok(()) => {
            eprintln!("games: {games}, moves: {plies}, errors: 0");
            ExitCode::SUCCESS
        }
        Err(error) => {
            eprintln!("random-pgn: {error}");
            ExitCode::FAILURE
        }
    }
}
