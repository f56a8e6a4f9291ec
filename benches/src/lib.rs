//! Helpers of the criterion benchmarks in `benches/benches/`.

/// The X-FEN of every line of the perft suite, in file order.
pub fn suite_fens() -> Vec<&'static str> {
    crc_testdata::perft_suite().iter().map(|c| c.fen).collect()
}

/// The FEN and the count at `depth` of the suite line with `note`.
///
/// # Panics
/// When the suite has no such line or depth.
pub fn suite_count(note: &str, depth: u32) -> (&'static str, u64) {
    let case = crc_testdata::perft_case(note);
    let count = case
        .count(depth)
        .unwrap_or_else(|| panic!("no D{depth} count on {note:?}"));
    (case.fen, count)
}

/// `count` random games as one PGN database, as our own writer (`Game::to_pgn`) writes
/// them, and the plies they hold: each game from a random start of the CRC rule set, with 20
/// to 160 random legal plies (fewer when the game ends first). The same seed gives the same
/// text.
pub fn random_pgn(count: usize, seed: u64) -> (String, u64) {
    use rand::{RngExt, SeedableRng};
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
    let mut text = String::new();
    let mut plies = 0;
    for _ in 0..count {
        let mut game = crc_rules_game::Game::random(&mut rng, crc_rules_core::RuleSet::Crc);
        let wanted = rng.random_range(20..=160);
        while game.move_count() < wanted && game.outcome().is_none() {
            let moves = game.position().legal_moves();
            let mv = moves[rng.random_range(0..moves.len())];
            game.play(mv).expect("a legal move of a game that goes on");
        }
        plies += game.move_count() as u64;
        text.push_str(&game.to_pgn());
        text.push('\n');
    }
    (text, plies)
}
