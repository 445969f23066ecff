use super::*;
use crate::store::stats;
use crate::store::{MemStore, SledStore};
use crate::table::command::CommandError;
use crate::table::{Player, UserId};
use crate::test_support::tid;
use crate::test_support::Names;
use crate::test_support::WithBot;

fn actor(name: &str, id: u64) -> Actor {
    Actor {
        id: UserId(id),
        name: name.into(),
        moderator: false,
    }
}

fn usi(m: &str) -> crate::rules::Move {
    crate::rules::Move::parse_usi(m).unwrap()
}

const T: Timestamp = Timestamp(5_000);

fn service() -> Service {
    Service::new(Arc::new(MemStore::new()))
}

/// What `run` acknowledged is read back from the store (a reply comes only after the commit, by
/// construction; `tests/local.rs` kills the process after each acknowledgement to prove it).
#[test]
fn an_acknowledged_move_is_in_the_store_when_run_returns() {
    let s = service();
    s.run_line("g0/c1", &actor("alice", 1), "challenge @bob", T, &Names)
        .unwrap();
    s.run_line("g0/c1", &actor("bob", 2), "accept", T, &Names)
        .unwrap();
    s.run_line("g0/c1", &actor("alice", 1), "7g7f", T, &Names)
        .unwrap();
    let t = s.table(&tid("g0/c1")).unwrap();
    assert_eq!(
        t.game_as::<crate::rules::Game>().cloned().unwrap().moves(),
        [usi("7g7f")]
    );
    assert!(
        s.table(&tid("g0/other"))
            .unwrap()
            .game_as::<crate::rules::Game>()
            .is_none(),
        "tables are separate"
    );
}

#[test]
fn refused_commands_store_nothing() {
    let s = service();
    s.run_line("g0/c1", &actor("alice", 1), "challenge @bob", T, &Names)
        .unwrap();
    s.run_line("g0/c1", &actor("bob", 2), "accept", T, &Names)
        .unwrap();
    let before = s.table(&tid("g0/c1")).unwrap();
    let refused = |who: &str, id: u64, line: &str| {
        s.run_line("g0/c1", &actor(who, id), line, T, &Names)
            .expect_err(line)
    };
    // gote's pawn, a pawn two squares, and words that are no command (read as a move): each is
    // refused as that move.
    for line in ["3c3d", "7g7e", "garbage!!"] {
        let e = refused("alice", 1, line);
        assert!(
            matches!(&e, ServiceError::Table(TableError::BadMove { input, .. }) if input == line),
            "{e:?}"
        );
    }
    let e = refused("alice", 1, "");
    assert!(
        matches!(
            e,
            ServiceError::Table(TableError::Command(CommandError::Empty))
        ),
        "{e:?}"
    );
    // bob's move out of turn.
    let e = refused("bob", 2, "3c3d");
    assert!(
        matches!(e, ServiceError::Table(TableError::NotYourTurn { .. })),
        "{e:?}"
    );
    assert_eq!(s.table(&tid("g0/c1")).unwrap(), before);
}

#[test]
fn a_corrupt_record_is_quarantined_reported_and_the_table_starts_afresh() {
    let s = service();
    s.put_raw(&tid("g0/c1"), b"{not json".to_vec()).unwrap();
    s.put_raw(&tid("g0/c2"), b"{}".to_vec()).unwrap();
    let r = s
        .run_line("g0/c1", &actor("alice", 1), "challenge @bob", T, &Names)
        .unwrap();
    assert!(
        r[0].text.en().contains("could not be read"),
        "{}",
        r[0].text
    );
    assert!(r[1].text.en().contains("alice challenges bob"));
    assert_eq!(s.quarantined().unwrap().len(), 1);
    assert_eq!(s.quarantined().unwrap()[0].1, b"{not json");
    // The next command sees a healthy table and no notice.
    let r = s
        .run_line("g0/c1", &actor("bob", 2), "accept", T, &Names)
        .unwrap();
    assert!(!r[0].text.en().contains("could not be read"));
    // A refused command on a corrupt table still reports the quarantine.
    let e = s
        .run_line("g0/c2", &actor("alice", 1), "7g7f", T, &Names)
        .unwrap_err();
    assert!(e.to_string().contains("could not be read"), "{e}");
    assert_eq!(s.quarantined().unwrap().len(), 2);
}

#[test]
fn finished_games_are_archived_once() {
    let s = service();
    s.run_line("g0/c1", &actor("alice", 1), "challenge @bob", T, &Names)
        .unwrap();
    s.run_line("g0/c1", &actor("bob", 2), "accept", T, &Names)
        .unwrap();
    s.run_line("g0/c1", &actor("alice", 1), "7g7f", T, &Names)
        .unwrap();
    s.run_line("g0/c1", &actor("bob", 2), "resign", T, &Names)
        .unwrap();
    s.run_line("g0/c1", &actor("bob", 2), "board", T, &Names)
        .unwrap();
    let games = s.finished_games(&tid("g0/c1")).unwrap();
    assert_eq!(games.len(), 1);
    assert!(games[0].contains("\"resignation\""), "{}", games[0]);
    assert!(games[0].contains("7g7f"));
}

#[test]
fn sled_store_survives_reopening() {
    let scratch = crate::test_support::scratch();
    let dir = scratch.path().join("db");
    {
        let s = Service::new(Arc::new(SledStore::open(&dir).unwrap()));
        s.run_line("g0/c1", &actor("alice", 1), "challenge @bob", T, &Names)
            .unwrap();
        s.run_line("g0/c1", &actor("bob", 2), "accept", T, &Names)
            .unwrap();
        s.run_line("g0/c1", &actor("alice", 1), "7g7f", T, &Names)
            .unwrap();
    }
    let s = Service::new(Arc::new(reopen(&dir)));
    assert_eq!(
        s.table(&tid("g0/c1"))
            .unwrap()
            .game_as::<crate::rules::Game>()
            .cloned()
            .unwrap()
            .moves(),
        [usi("7g7f")]
    );
    assert_eq!(s.table_ids().unwrap(), vec!["g0/c1".to_owned()]);
}

#[test]
fn concurrent_commands_on_one_table_apply_exactly_the_legal_ones() {
    use std::thread;
    let s = Arc::new(service());
    s.run_line("g0/c1", &actor("alice", 1), "challenge @bob", T, &Names)
        .unwrap();
    s.run_line("g0/c1", &actor("bob", 2), "accept", T, &Names)
        .unwrap();
    // 100 commands from both players at once: each player's pawn pushes on files 1-9, several
    // times over. Whatever the order, only legal moves in turn are applied, none twice.
    let mut handles = Vec::new();
    for i in 0..100u64 {
        let s = s.clone();
        handles.push(thread::spawn(move || {
            let (who, id, mv) = if i % 2 == 0 {
                ("alice", 1, format!("{}g{}f", i % 9 + 1, i % 9 + 1))
            } else {
                ("bob", 2, format!("{}c{}d", i % 9 + 1, i % 9 + 1))
            };
            s.run_line("g0/c1", &actor(who, id), &mv, T, &Names).is_ok()
        }));
    }
    let accepted = handles
        .into_iter()
        .map(|h| h.join().unwrap())
        .filter(|&ok| ok)
        .count();
    let game = s
        .table(&tid("g0/c1"))
        .unwrap()
        .game_as::<crate::rules::Game>()
        .cloned()
        .unwrap();
    assert_eq!(
        game.moves().len(),
        accepted,
        "every acknowledged move is stored once"
    );
    assert_eq!(game.game().ply(), accepted);
    let mut seen = std::collections::HashSet::new();
    assert!(
        game.moves().iter().all(|m| seen.insert(*m)),
        "no move doubled"
    );
    assert!(accepted >= 1, "at least the first move in turn is accepted");
}

fn play_two(s: &Service, table: &str, rated: bool, loser: (&str, u64)) {
    let opts = if rated { "" } else { " rated=no" };
    s.run_line(
        table,
        &actor("alice", 1),
        &format!("challenge @bob{opts}"),
        T,
        &Names,
    )
    .unwrap();
    s.run_line(table, &actor("bob", 2), "accept", T, &Names)
        .unwrap();
    s.run_line(table, &actor("alice", 1), "7g7f", T, &Names)
        .unwrap();
    s.run_line(table, &actor(loser.0, loser.1), "resign", T, &Names)
        .unwrap();
}

#[test]
fn stats_count_results_and_rated_games_move_ratings() {
    let s = service();
    play_two(&s, "g1/c1", true, ("bob", 2));
    play_two(&s, "g1/c1", false, ("alice", 1));
    let r = s
        .run_line("g1/c2", &actor("alice", 1), "stats", T, &Names)
        .unwrap();
    assert!(
        r[0].text
            .en()
            .starts_with("alice: shogi 2 played, 1 won, 1 lost, 0 drawn; rating 16"),
        "{}",
        r[0].text
    );
    let r = s
        .run_line("g1/c2", &actor("alice", 1), "stats @bob", T, &Names)
        .unwrap();
    assert!(
        r[0].text
            .en()
            .starts_with("bob: shogi 2 played, 1 won, 1 lost"),
        "{}",
        r[0].text
    );
    // Another server knows nothing of these games.
    let r = s
        .run_line("g2/c1", &actor("alice", 1), "stats", T, &Names)
        .unwrap();
    assert!(
        r[0].text.en().starts_with("alice: shogi 0 played"),
        "{}",
        r[0].text
    );
    let r = s
        .run_line("g1/c9", &actor("carol", 3), "leaderboard", T, &Names)
        .unwrap();
    let text = r[0].text.en();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines[0], "Shogi (rated):");
    assert!(lines[1].starts_with("1. alice 16"), "{}", r[0].text);
    assert!(lines[2].starts_with("2. bob 13"), "{}", r[0].text);
}

#[test]
fn aborted_games_count_for_nothing() {
    let s = service();
    s.run_line("g1/c1", &actor("alice", 1), "challenge @bob", T, &Names)
        .unwrap();
    s.run_line("g1/c1", &actor("bob", 2), "accept", T, &Names)
        .unwrap();
    s.run_line("g1/c1", &actor("bob", 2), "abort", T, &Names)
        .unwrap();
    let r = s
        .run_line("g1/c1", &actor("alice", 1), "stats", T, &Names)
        .unwrap();
    assert!(
        r[0].text.en().starts_with("alice: shogi 0 played"),
        "{}",
        r[0].text
    );
}

#[test]
fn games_lists_what_is_in_play_on_the_server() {
    let s = service();
    let r = s
        .run_line("g1/c1", &actor("alice", 1), "games", T, &Names)
        .unwrap();
    assert_eq!(r[0].text.en(), "No games in play on this server.");
    s.run_line("g1/c1", &actor("alice", 1), "challenge @bob", T, &Names)
        .unwrap();
    s.run_line("g1/c1", &actor("bob", 2), "accept", T, &Names)
        .unwrap();
    s.run_line("g2/c5", &actor("carol", 3), "challenge @dave", T, &Names)
        .unwrap();
    s.run_line("g2/c5", &actor("dave", 4), "accept", T, &Names)
        .unwrap();
    let r = s
        .run_line("g1/c7", &actor("carol", 3), "games", T, &Names)
        .unwrap();
    let text = r[0].text.en();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(
        lines,
        [
            "1 game in play on this server, the latest first (page 1 of 1):",
            "c1: alice vs bob, 0 moves"
        ]
    );
}

#[test]
fn four_player_games_give_placement_points() {
    let s = service();
    let names = [("alice", 1), ("bob", 2), ("carol", 3), ("dave", 4)];
    s.run_line("g1/c1", &actor("alice", 1), "yonin", T, &Names)
        .unwrap();
    for (n, id) in &names[1..] {
        s.run_line("g1/c1", &actor(n, *id), "join", T, &Names)
            .unwrap();
    }
    s.run_line("g1/c1", &actor("alice", 1), "start", T, &Names)
        .unwrap();
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/yonin/yonin-default.tsv"
    );
    let line = std::fs::read_to_string(path)
        .unwrap()
        .lines()
        .nth(5)
        .unwrap()
        .to_owned();
    let moves = line.split('\t').nth(1).unwrap().to_owned();
    for m in moves.split_whitespace() {
        let seat = s
            .table(&tid("g1/c1"))
            .unwrap()
            .game_as::<crate::rules::yonin::Game>()
            .cloned()
            .unwrap()
            .game()
            .to_move()
            .unwrap();
        let (n, id) = names[seat.index()];
        s.run_line("g1/c1", &actor(n, id), m, T, &Names).unwrap();
    }
    let places = s
        .table(&tid("g1/c1"))
        .unwrap()
        .game_as::<crate::rules::yonin::Game>()
        .cloned()
        .unwrap()
        .end
        .unwrap()
        .places
        .unwrap();
    let r = s
        .run_line("g1/c1", &actor("alice", 1), "leaderboard", T, &Names)
        .unwrap();
    assert!(
        r[0].text.en().contains("Four-player shogi:"),
        "{}",
        r[0].text
    );
    let places: [u8; 4] = places.values().try_into().unwrap();
    let total: f64 = crate::table::rating::placement_points(places).iter().sum();
    assert_eq!(total, 0.0, "placement points sum to zero");
    let winner = places.iter().position(|&p| p == 1).unwrap();
    let (n, id) = names[winner];
    let r = s
        .run_line("g1/c2", &actor(n, id), "stats", T, &Names)
        .unwrap();
    assert!(
        r[0].text.en().contains("four-player 1 played, 1 first"),
        "{}",
        r[0].text
    );
}

#[test]
fn games_against_the_bot_count_for_the_person_but_never_rate_and_the_bot_keeps_no_stats() {
    let s = service();
    s.run_line(
        "g1/c1",
        &actor("alice", 1),
        "challenge @shogiban level=1",
        T,
        &WithBot,
    )
    .unwrap();
    s.run_line("g1/c1", &actor("alice", 1), "7g7f", T, &WithBot)
        .unwrap();
    s.run_line("g1/c1", &actor("alice", 1), "resign", T, &WithBot)
        .unwrap();
    let r = s
        .run_line("g1/c1", &actor("alice", 1), "stats", T, &WithBot)
        .unwrap();
    assert!(
        r[0].text
            .en()
            .starts_with("alice: shogi 1 played, 0 won, 1 lost"),
        "{}",
        r[0].text
    );
    let alice = s
        .user_stats(
            "g1",
            &Player {
                id: UserId(1),
                name: "alice".into(),
            },
        )
        .unwrap();
    assert_eq!(alice.rated_games, 0);
    assert!(s
        .store
        .get(Space::Stats, &stats::key("g1", UserId(42)))
        .unwrap()
        .is_none());
    let board = s.leaderboard("g1").unwrap();
    assert!(!board.text.en().contains("Shogi (rated)"), "{}", board.text);
    // The finished game is archived like any other.
    assert_eq!(s.finished_games(&tid("g1/c1")).unwrap().len(), 1);
}

#[test]
fn a_four_player_time_out_survives_a_restart_and_the_computer_takes_the_seat() {
    let scratch = crate::test_support::scratch();
    let dir = scratch.path().join("db");
    let id = "g1/c1";
    {
        let s = Service::new(Arc::new(SledStore::open(&dir).unwrap()));
        s.run_line(id, &actor("alice", 1), "yonin time=1h", T, &Names)
            .unwrap();
        for (name, n) in [("bob", 2), ("carol", 3), ("dave", 4)] {
            s.run_line(id, &actor(name, n), "join", T, &Names).unwrap();
        }
        s.run_line(id, &actor("alice", 1), "start", T, &Names)
            .unwrap();
        s.run_line(id, &actor("alice", 1), "5g5f", T, &Names)
            .unwrap();
        let r = s.tick(&tid(id), Timestamp(T.0 + 3599)).unwrap().replies;
        assert_eq!(r[0].text.en(), "bob (west): your move, 1m left.");
    }
    // A restart: the clock loop of the new process finds bob's time used up.
    let s = Service::new(Arc::new(reopen(&dir)));
    let r = s.tick(&tid(id), Timestamp(T.0 + 3600)).unwrap().replies;
    assert!(
        r[0].text.en()
            .starts_with("bob (west) ran out of time. The computer (level 3) plays bob's seat (west) from now on."),
        "{}",
        r[0].text
    );
    let g = s
        .table(&tid(id))
        .unwrap()
        .game_as::<crate::rules::yonin::Game>()
        .cloned()
        .unwrap();
    assert!(matches!(
        &g.seats[crate::rules::Seat::West],
        crate::table::Occupant::TakenOver { person, level: 3 } if person.name == "bob"
    ));
    assert_eq!(g.moves().len(), 2);
    assert!(s
        .tick(&tid(id), Timestamp(T.0 + 3601))
        .unwrap()
        .replies
        .is_empty());
    let e = s
        .run_line(id, &actor("bob", 2), "3c3d", Timestamp(T.0 + 3601), &Names)
        .unwrap_err();
    assert!(
        e.to_string().contains("you are not playing at this table"),
        "{e}"
    );
    s.run_line(
        id,
        &actor("carol", 3),
        "5c5d",
        Timestamp(T.0 + 3601),
        &Names,
    )
    .unwrap();
}

/// Opens the database again after a "restart". Sled releases its file lock from a background
/// thread after the previous store is dropped, so on a loaded machine the lock may still be held
/// for a moment: retry for a generous while instead of failing.
fn reopen(dir: &std::path::Path) -> SledStore {
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(30);
    loop {
        match SledStore::open(dir) {
            Ok(store) => return store,
            Err(e) if std::time::Instant::now() < deadline && e.to_string().contains("lock") => {
                std::thread::sleep(std::time::Duration::from_millis(20))
            }
            Err(e) => panic!("reopening {}: {e}", dir.display()),
        }
    }
}
