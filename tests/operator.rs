//! The operator's tools read the bot's database and never create one: a
//! missing file, an empty PostgreSQL schema or a URL naming no database is
//! refused with its name and exit status 2, and nothing is made.

mod support;

use std::process::{Command, Output};

fn konane(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_konane-bot"))
        .args(args)
        .env_remove("DISCORD_TOKEN")
        .env_remove("DATABASE_URL")
        .output()
        .expect("the binary runs")
}

fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

#[test]
fn backup_and_privacy_refuse_a_missing_sqlite_file_and_create_none() {
    let dir = tempfile::tempdir().expect("a directory");
    let missing = dir.path().join("konane.db");
    let url = format!("sqlite://{}?mode=rwc", missing.display());
    let copy = dir.path().join("copy.db");
    let runs: [&[&str]; 3] = [
        &["backup", copy.to_str().expect("utf-8"), "--database", &url],
        &["privacy", "show", "42", "--database", &url],
        &["privacy", "delete", "42", "--database", &url],
    ];
    for args in runs {
        let out = konane(args);
        let said = stderr(&out);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {said}");
        assert!(
            said.contains(missing.to_str().expect("utf-8")) && said.contains("no such file"),
            "{args:?}: {said}"
        );
        assert!(!missing.exists(), "{args:?} created the database");
        assert!(!copy.exists(), "{args:?} wrote a copy");
    }
}

#[test]
fn an_sqlite_file_without_the_bots_tables_is_refused_and_left_alone() {
    let dir = tempfile::tempdir().expect("a directory");
    let other = dir.path().join("other.db");
    std::fs::write(&other, b"").expect("an empty file");
    let url = format!("sqlite://{}", other.display());
    let out = konane(&["privacy", "show", "42", "--database", &url]);
    assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
    assert!(
        stderr(&out).contains("no konane-bot tables"),
        "{}",
        stderr(&out)
    );
    assert_eq!(std::fs::metadata(&other).expect("still there").len(), 0);
}

#[test]
fn a_postgres_url_that_names_no_database_is_refused() {
    let dir = tempfile::tempdir().expect("a directory");
    for args in [
        &[
            "backup",
            "copy.dump",
            "--database",
            "postgres://postgres@127.0.0.1:5432/",
        ][..],
        &[
            "privacy",
            "show",
            "42",
            "--database",
            "postgres://kai:secret@127.0.0.1:5432",
        ],
    ] {
        let out = Command::new(env!("CARGO_BIN_EXE_konane-bot"))
            .args(args)
            .current_dir(dir.path())
            .env_remove("DATABASE_URL")
            .output()
            .expect("runs");
        let said = stderr(&out);
        assert_eq!(out.status.code(), Some(2), "{said}");
        assert!(said.contains("names no database"), "{said}");
        assert!(!said.contains("secret"), "{said}");
    }
    // `play` too: it would otherwise play on the server's default database.
    let out = Command::new(env!("CARGO_BIN_EXE_konane-bot"))
        .args(["play", "--database", "postgres://postgres@127.0.0.1:5432/"])
        .current_dir(dir.path())
        .stdin(std::process::Stdio::null())
        .output()
        .expect("runs");
    assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
}

#[tokio::test]
async fn backup_on_an_empty_postgres_schema_creates_no_table() {
    let Some(db) = support::databases::TestDb::postgres().await else {
        return;
    };
    let url = db.url.clone();
    let out = tokio::task::spawn_blocking(move || {
        konane(&["backup", "/nonexistent/backup.dump", "--database", &url])
    })
    .await
    .expect("ran");
    let said = stderr(&out);
    assert_eq!(out.status.code(), Some(2), "{said}");
    assert!(said.contains("no konane-bot tables"), "{said}");
    let tables: i64 = {
        use sqlx::Connection as _;
        let mut conn = sqlx::PgConnection::connect(&db.url)
            .await
            .expect("connects");
        sqlx::query_scalar(
            "SELECT count(*) FROM information_schema.tables WHERE table_schema = current_schema()",
        )
        .fetch_one(&mut conn)
        .await
        .expect("counts")
    };
    assert_eq!(tables, 0, "backup created tables");
}
