//! Swiss pairing (スイス式), in the manner of FIDE's Dutch system (Handbook C.04.3), by weighted
//! matching bracket by bracket.
//!
//! What it does, in order:
//! 1. **Bye.** With an odd count, the lowest-placed player (lowest score, then lowest pairing
//!    number) who has had neither a bye nor a forfeit win sits out with a point, provided the
//!    others can all be paired (giving up the absolute colour rule of 4 if need be); only when
//!    nobody eligible leaves a pairable field does someone get a second bye.
//! 2. **Brackets.** Players are taken score group by score group, from the top. A bracket is the
//!    players floated down from above (first) and the score group. It is paired by a maximum
//!    weight matching (the blossom algorithm, `integer-blossom`) whose weight orders, most
//!    important first:
//!    1. as many pairs as possible;
//!    2. the highest scores paired (those floated down are paired before residents), then the
//!       smallest score differences in the pairs;
//!    3. no pair of players who both must have the same colour (only when the field cannot be
//!       paired otherwise: see 4);
//!    4. colour preferences granted: a player one colour up (difference ±1) must get the other
//!       one, or the difference reaches ±2 (weighted double); a player level wants to alternate;
//!    5. nobody floating down twice in a row;
//!    6. the lowest-ranked players float, not the highest;
//!    7. the pairs nearest to the Dutch ideal: top half against bottom half (`S1[i]`–`S2[i]`), those
//!       floated down against the top of the group; transpositions and exchanges are scored by
//!       how far each player's opponent is from that ideal, not by FIDE's enumeration order.
//!
//!    Whoever is left over floats down to the next bracket.
//! 3. **Completion.** A bracket's pairs are kept only if the players below can still all be
//!    paired (an exact perfect-matching check, with Dirac's degree bound as a shortcut); if not,
//!    the next score group joins the bracket and it is paired again. So the pairing never runs
//!    into a dead end: if a pairing with no repeated game exists, one is found.
//! 4. **Hard rules.** No two players meet twice. Nobody's colour difference passes ±2 and nobody
//!    gets one colour three times in a row (FIDE's absolute colour rule); this one is given up
//!    only when no pairing exists with it (then it is the weighed criterion 2.3). The ±1 of 2.4
//!    is kept wherever it costs no extra player floating out of a score group (FIDE puts score
//!    groups before colour preferences; so do we).
//! 5. **Colours** of each pair: both preferences when they differ; otherwise the stronger one;
//!    otherwise alternate from the latest round the two had different colours; otherwise the
//!    higher-ranked player's. With no preference either way (round 1), the higher-ranked player
//!    has sente on odd boards and gote on even ones.
//!
//! Limits: FIDE's finer float rules (upfloats, floats two rounds back) and the exact order in
//! which it tries transpositions are not followed; a bracket that cannot be completed is merged
//! with the next rather than searched for another set of floaters.

use crate::rules::Color;

/// What the pairing needs to know of one player still in the event.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SwissPlayer {
    /// The caller's id for this player (returned in the pairings).
    pub id: usize,
    /// Pairing number: 0 is the top seed.
    pub rank: usize,
    /// In half-points.
    pub score: i64,
    /// The colours of the games played over the board, oldest first.
    pub colours: Vec<Color>,
    /// Ids of everyone met, over the board or by forfeit.
    pub met: Vec<usize>,
    /// Had a bye or a forfeit win: no bye again.
    pub no_bye: bool,
    /// Met a lower score (or had the bye) in the latest round.
    pub floated_down: bool,
}

/// One round's pairings: games as (sente, gote) ids, board 1 first, and the bye.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SwissPairing {
    pub games: Vec<(usize, usize)>,
    pub bye: Option<usize>,
}

/// No pairing exists without two players meeting again.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("no pairing without a repeated game")]
pub struct Exhausted;

/// Pairs one round.
pub fn pair(players: &[SwissPlayer]) -> Result<SwissPairing, Exhausted> {
    let mut sorted: Vec<&SwissPlayer> = players.iter().collect();
    sorted.sort_by(|a, b| b.score.cmp(&a.score).then(a.rank.cmp(&b.rank)));
    // A second bye is a last resort, after the colour rule is given up.
    for (second_bye, relaxed) in [(false, false), (false, true), (true, false), (true, true)] {
        let mut ctx = Ctx::new(&sorted, relaxed);
        ctx.second_bye = second_bye;
        if let Some(pairing) = ctx.run() {
            return Ok(pairing);
        }
    }
    Err(Exhausted)
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Strength {
    None,
    Mild,
    Strong,
    Absolute,
}

#[derive(Clone, Copy, Debug)]
struct Pref {
    strength: Strength,
    color: Option<Color>,
    diff: i32,
}

fn preference(colours: &[Color]) -> Pref {
    let diff = colours
        .iter()
        .map(|c| if *c == Color::Sente { 1 } else { -1 })
        .sum::<i32>();
    let last = colours.last().copied();
    let streak = match colours {
        [.., a, b] if a == b => Some(*b),
        _ => None,
    };
    let (strength, color) = if diff > 1 {
        (Strength::Absolute, Some(Color::Gote))
    } else if diff < -1 {
        (Strength::Absolute, Some(Color::Sente))
    } else if let Some(c) = streak {
        (Strength::Absolute, Some(c.opponent()))
    } else if diff == 1 {
        (Strength::Strong, Some(Color::Gote))
    } else if diff == -1 {
        (Strength::Strong, Some(Color::Sente))
    } else if let Some(c) = last {
        (Strength::Mild, Some(c.opponent()))
    } else {
        (Strength::None, None)
    };
    Pref {
        strength,
        color,
        diff,
    }
}

/// The pairing of one round, over players sorted by score then rank (local indices).
struct Ctx<'a> {
    p: Vec<&'a SwissPlayer>,
    n: usize,
    met: Vec<bool>,
    pref: Vec<Pref>,
    /// Absolute colour preferences may be overridden.
    relaxed: bool,
    /// Someone who had a bye may have another.
    second_bye: bool,
}

impl<'a> Ctx<'a> {
    fn new(sorted: &[&'a SwissPlayer], relaxed: bool) -> Ctx<'a> {
        let n = sorted.len();
        let index: std::collections::HashMap<usize, usize> =
            sorted.iter().enumerate().map(|(i, p)| (p.id, i)).collect();
        let mut met = vec![false; n * n];
        for (i, p) in sorted.iter().enumerate() {
            for other in &p.met {
                if let Some(&j) = index.get(other) {
                    met[i * n + j] = true;
                    met[j * n + i] = true;
                }
            }
        }
        Ctx {
            p: sorted.to_vec(),
            n,
            met,
            pref: sorted.iter().map(|p| preference(&p.colours)).collect(),
            relaxed,
            second_bye: false,
        }
    }

    fn absolute_clash(&self, i: usize, j: usize) -> bool {
        let (a, b) = (self.pref[i], self.pref[j]);
        a.strength == Strength::Absolute && b.strength == Strength::Absolute && a.color == b.color
    }

    fn allowed(&self, i: usize, j: usize) -> bool {
        i != j && !self.met[i * self.n + j] && (self.relaxed || !self.absolute_clash(i, j))
    }

    /// The colour `i` gets against `j` (`i` placed above `j`), `None` when neither has a
    /// preference; and what it costs: 2 for a strong or absolute preference refused, 1 for a mild.
    fn allocate(&self, i: usize, j: usize) -> (Option<Color>, i64) {
        let (a, b) = (self.pref[i], self.pref[j]);
        match (a.color, b.color) {
            (None, None) => (None, 0),
            (Some(c), None) => (Some(c), 0),
            (None, Some(c)) => (Some(c.opponent()), 0),
            (Some(ca), Some(cb)) if ca != cb => (Some(ca), 0),
            (Some(c), Some(_)) => {
                let i_wins = if a.strength != b.strength {
                    a.strength > b.strength
                } else if a.strength == Strength::Absolute && a.diff.abs() != b.diff.abs() {
                    a.diff.abs() > b.diff.abs()
                } else {
                    // Alternate from the latest round in which their colours differed.
                    let (ha, hb) = (&self.p[i].colours, &self.p[j].colours);
                    match ha.iter().rev().zip(hb.iter().rev()).find(|(x, y)| x != y) {
                        Some((x, _)) => x.opponent() == c,
                        None => true,
                    }
                };
                let loser = if i_wins { b } else { a };
                let cost = if loser.strength == Strength::Mild {
                    1
                } else {
                    2
                };
                (Some(if i_wins { c } else { c.opponent() }), cost)
            }
        }
    }

    fn run(&self) -> Option<SwissPairing> {
        let all: Vec<usize> = (0..self.n).collect();
        let bye = if self.n % 2 == 1 {
            Some(self.choose_bye(&all)?)
        } else {
            None
        };
        let rest: Vec<usize> = all.into_iter().filter(|&i| Some(i) != bye).collect();
        if bye.is_none() && !self.completable(&rest) {
            return None;
        }
        let pairs = self.pair_brackets(&rest)?;
        Some(self.finish(pairs, bye))
    }

    /// The lowest-placed player without a bye so far whose absence leaves a pairable field.
    fn choose_bye(&self, all: &[usize]) -> Option<usize> {
        let from_bottom = || all.iter().rev().copied();
        let eligible = from_bottom().filter(|&i| !self.p[i].no_bye);
        let others = from_bottom().filter(|&i| self.second_bye && self.p[i].no_bye);
        eligible.chain(others).find(|&c| {
            let rest: Vec<usize> = all.iter().copied().filter(|&i| i != c).collect();
            self.completable(&rest)
        })
    }

    /// Whether these players can all be paired with each other.
    fn completable(&self, set: &[usize]) -> bool {
        let m = set.len();
        if m % 2 == 1 {
            return false;
        }
        if m == 0 {
            return true;
        }
        let min_degree = set
            .iter()
            .map(|&i| set.iter().filter(|&&j| self.allowed(i, j)).count())
            .min()
            .unwrap_or(0);
        // Dirac: a minimum degree of at least m/2 gives a Hamiltonian cycle, so a perfect matching.
        if min_degree * 2 >= m {
            return true;
        }
        if min_degree == 0 {
            return false;
        }
        let mut w = vec![0i32; m * m];
        for (a, &i) in set.iter().enumerate() {
            for (b, &j) in set.iter().enumerate().skip(a + 1) {
                if self.allowed(i, j) {
                    w[a * m + b] = 1;
                }
            }
        }
        integer_blossom::max_weight_matching(&w, m)
            .iter()
            .all(Option::is_some)
    }

    /// Pairs the players (sorted, even count, known to be pairable) bracket by bracket.
    fn pair_brackets(&self, players: &[usize]) -> Option<Vec<(usize, usize)>> {
        let mut groups: Vec<Vec<usize>> = Vec::new();
        for &i in players {
            match groups.last_mut() {
                Some(g) if self.p[g[0]].score == self.p[i].score => g.push(i),
                _ => groups.push(vec![i]),
            }
        }
        let mut pairs = Vec::with_capacity(players.len() / 2);
        let mut carry: Vec<usize> = Vec::new();
        let mut start = 0;
        while start < groups.len() {
            let mut end = start + 1;
            loop {
                let mut bracket = carry.clone();
                bracket.extend(groups[start..end].iter().flatten());
                let (bracket_pairs, floaters) = self.pair_bracket(&bracket, carry.len());
                if end == groups.len() {
                    if !floaters.is_empty() {
                        // Cannot happen when the field was completable; refuse rather than drop
                        // anyone.
                        return None;
                    }
                    pairs.extend(bracket_pairs);
                    carry = floaters;
                    break;
                }
                let mut below = floaters.clone();
                below.extend(groups[end..].iter().flatten());
                if self.completable(&below) {
                    pairs.extend(bracket_pairs);
                    carry = floaters;
                    break;
                }
                end += 1;
            }
            start = end;
        }
        Some(pairs)
    }

    /// The ideal partner of each bracket position: those floated down against the top of the
    /// group, then the rest top half against bottom half.
    fn ideal(k: usize, carry: usize) -> Vec<Option<usize>> {
        let mut ideal = vec![None; k];
        let m = carry.min(k - carry);
        for i in 0..m {
            ideal[i] = Some(carry + i);
            ideal[carry + i] = Some(i);
        }
        let rest: Vec<usize> = (0..k).filter(|&i| ideal[i].is_none()).collect();
        let half = rest.len() / 2;
        for i in 0..half {
            ideal[rest[i]] = Some(rest[i + half]);
            ideal[rest[i + half]] = Some(rest[i]);
        }
        ideal
    }

    /// Pairs one bracket (players in order, the first `carry` floated down from above): the pairs,
    /// and who floats on.
    fn pair_bracket(&self, bracket: &[usize], carry: usize) -> (Vec<(usize, usize)>, Vec<usize>) {
        let k = bracket.len();
        if k < 2 {
            return (Vec::new(), bracket.to_vec());
        }
        let ideal = Self::ideal(k, carry);
        let s_min = bracket.iter().map(|&i| self.p[i].score).min().unwrap_or(0);
        let excess = |pos: usize| self.p[bracket[pos]].score - s_min;
        let e_max = (0..k).map(excess).max().unwrap_or(0);

        // The ideal pairing is the best there is when it breaks no rule and refuses no colour
        // preference in a single score group: then no matching is needed (round 1, say).
        if carry == 0 && e_max == 0 {
            let floater_ok = k.is_multiple_of(2) || !self.p[bracket[k - 1]].floated_down;
            let perfect = floater_ok
                && (0..k).all(|a| match ideal[a] {
                    Some(b) if a < b => {
                        let (i, j) = (bracket[a], bracket[b]);
                        self.allowed(i, j) && self.allocate(i, j).1 == 0
                    }
                    _ => true,
                });
            if perfect {
                let pairs = (0..k)
                    .filter_map(|a| {
                        ideal[a]
                            .filter(|&b| a < b)
                            .map(|b| (bracket[a], bracket[b]))
                    })
                    .collect();
                let floaters = (0..k)
                    .filter(|&a| ideal[a].is_none())
                    .map(|a| bracket[a])
                    .collect();
                return (pairs, floaters);
            }
        }

        // Each edge's criteria, most important first, each as a non-negative number to maximise.
        let k_i = k as i64;
        let maxes: [i64; 8] = [1, 2 * e_max, e_max * e_max, 1, 2, 2, 2 * k_i, 2 * k_i];
        let criteria = |a: usize, b: usize| -> [i64; 8] {
            let (i, j) = (bracket[a], bracket[b]);
            let d = (self.p[i].score - self.p[j].score).abs();
            let (_, colour_cost) = self.allocate(i, j);
            let distance = |ideal: Option<usize>, x: usize| match ideal {
                Some(q) => q.abs_diff(x) as i64,
                None => k_i,
            };
            [
                1,
                excess(a) + excess(b),
                e_max * e_max - d * d,
                i64::from(!self.absolute_clash(i, j)),
                2 - colour_cost,
                i64::from(self.p[i].floated_down) + i64::from(self.p[j].floated_down),
                (k_i - a as i64) + (k_i - b as i64),
                2 * k_i - (distance(ideal[a], b) + distance(ideal[b], a)).min(2 * k_i),
            ]
        };
        let pairs_max = (k / 2) as i128;
        let mut mult = [1i128; 8];
        for c in (0..7).rev() {
            mult[c] = mult[c + 1] * (pairs_max * i128::from(maxes[c + 1]) + 1);
        }
        let top = mult[0] * (pairs_max + 1);
        let weight = |a: usize, b: usize| -> i128 {
            criteria(a, b)
                .iter()
                .zip(mult)
                .map(|(&c, m)| i128::from(c) * m)
                .sum()
        };
        let allowed = |a: usize, b: usize| self.allowed(bracket[a], bracket[b]);
        // The solver doubles weights inside; i64 is faster when the weights leave room for it.
        let mate: Vec<Option<usize>> = if top < (1i128 << 58) {
            let mut w = vec![0i64; k * k];
            for a in 0..k {
                for b in a + 1..k {
                    if allowed(a, b) {
                        w[a * k + b] = weight(a, b) as i64;
                    }
                }
            }
            integer_blossom::max_weight_matching(&w, k)
        } else {
            let mut w = vec![0i128; k * k];
            for a in 0..k {
                for b in a + 1..k {
                    if allowed(a, b) {
                        w[a * k + b] = weight(a, b);
                    }
                }
            }
            integer_blossom::max_weight_matching(&w, k)
        };
        let mut pairs = Vec::new();
        let mut floaters = Vec::new();
        for (a, m) in mate.iter().enumerate() {
            match m {
                Some(b) if a < *b => pairs.push((bracket[a], bracket[*b])),
                Some(_) => {}
                None => floaters.push(bracket[a]),
            }
        }
        (pairs, floaters)
    }

    /// Boards in order (the highest score first) and colours.
    fn finish(&self, pairs: Vec<(usize, usize)>, bye: Option<usize>) -> SwissPairing {
        let mut pairs: Vec<(usize, usize)> = pairs
            .into_iter()
            .map(|(a, b)| (a.min(b), a.max(b)))
            .collect();
        pairs.sort_by_key(|&(i, j)| {
            let (si, sj) = (self.p[i].score, self.p[j].score);
            (
                -(si.max(sj)),
                -(si + sj),
                self.p[i].rank.min(self.p[j].rank),
            )
        });
        let games = pairs
            .iter()
            .enumerate()
            .map(|(board, &(i, j))| {
                let first = self.allocate(i, j).0.unwrap_or(if board % 2 == 0 {
                    Color::Sente
                } else {
                    Color::Gote
                });
                let (a, b) = (self.p[i].id, self.p[j].id);
                if first == Color::Sente {
                    (a, b)
                } else {
                    (b, a)
                }
            })
            .collect();
        SwissPairing {
            games,
            bye: bye.map(|b| self.p[b].id),
        }
    }
}

#[cfg(test)]
mod tests;
