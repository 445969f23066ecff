//! The PostgreSQL store beside sled: one move end to end (parse, validate, the table's row lock,
//! the transaction committed, render, PNG), and moves per second over 100 tables played from two
//! services at once (two processes' worth of locks and connections) against one database.
//!
//! `SHOGIBAN_TEST_POSTGRES=… SHOGIBAN_PG_PASSWORD=… cargo bench --bench postgres`
//! (`scripts/postgres-test-server` starts a server and prints both). Without the variable it says
//! so and measures nothing. The figures printed at the top are wall-clock medians on this machine;
//! criterion's report of the single move follows.

#[path = "../tests/support/pg.rs"]
mod pg;

#[path = "../tests/support/fixtures.rs"]
mod fixtures;

use criterion::{criterion_group, criterion_main, Criterion};
use fixtures::checkmates;
use shogiban::service::Service;
use shogiban::store::{PgStore, SledStore, Store};
use shogiban::table::{Reply, Timestamp};
use std::path::PathBuf;
use std::sync::Arc;
use std::time::{Duration, Instant};

const T: Timestamp = Timestamp(1_000_000);

fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("shogiban-bench-pg-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

fn say(service: &Service, id: &str, who: &str, line: &str) -> Vec<Reply> {
    fixtures::say(service, id, who, line, T)
}

fn start(service: &Service, id: &str) {
    say(service, id, "alice", "challenge @bob");
    say(service, id, "bob", "accept");
}

/// One move as a user sends it, through to the encoded picture an adapter would post.
fn one_move(service: &Service, id: &str, ply: usize, m: &str, render: bool) -> usize {
    let who = if ply.is_multiple_of(2) {
        "alice"
    } else {
        "bob"
    };
    let replies = say(service, id, who, m);
    if !render {
        return 0;
    }
    replies[0]
        .picture
        .as_ref()
        .map(|p| p.to_png(shogiban::i18n::Lang::En).len())
        .unwrap_or(0)
}

fn median(mut v: Vec<Duration>) -> Duration {
    v.sort_unstable();
    v[v.len() / 2]
}

/// The median of `n` moves, each on its own table's game, one after another.
fn single_moves(service: &Service, prefix: &str, n: usize) -> Duration {
    let games = checkmates();
    let mut times = Vec::new();
    let (mut table, mut ply) = (0, usize::MAX);
    for _ in 0..n {
        let game = &games[table % games.len()];
        if ply >= game.len() {
            table += 1;
            ply = 0;
            start(service, &format!("{prefix}/{table}"));
        }
        let game = &games[table % games.len()];
        let t = Instant::now();
        one_move(service, &format!("{prefix}/{table}"), ply, &game[ply], true);
        times.push(t.elapsed());
        ply += 1;
    }
    median(times)
}

/// Moves per second over 100 tables, 40 plies each, from 8 threads spread over `services`.
fn throughput(services: &[Arc<Service>], render: bool) -> f64 {
    let games = checkmates();
    let tables = 100;
    let plies = 40;
    for t in 0..tables {
        start(&services[t % services.len()], &format!("m/{t}"));
    }
    let threads = 8;
    let begin = Instant::now();
    let handles: Vec<_> = (0..threads)
        .map(|k| {
            let service = Arc::clone(&services[k % services.len()]);
            let games = games.clone();
            std::thread::spawn(move || {
                let mut moves = 0;
                for ply in 0..plies {
                    for t in (k..tables).step_by(threads) {
                        let Some(m) = games[t % games.len()].get(ply) else {
                            continue;
                        };
                        one_move(&service, &format!("m/{t}"), ply, m, render);
                        moves += 1;
                    }
                }
                moves
            })
        })
        .collect();
    let moves: usize = handles.into_iter().map(|h| h.join().unwrap()).sum();
    moves as f64 / begin.elapsed().as_secs_f64()
}

fn report(url: &str) {
    let dir = temp_dir("sled");
    let sled = Service::new(Arc::new(SledStore::open(&dir).unwrap()));
    let pg = Service::new(Arc::new(PgStore::open(url).unwrap()));
    let s = single_moves(&sled, "one", 200);
    let p = single_moves(&pg, "one", 200);
    println!(
        "one move end to end (parse, validate, commit, render, PNG): median {:.2} ms on sled, \
         {:.2} ms on PostgreSQL",
        s.as_secs_f64() * 1e3,
        p.as_secs_f64() * 1e3
    );
    drop(sled);
    let _ = std::fs::remove_dir_all(&dir);
    for render in [false, true] {
        let dir = temp_dir("sled-many");
        let sled = [Arc::new(Service::new(Arc::new(
            SledStore::open(&dir).unwrap(),
        )))];
        let sled_rate = throughput(&sled, render);
        drop(sled);
        let _ = std::fs::remove_dir_all(&dir);
        let db = pg::fresh(if render { "bench_many_r" } else { "bench_many" }).unwrap();
        let two: Vec<Arc<Service>> = (0..2)
            .map(|_| {
                let store: Arc<dyn Store> = Arc::new(PgStore::open(&db.url).unwrap());
                Arc::new(Service::new(store))
            })
            .collect();
        let pg_rate = throughput(&two, render);
        drop(two);
        println!(
            "100 tables, 8 threads{}: {sled_rate:.0} moves/s on sled (one service), \
             {pg_rate:.0} moves/s on PostgreSQL (two services sharing the database)",
            if render {
                ", with the picture"
            } else {
                ", without the picture"
            }
        );
    }
}

fn bench(c: &mut Criterion) {
    let Some(db) = pg::fresh("bench") else {
        return;
    };
    report(&db.url);
    let service = Service::new(Arc::new(PgStore::open(&db.url).unwrap()));
    let games = checkmates();
    let (mut table, mut ply) = (1000, usize::MAX);
    let mut group = c.benchmark_group("postgres");
    group.sample_size(30);
    group.bench_function("one move end to end", |b| {
        b.iter_custom(|iters| {
            let mut total = Duration::ZERO;
            for _ in 0..iters {
                if ply >= games[table % games.len()].len() {
                    table += 1;
                    ply = 0;
                    start(&service, &format!("c/{table}"));
                }
                let m = &games[table % games.len()][ply];
                let t = Instant::now();
                std::hint::black_box(one_move(&service, &format!("c/{table}"), ply, m, true));
                total += t.elapsed();
                ply += 1;
            }
            total
        })
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
