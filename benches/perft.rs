//! Move generation speed: start-position perft(5) with bulk counting at the last ply (target ≤ 0.2 s
//! on the 2-core reference machine) and with every leaf move played (target < 0.8 s).

use criterion::{criterion_group, criterion_main, Criterion};
use shogiban::rules::Position;
use std::time::Duration;

fn perft(c: &mut Criterion) {
    let start = Position::startpos();
    let mut group = c.benchmark_group("standard");
    group
        .sample_size(10)
        .measurement_time(Duration::from_secs(8));
    group.bench_function("startpos perft(5) bulk", |b| {
        b.iter(|| assert_eq!(start.perft(5), 19_861_490))
    });
    group.bench_function("startpos perft(5) every leaf played", |b| {
        b.iter(|| assert_eq!(start.perft_full(5), 19_861_490))
    });
    group.finish();
}

criterion_group!(benches, perft);
criterion_main!(benches);
