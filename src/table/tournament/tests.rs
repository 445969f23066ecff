//! Whole tournaments through their steps: refusals, rounds, forfeits, standings.

use super::*;
use crate::i18n::Lang;
use crate::rules::Color::{Gote, Sente};

fn player(i: usize) -> Player {
    Player {
        id: UserId(100 + i as u64),
        name: format!("p{i}"),
    }
}

fn actor(i: usize, moderator: bool) -> Actor {
    Actor {
        id: UserId(100 + i as u64),
        name: format!("p{i}"),
        moderator,
    }
}

fn t0() -> Timestamp {
    Timestamp(1_000)
}

/// A tournament of `n` entrants (p0 organises), not started.
fn open(kind: Kind, n: usize, settings: Settings) -> Tournament {
    let (mut t, events) = Tournament::new(player(0), None, NewTournament { kind, settings }, t0());
    assert_eq!(events.len(), 2);
    for i in 1..n {
        t.join(player(i), None).unwrap();
    }
    t
}

fn started(kind: Kind, n: usize, settings: Settings) -> (Tournament, Vec<Event>) {
    let mut t = open(kind, n, settings);
    let events = t.start(&actor(0, false), t0()).unwrap();
    (t, events)
}

fn two(t: &Tournament, id: GameId) -> (usize, usize) {
    match t.rounds[id.round as usize - 1].games[id.board as usize - 1] {
        Game::Two { sente, gote, .. } => (sente, gote),
        _ => panic!("not a two-player game"),
    }
}

/// Records the result of the game between entrants `a` and `b` in the current round, `a_points`
/// being what `a` scores (2 a win, 1 a draw, 0 a loss, in half-points).
fn play(t: &mut Tournament, a: usize, b: usize, a_points: u8) -> Vec<Event> {
    let id = t
        .unfinished()
        .into_iter()
        .find(|&id| {
            let (s, g) = two(t, id);
            (s, g) == (a, b) || (s, g) == (b, a)
        })
        .unwrap_or_else(|| panic!("no game {a}–{b} in {:?}", t.rounds.last()));
    let (s, _) = two(t, id);
    let a_colour = if s == a { Sente } else { Gote };
    let outcome = match a_points {
        2 => TwoOutcome::Win(a_colour),
        1 => TwoOutcome::Draw,
        _ => TwoOutcome::Win(a_colour.opponent()),
    };
    t.record(id, GameResult::Two(outcome), Timestamp(t0().0 + 10))
        .unwrap()
}

fn row(s: &Standings, entrant: usize) -> (u32, Points, Points, u32) {
    let r = s.of(entrant).unwrap();
    (r.place, r.points, r.tie_break, r.games)
}

/// Points and tie-breaks in halves and quarters, as the tables are read.
fn pts(x: f64) -> Points {
    Points((x * 12.0).round() as i64)
}

#[test]
fn refusals_change_nothing_and_say_why_in_every_language() {
    let mut t = open(Kind::Swiss, 3, Settings::default());
    let before = t.clone();
    let cases: Vec<(TournamentError, &str)> = vec![
        (t.join(player(1), None).unwrap_err(), "already"),
        (t.leave(UserId(999), t0()).unwrap_err(), "not playing"),
        (t.start(&actor(1, false), t0()).unwrap_err(), "p0"),
        (t.start(&actor(0, false), t0()).unwrap_err(), "at least 4"),
        (
            t.record(
                GameId { round: 1, board: 1 },
                GameResult::Two(TwoOutcome::Draw),
                t0(),
            )
            .unwrap_err(),
            "not started",
        ),
    ];
    assert_eq!(t, before, "a refusal changed the tournament");
    assert_eq!(cases[0].0, TournamentError::AlreadyJoined);
    assert_eq!(
        cases[2].0,
        TournamentError::NotOrganiser {
            organiser: "p0".into()
        }
    );
    assert_eq!(
        cases[3].0,
        TournamentError::TooFewPlayers {
            kind: Kind::Swiss,
            needed: 4,
            have: 3
        }
    );
    for (e, english) in &cases {
        assert!(e.to_string().contains(english), "{e}");
        for lang in Lang::ALL {
            let text = refusal(e).to_string_in(lang);
            assert!(
                !text.is_empty() && !text.contains("tournament-"),
                "{lang:?}: {text}"
            );
        }
    }
    // Too few for each kind: 2 for a round robin, 4 for Swiss and four-player.
    for (kind, needed) in [(Kind::RoundRobin, 2), (Kind::Swiss, 4), (Kind::Yonin, 4)] {
        let mut t = open(kind, needed - 1, Settings::default());
        assert_eq!(
            t.start(&actor(0, false), t0()),
            Err(TournamentError::TooFewPlayers {
                kind,
                needed,
                have: needed - 1
            })
        );
        t.join(player(needed), None).unwrap();
        assert!(t.start(&actor(0, false), t0()).is_ok(), "{kind:?}");
    }
}

#[test]
fn a_moderator_may_start_it_and_then_joining_is_closed() {
    let mut t = open(Kind::RoundRobin, 3, Settings::default());
    assert!(t.start(&actor(2, true), t0()).is_ok());
    assert_eq!(t.join(player(7), None), Err(TournamentError::Started));
    assert_eq!(
        t.start(&actor(0, false), t0()),
        Err(TournamentError::Started)
    );
}

#[test]
fn results_are_checked_against_the_round() {
    let (mut t, _) = started(Kind::Swiss, 4, Settings::default());
    let id = t.unfinished()[0];
    let before = t.clone();
    let wrong = GameId { round: 2, board: 1 };
    assert_eq!(
        t.record(wrong, GameResult::Two(TwoOutcome::Draw), t0()),
        Err(TournamentError::UnknownGame(wrong))
    );
    assert_eq!(
        t.record(id, GameResult::Four([1, 2, 3, 4]), t0()),
        Err(TournamentError::WrongResult(id))
    );
    assert_eq!(t, before);
    t.record(id, GameResult::Two(TwoOutcome::Draw), t0())
        .unwrap();
    assert_eq!(
        t.record(id, GameResult::Two(TwoOutcome::Win(Sente)), t0()),
        Err(TournamentError::AlreadyRecorded(id))
    );
}

#[test]
fn leaving_before_the_start_takes_you_off_the_list() {
    let mut t = open(Kind::Swiss, 4, Settings::default());
    let events = t.leave(player(2).id, t0()).unwrap();
    assert_eq!(
        events,
        vec![Event::Left {
            player: player(2),
            entrants: 3
        }]
    );
    assert_eq!(t.entrant_of(player(2).id), None);
    // The organiser may leave and still start it.
    t.leave(player(0).id, t0()).unwrap();
    t.join(player(5), None).unwrap();
    t.join(player(6), None).unwrap();
    assert!(t.start(&actor(0, false), t0()).is_ok());
}

/// A 4-player round robin played through: Berger pairings, then Sonneborn–Berger worked by hand.
#[test]
fn a_four_player_round_robin() {
    let (mut t, events) = started(Kind::RoundRobin, 4, Settings::default());
    assert_eq!(t.planned_rounds, 3);
    let Event::RoundStarted {
        round: 1,
        games,
        deadline,
        byes,
    } = &events[1]
    else {
        panic!("{events:?}")
    };
    assert_eq!(*deadline, Timestamp(t0().0 + DEFAULT_ROUND_TIME));
    assert!(byes.is_empty());
    // Berger round 1: 1–4, 2–3.
    assert_eq!(
        games[0].seating,
        Seating::Two {
            sente: player(0),
            gote: player(3)
        }
    );
    assert_eq!(
        games[1].seating,
        Seating::Two {
            sente: player(1),
            gote: player(2)
        }
    );
    // Round 1: p0 beats p3, p1 draws p2.
    play(&mut t, 0, 3, 2);
    let events = play(&mut t, 1, 2, 1);
    assert!(matches!(events[1], Event::RoundFinished { round: 1, .. }));
    let Event::RoundStarted {
        round: 2, games, ..
    } = &events[2]
    else {
        panic!("{events:?}")
    };
    // Berger round 2: 4–3, 1–2.
    assert_eq!(
        games[0].seating,
        Seating::Two {
            sente: player(3),
            gote: player(2)
        }
    );
    // Round 2: p3 beats p2, p1 beats p0. Round 3: p1 beats p3, p2 draws p0.
    play(&mut t, 3, 2, 2);
    play(&mut t, 1, 0, 2);
    play(&mut t, 1, 3, 2);
    let events = play(&mut t, 2, 0, 1);
    let Some(Event::Finished {
        standings,
        early: false,
    }) = events.last()
    else {
        panic!("{events:?}")
    };
    assert_eq!(t.phase, Phase::Finished { early: false });
    assert_eq!(standings.tie_break, TieBreak::SonnebornBerger);
    // p1: 2.5, SB 0.5×1 (p2) + 1.5 (p0) + 1 (p3) = 3. p0: 1.5, SB 1 (p3) + 0.5×1 (p2) = 1.5.
    // p2 and p3 on 1: p2's SB 0.5×2.5 + 0.5×1.5 = 2, p3's 1 (p2).
    assert_eq!(row(standings, 1), (1, pts(2.5), pts(3.0), 3));
    assert_eq!(row(standings, 0), (2, pts(1.5), pts(1.5), 3));
    assert_eq!(row(standings, 2), (3, pts(1.0), pts(2.0), 3));
    assert_eq!(row(standings, 3), (4, pts(1.0), pts(1.0), 3));
    assert_eq!(standings.order(), vec![1, 0, 2, 3]);
    // The cross-table: p1 took a half from p2, p0 nothing from p1.
    let cross = standings::cross_table(4, &t.rounds);
    assert_eq!(cross[1][2].unwrap().points, Points::DRAW);
    assert_eq!(cross[0][1].unwrap().points, Points::ZERO);
    assert_eq!(cross[0][0], None);
    // Nothing more to record.
    assert_eq!(
        t.record(
            GameId { round: 3, board: 1 },
            GameResult::Two(TwoOutcome::Draw),
            t0()
        ),
        Err(TournamentError::Finished)
    );
}

#[test]
fn an_odd_round_robin_rests_each_player_once_without_a_point() {
    let (mut t, _) = started(Kind::RoundRobin, 5, Settings::default());
    assert_eq!(t.planned_rounds, 5);
    let mut rested = vec![0; 5];
    while t.phase == Phase::Running {
        let round = t.rounds.last().unwrap().clone();
        assert_eq!(round.byes.len(), 1);
        rested[round.byes[0]] += 1;
        for id in t.unfinished() {
            t.record(id, GameResult::Two(TwoOutcome::Win(Sente)), t0())
                .unwrap();
        }
    }
    assert_eq!(rested, vec![1; 5]);
    // Ten games, each a point: the byes gave none.
    let total: i64 = t.standings().rows.iter().map(|r| r.points.0).sum();
    assert_eq!(total, 10 * 12);
}

/// A round-robin player who leaves forfeits the game in progress and every later one.
#[test]
fn leaving_a_round_robin_forfeits_the_remaining_games() {
    let (mut t, _) = started(Kind::RoundRobin, 4, Settings::default());
    // Round 1: p0–p3, p1–p2. p3 leaves before their game ends.
    play(&mut t, 1, 2, 2);
    let events = t.leave(player(3).id, t0()).unwrap();
    assert_eq!(
        events[0],
        Event::Withdrew {
            player: player(3),
            forfeits: vec![GameId { round: 1, board: 1 }]
        }
    );
    // That finished round 1; round 2 (4–3, 1–2) opens with p3's game already decided.
    let Event::RoundStarted {
        round: 2, games, ..
    } = &events[2]
    else {
        panic!("{events:?}")
    };
    assert_eq!(games[0].forfeit, Some(TwoOutcome::Forfeit(Gote)));
    assert_eq!(games[1].forfeit, None);
    assert_eq!(t.unfinished(), vec![GameId { round: 2, board: 2 }]);
    assert_eq!(t.leave(player(3).id, t0()), Err(TournamentError::NotJoined));
    play(&mut t, 0, 1, 1);
    // Round 3: 2–4 decided at once, 3–1 to play.
    assert_eq!(t.unfinished(), vec![GameId { round: 3, board: 2 }]);
    play(&mut t, 2, 0, 0);
    assert_eq!(t.phase, Phase::Finished { early: false });
    let s = t.standings();
    // p3 played nothing over the board and scored nothing.
    assert_eq!(row(&s, 3), (4, Points::ZERO, Points::ZERO, 0));
    // p0: 1 (forfeit) + 0.5 + 1 = 2.5 from two games played.
    assert_eq!(s.of(0).unwrap().points, pts(2.5));
    assert_eq!(s.of(0).unwrap().games, 2);
}

/// A 7-player, 3-round Swiss: one bye a round, never twice to anyone, and Buchholz as the sum of
/// the opponents' points (a bye round counting the player's own).
#[test]
fn a_seven_player_swiss_with_a_bye() {
    let settings = Settings {
        rounds: Some(3),
        ..Settings::default()
    };
    let (mut t, events) = started(Kind::Swiss, 7, settings);
    let Event::RoundStarted { byes, games, .. } = &events[1] else {
        panic!("{events:?}")
    };
    // Round 1: the bye to the last seed; 1–4, 5–2, 3–6.
    assert_eq!(byes, &vec![player(6)]);
    assert_eq!(games.len(), 3);
    let mut byes_had = vec![0; 7];
    while t.phase == Phase::Running {
        let round = t.rounds.last().unwrap().clone();
        for &b in &round.byes {
            byes_had[b] += 1;
        }
        // The lower entrant number wins, except that every game of round 2 is drawn.
        for id in t.unfinished() {
            let (s, g) = two(&t, id);
            let outcome = if id.round == 2 {
                TwoOutcome::Draw
            } else if s < g {
                TwoOutcome::Win(Sente)
            } else {
                TwoOutcome::Win(Gote)
            };
            t.record(id, GameResult::Two(outcome), t0()).unwrap();
        }
    }
    assert_eq!(t.rounds.len(), 3);
    assert!(byes_had.iter().all(|&b| b <= 1), "{byes_had:?}");
    assert_eq!(byes_had.iter().sum::<i32>(), 3);
    let s = t.standings();
    assert_eq!(s.tie_break, TieBreak::Buchholz);
    let points: Vec<Points> = (0..7).map(|e| s.of(e).unwrap().points).collect();
    for e in 0..7 {
        let mut buchholz = Points::ZERO;
        for round in &t.rounds {
            let opponent = round.games.iter().find_map(|g| match *g {
                Game::Two { sente, gote, .. } if sente == e => Some(gote),
                Game::Two { sente, gote, .. } if gote == e => Some(sente),
                _ => None,
            });
            buchholz += match opponent {
                Some(o) => points[o],
                None => points[e],
            };
        }
        assert_eq!(s.of(e).unwrap().tie_break, buchholz, "entrant {e}");
        let games_played = 3 - byes_had[e] as u32;
        assert_eq!(s.of(e).unwrap().games, games_played);
    }
    // Nobody met anyone twice.
    let mut pairs = std::collections::HashSet::new();
    for round in &t.rounds {
        for g in &round.games {
            let (a, b) = match *g {
                Game::Two { sente, gote, .. } => (sente.min(gote), sente.max(gote)),
                _ => unreachable!(),
            };
            assert!(pairs.insert((a, b)), "{a}–{b} twice");
        }
    }
    // Places follow points, then Buchholz.
    for w in s.rows.windows(2) {
        assert!((w[0].points, w[0].tie_break) >= (w[1].points, w[1].tie_break));
    }
}

/// Buchholz worked by hand on a 4-player, 2-round Swiss.
#[test]
fn buchholz_by_hand() {
    let settings = Settings {
        rounds: Some(2),
        ..Settings::default()
    };
    let (mut t, _) = started(Kind::Swiss, 4, settings);
    // Round 1 (Dutch): 1–3, 4–2; the top seeds win.
    play(&mut t, 0, 2, 2);
    play(&mut t, 1, 3, 2);
    // Round 2: 2–1 (colours alternate) and 3–4.
    let r2 = &t.rounds[1];
    assert_eq!(
        r2.games[0],
        Game::Two {
            sente: 1,
            gote: 0,
            result: None
        }
    );
    assert_eq!(
        r2.games[1],
        Game::Two {
            sente: 2,
            gote: 3,
            result: None
        }
    );
    play(&mut t, 1, 0, 2);
    play(&mut t, 2, 3, 1);
    let s = t.standings();
    // Points 0: 1, 1: 2, 2: ½, 3: ½. Buchholz 0: ½ + 2, 1: ½ + 1, 2: 1 + ½, 3: 2 + ½.
    assert_eq!(row(&s, 1), (1, pts(2.0), pts(1.5), 2));
    assert_eq!(row(&s, 0), (2, pts(1.0), pts(2.5), 2));
    assert_eq!(row(&s, 3), (3, pts(0.5), pts(2.5), 2));
    assert_eq!(row(&s, 2), (4, pts(0.5), pts(1.5), 2));
}

/// A Swiss player who leaves loses the game in progress by forfeit and is not paired again; the
/// forfeit win keeps the opponent from a later bye.
#[test]
fn leaving_a_swiss_mid_event() {
    let settings = Settings {
        rounds: Some(3),
        ..Settings::default()
    };
    let (mut t, _) = started(Kind::Swiss, 6, settings);
    let id = t.unfinished()[0];
    let (s, g) = two(&t, id);
    let events = t.leave(t.entrants[g].player.id, t0()).unwrap();
    assert_eq!(
        events[0],
        Event::Withdrew {
            player: t.entrants[g].player.clone(),
            forfeits: vec![id]
        }
    );
    for id in t.unfinished() {
        t.record(id, GameResult::Two(TwoOutcome::Win(Sente)), t0())
            .unwrap();
    }
    // Round 2: five left, so a bye, and not to `s`, who won by forfeit.
    let round = t.rounds.last().unwrap();
    assert_eq!(round.number, 2);
    assert_eq!(round.byes.len(), 1);
    assert_ne!(round.byes[0], s);
    assert!(round.games.iter().all(|game| !game.has(g)));
    assert!(round.byes[0] != g);
    let st = t.standings();
    assert_eq!(st.of(s).unwrap().points, Points::WIN);
    assert_eq!(st.of(s).unwrap().games, 0);
}

/// A Swiss whose field runs out of new opponents ends early instead of repeating a game.
#[test]
fn a_swiss_that_cannot_be_paired_ends_early() {
    let settings = Settings {
        rounds: Some(3),
        ..Settings::default()
    };
    let (mut t, _) = started(Kind::Swiss, 4, settings);
    // Two leave after round 1's games are paired; the two who stay met in round 1.
    let id = t.unfinished()[0];
    let (s, g) = two(&t, id);
    t.record(id, GameResult::Two(TwoOutcome::Draw), t0())
        .unwrap();
    let others: Vec<usize> = (0..4).filter(|&e| e != s && e != g).collect();
    t.leave(t.entrants[others[0]].player.id, t0()).unwrap();
    let events = t.leave(t.entrants[others[1]].player.id, t0()).unwrap();
    assert_eq!(t.phase, Phase::Finished { early: true });
    assert!(matches!(
        events.last(),
        Some(Event::Finished { early: true, .. })
    ));
}

/// An 8-player four-player event of 2 rounds: two tables, then tables mixing both, seats turned.
#[test]
fn an_eight_player_four_player_event() {
    let settings = Settings {
        rounds: Some(2),
        ..Settings::default()
    };
    let (mut t, events) = started(Kind::Yonin, 8, settings);
    let Event::RoundStarted { games, .. } = &events[1] else {
        panic!("{events:?}")
    };
    assert_eq!(games.len(), 2);
    assert!(games.iter().all(
        |g| matches!(&g.seating, Seating::Four { seats } if seats.iter().all(Option::is_some))
    ));
    // Round 1: S wins at each table (places by seat S, W, N, E).
    let places = [[1, 2, 3, 4], [4, 3, 2, 1]];
    for (id, p) in t.unfinished().into_iter().zip(places) {
        t.record(id, GameResult::Four(p), t0()).unwrap();
    }
    let round1: Vec<[Option<usize>; 4]> = t.rounds[0]
        .games
        .iter()
        .map(|g| match g {
            Game::Four { seats, .. } => *seats,
            _ => unreachable!(),
        })
        .collect();
    let table_of = |e: usize| round1.iter().position(|s| s.contains(&Some(e))).unwrap();
    let seat_of = |seats: &[Option<usize>; 4], e: usize| seats.iter().position(|&s| s == Some(e));
    let round2: Vec<[Option<usize>; 4]> = t.rounds[1]
        .games
        .iter()
        .map(|g| match g {
            Game::Four { seats, .. } => *seats,
            _ => unreachable!(),
        })
        .collect();
    // Any table of four from two tables of four repeats at least two meetings: the fewest is two
    // from each.
    for seats in &round2 {
        let from_first = seats
            .iter()
            .flatten()
            .filter(|&&e| table_of(e) == 0)
            .count();
        assert_eq!(from_first, 2, "{round2:?}");
    }
    for e in 0..8 {
        let before = round1.iter().find_map(|s| seat_of(s, e)).unwrap();
        let now = round2.iter().find_map(|s| seat_of(s, e)).unwrap();
        assert_ne!(before, now, "entrant {e} keeps seat {before}");
    }
    // Round 2 results, then the standings: firsts, then placement points.
    let places = [[2, 1, 3, 4], [1, 2, 3, 4]];
    let ids = t.unfinished();
    let mut events = Vec::new();
    for (id, p) in ids.into_iter().zip(places) {
        events = t.record(id, GameResult::Four(p), t0()).unwrap();
    }
    assert_eq!(t.phase, Phase::Finished { early: false });
    let Some(Event::Finished { standings, .. }) = events.last() else {
        panic!("{events:?}")
    };
    assert_eq!(standings.tie_break, TieBreak::Placement);
    for e in 0..8 {
        let mut firsts = Points::ZERO;
        let mut placement = 0.0;
        for round in &t.rounds {
            for g in &round.games {
                let Game::Four {
                    seats,
                    places: Some(p),
                } = g
                else {
                    continue;
                };
                if let Some(s) = seat_of(seats, e) {
                    placement += crate::table::rating::placement_points(*p)[s];
                    if p[s] == 1 {
                        firsts += Points::WIN;
                    }
                }
            }
        }
        let r = standings.of(e).unwrap();
        assert_eq!(r.points, firsts);
        assert_eq!(r.tie_break, Points::whole(placement as i64));
        assert_eq!(r.games, 2);
    }
}

#[test]
fn five_four_player_entrants_play_with_computer_seats() {
    let (t, events) = started(Kind::Yonin, 5, Settings::default());
    let Event::RoundStarted { games, .. } = &events[1] else {
        panic!("{events:?}")
    };
    let computers: Vec<usize> = games
        .iter()
        .map(|g| match &g.seating {
            Seating::Four { seats } => seats.iter().filter(|s| s.is_none()).count(),
            _ => unreachable!(),
        })
        .collect();
    assert_eq!(computers, vec![1, 2]);
    assert_eq!(
        t.rounds[0]
            .games
            .iter()
            .map(|g| g.entrants().len())
            .sum::<usize>(),
        5
    );
}

#[test]
fn a_running_tournament_survives_storage() {
    let (mut t, _) = started(Kind::Swiss, 5, Settings::default());
    let id = t.unfinished()[0];
    t.record(id, GameResult::Two(TwoOutcome::Forfeit(Gote)), t0())
        .unwrap();
    let json = serde_json::to_string(&t).unwrap();
    let back: Tournament = serde_json::from_str(&json).unwrap();
    assert_eq!(back, t);
}
