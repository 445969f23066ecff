//! The command line: `convert` between record formats, and moves in any notation for `play`.

use std::io::Write;
use std::process::{Command, Stdio};

fn run(args: &[&str], stdin: &[u8]) -> (i32, Vec<u8>, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_shogiban"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(stdin).unwrap();
    let out = child.wait_with_output().unwrap();
    (
        out.status.code().unwrap_or(-1),
        out.stdout,
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn convert_between_formats_through_stdin() {
    let usi = b"position startpos moves 7g7f 3c3d 8h2b+ 3a2b\n";
    let (code, kif, _) = run(&["convert", "--to", "kif", "-"], usi);
    assert_eq!(code, 0);
    assert!(std::str::from_utf8(&kif).is_err(), "kif is Shift-JIS");
    let (_, kifu, _) = run(&["convert", "--to", "kifu"], &kif);
    let kifu = String::from_utf8(kifu).unwrap();
    assert!(
        kifu.contains("   3 ２二角成(88)\n   4 同　銀(31)\n"),
        "{kifu}"
    );
    let (_, ki2, _) = run(&["convert", "--to", "ki2"], kifu.as_bytes());
    assert_eq!(
        String::from_utf8(ki2).unwrap(),
        "手合割：平手\n▲７六歩    △３四歩    ▲２二角成    △同　銀\n"
    );
    let (_, csa, _) = run(&["convert", "--to", "csa"], kifu.as_bytes());
    let csa = String::from_utf8(csa).unwrap();
    assert!(csa.starts_with("V2.2\nPI\n+\n+7776FU\n"), "{csa}");
    let (_, back, _) = run(&["convert", "--to", "usi"], csa.as_bytes());
    assert_eq!(back, usi);
}

#[test]
fn convert_refuses_a_bad_record_naming_the_line() {
    let (code, out, err) = run(
        &["convert", "--to", "usi"],
        "手合割：平手\n1 ７六歩(77)\n2 ７六歩(73)\n".as_bytes(),
    );
    assert_eq!(code, 2);
    assert!(out.is_empty());
    assert_eq!(
        err,
        "-: line 3: move 2 (７六歩(73)): a pawn on 7c cannot move to 7f\n"
    );
}

#[test]
fn play_and_moves_take_any_notation() {
    let (code, out, _) = run(
        &["play", "--json", "７六歩", "3c3d", "Bx2b+", "同　銀"],
        b"",
    );
    assert_eq!(code, 0);
    let out = String::from_utf8(out).unwrap();
    assert!(out.contains("\"ply\":4"), "{out}");
    let (code, out, err) = run(&["moves", "7g7f", "3c3d", "２二角"], b"");
    assert_eq!(code, 2);
    assert!(out.is_empty());
    assert_eq!(
        err,
        "move 3 (２二角): ambiguous: could be ２二角不成 or ２二角成\n"
    );
}

const YONIN: &str = "# yonin record 1
South: Alice
West: Bob
North:
East:
Settings: first-mover=south credit=checker continue-from=eliminated end=second-elimination teams=off partner-capture=allowed
Start: startpos
1. S:5g5f
2. W:7e6e
Result: *
";

#[test]
fn convert_to_yonin_detects_a_four_player_record() {
    // Typed in other notations, written back in the record's own form.
    let typed = YONIN
        .replace("1. S:5g5f", "1. 南５六歩")
        .replace("2. W:7e6e", "2. P-6e");
    let (code, out, err) = run(&["convert", "--to", "yonin"], typed.as_bytes());
    assert_eq!((code, err.as_str()), (0, ""));
    assert_eq!(String::from_utf8(out).unwrap(), YONIN);
    let (code, out, err) = run(&["convert", "--to", "kifu"], YONIN.as_bytes());
    assert_eq!(code, 2);
    assert!(out.is_empty());
    assert_eq!(
        err,
        "-: a four-player record is written only as yonin (--to yonin)\n"
    );
    let (code, _, err) = run(
        &["convert", "--to", "yonin"],
        b"position startpos moves 7g7f\n",
    );
    assert_eq!(code, 2);
    assert!(err.contains("needs a four-player record"), "{err}");
    let (code, out, err) = run(
        &["convert", "--to", "yonin"],
        YONIN.replace("2. W:7e6e", "2. W:7e5e").as_bytes(),
    );
    assert_eq!(code, 2);
    assert!(out.is_empty());
    assert!(err.starts_with("-: line 9: action 2 (W:7e5e): "), "{err}");
}

fn record_file(name: &str) -> String {
    format!("{}/tests/data/records/{name}", env!("CARGO_MANIFEST_DIR"))
}

/// `convert FILE --to FORMAT`, which must succeed; its output as text.
fn convert_file(name: &str, to: &str) -> String {
    let path = record_file(name);
    let (code, out, err) = run(&["convert", "--to", to, &path], b"");
    assert_eq!((code, err.as_str()), (0, ""), "{name}");
    String::from_utf8(out).unwrap()
}

#[test]
fn convert_reads_the_records_of_other_programs() {
    // Kifu for Windows (Shift-JIS KIF with a free-form time and a variation).
    let usi = convert_file("kifu-for-windows.kif", "usi");
    assert!(
        usi.starts_with("position startpos moves 7g7f 3c3d 2g2f 4c4d ")
            && usi.ends_with(" 4f4e 4b4e\n"),
        "{usi}"
    );
    let ki2 = convert_file("kifu-for-windows.kif", "ki2");
    assert!(
        ki2.starts_with("開始日時：2014/09/13 14:59:00\n棋戦：第3回 職場対抗戦\n終了日時："),
        "{ki2}"
    );
    // Kifu for Windows KI2.
    let csa = convert_file("kifu-for-windows.ki2", "csa");
    assert!(
        csa.ends_with("-5142OU\n'△４二玉まで。後手の投了。\n%TORYO\n"),
        "{csa}"
    );
    // A pro record of a two-day game, adjourned at the sealed move.
    let kifu = convert_file("pro-two-day-sealed.kif", "kifu");
    assert!(kifu.contains("開始日時：2005/11/29･30日\n"), "{kifu}");
    assert!(kifu.ends_with("  23 中断\nまで22手で中断\n"), "{kifu}");
    // A left seven-piece handicap game: CSA names the removed pieces.
    let csa = convert_file("handicap-left-7-piece.kif", "csa");
    assert!(
        csa.contains("\nPI82HI22KA91KY11KY81KE21KE31GI\n-\n-5354FU\n"),
        "{csa}"
    );
    // Shogidokoro, lost on time.
    let csa = convert_file("shogidokoro.kif", "csa");
    assert!(csa.ends_with("-3122GI\n%TIME_UP\n"), "{csa}");
    // Kifu for iPhone, UTF-8, a repetition draw.
    let ki2 = convert_file("kifu-for-iphone.kifu", "ki2");
    assert!(ki2.contains("場所：81Dojo\n"), "{ki2}");
    assert!(ki2.ends_with("△８二飛\nまで14手で千日手\n"), "{ki2}");
    // floodgate CSA and its declaration.
    let kifu = convert_file("floodgate.csa", "kifu");
    assert!(
        kifu.contains("先手：alpha_engine_1c\n後手：beta-engine-i5\n"),
        "{kifu}"
    );
    assert!(
        kifu.ends_with("  31 投了\nまで30手で後手の勝ち\n"),
        "{kifu}"
    );
    let kifu = convert_file("floodgate-kachi.csa", "kifu");
    assert!(
        kifu.ends_with("   5 入玉勝ち\nまで4手で先手の勝ち\n"),
        "{kifu}"
    );
    // An old CSA server's EUC-JP record.
    let kifu = convert_file("old-server-euc-jp.csa", "kifu");
    assert!(kifu.contains("先手：将棋太郎\n後手：角行次郎\n"), "{kifu}");
}

#[test]
fn a_kif_written_to_a_mate_says_who_won() {
    // Other readers (cshogi) take the winner from the まで line: a mate is a win there, not 詰み.
    let (code, out, _) = run(
        &["convert", "--to", "kifu"],
        b"position sfen 4k4/9/4P4/9/9/9/9/9/4K4 b G 1 moves G*5b\n",
    );
    assert_eq!(code, 0);
    let kifu = String::from_utf8(out).unwrap();
    assert!(
        kifu.ends_with("   1 ５二金打\n   2 詰み\nまで1手で先手の勝ち\n"),
        "{kifu}"
    );
}

#[test]
fn convert_reads_a_kif_that_declares_utf8_but_is_shift_jis_and_says_so() {
    // Kifu for Windows KIF in Shift-JIS under a `#KIF version=2.0 encoding=UTF-8` header.
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/records/kifu-for-windows-declares-utf8.kif"
    );
    let (code, kifu, err) = run(&["convert", "--to", "kifu", path], b"");
    assert_eq!(code, 0, "{err}");
    assert_eq!(err, format!("{path}: declared UTF-8, read as Shift_JIS\n"));
    let kifu = String::from_utf8(kifu).unwrap();
    assert!(kifu.contains("先手：山田太郎\n"), "{kifu}");
    assert!(kifu.contains("  30 同　飛(42)\n"), "{kifu}");
    // A record read as it declares is converted without a word on standard error.
    let (code, _, err) = run(&["convert", "--to", "usi", "-"], kifu.as_bytes());
    assert_eq!((code, err.as_str()), (0, ""));
}
