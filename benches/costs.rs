//! What commands cost on a database with a long history (issue 18): 100,000 finished games in
//! one channel, 10,000 rated players on one server and 10,000 tables with a game in play, against
//! the same commands on an empty database.
//!
//! `cargo bench --bench costs` (about two minutes, most of it building the database; set
//! `SHOGIBAN_BENCH_GAMES` to build fewer games). The figures printed are wall-clock medians on
//! this machine; criterion's report of one move on the big database follows.

#[path = "../tests/support/fixtures.rs"]
mod fixtures;

use criterion::{criterion_group, criterion_main, Criterion};
use fixtures::{actor, checkmates, Names};
use shogiban::service::Service;
use shogiban::store::stats;
use shogiban::store::{MemStore, SledStore, Space, Store, Write};
use shogiban::table::command::parse_command;
use shogiban::table::rating::Rating;
use shogiban::table::stats::UserStats;
use shogiban::table::Timestamp;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::{Duration, Instant};

const T: Timestamp = Timestamp(1_700_000_000);
const PLAYERS: u64 = 10_000;
const OPEN_TABLES: u64 = 10_000;
const GUILD: &str = "g1";
const BUSY: &str = "g1/busy";

fn finished_checkmates() -> u64 {
    std::env::var("SHOGIBAN_BENCH_GAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(100_000)
}

fn say(service: &Service, id: &str, who: &str, line: &str, now: Timestamp) -> usize {
    let command = parse_command(line).unwrap();
    let answer = service
        .run(
            &shogiban::service::CommandKey::fresh(),
            &tid(id),
            &actor(who),
            command,
            now,
            &Names,
        )
        .unwrap();
    // What an adapter posts: the picture encoded as PNG.
    answer
        .replies
        .iter()
        .filter_map(|r| r.picture.as_ref())
        .map(|p| p.to_png(shogiban::i18n::Lang::En).len())
        .sum()
}

fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("shogiban-costs-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

fn dir_size(dir: &Path) -> u64 {
    std::fs::read_dir(dir)
        .map(|entries| {
            entries
                .flatten()
                .map(|e| match e.metadata() {
                    Ok(m) if m.is_dir() => dir_size(&e.path()),
                    Ok(m) => m.len(),
                    Err(_) => 0,
                })
                .sum()
        })
        .unwrap_or(0)
}

fn median(mut v: Vec<Duration>) -> Duration {
    v.sort_unstable();
    v[v.len() / 2]
}

fn ms(d: Duration) -> String {
    format!("{:.2} ms", d.as_secs_f64() * 1e3)
}

/// The records a real game leaves behind, taken from a game played on an in-memory store: the
/// archived record of a finished game (resigned after `plies` moves) and a table with a game in
/// play.
fn sample_records(moves: &[String]) -> (Vec<u8>, Vec<u8>, Vec<u8>) {
    let store = Arc::new(MemStore::new());
    let service = Service::new(store.clone());
    say(&service, "s/1", "alice", "challenge @bob", T);
    say(&service, "s/1", "bob", "accept", T);
    for (i, m) in moves.iter().enumerate().take(moves.len().saturating_sub(1)) {
        say(&service, "s/1", ["alice", "bob"][i % 2], m, T);
    }
    let playing = store.get(Space::Tables, b"s/1").unwrap().unwrap();
    say(&service, "s/1", "alice", "resign", T);
    let record = store.scan(Space::Games, b"s/1/").unwrap().remove(0).1;
    let finished = store.get(Space::Tables, b"s/1").unwrap().unwrap();
    (record, playing, finished)
}

/// Builds the big database in `dir`: the finished games of one channel, the players, the tables
/// in play. Rankings and the listing of games are left for the service to build once, as for a
/// database written before them (that build is timed).
fn build(dir: &Path, games: &[Vec<String>]) -> (u64, usize) {
    let store = SledStore::open(dir).unwrap();
    let long = games.iter().max_by_key(|g| g.len()).unwrap();
    let (record, playing, finished) = sample_records(long);
    let n = finished_checkmates();
    let mut batch = Vec::new();
    for seq in 0..n {
        batch.push(Write::Put(
            Space::Games,
            format!("{BUSY}/{seq:08}").into_bytes(),
            record.clone(),
        ));
        if batch.len() == 5000 {
            store.commit(std::mem::take(&mut batch)).unwrap();
        }
    }
    // The busy channel's own table: its last game finished, its counter at the archive's end.
    let finished = String::from_utf8(finished)
        .unwrap()
        .replace("\"archived\":1", &format!("\"archived\":{n}"));
    batch.push(Write::Put(
        Space::Tables,
        BUSY.as_bytes().to_vec(),
        finished.into_bytes(),
    ));
    for p in 0..PLAYERS {
        let s = UserStats {
            name: format!("player{p}"),
            rating: Rating {
                rating: 1500.0 + ((p * 7919) % 1000) as f64 - 500.0,
                ..Rating::default()
            },
            rated_games: 1 + (p % 50) as u32,
            ..UserStats::default()
        };
        batch.push(Write::Put(
            Space::Stats,
            stats::key(GUILD, shogiban::local::user_id(&format!("player{p}"))),
            serde_json::to_vec(&s).unwrap(),
        ));
    }
    for t in 0..OPEN_TABLES {
        batch.push(Write::Put(
            Space::Tables,
            format!("{GUILD}/open{t:05}").into_bytes(),
            playing.clone(),
        ));
        if batch.len() >= 5000 {
            store.commit(std::mem::take(&mut batch)).unwrap();
        }
    }
    store.commit(batch).unwrap();
    (n, record.len())
}

/// Medians of the commands that must not grow with history, on `service`.
struct Figures {
    moves: Duration,
    game_end: Duration,
    leaderboard: Duration,
    stats: Duration,
    games_first: Duration,
    games_deep: Duration,
    autocomplete: Duration,
}

fn measure(service: &Service, games: &[Vec<String>], table: &str) -> Figures {
    // Moves: whole games at `table`, each ended by resigning one move before mate, which is also
    // the end of a game (archive record, stats of both players, rankings) to time.
    let mut moves = Vec::new();
    let mut ends = Vec::new();
    let mut autocomplete = Vec::new();
    let mut now = T.0 + 10;
    for game in games.iter().take(8) {
        say(service, table, "alice", "challenge @bob", Timestamp(now));
        say(service, table, "bob", "accept", Timestamp(now));
        for (i, m) in game.iter().enumerate().take(game.len() - 1) {
            now += 1;
            let who = ["alice", "bob"][i % 2];
            let t = Instant::now();
            let state = service.table_snapshot(&tid(table)).unwrap();
            let _ = state.move_suggestions(shogiban::local::user_id(who), &m[..2], 25);
            autocomplete.push(t.elapsed());
            let t = Instant::now();
            say(service, table, who, m, Timestamp(now));
            moves.push(t.elapsed());
        }
        let t = Instant::now();
        say(service, table, "alice", "resign", Timestamp(now));
        ends.push(t.elapsed());
    }
    let time = |line: &str, who: &str| {
        median(
            (0..30)
                .map(|_| {
                    let t = Instant::now();
                    say(service, "g1/elsewhere", who, line, Timestamp(now));
                    t.elapsed()
                })
                .collect(),
        )
    };
    Figures {
        moves: median(moves),
        game_end: median(ends),
        leaderboard: time("leaderboard", "alice"),
        stats: time("stats @player4242", "alice"),
        games_first: time("games", "alice"),
        games_deep: time("games 900", "alice"),
        autocomplete: median(autocomplete),
    }
}

fn report() {
    let games = checkmates();
    // The empty database first.
    let empty_dir = temp_dir("empty");
    let empty = Service::new(Arc::new(SledStore::open(&empty_dir).unwrap()));
    let small = measure(&empty, &games, "g1/c1");
    drop(empty);

    let dir = temp_dir("big");
    let t = Instant::now();
    let (n, record_len) = build(&dir, &games);
    let built = t.elapsed();
    let size = dir_size(&dir);
    println!(
        "built {n} finished games in {BUSY}, {PLAYERS} rated players and {OPEN_TABLES} tables in \
         play in {:.1} s: {:.1} MB on disk",
        built.as_secs_f64(),
        size as f64 / 1e6
    );
    // What one finished game costs on disk: its record, and the database grown by adding
    // another 10,000 of them (sled's own overhead included).
    let before = dir_size(&dir);
    {
        let store = SledStore::open(&dir).unwrap();
        let record = store
            .get(Space::Games, format!("{BUSY}/00000000").as_bytes())
            .unwrap()
            .unwrap();
        for chunk in 0..2u64 {
            let batch = (0..5000u64)
                .map(|i| {
                    Write::Put(
                        Space::Games,
                        format!("g1/extra/{:08}", chunk * 5000 + i).into_bytes(),
                        record.clone(),
                    )
                })
                .collect();
            store.commit(batch).unwrap();
        }
    }
    let grown = dir_size(&dir).saturating_sub(before);
    println!(
        "one finished game: a {record_len}-byte record (its moves once, as USI, with the players, \
         options and result); the database grows by {} bytes per game (10,000 added)",
        grown / 10_000
    );

    // Start-up on the old database: open, and the one-off index builds (rankings, listing,
    // clock index) that a database from before them needs once.
    let t = Instant::now();
    let service = Service::new(Arc::new(SledStore::open(&dir).unwrap()));
    let opened = t.elapsed();
    let t = Instant::now();
    service.due_tables(T, 100).unwrap();
    say(&service, "g1/x", "alice", "games", T);
    say(&service, "g1/x", "alice", "leaderboard", T);
    let indexed = t.elapsed();
    println!(
        "first start on a database from before the indexes: open {}, building the indexes once {}",
        ms(opened),
        ms(indexed)
    );
    drop(service);
    // Start-up as every later start: open, the clock loop's first look, the first `games`.
    let mut starts = Vec::new();
    for _ in 0..3 {
        let t = Instant::now();
        let service = Service::new(Arc::new(SledStore::open(&dir).unwrap()));
        service.due_tables(T, 100).unwrap();
        say(&service, "g1/x", "alice", "games", T);
        starts.push(t.elapsed());
    }
    let start = median(starts);

    let service = Service::new(Arc::new(SledStore::open(&dir).unwrap()));
    let big = measure(&service, &games, BUSY);
    println!("{:<48} {:>12} {:>12}", "median", "empty db", "big db");
    for (what, a, b) in [
        ("one move end to end (with the PNG)", small.moves, big.moves),
        (
            "the end of a game (archive, stats, rankings)",
            small.game_end,
            big.game_end,
        ),
        (
            "leaderboard (top 10 and the asker's rank)",
            small.leaderboard,
            big.leaderboard,
        ),
        ("stats of a player (with ranks)", small.stats, big.stats),
        ("games (first page)", small.games_first, big.games_first),
        (
            "games 900 (a page far back)",
            small.games_deep,
            big.games_deep,
        ),
        (
            "/move autocomplete (snapshot + suggestions)",
            small.autocomplete,
            big.autocomplete,
        ),
    ] {
        println!("{what:<48} {:>12} {:>12}", ms(a), ms(b));
    }
    println!("start-up (open, clock index, first games): {}", ms(start));
    let ratio = big.moves.as_secs_f64() / small.moves.as_secs_f64();
    println!(
        "one move on the big database: {} ({:+.0}% against the empty one; the issue asks ≤ 10 ms \
         and within 20%)",
        ms(big.moves),
        (ratio - 1.0) * 100.0
    );
    drop(service);
    let _ = std::fs::remove_dir_all(&empty_dir);
    let _ = std::fs::remove_dir_all(&dir);
}

fn bench(c: &mut Criterion) {
    report();
    // Criterion's own look at one command on a big listing: `games` on 10,000 tables in play.
    let dir = temp_dir("criterion");
    let store = SledStore::open(&dir).unwrap();
    let (_, playing, _) = sample_records(&checkmates()[0]);
    let batch = (0..OPEN_TABLES)
        .map(|t| {
            Write::Put(
                Space::Tables,
                format!("{GUILD}/open{t:05}").into_bytes(),
                playing.clone(),
            )
        })
        .collect();
    store.commit(batch).unwrap();
    let service = Service::new(Arc::new(store));
    // The listing is built once on first use (a database from before it): not part of a command.
    say(&service, "g1/x", "alice", "games", T);
    c.bench_function("games, first page of 10,000 in play", |b| {
        b.iter(|| say(&service, "g1/x", "alice", "games", T))
    });
    drop(service);
    let _ = std::fs::remove_dir_all(&dir);
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(20).measurement_time(Duration::from_secs(3));
    targets = bench
}
criterion_main!(benches);

/// A table id written as its key (`g1/c1`).
fn tid(key: &str) -> shogiban::table::TableId {
    key.parse().expect("a table id")
}
