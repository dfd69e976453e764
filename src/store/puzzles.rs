//! Puzzles, each server's puzzle of the day, members' attempts and scores.

use super::named::Named;
use super::puzzle_row::{StoredAttempt, StoredPuzzle};
use super::{AttemptRow, DbExecutor, PuzzleRow, StoreError, Tx};
use crate::values::{AttemptStatus, GuildId, Timestamp, UserId};

/// A member's puzzle tallies in one server.
#[derive(Clone, Debug, PartialEq, Eq, sqlx::FromRow)]
pub struct PuzzleScoreRow {
    pub user_id: UserId,
    pub solved: i64,
    pub streak: i64,
    pub best_streak: i64,
    pub last_solved_day: i64,
}

const PUZZLE_COLUMNS: &str =
    "id, opening, jumps, position, answer, line, tries, plausible_tries, difficulty";

/// Adds `puzzle` (its `id` ignored) unless the same position under the same
/// rules is stored; whether it was added.
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn insert_puzzle(
    db: impl DbExecutor<'_>,
    puzzle: &PuzzleRow,
) -> Result<bool, StoreError> {
    let done = Named::new(
        "INSERT INTO puzzles (opening, jumps, position, answer, line, tries, plausible_tries, \
         difficulty) VALUES (:opening, :jumps, :position, :answer, :line, :tries, \
         :plausible_tries, :difficulty) ON CONFLICT (position, opening, jumps) DO NOTHING",
    )
    .bind("opening", puzzle.rules.opening.name())
    .bind("jumps", puzzle.rules.jumps.name())
    .bind("position", puzzle.position.to_string())
    .bind("answer", &puzzle.answer)
    .bind("line", &puzzle.line)
    .bind("tries", puzzle.tries)
    .bind("plausible_tries", puzzle.plausible_tries)
    .bind("difficulty", i64::from(puzzle.difficulty))
    .execute(db)
    .await?;
    Ok(done == 1)
}

/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn puzzle_count(db: impl DbExecutor<'_>) -> Result<i64, StoreError> {
    Ok(sqlx::query_scalar("SELECT COUNT(*) FROM puzzles")
        .fetch_one(db)
        .await?)
}

/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn puzzle_by_id(
    db: impl DbExecutor<'_>,
    id: i64,
) -> Result<Option<PuzzleRow>, StoreError> {
    let stored: Option<StoredPuzzle> = sqlx::query_as(&format!(
        "SELECT {PUZZLE_COLUMNS} FROM puzzles WHERE id = $1"
    ))
    .bind(id)
    .fetch_optional(db)
    .await?;
    stored.map(PuzzleRow::try_from).transpose()
}

/// The puzzle chosen for `day` in a server, if one is.
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn chosen_puzzle(
    db: impl DbExecutor<'_>,
    guild_id: GuildId,
    day: i64,
) -> Result<Option<PuzzleRow>, StoreError> {
    let stored: Option<StoredPuzzle> = sqlx::query_as(&format!(
        "SELECT {PUZZLE_COLUMNS} FROM puzzles \
         WHERE id = (SELECT puzzle_id FROM daily_puzzles WHERE guild_id = $1 AND day = $2)"
    ))
    .bind(guild_id)
    .bind(day)
    .fetch_optional(db)
    .await?;
    stored.map(PuzzleRow::try_from).transpose()
}

/// Chooses the puzzle of `day` in a server: the one at `index` (modulo the
/// number of puzzles) in id order, unless another process chose first; the
/// choice that stands. `None` with no puzzles.
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn choose_daily_puzzle(
    tx: &mut Tx,
    guild_id: GuildId,
    day: i64,
    index: u64,
) -> Result<Option<PuzzleRow>, StoreError> {
    let count = puzzle_count(&mut **tx).await?;
    if count == 0 {
        return Ok(None);
    }
    let offset = (index % count as u64) as i64;
    sqlx::query(
        "INSERT INTO daily_puzzles (guild_id, day, puzzle_id) \
         SELECT $1, $2, id FROM puzzles ORDER BY id LIMIT 1 OFFSET $3 \
         ON CONFLICT (guild_id, day) DO NOTHING",
    )
    .bind(guild_id)
    .bind(day)
    .bind(offset)
    .execute(&mut **tx)
    .await?;
    chosen_puzzle(&mut **tx, guild_id, day).await
}

/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn puzzle_attempt(
    db: impl DbExecutor<'_>,
    guild_id: GuildId,
    user_id: UserId,
    day: i64,
) -> Result<Option<AttemptRow>, StoreError> {
    let stored: Option<StoredAttempt> = sqlx::query_as(
        "SELECT puzzle_id, moves, status, updated_at FROM puzzle_attempts \
         WHERE guild_id = $1 AND user_id = $2 AND day = $3",
    )
    .bind(guild_id)
    .bind(user_id)
    .bind(day)
    .fetch_optional(db)
    .await?;
    stored.map(|a| a.decode(guild_id, user_id, day)).transpose()
}

/// Records an attempt's moves and status, if its moves are still
/// `expected` (no attempt yet when empty); whether it was recorded.
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure.
#[allow(clippy::too_many_arguments)]
pub async fn record_attempt(
    db: impl DbExecutor<'_>,
    guild_id: GuildId,
    user_id: UserId,
    day: i64,
    puzzle_id: i64,
    expected: &str,
    moves: &str,
    status: AttemptStatus,
    now: Timestamp,
) -> Result<bool, StoreError> {
    let done = Named::new(
        "INSERT INTO puzzle_attempts (guild_id, user_id, day, puzzle_id, moves, status, \
         updated_at) VALUES (:guild_id, :user_id, :day, :puzzle_id, :moves, :status, :now) ON \
         CONFLICT (guild_id, user_id, day) DO UPDATE SET moves = excluded.moves, status = \
         excluded.status, updated_at = excluded.updated_at WHERE puzzle_attempts.moves = \
         :expected AND puzzle_attempts.status = 'playing'",
    )
    .bind("guild_id", guild_id)
    .bind("user_id", user_id)
    .bind("day", day)
    .bind("puzzle_id", puzzle_id)
    .bind("expected", expected)
    .bind("moves", moves)
    .bind("status", status.name())
    .bind("now", now)
    .execute(db)
    .await?;
    Ok(done == 1)
}

/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn puzzle_score(
    db: impl DbExecutor<'_>,
    guild_id: GuildId,
    user_id: UserId,
) -> Result<Option<PuzzleScoreRow>, StoreError> {
    Ok(sqlx::query_as(
        "SELECT user_id, solved, streak, best_streak, last_solved_day FROM puzzle_scores \
         WHERE guild_id = $1 AND user_id = $2",
    )
    .bind(guild_id)
    .bind(user_id)
    .fetch_optional(db)
    .await?)
}

/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn upsert_puzzle_score(
    db: impl DbExecutor<'_>,
    guild_id: GuildId,
    score: &PuzzleScoreRow,
) -> Result<(), StoreError> {
    Named::new(
        "INSERT INTO puzzle_scores (guild_id, user_id, solved, streak, best_streak, \
         last_solved_day) VALUES (:guild_id, :user_id, :solved, :streak, :best_streak, \
         :last_solved_day) ON CONFLICT (guild_id, user_id) DO UPDATE SET solved = \
         excluded.solved, streak = excluded.streak, best_streak = excluded.best_streak, \
         last_solved_day = excluded.last_solved_day",
    )
    .bind("guild_id", guild_id)
    .bind("user_id", score.user_id)
    .bind("solved", score.solved)
    .bind("streak", score.streak)
    .bind("best_streak", score.best_streak)
    .bind("last_solved_day", score.last_solved_day)
    .execute(db)
    .await?;
    Ok(())
}

/// A page of a server's puzzle table: most solved first, then best streak.
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn puzzle_leaderboard(
    db: impl DbExecutor<'_>,
    guild_id: GuildId,
    limit: i64,
    offset: i64,
) -> Result<Vec<PuzzleScoreRow>, StoreError> {
    Ok(sqlx::query_as(
        "SELECT user_id, solved, streak, best_streak, last_solved_day FROM puzzle_scores \
         WHERE guild_id = $1 ORDER BY solved DESC, best_streak DESC, user_id LIMIT $2 OFFSET $3",
    )
    .bind(guild_id)
    .bind(limit)
    .bind(offset)
    .fetch_all(db)
    .await?)
}
