//! Whole games to every ending through the table API (with the shared game data where it has the
//! sequence): repetition, perpetual check, move limit and the four-player team end. Checkmate,
//! resignation, time-out and two eliminations are in `tests.rs`.

use super::*;
use crate::rules::{Color, Seat};
use crate::table::game::Start;
use crate::test_support::{actor, Names};
use crate::test_support::{two_mut, Lines};

const T0: Timestamp = Timestamp(1_000_000);

/// The shared games.tsv line ending with `result`: (start SFEN, moves).
fn shared_game(result: &str) -> (String, Vec<String>) {
    let data = include_str!("../../tests/data/standard/games.tsv");
    let cols: Vec<&str> = data
        .lines()
        .map(|l| l.split('\t').collect::<Vec<_>>())
        .find(|c| c.len() == 3 && c[2] == result)
        .unwrap();
    (
        cols[0].to_owned(),
        cols[1].split(' ').map(str::to_owned).collect(),
    )
}

/// Plays `moves`, each by whoever is to move; returns the last reply's text.
fn play_all(t: &mut Table, moves: &[String], s: &Settings) -> String {
    let mut last = String::new();
    for m in moves {
        let g = t.game_as::<crate::rules::Game>().unwrap();
        let turn = g.turn();
        let who = g.seats[turn].plain_name().to_owned();
        let r = t
            .handle_line_with(&actor(&who), m, T0, &Names, s)
            .unwrap_or_else(|e| panic!("{who}: {m}: {e}"));
        last = r[0].text.en();
    }
    last
}

fn started(s: &Settings) -> Table {
    let mut t = Table::default();
    t.handle_line_with(&actor("alice"), "challenge @bob", T0, &Names, s)
        .unwrap();
    t.handle_line_with(&actor("bob"), "accept", T0, &Names, s)
        .unwrap();
    t
}

#[test]
fn fourfold_repetition_is_a_draw() {
    let (start, moves) = shared_game("draw repetition");
    assert!(start.starts_with("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b"));
    let s = Settings::default();
    let mut t = started(&s);
    let text = play_all(&mut t, &moves, &s);
    assert!(text.ends_with("Draw by repetition (sennichite)."), "{text}");
    let r = t
        .game_as::<crate::rules::Game>()
        .unwrap()
        .end
        .clone()
        .unwrap();
    assert_eq!(r.winner(), None);
    assert!(r.is_draw());
}

#[test]
fn perpetual_check_loses_for_the_checker() {
    // The shared sequence starts from its own position: a stored game from that SFEN.
    let (start, moves) = shared_game("gote perpetual-check");
    let s = Settings::default();
    let mut t = started(&s);
    two_mut(&mut t).restart_from(Start::parse(&start));
    let text = play_all(&mut t, &moves, &s);
    assert!(text.ends_with("bob wins by perpetual check."), "{text}");
    assert_eq!(
        t.game_as::<crate::rules::Game>()
            .unwrap()
            .end
            .clone()
            .unwrap()
            .winner(),
        Some(Color::Gote)
    );
}

#[test]
fn the_move_limit_setting_ends_the_game_in_a_draw() {
    let s = Settings::effective(
        &Default::default(),
        &[("move-limit".to_owned(), "6".to_owned())].into(),
    );
    let mut t = started(&s);
    let moves: Vec<String> = "7g7f 3c3d 2g2f 8c8d 2f2e 8d8e"
        .split(' ')
        .map(str::to_owned)
        .collect();
    let text = play_all(&mut t, &moves[..5], &s);
    assert!(text.ends_with("to move."), "{text}");
    let text = play_all(&mut t, &moves[5..], &s);
    assert!(text.ends_with("Draw at the move limit."), "{text}");
    // Without the setting the same game goes on.
    let d = Settings::default();
    let mut t = started(&d);
    assert!(play_all(&mut t, &moves, &d).ends_with("alice to move."));
}

#[test]
fn a_four_player_team_game_ends_when_a_team_is_out() {
    let data = include_str!("../../tests/data/yonin/yonin-teams.tsv");
    let cols: Vec<&str> = data
        .lines()
        .map(|l| l.split('\t').collect::<Vec<_>>())
        .find(|c| c.len() == 4 && c[3].contains(r#""reason": "team""#))
        .unwrap();
    let names = ["alice", "bob", "carol", "dave"];
    let mut t = Table::default();
    let run = |t: &mut Table, who: &str, line: &str| {
        t.handle_line(&actor(who), line, T0, &Names)
            .unwrap_or_else(|e| panic!("{who}: {line}: {e}"))[0]
            .text
            .clone()
    };
    run(&mut t, "alice", "yonin teams");
    for who in &names[1..] {
        run(&mut t, who, "join");
    }
    run(&mut t, "alice", "start");
    let mut last = String::new();
    for m in cols[1].split(' ') {
        let seat = t
            .game_as::<crate::rules::yonin::Game>()
            .unwrap()
            .game()
            .to_move()
            .unwrap();
        last = run(&mut t, names[seat.index()], m).en();
    }
    assert!(last.contains("Game over (a team lost a player)"), "{last}");
    let state: serde_json::Value = serde_json::from_str(cols[3]).unwrap();
    let r = t
        .game_as::<crate::rules::yonin::Game>()
        .unwrap()
        .end
        .clone()
        .unwrap();
    for s in Seat::ALL {
        assert_eq!(
            state["result"]["places"][s.name()],
            r.places.expect("places")[s] as u64
        );
    }
    let before = t.clone();
    assert!(matches!(
        t.handle_line(&actor("alice"), "9g9f", T0, &Names),
        Err(TableError::GameOver { .. })
    ));
    assert_eq!(t, before);
}
