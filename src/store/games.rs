//! Games, challenges and their moves.

use super::game_row::{StoredGame, db_ply};
use super::named::Named;
use super::{DbExecutor, GameRow, StoreError, Tx};
use crate::engine::{Outcome, Variant};
use crate::values::{
    ChannelId, ColourChoice, GameId, GameStatus, Level, MessageId, Place, TimeControl, Timestamp,
    UserId, millis,
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
    /// A live game's clocks; `None` for a correspondence game.
    pub time_control: Option<TimeControl>,
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
    /// A live game's clocks after the move (Black's, White's, in ms).
    pub clocks_left: Option<(i64, i64)>,
}

/// The columns of [`StoredGame`], from `games g` joined with `guild_settings s`.
/// Yes/no columns are read as integers: see [`Flag`].
pub(super) const GAME_COLUMNS: &str = "g.id, g.guild_id, g.channel_id, g.parent_channel_id, g.challenger_id, g.opponent_id, g.colour_choice, \
     g.black_id, g.white_id, g.status, g.size, g.opening, g.jumps, CAST(g.rated AS INTEGER) AS rated, g.ai_level, g.ply, g.move_list, g.move_times, \
     g.position, g.winner, g.end_reason, g.created_at, g.updated_at, g.expires_at, g.turn_deadline, \
     g.reminder_at, CAST(g.reminded AS INTEGER) AS reminded, g.finished_at, s.turn_limit_secs, g.board_message_id, \
     CAST(g.answers_only AS INTEGER) AS answers_only, g.mirror_channel_id, \
     CAST(COALESCE(g.takeback_ply = g.ply, FALSE) AS INTEGER) AS takeback_asked, \
     CAST(COALESCE(g.takeback_ply = g.ply AND g.takeback_open, FALSE) AS INTEGER) AS takeback_open, \
     CAST(g.takebacks AS BIGINT) AS takebacks, g.start_position, \
     CAST(EXISTS (SELECT 1 FROM tournament_boards b WHERE b.game_id = g.id) AS INTEGER) AS in_tournament, \
     g.clock_ms, g.increment_ms, g.black_left_ms, g.white_left_ms";
pub(super) const GAME_FROM: &str = "games g LEFT JOIN guild_settings s ON s.guild_id = g.guild_id";

/// The unique index that keeps one open game per channel (migrations/).
const ONE_OPEN_PER_CHANNEL: &str = "games_one_open_per_channel";

/// [`StoreError::ChannelBusy`] for a violation of [`ONE_OPEN_PER_CHANNEL`],
/// by name; any other error as it is.
fn busy_or(e: StoreError) -> StoreError {
    let busy = match &e {
        StoreError::Sqlx(sqlx::Error::Database(db)) if db.is_unique_violation() => {
            db.constraint() == Some(ONE_OPEN_PER_CHANNEL)
                // SQLite names the index's column, not the index.
                || db.message().contains("games.channel_id")
        }
        _ => false,
    };
    if busy { StoreError::ChannelBusy } else { e }
}

/// Inserts a challenge; the channel must have no open game.
///
/// # Errors
/// [`StoreError::ChannelBusy`] if one is open (even one another process just made).
pub async fn insert_challenge(
    db: impl DbExecutor<'_>,
    g: &NewGame<'_>,
) -> Result<GameId, StoreError> {
    Named::new(
        "INSERT INTO games (guild_id, channel_id, challenger_id, opponent_id, colour_choice, \
         status, size, opening, jumps, rated, ai_level, position, created_at, updated_at, \
         expires_at, parent_channel_id, answers_only, mirror_channel_id, start_position, \
         clock_ms, increment_ms, black_left_ms, white_left_ms) \
         VALUES (:guild, :channel, :challenger, :opponent, :colour_choice, :challenge, :size, \
         :opening, :jumps, :rated, :ai_level, :position, :now, :now, :expires_at, :parent, \
         :answers_only, :mirror, :start, :clock, :increment, :clock, :clock) RETURNING id",
    )
    .bind("guild", g.place.guild)
    .bind("channel", g.place.channel)
    .bind("challenger", g.challenger)
    .bind("opponent", g.opponent)
    .bind("colour_choice", g.colour_choice.name())
    .bind("challenge", GameStatus::Challenge.name())
    .bind("size", g.variant.size.to_string())
    .bind("opening", g.variant.opening.name())
    .bind("jumps", g.variant.jumps.name())
    .bind("rated", g.rated)
    .bind("ai_level", g.ai_level.map(|l| i64::from(l.get())))
    .bind("position", g.position)
    .bind("now", g.now)
    .bind("expires_at", g.expires_at)
    .bind("parent", g.place.parent)
    .bind("answers_only", g.place.answers_only)
    .bind("mirror", g.place.mirror)
    .bind("start", g.start)
    .bind("clock", g.time_control.map(|c| millis(c.base())))
    .bind("increment", g.time_control.map(|c| millis(c.increment())))
    .fetch_value(db)
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
    let done = Named::new(
        "UPDATE games SET status = :active, black_id = :black, white_id = :white, updated_at \
         = :now, turn_deadline = :turn_deadline, reminder_at = :reminder_at, reminded = \
         FALSE, opponent_id = :opponent WHERE id = :id AND status = :challenge AND expires_at \
         > :now AND (opponent_id IS NULL OR opponent_id = :opponent) AND challenger_id <> \
         :opponent",
    )
    .bind("id", id)
    .bind("black", start.black)
    .bind("white", start.white)
    .bind("now", start.now)
    .bind("turn_deadline", start.turn_deadline)
    .bind("reminder_at", start.reminder_at)
    .bind("active", GameStatus::Active.name())
    .bind("challenge", GameStatus::Challenge.name())
    .bind("opponent", start.opponent)
    .execute(db)
    .await?;
    Ok(done == 1)
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
    let changed = Named::new(
        "UPDATE games SET ply = ply + 1, position = :position, updated_at = :now, \
         turn_deadline = :turn_deadline, move_list = CASE WHEN move_list = '' THEN :notation \
         ELSE move_list || ' ' || :notation END, move_times = CASE WHEN move_times = '' THEN \
         :now_text ELSE move_times || ' ' || :now_text END, reminder_at = :reminder_at, \
         reminded = FALSE, status = :status, winner = :winner, end_reason = :end_reason, \
         black_left_ms = COALESCE(:black_left, black_left_ms), \
         white_left_ms = COALESCE(:white_left, white_left_ms), \
         ai_claimed_until = NULL, finished_at = CASE WHEN :status = :finished THEN :now ELSE \
         NULL END WHERE id = :game AND ply = :expected_ply AND status = :active AND \
         (turn_deadline IS NULL OR turn_deadline > :now)",
    )
    .bind("game", m.game.0)
    .bind("expected_ply", db_ply(m.expected_ply))
    .bind("position", m.position)
    .bind("now", m.now)
    .bind("now_text", m.now.to_string())
    .bind("turn_deadline", m.turn_deadline)
    .bind("reminder_at", m.reminder_at)
    .bind("status", status.name())
    .bind("winner", m.finish.map(|o| o.winner.name()))
    .bind("end_reason", m.finish.map(|o| o.reason.name()))
    .bind("notation", m.notation)
    .bind("black_left", m.clocks_left.map(|(black, _)| black))
    .bind("white_left", m.clocks_left.map(|(_, white)| white))
    .bind("finished", GameStatus::Finished.name())
    .bind("active", GameStatus::Active.name())
    .execute(db)
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
    // A time forfeit also needs the player to move not paused by a vacation.
    let sql = format!(
        "UPDATE games AS g SET status = :finished, winner = :winner, end_reason = :end_reason, \
         updated_at = :now, finished_at = :now, turn_deadline = NULL, reminder_at = NULL, \
         end_announced = :announced \
         WHERE g.id = :game AND g.ply = :expected_ply AND g.status = :active \
         AND (:due_by IS NULL OR (g.turn_deadline <= :due_by AND NOT {}))",
        super::vacations::paused_by_vacation("g.turn_deadline")
    );
    let changed = Named::new(&sql)
        .bind("game", id)
        .bind("expected_ply", db_ply(expected_ply))
        .bind("winner", outcome.winner.name())
        .bind("end_reason", outcome.reason.name())
        .bind("now", now)
        .bind("due_by", due_by)
        .bind("announced", ending == Ending::Now)
        .bind("finished", GameStatus::Finished.name())
        .bind("active", GameStatus::Active.name())
        .execute(&mut **tx)
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
