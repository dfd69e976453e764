//! Databases for tests: an SQLite file in a temporary directory, or a schema
//! of its own on the PostgreSQL server, so that tests run in parallel and
//! leave nothing behind. Without a server, PostgreSQL tests print a note and
//! pass: `cargo test` still passes on a bare machine. Under
//! `KONANE_TEST_POSTGRES_REQUIRED=1` (as `.ci/run` sets it) a missing server
//! fails every PostgreSQL test instead, with the reason.
//!
//! The server is `KONANE_TEST_POSTGRES`, by default the local one
//! (`postgres://postgres@127.0.0.1:5432/test`, as `.ci/run` starts it).

use std::sync::atomic::{AtomicU64, Ordering};

use konane_bot::store::Backend;
use sqlx::Connection;

use super::ci::{REQUIRED_VARIABLE, required};

pub const DEFAULT_TEST_POSTGRES: &str = "postgres://postgres@127.0.0.1:5432/test";

/// The PostgreSQL server tests use.
pub fn postgres_server() -> String {
    std::env::var("KONANE_TEST_POSTGRES")
        .ok()
        .filter(|url| !url.trim().is_empty())
        .unwrap_or_else(|| DEFAULT_TEST_POSTGRES.to_string())
}

/// A database for one test, removed when it is dropped.
pub struct TestDb {
    pub backend: Backend,
    /// What `Store::open` takes.
    pub url: String,
    _dir: Option<tempfile::TempDir>,
    /// The PostgreSQL schema to drop at the end.
    schema: Option<String>,
}

impl TestDb {
    /// A new, empty database; `None` (after a printed note) if it is
    /// PostgreSQL and no server answers.
    pub async fn new(backend: Backend) -> Option<TestDb> {
        match backend {
            Backend::Sqlite => Some(TestDb::sqlite()),
            Backend::Postgres => TestDb::postgres().await,
        }
    }

    pub fn sqlite() -> TestDb {
        let dir = tempfile::tempdir().expect("temp dir");
        let url = format!(
            "sqlite://{}?mode=rwc",
            dir.path().join("konane.db").display()
        );
        TestDb {
            backend: Backend::Sqlite,
            url,
            _dir: Some(dir),
            schema: None,
        }
    }

    pub async fn postgres() -> Option<TestDb> {
        static NEXT: AtomicU64 = AtomicU64::new(0);
        let server = postgres_server();
        let mut admin = match sqlx::PgConnection::connect(&server).await {
            Ok(conn) => conn,
            Err(e) if required() => panic!(
                "no PostgreSQL server at {server} ({e}), and {REQUIRED_VARIABLE}=1 says its tests must run"
            ),
            Err(e) => {
                note_skipped(&server, &e);
                return None;
            }
        };
        let nanos = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.subsec_nanos())
            .unwrap_or_default();
        let schema = format!(
            "konane_test_{}_{}_{nanos}",
            std::process::id(),
            NEXT.fetch_add(1, Ordering::Relaxed)
        );
        sqlx::query(&format!("CREATE SCHEMA {schema}"))
            .execute(&mut admin)
            .await
            .expect("create the test schema");
        let _ = admin.close().await;
        let separator = if server.contains('?') { '&' } else { '?' };
        let url = format!("{server}{separator}options=-c%20search_path%3D{schema}");
        Some(TestDb {
            backend: Backend::Postgres,
            url,
            _dir: None,
            schema: Some(schema),
        })
    }
}

/// Says once per test binary that the PostgreSQL runs are skipped, past the
/// test harness's capture (which hides what passing tests print).
fn note_skipped(server: &str, error: &sqlx::Error) {
    use std::io::Write as _;
    static SAID: std::sync::Once = std::sync::Once::new();
    SAID.call_once(|| {
        let _ = writeln!(
            std::io::stderr(),
            "note: no PostgreSQL server at {server} ({error}): its test runs pass without running; \
             start one, or set KONANE_TEST_POSTGRES"
        );
    });
}

impl Drop for TestDb {
    fn drop(&mut self) {
        let Some(schema) = self.schema.take() else {
            return;
        };
        // Drop runs inside the test's runtime, which can't be blocked on:
        // the schema goes on a thread of its own.
        let dropped = std::thread::spawn(move || {
            let runtime = tokio::runtime::Builder::new_current_thread()
                .enable_all()
                .build()
                .expect("runtime");
            runtime.block_on(async {
                let mut admin = sqlx::PgConnection::connect(&postgres_server()).await?;
                sqlx::query(&format!("DROP SCHEMA {schema} CASCADE"))
                    .execute(&mut admin)
                    .await?;
                admin.close().await
            })
        })
        .join();
        if let Ok(Err(e)) = dropped {
            eprintln!("note: a test schema was left behind: {e}");
        }
    }
}
