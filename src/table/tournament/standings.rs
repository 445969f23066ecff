//! Standings (順位表): points, the tie-break of the kind, games played, and places.
//!
//! | kind | points | tie-break |
//! |---|---|---|
//! | round robin | 1 a win, ½ a draw, 1 a forfeit win; the round-robin bye scores nothing | Sonneborn–Berger: the points of each opponent beaten, and half those of each opponent drawn |
//! | Swiss | the same, and a bye scores 1 | Buchholz: the sum of the opponents' points; a round without a game played over the board (bye, forfeit either way, rounds after leaving) counts the player's own points, as FIDE's tie-break rules count an unplayed round against a "dummy" with the player's score |
//! | four-player | 1 for a first place (shared first places split it) | the sum of the placement points, +3/+1/−1/−3 ([`placement_points`]) |
//!
//! Points are kept in twelfths so that halves, thirds and quarters (a first place shared by two,
//! three or four) add up exactly.

use serde::{Deserialize, Serialize};
use std::fmt;

use super::round::{Game, Round};
use super::Kind;
use crate::rules::Color;
use crate::table::rating::placement_points;

/// A score in twelfths of a point.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize,
)]
pub struct Points(pub i64);

impl Points {
    pub const ZERO: Points = Points(0);
    pub const DRAW: Points = Points(6);
    pub const WIN: Points = Points(12);

    /// Whole points: `2`, `-3`.
    pub const fn whole(n: i64) -> Points {
        Points(n * 12)
    }

    /// In half-points, rounded down: what Swiss score groups are made of.
    pub fn halves(self) -> i64 {
        self.0.div_euclid(6)
    }

    pub fn as_f64(self) -> f64 {
        self.0 as f64 / 12.0
    }
}

impl std::ops::Add for Points {
    type Output = Points;
    fn add(self, other: Points) -> Points {
        Points(self.0 + other.0)
    }
}

impl std::ops::AddAssign for Points {
    fn add_assign(&mut self, other: Points) {
        self.0 += other.0;
    }
}

impl std::iter::Sum for Points {
    fn sum<I: Iterator<Item = Points>>(iter: I) -> Points {
        Points(iter.map(|p| p.0).sum())
    }
}

/// `2`, `2.5`, `0.33`, `-3`: the digits standings show (the same in every language).
impl fmt::Display for Points {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.0 % 12 == 0 {
            write!(f, "{}", self.0 / 12)
        } else if self.0 % 6 == 0 {
            write!(f, "{:.1}", self.as_f64())
        } else {
            write!(f, "{:.2}", self.as_f64())
        }
    }
}

/// The tie-break of a kind of tournament.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum TieBreak {
    SonnebornBerger,
    Buchholz,
    /// The sum of four-player placement points.
    Placement,
}

impl TieBreak {
    pub fn of(kind: Kind) -> TieBreak {
        match kind {
            Kind::RoundRobin => TieBreak::SonnebornBerger,
            Kind::Swiss => TieBreak::Buchholz,
            Kind::Yonin => TieBreak::Placement,
        }
    }
}

/// One line of the standings.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Standing {
    /// 1 for the leader; equal points and tie-break share a place (1, 2, 2, 4).
    pub place: u32,
    pub entrant: usize,
    pub points: Points,
    pub tie_break: Points,
    /// Games played over the board (byes and forfeits are not).
    pub games: u32,
}

/// The standings after the rounds given, best first.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Standings {
    pub tie_break: TieBreak,
    pub rows: Vec<Standing>,
}

/// Each entrant's points after these rounds (unfinished games count nothing yet).
pub fn points(kind: Kind, entrants: usize, rounds: &[Round]) -> Vec<Points> {
    let mut points = vec![Points::ZERO; entrants];
    for round in rounds {
        if kind == Kind::Swiss {
            for &b in &round.byes {
                points[b] += Points::WIN;
            }
        }
        for game in &round.games {
            match game {
                Game::Two {
                    sente,
                    gote,
                    result: Some(r),
                } => {
                    points[*sente] += r.points(Color::Sente);
                    points[*gote] += r.points(Color::Gote);
                }
                Game::Four {
                    seats,
                    places: Some(places),
                } => {
                    let firsts = places.iter().filter(|&&p| p == 1).count() as i64;
                    for (seat, entrant) in seats.iter().enumerate() {
                        if let (Some(e), 1) = (entrant, places[seat]) {
                            points[*e] += Points(12 / firsts.max(1));
                        }
                    }
                }
                _ => {}
            }
        }
    }
    points
}

impl Standings {
    /// The standings of `entrants` entrants after `rounds`; `rank[e]` is entrant `e`'s pairing
    /// number (0 first), which orders entrants equal on points and tie-break.
    pub fn compute(kind: Kind, rank: &[usize], rounds: &[Round]) -> Standings {
        let n = rank.len();
        let points = points(kind, n, rounds);
        let mut tie_break = vec![Points::ZERO; n];
        let mut games = vec![0u32; n];
        // Buchholz: rounds with a game played over the board, per entrant.
        let mut played_rounds = vec![0i64; n];
        for round in rounds {
            for game in &round.games {
                match game {
                    Game::Two {
                        sente,
                        gote,
                        result: Some(r),
                    } => {
                        let (s, g) = (*sente, *gote);
                        if r.played() {
                            games[s] += 1;
                            games[g] += 1;
                        }
                        match kind {
                            Kind::RoundRobin => {
                                // Sonneborn–Berger counts forfeits too: the opponent is real.
                                tie_break[s].0 += r.points(Color::Sente).0 * points[g].0 / 12;
                                tie_break[g].0 += r.points(Color::Gote).0 * points[s].0 / 12;
                            }
                            Kind::Swiss if r.played() && round.finished() => {
                                tie_break[s] += points[g];
                                tie_break[g] += points[s];
                                played_rounds[s] += 1;
                                played_rounds[g] += 1;
                            }
                            _ => {}
                        }
                    }
                    Game::Four {
                        seats,
                        places: Some(places),
                    } => {
                        let pp = placement_points(*places);
                        for (seat, entrant) in seats.iter().enumerate() {
                            if let Some(e) = entrant {
                                games[*e] += 1;
                                tie_break[*e] += Points::whole(pp[seat].round() as i64);
                            }
                        }
                    }
                    _ => {}
                }
            }
        }
        if kind == Kind::Swiss {
            let finished = rounds.iter().filter(|r| r.finished()).count() as i64;
            for e in 0..n {
                let unplayed = (finished - played_rounds[e]).max(0);
                tie_break[e].0 += unplayed * points[e].0;
            }
        }
        let mut order: Vec<usize> = (0..n).collect();
        order.sort_by(|&a, &b| {
            (points[b], tie_break[b])
                .cmp(&(points[a], tie_break[a]))
                .then(rank[a].cmp(&rank[b]))
        });
        let mut rows: Vec<Standing> = Vec::with_capacity(n);
        for (i, &e) in order.iter().enumerate() {
            let place = match rows.last() {
                Some(prev) if prev.points == points[e] && prev.tie_break == tie_break[e] => {
                    prev.place
                }
                _ => i as u32 + 1,
            };
            rows.push(Standing {
                place,
                entrant: e,
                points: points[e],
                tie_break: tie_break[e],
                games: games[e],
            });
        }
        Standings {
            tie_break: TieBreak::of(kind),
            rows,
        }
    }

    /// Entrants best first.
    pub fn order(&self) -> Vec<usize> {
        self.rows.iter().map(|r| r.entrant).collect()
    }

    pub fn of(&self, entrant: usize) -> Option<&Standing> {
        self.rows.iter().find(|r| r.entrant == entrant)
    }
}

/// A round robin's cross-table (対戦表): `cells[a][b]` is what `a` scored against `b`, `None`
/// where they have not met (yet) and on the diagonal; forfeits are marked.
pub fn cross_table(entrants: usize, rounds: &[Round]) -> Vec<Vec<Option<Cell>>> {
    let mut cells = vec![vec![None; entrants]; entrants];
    for round in rounds {
        for game in &round.games {
            if let Game::Two {
                sente,
                gote,
                result: Some(r),
            } = game
            {
                let forfeit = !r.played();
                cells[*sente][*gote] = Some(Cell {
                    points: r.points(Color::Sente),
                    forfeit,
                });
                cells[*gote][*sente] = Some(Cell {
                    points: r.points(Color::Gote),
                    forfeit,
                });
            }
        }
    }
    cells
}

/// One cell of a cross-table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Cell {
    pub points: Points,
    /// Scored without a game (a forfeit).
    pub forfeit: bool,
}
