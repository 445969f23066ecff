//! The `shogiban` command line as a user runs it: output formats and refusals.

#[path = "support/scratch.rs"]
mod scratch;
use std::process::{Command, Output};

fn run(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_shogiban"))
        .args(args)
        .output()
        .expect("the binary runs")
}

fn stdout(o: &Output) -> String {
    String::from_utf8(o.stdout.clone()).unwrap()
}

fn stderr(o: &Output) -> String {
    String::from_utf8(o.stderr.clone()).unwrap()
}

fn json(args: &[&str]) -> serde_json::Value {
    let o = run(args);
    assert!(o.status.success(), "{args:?}: {}", stderr(&o));
    serde_json::from_str(&stdout(&o)).unwrap()
}

#[test]
fn perft_prints_sorted_root_lines_then_the_total() {
    let o = run(&["perft", "2"]);
    assert!(o.status.success());
    let out = stdout(&o);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 31);
    assert_eq!(lines[30], "900");
    let roots: Vec<&str> = lines[..30]
        .iter()
        .map(|l| l.split(' ').next().unwrap())
        .collect();
    let mut sorted = roots.clone();
    sorted.sort();
    assert_eq!(roots, sorted);
    assert!(lines[..30].iter().all(|l| l.ends_with(" 30")));
}

#[test]
fn perft_counts_from_the_position_after_the_moves() {
    let o = run(&["perft", "1", "7g7f", "3c3d"]);
    assert_eq!(stdout(&o).lines().last(), Some("39"));
    let o = run(&["perft", "--position", "2-piece", "1"]);
    assert_eq!(stdout(&o).lines().last(), Some("26"));
}

#[test]
fn moves_lists_legal_moves_sorted() {
    let o = run(&["moves"]);
    let out = stdout(&o);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 30);
    assert_eq!(lines[0], "1g1f");
    assert_eq!(lines[29], "9i9h");
}

#[test]
fn play_json_reports_the_state() {
    let v = json(&["play", "--json", "7g7f", "3c3d", "8h2b+"]);
    assert_eq!(v["to_move"], "gote");
    assert_eq!(v["ply"], 3);
    assert_eq!(v["in_check"], false);
    assert_eq!(v["result"], serde_json::Value::Null);
    assert_eq!(
        v["position"],
        "lnsgkgsnl/1r5+B1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/7R1/LNSGKGSNL w B 4"
    );
}

#[test]
fn play_json_reports_mate_and_nothing_moves_afterwards() {
    let pos = "4k4/9/4P4/9/9/9/9/9/4K4 b G 1";
    let v = json(&["play", "--position", pos, "--json", "G*5b"]);
    assert_eq!(v["to_move"], serde_json::Value::Null);
    assert_eq!(v["in_check"], true);
    assert_eq!(v["result"]["winner"], "sente");
    assert_eq!(v["result"]["reason"], "checkmate");
    let o = run(&["moves", "--position", pos, "G*5b"]);
    assert!(o.status.success());
    assert_eq!(stdout(&o), "");
    let o = run(&["play", "--position", pos, "G*5b", "5a4a"]);
    assert_eq!(o.status.code(), Some(2));
    assert_eq!(stdout(&o), "");
    assert!(
        stderr(&o).starts_with("move 2 (5a4a): the game is over"),
        "{}",
        stderr(&o)
    );
}

#[test]
fn bad_move_exits_2_with_one_line_naming_index_text_and_rule() {
    let o = run(&[
        "play",
        "--json",
        "--position",
        "4k4/9/9/9/9/9/4P4/9/4K4 b P 1",
        "P*5e",
    ]);
    assert_eq!(o.status.code(), Some(2));
    assert_eq!(stdout(&o), "");
    assert_eq!(
        stderr(&o),
        "move 1 (P*5e): nifu: sente already has an unpromoted pawn on file 5\n"
    );
    for args in [
        &["moves", "7g7f", "7g7f"][..],
        &["perft", "1", "7g7f", "zz"][..],
        &["play", "7g7f", "3c3d", "2b8h+"][..],
    ] {
        let o = run(args);
        assert_eq!(o.status.code(), Some(2), "{args:?}");
        assert_eq!(stdout(&o), "", "{args:?}");
        assert_eq!(stderr(&o).lines().count(), 1, "{args:?}");
    }
    let o = run(&["play", "7g7f", "3c3d", "2b8h+"]);
    assert!(stderr(&o).starts_with("move 3 (2b8h+): "), "{}", stderr(&o));
}

#[test]
fn repetition_and_perpetual_check_results() {
    let v = json(&[
        "play", "--json", "5i5h", "5a5b", "5h5i", "5b5a", "5i5h", "5a5b", "5h5i", "5b5a", "5i5h",
        "5a5b", "5h5i", "5b5a",
    ]);
    assert_eq!(v["result"]["reason"], "repetition");
    assert_eq!(v["result"]["winner"], serde_json::Value::Null);
    let mut args = vec![
        "play",
        "--json",
        "--position",
        "8k/9/9/9/9/9/9/9/R3K4 b - 1",
    ];
    args.extend("9i9a 1a1b 9a9b 1b1a 9b9a 1a1b 9a9b 1b1a 9b9a 1a1b 9a9b 1b1a 9b9a".split(' '));
    let v = json(&args);
    assert_eq!(v["result"]["reason"], "perpetual-check");
    assert_eq!(v["result"]["winner"], "gote");
}

#[test]
fn move_limit_option_draws() {
    let v = json(&["play", "--json", "--move-limit", "2", "7g7f", "3c3d"]);
    assert_eq!(v["result"]["reason"], "move-limit");
    assert_eq!(v["to_move"], serde_json::Value::Null);
}

#[test]
fn impasse_word_follows_the_chosen_rule() {
    let o = run(&["play", "--json", "--impasse", "24", "impasse"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).starts_with("move 1 (impasse): impasse: both kings"),
        "{}",
        stderr(&o)
    );
    let v = json(&[
        "play",
        "--json",
        "--impasse",
        "27",
        "--position",
        "RBGG1GGSS/SS7/4K4/9/9/9/9/9/4k4 b RB4n4l18p 1",
        "impasse",
    ]);
    assert_eq!(v["result"]["reason"], "impasse");
    assert_eq!(v["result"]["winner"], "sente");
    let o = run(&["play", "impasse"]);
    assert_eq!(o.status.code(), Some(2), "no impasse rule in force");
}

#[test]
fn bad_position_is_refused_with_the_reason() {
    let o = run(&["moves", "--position", "lnsgkgsnl/9/9/9/9/9/9/9/9 b - 1"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("sente has no king"), "{}", stderr(&o));
}

#[test]
fn render_writes_a_png_of_the_position_and_replay_a_gif() {
    let dir = scratch::Scratch::new("cli", "render");
    let png = dir.join("board.png");
    let o = run(&[
        "render",
        "--names",
        "alice,bob",
        "-o",
        png.to_str().unwrap(),
        "7g7f",
        "3c3d",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let bytes = std::fs::read(&png).unwrap();
    assert_eq!(&bytes[1..4], b"PNG");
    // Width and height from the IHDR chunk: about the mock-ups' 574×544.
    let w = u32::from_be_bytes(bytes[16..20].try_into().unwrap());
    let h = u32::from_be_bytes(bytes[20..24].try_into().unwrap());
    assert!(
        (540..=620).contains(&w) && (500..=580).contains(&h),
        "{w}×{h}"
    );
    let o = run(&[
        "render",
        "--variant",
        "yonin",
        "-o",
        png.to_str().unwrap(),
        "5g5f",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let o = run(&["render", "-o", png.to_str().unwrap(), "7g7e"]);
    assert_eq!(
        o.status.code(),
        Some(2),
        "a bad move is refused as everywhere else"
    );
    let record = dir.join("game.usi");
    std::fs::write(&record, "position startpos moves 7g7f 3c3d 8h2b+\n").unwrap();
    let gif = dir.join("game.gif");
    let o = run(&[
        "replay",
        record.to_str().unwrap(),
        "-o",
        gif.to_str().unwrap(),
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(&std::fs::read(&gif).unwrap()[..6], b"GIF89a");
    let _ = std::fs::remove_dir_all(&dir);
}
