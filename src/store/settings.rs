//! Per-server settings, allowed channels, and players' display names.

use sqlx::{QueryBuilder, SqliteExecutor};

use super::{Db, StoreError};

/// A server's settings as stored.
#[derive(Clone, Debug, PartialEq, Eq, sqlx::FromRow)]
pub struct SettingsRow {
    pub turn_limit_secs: i64,
    pub size: String,
    pub opening: String,
    pub jumps: String,
}

/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn guild_settings(
    db: impl SqliteExecutor<'_>,
    guild_id: i64,
) -> Result<Option<SettingsRow>, StoreError> {
    Ok(sqlx::query_as(
        "SELECT turn_limit_secs, size, opening, jumps FROM guild_settings WHERE guild_id = $1",
    )
    .bind(guild_id)
    .fetch_optional(db)
    .await?)
}

/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn upsert_guild_settings(
    db: impl SqliteExecutor<'_>,
    guild_id: i64,
    s: &SettingsRow,
    now: i64,
) -> Result<(), StoreError> {
    sqlx::query(
        "INSERT INTO guild_settings (guild_id, turn_limit_secs, size, opening, jumps, updated_at) \
         VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (guild_id) DO UPDATE SET \
         turn_limit_secs = excluded.turn_limit_secs, size = excluded.size, opening = excluded.opening, \
         jumps = excluded.jumps, updated_at = excluded.updated_at",
    )
    .bind(guild_id)
    .bind(s.turn_limit_secs)
    .bind(&s.size)
    .bind(&s.opening)
    .bind(&s.jumps)
    .bind(now)
    .execute(db)
    .await?;
    Ok(())
}

/// The channels games are limited to; none means every channel.
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn allowed_channels(
    db: impl SqliteExecutor<'_>,
    guild_id: i64,
) -> Result<Vec<i64>, StoreError> {
    Ok(sqlx::query_scalar(
        "SELECT channel_id FROM allowed_channels WHERE guild_id = $1 ORDER BY channel_id",
    )
    .bind(guild_id)
    .fetch_all(db)
    .await?)
}

/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn allow_channel(
    db: impl SqliteExecutor<'_>,
    guild_id: i64,
    channel_id: i64,
) -> Result<(), StoreError> {
    sqlx::query("INSERT INTO allowed_channels (guild_id, channel_id) VALUES ($1, $2) ON CONFLICT DO NOTHING")
        .bind(guild_id)
        .bind(channel_id)
        .execute(db)
        .await?;
    Ok(())
}

/// False if the channel was not on the list.
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn disallow_channel(
    db: impl SqliteExecutor<'_>,
    guild_id: i64,
    channel_id: i64,
) -> Result<bool, StoreError> {
    let done = sqlx::query("DELETE FROM allowed_channels WHERE guild_id = $1 AND channel_id = $2")
        .bind(guild_id)
        .bind(channel_id)
        .execute(db)
        .await?;
    Ok(done.rows_affected() > 0)
}

/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn set_player_name(
    db: impl SqliteExecutor<'_>,
    user_id: i64,
    name: &str,
    now: i64,
) -> Result<(), StoreError> {
    sqlx::query(
        "INSERT INTO players (user_id, display_name, updated_at) VALUES ($1, $2, $3) \
         ON CONFLICT (user_id) DO UPDATE SET display_name = excluded.display_name, updated_at = excluded.updated_at",
    )
    .bind(user_id)
    .bind(name)
    .bind(now)
    .execute(db)
    .await?;
    Ok(())
}

/// The stored names of the given users (those without one are left out).
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn player_names(
    db: impl SqliteExecutor<'_>,
    user_ids: &[i64],
) -> Result<Vec<(i64, String)>, StoreError> {
    if user_ids.is_empty() {
        return Ok(Vec::new());
    }
    let mut q =
        QueryBuilder::<Db>::new("SELECT user_id, display_name FROM players WHERE user_id IN (");
    let mut list = q.separated(", ");
    for id in user_ids {
        list.push_bind(*id);
    }
    q.push(")");
    Ok(q.build_query_as().fetch_all(db).await?)
}

/// The user whose stored name is `name` (case-insensitive), for front ends that address players by name.
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn player_by_name(
    db: impl SqliteExecutor<'_>,
    name: &str,
) -> Result<Option<i64>, StoreError> {
    Ok(sqlx::query_scalar("SELECT user_id FROM players WHERE LOWER(display_name) = LOWER($1) ORDER BY updated_at DESC LIMIT 1")
        .bind(name)
        .fetch_optional(db)
        .await?)
}
