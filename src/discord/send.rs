//! Sending replies: to a slash command, to a button or menu click (as the
//! interaction's response or, once deferred, a follow-up), or as a plain
//! channel message from the scheduler.

use std::future::Future;
use std::sync::OnceLock;
use std::sync::atomic::Ordering;
use std::time::{Duration, Instant};

use poise::serenity_prelude as serenity;
use serenity::{
    ComponentInteraction, CreateInteractionResponse, CreateInteractionResponseFollowup,
    CreateInteractionResponseMessage, CreateMessage,
};

use super::codes;
use super::context::{Context, Data, Error, Languages, Reach, author_of, place_of};
use super::reply::{LiveBoard, Reply, follow_button, message_link};
use crate::game::{Service, ServiceError};
use crate::i18n::Lang;
use crate::values::{ChannelId, GuildId, MessageId, UserId};

/// Who a message may ping: exactly these users, no roles, no @everyone.
/// Sent with every message, so nothing pings by default.
pub(crate) fn allowed_mentions(pings: &[UserId]) -> serenity::CreateAllowedMentions {
    serenity::CreateAllowedMentions::new().users(pings.iter().map(|u| serenity::UserId::new(u.0)))
}

/// The four serenity builders a [`Reply`] becomes (a command's reply, a
/// click's response or follow-up, a channel message): the same parts
/// under the same names, filled in one place, [`filled`].
trait MessageBuilder: Sized {
    fn with_content(self, content: String) -> Self;
    fn with_components(self, components: Vec<serenity::CreateActionRow>) -> Self;
    fn with_mentions(self, mentions: serenity::CreateAllowedMentions) -> Self;
    fn with_file(self, file: serenity::CreateAttachment) -> Self;
}

macro_rules! message_builder {
    ($builder:ty, $add_file:ident) => {
        impl MessageBuilder for $builder {
            fn with_content(self, content: String) -> Self {
                self.content(content)
            }
            fn with_components(self, components: Vec<serenity::CreateActionRow>) -> Self {
                self.components(components)
            }
            fn with_mentions(self, mentions: serenity::CreateAllowedMentions) -> Self {
                self.allowed_mentions(mentions)
            }
            fn with_file(self, file: serenity::CreateAttachment) -> Self {
                self.$add_file(file)
            }
        }
    };
}

message_builder!(poise::CreateReply, attachment);
message_builder!(CreateInteractionResponseMessage, add_file);
message_builder!(CreateInteractionResponseFollowup, add_file);
message_builder!(CreateMessage, add_file);

/// `builder` with the reply's text, controls, pings and files.
fn filled<B: MessageBuilder>(builder: B, reply: &Reply) -> B {
    let mut out = builder
        .with_content(reply.content.clone())
        .with_components(reply.components.clone())
        .with_mentions(allowed_mentions(&reply.pings));
    for file in reply.attachments() {
        out = out.with_file(file);
    }
    out
}

/// A new message of the reply's text, controls, pings and files (a forum
/// post's first message, say).
pub(crate) fn message_of(reply: &Reply) -> CreateMessage {
    filled(CreateMessage::new(), reply)
}

/// What a reply does besides its own message: its board becomes the live
/// one, and it has messages for other channels (a thread's parent).
struct FollowOn {
    also: Vec<(ChannelId, Reply)>,
    live: Option<LiveBoard>,
    /// For a game between servers, the same message for the other
    /// player's DM with the bot.
    mirrored: Option<Reply>,
}

impl FollowOn {
    fn take(reply: &mut Reply) -> FollowOn {
        let also = std::mem::take(&mut reply.also);
        let live = reply.live.take();
        let mirrored = live
            .filter(|l| l.place.mirror.is_some() && !reply.ephemeral)
            .map(|_| reply.clone());
        FollowOn {
            also,
            live,
            mirrored,
        }
    }

    /// Whether the main message's id is needed, for the board going live.
    fn wants_id(&self) -> bool {
        self.live.is_some()
    }

    /// Once the main message is sent (`message`, if Discord said its id):
    /// the board goes live, then the other channels' messages are posted,
    /// where the bot `reach`es beyond answers.
    async fn run(
        self,
        http: &serenity::Http,
        data: &Data,
        message: Option<serenity::MessageId>,
        (actor, reach, here): (Option<UserId>, Reach, ChannelId),
    ) {
        if let (Some(live), Some(copy)) = (self.live, self.mirrored) {
            // The other view of a game between servers: whichever DM this isn't.
            let other = match live.place.mirror {
                Some(mirror) if live.place.channel == here => mirror,
                _ => live.place.channel,
            };
            post_one(http, other, copy).await;
        }
        if let (Some(message), Some(live)) = (message, self.live) {
            went_live(http, data, live, message, actor).await;
        }
        if reach == Reach::AnswersOnly {
            if !self.also.is_empty() {
                tracing::info!("not posting elsewhere from a place the bot only answers in");
            }
            return;
        }
        // Their own follow-ons, if any, are dropped: one level is all a reply needs.
        for (channel, reply) in self.also {
            post_one(http, channel, reply).await;
        }
    }
}

/// How long to wait before the one retry of a rate-limited request. Behind a
/// proxy (`DISCORD_PROXY_URL`) the proxy owns the limits and a 429 is rare;
/// its `retry_after` doesn't reach us through serenity, so the pause is fixed,
/// and short enough to stay inside an interaction's three seconds.
const RATE_LIMIT_PAUSE: Duration = Duration::from_millis(750);

/// Runs `request`, and once more after a pause if Discord answered 429.
async fn retrying_rate_limit<T, F: Future<Output = Result<T, serenity::Error>>>(
    what: &str,
    mut request: impl FnMut() -> F,
) -> Result<T, serenity::Error> {
    match request().await {
        Err(e) if codes::of(&e).is_some_and(|(status, _)| status == 429) => {
            tracing::warn!(what, "rate limited by Discord; retrying once");
            tokio::time::sleep(RATE_LIMIT_PAUSE).await;
            request().await
        }
        other => other,
    }
}

/// Whether Discord no longer knows the interaction or message being answered
/// (unknown interaction, webhook or message): the answer can still go to the
/// channel as a plain message.
fn answer_lost(e: &serenity::Error) -> bool {
    codes::of(e).is_some_and(|(status, error)| {
        status == 404
            && matches!(
                error,
                codes::UNKNOWN_MESSAGE | codes::UNKNOWN_WEBHOOK | codes::UNKNOWN_INTERACTION
            )
    })
}

/// Sends a reply to a slash command. If Discord has forgotten the
/// interaction, a public reply is posted in the channel instead.
pub(crate) async fn send(ctx: Context<'_>, mut reply: Reply) -> Result<(), Error> {
    if ctx.invocation_data::<DeferredPublicly>().await.is_some() {
        // Deferred because the database was slow: the first answer replaces
        // the public "thinking…", so even a refusal shows there.
        ctx.set_invocation_data(()).await;
        reply.ephemeral = false;
    }
    let follow_on = FollowOn::take(&mut reply);
    let reach = reach_of(ctx);
    let sent = send_one(ctx, reply, follow_on.wants_id(), reach).await;
    let message = sent.as_ref().ok().copied().flatten();
    follow_on
        .run(
            ctx.http(),
            ctx.data(),
            message,
            (
                Some(author_of(ctx)),
                reach,
                ChannelId(ctx.channel_id().get()),
            ),
        )
        .await;
    sent.map(drop)
}

/// Works out a command's reply, deferring the command if that is slow, and
/// sends it; a refusal goes back to the framework, which answers it.
pub(crate) async fn answer(
    ctx: Context<'_>,
    reply: impl Future<Output = Result<Reply, ServiceError>>,
) -> Result<(), Error> {
    let reply = Deferral::slash(ctx).in_time(reply).await?;
    send(ctx, reply).await
}

/// Whether the bot can post where a slash command was used.
fn reach_of(ctx: Context<'_>) -> Reach {
    if place_of(ctx).answers_only {
        Reach::AnswersOnly
    } else {
        Reach::Posts
    }
}

/// A reply as poise sends it to a slash command.
fn command_reply(reply: &Reply) -> poise::CreateReply {
    filled(
        poise::CreateReply::default().ephemeral(reply.ephemeral),
        reply,
    )
}

/// Sends one more message for a slash command already answered: a follow-up.
///
/// # Errors
/// Discord refusing it.
pub(crate) async fn follow_up(ctx: Context<'_>, reply: &Reply) -> Result<(), Error> {
    let out = command_reply(reply);
    retrying_rate_limit("a follow-up", || ctx.send(out.clone())).await?;
    Ok(())
}

/// Sends one more message for a click already answered: a follow-up.
///
/// # Errors
/// Discord refusing it.
pub(crate) async fn component_follow_up(
    ctx: &serenity::Context,
    component: &ComponentInteraction,
    reply: &Reply,
) -> Result<(), Error> {
    let message = filled(
        CreateInteractionResponseFollowup::new().ephemeral(reply.ephemeral),
        reply,
    );
    retrying_rate_limit("a follow-up", || {
        component.create_followup(ctx, message.clone())
    })
    .await?;
    Ok(())
}

/// Sends a public reply to a slash command and returns its message (for a
/// thread to start from) with the handle that edits or deletes it.
pub(crate) async fn send_message<'a>(
    ctx: Context<'a>,
    reply: &Reply,
) -> Result<(poise::ReplyHandle<'a>, serenity::Message), Error> {
    let out = command_reply(reply);
    let handle = retrying_rate_limit("a command reply", || ctx.send(out.clone())).await?;
    let message = handle.message().await?.into_owned();
    Ok((handle, message))
}

/// Sends a reply to a slash command; returns its message's id if
/// `want_id` (a board becoming live needs it) and Discord says it.
async fn send_one(
    ctx: Context<'_>,
    reply: Reply,
    want_id: bool,
    reach: Reach,
) -> Result<Option<serenity::MessageId>, Error> {
    let out = command_reply(&reply);
    let sent = retrying_rate_limit("a command reply", || ctx.send(out.clone())).await;
    match sent {
        Ok(handle) if want_id => match handle.message().await {
            Ok(message) => Ok(Some(message.id)),
            Err(e) => {
                tracing::warn!(error = %e, "reading back a board's message failed");
                Ok(None)
            }
        },
        Ok(_) => Ok(None),
        Err(e) if answer_lost(&e) && !reply.ephemeral && reach == Reach::Posts => {
            tracing::warn!(error = %e, "the interaction is gone; posting the reply in the channel");
            let channel = ChannelId(ctx.channel_id().get());
            Ok(post_one(ctx.http(), channel, reply).await.map(|m| m.id))
        }
        Err(e) => Err(e.into()),
    }
}

/// Once a game's board (or challenge) is posted, it is the live one: the
/// message it replaces loses its controls, and the player to move hears by
/// direct message if they asked to, unless they caused this board.
async fn went_live(
    http: &serenity::Http,
    data: &Data,
    live: LiveBoard,
    message: serenity::MessageId,
    actor: Option<UserId>,
) {
    let message = MessageId(message.get());
    match data.service.replace_board(live.game, message).await {
        // Where the bot only answers, it can't edit an old board, and a game
        // between servers has one in each DM: a click on an old one is
        // answered with a link to the live one instead.
        Ok(Some(_)) if live.place.answers_only || live.place.mirror.is_some() => {}
        Ok(Some(stale)) => {
            // The first board keeps its Follow button while the game runs.
            let first_board_retired = live.ply == Some(1) && !live.ended;
            let kept = first_board_retired.then(|| follow_button(live.game, live.lang));
            retire_controls(http, live.place.channel, stale, kept).await;
        }
        Ok(None) => {}
        Err(e) => tracing::warn!(game = %live.game, error = %e, "recording a game's board failed"),
    }
    if let Some(player) = live.to_move.filter(|&p| Some(p) != actor) {
        let text = |lang: Lang| {
            lang.format(
                "your-move-dm",
                &[
                    ("game", live.game.to_string().into()),
                    ("link", message_link(live.place, message).into()),
                ],
            )
        };
        direct_message(http, &data.service, live.place.guild, &[player], &text).await;
    }
    data.followers.tell(live, message);
}

/// Takes the menu and buttons off a game's earlier board, but for `kept`.
/// A board already gone (deleted by a moderator, say) is no matter.
async fn retire_controls(
    http: &serenity::Http,
    channel: ChannelId,
    message: MessageId,
    kept: Option<serenity::CreateButton>,
) {
    let rows = kept
        .map(|button| serenity::CreateActionRow::Buttons(vec![button]))
        .into_iter()
        .collect();
    let edit = serenity::EditMessage::new().components(rows);
    let target = serenity::ChannelId::new(channel.0);
    if let Err(e) = target
        .edit_message(http, serenity::MessageId::new(message.0), edit)
        .await
    {
        tracing::warn!(error = %e, message = message.0, "taking the controls off an old board failed");
    }
}

/// Sends `text`, in each recipient's language, by direct message to those
/// of `users` who asked for their notices that way in this server (see
/// [`direct_message_all`]).
pub(crate) async fn direct_message(
    http: &serenity::Http,
    service: &Service,
    guild: GuildId,
    users: &[UserId],
    text: &(dyn Fn(Lang) -> String + Sync),
) {
    let wanting = match service.wanting_dm_notices(guild, users).await {
        Ok(wanting) => wanting,
        Err(e) => {
            tracing::warn!(error = %e, "finding who wants direct messages failed");
            return;
        }
    };
    direct_message_all(http, service, guild, &wanting, text).await;
}

/// Sends `text`, in each recipient's language, by direct message to every
/// one of `users`: the only way to reach them where the bot can't post. A
/// member whose privacy settings refuse it ([`codes::CANNOT_MESSAGE_USER`])
/// simply gets none (logged).
pub(crate) async fn direct_message_all(
    http: &serenity::Http,
    service: &Service,
    guild: GuildId,
    users: &[UserId],
    text: &(dyn Fn(Lang) -> String + Sync),
) {
    if users.is_empty() {
        return;
    }
    let languages = service
        .member_languages(guild, users)
        .await
        .unwrap_or_else(|e| {
            tracing::warn!(error = %e, "reading members' languages failed");
            Default::default()
        });
    for &user in users {
        let lang = languages.get(&user).copied().unwrap_or_default();
        match send_dm(http, user, text(lang)).await {
            Ok(_) => {}
            Err(DmFailure::Refused) => {
                tracing::info!(
                    user = user.0,
                    "the member's settings refuse direct messages"
                );
            }
            Err(DmFailure::Failed(e)) => {
                tracing::warn!(error = %e, user = user.0, "a direct message failed");
            }
        }
    }
}

/// Why a direct message did not arrive.
pub(crate) enum DmFailure {
    /// The user's settings refuse direct messages from the bot
    /// ([`codes::CANNOT_MESSAGE_USER`]).
    Refused,
    /// Anything else Discord or the network said.
    Failed(serenity::Error),
}

/// Sends `text`, mentioning nobody, to `user` in their DM with the bot
/// (opened if need be); the DM's channel.
pub(crate) async fn send_dm(
    http: &serenity::Http,
    user: UserId,
    text: String,
) -> Result<serenity::ChannelId, DmFailure> {
    let message = CreateMessage::new()
        .content(text)
        .allowed_mentions(allowed_mentions(&[]));
    let sent = async {
        let channel = serenity::UserId::new(user.0)
            .create_dm_channel(http)
            .await?;
        channel.id.send_message(http, message).await?;
        Ok(channel.id)
    };
    sent.await.map_err(|e: serenity::Error| {
        if codes::of(&e).is_some_and(|(_, error)| error == codes::CANNOT_MESSAGE_USER) {
            DmFailure::Refused
        } else {
            DmFailure::Failed(e)
        }
    })
}

/// How long an interaction's work may take before it is deferred. Discord
/// fails an interaction left unanswered for three seconds, and a write can
/// wait longer than that behind another process's lock on the database.
const ANSWER_WITHIN: Duration = Duration::from_millis(1500);

/// Acknowledges an interaction early, when the answer needs thinking time
/// or the database is slow; the reply then arrives as a follow-up.
pub(crate) struct Deferral<'a> {
    to: Interaction<'a>,
    started: Instant,
    /// For a click: how it was deferred, once it is.
    deferred: OnceLock<Deferred>,
}

/// An interaction being answered: its deferral's clock, and the languages
/// of its answers.
#[derive(Clone, Copy)]
pub(crate) struct Answering<'a> {
    pub deferral: &'a Deferral<'a>,
    pub langs: Languages,
}

/// How a click was deferred.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Deferred {
    /// With a public "thinking…": the answer will be public.
    Thinking,
    /// Acknowledged without a message: the answer may be public or private.
    Acknowledged,
}

enum Interaction<'a> {
    Slash(Context<'a>),
    Component {
        ctx: &'a serenity::Context,
        component: &'a ComponentInteraction,
    },
}

/// Marks a slash command deferred publicly, until its first reply (which
/// the deferral made public) is sent.
struct DeferredPublicly;

impl<'a> Deferral<'a> {
    pub(crate) fn slash(ctx: Context<'a>) -> Deferral<'a> {
        Deferral {
            to: Interaction::Slash(ctx),
            started: Instant::now(),
            deferred: OnceLock::new(),
        }
    }

    pub(crate) fn component(
        ctx: &'a serenity::Context,
        component: &'a ComponentInteraction,
    ) -> Deferral<'a> {
        Deferral {
            to: Interaction::Component { ctx, component },
            started: Instant::now(),
            deferred: OnceLock::new(),
        }
    }

    /// Shows "thinking…" while the bot works out a public answer.
    pub(crate) async fn defer(&self) {
        self.defer_as(Deferred::Thinking).await;
    }

    /// Runs `work` and returns its answer, deferring the interaction if the
    /// work outlasts [`ANSWER_WITHIN`] from the interaction's arrival, so
    /// the answer still reaches the player.
    pub(crate) async fn in_time<T>(&self, work: impl Future<Output = T>) -> T {
        let mut work = std::pin::pin!(work);
        let deadline = tokio::time::Instant::from_std(self.started + ANSWER_WITHIN);
        match tokio::time::timeout_at(deadline, &mut work).await {
            Ok(answer) => answer,
            Err(_) => {
                tracing::info!("an interaction is slow to answer; deferring it");
                // A click's answer keeps its own visibility; a command's can't.
                self.defer_as(Deferred::Acknowledged).await;
                work.await
            }
        }
    }

    async fn defer_as(&self, how: Deferred) {
        let sent = match &self.to {
            Interaction::Slash(ctx) => {
                let first = match ctx {
                    poise::Context::Application(a) => {
                        !a.has_sent_initial_response.load(Ordering::SeqCst)
                    }
                    poise::Context::Prefix(_) => false,
                };
                if !first {
                    return;
                }
                ctx.set_invocation_data(DeferredPublicly).await;
                ctx.defer().await
            }
            Interaction::Component { ctx, component } => {
                // Once only: the first deferral stands.
                if self.deferred.set(how).is_err() {
                    return;
                }
                let response = if how == Deferred::Thinking {
                    CreateInteractionResponse::Defer(CreateInteractionResponseMessage::new())
                } else {
                    CreateInteractionResponse::Acknowledge
                };
                component.create_response(ctx, response).await
            }
        };
        if let Err(e) = sent {
            tracing::warn!(error = %e, "deferring an interaction failed");
        }
    }

    fn deferred(&self) -> Option<Deferred> {
        self.deferred.get().copied()
    }
}

/// Answers a button or menu click: as its response, or as a follow-up once
/// deferred. If Discord has forgotten the interaction, a public answer is
/// posted in the channel instead.
pub(crate) async fn answer_component(
    ctx: &serenity::Context,
    data: &Data,
    component: &ComponentInteraction,
    deferral: &Deferral<'_>,
    mut reply: Reply,
) -> Result<(), Error> {
    let follow_on = FollowOn::take(&mut reply);
    let reach = Reach::of(component.context, &component.authorizing_integration_owners);
    let answered = answer_component_once(
        ctx,
        component,
        deferral,
        reply,
        (follow_on.wants_id(), reach),
    )
    .await;
    let message = answered.as_ref().ok().copied().flatten();
    let actor = UserId(component.user.id.get());
    let here = ChannelId(component.channel_id.get());
    follow_on
        .run(&ctx.http, data, message, (Some(actor), reach, here))
        .await;
    answered.map(drop)
}

/// Answers a click; returns the answer's message id if `want_id` and Discord says it.
async fn answer_component_once(
    ctx: &serenity::Context,
    component: &ComponentInteraction,
    deferral: &Deferral<'_>,
    reply: Reply,
    (want_id, reach): (bool, Reach),
) -> Result<Option<serenity::MessageId>, Error> {
    let sent = if let Some(how) = deferral.deferred() {
        // After a "thinking…" the answer is public, as that deferral said.
        let ephemeral = reply.ephemeral && how == Deferred::Acknowledged;
        let message = filled(
            CreateInteractionResponseFollowup::new().ephemeral(ephemeral),
            &reply,
        );
        retrying_rate_limit("a follow-up", || {
            component.create_followup(ctx, message.clone())
        })
        .await
        .map(|m| Some(m.id))
    } else {
        let message = filled(
            CreateInteractionResponseMessage::new().ephemeral(reply.ephemeral),
            &reply,
        );
        let answered = retrying_rate_limit("a component response", || {
            component.create_response(ctx, CreateInteractionResponse::Message(message.clone()))
        })
        .await;
        match answered {
            Ok(()) if want_id => match component.get_response(&ctx.http).await {
                Ok(message) => Ok(Some(message.id)),
                Err(e) => {
                    tracing::warn!(error = %e, "reading back a board's message failed");
                    Ok(None)
                }
            },
            other => other.map(|()| None),
        }
    };
    match sent {
        Ok(id) => Ok(id),
        Err(e) if answer_lost(&e) && !reply.ephemeral && reach == Reach::Posts => {
            tracing::warn!(error = %e, "the interaction is gone; posting the answer in the channel");
            let channel = ChannelId(component.channel_id.get());
            Ok(post_one(&ctx.http, channel, reply).await.map(|m| m.id))
        }
        Err(e) => Err(e.into()),
    }
}

/// Posts `reply` in `channel`, not as an answer to anyone, then what it
/// has for other channels; returns the message posted. A refusal (no
/// permission there, the channel gone) is logged; nothing else depends on it.
pub(crate) async fn post(
    http: &serenity::Http,
    data: &Data,
    channel: ChannelId,
    mut reply: Reply,
) -> Option<serenity::Message> {
    let follow_on = FollowOn::take(&mut reply);
    let posted = post_one(http, channel, reply).await;
    let message = posted.as_ref().map(|m| m.id);
    follow_on
        .run(http, data, message, (None, Reach::Posts, channel))
        .await;
    posted
}

/// Posts a message in `channel`; returns it, or `None` after logging a refusal.
pub(crate) async fn post_one(
    http: &serenity::Http,
    channel: ChannelId,
    reply: Reply,
) -> Option<serenity::Message> {
    let message = filled(CreateMessage::new(), &reply);
    let target = serenity::ChannelId::new(channel.0);
    match retrying_rate_limit("a channel message", || {
        target.send_message(http, message.clone())
    })
    .await
    {
        Ok(sent) => Some(sent),
        Err(e) => {
            tracing::warn!(error = %e, channel = channel.0, "posting a message failed");
            None
        }
    }
}
