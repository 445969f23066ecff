//! Records written the way other shogi software writes them (Kifu for Windows, Kifu for iPhone,
//! Shogidokoro, pro-game relays, floodgate and an old CSA server; see tests/data/README.md): each is
//! read whole, with its headers, comments and result, and survives being written again.

use shogiban::notation::{CsaVersion, Format, Record, Termination};
use shogiban::rules::handicap::by_name;
use shogiban::rules::{Color, EndReason, Outcome};

fn file(name: &str) -> Vec<u8> {
    let path = format!("{}/tests/data/records/{name}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

fn read(name: &str) -> (Format, Record) {
    Record::read(&file(name)).unwrap_or_else(|e| panic!("{name}: {e}"))
}

fn header<'a>(r: &'a Record, key: &str) -> Option<&'a str> {
    r.headers
        .iter()
        .find(|(k, _)| k == key)
        .map(|(_, v)| v.as_str())
}

/// Written as KIF (UTF-8 and Shift-JIS) and KI2 and read back, the record is unchanged.
fn assert_survives_kif_and_ki2(r: &Record) {
    assert_eq!(Record::read(r.to_kifu().as_bytes()).unwrap().1, *r);
    assert_eq!(Record::read(&r.to_kif_shift_jis()).unwrap().1, *r);
    assert_eq!(Record::read(r.to_ki2().as_bytes()).unwrap().1, *r);
}

#[test]
fn kifu_for_windows_kif_in_shift_jis() {
    let bytes = file("kifu-for-windows.kif");
    assert!(std::str::from_utf8(&bytes).is_err(), "Shift-JIS");
    let (format, r) = read("kifu-for-windows.kif");
    assert_eq!(format, Format::Kif);
    // 開始日時 with a full-width colon is a date; 終了日時 is kept as written.
    assert_eq!(r.date.unwrap().to_string(), "2014/09/13 14:59:00");
    assert_eq!(header(&r, "終了日時"), Some("2014/09/13 15：47"));
    assert_eq!(header(&r, "戦型"), Some("四間飛車"));
    assert_eq!(header(&r, "持ち時間"), Some("各30分"));
    assert_eq!(header(&r, "場所"), Some("将棋会館"));
    assert_eq!(r.event.as_deref(), Some("第3回 職場対抗戦"));
    assert_eq!(r.sente.as_deref(), Some("山田太郎"));
    assert_eq!(r.gote.as_deref(), Some("鈴木花子"));
    assert!(r.is_even_start());
    // The main line only: the variation (変化：26手) is left out.
    assert_eq!(r.moves.len(), 30);
    assert_eq!(r.moves[29].to_usi(), "4b4e");
    assert_eq!(
        r.termination,
        Some(Termination::Resignation {
            loser: Color::Sente
        })
    );
    let comments: Vec<(usize, &str)> = r
        .comments
        .iter()
        .map(|c| (c.ply, c.text.as_str()))
        .collect();
    assert_eq!(comments, [(0, "対局開始"), (3, "角道を止めて四間飛車へ")]);
    assert_survives_kif_and_ki2(&r);
    let kif = r.to_kifu();
    assert!(kif.ends_with("  31 投了\nまで30手で後手の勝ち\n"), "{kif}");
}

#[test]
fn kifu_for_windows_ki2() {
    let (format, r) = read("kifu-for-windows.ki2");
    assert_eq!(format, Format::Ki2);
    assert_eq!(r.date.unwrap().to_string(), "2005/11/29");
    assert_eq!(r.moves.len(), 22);
    assert_eq!(
        r.termination,
        Some(Termination::Resignation { loser: Color::Gote })
    );
    assert_eq!(r.comments[0].ply, 22);
    assert_survives_kif_and_ki2(&r);
}

#[test]
fn a_pro_record_of_a_two_day_game_ends_at_the_sealed_move() {
    let (format, r) = read("pro-two-day-sealed.kif");
    assert_eq!(format, Format::Kif);
    // The date names both days: kept as text, the rest of the record read.
    assert_eq!(r.date, None);
    assert_eq!(header(&r, "開始日時"), Some("2005/11/29･30日"));
    assert_eq!(header(&r, "表題"), Some("王位戦"));
    assert_eq!(header(&r, "昼食休憩"), Some("12:30～13:30"));
    assert_eq!(r.sente.as_deref(), Some("佐藤一郎 八段"));
    assert_eq!(r.moves.len(), 22);
    assert_eq!(r.termination, Some(Termination::Abort));
    assert_survives_kif_and_ki2(&r);
}

#[test]
fn a_left_seven_piece_handicap_game() {
    let (_, r) = read("handicap-left-7-piece.kif");
    assert_eq!(r.start.to_sfen(), by_name("left-7-piece").unwrap().sfen);
    assert_eq!(r.handicap().map(|h| h.kif), Some("左七枚落ち"));
    assert_eq!(r.sente.as_deref(), Some("生徒"));
    assert_eq!(r.gote.as_deref(), Some("先生"));
    assert_eq!(r.moves.len(), 18);
    assert_eq!(
        r.termination,
        Some(Termination::Resignation { loser: Color::Gote })
    );
    assert_survives_kif_and_ki2(&r);
    let kif = r.to_kifu();
    assert!(
        kif.contains("手合割：左七枚落ち\n下手：生徒\n上手：先生\n"),
        "{kif}"
    );
    assert!(kif.ends_with("まで18手で下手の勝ち\n"), "{kif}");
    let csa = r.to_csa(CsaVersion::V22);
    assert!(csa.contains("PI82HI22KA91KY11KY81KE21KE31GI\n-\n"), "{csa}");
    assert_eq!(Record::read(csa.as_bytes()).unwrap().1, r);
}

#[test]
fn shogidokoro_engine_game_lost_on_time() {
    let (_, r) = read("shogidokoro.kif");
    assert_eq!(r.date.unwrap().to_string(), "2024/03/10 21:05:11");
    assert_eq!(header(&r, "表題"), Some("連続対局 3"));
    assert_eq!(r.sente.as_deref(), Some("Sunfish 1.2"));
    assert_eq!(r.moves.len(), 14);
    assert_eq!(
        r.termination,
        Some(Termination::Timeout {
            loser: Color::Sente
        })
    );
    // The engines' readings (`**対局 …`) are comments after their move.
    assert_eq!(r.comments.len(), 2);
    assert_eq!(r.comments[0].ply, 3);
    assert!(r.comments[0].text.starts_with("*対局 時間 00:01.2"));
    assert_survives_kif_and_ki2(&r);
    assert!(r
        .to_kifu()
        .ends_with("  15 切れ負け\nまで14手で時間切れにより後手の勝ち\n"));
}

#[test]
fn kifu_for_iphone_kifu_in_utf8_ending_in_repetition() {
    let (format, r) = read("kifu-for-iphone.kifu");
    assert_eq!(format, Format::Kif);
    // A date without seconds.
    assert_eq!(r.date.unwrap().to_string(), "2023/05/04 10:00:00");
    assert_eq!(header(&r, "場所"), Some("81Dojo"));
    assert_eq!(header(&r, "先手省略名"), Some("kaede"));
    assert_eq!(r.moves.len(), 14);
    // The rules reach the same verdict as the record: the fourth repetition.
    assert_eq!(
        r.termination,
        Some(Termination::Rules(Outcome {
            winner: None,
            reason: EndReason::Repetition
        }))
    );
    assert_survives_kif_and_ki2(&r);
}

#[test]
fn floodgate_csa_with_times_comments_and_summary() {
    let (format, r) = read("floodgate.csa");
    assert_eq!(format, Format::Csa);
    assert_eq!(r.sente.as_deref(), Some("alpha_engine_1c"));
    assert_eq!(r.gote.as_deref(), Some("beta-engine-i5"));
    assert!(r
        .event
        .as_deref()
        .unwrap()
        .starts_with("wdoor+floodgate-300-10F+"));
    assert_eq!(r.date.unwrap().to_string(), "2024/06/12 20:30:04");
    assert_eq!(r.moves.len(), 30);
    assert_eq!(
        r.termination,
        Some(Termination::Resignation {
            loser: Color::Sente
        })
    );
    // The comment lines after one move make one comment, as in KIF.
    assert!(r.comments[0]
        .text
        .contains("\nMax_Moves:256\nTime_Limit:00:05+10\nrating:"));
    let last = r.comments.last().unwrap();
    assert_eq!(
        (last.ply, last.text.as_str()),
        (
            30,
            "summary:toryo:alpha_engine_1c lose:beta-engine-i5 win\n$END_TIME:2024/06/12 20:41:17"
        )
    );
    assert!(r
        .comments
        .iter()
        .any(|c| c.ply == 1 && c.text == "** 38 -3334FU"));
    let back = Record::read(r.to_csa(CsaVersion::V22).as_bytes())
        .unwrap()
        .1;
    assert_eq!(back, r);
    assert_survives_kif_and_ki2(&r);
}

#[test]
fn floodgate_declaration_with_comments_on_the_same_line_and_kachi_twice() {
    let (_, r) = read("floodgate-kachi.csa");
    assert_eq!(
        r.start.to_sfen(),
        "+P+P+P+P1+P+P+R+R/+B3K3+B/9/9/9/9/ppppppppp/9/4k4 b 2G2g4s4n4l3p 1"
    );
    assert_eq!(r.moves.len(), 4);
    assert_eq!(
        r.termination,
        Some(Termination::Rules(Outcome {
            winner: Some(Color::Sente),
            reason: EndReason::Impasse
        }))
    );
    let texts: Vec<(usize, &str)> = r
        .comments
        .iter()
        .map(|c| (c.ply, c.text.as_str()))
        .collect();
    assert_eq!(texts[0], (1, "* 9999 -5948OU +4252OU"));
    assert_eq!(texts[1], (3, "* 9999"));
    assert_eq!(
        texts[2],
        (
            4,
            "* -5000 win\nsummary:kachi:alpha_engine_1c win:beta-engine-i5 lose\n$END_TIME:2024/06/13 00:30:11"
        )
    );
    assert_survives_kif_and_ki2(&r);
}

#[test]
fn an_old_csa_servers_record_in_euc_jp() {
    let bytes = file("old-server-euc-jp.csa");
    assert!(std::str::from_utf8(&bytes).is_err(), "EUC-JP");
    let (format, r) = read("old-server-euc-jp.csa");
    assert_eq!(format, Format::Csa);
    assert_eq!(r.sente.as_deref(), Some("将棋太郎"));
    assert_eq!(r.gote.as_deref(), Some("角行次郎"));
    assert_eq!(r.event.as_deref(), Some("第1回社内将棋大会 決勝"));
    assert_eq!(header(&r, "$TIME_LIMIT"), Some("00:15+00"));
    assert_eq!(r.moves.len(), 14);
    assert_eq!(
        r.termination,
        Some(Termination::Resignation {
            loser: Color::Sente
        })
    );
    let csa = r.to_csa(CsaVersion::V22);
    assert!(csa.contains("$TIME_LIMIT:00:15+00\n"), "{csa}");
    assert_eq!(Record::read(csa.as_bytes()).unwrap().1, r);
    // KIF has no line for a CSA time limit (its 持ち時間 is free text); the rest survives.
    let mut without = r.clone();
    without.headers.clear();
    assert!(!r.to_kifu().contains("00:15+00"));
    assert_survives_kif_and_ki2(&without);
}

#[test]
fn kifu_for_windows_kif_that_declares_utf8_but_is_shift_jis() {
    // The same game under a `#KIF version=2.0 encoding=UTF-8` header, the bytes still Shift-JIS.
    let bytes = file("kifu-for-windows-declares-utf8.kif");
    assert!(bytes.starts_with(b"#KIF version=2.0 encoding=UTF-8\r\n"));
    assert!(std::str::from_utf8(&bytes).is_err(), "Shift-JIS");
    let (format, r, encoding) =
        Record::read_with_encoding(&bytes).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(format, Format::Kif);
    assert_eq!(
        (encoding.read_as, encoding.declared),
        ("Shift_JIS", Some("UTF-8"))
    );
    assert_eq!(
        encoding.mismatch().as_deref(),
        Some("declared UTF-8, read as Shift_JIS")
    );
    // Read exactly as the honest file is.
    assert_eq!(r, read("kifu-for-windows.kif").1);
    assert_eq!(r.sente.as_deref(), Some("山田太郎"));
    // The honest Shift-JIS file has nothing to report.
    let (_, _, honest) = Record::read_with_encoding(&file("kifu-for-windows.kif")).unwrap();
    assert_eq!((honest.read_as, honest.mismatch()), ("Shift_JIS", None));
}
