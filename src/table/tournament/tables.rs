//! Four-player tables (四人将棋の卓組み): tables of four drawn from the standings, each seat
//! rotating.
//!
//! - **Counts not divisible by four** are filled with computer seats (the same computer player
//!   that fills a lobby's seat with `add-computer`): ⌈n/4⌉ tables, the 1–3 computer seats spread
//!   one per table from the bottom table up (five players: tables of 3 + 1 and 2 + 2 computers).
//!   Nobody scores for a computer seat; the people at its table are placed as the game places
//!   them. A bye would leave someone out of a whole round; a computer seat leaves nobody out.
//! - **Who sits together**: the tables go down the standings (the leaders at table 1). A search
//!   minimises, in this order: the number of times two people at a table have already met at a
//!   table; the number of earlier rounds with a computer at the table, over the people put at a
//!   table with a computer (so the bottom places do not always get them); the earlier seats the
//!   best seating of each table repeats; and how far each person sits from the table their place
//!   in the standings gives. It is a branch-and-bound search,
//!   table by table, the best person not yet seated heading the next table, bounded to
//!   [`NODE_BUDGET`] nodes, then improved by swapping people between tables; with many rounds in
//!   a small field the budget may end the search before the best assignment is proven.
//! - **Seats** (S, W, N, E; South moves first): at each table the assignment that puts people
//!   least often at seats they have had before (the 24 orders are all tried). Four people who
//!   each have one seat left cannot all get it if it is the same seat: that is why the seats
//!   count in choosing the tables.

use super::round::Game;

/// The search stops after this many nodes and keeps the best assignment found.
pub const NODE_BUDGET: usize = 200_000;

/// How many tables, and how many of each table's seats the computer plays (bottom table last).
pub fn table_shape(players: usize) -> Vec<usize> {
    let tables = players.div_ceil(4);
    let mut computers = vec![0; tables];
    for i in 0..(tables * 4 - players) {
        computers[tables - 1 - i % tables] += 1;
    }
    computers
}

/// What earlier tables say about the players (indices into the round's order).
struct Past {
    n: usize,
    /// How often two players have sat at one table.
    met: Vec<u32>,
    /// How often each player sat at each seat.
    seats: Vec<[u32; 4]>,
    /// How often each player's table had a computer.
    computers: Vec<u32>,
}

impl Past {
    fn new(order: &[usize], history: &[&Game]) -> Past {
        let n = order.len();
        let index = |id: usize| order.iter().position(|&p| p == id);
        let mut past = Past {
            n,
            met: vec![0; n * n],
            seats: vec![[0; 4]; n],
            computers: vec![0; n],
        };
        for game in history {
            let Game::Four { seats, .. } = game else {
                continue;
            };
            let here: Vec<(usize, usize)> = seats
                .iter()
                .enumerate()
                .filter_map(|(s, e)| Some((s, index((*e)?)?)))
                .collect();
            let has_computer = seats.iter().any(Option::is_none);
            for &(seat, i) in &here {
                past.seats[i][seat] += 1;
                if has_computer {
                    past.computers[i] += 1;
                }
                for &(_, j) in &here {
                    if i != j {
                        past.met[i * n + j] += 1;
                    }
                }
            }
        }
        past
    }

    fn met(&self, i: usize, j: usize) -> u32 {
        self.met[i * self.n + j]
    }
}

/// The cost of an assignment, compared in order: repeated meetings, earlier computer tables of
/// those at a computer table, earlier seats repeated, distance from home.
type Cost = (u32, u32, u32, u32);

fn add(a: Cost, b: Cost) -> Cost {
    (a.0 + b.0, a.1 + b.1, a.2 + b.2, a.3 + b.3)
}

struct Search<'a> {
    past: &'a Past,
    /// Humans per table.
    sizes: Vec<usize>,
    computers: Vec<usize>,
    /// The table each standings position would sit at if nobody moved.
    home: Vec<usize>,
    nodes: usize,
    best: Option<(Cost, Vec<Vec<usize>>)>,
}

impl Search<'_> {
    /// What putting player `p` at table `t` with `others` adds.
    fn cost_of(&self, t: usize, p: usize, others: &[usize]) -> Cost {
        let repeats = others.iter().map(|&o| self.past.met(p, o)).sum();
        let computers = if self.computers[t] > 0 {
            self.past.computers[p]
        } else {
            0
        };
        (repeats, computers, 0, t.abs_diff(self.home[p]) as u32)
    }

    fn better(&self, cost: Cost) -> bool {
        self.best.as_ref().is_none_or(|(b, _)| cost < *b)
    }

    fn dfs(&mut self, t: usize, used: &mut Vec<bool>, tables: &mut Vec<Vec<usize>>, cost: Cost) {
        if self.nodes >= NODE_BUDGET || !self.better(cost) {
            return;
        }
        self.nodes += 1;
        if t == self.sizes.len() {
            self.best = Some((cost, tables.clone()));
            return;
        }
        let Some(anchor) = used.iter().position(|u| !u) else {
            return;
        };
        used[anchor] = true;
        tables.push(vec![anchor]);
        let anchor_cost = self.cost_of(t, anchor, &[]);
        self.fill(t, anchor + 1, used, tables, add(cost, anchor_cost));
        tables.pop();
        used[anchor] = false;
    }

    /// Adds players from position `from` on to table `t` until it is full, then goes on to the next.
    fn fill(
        &mut self,
        t: usize,
        from: usize,
        used: &mut Vec<bool>,
        tables: &mut Vec<Vec<usize>>,
        cost: Cost,
    ) {
        if tables[t].len() == self.sizes[t] {
            let seats = self.seats_cost(t, &tables[t]);
            self.dfs(t + 1, used, tables, add(cost, (0, 0, seats, 0)));
            return;
        }
        for p in from..used.len() {
            if self.nodes >= NODE_BUDGET {
                return;
            }
            // Past the end of this table's home, each further player only sits further from home:
            // once even no repeats and no computers could not beat the best, stop.
            let distance = t.abs_diff(self.home[p]) as u32;
            if p >= self.home_end(t) && !self.better((cost.0, cost.1, cost.2, cost.3 + distance)) {
                break;
            }
            if used[p] {
                continue;
            }
            let c = add(cost, self.cost_of(t, p, &tables[t]));
            if !self.better(c) {
                continue;
            }
            used[p] = true;
            tables[t].push(p);
            self.nodes += 1;
            self.fill(t, p + 1, used, tables, c);
            tables[t].pop();
            used[p] = false;
        }
    }

    /// How many earlier seats the best seating of this table repeats.
    fn seats_cost(&self, t: usize, table: &[usize]) -> u32 {
        best_seating(self.past, table, self.computers[t]).0
    }

    /// The last standings position whose home is table `t`.
    fn home_end(&self, t: usize) -> usize {
        self.home.iter().rposition(|&h| h == t).unwrap_or(0)
    }

    fn table_cost(&self, t: usize, table: &[usize]) -> Cost {
        let mut cost = (0, 0, self.seats_cost(t, table), 0);
        for (i, &p) in table.iter().enumerate() {
            cost = add(cost, self.cost_of(t, p, &table[..i]));
        }
        cost
    }

    /// Swaps two people between tables while that lowers the cost.
    fn improve(&self, tables: &mut [Vec<usize>]) {
        let mut improved = true;
        let mut passes = 0;
        while improved && passes < 20 {
            improved = false;
            passes += 1;
            for t in 0..tables.len() {
                for u in t + 1..tables.len() {
                    for i in 0..tables[t].len() {
                        for j in 0..tables[u].len() {
                            let before = add(
                                self.table_cost(t, &tables[t]),
                                self.table_cost(u, &tables[u]),
                            );
                            let (a, b) = (tables[t][i], tables[u][j]);
                            tables[t][i] = b;
                            tables[u][j] = a;
                            let after = add(
                                self.table_cost(t, &tables[t]),
                                self.table_cost(u, &tables[u]),
                            );
                            if after < before {
                                improved = true;
                            } else {
                                tables[t][i] = a;
                                tables[u][j] = b;
                            }
                        }
                    }
                }
            }
        }
    }
}

/// The tables of the next round: `order` is the players still in the event, best first in the
/// standings; `history` every four-player game so far. Each table is its seats S, W, N, E, with
/// `None` for a computer seat; table 1 first.
pub fn tables(order: &[usize], history: &[&Game]) -> Vec<[Option<usize>; 4]> {
    if order.is_empty() {
        return Vec::new();
    }
    let past = Past::new(order, history);
    let computers = table_shape(order.len());
    let sizes: Vec<usize> = computers.iter().map(|c| 4 - c).collect();
    let mut home = Vec::with_capacity(order.len());
    for (t, &size) in sizes.iter().enumerate() {
        home.extend(std::iter::repeat_n(t, size));
    }
    let mut search = Search {
        past: &past,
        sizes,
        computers: computers.clone(),
        home,
        nodes: 0,
        best: None,
    };
    search.dfs(
        0,
        &mut vec![false; order.len()],
        &mut Vec::new(),
        (0, 0, 0, 0),
    );
    let mut groups = match search.best.take() {
        Some((_, t)) => t,
        // The budget ran out before a single leaf (it cannot with these sizes, but stay total):
        // the standings order as it is.
        None => {
            let mut start = 0;
            search
                .sizes
                .iter()
                .map(|&s| {
                    start += s;
                    (start - s..start).collect()
                })
                .collect()
        }
    };
    search.improve(&mut groups);
    groups
        .iter()
        .zip(&computers)
        .map(|(group, &c)| best_seating(&past, group, c).1.map(|p| p.map(|i| order[i])))
        .collect()
}

/// Seats one table: the people (standings positions) and `computers` computer seats, in the order
/// that repeats the fewest earlier seats; and how many it repeats.
fn best_seating(past: &Past, group: &[usize], computers: usize) -> (u32, [Option<usize>; 4]) {
    let mut occupants: Vec<Option<usize>> = group.iter().map(|&p| Some(p)).collect();
    occupants.extend(std::iter::repeat_n(None, computers));
    let mut best: (u32, [Option<usize>; 4]) = (u32::MAX, [None; 4]);
    for perm in PERMUTATIONS {
        let mut seats = [None; 4];
        for (k, &s) in perm.iter().enumerate() {
            seats[s] = occupants.get(k).copied().flatten();
        }
        let cost = seats
            .iter()
            .enumerate()
            .filter_map(|(s, p)| Some(past.seats[(*p)?][s]))
            .sum::<u32>();
        if cost < best.0 {
            best = (cost, seats);
        }
    }
    best
}

/// The 24 ways to seat four, as the seat of the 1st, 2nd, 3rd and 4th occupant; the standings
/// order (S, W, N, E) first.
const PERMUTATIONS: [[usize; 4]; 24] = [
    [0, 1, 2, 3],
    [0, 1, 3, 2],
    [0, 2, 1, 3],
    [0, 2, 3, 1],
    [0, 3, 1, 2],
    [0, 3, 2, 1],
    [1, 0, 2, 3],
    [1, 0, 3, 2],
    [1, 2, 0, 3],
    [1, 2, 3, 0],
    [1, 3, 0, 2],
    [1, 3, 2, 0],
    [2, 0, 1, 3],
    [2, 0, 3, 1],
    [2, 1, 0, 3],
    [2, 1, 3, 0],
    [2, 3, 0, 1],
    [2, 3, 1, 0],
    [3, 0, 1, 2],
    [3, 0, 2, 1],
    [3, 1, 0, 2],
    [3, 1, 2, 0],
    [3, 2, 0, 1],
    [3, 2, 1, 0],
];

#[cfg(test)]
mod tests {
    use super::*;

    fn meetings(history: &[Game]) -> std::collections::HashMap<(usize, usize), u32> {
        let mut met = std::collections::HashMap::new();
        for g in history {
            let Game::Four { seats, .. } = g else {
                continue;
            };
            for a in seats.iter().flatten() {
                for b in seats.iter().flatten() {
                    if a < b {
                        *met.entry((*a, *b)).or_insert(0) += 1;
                    }
                }
            }
        }
        met
    }

    fn play_rounds(n: usize, rounds: usize) -> Vec<Vec<[Option<usize>; 4]>> {
        // Ids in a shuffled-looking order, as standings would give them.
        let order: Vec<usize> = (0..n).map(|i| (i * 3 + 5) % n).collect();
        let mut history: Vec<Game> = Vec::new();
        let mut out = Vec::new();
        for _ in 0..rounds {
            let refs: Vec<&Game> = history.iter().collect();
            let round = tables(&order, &refs);
            history.extend(round.iter().map(|&seats| Game::Four {
                seats,
                places: Some([1, 2, 3, 4]),
            }));
            out.push(round);
        }
        out
    }

    #[test]
    fn sixteen_players_meet_new_opponents_and_change_seats() {
        let rounds = play_rounds(16, 4);
        let all: Vec<Game> = rounds
            .iter()
            .flatten()
            .map(|&seats| Game::Four {
                seats,
                places: None,
            })
            .collect();
        // Four rounds of four tables of four without a repeat exist (an affine plane of order
        // 4): the first three must be found.
        let three: Vec<Game> = all[..12].to_vec();
        assert!(
            meetings(&three).values().all(|&m| m == 1),
            "{:?}",
            &rounds[..3]
        );
        for round in &rounds {
            let mut seen: Vec<usize> = round.iter().flatten().flatten().copied().collect();
            seen.sort();
            assert_eq!(seen, (0..16).collect::<Vec<_>>());
        }
        for p in 0..16 {
            let mut seats: Vec<usize> = rounds
                .iter()
                .map(|r| {
                    r.iter()
                        .find_map(|t| t.iter().position(|&s| s == Some(p)))
                        .unwrap()
                })
                .collect();
            // Three rounds: three different seats. The fourth may repeat one where a table's
            // people have the same seat left (the tables are chosen for the meetings first).
            let mut first_three = seats[..3].to_vec();
            first_three.sort();
            first_three.dedup();
            assert_eq!(first_three.len(), 3, "player {p}: {seats:?}");
            seats.sort();
            seats.dedup();
            assert!(seats.len() >= 3, "player {p}: {seats:?}");
        }
    }

    #[test]
    fn the_first_round_follows_the_standings() {
        let order = [5, 3, 9, 1, 0, 2, 4, 6];
        let round = tables(&order, &[]);
        let first: Vec<usize> = round[0].iter().flatten().copied().collect();
        let mut first_sorted = first.clone();
        first_sorted.sort();
        assert_eq!(first_sorted, vec![1, 3, 5, 9]);
    }

    #[test]
    fn computer_seats_fill_counts_not_divisible_by_four() {
        assert_eq!(table_shape(4), vec![0]);
        assert_eq!(table_shape(5), vec![1, 2]);
        assert_eq!(table_shape(6), vec![1, 1]);
        assert_eq!(table_shape(7), vec![0, 1]);
        assert_eq!(table_shape(9), vec![1, 1, 1]);
        assert_eq!(table_shape(11), vec![0, 0, 1]);
    }

    #[test]
    fn the_computer_tables_go_round() {
        // Seven players: one computer seat a round, at the bottom table; over three rounds the
        // people put with it are not always the same.
        let rounds = play_rounds(7, 3);
        let mut with_computer = std::collections::HashMap::new();
        for round in &rounds {
            for t in round.iter().filter(|t| t.contains(&None)) {
                for p in t.iter().flatten() {
                    *with_computer.entry(*p).or_insert(0) += 1;
                }
            }
        }
        // 3 people a round, 9 places over 7 players: nobody three times, at most two twice.
        assert!(with_computer.values().all(|&c| c <= 2), "{with_computer:?}");
    }
}
