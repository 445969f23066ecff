//! The shared notation data (tests/data/standard/notation.tsv): our KIF, KI2 and CSA writers produce
//! the listed strings, and every listed string (and the USI move) reads back as the listed move.

use shogiban::notation::{parse_move, write};
use shogiban::rules::{Move, Position};

fn rows(name: &str) -> Vec<Vec<String>> {
    let path = format!("{}/tests/data/standard/{name}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("{path}: {e}"))
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| l.split('\t').map(str::to_owned).collect())
        .collect()
}

#[test]
fn writers_produce_the_listed_strings_and_readers_accept_them() {
    let rows = rows("notation.tsv");
    assert!(rows.len() >= 400, "{} rows", rows.len());
    let mut failures = Vec::new();
    for row in &rows {
        let pos = Position::from_sfen(&row[0]).unwrap_or_else(|e| panic!("{}: {e}", row[0]));
        let prev = (row[1] != "-").then(|| Move::parse_usi(&row[1]).unwrap());
        let m = Move::parse_usi(&row[2]).unwrap();
        assert!(pos.is_legal(m), "{} {}", row[0], row[2]);
        let ours = [
            write::kif(&pos, m, prev),
            write::jsa(&pos, m, prev),
            write::csa(&pos, m),
        ];
        for (i, (got, want)) in ours.iter().zip(&row[3..6]).enumerate() {
            if got != want {
                failures.push(format!(
                    "{} {}: column {} ours {got} listed {want}",
                    row[0],
                    row[2],
                    i + 4
                ));
            }
        }
        for text in [
            &row[2],
            &row[3],
            &row[4],
            &row[5],
            &write::western(&pos, m),
            &write::csa_signed(&pos, m),
        ] {
            match parse_move(text, &pos, prev) {
                Ok(back) if back == m => {}
                other => failures.push(format!(
                    "{} {}: reading {text} gave {other:?}",
                    row[0], row[2]
                )),
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} failures:\n{}",
        failures.len(),
        failures.join("\n")
    );
}
