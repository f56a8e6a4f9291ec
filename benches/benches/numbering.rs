//! Scharnagl numbering: number -> arrangement -> number for all 48,000.

use std::hint::black_box;

use crc_rules_core::{Arrangement, ARRANGEMENT_COUNT};
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

criterion_group!(benches, numbering);
criterion_main!(benches);
