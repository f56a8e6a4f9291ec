//! Reads a PGN file through `PgnReader`'s iterator of `Game`s, the path every door reads by,
//! and prints `games: N, moves: M, errors: E` as `crc pgn` does: the iterator's side of
//! `scripts/pgn-instructions.sh`.
//!
//! Usage: `cargo run --release -p crc-benches --bin read-pgn -- FILE`

use std::process::ExitCode;

use crc_rules_game::{open_pgn_file, PgnReader};

fn main() -> ExitCode {
    let Some(path) = std::env::args_os().nth(1) else {
        eprintln!("usage: read-pgn FILE");
        return ExitCode::from(2);
    };
    let file = match open_pgn_file(&path) {
        Ok(file) => file,
        Err(error) => {
            eprintln!("read-pgn: {}: {error}", path.to_string_lossy());
            return ExitCode::from(2);
        }
    };
    let (mut games, mut moves, mut errors) = (0u64, 0u64, 0u64);
    for game in PgnReader::new(file) {
        match game {
            Ok(game) => {
                games += 1;
                moves += game.move_count() as u64;
            }
            Err(_) => errors += 1,
        }
    }
    println!("games: {games}, moves: {moves}, errors: {errors}");
    ExitCode::from(u8::from(errors > 0))
}
