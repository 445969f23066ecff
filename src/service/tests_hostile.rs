//! Hostile inputs through the whole service: each gets its specific message and leaves the stored
//! state exactly as it was; none panics.

use super::*;
use crate::store::kv;
use crate::store::MemStore;
use crate::table::UserId;
use crate::test_support::tid;
use crate::test_support::Names;

fn user(name: &str) -> Actor {
    let id = match name {
        "alice" => 1,
        "bob" => 2,
        "carol" => 3,
        _ => 99,
    };
    Actor {
        id: UserId(id),
        name: name.into(),
        moderator: false,
    }
}

const T: Timestamp = Timestamp(5_000);
const ID: &str = "g1/c1";

/// Everything stored about the table: its record, its archived games, quarantine and settings.
fn snapshot(s: &Service) -> (Option<Vec<u8>>, Vec<String>, kv::Entries, Settings) {
    (
        s.store.get(Space::Tables, ID.as_bytes()).unwrap(),
        s.finished_games(&tid(ID)).unwrap(),
        s.quarantined().unwrap(),
        s.settings(&tid(ID)).unwrap(),
    )
}

fn say(s: &Service, who: &str, line: &str) {
    s.run_line(ID, &user(who), line, T, &Names)
        .unwrap_or_else(|e| panic!("{who}: {line}: {e}"));
}

/// A game in play: alice (sente) has played 7g7f, bob is to move.
fn in_play() -> Service {
    let s = Service::new(Arc::new(MemStore::new()));
    say(&s, "alice", "challenge @bob");
    say(&s, "bob", "accept");
    say(&s, "alice", "7g7f");
    s
}

/// A game over: bob resigned.
fn finished() -> Service {
    let s = in_play();
    say(&s, "bob", "resign");
    s
}

/// (how the table is set up, who, the line, what the refusal must say)
type Case<'a> = (fn() -> Service, &'a str, &'a str, &'a str);

#[test]
fn hostile_inputs_get_specific_messages_and_change_nothing() {
    let long = "a".repeat(100 * 1024);
    let long_kanji = "歩".repeat(40 * 1024);
    let cases: Vec<Case> = vec![
        (in_play, "alice", "3c3d", "it is bob's turn, not yours"),
        (
            in_play,
            "carol",
            "3c3d",
            "you are not playing at this table; the game is alice vs bob",
        ),
        (
            in_play,
            "carol",
            "resign",
            "you are not playing at this table",
        ),
        (
            in_play,
            "carol",
            "takeback",
            "you are not playing at this table",
        ),
        (
            in_play,
            "carol",
            "abort",
            "you are not playing at this table",
        ),
        (in_play, "bob", "5a5c", "5a5c: "),
        (in_play, "bob", "%%%$$$", "%%%$$$: "),
        (in_play, "bob", "resing", "did you mean `resign`?"),
        (
            in_play,
            "bob",
            &long,
            "that line is too long (102400 characters)",
        ),
        (
            in_play,
            "bob",
            &long_kanji,
            "that line is too long (40960 characters)",
        ),
        (in_play, "bob", "   ", "empty command"),
        (in_play, "bob", "\u{0}\u{0}\u{7}", "\u{0}\u{0}\u{7}: "),
        (
            in_play,
            "carol",
            "challenge @nobody",
            "I do not know who @nobody is",
        ),
        (in_play, "carol", "accept", "a game is already in play here"),
        (in_play, "bob", "hint zz", "a hint takes a square"),
        (
            in_play,
            "bob",
            "export pdf",
            "`pdf` is not an option of `export`; it takes `kif`",
        ),
        (
            in_play,
            "bob",
            "export yonin",
            "yonin: export formats are kif",
        ),
        (
            in_play,
            "bob",
            "settings hints off",
            "only moderators can change settings",
        ),
        (
            in_play,
            "bob",
            "challenge @bob",
            "you cannot challenge yourself",
        ),
        (
            finished,
            "bob",
            "3c3d",
            "the game is over (alice wins by resignation.); `rematch` to play again",
        ),
        (
            finished,
            "carol",
            "rematch",
            "you are not playing at this table",
        ),
        (finished, "alice", "takeback", "the game is over"),
        (finished, "alice", "resign", "the game is over"),
    ];
    for (setup, who, line, expected) in cases {
        let s = setup();
        let before = snapshot(&s);
        let shown: String = line.chars().take(40).collect();
        let e = match s.run_line(ID, &user(who), line, T, &Names) {
            Ok(r) => panic!("{who}: {shown:?} was accepted: {}", r[0].text),
            Err(e) => e.to_string(),
        };
        assert!(
            e.contains(expected),
            "{who}: {shown:?}: expected {expected:?}, got {e:?}"
        );
        assert!(e.len() < 400, "messages stay short: {shown:?}");
        assert_eq!(
            snapshot(&s),
            before,
            "{who}: {shown:?} changed the stored state"
        );
    }
}

#[test]
fn a_corrupt_table_record_is_quarantined_byte_for_byte() {
    for bytes in [
        b"{not json".to_vec(),
        vec![0xff, 0xfe, 0x00, 0x80],
        br#"{"schema":99,"table":{}}"#.to_vec(),
        br#"{"schema":1,"table":{"game":7}}"#.to_vec(),
    ] {
        let s = Service::new(Arc::new(MemStore::new()));
        s.put_raw(&tid(ID), bytes.clone()).unwrap();
        // Even a refused command sets the record aside and says so.
        let e = s
            .run_line(ID, &user("alice"), "resign", T, &Names)
            .expect_err("no game")
            .to_string();
        assert!(e.contains("could not be read"), "{e}");
        assert!(e.contains("there is no game at this table"), "{e}");
        let q = s.quarantined().unwrap();
        assert_eq!(q.len(), 1);
        assert_eq!(q[0].1, bytes, "kept exactly for the operators");
        // Started afresh (nothing archived here, as the service counts when it loads the table).
        assert_eq!(
            s.table(&tid(ID)).unwrap(),
            Table {
                archived: Some(0),
                ..Table::default()
            }
        );
        // The table works again and the notice is not repeated.
        let r = s
            .run_line(ID, &user("alice"), "challenge @bob", T, &Names)
            .unwrap();
        assert_eq!(r.len(), 1, "{}", r[0].text);
    }
}

#[test]
fn a_stored_game_with_an_impossible_move_is_set_aside_with_the_move_named() {
    let s = in_play();
    let mut record: serde_json::Value =
        serde_json::from_slice(&s.store.get(Space::Tables, ID.as_bytes()).unwrap().unwrap())
            .unwrap();
    // After 7g7f gote is to move: the same pawn again cannot be played.
    let moves = record["table"]["session"]["playing"]["two"]["moves"]
        .as_array_mut()
        .expect("the game in play, as schema 3 stores it");
    let first = moves[0].clone();
    moves.push(first);
    let bytes = serde_json::to_vec(&record).unwrap();
    s.put_raw(&tid(ID), bytes.clone()).unwrap();
    // The record is checked when it is read, whatever the command: it is set aside with a notice
    // that names the move, and kept byte for byte for the operators.
    let e = s
        .run_line(ID, &user("bob"), "3c3d", T, &Names)
        .expect_err("the game is gone");
    let e = e.to_string();
    assert!(e.contains("could not be read"), "{e}");
    assert!(e.contains("move 2 (7g7f)"), "{e}");
    let q = s.quarantined().unwrap();
    assert_eq!(q.len(), 1);
    assert_eq!(q[0].1, bytes);
    // The table works again, and the clock has nothing to say about the lost game.
    assert!(s
        .tick(&tid(ID), Timestamp(T.0 + 999_999))
        .unwrap()
        .replies
        .is_empty());
    s.run_line(ID, &user("alice"), "challenge @bob", T, &Names)
        .unwrap();
}

/// A small deterministic generator of hostile lines: random bytes, mentions, long words, seats.
fn garbage(seed: u64, n: usize) -> Vec<String> {
    let mut x = seed;
    let mut next = move || {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        x
    };
    let pieces = [
        "challenge",
        "@",
        "<@",
        ">",
        "accept",
        "move",
        "7g7f",
        "P*",
        "+",
        "歩",
        "同",
        "=",
        "level=",
        "time=",
        "0d",
        "99999999999d",
        "join",
        "north",
        "settings",
        "server",
        "hint",
        "export",
        "yonin",
        "add-computer",
        "start",
        "\u{0}",
        "\u{202e}",
        "🀄",
        " ",
        "\t",
        "rematch",
        "abort",
    ];
    (0..n)
        .map(|_| {
            let words = next() % 6;
            (0..=words)
                .map(|_| {
                    if next() % 4 == 0 {
                        let len = (next() % 12) as usize;
                        (0..len)
                            .map(|_| char::from_u32((next() % 0x3000) as u32).unwrap_or('?'))
                            .collect::<String>()
                    } else {
                        pieces[(next() % pieces.len() as u64) as usize].to_owned()
                    }
                })
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect()
}

#[test]
fn random_garbage_never_panics_and_refusals_change_nothing() {
    let s = in_play();
    for (i, line) in garbage(0x5eed, 3000).iter().enumerate() {
        let who = ["alice", "bob", "carol", "zed"][i % 4];
        let before = snapshot(&s);
        if let Err(e) = s.run_line(ID, &user(who), line, T, &Names) {
            assert!(!e.to_string().is_empty());
            assert_eq!(snapshot(&s), before, "{who}: {line:?}");
        }
    }
}
