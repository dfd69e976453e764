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
    start_logging();
    let config = process_config_from_env().map_err(CliError::input)?;
    serve(config, crate::serve::start_bot)
}

/// `konane-bot activity`: the Activity alone, no gateway.
pub(super) fn run_activity() -> Result<(), CliError> {
    start_logging();
    let config = process_config_from_env().map_err(CliError::input)?;
    if config.activity.is_none() {
        return Err(CliError::input(anyhow::anyhow!(
            "DISCORD_CLIENT_SECRET is not set: the Activity needs the application's client secret (Developer Portal, OAuth2)"
        )));
    }
    serve(config, crate::serve::start_activity)
}

/// Runs the process `start` starts until Ctrl-C or SIGTERM.
fn serve<F>(
    config: ProcessConfig,
    start: fn(ProcessConfig, Arc<Renderer>) -> F,
) -> Result<(), CliError>
where
    F: std::future::Future<Output = anyhow::Result<crate::serve::Process>>,
{
    let renderer = Arc::new(Renderer::new().context("loading the renderer")?);
    let runtime = tokio::runtime::Runtime::new().context("starting tokio")?;
    runtime.block_on(async { start(config, renderer).await?.run_until_signal().await })?;
    Ok(())
}

/// The log, filtered by `RUST_LOG`: a filter that can't be read is said
/// once, as the log's first line, and `info` is used instead.
fn start_logging() {
    let asked = std::env::var("RUST_LOG")
        .ok()
        .filter(|v| !v.trim().is_empty());
    let (filter, unreadable) = match asked.as_deref().map(tracing_subscriber::EnvFilter::try_new) {
        Some(Ok(filter)) => (filter, None),
        Some(Err(e)) => (tracing_subscriber::EnvFilter::new("info"), Some(e)),
        None => (tracing_subscriber::EnvFilter::new("info"), None),
    };
    tracing_subscriber::fmt()
        // Colours for a terminal; plain text for a log file or a collector.
        .with_ansi(std::io::IsTerminal::is_terminal(&std::io::stdout()))
        .with_env_filter(filter)
        .init();
    if let (Some(asked), Some(e)) = (asked, unreadable) {
        tracing::warn!("RUST_LOG '{asked}' is no log filter ({e}): logging at info");
    }
}

/// `konane-bot register`: the commands, without running the bot.
pub(super) fn register() -> Result<(), CliError> {
    let config = process_config_from_env().map_err(CliError::input)?.bot;
    let runtime = tokio::runtime::Runtime::new().context("starting tokio")?;
    let count = runtime.block_on(crate::discord::register_commands(&config))?;
    match config.guild_id {
        Some(g) => println!(
            "registered {} in server {g}",
            super::counted(count, "command", "commands")
        ),
        None => println!(
            "registered {} globally (Discord may take up to an hour to show them)",
            super::counted(count, "command", "commands")
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
        proxy_url: var("DISCORD_PROXY_URL")
            .map(|url| proxy_url(url.trim()))
            .transpose()?,
        due_every: SCHEDULER_TICK,
        service: crate::game::ServiceConfig {
            ai,
            ..crate::game::ServiceConfig::default()
        },
        clock: std::sync::Arc::new(crate::game::SystemClock),
    };
    Ok(ProcessConfig { bot, activity })
}

/// `DISCORD_PROXY_URL`, checked before any request is built on it.
fn proxy_url(text: &str) -> anyhow::Result<String> {
    let url = reqwest::Url::parse(text)
        .ok()
        .filter(|url| matches!(url.scheme(), "http" | "https") && url.host_str().is_some());
    match url {
        Some(_) => Ok(text.to_owned()),
        None => anyhow::bail!(
            "DISCORD_PROXY_URL must be an http:// or https:// URL, e.g. http://127.0.0.1:8080, not '{text}'"
        ),
    }
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
    let trusted_proxies = var("KONANE_ACTIVITY_TRUSTED_PROXIES")
        .map(|list| {
            list.split(',')
                .map(|a| a.trim().parse::<std::net::IpAddr>())
                .collect::<Result<Vec<_>, _>>()
        })
        .transpose()
        .context(
            "KONANE_ACTIVITY_TRUSTED_PROXIES must be the addresses of your reverse proxies, comma-separated, e.g. 127.0.0.1,::1",
        )?;
    let config = crate::activity::ActivityConfig::new(addr, client_secret.trim().to_owned());
    Ok(Some(crate::activity::ActivityConfig {
        trusted_proxies: trusted_proxies.unwrap_or(config.trusted_proxies.clone()),
        ..config
    }))
}
