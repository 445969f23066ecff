use super::*;
use crate::table::command::Mention;
use crate::table::{Player, UserId};

struct Names;

impl Directory for Names {
    fn resolve(&self, m: &Mention) -> Option<Player> {
        let id = match m.0.as_str() {
            "alice" => 1,
            "bob" => 2,
            _ => return None,
        };
        Some(Player {
            id: UserId(id),
            name: m.0.clone(),
        })
    }
}

fn actor(name: &str, id: u64) -> Actor {
    Actor {
        id: UserId(id),
        name: name.into(),
        moderator: false,
    }
}

const T: Timestamp = Timestamp(5_000);

fn service() -> Service {
    Service::new(Arc::new(MemStore::new()))
}

#[test]
fn commands_are_saved_before_the_reply() {
    let s = service();
    s.run("c1", &actor("alice", 1), "challenge @bob", T, &Names)
        .unwrap();
    s.run("c1", &actor("bob", 2), "accept", T, &Names).unwrap();
    s.run("c1", &actor("alice", 1), "7g7f", T, &Names).unwrap();
    let t = s.table("c1").unwrap();
    assert_eq!(t.game.unwrap().moves, vec!["7g7f"]);
    assert!(
        s.table("other").unwrap().game.is_none(),
        "tables are separate"
    );
}

#[test]
fn refused_commands_store_nothing() {
    let s = service();
    s.run("c1", &actor("alice", 1), "challenge @bob", T, &Names)
        .unwrap();
    s.run("c1", &actor("bob", 2), "accept", T, &Names).unwrap();
    let before = s.table("c1").unwrap();
    for line in ["3c3d", "7g7e", "garbage!!", ""] {
        assert!(s.run("c1", &actor("alice", 1), line, T, &Names).is_err() || line == "3c3d");
    }
    assert!(s.run("c1", &actor("bob", 2), "3c3d", T, &Names).is_err());
    assert_eq!(s.table("c1").unwrap(), before);
}

#[test]
fn a_corrupt_record_is_quarantined_reported_and_the_table_starts_afresh() {
    let s = service();
    s.put_raw("c1", b"{not json".to_vec()).unwrap();
    s.put_raw("c2", b"{}".to_vec()).unwrap();
    let r = s
        .run("c1", &actor("alice", 1), "challenge @bob", T, &Names)
        .unwrap();
    assert!(r[0].text.contains("could not be read"), "{}", r[0].text);
    assert!(r[1].text.contains("alice challenges bob"));
    assert_eq!(s.quarantined().unwrap().len(), 1);
    assert_eq!(s.quarantined().unwrap()[0].1, b"{not json");
    // The next command sees a healthy table and no notice.
    let r = s.run("c1", &actor("bob", 2), "accept", T, &Names).unwrap();
    assert!(!r[0].text.contains("could not be read"));
    // A refused command on a corrupt table still reports the quarantine.
    let e = s
        .run("c2", &actor("alice", 1), "7g7f", T, &Names)
        .unwrap_err();
    assert!(e.to_string().contains("could not be read"), "{e}");
    assert_eq!(s.quarantined().unwrap().len(), 2);
}

#[test]
fn finished_games_are_archived_once() {
    let s = service();
    s.run("c1", &actor("alice", 1), "challenge @bob", T, &Names)
        .unwrap();
    s.run("c1", &actor("bob", 2), "accept", T, &Names).unwrap();
    s.run("c1", &actor("alice", 1), "7g7f", T, &Names).unwrap();
    s.run("c1", &actor("bob", 2), "resign", T, &Names).unwrap();
    s.run("c1", &actor("bob", 2), "board", T, &Names).unwrap();
    let games = s.finished_games("c1").unwrap();
    assert_eq!(games.len(), 1);
    assert!(games[0].contains("\"resignation\""), "{}", games[0]);
    assert!(games[0].contains("7g7f"));
}

#[test]
fn sled_store_survives_reopening() {
    let dir = std::env::temp_dir().join(format!("shogiban-store-test-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    {
        let s = Service::new(Arc::new(SledStore::open(&dir).unwrap()));
        s.run("c1", &actor("alice", 1), "challenge @bob", T, &Names)
            .unwrap();
        s.run("c1", &actor("bob", 2), "accept", T, &Names).unwrap();
        s.run("c1", &actor("alice", 1), "7g7f", T, &Names).unwrap();
    }
    let s = Service::new(Arc::new(SledStore::open(&dir).unwrap()));
    assert_eq!(s.table("c1").unwrap().game.unwrap().moves, vec!["7g7f"]);
    assert_eq!(s.table_ids().unwrap(), vec!["c1".to_owned()]);
    drop(s);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn concurrent_commands_on_one_table_apply_exactly_the_legal_ones() {
    use std::thread;
    let s = Arc::new(service());
    s.run("c1", &actor("alice", 1), "challenge @bob", T, &Names)
        .unwrap();
    s.run("c1", &actor("bob", 2), "accept", T, &Names).unwrap();
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
            s.run("c1", &actor(who, id), &mv, T, &Names).is_ok()
        }));
    }
    let accepted = handles
        .into_iter()
        .map(|h| h.join().unwrap())
        .filter(|&ok| ok)
        .count();
    let game = s.table("c1").unwrap().game.unwrap();
    assert_eq!(
        game.moves.len(),
        accepted,
        "every acknowledged move is stored once"
    );
    let mut replay = game.replay().unwrap();
    assert_eq!(replay.ply(), accepted);
    let mut seen = std::collections::HashSet::new();
    assert!(
        game.moves.iter().all(|m| seen.insert(m.clone())),
        "no move doubled"
    );
    assert!(accepted >= 1, "at least the first move in turn is accepted");
    let _ = &mut replay;
}
