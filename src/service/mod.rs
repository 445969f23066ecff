//! The service: what runs one command on one table. Lock the table, load it (and its settings),
//! apply the typed [`Command`], save durably, and only then hand back the [`Answer`] — everything
//! the adapter shows (texts, pictures, files, offers, the effective settings) taken in that one
//! locked step, so an acknowledged move is never lost and a reply never shows a later position
//! than its text.
//!
//! | file | what |
//! |---|---|
//! | `mod.rs` | [`Service`]: locks, [`Service::run`], [`Service::tick`], the clock index |
//! | `save.rs` | saving a table: its record and indexes, in one batch with its events' writes |
//! | `ledger.rs` | the writes of what happened ([`crate::table::Event`]): archive, stats, puzzle standings |
//! | `settings.rs` | the `settings` command and the settings layers |
//! | `server.rs` | the server-wide commands: `stats`, `leaderboard`, `games` (from indexes) |
//! | `limits.rs` | cooldowns per user and the cap on waiting challenges |
//! | `archive.rs` | operators: export a table's archive, prune old finished games |
//! | `puzzles.rs` | puzzle standings, the pool from archived games, the puzzle of the day |
//! | `indexes.rs` | the clock index, rankings and games-in-play listing, built once for older databases |
//! | `tournaments.rs` | tournaments: their records, `tournament …`, seating each round's games, results read back |
//! | `keys.rs` | [`CommandKey`]: a command's answer stored with its effect, given back on a retry |

pub mod archive;
mod indexes;
mod keys;
mod language;
mod ledger;
pub mod limits;
pub mod puzzles;
mod save;
mod server;
mod settings;
mod tournaments;
pub mod wiring;

pub use keys::{CommandKey, KEEP_ANSWERS};
pub use limits::{Limited, Policy};
pub use server::PAGE;
pub use wiring::{Wired, Wiring};

use crate::engine::EnginePool;
use crate::i18n::{Lang, Msg};
use crate::store::records::{decode_table, parse_deadline_key};
use crate::store::{Retry, Space, Store, StoreError, StoreFailure, Tx, Write};
use crate::table::command::{Command, ServerCommand, TableCommand};
use crate::table::settings::Settings;
use crate::table::TableId;
use crate::table::{
    Actor, Context, Directory, Handled, Player, Reply, Table, TableError, Timestamp, UserId,
};
use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, Weak};

/// What one command produced, all taken under the table's lock.
#[derive(Debug, Default)]
pub struct Answer {
    /// What the table says; a reply that shows the board carries its [`crate::table::Picture`].
    pub replies: Vec<Reply>,
    /// The table's effective settings as the command saw them (threads, edit-in-place, the
    /// language of public posts, …).
    pub settings: Settings,
    /// The language the person who asked chose for themselves (`language`), if any.
    pub asker: Option<Lang>,
    /// What other tables say because of this command, in order: a tournament's announcements in
    /// its channel, the opening post of each game a new round starts at its own table.
    pub elsewhere: Vec<(TableId, Reply)>,
}

/// Why a command could not be run: refused by the table, or storage failed.
#[derive(Debug, thiserror::Error)]
pub enum ServiceError {
    #[error(transparent)]
    Table(#[from] TableError),
    /// The table's record was unreadable and set aside (the notice), then the command was
    /// refused: both are said.
    #[error("{} {error}", notice.en())]
    TableAfterNotice {
        notice: Msg,
        #[source]
        error: Box<TableError>,
    },
    #[error(transparent)]
    Store(#[from] StoreError),
    /// A limit on one user (a cooldown, too many challenges waiting): nothing was run.
    #[error("{0}")]
    Limited(Limited),
}

impl StoreFailure for ServiceError {
    fn store_error(&self) -> Option<&StoreError> {
        match self {
            ServiceError::Store(e) => Some(e),
            _ => None,
        }
    }
}

impl ServiceError {
    /// What the person who asked is told.
    pub fn message(&self) -> Msg {
        match self {
            ServiceError::Table(t) => crate::table::refusal(t),
            ServiceError::TableAfterNotice { notice, error } => msg!("refusal-after-notice")
                .with("notice", notice.clone())
                .with("error", crate::table::refusal(error)),
            ServiceError::Limited(l) => l.msg(),
            // Temporary: retrying was not enough (a long conflict, a failover in progress).
            ServiceError::Store(e) if e.is_contention() => msg!("error-store-busy"),
            ServiceError::Store(e) if e.is_unavailable() || e.is_commit_unknown() => {
                msg!("error-store-unavailable")
            }
            ServiceError::Store(_) => msg!("error-internal"),
        }
    }
}

/// Runs commands on tables, one at a time per table; different tables run in parallel.
pub struct Service {
    store: Arc<dyn Store>,
    locks: Mutex<Locks>,
    strong: Option<Arc<dyn EnginePool>>,
    /// Whether the clock index is known to cover every table (built once for older databases).
    indexed: AtomicBool,
    /// The same for the rankings and for the listing of games in play.
    ranked: AtomicBool,
    listed: AtomicBool,
    limits: limits::Limits,
    /// Tables as last read for autocomplete, dropped whenever the table is saved: typing into
    /// `/move` at full speed reads and replays the stored game once, not once per key.
    snapshots: Mutex<HashMap<String, Arc<Table>>>,
    /// Saves so far, to tell a snapshot read before a save from one read after it.
    saves: std::sync::atomic::AtomicU64,
    /// What finding a puzzle may cost.
    puzzle_budget: puzzles::PuzzleBudget,
    /// Nodes of one `review`.
    review_nodes: u64,
    /// How a command is run again when the store asks (contention, a failover).
    retry: Retry,
    /// When stale command answers were last pruned (seconds; 0: not yet).
    answers_pruned: std::sync::atomic::AtomicU64,
    /// Commands answered from their key instead of applied (see [`Service::answers_recalled`]).
    answers_recalled: std::sync::atomic::AtomicU64,
}

/// Tables kept for autocomplete; past this the cache starts afresh.
const SNAPSHOTS: usize = 512;

/// One lock per table, held only while someone uses it: entries whose lock nobody holds are
/// swept out as the map grows, so it never holds more than about twice the tables in use.
struct Locks {
    map: HashMap<String, Weak<Mutex<()>>>,
    sweep_at: usize,
}

const FIRST_SWEEP: usize = 256;

impl Locks {
    fn get(&mut self, id: &str) -> Arc<Mutex<()>> {
        if let Some(lock) = self.map.get(id).and_then(Weak::upgrade) {
            return lock;
        }
        if self.map.len() >= self.sweep_at {
            self.map.retain(|_, w| w.strong_count() > 0);
            self.sweep_at = (self.map.len() * 2).max(FIRST_SWEEP);
        }
        let lock = Arc::new(Mutex::new(()));
        self.map.insert(id.to_owned(), Arc::downgrade(&lock));
        lock
    }
}

fn actor_player(actor: &Actor) -> Player {
    Player {
        id: actor.id,
        name: actor.name.clone(),
    }
}

impl Service {
    pub fn new(store: Arc<dyn Store>) -> Service {
        Service {
            store,
            locks: Mutex::new(Locks {
                map: HashMap::new(),
                sweep_at: FIRST_SWEEP,
            }),
            strong: None,
            indexed: AtomicBool::new(false),
            ranked: AtomicBool::new(false),
            listed: AtomicBool::new(false),
            limits: limits::Limits::new(Policy::OFF),
            snapshots: Mutex::new(HashMap::new()),
            saves: std::sync::atomic::AtomicU64::new(0),
            puzzle_budget: puzzles::PuzzleBudget::default(),
            review_nodes: crate::table::REVIEW_NODES,
            retry: Retry::default(),
            answers_pruned: std::sync::atomic::AtomicU64::new(0),
            answers_recalled: std::sync::atomic::AtomicU64::new(0),
        }
    }

    /// This service with other bounds on running a command again (see [`Retry`]).
    pub fn with_retry(mut self, retry: Retry) -> Service {
        self.retry = retry;
        self
    }

    /// This service with another budget for finding puzzles (tests use small ones).
    pub fn with_puzzle_budget(mut self, budget: puzzles::PuzzleBudget) -> Service {
        self.puzzle_budget = budget;
        self
    }

    /// This service with another node budget for `review` (search and mate solver together).
    pub fn with_review_nodes(mut self, nodes: u64) -> Service {
        self.review_nodes = nodes;
        self
    }

    /// This service with limits on what one user can do (see [`limits`]); none by default.
    pub fn with_limits(mut self, policy: Policy) -> Service {
        self.limits = limits::Limits::new(policy);
        self
    }

    /// This service with an external engine (e.g. a [`crate::engine::UsiPool`]) playing the
    /// strongest computer level ([`crate::table::STRONG_LEVEL`]) in two-player games at every table.
    ///
    /// A command that needs the engine waits for it under its own table's lock only: commands at
    /// other tables go on meanwhile, and when every engine stays busy past the pool's wait, or the
    /// engine fails, the built-in player moves instead. [`Service::run`] may then block for about the
    /// engine's time per move: call it from a blocking thread in async code.
    pub fn with_strong_engine(mut self, engine: Arc<dyn EnginePool>) -> Service {
        self.strong = Some(engine);
        self
    }

    /// The external engine of the strongest level, if any.
    pub fn strong_engine(&self) -> Option<&Arc<dyn EnginePool>> {
        self.strong.as_ref()
    }

    fn lock_for(&self, table: &str) -> Arc<Mutex<()>> {
        self.locks
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .get(table)
    }

    /// How many table locks are remembered (tests check that the map does not only grow).
    pub fn lock_entries(&self) -> usize {
        self.locks
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .map
            .len()
    }

    /// Loads a table. A record that does not decode is moved to quarantine (the writes) and the
    /// table starts afresh; the notice says so.
    fn load(&self, db: &dyn Store, id: &TableId, now: Timestamp) -> Result<Loaded, StoreError> {
        let mut loaded = match db.get(Space::Tables, id.as_bytes())? {
            None => Loaded::default(),
            Some(bytes) => match decode_table(&bytes) {
                Ok(table) => Loaded {
                    table,
                    ..Loaded::default()
                },
                Err(why) => {
                    let key = format!("{id}/{}", now.0).into_bytes();
                    Loaded {
                        table: Table::default(),
                        writes: vec![
                            Write::Put(Space::Quarantine, key, bytes),
                            Write::Delete(Space::Tables, id.as_bytes().to_vec()),
                        ],
                        notice: Some(msg!("notice-table-set-aside").with("why", why.to_string())),
                    }
                }
            },
        };
        if loaded.table.archived.is_none() {
            // A new table, one saved before the count was kept, or one started afresh beside the
            // archive of the record set aside: the next game's number follows what is archived.
            let archived = db.scan(Space::Games, format!("{id}/").as_bytes())?.len();
            loaded.table.archived = Some(archived as u32);
        }
        Ok(loaded)
    }

    /// The table as stored (read-only): for autocomplete and tests, never to show a command's
    /// result (that comes in its [`Answer`]).
    pub fn table(&self, id: &TableId) -> Result<Table, StoreError> {
        Ok(self.load(&*self.store, id, Timestamp(0))?.table)
    }

    /// [`Service::table`] for autocomplete: kept in memory until the table is next saved, so a
    /// key typed costs no read of the store and no replay of the game.
    pub fn table_snapshot(&self, id: &TableId) -> Result<Arc<Table>, StoreError> {
        let cached = self
            .snapshots
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .get(id.as_str())
            .cloned();
        if let Some(table) = cached {
            return Ok(table);
        }
        // No lock (a command may hold the table's for an engine's move): a save between this read
        // and the caching bumps the generation, and the read is then not cached.
        let generation = self.saves.load(Ordering::Acquire);
        let table = Arc::new(self.load(&*self.store, id, Timestamp(0))?.table);
        let mut snapshots = self.snapshots.lock().unwrap_or_else(|p| p.into_inner());
        if self.saves.load(Ordering::Acquire) != generation {
            return Ok(table);
        }
        if snapshots.len() >= SNAPSHOTS {
            snapshots.clear();
        }
        snapshots.insert(id.to_string(), Arc::clone(&table));
        Ok(table)
    }

    fn forget_snapshot(&self, id: &str) {
        let mut snapshots = self.snapshots.lock().unwrap_or_else(|p| p.into_inner());
        self.saves.fetch_add(1, Ordering::AcqRel);
        snapshots.remove(id);
    }

    /// Runs one command from `actor` at table `id`, saving before returning the answer.
    ///
    /// `key` names the command: run again with a key whose command was applied, it returns that
    /// command's stored answer and applies nothing (see [`CommandKey`]).
    pub fn run(
        &self,
        key: &CommandKey,
        id: &TableId,
        actor: &Actor,
        command: Command,
        now: Timestamp,
        dir: &dyn Directory,
    ) -> Result<Answer, ServiceError> {
        self.check_limits(id, actor, &command, now)?;
        let result = self.run_unlimited(key, id, actor, command, now, dir);
        if let Err(ServiceError::Table(_) | ServiceError::TableAfterNotice { .. }) = &result {
            self.limits.refused(actor.id, now);
        }
        result
    }

    /// A command of `actor` refused before it reached the service (a line that does not parse):
    /// counted with the refusals, and once they are too many, the cooldown instead.
    pub fn refused(&self, actor: &Actor, now: Timestamp, error: TableError) -> ServiceError {
        if let Err(l) = self
            .limits
            .check(actor.id, limits::Kind::Refusals, now, false)
        {
            return ServiceError::Limited(l);
        }
        self.limits.refused(actor.id, now);
        ServiceError::Table(error)
    }

    /// The limits on `actor` before `command` runs (see [`limits`]).
    fn check_limits(
        &self,
        id: &TableId,
        actor: &Actor,
        command: &Command,
        now: Timestamp,
    ) -> Result<(), ServiceError> {
        let limits = &self.limits;
        limits
            .check(actor.id, limits::Kind::Refusals, now, false)
            .map_err(ServiceError::Limited)?;
        let Some(kind) = limits::Kind::of(command) else {
            return Ok(());
        };
        if kind == limits::Kind::Start {
            if let Some(max) = limits.policy.max_waiting {
                if self.waiting_elsewhere(id, actor.id, now)? >= max {
                    return Err(ServiceError::Limited(Limited::Waiting { max }));
                }
            }
        }
        limits
            .check(actor.id, kind, now, true)
            .map_err(ServiceError::Limited)
    }

    /// How many challenges or lobbies `user` has waiting on the server of table `id`, at other
    /// tables (at this one the table itself allows one). Reads only that user's index entries.
    fn waiting_elsewhere(
        &self,
        id: &TableId,
        user: UserId,
        now: Timestamp,
    ) -> Result<usize, StoreError> {
        let prefix = crate::store::index::pending_prefix(id.server(), user);
        Ok(self
            .store
            .scan(Space::Pending, prefix.as_bytes())?
            .into_iter()
            .filter(|(k, v)| {
                let until = <[u8; 8]>::try_from(v.as_slice()).map_or(0, u64::from_be_bytes);
                until > now.0 && &k[prefix.len()..] != id.as_bytes()
            })
            .count())
    }

    fn run_unlimited(
        &self,
        key: &CommandKey,
        id: &TableId,
        actor: &Actor,
        command: Command,
        now: Timestamp,
        dir: &dyn Directory,
    ) -> Result<Answer, ServiceError> {
        let command = match command {
            Command::Table(command) => command,
            Command::Server(command) => return self.run_server(id, actor, command, now, dir),
        };
        // The unit reads its key first, so a commit whose outcome was unknown can be run again:
        // applied, it answers from the key; not applied, it runs as new.
        let (mut answer, ended) = self.locked_with(&self.idempotent_retry(), id, |db| {
            match keys::recall(db, key)? {
                Some(answer) => {
                    self.answers_recalled.fetch_add(1, Ordering::Relaxed);
                    // Its game may have ended a tournament game whose result still waits.
                    let table = self.load(db, id, now)?.table;
                    let waiting = table
                        .last
                        .as_ref()
                        .and_then(|g| g.as_dyn().tournament())
                        .map(|l| l.channel.clone());
                    Ok((answer, waiting.into_iter().collect()))
                }
                None => self.run_locked(db, id, key, actor, command.clone(), now, dir),
            }
        })?;
        // A tournament game ended: its tournament reads the result (after this table's lock is
        // let go: locks are taken tournament first), and says what follows.
        for channel in ended {
            answer
                .elsewhere
                .extend(self.settle_tournament(&channel, now, dir)?);
        }
        Ok(answer)
    }

    /// The tournaments whose games these events ended.
    fn tournaments_ended(events: &[crate::table::Event]) -> Vec<TableId> {
        events
            .iter()
            .filter_map(|e| match e {
                crate::table::Event::GameEnded { game, .. } => {
                    game.as_dyn().tournament().map(|link| link.channel.clone())
                }
                _ => None,
            })
            .collect()
    }

    /// Stats, the leaderboard, the list of games, settings and languages: about the whole server
    /// (or the person), not this table.
    fn run_server(
        &self,
        id: &TableId,
        actor: &Actor,
        command: ServerCommand,
        now: Timestamp,
        dir: &dyn Directory,
    ) -> Result<Answer, ServiceError> {
        match command {
            ServerCommand::Stats(who) => {
                let player = match who {
                    None => actor_player(actor),
                    Some(m) => dir.resolve(&m).ok_or_else(|| TableError::UnknownUser {
                        mention: m.to_string(),
                    })?,
                };
                self.server_answer(id, self.stats_reply(id.server(), &player)?)
            }
            ServerCommand::Leaderboard => {
                let guild = id.server();
                let mut reply = self.leaderboard(guild)?;
                if let Some(line) = self.rank_line(guild, &actor_player(actor))? {
                    reply.text.push(line);
                }
                self.server_answer(id, reply)
            }
            ServerCommand::Games(page) => {
                self.server_answer(id, self.games_in_play(id.server(), page)?)
            }
            ServerCommand::Settings(command) => self.run_settings(id, actor, &command, now),
            ServerCommand::Language(choice) => self.run_language(id, actor, choice),
            ServerCommand::Tournament(command) => self.run_tournament(id, actor, command, now, dir),
        }
    }

    /// [`Service::run_unlimited`] under the table's lock.
    #[allow(clippy::too_many_arguments)]
    fn run_locked(
        &self,
        db: &dyn Store,
        id: &TableId,
        key: &CommandKey,
        actor: &Actor,
        command: TableCommand,
        now: Timestamp,
        dir: &dyn Directory,
    ) -> Result<(Answer, Vec<TableId>), ServiceError> {
        let loaded = self.load(db, id, now)?;
        let layers = self.load_layers(db, id, now)?;
        let mut quarantine = loaded.writes;
        quarantine.extend(layers.quarantine);
        if !quarantine.is_empty() {
            // Set the unreadable record aside first, so the notice is given once.
            db.commit(quarantine)?;
        }
        let notice = layers
            .notices
            .into_iter()
            .chain(loaded.notice)
            .reduce(|a, b| msg!("sentences").with("first", a).with("second", b));
        let settings = Settings::effective(&layers.server, &layers.channel);
        let desk = self.puzzle_desk(db, id, actor, &command, &loaded.table, now)?;
        let ctx = Context {
            dir,
            settings: &settings,
            strong: self.strong.as_deref(),
            puzzle: desk.as_ref(),
            review_nodes: self.review_nodes,
        };
        let before = loaded.table;
        let mut table = before.clone();
        let Handled {
            mut replies,
            events,
            changed,
        } = match table.handle(actor, command, now, &ctx) {
            Ok(h) => h,
            Err(e) => {
                return Err(match notice {
                    Some(notice) => ServiceError::TableAfterNotice {
                        notice,
                        error: Box::new(e),
                    },
                    None => e.into(),
                })
            }
        };
        if let Some(text) = notice {
            replies.insert(0, Reply::msg(text));
        }
        let answer = Answer {
            replies,
            settings,
            asker: self.language_in(db, actor.id)?,
            elsewhere: Vec::new(),
        };
        // A command that changed something keeps its answer with its effect; one that only read
        // (a board, an export) gives the same answer when run again, and stores nothing.
        let mut writes = Vec::new();
        if changed {
            writes.push(keys::remember(key, &answer, now)?);
        }
        self.save_with(db, id, &before, &table, &events, now, writes)?;
        Ok((answer, Self::tournaments_ended(&events)))
    }

    fn server_answer(&self, id: &TableId, reply: Reply) -> Result<Answer, ServiceError> {
        Ok(Answer {
            replies: vec![reply],
            settings: self.settings(id)?,
            asker: None,
            elsewhere: Vec::new(),
        })
    }

    /// Runs `f` holding the lock `name`: this process's, then the store's (on PostgreSQL the
    /// name's row, locked for every process sharing the database), inside one transaction of the
    /// store that `f` is handed, and commits it — making its writes durable — before returning.
    /// A conflict (40001/40P01) or a database briefly without a primary runs `f` again in a new
    /// transaction, with the bounded jittered backoff of [`crate::store::retry`].
    fn locked<T, E: From<StoreError> + StoreFailure>(
        &self,
        name: &str,
        f: impl Fn(&dyn Store) -> Result<T, E>,
    ) -> Result<T, E> {
        self.locked_with(&self.retry, name, f)
    }

    /// The service's retry bounds for a unit that may run again after a commit of unknown
    /// outcome: one that reads its key first, or one whose writes set values.
    fn idempotent_retry(&self) -> Retry {
        Retry {
            idempotent: true,
            ..self.retry.clone()
        }
    }

    /// [`Service::locked`] with other bounds on running `f` again (a keyed unit may be run again
    /// after a commit of unknown outcome).
    fn locked_with<T, E: From<StoreError> + StoreFailure>(
        &self,
        retry: &Retry,
        name: &str,
        f: impl Fn(&dyn Store) -> Result<T, E>,
    ) -> Result<T, E> {
        let lock = self.lock_for(name);
        let _guard = lock.lock().unwrap_or_else(|p| p.into_inner());
        retry.run(|_| {
            let Some(tx) = self.store.begin(name.as_bytes(), true)? else {
                return Err(
                    StoreError::Transaction(format!("the lock of {name} was not granted")).into(),
                );
            };
            let result = f(tx.store());
            self.end_tx(name, tx, result)
        })
    }

    /// [`Service::locked`] unless another thread or process holds the lock: then `None` at once.
    fn try_locked<T, E: From<StoreError> + StoreFailure>(
        &self,
        name: &str,
        f: impl Fn(&dyn Store) -> Result<T, E>,
    ) -> Result<Option<T>, E> {
        let lock = self.lock_for(name);
        let _guard = match lock.try_lock() {
            Ok(guard) => guard,
            Err(std::sync::TryLockError::Poisoned(p)) => p.into_inner(),
            Err(std::sync::TryLockError::WouldBlock) => return Ok(None),
        };
        self.retry.run(|_| {
            let Some(tx) = self.store.begin(name.as_bytes(), false)? else {
                return Ok(None);
            };
            let result = f(tx.store());
            self.end_tx(name, tx, result).map(Some)
        })
    }

    /// Ends a transaction after `result`. A refused command still commits it (a record set
    /// aside before the refusal stays set aside); a failed statement makes the store roll back.
    fn end_tx<T, E: From<StoreError>>(
        &self,
        name: &str,
        tx: Box<dyn Tx + '_>,
        result: Result<T, E>,
    ) -> Result<T, E> {
        let done = tx.finish();
        // A read between the save and the end of the transaction saw the table before it.
        self.forget_snapshot(name);
        let value = result?;
        done?;
        Ok(value)
    }

    /// Advances the clocks of table `id`.
    pub fn tick(&self, id: &TableId, now: Timestamp) -> Result<Answer, StoreError> {
        self.tick_in(id, now, &Nobody)
    }

    /// [`Service::tick`] where the adapter's directory knows who the computer is: a tournament
    /// game ended by the clock may start the next round, with computer seats of four-player
    /// games.
    pub fn tick_in(
        &self,
        id: &TableId,
        now: Timestamp,
        dir: &dyn Directory,
    ) -> Result<Answer, StoreError> {
        self.prune_answers_due(now);
        let (mut answer, ended) = self.locked(id, |db| self.tick_locked(db, id, now))?;
        answer.elsewhere = self.settle_quietly(&ended, now, dir)?;
        // The channel's tournament, if it has one: its round's deadline, its games to seat.
        answer.elsewhere.extend(self.tick_tournament(id, now, dir)?);
        Ok(answer)
    }

    /// [`Service::settle_tournament`] for each of `channels`, from the clock: a storage failure
    /// is the clock's error; a refusal (nothing a clock can fix) is logged and skipped.
    fn settle_quietly(
        &self,
        channels: &[TableId],
        now: Timestamp,
        dir: &dyn Directory,
    ) -> Result<Vec<(TableId, Reply)>, StoreError> {
        let mut posts = Vec::new();
        for channel in channels {
            match self.settle_tournament(channel, now, dir) {
                Ok(p) => posts.extend(p),
                Err(ServiceError::Store(e)) => return Err(e),
                Err(e) => tracing::warn!(%channel, error = %e, "a tournament could not go on"),
            }
        }
        Ok(posts)
    }

    /// [`Service::tick`], unless a command is running at table `id` right now (e.g. waiting for
    /// the external engine's move): then `None` at once, and the next tick catches up. A clock loop
    /// going through the tables due with it never waits for one table's engine.
    ///
    /// On a store shared by several processes, the table's lock is claimed with `SKIP LOCKED`: a
    /// table another process is ticking (or running a command at) is skipped, and since the tick
    /// reads the table again under the lock, a time-out already applied elsewhere is not applied
    /// twice.
    pub fn tick_if_idle(&self, id: &TableId, now: Timestamp) -> Result<Option<Answer>, StoreError> {
        self.tick_if_idle_in(id, now, &Nobody)
    }

    /// [`Service::tick_if_idle`] where the adapter's directory knows who the computer is and
    /// makes the tables of a tournament's next round (see [`Service::tick_in`]).
    pub fn tick_if_idle_in(
        &self,
        id: &TableId,
        now: Timestamp,
        dir: &dyn Directory,
    ) -> Result<Option<Answer>, StoreError> {
        let Some((mut answer, ended)) = self.try_locked(id, |db| self.tick_locked(db, id, now))?
        else {
            return Ok(None);
        };
        answer.elsewhere = self.settle_quietly(&ended, now, dir)?;
        Ok(Some(answer))
    }

    fn tick_locked(
        &self,
        db: &dyn Store,
        id: &TableId,
        now: Timestamp,
    ) -> Result<(Answer, Vec<TableId>), StoreError> {
        let loaded = self.load(db, id, now)?;
        let settings = self.settings_in(db, id)?;
        let before = loaded.table;
        let mut table = before.clone();
        let ctx = Context::new(&Nobody).with_settings(&settings);
        let Handled {
            replies,
            events,
            changed,
        } = table
            .handle(&Actor::system(), TableCommand::Clock, now, &ctx)
            .unwrap_or_default();
        let set_aside = !loaded.writes.is_empty();
        if set_aside {
            db.commit(loaded.writes)?;
        }
        if changed || set_aside {
            self.save(db, id, &before, &table, &events, now)?;
        }
        if (!changed || set_aside) && table.next_deadline().is_none_or(|due| due > now) {
            // Nothing was due after all (e.g. the record was set aside earlier): forget index
            // entries of this table that say otherwise, or the clock loop would visit it forever.
            self.forget_stale_deadlines(db, id, now)?;
        }
        let ended = Self::tournaments_ended(&events);
        Ok((
            Answer {
                replies,
                settings,
                asker: None,
                elsewhere: Vec::new(),
            },
            ended,
        ))
    }

    fn forget_stale_deadlines(
        &self,
        db: &dyn Store,
        id: &TableId,
        now: Timestamp,
    ) -> Result<(), StoreError> {
        let end = crate::store::records::deadline_key(Timestamp(now.0.saturating_add(1)), "");
        let stale: Vec<Write> = db
            .scan_range(Space::Deadlines, &[], &end, usize::MAX)?
            .into_iter()
            .filter(|(k, _)| parse_deadline_key(k).is_some_and(|(_, t)| t == id.as_str()))
            .map(|(k, _)| Write::Delete(Space::Deadlines, k))
            .collect();
        if stale.is_empty() {
            return Ok(());
        }
        db.commit(stale)
    }

    /// The tables whose clock is due at `now` (a reminder or a time-out), at most `limit` of
    /// them, earliest first: a range scan of the clock index, whatever the number of tables.
    pub fn due_tables(&self, now: Timestamp, limit: usize) -> Result<Vec<TableId>, StoreError> {
        self.due_tables_where(now, limit, |_| true)
    }

    /// [`Service::due_tables`] of the tables that `keep` accepts: a process running some of the
    /// shards over a shared database reads past the others' due tables, page by page, so that
    /// however many of them are due, its own are never starved.
    pub fn due_tables_where(
        &self,
        now: Timestamp,
        limit: usize,
        keep: impl Fn(&TableId) -> bool,
    ) -> Result<Vec<TableId>, StoreError> {
        self.prune_answers_due(now);
        self.ensure_deadline_index()?;
        let end = crate::store::records::deadline_key(Timestamp(now.0.saturating_add(1)), "");
        let page = limit.clamp(1, 1_000);
        let mut from = Vec::new();
        let mut due = Vec::new();
        loop {
            let entries = self.store.scan_range(Space::Deadlines, &from, &end, page)?;
            let full = entries.len() == page;
            for (key, _) in &entries {
                // A key no adapter could have made is nobody's to tick.
                let id = parse_deadline_key(key).and_then(|(_, id)| TableId::parse(&id).ok());
                if let Some(id) = id {
                    if keep(&id) {
                        due.push(id);
                        if due.len() == limit {
                            return Ok(due);
                        }
                    }
                }
            }
            match entries.last() {
                // The next page starts just after the last key read.
                Some((last, _)) if full => {
                    from = last.clone();
                    from.push(0);
                }
                _ => return Ok(due),
            }
        }
    }

    /// Every stored table id.
    pub fn table_ids(&self) -> Result<Vec<TableId>, StoreError> {
        Ok(self
            .store
            .scan(Space::Tables, b"")?
            .into_iter()
            .filter_map(|(k, _)| TableId::parse(&String::from_utf8_lossy(&k)).ok())
            .collect())
    }

    /// Finished games archived for table `id`, oldest first, as JSON.
    pub fn finished_games(&self, id: &TableId) -> Result<Vec<String>, StoreError> {
        let prefix = format!("{id}/");
        Ok(self
            .store
            .scan(Space::Games, prefix.as_bytes())?
            .into_iter()
            .map(|(_, v)| String::from_utf8_lossy(&v).into_owned())
            .collect())
    }

    /// Stores raw bytes as a table record (tests use it to plant a corrupt record).
    pub fn put_raw(&self, id: &TableId, bytes: Vec<u8>) -> Result<(), StoreError> {
        self.store.commit(vec![Write::Put(
            Space::Tables,
            id.as_bytes().to_vec(),
            bytes,
        )])?;
        self.forget_snapshot(id);
        Ok(())
    }

    /// Quarantined records, as (key, bytes).
    pub fn quarantined(&self) -> Result<crate::store::kv::Entries, StoreError> {
        self.store.scan(Space::Quarantine, b"")
    }
}

/// A directory that knows nobody: for the clock, which names no one.
struct Nobody;

impl Directory for Nobody {
    fn resolve(&self, _: &crate::table::command::Mention) -> Option<Player> {
        None
    }
}

/// A table as loaded: the table, writes that set an unreadable record aside, and the notice.
#[derive(Default)]
struct Loaded {
    table: Table,
    writes: Vec<Write>,
    notice: Option<Msg>,
}

#[cfg(test)]
mod tests;
#[cfg(test)]
mod tests_hostile;
#[cfg(test)]
mod tests_limits;
#[cfg(test)]
mod tests_puzzles;
#[cfg(test)]
mod tests_settings;
#[cfg(test)]
mod tests_tournaments;
