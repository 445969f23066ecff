//! What the table says back in everyday play: seats and hand-overs, takebacks, one thing at a
//! time, rematches, hints, impasse, help, exports and the clock on the board. Each test failed
//! before the fix it names.

use super::*;
use crate::test_support::Lines;
use crate::test_support::{actor, WithBot};

const T0: Timestamp = Timestamp(1_000_000);

fn run_with(t: &mut Table, who: &str, line: &str, s: &Settings) -> Result<Vec<Reply>, TableError> {
    t.handle_line_with(&actor(who), line, T0, &WithBot, s)
}

fn ok_with(t: &mut Table, who: &str, line: &str, s: &Settings) -> String {
    run_with(t, who, line, s)
        .unwrap_or_else(|e| panic!("{who}: {line}: {e}"))
        .iter()
        .map(|r| r.text.en())
        .collect::<Vec<_>>()
        .join("\n")
}

fn ok(t: &mut Table, who: &str, line: &str) -> String {
    ok_with(t, who, line, &Settings::default())
}

fn err(t: &mut Table, who: &str, line: &str) -> TableError {
    let before = t.clone();
    let e = run_with(t, who, line, &Settings::default()).expect_err(line);
    assert_eq!(*t, before, "a refused command changes nothing: {line}");
    e
}

fn started() -> Table {
    let mut t = Table::default();
    ok(&mut t, "alice", "challenge @bob");
    ok(&mut t, "bob", "accept");
    t
}

#[test]
fn the_readmes_four_player_example_seats_everyone() {
    let mut t = Table::default();
    ok(&mut t, "alice", "yonin");
    assert!(ok(&mut t, "bob", "join").contains("bob sits at west"));
    assert!(ok(&mut t, "carol", "join north").contains("carol sits at north"));
    assert!(ok(&mut t, "dave", "join").contains("dave sits at east"));
    assert!(ok(&mut t, "alice", "start").contains("Four-player game on"));
}

#[test]
fn computer_seats_are_named_by_seat_and_level() {
    let mut t = Table::default();
    ok(&mut t, "alice", "yonin");
    ok(&mut t, "alice", "add-computer west level=1");
    ok(&mut t, "alice", "add-computer north level=2");
    ok(&mut t, "alice", "add-computer east level=1");
    let text = ok(&mut t, "alice", "start");
    assert!(
        text.contains(
            "alice (south), shogiban (west, level 1), shogiban (north, level 2), shogiban (east, level 1)."
        ),
        "{text}"
    );
}

#[test]
fn a_takeback_is_for_ones_own_last_move() {
    let mut t = started();
    ok(&mut t, "alice", "7g7f");
    // bob has not moved: refused with the real reason, not offered and then impossible to grant.
    let e = err(&mut t, "bob", "takeback");
    assert_eq!(e, TableError::NoMoveOfYours);
    assert!(e.to_string().contains("you have not moved yet"), "{e}");
    // alice asks, bob agrees: her move goes back and it is her turn again.
    ok(&mut t, "alice", "takeback");
    assert!(ok(&mut t, "bob", "takeback").contains("Taken back. alice to move."));
    assert!(t
        .game_as::<crate::rules::Game>()
        .unwrap()
        .moves()
        .is_empty());
}

#[test]
fn four_player_takeback_says_why_not() {
    let mut t = Table::default();
    ok(&mut t, "alice", "yonin");
    for who in ["bob", "carol", "dave"] {
        ok(&mut t, who, "join");
    }
    ok(&mut t, "alice", "start");
    ok(&mut t, "alice", "5g5f");
    let e = err(&mut t, "alice", "takeback");
    assert_eq!(e, TableError::FourNoTakeback);
    assert!(!e.to_string().contains("there is no game"), "{e}");
}

#[test]
fn one_thing_at_a_table_at_a_time() {
    let mut t = started();
    // No challenge beside a game in play (it could never be accepted).
    assert!(matches!(
        err(&mut t, "carol", "challenge @dave"),
        TableError::GameInPlay { .. }
    ));
    let mut t = Table::default();
    ok(&mut t, "alice", "challenge @bob");
    // No lobby beside a waiting challenge, and no challenge beside an open lobby.
    let e = err(&mut t, "carol", "yonin");
    assert_eq!(
        e,
        TableError::ChallengeWaiting {
            from: "alice".into()
        }
    );
    assert!(e.to_string().contains("answer or `cancel` it first"), "{e}");
    let mut t = Table::default();
    ok(&mut t, "carol", "yonin");
    assert_eq!(
        err(&mut t, "alice", "challenge @bob"),
        TableError::LobbyOpen
    );
    // Two challenges may wait; accepting one withdraws the other, said in the reply.
    let mut t = Table::default();
    ok(&mut t, "alice", "challenge @bob");
    ok(&mut t, "carol", "challenge @dave");
    let text = ok(&mut t, "bob", "accept");
    assert!(text.contains("Withdrawn"), "{text}");
    assert!(text.contains("carol"), "{text}");
    assert!(t.challenges.is_empty());
    // A moderator can clear a stale challenge that blocks the table.
    let mut t = Table::default();
    ok(&mut t, "alice", "challenge @bob");
    let moderator = crate::test_support::moderator("dave");
    let r = t.handle_line(&moderator, "cancel", T0, &WithBot).unwrap();
    assert!(r[0].text.en().contains("cancelled the challenges of alice"));
    assert!(t.challenges.is_empty());
}

#[test]
fn a_rematch_asked_by_both_starts_the_game() {
    let mut t = started();
    ok(&mut t, "alice", "resign");
    assert!(ok(&mut t, "alice", "rematch").contains("alice challenges bob"));
    let text = ok(&mut t, "bob", "rematch");
    assert!(
        text.starts_with("Game on: ☗ bob (sente) vs ☖ alice (gote)"),
        "{text}"
    );
    assert!(t.challenges.is_empty(), "no second, opposite challenge");
}

#[test]
fn hints_and_answers_name_the_real_problem() {
    let mut t = started();
    assert_eq!(
        err(&mut t, "alice", "hint 5e"),
        TableError::NoPieceThere {
            square: Square::parse_usi("5e").unwrap()
        }
    );
    assert!(err(&mut t, "alice", "hint 5e")
        .to_string()
        .starts_with("no piece of the player to move on 5e"));
    // K is the king on the board, never a piece in hand.
    let text = ok(&mut t, "alice", "hint K");
    assert!(text.starts_with("5i can go to"), "{text}");
    assert!(matches!(
        err(&mut t, "alice", "hint P"),
        TableError::NotInHand {
            role: crate::rules::Role::Pawn
        }
    ));
    // `impasse` without the rule names the setting instead of reading as a move.
    let e = err(&mut t, "alice", "impasse");
    assert_eq!(e, TableError::NoImpasseRule);
    assert!(e.to_string().contains("settings impasse 24"), "{e}");
    // `accept @carol` when the challenge is alice's says so.
    let mut t = Table::default();
    ok(&mut t, "alice", "challenge @bob");
    let e = err(&mut t, "bob", "accept @carol");
    assert!(
        e.to_string().contains(
            "carol has not challenged you here; the challenge waiting for you is alice's"
        ),
        "{e}"
    );
}

#[test]
fn impasse_is_played_when_the_setting_is_on() {
    let s = Settings {
        rules: crate::rules::GameRules {
            impasse: Some(crate::rules::ImpasseRule::Declaration27),
            ..Default::default()
        },
        ..Settings::default()
    };
    let mut t = Table::default();
    ok_with(&mut t, "alice", "challenge @bob", &s);
    ok_with(&mut t, "bob", "accept", &s);
    // At the start the declaration falls short: the declarer loses, and the game says so.
    let text = ok_with(&mut t, "alice", "impasse", &s);
    assert!(
        text.starts_with("alice declares an impasse. bob wins by impasse."),
        "{text}"
    );
}

#[test]
fn help_has_a_four_player_topic_and_answers_unknown_topics_with_the_list() {
    let mut t = Table::default();
    let yonin = ok(&mut t, "alice", "help yonin");
    assert!(
        yonin.contains("S:5g5f") && yonin.contains("南５六歩"),
        "{yonin}"
    );
    assert!(
        yonin.contains("add-computer") && yonin.contains("resign"),
        "{yonin}"
    );
    let bogus = ok(&mut t, "alice", "help bogus");
    assert!(
        bogus.starts_with("There is no help topic `bogus`"),
        "{bogus}"
    );
    assert!(bogus.contains("`help yonin`"), "{bogus}");
    let moves = ok(&mut t, "alice", "help moves");
    assert!(
        moves.contains("７六歩") && moves.contains("P-7f"),
        "{moves}"
    );
    let all = ok(&mut t, "alice", "help");
    assert!(
        all.contains("impasse") && all.contains("`help clocks`"),
        "{all}"
    );
}

#[test]
fn exports_are_files_named_after_the_game() {
    let mut t = started();
    ok(&mut t, "alice", "7g7f");
    let r = run_with(&mut t, "alice", "export usi", &Settings::default()).unwrap();
    let (name, bytes) = r[0].file.clone().expect("usi is a file too");
    assert_eq!(name, "game-1-alice-vs-bob.usi.txt");
    assert!(String::from_utf8(bytes).unwrap().contains("7g7f"));
    ok(&mut t, "bob", "resign");
    ok(&mut t, "alice", "rematch");
    ok(&mut t, "bob", "accept");
    let r = run_with(&mut t, "bob", "export kif", &Settings::default()).unwrap();
    assert_eq!(r[0].file.as_ref().unwrap().0, "game-2-bob-vs-alice.kif");
}

#[test]
fn a_usi_export_holds_every_move_of_a_finished_game() {
    let mut t = started();
    // Golds shuffling until the fourth repetition ends the game (sennichite) after 12 plies.
    let cycle = ["4i4h", "4a4b", "4h4i", "4b4a"];
    for i in 0..12 {
        let who = if i % 2 == 0 { "alice" } else { "bob" };
        ok(&mut t, who, cycle[i % 4]);
    }
    assert!(t.game_as::<crate::rules::Game>().unwrap().is_over());
    let r = run_with(&mut t, "alice", "export usi", &Settings::default()).unwrap();
    let text = String::from_utf8(r[0].file.clone().unwrap().1).unwrap();
    let moves: Vec<&str> = text.split_whitespace().filter(|w| w.len() == 4).collect();
    assert_eq!(moves.len(), 12, "{text}");
    assert!(
        r[0].text.en().len() < 100,
        "the record is in the file, not the text"
    );
}

#[test]
fn the_board_shows_the_time_left() {
    let mut t = Table::default();
    ok(&mut t, "alice", "challenge @bob time=1d");
    ok(&mut t, "bob", "accept");
    let r = t
        .handle_line(&actor("carol"), "board", Timestamp(T0.0 + 3600), &WithBot)
        .unwrap();
    assert!(
        r[0].text.en().ends_with("23h left to move."),
        "{}",
        r[0].text
    );
}

#[test]
fn four_player_moves_are_announced_in_the_tables_notation() {
    let both = Settings::default();
    assert_eq!(both.notation, settings::NotationShown::Both);
    let mut t = Table::default();
    ok(&mut t, "alice", "yonin");
    for who in ["bob", "carol", "dave"] {
        ok(&mut t, who, "join");
    }
    ok(&mut t, "alice", "start");
    let text = ok_with(&mut t, "alice", "5g5f", &both);
    assert!(
        text.contains("alice (south) played 南５六歩 (S:P-5f)."),
        "{text}"
    );
}
