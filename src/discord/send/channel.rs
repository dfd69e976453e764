//! One plain channel message, not an answer to anyone.

use std::sync::OnceLock;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{SystemTime, UNIX_EPOCH};

use poise::serenity_prelude as serenity;
use serenity::CreateMessage;

use super::builders::filled;
use super::retry::{Kind, retrying};
use crate::discord::reply::Reply;
use crate::values::ChannelId;

/// Posts a message in `channel`; returns it, or `None` after logging a refusal.
///
/// The message carries a nonce Discord enforces: a try sent again after a
/// failure on Discord's side is answered with the message the first try
/// made, if it made one, so a post is tried again without doubling it.
pub(crate) async fn post_one(
    http: &serenity::Http,
    channel: ChannelId,
    reply: Reply,
) -> Option<serenity::Message> {
    let message = filled(CreateMessage::new(), &reply)
        .nonce(serenity::Nonce::String(new_nonce()))
        .enforce_nonce(true);
    let target = serenity::ChannelId::new(channel.0);
    match retrying("a channel message", Kind::Idempotent, || {
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
