//! The four-player computer player: legal actions only, and games of four computers always finish.

use shogiban::engine::{Budget, Player, YoninComputer, YoninRandom};
use shogiban::rules::yonin::{End, Game, Settings};
use shogiban::rules::Seat;

/// Plays until the game is over (or `max_actions`); every action is checked legal first.
fn play_out(
    game: &mut Game,
    players: &mut [Box<dyn Player<Game>>; 4],
    budget: Budget,
    max_actions: u32,
) {
    while !game.is_over() && game.ply() < max_actions {
        let seat = game.to_move().expect("someone is to move");
        let m = players[seat.index()]
            .choose(game, budget)
            .expect("a move while the game is on");
        assert!(
            game.legal_moves().contains(&m),
            "{} chose illegal {m}",
            players[seat.index()].name()
        );
        game.play(m).unwrap();
    }
}

fn assert_places(game: &Game) {
    let o = game.outcome().expect("the game finished");
    let mut places = o.places;
    places.sort();
    assert!(
        places[0] == 1 && places.iter().all(|&p| (1..=4).contains(&p)),
        "{:?}",
        o
    );
    // A competition ranking: each seat's place is one more than the number of seats placed above
    // it (two sharing 1st are both 1, the next is 3), so no place is skipped without a tie.
    for s in Seat::ALL {
        let above = Seat::ALL
            .iter()
            .filter(|t| o.places[t.index()] < o.places[s.index()])
            .count();
        assert_eq!(o.places[s.index()] as usize, above + 1, "{s:?}: {o:?}");
    }
}

#[test]
fn four_computers_always_finish_with_places() {
    for (g, settings) in [
        Settings::default(),
        Settings {
            first_mover: Seat::West,
            ..Settings::default()
        },
        Settings {
            end: End::LastSurvivor,
            ..Settings::default()
        },
        Settings {
            teams: true,
            ..Settings::default()
        },
    ]
    .into_iter()
    .enumerate()
    {
        let mut game = Game::new(settings);
        let mut players: [Box<dyn Player<Game>>; 4] = [
            Box::new(YoninComputer::seeded(1 + (g as u8 % 3), 1 + g as u64)),
            Box::new(YoninComputer::seeded(2, 2 + g as u64)),
            Box::new(YoninComputer::seeded(3, 3 + g as u64)),
            Box::new(YoninComputer::seeded(5, 4 + g as u64)),
        ];
        play_out(&mut game, &mut players, Budget::nodes(1_500), 3_000);
        assert!(
            game.is_over(),
            "game {g} not over after {} actions",
            game.ply()
        );
        eprintln!(
            "game {g}: {:?} after {} actions",
            game.outcome(),
            game.ply()
        );
        assert_places(&game);
        for p in players.iter_mut() {
            assert_eq!(p.choose(&game, Budget::nodes(100)), None);
        }
    }
}

#[test]
fn computers_beat_random_movers_at_four_players() {
    // Two level-3 computers (South, North) against two random movers: a computer places first.
    let mut firsts = 0;
    for g in 0..4u64 {
        let mut game = Game::new(Settings::default());
        let mut players: [Box<dyn Player<Game>>; 4] = [
            Box::new(YoninComputer::seeded(3, g)),
            Box::new(YoninRandom::new(10 + g)),
            Box::new(YoninComputer::seeded(3, 20 + g)),
            Box::new(YoninRandom::new(30 + g)),
        ];
        play_out(&mut game, &mut players, Budget::nodes(3_000), 3_000);
        assert!(game.is_over());
        let places = game.outcome().unwrap().places;
        if places[0] == 1 || places[2] == 1 {
            firsts += 1;
        }
    }
    assert!(
        firsts >= 3,
        "computers placed first in only {firsts} of 4 games"
    );
}

#[test]
fn the_node_budget_is_respected_at_four_players() {
    let game = Game::new(Settings::default());
    for nodes in [1, 50, 500, 5_000] {
        let mut c = YoninComputer::seeded(5, 0);
        assert!(c.choose(&game, Budget::nodes(nodes)).is_some());
        assert!(c.last_search().unwrap().nodes <= nodes);
    }
}

#[test]
fn the_time_budget_is_read_from_the_injected_clock_at_four_players() {
    use shogiban::engine::ManualClock;
    use std::sync::Arc;
    use std::time::Duration;
    // The clock advances 1 ms per read; the search reads it every 256 nodes.
    let clock = Arc::new(ManualClock::ticking(Duration::from_millis(1)));
    let mut c = YoninComputer::with_clock(5, 0, clock);
    let game = Game::new(Settings::default());
    assert!(c
        .choose(&game, Budget::time(Duration::from_millis(20)))
        .is_some());
    let info = c.last_search().unwrap();
    assert!(info.nodes <= 30 * 256, "{} nodes", info.nodes);
    assert!(
        info.elapsed <= Duration::from_millis(30),
        "{:?}",
        info.elapsed
    );
}
