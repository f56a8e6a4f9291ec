//! X-FEN text: parse and write every position of the perft suite.

use std::hint::black_box;

use crc_benches::suite_fens;
use crc_rules_core::Setup;
use criterion::{criterion_group, criterion_main, Criterion, Throughput};

fn xfen(c: &mut Criterion) {
    let fens = suite_fens();
    let mut group = c.benchmark_group("xfen");
    group.throughput(Throughput::Elements(fens.len() as u64));
    group.bench_function("parse_and_write_suite", |b| {
        b.iter(|| {
            for fen in &fens {
                let setup: Setup = black_box(fen).parse().unwrap();
                black_box(setup.to_fen());
            }
        })
    });
    group.finish();
}

criterion_group!(benches, xfen);
criterion_main!(benches);
