//! Databases written by the release of table schema 3 (a table's session and its last game;
//! four-player seats stored with their names already translated: `carol（コンピューター）`,
//! `shogiban (पूर्व, स्तर 2)`), made by `shogiban local --moderator alice` fed
//! `tests/data/store-v3/*/commands.txt` (see `tests/data/README.md`). Each test opens a copy and
//! checks what a person would notice — the words of the replies in the table's language, the
//! exported records, the stats, the standings — then plays on, so a new stored form of games and
//! seats cannot lose or reword what running bots have written. Nothing here reads the fields of
//! the stored game types: they are what is about to change.

#[path = "support/fixtures.rs"]
mod fixtures;

use fixtures::{actor, Names};
use shogiban::engine::Builtin;
use shogiban::i18n::Lang;
use shogiban::local::user_id;
use shogiban::notation::yonin::YoninRecord;
use shogiban::rules::yonin::Game;
use shogiban::rules::Seat;
use shogiban::service::{Answer, CommandKey, Service, ServiceError};
use shogiban::store::SledStore;
use shogiban::table::command::parse_command;
use shogiban::table::rating::{rate_game, Rating, Score};
use shogiban::table::stats::UserStats;
use shogiban::table::{Player, Reply, TableError, TableId, Timestamp};
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// Local mode's server.
const GUILD: &str = "local";
const DAY: u64 = 86_400;
const HOUR: u64 = 3_600;

/// When the fixtures were made (`make.sh` writes it before the first command; the commands of
/// all four ran within seconds of it).
fn made() -> u64 {
    include_str!("data/store-v3/made-at")
        .trim()
        .parse()
        .expect("a Unix time in made-at")
}

/// Five minutes after the fixtures were made: after every command that made them, and every
/// clock in them still runs.
fn soon() -> Timestamp {
    Timestamp(made() + 300)
}

/// The table of local mode's channel `name` (`terminal` for lines without a channel).
fn at(name: &str) -> TableId {
    TableId::local(name).expect("a channel name")
}

fn fixture_dir(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/store-v3")
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

    /// `who: line` at `table`, as local mode runs it (alice is the moderator).
    fn run(
        &self,
        table: &str,
        who: &str,
        line: &str,
        now: Timestamp,
    ) -> Result<Answer, ServiceError> {
        let command = parse_command(line).unwrap_or_else(|e| panic!("{line}: {e}"));
        let mut a = actor(who);
        a.moderator = who == "alice";
        self.s
            .run(&CommandKey::fresh(), &at(table), &a, command, now, &Names)
    }

    /// What `table` answers `who: line`, in `lang`, replies joined by newlines.
    fn say(&self, table: &str, who: &str, line: &str, lang: Lang) -> String {
        let answer = self
            .run(table, who, line, soon())
            .unwrap_or_else(|e| panic!("#{table} {who}: {line}: {e}"));
        text(&answer.replies, lang)
    }

    /// The refusal of `who: line` at `table`, which must be the table's.
    fn refuse(&self, table: &str, who: &str, line: &str) -> TableError {
        match self.run(table, who, line, soon()) {
            Err(ServiceError::Table(e)) => e,
            Err(e) => panic!("#{table} {who}: {line}: not the table's refusal: {e}"),
            Ok(a) => panic!(
                "#{table} {who}: {line}: accepted: {}",
                text(&a.replies, Lang::En)
            ),
        }
    }

    /// The file `who: export FORMAT` attaches at `table`: its name and text.
    fn export(&self, table: &str, who: &str, format: &str) -> (String, String) {
        let answer = self
            .run(table, who, &format!("export {format}"), soon())
            .unwrap_or_else(|e| panic!("#{table} {who}: export {format}: {e}"));
        let (name, bytes) = answer
            .replies
            .into_iter()
            .find_map(|r| r.file)
            .expect("an attached record");
        (name, String::from_utf8_lossy(&bytes).into_owned())
    }

    /// A record the fixture's commands exported when it was made.
    fn exported(&self, file: &str) -> String {
        let bytes = std::fs::read(fixture_dir(self.name).join("exports").join(file))
            .unwrap_or_else(|e| panic!("{file}: {e}"));
        String::from_utf8_lossy(&bytes).into_owned()
    }

    /// `who: export FORMAT` at `table` attaches the file the fixture's commands exported there.
    fn exports_as_made(&self, table: &str, who: &str, format: &str, file: &str) {
        let (name, record) = self.export(table, who, format);
        assert_eq!(name, file, "#{table}");
        assert_eq!(record, self.exported(file), "#{table}: {file}");
    }

    /// [`Fixture::exports_as_made`] of a tournament's four-player game whose computer seats
    /// schema 3 stored under the bot's bare name: they are named by seat and level now, as every
    /// computer seat is (`shogiban（東・レベル2）`), and the rest of the record is as it was.
    fn exports_with_seats_named(
        &self,
        table: &str,
        who: &str,
        file: &str,
        named: &str,
        seats: &[(&str, &str)],
    ) {
        let (name, record) = self.export(table, who, "yonin");
        assert_eq!(name, named, "#{table}");
        let mut then = self.exported(file);
        for (seat, shown) in seats {
            then = then.replace(
                &format!("{seat}: shogiban\n"),
                &format!("{seat}: {shown}\n"),
            );
        }
        assert_eq!(record, then, "#{table}: {file}");
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

    /// How many finished games `table` has archived.
    fn archived(&self, table: &str) -> usize {
        self.s.finished_games(&at(table)).unwrap().len()
    }

    /// What the clock does at `table` at `now`.
    fn tick(&self, table: &str, now: u64) -> Answer {
        let answer = self.s.tick(&at(table), Timestamp(now)).unwrap();
        assert!(
            !answer.replies.is_empty(),
            "#{table}: the clock said nothing at {now}"
        );
        answer
    }
}

fn text(replies: &[Reply], lang: Lang) -> String {
    replies
        .iter()
        .map(|r| r.text.to_string_in(lang))
        .collect::<Vec<_>>()
        .join("\n")
}

/// What other tables said because of a command (a tournament's channel, a new round's games):
/// each table's channel name with its words in `lang`.
fn elsewhere(answer: &Answer, lang: Lang) -> Vec<(String, String)> {
    answer
        .elsewhere
        .iter()
        .map(|(t, r)| {
            (
                t.local_name().expect("a local channel").to_owned(),
                r.text.to_string_in(lang),
            )
        })
        .collect()
}

/// Checks that action `i` (0-based) of the four-player `record` was played by the computer of
/// `level` at `seat`: it is what the built-in player of that level chooses there, seeded as
/// the table seeds it (the number of actions so far and the seat), so the level stored for a
/// seat — filled in the lobby or by a tournament, or taken over from a person — shows in what
/// the seat plays. (If the table's seeding changes, this changes with it.)
fn played_by_computer(record: &str, i: usize, seat: Seat, level: u8) {
    let record = YoninRecord::read(record).expect("a four-player record");
    let mut game = Game::new(record.settings());
    for &m in &record.moves()[..i] {
        game.play(m).unwrap();
    }
    assert_eq!(game.to_move(), Some(seat), "action {}", i + 1);
    let seed = (i as u64) << 2 | seat.index() as u64;
    let chosen = game.builtin_move(level, seed).expect("a move");
    assert_eq!(
        record.moves()[i],
        chosen,
        "action {} is the level-{level} computer's at {seat:?}",
        i + 1
    );
}

// ---- four-in-play: a Japanese table's game in play; a Hindi table's finished game -------------

/// The terminal's four-player game in play, as exported when it was stored.
const FOUR_IN_PLAY: &str =
    "game-1-alice-vs-bob-vs-carol-コンピューター-vs-shogiban-東-レベル2.yonin";
/// #kaigi's finished four-player game, as exported when it was stored.
const KAIGI: &str =
    "game-1-alice-vs-bob-कंप-यूटर-vs-shogiban-उत-तर-स-तर-1-vs-shogiban-पूर-व-स-तर-2.yonin";

#[test]
fn the_four_player_game_in_play_reads_back_in_japanese_and_plays_on_at_its_levels() {
    let f = Fixture::open("four-in-play");
    let t = "terminal";
    f.exports_as_made(t, "alice", "yonin", FOUR_IN_PLAY);
    let record = f.exported(FOUR_IN_PLAY);
    for seat in [
        "North: carol（コンピューター）\n",
        "East: shogiban（東・レベル2）\n",
    ] {
        assert!(record.contains(seat), "{seat}: {record}");
    }
    // The seats as the board names them: carol marked as played by the computer, the lobby's
    // computer seat by its seat and level, in the table's Japanese; bob (west) to move, with
    // the clock of a day a move running.
    let board = f.say(t, "carol", "board", Lang::Ja);
    for words in [
        "alice（南）",
        "bob（西）",
        "carol（コンピューター）（北）",
        "shogiban（東・レベル2）",
        "bob さん（西）の手番",
        "残り時間",
    ] {
        assert!(board.contains(words), "{words}: {board}");
    }
    assert!(matches!(
        f.refuse(t, "alice", "4g4f"),
        TableError::NotYourTurn { .. }
    ));
    assert!(matches!(
        f.refuse(t, "carol", "3b3c"),
        TableError::NotAPlayer { .. } | TableError::NotYourTurn { .. }
    ));
    // bob moves; north (carol's seat, the computer at the default level 3) and east (level 2)
    // answer, and alice is to move.
    let said = f.say(t, "bob", "8d7d", Lang::Ja);
    assert!(said.contains("carol（コンピューター）"), "{said}");
    assert!(said.contains("shogiban（東・レベル2）が"), "{said}");
    assert!(said.ends_with("alice さん（南）の手番です。"), "{said}");
    // Another round: what north and east play there is what the computer plays at level 3
    // (carol's seat, taken over at the table's level) and at level 2 (the lobby's seat).
    f.say(t, "alice", "4g4f", Lang::Ja);
    f.say(t, "bob", "8f7f", Lang::Ja);
    let (_, after) = f.export(t, "alice", "yonin");
    assert!(
        after.starts_with(record.trim_end_matches("Result: *\n")),
        "{after}"
    );
    assert!(after.contains("\n6. W:8d7d\n"), "{after}");
    assert!(after.contains("\n10. W:8f7f\n"), "{after}");
    played_by_computer(&after, 10, Seat::North, 3);
    played_by_computer(&after, 11, Seat::East, 2);
}

#[test]
fn a_seat_whose_day_runs_out_is_handed_over_in_the_tables_language() {
    let f = Fixture::open("four-in-play");
    // alice's last move started bob's day: he is reminded after three quarters of it.
    let due = |at: u64| f.s.due_tables(Timestamp(at), 10).unwrap();
    assert!(due(made() + 17 * HOUR).is_empty());
    assert_eq!(due(made() + 19 * HOUR), [at("terminal")]);
    let said = text(&f.tick("terminal", made() + 19 * HOUR).replies, Lang::Ja);
    assert!(
        said.starts_with("bob さん（西）：あなたの手番です。"),
        "{said}"
    );
    assert!(due(made() + 20 * HOUR).is_empty(), "reminded once");
    let answer = f.tick("terminal", made() + DAY + HOUR);
    let said = text(&answer.replies, Lang::Ja);
    assert!(
        said.contains("bob さん（西）が時間切れになりました。"),
        "{said}"
    );
    assert!(said.contains("bob（コンピューター）"), "{said}");
    assert!(said.ends_with("alice さん（南）の手番です。"), "{said}");
    // bob's seat went to the computer at the table's level (the default 3), like carol's.
    let (_, record) = f.export("terminal", "alice", "yonin");
    assert!(record.contains("West: bob（コンピューター）\n"), "{record}");
    played_by_computer(&record, 5, Seat::West, 3);
}

#[test]
fn the_seat_handed_over_before_the_save_is_credited_with_the_last_place() {
    let f = Fixture::open("four-in-play");
    let t = "terminal";
    assert_eq!(f.archived(t), 0);
    // alice and bob have #kaigi's game in their stats already.
    let before = ["alice", "bob", "carol"].map(|name| (name, f.stats(name)));
    // bob and alice hand their seats over too: the computers play the game out.
    f.say(t, "bob", "8d7d", Lang::Ja);
    f.say(t, "alice", "resign", Lang::Ja);
    let said = f.say(t, "bob", "resign", Lang::Ja);
    assert!(said.contains("終局"), "{said}");
    assert_eq!(f.archived(t), 1);
    let (_, record) = f.export(t, "carol", "yonin");
    assert!(record.contains("\nPlaces: "), "{record}");
    for seat in [
        "South: alice（コンピューター）\n",
        "West: bob（コンピューター）\n",
        "North: carol（コンピューター）\n",
    ] {
        assert!(record.contains(seat), "{seat}: {record}");
    }
    // Whatever places the computer reached for them, the three people are credited with the
    // last place, under their own names; the computer keeps no stats.
    for (name, before) in before {
        let s = f.stats(name);
        assert_eq!(s.name, name);
        assert_eq!(
            (s.four.played, s.four.won, s.four.lost),
            (
                before.four.played + 1,
                before.four.won,
                before.four.lost + 1
            ),
            "{name}"
        );
        assert_eq!(s.four_points, before.four_points - 3.0, "{name}");
    }
    assert_eq!(f.stats("shogiban").four.played, 0);
}

#[test]
fn the_finished_hindi_game_is_archived_and_its_handed_over_seat_credited_last() {
    let f = Fixture::open("four-in-play");
    let t = "kaigi";
    assert_eq!(f.archived(t), 1);
    f.exports_as_made(t, "alice", "yonin", KAIGI);
    let record = f.exported(KAIGI);
    for line in [
        "South: alice\n",
        "West: bob (कंप्यूटर)\n",
        "North: shogiban (उत्तर, स्तर 1)\n",
        "East: shogiban (पूर्व, स्तर 2)\n",
        "Result: two-eliminations\n",
        "Places: south 2, west 3, north 1, east 4",
    ] {
        assert!(record.contains(line), "{line}: {record}");
    }
    // alice came second (+1); bob's seat came third after he left it, and he is credited with
    // the last place (-3), under his own name.
    let alice = f.stats("alice");
    assert_eq!(
        (alice.four.played, alice.four.won, alice.four.lost),
        (1, 0, 0)
    );
    assert_eq!(alice.four_points, 1.0);
    let bob = f.stats("bob");
    assert_eq!(bob.name, "bob");
    assert_eq!((bob.four.played, bob.four.won, bob.four.lost), (1, 0, 1));
    assert_eq!(bob.four_points, -3.0);
    assert_eq!(
        f.stats("shogiban").four.played,
        0,
        "the computer keeps none"
    );
    let board = f.say(t, "carol", "leaderboard", Lang::Hi);
    let (a, b) = (
        board.find("1. alice +1").expect("alice first"),
        board.find("2. bob -3").expect("bob second, unmarked"),
    );
    assert!(a < b, "{board}");
    assert!(!board.contains("कंप्यूटर"), "{board}");
}

#[test]
fn a_rematch_of_the_hindi_game_gives_the_handed_over_seat_back_to_its_person() {
    let f = Fixture::open("four-in-play");
    let t = "kaigi";
    let said = f.say(t, "alice", "rematch", Lang::Hi);
    // The same seats, bob's his own again (without the mark), the computers at their seats and
    // levels; the first move passes from south to west.
    for words in [
        "alice (दक्षिण)",
        "bob (पश्चिम)",
        "shogiban (उत्तर, स्तर 1)",
        "shogiban (पूर्व, स्तर 2)",
        "पहली चाल bob (पश्चिम) की",
    ] {
        assert!(said.contains(words), "{words}: {said}");
    }
    assert!(!said.contains("कंप्यूटर)"), "{said}");
    // bob plays his seat; north and east answer at their levels; alice to move.
    let said = f.say(t, "bob", "7e6e", Lang::Hi);
    assert!(said.starts_with("bob (पश्चिम) की चाल"), "{said}");
    assert!(said.ends_with("alice (दक्षिण) की बारी।"), "{said}");
    let (name, record) = f.export(t, "alice", "yonin");
    assert!(
        name.starts_with("game-2-alice-vs-bob-vs-shogiban"),
        "{name}"
    );
    assert!(record.contains("West: bob\n"), "{record}");
    played_by_computer(&record, 1, Seat::North, 1);
    played_by_computer(&record, 2, Seat::East, 2);
    // The finished game's credit stays as it was.
    assert_eq!(f.stats("bob").four_points, -3.0);
    assert_eq!(f.archived(t), 1);
}

// ---- two-vs-computer: a game against the computer in play; finished games -----------------------

#[test]
fn the_game_against_the_computer_reads_back_and_the_computer_answers() {
    let f = Fixture::open("two-vs-computer");
    let t = "terminal";
    f.exports_as_made(t, "carol", "usi", "game-1-carol-vs-shogiban.usi.txt");
    let usi = f.exported("game-1-carol-vs-shogiban.usi.txt");
    assert!(
        usi.starts_with("position sfen lnsgkgsnl/1r7/ppppppppp/"),
        "the computer gives a bishop: {usi}"
    );
    let board = f.say(t, "carol", "board", Lang::En);
    assert!(board.starts_with("☗ carol vs ☖ shogiban"), "{board}");
    assert!(board.contains("carol to move"), "{board}");
    assert!(board.contains("left to move"), "{board}");
    let said = f.say(t, "carol", "2g2f", Lang::En);
    assert!(
        said.starts_with("carol played ▲２六歩 (P-2f). shogiban played "),
        "{said}"
    );
    assert!(said.ends_with("carol to move."), "{said}");
    let (_, after) = f.export(t, "carol", "usi");
    let added: Vec<&str> = after
        .trim_end()
        .strip_prefix(usi.trim_end())
        .expect("the stored moves first")
        .split_whitespace()
        .collect();
    assert_eq!(added.len(), 2, "{after}");
    assert_eq!(added[0], "2g2f");
    // Resigned and rematched: the same handicap and level, never rated.
    let said = f.say(t, "carol", "resign", Lang::En);
    assert!(said.contains("shogiban wins by resignation."), "{said}");
    assert_eq!(f.archived(t), 1);
    let said = f.say(t, "carol", "rematch", Lang::En);
    assert!(
        said.contains("bishop handicap, computer level 2, unrated"),
        "{said}"
    );
    let carol = f.stats("carol");
    assert_eq!(
        (carol.two.played, carol.two.lost, carol.rated_games),
        (1, 1, 0)
    );
}

#[test]
fn the_clock_of_the_game_against_the_computer_ends_it_on_time() {
    let f = Fixture::open("two-vs-computer");
    assert!(f
        .s
        .due_tables(Timestamp(made() + DAY + HOUR), 10)
        .unwrap()
        .contains(&at("terminal")));
    let answer = f.tick("terminal", made() + DAY + HOUR);
    let said = text(&answer.replies, Lang::En);
    assert!(said.contains("shogiban wins on time."), "{said}");
    assert_eq!(f.archived("terminal"), 1);
    assert_eq!(f.stats("carol").two.lost, 1);
    assert_eq!(f.stats("shogiban").two.played, 0, "the computer keeps none");
}

#[test]
fn the_finished_game_against_the_computer_reads_back_and_is_rematched() {
    let f = Fixture::open("two-vs-computer");
    let t = "dojo";
    assert_eq!(f.archived(t), 1);
    f.exports_as_made(t, "dave", "usi", "game-1-shogiban-vs-dave.usi.txt");
    let dave = f.stats("dave");
    assert_eq!(
        (dave.two.played, dave.two.lost, dave.rated_games),
        (1, 1, 0)
    );
    // dave gave the lance: the rematch keeps the handicap, its giver and the computer's level.
    let said = f.say(t, "dave", "rematch", Lang::En);
    assert!(
        said.starts_with(
            "Game on: ☗ shogiban (sente) vs ☖ dave (gote), lance handicap, computer level 1, \
             unrated. dave to move."
        ),
        "{said}"
    );
    let said = f.say(t, "dave", "3c3d", Lang::En);
    assert!(said.contains(" shogiban played "), "{said}");
    let (name, _) = f.export(t, "dave", "usi");
    assert_eq!(name, "game-2-shogiban-vs-dave.usi.txt");
}

#[test]
fn the_rated_game_reads_back_with_its_stats_and_ratings_and_is_rematched() {
    let f = Fixture::open("two-vs-computer");
    let t = "club";
    assert_eq!(f.archived(t), 1);
    f.exports_as_made(t, "alice", "kif", "game-1-alice-vs-bob.kif");
    f.exports_as_made(t, "bob", "usi", "game-1-alice-vs-bob.usi.txt");
    assert_eq!(
        f.exported("game-1-alice-vs-bob.usi.txt"),
        "position startpos moves 7g7f 3c3d 2g2f\n"
    );
    let (alice_rating, bob_rating) = rate_game(Rating::default(), Rating::default(), Score::Win);
    let alice = f.stats("alice");
    assert_eq!((alice.two.played, alice.two.won), (1, 1));
    assert_eq!((alice.rating, alice.rated_games), (alice_rating, 1));
    let bob = f.stats("bob");
    assert_eq!((bob.two.played, bob.two.lost), (1, 1));
    assert_eq!((bob.rating, bob.rated_games), (bob_rating, 1));
    let board = f.say(t, "carol", "leaderboard", Lang::En);
    let (a, b) = (
        board.find("1. alice").unwrap(),
        board.find("2. bob").unwrap(),
    );
    assert!(a < b, "{board}");
    // Both ask: the second game, sides swapped, a day a move as before.
    let said = f.say(t, "bob", "rematch", Lang::En);
    assert!(said.contains("(1d per move)"), "{said}");
    let said = f.say(t, "alice", "rematch", Lang::En);
    assert!(
        said.starts_with("Game on: ☗ bob (sente) vs ☖ alice (gote). bob to move."),
        "{said}"
    );
    let (name, _) = f.export(t, "alice", "usi");
    assert_eq!(name, "game-2-bob-vs-alice.usi.txt");
}

// ---- tournament: a round robin under way, a four-player event with computer seats ---------------

/// The round robin's standings as stored: alice's win in, board 2 in play.
const TAIKAI_STANDINGS: &str =
    "「春の大会」　1回戦終了前の順位（順位、名前、得点、ゾンネボーン・ベルガー、対局数）：
1位 alice：1点、0、1局
2位 bob：0点、0、0局
2位 carol：0点、0、0局
2位 dave：0点、0、1局";

#[test]
fn the_round_robin_under_way_reads_back_its_standings_and_finished_game() {
    let f = Fixture::open("tournament");
    let said = f.say("taikai", "dave", "tournament standings", Lang::Ja);
    assert_eq!(said, TAIKAI_STANDINGS);
    let said = f.say("taikai", "dave", "tournament show 1", Lang::Ja);
    assert!(
        said.starts_with("1. 「春の大会」：1回戦を対局中（全3回戦）"),
        "{said}"
    );
    assert!(said.ends_with(TAIKAI_STANDINGS), "{said}");
    // Board 1 ended: its record reads back, and its table refuses to play on or again.
    let t = "taikai-t1r1b1";
    f.exports_as_made(t, "dave", "kif", "game-1-alice-vs-dave.kif");
    assert!(matches!(
        f.refuse(t, "dave", "8c8d"),
        TableError::GameOver { rematch: false, .. }
    ));
    assert!(matches!(
        f.refuse(t, "alice", "rematch"),
        TableError::TournamentGame
    ));
    // Rated: both ratings moved, from the defaults, as for any rated game.
    let (alice_rating, dave_rating) = rate_game(Rating::default(), Rating::default(), Score::Win);
    assert_eq!(f.stats("alice").rating, alice_rating);
    assert_eq!(f.stats("dave").rating, dave_rating);
    assert_eq!(f.stats("dave").two.lost, 1);
}

#[test]
fn the_round_robins_game_in_play_ends_the_round_and_the_next_one_starts() {
    let f = Fixture::open("tournament");
    let t = "taikai-t1r1b2";
    f.exports_as_made(t, "bob", "usi", "game-1-bob-vs-carol.usi.txt");
    let board = f.say(t, "carol", "board", Lang::Ja);
    assert!(
        board.starts_with("☗bob 対 ☖carol、3手目。bob さんの手番です。"),
        "{board}"
    );
    f.say(t, "bob", "2g2f", Lang::Ja);
    let answer = f.run(t, "carol", "resign", soon()).unwrap();
    assert!(
        text(&answer.replies, Lang::Ja).contains("投了でbob さんの勝ちです。"),
        "{answer:?}"
    );
    // The result reaches the tournament's channel, round 1 is over and round 2 is seated, each
    // game at its own table.
    let posts = elsewhere(&answer, Lang::Ja);
    let channel: Vec<&str> = posts
        .iter()
        .filter(|(c, _)| c == "taikai")
        .map(|(_, w)| w.as_str())
        .collect();
    let channel = channel.join("\n");
    for words in [
        "1回戦 第2局：bob さんが carol さんに勝利。",
        "「春の大会」の1回戦が終わりました。",
        "「春の大会」の2回戦が始まりました。",
        "第1局：dave 対 carol（#taikai-t1r2b1 で対局）。",
        "第2局：alice 対 bob（#taikai-t1r2b2 で対局）。",
    ] {
        assert!(channel.contains(words), "{words}: {channel}");
    }
    let tables: Vec<&str> = posts.iter().map(|(c, _)| c.as_str()).collect();
    assert!(
        tables.contains(&"taikai-t1r2b1") && tables.contains(&"taikai-t1r2b2"),
        "{posts:?}"
    );
    let said = f.say("taikai-t1r2b1", "dave", "7g7f", Lang::Ja);
    assert!(said.ends_with("carol さんの手番です。"), "{said}");
    let said = f.say("taikai", "alice", "tournament standings", Lang::Ja);
    assert!(said.contains("1位 alice：1点"), "{said}");
    assert!(said.contains("1位 bob：1点"), "{said}");
    assert_eq!(f.stats("bob").rated_games, 1, "a rated event");
}

#[test]
fn the_tournament_games_clock_ends_it_on_time_and_the_result_counts() {
    let f = Fixture::open("tournament");
    let answer = f.tick("taikai-t1r1b2", made() + DAY + HOUR);
    let said = text(&answer.replies, Lang::Ja);
    assert!(said.contains("時間切れでcarol さんの勝ちです。"), "{said}");
    let posts = elsewhere(&answer, Lang::Ja);
    assert!(
        posts
            .iter()
            .any(|(c, w)| c == "taikai" && w.contains("1回戦 第2局：carol さんが bob さんに勝利。")),
        "{posts:?}"
    );
}

/// The four-player event's standings as stored: round 1 under way, nothing scored.
const YONIN_STANDINGS: &str = "「四人戦」　1回戦終了前の順位（順位、名前、得点、順位点、対局数）：
1位 erin：0点、0、0局
1位 frank：0点、0、0局
1位 grace：0点、0、0局
1位 heidi：0点、0、0局
1位 ivan：0点、0、0局";

#[test]
fn the_four_player_events_tables_read_back_and_their_computer_seats_play() {
    let f = Fixture::open("tournament");
    let said = f.say("yonin", "ivan", "tournament standings", Lang::Ja);
    assert_eq!(said, YONIN_STANDINGS);
    // Board 1: three people and the computer at east (the server's level 2).
    let t = "yonin-t1r1b1";
    f.exports_with_seats_named(
        t,
        "erin",
        "game-1-erin-vs-frank-vs-grace-vs-shogiban.yonin",
        "game-1-erin-vs-frank-vs-grace-vs-shogiban-東-レベル2.yonin",
        &[("East", "shogiban（東・レベル2）")],
    );
    let board = f.say(t, "frank", "board", Lang::Ja);
    assert!(board.contains("erin さん（南）の手番"), "{board}");
    f.say(t, "erin", "4h4g", Lang::Ja);
    f.say(t, "frank", "8d7d", Lang::Ja);
    let said = f.say(t, "grace", "6b6c", Lang::Ja);
    assert!(said.contains("(E:"), "the computer's answer: {said}");
    assert!(said.ends_with("erin さん（南）の手番です。"), "{said}");
    let (_, record) = f.export(t, "erin", "yonin");
    played_by_computer(&record, 7, Seat::East, 2);
    // Board 2: heidi with ivan's seat handed over (marked in Japanese) and two computer seats.
    let t = "yonin-t1r1b2";
    f.exports_with_seats_named(
        t,
        "heidi",
        "game-1-heidi-vs-ivan-コンピューター-vs-shogiban-vs-shogiban.yonin",
        "game-1-heidi-vs-ivan-コンピューター-vs-shogiban-北-レベル2-vs-shogiban-東-レベル2.yonin",
        &[
            ("North", "shogiban（北・レベル2）"),
            ("East", "shogiban（東・レベル2）"),
        ],
    );
    let board = f.say(t, "heidi", "board", Lang::Ja);
    assert!(board.contains("ivan（コンピューター）（西）"), "{board}");
    assert!(board.contains("heidi さん（南）の手番"), "{board}");
    let said = f.say(t, "heidi", "4h4g", Lang::Ja);
    assert!(said.contains("ivan（コンピューター）"), "{said}");
    assert!(said.ends_with("heidi さん（南）の手番です。"), "{said}");
    f.say(t, "heidi", "4g4f", Lang::Ja);
    let (_, record) = f.export(t, "heidi", "yonin");
    played_by_computer(&record, 6, Seat::North, 2);
    played_by_computer(&record, 7, Seat::East, 2);
    played_by_computer(&record, 9, Seat::West, 2);
}

// ---- lobby: a Bengali four-player lobby with a computer seat ------------------------------------

#[test]
fn the_bengali_lobby_fills_and_starts_with_its_computer_seat() {
    let f = Fixture::open("lobby");
    let t = "terminal";
    let said = f.say(t, "carol", "join", Lang::Bn);
    assert!(
        said.starts_with(
            "carol পূর্ব আসনে বসলেন। দক্ষিণ: alice, পশ্চিম: shogiban (পশ্চিম, স্তর 1), উত্তর: bob, \
             পূর্ব: carol"
        ),
        "{said}"
    );
    let said = f.say(t, "bob", "start", Lang::Bn);
    assert!(
        said.starts_with(
            "চার খেলোয়াড়ের খেলা শুরু: alice (দক্ষিণ), shogiban (পশ্চিম, স্তর 1), bob (উত্তর), \
             carol (পূর্ব)।"
        ),
        "{said}"
    );
    // After south the computer at west (level 1) moves by itself; bob (north) is next.
    let said = f.say(t, "alice", "5g5f", Lang::Bn);
    assert!(said.contains("shogiban (পশ্চিম, স্তর 1) "), "{said}");
    assert!(said.ends_with("bob (উত্তর)-এর পালা।"), "{said}");
    let (_, record) = f.export(t, "alice", "yonin");
    assert!(
        record.contains("West: shogiban (পশ্চিম, স্তর 1)\n"),
        "{record}"
    );
    assert!(record.contains(" teams=on "), "{record}");
    played_by_computer(&record, 1, Seat::West, 1);
    let board = f.say(t, "bob", "board", Lang::En);
    assert!(board.contains("12h left to move"), "{board}");
}

#[test]
fn a_seat_of_the_bengali_lobby_is_left_and_taken() {
    let f = Fixture::open("lobby");
    assert!(matches!(
        f.refuse("terminal", "dave", "join west"),
        TableError::SeatTaken { .. }
    ));
    let said = f.say("terminal", "bob", "leave", Lang::Bn);
    assert!(said.contains("উত্তর: (খালি)"), "{said}");
    let said = f.say("terminal", "dave", "join north", Lang::Bn);
    assert!(said.starts_with("dave উত্তর আসনে বসলেন।"), "{said}");
    assert!(said.contains("পশ্চিম: shogiban (পশ্চিম, স্তর 1)"), "{said}");
}
