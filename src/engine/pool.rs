//! A small pool of external USI engine processes shared by every table, behind the [`EnginePool`]
//! trait so that tables are tested without processes.
//!
//! One engine process thinks for one game at a time. A table that wants a move checks a process out
//! of the pool, waits at most [`UsiConfig::wait_ms`] (by default the time per move) for one to be
//! free, and gives up with [`PoolError::Busy`] rather than waiting forever; its caller then plays the
//! built-in player instead. Tables that do not need the engine never touch the pool, so they never
//! wait for it.

use super::review::{review_with, Review, ReviewConfig, ReviewLimit};
use super::usi::{UsiEngine, UsiError, UsiJudge};
use super::Budget;
use crate::rules::{Game, Move};
use serde::Deserialize;
use std::collections::BTreeMap;
use std::path::PathBuf;
use std::sync::{Condvar, Mutex, MutexGuard};
use std::time::{Duration, Instant};

/// Something shared by every table that chooses two-player moves for the strongest computer level,
/// e.g. a [`UsiPool`] of external engines. It may block the calling thread (at most about the time
/// per move plus the wait for a free engine): call it from a thread of its own in async code.
pub trait EnginePool: Send + Sync {
    /// A legal move for the side to move in `game`, or why there is none; the caller then falls
    /// back to the built-in player.
    fn best_move(&self, game: &Game) -> Result<Move, PoolError>;

    /// A short name for logs and messages (the engine's `id name`, or its path).
    fn name(&self) -> String;

    /// A review of `game` with every position judged by the engine at its fixed review budget
    /// (the missed mates are the solver's, within `config`), or why there is none; the caller
    /// then reviews with the built-in search. By default a pool does not review.
    fn review(&self, game: &Game, config: &ReviewConfig) -> Result<Review, PoolError> {
        let _ = (game, config);
        Err(PoolError::NoReview)
    }
}

/// Why the pool gave no move.
#[derive(Debug, thiserror::Error)]
pub enum PoolError {
    #[error("every engine process was busy for {0:?}")]
    Busy(Duration),
    #[error("the engine failed: {0}")]
    Engine(#[from] UsiError),
    #[error("the engine resigned or answered an illegal move")]
    NoMove,
    #[error("the game is over")]
    GameOver,
    #[error("this engine does not review games")]
    NoReview,
    #[error("the review stopped: {0}")]
    Review(String),
}

/// The settings of an external USI engine, as a configuration file gives them (e.g. the Discord
/// configuration's `[engine]` section). Only `path` is required:
///
/// ```toml
/// [engine]
/// path = "/usr/local/bin/my-usi-engine"
/// args = ["--threads", "1"]
/// move_time_ms = 1000
/// processes = 2
/// options = { USI_Hash = "256", Threads = "1" }
/// review_nodes = 100000
/// ```
///
/// GPS Shogi (`gpsusi`) refuses `go nodes` and `go depth` (it exits); give it
/// `depth_option = "LimitDepth"` with `review_depth` (4 to 10), and `review_options =
/// { BookDepth = "0" }` so that it searches (and scores) the opening moves too.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct UsiConfig {
    /// The engine program, started as a child process (`path args…`) on first use and restarted
    /// whenever it has died or failed to answer in time.
    pub path: PathBuf,
    /// Arguments for the program.
    #[serde(default)]
    pub args: Vec<String>,
    /// Thinking time per move in milliseconds (`go byoyomi`); default 1000. An engine that has not
    /// answered a couple of seconds after it is stopped and killed, and the built-in player moves.
    #[serde(default = "default_move_time_ms")]
    pub move_time_ms: u64,
    /// How many engine processes may think at once, i.e. how many games can get the engine's move
    /// at the same moment; default 1. Each process costs its own memory (hash) and CPU.
    #[serde(default = "default_processes")]
    pub processes: usize,
    /// How long a table waits for a free process before the built-in player moves instead, in
    /// milliseconds; default: the time per move.
    #[serde(default)]
    pub wait_ms: Option<u64>,
    /// USI options sent after every start (`setoption name NAME value VALUE`), e.g. `USI_Hash`.
    #[serde(default)]
    pub options: BTreeMap<String, String>,
    /// A fixed node count per move in games (`go nodes`) instead of the time per move, so that
    /// games repeat; for tests and matches.
    #[serde(default)]
    pub move_nodes: Option<u64>,
    /// A fixed depth per move in games (`go depth`, or [`UsiConfig::depth_option`]) instead of
    /// the time per move.
    #[serde(default)]
    pub move_depth: Option<u32>,
    /// Nodes per position in a `review` (`go nodes`); default 100 000 unless `review_depth` is
    /// given.
    #[serde(default)]
    pub review_nodes: Option<u64>,
    /// Depth per position in a `review` (`go depth`, or [`UsiConfig::depth_option`]); wins over
    /// `review_nodes`.
    #[serde(default)]
    pub review_depth: Option<u32>,
    /// The engine's own option that bounds the depth, for engines that refuse `go depth`
    /// (gpsusi: `LimitDepth`): a depth is then set with it and `go` gets a long byoyomi.
    #[serde(default)]
    pub depth_option: Option<String>,
    /// USI options set for a review only, and put back after it (e.g. gpsusi's `BookDepth = "0"`).
    #[serde(default)]
    pub review_options: BTreeMap<String, String>,
}

/// The review nodes per position when the configuration gives neither nodes nor depth.
pub const DEFAULT_REVIEW_NODES: u64 = 100_000;

fn default_move_time_ms() -> u64 {
    1000
}

fn default_processes() -> usize {
    1
}

impl UsiConfig {
    /// The engine at `path` with every other setting at its default.
    pub fn new(path: impl Into<PathBuf>) -> UsiConfig {
        UsiConfig {
            path: path.into(),
            args: Vec::new(),
            move_time_ms: default_move_time_ms(),
            processes: default_processes(),
            wait_ms: None,
            options: BTreeMap::new(),
            move_nodes: None,
            move_depth: None,
            review_nodes: None,
            review_depth: None,
            depth_option: None,
            review_options: BTreeMap::new(),
        }
    }

    /// The budget of one move in games: the fixed nodes or depth if given, else the time.
    pub fn move_budget(&self) -> Budget {
        match (self.move_nodes, self.move_depth) {
            (Some(n), _) => Budget::nodes(n),
            (None, Some(d)) => Budget::depth(d),
            (None, None) => Budget::time(self.move_time()),
        }
    }

    /// What a review spends on each position.
    pub fn review_limit(&self) -> ReviewLimit {
        match (self.review_depth, self.review_nodes) {
            (Some(d), _) => ReviewLimit::Depth(d),
            (None, n) => ReviewLimit::Nodes(n.unwrap_or(DEFAULT_REVIEW_NODES)),
        }
    }

    /// The time per move.
    pub fn move_time(&self) -> Duration {
        Duration::from_millis(self.move_time_ms.max(1))
    }

    /// How long a table waits for a free process.
    pub fn wait(&self) -> Duration {
        self.wait_ms.map_or(self.move_time(), Duration::from_millis)
    }

    /// One (not yet started) engine process as configured.
    pub fn engine(&self) -> UsiEngine {
        let args: Vec<&str> = self.args.iter().map(String::as_str).collect();
        // Some engines load their data for seconds (gpsusi), more on a loaded machine.
        let mut engine = UsiEngine::new(&self.path, &args)
            .default_time(self.move_time())
            .startup_timeout(Duration::from_secs(30));
        for (name, value) in &self.options {
            engine = engine.option(name, value);
        }
        if let Some(name) = &self.depth_option {
            engine = engine.depth_option(name);
        }
        engine
    }
}

/// A fixed number of [`UsiEngine`] processes lent to one game at a time.
pub struct UsiPool {
    idle: Mutex<Vec<UsiEngine>>,
    freed: Condvar,
    budget: Budget,
    wait: Duration,
    review_limit: ReviewLimit,
    review_options: Vec<(String, String)>,
    size: usize,
    /// The engine's `id name` once one has started; its path until then.
    name: Mutex<String>,
}

/// An engine lent by the pool; it goes back when dropped (even on a panic).
struct Lent<'a> {
    pool: &'a UsiPool,
    engine: Option<UsiEngine>,
}

impl Drop for Lent<'_> {
    fn drop(&mut self) {
        if let Some(engine) = self.engine.take() {
            self.pool.idle().push(engine);
            self.pool.freed.notify_one();
        }
    }
}

impl UsiPool {
    /// A pool of `config.processes` (at least one) engines, started on first use.
    pub fn new(config: &UsiConfig) -> UsiPool {
        let engines = (0..config.processes.max(1))
            .map(|_| config.engine())
            .collect();
        UsiPool::from_engines(engines, config.move_time(), config.wait())
            .with_budget(config.move_budget())
            .with_review(
                config.review_limit(),
                config
                    .review_options
                    .iter()
                    .map(|(k, v)| (k.clone(), v.clone()))
                    .collect(),
            )
    }

    /// This pool with each move's budget `budget` (e.g. a fixed depth) instead of the time.
    pub fn with_budget(mut self, budget: Budget) -> UsiPool {
        self.budget = budget;
        self
    }

    /// This pool reviewing at `limit` per position, with `options` set for reviews only.
    pub fn with_review(mut self, limit: ReviewLimit, options: Vec<(String, String)>) -> UsiPool {
        self.review_limit = limit;
        self.review_options = options;
        self
    }

    /// A pool of engines built by hand (e.g. with a shorter [`UsiEngine::margin`]); `move_time` is
    /// each move's thinking time and `wait` the longest wait for a free engine.
    pub fn from_engines(engines: Vec<UsiEngine>, move_time: Duration, wait: Duration) -> UsiPool {
        let name = engines
            .first()
            .map(super::Player::name)
            .unwrap_or_else(|| "no engine".to_owned());
        UsiPool {
            size: engines.len(),
            idle: Mutex::new(engines),
            freed: Condvar::new(),
            budget: Budget::time(move_time),
            wait,
            review_limit: ReviewLimit::Nodes(DEFAULT_REVIEW_NODES),
            review_options: Vec::new(),
            name: Mutex::new(name),
        }
    }

    /// How many processes the pool has.
    pub fn size(&self) -> usize {
        self.size
    }

    /// How many processes are free right now.
    pub fn idle_count(&self) -> usize {
        self.idle().len()
    }

    /// Starts every free process now (e.g. at boot, to report a wrong path before the first game),
    /// returning the first failure. Processes are started on first use anyway.
    pub fn start_all(&self) -> Result<(), UsiError> {
        let mut idle = self.idle();
        for engine in idle.iter_mut() {
            engine.start()?;
            self.learn_name(engine);
        }
        Ok(())
    }

    fn learn_name(&self, engine: &UsiEngine) {
        if let Some(name) = engine.engine_name() {
            *self.name.lock().unwrap_or_else(|p| p.into_inner()) = name.to_owned();
        }
    }

    fn idle(&self) -> MutexGuard<'_, Vec<UsiEngine>> {
        self.idle.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// A free engine, waiting at most `wait` for one.
    fn checkout(&self, wait: Duration) -> Option<Lent<'_>> {
        let deadline = Instant::now() + wait;
        let mut idle = self.idle();
        loop {
            if let Some(engine) = idle.pop() {
                return Some(Lent {
                    pool: self,
                    engine: Some(engine),
                });
            }
            let left = deadline.saturating_duration_since(Instant::now());
            if left.is_zero() {
                return None;
            }
            idle = self
                .freed
                .wait_timeout(idle, left)
                .unwrap_or_else(|p| p.into_inner())
                .0;
        }
    }
}

impl EnginePool for UsiPool {
    /// The engine's move in the configured time. A process that died or did not answer in time is
    /// killed and a fresh one is asked once more within the call.
    fn best_move(&self, game: &Game) -> Result<Move, PoolError> {
        if game.is_over() {
            return Err(PoolError::GameOver);
        }
        let mut lent = self.checkout(self.wait).ok_or(PoolError::Busy(self.wait))?;
        let engine = lent.engine.as_mut().expect("lent until dropped");
        let budget = self.budget;
        let mut last = None;
        for _ in 0..2 {
            let answer = engine.best_move(game, budget);
            self.learn_name(engine);
            match answer {
                Ok(Some(m)) => return Ok(m),
                Ok(None) => return Err(PoolError::NoMove),
                Err(e @ UsiError::Spawn(_)) => return Err(e.into()),
                Err(e) => last = Some(e),
            }
        }
        Err(last.map_or(PoolError::NoMove, PoolError::from))
    }

    fn name(&self) -> String {
        self.name.lock().unwrap_or_else(|p| p.into_inner()).clone()
    }

    /// The review on one process, from an empty hash (`usinewgame`) with the review options
    /// set, at the fixed review budget; the options are put back afterwards.
    fn review(&self, game: &Game, config: &ReviewConfig) -> Result<Review, PoolError> {
        let mut lent = self.checkout(self.wait).ok_or(PoolError::Busy(self.wait))?;
        let engine = lent.engine.as_mut().expect("lent until dropped");
        engine.begin_game()?;
        self.learn_name(engine);
        let result: Result<Result<Review, PoolError>, UsiError> = (|| {
            for (name, value) in &self.review_options {
                engine.set_option(name, value)?;
            }
            let mut judge = UsiJudge {
                engine: &mut *engine,
                limit: self.review_limit,
            };
            Ok(review_with(game, config, &mut judge).map_err(PoolError::Review))
        })();
        for (name, _) in &self.review_options {
            let _ = engine.restore_option(name);
        }
        if !self.review_options.is_empty() {
            // A dead engine is restarted with its own options by the next user anyway.
            let _ = engine.sync();
        }
        result.map_err(PoolError::Engine)?
    }
}
