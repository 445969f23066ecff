//! `shogiban local` as a subprocess: whole games, restarts, and `kill -9` with nothing acknowledged lost.

use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

fn data_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("shogiban-local-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

fn local(dir: &Path, script: &str) -> String {
    let mut child = Command::new(env!("CARGO_BIN_EXE_shogiban"))
        .args(["local", "--data"])
        .arg(dir)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(script.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

/// The shortest checkmate game of the shared games.tsv from the start position (gote mates).
fn mate_game() -> Vec<String> {
    let data = include_str!("data/standard/games.tsv");
    data.lines()
        .filter(|l| {
            l.starts_with("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1\t")
        })
        .map(|l| l.split('\t').collect::<Vec<_>>())
        .filter(|c| c[2].ends_with("checkmate"))
        .min_by_key(|c| c[1].split(' ').count())
        .map(|c| c[1].split(' ').map(str::to_owned).collect())
        .unwrap()
}

fn script(moves: &[String], first_index: usize) -> String {
    moves
        .iter()
        .enumerate()
        .map(|(i, m)| {
            let who = if (first_index + i) % 2 == 0 {
                "alice"
            } else {
                "bob"
            };
            format!("{who}: {m}\n")
        })
        .collect()
}

#[test]
fn a_whole_game_to_checkmate() {
    let dir = data_dir("mate");
    let moves = mate_game();
    let out = local(
        &dir,
        &format!("alice: challenge @bob\nbob: accept\n{}", script(&moves, 0)),
    );
    assert!(
        out.contains("Game on: ☗ alice (sente) vs ☖ bob (gote)"),
        "{out}"
    );
    assert!(
        !out.lines().any(|l| l.starts_with("! ")),
        "no refusals: {out}"
    );
    assert!(out.contains("bob wins by checkmate."), "{out}");
    // Every board is also drawn: the start, each move, the final position.
    let images: Vec<_> = std::fs::read_dir(dir.join("images")).unwrap().collect();
    assert_eq!(images.len(), moves.len() + 1, "one image per board reply");
    let first = std::fs::read(dir.join("images/0001.png")).unwrap();
    assert_eq!(&first[1..4], b"PNG");
    assert!(out.contains(&format!("image: {}", dir.join("images/0001.png").display())));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn refusals_are_printed_and_the_game_goes_on() {
    let dir = data_dir("refusals");
    let out = local(
        &dir,
        "alice: challenge @bob\nbob: accept\nbob: 3c3d\ncarol: 7g7f\nalice: 7g7e\nthis line has no colon\nalice: 7g7f\n",
    );
    assert!(
        out.contains("! bob: it is alice's turn, not yours"),
        "{out}"
    );
    assert!(
        out.contains("! carol: you are not playing at this table"),
        "{out}"
    );
    assert!(
        out.contains("! alice: 7g7e: a pawn on 7g cannot move to 7e"),
        "{out}"
    );
    assert!(out.contains("! write each line as NAME: COMMAND"), "{out}");
    assert!(
        out.contains("alice played ▲７六歩 (P-7f). bob to move."),
        "{out}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn restart_with_the_same_data_continues_the_game() {
    let dir = data_dir("restart");
    let moves = mate_game();
    let (first, second) = moves.split_at(30);
    local(
        &dir,
        &format!("alice: challenge @bob\nbob: accept\n{}", script(first, 0)),
    );
    let out = local(&dir, &script(second, 30));
    assert!(!out.lines().any(|l| l.starts_with("! ")), "{out}");
    assert!(out.contains("bob wins by checkmate."), "{out}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn kill_9_mid_game_loses_no_acknowledged_move() {
    let dir = data_dir("kill");
    let moves = mate_game();
    let mut child = Command::new(env!("CARGO_BIN_EXE_shogiban"))
        .args(["local", "--data"])
        .arg(&dir)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let mut stdout = BufReader::new(child.stdout.take().unwrap());
    let mut line = String::new();
    writeln!(stdin, "alice: challenge @bob\nbob: accept").unwrap();
    let mut acked = 0;
    for (i, m) in moves.iter().take(20).enumerate() {
        let who = if i % 2 == 0 { "alice" } else { "bob" };
        writeln!(stdin, "{who}: {m}").unwrap();
        stdin.flush().unwrap();
        // Wait for the acknowledgement of this move.
        loop {
            line.clear();
            assert!(
                stdout.read_line(&mut line).unwrap() > 0,
                "local mode ended early"
            );
            if line.starts_with(&format!("{who} played ")) {
                acked += 1;
                break;
            }
        }
    }
    child.kill().unwrap(); // SIGKILL: no chance to flush anything more
    child.wait().unwrap();
    assert_eq!(acked, 20);
    let out = local(&dir, "alice: export usi\n");
    let expected = format!("position startpos moves {}", moves[..20].join(" "));
    assert!(out.contains(&expected), "{out}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn clocks_run_out_in_local_mode_with_wait() {
    let dir = data_dir("clock");
    let out = local(
        &dir,
        "alice: challenge @bob time=1h\nbob: accept\nalice: 7g7f\nwait 50m\nwait 15m\n",
    );
    assert!(out.contains("bob: your move, 10m left."), "{out}");
    assert!(out.contains("alice wins on time."), "{out}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_four_player_game_in_the_terminal() {
    let dir = data_dir("four");
    let out = local(
        &dir,
        "alice: yonin\nbob: join\ncarol: join\ndave: join\nalice: start\nalice: 5g5f\nbob: 7e6e\nbob: board\n",
    );
    assert!(out.contains("alice (south) moves first"), "{out}");
    assert!(out.contains("bob (west) played 7e6e."), "{out}");
    assert!(
        out.contains("Ks"),
        "four-player text board shows seats: {out}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}
