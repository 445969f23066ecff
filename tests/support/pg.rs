//! A fresh PostgreSQL database for one test or benchmark, made in the server that
//! `SHOGIBAN_TEST_POSTGRES` names (`scripts/postgres-test-server` starts one and prints the
//! variables; `.ci/run` always does). Without the variable the caller is told to skip.

#![allow(dead_code)]

/// The variable naming the test server's database (`postgres://USER@HOST:PORT/DB`).
pub const VARIABLE: &str = "SHOGIBAN_TEST_POSTGRES";

/// A database of its own, dropped (with its connections) when this is dropped.
pub struct TestDb {
    pub url: String,
    pub admin: String,
    name: String,
}

/// A new empty database named after `name` (letters, digits, `_`), or `None` after printing that
/// the test is skipped, when `SHOGIBAN_TEST_POSTGRES` is not set (a failure instead when `CI` is set). A server that is named but
/// cannot be reached fails the test.
pub fn fresh(name: &str) -> Option<TestDb> {
    let Ok(admin) = std::env::var(VARIABLE) else {
        // CI always starts the server: there a missing variable is a broken setup, not a skip.
        if std::env::var_os("CI").is_some() {
            panic!("{name} needs PostgreSQL and CI is set, but {VARIABLE} is not");
        }
        eprintln!(
            "skipped: {name} needs PostgreSQL; set {VARIABLE} (scripts/postgres-test-server starts one)"
        );
        return None;
    };
    let db = format!("shogiban_t_{name}_{}", std::process::id());
    sql(
        &admin,
        &[
            format!("DROP DATABASE IF EXISTS {db} WITH (FORCE)"),
            format!("CREATE DATABASE {db}"),
        ],
    );
    let (base, _) = admin
        .rsplit_once('/')
        .unwrap_or_else(|| panic!("{VARIABLE} must end with /DATABASE: {admin}"));
    Some(TestDb {
        url: format!("{base}/{db}"),
        admin,
        name: db,
    })
}

impl Drop for TestDb {
    fn drop(&mut self) {
        if !std::thread::panicking() {
            sql(
                &self.admin,
                &[format!(
                    "DROP DATABASE IF EXISTS {} WITH (FORCE)",
                    self.name
                )],
            );
        }
    }
}

/// A connection to the database at `url` (the password from SHOGIBAN_PG_PASSWORD/PGPASSWORD) and
/// the runtime that drives it: use the client inside `runtime.block_on`.
fn connect(url: &str) -> (tokio::runtime::Runtime, tokio_postgres::Client) {
    let mut config: tokio_postgres::Config = url.parse().expect("a PostgreSQL URL");
    if let Ok(p) = std::env::var("SHOGIBAN_PG_PASSWORD").or_else(|_| std::env::var("PGPASSWORD")) {
        config.password(p);
    }
    let rt = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    let client = rt.block_on(async {
        let (client, connection) = config
            .connect(tokio_postgres::NoTls)
            .await
            .unwrap_or_else(|e| panic!("cannot reach {url}: {e}"));
        tokio::spawn(connection);
        client
    });
    (rt, client)
}

/// Runs statements on the database at `url`.
pub fn sql(url: &str, statements: &[String]) {
    let (rt, client) = connect(url);
    rt.block_on(async {
        for s in statements {
            client
                .batch_execute(s)
                .await
                .unwrap_or_else(|e| panic!("{s}: {e:?}"));
        }
    });
}

/// The first column of the first row of `query` on the database at `url`, as a number.
pub fn number(url: &str, query: &str) -> i64 {
    let (rt, client) = connect(url);
    rt.block_on(async {
        let row = client
            .query_one(query, &[])
            .await
            .unwrap_or_else(|e| panic!("{query}: {e:?}"));
        row.get::<_, i64>(0)
    })
}
