//! The Activity's budgets, through the local stack (the bot's process, its
//! Activity server, the fake Discord): how long a move made on one page
//! takes to show on the other player's page, with two pages open and with
//! 1,000 more live views open, served by the bot's process and by a
//! process of its own (`konane-bot activity`, the binary); the resident
//! memory those 1,000 views cost; the page's bundle, gzipped; and, where
//! Chromium and the page's node modules are installed, how long the page
//! takes from a cold cache until its board is shown and takes a click.
//!
//! `cargo bench --bench activity`

#[path = "../tests/fake_discord/mod.rs"]
mod fake_discord;

use std::net::SocketAddr;
use std::path::Path;
use std::sync::Arc;
use std::time::{Duration, Instant};

use fake_discord::activities::CLIENT_SECRET;
use fake_discord::{FakeDiscord, GUILD_ID, user};
use futures::{SinkExt as _, StreamExt as _};
use konane_bot::activity::ActivityConfig;
use konane_bot::discord::BotConfig;
use konane_bot::game::{ChallengeOptions, Service, ServiceConfig, SystemClock};
use konane_bot::render::Renderer;
use konane_bot::serve::{ProcessConfig, start_bot};
use konane_bot::store::Store;
use konane_bot::values::{ChannelId, ColourChoice, GameId, GuildId, Place, UserId};
use serde_json::{Value, json};
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::tungstenite::protocol::WebSocketConfig;

/// Live views opened beside the two players' pages.
const VIEWS: u64 = 1000;
/// Moves timed in each phase.
const MOVES: usize = 200;

type Socket =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

fn resident_mb() -> f64 {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| {
            let line = s.lines().find(|l| l.starts_with("VmRSS:"))?;
            line.split_whitespace().nth(1)?.parse::<f64>().ok()
        })
        .map_or(f64::NAN, |kb| kb / 1024.0)
}

fn place(channel: u64) -> Place {
    Place::channel(GuildId(GUILD_ID), ChannelId(channel))
}

/// The stack: the bot serving its Activity on `addr`, against the fake.
#[derive(Clone)]
struct Stack {
    fake: FakeDiscord,
    addr: SocketAddr,
    http: reqwest::Client,
    setup: Service,
}

impl Stack {
    async fn start(url: &str) -> Stack {
        let fake = FakeDiscord::start_with(fake_discord::Bodies::Unchecked).await;
        let addr = std::net::TcpListener::bind("127.0.0.1:0")
            .and_then(|l| l.local_addr())
            .expect("a free port");
        let config = BotConfig {
            token: "fake".into(),
            database_url: url.into(),
            guild_id: Some(GUILD_ID),
            proxy_url: Some(fake.base.clone()),
            due_every: Duration::from_secs(30),
            service: ServiceConfig::default(),
            shards: None,
            metrics_addr: None,
            activity: true,
            clock: Arc::new(SystemClock),
        };
        let process = ProcessConfig {
            bot: config,
            activity: Some(ActivityConfig::new(addr, CLIENT_SECRET.into())),
        };
        let renderer = Arc::new(Renderer::new().expect("renderer"));
        let running = start_bot(process, renderer).await.expect("the bot starts");
        std::mem::forget(running);
        fake.registered_commands().await;
        let http = reqwest::Client::new();
        let config_url = format!("http://{addr}/api/config");
        while !http
            .get(&config_url)
            .send()
            .await
            .is_ok_and(|r| r.status().is_success())
        {
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        let store = Store::open(url).await.expect("store");
        let setup = Service::new(store, Arc::new(SystemClock), ServiceConfig::default());
        Stack {
            fake,
            addr,
            http,
            setup,
        }
    }

    /// The same stack, its pages served by `konane-bot activity` on the
    /// same database instead: the binary, in a process of its own.
    async fn own_process(&self, url: &str) -> (Stack, tokio::process::Child) {
        let addr = std::net::TcpListener::bind("127.0.0.1:0")
            .and_then(|l| l.local_addr())
            .expect("a free port");
        let child = tokio::process::Command::new(env!("CARGO_BIN_EXE_konane-bot"))
            .arg("activity")
            .current_dir(std::env::temp_dir())
            .env("DISCORD_TOKEN", "fake-page")
            .env("DISCORD_PROXY_URL", &self.fake.base)
            .env("DISCORD_CLIENT_SECRET", CLIENT_SECRET)
            .env("KONANE_ACTIVITY_ADDR", addr.to_string())
            .env("DATABASE_URL", url)
            .env("RUST_LOG", "error")
            .kill_on_drop(true)
            .spawn()
            .expect("konane-bot activity starts");
        let config_url = format!("http://{addr}/api/config");
        while !self
            .http
            .get(&config_url)
            .send()
            .await
            .is_ok_and(|r| r.status().is_success())
        {
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        (
            Stack {
                addr,
                ..self.clone()
            },
            child,
        )
    }

    /// A session for `who`, signed in as the page does, from an address of
    /// their own (named by the local proxy the server trusts): sign-ins are
    /// limited per client, and a thousand viewers are a thousand clients.
    async fn sign_in(&self, who: &Value) -> String {
        let code = self.fake.sign_in_code(who, "en-US");
        let id: u64 = who["id"]
            .as_str()
            .and_then(|id| id.parse().ok())
            .expect("a user id");
        let [.., a, b, c] = id.to_be_bytes();
        let signed: Value = self
            .http
            .post(format!("http://{}/api/token", self.addr))
            .header("content-type", "application/json")
            .header("x-forwarded-for", format!("10.{a}.{b}.{c}"))
            .body(json!({ "code": code }).to_string())
            .send()
            .await
            .expect("sign-in")
            .bytes()
            .await
            .ok()
            .and_then(|body| serde_json::from_slice(&body).ok())
            .expect("JSON");
        signed["session"].as_str().expect("a session").to_owned()
    }

    /// A running game of `black` against `white` in `channel`.
    async fn game(&self, channel: u64, black: u64, white: u64) -> GameId {
        let options = ChallengeOptions {
            colour: ColourChoice::Black,
            rated: Some(false),
            ..ChallengeOptions::default()
        };
        let (black, white) = (UserId(black), UserId(white));
        let at = place(channel);
        self.setup
            .challenge(at, black, Some(white), options)
            .await
            .expect("challenge");
        self.setup.accept(at, white).await.expect("accept").id
    }

    /// A live view of `game` for `session`, once it has shown the game.
    async fn watch(&self, session: &str, instance: &str, game: GameId) -> Socket {
        let url = format!("ws://{}/api/live", self.addr);
        // Small buffers, as a browser's: the views' memory is the server's.
        let small = WebSocketConfig::default()
            .read_buffer_size(4 * 1024)
            .write_buffer_size(0);
        let (mut socket, _) = tokio_tungstenite::connect_async_with_config(url, Some(small), false)
            .await
            .expect("a live view");
        let hello = json!({"session": session, "instance": instance, "game": game.0});
        socket
            .send(Message::Text(hello.to_string().into()))
            .await
            .expect("hello");
        shown(&mut socket, |_| true).await;
        socket
    }
}

/// The next game the view shows that `wanted` accepts.
async fn shown(socket: &mut Socket, wanted: impl Fn(&Value) -> bool) -> Value {
    while let Some(Ok(message)) = socket.next().await {
        if let Message::Text(text) = message {
            let game: Value = serde_json::from_str(&text).expect("JSON");
            if wanted(&game) {
                return game;
            }
        }
    }
    panic!("the live view closed");
}

/// Where a timed move is made.
#[derive(Clone, Copy, PartialEq, Eq)]
enum MadeOn {
    /// On the mover's page, through the Activity's API.
    Page,
    /// By another process on the same database (as the chat, or a second
    /// bot process, would make it): only the stamps read by the poller tell.
    OtherProcess,
}

/// Moves in games from `first_channel` on, each timed from the request
/// until the other player's live view shows it. A human's pace: the
/// Activity lets each user make 10 requests a second.
async fn move_to_other_page(stack: &Stack, first_channel: u64, made_on: MadeOn) -> Vec<Duration> {
    let (alice, bob) = (user(1, "Alice"), user(2, "Bob"));
    let mut latencies = Vec::new();
    let mut channel = first_channel;
    while latencies.len() < MOVES {
        let instance = format!("moves-{channel}");
        stack
            .fake
            .open_activity(&instance, channel, Some(GUILD_ID), &[&alice, &bob]);
        let sessions = [stack.sign_in(&alice).await, stack.sign_in(&bob).await];
        let game = stack.game(channel, 1, 2).await;
        let mut views = [
            stack.watch(&sessions[0], &instance, game).await,
            stack.watch(&sessions[1], &instance, game).await,
        ];
        loop {
            let view = stack.setup.game(game).await.expect("game");
            let Some(m) = view.game.legal_moves().first().map(ToString::to_string) else {
                break;
            };
            let mover = usize::from(view.ply() % 2 == 1);
            let ply = view.ply();
            tokio::time::sleep(Duration::from_millis(120)).await;
            let t = Instant::now();
            match made_on {
                MadeOn::Page => {
                    let url = format!(
                        "http://{}/api/instances/{instance}/games/{}/moves",
                        stack.addr, game.0
                    );
                    let answer = stack
                        .http
                        .post(url)
                        .bearer_auth(&sessions[mover])
                        .header("content-type", "application/json")
                        .body(json!({"ply": ply, "move": m}).to_string())
                        .send()
                        .await
                        .expect("a move");
                    assert!(answer.status().is_success(), "{}", answer.status());
                }
                MadeOn::OtherProcess => {
                    let player = UserId(1 + mover as u64);
                    stack
                        .setup
                        .play_chosen(view, ply, player, &m)
                        .await
                        .expect("a move");
                }
            }
            shown(&mut views[1 - mover], |g| g["ply"] == ply + 1).await;
            latencies.push(t.elapsed());
            shown(&mut views[mover], |g| g["ply"] == ply + 1).await;
            stack.fake.clear();
        }
        channel += 1;
    }
    latencies
}

fn report(what: &str, mut latencies: Vec<Duration>) {
    latencies.sort();
    let ms = |d: Duration| d.as_secs_f64() * 1e3;
    let n = latencies.len();
    println!(
        "activity: {what}: {n} moves shown on the other page; median {:.1} ms, p99 {:.1} ms, max {:.1} ms",
        ms(latencies[n / 2]),
        ms(latencies[n * 99 / 100]),
        ms(latencies[n - 1])
    );
}

/// The page's bundle as served, gzipped at the highest level.
fn bundle_gzipped() -> Option<usize> {
    let bundle = Path::new(env!("CARGO_MANIFEST_DIR")).join("activity/dist/app.js");
    let out = std::process::Command::new("gzip")
        .args(["-9c"])
        .arg(bundle)
        .output()
        .ok()?;
    out.status.success().then_some(out.stdout.len())
}

/// The page opened in fresh browser contexts (a cold cache each time),
/// timed by the browser driver until its board takes a click.
async fn page_loads(stack: &Stack) {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("activity");
    if !root.join("node_modules/playwright-core").exists() {
        println!(
            "activity: page load not measured: run `npm ci` in activity/ (and install chromium)"
        );
        return;
    }
    let (alice, bob) = (user(1, "Alice"), user(2, "Bob"));
    let channel = 40;
    stack
        .fake
        .open_activity("loads", channel, Some(GUILD_ID), &[&alice, &bob]);
    stack.game(channel, 1, 2).await;
    let mut lines = String::new();
    for _ in 0..20 {
        let code = stack.fake.sign_in_code(&alice, "en-US");
        lines.push_str(&format!("timed alice {code} loads {channel} {GUILD_ID}\n"));
    }
    lines.push_str("quit\n");
    let script = root.join("tests/browser.mjs");
    let run = tokio::process::Command::new("node")
        .arg(script)
        .env("KONANE_ACTIVITY_URL", format!("http://{}", stack.addr))
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .kill_on_drop(true)
        .spawn();
    let Ok(mut child) = run else {
        println!("activity: page load not measured: node did not start");
        return;
    };
    if let Some(mut input) = child.stdin.take() {
        use tokio::io::AsyncWriteExt as _;
        let _ = input.write_all(lines.as_bytes()).await;
    }
    let Ok(out) = child.wait_with_output().await else {
        return;
    };
    let mut times: Vec<f64> = String::from_utf8_lossy(&out.stdout)
        .lines()
        .filter_map(|l| l.strip_prefix("ok ms ")?.parse().ok())
        .collect();
    if times.is_empty() {
        println!(
            "activity: page load not measured: {}",
            String::from_utf8_lossy(&out.stdout)
        );
        return;
    }
    times.sort_by(f64::total_cmp);
    let n = times.len();
    println!(
        "activity: the page from a cold cache until its board takes a click: {n} loads; median {:.0} ms, max {:.0} ms",
        times[n / 2],
        times[n - 1]
    );
}

fn main() {
    let runtime = tokio::runtime::Runtime::new().expect("tokio");
    runtime.block_on(async {
        let dir = tempfile::tempdir().expect("temp dir");
        let url = format!("sqlite://{}?mode=rwc", dir.path().join("bot.db").display());
        let stack = Stack::start(&url).await;
        let on_page = move_to_other_page(&stack, 50, MadeOn::Page).await;
        report("made on a page, two pages open", on_page);
        let elsewhere = move_to_other_page(&stack, 100, MadeOn::OtherProcess).await;
        report("made by another process, two pages open", elsewhere);

        // 1,000 viewers, each watching a game of their own channel: the
        // poller reads all their stamps, every view holds a socket.
        let before = resident_mb();
        let mut views = Vec::new();
        for v in 0..VIEWS {
            let (viewer, partner) = (10_000 + 2 * v, 10_001 + 2 * v);
            let channel = 1_000 + v;
            let instance = format!("view-{v}");
            let (who, other) = (user(viewer, "Viewer"), user(partner, "Partner"));
            stack
                .fake
                .open_activity(&instance, channel, Some(GUILD_ID), &[&who, &other]);
            let game = stack.game(channel, viewer, partner).await;
            let session = stack.sign_in(&who).await;
            views.push(stack.watch(&session, &instance, game).await);
        }
        stack.fake.clear();
        let after = resident_mb();
        println!(
            "activity: {VIEWS} live views open: resident memory {before:.0} MB before, {after:.0} MB after, {:.1} MB more (both ends of each socket are in this process)",
            after - before
        );
        let on_page = move_to_other_page(&stack, 150, MadeOn::Page).await;
        report(&format!("made on a page, {VIEWS} more views open"), on_page);
        let elsewhere = move_to_other_page(&stack, 200, MadeOn::OtherProcess).await;
        report(&format!("made by another process, {VIEWS} more views open"), elsewhere);
        drop(views);

        // The page served by `konane-bot activity`: its own process, no gateway.
        let (alone, mut child) = stack.own_process(&url).await;
        let on_page = move_to_other_page(&alone, 250, MadeOn::Page).await;
        report("the Activity in its own process, made on a page", on_page);
        let elsewhere = move_to_other_page(&alone, 300, MadeOn::OtherProcess).await;
        report("the Activity in its own process, made by another process", elsewhere);
        let _ = child.kill().await;

        match bundle_gzipped() {
            Some(bytes) => println!(
                "activity: the page's bundle, gzipped: {:.1} KB",
                bytes as f64 / 1024.0
            ),
            None => println!("activity: bundle size not measured: no gzip"),
        }
        page_loads(&stack).await;
    });
}
