//! Running `konane-bot play` with a script on standard input.

use std::io::Write as _;
use std::path::Path;
use std::process::{Command, Output, Stdio};

/// One terminal session on `database`, writing boards to `png`, fed `script`.
pub fn play(database: &str, png: &Path, script: &str) -> Output {
    play_in("en-US", database, png, script)
}

/// `play`, speaking `lang` whatever the machine's `LANG`.
pub fn play_in(lang: &str, database: &str, png: &Path, script: &str) -> Output {
    play_bytes(lang, database, png, script.as_bytes())
}

/// `play_in` with a script of any bytes, text or not.
pub fn play_bytes(lang: &str, database: &str, png: &Path, script: &[u8]) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_konane-bot"))
        .args(["play", "--lang", lang, "--database", database, "--png"])
        .arg(png)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("play starts");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(script)
        .expect("script written");
    child.wait_with_output().expect("play ends")
}
