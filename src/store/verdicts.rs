//! The solver's verdicts on finished games (see the migration `game_verdicts`).

use super::{DbExecutor, StoreError};
use crate::values::{GameId, Timestamp};

/// A game's verdicts as stored: one word per position, and what they cost.
#[derive(Clone, Debug, PartialEq, Eq, sqlx::FromRow)]
pub struct VerdictsRow {
    pub plies: String,
    pub nodes: i64,
}

/// `game`'s verdicts, if they were ever computed.
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn game_verdicts(
    db: impl DbExecutor<'_>,
    game: GameId,
) -> Result<Option<VerdictsRow>, StoreError> {
    Ok(
        sqlx::query_as("SELECT plies, nodes FROM game_verdicts WHERE game_id = $1")
            .bind(game)
            .fetch_optional(db)
            .await?,
    )
}

/// Keeps `game`'s verdicts unless some were kept first (by another process
/// solving the same game at once): the first stays the game's one answer.
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn keep_game_verdicts(
    db: impl DbExecutor<'_>,
    game: GameId,
    row: &VerdictsRow,
    now: Timestamp,
) -> Result<(), StoreError> {
    sqlx::query(
        "INSERT INTO game_verdicts (game_id, plies, nodes, computed_at) VALUES ($1, $2, $3, $4) \
         ON CONFLICT (game_id) DO NOTHING",
    )
    .bind(game)
    .bind(&row.plies)
    .bind(row.nodes)
    .bind(now)
    .execute(db)
    .await?;
    Ok(())
}
