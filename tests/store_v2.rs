//! Databases written by today's release (table records of schema 2), one per state a table can be
//! in, made by `shogiban local --moderator alice` fed `tests/data/store-v2/*/commands.txt` (see
//! `tests/data/README.md`). Each test opens a copy, reads back what the release stored (the game
//! or lobby in play, the last finished games and their archive, waiting challenges, a puzzle in
//! progress, the settings layers, stats and ratings, the clock index) and plays on from it, so a
//! change of the stored `Table` cannot lose what running bots have written.

#[path = "support/fixtures.rs"]
mod fixtures;

use fixtures::{actor, Names};
use shogiban::i18n::Lang;
use shogiban::local::user_id;
use shogiban::rules::{ImpasseRule, Seat};
use shogiban::service::{Service, ServiceError};
use shogiban::store::records::GameRecord;
use shogiban::store::SledStore;
use shogiban::table::command::parse_command;
use shogiban::table::rating::{rate_game, Rating, Score};
use shogiban::table::settings::NotationShown;
use shogiban::table::stats::UserStats;
use shogiban::table::{Player, Reply, TableError, Timestamp};
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// The one table of local mode, and its server.
const ID: &str = "local/terminal";
const GUILD: &str = "local";
const DAY: u64 = 86_400;
const HOUR: u64 = 3_600;

/// When the fixtures were made (`make.sh` writes it before the first command; the commands of
/// all four ran within a few seconds of it).
fn made() -> u64 {
    include_str!("data/store-v2/made-at")
        .trim()
        .parse()
        .expect("a Unix time in made-at")
}

/// A minute after the fixtures were made: every clock and challenge in them still runs.
fn soon() -> Timestamp {
    Timestamp(made() + 60)
}

fn fixture_dir(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/store-v2")
        .join(name)
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

/// A fixture's database, opened from a copy (sled writes to what it opens).
struct Fixture {
    name: &'static str,
    s: Service,
    // Dropped after the service: the copy goes once the database is closed.
    _copy: tempfile::TempDir,
}

impl Fixture {
    fn open(name: &'static str) -> Fixture {
        let copy = tempfile::tempdir().unwrap();
        copy_dir(&fixture_dir(name).join("db"), copy.path());
        let s = Service::new(Arc::new(SledStore::open(copy.path()).unwrap()));
        Fixture {
            name,
            s,
            _copy: copy,
        }
    }

    fn run(&self, who: &str, line: &str, now: Timestamp) -> Result<Vec<Reply>, ServiceError> {
        let command = parse_command(line).unwrap_or_else(|e| panic!("{line}: {e}"));
        let mut a = actor(who);
        a.moderator = who == "alice";
        self.s
            .run(
                &shogiban::service::CommandKey::fresh(),
                &tid(ID),
                &a,
                command,
                now,
                &Names,
            )
            .map(|answer| answer.replies)
    }

    /// What the table answers `who: line`, in English, replies joined by newlines.
    fn say(&self, who: &str, line: &str, now: Timestamp) -> String {
        let replies = self
            .run(who, line, now)
            .unwrap_or_else(|e| panic!("{who}: {line}: {e}"));
        english(&replies)
    }

    /// The refusal of `who: line`, which must be the table's.
    fn refuse(&self, who: &str, line: &str, now: Timestamp) -> TableError {
        match self.run(who, line, now) {
            Err(ServiceError::Table(e)) => e,
            Err(e) => panic!("{who}: {line}: not the table's refusal: {e}"),
            Ok(r) => panic!("{who}: {line}: accepted: {}", english(&r)),
        }
    }

    /// The file `who: export FORMAT` attaches.
    fn export(&self, who: &str, format: &str, now: Timestamp) -> (String, String) {
        let replies = self.run(who, &format!("export {format}"), now).unwrap();
        let (name, bytes) = replies
            .into_iter()
            .find_map(|r| r.file)
            .expect("an attached record");
        (name, String::from_utf8_lossy(&bytes).into_owned())
    }

    /// A record the fixture's commands exported when it was made.
    fn exported(&self, file: &str) -> String {
        let bytes = std::fs::read(fixture_dir(self.name).join("exports").join(file)).unwrap();
        String::from_utf8_lossy(&bytes).into_owned()
    }

    fn stats(&self, name: &str) -> UserStats {
        self.s
            .user_stats(
                GUILD,
                &Player {
                    id: user_id(name),
                    name: name.to_owned(),
                },
            )
            .unwrap()
    }

    fn archive(&self) -> Vec<GameRecord> {
        self.s
            .finished_games(&tid(ID))
            .unwrap()
            .iter()
            .map(|json| GameRecord::decode(json.as_bytes()).expect("an archived game record"))
            .collect()
    }
}

fn english(replies: &[Reply]) -> String {
    replies
        .iter()
        .map(|r| r.text.en())
        .collect::<Vec<_>>()
        .join("\n")
}

// ---- two-in-play: a handicap game in play, the last games finished, settings, a puzzle --------

#[test]
fn a_handicap_game_in_play_reads_back_and_plays_on_in_the_servers_notation() {
    let f = Fixture::open("two-in-play");
    let now = soon();
    // The record as it was exported when the game was stored, in both formats.
    let (name, usi) = f.export("alice", "usi", now);
    assert_eq!(name, "game-2-alice-vs-bob.usi.txt");
    assert_eq!(usi, f.exported("game-2-alice-vs-bob.usi.txt"));
    assert!(
        usi.starts_with("position sfen lnsgkgsnl/9/ppppppppp/"),
        "bob gives rook and bishop: {usi}"
    );
    let (_, kif) = f.export("bob", "kif", now);
    assert_eq!(kif, f.exported("game-2-alice-vs-bob.kif"));
    // Whose turn it is and the clock of a day a move.
    let board = f.say("bob", "board", now);
    assert!(board.contains("alice to move"), "{board}");
    assert!(board.contains("left to move"), "{board}");
    assert!(matches!(
        f.refuse("bob", "5c5d", now),
        TableError::NotYourTurn { .. }
    ));
    // The server's `notation western` names the move.
    let text = f.say("alice", "2g2f", now);
    assert_eq!(text, "alice played P-2f. bob to move.");
    let (_, usi) = f.export("alice", "usi", now);
    assert_eq!(
        usi.trim_end(),
        format!("{} 2g2f", f.exported(&name).trim_end())
    );
}

#[test]
fn the_clock_of_the_stored_game_reminds_then_ends_it_on_time() {
    let f = Fixture::open("two-in-play");
    // bob's last move started alice's day; the reminder comes after three quarters of it.
    let due = |at: u64| f.s.due_tables(Timestamp(at), 10).unwrap();
    assert!(due(made() + 17 * HOUR).is_empty());
    assert_eq!(due(made() + 19 * HOUR), [ID]);
    let text = english(
        &f.s.tick(&tid(ID), Timestamp(made() + 19 * HOUR))
            .unwrap()
            .replies,
    );
    assert!(text.starts_with("alice: your move, "), "{text}");
    let text = english(
        &f.s.tick(&tid(ID), Timestamp(made() + DAY + HOUR))
            .unwrap()
            .replies,
    );
    assert!(text.contains("bob wins on time."), "{text}");
    assert!(due(made() + 30 * DAY).is_empty());
    // Archived after the two stored games; unrated (a handicap), so alice's rating stays.
    let archive = f.archive();
    assert_eq!(archive.len(), 3);
    let alice = f.stats("alice");
    assert_eq!((alice.two.played, alice.two.won, alice.two.lost), (2, 1, 1));
    assert_eq!(alice.rated_games, 1);
}

#[test]
fn the_finished_games_are_archived_with_their_stats_and_ratings() {
    let f = Fixture::open("two-in-play");
    let archive = f.archive();
    assert_eq!(archive.len(), 2, "the four-player game, then the rated one");
    // The four-player game the computers played out, as exported then.
    let four = archive[0]
        .game
        .get::<shogiban::rules::yonin::Game>()
        .expect("a four-player game");
    assert!(four.is_over());
    let yonin = f.exported("game-1-alice-computer-vs-shogiban-west-level-1-vs-shogiban-north-level-1-vs-shogiban-east-level-1.yonin");
    assert!(yonin.contains(&format!("{}. S:R*1a\n", four.moves().len())));
    assert!(yonin.contains("Places: south 1, west 2, north 3, east 4"));
    // The rated game: alice won when bob resigned after three moves.
    let two = archive[1]
        .game
        .get::<shogiban::rules::Game>()
        .expect("a two-player game");
    let moves: Vec<String> = two.moves().iter().map(|m| m.to_usi()).collect();
    assert_eq!(
        format!("position startpos moves {}\n", moves.join(" ")),
        f.exported("game-1-alice-vs-bob.usi.txt")
    );
    assert!(two.is_over());
    // Stats: one rated game each, rated by Glicko-2 from the defaults; alice's four-player seat
    // was handed to the computer, so she is credited with the last place (-3) though it won.
    let (alice_rating, bob_rating) = rate_game(Rating::default(), Rating::default(), Score::Win);
    let alice = f.stats("alice");
    assert_eq!((alice.two.played, alice.two.won, alice.two.lost), (1, 1, 0));
    assert_eq!((alice.rating, alice.rated_games), (alice_rating, 1));
    assert_eq!((alice.four.played, alice.four.lost), (1, 1));
    assert_eq!(alice.four_points, -3.0);
    let bob = f.stats("bob");
    assert_eq!((bob.two.played, bob.two.won, bob.two.lost), (1, 0, 1));
    assert_eq!((bob.rating, bob.rated_games), (bob_rating, 1));
    assert_eq!(
        f.stats("shogiban").four.played,
        0,
        "the computer keeps none"
    );
    // The rank index: alice above bob.
    let board = f.say("carol", "leaderboard", soon());
    let (a, b) = (board.find("alice").unwrap(), board.find("bob").unwrap());
    assert!(a < b, "{board}");
}

#[test]
fn the_settings_layers_and_a_persons_language_read_back() {
    let f = Fixture::open("two-in-play");
    let s = f.s.settings(&tid(ID)).unwrap();
    assert_eq!(s.notation, NotationShown::Western, "the server's");
    assert_eq!(s.computer_level, 2, "the server's");
    assert_eq!(
        s.rules.impasse,
        Some(ImpasseRule::Declaration27),
        "the channel's"
    );
    assert_eq!(s.rules.move_limit, Some(300), "the channel's");
    assert!(s.hints, "the default");
    let listed = f.say("alice", "settings", soon());
    for line in [
        "move-limit = 300 (channel)",
        "impasse = 27 (channel)",
        "hints = on (default)",
        "notation = western (server)",
        "computer-level = 2 (server)",
    ] {
        assert!(listed.contains(line), "{line}: {listed}");
    }
    assert_eq!(f.s.language_of(user_id("carol")).unwrap(), Some(Lang::Ja));
    assert_eq!(f.s.language_of(user_id("alice")).unwrap(), None);
}

#[test]
fn a_puzzle_in_progress_is_finished_where_it_was_left() {
    let f = Fixture::open("two-in-play");
    let before = f.s.puzzle_stats(&tid(ID), user_id("carol")).unwrap();
    assert_eq!((before.solved, before.failed), (0, 0));
    // carol played R*7a and the defender answered K-5b; G*5a mates.
    let text = f.say("carol", "G*5a", soon());
    assert!(text.contains("solved!"), "{text}");
    let after = f.s.puzzle_stats(&tid(ID), user_id("carol")).unwrap();
    assert_eq!((after.solved, after.streak), (1, 1));
    assert!(after.rating.rating > before.rating.rating);
    assert_eq!(
        (after.next_pool, after.random_given),
        (before.next_pool, before.random_given),
        "where carol is in the puzzle pool stays"
    );
    assert!(matches!(
        f.refuse("carol", "puzzle stop", soon()),
        TableError::NoPuzzleInProgress
    ));
}

#[test]
fn the_next_games_are_numbered_after_the_stored_ones() {
    let f = Fixture::open("two-in-play");
    let now = soon();
    let text = f.say("bob", "resign", now);
    assert!(text.contains("alice wins by resignation."), "{text}");
    // Two two-player games were started here: the rematch (bob asks back) is the third, with the
    // same handicap.
    f.say("alice", "rematch", now);
    let text = f.say("bob", "rematch", now);
    assert!(text.contains("two-piece handicap"), "{text}");
    let (name, _) = f.export("alice", "usi", now);
    assert_eq!(name, "game-3-alice-vs-bob.usi.txt");
    f.say("alice", "abort", now);
    // One four-player game was started here: the first mover moves on from south to west.
    f.say("alice", "yonin", now);
    for seat in ["west", "north", "east"] {
        f.say("alice", &format!("add-computer {seat} level=1"), now);
    }
    let text = f.say("alice", "start", now);
    assert!(
        text.contains(". shogiban (west, level 1) moves first."),
        "{text}"
    );
}

// ---- challenges: two challenges waiting, the last game against the computer -------------------

#[test]
fn a_waiting_handicap_challenge_is_accepted_and_played_under_the_servers_settings() {
    let f = Fixture::open("challenges");
    let now = soon();
    let text = f.say("alice", "accept @bob", now);
    assert!(
        text.starts_with("Game on: ☗ alice (sente) vs ☖ bob (gote), lance handicap. bob to move."),
        "{text}"
    );
    f.say("bob", "3c3d", now);
    let board = f.say("alice", "board", now);
    assert!(board.contains("2d left to move"), "{board}");
    assert!(matches!(
        f.refuse("alice", "hint 7g", now),
        TableError::HintsOff
    ));
    let (_, usi) = f.export("alice", "usi", now);
    assert_eq!(
        usi.trim_end(),
        "position sfen lnsgkgsn1/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1 moves 3c3d"
    );
}

#[test]
fn the_open_challenge_keeps_the_side_and_clock_it_was_made_with() {
    let f = Fixture::open("challenges");
    let now = soon();
    let text = f.say("dave", "accept @carol", now);
    assert!(
        text.starts_with("Game on: ☗ dave (sente) vs ☖ carol (gote)"),
        "the channel's side gote: {text}"
    );
    let board = f.say("dave", "board", now);
    assert!(board.contains("12h left to move"), "{board}");
    f.say("dave", "resign", now);
    let carol = f.stats("carol");
    assert_eq!((carol.two.won, carol.rated_games), (1, 0), "unrated");
}

#[test]
fn waiting_challenges_are_withdrawn_or_expire_a_day_after_they_were_made() {
    let f = Fixture::open("challenges");
    let text = f.say("bob", "cancel", soon());
    assert_eq!(text, "bob cancelled their challenge.");
    let refused = f.refuse("alice", "accept @bob", soon());
    assert!(
        matches!(&refused, TableError::NoChallengeFrom { named, .. } if named == "bob"),
        "{refused:?}"
    );
    // carol's was made with the fixture: an hour before its day is out it still waits, a minute
    // after, it is gone.
    let text = f.say("dave", "accept @carol", Timestamp(made() + DAY - HOUR));
    assert!(text.starts_with("Game on:"), "{text}");
    let f = Fixture::open("challenges");
    let refused = f.refuse("dave", "accept @carol", Timestamp(made() + DAY + 60));
    assert!(
        matches!(&refused, TableError::NoChallengeFrom { named, waiting } if named == "carol" && waiting.is_empty()),
        "{refused:?}"
    );
}

#[test]
fn the_last_game_against_the_computer_reads_back_and_is_rematched() {
    let f = Fixture::open("challenges");
    let now = soon();
    let (name, usi) = f.export("dave", "usi", now);
    assert_eq!(name, "game-1-dave-vs-shogiban.usi.txt");
    assert_eq!(usi, f.exported(&name));
    let dave = f.stats("dave");
    assert_eq!(
        (dave.two.played, dave.two.lost, dave.rated_games),
        (1, 1, 0)
    );
    assert_eq!(f.stats("shogiban").two.played, 0, "the computer keeps none");
    // The challenges wait, so the rematch waits for them: cancelled first.
    f.say("bob", "cancel", now);
    f.say("carol", "cancel", now);
    let text = f.say("dave", "rematch", now);
    assert!(text.contains("shogiban (sente)"), "sides swap: {text}");
    assert!(
        text.contains("shogiban played"),
        "the computer moves first: {text}"
    );
}

// ---- lobby: a four-player lobby with a computer seat -------------------------------------------

#[test]
fn the_stored_lobby_fills_and_starts_with_its_switches_and_computer_seat() {
    let f = Fixture::open("lobby");
    let now = soon();
    let text = f.say("carol", "join", now);
    assert!(text.starts_with("carol sits at east."), "{text}");
    let text = f.say("alice", "start", now);
    assert!(text.contains("alice (south) moves first"), "{text}");
    let (_, record) = f.export("alice", "yonin", now);
    assert!(
        record.contains("credit=last-mover")
            && record.contains("teams=on")
            && record.contains("partner-capture=forbidden"),
        "{record}"
    );
    let board = f.say("alice", "board", now);
    assert!(board.contains("12h left to move"), "{board}");
    f.say("alice", "5g5f", now);
    // After west the computer at north (level 2) moves by itself.
    let text = f.say("bob", "7e6e", now);
    assert!(
        text.contains(" shogiban (north, level 2) played "),
        "{text}"
    );
    assert!(text.ends_with("carol (east) to move."), "{text}");
}

#[test]
fn a_seat_of_the_stored_lobby_is_left_and_taken() {
    let f = Fixture::open("lobby");
    assert!(matches!(
        f.refuse("dave", "join north", soon()),
        TableError::SeatTaken { .. }
    ));
    let text = f.say("bob", "leave", soon());
    assert!(text.contains("west: (free)"), "{text}");
    let text = f.say("dave", "join west", soon());
    assert!(text.starts_with("dave sits at west."), "{text}");
}

// ---- four-in-play: a four-player game with a computer seat and a seat handed over --------------

#[test]
fn the_stored_four_player_game_plays_on_with_its_computer_seats() {
    let f = Fixture::open("four-in-play");
    let now = soon();
    let file = "game-1-alice-vs-bob-vs-carol-computer-vs-shogiban-east-level-1.yonin";
    let (name, record) = f.export("alice", "yonin", now);
    assert_eq!(name, file);
    assert_eq!(record, f.exported(file));
    let board = f.say("carol", "board", now);
    assert!(board.contains("bob (west) to move"), "{board}");
    assert!(matches!(
        f.refuse("alice", "4g4f", now),
        TableError::NotYourTurn { .. }
    ));
    // bob moves; north (handed to the computer) and east (the computer's seat) answer.
    let text = f.say("bob", "8d7d", now);
    assert!(text.contains("carol (computer) (north) played"), "{text}");
    assert!(text.contains(" shogiban (east, level 1) played "), "{text}");
    assert!(text.ends_with("alice (south) to move."), "{text}");
    let (_, record) = f.export("alice", "yonin", now);
    assert!(record.contains("\n6. W:8d7d\n"), "{record}");
}

#[test]
fn a_four_player_seat_whose_day_runs_out_is_handed_to_the_computer() {
    let f = Fixture::open("four-in-play");
    assert_eq!(
        f.s.due_tables(Timestamp(made() + DAY + HOUR), 10).unwrap(),
        [ID]
    );
    let text = english(
        &f.s.tick(&tid(ID), Timestamp(made() + DAY + HOUR))
            .unwrap()
            .replies,
    );
    assert!(text.contains("bob (west) ran out of time."), "{text}");
    assert!(text.ends_with("alice (south) to move."), "{text}");
}

#[test]
fn a_seat_handed_over_before_the_save_is_credited_with_the_last_place() {
    let f = Fixture::open("four-in-play");
    let now = soon();
    // bob moves, then bob and alice hand their seats over too: the computers play the game out
    // (the same way every time: the computer's search is deterministic), and north, carol's
    // seat, comes first.
    f.say("bob", "8f7f", now);
    f.say("bob", "resign", now);
    let text = f.say("alice", "resign", now);
    assert!(text.contains("Game over"), "{text}");
    let archive = f.archive();
    let game = archive[0]
        .game
        .get::<shogiban::rules::yonin::Game>()
        .unwrap();
    let places = game.end.as_ref().unwrap().places.unwrap();
    assert_eq!(
        places[Seat::North],
        1,
        "the premise of this test: north won after carol left ({text})"
    );
    // carol left while the game was stored, and is credited with the last place all the same.
    for name in ["alice", "bob", "carol"] {
        let s = f.stats(name);
        assert_eq!((s.four.played, s.four.lost), (1, 1), "{name}");
        assert_eq!(s.four_points, -3.0, "{name}");
    }
}

/// A table id written as its key (`g1/c1`).
fn tid(key: &str) -> shogiban::table::TableId {
    key.parse().expect("a table id")
}
