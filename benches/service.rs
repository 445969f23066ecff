//! One move end to end — parse, validate, store durably (sled, flushed), render, encode — and
//! throughput over 100 tables played concurrently, plus the flush (fsync) latency of SledStore.
//!
//! `cargo bench --bench service`. The figures printed at the top are wall-clock medians on this
//! machine; criterion's own report follows for the single move.

#[path = "../tests/support/fixtures.rs"]
mod fixtures;

use criterion::{criterion_group, criterion_main, Criterion};
use fixtures::{actor, checkmates, Names};
use shogiban::service::Service;
use shogiban::store::{SledStore, Space, Store, Write};
use shogiban::table::command::parse_command;
use shogiban::table::{Actor, Reply, Timestamp};
use std::path::PathBuf;
use std::sync::Arc;
use std::time::{Duration, Instant};

const T: Timestamp = Timestamp(1_000_000);

fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("shogiban-bench-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

/// Runs a command line as the terminal adapter would: parse, then run.
fn say(service: &Service, id: &str, actor: &Actor, line: &str) -> Vec<Reply> {
    let command = parse_command(line).unwrap();
    service
        .run(
            &shogiban::service::CommandKey::fresh(),
            &shogiban::table::TableId::parse(id).expect("a table id"),
            actor,
            command,
            T,
            &Names,
        )
        .unwrap()
        .replies
}

/// A table with a fresh game in play (not timed).
fn start(service: &Service, id: &str) {
    say(service, id, &actor("alice"), "challenge @bob");
    say(service, id, &actor("bob"), "accept");
}

/// One move as a user sends it, through to the encoded picture an adapter would post.
fn one_move(service: &Service, id: &str, ply: usize, m: &str) -> usize {
    let who = if ply.is_multiple_of(2) {
        "alice"
    } else {
        "bob"
    };
    let replies = say(service, id, &actor(who), m);
    replies[0]
        .picture
        .as_ref()
        .map(|p| p.to_png(shogiban::i18n::Lang::En).len())
        .unwrap_or(0)
}

/// Plays through `games` on one table after another, starting a new table when a game ends.
struct Sequence {
    games: Vec<Vec<String>>,
    game: usize,
    ply: usize,
    table: usize,
}

impl Sequence {
    fn next(&mut self, service: &Service) -> (String, usize, String) {
        if self.ply == 0 || self.ply >= self.games[self.game].len() {
            if self.ply != 0 {
                self.game = (self.game + 1) % self.games.len();
            }
            self.ply = 0;
            self.table += 1;
            start(service, &format!("g/{}", self.table));
        }
        let m = self.games[self.game][self.ply].clone();
        self.ply += 1;
        (format!("g/{}", self.table), self.ply - 1, m)
    }
}

fn median(mut v: Vec<Duration>) -> Duration {
    v.sort_unstable();
    v[v.len() / 2]
}

/// Each level's move time through the table (the human plays the first legal move in USI order).
fn computer_levels() {
    let dir = temp_dir("computer");
    let service = Service::new(Arc::new(SledStore::open(&dir).unwrap()));
    for level in [3, 4, 5] {
        let id = format!("c/{level}");
        let mut times = Vec::new();
        let t = Instant::now();
        say(
            &service,
            &id,
            &actor("alice"),
            &format!("challenge @shogiban side=gote level={level}"),
        );
        times.push(t.elapsed());
        for _ in 0..12 {
            let table = service.table(&id.parse().unwrap()).unwrap();
            let game = table.game_as::<shogiban::rules::Game>().unwrap();
            if game.is_over() {
                break;
            }
            let mut legal: Vec<String> = game
                .game()
                .position()
                .legal_moves()
                .iter()
                .map(|m| m.to_usi())
                .collect();
            legal.sort();
            let t = Instant::now();
            say(&service, &id, &actor("alice"), &legal[0]);
            times.push(t.elapsed());
        }
        let worst = times.iter().max().copied().unwrap_or_default();
        println!(
            "computer level {level} ({} nodes): a move against it takes median {:.0} ms, at most {:.0} ms",
            <shogiban::rules::Game as shogiban::engine::Builtin>::level_nodes(level),
            median(times).as_secs_f64() * 1e3,
            worst.as_secs_f64() * 1e3
        );
    }
    drop(service);
    let _ = std::fs::remove_dir_all(&dir);
}

fn report() {
    computer_levels();
    let games = checkmates();
    // One move end to end.
    let dir = temp_dir("one");
    let service = Service::new(Arc::new(SledStore::open(&dir).unwrap()));
    let mut p = Sequence {
        games: games.clone(),
        game: 0,
        ply: 0,
        table: 0,
    };
    let mut times = Vec::new();
    let mut bytes = 0;
    for _ in 0..300 {
        let (id, ply, m) = p.next(&service);
        let t = Instant::now();
        bytes += one_move(&service, &id, ply, &m);
        times.push(t.elapsed());
    }
    println!(
        "one move end to end (parse, validate, sled commit + flush, render, PNG): median {:.2} ms \
         over {} moves ({} KB of PNG each)",
        median(times).as_secs_f64() * 1e3,
        300,
        bytes / 300 / 1024
    );

    // The flush (fsync) latency of one small commit.
    let store = SledStore::open(&dir.join("flush")).unwrap();
    let mut times = Vec::new();
    for i in 0..200u32 {
        let t = Instant::now();
        store
            .commit(vec![Write::Put(
                Space::Tables,
                b"k".to_vec(),
                i.to_le_bytes().to_vec(),
            )])
            .unwrap();
        times.push(t.elapsed());
    }
    println!(
        "SledStore commit (one write, flushed to disk): median {:.2} ms",
        median(times).as_secs_f64() * 1e3
    );
    drop(service);
    let _ = std::fs::remove_dir_all(&dir);

    // 100 tables played concurrently from several threads, with and without the picture.
    for render in [true, false] {
        let dir = temp_dir("many");
        let service = Arc::new(Service::new(Arc::new(SledStore::open(&dir).unwrap())));
        let tables = 100;
        let plies = 40;
        for t in 0..tables {
            start(&service, &format!("g/{t}"));
        }
        let threads = 8;
        let begin = Instant::now();
        let handles: Vec<_> = (0..threads)
            .map(|k| {
                let service = service.clone();
                let games = games.clone();
                std::thread::spawn(move || {
                    let mut moves = 0;
                    for ply in 0..plies {
                        for t in (k..tables).step_by(threads) {
                            let game = &games[t % games.len()];
                            let Some(m) = game.get(ply) else { continue };
                            let id = format!("g/{t}");
                            if render {
                                one_move(&service, &id, ply, m);
                            } else {
                                let who = if ply % 2 == 0 { "alice" } else { "bob" };
                                say(&service, &id, &actor(who), m);
                            }
                            moves += 1;
                        }
                    }
                    moves
                })
            })
            .collect();
        let moves: usize = handles.into_iter().map(|h| h.join().unwrap()).sum();
        let secs = begin.elapsed().as_secs_f64();
        println!(
            "{tables} tables, {threads} threads{}: {moves} moves in {secs:.2} s = {:.0} moves/s",
            if render {
                ", with the picture"
            } else {
                ", without the picture"
            },
            moves as f64 / secs
        );
        drop(service);
        let _ = std::fs::remove_dir_all(&dir);
    }
}

fn bench(c: &mut Criterion) {
    report();
    let dir = temp_dir("criterion");
    let service = Service::new(Arc::new(SledStore::open(&dir).unwrap()));
    let mut p = Sequence {
        games: checkmates(),
        game: 0,
        ply: 0,
        table: 0,
    };
    let mut group = c.benchmark_group("service");
    group.sample_size(30);
    group.bench_function("one move end to end", |b| {
        b.iter_custom(|iters| {
            let mut total = Duration::ZERO;
            for _ in 0..iters {
                let (id, ply, m) = p.next(&service);
                let t = Instant::now();
                std::hint::black_box(one_move(&service, &id, ply, &m));
                total += t.elapsed();
            }
            total
        })
    });
    group.finish();
    drop(service);
    let _ = std::fs::remove_dir_all(&dir);
}

criterion_group!(benches, bench);
criterion_main!(benches);
