//! Tournament pairing speed: one Swiss round of a 500-player event, round 5, after four rounds
//! played through the tournament itself (results drawn by seed with some upsets and draws, and a
//! few players leaving), so that the score groups, colours and floats are those of a real event.
//! Target: ≤ 100 ms. Criterion times it, then a report prints the median of 31 timed pairings.
//!
//! `cargo bench --bench pairing` runs both; `cargo bench --bench pairing -- --quick` keeps it short.

use criterion::{criterion_group, Criterion};
use shogiban::rules::Color;
use shogiban::table::tournament::pairing::pair_round;
use shogiban::table::tournament::{
    GameResult, Kind, NewTournament, Phase, Settings, Tournament, TwoOutcome,
};
use shogiban::table::{Actor, Player, Timestamp, UserId};
use std::time::{Duration, Instant};

const PLAYERS: usize = 500;
const ROUNDS_PLAYED: u32 = 4;

struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
}

/// A 500-player Swiss after four rounds.
fn event() -> Tournament {
    let mut rng = Rng(0x2545_f491_4f6c_dd1d);
    let player = |i: usize| Player {
        id: UserId(i as u64 + 1),
        name: format!("player{i}"),
    };
    let new = NewTournament {
        kind: Kind::Swiss,
        settings: Settings {
            rounds: Some(9),
            ..Settings::default()
        },
    };
    let (mut t, _) = Tournament::new(player(0), Some(2400.0), new, Timestamp(0));
    for i in 1..PLAYERS {
        t.join(player(i), Some(2400.0 - i as f64)).unwrap();
    }
    let organiser = Actor {
        id: UserId(1),
        name: "player0".into(),
        moderator: false,
    };
    t.start(&organiser, Timestamp(0)).unwrap();
    let mut now = 0;
    while t.rounds.len() < ROUNDS_PLAYED as usize || !t.rounds.last().unwrap().finished() {
        now += 1;
        // A few leave during each round.
        if rng.next() % 100 < 3 {
            let who = (rng.next() % PLAYERS as u64) as usize;
            let _ = t.leave(UserId(who as u64 + 1), Timestamp(now));
        }
        let Some(id) = t.unfinished().first().copied() else {
            break;
        };
        let round = &t.rounds[id.round as usize - 1];
        let shogiban::table::tournament::Game::Two { sente, gote, .. } =
            round.games[id.board as usize - 1]
        else {
            unreachable!()
        };
        let favourite = if t.rank[sente] < t.rank[gote] {
            Color::Sente
        } else {
            Color::Gote
        };
        let outcome = match rng.next() % 20 {
            0 => TwoOutcome::Draw,
            1..=5 => TwoOutcome::Win(favourite.opponent()),
            _ => TwoOutcome::Win(favourite),
        };
        t.record(id, GameResult::Two(outcome), Timestamp(now))
            .unwrap();
        if t.rounds.len() > ROUNDS_PLAYED as usize {
            break;
        }
    }
    // Stop at the end of round 4: drop round 5 if it was already paired.
    t.rounds.truncate(ROUNDS_PLAYED as usize);
    assert_eq!(t.phase, Phase::Running);
    t
}

fn pair(t: &Tournament) -> usize {
    let left: Vec<bool> = t.entrants.iter().map(|e| e.left.is_some()).collect();
    pair_round(Kind::Swiss, &t.rank, &left, &t.rounds)
        .unwrap()
        .games
        .len()
}

fn bench(c: &mut Criterion) {
    let t = event();
    let mut group = c.benchmark_group("pairing");
    group.sample_size(20);
    group.bench_function("swiss_500_round_5", |b| b.iter(|| pair(&t)));
    group.finish();
}

fn report() {
    let t = event();
    let active = t.entrants.iter().filter(|e| e.left.is_none()).count();
    let mut times: Vec<Duration> = (0..31)
        .map(|_| {
            let start = Instant::now();
            let games = pair(&t);
            let took = start.elapsed();
            assert_eq!(games, active / 2);
            took
        })
        .collect();
    times.sort();
    println!(
        "swiss round 5, {active} players still in of {PLAYERS}: median {:.1} ms, slowest {:.1} ms (target <= 100 ms)",
        times[times.len() / 2].as_secs_f64() * 1e3,
        times[times.len() - 1].as_secs_f64() * 1e3,
    );
}

criterion_group!(benches, bench);

fn main() {
    benches();
    criterion::Criterion::default()
        .configure_from_args()
        .final_summary();
    report();
}
