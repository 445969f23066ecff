//! Click to move: the answer to a piece chosen in the picker (step 2), as the bot builds it — the
//! table read from the service's snapshot, the legal moves of the piece, the board image with its
//! destinations marked (PNG), and the select menus — against a target of 10 ms.
//!
//! `cargo bench --bench picker`. The figures printed first are medians of wall-clock time per
//! answer; criterion's report follows.

#[path = "../tests/support/fixtures.rs"]
mod fixtures;

use criterion::{criterion_group, criterion_main, Criterion};
use fixtures::actor;
use shogiban::discord::picker::{square_screen, Screen};
use shogiban::i18n::Lang;
use shogiban::service::Service;
use shogiban::store::MemStore;
use shogiban::table::picker::Stamp;
use shogiban::table::Timestamp;
use std::sync::Arc;
use std::time::Instant;

const T: Timestamp = Timestamp(1_000_000);
const TARGET_MS: f64 = 10.0;

fn say(service: &Service, id: &str, who: &str, line: &str) {
    fixtures::say(service, id, who, line, T);
}

/// A table at `id` after `moves` (two players: alice sente, bob gote; four: alice, bob, carol,
/// dave from South), and the stamp of its picker for the player to move.
fn table(service: &Service, id: &str, four: bool, moves: &[&str]) -> (String, Stamp) {
    let people = ["alice", "bob", "carol", "dave"];
    if four {
        say(service, id, "alice", "yonin");
        for p in &people[1..] {
            say(service, id, p, "join");
        }
        say(service, id, "alice", "start");
    } else {
        say(service, id, "alice", "challenge @bob side=sente");
        say(service, id, "bob", "accept");
    }
    let n = if four { 4 } else { 2 };
    for (i, m) in moves.iter().enumerate() {
        say(service, id, people[i % n], m);
    }
    let mover = people[moves.len() % n];
    let t = service.table_snapshot(&tid(id)).unwrap();
    let game = t.movable_game().unwrap();
    let s = service.settings(&tid(id)).unwrap();
    let at = t
        .in_play()
        .unwrap()
        .pick_piece(actor(mover).id, game, &s, T)
        .unwrap()
        .at;
    (mover.to_owned(), at)
}

/// Step 2 as the bot answers it.
fn step_two(service: &Service, id: &str, mover: &str, at: Stamp, piece: &str) -> Screen {
    let t = service.table_snapshot(&tid(id)).unwrap();
    let s = service.settings(&tid(id)).unwrap();
    let p = t
        .in_play()
        .unwrap()
        .pick_square(actor(mover).id, at, piece, &s, T)
        .unwrap();
    square_screen(&tid(id), &p, Lang::En)
}

/// CPU time of this thread in nanoseconds: on a shared machine wall time also counts the time
/// other processes hold the cores.
fn cpu_ns() -> u64 {
    std::fs::read_to_string("/proc/thread-self/schedstat")
        .ok()
        .and_then(|s| s.split_whitespace().next()?.parse().ok())
        .unwrap_or(0)
}

/// Median CPU time of `f` over 11 batches of 20 calls, in milliseconds (a batch is long enough
/// for the scheduler's clock to resolve one call).
fn cpu_median_ms(mut f: impl FnMut()) -> f64 {
    let mut v: Vec<u64> = (0..11)
        .map(|_| {
            let t = cpu_ns();
            for _ in 0..20 {
                f();
            }
            (cpu_ns() - t) / 20
        })
        .collect();
    v.sort_unstable();
    v[v.len() / 2] as f64 / 1e6
}

/// Median wall-clock time of `f` over 101 calls, in milliseconds.
fn median_ms(mut f: impl FnMut()) -> f64 {
    let mut v: Vec<f64> = (0..101)
        .map(|_| {
            let t = Instant::now();
            f();
            t.elapsed().as_secs_f64() * 1000.0
        })
        .collect();
    v.sort_by(f64::total_cmp);
    v[v.len() / 2]
}

fn bench(c: &mut Criterion) {
    let service = Service::new(Arc::new(MemStore::new()));
    // A middle game: the bishop on 8h has a long diagonal, the rook's pawn has advanced.
    let two = table(
        &service,
        "1/2",
        false,
        &[
            "7g7f", "3c3d", "2g2f", "8c8d", "2f2e", "8d8e", "6i7h", "4a3b",
        ],
    );
    // A bishop in hand to drop on one of 60-odd squares (lists split by files).
    let drop = table(&service, "1/3", false, &["7g7f", "3c3d", "8h2b+", "3a2b"]);
    let four = table(&service, "1/4", true, &["5g5f", "7e6e", "5c5d", "3e4e"]);
    let cases = [
        ("two-player, the bishop on 8h", "1/2", &two, "8h"),
        ("two-player, a bishop in hand (drops)", "1/3", &drop, "B*"),
        ("four-player, the rook on 5h", "1/4", &four, "5h"),
    ];
    for (what, id, (mover, at), piece) in cases {
        let screen = step_two(&service, id, mover, *at, piece);
        let bytes = screen.png.as_ref().map_or(0, Vec::len);
        let ms = median_ms(|| drop_screen(step_two(&service, id, mover, *at, piece)));
        let cpu = cpu_median_ms(|| drop_screen(step_two(&service, id, mover, *at, piece)));
        let verdict = if ms <= TARGET_MS { "within" } else { "OVER" };
        eprintln!(
            "step 2 ({what}): median {ms:.2} ms per answer (CPU {cpu:.2} ms), {} lists, PNG \
             {bytes} bytes — {verdict} the {TARGET_MS} ms target",
            screen.rows.len() - 1,
        );
    }
    let (mover, at) = &two;
    c.bench_function("picker step 2 (two-player, image + lists)", |b| {
        b.iter(|| step_two(&service, "1/2", mover, *at, "8h"))
    });
    let (mover, at) = &drop;
    c.bench_function("picker step 2 (a drop, image + lists)", |b| {
        b.iter(|| step_two(&service, "1/3", mover, *at, "B*"))
    });
}

fn drop_screen(s: Screen) {
    drop(s);
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(30);
    targets = bench
}
criterion_main!(benches);

/// A table id written as its key (`g1/c1`).
fn tid(key: &str) -> shogiban::table::TableId {
    key.parse().expect("a table id")
}
