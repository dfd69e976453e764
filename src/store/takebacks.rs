//! Takebacks in casual games (see the `takebacks` migration).

use super::game_row::db_ply;
use super::named::Named;
use super::{DbExecutor, StoreError};
use crate::values::{GameId, GameStatus, Timestamp};

/// Records a takeback request at `ply`; false if the game moved on, is
/// rated or over, or a request was made at this ply already.
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn ask_takeback(
    db: impl DbExecutor<'_>,
    id: GameId,
    ply: usize,
) -> Result<bool, StoreError> {
    let done = sqlx::query(
        "UPDATE games SET takeback_ply = $2, takeback_open = TRUE \
         WHERE id = $1 AND ply = $2 AND status = $3 AND NOT rated \
         AND (takeback_ply IS NULL OR takeback_ply <> $2)",
    )
    .bind(id)
    .bind(db_ply(ply))
    .bind(GameStatus::Active.name())
    .execute(db)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// Declines the open request at `ply`; false if there is none.
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn decline_takeback(
    db: impl DbExecutor<'_>,
    id: GameId,
    ply: usize,
) -> Result<bool, StoreError> {
    let done = sqlx::query(
        "UPDATE games SET takeback_open = FALSE \
         WHERE id = $1 AND ply = $2 AND takeback_ply = $2 AND takeback_open AND status = $3",
    )
    .bind(id)
    .bind(db_ply(ply))
    .bind(GameStatus::Active.name())
    .execute(db)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// A casual game's record with its last moves taken back.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rewind<'a> {
    pub game: GameId,
    pub expected_ply: usize,
    /// Moves taken back.
    pub plies: usize,
    /// Whether an open request at `expected_ply` must be there (a takeback
    /// between players), or none is needed (against the bot).
    pub asked: bool,
    pub move_list: &'a str,
    pub move_times: &'a str,
    pub position: &'a str,
    pub now: Timestamp,
    pub turn_deadline: Option<Timestamp>,
    pub reminder_at: Option<Timestamp>,
}

/// Takes the moves back, if the game is still at `expected_ply` (and, when
/// asked, the request is still open): false otherwise, with nothing changed.
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn rewind(db: impl DbExecutor<'_>, r: &Rewind<'_>) -> Result<bool, StoreError> {
    let plies = i64::try_from(r.plies).unwrap_or(i64::MAX);
    let changed = Named::new(
        "UPDATE games SET ply = ply - :plies, move_list = :move_list, move_times = \
         :move_times, position = :position, updated_at = :now, turn_deadline = \
         :turn_deadline, reminder_at = :reminder_at, reminded = FALSE, takeback_open = FALSE, \
         takeback_ply = NULL, takebacks = takebacks + 1, ai_claimed_until = NULL WHERE id = \
         :game AND ply = :expected_ply AND status = :active AND NOT rated AND (:asked = 0 OR \
         (takeback_open AND takeback_ply = :expected_ply))",
    )
    .bind("game", r.game.0)
    .bind("expected_ply", db_ply(r.expected_ply))
    .bind("plies", plies)
    .bind("move_list", r.move_list)
    .bind("move_times", r.move_times)
    .bind("position", r.position)
    .bind("now", r.now)
    .bind("turn_deadline", r.turn_deadline)
    .bind("reminder_at", r.reminder_at)
    .bind("active", GameStatus::Active.name())
    .bind("asked", i64::from(r.asked))
    .execute(db)
    .await?;
    Ok(changed == 1)
}
