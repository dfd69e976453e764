//! Server settings, allowed channels, and players' display names.

use std::collections::HashMap;
use std::time::Duration;

use super::error::{CountSetting, SettingProblem};
use super::{GuildSettings, Limits, MAX_TURN_LIMIT, MIN_TURN_LIMIT, Result, Service, ServiceError};
use crate::engine::{JumpRule, Opening, Size, Variant};
use crate::i18n::Lang;
use crate::store::{self, GuildLanguage, SettingsRow};
use crate::values::{ChannelId, GuildId, UserId};

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

/// A change to a server's limits: `None` keeps the current value.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct LimitsUpdate {
    pub open_challenges: Option<u32>,
    pub running_games: Option<u32>,
    pub rechallenge_cooldown: Option<Duration>,
    pub vacation_days: Option<u32>,
}

impl LimitsUpdate {
    pub fn is_empty(&self) -> bool {
        *self == LimitsUpdate::default()
    }

    /// `current` with this update's values in place of its own.
    ///
    /// # Errors
    /// [`ServiceError::InvalidSetting`] for a count outside 1 to
    /// [`Limits::MAX_COUNT`], or a pause longer than [`Limits::MAX_COOLDOWN`].
    pub fn apply_to(self, current: Limits) -> Result<Limits> {
        let count = |value: Option<u32>, old: u32, what| match value {
            Some(given) if !(1..=Limits::MAX_COUNT).contains(&given) => {
                Err(ServiceError::InvalidSetting(SettingProblem::Count {
                    what,
                    given,
                }))
            }
            Some(n) => Ok(n),
            None => Ok(old),
        };
        let rechallenge_cooldown = match self.rechallenge_cooldown {
            Some(pause) if pause > Limits::MAX_COOLDOWN => {
                return Err(ServiceError::InvalidSetting(SettingProblem::Cooldown {
                    given: pause,
                }));
            }
            Some(pause) => pause,
            None => current.rechallenge_cooldown,
        };
        let vacation_days = match self.vacation_days {
            Some(given) if given > Limits::MAX_VACATION_DAYS => {
                return Err(ServiceError::InvalidSetting(SettingProblem::VacationDays {
                    given,
                }));
            }
            Some(days) => days,
            None => current.vacation_days,
        };
        Ok(Limits {
            open_challenges: count(
                self.open_challenges,
                current.open_challenges,
                CountSetting::OpenChallenges,
            )?,
            running_games: count(
                self.running_games,
                current.running_games,
                CountSetting::RunningGames,
            )?,
            rechallenge_cooldown,
            vacation_days,
        })
    }
}

/// Changes to a server's settings made at once: `None` (or an empty
/// update) keeps the current value.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SettingsChange {
    pub turn_limit: Option<Duration>,
    pub variant: VariantUpdate,
    pub limits: LimitsUpdate,
    pub threads: Option<bool>,
    pub rated: Option<bool>,
    pub allow_channel: Option<ChannelId>,
    pub disallow_channel: Option<ChannelId>,
    /// `Some(None)` goes back to the server's own locale.
    pub language: Option<Option<Lang>>,
    /// `Some(None)` leaves tournaments to those with Manage Server alone.
    pub tournament_role: Option<Option<crate::values::RoleId>>,
    /// `Some(None)` gives each tournament a thread again, not a forum post.
    pub tournament_forum: Option<Option<ChannelId>>,
}

/// # Errors
/// [`ServiceError::InvalidSetting`] outside [`MIN_TURN_LIMIT`] to [`MAX_TURN_LIMIT`].
fn checked_turn_limit(limit: Duration) -> Result<Duration> {
    if (MIN_TURN_LIMIT..=MAX_TURN_LIMIT).contains(&limit) {
        Ok(limit)
    } else {
        Err(ServiceError::InvalidSetting(SettingProblem::TurnLimit {
            given: limit,
        }))
    }
}

impl Service {
    /// A server's settings (defaults if it has set none).
    ///
    /// # Errors
    /// Database failures, or stored settings that no longer decode.
    pub async fn settings(&self, guild: GuildId) -> Result<GuildSettings> {
        // DMs belong to no server, so nobody can set anything there: the
        // defaults, without asking the database.
        if guild == GuildId::DIRECT {
            return Ok(self.default_settings());
        }
        let pool = self.store.pool();
        let row = store::guild_settings(pool, guild).await?;
        let allowed_channels = store::allowed_channels(pool, guild).await?;
        let (chosen, _) = store::guild_languages(pool, guild).await?;
        let language = chosen.as_deref().and_then(Lang::shipped);
        let tournament_role = store::tournament_role(pool, guild).await?;
        let tournament_forum = store::tournament_forum(pool, guild).await?;
        Ok(match row {
            Some(row) => GuildSettings {
                turn_limit: super::view::seconds(row.turn_limit_secs),
                default_variant: row.default_variant,
                allowed_channels,
                threads: row.threads,
                rated: row.rated,
                limits: Limits {
                    open_challenges: stored_count(row.max_open_challenges),
                    running_games: stored_count(row.max_running_games),
                    rechallenge_cooldown: super::view::seconds(row.rechallenge_cooldown_secs),
                    vacation_days: u32::try_from(row.vacation_days)
                        .unwrap_or(0)
                        .min(Limits::MAX_VACATION_DAYS),
                },
                language,
                tournament_role,
                tournament_forum,
            },
            None => GuildSettings {
                allowed_channels,
                language,
                tournament_role,
                tournament_forum,
                ..self.default_settings()
            },
        })
    }

    /// A server's settings before anyone changes them.
    fn default_settings(&self) -> GuildSettings {
        GuildSettings {
            turn_limit: self.config.default_turn_limit,
            default_variant: Variant::default(),
            allowed_channels: Vec::new(),
            threads: true,
            rated: true,
            limits: Limits::DEFAULT,
            language: None,
            tournament_role: None,
            tournament_forum: None,
        }
    }

    /// Makes every change `change` names, or none: each value is checked
    /// before anything is written.
    ///
    /// # Errors
    /// [`ServiceError::InvalidSetting`] or [`ServiceError::InvalidVariant`]
    /// for a value out of range; database failures.
    pub async fn change_settings(
        &self,
        guild: GuildId,
        change: SettingsChange,
    ) -> Result<GuildSettings> {
        let current = self.settings(guild).await?;
        let mut s = current.clone();
        if let Some(limit) = change.turn_limit {
            s.turn_limit = checked_turn_limit(limit)?;
        }
        s.default_variant = change.variant.apply_to(s.default_variant)?;
        s.limits = change.limits.apply_to(s.limits)?;
        s.threads = change.threads.unwrap_or(s.threads);
        s.rated = change.rated.unwrap_or(s.rated);
        // Only a real change stores a row: one would freeze this process's
        // default turn limit into a server that never chose one.
        if s != current {
            self.save_settings(guild, &s).await?;
        }
        if let Some(channel) = change.allow_channel {
            store::allow_channel(self.store.writer(), guild, channel).await?;
        }
        if let Some(channel) = change.disallow_channel {
            store::disallow_channel(self.store.writer(), guild, channel).await?;
        }
        if let Some(language) = change.language {
            let chosen = language.map(Lang::code);
            store::set_guild_language(self.store.writer(), guild, GuildLanguage::Chosen, chosen)
                .await?;
        }
        if let Some(role) = change.tournament_role {
            store::set_tournament_role(self.store.writer(), guild, role).await?;
        }
        if let Some(forum) = change.tournament_forum {
            store::set_tournament_forum(self.store.writer(), guild, forum).await?;
        }
        self.settings(guild).await
    }

    /// # Errors
    /// [`ServiceError::InvalidSetting`] outside [`MIN_TURN_LIMIT`] to [`MAX_TURN_LIMIT`].
    pub async fn set_turn_limit(&self, guild: GuildId, limit: Duration) -> Result<GuildSettings> {
        let change = SettingsChange {
            turn_limit: Some(limit),
            ..SettingsChange::default()
        };
        self.change_settings(guild, change).await
    }

    /// Changes the parts of the server's default game that `update` names,
    /// keeping the others.
    ///
    /// # Errors
    /// [`ServiceError::InvalidVariant`] if the resulting game can't be played.
    pub async fn update_default_variant(
        &self,
        guild: GuildId,
        variant: VariantUpdate,
    ) -> Result<GuildSettings> {
        let change = SettingsChange {
            variant,
            ..SettingsChange::default()
        };
        self.change_settings(guild, change).await
    }

    /// Whether each game gets a thread of its own.
    ///
    /// # Errors
    /// Database failures.
    pub async fn set_threads(&self, guild: GuildId, on: bool) -> Result<GuildSettings> {
        let change = SettingsChange {
            threads: Some(on),
            ..SettingsChange::default()
        };
        self.change_settings(guild, change).await
    }

    /// Whether challenges are rated unless they say otherwise.
    ///
    /// # Errors
    /// Database failures.
    pub async fn set_rated_default(&self, guild: GuildId, rated: bool) -> Result<GuildSettings> {
        let change = SettingsChange {
            rated: Some(rated),
            ..SettingsChange::default()
        };
        self.change_settings(guild, change).await
    }

    /// Changes the limits that `update` names, keeping the others.
    ///
    /// # Errors
    /// [`ServiceError::InvalidSetting`] for a value out of range (nothing changes).
    pub async fn update_limits(
        &self,
        guild: GuildId,
        limits: LimitsUpdate,
    ) -> Result<GuildSettings> {
        let change = SettingsChange {
            limits,
            ..SettingsChange::default()
        };
        self.change_settings(guild, change).await
    }

    async fn save_settings(&self, guild: GuildId, s: &GuildSettings) -> Result<GuildSettings> {
        let row = SettingsRow {
            turn_limit_secs: i64::try_from(s.turn_limit.as_secs()).unwrap_or(i64::MAX),
            default_variant: s.default_variant,
            threads: s.threads,
            rated: s.rated,
            max_open_challenges: i64::from(s.limits.open_challenges),
            max_running_games: i64::from(s.limits.running_games),
            rechallenge_cooldown_secs: i64::try_from(s.limits.rechallenge_cooldown.as_secs())
                .unwrap_or(i64::MAX),
            vacation_days: i64::from(s.limits.vacation_days),
        };
        store::upsert_guild_settings(self.store.writer(), guild, &row, self.now()).await?;
        self.settings(guild).await
    }

    /// Limits games to listed channels (adding the first one limits them).
    ///
    /// # Errors
    /// Database failures.
    pub async fn allow_channel(&self, guild: GuildId, channel: ChannelId) -> Result<GuildSettings> {
        let change = SettingsChange {
            allow_channel: Some(channel),
            ..SettingsChange::default()
        };
        self.change_settings(guild, change).await
    }

    /// # Errors
    /// Database failures.
    pub async fn disallow_channel(
        &self,
        guild: GuildId,
        channel: ChannelId,
    ) -> Result<GuildSettings> {
        let change = SettingsChange {
            disallow_channel: Some(channel),
            ..SettingsChange::default()
        };
        self.change_settings(guild, change).await
    }

    /// Remembers how to show a member of a server, for pictures and tables
    /// after a restart, and the locale their Discord client was seen in (for
    /// direct messages; `None` keeps the one stored). Unchanged, they are
    /// only read, so a busy database delays nobody's move for a label.
    ///
    /// # Errors
    /// Database failures.
    pub async fn remember_name(
        &self,
        guild: GuildId,
        user: UserId,
        name: &str,
        locale: Option<&str>,
    ) -> Result<()> {
        if let Some((stored_name, stored_locale)) =
            store::member_name(self.store.pool(), guild, user).await?
            && stored_name == name
            && locale.is_none_or(|l| stored_locale.as_deref() == Some(l))
        {
            return Ok(());
        }
        store::set_member_name(self.store.writer(), guild, user, name, locale, self.now()).await?;
        Ok(())
    }

    /// The language to write to each of these members of a server in, where
    /// nothing they do says it: their locale as last seen, or the source's.
    ///
    /// # Errors
    /// Database failures.
    pub async fn member_languages(
        &self,
        guild: GuildId,
        users: &[UserId],
    ) -> Result<HashMap<UserId, Lang>> {
        let seen: HashMap<UserId, String> = store::member_locales(self.store.pool(), guild, users)
            .await?
            .into_iter()
            .collect();
        Ok(users
            .iter()
            .map(|&u| (u, seen.get(&u).map_or(Lang::SOURCE, |l| Lang::closest(l))))
            .collect())
    }

    /// The language of a server's public messages: the one its admins chose,
    /// else its locale (`seen` now, as Discord sent it with an interaction,
    /// or as last recorded), else the source's. A new `seen` is recorded.
    ///
    /// # Errors
    /// Database failures.
    pub async fn public_language(&self, guild: GuildId, seen: Option<&str>) -> Result<Lang> {
        let (chosen, stored) = store::guild_languages(self.store.pool(), guild).await?;
        if let Some(seen) = seen
            && stored.as_deref() != Some(seen)
        {
            store::set_guild_language(self.store.writer(), guild, GuildLanguage::Seen, Some(seen))
                .await?;
        }
        if let Some(lang) = chosen.as_deref().and_then(Lang::shipped) {
            return Ok(lang);
        }
        Ok(seen
            .or(stored.as_deref())
            .map_or(Lang::SOURCE, Lang::closest))
    }

    /// The remembered names of these members of a server.
    ///
    /// # Errors
    /// Database failures.
    pub async fn names(&self, guild: GuildId, users: &[UserId]) -> Result<HashMap<UserId, String>> {
        Ok(store::member_names(self.store.pool(), guild, users)
            .await?
            .into_iter()
            .collect())
    }

    /// The member of a server last seen with this name.
    ///
    /// # Errors
    /// Database failures.
    pub async fn user_named(&self, guild: GuildId, name: &str) -> Result<Option<UserId>> {
        Ok(store::member_by_name(self.store.pool(), guild, name).await?)
    }
}

/// A stored count, which the settings only ever write from a `u32` in range.
fn stored_count(n: i64) -> u32 {
    u32::try_from(n.clamp(1, i64::from(Limits::MAX_COUNT))).unwrap_or(Limits::MAX_COUNT)
}
