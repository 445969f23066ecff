use super::*;
use crate::rules::{yonin, Seat};
use crate::table::command::CommandError;
use crate::table::game::{Occupant, Start};
use crate::test_support::{actor, Names};
use crate::test_support::{two_mut, Lines};

const T0: Timestamp = Timestamp(1_000_000);

fn run(t: &mut Table, who: &str, line: &str) -> Result<Vec<Reply>, TableError> {
    t.handle_line(&actor(who), line, T0, &Names)
}

fn ok(t: &mut Table, who: &str, line: &str) -> String {
    let r = run(t, who, line).unwrap_or_else(|e| panic!("{who}: {line}: {e}"));
    r.iter().map(|r| r.text.en()).collect::<Vec<_>>().join("\n")
}

fn err(t: &mut Table, who: &str, line: &str) -> TableError {
    let before = t.clone();
    let e = run(t, who, line).expect_err(line);
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
fn challenge_accept_and_mate_announces_the_winner() {
    let mut t = Table::default();
    let text = ok(&mut t, "alice", "challenge @bob");
    assert!(text.contains("alice challenges bob"), "{text}");
    let text = ok(&mut t, "bob", "accept");
    assert!(text.contains("alice (sente) vs ☖ bob"), "{text}");
    // The shortest checkmate from the start in the shared test data (62 plies, gote mates).
    let game = include_str!("../../tests/data/standard/games.tsv")
        .lines()
        .map(|l| l.split('\t').collect::<Vec<_>>())
        .filter(|c| {
            c.len() == 3 && c[0].starts_with("lnsgkgsnl/1r5b1/") && c[2] == "gote checkmate"
        })
        .map(|c| c[1].split(' ').collect::<Vec<_>>())
        .min_by_key(Vec::len)
        .expect("a checkmate in the data");
    let (mate, before) = game.split_last().unwrap();
    for (i, m) in before.iter().enumerate() {
        let text = ok(&mut t, ["alice", "bob"][i % 2], m);
        assert!(!text.contains("wins"), "ply {}: {text}", i + 1);
    }
    let text = ok(&mut t, "bob", mate);
    assert!(text.contains("bob wins by checkmate."), "{text}");
    let e = err(&mut t, "alice", "7g7f");
    assert!(e.to_string().contains("the game is over"), "{e}");
}

#[test]
fn checkmate_ends_the_game_with_the_result_line() {
    let mut t = Table::default();
    ok(&mut t, "alice", "challenge @bob");
    ok(&mut t, "bob", "accept");
    // Replace the start by a near-mate position through the stored form.
    two_mut(&mut t).restart_from(Start::Sfen("4k4/9/4P4/9/9/9/9/9/4K4 b G 1".to_owned()));
    let text = ok(&mut t, "alice", "G*5b");
    assert!(text.contains("alice wins by checkmate"), "{text}");
    let e = err(&mut t, "bob", "5a4a");
    assert!(e.to_string().contains("the game is over"), "{e}");
}

#[test]
fn refusals_are_specific_and_change_nothing() {
    let mut t = started();
    assert_eq!(
        err(&mut t, "bob", "3c3d"),
        TableError::NotYourTurn {
            to_move: Msg::raw("alice")
        }
    );
    assert!(matches!(
        err(&mut t, "carol", "7g7f"),
        TableError::NotAPlayer { .. }
    ));
    let e = err(&mut t, "alice", "7g7e");
    assert_eq!(e.to_string(), "7g7e: a pawn on 7g cannot move to 7e");
    let e = err(&mut t, "alice", "zz9");
    assert!(e.to_string().contains("cannot read the move"), "{e}");
    let e = err(&mut t, "alice", "resing");
    assert!(e.to_string().contains("did you mean `resign`"), "{e}");
    let e = err(&mut t, "alice", &"x".repeat(100_000));
    assert!(e.to_string().contains("too long"), "{e}");
    // No challenge waits beside a game in play: it could never be accepted.
    assert!(matches!(
        err(&mut t, "carol", "challenge @alice"),
        TableError::GameInPlay { .. }
    ));
}

#[test]
fn no_game_says_how_to_start_one() {
    let mut t = Table::default();
    let e = err(&mut t, "alice", "7g7f");
    assert!(e.to_string().contains("challenge @someone"), "{e}");
    assert_eq!(
        err(&mut t, "alice", "challenge @alice"),
        TableError::SelfChallenge
    );
    assert!(matches!(
        err(&mut t, "alice", "challenge @zed"),
        TableError::UnknownUser { .. }
    ));
    assert_eq!(err(&mut t, "bob", "accept"), TableError::NoChallenge);
}

#[test]
fn open_challenge_anyone_may_accept_but_not_the_poster() {
    let mut t = Table::default();
    ok(&mut t, "alice", "open side=gote");
    assert_eq!(err(&mut t, "alice", "accept"), TableError::NoChallenge);
    ok(&mut t, "carol", "accept");
    let g = t.game_as::<crate::rules::Game>().unwrap();
    assert_eq!(g.seats[crate::rules::Color::Sente].plain_name(), "carol");
    assert_eq!(g.seats[crate::rules::Color::Gote].plain_name(), "alice");
}

#[test]
fn decline_and_cancel_remove_the_challenge() {
    let mut t = Table::default();
    ok(&mut t, "alice", "challenge @bob");
    ok(&mut t, "bob", "decline");
    assert!(t.challenges.is_empty());
    ok(&mut t, "alice", "challenge @bob");
    ok(&mut t, "alice", "cancel");
    assert!(t.challenges.is_empty());
    assert_eq!(err(&mut t, "alice", "cancel"), TableError::NothingToCancel);
}

#[test]
fn challenges_expire_after_a_day() {
    let mut t = Table::default();
    ok(&mut t, "alice", "challenge @bob");
    let later = Timestamp(T0.0 + CHALLENGE_LIFETIME);
    let e = t
        .handle_line(&actor("bob"), "accept", later, &Names)
        .unwrap_err();
    assert_eq!(e, TableError::NoChallenge);
}

#[test]
fn handicap_challenge_puts_the_giver_at_the_top_moving_first() {
    let mut t = Table::default();
    ok(&mut t, "alice", "challenge @bob handicap=2-piece");
    ok(&mut t, "bob", "accept");
    let g = t.game_as::<crate::rules::Game>().unwrap();
    assert_eq!(
        g.seats[crate::rules::Color::Gote].plain_name(),
        "alice",
        "the challenger gives the handicap"
    );
    assert!(!g.rated);
    assert_eq!(
        err(&mut t, "bob", "7g7f"),
        TableError::NotYourTurn {
            to_move: Msg::raw("alice")
        }
    );
    ok(&mut t, "alice", "3c3d");
    let e = err(&mut t, "alice", "challenge @bob handicap=99-piece");
    assert!(matches!(e, TableError::UnknownHandicap { .. }));
    let e = err(&mut t, "carol", "open handicap=rook rated=yes");
    assert_eq!(e, TableError::RatedHandicap);
}

#[test]
fn resign_gives_the_opponent_the_win() {
    let mut t = started();
    let text = ok(&mut t, "bob", "resign");
    assert_eq!(text, "alice wins by resignation.");
}

#[test]
fn takeback_needs_the_opponents_agreement() {
    let mut t = started();
    ok(&mut t, "alice", "7g7f");
    let text = ok(&mut t, "alice", "takeback");
    assert!(text.contains("bob: `takeback` to agree"), "{text}");
    assert!(matches!(
        err(&mut t, "alice", "takeback"),
        TableError::TakebackPending { .. }
    ));
    ok(&mut t, "bob", "takeback");
    assert!(t
        .game_as::<crate::rules::Game>()
        .unwrap()
        .moves()
        .is_empty());
    // After the opponent replied, the asker's own move and the reply both go back.
    ok(&mut t, "alice", "7g7f");
    ok(&mut t, "bob", "3c3d");
    ok(&mut t, "alice", "takeback");
    ok(&mut t, "bob", "takeback");
    assert!(t
        .game_as::<crate::rules::Game>()
        .unwrap()
        .moves()
        .is_empty());
}

#[test]
fn abort_only_before_both_have_moved_unless_moderator() {
    let mut t = started();
    ok(&mut t, "alice", "7g7f");
    ok(&mut t, "bob", "3c3d");
    assert_eq!(
        err(&mut t, "alice", "abort"),
        TableError::AbortTooLate(GameKind::Two)
    );
    let moderator = crate::test_support::moderator("carol");
    let r = t.handle_line(&moderator, "abort", T0, &Names).unwrap();
    assert_eq!(r[0].text.en(), "Game aborted.");
    let mut t = started();
    ok(&mut t, "alice", "7g7f");
    assert_eq!(ok(&mut t, "bob", "abort"), "Game aborted.");
}

#[test]
fn clock_reminds_then_loses_on_time() {
    let mut t = Table::default();
    ok(&mut t, "alice", "challenge @bob time=1h");
    ok(&mut t, "bob", "accept");
    assert!(t
        .tick(Timestamp(T0.0 + 2000), &Settings::default())
        .replies
        .is_empty());
    let r = t.tick(Timestamp(T0.0 + 2700), &Settings::default()).replies;
    assert_eq!(r.len(), 1);
    assert!(
        r[0].text.en().starts_with("alice: your move"),
        "{}",
        r[0].text
    );
    assert_eq!(r[0].mentions, vec![UserId(1)]);
    assert!(
        t.tick(Timestamp(T0.0 + 2800), &Settings::default())
            .replies
            .is_empty(),
        "one reminder per turn"
    );
    let r = t.tick(Timestamp(T0.0 + 3600), &Settings::default()).replies;
    assert_eq!(r[0].text.en(), "bob wins on time.");
    assert!(t
        .tick(Timestamp(T0.0 + 99_999), &Settings::default())
        .replies
        .is_empty());
}

#[test]
fn a_move_restarts_the_clock() {
    let mut t = Table::default();
    ok(&mut t, "alice", "challenge @bob time=1h");
    ok(&mut t, "bob", "accept");
    let later = Timestamp(T0.0 + 3000);
    t.handle_line(&actor("alice"), "7g7f", later, &Names)
        .unwrap();
    assert!(t
        .tick(Timestamp(later.0 + 3599), &Settings::default())
        .replies
        .iter()
        .all(|r| !r.text.en().contains("wins")));
    assert!(t
        .tick(Timestamp(later.0 + 3600), &Settings::default())
        .replies[0]
        .text
        .en()
        .contains("alice wins on time"));
}

#[test]
fn rematch_swaps_sides_and_a_handicap_rematch_keeps_the_giver() {
    let mut t = started();
    ok(&mut t, "bob", "resign");
    ok(&mut t, "alice", "rematch");
    ok(&mut t, "bob", "accept");
    let g = t.game_as::<crate::rules::Game>().unwrap();
    assert_eq!(
        (
            g.seats[crate::rules::Color::Sente].plain_name(),
            g.seats[crate::rules::Color::Gote].plain_name()
        ),
        ("bob", "alice")
    );

    let mut t = Table::default();
    ok(&mut t, "alice", "challenge @bob handicap=bishop");
    ok(&mut t, "bob", "accept");
    ok(&mut t, "alice", "resign");
    ok(&mut t, "bob", "rematch");
    ok(&mut t, "alice", "accept");
    let g = t.game_as::<crate::rules::Game>().unwrap();
    assert_eq!(
        g.seats[crate::rules::Color::Gote].plain_name(),
        "alice",
        "the giver keeps the handicap"
    );
    assert_eq!(g.setup.handicap.as_deref(), Some("bishop"));
}

#[test]
fn hint_lists_the_destinations_of_a_piece() {
    let mut t = started();
    let r = run(&mut t, "carol", "hint 7g").unwrap();
    assert_eq!(r[0].hint, vec![Square::parse_usi("7f").unwrap()]);
    assert!(r[0].board);
    let r = run(&mut t, "alice", "hint 2h").unwrap();
    assert_eq!(r[0].hint.len(), 6, "{}", r[0].text);
}

#[test]
fn moves_in_any_notation_are_announced_in_japanese_and_western() {
    let mut t = started();
    let text = ok(&mut t, "alice", "76歩");
    assert_eq!(text, "alice played ▲７六歩 (P-7f). bob to move.");
    let e = err(&mut t, "bob", "+3334FU");
    assert!(
        e.to_string().contains("marked for sente"),
        "wrong side: {e}"
    );
    assert_eq!(
        ok(&mut t, "bob", "-3334FU"),
        "bob played △３四歩 (P-3d). alice to move."
    );
}

#[test]
fn export_records_as_files() {
    let mut t = started();
    ok(&mut t, "alice", "7g7f");
    ok(&mut t, "bob", "resign");
    for (format, name) in [
        ("kif", "game-1-alice-vs-bob.kif"),
        ("kifu", "game-1-alice-vs-bob.kifu"),
        ("ki2", "game-1-alice-vs-bob.ki2"),
        ("csa", "game-1-alice-vs-bob.csa"),
    ] {
        let r = run(&mut t, "carol", &format!("export {format}")).unwrap();
        let (file, bytes) = r[0].file.clone().unwrap();
        assert_eq!(file, name);
        assert!(!bytes.is_empty());
    }
    let r = run(&mut t, "carol", "export kifu").unwrap();
    let kifu = String::from_utf8(r[0].file.clone().unwrap().1).unwrap();
    assert!(
        kifu.contains("先手：alice") && kifu.contains("後手：bob"),
        "{kifu}"
    );
    assert!(kifu.contains("投了"), "{kifu}");
    assert!(matches!(
        err(&mut t, "carol", "export pdf"),
        TableError::Command(CommandError::BadOption {
            command: "export",
            ..
        })
    ));
    let e = err(&mut t, "carol", "export yonin");
    assert!(matches!(
        e,
        TableError::ExportFormatNotFor {
            format: crate::notation::ExportFormat::Yonin,
            four: false
        }
    ));
    assert_eq!(
        text::refusal(&e).en(),
        "yonin: export formats are kif, kifu, ki2, csa and usi"
    );
}

#[test]
fn move_suggestions_follow_the_game_in_play_and_go_only_to_the_person_to_move() {
    let id = |name: &str| actor(name).id;
    let mut t = Table::default();
    assert!(
        t.move_suggestions(id("alice"), "", 25).is_empty(),
        "no game"
    );
    let mut t2 = started();
    assert_eq!(t2.move_suggestions(id("alice"), "7g", 25), vec!["7g7f"]);
    assert!(
        t2.move_suggestions(id("bob"), "7g", 25).is_empty(),
        "not bob's turn"
    );
    ok(&mut t2, "alice", "7g7f");
    ok(&mut t2, "bob", "3c3d");
    ok(&mut t2, "alice", "8h2b+");
    // 同 refers to the last move of the stored game.
    assert!(t2
        .move_suggestions(id("bob"), "同", 25)
        .contains(&"同　銀".to_owned()));
    t = four_started();
    assert_eq!(
        t.move_suggestions(id("alice"), "P-", 25),
        vec!["P-4g", "P-5f", "P-6g"]
    );
    play_four(&mut t, "5g5f");
    assert!(t.move_suggestions(id("alice"), "P-", 25).is_empty());
    assert_eq!(
        t.move_suggestions(id("bob"), "P-", 25),
        vec!["P-6e", "P-7d", "P-7f"]
    );
}

#[test]
fn export_usi_line() {
    let mut t = started();
    ok(&mut t, "alice", "7g7f");
    let r = run(&mut t, "bob", "export usi").unwrap();
    let (name, bytes) = r[0].file.clone().unwrap();
    assert_eq!(name, "game-1-alice-vs-bob.usi.txt");
    assert_eq!(
        String::from_utf8(bytes).unwrap().trim_end(),
        "position startpos moves 7g7f"
    );
}

#[test]
fn a_stored_game_that_does_not_replay_is_refused_when_read() {
    let mut t = started();
    ok(&mut t, "alice", "7g7f");
    let json = serde_json::to_string(&t).unwrap();
    assert!(json.contains(r#""moves":["7g7f"]"#), "{json}");
    // An illegal move (the same pawn again, from a square it left) in the stored moves.
    let bad = json.replace(r#""moves":["7g7f"]"#, r#""moves":["7g7f","7g7f"]"#);
    let e = serde_json::from_str::<Table>(&bad).unwrap_err();
    assert!(e.to_string().contains("move 2 (7g7f)"), "{e}");
    // Garbage instead of a move is refused too, never a panic.
    let bad = json.replace(r#""moves":["7g7f"]"#, r#""moves":["zz"]"#);
    assert!(serde_json::from_str::<Table>(&bad).is_err());
}

// --- Four-player tables ------------------------------------------------------------------------

const FOUR: [&str; 4] = ["alice", "bob", "carol", "dave"];

fn four_started() -> Table {
    let mut t = Table::default();
    ok(&mut t, "alice", "yonin");
    ok(&mut t, "bob", "join");
    ok(&mut t, "carol", "join north");
    let text = ok(&mut t, "dave", "join");
    assert!(text.contains("The lobby is full"), "{text}");
    let text = ok(&mut t, "carol", "start");
    assert!(text.contains("alice (south) moves first"), "{text}");
    t
}

/// Plays USI moves, each sent by whoever is to move.
fn play_four(t: &mut Table, moves: &str) -> String {
    let mut last = String::new();
    for m in moves.split_whitespace() {
        let engine = t.game_as::<crate::rules::yonin::Game>().unwrap().game();
        let seat = engine.to_move().expect("game not over");
        last = ok(t, FOUR[seat.index()], m);
    }
    last
}

fn shared_line(n: usize) -> (String, String) {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/yonin/yonin-default.tsv"
    );
    let line = std::fs::read_to_string(path)
        .unwrap()
        .lines()
        .nth(n - 1)
        .unwrap()
        .to_owned();
    let cols: Vec<&str> = line.split('\t').collect();
    (cols[1].to_owned(), cols[3].to_owned())
}

#[test]
fn four_lobby_seats_fill_in_order_and_refuse_clearly() {
    let mut t = Table::default();
    assert_eq!(err(&mut t, "bob", "join"), TableError::NoLobby);
    ok(&mut t, "alice", "yonin time=1d");
    assert_eq!(
        err(&mut t, "alice", "join"),
        TableError::AlreadySeated { seat: Seat::South }
    );
    ok(&mut t, "bob", "join east");
    assert_eq!(
        err(&mut t, "carol", "join east"),
        TableError::SeatTaken {
            seat: Seat::East,
            by: Msg::raw("bob")
        }
    );
    assert!(
        matches!(err(&mut t, "alice", "start"), TableError::LobbyNotFull { free } if free == [Seat::West, Seat::North])
    );
    assert_eq!(err(&mut t, "carol", "start"), TableError::NotSeated);
    ok(&mut t, "carol", "join");
    assert_eq!(t.lobby().unwrap().seat_of(UserId(3)), Some(Seat::West));
    ok(&mut t, "carol", "leave");
    assert_eq!(err(&mut t, "carol", "leave"), TableError::NotSeated);
    assert_eq!(err(&mut t, "dave", "yonin"), TableError::LobbyOpen);
}

#[test]
fn four_lobby_switches_are_validated() {
    let mut t = Table::default();
    let e = err(&mut t, "alice", "yonin credit=nobody");
    assert!(
        e.to_string().contains("`credit` takes checker|last-mover"),
        "{e}"
    );
    ok(
        &mut t,
        "alice",
        "yonin teams credit=last-mover end=last-survivor",
    );
    let s = t.lobby().unwrap().settings;
    assert!(s.teams && s.credit == yonin::Credit::LastMover && s.end == yonin::End::LastSurvivor);
}

/// A stored four-player game whose actions the rules refuse is not loaded: the reading says which
/// action, and why.
#[test]
fn a_four_player_record_with_an_impossible_action_is_refused_by_number() {
    let mut t = four_started();
    play_four(&mut t, "5g5f");
    let mut record =
        serde_json::to_value(t.game_as::<crate::rules::yonin::Game>().unwrap()).unwrap();
    let moves = record["moves"].as_array_mut().expect("the actions");
    let first = moves[0].clone();
    // The same piece cannot leave the same square twice.
    moves.push(first);
    let e = match serde_json::from_value::<TableGame<yonin::Game>>(record) {
        Err(e) => e.to_string(),
        Ok(_) => panic!("a replayed impossible action was accepted"),
    };
    assert!(e.ends_with("action 2 (5g5f): no piece on 5g"), "{e}");
    // The untouched record reads back.
    let again = serde_json::to_value(t.game_as::<crate::rules::yonin::Game>().unwrap()).unwrap();
    assert!(serde_json::from_value::<TableGame<yonin::Game>>(again).is_ok());
}

#[test]
fn four_moves_follow_check_priority_and_turns() {
    let mut t = four_started();
    assert_eq!(
        err(&mut t, "bob", "9g9f"),
        TableError::NotYourTurn {
            to_move: Msg::raw("alice")
        }
    );
    let zed = Actor {
        id: UserId(99),
        name: "zed".into(),
        moderator: false,
    };
    let before = t.clone();
    assert!(matches!(
        t.handle_line(&zed, "5g5f", T0, &Names),
        Err(TableError::NotAPlayer { .. })
    ));
    assert_eq!(t, before);
    let (moves, state) = shared_line(1);
    assert!(state.contains(r#""to_move": "east""#) && state.contains(r#""in_check": ["east"]"#));
    let text = play_four(&mut t, &moves);
    assert!(text.ends_with("dave (east) to move (in check)."), "{text}");
    // Four-player shogi has no resignation: the seat goes to the computer, under dave's name.
    let text = ok(&mut t, "dave", "resign");
    assert!(
        text.contains("dave left the game. The computer (level 3) plays dave's seat (east)"),
        "{text}"
    );
    let game = t.game_as::<crate::rules::yonin::Game>().unwrap();
    assert!(
        matches!(&game.seats[Seat::East], Occupant::TakenOver { person, .. } if person.name == "dave"),
        "{:?}",
        game.seats
    );
    assert_ne!(
        game.game().to_move(),
        Some(Seat::East),
        "the computer answered at once"
    );
}

#[test]
fn four_moves_in_any_four_player_notation() {
    let mut t = four_started();
    assert!(ok(&mut t, "alice", "南５六歩").contains("alice (south) played 南５六歩 (S:P-5f)."));
    assert!(ok(&mut t, "bob", "P-6e").contains("bob (west) played 西６五歩 (W:P-6e)."));
    assert!(ok(&mut t, "carol", "54歩").contains("carol (north) played 北５四歩 (N:P-5d)."));
    match err(&mut t, "dave", "W:P-4e") {
        TableError::BadMove { input, reason } => {
            assert_eq!(input, "W:P-4e");
            assert_eq!(
                reason.to_string(),
                "the move is marked for west, but it is east's turn"
            );
        }
        e => panic!("{e}"),
    }
    assert!(ok(&mut t, "dave", "E:P-4e").contains("dave (east) played 東４五歩 (E:P-4e)."));
}

#[test]
fn four_game_to_two_eliminations_announces_places() {
    let mut t = four_started();
    let (moves, state) = shared_line(6);
    let text = play_four(&mut t, &moves);
    assert!(text.contains("Game over (two eliminations)"), "{text}");
    assert!(text.contains("is checkmated"), "{text}");
    let places: serde_json::Value = serde_json::from_str(&state).unwrap();
    let end = t
        .game_as::<crate::rules::yonin::Game>()
        .unwrap()
        .end
        .clone()
        .unwrap();
    let r = end.places.expect("places");
    for s in Seat::ALL {
        assert_eq!(places["result"]["places"][s.name()], r[s] as u64);
    }
    // Rematch: same seats, the next seat clockwise moves first.
    let text = ok(&mut t, "carol", "rematch");
    assert!(text.contains("bob (west) moves first"), "{text}");
}

#[test]
fn four_abort_before_every_seat_moved_or_by_moderator() {
    let mut t = four_started();
    play_four(&mut t, "5g5f 7e6e");
    assert_eq!(ok(&mut t, "carol", "abort"), "Game aborted.");
    let mut t = four_started();
    play_four(&mut t, "5g5f 7e6e 5c5d 3e4e");
    assert_eq!(
        err(&mut t, "alice", "abort"),
        TableError::AbortTooLate(GameKind::Four)
    );
    let moderator = crate::test_support::moderator("carol");
    assert!(t.handle_line(&moderator, "abort", T0, &Names).is_ok());
}

#[test]
fn four_export_yonin_attaches_the_four_player_record() {
    let mut t = four_started();
    let (moves, _) = shared_line(6);
    play_four(&mut t, &moves);
    let r = run(&mut t, "carol", "export yonin").unwrap();
    let (name, bytes) = r[0].file.clone().unwrap();
    assert_eq!(name, "game-1-alice-vs-bob-vs-carol-vs-dave.yonin");
    let text = String::from_utf8(bytes).unwrap();
    let record = crate::notation::yonin::YoninRecord::read(&text).unwrap();
    assert_eq!(record.to_text(), text);
    assert_eq!(record.moves().len(), moves.split_whitespace().count());
    assert!(
        text.contains("\nSouth: alice\nWest: bob\nNorth: carol\nEast: dave\n"),
        "{text}"
    );
    assert!(
        text.contains("\nResult: two-eliminations\nPlaces: "),
        "{text}"
    );
    assert_eq!(text.matches("\nEliminated: ").count(), 2, "{text}");
    assert!(matches!(
        err(&mut t, "carol", "export kif"),
        TableError::ExportFormatNotFor { four: true, .. }
    ));
    // An aborted game says so.
    let mut t = four_started();
    play_four(&mut t, "5g5f 7e6e");
    ok(&mut t, "carol", "abort");
    let r = run(&mut t, "carol", "export yonin").unwrap();
    let text = String::from_utf8(r[0].file.clone().unwrap().1).unwrap();
    assert!(text.ends_with("2. W:7e6e\nResult: aborted\n"), "{text}");
}

#[test]
fn a_game_in_play_blocks_new_games_of_either_kind() {
    let mut t = four_started();
    assert!(matches!(
        err(&mut t, "alice", "yonin"),
        TableError::GameInPlay { .. }
    ));
    assert!(matches!(
        err(&mut t, "alice", "challenge @bob"),
        TableError::GameInPlay { .. }
    ));
}

#[test]
fn remaining_refusals_say_what_to_do() {
    // A full lobby turns the fifth player away.
    let mut t = Table::default();
    ok(&mut t, "alice", "yonin");
    for who in ["bob", "carol", "dave"] {
        ok(&mut t, who, "join");
    }
    let eve = Actor {
        id: UserId(5),
        name: "eve".into(),
        moderator: false,
    };
    let before = t.clone();
    assert_eq!(
        t.handle_line(&eve, "join", T0, &Names),
        Err(TableError::LobbyFull)
    );
    assert_eq!(t, before);

    // Nothing to rematch, nothing to take back.
    let mut t = Table::default();
    assert_eq!(err(&mut t, "alice", "rematch"), TableError::NoRematch);
    let mut t = started();
    assert_eq!(
        err(&mut t, "alice", "takeback"),
        TableError::NothingToTakeBack
    );

    // Two challengers waiting: accept asks whose.
    let mut t = Table::default();
    ok(&mut t, "alice", "challenge @bob");
    ok(&mut t, "carol", "challenge @bob");
    assert!(matches!(
        err(&mut t, "bob", "accept"),
        TableError::WhichChallenge { from } if from == ["alice", "carol"]
    ));
    ok(&mut t, "bob", "accept @carol");
    assert_eq!(
        t.game_as::<crate::rules::Game>().unwrap().seats[crate::rules::Color::Sente].plain_name(),
        "carol"
    );

    // Server-wide questions are not a table's: they parse as server commands, which the table's
    // `handle` does not even take.
    for line in ["stats", "settings", "leaderboard", "games 2", "language ja"] {
        assert!(
            matches!(
                command::parse_command(line),
                Ok(command::Command::Server(_))
            ),
            "{line}"
        );
    }
}

#[test]
fn a_set_up_position_must_be_playable_and_excludes_a_handicap() {
    let mut t = Table::default();
    // The side to move is checkmated: nothing to play.
    let e = err(
        &mut t,
        "alice",
        "challenge @bob sfen 8k/9/9/9/9/9/7p1/7g1/8K b - 1",
    );
    assert!(e.to_string().contains("no legal move"), "{e}");
    let e = err(
        &mut t,
        "alice",
        "challenge @bob sfen k8/1G7/1P7/9/9/9/9/9/8K w - 1",
    );
    assert!(e.to_string().contains("no legal move"), "{e}");
    let e = err(
        &mut t,
        "alice",
        "challenge @bob handicap=bishop sfen 4k4/9/9/9/9/9/9/9/4K4 b - 1",
    );
    assert!(
        e.to_string().contains("either a handicap or a position"),
        "{e}"
    );
    let e = err(
        &mut t,
        "alice",
        "challenge @bob sfen 4k4/9/9/9/9/9/9/9 b - 1",
    );
    assert!(
        e.to_string().starts_with("that position cannot be played"),
        "{e}"
    );
    // A playable one starts from there, unrated, with the usual sides.
    ok(
        &mut t,
        "alice",
        "challenge @bob sfen 4k4/9/9/9/9/9/9/9/4K4 b G 1",
    );
    ok(&mut t, "bob", "accept");
    let game = t.game_as::<crate::rules::Game>().unwrap();
    assert_eq!(
        game.setup.start,
        Start::Sfen("4k4/9/9/9/9/9/9/9/4K4 b G 1".to_owned())
    );
    assert!(!game.rated);
    assert_eq!(game.seats[crate::rules::Color::Sente].plain_name(), "alice");
}
