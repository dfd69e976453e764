//! The bot under test: its configuration against the fake Discord, and a
//! client run in the background whose failure the fake records. Included
//! by the test crates that have the fake (`fake_discord` at their root).

// Each including crate uses its own part.
#![allow(dead_code)]

use std::sync::Arc;
use std::time::Duration;

use konane_bot::ai::AiPoolConfig;
use konane_bot::discord::{BotConfig, Gateway, ShardRange};
use konane_bot::game::{AnalysisBudget, Service, ServiceConfig, SystemClock};
use konane_bot::render::Renderer;
use konane_bot::serve::{ProcessConfig, start_bot};

use crate::fake_discord::{FakeDiscord, GUILD_ID};

/// The bot's AI under test: small tables, quick moves.
pub const AI: AiPoolConfig = AiPoolConfig {
    max_concurrent: 2,
    table_bytes: 8 << 20,
    think_time: Duration::from_millis(300),
};

/// The bot under test proves each position of an analysis within this many nodes.
pub const ANALYSIS_NODES: u64 = 300_000;

/// The tests' bot configuration: the fake as Discord's REST proxy, commands
/// in the test server, a quick scheduler, node-limited analyses.
pub fn config(fake: &FakeDiscord, url: &str, token: &str, shards: Option<ShardRange>) -> BotConfig {
    BotConfig {
        token: token.into(),
        database_url: url.into(),
        guild_id: Some(GUILD_ID),
        proxy_url: Some(fake.base.clone()),
        due_every: Duration::from_millis(200),
        shards,
        metrics_addr: None,
        activity: false,
        clock: Arc::new(SystemClock),
        service: ServiceConfig {
            // Node limits, not time: a loaded machine proves the same positions.
            analysis: AnalysisBudget {
                total_time: Duration::from_secs(3600),
                nodes_per_position: ANALYSIS_NODES,
            },
            // A finished game's thread is archived at the next look.
            archive_after: Duration::ZERO,
            ai: AI,
            ..ServiceConfig::default()
        },
    }
}

/// A bot running in the background.
pub struct Running {
    /// Its gateway's shards, to stop it.
    pub shards: Gateway,
    /// Its service (before it learns its own user id): its AI pool, say.
    pub service: Service,
    /// Where its Activity listens, if it serves one.
    pub activity: Option<std::net::SocketAddr>,
}

/// Starts the bot of `config` in the background, as the binary does. A
/// client that stops with an error is recorded as the fake's failure, so
/// the test's next wait fails with it rather than timing out.
pub async fn run(fake: &FakeDiscord, config: BotConfig, renderer: Arc<Renderer>) -> Running {
    let process = ProcessConfig {
        bot: config,
        activity: None,
    };
    run_process(fake, process, renderer).await
}

/// [`run`], with the Activity of `config` too.
pub async fn run_process(
    fake: &FakeDiscord,
    config: ProcessConfig,
    renderer: Arc<Renderer>,
) -> Running {
    let mut process = start_bot(config, renderer).await.expect("the bot starts");
    let running = Running {
        shards: process.gateway.clone().expect("a gateway"),
        service: process.service.clone(),
        activity: process.activity,
    };
    let fake = fake.clone();
    tokio::spawn(async move {
        if let Err(e) = process.gateway_stopped().await {
            fake.record_failure(format!("the bot's client stopped with an error: {e:#}"));
        }
    });
    running
}
