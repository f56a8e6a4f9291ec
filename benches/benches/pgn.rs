//! `pgn/read`: reading and checking a PGN database of random games, in plies per second:
//! every game lexed, its tags read and its moves played from SAN, as `crc pgn` does.

use crc_rules_game::PgnReader;
use criterion::{criterion_group, criterion_main, Criterion, Throughput};

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
    group.finish();
}

criterion_group!(benches, read);
criterion_main!(benches);
