//! Puzzles through the service: the pool filled from archived games, standings stored in their
//! own space, the puzzle of the day chosen by the date alone and posted once a day, and reviews.

use super::puzzles::{day_of, PuzzleBudget};
use super::*;
use crate::store::MemStore;
use crate::table::Picture;
use crate::test_support::tid;
use crate::test_support::Names;

fn actor(name: &str, id: u64) -> Actor {
    Actor {
        id: UserId(id),
        name: name.into(),
        moderator: false,
    }
}

const T: Timestamp = Timestamp(20_000 * 86_400 + 3_600);
const TABLE: &str = "g1/c1";

fn service() -> Service {
    Service::new(Arc::new(MemStore::new()))
        .with_puzzle_budget(PuzzleBudget {
            solver_nodes: 20_000,
            random_games: 40,
            harvest_games: 4,
        })
        .with_review_nodes(20_000)
}

fn line(s: &Service, who: &Actor, text: &str) -> Vec<Reply> {
    s.run_line(TABLE, who, text, T, &Names)
        .unwrap_or_else(|e| panic!("{text}: {e}"))
}

/// A finished game in which sente had a mate in one (G*5b) and walked the king instead.
fn archive_a_missed_mate(s: &Service) {
    let (alice, bob) = (actor("alice", 1), actor("bob", 2));
    line(
        s,
        &alice,
        "challenge @bob sfen 4k4/9/4P4/9/9/9/9/9/4K4 b G 1",
    );
    line(s, &bob, "accept");
    line(s, &alice, "5i4i");
    line(s, &bob, "5a4a");
    line(s, &bob, "resign");
}

#[test]
fn a_missed_mate_of_an_archived_game_becomes_the_next_puzzle_and_the_standing_is_stored() {
    let s = service();
    archive_a_missed_mate(&s);
    let carol = actor("carol", 3);
    let r = line(&s, &carol, "puzzle");
    assert!(r[0].text.en().contains("mate in 1"), "{}", r[0].text.en());
    assert!(matches!(r[0].picture, Some(Picture::Two { .. })));
    let table = s.table(&tid(TABLE)).expect("stored");
    assert_eq!(table.puzzles.len(), 1);
    assert!(
        table.puzzles[0].puzzle.id.starts_with("game-g1/c1/"),
        "{}",
        table.puzzles[0].puzzle.id
    );
    assert_eq!(
        s.puzzle_stats(&tid(TABLE), carol.id)
            .expect("read")
            .next_pool,
        1
    );
    let r = line(&s, &carol, "G*5b");
    assert!(r[0].text.en().contains("solved"), "{}", r[0].text.en());
    let stats = s.puzzle_stats(&tid(TABLE), carol.id).expect("read");
    assert_eq!((stats.solved, stats.streak), (1, 1));
    assert!(stats.rating.rating > 1500.0);
    // Another server keeps its own standings.
    assert_eq!(
        s.puzzle_stats(&tid("g2/c1"), carol.id)
            .expect("read")
            .solved,
        0
    );
}

#[test]
fn when_the_pool_is_used_up_a_random_play_puzzle_is_given() {
    let s = service();
    let carol = actor("carol", 3);
    let r = line(&s, &carol, "puzzle");
    assert!(
        r[0].text.en().contains("Puzzle for carol"),
        "{}",
        r[0].text.en()
    );
    let table = s.table(&tid(TABLE)).expect("stored");
    assert!(table.puzzles[0].puzzle.id.starts_with("random-"));
    let stats = s.puzzle_stats(&tid(TABLE), carol.id).expect("read");
    assert_eq!(stats.random_given, 1);
    // The solution's first move is right.
    let first = table.puzzles[0].puzzle.solution[0].to_usi();
    let r = line(&s, &carol, &first);
    assert!(
        r[0].text.en().contains("is right") || r[0].text.en().contains("solved"),
        "{}",
        r[0].text.en()
    );
}

#[test]
fn the_puzzle_of_the_day_depends_on_the_date_alone_and_is_posted_once_a_day() {
    let s = service();
    let day = day_of(T);
    let a = s.daily_puzzle(day).expect("store").expect("a puzzle");
    // Another database finds the same puzzle for that day.
    let other = service();
    assert_eq!(other.daily_puzzle(day).expect("store"), Some(a.clone()));
    // Everyone asking gets it.
    let r = line(&s, &actor("carol", 3), "puzzle daily");
    assert!(
        r[0].text.en().contains("Puzzle of the day"),
        "{}",
        r[0].text.en()
    );
    assert_eq!(s.table(&tid(TABLE)).expect("stored").puzzles[0].puzzle, a);

    let moderator = Actor {
        moderator: true,
        ..actor("alice", 1)
    };
    let all = |_: &TableId| true;
    assert!(
        s.daily_posts(T, &all).expect("store").is_empty(),
        "no channel yet"
    );
    line(&s, &moderator, "settings puzzle-channel on");
    let posts = s.daily_posts(T, &all).expect("store");
    assert_eq!(posts.len(), 1);
    assert_eq!(posts[0].0, TABLE);
    assert!(posts[0].1.replies[0].picture.is_some());
    assert!(
        s.daily_posts(T, &all).expect("store").is_empty(),
        "once a day"
    );
    let tomorrow = Timestamp(T.0 + 86_400);
    assert_eq!(s.daily_posts(tomorrow, &all).expect("store").len(), 1);
    // A process that does not run the guild posts nothing.
    let day_after = Timestamp(T.0 + 2 * 86_400);
    assert!(s
        .daily_posts(day_after, &|_| false)
        .expect("store")
        .is_empty());
    line(&s, &moderator, "settings puzzle-channel off");
    assert!(s.daily_posts(day_after, &all).expect("store").is_empty());
}

#[test]
fn a_review_through_the_service_uses_its_node_budget() {
    let s = service();
    archive_a_missed_mate(&s);
    let r = line(&s, &actor("alice", 1), "review");
    let Some(Picture::Review(view, _)) = &r[0].picture else {
        panic!("a review picture")
    };
    assert_eq!(view.values.len(), 3);
    assert!(
        view.marks
            .iter()
            .any(|m| m.ply == 0 && m.kind == crate::render::graph::MarkKind::MissedMate),
        "{:?}",
        view.marks
    );
    assert!(
        r[0].text
            .en()
            .contains("https://lishogi.org/analysis/4k4/9/4P4/9/9/9/9/9/4K4_b_G_1"),
        "{}",
        r[0].text.en()
    );
}
