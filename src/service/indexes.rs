//! The indexes older databases lack (the clock index, the rankings, the listing of games in
//! play): each built once from the records, then marked as built in `Meta`.

use super::{save, Service};
use crate::store::index::{Bands, Board};
use crate::store::records::decode_table;
use crate::store::{Space, Store, StoreError, Write};
use crate::table::{TableId, Timestamp, UserId};
use std::collections::HashMap;
use std::sync::atomic::Ordering;

/// The Meta key saying the clock index covers every table.
pub(super) const INDEXED: &[u8] = b"deadline-index";
/// The Meta keys saying the rankings and the listing of games in play cover everything.
pub(super) const RANKED: &[u8] = b"rank-index";
pub(super) const LISTED: &[u8] = b"playing-index";

impl Service {
    /// Databases written before the clock index had none: build it once from every table.
    pub(super) fn ensure_deadline_index(&self) -> Result<(), StoreError> {
        if self.indexed.load(Ordering::Acquire) {
            return Ok(());
        }
        if self.store.get(Space::Meta, INDEXED)?.is_none() {
            let mut writes = Vec::new();
            for (key, bytes) in self.store.scan(Space::Tables, b"")? {
                let id = String::from_utf8_lossy(&key).into_owned();
                if let Some(due) = decode_table(&bytes).ok().and_then(|t| t.next_deadline()) {
                    writes.extend(crate::store::records::deadline_writes(&id, None, Some(due)));
                }
            }
            writes.push(Write::Put(Space::Meta, INDEXED.to_vec(), b"1".to_vec()));
            self.store.commit(writes)?;
        }
        self.indexed.store(true, Ordering::Release);
        Ok(())
    }

    /// Databases written before the rankings had none: build them once from every player's stats.
    pub(super) fn ensure_rank_index(&self, db: &dyn Store) -> Result<(), StoreError> {
        if self.ranked.load(Ordering::Acquire) {
            return Ok(());
        }
        if db.get(Space::Meta, RANKED)?.is_none() {
            let mut writes = Vec::new();
            let mut bands: HashMap<String, [Bands; 2]> = HashMap::new();
            for (key, bytes) in db.scan(Space::Stats, b"")? {
                let key = String::from_utf8_lossy(&key).into_owned();
                let Some((guild, user)) = key.split_once('/') else {
                    continue;
                };
                let (Ok(user), Ok(s)) = (
                    user.parse::<u64>(),
                    serde_json::from_slice::<crate::table::stats::UserStats>(&bytes),
                ) else {
                    continue;
                };
                let b = bands.entry(guild.to_owned()).or_default();
                writes.extend(crate::store::index::ranking_writes(
                    guild,
                    UserId(user),
                    &Default::default(),
                    &s,
                    b,
                ));
            }
            for (guild, b) in &bands {
                for (board, b) in Board::ALL.into_iter().zip(b) {
                    writes.push(Write::Put(
                        Space::Ranks,
                        board.bands_key(guild),
                        serde_json::to_vec(b)?,
                    ));
                }
            }
            writes.push(Write::Put(Space::Meta, RANKED.to_vec(), b"1".to_vec()));
            db.commit(writes)?;
        }
        self.ranked.store(true, Ordering::Release);
        Ok(())
    }

    /// Databases written before the listing of games in play had none: build it once from every
    /// table (each listed as started when the index was built).
    pub(super) fn ensure_playing_index(&self, db: &dyn Store) -> Result<(), StoreError> {
        if self.listed.load(Ordering::Acquire) {
            return Ok(());
        }
        if db.get(Space::Meta, LISTED)?.is_none() {
            let mut writes = Vec::new();
            let mut counts: HashMap<String, u64> = HashMap::new();
            for (key, bytes) in db.scan(Space::Tables, b"")? {
                let Ok(id) = TableId::parse(&String::from_utf8_lossy(&key)) else {
                    continue;
                };
                let Some(line) = decode_table(&bytes)
                    .ok()
                    .and_then(|t| save::in_play_line(&t))
                else {
                    continue;
                };
                let guild = id.server();
                *counts.entry(guild.to_owned()).or_default() += 1;
                let listing = crate::store::index::playing_key(guild, Timestamp(0), &id);
                writes.push(Write::Put(
                    Space::Playing,
                    crate::store::index::playing_back_key(&id),
                    listing.clone(),
                ));
                writes.push(Write::Put(
                    Space::Playing,
                    listing,
                    serde_json::to_vec(&line)?,
                ));
            }
            for (guild, n) in counts {
                writes.push(Write::Put(
                    Space::Playing,
                    crate::store::index::playing_count_key(&guild),
                    n.to_be_bytes().to_vec(),
                ));
            }
            writes.push(Write::Put(Space::Meta, LISTED.to_vec(), b"1".to_vec()));
            db.commit(writes)?;
        }
        self.listed.store(true, Ordering::Release);
        Ok(())
    }
}
