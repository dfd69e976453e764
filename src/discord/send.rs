//! Sending replies: to a slash command, to a button or menu click (as the
//! interaction's response or, once deferred, a follow-up), or as a plain
//! channel message from the scheduler.

use std::future::Future;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use poise::serenity_prelude as serenity;
use serenity::{
    ComponentInteraction, CreateInteractionResponse, CreateInteractionResponseFollowup,
    CreateInteractionResponseMessage, CreateMessage,
};

use super::{Context, Error, Reply};
use crate::game::{ChannelId, UserId};

/// Who a message may ping: exactly these users, no roles, no @everyone.
/// Sent with every message, so nothing pings by default.
pub(crate) fn allowed_mentions(pings: &[UserId]) -> serenity::CreateAllowedMentions {
    serenity::CreateAllowedMentions::new().users(pings.iter().map(|u| serenity::UserId::new(u.0)))
}

/// How long to wait before the one retry of a rate-limited request. Behind a
/// proxy (`DISCORD_PROXY_URL`) the proxy owns the limits and a 429 is rare;
/// its `retry_after` doesn't reach us through serenity, so the pause is fixed,
/// and short enough to stay inside an interaction's three seconds.
const RATE_LIMIT_PAUSE: Duration = Duration::from_millis(750);

/// Discord's answer to a request, if it refused it.
fn refusal(e: &serenity::Error) -> Option<(u16, isize)> {
    match e {
        serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(r)) => {
            Some((r.status_code.as_u16(), r.error.code))
        }
        _ => None,
    }
}

/// Runs `request`, and once more after a pause if Discord answered 429.
async fn retrying_rate_limit<T, F: Future<Output = Result<T, serenity::Error>>>(
    what: &str,
    mut request: impl FnMut() -> F,
) -> Result<T, serenity::Error> {
    match request().await {
        Err(e) if refusal(&e).is_some_and(|(status, _)| status == 429) => {
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
    refusal(e).is_some_and(|(status, code)| status == 404 && matches!(code, 10008 | 10015 | 10062))
}

/// Sends a reply to a slash command. If Discord has forgotten the
/// interaction, a public reply is posted in the channel instead.
pub(crate) async fn send(ctx: Context<'_>, mut reply: Reply) -> Result<(), Error> {
    let also = std::mem::take(&mut reply.also);
    let sent = send_one(ctx, reply).await;
    post_all(ctx.http(), also).await;
    sent
}

/// A reply as poise sends it to a slash command.
fn command_reply(reply: &Reply) -> poise::CreateReply {
    let mut out = poise::CreateReply::default()
        .content(reply.content.clone())
        .ephemeral(reply.ephemeral)
        .components(reply.components.clone())
        .allowed_mentions(allowed_mentions(&reply.pings));
    for file in reply.attachments() {
        out = out.attachment(file);
    }
    out
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

async fn send_one(ctx: Context<'_>, reply: Reply) -> Result<(), Error> {
    let out = command_reply(&reply);
    let sent = retrying_rate_limit("a command reply", || ctx.send(out.clone())).await;
    match sent {
        Ok(_) => Ok(()),
        Err(e) if answer_lost(&e) && !reply.ephemeral => {
            tracing::warn!(error = %e, "the interaction is gone; posting the reply in the channel");
            post(ctx.http(), ChannelId(ctx.channel_id().get()), reply).await;
            Ok(())
        }
        Err(e) => Err(e.into()),
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

impl<'a> Deferral<'a> {
    pub(crate) fn component(
        ctx: &'a serenity::Context,
        component: &'a ComponentInteraction,
    ) -> Deferral<'a> {
        Deferral::Component {
            ctx,
            component,
            done: AtomicBool::new(false),
        }
    }

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

/// Answers a button or menu click: as its response, or as a follow-up once
/// deferred. If Discord has forgotten the interaction, a public answer is
/// posted in the channel instead.
pub(crate) async fn answer_component(
    ctx: &serenity::Context,
    component: &ComponentInteraction,
    deferral: &Deferral<'_>,
    mut reply: Reply,
) -> Result<(), Error> {
    let also = std::mem::take(&mut reply.also);
    let answered = answer_component_once(ctx, component, deferral, reply).await;
    post_all(&ctx.http, also).await;
    answered
}

async fn answer_component_once(
    ctx: &serenity::Context,
    component: &ComponentInteraction,
    deferral: &Deferral<'_>,
    reply: Reply,
) -> Result<(), Error> {
    let sent = if deferral.deferred() {
        let mut message = CreateInteractionResponseFollowup::new()
            .content(reply.content.clone())
            .components(reply.components.clone())
            .allowed_mentions(allowed_mentions(&reply.pings));
        for file in reply.attachments() {
            message = message.add_file(file);
        }
        retrying_rate_limit("a follow-up", || {
            component.create_followup(ctx, message.clone())
        })
        .await
        .map(drop)
    } else {
        let mut message = CreateInteractionResponseMessage::new()
            .content(reply.content.clone())
            .ephemeral(reply.ephemeral)
            .components(reply.components.clone())
            .allowed_mentions(allowed_mentions(&reply.pings));
        for file in reply.attachments() {
            message = message.add_file(file);
        }
        retrying_rate_limit("a component response", || {
            component.create_response(ctx, CreateInteractionResponse::Message(message.clone()))
        })
        .await
    };
    match sent {
        Ok(()) => Ok(()),
        Err(e) if answer_lost(&e) && !reply.ephemeral => {
            tracing::warn!(error = %e, "the interaction is gone; posting the answer in the channel");
            post(&ctx.http, ChannelId(component.channel_id.get()), reply).await;
            Ok(())
        }
        Err(e) => Err(e.into()),
    }
}

/// Posts `reply` in `channel`, not as an answer to anyone, then what it
/// has for other channels. A refusal (no permission there, the channel gone)
/// is logged; nothing else depends on it.
pub(crate) async fn post(http: &serenity::Http, channel: ChannelId, mut reply: Reply) {
    let also = std::mem::take(&mut reply.also);
    post_one(http, channel, reply).await;
    post_all(http, also).await;
}

/// Posts messages for other channels; theirs, if they have any, are dropped
/// (one level is all a reply needs).
async fn post_all(http: &serenity::Http, messages: Vec<(ChannelId, Reply)>) {
    for (channel, reply) in messages {
        post_one(http, channel, reply).await;
    }
}

/// Posts a message in `channel`; returns it, or `None` after logging a refusal.
pub(crate) async fn post_one(
    http: &serenity::Http,
    channel: ChannelId,
    reply: Reply,
) -> Option<serenity::Message> {
    let mut message = CreateMessage::new()
        .content(reply.content.clone())
        .components(reply.components.clone())
        .allowed_mentions(allowed_mentions(&reply.pings));
    for file in reply.attachments() {
        message = message.add_file(file);
    }
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
