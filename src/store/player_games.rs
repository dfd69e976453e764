//! A player's games in a server: how many are open or running, the last
//! unanswered challenge, finished games and records, and who is new.

use super::game_row::decode_all;
use super::games::{GAME_COLUMNS, GAME_FROM};
use super::named::Named;
use super::{DbExecutor, GameRow, StoreError, Tx};
use crate::engine::Color;
use crate::values::{GameId, GameStatus, GuildId, Timestamp, UserId};

/// How many challenges `user` has open in a server (expired ones left out).
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn open_challenges_by(
    db: impl DbExecutor<'_>,
    guild: GuildId,
    user: UserId,
    now: Timestamp,
) -> Result<i64, StoreError> {
    Ok(sqlx::query_scalar(
        "SELECT COUNT(*) FROM games WHERE guild_id = $1 AND challenger_id = $2 AND status = $3 \
         AND expires_at > $4",
    )
    .bind(guild)
    .bind(user)
    .bind(GameStatus::Challenge.name())
    .bind(now)
    .fetch_one(db)
    .await?)
}

/// How many games `user` is playing in a server.
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn running_games_of(
    db: impl DbExecutor<'_>,
    guild: GuildId,
    user: UserId,
) -> Result<i64, StoreError> {
    // As Black plus as White, each on its own index, among the player's
    // unfinished games only: never a walk of the server's games.
    Ok(sqlx::query_scalar(
        "SELECT (SELECT COUNT(*) FROM games WHERE guild_id = $1 AND black_id = $2 \
           AND finished_at IS NULL AND status = $3) \
         + (SELECT COUNT(*) FROM games WHERE guild_id = $1 AND white_id = $2 \
           AND finished_at IS NULL AND status = $3)",
    )
    .bind(guild)
    .bind(user)
    .bind(GameStatus::Active.name())
    .fetch_one(db)
    .await?)
}

/// The latest challenge from `challenger` to `opponent` in a server that
/// was declined, cancelled or left to expire, if it ended after `since`:
/// when it ended (an expired one that is still open ended at its expiry),
/// and whether its challenger withdrew it (cancelled) rather than the
/// opponent leaving it.
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn last_unanswered_challenge(
    db: impl DbExecutor<'_>,
    guild: GuildId,
    challenger: UserId,
    opponent: UserId,
    since: Timestamp,
    now: Timestamp,
) -> Result<Option<(Timestamp, bool)>, StoreError> {
    let rows: Vec<(Timestamp, String)> = Named::new(
        "SELECT ended, status FROM (SELECT CASE WHEN status = :challenge THEN expires_at \
         ELSE finished_at END AS ended, status FROM games WHERE guild_id = :guild AND \
         challenger_id = :challenger AND opponent_id = :opponent AND (status IN (:declined, \
         :cancelled, :expired) OR (status = :challenge AND expires_at <= :now))) AS unanswered \
         WHERE ended > :since ORDER BY ended DESC LIMIT 1",
    )
    .bind("guild", guild)
    .bind("challenger", challenger)
    .bind("opponent", opponent)
    .bind("now", now)
    .bind("since", since)
    .bind("challenge", GameStatus::Challenge.name())
    .bind("declined", GameStatus::Declined.name())
    .bind("cancelled", GameStatus::Cancelled.name())
    .bind("expired", GameStatus::Expired.name())
    .fetch_all(db)
    .await?;
    Ok(rows
        .into_iter()
        .next()
        .map(|(ended, status)| (ended, status == GameStatus::Cancelled.name())))
}

/// Finished games of a player in a server, newest first.
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure, [`StoreError::CorruptGame`] for a row that does not decode.
pub async fn finished_games_of(
    db: impl DbExecutor<'_>,
    guild: GuildId,
    user: UserId,
    limit: usize,
) -> Result<Vec<GameRow>, StoreError> {
    // The newest as Black and the newest as White, each read off its own
    // index, then the newest of both: a player's share of a big server's
    // games, never the server's.
    let newest_as = |colour: &str| {
        format!(
            "SELECT id FROM games WHERE guild_id = $1 AND {colour}_id = $2 \
             AND finished_at IS NOT NULL AND status = $4 \
             ORDER BY finished_at DESC, id DESC LIMIT $3"
        )
    };
    let sql = format!(
        "SELECT {GAME_COLUMNS} FROM {GAME_FROM} WHERE g.id IN ( \
           SELECT b.id FROM ({}) AS b UNION ALL SELECT w.id FROM ({}) AS w) \
         ORDER BY g.finished_at DESC, g.id DESC LIMIT $3",
        newest_as("black"),
        newest_as("white")
    );
    decode_all(
        sqlx::query_as(&sql)
            .bind(guild)
            .bind(user)
            .bind(i64::try_from(limit).unwrap_or(i64::MAX))
            .bind(GameStatus::Finished.name())
            .fetch_all(db)
            .await?,
    )
}

/// Records that a game which ended before both players had moved was not rated.
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn mark_unrated(tx: &mut Tx, id: GameId) -> Result<(), StoreError> {
    sqlx::query("UPDATE games SET rated = FALSE WHERE id = $1")
        .bind(id)
        .execute(&mut **tx)
        .await?;
    Ok(())
}

/// A player's finished unrated games in a server: (wins, losses).
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn casual_record(
    db: impl DbExecutor<'_>,
    guild: GuildId,
    user: UserId,
) -> Result<(i64, i64), StoreError> {
    // Black's wins and losses, plus White's: each half can use its index.
    let (wins, losses): (Option<i64>, Option<i64>) = sqlx::query_as(
        "SELECT SUM(won), SUM(1 - won) FROM ( \
           SELECT CASE WHEN winner = $4 THEN 1 ELSE 0 END AS won FROM games \
           WHERE guild_id = $1 AND black_id = $2 AND finished_at IS NOT NULL \
           AND status = $3 AND NOT rated \
           UNION ALL \
           SELECT CASE WHEN winner = $5 THEN 1 ELSE 0 END AS won FROM games \
           WHERE guild_id = $1 AND white_id = $2 AND finished_at IS NOT NULL \
           AND status = $3 AND NOT rated) AS played",
    )
    .bind(guild)
    .bind(user)
    .bind(GameStatus::Finished.name())
    .bind(Color::Black.name())
    .bind(Color::White.name())
    .fetch_one(db)
    .await?;
    Ok((wins.unwrap_or(0), losses.unwrap_or(0)))
}

/// Which of `users` have not finished a game in this server yet.
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn newcomers(
    db: impl DbExecutor<'_>,
    guild: GuildId,
    users: &[UserId],
) -> Result<Vec<UserId>, StoreError> {
    if users.is_empty() {
        return Ok(Vec::new());
    }
    // One query for all of them: those who finished a game, as either
    // colour. `finished_at IS NOT NULL` lets the (guild, player,
    // finished_at) indexes skip a player's running games.
    let list = super::placeholders(3, users.len());
    let sql = format!(
        "SELECT black_id FROM games WHERE guild_id = $1 AND black_id IN ({list}) \
           AND finished_at IS NOT NULL AND status = $2 \
         UNION SELECT white_id FROM games WHERE guild_id = $1 AND white_id IN ({list}) \
           AND finished_at IS NOT NULL AND status = $2"
    );
    let query = sqlx::query_scalar::<_, UserId>(&sql)
        .bind(guild)
        .bind(GameStatus::Finished.name());
    let played: Vec<UserId> = users
        .iter()
        .fold(query, |q, &user| q.bind(user))
        .fetch_all(db)
        .await?;
    Ok(users
        .iter()
        .copied()
        .filter(|u| !played.contains(u))
        .collect())
}
