/*!
The Discord bot: poise on serenity, a thin adapter over the game service.

Slash commands live in [`commands`]; buttons and menus are served by a
global component handler (not an in-memory collector), routed by custom ids
that carry the game id, so they keep working on old messages after a
restart. A background task announces turn reminders and forfeits.
*/

mod commands;
mod ids;
mod reply;

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use anyhow::Context as _;
use poise::serenity_prelude as serenity;
use serenity::{
    ClientBuilder, ComponentInteraction, ComponentInteractionDataKind, CreateInteractionResponse,
    CreateInteractionResponseFollowup, CreateInteractionResponseMessage, CreateMessage, FullEvent,
    GatewayIntents, HttpBuilder, Interaction,
};

pub use ids::ComponentId;
pub use reply::Reply;

use crate::ai::{AiPool, AiPoolConfig};
use crate::game::{
    ChallengeOptions, ChannelId, ColourChoice, DueEvent, GameView, GuildId, MoveOutcome, Place,
    Service, ServiceConfig, ServiceError, SystemClock, UserId,
};
use crate::render::Renderer;
use crate::store::Store;
use reply::{Names, board_reply, mention};

/// What every command and handler can reach.
pub struct Data {
    pub service: Service,
    pub renderer: Arc<Renderer>,
    pub ai: Arc<AiPool>,
}

pub type Error = anyhow::Error;
pub type Context<'a> = poise::Context<'a, Data, Error>;

/// Everything the bot needs to run, from the environment (see `.env.example`).
#[derive(Clone, Debug)]
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
    let mut client = build_client(&config, store.clone(), renderer).await?;
    let shards = client.shard_manager.clone();
    tokio::spawn(async move {
        shutdown_signal().await;
        tracing::info!("shutting down");
        shards.shutdown_all().await;
    });
    let started = client.start().await;
    // Moves are committed as they are played; closing only flushes the pool.
    store.close().await;
    started.map_err(|e| match e {
        serenity::Error::Gateway(serenity::GatewayError::InvalidAuthentication) => {
            anyhow::anyhow!("Discord rejected the token: check DISCORD_TOKEN")
        }
        other => anyhow::anyhow!("the connection to Discord failed: {other}"),
    })
}

/// The serenity client with the poise framework, ready to start.
///
/// # Errors
/// Serenity failing to build the client.
pub async fn build_client(
    config: &BotConfig,
    store: Store,
    renderer: Arc<Renderer>,
) -> anyhow::Result<serenity::Client> {
    let guild_id = config.guild_id;
    let due_every = config.due_every;
    let ai = Arc::new(AiPool::new(config.ai));
    let framework = poise::Framework::builder()
        .options(poise::FrameworkOptions {
            commands: commands::all(),
            on_error: |error| Box::pin(on_error(error)),
            event_handler: |framework, event| {
                Box::pin(on_event(
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
                    Some(g) => {
                        poise::builtins::register_in_guild(ctx, commands, serenity::GuildId::new(g))
                            .await?
                    }
                    None => poise::builtins::register_globally(ctx, commands).await?,
                }
                let service = Service::new(
                    store,
                    Arc::new(SystemClock),
                    ServiceConfig {
                        bot_user: Some(UserId(ready.user.id.get())),
                        ..ServiceConfig::default()
                    },
                );
                let data = Data {
                    service,
                    renderer,
                    ai,
                };
                tokio::spawn(announce_due(
                    ctx.http.clone(),
                    data.clone_handles(),
                    due_every,
                ));
                tracing::info!(user = %ready.user.name, "connected to Discord");
                Ok(data)
            })
        })
        .build();
    let mut http = HttpBuilder::new(&config.token);
    if let Some(proxy) = &config.proxy_url {
        // The proxy (or fake) does the rate limiting; serenity ignores the proxy otherwise.
        http = http
            .proxy(proxy.trim_end_matches('/'))
            .ratelimiter_disabled(true);
    }
    ClientBuilder::new_with_http(http.build(), GatewayIntents::non_privileged())
        .framework(framework)
        .await
        .context("building the Discord client")
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
            tracing::error!(command = %ctx.command().qualified_name, error = %format!("{error:#}"), "command failed");
            let _ = send(
                ctx,
                Reply::private("something went wrong on our side; please try again"),
            )
            .await;
        }
        other => {
            if let Err(e) = poise::builtins::on_error(other).await {
                tracing::error!(error = %e, "handling an error failed");
            }
        }
    }
}

/// Sends a reply to a slash command.
pub(crate) async fn send(ctx: Context<'_>, reply: Reply) -> Result<(), Error> {
    let mut out = poise::CreateReply::default()
        .content(reply.content.clone())
        .ephemeral(reply.ephemeral)
        .components(reply.components.clone());
    if let Some(file) = reply.attachment() {
        out = out.attachment(file);
    }
    ctx.send(out).await?;
    Ok(())
}

/// A refusal as a private reply; internal failures are logged, not shown.
pub(crate) fn service_error(e: ServiceError) -> Reply {
    if !e.is_user_error() {
        tracing::error!(error = %format!("{e:#}"), "service failure");
    }
    Reply::private(e.to_string())
}

pub(crate) fn place_of(ctx: Context<'_>) -> Result<Place, Error> {
    let guild = ctx
        .guild_id()
        .context("Kōnane is played in servers, not in direct messages")?;
    Ok(Place {
        guild: GuildId(guild.get()),
        channel: ChannelId(ctx.channel_id().get()),
    })
}

/// Remembers the caller's display name, for pictures and tables after a restart.
pub(crate) async fn remember_author(ctx: Context<'_>) {
    let name = match ctx.author_member().await {
        Some(member) => member.display_name().to_string(),
        None => ctx.author().display_name().to_string(),
    };
    let _ = ctx
        .data()
        .service
        .remember_name(UserId(ctx.author().id.get()), &name)
        .await;
}

pub(crate) async fn accept_reply(data: &Data, place: Place, user: UserId) -> Reply {
    match data.service.accept(place, user).await {
        Ok(view) => {
            let names = names_for(&data.service, &view).await;
            let headline = format!(
                "{} accepted: {} plays black, {} plays white.",
                mention(user),
                view.black.map(mention).unwrap_or_default(),
                view.white.map(mention).unwrap_or_default()
            );
            board_reply(&data.renderer, &view, &names, headline, None)
        }
        Err(e) => service_error(e),
    }
}

pub(crate) async fn decline_reply(data: &Data, place: Place, user: UserId) -> Reply {
    match data.service.decline(place, user).await {
        Ok(view) => Reply::public(format!(
            "{} declined the challenge from {}.",
            mention(user),
            mention(view.challenger)
        )),
        Err(e) => service_error(e),
    }
}

pub(crate) async fn resign_reply(data: &Data, place: Place, user: UserId) -> Reply {
    match data.service.resign(place, user).await {
        Ok((view, end)) => {
            let names = names_for(&data.service, &view).await;
            board_reply(
                &data.renderer,
                &view,
                &names,
                format!("{} resigned.", mention(user)),
                Some(&end),
            )
        }
        Err(e) => service_error(e),
    }
}

impl Data {
    /// Another handle on the same service, renderer and AI, for background tasks.
    fn clone_handles(&self) -> Data {
        Data {
            service: self.service.clone(),
            renderer: Arc::clone(&self.renderer),
            ai: Arc::clone(&self.ai),
        }
    }
}

/// Acknowledges an interaction early when the answer needs thinking time
/// (Discord allows three seconds); the reply then arrives as a follow-up.
pub(crate) enum Deferral<'a> {
    Slash(Context<'a>),
    Component {
        ctx: &'a serenity::Context,
        component: &'a ComponentInteraction,
        done: AtomicBool,
    },
}

impl Deferral<'_> {
    pub(crate) async fn defer(&self) {
        let sent = match self {
            Deferral::Slash(ctx) => ctx.defer().await,
            Deferral::Component {
                ctx,
                component,
                done,
            } => {
                if done.swap(true, Ordering::Relaxed) {
                    return;
                }
                let thinking =
                    CreateInteractionResponse::Defer(CreateInteractionResponseMessage::new());
                component.create_response(ctx, thinking).await
            }
        };
        if let Err(e) = sent {
            tracing::warn!(error = %e, "deferring an interaction failed");
        }
    }

    fn deferred(&self) -> bool {
        match self {
            Deferral::Slash(_) => false,
            Deferral::Component { done, .. } => done.load(Ordering::Relaxed),
        }
    }
}

fn captures(n: usize) -> String {
    match n {
        0 => String::new(),
        1 => " capturing 1 stone".to_string(),
        n => format!(" capturing {n} stones"),
    }
}

/// The reply to a move: if the bot plays next, it thinks (the interaction
/// deferred meanwhile) and the reply shows both moves.
pub(crate) async fn move_and_answer(
    data: &Data,
    result: Result<MoveOutcome, ServiceError>,
    deferral: &Deferral<'_>,
) -> Reply {
    let human = match result {
        Ok(outcome) if outcome.ai_to_move => outcome,
        other => return move_reply(data, other).await,
    };
    deferral.defer().await;
    let headline = format!(
        "{} played `{}`{}.",
        mention(human.mover),
        human.played,
        captures(human.captured)
    );
    bot_turn_reply(data, &human.view, headline).await
}

/// Lets the bot move in `view` (its turn) and shows the board after it,
/// under `headline`; if it can't, says so and shows `view`.
pub(crate) async fn bot_turn_reply(data: &Data, view: &GameView, headline: String) -> Reply {
    match data.service.play_ai_turn(&data.ai, view.id).await {
        Ok(Some(bot)) => {
            let names = names_for(&data.service, &bot.view).await;
            let headline = format!(
                "{headline} I played `{}`{}.",
                bot.played,
                captures(bot.captured)
            );
            board_reply(
                &data.renderer,
                &bot.view,
                &names,
                headline,
                bot.end.as_ref(),
            )
        }
        answer => {
            if let Err(e) = &answer {
                tracing::warn!(game = %view.id, error = %e, "the AI could not move");
            }
            let names = names_for(&data.service, view).await;
            let mut reply = board_reply(&data.renderer, view, &names, headline, None);
            if answer.is_err() {
                reply.content.push_str(
                    "
I couldn't think just now; I'll move as soon as I can.",
                );
            }
            reply
        }
    }
}

/// The board after a move, or why the move was refused.
pub(crate) async fn move_reply(data: &Data, result: Result<MoveOutcome, ServiceError>) -> Reply {
    match result {
        Ok(outcome) => {
            let names = names_for(&data.service, &outcome.view).await;
            let headline = format!(
                "{} played `{}`{}.",
                mention(outcome.mover),
                outcome.played,
                captures(outcome.captured)
            );
            board_reply(
                &data.renderer,
                &outcome.view,
                &names,
                headline,
                outcome.end.as_ref(),
            )
        }
        Err(e) => service_error(e),
    }
}

async fn on_event(ctx: &serenity::Context, event: &FullEvent, data: &Data) -> Result<(), Error> {
    if let FullEvent::InteractionCreate {
        interaction: Interaction::Component(component),
    } = event
        && let Some(id) = ComponentId::decode(&component.data.custom_id)
    {
        let deferral = Deferral::Component {
            ctx,
            component,
            done: AtomicBool::new(false),
        };
        let reply = component_reply(data, component, id, &deferral).await;
        if deferral.deferred() {
            follow_up(ctx, component, reply).await?;
        } else {
            respond(ctx, component, reply).await?;
        }
    }
    Ok(())
}

/// What a button or menu click does; every refusal is a private reply.
async fn component_reply(
    data: &Data,
    component: &ComponentInteraction,
    id: ComponentId,
    deferral: &Deferral<'_>,
) -> Reply {
    let user = UserId(component.user.id.get());
    let Some(guild) = component.guild_id else {
        return Reply::private("Kōnane is played in servers, not in direct messages");
    };
    let place = Place {
        guild: GuildId(guild.get()),
        channel: ChannelId(component.channel_id.get()),
    };
    let name = component.member.as_ref().map_or_else(
        || component.user.display_name().to_string(),
        |m| m.display_name().to_string(),
    );
    let _ = data.service.remember_name(user, &name).await;
    // Components are tied to one game: refuse them once the channel has moved on.
    let current = data.service.current_game(place).await.ok().map(|v| v.id);
    match id {
        ComponentId::Accept(game) | ComponentId::Decline(game) if current != Some(game) => {
            Reply::private("this challenge is no longer open")
        }
        ComponentId::Accept(_) => accept_reply(data, place, user).await,
        ComponentId::Decline(_) => decline_reply(data, place, user).await,
        ComponentId::Move { game, ply } => {
            let chosen = match &component.data.kind {
                ComponentInteractionDataKind::StringSelect { values } => values.first().cloned(),
                _ => None,
            };
            let Some(text) = chosen else {
                return Reply::private("pick a move from the menu");
            };
            let m = match data.service.game(game).await {
                Ok(view) => crate::engine::parse_move(
                    &text,
                    view.game.position(),
                    view.game.variant().rules(),
                ),
                Err(e) => return service_error(e),
            };
            match m {
                Ok(m) => {
                    let result = data.service.play_at(game, ply, user, m).await;
                    move_and_answer(data, result, deferral).await
                }
                Err(_) => service_error(ServiceError::PositionChanged),
            }
        }
        ComponentId::Resign(game) => {
            if current != Some(game) {
                return Reply::private("this game is already over");
            }
            Reply {
                content: "Resign this game? Your opponent wins.".into(),
                components: vec![serenity::CreateActionRow::Buttons(vec![
                    serenity::CreateButton::new(ComponentId::ConfirmResign(game).encode())
                        .label("Yes, resign")
                        .style(serenity::ButtonStyle::Danger),
                ])],
                ephemeral: true,
                ..Reply::default()
            }
        }
        ComponentId::ConfirmResign(game) if current != Some(game) => {
            Reply::private("this game is already over")
        }
        ComponentId::ConfirmResign(_) => resign_reply(data, place, user).await,
        ComponentId::Rematch(game) => rematch_reply(data, place, user, game, deferral).await,
    }
}

/// A new challenge between the same players, colours swapped.
async fn rematch_reply(
    data: &Data,
    place: Place,
    user: UserId,
    game: crate::game::GameId,
    deferral: &Deferral<'_>,
) -> Reply {
    let old = match data.service.game(game).await {
        Ok(v) => v,
        Err(e) => return service_error(e),
    };
    let Some(colour) = old.colour_of(user) else {
        return service_error(ServiceError::NotAPlayer);
    };
    let Some(opponent) = old.player(colour.other()) else {
        return service_error(ServiceError::NotAPlayer);
    };
    let variant = old.game.variant();
    let options = ChallengeOptions {
        size: Some(variant.size),
        opening: Some(variant.opening),
        jumps: Some(variant.jumps),
        colour: match colour {
            crate::engine::Color::Black => ColourChoice::White,
            crate::engine::Color::White => ColourChoice::Black,
        },
        ai_level: old.ai_level,
    };
    match data.service.challenge(place, user, opponent, options).await {
        Ok(view) if view.is_ai_game() => {
            ai_game_start_reply(data, &view, "Rematch! The game begins.".into(), deferral).await
        }
        Ok(view) => Reply {
            content: format!(
                "{}, {} asks for a rematch (colours swapped).",
                mention(opponent),
                mention(user)
            ),
            components: reply::challenge_components(&view),
            ..Reply::default()
        },
        Err(e) => service_error(e),
    }
}

/// The first board of a game against the bot, after the bot's opening move if it plays Black.
pub(crate) async fn ai_game_start_reply(
    data: &Data,
    view: &GameView,
    headline: String,
    deferral: &Deferral<'_>,
) -> Reply {
    if view.player_to_move() == data.service.config().bot_user {
        deferral.defer().await;
        return bot_turn_reply(data, view, headline).await;
    }
    let names = names_for(&data.service, view).await;
    board_reply(&data.renderer, view, &names, headline, None)
}

async fn follow_up(
    ctx: &serenity::Context,
    component: &ComponentInteraction,
    reply: Reply,
) -> Result<(), Error> {
    let mut message = CreateInteractionResponseFollowup::new()
        .content(reply.content.clone())
        .components(reply.components.clone());
    if let Some(file) = reply.attachment() {
        message = message.add_file(file);
    }
    component.create_followup(ctx, message).await?;
    Ok(())
}

async fn respond(
    ctx: &serenity::Context,
    component: &ComponentInteraction,
    reply: Reply,
) -> Result<(), Error> {
    let mut message = CreateInteractionResponseMessage::new()
        .content(reply.content.clone())
        .ephemeral(reply.ephemeral)
        .components(reply.components.clone());
    if let Some(file) = reply.attachment() {
        message = message.add_file(file);
    }
    component
        .create_response(ctx, CreateInteractionResponse::Message(message))
        .await?;
    Ok(())
}

/// Posts reminders, forfeits and expired challenges as they fall due, and
/// plays the bot's turns nobody answered (after a restart, say).
async fn announce_due(http: Arc<serenity::Http>, data: Data, every: Duration) {
    let Data {
        service, renderer, ..
    } = &data;
    let mut tick = tokio::time::interval(every);
    // A turn still unanswered this long after the human's move has no reply
    // coming (the answer would have been posted within the thinking time).
    let owed_after = data.ai.config().think_time + every * 5;
    loop {
        tick.tick().await;
        match service.games_awaiting_ai(owed_after).await {
            Ok(games) => {
                for game in games {
                    let Ok(view) = service.game(game).await else {
                        continue;
                    };
                    let reply = bot_turn_reply(&data, &view, "Back to our game:".into()).await;
                    post(&http, view.place.channel, reply).await;
                }
            }
            Err(e) => tracing::error!(error = %format!("{e:#}"), "finding the bot's turns failed"),
        }
        let events = match service.process_due().await {
            Ok(events) => events,
            Err(e) => {
                tracing::error!(error = %format!("{e:#}"), "checking deadlines failed");
                continue;
            }
        };
        for event in events {
            let (channel, reply) = match event {
                DueEvent::Reminder {
                    view,
                    player,
                    deadline,
                } => (
                    view.place.channel,
                    Reply::public(format!(
                        "{}, it's your move in game #{}; your time runs out <t:{}:R>.",
                        mention(player),
                        view.id,
                        deadline.unix_seconds()
                    )),
                ),
                DueEvent::Forfeit { view, end } => {
                    let names = names_for(service, &view).await;
                    let headline = format!("{} ran out of time.", mention(end.loser));
                    (
                        view.place.channel,
                        board_reply(renderer, &view, &names, headline, Some(&end)),
                    )
                }
                DueEvent::ChallengeExpired { view } => (
                    view.place.channel,
                    Reply::public(format!(
                        "The challenge from {} to {} expired.",
                        mention(view.challenger),
                        mention(view.opponent)
                    )),
                ),
            };
            post(&http, channel, reply).await;
        }
    }
}

/// Posts `reply` in `channel`, not as an answer to anyone.
async fn post(http: &serenity::Http, channel: ChannelId, reply: Reply) {
    let mut message = CreateMessage::new()
        .content(reply.content.clone())
        .components(reply.components.clone());
    if let Some(file) = reply.attachment() {
        message = message.add_file(file);
    }
    if let Err(e) = serenity::ChannelId::new(channel.0)
        .send_message(http, message)
        .await
    {
        tracing::warn!(error = %e, channel = channel.0, "posting a message failed");
    }
}

/// Remembered display names of a game's players, or their colours.
pub(crate) async fn names_for(service: &Service, view: &GameView) -> Names {
    let users: Vec<UserId> = [view.black, view.white].into_iter().flatten().collect();
    let known = service.names(&users).await.unwrap_or_default();
    let pick = |u: Option<UserId>, fallback: &str| {
        u.and_then(|u| known.get(&u).cloned())
            .unwrap_or_else(|| fallback.into())
    };
    Names {
        black: pick(view.black, "Black"),
        white: pick(view.white, "White"),
    }
}
