//! Games, challenges and their moves.

use super::game_row::{StoredGame, db_ply, decode_all};
use super::{DbExecutor, GameRow, StoreError, Tx, named};
use crate::engine::{Color, Outcome, Variant};
use crate::values::{
    ChannelId, ColourChoice, GameId, GameStatus, GuildId, Level, MessageId, Place, Timestamp,
    UserId,
};

/// A new challenge (the service starts an AI game at once).
#[derive(Clone, Debug)]
pub struct NewGame<'a> {
    pub place: Place,
    pub challenger: UserId,
    /// `None` for an open challenge: anyone but the challenger may accept.
    pub opponent: Option<UserId>,
    pub colour_choice: ColourChoice,
    pub variant: Variant,
    pub rated: bool,
    pub ai_level: Option<Level>,
    pub position: &'a str,
    /// The set-up position a game starts from, if not the full board.
    pub start: Option<&'a str>,
    pub now: Timestamp,
    pub expires_at: Timestamp,
}

/// How a running game changes with a move: the version it expects, and what follows.
#[derive(Clone, Debug)]
pub struct MoveUpdate<'a> {
    pub game: GameId,
    pub expected_ply: usize,
    pub notation: &'a str,
    pub position: &'a str,
    pub now: Timestamp,
    pub turn_deadline: Option<Timestamp>,
    pub reminder_at: Option<Timestamp>,
    /// How the game ended, when this move ends it.
    pub finish: Option<Outcome>,
}

/// The columns of [`StoredGame`], from `games g` joined with `guild_settings s`.
/// Yes/no columns are read as integers: see [`Flag`].
const GAME_COLUMNS: &str = "g.id, g.guild_id, g.channel_id, g.parent_channel_id, g.challenger_id, g.opponent_id, g.colour_choice, \
     g.black_id, g.white_id, g.status, g.size, g.opening, g.jumps, CAST(g.rated AS INTEGER) AS rated, g.ai_level, g.ply, g.move_list, g.move_times, \
     g.position, g.winner, g.end_reason, g.created_at, g.updated_at, g.expires_at, g.turn_deadline, \
     g.reminder_at, CAST(g.reminded AS INTEGER) AS reminded, g.finished_at, s.turn_limit_secs, g.board_message_id, \
     CAST(g.answers_only AS INTEGER) AS answers_only, g.mirror_channel_id, \
     CAST(COALESCE(g.takeback_ply = g.ply, FALSE) AS INTEGER) AS takeback_asked, \
     CAST(COALESCE(g.takeback_ply = g.ply AND g.takeback_open, FALSE) AS INTEGER) AS takeback_open, \
     CAST(g.takebacks AS BIGINT) AS takebacks, g.start_position, \
     CAST(EXISTS (SELECT 1 FROM tournament_boards b WHERE b.game_id = g.id) AS INTEGER) AS in_tournament";
const GAME_FROM: &str = "games g LEFT JOIN guild_settings s ON s.guild_id = g.guild_id";

/// The unique index that keeps one open game per channel (migrations/).
const ONE_OPEN_PER_CHANNEL: &str = "games_one_open_per_channel";

/// [`StoreError::ChannelBusy`] for a violation of [`ONE_OPEN_PER_CHANNEL`],
/// by name; any other error as it is.
fn busy_or(e: sqlx::Error) -> StoreError {
    let busy = match &e {
        sqlx::Error::Database(db) if db.is_unique_violation() => {
            db.constraint() == Some(ONE_OPEN_PER_CHANNEL)
                // SQLite names the index's column, not the index.
                || db.message().contains("games.channel_id")
        }
        _ => false,
    };
    if busy {
        StoreError::ChannelBusy
    } else {
        StoreError::Sqlx(e)
    }
}

/// Inserts a challenge; the channel must have no open game.
///
/// # Errors
/// [`StoreError::ChannelBusy`] if one is open (even one another process just made).
pub async fn insert_challenge(
    db: impl DbExecutor<'_>,
    g: &NewGame<'_>,
) -> Result<GameId, StoreError> {
    sqlx::query_scalar(
        "INSERT INTO games (guild_id, channel_id, challenger_id, opponent_id, colour_choice, status, \
         size, opening, jumps, rated, ai_level, position, created_at, updated_at, expires_at, \
         parent_channel_id, answers_only, mirror_channel_id, start_position) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $13, $14, $15, $16, $17, $18) \
         RETURNING id",
    )
    .bind(g.place.guild)
    .bind(g.place.channel)
    .bind(g.challenger)
    .bind(g.opponent)
    .bind(g.colour_choice.name())
    .bind(GameStatus::Challenge.name())
    .bind(g.variant.size.to_string())
    .bind(g.variant.opening.name())
    .bind(g.variant.jumps.name())
    .bind(g.rated)
    .bind(g.ai_level.map(|l| i64::from(l.get())))
    .bind(g.position)
    .bind(g.now)
    .bind(g.expires_at)
    .bind(g.place.parent)
    .bind(g.place.answers_only)
    .bind(g.place.mirror)
    .bind(g.start)
    .fetch_one(db)
    .await
    .map_err(busy_or)
}

/// The open challenge or running game of a channel.
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure, [`StoreError::CorruptGame`] for a row that does not decode.
pub async fn open_game_in_channel(
    db: impl DbExecutor<'_>,
    channel: ChannelId,
) -> Result<Option<GameRow>, StoreError> {
    let sql = format!(
        "SELECT {GAME_COLUMNS} FROM {GAME_FROM} \
         WHERE (g.channel_id = $1 OR g.mirror_channel_id = $1) AND g.status IN ($2, $3)"
    );
    sqlx::query_as::<_, StoredGame>(&sql)
        .bind(channel)
        .bind(GameStatus::Challenge.name())
        .bind(GameStatus::Active.name())
        .fetch_optional(db)
        .await?
        .map(GameRow::try_from)
        .transpose()
}

/// The game that ended last in a channel (finished or aborted).
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure, [`StoreError::CorruptGame`] for a row that does not decode.
pub async fn last_ended_game_in_channel(
    db: impl DbExecutor<'_>,
    channel: ChannelId,
) -> Result<Option<GameRow>, StoreError> {
    let sql = format!(
        "SELECT {GAME_COLUMNS} FROM {GAME_FROM} \
         WHERE (g.channel_id = $1 OR g.mirror_channel_id = $1) AND g.status IN ($2, $3) \
         ORDER BY g.finished_at DESC, g.id DESC LIMIT 1"
    );
    sqlx::query_as::<_, StoredGame>(&sql)
        .bind(channel)
        .bind(GameStatus::Finished.name())
        .bind(GameStatus::Aborted.name())
        .fetch_optional(db)
        .await?
        .map(GameRow::try_from)
        .transpose()
}

/// # Errors
/// [`StoreError::Sqlx`] on database failure, [`StoreError::CorruptGame`] for a row that does not decode.
pub async fn game_by_id(
    db: impl DbExecutor<'_>,
    id: GameId,
) -> Result<Option<GameRow>, StoreError> {
    let sql = format!("SELECT {GAME_COLUMNS} FROM {GAME_FROM} WHERE g.id = $1");
    sqlx::query_as::<_, StoredGame>(&sql)
        .bind(id)
        .fetch_optional(db)
        .await?
        .map(GameRow::try_from)
        .transpose()
}

/// Who plays which colour once a challenge is accepted, and the first turn's clock.
#[derive(Clone, Copy, Debug)]
pub struct GameStart {
    /// Who accepted: the challenged player, or anyone for an open challenge.
    pub opponent: UserId,
    pub black: UserId,
    pub white: UserId,
    pub now: Timestamp,
    pub turn_deadline: Option<Timestamp>,
    pub reminder_at: Option<Timestamp>,
}

/// Turns an unexpired challenge into a running game; false if it is no longer open.
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn start_game(
    db: impl DbExecutor<'_>,
    id: GameId,
    start: &GameStart,
) -> Result<bool, StoreError> {
    let done = sqlx::query(
        "UPDATE games SET status = $7, black_id = $2, white_id = $3, updated_at = $4, \
         turn_deadline = $5, reminder_at = $6, reminded = FALSE, opponent_id = $9 \
         WHERE id = $1 AND status = $8 AND expires_at > $4 \
         AND (opponent_id IS NULL OR opponent_id = $9) AND challenger_id <> $9",
    )
    .bind(id)
    .bind(start.black)
    .bind(start.white)
    .bind(start.now)
    .bind(start.turn_deadline)
    .bind(start.reminder_at)
    .bind(GameStatus::Active.name())
    .bind(GameStatus::Challenge.name())
    .bind(start.opponent)
    .execute(db)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// Closes an open challenge as declined, cancelled, expired or aborted; false if it was not open.
/// Expiry only applies once `expires_at` has passed.
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn close_challenge(
    db: impl DbExecutor<'_>,
    id: GameId,
    status: GameStatus,
    now: Timestamp,
) -> Result<bool, StoreError> {
    let done = sqlx::query(
        "UPDATE games SET status = $2, updated_at = $3, finished_at = $3 \
         WHERE id = $1 AND status = $4 AND ($2 <> $5 OR expires_at <= $3)",
    )
    .bind(id)
    .bind(status.name())
    .bind(now)
    .bind(GameStatus::Challenge.name())
    .bind(GameStatus::Expired.name())
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
pub async fn record_move(db: impl DbExecutor<'_>, m: &MoveUpdate<'_>) -> Result<bool, StoreError> {
    let status = if m.finish.is_some() {
        GameStatus::Finished
    } else {
        GameStatus::Active
    };
    let changed = named::execute(
        db,
        "UPDATE games SET ply = ply + 1, position = :position, updated_at = :now, \
         turn_deadline = :turn_deadline, \
         move_list = CASE WHEN move_list = '' THEN :notation ELSE move_list || ' ' || :notation END, \
         move_times = CASE WHEN move_times = '' THEN :now_text ELSE move_times || ' ' || :now_text END, \
         reminder_at = :reminder_at, reminded = FALSE, status = :status, winner = :winner, \
         end_reason = :end_reason, ai_claimed_until = NULL, \
         finished_at = CASE WHEN :status = :finished THEN :now ELSE NULL END \
         WHERE id = :game AND ply = :expected_ply AND status = :active \
         AND (turn_deadline IS NULL OR turn_deadline > :now)",
        &[
            ("game", m.game.0.into()),
            ("expected_ply", db_ply(m.expected_ply).into()),
            ("position", m.position.into()),
            ("now", m.now.into()),
            ("now_text", m.now.to_string().into()),
            ("turn_deadline", m.turn_deadline.into()),
            ("reminder_at", m.reminder_at.into()),
            ("status", status.name().into()),
            ("winner", m.finish.map(|o| o.winner.name()).into()),
            ("end_reason", m.finish.map(|o| o.reason.name()).into()),
            ("notation", m.notation.into()),
            ("finished", GameStatus::Finished.name().into()),
            ("active", GameStatus::Active.name().into()),
        ],
    )
    .await?;
    Ok(changed == 1)
}

/// What a game's end without a move waits for, and who announces it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ending {
    /// A player ends it (resignation), and hears the answer at once.
    Now,
    /// A time forfeit, only if the turn deadline had passed by then;
    /// announced by the scheduler.
    DeadlinePassedBy(Timestamp),
    /// Decided for the players (a tournament's adjudication or withdrawal);
    /// announced by the scheduler.
    Decided,
}

/// Ends a running game without a move (resignation, time forfeit,
/// adjudication) if it is still at the expected ply and `ending` allows;
/// false otherwise.
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn finish_game(
    tx: &mut Tx,
    id: GameId,
    expected_ply: usize,
    outcome: Outcome,
    now: Timestamp,
    ending: Ending,
) -> Result<bool, StoreError> {
    let due_by = match ending {
        Ending::DeadlinePassedBy(t) => Some(t),
        Ending::Now | Ending::Decided => None,
    };
    let announced = i64::from(ending == Ending::Now);
    // A time forfeit also needs the player to move not paused by a vacation.
    let sql = format!(
        "UPDATE games AS g SET status = :finished, winner = :winner, end_reason = :end_reason, \
         updated_at = :now, finished_at = :now, turn_deadline = NULL, reminder_at = NULL, \
         end_announced = (:announced = 1) \
         WHERE g.id = :game AND g.ply = :expected_ply AND g.status = :active \
         AND (:due_by IS NULL OR (g.turn_deadline <= :due_by AND NOT {}))",
        super::vacations::paused_by_vacation("g.turn_deadline")
    );
    let changed = named::execute(
        &mut **tx,
        &sql,
        &[
            ("game", id.0.into()),
            ("expected_ply", db_ply(expected_ply).into()),
            ("winner", outcome.winner.name().into()),
            ("end_reason", outcome.reason.name().into()),
            ("now", now.into()),
            ("due_by", due_by.into()),
            ("announced", announced.into()),
            ("finished", GameStatus::Finished.name().into()),
            ("active", GameStatus::Active.name().into()),
        ],
    )
    .await?;
    Ok(changed == 1)
}

/// Abandons a running game with no rating change; false if it moved on meanwhile.
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn abort_game(
    db: impl DbExecutor<'_>,
    id: GameId,
    expected_ply: usize,
    now: Timestamp,
) -> Result<bool, StoreError> {
    abort_running(db, id, Some(expected_ply), now).await
}

/// Aborts running game `id` (still at `expected_ply`, if given).
pub(super) async fn abort_running(
    db: impl DbExecutor<'_>,
    id: GameId,
    expected_ply: Option<usize>,
    now: Timestamp,
) -> Result<bool, StoreError> {
    let done = sqlx::query(
        "UPDATE games SET status = $4, updated_at = $3, finished_at = $3, \
         turn_deadline = NULL, reminder_at = NULL \
         WHERE id = $1 AND ($2 IS NULL OR ply = $2) AND status = $5",
    )
    .bind(id)
    .bind(expected_ply.map(db_ply))
    .bind(now)
    .bind(GameStatus::Aborted.name())
    .bind(GameStatus::Active.name())
    .execute(db)
    .await?;
    Ok(done.rows_affected() == 1)
}

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

/// When the latest challenge from `challenger` to `opponent` in a server that
/// was declined, cancelled or left to expire ended (an expired one that is
/// still open ended at its expiry); `None` if none did after `since`.
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
) -> Result<Option<Timestamp>, StoreError> {
    let ended: Option<Timestamp> = sqlx::query_scalar(
        "SELECT MAX(CASE WHEN status = $5 THEN expires_at ELSE finished_at END) FROM games \
         WHERE guild_id = $1 AND challenger_id = $2 AND opponent_id = $3 \
         AND (status IN ($6, $7, $8) OR (status = $5 AND expires_at <= $4))",
    )
    .bind(guild)
    .bind(challenger)
    .bind(opponent)
    .bind(now)
    .bind(GameStatus::Challenge.name())
    .bind(GameStatus::Declined.name())
    .bind(GameStatus::Cancelled.name())
    .bind(GameStatus::Expired.name())
    .fetch_one(db)
    .await?;
    Ok(ended.filter(|&t| t > since))
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

/// Makes `message` game `id`'s live board and returns the one it replaces,
/// whose controls should go. Snowflakes grow with time, so a board posted
/// earlier but recorded later never displaces a newer one: it is returned
/// itself, to lose its controls.
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn replace_board_message(
    tx: &mut Tx,
    id: GameId,
    message: MessageId,
) -> Result<Option<MessageId>, StoreError> {
    let previous: Option<Option<MessageId>> =
        sqlx::query_scalar("SELECT board_message_id FROM games WHERE id = $1")
            .bind(id)
            .fetch_optional(&mut **tx)
            .await?;
    match previous.flatten() {
        Some(old) if old == message => Ok(None),
        Some(old) if old.0 > message.0 => Ok(Some(message)),
        old => {
            sqlx::query("UPDATE games SET board_message_id = $2 WHERE id = $1")
                .bind(id)
                .bind(message)
                .execute(&mut **tx)
                .await?;
            Ok(old)
        }
    }
}

/// The stored replay GIF of a finished game with captions in `lang` (a
/// locale code), if one was drawn.
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn replay_gif(
    db: impl DbExecutor<'_>,
    game: GameId,
    lang: &str,
) -> Result<Option<Vec<u8>>, StoreError> {
    Ok(
        sqlx::query_scalar("SELECT gif FROM replay_gifs WHERE game_id = $1 AND lang = $2")
            .bind(game)
            .bind(lang)
            .fetch_optional(db)
            .await?,
    )
}

/// Keeps a finished game's replay GIF with captions in `lang`; the first one
/// stored for that language stays.
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn save_replay_gif(
    db: impl DbExecutor<'_>,
    game: GameId,
    lang: &str,
    gif: &[u8],
    now: Timestamp,
) -> Result<(), StoreError> {
    sqlx::query(
        "INSERT INTO replay_gifs (game_id, lang, gif, created_at) VALUES ($1, $2, $3, $4) \
         ON CONFLICT (game_id, lang) DO NOTHING",
    )
    .bind(game)
    .bind(lang)
    .bind(gif)
    .bind(now)
    .execute(db)
    .await?;
    Ok(())
}
