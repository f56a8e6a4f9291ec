//! Make and unmake: every legal move of every suite position played and taken back.

use std::hint::black_box;

use crc_benches::suite_fens;
use crc_rules_movegen::{Move, Position};
use criterion::{criterion_group, criterion_main, Criterion, Throughput};

fn make_unmake(c: &mut Criterion) {
    let cases: Vec<(Position, Vec<Move>)> = suite_fens()
        .into_iter()
        .filter_map(|fen| Position::from_fen(fen).ok())
        .map(|p| (p, p.legal_moves().to_vec()))
        .collect();
    let moves: usize = cases.iter().map(|(_, m)| m.len()).sum();
    let mut group = c.benchmark_group("make_unmake");
    group.throughput(Throughput::Elements(moves as u64));
    group.bench_function("play_unmake_suite", |b| {
        b.iter(|| {
            for (original, moves) in &cases {
                let mut position = *original;
                for &mv in moves {
                    let undo = position.play_unchecked(black_box(mv));
                    position.unmake(mv, undo);
                }
                assert_eq!(position.key(), original.key());
            }
        })
    });
    group.bench_function("copy_play_suite", |b| {
        b.iter(|| {
            for (position, moves) in &cases {
                for &mv in moves {
                    let mut child = *position;
                    child.play_unchecked(black_box(mv));
                    black_box(child.key());
                }
            }
        })
    });
    group.finish();
}

criterion_group!(benches, make_unmake);
criterion_main!(benches);
