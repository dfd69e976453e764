//! Database URLs a newcomer gets slightly wrong: each said once, with the
//! fix, instead of a driver's message three times or a wait of minutes.

use std::process::Command;

use super::support::databases::{TestDb, postgres_server};
use super::{konane_in, stderr, stdout};

/// A piped `play` session that shows the board once.
fn play(dir: &std::path::Path, database: &str) -> std::process::Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_konane-bot"))
        .args(["play", "--as", "kai", "--database", database])
        .current_dir(dir)
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("the binary runs");
    {
        use std::io::Write as _;
        let mut stdin = child.stdin.take().expect("stdin");
        let _ = stdin.write_all(b"help\n");
    }
    child.wait_with_output().expect("it ends")
}

#[test]
fn an_sqlite_url_without_a_mode_opens_or_creates_the_file() {
    let dir = tempfile::tempdir().expect("a directory");
    let out = play(dir.path(), "sqlite://konane.db");
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(dir.path().join("konane.db").is_file());
    // And again, on the file it made.
    let again = play(dir.path(), "sqlite://konane.db");
    assert!(again.status.success(), "{}", stderr(&again));
}

#[test]
fn a_closed_postgres_port_is_named_at_once() {
    // Port 9 (discard) on loopback: nothing listens there.
    let out = konane_in(
        &std::env::temp_dir(),
        &[
            "privacy",
            "show",
            "1",
            "--database",
            "postgres://postgres@127.0.0.1:9/test",
        ],
    );
    let errors = stderr(&out);
    assert_eq!(out.status.code(), Some(1), "{errors}");
    assert!(errors.contains("127.0.0.1:9"), "{errors}");
    assert!(errors.to_lowercase().contains("refused"), "{errors}");
    assert!(!errors.contains("timed out"), "{errors}");
    assert_eq!(errors.trim_end().lines().count(), 1, "{errors}");
}

#[tokio::test]
async fn a_postgres_database_the_server_lacks_is_named_once_with_status_2() {
    // Only the server is needed; the database named is one it lacks.
    if TestDb::postgres().await.is_none() {
        return;
    }
    let server = postgres_server();
    let base = server
        .rsplit_once('/')
        .map_or(server.as_str(), |(base, _)| base);
    let url = format!("{base}/no_such_konane_database");
    let out = tokio::task::spawn_blocking(move || {
        konane_in(&std::env::temp_dir(), &["play", "--database", &url])
    })
    .await
    .expect("ran");
    let errors = stderr(&out);
    assert_eq!(out.status.code(), Some(2), "{errors}");
    assert_eq!(
        errors
            .matches("no_such_konane_database\" does not exist")
            .count(),
        1,
        "{errors}"
    );
    assert!(errors.contains("createdb"), "{errors}");
}

/// A valid database in a folder the user can't write: said to be
/// read-only by the tools that read and by `play`, at once.
#[test]
fn a_read_only_database_is_said_to_be_read_only() {
    let dir = tempfile::tempdir().expect("a directory");
    let folder = dir.path().join("ro");
    std::fs::create_dir(&folder).expect("a folder");
    let made = play(&folder, "sqlite://konane.db");
    assert!(made.status.success(), "{}", stderr(&made));
    use std::os::unix::fs::PermissionsExt as _;
    let set = |path: &std::path::Path, mode| {
        std::fs::set_permissions(path, std::fs::Permissions::from_mode(mode)).expect("chmod")
    };
    set(dir.path(), 0o755);
    set(&folder.join("konane.db"), 0o444);
    set(&folder, 0o555);
    let url = format!("sqlite://{}", folder.join("konane.db").display());
    for args in [
        vec!["privacy", "show", "1", "--database", &url],
        vec!["play", "--database", &url],
    ] {
        let out = as_another_user(&folder, &args);
        let errors = stderr(&out);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {errors}");
        assert!(errors.contains("read-only"), "{args:?}: {errors}");
        assert!(!errors.contains("no konane-bot tables"), "{errors}");
        assert!(stdout(&out).is_empty(), "{}", stdout(&out));
    }
    set(&folder, 0o755);
}

/// The binary run as `nobody` where the tests run as root, whom no
/// permission stops; as the user itself otherwise.
fn as_another_user(dir: &std::path::Path, args: &[&str]) -> std::process::Output {
    let binary = env!("CARGO_BIN_EXE_konane-bot");
    let root = Command::new("id")
        .arg("-u")
        .output()
        .is_ok_and(|out| stdout(&out).trim() == "0");
    let command = if root {
        let mut c = Command::new("setpriv");
        c.args(["--reuid=65534", "--regid=65534", "--clear-groups", binary]);
        c
    } else {
        Command::new(binary)
    };
    super::run(command, dir, args)
}
