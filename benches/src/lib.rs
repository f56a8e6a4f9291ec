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

/// The games of [`random_pgn`] (the same seed gives the same games), written twice: with a
/// NAG and a comment (a clock and a word) after every fourth ply and a variation of two plies
/// after every eighth (another legal move and a legal reply), and plain, the same movetext
/// with the comments and variations removed (the NAGs kept). Both are our writer's tags and the moves' SAN, ten tokens a line.
/// Returns `(annotated, plain, plies)`, the plies of the main lines.
pub fn random_annotated_pgn(count: usize, seed: u64) -> (String, String, u64) {
    use rand::{RngExt, SeedableRng};
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
    let (mut annotated, mut plain) = (String::new(), String::new());
    let mut plies = 0;
    for _ in 0..count {
        let mut game = crc_rules_game::Game::random(&mut rng, crc_rules_core::RuleSet::Crc);
        let wanted = rng.random_range(20..=160);
        let mut words = Movetext::default();
        while game.move_count() < wanted && game.outcome().is_none() {
            let before = *game.position();
            let moves = before.legal_moves();
            let mv = moves[rng.random_range(0..moves.len())];
            let ply = game.move_count();
            words.number(ply, false);
            words.push(
                game.play(mv).expect("a legal move of a game that goes on"),
                true,
            );
            if ply % 4 == 3 {
                words.push("$1".to_owned(), true);
                words.annotation(format!("{{[%clk 0:0{}:00] ply {ply}}}", ply % 10));
            }
            if ply % 8 == 7 && moves.len() > 1 {
                let other =
                    moves[(moves.iter().position(|&m| m == mv).unwrap_or(0) + 1) % moves.len()];
                let mut line = crc_rules_game::Game::from_position(before);
                let first = line.play(other).expect("a legal move");
                let reply = line.position().legal_moves().first().copied();
                words.annotation("(".to_owned());
                words.number(ply, true);
                words.annotation(first);
                if let (Some(reply), None) = (reply, line.outcome()) {
                    words.number(ply + 1, true);
                    words.annotation(line.play(reply).expect("a legal reply"));
                }
                words.annotation(")".to_owned());
                words.after_variation = true;
            }
        }
        plies += game.move_count() as u64;
        let pgn = game.to_pgn();
        let header = &pgn[..pgn.find("\n\n").map_or(0, |end| end + 2)];
        let result = crc_rules_game::result_token(&game);
        for (text, tokens) in [
            (&mut annotated, &words.annotated),
            (&mut plain, &words.plain),
        ] {
            text.push_str(header);
            for (index, token) in tokens.iter().enumerate() {
                text.push_str(token);
                text.push(if index % 10 == 9 { '\n' } else { ' ' });
            }
            text.push_str(result);
            text.push_str("\n\n");
        }
    }
    (annotated, plain, plies)
}

/// The tokens of one movetext, annotated and plain.
#[derive(Default)]
struct Movetext {
    annotated: Vec<String>,
    plain: Vec<String>,
    /// Whether a variation was just closed: Black's next move takes its number again.
    after_variation: bool,
}

impl Movetext {
    /// The move number before ply `ply` (from 0), where one is written: before White's
    /// moves, and before Black's at the start of a variation or after one.
    fn number(&mut self, ply: usize, variation: bool) {
        let number = ply / 2 + 1;
        if ply % 2 == 0 {
            let word = format!("{number}.");
            if !variation {
                self.plain.push(word.clone());
                self.after_variation = false;
            }
            self.annotated.push(word);
        } else if variation || self.after_variation {
            self.annotated.push(format!("{number}..."));
            if !variation {
                self.after_variation = false;
            }
        }
    }

    fn push(&mut self, word: String, main: bool) {
        if main {
            self.plain.push(word.clone());
        }
        self.annotated.push(word);
    }

    fn annotation(&mut self, word: String) {
        self.annotated.push(word);
    }
}
