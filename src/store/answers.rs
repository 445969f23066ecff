//! Idempotency keys: each command carries one (the interaction id on Discord, a line number in
//! local mode), and the answer it produced is stored under it **in the same transaction as its
//! effect**. A command run again after its commit outcome was unknown finds its key: it was
//! applied, and the stored answer is given instead of applying it twice. Without the key it was
//! not, and it runs as new.
//!
//! A record is `[stored at: 8 bytes, big-endian seconds][answer bytes]`; what the answer bytes
//! hold is the caller's (the service encodes its replies). Old keys are pruned by age.

use super::kv::{Space, Store, StoreError, Write};

/// The key's record: kept short of the database's limits and free of the `/` that table ids use
/// for their own structure.
fn record_key(key: &str) -> Vec<u8> {
    key.as_bytes().to_vec()
}

/// The write that stores `answer` under `key` at `now` (seconds): add it to the same
/// [`Store::commit`] as the command's effect.
pub fn remember(key: &str, answer: &[u8], now: u64) -> Write {
    let mut value = now.to_be_bytes().to_vec();
    value.extend_from_slice(answer);
    Write::Put(Space::Answers, record_key(key), value)
}

/// The answer stored under `key`, if a command with that key was applied. Read it inside the
/// command's transaction, before applying anything.
pub fn recall(db: &dyn Store, key: &str) -> Result<Option<Vec<u8>>, StoreError> {
    match db.get(Space::Answers, &record_key(key))? {
        None => Ok(None),
        Some(v) if v.len() >= 8 => Ok(Some(v[8..].to_vec())),
        Some(v) => Err(StoreError::Corrupt(format!(
            "the stored answer of `{key}` has {} bytes, fewer than its 8-byte time",
            v.len()
        ))),
    }
}

/// Removes the answers stored before `before` (seconds); returns how many. A retry comes within
/// seconds of its command, so keys older than a day or so are only weight.
pub fn prune(db: &dyn Store, before: u64) -> Result<usize, StoreError> {
    let stale: Vec<Write> = db
        .scan(Space::Answers, b"")?
        .into_iter()
        .filter(|(_, v)| {
            <[u8; 8]>::try_from(v.get(..8).unwrap_or_default())
                .map_or(true, |t| u64::from_be_bytes(t) < before)
        })
        .map(|(k, _)| Write::Delete(Space::Answers, k))
        .collect();
    let n = stale.len();
    for chunk in stale.chunks(500) {
        db.commit(chunk.to_vec())?;
    }
    Ok(n)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::MemStore;

    #[test]
    fn an_answer_is_recalled_by_its_key_and_pruned_by_age() {
        let store = MemStore::new();
        assert_eq!(recall(&store, "interaction:1").unwrap(), None);
        store
            .commit(vec![
                remember("interaction:1", b"moved", 100),
                remember("interaction:2", b"", 200),
            ])
            .unwrap();
        assert_eq!(recall(&store, "interaction:1").unwrap().unwrap(), b"moved");
        assert_eq!(recall(&store, "interaction:2").unwrap().unwrap(), b"");
        assert_eq!(prune(&store, 150).unwrap(), 1);
        assert_eq!(recall(&store, "interaction:1").unwrap(), None);
        assert!(recall(&store, "interaction:2").unwrap().is_some());
    }

    #[test]
    fn a_truncated_answer_is_reported_as_corrupt() {
        let store = MemStore::new();
        store.put(Space::Answers, b"k", vec![1, 2, 3]).unwrap();
        let e = recall(&store, "k").unwrap_err();
        assert!(matches!(e, StoreError::Corrupt(_)), "{e}");
    }
}
