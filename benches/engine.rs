//! Search speed: nodes per second on fixed node budgets (criterion's throughput is nodes/s), then a
//! report of the depth reached in one second of real time from each position.
//!
//! `cargo bench --bench engine` runs both; `cargo bench --bench engine -- --quick` keeps it short.

use criterion::{criterion_group, Criterion, Throughput};
use shogiban::engine::{SearchLimits, Searcher};
use shogiban::rules::Position;
use std::time::Duration;

const POSITIONS: [(&str, &str); 4] = [
    (
        "startpos",
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1",
    ),
    (
        "opening",
        "ln1g3nl/1r1sk1gb1/p1pppp1pp/1p4p2/9/2P4P1/PPBPPPP1P/7R1/LNSGKGSNL b - 13",
    ),
    (
        "midgame124",
        "8l/1l+R2P3/p2pBG1pp/kps1p4/Nn1P2G2/P1P1P2PP/1PS6/1KSG3+r1/LN2+p3L w Sbgn3p 124",
    ),
    (
        "matsuri",
        "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w GR5pnsg 1",
    ),
];

const NODES: u64 = 200_000;

fn nodes_per_second(c: &mut Criterion) {
    let mut group = c.benchmark_group("search");
    group.sample_size(10);
    group.throughput(Throughput::Elements(NODES));
    for (name, sfen) in POSITIONS {
        let pos = Position::from_sfen(sfen).unwrap();
        group.bench_function(name, |b| {
            b.iter(|| {
                let mut s = Searcher::new(16);
                let info = s.search(
                    &pos,
                    &[],
                    SearchLimits {
                        nodes: Some(NODES),
                        ..SearchLimits::default()
                    },
                );
                assert!(info.best.is_some());
            })
        });
    }
    group.finish();
}

/// Depth and speed in one second of real time per position (printed, not measured by criterion).
fn one_second_report() {
    println!("one second per position (64 MiB table):");
    for (name, sfen) in POSITIONS {
        let pos = Position::from_sfen(sfen).unwrap();
        let mut s = Searcher::new(64);
        let info = s.search(
            &pos,
            &[],
            SearchLimits {
                time: Some(Duration::from_secs(1)),
                ..SearchLimits::default()
            },
        );
        println!(
            "  {name:<11} depth {:2} (sel {:2})  {:>8} nodes  {:>7.0} nps  score {:>6}  pv {}",
            info.depth,
            info.seldepth,
            info.nodes,
            info.nodes as f64 / info.elapsed.as_secs_f64(),
            info.score,
            info.pv
                .iter()
                .take(6)
                .map(|m| m.to_usi())
                .collect::<Vec<_>>()
                .join(" ")
        );
    }
}

criterion_group!(benches, nodes_per_second);

fn main() {
    // `cargo test --benches` runs this with `--bench` absent: only check that it works, quickly.
    let benching = std::env::args().any(|a| a == "--bench");
    if benching {
        one_second_report();
    }
    benches();
    Criterion::default().configure_from_args().final_summary();
}
