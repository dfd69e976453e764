//! The Discord bot: poise on serenity, a thin adapter over the game service.
//!
//! - [`commands`]: the `/konane` slash commands; each parses its options, calls
//!   the service, and presents the result.
//! - `router`: buttons and menus, through one global handler routed by custom
//!   ids that carry the game id, so they keep working on old messages after a restart.
//! - `scheduler`: the background task that announces reminders and forfeits.
//! - `present` and `reply`: service results as messages; `send`: sending them.

mod choice;
mod commands;
mod follow;
mod ids;
mod localise;
mod present;
pub(crate) mod reply;
mod router;
mod scheduler;
mod send;
mod shards;
mod thread;
mod tournament_home;

use std::sync::Arc;
use std::time::Duration;

use anyhow::Context as _;
pub use follow::FollowerNotices;
pub use ids::ComponentId;
use poise::serenity_prelude as serenity;
pub use reply::Reply;
use send::{Deferral, answer, send};
use serenity::{ClientBuilder, GatewayIntents, HttpBuilder};
pub use shards::ShardRange;
use tracing::Instrument as _;

use crate::ai::{AiPool, AiPoolConfig};
use crate::game::{ChannelId, GuildId, Place, Service, ServiceConfig, ServiceError, UserId};
use crate::i18n::{Lang, Locales};
use crate::render::Renderer;
use crate::store::Store;

/// What every command and handler can reach.
pub struct Data {
    pub service: Service,
    pub renderer: Arc<Renderer>,
    pub ai: Arc<AiPool>,
    /// Boards whose games' followers are to hear of them.
    pub followers: FollowerNotices,
}

pub type Error = anyhow::Error;
pub type Context<'a> = poise::Context<'a, Data, Error>;

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
    /// The AI's threads, memory and thinking time.
    pub ai: AiPoolConfig,
    /// The service's limits and budgets (the bot user is filled in on connecting).
    pub service: ServiceConfig,
    /// The gateway shards this process runs; `None` for as many as Discord recommends.
    pub shards: Option<ShardRange>,
    /// Where to serve `/metrics` and `/healthz`; `None` for nowhere.
    pub metrics_addr: Option<std::net::SocketAddr>,
    /// The service's clock: the system's, or one a test moves.
    pub clock: Arc<dyn crate::game::Clock>,
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
            .field("ai", &self.ai)
            .field("service", &self.service)
            .field("shards", &self.shards)
            .field("metrics_addr", &self.metrics_addr)
            .field("clock", &self.clock)
            .finish()
    }
}

/// Runs the bot until Ctrl-C or SIGTERM.
///
/// # Errors
/// The database or renderer cannot be opened, or Discord refuses the connection.
pub async fn run(config: BotConfig) -> anyhow::Result<()> {
    let store = Store::open(&config.database_url)
        .await
        .with_context(|| format!("opening the database {}", config.database_url))?;
    let renderer = Arc::new(Renderer::new().context("loading the renderer")?);
    let ai = Arc::new(AiPool::new(config.ai));
    let mut client = build_client(&config, store.clone(), renderer, Arc::clone(&ai)).await?;
    let shards = client.shard_manager.clone();
    if let Some(addr) = config.metrics_addr {
        serve_metrics(addr, store.clone(), Arc::clone(&shards)).await?;
    }
    let stopping = Arc::clone(&ai);
    tokio::spawn(async move {
        shutdown_signal().await;
        tracing::info!("shutting down");
        // Searches stop at once (a bot move answers with its best so far),
        // so no handler keeps the shutdown waiting.
        stopping.shut_down();
        shards.shutdown_all().await;
    });
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
    ai.shut_down();
    // Moves are committed as they are played; closing only flushes the pool.
    store.close().await;
    started.map_err(|e| match e {
        serenity::Error::Gateway(serenity::GatewayError::InvalidAuthentication) => {
            anyhow::anyhow!("Discord rejected the token: check DISCORD_TOKEN")
        }
        other => anyhow::anyhow!("the connection to Discord failed: {other}"),
    })
}

/// Serves `/metrics` and `/healthz` on `addr`: healthy while the database
/// answers and at least one of this process's shards is connected.
///
/// # Errors
/// The address can't be listened on, or another metrics recorder is installed.
pub async fn serve_metrics(
    addr: std::net::SocketAddr,
    store: Store,
    shards: Arc<serenity::ShardManager>,
) -> anyhow::Result<()> {
    let listener = tokio::net::TcpListener::bind(addr)
        .await
        .with_context(|| format!("listening for metrics on {addr} (KONANE_METRICS_ADDR)"))?;
    let handle = crate::metrics::recorder()?;
    let check: crate::metrics::HealthCheck = Arc::new(move || {
        let (store, shards) = (store.clone(), Arc::clone(&shards));
        Box::pin(async move {
            let connected = shards
                .runners
                .lock()
                .await
                .values()
                .filter(|runner| runner.stage == serenity::ConnectionStage::Connected)
                .count();
            crate::metrics::Health {
                database_answers: store.answers().await,
                shards_connected: connected,
            }
        })
    });
    tracing::info!(%addr, "serving /metrics and /healthz");
    tokio::spawn(crate::metrics::serve(listener, handle, check));
    Ok(())
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
    let http = http_client(config);
    let app = http
        .get_current_application_info()
        .await
        .context("asking Discord which application the token belongs to")?;
    http.set_application_id(app.id);
    let locales = Locales::load().context("loading the built-in translations")?;
    let commands = commands::all(&locales)?;
    match config.guild_id {
        Some(g) => {
            poise::builtins::register_in_guild(&http, &commands, serenity::GuildId::new(g)).await?
        }
        None => poise::builtins::register_globally(&http, &commands).await?,
    }
    Ok(commands.len())
}

/// The REST client: Discord, or the proxy that owns the rate limits.
fn http_client(config: &BotConfig) -> serenity::Http {
    let mut http =
        HttpBuilder::new(&config.token).default_allowed_mentions(send::allowed_mentions(&[]));
    if let Some(proxy) = &config.proxy_url {
        // The proxy (or fake) does the rate limiting; serenity ignores the proxy otherwise.
        http = http
            .proxy(proxy.trim_end_matches('/'))
            .ratelimiter_disabled(true);
    }
    http.build()
}

/// Milliseconds since an interaction (or any snowflake) was created, by the
/// time in its id.
pub(crate) fn since_created(snowflake: u64) -> Duration {
    const DISCORD_EPOCH_MS: u64 = 1_420_070_400_000;
    let created =
        std::time::UNIX_EPOCH + Duration::from_millis((snowflake >> 22) + DISCORD_EPOCH_MS);
    std::time::SystemTime::now()
        .duration_since(created)
        .unwrap_or_default()
}

/// The serenity client with the poise framework, ready to start.
///
/// # Errors
/// Serenity failing to build the client.
pub async fn build_client(
    config: &BotConfig,
    store: Store,
    renderer: Arc<Renderer>,
    ai: Arc<AiPool>,
) -> anyhow::Result<serenity::Client> {
    let guild_id = config.guild_id;
    // One process registers the commands: the one holding shard 0.
    let registers = config.shards.is_none_or(ShardRange::holds_shard_zero);
    let due_every = config.due_every;
    let service_config = config.service.clone();
    let clock = Arc::clone(&config.clock);
    let locales = Locales::load().context("loading the built-in translations")?;
    let framework = poise::Framework::builder()
        .options(poise::FrameworkOptions {
            commands: commands::all(&locales)?,
            on_error: |error| Box::pin(on_error(error)),
            post_command: |ctx| {
                Box::pin(async move {
                    crate::metrics::interaction(
                        &ctx.command().qualified_name,
                        crate::metrics::Outcome::Answered,
                        since_created(ctx.id()),
                    );
                    let place = place_of(ctx);
                    if place.answers_only {
                        let lang = languages_of(ctx).await.public;
                        let follow_up = |reply: Reply| async move { send::follow_up(ctx, &reply).await };
                        scheduler::tell_channel_notices(ctx.data(), place.channel, lang, follow_up)
                            .await;
                    }
                })
            },
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
                let commands = &framework.options().commands;
                match guild_id {
                    _ if !registers => {}
                    Some(g) => {
                        poise::builtins::register_in_guild(ctx, commands, serenity::GuildId::new(g))
                            .await?
                    }
                    None => poise::builtins::register_globally(ctx, commands).await?,
                }
                let service = Service::new(
                    store,
                    clock,
                    ServiceConfig {
                        bot_user: Some(UserId(ready.user.id.get())),
                        ..service_config
                    },
                );
                stock_puzzles(&service).await;
                let (followers, follower_queue) = FollowerNotices::start(ctx.http.clone());
                let data = Data {
                    service,
                    renderer,
                    ai,
                    followers,
                };
                tokio::spawn(follower_queue.run(data.clone_handles()));
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
    ClientBuilder::new_with_http(http_client(config), GatewayIntents::GUILDS)
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

async fn shutdown_signal() {
    #[cfg(unix)]
    {
        let mut term =
            match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
                Ok(s) => s,
                Err(_) => {
                    let _ = tokio::signal::ctrl_c().await;
                    return;
                }
            };
        tokio::select! {
            _ = tokio::signal::ctrl_c() => {}
            _ = term.recv() => {}
        }
    }
    #[cfg(not(unix))]
    let _ = tokio::signal::ctrl_c().await;
}

async fn on_error(error: poise::FrameworkError<'_, Data, Error>) {
    match error {
        poise::FrameworkError::Command { error, ctx, .. } => {
            tracing::error!(command = %ctx.command().qualified_name, shard = ctx.serenity_context().shard_id.0, error = %format!("{error:#}"), "command failed");
            crate::metrics::interaction(
                &ctx.command().qualified_name,
                crate::metrics::Outcome::Failed,
                since_created(ctx.id()),
            );
            let refusal = member_lang(ctx).text("error-internal");
            if let Err(e) = send(ctx, Reply::private(refusal)).await {
                tracing::warn!(error = %e, "telling the user about a failure failed");
            }
        }
        poise::FrameworkError::GuildOnly { ctx, .. } => refuse(ctx, "servers-only").await,
        poise::FrameworkError::CommandCheckFailed {
            ctx, error: None, ..
        } => refuse(ctx, "bot-not-in-server").await,
        other => {
            if let Err(e) = poise::builtins::on_error(other).await {
                tracing::error!(error = %e, "handling an error failed");
            }
        }
    }
}

/// Tells the member privately why their command can't run here.
async fn refuse(ctx: Context<'_>, why: &str) {
    if let Err(e) = send(ctx, Reply::private(member_lang(ctx).text(why))).await {
        tracing::warn!(error = %e, "telling the user about a refusal failed");
    }
}

/// The member who used a command, as the service knows them.
pub(crate) fn author_of(ctx: Context<'_>) -> UserId {
    UserId(ctx.author().id.get())
}

/// The languages an interaction is answered in: the member's own for what
/// only they see, the server's for what everyone in the channel sees.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Languages {
    pub member: Lang,
    pub public: Lang,
}

impl Languages {
    /// For an interaction from a member whose client is in `locale`, in
    /// `guild` (whose locale Discord sent as `guild_locale`).
    pub(crate) async fn of(
        data: &Data,
        guild: Option<GuildId>,
        locale: &str,
        guild_locale: Option<&str>,
    ) -> Languages {
        let member = Lang::closest(locale);
        let Some(guild) = guild else {
            return Languages {
                member,
                public: member,
            };
        };
        let public = server_language(data, guild, guild_locale).await;
        Languages { member, public }
    }
}

/// The language of a server's public messages, given its locale as an
/// interaction sent it (`None` where no interaction prompts the message:
/// reminders, forfeits). If the database can't say just now, that locale
/// stands in (or the source's), and the failure is logged.
pub(crate) async fn server_language(data: &Data, guild: GuildId, seen: Option<&str>) -> Lang {
    data.service
        .public_language(guild, seen)
        .await
        .unwrap_or_else(|e| {
            tracing::warn!(error = %e, "reading the server's language failed");
            seen.map_or(Lang::SOURCE, Lang::closest)
        })
}

/// The language of the member who used a command, for what only they see.
pub(crate) fn member_lang(ctx: Context<'_>) -> Lang {
    Lang::closest(ctx.locale().unwrap_or_default())
}

/// The languages of a slash command's answers.
pub(crate) async fn languages_of(ctx: Context<'_>) -> Languages {
    let guild_locale = match ctx {
        poise::Context::Application(a) => a.interaction.guild_locale.as_deref(),
        poise::Context::Prefix(_) => None,
    };
    let guild = ctx.guild_id().map(|g| GuildId(g.get()));
    Languages::of(
        ctx.data(),
        guild,
        ctx.locale().unwrap_or_default(),
        guild_locale,
    )
    .await
}

/// A command check: the bot must be a member of the server, for commands
/// that post or change the server (see [`Reach`]).
pub(crate) async fn bot_in_server(ctx: Context<'_>) -> Result<bool, Error> {
    Ok(!place_of(ctx).answers_only)
}

/// Where a slash command was used (see [`place_in`]).
pub(crate) fn place_of(ctx: Context<'_>) -> Place {
    let (channel, reach) = match ctx {
        poise::Context::Application(a) => (
            a.interaction.channel.as_ref(),
            Reach::of(
                a.interaction.context,
                &a.interaction.authorizing_integration_owners,
            ),
        ),
        poise::Context::Prefix(_) => (None, Reach::Posts),
    };
    place_in(ctx.guild_id(), ctx.channel_id(), channel, reach)
}

/// Whether the bot can post where an interaction happened, or only answer it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Reach {
    /// The bot is a member there: a server that installed the app, or the
    /// bot's own DM with the member.
    Posts,
    /// Only interaction responses reach the channel: a DM or group DM
    /// between players, or a server where only a member installed the app.
    AnswersOnly,
}

impl Reach {
    /// As Discord's `context` and `authorizing_integration_owners` say.
    /// Interactions that name neither (older payloads) come from a server
    /// that installed the app, or the bot's DM.
    pub(crate) fn of(
        context: Option<serenity::InteractionContext>,
        owners: &serenity::AuthorizingIntegrationOwners,
    ) -> Reach {
        use serenity::{AuthorizingIntegrationOwner, InteractionContext};
        let server_installed = owners.0.is_empty()
            || owners
                .0
                .iter()
                .any(|o| matches!(o, AuthorizingIntegrationOwner::GuildInstall(Some(_))));
        match context {
            Some(InteractionContext::PrivateChannel) => Reach::AnswersOnly,
            Some(InteractionContext::BotDm) => Reach::Posts,
            _ if server_installed => Reach::Posts,
            _ => Reach::AnswersOnly,
        }
    }
}

/// Where an interaction happened: its channel, and for a thread (as the
/// interaction's channel object says) the channel the thread belongs to.
/// Outside servers the place is [`GuildId::DIRECT`]'s.
pub(crate) fn place_in(
    guild: Option<serenity::GuildId>,
    channel: serenity::ChannelId,
    about: Option<&serenity::PartialChannel>,
    reach: Reach,
) -> Place {
    let parent = about
        .filter(|c| thread::is_thread(c.kind))
        .and_then(|c| c.parent_id);
    Place {
        guild: guild.map_or(GuildId::DIRECT, |g| GuildId(g.get())),
        channel: ChannelId(channel.get()),
        parent: parent.map(|p| ChannelId(p.get())),
        answers_only: reach == Reach::AnswersOnly,
        mirror: None,
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

/// Remembers a member's display name in a server, for pictures and tables
/// after a restart, and their locale if the interaction says it (for direct
/// messages). A failure is logged and otherwise passed over (the name is
/// only a label), except an unreachable database, which is returned:
/// whatever the caller meant to do next would wait for it in vain.
pub(crate) async fn remember_name(
    data: &Data,
    guild: GuildId,
    user: UserId,
    (name, locale): (&str, Option<&str>),
) -> Option<ServiceError> {
    match data.service.remember_name(guild, user, name, locale).await {
        Ok(()) => None,
        Err(e @ ServiceError::Unavailable(_)) => Some(e),
        Err(e) => {
            tracing::warn!(user = %user, error = %e, "remembering a display name failed");
            None
        }
    }
}

/// Remembers the caller's display name in this server, as [`remember_name`].
pub(crate) async fn remember_author(ctx: Context<'_>) -> Option<ServiceError> {
    let guild = place_of(ctx).guild;
    let name = match ctx.author_member().await {
        Some(member) => member.display_name().to_string(),
        None => ctx.author().display_name().to_string(),
    };
    let locale = ctx.locale();
    remember_name(ctx.data(), guild, author_of(ctx), (&name, locale)).await
}

impl Data {
    /// Another handle on the same service, renderer and AI, for background tasks.
    fn clone_handles(&self) -> Data {
        Data {
            service: self.service.clone(),
            renderer: Arc::clone(&self.renderer),
            ai: Arc::clone(&self.ai),
            followers: self.followers.clone(),
        }
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
            ai: AiPoolConfig::default(),
            service: ServiceConfig::default(),
            shards: None,
            metrics_addr: None,
            clock: Arc::new(crate::game::SystemClock),
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
