//! Mate solver speed: criterion times the whole solve (proof, shortest length and line) of the
//! classic problems in `tests/data/tsume/classic.txt`, then a report over mate problems generated
//! from random play: the median and slowest time of mate-in-3 to mate-in-11 problems, and the same
//! for each length, mate in 1 included (target: median ≤ 0.33 ms, sugyan/tsumeshogi-solver's median
//! on such problems; its positions are not copied here).
//!
//! `cargo bench --bench tsume` runs both; `cargo bench --bench tsume -- --quick` keeps it short.
//! With `TSUME_SFENS` set, the report prints the generated problems (`length SFEN` a line) instead
//! of timing them.

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
    solve_with(pos, 32)
}

fn solve_with(pos: &Position, tt_megabytes: usize) -> Verdict {
    Solver::new(SolverConfig {
        tt_megabytes,
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

/// The median and the slowest of a sorted, non-empty list of times.
fn median_and_slowest(sorted: &[Duration]) -> (Duration, Duration) {
    (sorted[sorted.len() / 2], sorted[sorted.len() - 1])
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1e3
}

/// A solve timed three times, keeping the fastest: the machine is shared, and the fastest run is
/// the one least disturbed by other work.
fn timed_solve(pos: &Position, length: u16, tt_megabytes: usize) -> Duration {
    (0..3)
        .map(|_| {
            let start = Instant::now();
            let verdict = solve_with(pos, tt_megabytes);
            let t = start.elapsed();
            assert!(matches!(verdict, Verdict::Mate(ref l) if l.len() == length as usize));
            t
        })
        .min()
        .unwrap_or_default()
}

/// Generated mate problems of `min_length` to `max_length` plies from random play.
fn generated(seed: u64, wanted: usize, min_length: u16, max_length: u16) -> Vec<(Position, u16)> {
    let config = PuzzleConfig {
        min_length,
        max_length,
        solver_nodes: 2_000_000,
        ..PuzzleConfig::default()
    };
    random_puzzles(seed, wanted, 2_000, &config)
        .into_iter()
        .filter_map(|p| match p.kind {
            PuzzleKind::Mate { length } => Some((p.position, length)),
            PuzzleKind::Material { .. } => None,
        })
        .collect()
}

/// Times every generated problem (the fastest of three solves each, a fresh solver every time) and
/// prints the median and slowest over the set, then by length: mate in 1 (its own set, as random
/// play rarely leaves a unique mate in 1 once longer ones count), 3, 5, 7, 9 and 11.
fn generated_report() {
    let mut set = generated(2024, 60, 3, 11);
    let mate_in_three_up = set.len();
    set.extend(generated(7, 30, 1, 1));
    if std::env::var_os("TSUME_SFENS").is_some() {
        // The set as `length SFEN` lines, to time another solver on the same problems.
        for (pos, length) in &set {
            println!("{length} {}", pos.to_sfen());
        }
        return;
    }
    let mut by_len: Vec<Vec<Duration>> = vec![Vec::new(); 12];
    let mut all = Vec::new();
    for (pos, length) in &set {
        let t = timed_solve(pos, *length, 32);
        by_len[(*length as usize).min(11)].push(t);
        if *length >= 3 {
            all.push((t, *length));
        }
    }
    all.sort();
    if all.is_empty() {
        println!("no generated problems");
        return;
    }
    let median = all[all.len() / 2].0;
    let (slowest, slowest_len) = all[all.len() - 1];
    println!(
        "generated mate problems: {mate_in_three_up} of mate in 3 to 11, median {:.3} ms, slowest \
         {:.3} ms (mate in {slowest_len})",
        ms(median),
        ms(slowest)
    );
    for (length, times) in by_len.iter_mut().enumerate() {
        if times.is_empty() {
            continue;
        }
        times.sort();
        let (median, slowest) = median_and_slowest(times);
        println!(
            "  mate in {length:2}: {:3} problems, median {:8.3} ms, slowest {:8.3} ms",
            times.len(),
            ms(median),
            ms(slowest)
        );
    }
    // What `shogiban mate`, `/review` and the puzzles pay: the default table (64 MiB) every time.
    let mut default_config: Vec<Duration> = set
        .iter()
        .filter(|(_, length)| *length == 1)
        .map(|(pos, length)| timed_solve(pos, *length, SolverConfig::default().tt_megabytes))
        .collect();
    if !default_config.is_empty() {
        default_config.sort();
        let (median, slowest) = median_and_slowest(&default_config);
        println!(
            "  mate in  1 with the default 64 MiB table: median {:8.3} ms, slowest {:8.3} ms",
            ms(median),
            ms(slowest)
        );
    }
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
