//! Server settings, allowed channels, and players' display names.

use std::collections::HashMap;
use std::time::Duration;

use super::{
    ChannelId, GuildId, GuildSettings, MAX_TURN_LIMIT, MIN_TURN_LIMIT, Result, Service,
    ServiceError, UserId, format_duration,
};
use crate::engine::{JumpRule, Opening, Size, Variant};
use crate::store::{self, SettingsRow};

/// A change to a server's default game: `None` keeps the current value.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct VariantUpdate {
    pub size: Option<Size>,
    pub opening: Option<Opening>,
    pub jumps: Option<JumpRule>,
}

impl VariantUpdate {
    pub fn is_empty(&self) -> bool {
        *self == VariantUpdate::default()
    }

    /// `current` with this update's values in place of its own.
    ///
    /// # Errors
    /// [`ServiceError::InvalidVariant`] if the result can't be played.
    pub fn apply_to(self, current: Variant) -> Result<Variant> {
        Ok(Variant::new(
            self.size.unwrap_or(current.size),
            self.opening.unwrap_or(current.opening),
            self.jumps.unwrap_or(current.jumps),
        )?)
    }
}

impl Service {
    /// A server's settings (defaults if it has set none).
    ///
    /// # Errors
    /// Database failures, or stored settings that no longer decode.
    pub async fn settings(&self, guild: GuildId) -> Result<GuildSettings> {
        let pool = self.store.pool();
        let row = store::guild_settings(pool, guild).await?;
        let allowed_channels = store::allowed_channels(pool, guild).await?;
        Ok(match row {
            Some(row) => GuildSettings {
                turn_limit: super::view::seconds(row.turn_limit_secs),
                default_variant: row.default_variant,
                allowed_channels,
                threads: row.threads,
                rated: row.rated,
            },
            None => GuildSettings {
                turn_limit: self.config.default_turn_limit,
                default_variant: Variant::default(),
                allowed_channels,
                threads: true,
                rated: true,
            },
        })
    }

    /// # Errors
    /// [`ServiceError::InvalidSetting`] outside [`MIN_TURN_LIMIT`] to [`MAX_TURN_LIMIT`].
    pub async fn set_turn_limit(&self, guild: GuildId, limit: Duration) -> Result<GuildSettings> {
        if !(MIN_TURN_LIMIT..=MAX_TURN_LIMIT).contains(&limit) {
            return Err(ServiceError::InvalidSetting(format!(
                "the turn limit must be from {} to {}, not {}",
                format_duration(MIN_TURN_LIMIT),
                format_duration(MAX_TURN_LIMIT),
                format_duration(limit)
            )));
        }
        let mut s = self.settings(guild).await?;
        s.turn_limit = limit;
        self.save_settings(guild, &s).await
    }

    /// Changes the parts of the server's default game that `update` names,
    /// keeping the others.
    ///
    /// # Errors
    /// [`ServiceError::InvalidVariant`] if the resulting game can't be played.
    pub async fn update_default_variant(
        &self,
        guild: GuildId,
        update: VariantUpdate,
    ) -> Result<GuildSettings> {
        let mut s = self.settings(guild).await?;
        s.default_variant = update.apply_to(s.default_variant)?;
        self.save_settings(guild, &s).await
    }

    /// Whether each game gets a thread of its own.
    ///
    /// # Errors
    /// Database failures.
    pub async fn set_threads(&self, guild: GuildId, on: bool) -> Result<GuildSettings> {
        let mut s = self.settings(guild).await?;
        s.threads = on;
        self.save_settings(guild, &s).await
    }

    /// Whether challenges are rated unless they say otherwise.
    ///
    /// # Errors
    /// Database failures.
    pub async fn set_rated_default(&self, guild: GuildId, rated: bool) -> Result<GuildSettings> {
        let mut s = self.settings(guild).await?;
        s.rated = rated;
        self.save_settings(guild, &s).await
    }

    async fn save_settings(&self, guild: GuildId, s: &GuildSettings) -> Result<GuildSettings> {
        let row = SettingsRow {
            turn_limit_secs: i64::try_from(s.turn_limit.as_secs()).unwrap_or(i64::MAX),
            default_variant: s.default_variant,
            threads: s.threads,
            rated: s.rated,
        };
        store::upsert_guild_settings(self.store.writer(), guild, &row, self.now().0).await?;
        self.settings(guild).await
    }

    /// Limits games to listed channels (adding the first one limits them).
    ///
    /// # Errors
    /// Database failures.
    pub async fn allow_channel(&self, guild: GuildId, channel: ChannelId) -> Result<GuildSettings> {
        store::allow_channel(self.store.writer(), guild, channel).await?;
        self.settings(guild).await
    }

    /// # Errors
    /// Database failures.
    pub async fn disallow_channel(
        &self,
        guild: GuildId,
        channel: ChannelId,
    ) -> Result<GuildSettings> {
        store::disallow_channel(self.store.writer(), guild, channel).await?;
        self.settings(guild).await
    }

    /// Remembers how to show a user, for leaderboards and pictures after a restart.
    ///
    /// # Errors
    /// Database failures.
    pub async fn remember_name(&self, user: UserId, name: &str) -> Result<()> {
        store::set_player_name(self.store.writer(), user, name, self.now().0).await?;
        Ok(())
    }

    /// The remembered names of these users.
    ///
    /// # Errors
    /// Database failures.
    pub async fn names(&self, users: &[UserId]) -> Result<HashMap<UserId, String>> {
        Ok(store::player_names(self.store.pool(), users)
            .await?
            .into_iter()
            .collect())
    }

    /// The user last seen with this name.
    ///
    /// # Errors
    /// Database failures.
    pub async fn user_named(&self, name: &str) -> Result<Option<UserId>> {
        Ok(store::player_by_name(self.store.pool(), name).await?)
    }
}
