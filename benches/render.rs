//! Render + encode timings at the default size, and a 100-move replay GIF.

#[path = "../tests/common/mod.rs"]
mod common;

use criterion::{criterion_group, criterion_main, Criterion};
use shogiban::render::{self, four, two, Style};

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
