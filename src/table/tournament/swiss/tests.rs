use super::*;
use crate::rules::Color::{Gote as G, Sente as S};

fn player(id: usize, score: i64) -> SwissPlayer {
    SwissPlayer {
        id,
        rank: id,
        score,
        colours: Vec::new(),
        met: Vec::new(),
        no_bye: false,
        floated_down: false,
    }
}

/// A field after some rounds: `games` are (sente, gote, sente's half-points) per round.
fn field(n: usize, rounds: &[&[(usize, usize, i64)]], byes: &[usize]) -> Vec<SwissPlayer> {
    let mut players: Vec<SwissPlayer> = (0..n).map(|i| player(i, 0)).collect();
    for round in rounds {
        for &(s, g, points) in *round {
            players[s].score += points;
            players[g].score += 2 - points;
            players[s].colours.push(S);
            players[g].colours.push(G);
            players[s].met.push(g);
            players[g].met.push(s);
        }
    }
    for &b in byes {
        players[b].score += 2;
        players[b].no_bye = true;
    }
    players
}

#[test]
fn round_one_is_top_half_against_bottom_half_with_colours_alternating() {
    // Dutch round 1 of eight: 1–5, 6–2, 3–7, 8–4 (the top seed sente on board 1).
    let p = pair(&field(8, &[], &[])).unwrap();
    assert_eq!(p.games, vec![(0, 4), (5, 1), (2, 6), (7, 3)]);
    assert_eq!(p.bye, None);
}

#[test]
fn an_odd_round_one_gives_the_bye_to_the_last_seed() {
    // Seven: the bye to 7, then 1–4, 5–2, 3–6.
    let p = pair(&field(7, &[], &[])).unwrap();
    assert_eq!(p.bye, Some(6));
    assert_eq!(p.games, vec![(0, 3), (4, 1), (2, 5)]);
}

#[test]
fn round_two_transposes_to_grant_colours() {
    // After 1–5, 6–2, 3–7, 8–4 with the higher seeds winning, the winners 1, 2, 3, 4 had
    // sente, gote, sente, gote. 1–3 and 2–4 would give both the colour they just had, so S2 is
    // transposed: 4–1 and 2–3; likewise 5–8 and 7–6 below. The textbook Dutch round 2.
    let f = field(8, &[&[(0, 4, 2), (5, 1, 0), (2, 6, 2), (7, 3, 0)]], &[]);
    let p = pair(&f).unwrap();
    assert_eq!(p.games, vec![(3, 0), (1, 2), (4, 7), (6, 5)]);
}

#[test]
fn the_bye_skips_who_had_one_and_goes_to_the_lowest_eligible() {
    // Five players after a round in which 4 (the lowest) had the bye.
    let f = field(5, &[&[(0, 2, 2), (3, 1, 0)]], &[4]);
    let p = pair(&f).unwrap();
    // Scores: 0: 1, 1: 1, 4: 1 (bye), 2: 0, 3: 0. The lowest without a bye is 3.
    assert_eq!(p.bye, Some(3));
    let everyone: Vec<usize> = p.games.iter().flat_map(|&(a, b)| [a, b]).collect();
    assert_eq!(everyone.len(), 4);
    assert!(!everyone.contains(&3));
}

#[test]
fn a_group_that_would_strand_the_players_below_floats_instead() {
    // 0 and 1 lead and have not met; 2 and 3 have met each other. Pairing the leaders together
    // leaves 2–3 again: a greedy pairing of the top group dead-ends here. Both leaders must
    // float down instead.
    let mut f = field(4, &[], &[]);
    f[0].score = 2;
    f[1].score = 2;
    f[2].met.push(3);
    f[3].met.push(2);
    f[2].colours.push(S);
    f[3].colours.push(G);
    let p = pair(&f).unwrap();
    for &(a, b) in &p.games {
        assert!((a < 2) != (b < 2), "{:?}", p.games);
    }
}

#[test]
fn a_player_who_met_the_whole_group_floats_to_the_next() {
    // 0, 1, 2 on 2 points, 0 has met 1 and 2: 0 floats down to 3 (the top of the next group),
    // 1–2 play, and 4–5 below.
    let mut f = field(6, &[], &[]);
    for p in f.iter_mut().take(3) {
        p.score = 2;
    }
    f[3].score = 1;
    for o in [1, 2] {
        f[0].met.push(o);
        f[o].met.push(0);
    }
    f[0].colours = vec![S, G];
    f[1].colours = vec![G];
    f[2].colours = vec![S];
    let p = pair(&f).unwrap();
    let has = |a: usize, b: usize| p.games.iter().any(|&g| g == (a, b) || g == (b, a));
    assert!(has(0, 3), "{:?}", p.games);
    assert!(has(1, 2), "{:?}", p.games);
    assert!(has(4, 5), "{:?}", p.games);
}

#[test]
fn nobody_is_paired_when_every_pairing_repeats() {
    // Four players who have all met.
    let f = field(
        4,
        &[
            &[(0, 1, 2), (2, 3, 2)],
            &[(3, 0, 0), (1, 2, 1)],
            &[(0, 2, 2), (1, 3, 1)],
        ],
        &[],
    );
    assert_eq!(pair(&f), Err(Exhausted));
}

/// A small deterministic generator for the simulations.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
}

/// Plays whole Swiss events with random results and checks every round's pairing.
#[test]
fn simulated_events_keep_the_rules() {
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    for n in 4..=24usize {
        let rounds = (usize::BITS - (n - 1).leading_zeros() + 1).min(n as u32 - 1) as usize;
        let mut f = field(n, &[], &[]);
        for round in 0..rounds {
            let p = pair(&f).unwrap_or_else(|e| panic!("n={n} round {}: {e}", round + 1));
            let mut seen = vec![false; n];
            for &(s, g) in &p.games {
                assert!(!f[s].met.contains(&g), "n={n}: {s} and {g} meet again");
                assert!(!seen[s] && !seen[g]);
                seen[s] = true;
                seen[g] = true;
            }
            if let Some(b) = p.bye {
                if f[b].no_bye {
                    // A second bye only when each player without one would leave a field that
                    // cannot be paired without a repeat.
                    for c in (0..n).filter(|&c| !f[c].no_bye) {
                        let rest: Vec<SwissPlayer> =
                            f.iter().filter(|p| p.id != c).cloned().collect();
                        let mut free = vec![true; rest.len()];
                        assert!(
                            !brute_force_exists(&rest, &mut free),
                            "n={n} round {}: {b} has a second bye but {c} could rest",
                            round + 1
                        );
                    }
                }
                seen[b] = true;
                f[b].score += 2;
                f[b].no_bye = true;
            }
            assert!(seen.iter().all(|s| *s), "n={n}: someone left out");
            for &(s, g) in &p.games {
                let points = match rng.next() % 10 {
                    0 => 1,
                    1..=5 => 2,
                    _ => 0,
                } as i64;
                f[s].score += points;
                f[g].score += 2 - points;
                f[s].colours.push(S);
                f[g].colours.push(G);
                f[s].met.push(g);
                f[g].met.push(s);
            }
            for p in &f {
                let diff: i32 = p.colours.iter().map(|c| if *c == S { 1 } else { -1 }).sum();
                assert!(diff.abs() <= 2, "n={n}: {} colours {:?}", p.id, p.colours);
                assert!(
                    !p.colours.windows(3).any(|w| w[0] == w[1] && w[1] == w[2]),
                    "n={n}: {} has one colour three times: {:?}",
                    p.id,
                    p.colours
                );
            }
        }
    }
}

/// Whether any pairing without a repeat exists (every player paired; `n` even).
fn brute_force_exists(f: &[SwissPlayer], free: &mut Vec<bool>) -> bool {
    let Some(a) = free.iter().position(|x| *x) else {
        return true;
    };
    free[a] = false;
    for b in a + 1..f.len() {
        if free[b] && !f[a].met.contains(&f[b].id) {
            free[b] = false;
            if brute_force_exists(f, free) {
                free[b] = true;
                free[a] = true;
                return true;
            }
            free[b] = true;
        }
    }
    free[a] = true;
    false
}

/// Random dense histories in small fields: whenever some pairing without a repeat exists, the
/// pairing finds one (it never dead-ends the way a greedy pairing does).
#[test]
fn it_finds_a_pairing_whenever_one_exists() {
    let mut rng = Rng(12345);
    let mut found = 0;
    let mut exhausted = 0;
    for trial in 0..400 {
        let n = 4 + 2 * (trial % 4);
        let mut f = field(n, &[], &[]);
        for (i, p) in f.iter_mut().enumerate().take(n) {
            p.score = (rng.next() % 4) as i64;
            p.rank = i;
        }
        // Each pair has met with probability 1/2.
        for a in 0..n {
            for b in a + 1..n {
                if rng.next().is_multiple_of(2) {
                    f[a].met.push(b);
                    f[b].met.push(a);
                }
            }
        }
        let exists = brute_force_exists(&f, &mut vec![true; n]);
        match pair(&f) {
            Ok(p) => {
                assert!(exists);
                assert_eq!(p.games.len(), n / 2);
                for &(a, b) in &p.games {
                    assert!(!f[a].met.contains(&b));
                }
                found += 1;
            }
            Err(Exhausted) => {
                assert!(
                    !exists,
                    "trial {trial}: a pairing exists but none was found"
                );
                exhausted += 1;
            }
        }
    }
    assert!(found > 50 && exhausted > 20, "{found} {exhausted}");
}
