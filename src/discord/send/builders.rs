//! The serenity builders a `Reply` becomes (a command's reply, a click's
//! response or follow-up, a channel message, a "thinking…" filled), filled
//! in one place.

use poise::serenity_prelude as serenity;
use serenity::{
    CreateInteractionResponseFollowup, CreateInteractionResponseMessage, CreateMessage,
    EditInteractionResponse,
};

use crate::discord::reply::Reply;
use crate::values::UserId;

/// Who a message may ping: exactly these users, no roles, no @everyone.
/// Sent with every message, so nothing pings by default.
pub(crate) fn allowed_mentions(pings: &[UserId]) -> serenity::CreateAllowedMentions {
    serenity::CreateAllowedMentions::new().users(pings.iter().map(|u| serenity::UserId::new(u.0)))
}

/// The serenity builders a [`Reply`] becomes: the same parts under the
/// same names, filled in one place, [`filled`].
pub(super) trait MessageBuilder: Sized {
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
message_builder!(EditInteractionResponse, new_attachment);

/// `builder` with the reply's text, controls, pings and files.
pub(super) fn filled<B: MessageBuilder>(builder: B, reply: &Reply) -> B {
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

/// A reply as poise sends it to a slash command.
pub(super) fn command_reply(reply: &Reply) -> poise::CreateReply {
    filled(
        poise::CreateReply::default().ephemeral(reply.ephemeral),
        reply,
    )
}
