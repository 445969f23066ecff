//! Mate solver speed: criterion times the whole solve (proof, shortest length and line) of the
//! classic problems in `tests/data/tsume/classic.txt`, then a report over mate problems generated
//! from random play: the median and slowest time of mate-in-3 to mate-in-11 problems (target: all
//! ≤ 1 s, median ≤ 50 ms). (sugyan/tsumeshogi-solver publishes 35.56 ms for the example in its
//! README; its positions are not copied here.)
//!
//! `cargo bench --bench tsume` runs both; `cargo bench --bench tsume -- --quick` keeps it short.

use criterion::{criterion_group, Criterion};
use shogiban::engine::puzzle::{random_puzzles, PuzzleConfig, PuzzleKind};
use shogiban::engine::tsume::{Solver, SolverConfig, Verdict};
use shogiban::rules::Position;
use std::time::{Duration, Instant};

/// The positions of the classic problems (each line `name | SFEN | solution`, `#` comments).
fn classic_positions() -> Vec<Position> {
    include_str!("../tests/data/tsume/classic.txt")
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .filter_map(|l| l.split(" | ").nth(1))
        .map(|l| {
            Position::from_sfen(l)
                .or_else(|_| Position::from_sfen_tsume(l))
                .unwrap()
        })
        .collect()
}

fn solve(pos: &Position) -> Verdict {
    Solver::new(SolverConfig {
        tt_megabytes: 32,
        ..SolverConfig::default()
    })
    .solve(pos)
    .verdict
}

fn classic(c: &mut Criterion) {
    let mut group = c.benchmark_group("tsume");
    group.sample_size(10);
    for (i, pos) in classic_positions().iter().enumerate() {
        let name = format!("classic{i:02}");
        group.bench_function(name, |b| {
            b.iter(|| assert!(matches!(solve(pos), Verdict::Mate(_))))
        });
    }
    group.finish();
}

/// Times every generated mate-in-3 … 11 problem once and prints the distribution.
fn generated_report() {
    let config = PuzzleConfig {
        min_length: 3,
        max_length: 11,
        solver_nodes: 2_000_000,
        ..PuzzleConfig::default()
    };
    let puzzles = random_puzzles(2024, 60, 2_000, &config);
    let mut times: Vec<(Duration, u16)> = Vec::new();
    for p in &puzzles {
        let PuzzleKind::Mate { length } = p.kind else {
            continue;
        };
        let start = Instant::now();
        let verdict = solve(&p.position);
        let t = start.elapsed();
        assert!(matches!(verdict, Verdict::Mate(ref l) if l.len() == length as usize));
        times.push((t, length));
    }
    times.sort();
    if times.is_empty() {
        println!("no generated problems");
        return;
    }
    let median = times[times.len() / 2].0;
    let (slowest, slowest_len) = times[times.len() - 1];
    let over = times
        .iter()
        .filter(|(t, _)| *t > Duration::from_secs(1))
        .count();
    let mut by_len = [0usize; 12];
    for (_, l) in &times {
        by_len[(*l as usize).min(11)] += 1;
    }
    println!(
        "generated mate problems: {} (mate in 3: {}, 5: {}, 7: {}, 9: {}, 11: {})",
        times.len(),
        by_len[3],
        by_len[5],
        by_len[7],
        by_len[9],
        by_len[11]
    );
    println!(
        "  median {:.2} ms, slowest {:.2} ms (mate in {slowest_len}), over 1 s: {over}",
        median.as_secs_f64() * 1e3,
        slowest.as_secs_f64() * 1e3
    );
}

criterion_group!(benches, classic);

fn main() {
    // `cargo test --benches` runs this with `--bench` absent: only check that it works, quickly.
    let benching = std::env::args().any(|a| a == "--bench");
    if benching {
        generated_report();
    }
    benches();
    Criterion::default().configure_from_args().final_summary();
}
