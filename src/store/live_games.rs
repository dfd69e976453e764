//! Reads for the Activity's page: the open games a player or a channel has,
//! and the watched games' change stamps, which one poller reads.

use super::flag::Flag;
use super::game_row::{GameRow, StoredGame};
use super::games::{GAME_COLUMNS, GAME_FROM};
use super::{DbExecutor, StoreError};
use crate::values::{ChannelId, GameId, GameStatus, Timestamp, UserId};

/// Up to `limit` running games `user` plays and open challenges from or to
/// them, in every server and DM, the newest first.
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure, [`StoreError::CorruptGame`] for a row that does not decode.
pub async fn open_games_with(
    db: impl DbExecutor<'_>,
    user: UserId,
    limit: i64,
) -> Result<Vec<GameRow>, StoreError> {
    let sql = format!(
        "SELECT {GAME_COLUMNS} FROM {GAME_FROM} \
         WHERE g.finished_at IS NULL AND ( \
           (g.status = $2 AND (g.black_id = $1 OR g.white_id = $1)) \
           OR (g.status = $4 AND (g.challenger_id = $1 OR g.opponent_id = $1))) \
         ORDER BY g.id DESC LIMIT $3"
    );
    rows(
        sqlx::query_as::<_, StoredGame>(&sql)
            .bind(user)
            .bind(GameStatus::Active.name())
            .bind(limit)
            .bind(GameStatus::Challenge.name())
            .fetch_all(db)
            .await?,
    )
}

/// Up to `limit` running games of `channel` or of its threads, the one
/// moved in last first.
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure, [`StoreError::CorruptGame`] for a row that does not decode.
pub async fn running_games_in(
    db: impl DbExecutor<'_>,
    channel: ChannelId,
    limit: i64,
) -> Result<Vec<GameRow>, StoreError> {
    let sql = format!(
        "SELECT {GAME_COLUMNS} FROM {GAME_FROM} \
         WHERE (g.channel_id = $1 OR g.parent_channel_id = $1) AND g.status = $2 \
           AND g.finished_at IS NULL \
         ORDER BY g.updated_at DESC, g.id DESC LIMIT $3"
    );
    rows(
        sqlx::query_as::<_, StoredGame>(&sql)
            .bind(channel)
            .bind(GameStatus::Active.name())
            .bind(limit)
            .fetch_all(db)
            .await?,
    )
}

/// Up to `limit` open challenges made in `channel` or its threads, to
/// anyone or to `user`, by others than `user`: the ones `user` may take
/// up. The newest first.
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure, [`StoreError::CorruptGame`] for a row that does not decode.
pub async fn challenges_open_to(
    db: impl DbExecutor<'_>,
    channel: ChannelId,
    user: UserId,
    limit: i64,
) -> Result<Vec<GameRow>, StoreError> {
    let sql = format!(
        "SELECT {GAME_COLUMNS} FROM {GAME_FROM} \
         WHERE (g.channel_id = $1 OR g.parent_channel_id = $1) AND g.status = $2 \
           AND g.finished_at IS NULL AND g.challenger_id <> $3 \
           AND (g.opponent_id IS NULL OR g.opponent_id = $3) \
         ORDER BY g.id DESC LIMIT $4"
    );
    rows(
        sqlx::query_as::<_, StoredGame>(&sql)
            .bind(channel)
            .bind(GameStatus::Challenge.name())
            .bind(user)
            .bind(limit)
            .fetch_all(db)
            .await?,
    )
}

/// The most games one stamps query names: the rest go in further queries.
const STAMPS_AT_ONCE: usize = 100;

/// The stamps of those of `ids` that exist, as `(id, ply, status, updated_at)`:
/// one query for up to a hundred games, so one poller serves every page.
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn game_stamps(
    db: impl DbExecutor<'_> + Copy,
    ids: &[GameId],
) -> Result<Vec<(GameId, i64, String, Timestamp, bool)>, StoreError> {
    let mut stamps = Vec::with_capacity(ids.len());
    for chunk in ids.chunks(STAMPS_AT_ONCE) {
        // The same few shapes every time (one per chunk length), each a prepared statement.
        let places: Vec<String> = (1..=chunk.len()).map(|n| format!("${n}")).collect();
        let sql = format!(
            "SELECT id, CAST(ply AS BIGINT), status, updated_at, \
               CAST(COALESCE(takeback_ply = ply AND takeback_open, FALSE) AS INTEGER) \
             FROM games WHERE id IN ({})",
            places.join(", ")
        );
        let mut query = sqlx::query_as::<_, (GameId, i64, String, Timestamp, Flag)>(&sql);
        for id in chunk {
            query = query.bind(*id);
        }
        let read = query.fetch_all(db).await?.into_iter();
        stamps.extend(read.map(|(id, ply, status, at, asked)| (id, ply, status, at, asked.0)));
    }
    Ok(stamps)
}

fn rows(stored: Vec<StoredGame>) -> Result<Vec<GameRow>, StoreError> {
    stored.into_iter().map(GameRow::try_from).collect()
}

/// Running live games whose flag falls by `by`, soonest first, at most
/// `limit`: the flag watchers' question, asked ten times a second by every
/// process, so it reads one partial index (migrations/: games_live_deadlines).
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn live_deadlines_by(
    db: impl DbExecutor<'_>,
    by: Timestamp,
    limit: i64,
) -> Result<Vec<(GameId, Timestamp)>, StoreError> {
    // The literals match the index's condition, which a bound value would not.
    Ok(sqlx::query_as(
        "SELECT id, turn_deadline FROM games WHERE clock_ms IS NOT NULL AND status = 'active' \
         AND turn_deadline <= $1 ORDER BY turn_deadline LIMIT $2",
    )
    .bind(by)
    .bind(limit)
    .fetch_all(db)
    .await?)
}

/// Whether a live game that ended since `since` waits for its end to be
/// announced (the announcing process may be another than the one that
/// found the flag).
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn live_end_unannounced(
    db: impl DbExecutor<'_>,
    since: Timestamp,
) -> Result<bool, StoreError> {
    let waiting: i64 = sqlx::query_scalar(
        "SELECT CAST(EXISTS (SELECT 1 FROM games WHERE NOT end_announced \
         AND clock_ms IS NOT NULL AND finished_at >= $1) AS INTEGER)",
    )
    .bind(since)
    .fetch_one(db)
    .await?;
    Ok(waiting != 0)
}
