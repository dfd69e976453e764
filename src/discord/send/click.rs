//! Answering a button or menu click: as its response or, once deferred, a
//! follow-up.

use poise::serenity_prelude as serenity;
use serenity::{
    ComponentInteraction, CreateInteractionResponse, CreateInteractionResponseFollowup,
    CreateInteractionResponseMessage, EditInteractionResponse,
};

use super::builders::filled;
use super::channel::post_one;
use super::deferral::{Deferral, Deferred};
use super::follow_on::{FollowOn, Origin, SentId};
use super::retry::{
    Kind, answer_lost, answered_already, failed_on_discords_side, retrying, shown_after_failure,
};
use crate::discord::context::{Data, Error, Reach};
use crate::discord::reply::Reply;
use crate::values::{ChannelId, UserId};

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
    retrying("a follow-up", Kind::Create, || {
        component.create_followup(ctx, message.clone())
    })
    .await?;
    Ok(())
}

/// Answers a click by opening the app's Activity for the user (callback
/// type 12, which serenity 0.12 lacks, so sent as Discord's JSON).
///
/// # Errors
/// Discord refusing it.
pub(crate) async fn launch_activity(
    ctx: &serenity::Context,
    component: &ComponentInteraction,
) -> Result<(), Error> {
    let launch = serde_json::json!({ "type": 12 });
    retrying("an Activity's launch", Kind::Response, || {
        ctx.http
            .create_interaction_response(component.id, &component.token, &launch, Vec::new())
    })
    .await?;
    Ok(())
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
    let follow_on = FollowOn::take(&mut reply, data.activity);
    let reach = Reach::of(component.context, &component.authorizing_integration_owners);
    let answered = answer_component_once(
        ctx,
        data,
        component,
        deferral,
        reply,
        follow_on.sent_id(),
        reach,
    )
    .await;
    let message = answered.as_ref().ok().copied().flatten();
    let actor = UserId(component.user.id.get());
    let here = ChannelId(component.channel_id.get());
    follow_on
        .run(
            &ctx.http,
            data,
            message,
            Origin {
                actor: Some(actor),
                reach,
                here,
            },
        )
        .await;
    answered.map(drop)
}

/// Answers a click; returns the answer's message id if wanted and Discord says it.
pub(super) async fn answer_component_once(
    ctx: &serenity::Context,
    data: &Data,
    component: &ComponentInteraction,
    deferral: &Deferral<'_>,
    reply: Reply,
    sent_id: SentId,
    reach: Reach,
) -> Result<Option<serenity::MessageId>, Error> {
    let sent = if let Some(how) = deferral.deferred() {
        // After a "thinking…" the answer is public, as that deferral said.
        let ephemeral = reply.ephemeral && how == Deferred::Acknowledged;
        let message = filled(
            CreateInteractionResponseFollowup::new().ephemeral(ephemeral),
            &reply,
        );
        retrying("a follow-up", Kind::Create, || {
            component.create_followup(ctx, message.clone())
        })
        .await
        .map(|m| Some(m.id))
    } else {
        let message = filled(
            CreateInteractionResponseMessage::new().ephemeral(reply.ephemeral),
            &reply,
        );
        let answered = retrying("a component response", Kind::Response, || {
            component.create_response(ctx, CreateInteractionResponse::Message(message.clone()))
        })
        .await;
        match answered {
            Ok(()) => Ok(response_id(ctx, component, sent_id).await),
            Err(e) => Err(e),
        }
    };
    match sent {
        Ok(id) => Ok(id),
        // A try whose answer was lost got through: the answer is there.
        Err(e) if answered_already(&e) => Ok(response_id(ctx, component, sent_id).await),
        Err(e) if answer_lost(&e) && !reply.ephemeral && reach == Reach::Posts => {
            tracing::warn!(error = %e, "the interaction is gone; posting the answer in the channel");
            let channel = ChannelId(component.channel_id.get());
            Ok(post_one(&ctx.http, &data.service, channel, reply)
                .await
                .map(|m| m.id))
        }
        // What the click did is stored: its answer goes out another way,
        // unless Discord showed it after all.
        Err(e) if failed_on_discords_side(&e) && !reply.ephemeral && reach == Reach::Posts => {
            // After a silent acknowledgement the original response is the
            // clicked message itself, which tells nothing of the answer.
            if deferral.deferred() != Some(Deferred::Acknowledged) {
                let edit = filled(EditInteractionResponse::new(), &reply);
                let shown = shown_after_failure(
                    || component.get_response(&ctx.http),
                    || component.edit_response(ctx, edit.clone()),
                );
                if let Some(shown) = shown.await {
                    return Ok(Some(shown));
                }
            }
            tracing::warn!(error = %e, "Discord failed the answer; posting it in the channel");
            let channel = ChannelId(component.channel_id.get());
            Ok(post_one(&ctx.http, &data.service, channel, reply)
                .await
                .map(|m| m.id))
        }
        Err(e) => Err(e.into()),
    }
}

/// The id of a click's answer read back, where wanted.
async fn response_id(
    ctx: &serenity::Context,
    component: &ComponentInteraction,
    sent_id: SentId,
) -> Option<serenity::MessageId> {
    if sent_id != SentId::Wanted {
        return None;
    }
    let read = retrying("reading back an answer", Kind::Idempotent, || {
        component.get_response(&ctx.http)
    })
    .await;
    read.map(|m| m.id)
        .inspect_err(|e| tracing::warn!(error = %e, "reading back a board's message failed"))
        .ok()
}
