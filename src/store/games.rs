//! Games, challenges and their moves.

use sqlx::SqliteExecutor;

use super::{StoreError, Tx};

/// Where a game is in its life. Stored as text.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GameStatus {
    Challenge,
    Active,
    Finished,
    Declined,
    Cancelled,
    Expired,
    Aborted,
}

impl GameStatus {
    pub const fn as_str(self) -> &'static str {
        match self {
            GameStatus::Challenge => "challenge",
            GameStatus::Active => "active",
            GameStatus::Finished => "finished",
            GameStatus::Declined => "declined",
            GameStatus::Cancelled => "cancelled",
            GameStatus::Expired => "expired",
            GameStatus::Aborted => "aborted",
        }
    }

    /// # Errors
    /// [`StoreError::Corrupt`] for text the schema does not allow.
    pub fn parse(s: &str) -> Result<GameStatus, StoreError> {
        [
            GameStatus::Challenge,
            GameStatus::Active,
            GameStatus::Finished,
            GameStatus::Declined,
            GameStatus::Cancelled,
            GameStatus::Expired,
            GameStatus::Aborted,
        ]
        .into_iter()
        .find(|g| g.as_str() == s)
        .ok_or_else(|| StoreError::Corrupt(format!("unknown game status '{s}'")))
    }
}

/// A row of `games`, as stored.
#[derive(Clone, Debug, PartialEq, sqlx::FromRow)]
pub struct GameRow {
    pub id: i64,
    pub guild_id: i64,
    pub channel_id: i64,
    pub challenger_id: i64,
    pub opponent_id: i64,
    pub colour_choice: String,
    pub black_id: Option<i64>,
    pub white_id: Option<i64>,
    pub status: String,
    pub size: String,
    pub opening: String,
    pub jumps: String,
    pub rated: bool,
    pub ai_level: Option<i64>,
    pub ply: i64,
    pub move_list: String,
    pub move_times: String,
    pub position: String,
    pub winner: Option<String>,
    pub end_reason: Option<String>,
    pub created_at: i64,
    pub updated_at: i64,
    pub expires_at: Option<i64>,
    pub turn_deadline: Option<i64>,
    pub reminder_at: Option<i64>,
    pub reminded: bool,
    pub finished_at: Option<i64>,
    /// The server's turn limit, if it set one (joined from `guild_settings`).
    pub turn_limit_secs: Option<i64>,
}

/// A new challenge (or, with `start`, an AI game that starts at once).
#[derive(Clone, Debug)]
pub struct NewGame<'a> {
    pub guild_id: i64,
    pub channel_id: i64,
    pub challenger_id: i64,
    pub opponent_id: i64,
    pub colour_choice: &'a str,
    pub size: &'a str,
    pub opening: &'a str,
    pub jumps: &'a str,
    pub rated: bool,
    pub ai_level: Option<i64>,
    pub position: &'a str,
    pub now: i64,
    pub expires_at: i64,
}

/// How a running game changes with a move: the version it expects, and what follows.
#[derive(Clone, Debug)]
pub struct MoveUpdate<'a> {
    pub game_id: i64,
    pub expected_ply: i64,
    pub notation: &'a str,
    pub position: &'a str,
    pub now: i64,
    pub turn_deadline: Option<i64>,
    pub reminder_at: Option<i64>,
    /// The winner and reason when this move ends the game.
    pub finish: Option<(&'a str, &'a str)>,
}

/// The columns of [`GameRow`], from `games g` joined with `guild_settings s`.
const GAME_COLUMNS: &str = "g.id, g.guild_id, g.channel_id, g.challenger_id, g.opponent_id, g.colour_choice, \
     g.black_id, g.white_id, g.status, g.size, g.opening, g.jumps, g.rated, g.ai_level, g.ply, g.move_list, g.move_times, \
     g.position, g.winner, g.end_reason, g.created_at, g.updated_at, g.expires_at, g.turn_deadline, \
     g.reminder_at, g.reminded, g.finished_at, s.turn_limit_secs";
const GAME_FROM: &str = "games g LEFT JOIN guild_settings s ON s.guild_id = g.guild_id";

fn busy_or(e: sqlx::Error) -> StoreError {
    match &e {
        sqlx::Error::Database(db) if db.is_unique_violation() => StoreError::ChannelBusy,
        _ => StoreError::Sqlx(e),
    }
}

/// Inserts a challenge; the channel must have no open game.
///
/// # Errors
/// [`StoreError::ChannelBusy`] if one is open (even one another process just made).
pub async fn insert_challenge(
    db: impl SqliteExecutor<'_>,
    g: &NewGame<'_>,
) -> Result<i64, StoreError> {
    sqlx::query_scalar(
        "INSERT INTO games (guild_id, channel_id, challenger_id, opponent_id, colour_choice, status, \
         size, opening, jumps, rated, ai_level, position, created_at, updated_at, expires_at) \
         VALUES ($1, $2, $3, $4, $5, 'challenge', $6, $7, $8, $9, $10, $11, $12, $12, $13) RETURNING id",
    )
    .bind(g.guild_id)
    .bind(g.channel_id)
    .bind(g.challenger_id)
    .bind(g.opponent_id)
    .bind(g.colour_choice)
    .bind(g.size)
    .bind(g.opening)
    .bind(g.jumps)
    .bind(g.rated)
    .bind(g.ai_level)
    .bind(g.position)
    .bind(g.now)
    .bind(g.expires_at)
    .fetch_one(db)
    .await
    .map_err(busy_or)
}

/// The open challenge or running game of a channel.
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn open_game_in_channel(
    db: impl SqliteExecutor<'_>,
    channel_id: i64,
) -> Result<Option<GameRow>, StoreError> {
    let sql = format!(
        "SELECT {GAME_COLUMNS} FROM {GAME_FROM} WHERE g.channel_id = $1 AND g.status IN ('challenge', 'active')"
    );
    Ok(sqlx::query_as(&sql)
        .bind(channel_id)
        .fetch_optional(db)
        .await?)
}

/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn game_by_id(
    db: impl SqliteExecutor<'_>,
    id: i64,
) -> Result<Option<GameRow>, StoreError> {
    let sql = format!("SELECT {GAME_COLUMNS} FROM {GAME_FROM} WHERE g.id = $1");
    Ok(sqlx::query_as(&sql).bind(id).fetch_optional(db).await?)
}

/// Turns an unexpired challenge into a running game; false if it is no longer open.
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure.
#[allow(clippy::too_many_arguments)]
pub async fn start_game(
    db: impl SqliteExecutor<'_>,
    id: i64,
    black_id: i64,
    white_id: i64,
    now: i64,
    turn_deadline: Option<i64>,
    reminder_at: Option<i64>,
) -> Result<bool, StoreError> {
    let done = sqlx::query(
        "UPDATE games SET status = 'active', black_id = $2, white_id = $3, updated_at = $4, \
         turn_deadline = $5, reminder_at = $6, reminded = FALSE \
         WHERE id = $1 AND status = 'challenge' AND expires_at > $4",
    )
    .bind(id)
    .bind(black_id)
    .bind(white_id)
    .bind(now)
    .bind(turn_deadline)
    .bind(reminder_at)
    .execute(db)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// Closes an open challenge as declined, cancelled or expired; false if it was not open.
/// Expiry only applies once `expires_at` has passed.
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn close_challenge(
    db: impl SqliteExecutor<'_>,
    id: i64,
    status: GameStatus,
    now: i64,
) -> Result<bool, StoreError> {
    let done = sqlx::query(
        "UPDATE games SET status = $2, updated_at = $3, finished_at = $3 \
         WHERE id = $1 AND status = 'challenge' AND ($2 <> 'expired' OR expires_at <= $3)",
    )
    .bind(id)
    .bind(status.as_str())
    .bind(now)
    .execute(db)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// Applies a move if the game is still running at the expected ply and the
/// mover's time has not run out; false otherwise, with nothing written. One
/// statement, so it is atomic by itself; a move that ends the game runs it in
/// the transaction that also settles the ratings.
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn record_move(
    db: impl SqliteExecutor<'_>,
    m: &MoveUpdate<'_>,
) -> Result<bool, StoreError> {
    let (winner, reason) = m.finish.unzip();
    let status = if m.finish.is_some() {
        "finished"
    } else {
        "active"
    };
    let done = sqlx::query(
        "UPDATE games SET ply = ply + 1, position = $3, updated_at = $4, turn_deadline = $5, \
         move_list = CASE WHEN move_list = '' THEN $10 ELSE move_list || ' ' || $10 END, \
         move_times = CASE WHEN move_times = '' THEN $11 ELSE move_times || ' ' || $11 END, \
         reminder_at = $6, reminded = FALSE, status = $7, winner = $8, end_reason = $9, \
         finished_at = CASE WHEN $7 = 'finished' THEN $4 ELSE NULL END \
         WHERE id = $1 AND ply = $2 AND status = 'active' \
         AND (turn_deadline IS NULL OR turn_deadline > $4)",
    )
    .bind(m.game_id)
    .bind(m.expected_ply)
    .bind(m.position)
    .bind(m.now)
    .bind(m.turn_deadline)
    .bind(m.reminder_at)
    .bind(status)
    .bind(winner)
    .bind(reason)
    .bind(m.notation)
    .bind(m.now.to_string())
    .execute(db)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// Ends a running game without a move (resignation, time forfeit) if it is
/// still at the expected ply; false otherwise. `due_by`, if given, requires
/// the turn deadline to have passed by then.
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn finish_game(
    tx: &mut Tx,
    id: i64,
    expected_ply: i64,
    winner: &str,
    reason: &str,
    now: i64,
    due_by: Option<i64>,
) -> Result<bool, StoreError> {
    let done = sqlx::query(
        "UPDATE games SET status = 'finished', winner = $3, end_reason = $4, updated_at = $5, \
         finished_at = $5, turn_deadline = NULL, reminder_at = NULL \
         WHERE id = $1 AND ply = $2 AND status = 'active' \
         AND ($6 IS NULL OR turn_deadline <= $6)",
    )
    .bind(id)
    .bind(expected_ply)
    .bind(winner)
    .bind(reason)
    .bind(now)
    .bind(due_by)
    .execute(&mut **tx)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// Abandons a running game with no rating change; false if it moved on meanwhile.
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn abort_game(
    db: impl SqliteExecutor<'_>,
    id: i64,
    expected_ply: i64,
    now: i64,
) -> Result<bool, StoreError> {
    let done = sqlx::query(
        "UPDATE games SET status = 'aborted', updated_at = $3, finished_at = $3, \
         turn_deadline = NULL, reminder_at = NULL WHERE id = $1 AND ply = $2 AND status = 'active'",
    )
    .bind(id)
    .bind(expected_ply)
    .bind(now)
    .execute(db)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// Records that the reminder for the current turn went out; false if the turn moved on.
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn mark_reminded(
    db: impl SqliteExecutor<'_>,
    id: i64,
    expected_ply: i64,
) -> Result<bool, StoreError> {
    let done = sqlx::query(
        "UPDATE games SET reminded = TRUE WHERE id = $1 AND ply = $2 AND status = 'active' AND NOT reminded",
    )
    .bind(id)
    .bind(expected_ply)
    .execute(db)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// Running games whose turn deadline has passed.
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn overdue_games(
    db: impl SqliteExecutor<'_>,
    now: i64,
) -> Result<Vec<GameRow>, StoreError> {
    let sql = format!(
        "SELECT {GAME_COLUMNS} FROM {GAME_FROM} WHERE g.status = 'active' AND g.turn_deadline <= $1 \
         ORDER BY g.turn_deadline"
    );
    Ok(sqlx::query_as(&sql).bind(now).fetch_all(db).await?)
}

/// Running games whose reminder is due and not yet sent.
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn reminders_due(
    db: impl SqliteExecutor<'_>,
    now: i64,
) -> Result<Vec<GameRow>, StoreError> {
    let sql = format!(
        "SELECT {GAME_COLUMNS} FROM {GAME_FROM} WHERE g.status = 'active' AND NOT g.reminded \
         AND g.reminder_at <= $1 AND g.turn_deadline > $1 ORDER BY g.reminder_at"
    );
    Ok(sqlx::query_as(&sql).bind(now).fetch_all(db).await?)
}

/// Open challenges past their expiry.
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn expired_challenges(
    db: impl SqliteExecutor<'_>,
    now: i64,
) -> Result<Vec<GameRow>, StoreError> {
    let sql = format!(
        "SELECT {GAME_COLUMNS} FROM {GAME_FROM} WHERE g.status = 'challenge' AND g.expires_at <= $1"
    );
    Ok(sqlx::query_as(&sql).bind(now).fetch_all(db).await?)
}

/// Finished games of a player in a server, newest first.
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn finished_games_of(
    db: impl SqliteExecutor<'_>,
    guild_id: i64,
    user_id: i64,
    limit: i64,
) -> Result<Vec<GameRow>, StoreError> {
    let sql = format!(
        "SELECT {GAME_COLUMNS} FROM {GAME_FROM} WHERE g.guild_id = $1 AND g.status = 'finished' \
         AND (g.black_id = $2 OR g.white_id = $2) ORDER BY g.finished_at DESC, g.id DESC LIMIT $3"
    );
    Ok(sqlx::query_as(&sql)
        .bind(guild_id)
        .bind(user_id)
        .bind(limit)
        .fetch_all(db)
        .await?)
}

/// Running AI games waiting for `player` (the bot) to move since at least
/// `idle_since`: the bot's unanswered turns, for example after a restart.
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn games_awaiting(
    db: impl SqliteExecutor<'_>,
    player: i64,
    idle_since: i64,
) -> Result<Vec<i64>, StoreError> {
    // Black makes the moves at even plies, White those at odd ones.
    let ids = sqlx::query_scalar(
        "SELECT id FROM games WHERE status = 'active' AND ai_level IS NOT NULL \
         AND updated_at <= $2 \
         AND ((ply % 2 = 0 AND black_id = $1) OR (ply % 2 = 1 AND white_id = $1)) \
         ORDER BY updated_at",
    )
    .bind(player)
    .bind(idle_since)
    .fetch_all(db)
    .await?;
    Ok(ids)
}
