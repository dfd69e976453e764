//! Threads of their own for games: starting one from the challenge's message,
//! and archiving it once the game is over.

use poise::serenity_prelude as serenity;
use serenity::{AutoArchiveDuration, CreateThread, EditThread, Permissions};

use crate::values::ChannelId;

/// What the bot needs in a channel to give games threads there.
pub(crate) const THREAD_PERMISSIONS: Permissions =
    Permissions::CREATE_PUBLIC_THREADS.union(Permissions::SEND_MESSAGES_IN_THREADS);

/// Told privately to a challenger whose game can't have a thread (a
/// message id).
pub(crate) const NO_THREAD_HERE: &str = "no-thread-here";

/// Told privately to a challenger whose thread Discord refused for another
/// reason than permissions (a channel type without threads, say).
pub(crate) const THREAD_REFUSED: &str = "thread-refused";

/// What to tell a challenger whose game's thread Discord refused with `e`
/// (a message id).
pub(crate) fn thread_refusal_note(e: &serenity::Error) -> &'static str {
    use super::codes::{self, MISSING_ACCESS, MISSING_PERMISSIONS};
    match codes::of(e) {
        Some((403, _) | (_, MISSING_ACCESS | MISSING_PERMISSIONS)) => NO_THREAD_HERE,
        _ => THREAD_REFUSED,
    }
}

/// Discord's limit on a thread's name.
const MAX_THREAD_NAME: usize = 100;

/// "Kai vs Lani · 8×8", each name cut short enough to fit Discord's limit.
pub(crate) fn thread_name(challenger: &str, opponent: &str, size: &str) -> String {
    const MAX_NAME: usize = 40;
    let cut = |name: &str| -> String {
        let name = name.trim();
        if name.chars().count() <= MAX_NAME {
            name.to_string()
        } else {
            let mut short: String = name.chars().take(MAX_NAME - 1).collect();
            short.push('…');
            short
        }
    };
    let name = format!(
        "{} vs {} · {}",
        cut(challenger),
        cut(opponent),
        size.replace('x', "×")
    );
    name.chars().take(MAX_THREAD_NAME).collect()
}

/// Whether `channel` can hold threads: a voice or stage channel's chat
/// takes messages but no threads, so a game started there plays there.
/// Assumed so where Discord can't say now (the thread is then tried).
pub(crate) async fn takes_threads(http: &serenity::Http, channel: ChannelId) -> bool {
    match serenity::ChannelId::new(channel.0).to_channel(http).await {
        Ok(serenity::Channel::Guild(c)) => !matches!(
            c.kind,
            serenity::ChannelType::Voice | serenity::ChannelType::Stage
        ),
        Ok(_) => true,
        Err(e) => {
            tracing::warn!(channel = channel.0, error = %e, "reading a channel's kind failed");
            true
        }
    }
}

/// Starts a public thread from `message` in `channel`. Idle threads hide
/// after a week, the longest Discord allows, so a slow game stays in view;
/// the scheduler archives it soon after the game ends.
pub(crate) async fn start_thread(
    http: &serenity::Http,
    channel: serenity::ChannelId,
    message: serenity::MessageId,
    name: &str,
) -> Result<ChannelId, serenity::Error> {
    let thread = channel
        .create_thread_from_message(
            http,
            message,
            CreateThread::new(name).auto_archive_duration(AutoArchiveDuration::OneWeek),
        )
        .await?;
    Ok(ChannelId(thread.id.get()))
}

/// Archives a finished game's thread. It stays readable, and anyone may
/// write in it again (which reopens it); a failure is logged.
pub(crate) async fn archive(http: &serenity::Http, thread: ChannelId) {
    let edit = EditThread::new().archived(true);
    if let Err(e) = serenity::ChannelId::new(thread.0)
        .edit_thread(http, edit)
        .await
    {
        tracing::warn!(thread = thread.0, error = %e, "archiving a game's thread failed");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn thread_names_fit_discord() {
        assert_eq!(thread_name("Kai", "Lani", "8x8"), "Kai vs Lani · 8×8");
        let long = "W".repeat(300);
        let name = thread_name(&long, &long, "16x16");
        assert!(name.chars().count() <= MAX_THREAD_NAME);
        assert!(name.ends_with("· 16×16"), "{name}");
    }
}
