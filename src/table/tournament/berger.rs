//! Round robin (総当たり) by Berger tables, as FIDE's Handbook publishes them (C.05, Annex 1).
//!
//! With players numbered 1..m (m even; an odd field adds a dummy m, and meeting it is a bye),
//! round 1 is 1–m, 2–(m−1), 3–(m−2), …; each later round turns the other players (all but m)
//! m/2 places round the circle, and player m changes colour every round. The first named plays
//! sente. Every player then has sente and gote as evenly as the count allows (m/2 of one and
//! m/2 − 1 of the other).

/// One round of a Berger table: the games as (sente, gote) seeds (0-based pairing numbers), board
/// 1 first, and the seed meeting the dummy when the count is odd.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BergerRound {
    pub games: Vec<(usize, usize)>,
    pub bye: Option<usize>,
}

/// The whole schedule for `n` entrants: n − 1 rounds (n rounds when n is odd).
pub fn berger(n: usize) -> Vec<BergerRound> {
    if n < 2 {
        return Vec::new();
    }
    let m = n + n % 2;
    let half = m / 2;
    // Numbers 1..m-1 going round the circle; m stays put.
    let circle: Vec<usize> = (1..m).collect();
    (0..m - 1)
        .map(|r| {
            let mut seq = circle.clone();
            seq.rotate_left((r * half) % (m - 1));
            let upper = &seq[..half];
            let mut lower = vec![m];
            lower.extend(seq[half..].iter().rev());
            let mut games = Vec::with_capacity(half);
            // Round numbers are 1-based in the tables: odd rounds give m gote on board 1.
            games.push(if r % 2 == 0 {
                (upper[0], m)
            } else {
                (m, upper[0])
            });
            games.extend((1..half).map(|k| (upper[k], lower[k])));
            let mut bye = None;
            let games = games
                .into_iter()
                .filter_map(|(a, b)| {
                    if n % 2 == 1 && (a == m || b == m) {
                        bye = Some(if a == m { b } else { a } - 1);
                        None
                    } else {
                        Some((a - 1, b - 1))
                    }
                })
                .collect();
            BergerRound { games, bye }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A table as FIDE prints it: "1-4 2-3" per round, numbers from 1, sente first.
    fn fide(rounds: &[&str]) -> Vec<Vec<(usize, usize)>> {
        rounds
            .iter()
            .map(|r| {
                r.split_whitespace()
                    .map(|g| {
                        let (a, b) = g.split_once('-').unwrap();
                        (
                            a.parse::<usize>().unwrap() - 1,
                            b.parse::<usize>().unwrap() - 1,
                        )
                    })
                    .collect()
            })
            .collect()
    }

    fn games(n: usize) -> Vec<Vec<(usize, usize)>> {
        berger(n).into_iter().map(|r| r.games).collect()
    }

    #[test]
    fn four_players_match_the_fide_table() {
        assert_eq!(games(4), fide(&["1-4 2-3", "4-3 1-2", "2-4 3-1"]));
    }

    #[test]
    fn six_players_match_the_fide_table() {
        let six = fide(&[
            "1-6 2-5 3-4",
            "6-4 5-3 1-2",
            "2-6 3-1 4-5",
            "6-5 1-4 2-3",
            "3-6 4-2 5-1",
        ]);
        assert_eq!(games(6), six);
    }

    #[test]
    fn eight_players_match_the_fide_table() {
        let eight = fide(&[
            "1-8 2-7 3-6 4-5",
            "8-5 6-4 7-3 1-2",
            "2-8 3-1 4-7 5-6",
            "8-6 7-5 1-4 2-3",
            "3-8 4-2 5-1 6-7",
            "8-7 1-6 2-5 3-4",
            "4-8 5-3 6-2 7-1",
        ]);
        assert_eq!(games(8), eight);
    }

    #[test]
    fn ten_players_match_the_fide_table() {
        let ten = fide(&[
            "1-10 2-9 3-8 4-7 5-6",
            "10-6 7-5 8-4 9-3 1-2",
            "2-10 3-1 4-9 5-8 6-7",
            "10-7 8-6 9-5 1-4 2-3",
            "3-10 4-2 5-1 6-9 7-8",
            "10-8 9-7 1-6 2-5 3-4",
            "4-10 5-3 6-2 7-1 8-9",
            "10-9 1-8 2-7 3-6 4-5",
            "5-10 6-4 7-3 8-2 9-1",
        ]);
        assert_eq!(games(10), ten);
    }

    #[test]
    fn five_players_use_the_six_table_with_the_dummy_as_a_bye() {
        // FIDE's "5 or 6 players" table, with 6 the dummy: whoever meets 6 rests.
        let rounds = berger(5);
        assert_eq!(rounds.len(), 5);
        let six = fide(&[
            "1-6 2-5 3-4",
            "6-4 5-3 1-2",
            "2-6 3-1 4-5",
            "6-5 1-4 2-3",
            "3-6 4-2 5-1",
        ]);
        for (round, table) in rounds.iter().zip(&six) {
            let real: Vec<_> = table
                .iter()
                .copied()
                .filter(|&(a, b)| a != 5 && b != 5)
                .collect();
            assert_eq!(round.games, real);
            let rest = table
                .iter()
                .find_map(|&(a, b)| (a == 5).then_some(b).or((b == 5).then_some(a)));
            assert_eq!(round.bye, rest);
        }
        let byes: Vec<_> = rounds.iter().map(|r| r.bye.unwrap()).collect();
        assert_eq!(byes, vec![0, 3, 1, 4, 2], "each player rests once");
    }

    #[test]
    fn everyone_meets_everyone_once_with_colours_balanced() {
        for n in 2..=21 {
            let rounds = berger(n);
            let mut met = vec![vec![0; n]; n];
            let mut sente = vec![0i32; n];
            let mut gote = vec![0i32; n];
            for r in &rounds {
                let mut seen = vec![false; n];
                for &(s, g) in &r.games {
                    met[s][g] += 1;
                    met[g][s] += 1;
                    sente[s] += 1;
                    gote[g] += 1;
                    assert!(!seen[s] && !seen[g], "n={n}: someone plays twice a round");
                    seen[s] = true;
                    seen[g] = true;
                }
                if let Some(b) = r.bye {
                    assert!(!seen[b]);
                }
            }
            for (a, row) in met.iter().enumerate().take(n) {
                for (b, &times) in row.iter().enumerate().take(n) {
                    assert_eq!(times, usize::from(a != b), "n={n}: {a} and {b}");
                }
                assert!((sente[a] - gote[a]).abs() <= 1, "n={n}: {a} colours");
            }
        }
    }
}
