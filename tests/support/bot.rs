//! The bot under test: its configuration against the fake Discord, and a
//! client run in the background whose failure the fake records. Included
//! by the test crates that have the fake (`fake_discord` at their root).

// Each including crate uses its own part.
#![allow(dead_code)]

use std::sync::Arc;
use std::time::Duration;

use konane_bot::ai::AiPoolConfig;
use konane_bot::discord::{BotConfig, ShardRange, build_client};
use konane_bot::game::{AnalysisBudget, Service, ServiceConfig, SystemClock};
use konane_bot::render::Renderer;
use konane_bot::store::Store;

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
        activity: None,
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
    /// Its shards, to stop it.
    pub shards: Arc<poise::serenity_prelude::ShardManager>,
    /// Its service (before it learns its own user id): its AI pool, say.
    pub service: Service,
}

/// Starts the bot of `config` in the background. A client that stops with
/// an error is recorded as the fake's failure, so the test's next wait
/// fails with it rather than timing out.
pub async fn run(fake: &FakeDiscord, config: BotConfig, renderer: Arc<Renderer>) -> Running {
    let store = Store::open(&config.database_url).await.expect("store");
    let service = Service::new(
        store.clone(),
        Arc::clone(&config.clock),
        config.service.clone(),
    );
    let mut client = build_client(&config, service.clone(), renderer)
        .await
        .expect("client");
    let manager = client.shard_manager.clone();
    // As the bot's `run` does.
    if let Some(addr) = config.metrics_addr {
        konane_bot::discord::serve_metrics(addr, store, Arc::clone(&manager))
            .await
            .expect("the metrics endpoint");
    }
    let (fake, shards) = (fake.clone(), config.shards);
    tokio::spawn(async move {
        let ran = match shards {
            // serenity counts the range's end as included.
            Some(range) => {
                client
                    .start_shard_range(range.first..range.last, range.total)
                    .await
            }
            None => client.start().await,
        };
        if let Err(e) = ran {
            fake.record_failure(format!("the bot's client stopped with an error: {e}"));
        }
    });
    Running {
        shards: manager,
        service,
    }
}
