//! One plain channel message, not an answer to anyone.

use poise::serenity_prelude as serenity;
use serenity::CreateMessage;

use super::builders::filled;
use super::retry::{Kind, retrying};
use crate::discord::reply::Reply;
use crate::values::ChannelId;

/// Posts a message in `channel`; returns it, or `None` after logging a refusal.
pub(crate) async fn post_one(
    http: &serenity::Http,
    channel: ChannelId,
    reply: Reply,
) -> Option<serenity::Message> {
    let message = filled(CreateMessage::new(), &reply);
    let target = serenity::ChannelId::new(channel.0);
    match retrying("a channel message", Kind::Create, || {
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
