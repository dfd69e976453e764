//! Start-up: the bot's configuration, the client with its framework, its
//! background tasks and the commands' registration. It only wires: the
//! handlers live in their own modules, and none of them reaches back here.
//! The database, the metrics endpoint and the Activity are the process's,
//! wired beside the bot (`crate::serve`).

use std::sync::Arc;
use std::time::Duration;

use anyhow::Context as _;
use poise::serenity_prelude as serenity;
use serenity::{ClientBuilder, GatewayIntents, HttpBuilder};
use tracing::Instrument as _;

use super::answered::after_command;
use super::context::Data;
use super::follow::tell_followers;
use super::followers::FollowerNotices;
use super::gateway::Gateway;
use super::refusal::on_error;
use super::shards::ShardRange;
use super::{commands, router, scheduler, send};
use crate::game::{Service, ServiceConfig};
use crate::i18n::Locales;
use crate::render::Renderer;
use crate::values::UserId;

/// Everything the bot needs to run, from the environment (see `.env.example`).
#[derive(Clone)]
pub struct BotConfig {
    pub token: String,
    pub database_url: String,
    /// Register commands in this server only (instantly), for development.
    pub guild_id: Option<u64>,
    /// Send REST calls here instead of to Discord (an HTTP proxy, or a fake in tests).
    pub proxy_url: Option<String>,
    /// How often the scheduler looks for reminders and forfeits.
    pub due_every: Duration,
    /// The service's limits and budgets (the bot user is filled in on connecting).
    pub service: ServiceConfig,
    /// The gateway shards this process runs; `None` for as many as Discord recommends.
    pub shards: Option<ShardRange>,
    /// Where to serve `/metrics` and `/healthz`; `None` for nowhere.
    pub metrics_addr: Option<std::net::SocketAddr>,
    /// The service's clock: the system's, or one a test moves.
    pub clock: Arc<dyn crate::game::Clock>,
    /// Whether the app has an Activity (`DISCORD_CLIENT_SECRET` set): its
    /// boards carry Open board, and its Entry Point command is registered.
    pub activity: bool,
}

/// Everything but the token, which must never reach a log.
impl std::fmt::Debug for BotConfig {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("BotConfig")
            .field("token", &"<redacted>")
            .field("database_url", &self.database_url)
            .field("guild_id", &self.guild_id)
            .field("proxy_url", &self.proxy_url)
            .field("due_every", &self.due_every)
            .field("service", &self.service)
            .field("shards", &self.shards)
            .field("metrics_addr", &self.metrics_addr)
            .field("clock", &self.clock)
            .field("activity", &self.activity)
            .finish()
    }
}

/// Runs the bot's gateway client over `service` until its shards stop
/// ([`Gateway::shut_down`]); `gateway` shows it to the health check from
/// the start, connecting until a shard connects, and the log names a
/// Discord that has not answered within ten seconds.
///
/// # Errors
/// Discord refuses the connection (a bad token, say).
pub async fn run(
    config: &BotConfig,
    service: Service,
    renderer: Arc<Renderer>,
    gateway: Gateway,
) -> anyhow::Result<()> {
    tokio::spawn(gateway.clone().name_silence());
    let mut client = build_client(config, service, renderer).await?;
    gateway.started(Arc::clone(&client.shard_manager));
    let started = match config.shards {
        Some(range) => {
            tracing::info!(%range, "starting");
            // serenity counts the range's end as included.
            let shards = std::ops::Range {
                start: range.first,
                end: range.last,
            };
            client.start_shard_range(shards, range.total).await
        }
        None => client.start_autosharded().await,
    };
    started.map_err(|e| match e {
        serenity::Error::Gateway(serenity::GatewayError::InvalidAuthentication) => {
            anyhow::anyhow!("Discord rejected the token: check DISCORD_TOKEN")
        }
        other => anyhow::anyhow!("the connection to Discord failed: {other}"),
    })
}

/// The permissions the bot asks for in its invite link: View Channel, Send
/// Messages, Attach Files, Embed Links, Read Message History, Create Public
/// Threads and Send Messages in Threads (the README names the same).
pub fn invite_permissions() -> serenity::Permissions {
    use serenity::Permissions as P;
    P::VIEW_CHANNEL
        | P::SEND_MESSAGES
        | P::ATTACH_FILES
        | P::EMBED_LINKS
        | P::READ_MESSAGE_HISTORY
        | P::CREATE_PUBLIC_THREADS
        | P::SEND_MESSAGES_IN_THREADS
}

/// The link that adds the bot to a server, with its scopes and permissions.
pub fn invite_link(application: u64) -> String {
    format!(
        "https://discord.com/oauth2/authorize?client_id={application}\
         &scope=bot+applications.commands&permissions={}",
        invite_permissions().bits()
    )
}

/// Registers the slash commands with Discord (in `config.guild_id` only, if
/// set) without connecting to the gateway: `konane-bot register`. Returns how
/// many top-level commands were registered.
///
/// # Errors
/// Discord refusing the token or the commands.
pub async fn register_commands(config: &BotConfig) -> anyhow::Result<usize> {
    let http = http_client(config).await?;
    let app = http
        .get_current_application_info()
        .await
        .context("asking Discord which application the token belongs to")?;
    http.set_application_id(app.id);
    let locales = Locales::load().context("loading the built-in translations")?;
    let commands = commands::all(&locales)?;
    register(&http, &commands, config.guild_id, config.activity).await?;
    Ok(commands.len())
}

/// Registers `commands` in server `guild` (at once), or globally; globally,
/// with the Activity's Entry Point command where the Activity is served:
/// Discord keeps Entry Point commands global only, and refuses a global
/// update that leaves out the one an app with Activities has.
async fn register<U, E>(
    http: &serenity::Http,
    commands: &[poise::Command<U, E>],
    guild: Option<u64>,
    activity: bool,
) -> anyhow::Result<()> {
    let builders = poise::builtins::create_application_commands(commands);
    match guild {
        Some(g) => {
            serenity::GuildId::new(g)
                .set_commands(http, builders)
                .await?;
        }
        None if !activity => {
            serenity::Command::set_global_commands(http, builders).await?;
        }
        None => {
            let mut body = builders
                .iter()
                .map(serde_json::to_value)
                .collect::<Result<Vec<_>, _>>()?;
            body.push(commands::entry_point());
            http.create_global_commands(&body).await?;
        }
    }
    Ok(())
}

/// The REST client: Discord, with serenity's rate limiter, or the proxy
/// through our gate, which honours the 429s the proxy passes back.
pub(crate) async fn http_client(config: &BotConfig) -> anyhow::Result<serenity::Http> {
    let mut http =
        HttpBuilder::new(&config.token).default_allowed_mentions(send::allowed_mentions(&[]));
    if let Some(proxy) = &config.proxy_url {
        // Serenity's limiter would ignore the proxy, so it is off here.
        http = http
            .proxy(super::gate::open(proxy).await?)
            .ratelimiter_disabled(true);
    }
    Ok(http.build())
}

/// The serenity client with the poise framework over `service`, ready to
/// start.
///
/// # Errors
/// Serenity failing to build the client.
pub async fn build_client(
    config: &BotConfig,
    service: Service,
    renderer: Arc<Renderer>,
) -> anyhow::Result<serenity::Client> {
    let guild_id = config.guild_id;
    // One process registers the commands: the one holding shard 0.
    let registers = config.shards.is_none_or(ShardRange::holds_shard_zero);
    let due_every = config.due_every;
    let activity = config.activity;
    let locales = Locales::load().context("loading the built-in translations")?;
    let framework = poise::Framework::builder()
        .options(poise::FrameworkOptions {
            commands: commands::all(&locales)?,
            on_error: |error| Box::pin(on_error(error)),
            post_command: |ctx| Box::pin(after_command(ctx)),
            // Nothing pings unless a message names whom (see `Reply::pings`).
            allowed_mentions: Some(send::allowed_mentions(&[])),
            event_handler: |framework, event| {
                Box::pin(router::on_event(
                    framework.serenity_context,
                    event,
                    framework.user_data,
                ))
            },
            ..Default::default()
        })
        .setup(move |ctx, ready, framework| {
            Box::pin(async move {
                if registers {
                    let commands = &framework.options().commands;
                    register(&ctx.http, commands, guild_id, activity).await?;
                }
                let service = service.with_bot_user(UserId(ready.user.id.get()));
                stock_puzzles(&service).await;
                let (followers, follower_queue) = FollowerNotices::start();
                let data = Data {
                    service,
                    renderer,
                    followers,
                    scheduler: Arc::default(),
                    activity,
                };
                let told = tell_followers(follower_queue, ctx.http.clone(), data.service.clone());
                tokio::spawn(told);
                tokio::spawn(scheduler::announce_due(
                    ctx.http.clone(),
                    data.clone_handles(),
                    due_every,
                ));
                tracing::info!(user = %ready.user.name, shard = ctx.shard_id.0, "connected to Discord");
                let link = invite_link(ready.application.id.get());
                tracing::info!(%link, "the bot's invite link");
                Ok(data)
            })
        })
        .build();
    // Interactions arrive whatever the intents; GUILDS alone keeps the gateway quiet.
    ClientBuilder::new_with_http(http_client(config).await?, GatewayIntents::GUILDS)
        .framework(InShardSpan(framework))
        .await
        .context("building the Discord client")
}

/// The framework, handling each event inside a span that names its shard:
/// every log line of a command, a button or a menu carries the shard id.
struct InShardSpan<F>(F);

#[serenity::async_trait]
impl<F: serenity::framework::Framework> serenity::framework::Framework for InShardSpan<F> {
    async fn init(&mut self, client: &serenity::Client) {
        self.0.init(client).await;
    }

    async fn dispatch(&self, ctx: serenity::Context, event: serenity::FullEvent) {
        let span = tracing::info_span!("shard", id = ctx.shard_id.0);
        self.0.dispatch(ctx, event).instrument(span).await;
    }
}

/// Adds the shipped puzzles the database lacks. Failing costs only the
/// puzzles, not the bot, so it is logged rather than fatal.
async fn stock_puzzles(service: &Service) {
    match service.import_puzzles(crate::game::SHIPPED_PUZZLES).await {
        Ok(0) => {}
        Ok(added) => tracing::info!(added, "stored the shipped puzzles"),
        Err(e) => tracing::error!(error = %e, "storing the shipped puzzles failed"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_token_never_reaches_debug_output() {
        let config = BotConfig {
            token: "MTIz.secret-token.part".into(),
            database_url: "sqlite://konane.db".into(),
            guild_id: None,
            proxy_url: None,
            due_every: Duration::from_secs(30),
            service: ServiceConfig::default(),
            shards: None,
            metrics_addr: None,
            clock: Arc::new(crate::game::SystemClock),
            activity: true,
        };
        let shown = format!("{config:?} {config:#?}");
        assert!(!shown.contains("secret-token"), "{shown}");
        assert!(shown.contains("<redacted>") && shown.contains("konane.db"));
    }

    /// The link logged at start-up is the one the README gives, with the
    /// permissions integer it names.
    #[test]
    fn the_invite_link_is_the_readmes() {
        let readme = include_str!("../../README.md");
        let link = invite_link(1234).replace("1234", "<APPLICATION_ID>");
        assert!(readme.contains(&link), "{link}");
        assert_eq!(invite_permissions().bits(), 309_237_763_072);
    }
}
