//! Runs every line of the shared four-player playouts (tests/data/yonin/*.tsv, produced by an
//! independent implementation of the rules page): replays the moves with the settings and compares
//! the sorted legal moves and the state JSON.

use serde_json::Value;
use shogiban::rules::yonin::{parse_seat, Game, Settings};
use shogiban::rules::Move;

fn settings(flags: &str) -> Settings {
    let mut s = Settings::default();
    if flags == "-" {
        return s;
    }
    let words: Vec<&str> = flags.split_whitespace().collect();
    let mut i = 0;
    while i < words.len() {
        match words[i] {
            "--teams" => s.teams = true,
            "--no-partner-capture" => s.partner_capture = false,
            "--credit" => {
                i += 1;
                s.credit = words[i].parse().unwrap();
            }
            "--continue-from" => {
                i += 1;
                s.continue_from = words[i].parse().unwrap();
            }
            "--end" => {
                i += 1;
                s.end = words[i].parse().unwrap();
            }
            "--first-mover" => {
                i += 1;
                s.first_mover = parse_seat(words[i]).unwrap();
            }
            w => panic!("unknown flag {w}"),
        }
        i += 1;
    }
    s
}

fn run_file(name: &str) -> usize {
    let path = format!("{}/tests/data/yonin/{name}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap();
    let mut failures = Vec::new();
    let mut n = 0;
    for (lineno, line) in text.lines().enumerate() {
        let f: Vec<&str> = line.split('\t').collect();
        assert_eq!(f.len(), 4, "{name}:{}", lineno + 1);
        n += 1;
        let mut game = Game::new(settings(f[0]));
        let mut bad = None;
        for (i, m) in f[1].split_whitespace().enumerate() {
            let mv = Move::parse_usi(m).unwrap();
            if let Err(e) = game.play(mv) {
                bad = Some(format!("move {} ({m}): {e}", i + 1));
                break;
            }
        }
        if let Some(b) = bad {
            failures.push(format!("{name}:{}: {b}", lineno + 1));
            continue;
        }
        let mut moves: Vec<String> = game.legal_moves().iter().map(|m| m.to_usi()).collect();
        moves.sort();
        let want_moves: Vec<&str> = f[2].split_whitespace().collect();
        if moves != want_moves {
            let extra: Vec<_> = moves
                .iter()
                .filter(|m| !want_moves.contains(&m.as_str()))
                .collect();
            let missing: Vec<_> = want_moves
                .iter()
                .filter(|m| !moves.contains(&m.to_string()))
                .collect();
            failures.push(format!(
                "{name}:{}: moves differ: extra {extra:?} missing {missing:?} position {}",
                lineno + 1,
                game.position()
            ));
        }
        let want: Value = serde_json::from_str(f[3]).unwrap();
        let got = serde_json::to_value(game.state()).unwrap();
        for key in ["to_move", "in_check", "ply", "eliminated", "result"] {
            if want[key] != got[key] {
                failures.push(format!(
                    "{name}:{}: {key}: want {} got {} position {}",
                    lineno + 1,
                    want[key],
                    got[key],
                    game.position()
                ));
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} failures:\n{}",
        failures.len(),
        failures.join("\n")
    );
    n
}

#[test]
fn shared_playouts_default_settings() {
    assert_eq!(run_file("yonin-default.tsv"), 600);
}

#[test]
fn shared_playouts_teams() {
    assert_eq!(run_file("yonin-teams.tsv"), 120);
}

#[test]
fn shared_playouts_credit_last_mover() {
    assert_eq!(run_file("yonin-credit-last-mover.tsv"), 120);
}

#[test]
fn shared_playouts_continue_from_mover() {
    assert_eq!(run_file("yonin-continue-from-mover.tsv"), 120);
}

#[test]
fn shared_playouts_end_last_survivor() {
    assert_eq!(run_file("yonin-end-last-survivor.tsv"), 120);
}
