//! Copying every record from one store to another: `shogiban migrate --from sled:DIR --to
//! postgres://…` and back. Tables, finished games, settings layers, stats and ratings, and the
//! indexes (clock, rankings, games in play, waiting challenges) are all records of a [`Space`], so
//! copying every space copies everything.
//!
//! Safe to run again: records are written with their keys (a second run rewrites the same
//! values), and several sled databases (one per old shard range) can be merged into one
//! PostgreSQL database, since every key of a server's records starts with the server's id.
//! With `mirror`, records of the target that the source does not hold are removed, so that the
//! target becomes an exact copy (moving back from PostgreSQL into an older sled folder).

use super::kv::{Space, Store, StoreError, Write};
use std::collections::HashMap;

/// Records per committed batch.
const BATCH: usize = 500;

/// What was copied in one space.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Counted {
    pub space: Space,
    /// Records in the source.
    pub source: usize,
    /// Records the target held before the copy, and after it.
    pub before: usize,
    pub after: usize,
    /// Records of the target removed because the source has none such (only with `mirror`).
    pub removed: usize,
}

/// Why a copy failed.
#[derive(Debug, thiserror::Error)]
pub enum CopyError {
    #[error(transparent)]
    Store(#[from] StoreError),
    #[error("after the copy, {missing} record(s) of {space} are missing or differ in the target (first key: {first})")]
    Mismatch {
        space: &'static str,
        missing: usize,
        first: String,
    },
}

/// Copies every record of every space from `from` to `to`, then reads the target back and checks
/// that it holds each source record byte for byte. Stop the bots on both stores first.
pub fn copy(from: &dyn Store, to: &dyn Store, mirror: bool) -> Result<Vec<Counted>, CopyError> {
    let mut out = Vec::new();
    for space in Space::ALL {
        let source = from.scan(space, b"")?;
        let before = to.scan(space, b"")?;
        let mut removed = 0;
        if mirror {
            let keep: std::collections::HashSet<&[u8]> =
                source.iter().map(|(k, _)| k.as_slice()).collect();
            let stale: Vec<Write> = before
                .iter()
                .filter(|(k, _)| !keep.contains(k.as_slice()))
                .map(|(k, _)| Write::Delete(space, k.clone()))
                .collect();
            removed = stale.len();
            for chunk in stale.chunks(BATCH) {
                to.commit(chunk.to_vec())?;
            }
        }
        let held: HashMap<&[u8], &[u8]> = before
            .iter()
            .map(|(k, v)| (k.as_slice(), v.as_slice()))
            .collect();
        // Only what differs is written, so a second run writes nothing.
        let writes: Vec<Write> = source
            .iter()
            .filter(|(k, v)| held.get(k.as_slice()) != Some(&v.as_slice()))
            .map(|(k, v)| Write::Put(space, k.clone(), v.clone()))
            .collect();
        for chunk in writes.chunks(BATCH) {
            to.commit(chunk.to_vec())?;
        }
        let after = to.scan(space, b"")?;
        let now: HashMap<&[u8], &[u8]> = after
            .iter()
            .map(|(k, v)| (k.as_slice(), v.as_slice()))
            .collect();
        let wrong: Vec<&Vec<u8>> = source
            .iter()
            .filter(|(k, v)| now.get(k.as_slice()) != Some(&v.as_slice()))
            .map(|(k, _)| k)
            .collect();
        if let Some(first) = wrong.first() {
            return Err(CopyError::Mismatch {
                space: space.name(),
                missing: wrong.len(),
                first: String::from_utf8_lossy(first).into_owned(),
            });
        }
        out.push(Counted {
            space,
            source: source.len(),
            before: before.len(),
            after: after.len(),
            removed,
        });
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::MemStore;

    fn put(s: &MemStore, space: Space, k: &str, v: &str) {
        s.commit(vec![Write::Put(space, k.into(), v.into())])
            .unwrap();
    }

    #[test]
    fn every_space_is_copied_and_counted_and_a_second_run_changes_nothing() {
        let (a, b) = (MemStore::new(), MemStore::new());
        put(&a, Space::Tables, "1/2", "table");
        put(&a, Space::Games, "1/2/00000000", "game");
        put(&a, Space::Stats, "1/7", "stats");
        put(&a, Space::Settings, "server/1", "layer");
        put(&a, Space::Deadlines, "\0due", "");
        put(&b, Space::Tables, "9/9", "another shard's table");
        let counts = copy(&a, &b, false).unwrap();
        let tables = counts.iter().find(|c| c.space == Space::Tables).unwrap();
        assert_eq!((tables.source, tables.before, tables.after), (1, 1, 2));
        assert_eq!(counts.iter().map(|c| c.source).sum::<usize>(), 5);
        assert_eq!(b.get(Space::Deadlines, b"\0due").unwrap(), Some(Vec::new()));
        let again = copy(&a, &b, false).unwrap();
        assert!(again.iter().all(|c| c.before == c.after));
        // Mirroring removes what the source does not hold.
        let mirrored = copy(&a, &b, true).unwrap();
        let tables = mirrored.iter().find(|c| c.space == Space::Tables).unwrap();
        assert_eq!((tables.removed, tables.after), (1, 1));
        assert_eq!(b.get(Space::Tables, b"9/9").unwrap(), None);
    }
}
