//! Writes random CRC games as PGN to standard output, the data of the PGN reader's
//! measurements (docs/performance.md), and on standard error what it wrote, as `crc pgn`
//! counts it: `games: N, moves: M, errors: 0`.
//!
//! Usage: `cargo run --release -p crc-benches --bin random-pgn -- GAMES [SEED] > games.pgn`

use std::io::Write;
use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (Some(games), seed) = (
        args.first().and_then(|a| a.parse::<usize>().ok()),
        args.get(1).map_or(Some(1), |a| a.parse::<u64>().ok()),
    ) else {
        eprintln!("usage: random-pgn GAMES [SEED]");
        return ExitCode::from(2);
    };
    let Some(seed) = seed else {
        eprintln!("usage: random-pgn GAMES [SEED]: SEED is a whole number");
        return ExitCode::from(2);
    };
    let (text, plies) = crc_benches::random_pgn(games, seed);
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
