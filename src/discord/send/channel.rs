//! One plain channel message, not an answer to anyone.

use std::sync::OnceLock;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{SystemTime, UNIX_EPOCH};

use poise::serenity_prelude as serenity;
use serenity::CreateMessage;

use super::builders::filled;
use super::retry::{Kind, failed_on_discords_side, is_rate_limited, retrying};
use crate::discord::reply::Reply;
use crate::game::{PostOwed, Service};
use crate::values::ChannelId;

/// Posts a message in `channel`; returns it, or `None` after logging a refusal.
///
/// The message carries a nonce Discord enforces: a try sent again after a
/// failure on Discord's side is answered with the message the first try
/// made, if it made one, so a post is tried again without doubling it. One
/// Discord kept failing is owed, and the scheduler sends it later.
pub(crate) async fn post_one(
    http: &serenity::Http,
    service: &Service,
    channel: ChannelId,
    reply: Reply,
) -> Option<serenity::Message> {
    let nonce = new_nonce();
    let e = match send_post(http, channel, &reply, &nonce).await {
        Ok(sent) => return Some(sent),
        Err(e) => e,
    };
    tracing::warn!(error = %e, channel = channel.0, "posting a message failed");
    if failed_on_discords_side(&e) || is_rate_limited(&e) {
        let owed = PostOwed {
            nonce,
            channel,
            content: reply.content,
            board: reply.board,
            board_alt: reply.board_alt,
            pings: reply.pings,
        };
        if let Err(e) = service.owe_post(owed).await {
            tracing::error!(error = %e, channel = channel.0, "recording an owed post failed");
        }
    }
    None
}

/// Sends an owed post again, with the nonce of its first try. Its controls
/// were not kept: by now they would be out of date.
///
/// # Errors
/// Discord refusing it, or failing on its side every try.
pub(crate) async fn send_owed_post(
    http: &serenity::Http,
    post: &PostOwed,
) -> Result<serenity::Message, serenity::Error> {
    let reply = Reply {
        content: post.content.clone(),
        board: post.board.clone(),
        board_alt: post.board_alt.clone(),
        pings: post.pings.clone(),
        ..Reply::default()
    };
    send_post(http, post.channel, &reply, &post.nonce).await
}

async fn send_post(
    http: &serenity::Http,
    channel: ChannelId,
    reply: &Reply,
    nonce: &str,
) -> Result<serenity::Message, serenity::Error> {
    let message = filled(CreateMessage::new(), reply)
        .nonce(serenity::Nonce::String(nonce.to_owned()))
        .enforce_nonce(true);
    let target = serenity::ChannelId::new(channel.0);
    retrying("a channel message", Kind::Idempotent, || {
        target.send_message(http, message.clone())
    })
    .await
}

/// A nonce no other message of the bot's carries in the minutes Discord
/// remembers them: a count from a start mixed of the time and the process.
fn new_nonce() -> String {
    static START: OnceLock<u64> = OnceLock::new();
    static COUNT: AtomicU64 = AtomicU64::new(0);
    let start = *START.get_or_init(|| {
        let nanos = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map_or(0, |t| t.as_nanos() as u64);
        nanos ^ u64::from(std::process::id()).rotate_left(40)
    });
    // At most 16 hex digits: inside Discord's 25 characters.
    format!(
        "{:x}",
        start.wrapping_add(COUNT.fetch_add(1, Ordering::Relaxed))
    )
}

#[cfg(test)]
mod tests {
    #[test]
    fn nonces_differ_and_fit_discords_limit() {
        let (a, b) = (super::new_nonce(), super::new_nonce());
        assert_ne!(a, b);
        assert!(a.len() <= 25 && b.len() <= 25);
    }
}
