//! Vacations: a member's pause of their clocks in one place (see the
//! migration `vacations` for the whole scheme).

use super::game_row::db_ply;
use super::{DbExecutor, StoreError, TO_MOVE, Tx};
use crate::values::{GameId, GameStatus, GuildId, Timestamp, UserId};

/// The condition, on a running game `g`, that its player to move is on a
/// vacation (unsettled, and begun before `begun_before`) that pauses it:
/// tournament games go on by their own rules, and live games by their
/// clocks. Shared by the due queries and the forfeit's guard.
pub(super) fn paused_by_vacation(begun_before: &str) -> String {
    format!(
        "(g.clock_ms IS NULL AND EXISTS (SELECT 1 FROM vacations v WHERE v.guild_id = g.guild_id \
         AND v.user_id = {TO_MOVE} AND NOT v.settled AND v.starts_at < {begun_before}) \
         AND NOT EXISTS (SELECT 1 FROM tournament_boards b WHERE b.game_id = g.id))"
    )
}

/// A vacation as stored.
#[derive(Clone, Copy, Debug, PartialEq, Eq, sqlx::FromRow)]
pub struct VacationRow {
    pub id: i64,
    pub guild_id: GuildId,
    pub user_id: UserId,
    pub starts_at: Timestamp,
    pub ends_at: Timestamp,
}

/// Milliseconds of vacation `user` took in a server since `since`
/// (vacations cut short count what they lasted).
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn vacation_taken(
    db: impl DbExecutor<'_>,
    guild: GuildId,
    user: UserId,
    since: Timestamp,
) -> Result<i64, StoreError> {
    let taken: Option<i64> = sqlx::query_scalar(
        "SELECT CAST(SUM(ends_at - starts_at) AS BIGINT) FROM vacations \
         WHERE guild_id = $1 AND user_id = $2 AND starts_at >= $3",
    )
    .bind(guild)
    .bind(user)
    .bind(since)
    .fetch_one(db)
    .await?;
    Ok(taken.unwrap_or(0))
}

/// Starts a vacation; `None` if the member has one running there already.
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn start_vacation(
    db: impl DbExecutor<'_>,
    guild: GuildId,
    user: UserId,
    starts_at: Timestamp,
    ends_at: Timestamp,
) -> Result<Option<VacationRow>, StoreError> {
    Ok(sqlx::query_as(
        "INSERT INTO vacations (guild_id, user_id, starts_at, ends_at) VALUES ($1, $2, $3, $4) \
         ON CONFLICT (guild_id, user_id) WHERE NOT settled DO NOTHING \
         RETURNING id, guild_id, user_id, starts_at, ends_at",
    )
    .bind(guild)
    .bind(user)
    .bind(starts_at)
    .bind(ends_at)
    .fetch_optional(db)
    .await?)
}

/// The member's unsettled vacation in a server, if any.
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn running_vacation(
    db: impl DbExecutor<'_>,
    guild: GuildId,
    user: UserId,
) -> Result<Option<VacationRow>, StoreError> {
    Ok(sqlx::query_as(
        "SELECT id, guild_id, user_id, starts_at, ends_at FROM vacations \
         WHERE guild_id = $1 AND user_id = $2 AND NOT settled",
    )
    .bind(guild)
    .bind(user)
    .fetch_optional(db)
    .await?)
}

/// Vacations over by `now` and not yet settled (in one server, if given).
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn vacations_to_settle(
    db: impl DbExecutor<'_>,
    now: Timestamp,
    guild: Option<GuildId>,
) -> Result<Vec<VacationRow>, StoreError> {
    Ok(sqlx::query_as(
        "SELECT id, guild_id, user_id, starts_at, ends_at FROM vacations \
         WHERE NOT settled AND ends_at <= $1 AND ($2 IS NULL OR guild_id = $2) ORDER BY ends_at",
    )
    .bind(now)
    .bind(guild)
    .fetch_all(db)
    .await?)
}

/// Ends a running vacation at `now`, before its planned end; the row as
/// it stands then, or `None` if it was over or settled already.
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn cut_vacation_short(
    db: impl DbExecutor<'_>,
    id: i64,
    now: Timestamp,
) -> Result<Option<VacationRow>, StoreError> {
    Ok(sqlx::query_as(
        "UPDATE vacations SET ends_at = $2 WHERE id = $1 AND NOT settled AND ends_at > $2 \
         RETURNING id, guild_id, user_id, starts_at, ends_at",
    )
    .bind(id)
    .bind(now)
    .fetch_optional(db)
    .await?)
}

/// Claims the settlement of vacation `id`, once, with the returned row:
/// `None` if another process (or call) settled it.
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn claim_vacation_settlement(
    tx: &mut Tx,
    id: i64,
) -> Result<Option<VacationRow>, StoreError> {
    Ok(sqlx::query_as(
        "UPDATE vacations SET settled = TRUE WHERE id = $1 AND NOT settled \
         RETURNING id, guild_id, user_id, starts_at, ends_at",
    )
    .bind(id)
    .fetch_optional(&mut **tx)
    .await?)
}

/// The running games of `user` in a server, by id.
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn running_games_of_player(
    db: impl DbExecutor<'_>,
    guild: GuildId,
    user: UserId,
) -> Result<Vec<GameId>, StoreError> {
    // As Black, then as White, each on its own index.
    Ok(sqlx::query_scalar(
        "SELECT id FROM games WHERE guild_id = $1 AND black_id = $2 AND finished_at IS NULL \
           AND status = $3 \
         UNION ALL SELECT id FROM games WHERE guild_id = $1 AND white_id = $2 \
           AND finished_at IS NULL AND status = $3",
    )
    .bind(guild)
    .bind(user)
    .bind(GameStatus::Active.name())
    .fetch_all(db)
    .await?)
}

/// Moves a running game's turn deadline (and its reminder) on by `by_ms`,
/// if it is still at `expected_ply`.
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn extend_turn(
    tx: &mut Tx,
    id: GameId,
    expected_ply: usize,
    by_ms: i64,
) -> Result<bool, StoreError> {
    let done = sqlx::query(
        "UPDATE games SET turn_deadline = turn_deadline + $3, reminder_at = reminder_at + $3 \
         WHERE id = $1 AND ply = $2 AND status = $4 AND turn_deadline IS NOT NULL",
    )
    .bind(id)
    .bind(db_ply(expected_ply))
    .bind(by_ms)
    .bind(GameStatus::Active.name())
    .execute(&mut **tx)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// Settled vacations whose end nobody has told yet (in one server, if given).
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn vacations_to_announce(
    db: impl DbExecutor<'_>,
    guild: Option<GuildId>,
) -> Result<Vec<VacationRow>, StoreError> {
    Ok(sqlx::query_as(
        "SELECT id, guild_id, user_id, starts_at, ends_at FROM vacations \
         WHERE settled AND NOT announced AND ($1 IS NULL OR guild_id = $1) ORDER BY id",
    )
    .bind(guild)
    .fetch_all(db)
    .await?)
}

/// Claims the telling of vacation `id`'s end; false if it was told already.
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn claim_vacation_announcement(
    db: impl DbExecutor<'_>,
    id: i64,
) -> Result<bool, StoreError> {
    let done = sqlx::query("UPDATE vacations SET announced = TRUE WHERE id = $1 AND NOT announced")
        .bind(id)
        .execute(db)
        .await?;
    Ok(done.rows_affected() == 1)
}
