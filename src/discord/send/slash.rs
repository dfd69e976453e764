//! Answering a slash command: its reply, follow-ups, and a public message
//! to start a thread from.

use std::future::Future;
use std::sync::atomic::Ordering;

use poise::serenity_prelude as serenity;

use super::builders::{command_reply, filled};
use super::channel::post_one;
use super::deferral::{Deferral, DeferredPublicly};
use super::follow_on::{FollowOn, Origin, SentId};
use super::retry::{
    Kind, answer_lost, answered_already, failed_on_discords_side, retrying, shown_after_failure,
};
use crate::discord::context::{Context, Error, Reach, author_of, place_of};
use crate::discord::reply::Reply;
use crate::game::ServiceError;
use crate::values::ChannelId;

/// Sends a reply to a slash command. If Discord has forgotten the
/// interaction, a public reply is posted in the channel instead.
pub(crate) async fn send(ctx: Context<'_>, mut reply: Reply) -> Result<(), Error> {
    if ctx.invocation_data::<DeferredPublicly>().await.is_some() {
        // Deferred because the database was slow: the first answer replaces
        // the public "thinking…", so even a refusal shows there.
        ctx.set_invocation_data(()).await;
        reply.ephemeral = false;
    }
    let follow_on = FollowOn::take(&mut reply, ctx.data().activity);
    let reach = reach_of(ctx);
    let sent = send_one(ctx, reply, follow_on.sent_id(), reach).await;
    let message = sent.as_ref().ok().copied().flatten();
    follow_on
        .run(
            ctx.http(),
            ctx.data(),
            message,
            Origin {
                actor: Some(author_of(ctx)),
                reach,
                here: ChannelId(ctx.channel_id().get()),
            },
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
pub(super) fn reach_of(ctx: Context<'_>) -> Reach {
    if place_of(ctx).answers_only {
        Reach::AnswersOnly
    } else {
        Reach::Posts
    }
}

/// Sends one more message for a slash command already answered: a follow-up.
///
/// # Errors
/// Discord refusing it.
pub(crate) async fn follow_up(ctx: Context<'_>, reply: &Reply) -> Result<(), Error> {
    let out = command_reply(reply);
    retrying("a follow-up", reply_kind(ctx), || ctx.send(out.clone())).await?;
    Ok(())
}

/// Sends a public reply to a slash command and returns its message (for a
/// thread to start from) with the handle that edits or deletes it.
pub(crate) async fn send_message<'a>(
    ctx: Context<'a>,
    reply: &Reply,
) -> Result<(poise::ReplyHandle<'a>, serenity::Message), Error> {
    let out = command_reply(reply);
    let handle = retrying("a command reply", reply_kind(ctx), || ctx.send(out.clone())).await?;
    let message = handle.message().await?.into_owned();
    Ok((handle, message))
}

/// Sends a reply to a slash command; returns its message's id if
/// wanted (a board becoming live needs it) and Discord says it.
pub(super) async fn send_one(
    ctx: Context<'_>,
    reply: Reply,
    sent_id: SentId,
    reach: Reach,
) -> Result<Option<serenity::MessageId>, Error> {
    let out = command_reply(&reply);
    let sent = retrying("a command reply", reply_kind(ctx), || ctx.send(out.clone())).await;
    match sent {
        Ok(handle) if sent_id == SentId::Wanted => match handle.message().await {
            Ok(message) => Ok(Some(message.id)),
            Err(e) => {
                tracing::warn!(error = %e, "reading back a board's message failed");
                Ok(None)
            }
        },
        Ok(_) => Ok(None),
        // A try whose answer was lost got through: the reply is there.
        Err(e) if answered_already(&e) => {
            if let poise::Context::Application(app) = ctx {
                app.has_sent_initial_response.store(true, Ordering::SeqCst);
            }
            Ok(original_id(ctx, sent_id).await)
        }
        Err(e) if answer_lost(&e) && !reply.ephemeral && reach == Reach::Posts => {
            tracing::warn!(error = %e, "the interaction is gone; posting the reply in the channel");
            let channel = ChannelId(ctx.channel_id().get());
            Ok(post_one(ctx.http(), &ctx.data().service, channel, reply)
                .await
                .map(|m| m.id))
        }
        // What the command did is stored: its reply goes out another way,
        // unless Discord showed it after all.
        Err(e) if failed_on_discords_side(&e) && !reply.ephemeral && reach == Reach::Posts => {
            if let poise::Context::Application(app) = ctx {
                let edit = filled(serenity::EditInteractionResponse::new(), &reply);
                let shown = shown_after_failure(
                    || app.interaction.get_response(ctx.http()),
                    || app.interaction.edit_response(ctx.http(), edit.clone()),
                );
                if let Some(shown) = shown.await {
                    return Ok(Some(shown));
                }
            }
            tracing::warn!(error = %e, "Discord failed the reply; posting it in the channel");
            let channel = ChannelId(ctx.channel_id().get());
            Ok(post_one(ctx.http(), &ctx.data().service, channel, reply)
                .await
                .map(|m| m.id))
        }
        Err(e) => Err(e.into()),
    }
}

/// What `ctx.send` will be: the interaction's response, which can't be
/// doubled, or (once answered) a follow-up, a new message.
fn reply_kind(ctx: Context<'_>) -> Kind {
    match ctx {
        poise::Context::Application(app)
            if !app.has_sent_initial_response.load(Ordering::SeqCst) =>
        {
            Kind::Response
        }
        _ => Kind::Create,
    }
}

/// The id of the command's reply as Discord shows it, where wanted.
async fn original_id(ctx: Context<'_>, sent_id: SentId) -> Option<serenity::MessageId> {
    if sent_id != SentId::Wanted {
        return None;
    }
    read_back(ctx).await.map(|m| m.id)
}

/// The command's original response, as Discord has it now.
async fn read_back(ctx: Context<'_>) -> Option<serenity::Message> {
    let poise::Context::Application(app) = ctx else {
        return None;
    };
    retrying("reading back a reply", Kind::Idempotent, || {
        app.interaction.get_response(ctx.http())
    })
    .await
    .ok()
}
