//! Start-up tells the operator what is wrong: the binary, with a Discord
//! (a REST proxy) or a database that accepts connections and never answers,
//! serves `/healthz` and the Activity at once, says on `/healthz` which of
//! them it waits for, and names the silent one in its log within ten
//! seconds, not after a pool's or a client's own timeout.

mod support;

use std::net::SocketAddr;
use std::process::Stdio;
use std::time::Duration;

use tokio::io::{AsyncBufReadExt as _, BufReader};
use tokio::net::TcpListener;
use tokio::process::{Child, ChildStdout, Command};

/// A server that takes every connection and never says a word.
async fn silent_server() -> SocketAddr {
    let listener = TcpListener::bind("127.0.0.1:0").await.expect("bind");
    let addr = listener.local_addr().expect("address");
    tokio::spawn(async move {
        let mut held = Vec::new();
        while let Ok((stream, _)) = listener.accept().await {
            held.push(stream);
        }
    });
    addr
}

fn free_port() -> SocketAddr {
    std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .expect("a free port")
}

/// The binary (`args` its subcommand, if any) with the Activity and the
/// health server on free ports, its log read from standard output.
fn start(args: &[&str], database: &str, discord: SocketAddr, dir: &std::path::Path) -> Started {
    let (metrics, activity) = (free_port(), free_port());
    let mut child = Command::new(env!("CARGO_BIN_EXE_konane-bot"))
        .args(args)
        .current_dir(dir)
        .env("DISCORD_TOKEN", "a-token")
        .env("DISCORD_PROXY_URL", format!("http://{discord}"))
        .env("DISCORD_CLIENT_SECRET", "a-secret")
        .env("KONANE_ACTIVITY_ADDR", activity.to_string())
        .env("KONANE_METRICS_ADDR", metrics.to_string())
        .env("DATABASE_URL", database)
        .env("KONANE_AI_TABLE_MB", "8")
        .env("RUST_LOG", "warn")
        .stdout(Stdio::piped())
        .kill_on_drop(true)
        .spawn()
        .expect("the binary starts");
    let log = BufReader::new(child.stdout.take().expect("its log"));
    Started {
        _child: child,
        log,
        metrics,
        activity,
    }
}

struct Started {
    _child: Child,
    log: BufReader<ChildStdout>,
    metrics: SocketAddr,
    activity: SocketAddr,
}

impl Started {
    /// Waits (a few seconds at most) until `url` answers; its status and body.
    async fn answers(&self, url: String) -> (u16, String) {
        support::poll::eventually(&format!("{url} never answered"), || async {
            let answer = reqwest::get(&url).await.ok()?;
            let status = answer.status().as_u16();
            Some((status, answer.text().await.ok()?))
        })
        .await
    }

    async fn health(&self) -> (u16, String) {
        self.answers(format!("http://{}/healthz", self.metrics))
            .await
    }

    /// The first log line saying `what`, waited for at most `within`.
    async fn logs(&mut self, what: &str, within: Duration) -> String {
        let started = tokio::time::Instant::now();
        let found = tokio::time::timeout(within, async {
            let mut line = String::new();
            loop {
                line.clear();
                if self.log.read_line(&mut line).await.unwrap_or(0) == 0 {
                    return None;
                }
                if line.contains(what) {
                    return Some(line.clone());
                }
            }
        })
        .await;
        match found {
            Ok(Some(line)) => {
                println!("logged after {:?}: {line}", started.elapsed());
                line
            }
            _ => panic!("nothing logged saying {what:?} within {within:?}"),
        }
    }
}

/// The log's word within ten seconds, with room for a loaded machine.
const NAMED_WITHIN: Duration = Duration::from_secs(20);

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_silent_discord_is_said_on_healthz_and_named_in_the_log() {
    let dir = tempfile::tempdir().expect("a directory");
    let discord = silent_server().await;
    let database = format!("sqlite://{}?mode=rwc", dir.path().join("k.db").display());
    let mut bot = start(&[], &database, discord, dir.path());
    // Before Discord answers: health serves, and says what it waits for.
    let (status, body) = bot.health().await;
    assert_eq!(status, 503, "{body}");
    assert!(body.contains("gateway: connecting"), "{body}");
    // The page is served; its API says Discord is not answering.
    let (status, _) = bot.answers(format!("http://{}/", bot.activity)).await;
    assert_eq!(status, 200);
    let (status, body) = bot
        .answers(format!("http://{}/api/config", bot.activity))
        .await;
    assert_eq!(status, 503, "{body}");
    assert!(body.contains("Discord did not answer"), "{body}");
    let (_, body) = bot.health().await;
    assert!(body.contains("activity: waiting for Discord"), "{body}");
    bot.logs("Discord is not answering", NAMED_WITHIN).await;
    let (_, body) = bot.health().await;
    assert!(
        body.contains("database answers, gateway: connecting"),
        "{body}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_silent_database_is_said_on_healthz_and_named_in_the_log() {
    let dir = tempfile::tempdir().expect("a directory");
    let (discord, database) = (silent_server().await, silent_server().await);
    let url = format!("postgres://postgres@{database}/konane");
    let mut bot = start(&[], &url, discord, dir.path());
    let (status, body) = bot.health().await;
    assert_eq!(status, 503, "{body}");
    assert!(body.contains("database opening"), "{body}");
    let line = bot
        .logs("the database has not answered", NAMED_WITHIN)
        .await;
    assert!(
        line.contains(&database.to_string()),
        "the log names it: {line}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_activity_alone_waits_for_no_gateway_and_names_a_silent_discord() {
    let dir = tempfile::tempdir().expect("a directory");
    let discord = silent_server().await;
    let database = format!("sqlite://{}?mode=rwc", dir.path().join("k.db").display());
    let mut page = start(&["activity"], &database, discord, dir.path());
    // No gateway to wait for, but an API that waits for Discord: unhealthy,
    // saying so, once the database answers.
    let waiting = support::poll::eventually("the database never answered", || async {
        let (status, body) = page.health().await;
        (status == 503 && body.contains("database answers")).then_some(body)
    })
    .await;
    assert!(
        waiting.contains("gateway: none (the Activity alone), activity: waiting for Discord"),
        "{waiting}"
    );
    let (status, _) = page
        .answers(format!("http://{}/api/config", page.activity))
        .await;
    assert_eq!(status, 503, "its API waits for Discord");
    // Its answers are counted by status on /metrics.
    let metrics = format!("http://{}/metrics", page.metrics);
    let (_, scraped) = page.answers(metrics).await;
    assert!(
        scraped.contains(r#"konane_activity_requests_total{status="503"}"#),
        "{scraped}"
    );
    page.logs(
        "Discord does not answer the Activity's start-up",
        NAMED_WITHIN,
    )
    .await;
}
