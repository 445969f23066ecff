//! Persistence (sled behind the [`Store`] trait, with [`MemStore`] for tests) and the [`Service`]
//! that runs one command on one table: lock the table, load it, apply the command, save durably,
//! and only then hand back the reply — an acknowledged move is never lost.

pub mod kv;

pub use kv::{MemStore, SledStore, Space, Store, StoreError, Write};

use crate::table::{Actor, Directory, Reply, Table, TableError, Timestamp};
use serde::{Deserialize, Serialize};
use std::collections::HashMap;
use std::sync::{Arc, Mutex};

/// The schema version written with every table record.
pub const TABLE_SCHEMA: u32 = 1;

#[derive(Serialize, Deserialize)]
struct TableRecord {
    schema: u32,
    table: Table,
}

/// A finished game as archived: the table's stored game form plus when it ended.
#[derive(Serialize, Deserialize)]
struct GameRecord {
    schema: u32,
    table: String,
    ended: Timestamp,
    #[serde(skip_serializing_if = "Option::is_none")]
    two: Option<crate::table::two::TwoGame>,
    #[serde(skip_serializing_if = "Option::is_none")]
    four: Option<crate::table::four::FourGame>,
}

/// Why a command could not be run: refused by the table, or storage failed.
#[derive(Debug, thiserror::Error)]
pub enum ServiceError {
    #[error("{0}")]
    Table(#[from] TableError),
    #[error("{0}")]
    Store(#[from] StoreError),
}

/// Runs commands on tables, one at a time per table; different tables run in parallel.
pub struct Service {
    store: Arc<dyn Store>,
    locks: Mutex<HashMap<String, Arc<Mutex<()>>>>,
}

impl Service {
    pub fn new(store: Arc<dyn Store>) -> Service {
        Service {
            store,
            locks: Mutex::new(HashMap::new()),
        }
    }

    fn lock_for(&self, table: &str) -> Arc<Mutex<()>> {
        let mut locks = self.locks.lock().unwrap_or_else(|p| p.into_inner());
        locks.entry(table.to_owned()).or_default().clone()
    }

    /// Loads a table. A record that does not decode is moved to quarantine and the table starts
    /// afresh; the notice says so.
    fn load(
        &self,
        id: &str,
        now: Timestamp,
    ) -> Result<(Table, Vec<Write>, Option<String>), StoreError> {
        let Some(bytes) = self.store.get(Space::Tables, id.as_bytes())? else {
            return Ok((Table::default(), Vec::new(), None));
        };
        match serde_json::from_slice::<TableRecord>(&bytes) {
            Ok(r) if r.schema == TABLE_SCHEMA => Ok((r.table, Vec::new(), None)),
            other => {
                let why = match other {
                    Ok(r) => format!("unknown schema version {}", r.schema),
                    Err(e) => e.to_string(),
                };
                let key = format!("{id}/{}", now.0).into_bytes();
                let writes = vec![
                    Write::Put(Space::Quarantine, key, bytes),
                    Write::Delete(Space::Tables, id.as_bytes().to_vec()),
                ];
                let notice = format!(
                    "This table's saved state could not be read ({why}); it was set aside for the \
                     operators and the table starts afresh."
                );
                Ok((Table::default(), writes, Some(notice)))
            }
        }
    }

    /// The table as stored (read-only).
    pub fn table(&self, id: &str) -> Result<Table, StoreError> {
        Ok(self.load(id, Timestamp(0))?.0)
    }

    /// Runs one command line from `actor` at table `id`, saving before returning the replies.
    pub fn run(
        &self,
        id: &str,
        actor: &Actor,
        line: &str,
        now: Timestamp,
        dir: &dyn Directory,
    ) -> Result<Vec<Reply>, ServiceError> {
        let lock = self.lock_for(id);
        let _guard = lock.lock().unwrap_or_else(|p| p.into_inner());
        let (mut table, quarantine, notice) = self.load(id, now)?;
        if !quarantine.is_empty() {
            // Set the unreadable record aside first, so the notice is given once.
            self.store.commit(quarantine)?;
        }
        let before = table.clone();
        let mut replies = match table.handle(actor, line, now, dir) {
            Ok(r) => r,
            Err(e) => {
                return Err(match notice {
                    Some(n) => ServiceError::Table(TableError::Corrupt(format!("{n} {e}"))),
                    None => e.into(),
                })
            }
        };
        self.save(id, &before, &table, now, Vec::new())?;
        if let Some(text) = notice {
            replies.insert(
                0,
                Reply {
                    text,
                    ..Reply::default()
                },
            );
        }
        Ok(replies)
    }

    /// Advances the clocks of table `id`.
    pub fn tick(&self, id: &str, now: Timestamp) -> Result<Vec<Reply>, StoreError> {
        let lock = self.lock_for(id);
        let _guard = lock.lock().unwrap_or_else(|p| p.into_inner());
        let (mut table, writes, _) = self.load(id, now)?;
        let before = table.clone();
        let replies = table.tick(now);
        if table != before || !writes.is_empty() {
            self.save(id, &before, &table, now, writes)?;
        }
        Ok(replies)
    }

    /// Every stored table id (for the clock loop).
    pub fn table_ids(&self) -> Result<Vec<String>, StoreError> {
        Ok(self
            .store
            .scan(Space::Tables, b"")?
            .into_iter()
            .map(|(k, _)| String::from_utf8_lossy(&k).into_owned())
            .collect())
    }

    /// Finished games archived for table `id`, oldest first, as JSON.
    pub fn finished_games(&self, id: &str) -> Result<Vec<String>, StoreError> {
        let prefix = format!("{id}/");
        Ok(self
            .store
            .scan(Space::Games, prefix.as_bytes())?
            .into_iter()
            .map(|(_, v)| String::from_utf8_lossy(&v).into_owned())
            .collect())
    }

    fn save(
        &self,
        id: &str,
        before: &Table,
        after: &Table,
        now: Timestamp,
        mut writes: Vec<Write>,
    ) -> Result<(), StoreError> {
        let record = TableRecord {
            schema: TABLE_SCHEMA,
            table: after.clone(),
        };
        let bytes = serde_json::to_vec(&record).map_err(|e| StoreError(e.to_string()))?;
        writes.push(Write::Put(Space::Tables, id.as_bytes().to_vec(), bytes));
        // Archive a game the moment it ends.
        let ended_two = after
            .game
            .as_ref()
            .filter(|g| g.is_over() && before.game.as_ref().is_none_or(|b| !b.is_over()));
        let ended_four = after
            .four
            .as_ref()
            .filter(|g| g.is_over() && before.four.as_ref().is_none_or(|b| !b.is_over()));
        if ended_two.is_some() || ended_four.is_some() {
            let seq = self
                .store
                .scan(Space::Games, format!("{id}/").as_bytes())?
                .len();
            let record = GameRecord {
                schema: TABLE_SCHEMA,
                table: id.to_owned(),
                ended: now,
                two: ended_two.cloned(),
                four: ended_four.cloned(),
            };
            let bytes = serde_json::to_vec(&record).map_err(|e| StoreError(e.to_string()))?;
            let key = format!("{id}/{seq:08}").into_bytes();
            writes.push(Write::Put(Space::Games, key, bytes));
        }
        self.store.commit(writes)
    }

    /// Stores raw bytes as a table record (tests use it to plant a corrupt record).
    pub fn put_raw(&self, id: &str, bytes: Vec<u8>) -> Result<(), StoreError> {
        self.store.commit(vec![Write::Put(
            Space::Tables,
            id.as_bytes().to_vec(),
            bytes,
        )])
    }

    /// Quarantined records, as (key, bytes).
    pub fn quarantined(&self) -> Result<kv::Entries, StoreError> {
        self.store.scan(Space::Quarantine, b"")
    }
}

#[cfg(test)]
mod tests;
