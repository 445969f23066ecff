//! The `shogiban` binary with `--variant yonin`: a sample of the shared playouts through `moves`
//! and `play --json`, perft output, and the refusal of a bad move.

#[path = "support/scratch.rs"]
mod scratch;
use serde_json::Value;
use std::process::Command;

fn shogiban(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_shogiban"))
        .args(args)
        .output()
        .expect("run shogiban");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

#[test]
fn cli_replays_a_sample_of_the_shared_playouts() {
    let dir = format!("{}/tests/data/yonin", env!("CARGO_MANIFEST_DIR"));
    let mut checked = 0;
    for name in [
        "yonin-default.tsv",
        "yonin-teams.tsv",
        "yonin-credit-last-mover.tsv",
        "yonin-continue-from-mover.tsv",
        "yonin-end-last-survivor.tsv",
    ] {
        let text = std::fs::read_to_string(format!("{dir}/{name}")).unwrap();
        for line in text.lines().step_by(40) {
            let f: Vec<&str> = line.split('\t').collect();
            let mut args = vec!["--variant", "yonin"];
            if f[0] != "-" {
                args.extend(f[0].split_whitespace());
            }
            args.extend(f[1].split_whitespace());
            let mut moves_args = vec!["moves"];
            moves_args.extend(&args);
            let (code, out, err) = shogiban(&moves_args);
            assert_eq!(code, 0, "{err}");
            assert_eq!(
                out.split_whitespace().collect::<Vec<_>>(),
                f[2].split_whitespace().collect::<Vec<_>>(),
                "{name}: {line}"
            );
            let mut play_args = vec!["play", "--json"];
            play_args.extend(&args);
            let (code, out, err) = shogiban(&play_args);
            assert_eq!(code, 0, "{err}");
            let got: Value = serde_json::from_str(&out).unwrap();
            let want: Value = serde_json::from_str(f[3]).unwrap();
            for key in ["to_move", "in_check", "ply", "eliminated", "result"] {
                assert_eq!(got[key], want[key], "{name}: {key}: {line}");
            }
            checked += 1;
        }
    }
    assert!(checked >= 25);
}

#[test]
fn cli_perft_prints_sorted_root_moves_then_the_total() {
    let (code, out, _) = shogiban(&["perft", "--variant", "yonin", "2"]);
    assert_eq!(code, 0);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 10);
    assert_eq!(lines[0], "3i2h 9");
    assert_eq!(lines[9], "81");
    let (_, out, _) = shogiban(&[
        "perft",
        "--variant",
        "yonin",
        "--first-mover",
        "east",
        "1",
        "3e4e",
    ]);
    assert_eq!(out.lines().last(), Some("9"));
}

#[test]
fn cli_refuses_a_bad_move_with_status_2() {
    let (code, out, err) = shogiban(&["play", "--variant", "yonin", "--json", "5g5f", "5i5h"]);
    assert_eq!(code, 2);
    assert!(out.is_empty());
    assert_eq!(
        err,
        "move 2 (5i5h): the piece on 5i is controlled by south\n"
    );
    let (code, out, err) = shogiban(&["moves", "--variant", "yonin", "zz"]);
    assert_eq!((code, out.is_empty()), (2, true));
    assert!(err.starts_with("move 1 (zz): "), "{err}");
}

#[test]
fn cli_takes_a_position_text_and_the_team_settings() {
    let pos = "2SnGnKnGnSn2/3PnRnPn3/Sw3Pn3Se/GwPw5PeGe/KwRwPw3PeReKe/GwPw5PeGe/Sw3Ps3Se/3PsRsPs3/2SsGsKsGsSs2 w -/-/-/- 0 - ---- -";
    let (code, out, err) = shogiban(&[
        "play",
        "--variant",
        "yonin",
        "--json",
        "--teams",
        "--no-partner-capture",
        "--position",
        pos,
        "7e6e",
    ]);
    assert_eq!(code, 0, "{err}");
    let v: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["to_move"], "north");
    assert_eq!(v["ply"], 1);
    let (code, _, err) = shogiban(&["moves", "--variant", "yonin", "--position", "nonsense"]);
    assert_eq!(code, 2);
    assert!(err.contains("7 fields"), "{err}");
}

/// `shogiban replay` of a four-player record: an animated GIF with a frame per action, not the
/// two-player reader's "cannot read this line".
#[test]
fn cli_replays_a_four_player_record_as_a_gif() {
    let dir = scratch::Scratch::new("yonin", "replay");
    let record = dir.join("game.yonin");
    std::fs::write(
        &record,
        "# yonin record 1\nSouth: alice\nWest: bob\nNorth: carol\nEast: dave\n\
         Settings: first-mover=south\nStart: startpos\n1. S:5g5f\n2. W:7e6e\n3. N:5c5d\n4. E:3e4e\nResult: *\n",
    )
    .unwrap();
    let gif = dir.join("game.gif");
    let (code, _, err) = shogiban(&[
        "replay",
        record.to_str().unwrap(),
        "-o",
        gif.to_str().unwrap(),
    ]);
    assert_eq!(code, 0, "{err}");
    let bytes = std::fs::read(&gif).unwrap();
    assert_eq!(&bytes[..6], b"GIF89a");
    let frames = gif::DecodeOptions::new()
        .read_info(bytes.as_slice())
        .map(|mut d| {
            let mut n = 0;
            while d.read_next_frame().unwrap().is_some() {
                n += 1;
            }
            n
        })
        .unwrap();
    assert_eq!(frames, 5, "the start and four actions");
    // A record that breaks the rules is refused with its line.
    std::fs::write(
        &record,
        "# yonin record 1\nSouth: a\nWest: b\nNorth: c\nEast: d\nSettings: first-mover=south\n\
         Start: startpos\n1. S:5g5e\n",
    )
    .unwrap();
    let (code, _, err) = shogiban(&[
        "replay",
        record.to_str().unwrap(),
        "-o",
        gif.to_str().unwrap(),
    ]);
    assert_ne!(code, 0);
    assert!(!err.contains("cannot read this line"), "{err}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// `render --hint` marks a four-player piece's moves as the table's `hint` does, and says why
/// not when the seat to move holds no such piece (it used to draw the board without a word).
#[test]
fn cli_renders_a_four_player_hint_or_says_why_not() {
    let dir = tempfile::tempdir().unwrap();
    let path = |name: &str| dir.path().join(name).to_string_lossy().into_owned();
    let (plain, hinted) = (path("plain.png"), path("hinted.png"));
    let (code, _, err) = shogiban(&["render", "--variant", "yonin", "-o", &plain]);
    assert_eq!(code, 0, "{err}");
    let (code, _, err) = shogiban(&[
        "render",
        "--variant",
        "yonin",
        "--hint",
        "５七",
        "-o",
        &hinted,
    ]);
    assert_eq!(code, 0, "{err}");
    assert_ne!(
        std::fs::read(&plain).unwrap(),
        std::fs::read(&hinted).unwrap(),
        "the hint is drawn"
    );
    let (code, _, err) = shogiban(&[
        "render",
        "--variant",
        "yonin",
        "--hint",
        "P",
        "-o",
        &path("none.png"),
    ]);
    assert_eq!(code, 2);
    assert_eq!(err, "hint: the player to move has no pawn in hand\n");
}
