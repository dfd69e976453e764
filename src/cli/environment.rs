//! The bot and `register`, configured from the environment: the variables
//! `.env.example` lists, each checked with the fix for a bad one.

use std::sync::Arc;

use anyhow::Context as _;

use super::CliError;
use crate::render::Renderer;
use crate::serve::ProcessConfig;

/// The bot, configured from the environment (and `.env`, if present):
/// its gateway, and its Activity where `DISCORD_CLIENT_SECRET` is set.
pub(super) fn run_bot() -> Result<(), CliError> {
    serve(crate::serve::start_bot)
}

/// `konane-bot activity`: the Activity alone, no gateway.
pub(super) fn run_activity() -> Result<(), CliError> {
    serve(crate::serve::start_activity)
}

/// Runs the process `start` starts, configured from the environment, until
/// Ctrl-C or SIGTERM.
fn serve<F>(start: fn(ProcessConfig, Arc<Renderer>) -> F) -> Result<(), CliError>
where
    F: std::future::Future<Output = anyhow::Result<crate::serve::Process>>,
{
    let config = process_config_from_env().map_err(CliError::input)?;
    tracing_subscriber::fmt()
        // Colours for a terminal; plain text for a log file or a collector.
        .with_ansi(std::io::IsTerminal::is_terminal(&std::io::stdout()))
        .with_env_filter(
            tracing_subscriber::EnvFilter::try_from_default_env()
                .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("info")),
        )
        .init();
    let renderer = Arc::new(Renderer::new().context("loading the renderer")?);
    let runtime = tokio::runtime::Runtime::new().context("starting tokio")?;
    runtime.block_on(async { start(config, renderer).await?.run_until_signal().await })?;
    Ok(())
}

/// `konane-bot register`: the commands, without running the bot.
pub(super) fn register() -> Result<(), CliError> {
    let config = process_config_from_env().map_err(CliError::input)?.bot;
    let runtime = tokio::runtime::Runtime::new().context("starting tokio")?;
    let count = runtime.block_on(crate::discord::register_commands(&config))?;
    match config.guild_id {
        Some(g) => println!("registered {count} command(s) in server {g}"),
        None => println!(
            "registered {count} command(s) globally (Discord may take up to an hour to show them)"
        ),
    }
    Ok(())
}

/// How often the bot looks for reminders, forfeits and owed turns: deadlines
/// are hours apart, so half a minute late is on time.
const SCHEDULER_TICK: std::time::Duration = std::time::Duration::from_secs(30);

/// Reads the bot's variables, refusing missing or malformed ones with the fix.
pub fn process_config_from_env() -> anyhow::Result<ProcessConfig> {
    let var = |name: &str| std::env::var(name).ok().filter(|v| !v.trim().is_empty());
    let token = var("DISCORD_TOKEN").context(
        "DISCORD_TOKEN is not set: put your bot's token in .env (see .env.example), or try the game without Discord with `konane-bot play`",
    )?;
    let guild_id = var("DISCORD_GUILD_ID")
        .map(|g| g.trim().parse::<u64>())
        .transpose()
        .context("DISCORD_GUILD_ID must be a server id (a number), or unset to register commands globally")?;
    let number = |name: &str, default: u64, range: std::ops::RangeInclusive<u64>| {
        var(name).map_or(Ok(default), |v| {
            v.trim()
                .parse::<u64>()
                .ok()
                .filter(|n| range.contains(n))
                .with_context(|| {
                    format!(
                        "{name} must be a whole number from {} to {}, not '{v}'",
                        range.start(),
                        range.end()
                    )
                })
        })
    };
    let defaults = crate::ai::AiPoolConfig::default();
    let ai = crate::ai::AiPoolConfig {
        max_concurrent: number("KONANE_AI_THREADS", defaults.max_concurrent as u64, 2..=64)?
            as usize,
        table_bytes: (number(
            "KONANE_AI_TABLE_MB",
            (defaults.table_bytes >> 20) as u64,
            1..=65_536,
        )? as usize)
            << 20,
        think_time: std::time::Duration::from_millis(number(
            "KONANE_AI_THINK_MS",
            defaults.think_time.as_millis() as u64,
            10..=60_000,
        )?),
    };
    let shards = crate::discord::ShardRange::from_settings(
        var("KONANE_SHARDS").as_deref(),
        var("KONANE_SHARD_RANGE").as_deref(),
    )
    .map_err(|e| anyhow::anyhow!(e))?;
    let metrics_addr = var("KONANE_METRICS_ADDR")
        .map(|a| a.trim().parse::<std::net::SocketAddr>())
        .transpose()
        .context(
            "KONANE_METRICS_ADDR must be an address and port to listen on, e.g. 127.0.0.1:9464",
        )?;
    let activity = activity_from_env(&var)?;
    let bot = crate::discord::BotConfig {
        shards,
        metrics_addr,
        activity: activity.is_some(),
        token: token.trim().to_string(),
        database_url: var("DATABASE_URL")
            .unwrap_or_else(|| crate::store::DEFAULT_DATABASE_URL.to_string()),
        guild_id,
        proxy_url: var("DISCORD_PROXY_URL"),
        due_every: SCHEDULER_TICK,
        service: crate::game::ServiceConfig {
            ai,
            ..crate::game::ServiceConfig::default()
        },
        clock: std::sync::Arc::new(crate::game::SystemClock),
    };
    Ok(ProcessConfig { bot, activity })
}

/// Where a bot's Activity listens unless `KONANE_ACTIVITY_ADDR` says.
const DEFAULT_ACTIVITY_ADDR: &str = "127.0.0.1:8787";

/// The Activity, served only where `DISCORD_CLIENT_SECRET` is set.
fn activity_from_env(
    var: &dyn Fn(&str) -> Option<String>,
) -> anyhow::Result<Option<crate::activity::ActivityConfig>> {
    let Some(client_secret) = var("DISCORD_CLIENT_SECRET") else {
        if var("KONANE_ACTIVITY_ADDR").is_some() {
            tracing::warn!(
                "KONANE_ACTIVITY_ADDR is set but DISCORD_CLIENT_SECRET is not: no Activity"
            );
        }
        return Ok(None);
    };
    let addr = var("KONANE_ACTIVITY_ADDR")
        .unwrap_or_else(|| DEFAULT_ACTIVITY_ADDR.to_owned())
        .trim()
        .parse()
        .context(
            "KONANE_ACTIVITY_ADDR must be an address and port to listen on, e.g. 127.0.0.1:8787",
        )?;
    Ok(Some(crate::activity::ActivityConfig::new(
        addr,
        client_secret.trim().to_owned(),
    )))
}
