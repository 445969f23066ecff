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

/// How a level plays: the knobs that make the lower levels weaker. Public so that the strength
/// harness can measure styles between the levels before one is chosen.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Style {
    /// Deepest iteration.
    pub depth: u32,
    /// Nodes per move at most, whatever the budget.
    pub nodes: Option<u64>,
    /// Evaluation error amplitude.
    pub noise: i32,
    /// Chance per move of searching without quiescence, i.e. of overlooking a recapture.
    pub overlook: f64,
    /// Chance per move of playing a uniformly random legal move instead of searching: the
    /// beginner's oversight that makes the lowest levels beatable.
    pub blunder: f64,
    /// Transposition table size.
    pub tt_megabytes: usize,
    /// Whether it plays from the opening book while the position is in it.
    pub book: bool,
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

    /// How this level plays. The levels are spaced by measured strength (README, "Strength"):
    /// level 1 loses to [`Beginner`](super::Beginner)'s one-move-ahead play; levels 1 and 2 are the
    /// same one-ply noisy search, with a random move three times in ten and one time in twenty;
    /// level 3 looks two plies ahead, still noisily; levels 4 and 5 are the full search, level 4 on
    /// a few thousand nodes.
    pub fn style(self) -> Style {
        // The lower levels differ by their random moves rather than their depth: one ply more is
        // worth several hundred Elo at these depths, far more than one step of the ladder.
        let shallow = Style {
            depth: 1,
            nodes: Some(3_000),
            noise: 120,
            overlook: 0.3,
            blunder: 0.0,
            tt_megabytes: 1,
            book: false,
        };
        let full = Style {
            depth: 64,
            nodes: None,
            noise: 0,
            overlook: 0.0,
            blunder: 0.0,
            tt_megabytes: 64,
            book: true,
        };
        match self.0 {
            1 => Style {
                blunder: 0.3,
                ..shallow
            },
            2 => Style {
                blunder: 0.05,
                ..shallow
            },
            3 => Style {
                depth: 2,
                nodes: Some(15_000),
                noise: 70,
                overlook: 0.15,
                ..shallow
            },
            4 => Style {
                nodes: Some(LEVEL_FOUR_NODES),
                tt_megabytes: 4,
                ..full
            },
            _ => full,
        }
    }
}

/// Level 4's search: the full search on a small budget, whatever time it is given.
const LEVEL_FOUR_NODES: u64 = 8_000;

/// The node cap of a level-5 search given a budget with no limit at all.
pub const UNLIMITED_NODES: u64 = 1_000_000;

/// The built-in computer player.
pub struct Computer {
    level: Level,
    style: Style,
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
        Computer::styled(level, level.style(), seed, clock)
    }

    /// A player with its own `style` (named after `level`): for measuring styles between levels.
    pub fn styled(level: Level, style: Style, seed: u64, clock: Arc<dyn Clock>) -> Computer {
        Computer {
            level,
            style,
            searcher: Searcher::with_clock(style.tt_megabytes, clock),
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
        let style = self.style;
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
        // A fixed depth asks for a search: blunders and the book are for games.
        if self.style.blunder > 0.0 && budget.depth.is_none() && self.rng.chance(self.style.blunder)
        {
            let moves = game.position().legal_moves();
            if !moves.is_empty() {
                let m = moves[self.rng.below(moves.len() as u64) as usize];
                self.last = None;
                return Some(m);
            }
        }
        if self.style.book && budget.depth.is_none() {
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
