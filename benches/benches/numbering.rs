//! Scharnagl numbering and X-FEN text: number -> arrangement -> number, FEN parse and write.

use std::hint::black_box;

use crc_core::{Arrangement, Setup, ARRANGEMENT_COUNT};
use criterion::{criterion_group, criterion_main, Criterion};

fn numbering(c: &mut Criterion) {
    c.bench_function("numbering/round_trip_all_48000", |b| {
        b.iter(|| {
            let mut sum = 0u64;
            for n in 1..=ARRANGEMENT_COUNT {
                let arrangement = Arrangement::from_number(black_box(n)).unwrap();
                sum += u64::from(arrangement.number());
            }
            assert_eq!(
                sum,
                u64::from(ARRANGEMENT_COUNT) * u64::from(ARRANGEMENT_COUNT + 1) / 2
            );
            sum
        })
    });
}

fn xfen(c: &mut Criterion) {
    let suite = include_str!("../../testdata/perft.txt");
    let fens: Vec<&str> = suite
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| l.split(';').next().unwrap().trim())
        .collect();
    c.bench_function("xfen/parse_and_write_suite", |b| {
        b.iter(|| {
            for fen in &fens {
                let setup: Setup = black_box(fen).parse().unwrap();
                black_box(setup.to_fen());
            }
        })
    });
}

criterion_group!(benches, numbering, xfen);
criterion_main!(benches);
