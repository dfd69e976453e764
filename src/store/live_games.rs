//! Reads for the Activity's page: the running games a player or a channel
//! has, and a game's change stamp, which the page's live view polls.

use super::game_row::{GameRow, StoredGame};
use super::games::{GAME_COLUMNS, GAME_FROM};
use super::{DbExecutor, StoreError};
use crate::values::{ChannelId, GameId, GameStatus, Timestamp, UserId};

/// Up to `limit` running games `user` plays, in every server and DM, the
/// newest first.
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure, [`StoreError::CorruptGame`] for a row that does not decode.
pub async fn running_games_played_by(
    db: impl DbExecutor<'_>,
    user: UserId,
    limit: i64,
) -> Result<Vec<GameRow>, StoreError> {
    let sql = format!(
        "SELECT {GAME_COLUMNS} FROM {GAME_FROM} \
         WHERE (g.black_id = $1 OR g.white_id = $1) AND g.status = $2 AND g.finished_at IS NULL \
         ORDER BY g.id DESC LIMIT $3"
    );
    rows(
        sqlx::query_as::<_, StoredGame>(&sql)
            .bind(user)
            .bind(GameStatus::Active.name())
            .bind(limit)
            .fetch_all(db)
            .await?,
    )
}

/// Up to `limit` running games of `channel` or of its threads, the newest first.
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
         ORDER BY g.id DESC LIMIT $3"
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

/// What changes whenever game `id` does: its moves, status and last update.
/// `None` if there is no such game.
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn game_stamp(
    db: impl DbExecutor<'_>,
    id: GameId,
) -> Result<Option<(i64, String, Timestamp)>, StoreError> {
    Ok(
        sqlx::query_as("SELECT CAST(ply AS BIGINT), status, updated_at FROM games WHERE id = $1")
            .bind(id)
            .fetch_optional(db)
            .await?,
    )
}

fn rows(stored: Vec<StoredGame>) -> Result<Vec<GameRow>, StoreError> {
    stored.into_iter().map(GameRow::try_from).collect()
}
