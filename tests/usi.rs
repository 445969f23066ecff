//! The USI driver against tiny fake engines written as shell scripts (no real engine needed).
#![cfg(unix)]

#[path = "support/scratch.rs"]
mod scratch;
use shogiban::engine::usi::{Fallback, UsiEngine};
use shogiban::engine::{Budget, Computer, Player};
use shogiban::rules::{Game, GameRules, Move, Position};
use std::path::PathBuf;
use std::time::{Duration, Instant};

/// An opening line the fake engine follows: it answers the move after those in the `position` command.
const LINE: &str = "7g7f 3c3d 2g2f 8c8d 2f2e 8d8e 6i7h 4a3b 2e2d 2c2d 2h2d P*2c";

/// Writes an executable script into a fresh directory and returns (script, directory).
fn script(name: &str, body: &str) -> (PathBuf, PathBuf) {
    use std::os::unix::fs::PermissionsExt;
    // Kept for the test's whole run: the engines are started from it again and again.
    let dir = scratch::Scratch::new("usi", name).keep();
    let path = dir.join("engine.sh");
    std::fs::write(&path, body).unwrap();
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).unwrap();
    (path, dir)
}

/// A fake engine: `BEFORE_GO` runs when `go` arrives, before answering (to hang or die).
fn fake_engine(before_go: &str) -> String {
    fake_engine_line(LINE, before_go)
}

/// A fake engine following `line` (see [`LINE`]).
fn fake_engine_line(line: &str, before_go: &str) -> String {
    format!(
        r#"#!/bin/sh
DIR=$(dirname "$0")
LINE="{line}"
N=0
echo "started" >> "$DIR/log"
while read -r cmd rest; do
  echo "$cmd $rest" >> "$DIR/log"
  case "$cmd" in
    usi) echo "id name fake engine"; echo "id author test"; echo "usiok" ;;
    isready) echo "readyok" ;;
    position)
      set -- $rest
      N=0
      seen=0
      for w in "$@"; do
        if [ "$seen" = 1 ]; then N=$((N+1)); fi
        if [ "$w" = moves ]; then seen=1; fi
      done ;;
    go)
      {before_go}
      set -- $LINE
      shift $N
      echo "info depth 1 score cp 0"
      echo "bestmove ${{1:-resign}}" ;;
    quit) exit 0 ;;
  esac
done
"#
    )
}

fn startpos_game() -> Game {
    Game::new(Position::startpos(), GameRules::default())
}

#[test]
fn plays_the_engine_moves_through_a_game() {
    let (path, dir) = script("normal", &fake_engine(""));
    let mut engine = UsiEngine::new(&path, &[]);
    let mut game = startpos_game();
    let expected: Vec<&str> = LINE.split(' ').collect();
    for want in &expected {
        let m = engine
            .choose(&game, Budget::time(Duration::from_millis(100)))
            .expect("a move");
        assert_eq!(m.to_usi(), *want);
        game.play(m).unwrap();
    }
    assert_eq!(engine.name(), "fake engine");
    // Past the end of its line the engine resigns: no move.
    assert_eq!(engine.choose(&game, Budget::default()), None);
    assert_eq!(engine.restarts(), 0);
    let log = std::fs::read_to_string(dir.join("log")).unwrap();
    assert!(log.contains("usinewgame"));
    assert!(log.contains("go btime 0 wtime 0 byoyomi 100"));
    assert!(log.contains("position startpos moves 7g7f 3c3d"));
    drop(engine);
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn sends_sfen_for_other_starts_and_node_or_depth_budgets() {
    let (path, dir) = script("sfen", &fake_engine(""));
    let start =
        Position::from_sfen("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSN1 b - 1")
            .unwrap();
    let game = Game::new(start, GameRules::default());
    let mut engine = UsiEngine::new(&path, &[]).option("USI_Hash", "16");
    assert_eq!(
        engine.choose(&game, Budget::nodes(1000)),
        Some(Move::parse_usi("7g7f").unwrap())
    );
    assert!(engine.choose(&game, Budget::depth(3)).is_some());
    let log = std::fs::read_to_string(dir.join("log")).unwrap();
    assert!(log
        .contains("position sfen lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSN1 b - 1"));
    assert!(log.contains("go nodes 1000"));
    assert!(log.contains("go depth 3"));
    assert!(log.contains("setoption name USI_Hash value 16"));
    drop(engine);
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn an_illegal_answer_is_not_played() {
    // It always answers the move of the line's first ply, which is illegal for gote.
    let body = fake_engine("N=0");
    let (path, dir) = script("illegal", &body);
    let mut engine = UsiEngine::new(&path, &[]);
    let mut game = startpos_game();
    game.play(Move::parse_usi("2g2f").unwrap()).unwrap();
    assert_eq!(engine.choose(&game, Budget::default()), None);
    // With a fallback, the built-in player moves instead.
    let mut fallback = Fallback {
        first: engine,
        second: Computer::seeded(1, 0),
    };
    let m = fallback.choose(&game, Budget::nodes(500)).unwrap();
    assert!(game.position().is_legal(m));
    drop(fallback);
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn an_engine_that_dies_is_restarted() {
    // The first process exits when asked to think; later ones answer.
    let body = fake_engine(r#"if [ ! -f "$DIR/died" ]; then touch "$DIR/died"; exit 1; fi"#);
    let (path, dir) = script("dies", &body);
    let mut engine = UsiEngine::new(&path, &[]);
    let game = startpos_game();
    let m = engine.choose(&game, Budget::time(Duration::from_millis(50)));
    assert_eq!(m, Some(Move::parse_usi("7g7f").unwrap()));
    assert_eq!(engine.restarts(), 1);
    drop(engine);
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn an_engine_that_hangs_is_given_up_on_time() {
    // The first process never answers `go` (not even `stop`); the call returns after budget + margin,
    // the process is killed, and the next one answers.
    let body = fake_engine(
        r#"if [ ! -f "$DIR/hung" ]; then touch "$DIR/hung"; while true; do sleep 1; done; fi"#,
    );
    let (path, dir) = script("hangs", &body);
    let mut engine = UsiEngine::new(&path, &[]).margin(Duration::from_millis(200));
    let game = startpos_game();
    let t = Instant::now();
    let m = engine.choose(&game, Budget::time(Duration::from_millis(50)));
    // The first attempt timed out; the retry in a fresh process answered.
    assert_eq!(m, Some(Move::parse_usi("7g7f").unwrap()));
    assert_eq!(engine.restarts(), 1);
    assert!(t.elapsed() < Duration::from_secs(20));
    drop(engine);
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn a_missing_program_gives_no_move() {
    let mut engine = UsiEngine::new("/nonexistent/usi-engine", &[]);
    assert_eq!(engine.choose(&startpos_game(), Budget::default()), None);
}

#[test]
fn engines_of_different_tables_run_in_parallel() {
    // Each table owns its engine process: two engines thinking at once from two threads. Each
    // fake engine answers only once both are thinking, so an engine run alone is given up on time
    // (and restarted: hence the count of restarts checked below).
    let body = fake_engine(
        r#"touch "$DIR/thinking.$$"; while [ "$(ls "$DIR" | grep -c thinking)" -lt 2 ]; do sleep 0.02; done"#,
    );
    let (path, dir) = script("parallel", &body);
    let handles: Vec<_> = (0..2)
        .map(|_| {
            let path = path.clone();
            std::thread::spawn(move || {
                let mut engine = UsiEngine::new(&path, &[]);
                let m = engine.choose(&startpos_game(), Budget::time(Duration::from_secs(10)));
                (m, engine.restarts())
            })
        })
        .collect();
    for h in handles {
        let (m, restarts) = h.join().unwrap();
        assert_eq!(m, Some(Move::parse_usi("7g7f").unwrap()));
        assert_eq!(
            restarts, 0,
            "both answered at the first try: they thought at once"
        );
    }
    let _ = std::fs::remove_dir_all(dir);
}

// ---- The engine pool at the tables -------------------------------------------------------------

use shogiban::engine::{EnginePool, UsiConfig, UsiPool};
use shogiban::service::Service;
use shogiban::store::MemStore;
use shogiban::table::command::Mention;
use shogiban::table::{Actor, Directory, Player as Person, Timestamp, UserId};
use std::sync::Arc;

/// The engine's answers at the table: edge pawn moves the built-in player would not choose, after
/// the human's 7g7f and 2g2f.
const TABLE_LINE: &str = "7g7f 9c9d 2g2f 9d9e";

/// Everyone is who they say; `shogiban` is the bot.
struct Names;

impl Directory for Names {
    fn resolve(&self, mention: &Mention) -> Option<Person> {
        let name = mention.name()?.trim().to_owned();
        Some(Person {
            id: UserId(name.bytes().fold(7, |h, b| h * 31 + b as u64)),
            name,
        })
    }

    fn computer(&self) -> Option<Person> {
        self.resolve(&Mention::Name("shogiban".into()))
    }
}

fn say(service: &Service, table: &str, who: &str, line: &str) -> String {
    let actor = Actor {
        id: Names.resolve(&Mention::Name(who.into())).unwrap().id,
        name: who.to_owned(),
        moderator: false,
    };
    let command = shogiban::table::command::parse_command(line).unwrap();
    let answer = service
        .run(
            &shogiban::service::CommandKey::fresh(),
            &tid(table),
            &actor,
            command,
            Timestamp(1_000_000),
            &Names,
        )
        .unwrap_or_else(|e| panic!("{who}: {line}: {e}"));
    answer
        .replies
        .iter()
        .map(|r| r.text.en())
        .collect::<Vec<_>>()
        .join("\n")
}

/// A table id written as its key (`g/a`).
fn tid(key: &str) -> shogiban::table::TableId {
    key.parse().expect("a table id")
}

fn table_moves(service: &Service, table: &str) -> Vec<String> {
    service
        .table(&tid(table))
        .unwrap()
        .game_as::<shogiban::rules::Game>()
        .cloned()
        .unwrap()
        .moves()
        .iter()
        .map(|m| m.to_usi())
        .collect()
}

fn service_with(config: &UsiConfig) -> Service {
    Service::new(Arc::new(MemStore::new())).with_strong_engine(Arc::new(UsiPool::new(config)))
}

/// Waits for `path` to exist, with a generous upper bound (not a timing assertion).
fn wait_for_file(path: &std::path::Path) {
    let deadline = Instant::now() + Duration::from_secs(60);
    while !path.exists() {
        assert!(
            Instant::now() < deadline,
            "{} never appeared",
            path.display()
        );
        std::thread::sleep(Duration::from_millis(10));
    }
}

#[test]
fn the_config_section_reads_with_defaults() {
    let c: UsiConfig = toml::from_str(r#"path = "/opt/engine""#).unwrap();
    assert_eq!(c, UsiConfig::new("/opt/engine"));
    assert_eq!(
        (c.move_time_ms, c.processes, c.wait()),
        (1000, 1, Duration::from_secs(1))
    );
    let c: UsiConfig = toml::from_str(
        r#"
        path = "/opt/engine"
        args = ["-x"]
        move_time_ms = 300
        processes = 2
        wait_ms = 50
        options = { USI_Hash = "64" }
        "#,
    )
    .unwrap();
    assert_eq!(c.args, ["-x"]);
    assert_eq!(
        (c.move_time(), c.wait()),
        (Duration::from_millis(300), Duration::from_millis(50))
    );
    assert_eq!(UsiPool::new(&c).size(), 2);
    assert_eq!(c.options["USI_Hash"], "64");
    assert!(toml::from_str::<UsiConfig>("path = \"x\"\nthreads = 2").is_err());
    // Reviews: nodes by default, a depth when given, through the engine's own option for gpsusi.
    use shogiban::engine::review::ReviewLimit;
    assert_eq!(
        UsiConfig::new("/opt/engine").review_limit(),
        ReviewLimit::Nodes(100_000)
    );
    let c: UsiConfig = toml::from_str(
        r#"
        path = "/usr/games/gpsusi"
        options = { Thread = "1" }
        depth_option = "LimitDepth"
        review_depth = 6
        review_nodes = 5000
        review_options = { BookDepth = "0" }
        move_depth = 4
        "#,
    )
    .unwrap();
    assert_eq!(c.review_limit(), ReviewLimit::Depth(6));
    assert_eq!(c.depth_option.as_deref(), Some("LimitDepth"));
    assert_eq!(c.review_options["BookDepth"], "0");
    assert_eq!(c.move_budget(), Budget::depth(4));
}

#[test]
fn a_table_game_at_level_5_plays_the_external_engine_moves() {
    let (path, dir) = script("table", &fake_engine_line(TABLE_LINE, ""));
    let mut config = UsiConfig::new(&path);
    config.move_time_ms = 100;
    config.options.insert("USI_Hash".into(), "16".into());
    let service = service_with(&config);
    say(
        &service,
        "g/a",
        "alice",
        "challenge @shogiban side=sente level=5",
    );
    let text = say(&service, "g/a", "alice", "7g7f");
    assert!(text.contains("shogiban played △９四歩"), "{text}");
    say(&service, "g/a", "alice", "2g2f");
    assert_eq!(
        table_moves(&service, "g/a"),
        ["7g7f", "9c9d", "2g2f", "9d9e"]
    );
    assert_eq!(service.strong_engine().unwrap().name(), "fake engine");
    let log = std::fs::read_to_string(dir.join("log")).unwrap();
    assert!(log.contains("go btime 0 wtime 0 byoyomi 100"), "{log}");
    assert!(log.contains("setoption name USI_Hash value 16"), "{log}");
    assert_eq!(
        log.matches("started").count(),
        1,
        "one process for the whole game"
    );
    // Levels below 5 never ask it.
    say(
        &service,
        "g/b",
        "bob",
        "challenge @shogiban side=sente level=4",
    );
    say(&service, "g/b", "bob", "7g7f");
    let log = std::fs::read_to_string(dir.join("log")).unwrap();
    assert_eq!(log.matches("\ngo ").count(), 2, "{log}");
    drop(service);
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn a_dying_engine_is_restarted_and_then_the_built_in_player_steps_in() {
    // The first process dies when asked to think; the next answers. While `die` exists every
    // process dies.
    let body = fake_engine_line(
        TABLE_LINE,
        r#"if [ -f "$DIR/die" ] || [ ! -f "$DIR/died" ]; then touch "$DIR/died"; exit 1; fi"#,
    );
    let (path, dir) = script("table-dies", &body);
    let service = service_with(&UsiConfig::new(&path));
    say(
        &service,
        "g/a",
        "alice",
        "challenge @shogiban side=sente level=5",
    );
    say(&service, "g/a", "alice", "7g7f");
    assert_eq!(
        table_moves(&service, "g/a"),
        ["7g7f", "9c9d"],
        "restarted at once"
    );
    std::fs::write(dir.join("die"), "").unwrap();
    // The engine keeps dying: the built-in level 5 answers, and the game goes on.
    let text = say(&service, "g/a", "alice", "2g2f");
    let moves = table_moves(&service, "g/a");
    assert_eq!(moves.len(), 4, "{text}");
    assert_ne!(moves[3], "9d9e");
    assert!(text.ends_with("alice to move."), "{text}");
    // Three processes: the first died, the second answered and then died, the third died at once.
    let log = std::fs::read_to_string(dir.join("log")).unwrap();
    assert_eq!(log.matches("started").count(), 3, "{log}");
    drop(service);
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn a_missing_engine_leaves_the_built_in_level_5() {
    let pool = UsiPool::new(&UsiConfig::new("/nonexistent/usi-engine"));
    assert!(pool.start_all().is_err());
    let service = Service::new(Arc::new(MemStore::new())).with_strong_engine(Arc::new(pool));
    say(
        &service,
        "g/a",
        "alice",
        "challenge @shogiban side=gote level=5",
    );
    assert_eq!(table_moves(&service, "g/a").len(), 1, "the bot moved first");
}

#[test]
fn a_table_waiting_for_the_engine_never_blocks_other_tables() {
    // The one engine process thinks until the test creates `release`.
    let body = fake_engine_line(
        TABLE_LINE,
        r#"touch "$DIR/thinking"; while [ ! -f "$DIR/release" ]; do sleep 0.02; done"#,
    );
    let (path, dir) = script("table-pool", &body);
    let mut config = UsiConfig::new(&path);
    config.move_time_ms = 120_000; // never reached: the test releases the engine
    config.wait_ms = Some(50); // how long a table waits for the busy process
    let service = service_with(&config);
    say(
        &service,
        "g/a",
        "alice",
        "challenge @shogiban side=sente level=5",
    );
    say(
        &service,
        "g/b",
        "bob",
        "challenge @shogiban side=sente level=1",
    );
    say(
        &service,
        "g/c",
        "carol",
        "challenge @shogiban side=sente level=5",
    );
    std::thread::scope(|scope| {
        let a = scope.spawn(|| say(&service, "g/a", "alice", "7g7f"));
        wait_for_file(&dir.join("thinking"));
        // Another table that does not need the engine.
        let text = say(&service, "g/b", "bob", "7g7f");
        assert!(text.contains("shogiban played"), "{text}");
        assert!(!a.is_finished(), "the engine is still thinking for table a");
        // Another table at level 5: the pool is busy, so the built-in player answers.
        let text = say(&service, "g/c", "carol", "7g7f");
        assert!(text.contains("shogiban played"), "{text}");
        assert_eq!(table_moves(&service, "g/c").len(), 2);
        assert!(!a.is_finished(), "the engine is still thinking for table a");
        // A clock loop skips the busy table instead of waiting for it.
        let now = Timestamp(1_000_000);
        assert!(service.tick_if_idle(&tid("g/a"), now).unwrap().is_none());
        assert!(service.tick_if_idle(&tid("g/b"), now).unwrap().is_some());
        let log = std::fs::read_to_string(dir.join("log")).unwrap();
        assert_eq!(log.matches("\ngo ").count(), 1, "only table a asked: {log}");
        std::fs::write(dir.join("release"), "").unwrap();
        let text = a.join().unwrap();
        assert!(text.contains("shogiban played △９四歩"), "{text}");
    });
    assert_eq!(table_moves(&service, "g/a"), ["7g7f", "9c9d"]);
    drop(service);
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn a_pool_lends_each_process_to_one_game_at_a_time() {
    // Two processes, two games thinking at once: both get the engine's move, none waits.
    let body = fake_engine_line(
        TABLE_LINE,
        r#"touch "$DIR/thinking.$$"; while [ "$(ls "$DIR" | grep -c thinking)" -lt 2 ]; do sleep 0.02; done"#,
    );
    let (path, dir) = script("pool-two", &body);
    let mut config = UsiConfig::new(&path);
    config.move_time_ms = 120_000;
    config.processes = 2;
    config.wait_ms = Some(120_000);
    let pool = UsiPool::new(&config);
    let mut game = startpos_game();
    game.play(Move::parse_usi("7g7f").unwrap()).unwrap();
    std::thread::scope(|scope| {
        let calls: Vec<_> = (0..2)
            .map(|_| scope.spawn(|| pool.best_move(&game)))
            .collect();
        for c in calls {
            assert_eq!(c.join().unwrap().unwrap(), Move::parse_usi("9c9d").unwrap());
        }
    });
    assert_eq!(pool.idle_count(), 2, "both processes went back");
    drop(pool);
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn local_mode_plays_level_5_with_the_usi_engine_it_is_given() {
    let (path, dir) = script("local", &fake_engine_line(TABLE_LINE, ""));
    let input = "alice: challenge @shogiban side=sente level=5\nalice: 7g7f\n";
    // Through the command line's own flags.
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_shogiban"))
        .arg("local")
        .arg("--data")
        .arg(dir.join("data"))
        .arg("--usi-engine")
        .arg(&path)
        .args(["--usi-move-time", "100"])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    {
        use std::io::Write as _;
        child
            .stdin
            .take()
            .unwrap()
            .write_all(input.as_bytes())
            .unwrap();
    }
    let done = child.wait_with_output().unwrap();
    assert!(done.status.success());
    let out = String::from_utf8(done.stdout).unwrap();
    assert!(out.contains("shogiban played △９四歩"), "{out}");
    // A program that cannot start is said once, and the built-in player plays.
    let missing = UsiConfig::new(dir.join("missing"));
    let options = shogiban::local::Options {
        lang: None,
        data: dir.join("data2"),
        moderators: Vec::new(),
        store: None,
    };
    let mut out = Vec::new();
    shogiban::local::run_with_engine(&options, Some(&missing), input.as_bytes(), &mut out).unwrap();
    let out = String::from_utf8(out).unwrap();
    assert!(out.starts_with("! the USI engine "), "{out}");
    assert!(out.contains("shogiban played △"), "{out}");
    let _ = std::fs::remove_dir_all(dir);
}

// ---- Real engines: Debian's fairy-stockfish and gpsshogi (gpsusi) -------------------------------
//
// These drive the engines `.ci/run` installs. They skip, saying so, only when the program is
// missing, and fail instead when `CI` is set. Every budget is fixed (nodes or depth), so the
// answers repeat.

/// One real engine and how these tests configure it.
struct Real {
    path: &'static str,
    /// The start of its `id name`.
    name: &'static str,
    /// `shogiban local` flags for a game at a fixed budget per move and a review at a fixed one.
    flags: &'static [&'static str],
}

const FAIRY: Real = Real {
    path: "/usr/games/fairy-stockfish",
    name: "Fairy-Stockfish",
    flags: &["--usi-move-nodes", "20000", "--usi-review-nodes", "20000"],
};

/// gpsusi exits on `go nodes` and `go depth`: its depth is its `LimitDepth` option (4 to 10); one
/// thread and no opening book, so that it repeats (its book picks among book moves at random: 8c8d
/// four times in five after 7g7f, else 3c3d); no book in reviews either, so that every position is
/// scored.
const GPS: Real = Real {
    path: "/usr/games/gpsusi",
    name: "gpsshogi",
    flags: &[
        "--usi-depth-option",
        "LimitDepth",
        "--usi-move-depth",
        "4",
        "--usi-review-depth",
        "4",
        "--usi-option",
        "Thread=1",
        "--usi-option",
        "BookDepth=0",
        "--usi-review-option",
        "BookDepth=0",
    ],
};

/// The engine's path, or `None` (the test then passes as skipped) when it is not installed here;
/// with `CI` set a missing engine fails the test.
fn installed(engine: &Real) -> Option<&'static str> {
    if std::path::Path::new(engine.path).exists() {
        return Some(engine.path);
    }
    if std::env::var_os("CI").is_some() {
        panic!(
            "{} is missing, and CI is set: .ci/run installs it (apt-get install gpsshogi \
             fairy-stockfish)",
            engine.path
        );
    }
    eprintln!(
        "SKIPPED: {} is not installed (apt-get install gpsshogi fairy-stockfish)",
        engine.path
    );
    None
}

/// Runs `shogiban local` with the engine and its flags over `input`; returns stdout and stderr.
fn local_with(engine: &Real, path: &str, data: &std::path::Path, input: &str) -> (String, String) {
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_shogiban"))
        .arg("local")
        .arg("--data")
        .arg(data)
        .args(["--lang", "en", "--usi-engine", path])
        .args(engine.flags)
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    {
        use std::io::Write as _;
        child
            .stdin
            .take()
            .unwrap()
            .write_all(input.as_bytes())
            .unwrap();
    }
    let done = child.wait_with_output().unwrap();
    let out = String::from_utf8(done.stdout).unwrap();
    let err = String::from_utf8_lossy(&done.stderr).into_owned();
    assert!(done.status.success(), "{out}\n{err}");
    (out, err)
}

fn scratch(name: &str) -> scratch::Scratch {
    scratch::Scratch::new("real", name)
}

/// The engine's replies, asked directly, to the human's `ours` moves from the start: what the
/// table must have played if the engine played for it.
fn direct_replies(engine: &Real, path: &str, ours: &[&str]) -> Vec<String> {
    let mut config = UsiConfig::new(path);
    let flags = engine.flags;
    let value = |flag: &str| {
        flags
            .iter()
            .position(|f| *f == flag)
            .map(|i| flags[i + 1].to_string())
    };
    config.move_nodes = value("--usi-move-nodes").map(|v| v.parse().unwrap());
    config.move_depth = value("--usi-move-depth").map(|v| v.parse().unwrap());
    config.depth_option = value("--usi-depth-option");
    for (i, _) in flags
        .iter()
        .enumerate()
        .filter(|(_, f)| **f == "--usi-option")
    {
        let (k, v) = flags[i + 1].split_once('=').unwrap();
        config.options.insert(k.into(), v.into());
    }
    let pool = UsiPool::new(&config);
    pool.start_all().unwrap();
    let mut game = startpos_game();
    let mut replies = Vec::new();
    for m in ours {
        game.play(Move::parse_usi(m).unwrap()).unwrap();
        let reply = pool.best_move(&game).expect("the engine's move");
        replies.push(shogiban::notation::write::jsa(
            game.position(),
            reply,
            game.moves().last().copied(),
        ));
        game.play(reply).unwrap();
    }
    replies
}

/// A few moves against the engine at level 5 through `shogiban local --usi-engine`: each reply is
/// the engine's own (the same as asking it directly at the same fixed budget).
fn plays_a_game_in_local_mode(engine: &Real) {
    let Some(path) = installed(engine) else {
        return;
    };
    let dir = scratch(engine.name);
    let input = "alice: challenge @shogiban side=sente level=5\nalice: 7g7f\nalice: 2g2f\n";
    let (out, err) = local_with(engine, path, &dir.join("data"), input);
    assert!(!out.contains("! the USI engine"), "{out}");
    let played: Vec<String> = out
        .lines()
        .filter_map(|l| {
            let (_, rest) = l.split_once("shogiban played ")?;
            Some(rest.split([' ', '.', ',']).next()?.to_string())
        })
        .collect();
    assert_eq!(played.len(), 2, "{out}\n{err}");
    assert_eq!(
        played,
        direct_replies(engine, path, &["7g7f", "2g2f"]),
        "{out}"
    );
    let _ = std::fs::remove_dir_all(dir);
}

/// A short finished game with a blunder: 3. ▲4四角?? leaves the bishop to the 4c pawn. The review
/// must mark that move, name the engine that judged it and its budget.
fn reviews_a_blunder_in_local_mode(engine: &Real) {
    let Some(path) = installed(engine) else {
        return;
    };
    let dir = scratch(&format!("{}-review", engine.name));
    let input = "alice: challenge @bob side=sente\nbob: accept\nalice: 7g7f\nbob: 3c3d\n\
                 alice: 8h4d\nbob: 4c4d\nalice: resign\nalice: review\n";
    let (out, err) = local_with(engine, path, &dir.join("data"), input);
    let review = out
        .split("Review of")
        .nth(1)
        .unwrap_or_else(|| panic!("no review in\n{out}\n{err}"));
    assert!(
        review.contains(&format!("Judged by {}", engine.name)),
        "{review}"
    );
    let budget = if engine.flags.contains(&"--usi-review-depth") {
        "depth 4 per position"
    } else {
        "20000 nodes per position"
    };
    assert!(review.contains(budget), "{review}");
    let marks: Vec<&str> = review.lines().filter(|l| l.contains("Mistake:")).collect();
    assert!(
        marks.iter().any(|l| l.contains("3. ▲４四角")),
        "the blunder is not marked: {review}"
    );
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn real_fairy_stockfish_plays_a_game_in_local_mode() {
    plays_a_game_in_local_mode(&FAIRY);
}

#[test]
fn real_gpsusi_plays_a_game_in_local_mode() {
    plays_a_game_in_local_mode(&GPS);
}

#[test]
fn real_fairy_stockfish_reviews_a_blunder() {
    reviews_a_blunder_in_local_mode(&FAIRY);
}

#[test]
fn real_gpsusi_reviews_a_blunder() {
    reviews_a_blunder_in_local_mode(&GPS);
}

// ---- Reviews by the engine (fake engines) --------------------------------------------------------

/// A fake engine for reviews: after N moves it scores `SCORES[N]` (centipawns for the side to move)
/// and answers `LINE[N]`; it advertises `BookDepth` and `LimitDepth` options. `info` lines are left
/// out when `scores` is empty.
fn fake_review_engine(scores: &str, line: &str) -> String {
    let info = if scores.is_empty() {
        String::new()
    } else {
        r#"set -- $SCORES; shift $N; echo "info depth 3 multipv 2 score cp 7777 pv 1a1b"; echo "info depth 3 score cp $1 lowerbound nodes 10"; echo "info depth 3 nodes 42 score cp $1 pv x y"; echo "info depth 4 score cp 9999 upperbound""#.to_string()
    };
    format!(
        r#"#!/bin/sh
DIR=$(dirname "$0")
LINE="{line}"
SCORES="{scores}"
N=0
echo "started" >> "$DIR/log"
while read -r cmd rest; do
  echo "$cmd $rest" >> "$DIR/log"
  case "$cmd" in
    usi) echo "id name fake judge"; echo "option name BookDepth type spin default 30 min 0 max 100"; echo "option name LimitDepth type spin default 10 min 4 max 10"; echo "usiok" ;;
    isready) echo "readyok" ;;
    position)
      set -- $rest
      N=0
      seen=0
      for w in "$@"; do
        if [ "$seen" = 1 ]; then N=$((N+1)); fi
        if [ "$w" = moves ]; then seen=1; fi
      done ;;
    go)
      {info}
      set -- $LINE
      shift $N
      echo "bestmove ${{1:-resign}}" ;;
    quit) exit 0 ;;
  esac
done
"#
    )
}

/// alice (sente) and bob play 7g7f 3c3d 8h4d?? 4c4d, and alice resigns: a finished game with one
/// blunder, the third move.
fn blunder_game(service: &Service, table: &str) {
    say(service, table, "alice", "challenge @bob side=sente");
    say(service, table, "bob", "accept");
    for (who, m) in [
        ("alice", "7g7f"),
        ("bob", "3c3d"),
        ("alice", "8h4d"),
        ("bob", "4c4d"),
    ] {
        say(service, table, who, m);
    }
    say(service, table, "alice", "resign");
}

#[test]
fn a_review_is_judged_by_the_engine_at_its_fixed_node_budget() {
    // Scores for the side to move after 0…4 moves: the blunder turns +40 into −900 for sente.
    let (path, dir) = script(
        "review",
        &fake_review_engine("30 20 40 900 -900", "7g7f 3c3d 2g2f 4c4d 8d8e"),
    );
    let mut config = UsiConfig::new(&path);
    config.review_nodes = Some(5000);
    config.review_options.insert("BookDepth".into(), "0".into());
    let service = service_with(&config);
    blunder_game(&service, "r/a");
    let text = say(&service, "r/a", "alice", "review");
    assert!(
        text.contains("Judged by fake judge, 5000 nodes per position."),
        "{text}"
    );
    assert!(text.contains("one big mistake"), "{text}");
    let log = std::fs::read_to_string(dir.join("log")).unwrap();
    assert_eq!(log.matches("go nodes 5000").count(), 5, "{log}");
    let newgame = log.rfind("usinewgame").unwrap();
    assert!(newgame < log.find("go nodes").unwrap(), "{log}");
    let set = log.find("setoption name BookDepth value 0").expect(&log);
    let back = log.find("setoption name BookDepth value 30").expect(&log);
    assert!(set < log.find("go nodes").unwrap() && back > log.rfind("go nodes").unwrap());
    // The picture's marks: the blunder, with the engine's better move, and the judge's words.
    let answer = {
        let actor = Actor {
            id: Names.resolve(&Mention::Name("alice".into())).unwrap().id,
            name: "alice".into(),
            moderator: false,
        };
        let c = shogiban::table::command::parse_command("review").unwrap();
        service
            .run(
                &shogiban::service::CommandKey::fresh(),
                &tid("r/a"),
                &actor,
                c,
                Timestamp(1_000_000),
                &Names,
            )
            .unwrap()
    };
    let Some(shogiban::table::Picture::Review(view, words)) = &answer.replies[0].picture else {
        panic!("no review picture");
    };
    assert_eq!(view.marks.len(), 1);
    assert_eq!(view.marks[0].ply, 2);
    let mark = words.marks[0].en();
    assert!(mark.starts_with("3. ▲４四角"), "{mark}");
    assert!(
        mark.contains("▲２六歩"),
        "the engine's better move 2g2f: {mark}"
    );
    assert_eq!(
        words.judge.as_ref().map(|j| j.en()).as_deref(),
        Some("Judged by fake judge, 5000 nodes per position.")
    );
    // The same game, the same review.
    assert_eq!(say(&service, "r/a", "alice", "review"), text);
    drop(service);
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn a_depth_review_uses_the_engines_depth_option_and_puts_it_back_for_games() {
    let (path, dir) = script(
        "review-depth",
        &fake_review_engine(
            "30 20 40 900 -900 0 0 0",
            "7g7f 3c3d 2g2f 4c4d 8d8e 9c9d 1g1f 1c1d",
        ),
    );
    let mut config = UsiConfig::new(&path);
    config.review_depth = Some(6);
    config.depth_option = Some("LimitDepth".into());
    config.move_time_ms = 100;
    let service = service_with(&config);
    blunder_game(&service, "r/b");
    let text = say(&service, "r/b", "alice", "review");
    assert!(
        text.contains("Judged by fake judge, depth 6 per position."),
        "{text}"
    );
    let log = std::fs::read_to_string(dir.join("log")).unwrap();
    assert!(!log.contains("go depth"), "{log}");
    assert!(log.contains("setoption name LimitDepth value 6"), "{log}");
    assert_eq!(
        log.matches("go btime 0 wtime 0 byoyomi 3000").count(),
        5,
        "{log}"
    );
    // A game on time afterwards gives the engine back its own depth limit first.
    say(
        &service,
        "r/c",
        "carol",
        "challenge @shogiban side=sente level=5",
    );
    say(&service, "r/c", "carol", "7g7f");
    let log = std::fs::read_to_string(dir.join("log")).unwrap();
    let restored = log.find("setoption name LimitDepth value 10").expect(&log);
    assert!(restored < log.find("go btime 0 wtime 0 byoyomi 100\n").expect(&log));
    drop(service);
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn an_engine_that_gives_no_score_leaves_the_review_to_the_built_in_search() {
    let (path, dir) = script(
        "review-silent",
        &fake_review_engine("", "7g7f 3c3d 2g2f 4c4d"),
    );
    let service = service_with(&UsiConfig::new(&path));
    blunder_game(&service, "r/d");
    let text = say(&service, "r/d", "alice", "review");
    assert!(text.contains("Judged by the built-in engine"), "{text}");
    drop(service);
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn engine_builtin_keeps_the_built_in_level_5_when_an_engine_is_configured() {
    let (path, dir) = script("builtin", &fake_engine_line(TABLE_LINE, ""));
    let mut config = UsiConfig::new(&path);
    config.move_time_ms = 100;
    let service = service_with(&config);
    say(
        &service,
        "b/a",
        "alice",
        "challenge @shogiban side=sente level=5 engine=builtin",
    );
    say(&service, "b/a", "alice", "7g7f");
    let moves = table_moves(&service, "b/a");
    assert_eq!(moves.len(), 2);
    assert_ne!(moves[1], "9c9d", "the fake engine's edge pawn move");
    let log = std::fs::read_to_string(dir.join("log")).unwrap_or_default();
    assert!(!log.contains("\ngo "), "the engine was asked: {log}");
    // A wrong value is refused with what to write.
    let err = shogiban::table::command::parse_command("challenge @shogiban engine=gnu")
        .unwrap_err()
        .to_string();
    assert!(err.contains("builtin"), "{err}");
    drop(service);
    let _ = std::fs::remove_dir_all(dir);
}
