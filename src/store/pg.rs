//! PostgreSQL behind the [`Store`] trait, so that any number of processes (each running a range of
//! Discord's shards) share one database, and a change of the shard count moves no data.
//!
//! - **Schema.** Every record is a row of `shogiban_kv (space, key, value, version)`; the files of
//!   `migrations/` are applied in order at start and recorded in `shogiban_schema_version`.
//! - **Transactions.** [`Store::begin`] checks a connection out of the pool, opens a transaction on
//!   it and takes the lock's row of `shogiban_locks` with `SELECT … FOR UPDATE` (the clock loop's
//!   try-lock adds `SKIP LOCKED`). The [`Tx`] it returns owns that connection: its reads and writes
//!   run in the transaction, [`Tx::finish`] commits it, and dropping it rolls back. One command on
//!   one table is one transaction holding the table's row, so two processes never both accept a
//!   move for the same turn.
//! - **Isolation** is the server's default (`READ COMMITTED` on PostgreSQL; the row lock is what
//!   orders commands). At `SERIALIZABLE` (CockroachDB's default, or `options=-c
//!   default_transaction_isolation=serializable` in the URL) a conflict fails with 40001, reported
//!   as [`StoreError::Contention`]: the caller runs the unit again ([`crate::store::retry`]).
//! - **Failover.** libpq's multi-host URLs (`postgres://u@a:5432,b:5432/db?target_session_attrs=
//!   read-write`) are understood by the driver: each new connection goes to whichever host is the
//!   primary now. A connection that broke, or that reached a server shutting down (57P01–57P03) or
//!   read-only (25006), is marked and dropped by the pool instead of being reused; the error is
//!   [`StoreError::Unavailable`], and a connection lost during `COMMIT` is
//!   [`StoreError::CommitUnknown`].
//! - **Only portable SQL**: plain tables, `BYTEA`, `BIGINT`, `TEXT`, `INSERT … ON CONFLICT`,
//!   `SELECT … FOR UPDATE [SKIP LOCKED]`, `ORDER BY`/`LIMIT`. No `LISTEN`/`NOTIFY`, advisory locks,
//!   triggers, stored procedures, sequences, `LIKE` on bytes or server-side cursors, so
//!   CockroachDB, YugabyteDB and Citus can stand behind the same code.
//! - **The `postgres` sync client** and an `r2d2` pool. Its calls block: call the store from a
//!   blocking thread (`spawn_blocking`), never from inside an async task.

use super::error::{sqlstate, Kind, StoreError};
use super::kv::{Direct, Entries, Space, Store, Tx, Write};
use super::pg_tls::{self, Target};
use postgres::{Client, NoTls, Statement};
use std::collections::BTreeMap;
use std::sync::{Mutex, MutexGuard};
use std::time::Duration;

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

/// How long a command waits for a connection of the pool (a new one when the pool is empty):
/// past it, the database counts as unavailable.
pub const CHECKOUT_WAIT: Duration = Duration::from_secs(3);

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

/// A connection of the pool, and whether it is known to be broken (then the pool drops it).
pub struct Conn {
    client: Client,
    st: Statements,
    broken: bool,
}

/// Opens the pool's connections (to whichever host of a multi-host URL is the primary now).
struct Manager {
    target: Target,
}

impl r2d2::ManageConnection for Manager {
    type Connection = Conn;
    type Error = StoreError;

    fn connect(&self) -> Result<Conn, StoreError> {
        let mut client = connect_plain(&self.target)?;
        let st = prepare(&mut client).map_err(|e| classify(e, false))?;
        Ok(Conn {
            client,
            st,
            broken: false,
        })
    }

    // No round trip per command: a connection that broke fails its next statement, is marked,
    // and the command runs again on a fresh one.
    fn is_valid(&self, conn: &mut Conn) -> Result<(), StoreError> {
        if self.has_broken(conn) {
            return Err(StoreError::Unavailable("the connection broke".to_owned()));
        }
        Ok(())
    }

    fn has_broken(&self, conn: &mut Conn) -> bool {
        conn.broken || conn.client.is_closed()
    }
}

/// The pool's failures to connect go to the log (the caller gets its own error).
#[derive(Debug)]
struct LogErrors;

impl r2d2::HandleError<StoreError> for LogErrors {
    fn handle_error(&self, error: StoreError) {
        tracing::warn!(error = %error, "cannot connect to PostgreSQL");
    }
}

type Pooled = r2d2::PooledConnection<Manager>;

/// PostgreSQL (or a compatible engine) as a [`Store`].
pub struct PgStore {
    /// Always `Some` until the store is dropped (see its `Drop`).
    pool: Option<r2d2::Pool<Manager>>,
    target: Target,
}

/// The sync client closes a connection by blocking on a runtime of its own, which panics (and,
/// while unwinding, aborts the process) on a thread that drives an async runtime — where the bot's
/// last handle to the store may well be dropped at shutdown. The pool is dropped on a thread of its
/// own instead.
impl Drop for PgStore {
    fn drop(&mut self) {
        if let Some(pool) = self.pool.take() {
            let closing = std::thread::spawn(move || drop(pool));
            if closing.join().is_err() {
                tracing::warn!("closing the PostgreSQL connections failed");
            }
        }
    }
}

/// What a failed `postgres` call means to a caller. `commit`: the call was `COMMIT`, so a lost
/// connection leaves its outcome unknown.
fn classify(e: postgres::Error, commit: bool) -> StoreError {
    if let Some(db) = e.as_db_error() {
        let code = db.code().code();
        let message = format!("{} ({code})", db.message());
        return match sqlstate::kind(code) {
            // A serialisation failure at COMMIT is a refusal: nothing was applied.
            Some(Kind::Contention) => StoreError::Contention {
                code: code.to_owned(),
                message: db.message().to_owned(),
            },
            Some(Kind::Unavailable) if commit => StoreError::CommitUnknown(message),
            Some(Kind::Unavailable) => StoreError::Unavailable(message),
            None => StoreError::Postgres(message),
        };
    }
    let mut text = e.to_string();
    if let Some(source) = std::error::Error::source(&e) {
        text = format!("{text}: {source}");
    }
    // The driver's own words for a connection that is gone or never came.
    let lost = e.is_closed()
        || [
            "error communicating",
            "connection closed",
            "unexpected message",
            "error connecting",
            "timeout",
            "error performing TLS",
        ]
        .iter()
        .any(|w| text.contains(w));
    if text.contains("invalid peer certificate") {
        text.push_str(
            " (the server's certificate is not trusted: name its CA with sslrootcert=FILE, \
             or check the host name in the URL)",
        );
        return StoreError::Postgres(text);
    }
    if text.contains("password") || text.contains("authentication") {
        return StoreError::Postgres(text);
    }
    if lost {
        return if commit {
            StoreError::CommitUnknown(text)
        } else {
            StoreError::Unavailable(text)
        };
    }
    if text.starts_with("error deserializing") || text.starts_with("error serializing") {
        return StoreError::Corrupt(text);
    }
    StoreError::Postgres(text)
}

/// Runs `f` on `conn`, marking the connection broken when the failure says it is.
fn run<T>(
    conn: &mut Conn,
    commit: bool,
    f: impl FnOnce(&mut Client, &Statements) -> Result<T, postgres::Error>,
) -> Result<T, StoreError> {
    let result = f(&mut conn.client, &conn.st).map_err(|e| classify(e, commit));
    if let Err(e) = &result {
        if e.breaks_connection() {
            conn.broken = true;
        }
    }
    result
}

/// Rolls back the connection's transaction; a connection that cannot is not reused.
fn rollback(conn: &mut Conn) {
    if run(conn, false, |c, _| c.batch_execute("ROLLBACK")).is_err() {
        conn.broken = true;
    }
}

impl PgStore {
    /// Connects to the database at `url` (`postgres://USER@HOST[:PORT][,HOST2[:PORT2]…]/DB`), with
    /// the password from [`PASSWORD_VARIABLE`] (or [`LIBPQ_PASSWORD_VARIABLE`]), and brings its
    /// schema up to date. A password written in the URL is refused: it would sit in files and
    /// process lists.
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
            config.connect_timeout(Duration::from_secs(5));
        }
        config.application_name("shogiban");
        let target = Target { config, tls };
        let pool = r2d2::Pool::builder()
            .max_size(u32::try_from(pool.max(1)).unwrap_or(u32::MAX))
            // Connections are opened when commands need them, not all at start.
            .min_idle(Some(0))
            .connection_timeout(CHECKOUT_WAIT)
            .test_on_check_out(true)
            .error_handler(Box::new(LogErrors))
            .build_unchecked(Manager {
                target: target.clone(),
            });
        let store = PgStore {
            pool: Some(pool),
            target,
        };
        store.migrate()?;
        Ok(store)
    }

    fn pool(&self) -> &r2d2::Pool<Manager> {
        self.pool
            .as_ref()
            .expect("the pool is taken only when the store is dropped")
    }

    /// A connection of the pool; none within [`CHECKOUT_WAIT`] means no primary answers.
    fn conn(&self) -> Result<Pooled, StoreError> {
        self.pool()
            .get()
            .map_err(|e| StoreError::Unavailable(format!("no connection to the database: {e}")))
    }

    /// Runs `f` on a connection of the pool, in autocommit.
    fn auto<T>(
        &self,
        f: impl FnOnce(&mut Client, &Statements) -> Result<T, postgres::Error>,
    ) -> Result<T, StoreError> {
        let mut conn = self.conn()?;
        run(&mut conn, false, f)
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
            let result =
                connect_plain(&self.target).and_then(|mut client| apply_migrations(&mut client));
            match result {
                Ok(version) if version > known => {
                    return Err(StoreError::Postgres(format!(
                        "the database has schema version {version}, newer than this program's \
                         ({known}): run a newer shogiban"
                    )))
                }
                Ok(_) => return Ok(()),
                Err(e) if attempt < 3 && !e.to_string().contains("password") => {
                    std::thread::sleep(Duration::from_millis(100 * attempt));
                }
                Err(e) => return Err(e),
            }
        }
    }

    /// The schema version recorded in the database.
    pub fn schema_version(&self) -> Result<i32, StoreError> {
        self.auto(|c, _| {
            let row = c.query_one(
                "SELECT COALESCE(MAX(version), 0) FROM shogiban_schema_version",
                &[],
            )?;
            Ok(row.get::<_, i32>(0))
        })
    }

    /// How many records the database holds in `space`.
    pub fn count(&self, space: Space) -> Result<u64, StoreError> {
        self.auto(|c, _| {
            let row = c.query_one(
                "SELECT COUNT(*) FROM shogiban_kv WHERE space = $1",
                &[&space.name()],
            )?;
            Ok(row.get::<_, i64>(0) as u64)
        })
    }

    /// The isolation level a transaction of this store runs at (`read committed`,
    /// `serializable`, …): the server's default unless the URL's `options` set it.
    pub fn isolation(&self) -> Result<String, StoreError> {
        self.auto(|c, _| {
            let row = c.query_one("SHOW transaction_isolation", &[])?;
            Ok(row.get::<_, String>(0))
        })
    }

    /// Connections open now (idle or in use), and idle ones.
    pub fn connections(&self) -> (u32, u32) {
        let state = self.pool().state();
        (state.connections, state.idle_connections)
    }
}

/// A connection, without its prepared statements (TLS when the URL asked for it).
fn connect_plain(target: &Target) -> Result<Client, StoreError> {
    let config = postgres::Config::from(target.config.clone());
    match &target.tls {
        Some(tls) => config.connect(tls.clone()),
        None => config.connect(NoTls),
    }
    .map_err(|e| classify(e, false))
}

fn prepare(c: &mut Client) -> Result<Statements, postgres::Error> {
    Ok(Statements {
        get: c.prepare("SELECT value FROM shogiban_kv WHERE space = $1 AND key = $2")?,
        put: c.prepare(
            "INSERT INTO shogiban_kv (space, key, value) VALUES ($1, $2, $3) \
             ON CONFLICT (space, key) DO UPDATE \
             SET value = excluded.value, version = shogiban_kv.version + 1",
        )?,
        delete: c.prepare("DELETE FROM shogiban_kv WHERE space = $1 AND key = $2")?,
        scan_from: c.prepare(
            "SELECT key, value FROM shogiban_kv WHERE space = $1 AND key >= $2 \
             ORDER BY key LIMIT $3",
        )?,
        scan_between: c.prepare(
            "SELECT key, value FROM shogiban_kv WHERE space = $1 AND key >= $2 AND key < $3 \
             ORDER BY key LIMIT $4",
        )?,
        lock: c.prepare("SELECT name FROM shogiban_locks WHERE name = $1 FOR UPDATE")?,
        try_lock: c
            .prepare("SELECT name FROM shogiban_locks WHERE name = $1 FOR UPDATE SKIP LOCKED")?,
        make_lock: c.prepare(
            "INSERT INTO shogiban_locks (name) VALUES ($1) ON CONFLICT (name) DO NOTHING \
             RETURNING name",
        )?,
    })
}

/// Applies the migrations newer than the database's; returns the version it ends at.
fn apply_migrations(c: &mut Client) -> Result<i32, StoreError> {
    let e = |e| classify(e, false);
    c.batch_execute(
        "CREATE TABLE IF NOT EXISTS shogiban_schema_version (\
             version INT PRIMARY KEY, \
             name TEXT NOT NULL)",
    )
    .map_err(e)?;
    let newest = "SELECT COALESCE(MAX(version), 0) FROM shogiban_schema_version";
    let current: i32 = c.query_one(newest, &[]).map_err(e)?.get(0);
    for (version, name, sql) in MIGRATIONS.iter().filter(|m| m.0 > current) {
        // Each file is idempotent, so a migration cut short between its SQL and its record
        // is simply applied again.
        c.batch_execute(sql).map_err(|err| {
            StoreError::Postgres(format!("migration {name} failed: {}", classify(err, false)))
        })?;
        c.execute(
            "INSERT INTO shogiban_schema_version (version, name) VALUES ($1, $2) \
             ON CONFLICT (version) DO NOTHING",
            &[version, name],
        )
        .map_err(e)?;
    }
    Ok(c.query_one(newest, &[]).map_err(e)?.get(0))
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

fn rows_to_entries(rows: Vec<postgres::Row>) -> Result<Entries, postgres::Error> {
    rows.into_iter()
        .map(|r| Ok((r.try_get::<_, Vec<u8>>(0)?, r.try_get::<_, Vec<u8>>(1)?)))
        .collect()
}

/// The reads and writes of a connection, in whatever transaction it is in.
fn get(conn: &mut Conn, space: Space, key: &[u8]) -> Result<Option<Vec<u8>>, StoreError> {
    run(conn, false, |c, st| {
        let row = c.query_opt(&st.get, &[&space.name(), &key])?;
        row.map(|r| r.try_get::<_, Vec<u8>>(0)).transpose()
    })
}

fn scan(conn: &mut Conn, space: Space, prefix: &[u8]) -> Result<Entries, StoreError> {
    match prefix_end(prefix) {
        Some(end) => scan_range(conn, space, prefix, &end, usize::MAX),
        None => run(conn, false, |c, st| {
            rows_to_entries(c.query(&st.scan_from, &[&space.name(), &prefix, &i64::MAX])?)
        }),
    }
}

fn scan_range(
    conn: &mut Conn,
    space: Space,
    from: &[u8],
    to: &[u8],
    limit: usize,
) -> Result<Entries, StoreError> {
    if from >= to || limit == 0 {
        return Ok(Vec::new());
    }
    let limit = i64::try_from(limit).unwrap_or(i64::MAX);
    run(conn, false, |c, st| {
        rows_to_entries(c.query(&st.scan_between, &[&space.name(), &from, &to, &limit])?)
    })
}

/// Every write of a batch; the last write of a key wins, as it would applied in order.
fn apply_writes(conn: &mut Conn, writes: Vec<Write>) -> Result<(), StoreError> {
    let mut last: BTreeMap<(Space, Vec<u8>), Option<Vec<u8>>> = BTreeMap::new();
    for w in writes {
        match w {
            Write::Put(s, k, v) => last.insert((s, k), Some(v)),
            Write::Delete(s, k) => last.insert((s, k), None),
        };
    }
    run(conn, false, |c, st| {
        for ((space, key), value) in &last {
            let name = space.name();
            match value {
                Some(v) => c.execute(&st.put, &[&name, key, v])?,
                None => c.execute(&st.delete, &[&name, key])?,
            };
        }
        Ok(())
    })
}

fn commit_sql(conn: &mut Conn) -> Result<(), StoreError> {
    run(conn, true, |c, _| c.batch_execute("COMMIT"))
}

/// Takes the lock row `name` in the connection's transaction (creating the row the first time).
fn take_lock(conn: &mut Conn, name: &[u8], wait: bool) -> Result<bool, StoreError> {
    run(conn, false, |c, st| {
        let select = if wait { &st.lock } else { &st.try_lock };
        if !c.query(select, &[&name])?.is_empty() {
            return Ok(true);
        }
        // No row, or (with SKIP LOCKED) another holds it. A row this transaction inserts is held
        // by it until the end; a conflicting one was there already.
        if !c.query(&st.make_lock, &[&name])?.is_empty() {
            return Ok(true);
        }
        if !wait {
            return Ok(false);
        }
        Ok(!c.query(&st.lock, &[&name])?.is_empty())
    })
}

impl Store for PgStore {
    fn get(&self, space: Space, key: &[u8]) -> Result<Option<Vec<u8>>, StoreError> {
        get(&mut *self.conn()?, space, key)
    }

    fn commit(&self, writes: Vec<Write>) -> Result<(), StoreError> {
        if writes.is_empty() {
            return Ok(());
        }
        let mut conn = self.conn()?;
        run(&mut conn, false, |c, _| c.batch_execute("BEGIN"))?;
        if let Err(e) = apply_writes(&mut conn, writes) {
            rollback(&mut conn);
            return Err(e);
        }
        commit_sql(&mut conn)
    }

    fn scan(&self, space: Space, prefix: &[u8]) -> Result<Entries, StoreError> {
        scan(&mut *self.conn()?, space, prefix)
    }

    fn scan_range(
        &self,
        space: Space,
        from: &[u8],
        to: &[u8],
        limit: usize,
    ) -> Result<Entries, StoreError> {
        scan_range(&mut *self.conn()?, space, from, to, limit)
    }

    fn begin(&self, name: &[u8], wait: bool) -> Result<Option<Box<dyn Tx + '_>>, StoreError> {
        let mut conn = self.conn()?;
        run(&mut conn, false, |c, _| c.batch_execute("BEGIN"))?;
        match take_lock(&mut conn, name, wait) {
            Ok(true) => Ok(Some(Box::new(PgTx {
                state: Mutex::new(TxState {
                    conn: Some(conn),
                    failed: None,
                }),
            }))),
            Ok(false) => {
                rollback(&mut conn);
                Ok(None)
            }
            Err(e) => {
                rollback(&mut conn);
                Err(e)
            }
        }
    }
}

/// A transaction on a connection of its own (see [`Store::begin`]).
pub struct PgTx {
    state: Mutex<TxState>,
}

struct TxState {
    /// `None` once finished.
    conn: Option<Pooled>,
    /// A statement of the transaction failed: PostgreSQL refuses everything after it but the
    /// rollback, and so does this transaction, with the same kind of error (a contention stays a
    /// contention, so that the unit is run again).
    failed: Option<Failed>,
}

#[derive(Clone)]
enum Failed {
    Contention(String, String),
    Unavailable(String),
    Other(String),
}

impl Failed {
    fn of(e: &StoreError) -> Failed {
        match e {
            StoreError::Contention { code, message } => {
                Failed::Contention(code.clone(), message.clone())
            }
            e if e.is_unavailable() || e.is_commit_unknown() => Failed::Unavailable(e.to_string()),
            e => Failed::Other(e.to_string()),
        }
    }

    fn error(&self) -> StoreError {
        match self.clone() {
            Failed::Contention(code, message) => StoreError::Contention { code, message },
            Failed::Unavailable(why) => StoreError::Unavailable(why),
            Failed::Other(why) => StoreError::Postgres(format!(
                "an earlier statement of this command failed ({why}); it is rolled back"
            )),
        }
    }
}

impl PgTx {
    fn state(&self) -> Result<MutexGuard<'_, TxState>, StoreError> {
        self.state.lock().map_err(|_| StoreError::Poisoned)
    }

    /// Runs `f` on the transaction's connection, unless an earlier statement failed.
    fn with<T>(&self, f: impl FnOnce(&mut Conn) -> Result<T, StoreError>) -> Result<T, StoreError> {
        let mut state = self.state()?;
        if let Some(failed) = &state.failed {
            return Err(failed.error());
        }
        let Some(conn) = state.conn.as_mut() else {
            return Err(StoreError::Transaction(
                "the transaction has ended".to_owned(),
            ));
        };
        let result = f(conn);
        if let Err(e) = &result {
            state.failed = Some(Failed::of(e));
        }
        result
    }
}

impl Store for PgTx {
    fn get(&self, space: Space, key: &[u8]) -> Result<Option<Vec<u8>>, StoreError> {
        self.with(|c| get(c, space, key))
    }

    /// Inside the transaction: durable when it finishes.
    fn commit(&self, writes: Vec<Write>) -> Result<(), StoreError> {
        if writes.is_empty() {
            return Ok(());
        }
        self.with(|c| apply_writes(c, writes))
    }

    fn scan(&self, space: Space, prefix: &[u8]) -> Result<Entries, StoreError> {
        self.with(|c| scan(c, space, prefix))
    }

    fn scan_range(
        &self,
        space: Space,
        from: &[u8],
        to: &[u8],
        limit: usize,
    ) -> Result<Entries, StoreError> {
        self.with(|c| scan_range(c, space, from, to, limit))
    }

    /// A lock taken inside the transaction joins it, and is released when it ends.
    fn begin(&self, name: &[u8], wait: bool) -> Result<Option<Box<dyn Tx + '_>>, StoreError> {
        if self.with(|c| take_lock(c, name, wait))? {
            Ok(Some(Box::new(Direct(self))))
        } else {
            Ok(None)
        }
    }
}

impl Tx for PgTx {
    fn finish(self: Box<Self>) -> Result<(), StoreError> {
        let mut state = self.state()?;
        let Some(mut conn) = state.conn.take() else {
            return Ok(());
        };
        if let Some(failed) = state.failed.take() {
            rollback(&mut conn);
            return Err(match failed {
                Failed::Other(why) => StoreError::Postgres(format!(
                    "a statement of this command failed ({why}), so nothing of it was saved"
                )),
                f => f.error(),
            });
        }
        commit_sql(&mut conn)
    }

    fn store(&self) -> &dyn Store {
        self
    }
}

impl Drop for PgTx {
    fn drop(&mut self) {
        let mut state = match self.state.lock() {
            Ok(s) => s,
            Err(p) => p.into_inner(),
        };
        if let Some(mut conn) = state.conn.take() {
            rollback(&mut conn);
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
