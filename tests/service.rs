//! The service seam: one locked step per command hands back everything the adapter shows; the
//! clock index; the lock map; and a database written by the previous release (schema 1).

#[path = "support/fixtures.rs"]
mod fixtures;

#[path = "support/scratch.rs"]
mod scratch;
use fixtures::{actor, Names};
use shogiban::local::user_id;
use shogiban::rules::{Move, Seat};
use shogiban::service::{Service, ServiceError};
use shogiban::store::{MemStore, SledStore};
use shogiban::table::command::parse_command;
use shogiban::table::{Actor, Picture, Player, Reply, TableError, Timestamp};
use std::path::Path;
use std::sync::Arc;

const T: Timestamp = Timestamp(1_700_000_000);

fn say(s: &Service, id: &str, who: &str, line: &str, now: Timestamp) -> Vec<Reply> {
    let command = parse_command(line).unwrap_or_else(|e| panic!("{line}: {e}"));
    s.run(
        &shogiban::service::CommandKey::fresh(),
        &tid(id),
        &actor(who),
        command,
        now,
        &Names,
    )
    .unwrap_or_else(|e| panic!("{who}: {line}: {e}"))
    .replies
}

/// A short game both threads know: alice (sente) and bob alternate.
const MOVES: [&str; 12] = [
    "7g7f", "3c3d", "2g2f", "8c8d", "2f2e", "8d8e", "6i7h", "4a3b", "2e2d", "2c2d", "2h2d", "8e8f",
];

#[test]
fn every_reply_shows_the_position_its_text_speaks_of_even_under_concurrent_commands() {
    let s = Arc::new(Service::new(Arc::new(MemStore::new())));
    say(&s, "g/c", "alice", "challenge @bob", T);
    say(&s, "g/c", "bob", "accept", T);
    // The mover starts once the watcher has seen the board before the first move; the watcher
    // looks until it sees the last one, so its reads span the whole game.
    let watching = std::sync::atomic::AtomicBool::new(false);
    let board_texts = std::thread::scope(|scope| {
        let mover = scope.spawn(|| {
            while !watching.load(std::sync::atomic::Ordering::Acquire) {
                std::thread::yield_now();
            }
            let mut checked = 0;
            for (i, m) in MOVES.iter().enumerate() {
                let who = if i % 2 == 0 { "alice" } else { "bob" };
                let replies = say(&s, "g/c", who, m, T);
                let picture = replies[0].picture.as_ref().expect("a move shows the board");
                // The picture is the position right after this move, not a later one.
                assert_eq!(picture.ply() as usize, i + 1, "{}", replies[0].text);
                assert_eq!(picture.last_move(), Some(Move::parse_usi(m).unwrap()));
                checked += 1;
            }
            checked
        });
        let watcher = scope.spawn(|| {
            let mut seen = Vec::new();
            let last = MOVES.len() as u32 + 1;
            while seen.last() != Some(&last) {
                assert!(
                    seen.len() < 1_000_000,
                    "the game never reached its last move"
                );
                let replies = say(&s, "g/c", "carol", "board", T);
                let text = replies[0].text.en();
                let picture = replies[0].picture.clone().expect("board shows the board");
                // "☗ alice vs ☖ bob, move N. …": the picture is after N - 1 moves.
                let n: u32 = text
                    .split("move ")
                    .nth(1)
                    .and_then(|r| r.split('.').next())
                    .and_then(|n| n.parse().ok())
                    .unwrap_or_else(|| panic!("{text}"));
                assert_eq!(picture.ply() + 1, n, "{text}");
                seen.push(n);
                watching.store(true, std::sync::atomic::Ordering::Release);
            }
            seen
        });
        assert_eq!(mover.join().unwrap(), MOVES.len());
        watcher.join().unwrap()
    });
    // The watcher saw the game move on while it looked (otherwise the test proves little), and
    // never went back.
    assert_eq!(board_texts.first(), Some(&1));
    let mut distinct = board_texts.clone();
    distinct.dedup();
    assert!(distinct.len() >= 2, "{distinct:?}");
    assert!(board_texts.windows(2).all(|w| w[0] <= w[1]), "{distinct:?}");
}

#[test]
fn an_answer_carries_the_settings_the_command_ran_under() {
    let s = Service::new(Arc::new(MemStore::new()));
    let moderator = Actor {
        moderator: true,
        ..actor("mod")
    };
    let c = parse_command("settings edit-in-place on").unwrap();
    let answer = s
        .run(
            &shogiban::service::CommandKey::fresh(),
            &tid("g/c"),
            &moderator,
            c,
            T,
            &Names,
        )
        .unwrap();
    assert!(answer.settings.edit_in_place);
    let c = parse_command("challenge @bob").unwrap();
    let answer = s
        .run(
            &shogiban::service::CommandKey::fresh(),
            &tid("g/c"),
            &actor("alice"),
            c,
            T,
            &Names,
        )
        .unwrap();
    assert!(answer.settings.edit_in_place);
    let c = parse_command("board").unwrap();
    let answer = s.run(
        &shogiban::service::CommandKey::fresh(),
        &tid("g/other"),
        &actor("alice"),
        c,
        T,
        &Names,
    );
    assert!(
        matches!(answer, Err(ServiceError::Table(TableError::NoGame))),
        "no game there: {answer:?}"
    );
}

/// Over a shared database a process ticks only its own guilds' tables: however many of the other
/// guilds' tables are due first, it reads past them and finds its own.
#[test]
fn a_process_s_due_tables_are_found_past_any_number_of_other_guilds_due_tables() {
    let s = Service::new(Arc::new(MemStore::new()));
    for i in 0..25 {
        let id = format!("a/{i}");
        say(&s, &id, "alice", "challenge @bob time=1h", T);
        say(&s, &id, "bob", "accept", T);
    }
    for i in 0..3 {
        let id = format!("b/{i}");
        say(&s, &id, "carol", "challenge @dave time=1h", T);
        say(&s, &id, "dave", "accept", T);
    }
    let now = Timestamp(T.0 + 2700);
    // Pages of four: the other guild's 25 due tables come first in the index.
    let mine = s
        .due_tables_where(now, 4, |id| id.starts_with("b/"))
        .unwrap();
    assert_eq!(mine, ["b/0", "b/1", "b/2"]);
    let two = s
        .due_tables_where(now, 2, |id| id.starts_with("b/"))
        .unwrap();
    assert_eq!(two, ["b/0", "b/1"], "the limit counts only the tables kept");
    assert_eq!(s.due_tables(now, 1000).unwrap().len(), 28);
    assert!(s.due_tables_where(now, 4, |_| false).unwrap().is_empty());
}

#[test]
fn the_clock_index_finds_exactly_the_tables_due() {
    let s = Service::new(Arc::new(MemStore::new()));
    for i in 0..40 {
        let id = format!("g/{i}");
        let time = if i % 2 == 0 { " time=1h" } else { "" };
        say(&s, &id, "alice", &format!("challenge @bob{time}"), T);
        say(&s, &id, "bob", "accept", T);
    }
    // Nothing is due before three quarters of the hour.
    assert!(s
        .due_tables(Timestamp(T.0 + 2699), 1000)
        .unwrap()
        .is_empty());
    let due = s.due_tables(Timestamp(T.0 + 2700), 1000).unwrap();
    let mut expected: Vec<String> = (0..40).step_by(2).map(|i| format!("g/{i}")).collect();
    let mut got = due.clone();
    got.sort();
    expected.sort();
    assert_eq!(got, expected, "the timed tables, and only they");
    // Ticking sends the reminder and moves the table to its time-out.
    let r = s.tick(&tid("g/0"), Timestamp(T.0 + 2700)).unwrap();
    assert!(
        r.replies[0].text.en().contains("your move, 15m left"),
        "{r:?}"
    );
    let due = s.due_tables(Timestamp(T.0 + 2700), 1000).unwrap();
    assert!(!due.contains(&tid("g/0")));
    assert!(s
        .due_tables(Timestamp(T.0 + 3600), 1000)
        .unwrap()
        .contains(&tid("g/0")));
    // A move restarts the clock; the table leaves the index until its next deadline.
    say(&s, "g/2", "alice", "7g7f", Timestamp(T.0 + 100));
    let due = s.due_tables(Timestamp(T.0 + 2700), 1000).unwrap();
    assert!(!due.contains(&tid("g/2")));
    assert!(s
        .due_tables(Timestamp(T.0 + 2800), 1000)
        .unwrap()
        .contains(&tid("g/2")));
    // The end of the game removes it for good.
    say(&s, "g/4", "alice", "resign", T);
    assert!(!s
        .due_tables(Timestamp(T.0 + 99_999), 1000)
        .unwrap()
        .contains(&tid("g/4")));
    // A limit bounds one round.
    assert_eq!(s.due_tables(Timestamp(T.0 + 99_999), 5).unwrap().len(), 5);
}

#[test]
fn the_lock_map_forgets_tables_nobody_is_using() {
    let s = Service::new(Arc::new(MemStore::new()));
    for i in 0..3000 {
        say(&s, &format!("g/{i}"), "alice", "help", T);
    }
    assert!(
        s.lock_entries() <= 600,
        "{} locks remembered after 3000 tables",
        s.lock_entries()
    );
}

fn copy_dir(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap();
    for e in std::fs::read_dir(from).unwrap() {
        let e = e.unwrap();
        let target = to.join(e.file_name());
        if e.file_type().unwrap().is_dir() {
            copy_dir(&e.path(), &target);
        } else {
            std::fs::copy(e.path(), target).unwrap();
        }
    }
}

fn v1_database(name: &str) -> scratch::Scratch {
    let dir = scratch::Scratch::new("v1", name);
    copy_dir(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/store-v1/db"),
        &dir,
    );
    dir
}

/// `tests/data/store-v1/db` was written by the release before typed moves (schema 1), by
/// `shogiban local --moderator alice` fed `tests/data/store-v1/commands.txt`.
#[test]
fn a_database_written_by_the_previous_schema_loads_and_plays_on() {
    let dir = v1_database("load");
    let s = Service::new(Arc::new(SledStore::open(&dir).unwrap()));
    const ID: &str = "local/terminal";
    let t = s.table(&tid(ID)).unwrap();
    // The finished two-player game, archived: three moves (bob asked for a takeback nobody
    // granted, then resigned). The table itself is about the four-player game that followed (the
    // old records kept both; only the current one was ever reachable by a command).
    let archived = s.finished_games(&tid(ID)).unwrap();
    assert_eq!(archived.len(), 1);
    let record = shogiban::store::records::GameRecord::decode(archived[0].as_bytes())
        .expect("the archived game reads");
    let shogiban::table::AnyGame::Two(two) = record.game else {
        panic!("a two-player game")
    };
    let moves: Vec<String> = two.moves().iter().map(|m| m.to_usi()).collect();
    assert_eq!(moves, ["7g7f", "3c3d", "2g2f"]);
    assert_eq!(
        two.seats[shogiban::rules::Color::Sente].plain_name(),
        "alice"
    );
    assert!(two.is_over());
    assert_eq!(two.clock.per_move, Some(86_400));
    assert!(
        t.game_as::<shogiban::rules::Game>().is_none(),
        "the table's game is the four-player one"
    );
    assert!(matches!(t.session, shogiban::table::Session::Playing(_)));
    // The four-player game in play: south, the two computers, then bob (east) to move.
    let four = t.game_as::<shogiban::rules::yonin::Game>().unwrap();
    assert_eq!(four.moves().len(), 3);
    assert_eq!(four.game().to_move(), Some(Seat::East));
    assert_eq!(four.seats[Seat::East].plain_name(), "bob");
    assert_eq!(t.challenges.waiting.len(), 1);
    assert_eq!(t.challenges.waiting[0].from.name, "carol");
    // The settings layers and the stats came through.
    let settings = s.settings(&tid(ID)).unwrap();
    assert!(!settings.hints, "the server's hints off");
    assert_eq!(
        settings.notation,
        shogiban::table::settings::NotationShown::Western
    );
    assert_eq!(s.finished_games(&tid(ID)).unwrap().len(), 1);
    let alice = s
        .user_stats(
            "local",
            &Player {
                id: user_id("alice"),
                name: "alice".into(),
            },
        )
        .unwrap();
    assert_eq!((alice.two.played, alice.two.won), (1, 1));
    // The clock index is built for the old tables: bob's clock (2 days a move) is found.
    let due = s.due_tables(Timestamp(u64::MAX / 2), 100).unwrap();
    assert_eq!(due, [ID]);
    // Play on: bob moves; the table is saved in the new schema and reads back.
    let legal = {
        let mut l: Vec<String> = four
            .game()
            .legal_moves()
            .iter()
            .map(|m| m.to_usi())
            .collect();
        l.sort();
        l
    };
    let r = say(&s, ID, "bob", &legal[0], Timestamp(1_800_000_000));
    assert!(
        r[0].text.en().starts_with("bob (east) played E:"),
        "{}",
        r[0].text
    );
    drop(s);
    let s = Service::new(Arc::new(SledStore::open(&dir).unwrap()));
    let t = s.table(&tid(ID)).unwrap();
    assert!(
        t.game_as::<shogiban::rules::yonin::Game>()
            .cloned()
            .unwrap()
            .moves()
            .len()
            >= 4
    );
    drop(s);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn computer_seats_stored_under_the_bot_s_bare_name_are_named_by_seat_and_level_when_shown() {
    // The first release stored a computer seat as `shogiban`; names are made when shown now, so
    // those seats say their seat and level as every computer seat does.
    let dir = v1_database("bare-names");
    let s = Service::new(Arc::new(SledStore::open(&dir).unwrap()));
    let r = say(
        &s,
        "local/terminal",
        "alice",
        "board",
        Timestamp(1_800_000_000),
    );
    let text = r[0].text.en();
    assert!(
        text.starts_with(
            "alice (south), shogiban (west, level 1), shogiban (north, level 1), bob (east)."
        ),
        "{text}"
    );
    drop(s);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn pictures_are_drawn_only_when_asked() {
    let s = Service::new(Arc::new(MemStore::new()));
    say(&s, "g/c", "alice", "challenge @bob", T);
    let r = say(&s, "g/c", "bob", "accept", T);
    let Some(Picture::Two { view, .. }) = &r[0].picture else {
        panic!("a two-player picture");
    };
    assert_eq!(view.names, ["alice".to_owned(), "bob".to_owned()]);
    let png = r[0]
        .picture
        .as_ref()
        .unwrap()
        .to_png(shogiban::i18n::Lang::En);
    assert_eq!(&png[1..4], b"PNG");
    // Replies that do not show the board carry no picture.
    let r = say(&s, "g/c", "alice", "help", T);
    assert!(r[0].picture.is_none());
}

#[test]
fn a_table_set_aside_leaves_the_clock_index_too() {
    let s = Service::new(Arc::new(MemStore::new()));
    say(&s, "g/c", "alice", "challenge @bob time=1h", T);
    say(&s, "g/c", "bob", "accept", T);
    let due = Timestamp(T.0 + 3600);
    assert_eq!(s.due_tables(due, 10).unwrap(), ["g/c"]);
    // The record becomes unreadable; the next tick sets it aside and the index forgets it.
    s.put_raw(&tid("g/c"), b"{garbage".to_vec()).unwrap();
    let answer = s.tick(&tid("g/c"), due).unwrap();
    assert!(answer.replies.is_empty());
    assert_eq!(s.quarantined().unwrap().len(), 1);
    assert!(s.due_tables(due, 10).unwrap().is_empty());
}

/// A table id written as its key (`g1/c1`).
fn tid(key: &str) -> shogiban::table::TableId {
    key.parse().expect("a table id")
}
