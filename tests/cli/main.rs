//! The `konane-bot` binary's tool subcommands: output shapes and exit codes,
//! one module for each group of tools.

#[path = "../reference/mod.rs"]
mod reference;
#[path = "../support/mod.rs"]
mod support;

mod games;
mod operator;
mod positions;
mod sessions;
mod solver;

use std::collections::HashMap;
use std::process::{Command, Output};

use konane_bot::engine::EXAMPLE_POSITION;

fn konane(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_konane-bot"))
        .args(args)
        .env_remove("DISCORD_TOKEN")
        .output()
        .expect("the binary runs")
}

fn stdout(out: &Output) -> String {
    String::from_utf8_lossy(&out.stdout).into_owned()
}

fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

/// A fresh directory, removed when the test ends.
fn temp_dir() -> tempfile::TempDir {
    tempfile::tempdir().expect("temp dir")
}

/// Every error, clap's usage errors too, is one line after the program's name.
fn assert_one_error_line(errors: &str, what: &str) {
    assert!(
        errors.starts_with("konane-bot: ") && errors.trim_end().lines().count() == 1,
        "{what}: not one line starting 'konane-bot: ':\n{errors}"
    );
}
