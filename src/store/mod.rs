//! Persistence: sled (embedded, the default) or PostgreSQL shared by many processes ([`pg`])
//! behind the small [`Store`] trait (with [`MemStore`], its in-memory twin, for
//! tests), its explicit transactions ([`Store::begin`] → [`Tx`]), typed failures
//! ([`StoreError`]: contention, unavailable, commit outcome unknown), the bounded jittered
//! [`retry`] of a whole unit, idempotency keys ([`answers`]), the group commit that makes every
//! write durable before it returns, the records kept (with their schema versions) and the
//! per-server statistics. What runs a command — lock, load,
//! apply, save — is [`crate::service`].

pub mod answers;
pub mod error;
pub mod index;
pub mod kv;
pub mod migrate;
pub mod pg;
pub mod pg_tls;
pub mod records;
pub mod retry;
pub mod stats;

pub use error::{StoreError, StoreFailure};
pub use kv::{Direct, MemStore, SledStore, Space, Store, Tx, Write};
pub use pg::PgStore;
pub use retry::Retry;

/// Where records are kept: a sled database in a data folder, or a PostgreSQL database.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Location {
    /// The data folder (the bot's `data_dir`, or `local --data`); the database is `DIR/db`.
    Sled(std::path::PathBuf),
    /// `postgres://USER@HOST[:PORT]/DATABASE`; the password comes from the environment.
    Postgres(String),
}

impl Location {
    /// `sled:DIR` or `postgres://…` (`postgresql://…`).
    pub fn parse(text: &str) -> Result<Location, String> {
        if let Some(dir) = text.strip_prefix("sled:") {
            if dir.is_empty() {
                return Err("sled: needs the data folder, e.g. sled:./shogiban-data".to_owned());
            }
            return Ok(Location::Sled(dir.into()));
        }
        if pg::is_postgres_url(text) {
            return Ok(Location::Postgres(text.to_owned()));
        }
        Err(format!(
            "`{text}` is neither sled:DIR (a data folder) nor postgres://USER@HOST/DATABASE"
        ))
    }

    /// The records of the data folder `data`, or of the PostgreSQL database `url` when given.
    pub fn of(data: &std::path::Path, url: Option<&str>) -> Location {
        match url {
            Some(url) => Location::Postgres(url.to_owned()),
            None => Location::Sled(data.to_owned()),
        }
    }

    /// Opens the store (a sled folder is created when missing; PostgreSQL's schema is migrated).
    pub fn open(&self) -> Result<std::sync::Arc<dyn Store>, StoreError> {
        self.open_pooled(pg::DEFAULT_POOL)
    }

    /// Opens a sled store only if it exists, so that an operator command given the wrong folder
    /// says so instead of creating an empty database there.
    pub fn open_existing(&self) -> Result<std::sync::Arc<dyn Store>, String> {
        if let Location::Sled(dir) = self {
            let db = dir.join("db");
            if !db.exists() {
                return Err(format!(
                    "no database in {} (expected {})",
                    dir.display(),
                    db.display()
                ));
            }
        }
        self.open().map_err(|e| match self {
            Location::Sled(dir) => format!(
                "cannot open {}: {e} (is the bot still running on it?)",
                dir.join("db").display()
            ),
            Location::Postgres(_) => e.to_string(),
        })
    }

    /// [`Location::open`] with at most `pool` PostgreSQL connections from this process.
    pub fn open_pooled(&self, pool: usize) -> Result<std::sync::Arc<dyn Store>, StoreError> {
        Ok(match self {
            Location::Sled(dir) => {
                std::fs::create_dir_all(dir).map_err(|e| {
                    StoreError::Failed(format!("cannot create {}: {e}", dir.display()))
                })?;
                std::sync::Arc::new(SledStore::open(&dir.join("db"))?)
            }
            Location::Postgres(url) => std::sync::Arc::new(PgStore::open_pooled(url, pool)?),
        })
    }
}

impl std::fmt::Display for Location {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Location::Sled(dir) => write!(f, "sled:{}", dir.display()),
            Location::Postgres(url) => f.write_str(&pg::redact(url)),
        }
    }
}
