//! PostgreSQL behind the [`Store`] trait, so that any number of processes (each running a range of
//! Discord's shards) share one database, and a change of the shard count moves no data.
//!
//! - **Schema.** Every record is a row of `shogiban_kv (space, key, value, version)`; the files of
//!   `migrations/` are applied in order at start and recorded in `shogiban_schema_version`.
//! - **Locks.** [`Store::lock`] opens a transaction on a connection of its own and takes the lock's
//!   row of `shogiban_locks` with `SELECT … FOR UPDATE` (the clock loop's try-lock adds
//!   `SKIP LOCKED`). The thread's reads and commits then run in that transaction, and
//!   [`crate::store::Unit::finish`] commits it: one command on one table is one transaction
//!   holding the table's row, so two processes never both accept a move for the same turn.
//! - **Only portable SQL**: plain tables, `BYTEA`, `BIGINT`, `TEXT`, `INSERT … ON CONFLICT`,
//!   `SELECT … FOR UPDATE [SKIP LOCKED]`, `ORDER BY`/`LIMIT`. No `LISTEN`/`NOTIFY`, advisory locks,
//!   triggers, stored procedures, sequences, `LIKE` on bytes or server-side cursors, so
//!   CockroachDB, YugabyteDB and Citus can stand behind the same code.
//! - **Sync API over an async driver.** The service is synchronous and is called from blocking
//!   threads; `tokio-postgres` runs on a small runtime owned by the store, and each call waits for
//!   its answer on a channel (never `block_on`, so a call from inside another runtime cannot
//!   panic).

use super::kv::{Entries, Finish, Space, Store, StoreError, Unit, Write};
use super::pg_tls::{self, Target};
use std::cell::RefCell;
use std::collections::BTreeMap;
use std::future::Future;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Condvar, Mutex};
use tokio_postgres::{Client, NoTls, Statement};

/// The environment variable holding the database password (the URL must not carry it).
pub const PASSWORD_VARIABLE: &str = "SHOGIBAN_PG_PASSWORD";
/// libpq's own variable, read when [`PASSWORD_VARIABLE`] is not set.
pub const LIBPQ_PASSWORD_VARIABLE: &str = "PGPASSWORD";

/// The migrations of `migrations/`, in order: (version, file name, SQL).
pub const MIGRATIONS: &[(i32, &str, &str)] = &[(
    1,
    "0001_init.sql",
    include_str!("../../migrations/0001_init.sql"),
)];

/// Connections a store opens at most; more commands at once wait for one.
pub const DEFAULT_POOL: usize = 16;

/// Whether `url` names a PostgreSQL database (`postgres://…` or `postgresql://…`).
pub fn is_postgres_url(url: &str) -> bool {
    url.starts_with("postgres://") || url.starts_with("postgresql://")
}

/// `url` with any password in it replaced by `***`, for messages.
pub fn redact(url: &str) -> String {
    let Some((scheme, rest)) = url.split_once("://") else {
        return url.to_owned();
    };
    let Some((user_info, host)) = rest.split_once('@') else {
        return url.to_owned();
    };
    match user_info.split_once(':') {
        Some((user, _)) => format!("{scheme}://{user}:***@{host}"),
        None => url.to_owned(),
    }
}

/// The SQL each connection prepares once.
struct Statements {
    get: Statement,
    put: Statement,
    delete: Statement,
    scan_from: Statement,
    scan_between: Statement,
    lock: Statement,
    try_lock: Statement,
    make_lock: Statement,
}

struct Conn {
    client: Client,
    st: Statements,
}

/// The connections: idle ones, and how many are open in all.
struct Pool {
    target: Target,
    max: usize,
    state: Mutex<PoolState>,
    freed: Condvar,
}

#[derive(Default)]
struct PoolState {
    idle: Vec<Arc<Conn>>,
    open: usize,
}

/// PostgreSQL (or a compatible engine) as a [`Store`].
pub struct PgStore {
    runtime: Option<tokio::runtime::Runtime>,
    handle: tokio::runtime::Handle,
    pool: Arc<Pool>,
    /// Tells this store's units from another store's on the same thread.
    id: u64,
}

static NEXT_STORE: AtomicU64 = AtomicU64::new(1);

/// The unit of work open on this thread, per store: its connection, whether a statement in it
/// failed (it can then only roll back), and how deeply locks nest in it.
struct Open {
    store: u64,
    conn: Arc<Conn>,
    failed: bool,
}

thread_local! {
    static OPEN: RefCell<Vec<Open>> = const { RefCell::new(Vec::new()) };
}

fn pg_error(e: tokio_postgres::Error) -> StoreError {
    let mut text = e.to_string();
    if let Some(db) = e.as_db_error() {
        text = format!("{} ({})", db.message(), db.code().code());
    } else if let Some(source) = std::error::Error::source(&e) {
        text = format!("{text}: {source}");
    }
    if text.contains("invalid peer certificate") {
        text.push_str(
            " (the server's certificate is not trusted: name its CA with sslrootcert=FILE, \
             or check the host name in the URL)",
        );
    }
    StoreError::Postgres(text)
}

impl PgStore {
    /// Connects to the database at `url` (`postgres://USER@HOST[:PORT]/DB`), with the password
    /// from [`PASSWORD_VARIABLE`] (or [`LIBPQ_PASSWORD_VARIABLE`]), and brings its schema up to
    /// date. A password written in the URL is refused: it would sit in files and process lists.
    pub fn open(url: &str) -> Result<PgStore, StoreError> {
        PgStore::open_pooled(url, DEFAULT_POOL)
    }

    /// [`PgStore::open`] with at most `pool` connections.
    pub fn open_pooled(url: &str, pool: usize) -> Result<PgStore, StoreError> {
        let password = std::env::var(PASSWORD_VARIABLE)
            .or_else(|_| std::env::var(LIBPQ_PASSWORD_VARIABLE))
            .ok();
        PgStore::open_with(url, password.as_deref(), pool)
    }

    /// [`PgStore::open`] with the password given, and at most `pool` connections.
    pub fn open_with(
        url: &str,
        password: Option<&str>,
        pool: usize,
    ) -> Result<PgStore, StoreError> {
        let (driver_url, tls) = pg_tls::parse(url)?;
        let mut config: tokio_postgres::Config = driver_url.parse().map_err(|e| {
            StoreError::Postgres(format!("the URL `{}` is not usable: {e}", redact(url)))
        })?;
        if config.get_password().is_some() {
            return Err(StoreError::Postgres(format!(
                "the URL carries a password: remove it and set {PASSWORD_VARIABLE} instead"
            )));
        }
        if let Some(p) = password {
            config.password(p);
        }
        if config.get_connect_timeout().is_none() {
            config.connect_timeout(std::time::Duration::from_secs(10));
        }
        config.application_name("shogiban");
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(1)
            .thread_name("shogiban-postgres")
            .enable_all()
            .build()
            .map_err(|e| StoreError::Postgres(format!("cannot start its runtime: {e}")))?;
        let store = PgStore {
            handle: runtime.handle().clone(),
            runtime: Some(runtime),
            pool: Arc::new(Pool {
                target: Target { config, tls },
                max: pool.max(1),
                state: Mutex::new(PoolState::default()),
                freed: Condvar::new(),
            }),
            id: NEXT_STORE.fetch_add(1, Ordering::Relaxed),
        };
        store.migrate()?;
        Ok(store)
    }

    /// Runs `future` on the store's runtime and waits for its result.
    fn wait<T: Send + 'static>(
        &self,
        future: impl Future<Output = Result<T, StoreError>> + Send + 'static,
    ) -> Result<T, StoreError> {
        let (tx, rx) = std::sync::mpsc::sync_channel(1);
        self.handle.spawn(async move {
            let _ = tx.send(future.await);
        });
        rx.recv()
            .map_err(|_| StoreError::Postgres("its runtime stopped".to_owned()))?
    }

    /// A connection of the pool (opened if none is idle and the pool is not full).
    fn checkout(&self) -> Result<Arc<Conn>, StoreError> {
        let pool = &self.pool;
        let mut state = pool.state.lock().map_err(|_| StoreError::Poisoned)?;
        loop {
            if let Some(conn) = state.idle.pop() {
                if !conn.client.is_closed() {
                    return Ok(conn);
                }
                state.open -= 1;
                continue;
            }
            if state.open < pool.max {
                state.open += 1;
                drop(state);
                let target = pool.target.clone();
                let conn = self.wait(async move { connect(target).await });
                if conn.is_err() {
                    let mut state = pool.state.lock().map_err(|_| StoreError::Poisoned)?;
                    state.open -= 1;
                    pool.freed.notify_one();
                }
                return conn.map(Arc::new);
            }
            state = pool.freed.wait(state).map_err(|_| StoreError::Poisoned)?;
        }
    }

    /// Runs `f` on this thread's open unit, or on a connection of the pool (in autocommit).
    fn with_conn<T: Send + 'static, F>(
        &self,
        f: impl FnOnce(Arc<Conn>) -> F,
    ) -> Result<T, StoreError>
    where
        F: Future<Output = Result<T, tokio_postgres::Error>> + Send + 'static,
    {
        if let Some(conn) = self.open_conn()? {
            let fut = f(conn);
            let result = self.wait(async move { fut.await.map_err(pg_error) });
            if result.is_err() {
                self.mark_failed();
            }
            return result;
        }
        let conn = self.checkout()?;
        let fut = f(Arc::clone(&conn));
        let result = self.wait(async move { fut.await.map_err(pg_error) });
        checkin(&self.pool, conn);
        result
    }

    /// This thread's open unit's connection, if any. A unit in which a statement failed refuses
    /// everything else: PostgreSQL would, and its writes will be rolled back.
    fn open_conn(&self) -> Result<Option<Arc<Conn>>, StoreError> {
        OPEN.with(|open| {
            let open = open.borrow();
            match open.iter().rev().find(|o| o.store == self.id) {
                Some(o) if o.failed => Err(StoreError::Postgres(
                    "an earlier statement of this command failed; it is rolled back".to_owned(),
                )),
                Some(o) => Ok(Some(Arc::clone(&o.conn))),
                None => Ok(None),
            }
        })
    }

    fn mark_failed(&self) {
        OPEN.with(|open| {
            if let Some(o) = open
                .borrow_mut()
                .iter_mut()
                .rev()
                .find(|o| o.store == self.id)
            {
                o.failed = true;
            }
        });
    }

    /// Brings the schema up to date: creates `shogiban_schema_version`, then applies each
    /// migration newer than the newest recorded there. Refuses a database that a newer program
    /// already migrated further.
    fn migrate(&self) -> Result<(), StoreError> {
        let known = MIGRATIONS.last().map_or(0, |m| m.0);
        // Two processes starting at once may race on `CREATE … IF NOT EXISTS` (PostgreSQL can
        // then report a duplicate in its catalogue): the loser tries again.
        let mut attempt = 0;
        loop {
            attempt += 1;
            let target = self.pool.target.clone();
            let result = self.wait(async move {
                let conn = connect_plain(target).await?;
                let r = apply_migrations(&conn).await;
                drop(conn);
                r
            });
            match result {
                Ok(version) if version > known => {
                    return Err(StoreError::Postgres(format!(
                        "the database has schema version {version}, newer than this program's \
                         ({known}): run a newer shogiban"
                    )))
                }
                Ok(_) => return Ok(()),
                Err(e) if attempt < 3 && !e.to_string().contains("password") => {
                    std::thread::sleep(std::time::Duration::from_millis(100 * attempt));
                }
                Err(e) => return Err(e),
            }
        }
    }

    /// The schema version recorded in the database.
    pub fn schema_version(&self) -> Result<i32, StoreError> {
        self.with_conn(|c| async move {
            let row = c
                .client
                .query_one(
                    "SELECT COALESCE(MAX(version), 0) FROM shogiban_schema_version",
                    &[],
                )
                .await?;
            Ok(row.get::<_, i32>(0))
        })
    }

    /// How many records the database holds in `space`.
    pub fn count(&self, space: Space) -> Result<u64, StoreError> {
        self.with_conn(move |c| async move {
            let row = c
                .client
                .query_one(
                    "SELECT COUNT(*) FROM shogiban_kv WHERE space = $1",
                    &[&space.name()],
                )
                .await?;
            Ok(row.get::<_, i64>(0) as u64)
        })
    }
}

impl Drop for PgStore {
    fn drop(&mut self) {
        // Dropping a runtime inside another (the bot's) would panic: let it wind down alone.
        if let Some(rt) = self.runtime.take() {
            rt.shutdown_background();
        }
    }
}

fn checkin(pool: &Pool, conn: Arc<Conn>) {
    let Ok(mut state) = pool.state.lock() else {
        return;
    };
    if conn.client.is_closed() {
        state.open -= 1;
    } else {
        state.idle.push(conn);
    }
    pool.freed.notify_one();
}

/// A connection, without its prepared statements (TLS when the URL asked for it).
async fn connect_plain(target: Target) -> Result<Client, StoreError> {
    fn drive(connection: impl Future<Output = Result<(), tokio_postgres::Error>> + Send + 'static) {
        tokio::spawn(async move {
            if let Err(e) = connection.await {
                tracing::warn!(error = %e, "a PostgreSQL connection ended");
            }
        });
    }
    Ok(match target.tls {
        Some(tls) => {
            let (client, connection) = target.config.connect(tls).await.map_err(pg_error)?;
            drive(connection);
            client
        }
        None => {
            let (client, connection) = target.config.connect(NoTls).await.map_err(pg_error)?;
            drive(connection);
            client
        }
    })
}

async fn connect(target: Target) -> Result<Conn, StoreError> {
    let client = connect_plain(target).await?;
    let st = prepare(&client).await.map_err(pg_error)?;
    Ok(Conn { client, st })
}

async fn prepare(c: &Client) -> Result<Statements, tokio_postgres::Error> {
    Ok(Statements {
        get: c
            .prepare("SELECT value FROM shogiban_kv WHERE space = $1 AND key = $2")
            .await?,
        put: c
            .prepare(
                "INSERT INTO shogiban_kv (space, key, value) VALUES ($1, $2, $3) \
                 ON CONFLICT (space, key) DO UPDATE \
                 SET value = excluded.value, version = shogiban_kv.version + 1",
            )
            .await?,
        delete: c
            .prepare("DELETE FROM shogiban_kv WHERE space = $1 AND key = $2")
            .await?,
        scan_from: c
            .prepare(
                "SELECT key, value FROM shogiban_kv WHERE space = $1 AND key >= $2 \
                 ORDER BY key LIMIT $3",
            )
            .await?,
        scan_between: c
            .prepare(
                "SELECT key, value FROM shogiban_kv WHERE space = $1 AND key >= $2 AND key < $3 \
                 ORDER BY key LIMIT $4",
            )
            .await?,
        lock: c
            .prepare("SELECT name FROM shogiban_locks WHERE name = $1 FOR UPDATE")
            .await?,
        try_lock: c
            .prepare("SELECT name FROM shogiban_locks WHERE name = $1 FOR UPDATE SKIP LOCKED")
            .await?,
        make_lock: c
            .prepare(
                "INSERT INTO shogiban_locks (name) VALUES ($1) ON CONFLICT (name) DO NOTHING \
                 RETURNING name",
            )
            .await?,
    })
}

/// Applies the migrations newer than the database's; returns the version it ends at.
async fn apply_migrations(c: &Client) -> Result<i32, StoreError> {
    c.batch_execute(
        "CREATE TABLE IF NOT EXISTS shogiban_schema_version (\
             version INT PRIMARY KEY, \
             name TEXT NOT NULL)",
    )
    .await
    .map_err(pg_error)?;
    let current: i32 = c
        .query_one(
            "SELECT COALESCE(MAX(version), 0) FROM shogiban_schema_version",
            &[],
        )
        .await
        .map_err(pg_error)?
        .get(0);
    for (version, name, sql) in MIGRATIONS.iter().filter(|m| m.0 > current) {
        // Each file is idempotent, so a migration cut short between its SQL and its record
        // is simply applied again.
        c.batch_execute(sql).await.map_err(|e| {
            StoreError::Postgres(format!("migration {name} failed: {}", pg_error(e)))
        })?;
        c.execute(
            "INSERT INTO shogiban_schema_version (version, name) VALUES ($1, $2) \
             ON CONFLICT (version) DO NOTHING",
            &[version, name],
        )
        .await
        .map_err(pg_error)?;
    }
    Ok(c.query_one(
        "SELECT COALESCE(MAX(version), 0) FROM shogiban_schema_version",
        &[],
    )
    .await
    .map_err(pg_error)?
    .get(0))
}

/// The smallest key greater than every key starting with `prefix` (`None`: no such bound).
fn prefix_end(prefix: &[u8]) -> Option<Vec<u8>> {
    let mut end = prefix.to_vec();
    while let Some(last) = end.pop() {
        if last < u8::MAX {
            end.push(last + 1);
            return Some(end);
        }
    }
    None
}

fn rows_to_entries(rows: Vec<tokio_postgres::Row>) -> Entries {
    rows.into_iter()
        .map(|r| (r.get::<_, Vec<u8>>(0), r.get::<_, Vec<u8>>(1)))
        .collect()
}

/// Sends every write of a batch at once (pipelined on the connection); the last write of a key
/// wins, as it would applied in order.
async fn apply_writes(conn: &Conn, writes: Vec<Write>) -> Result<(), tokio_postgres::Error> {
    let mut last: BTreeMap<(Space, Vec<u8>), Option<Vec<u8>>> = BTreeMap::new();
    for w in writes {
        match w {
            Write::Put(s, k, v) => last.insert((s, k), Some(v)),
            Write::Delete(s, k) => last.insert((s, k), None),
        };
    }
    let sends = last.iter().map(|((space, key), value)| {
        let name = space.name();
        async move {
            match value {
                Some(v) => conn.client.execute(&conn.st.put, &[&name, key, v]).await,
                None => conn.client.execute(&conn.st.delete, &[&name, key]).await,
            }
        }
    });
    futures_util::future::try_join_all(sends).await?;
    Ok(())
}

impl Store for PgStore {
    fn get(&self, space: Space, key: &[u8]) -> Result<Option<Vec<u8>>, StoreError> {
        let key = key.to_vec();
        self.with_conn(move |c| async move {
            let row = c
                .client
                .query_opt(&c.st.get, &[&space.name(), &key])
                .await?;
            Ok(row.map(|r| r.get::<_, Vec<u8>>(0)))
        })
    }

    fn commit(&self, writes: Vec<Write>) -> Result<(), StoreError> {
        if writes.is_empty() {
            return Ok(());
        }
        if self.open_conn()?.is_some() {
            // Inside a unit: durable when the unit finishes.
            return self.with_conn(move |c| async move { apply_writes(&c, writes).await });
        }
        self.with_conn(move |c| async move {
            c.client.batch_execute("BEGIN").await?;
            match apply_writes(&c, writes).await {
                Ok(()) => c.client.batch_execute("COMMIT").await,
                Err(e) => {
                    let _ = c.client.batch_execute("ROLLBACK").await;
                    Err(e)
                }
            }
        })
    }

    fn scan(&self, space: Space, prefix: &[u8]) -> Result<Entries, StoreError> {
        match prefix_end(prefix) {
            Some(end) => self.scan_range(space, prefix, &end, usize::MAX),
            None => {
                let from = prefix.to_vec();
                self.with_conn(move |c| async move {
                    let rows = c
                        .client
                        .query(&c.st.scan_from, &[&space.name(), &from, &i64::MAX])
                        .await?;
                    Ok(rows_to_entries(rows))
                })
            }
        }
    }

    fn scan_range(
        &self,
        space: Space,
        from: &[u8],
        to: &[u8],
        limit: usize,
    ) -> Result<Entries, StoreError> {
        if from >= to || limit == 0 {
            return Ok(Vec::new());
        }
        let (from, to) = (from.to_vec(), to.to_vec());
        let limit = i64::try_from(limit).unwrap_or(i64::MAX);
        self.with_conn(move |c| async move {
            let rows = c
                .client
                .query(&c.st.scan_between, &[&space.name(), &from, &to, &limit])
                .await?;
            Ok(rows_to_entries(rows))
        })
    }

    fn lock(&self, name: &[u8], wait: bool) -> Result<Option<Unit>, StoreError> {
        let name = name.to_vec();
        if let Some(conn) = self.open_conn()? {
            // A lock inside a unit joins it, and is released when the unit finishes.
            let held = self.wait(async move { take_lock(&conn, name, wait).await });
            return match held {
                Ok(true) => Ok(Some(Unit::local())),
                Ok(false) => Ok(None),
                Err(e) => {
                    self.mark_failed();
                    Err(e)
                }
            };
        }
        let conn = self.checkout()?;
        let c = Arc::clone(&conn);
        let held = self.wait(async move {
            c.client.batch_execute("BEGIN").await.map_err(pg_error)?;
            let held = take_lock(&c, name, wait).await;
            if !matches!(held, Ok(true)) {
                let _ = c.client.batch_execute("ROLLBACK").await;
            }
            held
        });
        match held {
            Ok(true) => {
                OPEN.with(|open| {
                    open.borrow_mut().push(Open {
                        store: self.id,
                        conn,
                        failed: false,
                    })
                });
                Ok(Some(Unit::new(Box::new(PgUnit {
                    store: self.id,
                    handle: self.handle.clone(),
                    pool: Arc::clone(&self.pool),
                    done: false,
                }))))
            }
            other => {
                checkin(&self.pool, conn);
                other.map(|_| None)
            }
        }
    }
}

/// Takes the lock row `name` in the connection's transaction (creating the row the first time).
async fn take_lock(conn: &Conn, name: Vec<u8>, wait: bool) -> Result<bool, StoreError> {
    let select = if wait {
        &conn.st.lock
    } else {
        &conn.st.try_lock
    };
    if !conn
        .client
        .query(select, &[&name])
        .await
        .map_err(pg_error)?
        .is_empty()
    {
        return Ok(true);
    }
    // No row, or (with SKIP LOCKED) another holds it. A row this transaction inserts is held by
    // it until the end; a conflicting one was there already.
    let inserted = conn
        .client
        .query(&conn.st.make_lock, &[&name])
        .await
        .map_err(pg_error)?;
    if !inserted.is_empty() {
        return Ok(true);
    }
    if !wait {
        return Ok(false);
    }
    Ok(!conn
        .client
        .query(&conn.st.lock, &[&name])
        .await
        .map_err(pg_error)?
        .is_empty())
}

/// The outermost unit of this thread on a store: commits (or rolls back) its transaction.
struct PgUnit {
    store: u64,
    handle: tokio::runtime::Handle,
    pool: Arc<Pool>,
    done: bool,
}

impl PgUnit {
    fn end(&mut self, commit: bool) -> Result<(), StoreError> {
        self.done = true;
        let open = OPEN.with(|open| {
            let mut open = open.borrow_mut();
            let i = open.iter().rposition(|o| o.store == self.store)?;
            Some(open.remove(i))
        });
        let Some(open) = open else {
            return Ok(());
        };
        let failed = open.failed;
        let conn = open.conn;
        let c = Arc::clone(&conn);
        let sql = if commit && !failed {
            "COMMIT"
        } else {
            "ROLLBACK"
        };
        let (tx, rx) = std::sync::mpsc::sync_channel(1);
        self.handle.spawn(async move {
            let _ = tx.send(c.client.batch_execute(sql).await.map_err(pg_error));
        });
        let result = rx
            .recv()
            .map_err(|_| StoreError::Postgres("its runtime stopped".to_owned()))
            .and_then(|r| r);
        checkin(&self.pool, conn);
        result?;
        if commit && failed {
            return Err(StoreError::Postgres(
                "a statement of this command failed, so nothing of it was saved".to_owned(),
            ));
        }
        Ok(())
    }
}

impl Finish for PgUnit {
    fn finish(mut self: Box<Self>) -> Result<(), StoreError> {
        self.end(true)
    }
}

impl Drop for PgUnit {
    fn drop(&mut self) {
        if !self.done {
            let _ = self.end(false);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn prefix_end_is_the_next_key_after_every_key_with_the_prefix() {
        assert_eq!(prefix_end(b"ab"), Some(b"ac".to_vec()));
        assert_eq!(prefix_end(&[1, 0xFF]), Some(vec![2]));
        assert_eq!(prefix_end(&[0xFF, 0xFF]), None);
        assert_eq!(prefix_end(b""), None);
    }

    #[test]
    fn passwords_are_kept_out_of_messages() {
        assert_eq!(redact("postgres://u:pw@h/db"), "postgres://u:***@h/db");
        assert_eq!(redact("postgres://u@h/db"), "postgres://u@h/db");
    }

    #[test]
    fn every_migration_file_is_applied_in_order() {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("migrations");
        let mut files: Vec<String> = std::fs::read_dir(dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .filter(|n| n.ends_with(".sql"))
            .collect();
        files.sort();
        let listed: Vec<&str> = MIGRATIONS.iter().map(|m| m.1).collect();
        assert_eq!(files, listed);
        for (i, (version, name, _)) in MIGRATIONS.iter().enumerate() {
            assert_eq!(*version as usize, i + 1);
            assert!(name.starts_with(&format!("{version:04}_")));
        }
    }

    #[test]
    fn a_password_in_the_url_is_refused_and_a_bad_url_is_explained() {
        let e = PgStore::open_with("postgres://u:secret@127.0.0.1:1/db", None, 1)
            .err()
            .unwrap()
            .to_string();
        assert!(e.contains(PASSWORD_VARIABLE), "{e}");
        assert!(!e.contains("secret"), "{e}");
        let e = PgStore::open_with("postgres://u@127.0.0.1:1/db?bogus=1", None, 1)
            .err()
            .unwrap()
            .to_string();
        assert!(e.contains("not usable"), "{e}");
    }
}
