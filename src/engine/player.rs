//! The built-in computer player at five levels, and a random mover for tests.

use super::book;
use super::clock::{Clock, SystemClock};
use super::rng::Rng;
use super::search::{SearchInfo, SearchLimits, Searcher};
use super::{Budget, Player};
use crate::rules::{Game, Move};
use std::sync::Arc;

/// A playing strength from 1 (beginner) to 5 (the strongest the budget allows).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Level(u8);

/// How a level plays.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Style {
    /// Deepest iteration.
    depth: u32,
    /// Nodes per move at most, whatever the budget.
    nodes: Option<u64>,
    /// Evaluation error amplitude.
    noise: i32,
    /// Chance per move of searching without quiescence, i.e. of overlooking a recapture.
    overlook: f64,
    /// Transposition table size.
    tt_megabytes: usize,
    /// Whether it plays from the opening book while the position is in it.
    book: bool,
}

impl Level {
    pub const MIN: Level = Level(1);
    pub const MAX: Level = Level(5);

    /// The level `n`, clamped to 1–5.
    pub fn new(n: u8) -> Level {
        Level(n.clamp(1, 5))
    }

    pub fn get(self) -> u8 {
        self.0
    }

    fn style(self) -> Style {
        match self.0 {
            1 => Style {
                depth: 1,
                nodes: Some(3_000),
                noise: 120,
                overlook: 0.3,
                tt_megabytes: 1,
                book: false,
            },
            2 => Style {
                depth: 2,
                nodes: Some(15_000),
                noise: 70,
                overlook: 0.15,
                tt_megabytes: 1,
                book: false,
            },
            3 => Style {
                depth: 3,
                nodes: Some(60_000),
                noise: 35,
                overlook: 0.05,
                tt_megabytes: 4,
                book: false,
            },
            4 => Style {
                depth: 64,
                nodes: Some(300_000),
                noise: 8,
                overlook: 0.0,
                tt_megabytes: 16,
                book: true,
            },
            _ => Style {
                depth: 64,
                nodes: None,
                noise: 0,
                overlook: 0.0,
                tt_megabytes: 64,
                book: true,
            },
        }
    }
}

/// The node cap of a level-5 search given a budget with no limit at all.
pub const UNLIMITED_NODES: u64 = 1_000_000;

/// The built-in computer player.
pub struct Computer {
    level: Level,
    searcher: Searcher,
    rng: Rng,
    last: Option<SearchInfo>,
}

impl Computer {
    /// A player of `level` (1–5) on the system clock, seeded from the clock for variety.
    pub fn new(level: u8) -> Computer {
        let seed = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos() as u64);
        Computer::with_clock(level, seed, Arc::new(SystemClock::new()))
    }

    /// A reproducible player: the same seed, games and node budgets give the same moves.
    pub fn seeded(level: u8, seed: u64) -> Computer {
        Computer::with_clock(level, seed, Arc::new(SystemClock::new()))
    }

    /// A player reading time from `clock`.
    pub fn with_clock(level: u8, seed: u64, clock: Arc<dyn Clock>) -> Computer {
        let level = Level::new(level);
        Computer {
            level,
            searcher: Searcher::with_clock(level.style().tt_megabytes, clock),
            rng: Rng::new(seed),
            last: None,
        }
    }

    pub fn level(&self) -> Level {
        self.level
    }

    /// What the last search found (score, depth, nodes, line).
    pub fn last_search(&self) -> Option<&SearchInfo> {
        self.last.as_ref()
    }

    /// The search limits for one move under `budget`.
    fn limits(&mut self, budget: Budget) -> SearchLimits {
        let style = self.level.style();
        let nodes = match (style.nodes, budget.nodes) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        };
        // A budget without any limit must still end: a node cap about a second's worth.
        let nodes = match (nodes, budget.time, budget.depth) {
            (None, None, None) => Some(UNLIMITED_NODES),
            _ => nodes,
        };
        SearchLimits {
            depth: budget.depth.map_or(style.depth, |d| d.min(style.depth)),
            nodes,
            time: budget.time,
            quiescence: !self.rng.chance(style.overlook),
            noise: style.noise,
            noise_seed: self.rng.next_u64(),
        }
    }
}

impl Player for Computer {
    fn choose(&mut self, game: &Game, budget: Budget) -> Option<Move> {
        if game.is_over() {
            return None;
        }
        // A fixed depth asks for a search: the book is for games.
        if self.level.style().book && budget.depth.is_none() {
            if let Some(m) = book::pick(game.position(), &mut self.rng) {
                self.last = Some(SearchInfo {
                    best: Some(m),
                    score: 0,
                    depth: 0,
                    seldepth: 0,
                    nodes: 0,
                    pv: vec![m],
                    elapsed: std::time::Duration::ZERO,
                });
                return Some(m);
            }
        }
        let limits = self.limits(budget);
        let info = self.searcher.search_game(game, limits);
        let best = info.best;
        self.last = Some(info);
        best
    }

    fn name(&self) -> String {
        format!("level {}", self.level.0)
    }

    fn new_game(&mut self) {
        self.searcher.clear();
        self.last = None;
    }
}

/// Plays a uniformly random legal move: an opponent for tests.
pub struct RandomPlayer {
    rng: Rng,
}

impl RandomPlayer {
    pub fn new(seed: u64) -> RandomPlayer {
        RandomPlayer {
            rng: Rng::new(seed),
        }
    }
}

impl Player for RandomPlayer {
    fn choose(&mut self, game: &Game, _budget: Budget) -> Option<Move> {
        if game.is_over() {
            return None;
        }
        let moves = game.position().legal_moves();
        if moves.is_empty() {
            return None;
        }
        Some(moves[self.rng.below(moves.len() as u64) as usize])
    }

    fn name(&self) -> String {
        "random".to_string()
    }
}
