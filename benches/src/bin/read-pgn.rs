//! Reads a PGN file through `PgnReader`'s iterator of `Game`s, the path every door reads by
//! (or, with `--tree`, into `GameTree`s, every comment, NAG and variation kept), and prints
//! `games: N, moves: M, errors: E` as `crc pgn` does: the iterator's and the trees' side of
//! `scripts/pgn-instructions.sh`.
//!
//! Usage: `cargo run --release -p crc-benches --bin read-pgn -- [--tree] FILE`

use std::process::ExitCode;

use crc_rules_game::{open_pgn_file, PgnReader, TreeBuilder};

fn main() -> ExitCode {
    let args: Vec<_> = std::env::args_os().skip(1).collect();
    let (tree, path) = match args.as_slice() {
        [flag, path] if flag == "--tree" => (true, path),
        [path] if path != "--tree" => (false, path),
        _ => {
            eprintln!("usage: read-pgn [--tree] FILE");
            return ExitCode::from(2);
        }
    };
    let file = match open_pgn_file(path) {
        Ok(file) => file,
        Err(error) => {
            eprintln!("read-pgn: {}: {error}", path.to_string_lossy());
            return ExitCode::from(2);
        }
    };
    let (mut games, mut moves, mut errors) = (0u64, 0u64, 0u64);
    let mut reader = PgnReader::new(file);
    let mut builder = TreeBuilder::new();
    loop {
        let read = match tree {
            true => reader
                .read_game(&mut builder)
                .map(|tree| tree.map(|tree| tree.game().move_count())),
            false => reader.next().map(|game| game.map(|game| game.move_count())),
        };
        match read {
            Some(Ok(plies)) => {
                games += 1;
                moves += plies as u64;
            }
            Some(Err(_)) => errors += 1,
            None => break,
        }
    }
    println!("games: {games}, moves: {moves}, errors: {errors}");
    ExitCode::from(u8::from(errors > 0))
}
