//! Reads a PGN file into `GameTree`s, every comment, NAG and variation kept, and prints
//! `games: N, moves: M, errors: E` as `crc pgn` does: the trees' side of
//! `scripts/pgn-instructions.sh`. A program of its own, beside `read-pgn`, so that each
//! figure is its reader's alone (in one binary the two readers' shared code is compiled
//! differently, and the iterator's figure moved by 3 %).
//!
//! Usage: `cargo run --release -p crc-benches --bin read-pgn-trees -- FILE`

use std::process::ExitCode;

use crc_rules_game::{open_pgn_file, PgnReader, TreeBuilder};

fn main() -> ExitCode {
    let Some(path) = std::env::args_os().nth(1) else {
        eprintln!("usage: read-pgn-trees FILE");
        return ExitCode::from(2);
    };
    let file = match open_pgn_file(&path) {
        Ok(file) => file,
        Err(error) => {
            eprintln!("read-pgn-trees: {}: {error}", path.to_string_lossy());
            return ExitCode::from(2);
        }
    };
    let (mut games, mut moves, mut errors) = (0u64, 0u64, 0u64);
    let mut reader = PgnReader::new(file);
    let mut builder = TreeBuilder::new();
    while let Some(tree) = reader.read_game(&mut builder) {
        match tree {
            Ok(tree) => {
                games += 1;
                moves += tree.game().move_count() as u64;
            }
            Err(_) => errors += 1,
        }
    }
    println!("games: {games}, moves: {moves}, errors: {errors}");
    ExitCode::from(u8::from(errors > 0))
}
