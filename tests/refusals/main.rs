//! What a newcomer meets in their second hour, refused the way every error
//! is: at once, before any work, on one line starting `konane-bot:`, with
//! exit status 2 for bad input. Each test here failed on the binary before
//! its fix.

#[path = "../support/mod.rs"]
mod support;

mod arguments;
mod databases;
mod environment;

use std::process::{Command, Output};

pub fn konane(args: &[&str]) -> Output {
    konane_in(&std::env::temp_dir(), args)
}

pub fn konane_in(dir: &std::path::Path, args: &[&str]) -> Output {
    run(Command::new(env!("CARGO_BIN_EXE_konane-bot")), dir, args)
}

/// `command` (the binary, or a wrapper that runs it) with `args`, in `dir`,
/// with no database from the environment and nothing on standard input.
pub fn run(mut command: Command, dir: &std::path::Path, args: &[&str]) -> Output {
    command
        .args(args)
        .current_dir(dir)
        .env_remove("DATABASE_URL")
        .stdin(std::process::Stdio::null())
        .output()
        .expect("the binary runs")
}

pub fn stdout(out: &Output) -> String {
    String::from_utf8_lossy(&out.stdout).into_owned()
}

pub fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

/// Refused as bad input: exit status 2, nothing on standard output (no
/// work done), one line on standard error saying `says`.
#[track_caller]
pub fn refused(out: &Output, says: &str) {
    let errors = stderr(out);
    assert_eq!(out.status.code(), Some(2), "{errors}");
    assert!(stdout(out).is_empty(), "work was done: {}", stdout(out));
    assert!(
        errors.starts_with("konane-bot: ") && errors.trim_end().lines().count() == 1,
        "not one line: {errors}"
    );
    assert!(errors.contains(says), "no {says:?} in: {errors}");
}
