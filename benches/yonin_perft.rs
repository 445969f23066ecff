//! Four-player perft speed: bulk-counting perft at depth 6 from the start (1,055,321 leaves).
//! Nodes per second = 1,055,321 / the time criterion reports.

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use shogiban::rules::yonin::{Game, Settings};

fn perft(c: &mut Criterion) {
    let mut group = c.benchmark_group("yonin_perft");
    group.sample_size(10);
    group.throughput(Throughput::Elements(1_055_321));
    group.bench_function("depth_6", |b| {
        b.iter(|| {
            let mut g = Game::new(Settings::default());
            assert_eq!(g.perft(6), 1_055_321);
        })
    });
    group.finish();
}

criterion_group!(benches, perft);
criterion_main!(benches);
