//! Legal move generation (listing and counting) over every position of the perft suite.

use std::hint::black_box;

use crc_benches::suite_fens;
use crc_rules_movegen::Position;
use criterion::{criterion_group, criterion_main, Criterion, Throughput};

fn legal_moves(c: &mut Criterion) {
    let positions: Vec<Position> = suite_fens()
        .into_iter()
        .filter_map(|fen| Position::from_fen(fen).ok())
        .collect();
    let total: usize = positions.iter().map(|p| p.legal_moves().len()).sum();
    let mut group = c.benchmark_group("legal_moves");
    group.throughput(Throughput::Elements(positions.len() as u64));
    group.bench_function("list_suite", |b| {
        b.iter(|| {
            let n: usize = positions
                .iter()
                .map(|p| black_box(p).legal_moves().len())
                .sum();
            assert_eq!(n, total);
        })
    });
    group.bench_function("count_suite", |b| {
        b.iter(|| {
            let n: u64 = positions
                .iter()
                .map(|p| black_box(p).count_legal_moves())
                .sum();
            assert_eq!(n, total as u64);
        })
    });
    group.finish();
}

criterion_group!(benches, legal_moves);
criterion_main!(benches);
