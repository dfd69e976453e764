//! Due work on games: reminders, forfeits, expired challenges, results to
//! announce, turns the bot owes, threads to archive. The scheduler looks for
//! these; each claim is a guarded update, so one process acts on each.

use super::game_row::db_ply;
use super::games::abort_running;
use super::vacations::paused_by_vacation;
use super::{DbExecutor, StoreError, TO_MOVE};
use crate::values::{ChannelId, GameId, GameStatus, GuildId, Timestamp, UserId};

/// Records that the reminder for the current turn went out; false if the turn moved on.
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn mark_reminded(
    db: impl DbExecutor<'_>,
    id: GameId,
    expected_ply: usize,
) -> Result<bool, StoreError> {
    let done = sqlx::query(
        "UPDATE games SET reminded = TRUE WHERE id = $1 AND ply = $2 AND status = $3 AND NOT reminded",
    )
    .bind(id)
    .bind(db_ply(expected_ply))
    .bind(GameStatus::Active.name())
    .execute(db)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// Running games past their turn deadline (and not paused by their
/// player's vacation), oldest deadline first (ids
/// only: each is loaded on its own, so one that no longer loads stops
/// nothing else).
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn overdue_games(
    db: impl DbExecutor<'_>,
    now: Timestamp,
    guild: Option<GuildId>,
) -> Result<Vec<GameId>, StoreError> {
    let sql = format!(
        "SELECT g.id FROM games g WHERE g.status = $2 AND g.turn_deadline <= $1 \
         AND ($3 IS NULL OR g.guild_id = $3) AND NOT {} ORDER BY g.turn_deadline",
        paused_by_vacation("g.turn_deadline")
    );
    Ok(sqlx::query_scalar(&sql)
        .bind(now)
        .bind(GameStatus::Active.name())
        .bind(guild)
        .fetch_all(db)
        .await?)
}

/// Running games whose reminder is due and not yet sent (ids, as
/// [`overdue_games`]).
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn reminders_due(
    db: impl DbExecutor<'_>,
    now: Timestamp,
    guild: Option<GuildId>,
) -> Result<Vec<GameId>, StoreError> {
    // Held while the player to move is away.
    let sql = format!(
        "SELECT g.id FROM games g WHERE g.status = $2 AND NOT g.reminded \
         AND g.reminder_at <= $1 AND g.turn_deadline > $1 AND ($3 IS NULL OR g.guild_id = $3) \
         AND NOT {} ORDER BY g.reminder_at",
        paused_by_vacation("$1")
    );
    Ok(sqlx::query_scalar(&sql)
        .bind(now)
        .bind(GameStatus::Active.name())
        .bind(guild)
        .fetch_all(db)
        .await?)
}

/// Finished games whose end (a time forfeit) nobody has announced yet.
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn unannounced_ends(
    db: impl DbExecutor<'_>,
    guild: Option<GuildId>,
) -> Result<Vec<GameId>, StoreError> {
    Ok(sqlx::query_scalar(
        "SELECT id FROM games WHERE NOT end_announced AND ($1 IS NULL OR guild_id = $1) ORDER BY id",
    )
    .bind(guild)
    .fetch_all(db)
    .await?)
}

/// Claims the announcement of game `id`'s end; false if another process
/// (or an earlier pass) already did.
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn claim_end_announcement(
    db: impl DbExecutor<'_>,
    id: GameId,
) -> Result<bool, StoreError> {
    let done =
        sqlx::query("UPDATE games SET end_announced = TRUE WHERE id = $1 AND NOT end_announced")
            .bind(id)
            .execute(db)
            .await?;
    Ok(done.rows_affected() == 1)
}

/// Takes a running game that no longer loads (a corrupt or outdated row)
/// out of play: aborted, its deadlines cleared, so its channel is free and
/// the scheduler stops meeting it. False if it was not running.
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn quarantine_game(
    db: impl DbExecutor<'_>,
    id: GameId,
    now: Timestamp,
) -> Result<bool, StoreError> {
    abort_running(db, id, None, now).await
}

/// Open challenges past their expiry.
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn expired_challenges(
    db: impl DbExecutor<'_>,
    now: Timestamp,
    guild: Option<GuildId>,
) -> Result<Vec<GameId>, StoreError> {
    Ok(sqlx::query_scalar(
        "SELECT id FROM games WHERE status = $2 AND expires_at <= $1 \
         AND ($3 IS NULL OR guild_id = $3)",
    )
    .bind(now)
    .bind(GameStatus::Challenge.name())
    .bind(guild)
    .fetch_all(db)
    .await?)
}

/// Running AI games waiting for `player` (the bot) to move since at least
/// `idle_since`, and not claimed by a process at `now`: the bot's unanswered
/// turns, for example after a restart.
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn games_awaiting(
    db: impl DbExecutor<'_>,
    player: UserId,
    idle_since: Timestamp,
    now: Timestamp,
) -> Result<Vec<GameId>, StoreError> {
    let ids = sqlx::query_scalar(&format!(
        "SELECT g.id FROM games g WHERE g.status = $3 AND g.ai_level IS NOT NULL \
         AND g.updated_at <= $2 AND (g.ai_claimed_until IS NULL OR g.ai_claimed_until <= $4) \
         AND {TO_MOVE} = $1 ORDER BY g.updated_at",
    ))
    .bind(player)
    .bind(idle_since)
    .bind(GameStatus::Active.name())
    .bind(now)
    .fetch_all(db)
    .await?;
    Ok(ids)
}

/// Claims the bot's turn at `expected_ply` of game `id` for this process
/// until `until`; false if the game moved on or another claim still holds.
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn claim_ai_turn(
    db: impl DbExecutor<'_>,
    id: GameId,
    expected_ply: usize,
    now: Timestamp,
    until: Timestamp,
) -> Result<bool, StoreError> {
    let done = sqlx::query(
        "UPDATE games SET ai_claimed_until = $4 WHERE id = $1 AND ply = $2 AND status = $5 \
         AND (ai_claimed_until IS NULL OR ai_claimed_until <= $3)",
    )
    .bind(id)
    .bind(db_ply(expected_ply))
    .bind(now)
    .bind(until)
    .bind(GameStatus::Active.name())
    .execute(db)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// Threads of games that ended by `ended_by` and are not archived yet, unless
/// a newer game is open in the same thread; oldest first, at most `limit`.
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn threads_to_archive(
    db: impl DbExecutor<'_>,
    ended_by: Timestamp,
    limit: usize,
    guild: Option<GuildId>,
) -> Result<Vec<(GameId, ChannelId)>, StoreError> {
    Ok(sqlx::query_as(
        "SELECT g.id, g.channel_id FROM games g \
         WHERE g.parent_channel_id IS NOT NULL AND g.thread_archived = FALSE \
         AND g.finished_at <= $1 AND ($5 IS NULL OR g.guild_id = $5) \
         AND NOT EXISTS (SELECT 1 FROM games o WHERE o.channel_id = g.channel_id \
                         AND o.status IN ($3, $4)) \
         ORDER BY g.finished_at LIMIT $2",
    )
    .bind(ended_by)
    .bind(i64::try_from(limit).unwrap_or(i64::MAX))
    .bind(GameStatus::Challenge.name())
    .bind(GameStatus::Active.name())
    .bind(guild)
    .fetch_all(db)
    .await?)
}

/// Claims the archiving of game `id`'s thread; false if another process (or
/// an earlier pass) already did.
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn claim_thread_archive(db: impl DbExecutor<'_>, id: GameId) -> Result<bool, StoreError> {
    let done = sqlx::query(
        "UPDATE games SET thread_archived = TRUE WHERE id = $1 AND NOT thread_archived",
    )
    .bind(id)
    .execute(db)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// Notes that game `game`'s end is to be told on the next interaction in
/// `channel`, a place where the bot can't post (see `games.answers_only`).
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn add_channel_notice(
    db: impl DbExecutor<'_>,
    channel: ChannelId,
    game: GameId,
    now: Timestamp,
) -> Result<(), StoreError> {
    sqlx::query(
        "INSERT INTO channel_notices (channel_id, game_id, created_at) VALUES ($1, $2, $3) \
         ON CONFLICT DO NOTHING",
    )
    .bind(channel)
    .bind(game)
    .bind(now)
    .execute(db)
    .await?;
    Ok(())
}

/// The games whose end waits to be told in `channel`, oldest first, at most
/// `limit`: only the ones this call took, so each is told once whichever
/// process takes it.
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn take_channel_notices(
    pool: &sqlx::Pool<super::Db>,
    channel: ChannelId,
    limit: usize,
) -> Result<Vec<GameId>, StoreError> {
    let waiting: Vec<GameId> = sqlx::query_scalar(
        "SELECT game_id FROM channel_notices WHERE channel_id = $1 \
         ORDER BY created_at, game_id LIMIT $2",
    )
    .bind(channel)
    .bind(i64::try_from(limit).unwrap_or(i64::MAX))
    .fetch_all(pool)
    .await?;
    let mut taken = Vec::with_capacity(waiting.len());
    for game in waiting {
        let done =
            sqlx::query("DELETE FROM channel_notices WHERE channel_id = $1 AND game_id = $2")
                .bind(channel)
                .bind(game)
                .execute(pool)
                .await?;
        if done.rows_affected() == 1 {
            taken.push(game);
        }
    }
    Ok(taken)
}
