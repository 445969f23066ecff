//! Every game of the shared games.tsv survives every record format and encoding: written, then
//! read back (with the format detected), it has the same start, moves and result.

use shogiban::notation::{CsaVersion, Format, Record, Termination};
use shogiban::rules::{Game, GameRules, Move, Position};

fn rows(name: &str) -> Vec<Vec<String>> {
    let path = format!("{}/tests/data/standard/{name}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("{path}: {e}"))
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| l.split('\t').map(str::to_owned).collect())
        .collect()
}

fn games() -> Vec<(Record, String)> {
    rows("games.tsv")
        .into_iter()
        .map(|row| {
            let start = Position::from_sfen(&row[0]).unwrap();
            let mut game = Game::new(start, GameRules::default());
            for text in row[1].split_whitespace() {
                game.play(Move::parse_usi(text).unwrap()).unwrap();
            }
            (Record::from_game(&game), row[2].clone())
        })
        .collect()
}

fn result_name(t: Option<Termination>) -> String {
    match t {
        None => "ongoing".to_owned(),
        Some(Termination::Rules(o)) => match o.winner {
            Some(w) => format!("{w} {}", o.reason.name()),
            None => format!("draw {}", o.reason.name()),
        },
        Some(other) => format!("{other:?}"),
    }
}

#[test]
fn every_game_round_trips_through_every_format() {
    let games = games();
    assert!(games.len() >= 50);
    for (i, (record, result)) in games.iter().enumerate() {
        assert_eq!(&result_name(record.termination), result, "game {}", i + 1);
        let outputs: Vec<(Format, &str, Vec<u8>)> = vec![
            (Format::Kif, "kifu", record.to_kifu().into_bytes()),
            (Format::Kif, "kif", record.to_kif_shift_jis()),
            (Format::Ki2, "ki2", record.to_ki2().into_bytes()),
            (
                Format::Csa,
                "csa 2.2",
                record.to_csa(CsaVersion::V22).into_bytes(),
            ),
            (
                Format::Csa,
                "csa 3.0",
                record.to_csa(CsaVersion::V30).into_bytes(),
            ),
            (Format::Usi, "usi", record.to_usi().into_bytes()),
        ];
        for (format, name, bytes) in outputs {
            let (detected, back) = Record::read(&bytes).unwrap_or_else(|e| {
                panic!(
                    "game {} as {name}: {e}\n{}",
                    i + 1,
                    String::from_utf8_lossy(&bytes)
                )
            });
            assert_eq!(detected, format, "game {} as {name}", i + 1);
            assert_eq!(
                back.start.to_sfen(),
                record.start.to_sfen(),
                "game {} as {name}",
                i + 1
            );
            assert_eq!(back.moves, record.moves, "game {} as {name}", i + 1);
            assert_eq!(
                back.termination,
                record.termination,
                "game {} as {name}",
                i + 1
            );
        }
    }
}
