//! `shogiban local` as a subprocess: whole games, restarts, and `kill -9` with nothing acknowledged lost.

#[path = "support/local.rs"]
mod local_support;
#[path = "support/scratch.rs"]
mod scratch;

use std::io::{BufRead, BufReader, Write};
use std::path::Path;
use std::process::{Command, Stdio};

/// A data folder for one test: a path inside a scratch directory, not yet made (the bot makes it).
fn data_dir(name: &str) -> scratch::Scratch {
    scratch::Scratch::new("local", name)
}

fn local(dir: &Path, script: &str) -> String {
    local_with(dir, &[], script)
}

fn local_with(dir: &Path, extra: &[&str], script: &str) -> String {
    local_support::local_with(dir, extra, script)
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
            let who = if (first_index + i).is_multiple_of(2) {
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

/// `#NAME` before a line addresses the table of another channel: two games side by side, each
/// answered under its channel's name, and `# …` still a comment.
#[test]
fn a_channel_prefix_plays_at_a_table_of_its_own() {
    let dir = data_dir("channels");
    let out = local(
        &dir,
        "# two clubs, one terminal\n\
         #east alice: challenge @bob\n\
         #west carol: challenge @dave\n\
         #east bob: accept\n\
         #west dave: accept\n\
         #east alice: 7g7f\n\
         #west carol: 2g2f\n\
         #west alice: 3g3f\n\
         #terminal erin: board\n",
    );
    let blocks: Vec<&str> = out.split("\n#").collect();
    let block = |channel: &str, text: &str| {
        blocks
            .iter()
            .any(|b| b.starts_with(&format!("{channel}\n")) && b.contains(text))
    };
    assert!(
        block("east", "alice played ▲７六歩 (P-7f). bob to move."),
        "{out}"
    );
    assert!(
        block("west", "carol played ▲２六歩 (P-2f). dave to move."),
        "{out}"
    );
    // alice plays at east, not at west.
    assert!(
        block("west", "! alice: you are not playing at this table"),
        "{out}"
    );
    // The terminal's own table has no game.
    assert!(out.contains("! erin: "), "{out}");
    assert!(!out.contains("two clubs"), "{out}");
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
        .arg(dir.as_os_str())
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
    let file = out
        .lines()
        .find_map(|l| l.strip_prefix("file: "))
        .unwrap_or_else(|| panic!("{out}"));
    let record = std::fs::read_to_string(file).unwrap();
    let expected = format!("position startpos moves {}", moves[..20].join(" "));
    assert_eq!(record.trim_end(), expected);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_run_restarted_after_kill_9_over_the_same_input_applies_no_line_twice() {
    let dir = data_dir("replay");
    let moves = mate_game();
    let whole = format!("alice: challenge @bob\nbob: accept\n{}", script(&moves, 0));
    let mut child = Command::new(env!("CARGO_BIN_EXE_shogiban"))
        .args(["local", "--data"])
        .arg(dir.as_os_str())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let mut stdout = BufReader::new(child.stdout.take().unwrap());
    // The first 12 lines (challenge, accept, ten moves), each acknowledged, then SIGKILL.
    let mut acked = 0;
    let mut line = String::new();
    for l in whole.lines().take(12) {
        writeln!(stdin, "{l}").unwrap();
        stdin.flush().unwrap();
        if l.starts_with("bob: accept") || l.starts_with("alice: challenge") {
            continue;
        }
        loop {
            line.clear();
            assert!(stdout.read_line(&mut line).unwrap() > 0, "ended early");
            if line.contains(" played ") {
                acked += 1;
                break;
            }
        }
    }
    child.kill().unwrap();
    child.wait().unwrap();
    assert_eq!(acked, 10);
    // Started again over the same input, the run answers the lines it had applied from their
    // stored answers (no "a game is in progress", no "not your turn") and plays on to the end.
    let out = local(&dir, &whole);
    assert!(!out.lines().any(|l| l.starts_with("! ")), "{out}");
    assert!(out.contains("bob wins by checkmate."), "{out}");
    let out = local(&dir, "alice: export usi\n");
    let file = out
        .lines()
        .find_map(|l| l.strip_prefix("file: "))
        .unwrap_or_else(|| panic!("{out}"));
    let record = std::fs::read_to_string(file).unwrap();
    assert_eq!(
        record.trim_end(),
        format!("position startpos moves {}", moves.join(" ")),
        "each move once"
    );
    // The run reached the end of its input: the next start is another run.
    assert!(!dir.join("run").exists());
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
    assert!(
        out.contains("bob (west) played 西６五歩 (W:P-6e)."),
        "{out}"
    );
    assert!(
        out.contains("Ks"),
        "four-player text board shows seats: {out}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// A shared games.tsv line from the start position ending with `result`.
fn shared_game(result: &str) -> Vec<String> {
    let data = include_str!("data/standard/games.tsv");
    data.lines()
        .map(|l| l.split('\t').collect::<Vec<_>>())
        .find(|c| c.len() == 3 && c[2] == result && c[0].starts_with("lnsgkgsnl/1r5b1/"))
        .map(|c| c[1].split(' ').map(str::to_owned).collect())
        .unwrap()
}

fn no_refusals(out: &str) {
    assert!(
        !out.lines().any(|l| l.starts_with("! ")),
        "no refusals: {out}"
    );
}

#[test]
fn resignation_repetition_and_the_move_limit_in_the_terminal() {
    let dir = data_dir("endings");
    let repetition = shared_game("draw repetition");
    let out = local_with(
        &dir,
        &["--moderator", "mod"],
        &format!(
            "alice: challenge @bob\nbob: accept\nalice: 7g7f\nbob: resign\n\
             alice: challenge @bob\nbob: accept\n{}\
             mod: settings move-limit 4\n\
             alice: challenge @bob\nbob: accept\nalice: 7g7f\nbob: 3c3d\nalice: 2g2f\nbob: 8c8d\n",
            script(&repetition, 0)
        ),
    );
    no_refusals(&out);
    assert!(out.contains("alice wins by resignation."), "{out}");
    assert!(out.contains("Draw by repetition (sennichite)."), "{out}");
    assert!(out.contains("move-limit = 4 in this channel."), "{out}");
    assert!(out.contains("Draw at the move limit."), "{out}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn only_moderators_change_settings_in_the_terminal() {
    let dir = data_dir("settings");
    let out = local_with(
        &dir,
        &["--moderator", "mod"],
        "alice: settings hints off\nmod: settings notation western\nalice: settings\n\
         alice: challenge @bob\nbob: accept\nalice: 7g7f\n",
    );
    assert!(
        out.contains("! alice: only moderators can change settings"),
        "{out}"
    );
    assert!(out.contains("notation = western (channel)"), "{out}");
    assert!(out.contains("hints = on (default)"), "{out}");
    assert!(out.contains("alice played P-7f. bob to move."), "{out}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// The moves of a shared four-player line whose state contains `reason`, and the lobby command.
fn four_game(file: &str, reason: &str) -> Vec<String> {
    let path = format!("{}/tests/data/yonin/{file}", env!("CARGO_MANIFEST_DIR"));
    let data = std::fs::read_to_string(path).unwrap();
    data.lines()
        .map(|l| l.split('\t').collect::<Vec<_>>())
        .find(|c| c.len() == 4 && c[3].contains(&format!(r#""reason": "{reason}""#)))
        .map(|c| c[1].split(' ').map(str::to_owned).collect())
        .unwrap()
}

/// Who plays each action: replays the line with the `yonin` CLI's rules through the library.
fn four_script(moves: &[String], teams: bool) -> String {
    use shogiban::rules::yonin::{Game, Settings};
    let names = ["alice", "bob", "carol", "dave"];
    let mut game = Game::new(Settings {
        teams,
        ..Settings::default()
    });
    let mut out = String::new();
    for m in moves {
        let seat = game.to_move().unwrap();
        out.push_str(&format!("{}: {m}\n", names[seat.index()]));
        game.play(shogiban::rules::Move::parse_usi(m).unwrap())
            .unwrap();
    }
    out
}

#[test]
fn four_player_games_to_two_eliminations_and_to_the_team_end_in_the_terminal() {
    for (file, reason, lobby, teams) in [
        ("yonin-default.tsv", "two-eliminations", "yonin", false),
        ("yonin-teams.tsv", "team", "yonin teams", true),
    ] {
        let dir = data_dir(reason);
        let moves = four_game(file, reason);
        // How the table words the reason the data names.
        let said = match reason {
            "team" => "a team lost a player",
            _ => "two eliminations",
        };
        let out = local(
            &dir,
            &format!(
                "alice: {lobby}\nbob: join\ncarol: join\ndave: join\nalice: start\n{}",
                four_script(&moves, teams)
            ),
        );
        no_refusals(&out);
        assert!(out.contains(&format!("Game over ({said})")), "{out}");
        let _ = std::fs::remove_dir_all(&dir);
    }
}

#[test]
fn the_computer_plays_in_the_terminal() {
    let dir = data_dir("computer");
    let out = local(
        &dir,
        "alice: challenge @shogiban level=1\nalice: 7g7f\nalice: takeback\nalice: 2g2f\nalice: resign\n\
         carol: yonin time=1h\ncarol: add-computer\ncarol: add-computer north level=1\ndave: join\n\
         carol: start\nwait 1h\n",
    );
    no_refusals(&out);
    assert!(
        out.contains("Game on: ☗ alice (sente) vs ☖ shogiban (gote), computer level 1, unrated."),
        "{out}"
    );
    assert!(
        out.contains("alice played ▲７六歩 (P-7f). shogiban played △"),
        "{out}"
    );
    assert!(
        out.contains("Taken back (your move and the computer's)"),
        "{out}"
    );
    assert!(out.contains("shogiban wins by resignation."), "{out}");
    assert!(
        out.contains("The computer (level 3) sits at west."),
        "{out}"
    );
    assert!(
        out.contains("carol (south) ran out of time. The computer (level 3) plays carol's seat (south) from now on."),
        "{out}"
    );
    assert!(out.contains("dave (east) to move."), "{out}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// The shared data's perpetual check (from a set-up position), played in the terminal: the
/// challenge carries the position with `sfen`.
#[test]
fn perpetual_check_from_a_set_up_position_in_the_terminal() {
    let dir = data_dir("perpetual");
    let data = include_str!("data/standard/games.tsv");
    let line = data
        .lines()
        .map(|l| l.split('\t').collect::<Vec<_>>())
        .find(|c| c.len() == 3 && c[2].ends_with("perpetual-check"))
        .expect("a perpetual check in games.tsv");
    let (sfen, moves, result) = (line[0], line[1], line[2]);
    let moves: Vec<String> = moves.split(' ').map(str::to_owned).collect();
    // Whoever is to move in the position plays first: alice takes that side.
    let side = if sfen.split(' ').nth(1) == Some("b") {
        "sente"
    } else {
        "gote"
    };
    let out = local(
        &dir,
        &format!(
            "alice: challenge @bob sfen {sfen} side={side}\nbob: accept\n{}",
            script(&moves, 0)
        ),
    );
    no_refusals(&out);
    assert!(out.contains("from the position"), "{out}");
    assert!(out.contains("unrated"), "{out}");
    let winner = if result.starts_with("sente") {
        if side == "sente" {
            "alice"
        } else {
            "bob"
        }
    } else if side == "sente" {
        "bob"
    } else {
        "alice"
    };
    assert!(
        out.contains(&format!("{winner} wins by perpetual check")),
        "{out}"
    );
    // A position that cannot be played is refused with the reason, and nothing starts.
    let out = local(
        &dir,
        "alice: challenge @carol sfen 9/9/9/9/9/9/9/9/9 b - 1\n",
    );
    assert!(out.contains("that position cannot be played"), "{out}");
    let _ = std::fs::remove_dir_all(&dir);
}
