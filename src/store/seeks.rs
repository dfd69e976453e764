//! The global pool of players seeking a game between servers, and blocks
//! between players.

use super::named::Named;
use super::{DbExecutor, StoreError, Tx};
use crate::values::Blocking;
use crate::values::{ChannelId, Timestamp, UserId};

/// A player waiting in the pool.
#[derive(Clone, Debug, PartialEq, sqlx::FromRow)]
pub struct SeekRow {
    pub user_id: UserId,
    pub size: String,
    pub rated: super::Flag,
    pub rating: f64,
    pub rating_range: Option<f64>,
    pub dm_channel_id: ChannelId,
    pub created_at: Timestamp,
    pub expires_at: Timestamp,
}

const SEEK_COLUMNS: &str = "user_id, size, CAST(rated AS INTEGER) AS rated, rating, rating_range, \
     dm_channel_id, created_at, expires_at";

/// A seek to place: the player's, replacing any they had.
#[derive(Clone, Debug)]
pub struct NewSeek<'a> {
    pub user: UserId,
    pub size: &'a str,
    pub rated: bool,
    pub rating: f64,
    pub rating_range: Option<f64>,
    pub dm_channel: ChannelId,
    pub now: Timestamp,
    pub expires_at: Timestamp,
}

/// Seeks of this kind, still open at `now`, that `seeker` (rated `rating`,
/// accepting opponents within `range`) and their holders both accept,
/// oldest first, at most `limit`: neither blocked the other, they have no
/// game together, and the holder's DM has no game. (One query, so a pairing
/// costs few round trips however many seeks are passed over.)
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn compatible_seeks(
    db: impl DbExecutor<'_>,
    seeker: &NewSeek<'_>,
    limit: usize,
) -> Result<Vec<SeekRow>, StoreError> {
    let sql = format!(
        "SELECT {SEEK_COLUMNS} FROM seeks s \
         WHERE s.size = :size AND s.rated = :rated AND s.expires_at > :now AND s.user_id <> :seeker \
         AND (s.rating_range IS NULL OR ABS(s.rating - CAST(:rating AS DOUBLE PRECISION)) <= s.rating_range) \
         AND ABS(s.rating - CAST(:rating AS DOUBLE PRECISION)) <= CAST(:range AS DOUBLE PRECISION) \
         AND NOT EXISTS (SELECT 1 FROM blocks b \
             WHERE (b.user_id = :seeker AND b.blocked_id = s.user_id) \
                OR (b.user_id = s.user_id AND b.blocked_id = :seeker)) \
         AND NOT EXISTS (SELECT 1 FROM games g WHERE g.status IN ('challenge', 'active') \
             AND ((g.challenger_id = :seeker AND g.opponent_id = s.user_id) \
               OR (g.challenger_id = s.user_id AND g.opponent_id = :seeker))) \
         AND NOT EXISTS (SELECT 1 FROM games g WHERE g.channel_id = s.dm_channel_id \
             AND g.status IN ('challenge', 'active')) \
         AND NOT EXISTS (SELECT 1 FROM games g WHERE g.mirror_channel_id = s.dm_channel_id \
             AND g.status IN ('challenge', 'active')) \
         ORDER BY s.created_at, s.user_id LIMIT :limit"
    );
    Named::new(&sql)
        .bind("size", seeker.size)
        .bind("rated", seeker.rated)
        .bind("now", seeker.now)
        .bind("seeker", seeker.user)
        .bind("rating", seeker.rating)
        // No range: any rating (never a NULL bound; see `place_seek`).
        .bind("range", seeker.rating_range.unwrap_or(f64::MAX))
        .bind("limit", i64::try_from(limit).unwrap_or(i64::MAX))
        .fetch_all(db)
        .await
}

/// Takes `seek` out of the pool for a pairing; false if it is gone already
/// (another pairing took it, or its holder withdrew or sought again).
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn claim_seek(tx: &mut Tx, seek: &SeekRow) -> Result<bool, StoreError> {
    let done = sqlx::query("DELETE FROM seeks WHERE user_id = $1 AND created_at = $2")
        .bind(seek.user_id)
        .bind(seek.created_at)
        .execute(&mut **tx)
        .await?;
    Ok(done.rows_affected() == 1)
}

/// Places `seek` in the pool, replacing its player's earlier one.
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn place_seek(tx: &mut Tx, seek: &NewSeek<'_>) -> Result<(), StoreError> {
    withdraw_seek(&mut **tx, seek.user).await?;
    // No range is a column left out, not a NULL bound: through sqlx's Any
    // driver, PostgreSQL refuses a float where a NULL went first.
    let (column, value) = match seek.rating_range {
        Some(_) => (", rating_range", ", :range"),
        None => ("", ""),
    };
    let sql = format!(
        "INSERT INTO seeks (user_id, size, rated, rating, dm_channel_id, created_at, \
         expires_at{column}) VALUES (:user, :size, :rated, :rating, :dm_channel, :now, \
         :expires_at{value})"
    );
    let mut statement = Named::new(&sql)
        .bind("user", seek.user)
        .bind("size", seek.size)
        .bind("rated", seek.rated)
        .bind("rating", seek.rating)
        .bind("dm_channel", seek.dm_channel)
        .bind("now", seek.now)
        .bind("expires_at", seek.expires_at);
    if let Some(range) = seek.rating_range {
        statement = statement.bind("range", range);
    }
    statement.execute(&mut **tx).await?;
    Ok(())
}

/// Withdraws `user`'s seek; false if they had none.
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn withdraw_seek(db: impl DbExecutor<'_>, user: UserId) -> Result<bool, StoreError> {
    let done = sqlx::query("DELETE FROM seeks WHERE user_id = $1")
        .bind(user)
        .execute(db)
        .await?;
    Ok(done.rows_affected() == 1)
}

/// Removes seeks that expired by `now`; how many.
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn drop_expired_seeks(
    db: impl DbExecutor<'_>,
    now: Timestamp,
) -> Result<u64, StoreError> {
    let done = sqlx::query("DELETE FROM seeks WHERE expires_at <= $1")
        .bind(now)
        .execute(db)
        .await?;
    Ok(done.rows_affected())
}

/// Open seeks at `now`, oldest first, from `offset`, at most `limit`, and
/// how many there are in all.
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn open_seeks(
    db: impl DbExecutor<'_> + Copy,
    now: Timestamp,
    limit: usize,
) -> Result<(Vec<SeekRow>, u64), StoreError> {
    let sql = format!(
        "SELECT {SEEK_COLUMNS} FROM seeks WHERE expires_at > $1 \
         ORDER BY created_at, user_id LIMIT $2"
    );
    let rows = sqlx::query_as::<_, SeekRow>(&sql)
        .bind(now)
        .bind(i64::try_from(limit).unwrap_or(i64::MAX))
        .fetch_all(db)
        .await?;
    let count: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM seeks WHERE expires_at > $1")
        .bind(now)
        .fetch_one(db)
        .await?;
    Ok((rows, u64::try_from(count).unwrap_or(0)))
}

/// `user`'s open seek, if any.
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn seek_of(
    db: impl DbExecutor<'_>,
    user: UserId,
    now: Timestamp,
) -> Result<Option<SeekRow>, StoreError> {
    let sql = format!("SELECT {SEEK_COLUMNS} FROM seeks WHERE user_id = $1 AND expires_at > $2");
    Ok(sqlx::query_as::<_, SeekRow>(&sql)
        .bind(user)
        .bind(now)
        .fetch_optional(db)
        .await?)
}

/// Whether either of `a` and `b` blocked the other.
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn blocked_between(
    db: impl DbExecutor<'_>,
    a: UserId,
    b: UserId,
) -> Result<bool, StoreError> {
    let found: Option<i64> = sqlx::query_scalar(
        "SELECT 1 FROM blocks WHERE (user_id = $1 AND blocked_id = $2) \
         OR (user_id = $2 AND blocked_id = $1) LIMIT 1",
    )
    .bind(a)
    .bind(b)
    .fetch_optional(db)
    .await?;
    Ok(found.is_some())
}

/// `user` blocks `other`, or lifts the block.
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn set_block(
    db: impl DbExecutor<'_>,
    user: UserId,
    other: UserId,
    change: Blocking,
    now: Timestamp,
) -> Result<(), StoreError> {
    let query = if change == Blocking::Block {
        sqlx::query(
            "INSERT INTO blocks (user_id, blocked_id, created_at) VALUES ($1, $2, $3) \
             ON CONFLICT DO NOTHING",
        )
        .bind(user)
        .bind(other)
        .bind(now)
    } else {
        sqlx::query("DELETE FROM blocks WHERE user_id = $1 AND blocked_id = $2")
            .bind(user)
            .bind(other)
    };
    query.execute(db).await?;
    Ok(())
}
