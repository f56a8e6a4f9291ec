//! Perft with bulk counting: the Capablanca array and three mid-game positions of the suite.
//! Throughput is in leaf nodes, so criterion's elements/s is nodes per second.

use std::hint::black_box;

use crc_benches::suite_count;
use crc_rules_movegen::Position;
use criterion::{criterion_group, criterion_main, Criterion, Throughput};

/// Suite lines by their note, with the depth benchmarked.
const CASES: [(&str, &str, u32); 4] = [
    ("capablanca", "Capablanca array", 5),
    ("en_passant", "en passant white", 4),
    ("king_f_castles", "capablanca-like king f castles", 4),
    ("castlings_open", "both castlings open", 4),
];

fn perft(c: &mut Criterion) {
    let mut group = c.benchmark_group("perft");
    group.sample_size(10);
    for (name, note, depth) in CASES {
        let (fen, nodes) = suite_count(note, depth);
        let position = Position::from_fen(fen).unwrap();
        group.throughput(Throughput::Elements(nodes));
        group.bench_function(format!("{name}_d{depth}"), |b| {
            b.iter(|| assert_eq!(black_box(&position).perft(depth), nodes))
        });
    }
    group.finish();
}

criterion_group!(benches, perft);
criterion_main!(benches);
