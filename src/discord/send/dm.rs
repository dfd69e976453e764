//! Direct messages: to those who asked for them, or to anyone where the bot
//! can reach them no other way.

use poise::serenity_prelude as serenity;
use serenity::CreateMessage;

use super::builders::allowed_mentions;
use crate::discord::codes;
use crate::game::Service;
use crate::i18n::Lang;
use crate::values::{GuildId, UserId};

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
