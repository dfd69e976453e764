//! The bot's variables: one that can't be used refuses to start (exit
//! status 2, naming it); one that is ignored says so once in the log.

use std::io::{BufRead as _, BufReader};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use super::refused;

fn bot(args: &[&str], vars: &[(&str, &str)]) -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_konane-bot"));
    command
        .args(args)
        .current_dir(std::env::temp_dir())
        .env_remove("DISCORD_CLIENT_SECRET")
        .env_remove("KONANE_ACTIVITY_ADDR")
        .env_remove("RUST_LOG")
        .env("DATABASE_URL", "sqlite::memory:")
        .envs(vars.iter().copied())
        .stdin(Stdio::null());
    command
}

#[test]
fn a_proxy_url_that_is_no_url_is_refused_at_start() {
    let out = bot(
        &[],
        &[("DISCORD_TOKEN", "x"), ("DISCORD_PROXY_URL", "notaurl")],
    )
    .output()
    .expect("runs");
    refused(&out, "DISCORD_PROXY_URL must be an http:// or https:// URL");
}

#[test]
fn trusted_proxies_that_are_no_addresses_are_refused_at_start() {
    let out = bot(
        &["activity"],
        &[
            ("DISCORD_TOKEN", "x"),
            ("DISCORD_CLIENT_SECRET", "s"),
            ("KONANE_ACTIVITY_TRUSTED_PROXIES", "127.0.0.1, my-proxy"),
        ],
    )
    .output()
    .expect("runs");
    refused(
        &out,
        "KONANE_ACTIVITY_TRUSTED_PROXIES must be the addresses",
    );
}

#[test]
fn the_activity_alone_without_its_secret_is_refused_at_start() {
    let out = bot(&["activity"], &[("DISCORD_TOKEN", "x")])
        .output()
        .expect("runs");
    refused(&out, "DISCORD_CLIENT_SECRET is not set");
}

/// `KONANE_ACTIVITY_ADDR` without the secret, and a `RUST_LOG` that is no
/// filter, are each said in the log at start (then the bot goes on).
#[test]
fn ignored_variables_are_said_once_in_the_log() {
    let silent = std::net::TcpListener::bind("127.0.0.1:0").expect("bind");
    let proxy = format!("http://{}", silent.local_addr().expect("address"));
    let mut child = bot(
        &[],
        &[
            ("DISCORD_TOKEN", "x"),
            ("DISCORD_PROXY_URL", &proxy),
            ("KONANE_ACTIVITY_ADDR", "127.0.0.1:0"),
            ("RUST_LOG", "((("),
        ],
    )
    .stdout(Stdio::piped())
    .spawn()
    .expect("starts");
    let log = BufReader::new(child.stdout.take().expect("its log"));
    let (lines, said) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        for line in log.lines().map_while(Result::ok) {
            if lines.send(line).is_err() {
                break;
            }
        }
    });
    let mut wanted = vec![
        "KONANE_ACTIVITY_ADDR is set but DISCORD_CLIENT_SECRET is not",
        "RUST_LOG '(((' is no log filter",
    ];
    let deadline = Instant::now() + Duration::from_secs(60);
    while !wanted.is_empty() {
        let left = deadline.saturating_duration_since(Instant::now());
        let Ok(line) = said.recv_timeout(left) else {
            break;
        };
        wanted.retain(|w| !line.contains(w));
    }
    let _ = child.kill();
    let _ = child.wait();
    assert!(wanted.is_empty(), "never logged: {wanted:?}");
}
