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
}

impl Space {
    fn name(self) -> &'static str {
        match self {
            Space::Tables => "tables",
            Space::Games => "games",
            Space::Quarantine => "quarantine",
            Space::Stats => "stats",
            Space::Settings => "settings",
        }
    }
}

/// Why storage failed (I/O, a full disk, a broken database).
#[derive(Debug, thiserror::Error)]
#[error("storage failed: {0}")]
pub struct StoreError(pub String);

impl From<sled::Error> for StoreError {
    fn from(e: sled::Error) -> StoreError {
        StoreError(e.to_string())
    }
}

/// Key-value pairs as a scan returns them.
pub type Entries = Vec<(Vec<u8>, Vec<u8>)>;

/// One write of a batch.
#[derive(Clone, Debug)]
pub enum Write {
    Put(Space, Vec<u8>, Vec<u8>),
    Delete(Space, Vec<u8>),
}

/// A small key-value store: reads, atomic batches made durable before they return, scans.
pub trait Store: Send + Sync {
    fn get(&self, space: Space, key: &[u8]) -> Result<Option<Vec<u8>>, StoreError>;
    /// Applies every write atomically and returns only once they are on disk.
    fn commit(&self, writes: Vec<Write>) -> Result<(), StoreError>;
    /// Every (key, value) whose key starts with `prefix`, in key order.
    fn scan(&self, space: Space, prefix: &[u8]) -> Result<Entries, StoreError>;
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
    fn get(&self, space: Space, key: &[u8]) -> Result<Option<Vec<u8>>, StoreError> {
        let data = self
            .data
            .lock()
            .map_err(|_| StoreError("lock poisoned".into()))?;
        Ok(data.get(&(space, key.to_vec())).cloned())
    }

    fn commit(&self, writes: Vec<Write>) -> Result<(), StoreError> {
        let mut data = self
            .data
            .lock()
            .map_err(|_| StoreError("lock poisoned".into()))?;
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
        let data = self
            .data
            .lock()
            .map_err(|_| StoreError("lock poisoned".into()))?;
        Ok(data
            .range((space, prefix.to_vec())..)
            .take_while(|((s, k), _)| *s == space && k.starts_with(prefix))
            .map(|((_, k), v)| (k.clone(), v.clone()))
            .collect())
    }
}

/// sled, with group commit: writers that arrive while a flush is running share the next one.
pub struct SledStore {
    db: sled::Db,
    tables: sled::Tree,
    games: sled::Tree,
    quarantine: sled::Tree,
    stats: sled::Tree,
    settings: sled::Tree,
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
        Ok(SledStore {
            tables: db.open_tree(Space::Tables.name())?,
            games: db.open_tree(Space::Games.name())?,
            quarantine: db.open_tree(Space::Quarantine.name())?,
            stats: db.open_tree(Space::Stats.name())?,
            settings: db.open_tree(Space::Settings.name())?,
            db,
            group: Mutex::new(GroupState::default()),
            flushed: Condvar::new(),
        })
    }

    fn tree(&self, space: Space) -> &sled::Tree {
        match space {
            Space::Tables => &self.tables,
            Space::Games => &self.games,
            Space::Quarantine => &self.quarantine,
            Space::Stats => &self.stats,
            Space::Settings => &self.settings,
        }
    }

    /// Waits until everything up to `ticket` is on disk, flushing if nobody else is.
    fn make_durable(&self, ticket: u64) -> Result<(), StoreError> {
        let lock_err = || StoreError("lock poisoned".into());
        let mut g = self.group.lock().map_err(|_| lock_err())?;
        loop {
            if let Some(e) = &g.failed {
                return Err(StoreError(e.clone()));
            }
            if g.durable >= ticket {
                return Ok(());
            }
            if !g.flushing {
                g.flushing = true;
                let upto = g.written;
                drop(g);
                let result = self.db.flush();
                g = self.group.lock().map_err(|_| lock_err())?;
                g.flushing = false;
                match result {
                    Ok(_) => g.durable = g.durable.max(upto),
                    Err(e) => g.failed = Some(e.to_string()),
                }
                self.flushed.notify_all();
                continue;
            }
            g = self.flushed.wait(g).map_err(|_| lock_err())?;
        }
    }
}

impl Store for SledStore {
    fn get(&self, space: Space, key: &[u8]) -> Result<Option<Vec<u8>>, StoreError> {
        Ok(self.tree(space).get(key)?.map(|v| v.to_vec()))
    }

    fn commit(&self, writes: Vec<Write>) -> Result<(), StoreError> {
        use sled::Transactional;
        let result: sled::transaction::TransactionResult<(), ()> = (
            &self.tables,
            &self.games,
            &self.quarantine,
            &self.stats,
            &self.settings,
        )
            .transaction(|(t, g, q, st, se)| {
                for w in &writes {
                    let tree = |s: &Space| match s {
                        Space::Tables => t,
                        Space::Games => g,
                        Space::Quarantine => q,
                        Space::Stats => st,
                        Space::Settings => se,
                    };
                    match w {
                        Write::Put(s, k, v) => {
                            tree(s).insert(k.as_slice(), v.as_slice())?;
                        }
                        Write::Delete(s, k) => {
                            tree(s).remove(k.as_slice())?;
                        }
                    }
                }
                Ok(())
            });
        result.map_err(|e| StoreError(format!("{e:?}")))?;
        let ticket = {
            let mut g = self
                .group
                .lock()
                .map_err(|_| StoreError("lock poisoned".into()))?;
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
}
