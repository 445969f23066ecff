//! Property tests: the readers never panic on arbitrary text or bytes, and every legal move of random
//! positions is written in each notation and read back as itself.

use proptest::prelude::*;
use shogiban::notation::{parse_move, write, CsaVersion, MoveText, Record};
use shogiban::rules::{Game, GameRules, Move, Position};

fn positions() -> Vec<(Position, Option<Move>)> {
    let mut out = vec![(Position::startpos(), None)];
    let mut p = Position::startpos();
    let mut last = None;
    for t in ["7g7f", "3c3d", "8h2b+", "3a2b", "B*4e", "6c6d"] {
        let m = Move::parse_usi(t).unwrap();
        p.play(m).unwrap();
        last = Some(m);
        out.push((p.clone(), last));
    }
    out.push((
        Position::from_sfen(
            "ln1g4l/1ks6/1pp2pn1p/p2p1+R3/6+R2/P1s3P1P/1P1P2N2/2K6/LN2S3L b B2G3Pbgs4p 1",
        )
        .unwrap(),
        last,
    ));
    out
}

/// Text made of the characters the notations use, so that the readers get deep.
fn notation_text() -> impl Strategy<Value = String> {
    proptest::collection::vec(
        prop::sample::select(vec![
            '1', '2', '5', '7', '9', '0', 'a', 'b', 'e', 'g', 'i', 'P', 'B', 'R', 'G', 'S', 'F',
            'U', 'K', 'A', '+', '-', '*', 'x', '=', '(', ')', ' ', '７', '六', '一', '九', '歩',
            '角', '金', '銀', '成', '不', '打', '同', '　', '右', '左', '直', '上', '引', '寄',
            '▲', '△', '龍', '竜', '杏', '全', '王', '生',
        ]),
        0..14,
    )
    .prop_map(|v| v.into_iter().collect())
}

fn kif_line() -> impl Strategy<Value = String> {
    prop_oneof![
        Just("手合割：平手".to_owned()),
        Just("手合割：二枚落ち".to_owned()),
        Just("後手の持駒：金二　歩十八".to_owned()),
        Just("|v香v桂 ・ ・v玉 ・ ・ ・ ・|一".to_owned()),
        Just("| ・ ・ ・ ・ 玉 ・ ・ ・ ・|九".to_owned()),
        Just("+---------------------------+".to_owned()),
        Just("後手番".to_owned()),
        Just("手数＝3".to_owned()),
        Just("*コメント".to_owned()),
        Just("変化：3手".to_owned()),
        Just("まで3手で先手の勝ち".to_owned()),
        Just("V2.2".to_owned()),
        Just("PI82HI".to_owned()),
        Just("P+00AL".to_owned()),
        Just("P1-KY-KE".to_owned()),
        Just("+".to_owned()),
        Just("%TORYO".to_owned()),
        Just("position startpos moves".to_owned()),
        (1..5u32, notation_text()).prop_map(|(n, t)| format!("{n:>4} {t}")),
        notation_text().prop_map(|t| format!("▲{t}")),
        notation_text().prop_map(|t| format!("+{t}")),
        notation_text(),
    ]
}

proptest! {
    #[test]
    fn move_readers_never_panic(text in any::<String>(), notation in notation_text()) {
        for (pos, prev) in positions() {
            for t in [&text, &notation] {
                if let Ok(m) = parse_move(t, &pos, prev) {
                    prop_assert!(pos.is_legal(m), "{t} gave illegal {m}");
                }
            }
        }
        let _ = MoveText::parse(&text);
    }

    #[test]
    fn record_readers_never_panic_on_bytes(bytes in proptest::collection::vec(any::<u8>(), 0..400)) {
        let _ = Record::read(&bytes);
    }

    #[test]
    fn record_readers_never_panic_on_near_records(lines in proptest::collection::vec(kif_line(), 0..12)) {
        let text = lines.join("\n");
        if let Ok((_, r)) = Record::read(text.as_bytes()) {
            // Whatever was read can be written in every format.
            let _ = (r.to_kifu(), r.to_ki2(), r.to_csa(CsaVersion::V30), r.to_usi());
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(12))]

    #[test]
    fn every_legal_move_round_trips_through_every_notation(choices in proptest::collection::vec(any::<u16>(), 40)) {
        let mut game = Game::new(Position::startpos(), GameRules::default());
        let mut prev = None;
        for c in choices {
            let pos = game.position().clone();
            let legal = pos.legal_moves();
            if legal.is_empty() || game.is_over() {
                break;
            }
            for &m in legal.iter() {
                for text in [
                    write::jsa(&pos, m, prev),
                    write::jsa_unmarked(&pos, m, prev),
                    write::kif(&pos, m, prev),
                    write::western(&pos, m),
                    write::csa(&pos, m),
                    write::csa_signed(&pos, m),
                    m.to_usi(),
                ] {
                    prop_assert_eq!(parse_move(&text, &pos, prev), Ok(m), "{} in {}", text, pos.to_sfen());
                }
            }
            let m = legal[c as usize % legal.len()];
            game.play(m).unwrap();
            prev = Some(m);
        }
    }
}
