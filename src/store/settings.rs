//! Per-server settings, allowed channels, and players' display names.

use super::named::Named;
use super::{DbExecutor, Flag, StoreError};
use crate::engine::Variant;
use crate::values::{ChannelId, GuildId, RoleId, Timestamp, UserId};

/// A server's settings, decoded.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SettingsRow {
    pub turn_limit_secs: i64,
    pub default_variant: Variant,
    /// Whether each game gets its own thread.
    pub threads: bool,
    /// Whether challenges are rated unless they say otherwise.
    pub rated: bool,
    pub max_open_challenges: i64,
    pub max_running_games: i64,
    pub rechallenge_cooldown_secs: i64,
    pub vacation_days: i64,
}

/// A server's settings as the database holds them.
#[derive(sqlx::FromRow)]
struct StoredSettings {
    turn_limit_secs: i64,
    size: String,
    opening: String,
    jumps: String,
    threads: Flag,
    rated: Flag,
    max_open_challenges: i64,
    max_running_games: i64,
    rechallenge_cooldown_secs: i64,
    vacation_days: i64,
}

impl StoredSettings {
    fn decode(self, guild: GuildId) -> Result<SettingsRow, StoreError> {
        let corrupt = |detail: String| StoreError::CorruptSettings { guild, detail };
        let size = self.size.parse().map_err(|e| corrupt(format!("{e}")))?;
        let opening = self.opening.parse().map_err(|e| corrupt(format!("{e}")))?;
        let jumps = self.jumps.parse().map_err(|e| corrupt(format!("{e}")))?;
        Ok(SettingsRow {
            turn_limit_secs: self.turn_limit_secs,
            default_variant: Variant::new(size, opening, jumps)
                .map_err(|e| corrupt(e.to_string()))?,
            threads: self.threads.into(),
            rated: self.rated.into(),
            max_open_challenges: self.max_open_challenges,
            max_running_games: self.max_running_games,
            rechallenge_cooldown_secs: self.rechallenge_cooldown_secs,
            vacation_days: self.vacation_days,
        })
    }
}

/// # Errors
/// [`StoreError::Sqlx`] on database failure, [`StoreError::CorruptSettings`] for words that do not decode.
pub async fn guild_settings(
    db: impl DbExecutor<'_>,
    guild: GuildId,
) -> Result<Option<SettingsRow>, StoreError> {
    sqlx::query_as::<_, StoredSettings>(
        "SELECT turn_limit_secs, size, opening, jumps, CAST(threads AS INTEGER) AS threads, \
         CAST(rated AS INTEGER) AS rated, max_open_challenges, \
         max_running_games, rechallenge_cooldown_secs, vacation_days FROM guild_settings \
         WHERE guild_id = $1",
    )
    .bind(guild)
    .fetch_optional(db)
    .await?
    .map(|s| s.decode(guild))
    .transpose()
}

/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn upsert_guild_settings(
    db: impl DbExecutor<'_>,
    guild: GuildId,
    s: &SettingsRow,
    now: Timestamp,
) -> Result<(), StoreError> {
    Named::new(
        "INSERT INTO guild_settings (guild_id, turn_limit_secs, size, opening, jumps, \
         updated_at, threads, rated, max_open_challenges, max_running_games, \
         rechallenge_cooldown_secs, vacation_days) VALUES (:guild, :turn_limit_secs, :size, \
         :opening, :jumps, :now, :threads, :rated, :max_open_challenges, :max_running_games, \
         :rechallenge_cooldown_secs, :vacation_days) ON CONFLICT (guild_id) DO UPDATE SET \
         turn_limit_secs = excluded.turn_limit_secs, size = excluded.size, opening = \
         excluded.opening, jumps = excluded.jumps, updated_at = excluded.updated_at, threads \
         = excluded.threads, rated = excluded.rated, max_open_challenges = \
         excluded.max_open_challenges, max_running_games = excluded.max_running_games, \
         rechallenge_cooldown_secs = excluded.rechallenge_cooldown_secs, vacation_days = \
         excluded.vacation_days",
    )
    .bind("guild", guild)
    .bind("turn_limit_secs", s.turn_limit_secs)
    .bind("size", s.default_variant.size.to_string())
    .bind("opening", s.default_variant.opening.name())
    .bind("jumps", s.default_variant.jumps.name())
    .bind("now", now)
    .bind("threads", s.threads)
    .bind("rated", s.rated)
    .bind("max_open_challenges", s.max_open_challenges)
    .bind("max_running_games", s.max_running_games)
    .bind("rechallenge_cooldown_secs", s.rechallenge_cooldown_secs)
    .bind("vacation_days", s.vacation_days)
    .execute(db)
    .await?;
    Ok(())
}

/// The role whose members may run tournaments, if the server set one.
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn tournament_role(
    db: impl DbExecutor<'_>,
    guild: GuildId,
) -> Result<Option<RoleId>, StoreError> {
    Ok(
        sqlx::query_scalar("SELECT role_id FROM tournament_runners WHERE guild_id = $1")
            .bind(guild)
            .fetch_optional(db)
            .await?,
    )
}

/// Sets (or, with `None`, clears) the role that may run tournaments.
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn set_tournament_role(
    db: impl DbExecutor<'_>,
    guild: GuildId,
    role: Option<RoleId>,
) -> Result<(), StoreError> {
    match role {
        Some(role) => sqlx::query(
            "INSERT INTO tournament_runners (guild_id, role_id) VALUES ($1, $2) \
             ON CONFLICT (guild_id) DO UPDATE SET role_id = excluded.role_id",
        )
        .bind(guild)
        .bind(role),
        None => sqlx::query("DELETE FROM tournament_runners WHERE guild_id = $1").bind(guild),
    }
    .execute(db)
    .await?;
    Ok(())
}

/// The forum the server's tournaments are posted in, if it named one.
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn tournament_forum(
    db: impl DbExecutor<'_>,
    guild: GuildId,
) -> Result<Option<ChannelId>, StoreError> {
    Ok(
        sqlx::query_scalar("SELECT channel_id FROM tournament_forums WHERE guild_id = $1")
            .bind(guild)
            .fetch_optional(db)
            .await?,
    )
}

/// Sets (or, with `None`, clears) the forum tournaments are posted in.
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn set_tournament_forum(
    db: impl DbExecutor<'_>,
    guild: GuildId,
    forum: Option<ChannelId>,
) -> Result<(), StoreError> {
    match forum {
        Some(forum) => sqlx::query(
            "INSERT INTO tournament_forums (guild_id, channel_id) VALUES ($1, $2) \
             ON CONFLICT (guild_id) DO UPDATE SET channel_id = excluded.channel_id",
        )
        .bind(guild)
        .bind(forum),
        None => sqlx::query("DELETE FROM tournament_forums WHERE guild_id = $1").bind(guild),
    }
    .execute(db)
    .await?;
    Ok(())
}

/// The channels games are limited to; none means every channel.
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn allowed_channels(
    db: impl DbExecutor<'_>,
    guild: GuildId,
) -> Result<Vec<ChannelId>, StoreError> {
    Ok(sqlx::query_scalar(
        "SELECT channel_id FROM allowed_channels WHERE guild_id = $1 ORDER BY channel_id",
    )
    .bind(guild)
    .fetch_all(db)
    .await?)
}

/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn allow_channel(
    db: impl DbExecutor<'_>,
    guild: GuildId,
    channel: ChannelId,
) -> Result<(), StoreError> {
    sqlx::query("INSERT INTO allowed_channels (guild_id, channel_id) VALUES ($1, $2) ON CONFLICT DO NOTHING")
        .bind(guild)
        .bind(channel)
        .execute(db)
        .await?;
    Ok(())
}

/// False if the channel was not on the list.
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn disallow_channel(
    db: impl DbExecutor<'_>,
    guild: GuildId,
    channel: ChannelId,
) -> Result<bool, StoreError> {
    let done = sqlx::query("DELETE FROM allowed_channels WHERE guild_id = $1 AND channel_id = $2")
        .bind(guild)
        .bind(channel)
        .execute(db)
        .await?;
    Ok(done.rows_affected() > 0)
}

/// A member's remembered name in a server, and their locale if seen.
pub async fn member_name(
    db: impl DbExecutor<'_>,
    guild: GuildId,
    user: UserId,
) -> Result<Option<(String, Option<String>)>, StoreError> {
    Ok(sqlx::query_as(
        "SELECT display_name, locale FROM member_names WHERE guild_id = $1 AND user_id = $2",
    )
    .bind(guild)
    .bind(user)
    .fetch_optional(db)
    .await?)
}

/// Stores a member's name in a server, and their locale unless `locale`
/// is `None` (then the one stored stays).
pub async fn set_member_name(
    db: impl DbExecutor<'_>,
    guild: GuildId,
    user: UserId,
    name: &str,
    locale: Option<&str>,
    now: Timestamp,
) -> Result<(), StoreError> {
    sqlx::query(
        "INSERT INTO member_names (guild_id, user_id, display_name, locale, updated_at) \
         VALUES ($1, $2, $3, $4, $5) \
         ON CONFLICT (guild_id, user_id) DO UPDATE SET display_name = excluded.display_name, \
         locale = COALESCE(excluded.locale, member_names.locale), updated_at = excluded.updated_at",
    )
    .bind(guild)
    .bind(user)
    .bind(name)
    .bind(locale)
    .bind(now)
    .execute(db)
    .await?;
    Ok(())
}

/// The seen locales of these members of a server (those never seen are left out).
pub async fn member_locales(
    db: impl DbExecutor<'_>,
    guild: GuildId,
    users: &[UserId],
) -> Result<Vec<(UserId, String)>, StoreError> {
    member_column(db, guild, users, "locale").await
}

/// A server's chosen language and its locale as last seen, each if any.
pub async fn guild_languages(
    db: impl DbExecutor<'_>,
    guild: GuildId,
) -> Result<(Option<String>, Option<String>), StoreError> {
    let row: Option<(Option<String>, Option<String>)> =
        sqlx::query_as("SELECT chosen, seen FROM guild_languages WHERE guild_id = $1")
            .bind(guild)
            .fetch_optional(db)
            .await?;
    Ok(row.unwrap_or_default())
}

/// One of a server's two languages.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GuildLanguage {
    /// The one its admins chose for public messages.
    Chosen,
    /// Its locale as Discord last sent it.
    Seen,
}

/// Sets (or with `None` clears) one of a server's languages, keeping the other.
pub async fn set_guild_language(
    db: impl DbExecutor<'_>,
    guild: GuildId,
    which: GuildLanguage,
    value: Option<&str>,
) -> Result<(), StoreError> {
    let column = match which {
        GuildLanguage::Chosen => "chosen",
        GuildLanguage::Seen => "seen",
    };
    let sql = format!(
        "INSERT INTO guild_languages (guild_id, {column}) VALUES ($1, $2) \
         ON CONFLICT (guild_id) DO UPDATE SET {column} = excluded.{column}"
    );
    sqlx::query(&sql)
        .bind(guild)
        .bind(value)
        .execute(db)
        .await?;
    Ok(())
}

/// The stored names of the given members of a server (those without one are left out).
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn member_names(
    db: impl DbExecutor<'_>,
    guild: GuildId,
    users: &[UserId],
) -> Result<Vec<(UserId, String)>, StoreError> {
    member_column(db, guild, users, "display_name").await
}

/// `column` of `member_names` for these members of a server, where set.
async fn member_column(
    db: impl DbExecutor<'_>,
    guild: GuildId,
    users: &[UserId],
    column: &str,
) -> Result<Vec<(UserId, String)>, StoreError> {
    if users.is_empty() {
        return Ok(Vec::new());
    }
    // $1 is the server.
    let list = super::placeholders(2, users.len());
    let sql = format!(
        "SELECT user_id, {column} FROM member_names \
         WHERE guild_id = $1 AND {column} IS NOT NULL AND user_id IN ({list})"
    );
    let mut query = sqlx::query_as(&sql).bind(guild);
    for &id in users {
        query = query.bind(id);
    }
    Ok(query.fetch_all(db).await?)
}

/// The member of a server whose stored name is `name` (case-insensitive), for
/// front ends that address players by name.
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn member_by_name(
    db: impl DbExecutor<'_>,
    guild: GuildId,
    name: &str,
) -> Result<Option<UserId>, StoreError> {
    Ok(sqlx::query_scalar(
        "SELECT user_id FROM member_names WHERE guild_id = $1 AND LOWER(display_name) = LOWER($2) \
         ORDER BY updated_at DESC LIMIT 1",
    )
    .bind(guild)
    .bind(name)
    .fetch_optional(db)
    .await?)
}

/// Turns direct-message notices on or off for a member of a server.
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn set_dm_notices(
    db: impl DbExecutor<'_>,
    guild: GuildId,
    user: UserId,
    on: bool,
) -> Result<(), StoreError> {
    let query = if on {
        "INSERT INTO dm_notices (guild_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING"
    } else {
        "DELETE FROM dm_notices WHERE guild_id = $1 AND user_id = $2"
    };
    sqlx::query(query)
        .bind(guild)
        .bind(user)
        .execute(db)
        .await?;
    Ok(())
}

/// Which of `users` asked for direct-message notices in this server.
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn wanting_dm_notices(
    db: impl DbExecutor<'_> + Copy,
    guild: GuildId,
    users: &[UserId],
) -> Result<Vec<UserId>, StoreError> {
    let mut wanting = Vec::new();
    for &user in users {
        let on: Option<i64> =
            sqlx::query_scalar("SELECT 1 FROM dm_notices WHERE guild_id = $1 AND user_id = $2")
                .bind(guild)
                .bind(user)
                .fetch_optional(db)
                .await?;
        if on.is_some() {
            wanting.push(user);
        }
    }
    Ok(wanting)
}
