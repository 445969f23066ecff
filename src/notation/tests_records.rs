//! Unit tests of the record formats: headers, handicaps, board diagrams, comments, variations, the
//! end of the game, encodings, and errors that name their line.

use super::*;
use crate::rules::{Color, EndReason, Game, GameRules, Move, Outcome, Position};

fn game(start: &str, moves: &str) -> Game {
    let mut g = Game::new(Position::from_sfen(start).unwrap(), GameRules::default());
    for t in moves.split_whitespace() {
        g.play(Move::parse_usi(t).unwrap()).unwrap();
    }
    g
}

fn read(text: &str) -> (Format, Record) {
    Record::read(text.as_bytes()).unwrap_or_else(|e| panic!("{e}\n{text}"))
}

fn read_err(text: &str) -> RecordError {
    match Record::read(text.as_bytes()) {
        Ok((f, r)) => panic!("read as {f:?}: {r:?}"),
        Err(e) => e,
    }
}

const KIF: &str = "\
# ---- Kifu for Windows V7 棋譜ファイル ----
開始日時：2024/01/02(火) 10:00:00
棋戦：練習対局
手合割：平手
先手：羽生
後手：藤井
*対局前のコメント
手数----指手---------消費時間--
   1 ７六歩(77)   ( 0:16/00:00:16)
*初手
   2 ３四歩(33)   ( 0:01/00:00:01)+
   3 ２二角成(88)   ( 0:02/00:00:18)
   4 同　銀(31)   ( 0:02/00:00:03)
   5 投了   ( 0:03/00:00:21)
まで4手で後手の勝ち

変化：2手
   2 ８四歩(83)   ( 0:00/00:00:01)
";

#[test]
fn kif_headers_comments_variations_and_resignation() {
    let (format, r) = read(KIF);
    assert_eq!(format, Format::Kif);
    assert_eq!(r.sente.as_deref(), Some("羽生"));
    assert_eq!(r.gote.as_deref(), Some("藤井"));
    assert_eq!(r.event.as_deref(), Some("練習対局"));
    assert_eq!(r.date.unwrap().to_string(), "2024/01/02 10:00:00");
    let usi: Vec<String> = r.moves.iter().map(|m| m.to_usi()).collect();
    assert_eq!(usi, ["7g7f", "3c3d", "8h2b+", "3a2b"]);
    assert_eq!(
        r.termination,
        Some(Termination::Resignation {
            loser: Color::Sente
        })
    );
    assert_eq!(
        r.comments,
        [
            Comment {
                ply: 0,
                text: "対局前のコメント".into()
            },
            Comment {
                ply: 1,
                text: "初手".into()
            }
        ]
    );
    // Written again and read back: the same record.
    let again = read(&r.to_kifu()).1;
    assert_eq!(again, r);
    let ki2 = r.to_ki2();
    assert!(
        ki2.contains("▲７六歩\n*初手\n△３四歩    ▲２二角成    △同　銀\nまで4手で後手の勝ち\n"),
        "{ki2}"
    );
    assert_eq!(read(&ki2), (Format::Ki2, r.clone()));
    let csa = r.to_csa(CsaVersion::V22);
    assert!(csa.starts_with("V2.2\nN+羽生\nN-藤井\n$EVENT:練習対局\n$START_TIME:2024/01/02 10:00:00\nPI\n+\n'対局前のコメント\n+7776FU\n'初手\n-3334FU\n+8822UM\n-3122GI\n%TORYO\n"), "{csa}");
    assert_eq!(read(&csa), (Format::Csa, r.clone()));
    let v3 = r.to_csa(CsaVersion::V30);
    assert!(v3.starts_with("'CSA encoding=UTF-8\nV3.0\n"), "{v3}");
    assert_eq!(read(&v3).1, r);
    assert_eq!(r.to_usi(), "position startpos moves 7g7f 3c3d 8h2b+ 3a2b\n");
}

#[test]
fn shift_jis_kif_is_detected_and_read() {
    let (_, r) = read(KIF);
    let bytes = r.to_kif_shift_jis();
    assert!(std::str::from_utf8(&bytes).is_err(), "Shift-JIS, not UTF-8");
    let (format, back) = Record::read(&bytes).unwrap();
    assert_eq!(format, Format::Kif);
    assert_eq!(back, r);
    // Windows line ends and a byte-order mark are accepted too.
    let mut bom = b"\xEF\xBB\xBF".to_vec();
    bom.extend(KIF.replace('\n', "\r\n").bytes());
    assert_eq!(Record::read(&bom).unwrap().1, r);
}

#[test]
fn handicap_headers_and_board_diagrams() {
    let g = game(handicap_sfen("2-piece"), "5c5d 7g7f");
    let mut r = Record::from_game(&g);
    r.sente = Some("下手の人".into());
    let kif = r.to_kifu();
    assert!(kif.contains("手合割：二枚落ち\n下手：下手の人\n"), "{kif}");
    assert!(kif.contains("   1 ５四歩(53)\n"), "{kif}");
    assert_eq!(read(&kif).1, r);
    let csa = r.to_csa(CsaVersion::V22);
    assert!(csa.contains("PI82HI22KA\n-\n-5354FU\n"), "{csa}");
    assert_eq!(read(&csa).1, r);
    // A start that is no named one: a BOD diagram, hands and the side to move kept.
    let g = game(
        "lnsgk2nl/1r4gs1/p1pppp1pp/6p2/9/2P6/PPBPPPPPP/7R1/LNSGKGSNL w bp 10",
        "",
    );
    let r = Record::from_game(&g);
    let kif = r.to_kifu();
    assert!(kif.contains("後手の持駒：角　歩　\n"), "{kif}");
    assert!(kif.contains("|v香v桂v銀v金v玉 ・ ・v桂v香|一\n"), "{kif}");
    assert!(kif.contains("先手の持駒：なし\n後手番\n手数＝9\n"), "{kif}");
    assert!(!kif.contains("手合割"), "{kif}");
    let back = read(&kif).1;
    assert_eq!(back.start.to_sfen(), r.start.to_sfen());
    assert_eq!(read(&r.to_ki2()).1.start.to_sfen(), r.start.to_sfen());
    let csa = r.to_csa(CsaVersion::V22);
    assert!(csa.contains("P-00KA00FU\n-\n"), "{csa}");
    // CSA has no move number: the position is the same, numbered from 1.
    let sfen = r.start.to_sfen().replace(" 10", " 1");
    assert_eq!(read(&csa).1.start.to_sfen(), sfen);
}

fn handicap_sfen(name: &str) -> &'static str {
    crate::rules::handicap::by_name(name).unwrap().sfen
}

#[test]
fn csa_reads_pi_removals_hands_rest_and_several_statements_a_line() {
    let text = "V2.2\nPI82HI22KA\n-\n-5354FU,T3\n+7776FU,T1\n%CHUDAN\n";
    let r = read(text).1;
    assert_eq!(r.start.to_sfen(), handicap_sfen("2-piece"));
    assert_eq!(r.moves.len(), 2);
    assert_eq!(r.termination, Some(Termination::Abort));
    let text = "P1 *  *  *  * -OU *  *  *  * \nP2 *  *  *  *  *  *  *  *  * \nP3 *  *  *  *  *  *  *  *  * \nP4 *  *  *  *  *  *  *  *  * \nP5 *  *  *  *  *  *  *  *  * \nP6 *  *  *  *  *  *  *  *  * \nP7 *  *  *  *  *  *  *  *  * \nP8 *  *  *  *  *  *  *  *  * \nP9 *  *  *  * +OU *  *  *  * \nP+00KI00KI\nP-00AL\n+\n+0052KI\n";
    let r = read(text).1;
    assert_eq!(
        r.start.to_sfen(),
        "4k4/9/9/9/9/9/9/9/4K4 b 2G2r2b2g4s4n4l18p 1"
    );
    assert_eq!(r.moves[0].to_usi(), "G*5b");
}

#[test]
fn every_termination_survives_kif_and_ki2() {
    let g = game(crate::rules::handicap::STARTPOS, "7g7f 3c3d");
    let base = Record::from_game(&g);
    let outcome = |winner, reason| Termination::Rules(Outcome { winner, reason });
    let all = [
        Termination::Resignation {
            loser: Color::Sente,
        },
        Termination::Resignation { loser: Color::Gote },
        Termination::Timeout {
            loser: Color::Sente,
        },
        Termination::Timeout { loser: Color::Gote },
        Termination::Illegal {
            loser: Color::Sente,
        },
        Termination::Illegal { loser: Color::Gote },
        Termination::Abort,
        outcome(None, EndReason::Repetition),
        outcome(None, EndReason::Impasse),
        outcome(Some(Color::Sente), EndReason::Impasse),
        // 詰み after moves that do not mate, the player to move said to be mated.
        Termination::StatedMate {
            loser: Color::Sente,
        },
    ];
    for t in all {
        let mut r = base.clone();
        r.termination = Some(t);
        assert_eq!(
            read(&r.to_kifu()).1.termination,
            Some(t),
            "KIF {t:?}\n{}",
            r.to_kifu()
        );
        assert_eq!(
            read(&r.to_ki2()).1.termination,
            Some(t),
            "KI2 {t:?}\n{}",
            r.to_ki2()
        );
    }
    // CSA says who ended the game only through the side to move, except for illegal actions.
    for t in [
        Termination::Resignation {
            loser: Color::Sente,
        },
        Termination::Timeout {
            loser: Color::Sente,
        },
        Termination::Illegal { loser: Color::Gote },
        Termination::Illegal {
            loser: Color::Sente,
        },
        Termination::Abort,
        outcome(None, EndReason::Repetition),
        outcome(None, EndReason::Impasse),
        outcome(None, EndReason::MoveLimit),
        outcome(Some(Color::Sente), EndReason::Impasse),
        Termination::StatedMate {
            loser: Color::Sente,
        },
    ] {
        let mut r = base.clone();
        r.termination = Some(t);
        for v in [CsaVersion::V22, CsaVersion::V30] {
            assert_eq!(read(&r.to_csa(v)).1.termination, Some(t), "CSA {t:?}");
        }
    }
    let mut r = base.clone();
    r.termination = Some(Termination::Timeout {
        loser: Color::Sente,
    });
    let kif = r.to_kifu();
    assert!(
        kif.ends_with("   3 切れ負け\nまで2手で時間切れにより後手の勝ち\n"),
        "{kif}"
    );
}

#[test]
fn terminal_words_of_a_kif() {
    let cases = [
        ("詰み", "まで2手で後手の勝ち"),
        ("千日手", ""),
        ("持将棋", ""),
        ("入玉勝ち", ""),
        ("切れ負け", ""),
        ("反則勝ち", ""),
        ("反則負け", ""),
        ("中断", ""),
    ];
    let expected = [
        Termination::StatedMate {
            loser: Color::Sente,
        },
        Termination::Rules(Outcome {
            winner: None,
            reason: EndReason::Repetition,
        }),
        Termination::Rules(Outcome {
            winner: None,
            reason: EndReason::Impasse,
        }),
        Termination::Rules(Outcome {
            winner: Some(Color::Sente),
            reason: EndReason::Impasse,
        }),
        Termination::Timeout {
            loser: Color::Sente,
        },
        Termination::Illegal { loser: Color::Gote },
        Termination::Illegal {
            loser: Color::Sente,
        },
        Termination::Abort,
    ];
    for ((word, summary), want) in cases.iter().zip(expected) {
        let text = format!("手合割：平手\n1 ７六歩(77)\n2 ３四歩(33)\n3 {word}\n{summary}\n");
        assert_eq!(read(&text).1.termination, Some(want), "{word}");
    }
}

#[test]
fn the_rules_verdict_wins_over_the_terminal_word() {
    // A drop mate: the replayed game is over by checkmate, whatever word the record uses.
    let mate = game("4k4/9/4P4/9/9/9/9/9/4K4 b G 1", "G*5b");
    let r = Record::from_game(&mate);
    assert_eq!(
        r.termination,
        Some(Termination::Rules(Outcome {
            winner: Some(Color::Sente),
            reason: EndReason::Checkmate
        }))
    );
    let kif = r.to_kifu();
    assert!(kif.contains("   2 詰み\nまで1手で先手の勝ち\n"), "{kif}");
    let written = kif.replace("詰み\n", "投了\n");
    assert_eq!(read(&written).1.termination, r.termination);
}

#[test]
fn errors_name_their_line() {
    let cases = [
        (
            "手合割：平手\n   1 ７六歩(77)\n   2 ３五歩(33)\n",
            "line 3: move 2 (３五歩(33)): a pawn on 3c cannot move to 3e",
        ),
        (
            "手合割：平手\n   1 ７六歩(77)\n   3 ３四歩(33)\n",
            "line 3: expected move number 2, found 3",
        ),
        (
            "手合割：平手\n   1 ７六歩(77)\nこれは何\n",
            "line 3: cannot read this line: 'これは何'",
        ),
        (
            "手合割：九枚落ち\n   1 ７六歩(77)\n",
            "line 1: unknown 手合割 '九枚落ち' and no board diagram",
        ),
        (
            "先手の持駒：歩百\n   1 ７六歩(77)\n",
            "line 1: cannot read the hand '歩百'",
        ),
        (
            "▲７六歩    △３四歩\n▲２二角\n",
            "line 2: move 3 (▲２二角): ambiguous: could be ▲２二角不成 or ▲２二角成",
        ),
        (
            "V2.2\nPI\n+\n+7776FU\n-3334FU\n+7776FU\n",
            "line 6: move 3 (+7776FU): there is no piece on 7g",
        ),
        (
            "V2.2\nPI\n+\n+7776FU\n%TORYO\n-3334FU\n",
            "line 6: a move after the end of the game (%TORYO on line 5)",
        ),
        (
            "position startpos moves 7g7f 7g7f\n",
            "line 1: move 2 (7g7f): there is no piece on 7g",
        ),
        (
            "後手の持駒：なし\n|v香v桂|一\n",
            "line 2: cannot read this rank of the board diagram",
        ),
    ];
    for (text, message) in cases {
        assert_eq!(read_err(text).to_string(), message, "{text}");
    }
    let e = Record::read(b"\xff\xfe\xfa\x00garbage").unwrap_err();
    assert_eq!(e.line, None);
    let e = Record::read(b"hello world").unwrap_err();
    assert_eq!(
        e.to_string(),
        "not a KIF, KI2, CSA or USI record (no header, move or position line)"
    );
}

#[test]
fn ki2_reads_marks_spacing_and_summary() {
    let text = "手合割：平手\n先手：A\n後手：B\n\n▲７六歩 △３四歩　▲２六歩\n*コメント\n△８四歩\nまで4手で後手の勝ち\n";
    let (format, r) = read(text);
    assert_eq!(format, Format::Ki2);
    assert_eq!(r.moves.len(), 4);
    assert_eq!(r.comments[0].ply, 3);
    assert_eq!(
        r.termination,
        Some(Termination::Resignation {
            loser: Color::Sente
        })
    );
}

#[test]
fn usi_records() {
    let r = read("position startpos moves 7g7f 3c3d\n").1;
    assert_eq!(r.moves.len(), 2);
    let r = read("7g7f 3c3d").1;
    assert_eq!(r.moves.len(), 2);
    let r = read("position sfen 4k4/9/9/9/9/9/9/9/4K4 b G 1 moves G*5h").1;
    assert_eq!(
        r.to_usi(),
        "position sfen 4k4/9/9/9/9/9/9/9/4K4 b G 1 moves G*5h\n"
    );
}

#[test]
fn dates() {
    for (text, shown) in [
        ("2024/01/02", "2024/01/02"),
        ("2024-1-2 9:05", "2024/01/02 09:05:00"),
        ("2024/01/02(火) 10:00:00", "2024/01/02 10:00:00"),
    ] {
        assert_eq!(DateTime::parse(text).unwrap().to_string(), shown);
    }
    for bad in ["", "2024/13/01", "2024/01/02 25:00", "yesterday", "2024/01"] {
        assert_eq!(DateTime::parse(bad), None, "{bad}");
    }
}

#[test]
fn fuzz_finding_a_rank_before_a_is_an_error_not_an_overflow() {
    // Found by the `usi` fuzz target: Move::parse_usi overflows on a rank byte of '`' in debug builds,
    // so the readers use their own USI syntax.
    let e = read_err("position startpos moves 7g7f 8g8`\n");
    assert_eq!(
        e.to_string(),
        "line 1: move 2 (8g8`): cannot read the move: expected a rank letter a-i at character 4, found '`'"
    );
    assert!(detect("7g7f 8g8`").is_none());
}

// --- Records written by other software (issue #13, items 6–11) ----------------------------------

#[test]
fn a_free_form_date_is_kept_as_text_and_a_full_width_time_is_read() {
    // Pro records of two-day games give both days; the record is read, the date kept as written.
    let text = "開始日時：2005/11/29･30日\n表題：王将戦\n手合割：平手\n   1 ７六歩(77)\n";
    let r = read(text).1;
    assert_eq!(r.date, None);
    assert_eq!(
        r.headers,
        [
            ("開始日時".to_owned(), "2005/11/29･30日".to_owned()),
            ("表題".to_owned(), "王将戦".to_owned())
        ]
    );
    let kif = r.to_kifu();
    assert!(
        kif.contains("開始日時：2005/11/29･30日\n表題：王将戦\n手合割：平手\n"),
        "{kif}"
    );
    assert_eq!(read(&kif).1, r);
    assert_eq!(read(&r.to_ki2()).1, r);
    // Shift-JIS has the half-width ･: the record survives the .kif encoding too.
    assert_eq!(Record::read(&r.to_kif_shift_jis()).unwrap().1, r);
    // CSA has $START_TIME for it; 表題 has no CSA key and is left out there.
    let csa = r.to_csa(CsaVersion::V22);
    assert!(csa.contains("$START_TIME:2005/11/29･30日\nPI\n"), "{csa}");
    assert!(!csa.contains("王将戦"), "{csa}");
    assert_eq!(read(&csa).1.headers, r.headers[..1]);

    for (value, shown) in [
        ("2014/09/13 14：59", "2014/09/13 14:59:00"),
        ("２０１４/０９/１３", "2014/09/13"),
        ("2014年9月13日(土) 10:00", "2014/09/13 10:00:00"),
    ] {
        let r = read(&format!("開始日時：{value}\n   1 ７六歩(77)\n")).1;
        assert_eq!(
            r.date.map(|d| d.to_string()).as_deref(),
            Some(shown),
            "{value}"
        );
        assert!(r.headers.is_empty());
    }
}

#[test]
fn unknown_kif_headers_survive_a_round_trip() {
    let text = "\
開始日時：2024/01/02 10:00:00
終了日時：2024/01/02 12:34:56
棋戦：練習対局
持ち時間：各10分
場所：将棋会館
戦型：相掛かり
先手省略名：羽生
手合割：平手
先手：羽生善治
後手：藤井聡太
   1 ２六歩(27)
";
    let r = read(text).1;
    let keys: Vec<&str> = r.headers.iter().map(|(k, _)| k.as_str()).collect();
    assert_eq!(keys, ["終了日時", "持ち時間", "場所", "戦型", "先手省略名"]);
    let kif = r.to_kifu();
    assert!(
        kif.contains("棋戦：練習対局\n終了日時：2024/01/02 12:34:56\n持ち時間：各10分\n場所：将棋会館\n戦型：相掛かり\n先手省略名：羽生\n手合割：平手\n"),
        "{kif}"
    );
    assert_eq!(read(&kif).1, r);
    // Through CSA: the keys CSA has ($END_TIME, $SITE, $OPENING) come back under their KIF names.
    let csa = r.to_csa(CsaVersion::V22);
    assert!(
        csa.contains("$END_TIME:2024/01/02 12:34:56\n$SITE:将棋会館\n$OPENING:相掛かり\nPI\n"),
        "{csa}"
    );
    let back = read(&csa).1;
    let keys: Vec<&str> = back.headers.iter().map(|(k, _)| k.as_str()).collect();
    assert_eq!(keys, ["終了日時", "場所", "戦型"]);
    // A CSA key that KIF has no name for stays in CSA.
    let r = read("V2.2\n$TIME_LIMIT:00:25+00\n$SITE:floodgate\nPI\n+\n+7776FU\n").1;
    assert_eq!(
        r.headers,
        [
            ("$TIME_LIMIT".to_owned(), "00:25+00".to_owned()),
            ("場所".to_owned(), "floodgate".to_owned())
        ]
    );
    assert!(r
        .to_csa(CsaVersion::V22)
        .contains("$TIME_LIMIT:00:25+00\n$SITE:floodgate\n"));
    let kif = r.to_kifu();
    assert!(
        kif.contains("場所：floodgate\n") && !kif.contains("TIME_LIMIT"),
        "{kif}"
    );
}

#[test]
fn a_sealed_move_ends_the_record_like_an_adjournment() {
    // 封じ手: the game stops overnight; the record so far ends without a result.
    for ending in [
        "   3 封じ手\n",
        "   3 封じ手\nまで2手で封じ手\n",
        "まで2手で封じ手\n",
    ] {
        let text = format!("手合割：平手\n   1 ７六歩(77)\n   2 ３四歩(33)\n{ending}");
        let r = read(&text).1;
        assert_eq!(r.moves.len(), 2, "{ending}");
        assert_eq!(r.termination, Some(Termination::Abort), "{ending}");
    }
    let e = read_err("手合割：平手\n   1 ７六歩(77)\n   2 封じ手\n   3 ２六歩(27)\n");
    assert_eq!(
        e.to_string(),
        "line 4: a move after the end of the game (中断 on line 3)"
    );
}

#[test]
fn kif_summary_lines_are_the_ones_kifu_for_windows_writes() {
    // Other readers take the result from this line: cshogi matches `まで(\d+)手で(先|後)手の勝ち`,
    // 千日手, 持将棋, 中断 and the 反則 forms, so a mate is written as a win, not as 詰み.
    let mate = game("4k4/9/4P4/9/9/9/9/9/4K4 b G 1", "G*5b");
    let r = Record::from_game(&mate);
    assert!(r.to_kifu().ends_with("   2 詰み\nまで1手で先手の勝ち\n"));
    let g = game(crate::rules::handicap::STARTPOS, "7g7f 3c3d 2g2f");
    let base = Record::from_game(&g);
    let outcome = |winner, reason| Termination::Rules(Outcome { winner, reason });
    let cases = [
        (
            Termination::Resignation { loser: Color::Gote },
            "   4 投了\nまで3手で先手の勝ち\n",
        ),
        (
            Termination::Timeout { loser: Color::Gote },
            "   4 切れ負け\nまで3手で時間切れにより先手の勝ち\n",
        ),
        (
            Termination::Illegal { loser: Color::Gote },
            "   4 反則負け\nまで3手で後手の反則負け\n",
        ),
        (
            Termination::Illegal {
                loser: Color::Sente,
            },
            "   4 反則勝ち\nまで3手で後手の反則勝ち\n",
        ),
        (
            outcome(None, EndReason::Repetition),
            "   4 千日手\nまで3手で千日手\n",
        ),
        (
            outcome(None, EndReason::Impasse),
            "   4 持将棋\nまで3手で持将棋\n",
        ),
        (
            outcome(Some(Color::Gote), EndReason::Impasse),
            "   4 入玉勝ち\nまで3手で後手の勝ち\n",
        ),
        (Termination::Abort, "   4 中断\nまで3手で中断\n"),
    ];
    for (t, end) in cases {
        let mut r = base.clone();
        r.termination = Some(t);
        let kif = r.to_kifu();
        assert!(kif.ends_with(end), "{t:?}\n{kif}");
        assert_eq!(read(&kif).1.termination, Some(t), "{kif}");
        // Without the terminal word (KI2), the summary alone says how the game ended.
        assert_eq!(read(&r.to_ki2()).1.termination, Some(t), "{}", r.to_ki2());
    }
    // A handicap game names 下手 and 上手.
    let g = game(handicap_sfen("2-piece"), "5c5d 7g7f");
    let mut r = Record::from_game(&g);
    r.termination = Some(Termination::Resignation { loser: Color::Gote });
    assert!(r.to_kifu().ends_with("まで2手で下手の勝ち\n"));
}

#[test]
fn floodgate_comments_after_a_move_or_the_end_and_a_repeated_kachi() {
    let text = "V2\nN+alpha\nN-beta\nPI\n+\n+7776FU,T12,'* 30 -3334FU +2726FU\n-3334FU,T3\n%KACHI,'* -5000 win\n%KACHI\n'summary:kachi:alpha win:beta lose\n";
    let r = read(text).1;
    assert_eq!(r.moves.len(), 2);
    assert_eq!(
        r.termination,
        Some(Termination::Rules(Outcome {
            winner: Some(Color::Sente),
            reason: EndReason::Impasse
        }))
    );
    let comments: Vec<(usize, &str)> = r
        .comments
        .iter()
        .map(|c| (c.ply, c.text.as_str()))
        .collect();
    assert_eq!(
        comments,
        [
            (1, "* 30 -3334FU +2726FU"),
            (2, "* -5000 win\nsummary:kachi:alpha win:beta lose")
        ]
    );
    // A different end after the first is still refused.
    let e = read_err("V2\nPI\n+\n+7776FU\n%KACHI\n%TORYO\n");
    assert_eq!(
        e.to_string(),
        "line 6: the game already ended (%KACHI on line 5)"
    );
}

#[test]
fn euc_jp_records_are_read_and_shift_jis_stays_shift_jis() {
    let text = "V2.2\nN+将棋太郎\nN-角行次郎\n$EVENT:第1回社内将棋大会\nPI\n+\n+7776FU,T10\n-3334FU,T5\n%TORYO\n";
    let euc = encoding_rs::EUC_JP.encode(text).0.into_owned();
    assert!(std::str::from_utf8(&euc).is_err());
    let (format, r) = Record::read(&euc).unwrap();
    assert_eq!(format, Format::Csa);
    assert_eq!(r.sente.as_deref(), Some("将棋太郎"));
    assert_eq!(r.gote.as_deref(), Some("角行次郎"));
    assert_eq!(r.event.as_deref(), Some("第1回社内将棋大会"));
    // The same text in Shift-JIS, with a half-width ･ as in pro records' dates.
    let sjis_text = text.replace("$EVENT", "$START_TIME:2005/11/29･30日\n$EVENT");
    let sjis = encoding_rs::SHIFT_JIS.encode(&sjis_text).0.into_owned();
    let r = Record::read(&sjis).unwrap().1;
    assert_eq!(r.sente.as_deref(), Some("将棋太郎"));
    assert_eq!(r.headers[0].1, "2005/11/29･30日");
    // A record that names its encoding is read in it.
    let named = format!("'CSA encoding=EUC-JP\n{text}");
    let bytes = encoding_rs::EUC_JP.encode(&named).0.into_owned();
    assert_eq!(
        Record::read(&bytes).unwrap().1.gote.as_deref(),
        Some("角行次郎")
    );
    // A record whose declared encoding does not decode it is read as detection finds it, and
    // says so.
    let wrong = "#KIF version=2.0 encoding=Shift_JIS\n手合割：平手\n先手：将棋太郎\n";
    let bytes = encoding_rs::EUC_JP.encode(wrong).0.into_owned();
    let (_, r, encoding) = Record::read_with_encoding(&bytes).unwrap();
    assert_eq!(r.sente.as_deref(), Some("将棋太郎"));
    assert_eq!(
        encoding.mismatch().as_deref(),
        Some("declared Shift_JIS, read as EUC-JP")
    );
    // ASCII reads the same in any encoding: no mismatch to report.
    let (_, _, encoding) =
        Record::read_with_encoding(b"#KIF version=2.0 encoding=Shift_JIS\n1 7g7f\n").unwrap();
    assert_eq!((encoding.read_as, encoding.mismatch()), ("Shift_JIS", None));
    // Bytes no encoding reads are refused, naming the declaration.
    let e = Record::read(b"#KIF encoding=UTF-8\n\xff\xff\xff").unwrap_err();
    assert_eq!(
        e.to_string(),
        "the record declares UTF-8 but is neither UTF-8, Shift-JIS nor EUC-JP text"
    );
}

#[test]
fn every_handicap_is_written_and_read_in_kif_ki2_and_csa() {
    for h in crate::rules::handicap::HANDICAPS {
        // 上手 (gote) moves first; 5c5d is possible in every handicap start.
        let g = game(h.sfen, "5c5d 7g7f");
        let mut r = Record::from_game(&g);
        r.termination = Some(Termination::Resignation { loser: Color::Gote });
        assert_eq!(r.handicap(), Some(&h));
        let kif = r.to_kifu();
        assert!(kif.contains(&format!("手合割：{}\n", h.kif)), "{kif}");
        assert!(!kif.contains("|一"), "no board diagram: {kif}");
        assert!(kif.ends_with("まで2手で下手の勝ち\n"), "{kif}");
        assert_eq!(read(&kif).1, r, "{}", h.name);
        assert_eq!(read(&r.to_ki2()).1, r, "{}", h.name);
        assert_eq!(Record::read(&r.to_kif_shift_jis()).unwrap().1, r);
        let csa = r.to_csa(CsaVersion::V22);
        assert!(
            csa.contains("\nPI") && csa.contains("\n-\n-5354FU\n"),
            "{csa}"
        );
        assert_eq!(read(&csa).1, r, "{}", h.name);
    }
    let csa = read("V2.2\nPI\n+\n").1.to_csa(CsaVersion::V22);
    assert!(csa.contains("PI\n"), "{csa}");
    let left7 = Record::new(Position::from_sfen(handicap_sfen("left-7-piece")).unwrap());
    assert!(left7
        .to_csa(CsaVersion::V22)
        .contains("PI82HI22KA91KY11KY81KE21KE31GI\n-\n"));
    // KIF writers' variants of the names.
    for (name, handicap) in [
        ("飛落ち", "rook"),
        ("飛車香落ち", "rook-lance"),
        ("２枚落ち", "2-piece"),
        ("左七枚落ち", "left-7-piece"),
        ("右七枚落ち", "right-7-piece"),
    ] {
        let text = format!("手合割：{name}\n手数----指手---------消費時間--\n   1 ５四歩(53)\n");
        let r = read(&text).1;
        assert_eq!(r.start.to_sfen(), handicap_sfen(handicap), "{name}");
        assert_eq!(r.moves.len(), 1);
    }
}
