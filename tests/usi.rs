//! The USI driver against tiny fake engines written as shell scripts (no real engine needed).
#![cfg(unix)]

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
    let dir = std::env::temp_dir().join(format!("shogiban-usi-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("engine.sh");
    std::fs::write(&path, body).unwrap();
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).unwrap();
    (path, dir)
}

/// A fake engine: `BEFORE_GO` runs when `go` arrives, before answering (to hang or die).
fn fake_engine(before_go: &str) -> String {
    format!(
        r#"#!/bin/sh
DIR=$(dirname "$0")
LINE="{LINE}"
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
    // Each table owns its engine process: two engines thinking at once from two threads.
    let body = fake_engine("sleep 0.3");
    let (path, dir) = script("parallel", &body);
    let handles: Vec<_> = (0..2)
        .map(|_| {
            let path = path.clone();
            std::thread::spawn(move || {
                let mut engine = UsiEngine::new(&path, &[]);
                engine.choose(&startpos_game(), Budget::time(Duration::from_millis(100)))
            })
        })
        .collect();
    for h in handles {
        assert_eq!(h.join().unwrap(), Some(Move::parse_usi("7g7f").unwrap()));
    }
    let _ = std::fs::remove_dir_all(dir);
}
