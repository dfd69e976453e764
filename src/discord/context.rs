//! What every command and handler works with: the bot's [`Data`], the
//! [`Context`] and [`Error`] types, the languages of an interaction's
//! answers, and where it happened ([`place_of`]). Start-up fills [`Data`];
//! everything else in `discord/` reads it from here, never from start-up.

use std::sync::Arc;
use std::time::Duration;

use poise::serenity_prelude as serenity;

use super::followers::FollowerNotices;
use crate::game::{Service, ServiceError};
use crate::i18n::Lang;
use crate::render::Renderer;
use crate::values::{ChannelId, GuildId, Place, UserId};

/// What every command and handler can reach.
pub struct Data {
    pub service: Service,
    pub renderer: Arc<Renderer>,
    /// Boards whose games' followers are to hear of them.
    pub followers: FollowerNotices,
    /// Wakes this process's scheduler before its tick: a game just ended,
    /// and a tournament round may be complete.
    pub scheduler: Arc<tokio::sync::Notify>,
    /// Whether the app has an Activity (`DISCORD_CLIENT_SECRET` set): a
    /// running game's board then carries an Open board button.
    pub activity: bool,
}

pub type Error = anyhow::Error;
pub type Context<'a> = poise::Context<'a, Data, Error>;

/// Milliseconds since an interaction (or any snowflake) was created, by the
/// time in its id.
pub(crate) fn since_created(snowflake: u64) -> Duration {
    const DISCORD_EPOCH_MS: u64 = 1_420_070_400_000;
    let created =
        std::time::UNIX_EPOCH + Duration::from_millis((snowflake >> 22) + DISCORD_EPOCH_MS);
    std::time::SystemTime::now()
        .duration_since(created)
        .unwrap_or_default()
}

/// The member who used a command, as the service knows them.
pub(crate) fn author_of(ctx: Context<'_>) -> UserId {
    UserId(ctx.author().id.get())
}

/// Who made an interaction, where, and the languages of its answers: what a
/// handler knows of a command or a click once it is read.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Caller {
    pub user: UserId,
    pub place: Place,
    pub langs: Languages,
}

impl Caller {
    /// The member who used a slash command (the server's language is read
    /// from the database).
    pub(crate) async fn of(ctx: Context<'_>) -> Caller {
        Caller {
            user: author_of(ctx),
            place: place_of(ctx),
            langs: languages_of(ctx).await,
        }
    }
}

/// The languages an interaction is answered in: the member's own for what
/// only they see, the server's for what everyone in the channel sees.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Languages {
    pub member: Lang,
    pub public: Lang,
}

impl Languages {
    /// For an interaction from a member whose client is in `locale`, in
    /// `guild` (whose locale Discord sent as `guild_locale`).
    pub(crate) async fn of(
        data: &Data,
        guild: Option<GuildId>,
        locale: &str,
        guild_locale: Option<&str>,
    ) -> Languages {
        let member = Lang::closest(locale);
        let Some(guild) = guild else {
            return Languages {
                member,
                public: member,
            };
        };
        let public = server_language(data, guild, guild_locale).await;
        Languages { member, public }
    }
}

/// The language of a server's public messages, given its locale as an
/// interaction sent it (`None` where no interaction prompts the message:
/// reminders, forfeits). If the database can't say just now, that locale
/// stands in (or the source's), and the failure is logged.
pub(crate) async fn server_language(data: &Data, guild: GuildId, seen: Option<&str>) -> Lang {
    data.service
        .public_language(guild, seen)
        .await
        .unwrap_or_else(|e| {
            tracing::warn!(error = %e, "reading the server's language failed");
            seen.map_or(Lang::SOURCE, Lang::closest)
        })
}

/// The language of the member who used a command, for what only they see.
pub(crate) fn member_lang(ctx: Context<'_>) -> Lang {
    Lang::closest(ctx.locale().unwrap_or_default())
}

/// The languages of a slash command's answers.
pub(crate) async fn languages_of(ctx: Context<'_>) -> Languages {
    let guild_locale = match ctx {
        poise::Context::Application(a) => a.interaction.guild_locale.as_deref(),
        poise::Context::Prefix(_) => None,
    };
    let guild = ctx.guild_id().map(|g| GuildId(g.get()));
    Languages::of(
        ctx.data(),
        guild,
        ctx.locale().unwrap_or_default(),
        guild_locale,
    )
    .await
}

/// A command check: the bot must be a member of the server, for commands
/// that post or change the server (see [`Reach`]).
pub(crate) async fn bot_in_server(ctx: Context<'_>) -> Result<bool, Error> {
    Ok(!place_of(ctx).answers_only)
}

/// Where a slash command was used (see [`place_in`]).
pub(crate) fn place_of(ctx: Context<'_>) -> Place {
    let (channel, reach) = match ctx {
        poise::Context::Application(a) => (
            a.interaction.channel.as_ref(),
            Reach::of(
                a.interaction.context,
                &a.interaction.authorizing_integration_owners,
            ),
        ),
        poise::Context::Prefix(_) => (None, Reach::Posts),
    };
    place_in(ctx.guild_id(), ctx.channel_id(), channel, reach)
}

/// Whether the bot can post where an interaction happened, or only answer it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Reach {
    /// The bot is a member there: a server that installed the app, or the
    /// bot's own DM with the member.
    Posts,
    /// Only interaction responses reach the channel: a DM or group DM
    /// between players, or a server where only a member installed the app.
    AnswersOnly,
}

impl Reach {
    /// As Discord's `context` and `authorizing_integration_owners` say.
    /// Interactions that name neither (older payloads) come from a server
    /// that installed the app, or the bot's DM.
    pub(crate) fn of(
        context: Option<serenity::InteractionContext>,
        owners: &serenity::AuthorizingIntegrationOwners,
    ) -> Reach {
        use serenity::{AuthorizingIntegrationOwner, InteractionContext};
        let server_installed = owners.0.is_empty()
            || owners
                .0
                .iter()
                .any(|o| matches!(o, AuthorizingIntegrationOwner::GuildInstall(Some(_))));
        match context {
            Some(InteractionContext::PrivateChannel) => Reach::AnswersOnly,
            Some(InteractionContext::BotDm) => Reach::Posts,
            _ if server_installed => Reach::Posts,
            _ => Reach::AnswersOnly,
        }
    }
}

/// Where an interaction happened: its channel, and for a thread (as the
/// interaction's channel object says) the channel the thread belongs to.
/// Outside servers the place is [`GuildId::DIRECT`]'s.
pub(crate) fn place_in(
    guild: Option<serenity::GuildId>,
    channel: serenity::ChannelId,
    about: Option<&serenity::PartialChannel>,
    reach: Reach,
) -> Place {
    let parent = about
        .filter(|c| is_thread(c.kind))
        .and_then(|c| c.parent_id);
    Place {
        guild: guild.map_or(GuildId::DIRECT, |g| GuildId(g.get())),
        channel: ChannelId(channel.get()),
        parent: parent.map(|p| ChannelId(p.get())),
        answers_only: reach == Reach::AnswersOnly,
        mirror: None,
    }
}

/// Remembers a member's display name in a server, for pictures and tables
/// after a restart, and their locale if the interaction says it (for direct
/// messages). A failure is logged and otherwise passed over (the name is
/// only a label), except an unreachable database, which is returned:
/// whatever the caller meant to do next would wait for it in vain.
///
/// # Errors
/// [`ServiceError::Unavailable`].
pub(crate) async fn remember_name(
    data: &Data,
    guild: GuildId,
    user: UserId,
    name: &str,
    locale: Option<&str>,
) -> Result<(), ServiceError> {
    match data.service.remember_name(guild, user, name, locale).await {
        Err(e @ ServiceError::Unavailable(_)) => Err(e),
        Err(e) => {
            tracing::warn!(user = %user, error = %e, "remembering a display name failed");
            Ok(())
        }
        Ok(()) => Ok(()),
    }
}

/// Remembers the caller's display name in this server, as [`remember_name`].
///
/// # Errors
/// As [`remember_name`].
pub(crate) async fn remember_author(ctx: Context<'_>) -> Result<(), ServiceError> {
    let guild = place_of(ctx).guild;
    let name = match ctx.author_member().await {
        Some(member) => member.display_name().to_string(),
        None => ctx.author().display_name().to_string(),
    };
    remember_name(ctx.data(), guild, author_of(ctx), &name, ctx.locale()).await
}

impl Data {
    /// Another handle on the same service and renderer, for background tasks.
    pub(crate) fn clone_handles(&self) -> Data {
        Data {
            service: self.service.clone(),
            renderer: Arc::clone(&self.renderer),
            followers: self.followers.clone(),
            scheduler: Arc::clone(&self.scheduler),
            activity: self.activity,
        }
    }
}

/// Whether a channel of `kind` is a thread.
fn is_thread(kind: serenity::ChannelType) -> bool {
    matches!(
        kind,
        serenity::ChannelType::PublicThread
            | serenity::ChannelType::PrivateThread
            | serenity::ChannelType::NewsThread
    )
}
