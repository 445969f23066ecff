//! Render + encode timings at the default size, and a 100-move replay GIF.

#[path = "../tests/support/positions.rs"]
mod common;

use criterion::{criterion_group, criterion_main, Criterion};
use shogiban::render::{self, four, two, Style};

/// CPU time of this thread in nanoseconds: on a shared machine wall time also counts the time
/// other processes hold the cores.
fn cpu_ns() -> u64 {
    std::fs::read_to_string("/proc/thread-self/schedstat")
        .ok()
        .and_then(|s| s.split_whitespace().next()?.parse().ok())
        .unwrap_or(0)
}

/// Median CPU time of `f` over 11 batches of 100 calls, in microseconds. The scheduler's clock
/// advances in ticks of a few milliseconds, so a batch must be long to resolve one call.
fn cpu_median_us(mut f: impl FnMut()) -> f64 {
    let mut v: Vec<u64> = (0..11)
        .map(|_| {
            let t = cpu_ns();
            for _ in 0..100 {
                f();
            }
            (cpu_ns() - t) / 100
        })
        .collect();
    v.sort_unstable();
    v[v.len() / 2] as f64 / 1000.0
}

fn bench(c: &mut Criterion) {
    let style = Style::default();
    let two_mid = common::two_midgame();
    let four_mid = common::four_elimination();
    // Warm the caches so the figures are per image, as in a running bot.
    let _ = two::render_png(&two_mid, &style);
    let _ = four::render_png(&four_mid, &style);
    eprintln!(
        "PNG bytes: two-player midgame {}, four-player {}",
        two::render_png(&two_mid, &style).len(),
        four::render_png(&four_mid, &style).len()
    );

    eprintln!(
        "CPU time per image (median): two-player render+PNG {:.0} µs, render only {:.0} µs; \
         four-player render+PNG {:.0} µs, render only {:.0} µs",
        cpu_median_us(|| drop(two::render_png(&two_mid, &style))),
        cpu_median_us(|| drop(two::render(&two_mid, &style))),
        cpu_median_us(|| drop(four::render_png(&four_mid, &style))),
        cpu_median_us(|| drop(four::render(&four_mid, &style))),
    );

    // A name never seen before: shaping and new glyphs, the cost of a player's first image.
    let mut n = 0u32;
    let mut fresh = two_mid.clone();
    eprintln!(
        "CPU time per image with a new Devanagari + Latin name each time: two-player render+PNG \
         {:.0} µs",
        cpu_median_us(|| {
            n += 1;
            fresh.names[0] = format!("कृष्ण Player {n}");
            drop(two::render_png(&fresh, &style))
        }),
    );

    c.bench_function("two_player_png", |b| {
        b.iter(|| two::render_png(&two_mid, &style))
    });
    c.bench_function("two_player_render_only", |b| {
        b.iter(|| two::render(&two_mid, &style))
    });
    c.bench_function("four_player_png", |b| {
        b.iter(|| four::render_png(&four_mid, &style))
    });
    c.bench_function("four_player_render_only", |b| {
        b.iter(|| four::render(&four_mid, &style))
    });

    let game = common::two_game(100);
    eprintln!(
        "GIF bytes (100 moves): {}",
        render::replay_gif(&game, &style).len()
    );
    let mut g = c.benchmark_group("replay");
    g.sample_size(10);
    g.bench_function("gif_100_moves", |b| {
        b.iter(|| render::replay_gif(&game, &style))
    });
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
