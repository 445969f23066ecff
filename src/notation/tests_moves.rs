//! Unit tests: every notation form of the issue, and each kind of error with its message.

use super::*;
use crate::rules::{Move, Position};

fn pos(sfen: &str) -> Position {
    Position::from_sfen(sfen).unwrap_or_else(|e| panic!("{sfen}: {e}"))
}

/// The position after USI moves from the even start, and the last move.
fn after(moves: &[&str]) -> (Position, Option<Move>) {
    let mut p = Position::startpos();
    let mut last = None;
    for t in moves {
        let m = Move::parse_usi(t).unwrap();
        p.play(m).unwrap();
        last = Some(m);
    }
    (p, last)
}

fn reads(p: &Position, prev: Option<Move>, text: &str, usi: &str) {
    match parse_move(text, p, prev) {
        Ok(m) => assert_eq!(m.to_usi(), usi, "{text}"),
        Err(e) => panic!("{text}: {e}"),
    }
}

fn fails(p: &Position, prev: Option<Move>, text: &str) -> String {
    match parse_move(text, p, prev) {
        Ok(m) => panic!("{text} read as {m}"),
        Err(e) => e.to_string(),
    }
}

#[test]
fn usi_moves_case_and_width_insensitively() {
    let (p, _) = after(&["7g7f", "3c3d"]);
    reads(&p, None, "8h2b+", "8h2b+");
    reads(&p, None, "8h2b", "8h2b"); // USI: no mark means no promotion
    reads(&p, None, "8H2B+", "8h2b+");
    reads(&p, None, "８ｈ２ｂ＋", "8h2b+");
    reads(&Position::startpos(), None, " 7g7f ", "7g7f");
    let hand = pos("4k4/9/9/9/9/9/9/9/4K4 b P 1");
    reads(&hand, None, "P*5e", "P*5e");
    reads(&hand, None, "p*5e", "P*5e");
}

#[test]
fn japanese_destinations_marks_and_widths() {
    let p = Position::startpos();
    for text in [
        "７六歩",
        "76歩",
        "7六歩",
        "▲７六歩",
        "☗76歩",
        "▲ ７六歩",
        "七六歩",
        "７６歩",
    ] {
        reads(&p, None, text, "7g7f");
    }
    reads(&p, None, "５八玉", "5i5h");
    reads(&p, None, "５八王", "5i5h");
}

#[test]
fn same_square_and_kif_origins() {
    let (p, prev) = after(&["7g7f", "3c3d", "8h2b+"]);
    for text in [
        "同銀",
        "同　銀",
        "同 銀",
        "△同　銀",
        "☖同銀",
        "同　銀(31)",
        "２二銀",
    ] {
        reads(&p, prev, text, "3a2b");
    }
    let p = Position::startpos();
    reads(&p, None, "７六歩(77)", "7g7f");
    let bishop = pos("4k4/9/9/9/9/9/9/9/4K4 b B 1");
    reads(&bishop, None, "４五角打", "B*4e");
    reads(&bishop, None, "４五角", "B*4e"); // no board piece can go there: a drop
}

#[test]
fn promoted_piece_names() {
    let dragon = pos("4k4/7p1/9/9/9/9/9/9/4K2+R1 b - 1");
    for text in [
        "２二龍",
        "２二竜",
        "+Rx2b",
        "+R-2b",
        "+rx2b",
        "2i2b",
        "+2922RY",
    ] {
        reads(&dragon, None, text, "2i2b");
    }
    let lance = pos("4k4/9/9/9/9/9/9/9/+L3K4 b - 1");
    for text in [
        "９八成香",
        "９八杏",
        "９八杏(99)",
        "９八成香(99)",
        "+L-9h",
        "9998NY",
    ] {
        reads(&lance, None, text, "9i9h");
    }
    let silver = pos("4k4/9/9/9/9/9/9/9/+S3K4 b - 1");
    for text in ["９八成銀", "９八全", "+S-9h"] {
        reads(&silver, None, text, "9i9h");
    }
}

#[test]
fn relative_and_movement_words_from_the_movers_view() {
    // Sente golds on 6i and 4i: seen from sente, 4i is on the right.
    let p = Position::startpos();
    reads(&p, None, "５八金右", "4i5h");
    reads(&p, None, "５八金左", "6i5h");
    // Gote golds on 6a and 4a: seen from gote, 6a is on the right.
    let (g, _) = after(&["7g7f"]);
    reads(&g, None, "５二金右", "6a5b");
    reads(&g, None, "△５二金左", "4a5b");
    // 上 and 寄: golds on 6i (moves up) and 4h (moves sideways).
    let p = pos("4k4/9/9/9/9/9/9/5G3/3GK4 b - 1");
    reads(&p, None, "５八金上", "6i5h");
    reads(&p, None, "５八金寄", "4h5h");
    // 引: golds on 5g (moves back) and 6i (moves up).
    let p = pos("4k4/9/9/9/9/9/4G4/9/3G1K3 b - 1");
    reads(&p, None, "５八金引", "5g5h");
    reads(&p, None, "５八金上", "6i5h");
    // 直: golds on 6i and 5i, 5i advances straight.
    let p = pos("4k4/9/9/9/9/9/9/9/3GGK3 b - 1");
    reads(&p, None, "５八金直", "5i5h");
    reads(&p, None, "５八金左", "6i5h");
    assert_eq!(
        write::jsa(&p, Move::parse_usi("5i5h").unwrap(), None),
        "▲５八金直"
    );
    assert_eq!(
        write::jsa(&p, Move::parse_usi("6i5h").unwrap(), None),
        "▲５八金左"
    );
    // Combined: golds on 6h (sideways), 6i and 4i (both up); 左 alone would fit 6h and 6i.
    let p = pos("4k4/9/9/9/9/9/9/3G5/3G1G1K1 b - 1");
    let m = Move::parse_usi("6i5h").unwrap();
    assert_eq!(write::jsa(&p, m, None), "▲５八金左上");
    assert_eq!(
        write::jsa(&p, Move::parse_usi("6h5h").unwrap(), None),
        "▲５八金寄"
    );
    assert_eq!(
        write::jsa(&p, Move::parse_usi("4i5h").unwrap(), None),
        "▲５八金右"
    );
    reads(&p, None, "５八金左上", "6i5h");
    reads(&p, None, "５八金上左", "6i5h");
    reads(&p, None, "５八金寄", "6h5h");
    reads(&p, None, "５八金右", "4i5h");
    assert_eq!(
        fails(&p, None, "５八金左"),
        "ambiguous: could be ５八金寄 or ５八金左上"
    );
}

#[test]
fn promotion_words_and_drops() {
    let (p, _) = after(&["7g7f", "3c3d"]);
    reads(&p, None, "２二角成", "8h2b+");
    reads(&p, None, "２二角不成", "8h2b");
    reads(&p, None, "２二角生", "8h2b");
    reads(&p, None, "２二角成(88)", "8h2b+");
    reads(&p, None, "２二角(88)", "8h2b"); // KIF: an unmarked promotion is declined
    let p = pos("4k4/9/9/9/9/9/9/9/3GK4 b G 1");
    reads(&p, None, "５八金打", "G*5h");
    reads(&p, None, "５八金", "6i5h");
    assert_eq!(
        write::jsa(&p, Move::parse_usi("G*5h").unwrap(), None),
        "▲５八金打"
    );
    assert_eq!(
        write::kif(&p, Move::parse_usi("G*5h").unwrap(), None),
        "５八金打"
    );
}

#[test]
fn western_forms() {
    let p = Position::startpos();
    reads(&p, None, "P-7f", "7g7f");
    reads(&p, None, "P-76", "7g7f");
    reads(&p, None, "P7f", "7g7f");
    reads(&p, None, "ｐ－７ｆ", "7g7f");
    reads(&p, None, "G6i-5h", "6i5h");
    reads(&p, None, "G69-58", "6i5h");
    let (p, _) = after(&["7g7f", "3c3d"]);
    reads(&p, None, "Bx2b+", "8h2b+");
    reads(&p, None, "Bx2b=", "8h2b");
    reads(&p, None, "B8hx2b+", "8h2b+");
    let hand = pos("4k4/9/9/9/9/9/9/9/4K4 b B 1");
    reads(&hand, None, "B*5e", "B*5e");
    let silver = pos("4k4/2S6/1p7/9/9/9/9/9/4K4 b - 1");
    reads(&silver, None, "S72x83=", "7b8c");
    reads(&silver, None, "S7b-8c+", "7b8c+");
    assert_eq!(
        write::western(&silver, Move::parse_usi("7b8c").unwrap()),
        "Sx8c="
    );
    assert_eq!(
        write::western(&Position::startpos(), Move::parse_usi("6i5h").unwrap()),
        "G6i-5h"
    );
    assert_eq!(
        write::western(&Position::startpos(), Move::parse_usi("7g7f").unwrap()),
        "P-7f"
    );
}

#[test]
fn csa_forms() {
    let p = Position::startpos();
    reads(&p, None, "+7776FU", "7g7f");
    reads(&p, None, "7776FU", "7g7f");
    reads(&p, None, "+7776fu", "7g7f");
    let gote = pos("4k4/9/9/9/9/9/9/9/4K4 w b 1");
    reads(&gote, None, "-0045KA", "B*4e");
    assert_eq!(
        write::csa_signed(&gote, Move::parse_usi("B*4e").unwrap()),
        "-0045KA"
    );
    let (p, _) = after(&["7g7f", "3c3d"]);
    reads(&p, None, "+8822UM", "8h2b+");
    reads(&p, None, "+8822KA", "8h2b");
}

#[test]
fn ambiguous_texts_list_the_candidates_in_the_users_notation() {
    let p = Position::startpos();
    assert_eq!(
        fails(&p, None, "５八金"),
        "ambiguous: could be ５八金右 or ５八金左"
    );
    assert_eq!(
        fails(&p, None, "▲５八金"),
        "ambiguous: could be ▲５八金右 or ▲５八金左"
    );
    assert_eq!(
        fails(&p, None, "G-5h"),
        "ambiguous: could be G4i-5h or G6i-5h"
    );
    let (p, _) = after(&["7g7f", "3c3d"]);
    assert_eq!(
        fails(&p, None, "２二角"),
        "ambiguous: could be ２二角不成 or ２二角成"
    );
    assert_eq!(
        fails(&p, None, "Bx2b"),
        "ambiguous: could be Bx2b= or Bx2b+"
    );
    match parse_move("▲２二角", &p, None) {
        Err(MoveError::Ambiguous(c)) => assert_eq!(c, ["▲２二角不成", "▲２二角成"]),
        other => panic!("{other:?}"),
    }
}

#[test]
fn unparsable_texts_say_what_was_expected_where() {
    let p = Position::startpos();
    let cases = [
        ("", "cannot read the move: expected a move at character 1, found the end of the text"),
        ("７六", "cannot read the move: expected a piece (歩 香 桂 銀 金 角 飛 玉 と 成香 成桂 成銀 馬 龍) at character 3, found the end of the text"),
        ("７X歩", "cannot read the move: expected a rank (一-九) at character 2, found 'X'"),
        ("P-7z", "cannot read the move: expected a rank a-i (or 1-9) at character 4, found 'z'"),
        ("7g7", "cannot read the move: expected a rank letter a-i at character 4, found the end of the text"),
        ("7g7g", "cannot read the move: expected a destination other than the origin at character 3, found '7'"),
        ("7776XX", "cannot read the move: expected a CSA piece code (FU KY KE GI KI KA HI OU TO NY NK NG UM RY) at character 5, found 'X'"),
        ("Q-5e", "cannot read the move: expected a piece letter (P L N S G B R K) at character 1, found 'Q'"),
        ("+G-5e", "cannot read the move: expected a piece that can promote (P L N S B R) after + at character 2, found 'G'"),
        ("７六歩成打", "cannot read the move: expected no 打 after 成, 不成 or 右 左 直 上 引 寄 (a drop has none) at character 5, found '打'"),
        ("７六歩 x", "cannot read the move: expected the end of the move at character 5, found 'x'"),
        ("５八金右左", "cannot read the move: expected at most one of 右 左 直 at character 5, found '左'"),
        ("７六歩(7)", "cannot read the move: expected the origin's rank 1-9 at character 6, found ')'"),
    ];
    for (text, message) in cases {
        assert_eq!(fails(&p, None, text), message, "{text}");
    }
    let long = "7".repeat(1000);
    assert!(fails(&p, None, &long).contains("at character 65"));
}

#[test]
fn illegal_moves_name_the_rule() {
    let nifu = pos("4k4/9/9/9/9/9/4P4/9/4K4 b P 1");
    assert_eq!(
        fails(&nifu, None, "P*5e"),
        "nifu: sente already has an unpromoted pawn on file 5"
    );
    assert_eq!(
        fails(&nifu, None, "５五歩打"),
        "nifu: sente already has an unpromoted pawn on file 5"
    );
    assert!(matches!(
        parse_move("５五歩", &nifu, None),
        Err(MoveError::Illegal(crate::rules::IllegalMove::Nifu { .. }))
    ));
    let p = Position::startpos();
    assert_eq!(
        fails(&p, None, "5g5f+"),
        "promotion needs a move into, inside or out of the promotion zone"
    );
    assert_eq!(
        fails(&p, None, "５五角"),
        "a bishop on 8h cannot move to 5e"
    );
    assert_eq!(fails(&p, None, "７五歩"), "no pawn of sente can move to 7e");
    assert_eq!(fails(&p, None, "５五竜"), "sente has no dragon");
    assert_eq!(fails(&p, None, "P*5e"), "sente has no pawn in hand");
    assert_eq!(
        fails(&p, None, "△７六歩"),
        "the move is marked for gote, but it is sente's turn"
    );
    assert_eq!(
        fails(&p, None, "-3334FU"),
        "the move is marked for gote, but it is sente's turn"
    );
    assert_eq!(
        fails(&p, None, "同歩"),
        "同 (same square) needs a previous move"
    );
    assert_eq!(
        fails(&p, None, "７六銀(77)"),
        "the piece on 7g is a pawn, not a silver"
    );
    assert_eq!(
        fails(&p, None, "５八金寄"),
        "no gold of sente that matches 寄 can move to 5h"
    );
    assert_eq!(fails(&p, None, "5e5d"), "there is no piece on 5e");
    assert_eq!(fails(&p, None, "3c3d"), "the piece on 3c belongs to gote");
    let (p, _) = after(&["7g7f", "3c3d"]);
    assert_eq!(fails(&p, None, "２二角成打"), "cannot read the move: expected no 打 after 成, 不成 or 右 左 直 上 引 寄 (a drop has none) at character 5, found '打'");
    let king = pos("4k4/9/9/9/9/9/9/9/4K4 b - 1");
    assert_eq!(fails(&king, None, "K*5e"), "a king cannot be dropped");
}

#[test]
fn writers_follow_jsa_for_dragons_and_horses() {
    // Two dragons that both pull back to 4f: 左 and 右, never 直.
    let p = pos("ln1g4l/1ks6/1pp2pn1p/p2p1+R3/6+R2/P1s3P1P/1P1P2N2/2K6/LN2S3L b B2G3Pbgs4p 1");
    assert_eq!(
        write::jsa(&p, Move::parse_usi("4d4f").unwrap(), None),
        "▲４六龍左"
    );
    assert_eq!(
        write::jsa(&p, Move::parse_usi("3e4f").unwrap(), None),
        "▲４六龍右"
    );
    // Two horses move up to 5c, one straight: still 左/右.
    let p = pos("ln1g1R2l/1ks6/1pp1p1n1p/p2p+B+B3/9/P5P1P/1P1P2N2/2K6/LN2S2rL b 2G3Pg2s4p 1");
    assert_eq!(
        write::jsa(&p, Move::parse_usi("5d5c").unwrap(), None),
        "▲５三馬左"
    );
    assert_eq!(
        write::jsa(&p, Move::parse_usi("4d5c").unwrap(), None),
        "▲５三馬右"
    );
    for usi in ["4d5c", "5d5c"] {
        let m = Move::parse_usi(usi).unwrap();
        assert_eq!(parse_move(&write::jsa(&p, m, None), &p, None), Ok(m));
    }
}
