//! The computer player: a search over [`rules`](crate::rules) positions, levels 1–5, and an optional
//! external USI engine, all behind one [`Player`] trait so that tables can be tested with any of them.
//!
//! - [`Computer`]: the built-in player. Level 1 loses to a beginner (a one-ply, noisy search that
//!   plays a random move three times in ten); level 5 is the full search with whatever budget it is
//!   given; the levels between are spaced by measured strength.
//! - [`Searcher`]: alpha-beta (PVS) with iterative deepening, a transposition table, quiescence search
//!   and repetition awareness; [`evaluate`] is its static evaluation.
//! - [`UsiEngine`]: drives an external USI engine in a child process; [`UsiPool`] lends a few of them
//!   ([`UsiConfig`]) to one game at a time, behind the [`EnginePool`] trait the tables use for the
//!   strongest level.
//! - [`Beginner`]: a one-move-ahead stand-in for a beginner's play, the bottom of the levels' ladder.
//! - [`book`]: a small opening book of our own that levels 4 and 5 play from.
//! - [`YoninComputer`]: the four-player player (a paranoid search over the four seats), behind
//!   [`Player`]`<yonin::Game>`.
//!
//! Budgets are node counts, depths or times; time is read through an injected [`Clock`] so that tests
//! never depend on the wall clock.

pub mod beginner;
pub mod book;
pub mod clock;
pub mod eval;
pub mod movegen;
pub mod player;
pub mod pool;
pub mod puzzle;
pub mod review;
pub mod rng;
pub mod search;
pub mod tsume;
pub mod tt;
pub mod usi;
pub mod yonin;

pub use beginner::Beginner;
pub use clock::{Clock, ManualClock, SystemClock};
pub use eval::evaluate;
pub use player::{Computer, Level, RandomPlayer, Style};
pub use pool::{EnginePool, PoolError, UsiConfig, UsiPool};
pub use search::{Limits, SearchInfo, SearchLimits, Searcher};
pub use usi::{Fallback, TimeCommand, UsiEngine, UsiError};
pub use yonin::{YoninComputer, YoninRandom};

use crate::rules::{Game, Move, Variant};
use std::time::Duration;

/// How much a player may spend on one move. Every limit that is set applies; a budget with no limit at
/// all lets the built-in player search to its level's own limits.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Budget {
    /// Thinking time for this move.
    pub time: Option<Duration>,
    /// Nodes the search may visit (the built-in player never exceeds it).
    pub nodes: Option<u64>,
    /// Maximum search depth in plies.
    pub depth: Option<u32>,
}

impl Budget {
    /// A budget of thinking time.
    pub fn time(time: Duration) -> Budget {
        Budget {
            time: Some(time),
            ..Budget::default()
        }
    }

    /// A budget of search nodes (deterministic: the same position and player give the same move).
    pub fn nodes(nodes: u64) -> Budget {
        Budget {
            nodes: Some(nodes),
            ..Budget::default()
        }
    }

    /// A budget of search depth in plies.
    pub fn depth(depth: u32) -> Budget {
        Budget {
            depth: Some(depth),
            ..Budget::default()
        }
    }

    /// This budget with a node limit too.
    pub fn with_nodes(self, nodes: u64) -> Budget {
        Budget {
            nodes: Some(nodes),
            ..self
        }
    }
}

/// Something that chooses moves in a game of variant `V`: for two players the built-in
/// [`Computer`], an external [`UsiEngine`] or a stand-in in tests; for four players
/// (`Player<yonin::Game>`) the [`YoninComputer`] and [`YoninRandom`].
pub trait Player<V: Variant = Game>: Send {
    /// A legal move for the side to move in `game`, or `None` when the game is over or there is no legal
    /// move (or, for an external engine, when it failed and could not recover).
    fn choose(&mut self, game: &V, budget: Budget) -> Option<Move>;

    /// A short name for messages, e.g. `level 3`.
    fn name(&self) -> String;

    /// Forgets what was learnt in the previous game (hash tables, history); call between games.
    fn new_game(&mut self) {}
}

impl<V: Variant, P: Player<V> + ?Sized> Player<V> for Box<P> {
    fn choose(&mut self, game: &V, budget: Budget) -> Option<Move> {
        (**self).choose(game, budget)
    }

    fn name(&self) -> String {
        (**self).name()
    }

    fn new_game(&mut self) {
        (**self).new_game()
    }
}

/// The built-in computer of a variant at a level, as a table plays it: the node budget of each
/// level (deterministic, unlike a time budget) lives here with the players, so that tables,
/// benchmarks and the ladder's measurements use the same figures.
pub trait Builtin: Variant {
    /// Search nodes per move of `level` (1–5).
    fn level_nodes(level: u8) -> u64;
    /// The built-in player's move at `level` from `seed` (the same seed, game and level give the
    /// same move); `None` once the game is over.
    fn builtin_move(&self, level: u8, seed: u64) -> Option<Move>;
}

impl Builtin for Game {
    /// Level 5 stays around a second per move in a release build; levels 1–4 are mostly limited by
    /// their own style ([`Level::style`]), on which the ladder's figures in the README were
    /// measured.
    fn level_nodes(level: u8) -> u64 {
        match level {
            1 | 2 => 2_000,
            3 => 10_000,
            4 => 8_000,
            _ => 400_000,
        }
    }

    fn builtin_move(&self, level: u8, seed: u64) -> Option<Move> {
        Computer::seeded(level, seed).choose(self, Budget::nodes(Self::level_nodes(level)))
    }
}

impl Builtin for crate::rules::yonin::Game {
    fn level_nodes(level: u8) -> u64 {
        match level {
            1 => 1_000,
            2 => 5_000,
            3 => 20_000,
            4 => 80_000,
            _ => 200_000,
        }
    }

    fn builtin_move(&self, level: u8, seed: u64) -> Option<Move> {
        YoninComputer::seeded(level, seed).choose(self, Budget::nodes(Self::level_nodes(level)))
    }
}
