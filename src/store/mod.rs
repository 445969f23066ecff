//! Persistence: sled behind the small [`Store`] trait (with [`MemStore`], its in-memory twin, for
//! tests), the group commit that makes every write durable before it returns, the records kept
//! (with their schema versions) and the per-server statistics. What runs a command — lock, load,
//! apply, save — is [`crate::service`].

pub mod index;
pub mod kv;
pub mod records;
pub mod stats;

pub use kv::{MemStore, SledStore, Space, Store, StoreError, Write};

/// The server part of a table id `guild/channel` (the whole id when it has no `/`).
pub fn guild_of(id: &str) -> &str {
    id.split_once('/').map_or(id, |(g, _)| g)
}
