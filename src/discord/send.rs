//! Sending replies: to a slash command, to a button or menu click (as the
//! interaction's response or, once deferred, a follow-up), or as a plain
//! channel message from the scheduler.

use std::sync::atomic::{AtomicBool, Ordering};

use poise::serenity_prelude as serenity;
use serenity::{
    ComponentInteraction, CreateInteractionResponse, CreateInteractionResponseFollowup,
    CreateInteractionResponseMessage, CreateMessage,
};

use super::{Context, Error, Reply};
use crate::game::ChannelId;

/// Sends a reply to a slash command.
pub(crate) async fn send(ctx: Context<'_>, reply: Reply) -> Result<(), Error> {
    let mut out = poise::CreateReply::default()
        .content(reply.content.clone())
        .ephemeral(reply.ephemeral)
        .components(reply.components.clone());
    for file in reply.attachments() {
        out = out.attachment(file);
    }
    ctx.send(out).await?;
    Ok(())
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

/// Answers a button or menu click: as its response, or as a follow-up once deferred.
pub(crate) async fn answer_component(
    ctx: &serenity::Context,
    component: &ComponentInteraction,
    deferral: &Deferral<'_>,
    reply: Reply,
) -> Result<(), Error> {
    if deferral.deferred() {
        let mut message = CreateInteractionResponseFollowup::new()
            .content(reply.content.clone())
            .components(reply.components.clone());
        for file in reply.attachments() {
            message = message.add_file(file);
        }
        component.create_followup(ctx, message).await?;
    } else {
        let mut message = CreateInteractionResponseMessage::new()
            .content(reply.content.clone())
            .ephemeral(reply.ephemeral)
            .components(reply.components.clone());
        for file in reply.attachments() {
            message = message.add_file(file);
        }
        component
            .create_response(ctx, CreateInteractionResponse::Message(message))
            .await?;
    }
    Ok(())
}

/// Posts `reply` in `channel`, not as an answer to anyone.
pub(crate) async fn post(http: &serenity::Http, channel: ChannelId, reply: Reply) {
    let mut message = CreateMessage::new()
        .content(reply.content.clone())
        .components(reply.components.clone());
    for file in reply.attachments() {
        message = message.add_file(file);
    }
    if let Err(e) = serenity::ChannelId::new(channel.0)
        .send_message(http, message)
        .await
    {
        tracing::warn!(error = %e, channel = channel.0, "posting a message failed");
    }
}
