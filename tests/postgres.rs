//! The PostgreSQL store against a real server (`SHOGIBAN_TEST_POSTGRES`; each test says it was
//! skipped without it, and fails without it when `CI` is set, as CI always sets it): the store behaves as the in-memory one does, two
//! services (two processes' worth of locks) on one database never both accept a move for the same
//! turn, the clock loops of two services never time a player out twice, and `shogiban migrate`
//! copies sled to PostgreSQL and back with every record and its counts.

#[path = "support/pg.rs"]
mod pg;

#[path = "support/fixtures.rs"]
mod fixtures;

#[path = "support/scratch.rs"]
mod scratch;
use fixtures::{actor, Names};
use shogiban::local::user_id;
use shogiban::service::Service;
use shogiban::service::{CommandKey, ServiceError};
use shogiban::store::{
    answers, MemStore, PgStore, Retry, SledStore, Space, Store, StoreError, Write,
};
use shogiban::table::command::parse_command;
use shogiban::table::{Actor, Player, Timestamp};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Barrier, Mutex};

const T: Timestamp = Timestamp(1_700_000_000);

fn say(s: &Service, id: &str, who: &str, line: &str, now: Timestamp) {
    let command = parse_command(line).unwrap_or_else(|e| panic!("{line}: {e}"));
    s.run(
        &shogiban::service::CommandKey::fresh(),
        &tid(id),
        &actor(who),
        command,
        now,
        &Names,
    )
    .unwrap_or_else(|e| panic!("{who}: {line}: {e}"));
}

/// A whole game (a checkmate of the shared test data), as USI moves.
fn long_game() -> Vec<String> {
    fixtures::checkmates()
        .into_iter()
        .max_by_key(Vec::len)
        .expect("a game in the test data")
}

fn pg_service(url: &str) -> Service {
    Service::new(Arc::new(PgStore::open(url).expect("open PostgreSQL")))
}

/// A tiny deterministic generator (no dependency, same sequence every run).
struct Lcg(u64);

impl Lcg {
    fn next(&mut self, n: u64) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (self.0 >> 33) % n
    }
}

#[test]
fn the_postgres_store_answers_as_the_in_memory_one_does() {
    let Some(db) = pg::fresh("kv") else { return };
    let store = PgStore::open(&db.url).unwrap();
    assert_eq!(store.schema_version().unwrap(), 1);
    // Opening again (a second process starting) migrates nothing and keeps the data.
    let mem = MemStore::new();
    let mut rng = Lcg(7);
    // Keys over a small alphabet with the extremes of a byte, so prefixes and ranges collide.
    let alphabet = [0u8, 1, b'a', b'b', 0x7F, 0xFE, 0xFF];
    let key = |rng: &mut Lcg| -> Vec<u8> {
        let len = 1 + rng.next(3) as usize;
        (0..len)
            .map(|_| alphabet[rng.next(alphabet.len() as u64) as usize])
            .collect()
    };
    for round in 0..60 {
        let mut writes = Vec::new();
        for _ in 0..1 + rng.next(6) {
            let space = Space::ALL[rng.next(3) as usize];
            let k = key(&mut rng);
            if rng.next(4) == 0 {
                writes.push(Write::Delete(space, k));
            } else {
                writes.push(Write::Put(
                    space,
                    k,
                    vec![round as u8; rng.next(4) as usize],
                ));
            }
        }
        store.commit(writes.clone()).unwrap();
        mem.commit(writes).unwrap();
        for space in &Space::ALL[..3] {
            let p = key(&mut rng);
            let prefix = &p[..rng.next(p.len() as u64 + 1) as usize];
            assert_eq!(
                store.scan(*space, prefix).unwrap(),
                mem.scan(*space, prefix).unwrap(),
                "scan {space:?} {prefix:?}"
            );
            let (a, b) = (key(&mut rng), key(&mut rng));
            let limit = rng.next(5) as usize;
            assert_eq!(
                store.scan_range(*space, &a, &b, limit).unwrap(),
                mem.scan_range(*space, &a, &b, limit).unwrap(),
                "range {space:?} {a:?}..{b:?} {limit}"
            );
            assert_eq!(store.get(*space, &a).unwrap(), mem.get(*space, &a).unwrap());
        }
    }
    drop(store);
    let again = PgStore::open(&db.url).unwrap();
    assert_eq!(again.schema_version().unwrap(), 1);
    assert_eq!(
        again.scan(Space::Tables, b"").unwrap(),
        mem.scan(Space::Tables, b"").unwrap()
    );
}

/// What a race of [`COMMANDS`] commands on one table did.
struct Race {
    /// The stored game's length.
    stored: usize,
    refused: usize,
    /// Refusals that were storage errors (a conflict not retried, a lost connection).
    storage_errors: Vec<String>,
}

const COMMANDS: usize = 100;

/// Two services (two processes' worth of locks and connections) on the database at `url` send
/// [`COMMANDS`] concurrent commands to one table, each the right move for the turn its sender saw:
/// many senders see the same turn, and only one of them may be accepted.
fn race_on_one_table(url: &str, retry: Retry) -> Race {
    let services = [
        pg_service(url).with_retry(retry.clone()),
        pg_service(url).with_retry(retry),
    ];
    let moves = long_game();
    let id = "100/200";
    say(&services[0], id, "alice", "challenge @bob side=sente", T);
    say(&services[1], id, "bob", "accept", T);
    let accepted = Mutex::new(Vec::new());
    let refused = AtomicUsize::new(0);
    let storage_errors = Mutex::new(Vec::new());
    let start = Barrier::new(COMMANDS);
    std::thread::scope(|scope| {
        for k in 0..COMMANDS {
            let (services, moves, accepted, refused, start, storage_errors) = (
                &services,
                &moves,
                &accepted,
                &refused,
                &start,
                &storage_errors,
            );
            scope.spawn(move || {
                let s = &services[k % 2];
                start.wait();
                std::thread::sleep(std::time::Duration::from_millis((k % 10) as u64 * 7));
                let ply = s
                    .table(&tid(id))
                    .unwrap()
                    .game_as::<shogiban::rules::Game>()
                    .map_or(0, |g| g.moves().len());
                if ply >= moves.len() {
                    refused.fetch_add(1, Ordering::Relaxed);
                    return;
                }
                let who = if ply % 2 == 0 { "alice" } else { "bob" };
                let command = parse_command(&moves[ply]).unwrap();
                match s.run(
                    &shogiban::service::CommandKey::fresh(),
                    &tid(id),
                    &actor(who),
                    command,
                    T,
                    &Names,
                ) {
                    Ok(answer) => {
                        let picture = answer.replies[0].picture.as_ref().expect("a board");
                        accepted.lock().unwrap().push(picture.ply() as usize);
                    }
                    Err(e) => {
                        if let ServiceError::Store(e) = &e {
                            storage_errors.lock().unwrap().push(e.to_string());
                        }
                        refused.fetch_add(1, Ordering::Relaxed);
                    }
                }
            });
        }
    });
    let mut accepted = accepted.into_inner().unwrap();
    accepted.sort_unstable();
    let stored = services[0]
        .table(&tid(id))
        .unwrap()
        .game_as::<shogiban::rules::Game>()
        .cloned()
        .expect("the game");
    let stored: Vec<String> = stored.moves().iter().map(|m| m.to_usi()).collect();
    // Exactly one accepted command per turn, and the stored game is exactly those moves.
    assert_eq!(accepted, (1..=stored.len()).collect::<Vec<_>>());
    assert_eq!(stored, moves[..stored.len()]);
    let refused = refused.into_inner();
    assert_eq!(accepted.len() + refused, COMMANDS);
    assert!(
        stored.len() >= 2,
        "the race covered several turns: {stored:?}"
    );
    Race {
        stored: stored.len(),
        refused,
        storage_errors: storage_errors.into_inner().unwrap(),
    }
}

#[test]
fn two_services_on_one_database_store_exactly_one_move_per_turn() {
    let Some(db) = pg::fresh("turns") else { return };
    let race = race_on_one_table(&db.url, Retry::default());
    assert!(race.storage_errors.is_empty(), "{:?}", race.storage_errors);
    eprintln!(
        "{} of {COMMANDS} commands accepted, one per turn ({} refused)",
        race.stored, race.refused
    );
}

/// The URL of `db` with every transaction at SERIALIZABLE (libpq's `options`).
fn serializable(url: &str) -> String {
    format!("{url}?options=-c%20default_transaction_isolation%3Dserializable")
}

#[test]
fn at_serializable_conflicts_are_retried_and_no_command_reports_a_storage_error() {
    let Some(db) = pg::fresh("serial") else {
        return;
    };
    let url = serializable(&db.url);
    let store = PgStore::open(&url).unwrap();
    assert_eq!(store.isolation().unwrap(), "serializable");
    drop(store);
    let race = race_on_one_table(&url, Retry::default());
    assert!(
        race.storage_errors.is_empty(),
        "storage errors reached players: {:?}",
        race.storage_errors
    );
    // (That conflicts do happen at SERIALIZABLE, and that the retry is what absorbs them, is
    // shown by the counter test below, which counts them.)
    eprintln!(
        "at SERIALIZABLE: {} of {COMMANDS} commands accepted, one per turn, no storage error",
        race.stored
    );
}

#[test]
fn at_serializable_a_contended_counter_loses_no_increment_and_conflicts_are_retried() {
    let Some(db) = pg::fresh("counter") else {
        return;
    };
    let url = serializable(&db.url);
    let stores = [PgStore::open(&url).unwrap(), PgStore::open(&url).unwrap()];
    const THREADS: usize = 4;
    const EACH: usize = 15;
    let conflicts = AtomicUsize::new(0);
    std::thread::scope(|scope| {
        for k in 0..THREADS {
            let (store, conflicts) = (&stores[k % 2], &conflicts);
            scope.spawn(move || {
                for _ in 0..EACH {
                    let (result, counts) = Retry::default().run_counted(|_| {
                        let tx = store.begin(b"counter", true)?.expect("a waiting lock");
                        let n = read_counter(tx.store())?;
                        tx.store()
                            .put(Space::Meta, b"counter", (n + 1).to_be_bytes().to_vec())?;
                        tx.finish()
                    });
                    result.unwrap();
                    conflicts.fetch_add(counts.contention as usize, Ordering::Relaxed);
                }
            });
        }
    });
    assert_eq!(read_counter(&stores[0]).unwrap(), (THREADS * EACH) as u64);
    let conflicts = conflicts.into_inner();
    // Two processes' transactions on one row at SERIALIZABLE do conflict: the retry is what kept
    // every increment.
    assert!(conflicts > 0, "no conflict happened, so nothing was tested");
    eprintln!(
        "{} increments, {conflicts} conflicts retried",
        THREADS * EACH
    );
}

fn read_counter(db: &dyn Store) -> Result<u64, StoreError> {
    Ok(db
        .get(Space::Meta, b"counter")?
        .map_or(0, |b| u64::from_be_bytes(b.try_into().expect("8 bytes"))))
}

#[test]
fn the_clock_loops_of_two_services_never_time_a_player_out_twice() {
    let Some(db) = pg::fresh("clock") else { return };
    let services = [pg_service(&db.url), pg_service(&db.url)];
    const TABLES: usize = 20;
    for i in 0..TABLES {
        let id = format!("300/{i}");
        say(
            &services[0],
            &id,
            "alice",
            "challenge @bob time=1h side=sente",
            T,
        );
        say(&services[0], &id, "bob", "accept", T);
        say(&services[1], &id, "alice", "7g7f", T);
    }
    // Far past every deadline: bob has lost on time at every table, once.
    let late = Timestamp(T.0 + 10 * 3600);
    let timeouts = Mutex::new(Vec::new());
    std::thread::scope(|scope| {
        for k in 0..8 {
            let (services, timeouts) = (&services, &timeouts);
            scope.spawn(move || {
                let s = &services[k % 2];
                for _ in 0..5 {
                    for id in s.due_tables(late, 100).unwrap() {
                        if let Some(answer) = s.tick_if_idle(&id, late).unwrap() {
                            for _ in answer.replies {
                                timeouts.lock().unwrap().push(id.clone());
                            }
                        }
                    }
                }
            });
        }
    });
    let mut tables = timeouts.into_inner().unwrap();
    tables.sort();
    let mut unique = tables.clone();
    unique.dedup();
    assert_eq!(tables, unique, "a table answered more than once");
    assert_eq!(unique.len(), TABLES, "{tables:?}");
    assert!(services[0].due_tables(late, 100).unwrap().is_empty());
    // One loss each for bob in the stats: the time-out was recorded once.
    let bob = services[1]
        .user_stats(
            "300",
            &Player {
                id: user_id("bob"),
                name: "bob".into(),
            },
        )
        .unwrap();
    assert_eq!(
        (bob.two.played, bob.two.lost),
        (TABLES as u32, TABLES as u32)
    );
}

fn temp_dir(name: &str) -> scratch::Scratch {
    scratch::Scratch::new("pg", name)
}

/// Opens a sled database, waiting while the previous handle in this process lets go of its file
/// lock (sled releases it from a background thread).
fn open_sled(dir: &std::path::Path) -> SledStore {
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(20);
    loop {
        match SledStore::open(dir) {
            Ok(s) => return s,
            Err(e) if std::time::Instant::now() < deadline && e.to_string().contains("lock") => {
                std::thread::sleep(std::time::Duration::from_millis(50));
            }
            Err(e) => panic!("{}: {e}", dir.display()),
        }
    }
}

fn migrate(from: &str, to: &str, extra: &[&str]) -> String {
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(20);
    let out = loop {
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_shogiban"))
            .args(["migrate", "--from", from, "--to", to])
            .args(extra)
            .output()
            .unwrap();
        let busy = String::from_utf8_lossy(&out.stderr).contains("lock");
        if out.status.success() || !busy || std::time::Instant::now() > deadline {
            break out;
        }
        std::thread::sleep(std::time::Duration::from_millis(100));
    };
    let text = String::from_utf8_lossy(&out.stdout).into_owned();
    assert!(
        out.status.success(),
        "{text}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    text
}

/// The count of `space` in `shogiban migrate`'s table: (source, target before, target after).
fn counts(text: &str, space: &str) -> (usize, usize, usize) {
    let cols: Vec<usize> = text
        .lines()
        .find(|l| l.split_whitespace().next() == Some(space))
        .unwrap_or_else(|| panic!("{space} in {text}"))
        .split_whitespace()
        .skip(1)
        .map(|n| n.parse().unwrap())
        .collect();
    (cols[0], cols[1], cols[2])
}

fn everything(store: &dyn Store) -> Vec<(Space, Vec<u8>, Vec<u8>)> {
    Space::ALL
        .iter()
        .flat_map(|s| {
            store
                .scan(*s, b"")
                .unwrap()
                .into_iter()
                .map(move |(k, v)| (*s, k, v))
        })
        .collect()
}

#[test]
fn migrate_copies_sled_to_postgres_and_back_with_every_record() {
    let Some(db) = pg::fresh("migrate") else {
        return;
    };
    let dir = temp_dir("migrate");
    {
        let s = Service::new(Arc::new(open_sled(&dir.join("db"))));
        // A finished rated game (archive, stats, ratings), a game in play with a clock (clock
        // index, games in play), a waiting challenge, and settings layers.
        say(&s, "1/1", "alice", "challenge @bob side=sente", T);
        say(&s, "1/1", "bob", "accept", T);
        say(&s, "1/1", "alice", "7g7f", T);
        say(&s, "1/1", "bob", "resign", T);
        say(&s, "1/2", "carol", "challenge @dave time=1d side=sente", T);
        say(&s, "1/2", "dave", "accept", T);
        say(&s, "1/2", "carol", "2g2f", T);
        say(&s, "2/9", "erin", "challenge @frank", T);
        let moderator = Actor {
            moderator: true,
            ..actor("mod")
        };
        for line in ["settings notation western", "settings server threads on"] {
            s.run(
                &shogiban::service::CommandKey::fresh(),
                &tid("1/1"),
                &moderator,
                parse_command(line).unwrap(),
                T,
                &Names,
            )
            .unwrap();
        }
    }
    let original = everything(&open_sled(&dir.join("db")));
    for space in [
        "tables",
        "games",
        "stats",
        "settings",
        "deadlines",
        "ranks",
        "playing",
        "pending",
    ] {
        assert!(
            original.iter().any(|(s, _, _)| s.name() == space),
            "the sample has {space} records"
        );
    }
    let sled = format!("sled:{}", dir.display());
    let out = migrate(&sled, &db.url, &[]);
    assert_eq!(counts(&out, "tables"), (3, 0, 3), "{out}");
    assert_eq!(counts(&out, "games").0, 1, "{out}");
    assert!(
        out.contains(&format!("{} records copied and checked", original.len())),
        "{out}"
    );
    // Again: nothing new, the same counts.
    let out = migrate(&sled, &db.url, &[]);
    assert_eq!(counts(&out, "tables"), (3, 3, 3), "{out}");
    {
        let pg_store = PgStore::open(&db.url).unwrap();
        assert_eq!(everything(&pg_store), original);
        assert_eq!(pg_store.count(Space::Tables).unwrap(), 3);
        // The game goes on in PostgreSQL, and its clock is still indexed there.
        let s = Service::new(Arc::new(pg_store));
        say(&s, "1/2", "dave", "8c8d", T);
        let due = s.due_tables(Timestamp(T.0 + 3 * 86400), 10).unwrap();
        assert!(due.contains(&tid("1/2")), "{due:?}");
    }
    // And back into a new sled folder: what PostgreSQL holds now, records and counts.
    let back = temp_dir("migrate-back");
    let out = migrate(&db.url, &format!("sled:{}", back.display()), &[]);
    assert_eq!(counts(&out, "tables"), (3, 0, 3), "{out}");
    let pg_now = everything(&PgStore::open(&db.url).unwrap());
    assert_ne!(pg_now, original, "the move played in PostgreSQL");
    let returned = everything(&open_sled(&back.join("db")));
    assert_eq!(returned, pg_now);
    // Into the old folder, mirrored: exactly PostgreSQL's records, stale ones removed.
    let out = migrate(&db.url, &sled, &["--mirror"]);
    assert!(out.contains("removed"), "{out}");
    assert_eq!(everything(&open_sled(&dir.join("db"))), pg_now);
    let _ = std::fs::remove_dir_all(&dir);
    let _ = std::fs::remove_dir_all(&back);
}

#[test]
fn migrate_refuses_what_it_cannot_use_and_changes_nothing() {
    let bin = env!("CARGO_BIN_EXE_shogiban");
    let scratch = temp_dir("missing");
    let missing = scratch.join("absent");
    for (from, to, said) in [
        ("mysql://x/y", "sled:/tmp/x", "neither sled:DIR"),
        (
            &format!("sled:{}", missing.display()) as &str,
            "postgres://u@127.0.0.1:1/db",
            "no database in",
        ),
        ("sled:/tmp/a", "sled:/tmp/a", "same store"),
        (
            "postgres://u:pw@127.0.0.1:1/db",
            &format!("sled:{}", missing.display()) as &str,
            "SHOGIBAN_PG_PASSWORD",
        ),
    ] {
        let out = std::process::Command::new(bin)
            .args(["migrate", "--from", from, "--to", to])
            .output()
            .unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{from} {to}: {err}");
        assert!(err.contains(said), "{err}");
        assert!(
            !err.contains("pw@"),
            "the password is never repeated: {err}"
        );
    }
    assert!(!missing.exists());
}

/// `shogiban local --store URL` over `script`, in its own data folder; its output.
fn local(url: &str, data: &std::path::Path, script: String) -> std::process::Child {
    use std::io::Write as _;
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_shogiban"))
        .args(["local", "--store", url, "--data"])
        .arg(data)
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    std::thread::spawn(move || {
        let _ = stdin.write_all(script.as_bytes());
    });
    child
}

fn output(child: std::process::Child) -> String {
    let out = child.wait_with_output().unwrap();
    let text = String::from_utf8_lossy(&out.stdout).into_owned();
    assert!(
        out.status.success(),
        "{text}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    text
}

#[test]
fn two_local_processes_on_one_database_accept_each_move_once() {
    let Some(db) = pg::fresh("processes") else {
        return;
    };
    let dir = temp_dir("processes");
    let setup = local(
        &db.url,
        &dir.join("setup"),
        "alice: challenge @bob side=sente\nbob: accept\n".to_owned(),
    );
    output(setup);
    // Both processes are sent the same 50 moves: 100 commands, each move sent twice at about the
    // same moment. Exactly one of each pair may be accepted.
    let moves: Vec<String> = long_game().into_iter().take(50).collect();
    let script: String = moves
        .iter()
        .enumerate()
        .map(|(i, m)| format!("{}: {m}\n", if i % 2 == 0 { "alice" } else { "bob" }))
        .collect();
    let a = local(&db.url, &dir.join("a"), script.clone());
    let b = local(&db.url, &dir.join("b"), script);
    let (a, b) = (output(a), output(b));
    let refused = |text: &str| {
        text.lines()
            .filter(|l| l.starts_with("! alice:") || l.starts_with("! bob:"))
            .count()
    };
    let accepted = 2 * moves.len() - refused(&a) - refused(&b);
    let s = pg_service(&db.url);
    let game = s
        .table(&shogiban::local::terminal_table())
        .unwrap()
        .game_as::<shogiban::rules::Game>()
        .cloned()
        .expect("the game");
    let stored: Vec<String> = game.moves().iter().map(|m| m.to_usi()).collect();
    // Every accepted command is one stored move: none lost to the other process's save, none
    // accepted twice. (A process that falls behind may find an old move of its script legal
    // again; that is a new move for a new turn, stored and counted like any other.)
    assert_eq!(
        accepted,
        stored.len(),
        "accepted commands and stored moves\nA:\n{a}\nB:\n{b}"
    );
    // How far the game gets depends on how the two processes interleave (a move refused in one
    // script can make later moves of that script illegal), so only progress is asserted.
    assert!(!stored.is_empty(), "{stored:?}");
    assert_eq!(stored[0], moves[0]);
    let _ = std::fs::remove_dir_all(&dir);
}

/// The variable naming the test server's CA certificate (`scripts/postgres-test-server` turns TLS
/// on and prints it when `openssl` is installed; `.ci/run` always has it).
const CA_VARIABLE: &str = "SHOGIBAN_TEST_POSTGRES_CA";

#[test]
fn tls_is_used_when_the_url_asks_for_it_and_the_server_must_be_trusted() {
    let Some(db) = pg::fresh("tls") else { return };
    let Ok(ca) = std::env::var(CA_VARIABLE) else {
        // CI's server always has TLS: there a missing certificate is a broken setup, not a skip.
        if std::env::var_os("CI").is_some() {
            panic!("the TLS test needs {CA_VARIABLE} and CI is set, but it is not");
        }
        eprintln!("skipped: TLS needs {CA_VARIABLE} (scripts/postgres-test-server prints it)");
        return;
    };
    let encrypted = || {
        pg::number(
            &db.url,
            &format!(
                "SELECT count(*) FROM pg_stat_ssl s JOIN pg_stat_activity a USING (pid) \
                 WHERE a.application_name = 'shogiban' AND a.datname = '{}' AND s.ssl",
                db.url.rsplit('/').next().unwrap()
            ),
        )
    };
    // Verified against the test server's own CA: encrypted, and a game is played over it.
    let s = pg_service(&format!("{}?sslmode=verify-full&sslrootcert={ca}", db.url));
    let id = "300/400";
    say(&s, id, "alice", "challenge @bob side=sente", T);
    say(&s, id, "bob", "accept", T);
    say(&s, id, "alice", "7g7f", T);
    assert!(encrypted() >= 1, "no encrypted connection from the store");
    drop(s);
    // The public roots do not know the test CA: refused, with the reason.
    let e = PgStore::open(&format!("{}?sslmode=require", db.url))
        .err()
        .expect("an untrusted server was accepted");
    assert!(
        e.to_string()
            .contains("certificate is not trusted: name its CA with sslrootcert"),
        "{e}"
    );
    // Without sslmode the connection stays plain, as before.
    let s = pg_service(&db.url);
    say(&s, id, "bob", "3c3d", T);
    let game = s
        .table(&tid(id))
        .unwrap()
        .game_as::<shogiban::rules::Game>()
        .cloned()
        .expect("the game");
    assert_eq!(game.moves().len(), 2, "the move over TLS was kept");
}

/// A TCP relay between the store and the test server that can cut the connection exactly around
/// a `COMMIT` (the simple-query message the store sends to end a transaction): what a database
/// dying mid-commit looks like to the client.
mod cutter {
    use std::io::{Read, Write};
    use std::net::{Shutdown, TcpListener, TcpStream};
    use std::sync::atomic::{AtomicBool, AtomicU8, Ordering};
    use std::sync::Arc;

    /// Relay everything.
    pub const PASS: u8 = 0;
    /// Forward the next `COMMIT`, let the server apply it, then cut before its answer comes back.
    pub const AFTER_COMMIT: u8 = 1;
    /// Cut the connection instead of forwarding the next `COMMIT`.
    pub const BEFORE_COMMIT: u8 = 2;

    pub struct Cutter {
        pub port: u16,
        pub mode: Arc<AtomicU8>,
    }

    pub fn start(upstream: String) -> Cutter {
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        let port = listener.local_addr().unwrap().port();
        let mode = Arc::new(AtomicU8::new(PASS));
        let m = Arc::clone(&mode);
        std::thread::spawn(move || {
            for client in listener.incoming() {
                let Ok(client) = client else { return };
                let server = TcpStream::connect(&upstream).unwrap();
                let (c2, s2) = (client.try_clone().unwrap(), server.try_clone().unwrap());
                let m = Arc::clone(&m);
                // Set once this connection is being cut: nothing more reaches the client.
                let cutting = Arc::new(AtomicBool::new(false));
                let c = Arc::clone(&cutting);
                std::thread::spawn(move || to_server(client, server, m, c));
                std::thread::spawn(move || pump(s2, c2, cutting));
            }
        });
        Cutter { port, mode }
    }

    fn cut(a: &TcpStream, b: &TcpStream) {
        let _ = a.shutdown(Shutdown::Both);
        let _ = b.shutdown(Shutdown::Both);
    }

    fn to_server(
        mut client: TcpStream,
        mut server: TcpStream,
        mode: Arc<AtomicU8>,
        cutting: Arc<AtomicBool>,
    ) {
        let mut buf = [0u8; 16384];
        loop {
            let n = match client.read(&mut buf) {
                Ok(0) | Err(_) => return cut(&client, &server),
                Ok(n) => n,
            };
            let chunk = &buf[..n];
            let commit = chunk.windows(7).any(|w| w == b"COMMIT\0");
            if commit {
                match mode.swap(PASS, Ordering::SeqCst) {
                    AFTER_COMMIT => {
                        cutting.store(true, Ordering::SeqCst);
                        let _ = server.write_all(chunk);
                        // The server commits; its answer never reaches the client.
                        std::thread::sleep(std::time::Duration::from_millis(300));
                        return cut(&client, &server);
                    }
                    BEFORE_COMMIT => return cut(&client, &server),
                    _ => {}
                }
            }
            if server.write_all(chunk).is_err() {
                return cut(&client, &server);
            }
        }
    }

    fn pump(mut from: TcpStream, mut to: TcpStream, cutting: Arc<AtomicBool>) {
        let mut buf = [0u8; 16384];
        loop {
            match from.read(&mut buf) {
                Ok(0) | Err(_) => return cut(&from, &to),
                Ok(_) if cutting.load(Ordering::SeqCst) => return,
                Ok(n) => {
                    if to.write_all(&buf[..n]).is_err() {
                        return cut(&from, &to);
                    }
                }
            }
        }
    }
}

/// One command with an idempotency key: reads its key first (inside the transaction), and
/// applies its effect (one more on a counter) only when the key is not there, storing the key and
/// its answer in the same transaction.
fn keyed_increment(store: &dyn Store, key: &str) -> Result<Vec<u8>, StoreError> {
    let tx = store.begin(b"counter", true)?.expect("a waiting lock");
    if let Some(answer) = answers::recall(tx.store(), key)? {
        return Ok(answer);
    }
    let n = read_counter(tx.store())? + 1;
    let answer = format!("counted {n}").into_bytes();
    tx.store().commit(vec![
        Write::Put(Space::Meta, b"counter".to_vec(), n.to_be_bytes().to_vec()),
        answers::remember(key, &answer, T.0),
    ])?;
    tx.finish()?;
    Ok(answer)
}

#[test]
fn a_commit_of_unknown_outcome_is_retried_by_its_key_and_never_applied_twice() {
    let Some(db) = pg::fresh("unknown") else {
        return;
    };
    let (scheme_user, rest) = db.url.split_once('@').unwrap();
    let (host_port, database) = rest.split_once('/').unwrap();
    let relay = cutter::start(host_port.to_owned());
    let url = format!("{scheme_user}@127.0.0.1:{}/{database}", relay.port);
    let store = PgStore::open(&url).unwrap();
    let keyed = Retry {
        idempotent: true,
        ..Retry::default()
    };

    // The connection dies after the server applied COMMIT: the caller cannot know, so a plain
    // unit reports it as such…
    relay.mode.store(cutter::AFTER_COMMIT, Ordering::SeqCst);
    let e = Retry::default()
        .run(|_| keyed_increment(&store, "cmd-0"))
        .unwrap_err();
    assert!(e.is_commit_unknown(), "{e}");
    assert_eq!(
        read_counter(&store).unwrap(),
        1,
        "the cut COMMIT was applied"
    );

    // …and a keyed unit is run again, finds its key, and answers what it stored.
    relay.mode.store(cutter::AFTER_COMMIT, Ordering::SeqCst);
    let (answer, counts) = keyed.run_counted(|_| keyed_increment(&store, "cmd-1"));
    assert_eq!(answer.unwrap(), b"counted 2");
    assert_eq!(counts.runs, 2, "{counts:?}");
    assert_eq!(read_counter(&store).unwrap(), 2, "applied twice");

    // Cut before the server saw COMMIT: nothing was applied, and the retry applies it once.
    relay.mode.store(cutter::BEFORE_COMMIT, Ordering::SeqCst);
    let (answer, counts) = keyed.run_counted(|_| keyed_increment(&store, "cmd-2"));
    assert_eq!(answer.unwrap(), b"counted 3");
    assert_eq!(counts.runs, 2, "{counts:?}");
    assert_eq!(read_counter(&store).unwrap(), 3);

    // A command sent again later (its answer lost on the way) changes nothing either.
    assert_eq!(keyed_increment(&store, "cmd-1").unwrap(), b"counted 2");
    assert_eq!(read_counter(&store).unwrap(), 3);
}

#[test]
fn a_move_whose_commit_outcome_was_unknown_is_answered_once_and_never_doubled() {
    let Some(db) = pg::fresh("unknown_service") else {
        return;
    };
    let (scheme_user, rest) = db.url.split_once('@').unwrap();
    let (host_port, database) = rest.split_once('/').unwrap();
    let relay = cutter::start(host_port.to_owned());
    let s = pg_service(&format!(
        "{scheme_user}@127.0.0.1:{}/{database}",
        relay.port
    ));
    let id = "1/unknown";
    say(&s, id, "alice", "challenge @bob side=sente", T);
    say(&s, id, "bob", "accept", T);
    let moves = || {
        s.table(&tid(id))
            .unwrap()
            .game_as::<shogiban::rules::Game>()
            .map_or(0, |g| g.moves().len())
    };
    let run = |key: u64, who: &str, line: &str| {
        s.run(
            &CommandKey::interaction(key),
            &tid(id),
            &actor(who),
            parse_command(line).unwrap(),
            T,
            &Names,
        )
    };

    // The server applies the move's COMMIT, and the connection dies before its answer: the
    // service runs the command again, finds its key, and answers the move — not "the database
    // is unavailable", not "it is not your turn".
    relay.mode.store(cutter::AFTER_COMMIT, Ordering::SeqCst);
    let answer = run(1, "alice", "7g7f").unwrap_or_else(|e| panic!("refused: {e}"));
    assert_eq!(
        relay.mode.load(Ordering::SeqCst),
        cutter::PASS,
        "nothing was cut"
    );
    assert_eq!(moves(), 1, "the move was applied twice");
    assert!(answer.replies.iter().any(|r| r.picture.is_some()));

    // Cut before the server saw COMMIT: nothing was applied, and the retry applies it once.
    relay.mode.store(cutter::BEFORE_COMMIT, Ordering::SeqCst);
    run(2, "bob", "3c3d").unwrap_or_else(|e| panic!("refused: {e}"));
    assert_eq!(
        relay.mode.load(Ordering::SeqCst),
        cutter::PASS,
        "nothing was cut"
    );
    assert_eq!(moves(), 2);

    // The adapter sending the first move again gets the same answer, and the game is unchanged.
    let again = run(1, "alice", "7g7f").unwrap_or_else(|e| panic!("refused: {e}"));
    assert_eq!(again.replies, answer.replies);
    assert_eq!(moves(), 2);
}

/// A table id written as its key (`g1/c1`).
fn tid(key: &str) -> shogiban::table::TableId {
    key.parse().expect("a table id")
}
