//! The indexes behind `leaderboard`, `stats` ranks and `games`, built once for older databases
//! and kept in step with every game; the limits on one user.

use super::indexes::LISTED;
use super::*;
use crate::store::index::Board;
use crate::store::stats;
use crate::store::MemStore;
use crate::table::command::{parse_command, Mention};
use crate::table::rating::Rating;
use crate::table::stats::{self as table_stats, UserStats};
use crate::test_support::tid;

struct Anyone;

impl Directory for Anyone {
    fn resolve(&self, m: &Mention) -> Option<Player> {
        let id = m.name()?.strip_prefix('u')?.parse().ok()?;
        Some(Player {
            id: UserId(id),
            name: m.name()?.to_owned(),
        })
    }
}

fn user(id: u64) -> Actor {
    Actor {
        id: UserId(id),
        name: format!("u{id}"),
        moderator: false,
    }
}

const T: Timestamp = Timestamp(50_000);

fn run(
    s: &Service,
    table: &str,
    who: u64,
    line: &str,
    now: Timestamp,
) -> Result<Answer, ServiceError> {
    let command = parse_command(line).map_err(TableError::from)?;
    s.run(
        &CommandKey::fresh(),
        &tid(table),
        &user(who),
        command,
        now,
        &Anyone,
    )
}

fn text(s: &Service, table: &str, who: u64, line: &str) -> String {
    run(s, table, who, line, T).unwrap().replies[0].text.en()
}

/// Stats written straight into the store, as a database from before the rankings holds them.
fn plant_player(store: &MemStore, guild: &str, id: u64, rating: f64, four: Option<f64>) {
    let s = UserStats {
        name: format!("u{id}"),
        rating: Rating {
            rating,
            ..Rating::default()
        },
        rated_games: 3,
        four_points: four.unwrap_or(0.0),
        four: table_stats::Tally {
            played: u32::from(four.is_some()),
            ..Default::default()
        },
        ..UserStats::default()
    };
    store
        .commit(vec![Write::Put(
            Space::Stats,
            stats::key(guild, UserId(id)),
            serde_json::to_vec(&s).unwrap(),
        )])
        .unwrap();
}

/// Every player's rank counted the slow way: how many stand strictly higher, ties by id.
fn brute_rank(all: &[(u64, f64)], id: u64) -> u64 {
    let mine = all.iter().find(|(u, _)| *u == id).unwrap().1;
    1 + all
        .iter()
        .filter(|(u, r)| *r > mine || (*r == mine && *u < id))
        .count() as u64
}

#[test]
fn the_leaderboard_and_ranks_of_an_old_database_match_a_full_count_and_follow_new_games() {
    let store = Arc::new(MemStore::new());
    // Ratings spread over many bands, with ties, on two servers.
    let mut all = Vec::new();
    for id in 1..=60u64 {
        let rating = 1200.0 + ((id * 37) % 61) as f64 * 7.5;
        plant_player(
            &store,
            "g1",
            id,
            rating,
            (id % 3 == 0).then_some(id as f64 - 30.0),
        );
        all.push((id, rating));
    }
    plant_player(&store, "g2", 500, 2900.0, None);
    let s = Service::new(store.clone());
    let board = text(&s, "g1/c1", 1, "leaderboard");
    let mut sorted = all.clone();
    sorted.sort_by(|a, b| b.1.total_cmp(&a.1).then(a.0.cmp(&b.0)));
    let lines: Vec<&str> = board.lines().collect();
    assert_eq!(lines[0], "Shogi (rated):");
    for (i, (id, rating)) in sorted.iter().take(10).enumerate() {
        assert_eq!(
            lines[i + 1],
            format!("{}. u{id} {rating:.0} (3 games)", i + 1),
            "{board}"
        );
    }
    // The player from the other server is on no board of this one.
    assert!(!board.contains("u500"), "{board}");
    assert!(
        board.contains("Four-player shogi:\n1. u60 +30 points"),
        "{board}"
    );
    for id in [1, 7, 30, 59] {
        let rank = brute_rank(&all, id);
        let stats = text(&s, "g1/c1", id, "stats");
        let suffix = match rank % 10 {
            1 if rank % 100 != 11 => "st",
            2 if rank % 100 != 12 => "nd",
            3 if rank % 100 != 13 => "rd",
            _ => "th",
        };
        assert!(
            stats.contains(&format!("{rank}{suffix} of 60 by shogi rating")),
            "u{id} should be {rank}: {stats}"
        );
    }
    // A rated game moves both players in the ranking at once.
    let (winner, loser) = (sorted[59].0, sorted[0].0);
    run(&s, "g1/c2", winner, &format!("challenge @u{loser}"), T).unwrap();
    run(&s, "g1/c2", loser, "accept", T).unwrap();
    run(&s, "g1/c2", loser, "resign", T).unwrap();
    let rating_of = |id: u64| {
        let bytes = store
            .get(Space::Stats, &stats::key("g1", UserId(id)))
            .unwrap()
            .unwrap();
        serde_json::from_slice::<UserStats>(&bytes)
            .unwrap()
            .rating
            .rating
    };
    for entry in all.iter_mut() {
        entry.1 = rating_of(entry.0);
    }
    for id in [winner, loser, 7] {
        let rank = brute_rank(&all, id);
        let ranks = s
            .ranks(
                "g1",
                &Player {
                    id: UserId(id),
                    name: String::new(),
                },
            )
            .unwrap();
        assert_eq!(ranks[0], (Board::Rating, rank, 60), "u{id}");
    }
}

#[test]
fn games_lists_the_latest_first_a_page_at_a_time_and_forgets_finished_games() {
    let s = Service::new(Arc::new(MemStore::new()));
    for n in 0..23u64 {
        let table = format!("g1/c{n:02}");
        run(
            &s,
            &table,
            100 + 2 * n,
            &format!("challenge @u{}", 101 + 2 * n),
            Timestamp(T.0 + n),
        )
        .unwrap();
        run(&s, &table, 101 + 2 * n, "accept", Timestamp(T.0 + n)).unwrap();
    }
    let first = text(&s, "g1/x", 1, "games");
    let lines: Vec<&str> = first.lines().collect();
    assert_eq!(
        lines[0],
        "23 games in play on this server, the latest first (page 1 of 3):"
    );
    assert_eq!(lines[1], "c22: u144 vs u145, 0 moves");
    assert_eq!(lines[10], "c13: u126 vs u127, 0 moves");
    assert_eq!(lines[11], "Older ones: `games 2`.");
    let last = text(&s, "g1/x", 1, "games 3");
    assert_eq!(
        last.lines().collect::<Vec<_>>(),
        [
            "23 games in play on this server, the latest first (page 3 of 3):",
            "c02: u104 vs u105, 0 moves",
            "c01: u102 vs u103, 0 moves",
            "c00: u100 vs u101, 0 moves",
        ]
    );
    assert_eq!(
        text(&s, "g1/x", 1, "games 4"),
        "There are only 3 pages of games in play on this server (`games 3` is the last)."
    );
    // A move updates its line; a finished game leaves the list.
    run(&s, "g1/c00", 100, "7g7f", T).unwrap();
    assert!(text(&s, "g1/x", 1, "games 3").ends_with("c00: u100 vs u101, 1 move"));
    run(&s, "g1/c22", 145, "resign", T).unwrap();
    let first = text(&s, "g1/x", 1, "games");
    assert!(first.starts_with("22 games in play"), "{first}");
    assert!(!first.contains("c22:"), "{first}");
    // Another server's list is its own.
    assert_eq!(
        text(&s, "g2/x", 1, "games"),
        "No games in play on this server."
    );
    // A page that is not a number is refused, saying what works.
    let e = run(&s, "g1/x", 1, "games two", T).unwrap_err();
    assert!(e.to_string().contains("e.g. `games 2`"), "{e}");
}

#[test]
fn an_old_database_lists_its_games_in_play_once_indexed() {
    let store = Arc::new(MemStore::new());
    let s = Service::new(store.clone());
    run(&s, "g1/c1", 1, "challenge @u2", T).unwrap();
    run(&s, "g1/c1", 2, "accept", T).unwrap();
    // Forget the listing, as in a database written before it existed.
    for (k, _) in store.scan(Space::Playing, b"").unwrap() {
        store
            .commit(vec![Write::Delete(Space::Playing, k)])
            .unwrap();
    }
    store
        .commit(vec![Write::Delete(Space::Meta, LISTED.to_vec())])
        .unwrap();
    let s = Service::new(store.clone());
    assert!(text(&s, "g1/x", 3, "games").ends_with("c1: u1 vs u2, 0 moves"));
    run(&s, "g1/c1", 1, "resign", T).unwrap();
    assert_eq!(
        text(&s, "g1/x", 3, "games"),
        "No games in play on this server."
    );
}

#[test]
fn one_user_is_slowed_down_with_the_time_left_and_others_are_not() {
    let s = Service::new(Arc::new(MemStore::new())).with_limits(Policy::STANDARD);
    run(&s, "g1/c1", 1, "challenge @u2", T).unwrap();
    run(&s, "g1/c1", 2, "accept", T).unwrap();
    for _ in 0..5 {
        run(&s, "g1/c1", 1, "board", T).unwrap();
    }
    let e = run(&s, "g1/c1", 1, "board", T).unwrap_err();
    assert_eq!(
        e.to_string(),
        "Slow down: you can ask for another board, hint or export in 5 seconds."
    );
    // The other player is not slowed down, and the game goes on: moves are not limited.
    run(&s, "g1/c1", 2, "board", T).unwrap();
    run(&s, "g1/c1", 1, "7g7f", T).unwrap();
    run(&s, "g1/c1", 2, "3c3d", T).unwrap();
    // Five seconds later, one more board.
    run(&s, "g1/c1", 1, "board", Timestamp(T.0 + 5)).unwrap();
}

#[test]
fn a_flood_of_refused_commands_is_answered_once_with_the_wait_then_quietly() {
    let s = Service::new(Arc::new(MemStore::new())).with_limits(Policy::STANDARD);
    let mut limited = Vec::new();
    for _ in 0..1000 {
        match run(&s, "g1/c1", 1, "7g7f", T) {
            Err(ServiceError::Table(TableError::NoGame)) => {}
            Err(ServiceError::Limited(l)) => limited.push(l),
            other => panic!("{other:?}"),
        }
    }
    assert_eq!(limited.len(), 990, "ten refusals, then the cooldown");
    assert!(!limited[0].is_repeated());
    assert!(limited[1..].iter().all(Limited::is_repeated));
    assert_eq!(
        limited[0].to_string(),
        "Too many commands I could not do in a row: I will answer you again in 3 seconds."
    );
    // Others at the same table are answered meanwhile.
    run(&s, "g1/c1", 2, "challenge @u3", T).unwrap();
}

#[test]
fn one_user_may_keep_only_five_challenges_waiting_on_a_server() {
    let s = Service::new(Arc::new(MemStore::new())).with_limits(Policy {
        start: None,
        ..Policy::STANDARD
    });
    for n in 0..4 {
        run(&s, &format!("g1/c{n}"), 1, "open", T).unwrap();
    }
    run(&s, "g1/c4", 1, "yonin", T).unwrap();
    let e = run(&s, "g1/c5", 1, "challenge @u2", T).unwrap_err();
    assert!(
        e.to_string()
            .starts_with("You already have 5 challenges or lobbies waiting on this server"),
        "{e}"
    );
    // Another server, and another user, are not affected.
    run(&s, "g2/c5", 1, "open", T).unwrap();
    run(&s, "g1/c5", 2, "open", T).unwrap();
    // Once one is taken up, there is room again.
    run(&s, "g1/c0", 3, "accept", T).unwrap();
    run(&s, "g1/c6", 1, "open", T).unwrap();
    // Expired challenges do not count.
    let later = Timestamp(T.0 + crate::table::CHALLENGE_LIFETIME);
    run(&s, "g1/c7", 1, "open", later).unwrap();
}

#[test]
fn autocomplete_snapshots_follow_every_saved_command() {
    let s = Service::new(Arc::new(MemStore::new()));
    run(&s, "g0/c1", 1, "challenge @u2", T).unwrap();
    run(&s, "g0/c1", 2, "accept", T).unwrap();
    let before = s.table_snapshot(&tid("g0/c1")).unwrap();
    assert!(
        Arc::ptr_eq(&before, &s.table_snapshot(&tid("g0/c1")).unwrap()),
        "read once"
    );
    run(&s, "g0/c1", 1, "7g7f", T).unwrap();
    let after = s.table_snapshot(&tid("g0/c1")).unwrap();
    assert_eq!(
        after.game_as::<crate::rules::Game>().unwrap().moves().len(),
        1
    );
}

#[test]
fn creating_tournaments_counts_as_starting_games_for_the_limits() {
    let s = Service::new(Arc::new(MemStore::new())).with_limits(Policy::STANDARD);
    // Three starts at once (a tournament in each of three channels), then the fourth waits.
    for c in 1..=3 {
        run(&s, &format!("local/c{c}"), 1, "tournament new swiss", T).unwrap();
    }
    let e = run(&s, "local/c4", 1, "tournament new swiss", T).unwrap_err();
    assert!(matches!(e, ServiceError::Limited(_)), "{e}");
    assert!(e.to_string().starts_with("Slow down"), "{e}");
    // Joining is not a start, and another user may still create one.
    run(&s, "local/c1", 2, "tournament join", T).unwrap();
    run(&s, "local/c4", 2, "tournament new round-robin", T).unwrap();
}
