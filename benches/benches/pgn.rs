//! Reading and checking a PGN database of random games, in plies per second, two ways:
//! - `pgn/read`: the iterator of `Game`s, which every door reads by: every game lexed, its
//!   tags read, its moves played from SAN and kept in a `Game`;
//! - `pgn/visit`: the visitor path `crc pgn` takes: the same moves played and checked (the
//!   repetition count and the automatic end included), every variation entered, the main
//!   line's plies counted, no `Game` built.

use crc_rules_game::{PgnReader, PlayedMove, Variation, Visitor};
use criterion::{criterion_group, criterion_main, Criterion, Throughput};

/// The main line's plies, every variation entered.
#[derive(Default)]
struct Plies {
    depth: usize,
    plies: usize,
}

impl Visitor for Plies {
    type Output = usize;

    fn begin_game(&mut self) {
        *self = Plies::default();
    }

    fn san(&mut self, _played: &PlayedMove<'_>) {
        self.plies += usize::from(self.depth == 0);
    }

    fn begin_variation(&mut self) -> Variation {
        self.depth += 1;
        Variation::Enter
    }

    fn end_variation(&mut self) {
        self.depth -= 1;
    }

    fn end_game(&mut self) -> usize {
        self.plies
    }
}

fn read(c: &mut Criterion) {
    let (text, plies) = crc_benches::random_pgn(200, 1);
    let mut group = c.benchmark_group("pgn");
    group.throughput(Throughput::Elements(plies));
    group.bench_function("read", |b| {
        b.iter(|| {
            PgnReader::from_text(text.as_str())
                .map(|game| game.expect("our own games read back").move_count())
                .sum::<usize>()
        })
    });
    group.bench_function("visit", |b| {
        b.iter(|| {
            let mut reader = PgnReader::from_text(text.as_str());
            let mut visitor = Plies::default();
            std::iter::from_fn(|| reader.read_game(&mut visitor))
                .map(|plies| plies.expect("our own games read back"))
                .sum::<usize>()
        })
    });
    group.finish();
}

criterion_group!(benches, read);
criterion_main!(benches);
