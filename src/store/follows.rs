//! Followers of games (see the migration `follows`).

use super::{DbExecutor, Flag, StoreError, Tx};
use crate::values::{GameId, GameStatus, GuildId, Timestamp, UserId};

/// A follow as stored.
#[derive(Clone, Copy, Debug, PartialEq, Eq, sqlx::FromRow)]
pub struct FollowRow {
    pub game_id: GameId,
    pub user_id: UserId,
    pub every_move: Flag,
    pub in_thread: Flag,
}

/// The columns of a [`FollowRow`], booleans read as [`Flag`]s.
const FOLLOW_COLUMNS: &str = "f.game_id, f.user_id, CAST(f.every_move AS INTEGER) AS every_move, \
     CAST(f.in_thread AS INTEGER) AS in_thread";

/// Takes `game`'s row for this transaction, if the game still runs: a
/// follow queues behind another on the same game, so the count of its
/// followers holds (and a game ending meanwhile is seen).
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn lock_running_game(tx: &mut Tx, game: GameId) -> Result<bool, StoreError> {
    let done = sqlx::query("UPDATE games SET status = status WHERE id = $1 AND status = $2")
        .bind(game)
        .bind(GameStatus::Active.name())
        .execute(&mut **tx)
        .await?;
    Ok(done.rows_affected() == 1)
}

/// Adds `user` as a follower of `game`, or changes what they hear; a
/// change clears `in_thread` (the bot adds them to the thread again if it
/// still applies). `false` if `limit` followers follow the game already.
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn follow(
    db: impl DbExecutor<'_>,
    game: GameId,
    user: UserId,
    every_move: bool,
    now: Timestamp,
    limit: i64,
) -> Result<bool, StoreError> {
    // A member already following may always change what they hear.
    let done = sqlx::query(
        "INSERT INTO follows (game_id, user_id, every_move, created_at) \
         SELECT $1, $2, $3, $4 WHERE (SELECT COUNT(*) FROM follows WHERE game_id = $1) < $5 \
            OR EXISTS (SELECT 1 FROM follows WHERE game_id = $1 AND user_id = $2) \
         ON CONFLICT (game_id, user_id) DO UPDATE SET every_move = excluded.every_move, \
            in_thread = FALSE",
    )
    .bind(game)
    .bind(user)
    .bind(every_move)
    .bind(now)
    .bind(limit)
    .execute(db)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// Records that `user` was added to the thread `game` is played in.
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn mark_followed_in_thread(
    db: impl DbExecutor<'_>,
    game: GameId,
    user: UserId,
) -> Result<(), StoreError> {
    sqlx::query("UPDATE follows SET in_thread = TRUE WHERE game_id = $1 AND user_id = $2")
        .bind(game)
        .bind(user)
        .execute(db)
        .await?;
    Ok(())
}

/// Stops `user` following `game`; whether they did.
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn unfollow(
    db: impl DbExecutor<'_>,
    game: GameId,
    user: UserId,
) -> Result<bool, StoreError> {
    let done = sqlx::query("DELETE FROM follows WHERE game_id = $1 AND user_id = $2")
        .bind(game)
        .bind(user)
        .execute(db)
        .await?;
    Ok(done.rows_affected() == 1)
}

/// How many running games `user` follows.
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn running_follows(db: impl DbExecutor<'_>, user: UserId) -> Result<i64, StoreError> {
    Ok(sqlx::query_scalar(
        "SELECT COUNT(*) FROM follows f JOIN games g ON g.id = f.game_id \
         WHERE f.user_id = $1 AND g.status = $2",
    )
    .bind(user)
    .bind(GameStatus::Active.name())
    .fetch_one(db)
    .await?)
}

/// The running games of server `guild` that `user` follows, oldest first,
/// at most `limit`.
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn follows_of(
    db: impl DbExecutor<'_>,
    guild: GuildId,
    user: UserId,
    limit: i64,
) -> Result<Vec<FollowRow>, StoreError> {
    let sql = format!(
        "SELECT {FOLLOW_COLUMNS} FROM follows f JOIN games g ON g.id = f.game_id \
         WHERE f.user_id = $1 AND g.guild_id = $2 AND g.status = $3 ORDER BY f.game_id LIMIT $4"
    );
    Ok(sqlx::query_as(&sql)
        .bind(user)
        .bind(guild)
        .bind(GameStatus::Active.name())
        .bind(limit)
        .fetch_all(db)
        .await?)
}

/// The followers of `game`.
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn followers_of(
    db: impl DbExecutor<'_>,
    game: GameId,
) -> Result<Vec<FollowRow>, StoreError> {
    let sql =
        format!("SELECT {FOLLOW_COLUMNS} FROM follows f WHERE f.game_id = $1 ORDER BY f.user_id");
    Ok(sqlx::query_as(&sql).bind(game).fetch_all(db).await?)
}

/// Forgets the followers of a game whose end was told; how many it had.
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn forget_followers(db: impl DbExecutor<'_>, game: GameId) -> Result<u64, StoreError> {
    let done = sqlx::query("DELETE FROM follows WHERE game_id = $1")
        .bind(game)
        .execute(db)
        .await?;
    Ok(done.rows_affected())
}
