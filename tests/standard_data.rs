//! The shared standard-shogi test data (tests/data/standard): perft, legal move lists, game results.

use shogiban::rules::{Move, Position};

fn data(name: &str) -> Vec<Vec<String>> {
    let path = format!("{}/tests/data/standard/{name}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("{path}: {e}"))
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| l.split('\t').map(str::to_owned).collect())
        .collect()
}

#[test]
fn perft_small_depths_match_published_counts() {
    let mut checked = 0;
    for row in data("perft.tsv") {
        let depth: u32 = row[2].parse().unwrap();
        let nodes: u64 = row[3].parse().unwrap();
        if nodes > 2_000_000 {
            continue; // the large ones run in the ignored test and the benchmark
        }
        let pos = Position::from_sfen(&row[1]).unwrap();
        assert_eq!(pos.perft(depth), nodes, "{} depth {depth}", row[0]);
        checked += 1;
    }
    assert!(checked >= 4, "only {checked} perft rows checked");
}

#[test]
#[ignore = "large perft depths: run with --ignored in release"]
fn perft_large_depths_match_published_counts() {
    for row in data("perft.tsv") {
        let depth: u32 = row[2].parse().unwrap();
        let nodes: u64 = row[3].parse().unwrap();
        let pos = Position::from_sfen(&row[1]).unwrap();
        assert_eq!(pos.perft(depth), nodes, "{} depth {depth}", row[0]);
    }
}

#[test]
fn legal_moves_match_the_listed_sets_exactly() {
    let rows = data("legal-moves.tsv");
    assert!(rows.len() > 50);
    for row in rows {
        let pos = Position::from_sfen(&row[0]).unwrap_or_else(|e| panic!("{}: {e}", row[0]));
        let mut ours: Vec<String> = pos.legal_moves().iter().map(|m| m.to_usi()).collect();
        ours.sort();
        let expected: Vec<String> = row[2].split_whitespace().map(str::to_owned).collect();
        assert_eq!(ours.len(), row[1].parse::<usize>().unwrap(), "{}", row[0]);
        assert_eq!(ours, expected, "{}", row[0]);
        for m in &expected {
            assert!(pos.is_legal(Move::parse_usi(m).unwrap()), "{} {m}", row[0]);
        }
    }
}

#[test]
fn games_reach_the_listed_result() {
    use shogiban::rules::{Game, GameRules};
    let rows = data("games.tsv");
    assert!(rows.len() >= 10);
    for row in rows {
        let start = Position::from_sfen(&row[0]).unwrap();
        let mut game = Game::new(start, GameRules::default());
        for (i, text) in row[1].split_whitespace().enumerate() {
            let m = Move::parse_usi(text).unwrap();
            game.play(m)
                .unwrap_or_else(|e| panic!("{} move {} ({text}): {e}", row[0], i + 1));
        }
        let got = match game.outcome() {
            None => "ongoing".to_owned(),
            Some(o) => match o.winner {
                Some(w) => format!("{w} {}", o.reason.name()),
                None => format!("draw {}", o.reason.name()),
            },
        };
        assert_eq!(got, row[2], "{} {}", row[0], row[1]);
    }
}
