//! The storage trait, its sled implementation and an in-memory twin for tests.

use std::collections::BTreeMap;
use std::sync::{Condvar, Mutex};

/// The named key spaces.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Space {
    /// One record per table (channel or thread).
    Tables,
    /// Finished games, by table and sequence.
    Games,
    /// Records that failed to decode, kept for a human to look at.
    Quarantine,
    /// Per-server player statistics and ratings, by server and user.
    Stats,
    /// Settings layers: `server/GUILD` and `channel/GUILD/CHANNEL`.
    Settings,
    /// The clock index: `DUE (8 bytes, big-endian seconds) TABLE-ID` → nothing, so that the clock
    /// loop finds the tables due by a range scan instead of loading every table.
    Deadlines,
    /// Small facts about the database itself (e.g. which one-off migrations have run).
    Meta,
    /// The rankings of each server (see [`crate::store::index::Board`]) and their band counts.
    Ranks,
    /// The games in play of each server, newest first, and their count.
    Playing,
    /// The challenges waiting, by server, user and table.
    Pending,
    /// Puzzles: each person's puzzle standing per server, the server's pool of puzzles found in
    /// its finished games, the puzzle of each day and the channels it is posted to.
    Puzzles,
    /// The answers of commands already applied, by idempotency key (see
    /// [`crate::store::answers`]): a command retried after an unknown commit outcome gets its
    /// stored answer instead of running twice.
    Answers,
    /// Tournaments, by channel and number; which one a channel is running; and the results of
    /// tournament games, written with each game's end and read into its tournament (see
    /// `service/tournaments.rs`).
    Tournaments,
}

impl Space {
    pub const ALL: [Space; 13] = [
        Space::Tables,
        Space::Games,
        Space::Quarantine,
        Space::Stats,
        Space::Settings,
        Space::Deadlines,
        Space::Meta,
        Space::Ranks,
        Space::Playing,
        Space::Pending,
        Space::Puzzles,
        Space::Answers,
        Space::Tournaments,
    ];

    /// The space's name: sled's tree, PostgreSQL's `space` column.
    pub fn name(self) -> &'static str {
        match self {
            Space::Tables => "tables",
            Space::Games => "games",
            Space::Quarantine => "quarantine",
            Space::Stats => "stats",
            Space::Settings => "settings",
            Space::Deadlines => "deadlines",
            Space::Meta => "meta",
            Space::Ranks => "ranks",
            Space::Playing => "playing",
            Space::Pending => "pending",
            Space::Puzzles => "puzzles",
            Space::Answers => "answers",
            Space::Tournaments => "tournaments",
        }
    }

    fn index(self) -> usize {
        self as usize
    }
}

pub use super::error::StoreError;

/// Key-value pairs as a scan returns them.
pub type Entries = Vec<(Vec<u8>, Vec<u8>)>;

/// One write of a batch.
#[derive(Clone, Debug)]
pub enum Write {
    Put(Space, Vec<u8>, Vec<u8>),
    Delete(Space, Vec<u8>),
}

/// A small key-value store: reads, atomic batches made durable before they return, scans, and
/// transactions ([`Store::begin`]).
///
/// A [`Tx`] is itself a `Store`: the same reads and writes, made inside the transaction. Code
/// that runs both inside and outside one takes `&dyn Store` and is handed either.
pub trait Store: Send + Sync {
    fn get(&self, space: Space, key: &[u8]) -> Result<Option<Vec<u8>>, StoreError>;
    /// Applies every write atomically. Outside a transaction it returns only once they are on
    /// disk; inside one (on PostgreSQL) they are durable when the transaction finishes.
    fn commit(&self, writes: Vec<Write>) -> Result<(), StoreError>;
    /// Every (key, value) whose key starts with `prefix`, in key order.
    fn scan(&self, space: Space, prefix: &[u8]) -> Result<Entries, StoreError>;
    /// At most `limit` (key, value) pairs with `from <= key < to`, in key order.
    fn scan_range(
        &self,
        space: Space,
        from: &[u8],
        to: &[u8],
        limit: usize,
    ) -> Result<Entries, StoreError>;

    /// Opens a transaction holding the lock `name` for every process sharing this store —
    /// waiting for it when `wait`, else answering `None` at once when another holds it. Called on
    /// an open transaction, the lock joins it and is released when that one ends.
    ///
    /// A store used by one process only takes no lock of its own (the process's locks serialise
    /// its threads): its transaction applies each `commit` when it is made, durably and
    /// atomically, and never fails for contention.
    fn begin(&self, name: &[u8], wait: bool) -> Result<Option<Box<dyn Tx + '_>>, StoreError>;

    /// One record written (a single-write [`Store::commit`]).
    fn put(&self, space: Space, key: &[u8], value: Vec<u8>) -> Result<(), StoreError> {
        self.commit(vec![Write::Put(space, key.to_vec(), value)])
    }
}

/// An open transaction of a [`Store`] (from [`Store::begin`]): its reads and writes are those of
/// the `Store` it also is. [`Tx::finish`] commits it and releases its locks; dropping it
/// unfinished rolls it back.
#[must_use = "a transaction's writes are durable only once it finishes"]
pub trait Tx: Store {
    /// Commits: every write of the transaction is durable when this returns `Ok`, and its locks
    /// are released. On PostgreSQL an error may be [`StoreError::is_contention`] (nothing was
    /// saved: run the unit again) or [`StoreError::is_commit_unknown`] (the connection died during
    /// `COMMIT`).
    fn finish(self: Box<Self>) -> Result<(), StoreError>;

    /// This transaction as the [`Store`] its reads and writes go through.
    fn store(&self) -> &dyn Store;
}

/// A transaction of a store that needs no transaction of its own: every commit goes straight to
/// the store (atomic and durable when it returns), isolated by the process's locks.
pub struct Direct<'a>(pub &'a dyn Store);

impl Store for Direct<'_> {
    fn get(&self, space: Space, key: &[u8]) -> Result<Option<Vec<u8>>, StoreError> {
        self.0.get(space, key)
    }
    fn commit(&self, writes: Vec<Write>) -> Result<(), StoreError> {
        self.0.commit(writes)
    }
    fn scan(&self, space: Space, prefix: &[u8]) -> Result<Entries, StoreError> {
        self.0.scan(space, prefix)
    }
    fn scan_range(
        &self,
        space: Space,
        from: &[u8],
        to: &[u8],
        limit: usize,
    ) -> Result<Entries, StoreError> {
        self.0.scan_range(space, from, to, limit)
    }
    /// A lock taken inside: the store's own nested lock (which, on PostgreSQL, joins the
    /// transaction this one wraps).
    fn begin(&self, name: &[u8], wait: bool) -> Result<Option<Box<dyn Tx + '_>>, StoreError> {
        self.0.begin(name, wait)
    }
}

impl Tx for Direct<'_> {
    fn finish(self: Box<Self>) -> Result<(), StoreError> {
        Ok(())
    }

    fn store(&self) -> &dyn Store {
        self
    }
}

type MemMap = BTreeMap<(Space, Vec<u8>), Vec<u8>>;

/// The in-memory twin, for unit tests.
#[derive(Default)]
pub struct MemStore {
    data: Mutex<MemMap>,
}

impl MemStore {
    pub fn new() -> MemStore {
        MemStore::default()
    }
}

impl Store for MemStore {
    fn begin(&self, _name: &[u8], _wait: bool) -> Result<Option<Box<dyn Tx + '_>>, StoreError> {
        Ok(Some(Box::new(Direct(self))))
    }

    fn get(&self, space: Space, key: &[u8]) -> Result<Option<Vec<u8>>, StoreError> {
        let data = self.data.lock().map_err(|_| StoreError::Poisoned)?;
        Ok(data.get(&(space, key.to_vec())).cloned())
    }

    fn commit(&self, writes: Vec<Write>) -> Result<(), StoreError> {
        let mut data = self.data.lock().map_err(|_| StoreError::Poisoned)?;
        for w in writes {
            match w {
                Write::Put(s, k, v) => {
                    data.insert((s, k), v);
                }
                Write::Delete(s, k) => {
                    data.remove(&(s, k));
                }
            }
        }
        Ok(())
    }

    fn scan(&self, space: Space, prefix: &[u8]) -> Result<Entries, StoreError> {
        let data = self.data.lock().map_err(|_| StoreError::Poisoned)?;
        Ok(data
            .range((space, prefix.to_vec())..)
            .take_while(|((s, k), _)| *s == space && k.starts_with(prefix))
            .map(|((_, k), v)| (k.clone(), v.clone()))
            .collect())
    }

    fn scan_range(
        &self,
        space: Space,
        from: &[u8],
        to: &[u8],
        limit: usize,
    ) -> Result<Entries, StoreError> {
        if from >= to {
            return Ok(Vec::new());
        }
        let data = self.data.lock().map_err(|_| StoreError::Poisoned)?;
        Ok(data
            .range((space, from.to_vec())..(space, to.to_vec()))
            .take(limit)
            .map(|((_, k), v)| (k.clone(), v.clone()))
            .collect())
    }
}

/// sled, with group commit: writers that arrive while a flush is running share the next one.
pub struct SledStore {
    db: sled::Db,
    /// One tree per [`Space`], in [`Space::ALL`] order.
    trees: Vec<sled::Tree>,
    group: Mutex<GroupState>,
    flushed: Condvar,
}

#[derive(Default)]
struct GroupState {
    /// Writes applied so far (a ticket per commit).
    written: u64,
    /// Every ticket up to this one is durable.
    durable: u64,
    flushing: bool,
    failed: Option<String>,
}

impl SledStore {
    /// Opens (or creates) the database in `dir`.
    pub fn open(dir: &std::path::Path) -> Result<SledStore, StoreError> {
        let db = sled::Config::new()
            .path(dir)
            .mode(sled::Mode::LowSpace)
            .open()?;
        let trees = Space::ALL
            .iter()
            .map(|s| db.open_tree(s.name()))
            .collect::<Result<Vec<_>, _>>()?;
        Ok(SledStore {
            trees,
            db,
            group: Mutex::new(GroupState::default()),
            flushed: Condvar::new(),
        })
    }

    fn tree(&self, space: Space) -> &sled::Tree {
        &self.trees[space.index()]
    }

    /// Waits until everything up to `ticket` is on disk, flushing if nobody else is.
    fn make_durable(&self, ticket: u64) -> Result<(), StoreError> {
        let mut g = self.group.lock().map_err(|_| StoreError::Poisoned)?;
        loop {
            if let Some(e) = &g.failed {
                return Err(StoreError::Failed(e.clone()));
            }
            if g.durable >= ticket {
                return Ok(());
            }
            if !g.flushing {
                g.flushing = true;
                let upto = g.written;
                drop(g);
                let result = self.db.flush();
                g = self.group.lock().map_err(|_| StoreError::Poisoned)?;
                g.flushing = false;
                match result {
                    Ok(_) => g.durable = g.durable.max(upto),
                    Err(e) => g.failed = Some(e.to_string()),
                }
                self.flushed.notify_all();
                continue;
            }
            g = self.flushed.wait(g).map_err(|_| StoreError::Poisoned)?;
        }
    }
}

impl Store for SledStore {
    fn begin(&self, _name: &[u8], _wait: bool) -> Result<Option<Box<dyn Tx + '_>>, StoreError> {
        Ok(Some(Box::new(Direct(self))))
    }

    fn get(&self, space: Space, key: &[u8]) -> Result<Option<Vec<u8>>, StoreError> {
        Ok(self.tree(space).get(key)?.map(|v| v.to_vec()))
    }

    fn commit(&self, writes: Vec<Write>) -> Result<(), StoreError> {
        use sled::Transactional;
        let trees: Vec<&sled::Tree> = self.trees.iter().collect();
        let result: sled::transaction::TransactionResult<(), ()> =
            trees.as_slice().transaction(|t| {
                for w in &writes {
                    match w {
                        Write::Put(s, k, v) => {
                            t[s.index()].insert(k.as_slice(), v.as_slice())?;
                        }
                        Write::Delete(s, k) => {
                            t[s.index()].remove(k.as_slice())?;
                        }
                    }
                }
                Ok(())
            });
        result.map_err(|e| StoreError::Transaction(format!("{e:?}")))?;
        let ticket = {
            let mut g = self.group.lock().map_err(|_| StoreError::Poisoned)?;
            g.written += 1;
            g.written
        };
        self.make_durable(ticket)
    }

    fn scan(&self, space: Space, prefix: &[u8]) -> Result<Entries, StoreError> {
        self.tree(space)
            .scan_prefix(prefix)
            .map(|r| {
                r.map(|(k, v)| (k.to_vec(), v.to_vec()))
                    .map_err(StoreError::from)
            })
            .collect()
    }

    fn scan_range(
        &self,
        space: Space,
        from: &[u8],
        to: &[u8],
        limit: usize,
    ) -> Result<Entries, StoreError> {
        self.tree(space)
            .range(from..to)
            .take(limit)
            .map(|r| {
                r.map(|(k, v)| (k.to_vec(), v.to_vec()))
                    .map_err(StoreError::from)
            })
            .collect()
    }
}
