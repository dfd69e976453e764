//! Storage: SQLite (the default) or PostgreSQL through sqlx, with each one's
//! schema in `migrations/<backend>/` embedded and applied at start-up. All SQL of
//! the project lives in this module, one query per function, written once for
//! both (numbered `$n` parameters, `RETURNING`, `ON CONFLICT`, partial indexes).
//!
//! Writes that must not race are guarded in SQL, not in process memory: a move
//! is an `UPDATE ... WHERE ply = expected` plus an insert keyed by (game, ply), so
//! two processes submitting at once get exactly one success.

mod backup;
// Only `konane-bot bench` uses it (see Cargo.toml's `bench` feature).
#[cfg(feature = "bench")]
pub mod bench;
mod due;
mod existing;
mod flag;
mod follows;
mod game_row;
mod games;
mod ids;
mod inventory;
mod live_games;
mod named;
mod owed;
mod player_games;
mod privacy;
mod puzzle_row;
mod puzzles;
mod ratings;
mod seasons;
mod seeks;
mod settings;
mod takebacks;
mod tournament_boards;
mod tournaments;
mod vacations;
mod verdicts;
mod writable;

use std::time::Duration;

pub use backup::{Backup, backup};
pub use due::{
    add_channel_notice, claim_ai_turn, claim_end_announcement, claim_thread_archive,
    expired_challenges, games_awaiting, mark_reminded, overdue_games, quarantine_game,
    reminders_due, take_channel_notices, threads_to_archive, unannounced_ends,
};
use existing::Setup;
pub use flag::Flag;
pub use follows::{
    FollowRow, follow, followers_of, follows_of, forget_followers, lock_running_game,
    mark_followed_in_thread, running_follows, unfollow,
};
pub use game_row::GameRow;
pub use games::{
    Ending, GameStart, MoveUpdate, NewGame, abort_game, close_challenge, finish_game, game_by_id,
    insert_challenge, last_ended_game_in_channel, open_game_in_channel, record_move,
    replace_board_message, replay_gif, save_replay_gif, start_game,
};
pub use inventory::{columns_holding, table_names};
pub use live_games::{
    challenges_open_to, game_stamps, live_deadlines_by, live_end_unannounced, open_games_with,
    running_games_in,
};
pub use owed::{
    OwedPost, StaleBoard, claim_owed_post, claim_stale_board, forget_owed_post, forget_stale_board,
    owe_board_edit, owe_post, owed_posts_due, stale_boards_due,
};
pub use player_games::{
    casual_record, finished_games_of, last_unanswered_challenge, mark_unrated, newcomers,
    open_challenges_by, running_games_of,
};
pub use privacy::{
    Erased, StoredAbout, StoredInPlace, erase_member, stored_about, tournaments_entered,
};
pub use puzzle_row::{AttemptRow, PuzzleRow};
pub use puzzles::{
    PuzzleScoreRow, choose_daily_puzzle, chosen_puzzle, insert_puzzle, puzzle_attempt,
    puzzle_by_id, puzzle_count, puzzle_leaderboard, puzzle_score, record_attempt,
    upsert_puzzle_score,
};
pub use ratings::{
    GLOBAL_LADDER, Ladder, PROVISIONAL_DEVIATION, RatingChangeRow, RatingRow, insert_rating_change,
    ladder_names, leaderboard, lock_ratings, rated_player_count, rating_changes_of_game,
    rating_changes_of_player, rating_history, rating_of, set_ladder_listing, upsert_rating,
};
pub use seasons::{
    SeasonTallyRow, archive_season_row, archived_season, end_season, insert_season, season_tallies,
    seasons_of,
};
pub use seeks::{
    NewSeek, SeekRow, blocked_between, claim_seek, compatible_seeks, drop_expired_seeks,
    open_seeks, place_seek, seek_of, set_block, withdraw_seek,
};
pub use settings::{
    GuildLanguage, SettingsRow, allow_channel, allowed_channels, disallow_channel, guild_languages,
    guild_settings, member_by_name, member_locales, member_name, member_names, set_dm_notices,
    set_guild_language, set_member_name, set_tournament_forum, set_tournament_role,
    tournament_forum, tournament_role, upsert_guild_settings, wanting_dm_notices,
};
use sqlx::any::AnyPoolOptions;
use sqlx::{Any, AnyConnection, Connection, Pool};
pub use takebacks::{Rewind, ask_takeback, decline_takeback, rewind};
pub use tournament_boards::{
    NewBoard, board_of_game, boards_of, boards_to_start, claim_board, forfeit_unstarted_board,
    games_past_deadline, insert_board, link_board_game,
};
pub use tournaments::{
    NewTournament, claim_next_round, delete_entrant, entrants_of, insert_entrant,
    insert_tournament, lock_tournament, set_entrant_rating, set_tournament_event,
    set_tournament_home, set_tournament_status, tournament_by_id, tournaments_due, tournaments_in,
    withdraw_entrant,
};
pub use vacations::{
    VacationRow, claim_vacation_announcement, claim_vacation_settlement, cut_vacation_short,
    extend_turn, running_games_of_player, running_vacation, start_vacation, vacation_taken,
    vacations_to_announce, vacations_to_settle,
};
pub use verdicts::{VerdictsRow, game_verdicts, keep_game_verdicts};

use crate::values::{GameId, GuildId, TournamentId};

/// `count` numbered parameters from `$first`, for an `IN (...)` list.
fn placeholders(first: usize, count: usize) -> String {
    (first..first + count)
        .map(|i| format!("${i}"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// Every query runs through sqlx's `Any` driver, so each is written once and
/// runs on SQLite or PostgreSQL as the URL says. What differs between the two
/// (connection set-up, pools, migrations) lives in this file.
pub type Db = Any;
pub type Tx = sqlx::Transaction<'static, Db>;

/// Whatever runs a query: a pool, a connection, a transaction.
pub trait DbExecutor<'c>: sqlx::Executor<'c, Database = Db> {}
impl<'c, T: sqlx::Executor<'c, Database = Db>> DbExecutor<'c> for T {}

/// The default database: a file in the working directory, created if missing.
pub const DEFAULT_DATABASE_URL: &str = "sqlite://konane.db?mode=rwc";

/// Connections a process keeps to PostgreSQL. Moves are short single-row
/// transactions; a few connections keep a thousand a second flowing, and
/// several processes (and the server's default limit of 100) fit beside each other.
pub const POSTGRES_CONNECTIONS: u32 = 12;
/// How long a PostgreSQL query waits for a connection before giving up.
pub const POSTGRES_ACQUIRE_TIMEOUT: Duration = Duration::from_secs(4);

/// The database a URL names.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Backend {
    Sqlite,
    Postgres,
}

impl Backend {
    /// # Errors
    /// [`StoreError::UnknownDatabase`] for a URL that is neither `sqlite:` nor `postgres:`.
    pub fn of_url(url: &str) -> Result<Backend, StoreError> {
        let scheme = url.split(':').next().unwrap_or_default();
        match scheme {
            "sqlite" => Ok(Backend::Sqlite),
            "postgres" | "postgresql" => Ok(Backend::Postgres),
            _ => Err(StoreError::UnknownDatabase {
                scheme: scheme.to_string(),
            }),
        }
    }
}

#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    #[error("a game or challenge is already open in this channel")]
    ChannelBusy,
    #[error(
        "unsupported database URL scheme '{scheme}': use sqlite://FILE?mode=rwc or postgres://USER@HOST/DATABASE"
    )]
    UnknownDatabase { scheme: String },
    /// A URL that names no database, or one a tool that only reads found
    /// missing or without the bot's tables: it refuses rather than create it.
    #[error("{database}: {why}")]
    NoDatabase { database: String, why: String },
    /// A database server that refused the connection, or did not answer.
    #[error("{database}: {why}")]
    Unreachable { database: String, why: String },
    #[error("database error: {0}")]
    Sqlx(#[from] sqlx::Error),
    #[error("applying database migrations failed: {0}")]
    Migrate(#[from] sqlx::migrate::MigrateError),
    #[error("game {game}: stored {what} is invalid: {detail}")]
    CorruptGame {
        game: GameId,
        what: &'static str,
        detail: String,
    },
    #[error("server {guild}: stored settings are invalid: {detail}")]
    CorruptSettings { guild: GuildId, detail: String },
    #[error("tournament {id}: stored data is invalid: {detail}")]
    CorruptTournament { id: TournamentId, detail: String },
    #[error("stored puzzle data is invalid: {0}")]
    CorruptPuzzle(String),
    /// A statement's named parameters don't match the values given: a
    /// mistake in this crate's SQL, which every test of the statement finds.
    #[error("a statement's parameters don't match: {0}")]
    Statement(String),
}

/// Connections to the game database.
///
/// On SQLite: several for reading, one for writing. SQLite admits one writer
/// at a time, and a writer that finds the lock taken retries by sleeping;
/// queueing this process's writes on one connection instead keeps a busy
/// moment from turning into tens of milliseconds of sleeps. On PostgreSQL,
/// one pool serves both. Consistency never depends on the pools: other
/// processes still meet the guarded updates.
#[derive(Clone, Debug)]
pub struct Store {
    readers: Pool<Db>,
    writer: Pool<Db>,
    backend: Backend,
}

impl Store {
    /// Opens the database at `url` (creating an SQLite file if needed) and
    /// applies migrations.
    ///
    /// Processes starting at once race to set the database up: to switch an
    /// SQLite file to write-ahead logging, and to create the schema; a
    /// PostgreSQL server may still be starting. Each step is atomic, so one
    /// that loses ("database is locked", a table that now exists, a refused
    /// connection) changed nothing, and the process looks again.
    ///
    /// # Errors
    /// [`StoreError`] if the URL is invalid, the database cannot be opened, or
    /// a migration fails.
    pub async fn open(url: &str) -> Result<Store, StoreError> {
        Store::open_with(url, Setup::CreateAndMigrate).await
    }

    /// Opens the bot's database for a tool that reads it: nothing is created
    /// or migrated.
    ///
    /// # Errors
    /// [`StoreError::NoDatabase`] where the file is missing, or the database
    /// lacks the bot's tables or this build's migrations.
    pub async fn open_existing(url: &str) -> Result<Store, StoreError> {
        Store::open_with(url, Setup::ExistingOnly).await
    }

    async fn open_with(url: &str, setup: Setup) -> Result<Store, StoreError> {
        let backend = Backend::of_url(url)?;
        existing::names_a_database(url, backend)?;
        sqlx::any::install_default_drivers();
        let mut attempt = 1;
        loop {
            let opened = match backend {
                Backend::Sqlite => Store::open_sqlite(url, setup).await,
                Backend::Postgres => Store::open_postgres(url, setup).await,
            };
            match opened {
                Err(e) if attempt < OPEN_ATTEMPTS && e.may_be_a_race() => {
                    tracing::info!(error = %e, attempt, "opening the database raced another process; trying again");
                    tokio::time::sleep(Duration::from_millis(50 * attempt)).await;
                    attempt += 1;
                }
                result => return result,
            }
        }
    }

    async fn open_sqlite(url: &str, setup: Setup) -> Result<Store, StoreError> {
        let url = &existing::sqlite_url(url, setup)?;
        let migrator = sqlx::migrate!("./migrations/sqlite");
        if setup == Setup::ExistingOnly {
            // Checked read-only, before a session's pragmas touch the file.
            let probe = AnyPoolOptions::new()
                .max_connections(1)
                .connect(&url.replace("mode=rw", "mode=ro"))
                .await?;
            let checked = existing::set_up(&migrator, &probe, setup, url).await;
            probe.close().await;
            checked?;
        }
        // A local file cannot drop a connection: skip sqlx's ping before each use.
        let writer = AnyPoolOptions::new()
            .max_connections(1)
            .test_before_acquire(false)
            .after_connect(|conn, _| Box::pin(sqlite_session(conn, SQLITE_WRITER)))
            .connect(url)
            .await?;
        if setup == Setup::CreateAndMigrate
            && let Err(e) = existing::set_up(&migrator, &writer, setup, url).await
        {
            writer.close().await;
            return Err(e);
        }
        let readers = AnyPoolOptions::new()
            .max_connections(2)
            .test_before_acquire(false)
            .after_connect(|conn, _| Box::pin(sqlite_session(conn, SQLITE_READER)))
            .connect(url)
            .await?;
        let mut checkpointer = AnyConnection::connect(url).await?;
        sqlite_session(&mut checkpointer, SQLITE_WRITER).await?;
        tokio::spawn(checkpoint_while_open(checkpointer, writer.clone()));
        Ok(Store {
            readers,
            writer,
            backend: Backend::Sqlite,
        })
    }

    async fn open_postgres(url: &str, setup: Setup) -> Result<Store, StoreError> {
        existing::first_postgres_connection(url).await?;
        let pool = AnyPoolOptions::new()
            .max_connections(POSTGRES_CONNECTIONS)
            // A move reads, then writes: two waits for a connection while the
            // server is away still end in an answer well within Discord's
            // patience, saying the move was not played.
            .acquire_timeout(POSTGRES_ACQUIRE_TIMEOUT)
            // Idle connections go back to the server after a quiet minute.
            .idle_timeout(Duration::from_secs(60))
            .connect(url)
            .await?;
        // sqlx holds an advisory lock while it migrates: processes starting
        // together apply each migration once.
        let migrator = sqlx::migrate!("./migrations/postgres");
        if let Err(e) = existing::set_up(&migrator, &pool, setup, url).await {
            pool.close().await;
            return Err(e);
        }
        Ok(Store {
            readers: pool.clone(),
            writer: pool,
            backend: Backend::Postgres,
        })
    }

    /// The database behind the connections.
    pub fn backend(&self) -> Backend {
        self.backend
    }

    /// Connections for reading.
    pub fn pool(&self) -> &Pool<Db> {
        &self.readers
    }

    /// The connection(s) for single-statement writes.
    pub fn writer(&self) -> &Pool<Db> {
        &self.writer
    }

    /// Starts a write transaction; dropping it without `commit` rolls back.
    ///
    /// # Errors
    /// [`StoreError::Sqlx`] if no connection can be had.
    pub async fn begin(&self) -> Result<Tx, StoreError> {
        Ok(self.writer.begin().await?)
    }

    /// Whether the database answers a query now (for health checks).
    pub async fn answers(&self) -> bool {
        sqlx::query("SELECT 1").execute(&self.readers).await.is_ok()
    }

    /// Waits for every connection to finish and closes them.
    pub async fn close(&self) {
        self.readers.close().await;
        self.writer.close().await;
    }
}

/// The player to move in a `games` row named `g`: Black at even plies,
/// shifted by one in a game set up with White to move.
pub(crate) const TO_MOVE: &str = "CASE WHEN (g.ply + CASE WHEN g.start_position LIKE '% w' THEN 1 ELSE 0 END) % 2 = 0 \
     THEN g.black_id ELSE g.white_id END";

/// How often [`Store::open`] tries before it gives up.
const OPEN_ATTEMPTS: u64 = 5;

impl StoreError {
    /// Whether this failure may come from another process setting up the same
    /// database at the same moment (a busy or locked SQLite file, a migration),
    /// or from a PostgreSQL server that is not answering yet.
    fn may_be_a_race(&self) -> bool {
        match self {
            StoreError::Migrate(_) | StoreError::Unreachable { .. } => true,
            StoreError::Sqlx(sqlx::Error::Io(_) | sqlx::Error::PoolTimedOut) => true,
            StoreError::Sqlx(sqlx::Error::Database(e)) => e.code().is_some_and(|code| {
                // SQLite's primary result code is the low byte: SQLITE_BUSY, SQLITE_LOCKED.
                // PostgreSQL: the server is starting up (57P03).
                code.parse::<i64>()
                    .is_ok_and(|code| matches!(code & 0xff, 5 | 6))
                    || code == "57P03"
            }),
            _ => false,
        }
    }

    /// Whether a transaction that failed with this error changed nothing and
    /// may simply run again: PostgreSQL's serialisation failure and deadlock.
    pub fn is_retryable(&self) -> bool {
        match self {
            StoreError::Sqlx(sqlx::Error::Database(e)) => {
                matches!(e.code().as_deref(), Some("40001" | "40P01"))
            }
            _ => false,
        }
    }
}

/// Session settings of the writing SQLite connections.
///
/// Commits survive a crash or restart of the bot; an OS crash or power cut may
/// lose the last ones. FULL (an fsync per commit) would halve the moves per
/// second this disk can commit (see the README). Checkpoints run in the
/// background (below), not inside a move's commit. The busy timeout comes
/// first, so that switching to write-ahead logging waits for another process.
const SQLITE_WRITER: &str = "PRAGMA busy_timeout = 10000; PRAGMA foreign_keys = ON; \
    PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA wal_autocheckpoint = 0;";
/// Session settings of the reading SQLite connections.
const SQLITE_READER: &str =
    "PRAGMA busy_timeout = 10000; PRAGMA foreign_keys = ON; PRAGMA query_only = ON;";

async fn sqlite_session(
    conn: &mut AnyConnection,
    pragmas: &'static str,
) -> Result<(), sqlx::Error> {
    // Several statements and no arguments: sent as they are, not prepared.
    sqlx::Executor::execute(conn, pragmas).await.map(|_| ())
}

/// Copies the write-ahead log into the database every [`CHECKPOINT_EVERY`], alongside the
/// writer rather than inside one of its commits, until the store is closed.
async fn checkpoint_while_open(mut conn: AnyConnection, writer: Pool<Db>) {
    let mut tick = tokio::time::interval(CHECKPOINT_EVERY);
    loop {
        tick.tick().await;
        if writer.is_closed() {
            break;
        }
        if let Err(e) = sqlx::Executor::execute(&mut conn, "PRAGMA wal_checkpoint(PASSIVE)").await {
            tracing::warn!(error = %e, "WAL checkpoint failed");
        }
    }
    let _ = conn.close().await;
}

const CHECKPOINT_EVERY: Duration = Duration::from_secs(2);

#[cfg(test)]
mod tests {
    use std::str::FromStr;

    use sqlx::sqlite::{SqliteConnectOptions, SqlitePoolOptions};

    use super::*;
    use crate::values::UserId;

    /// The migration that rebuilds `games` for open challenges keeps every
    /// stored game, move and rating change, and the foreign key.
    #[tokio::test]
    async fn rebuilding_games_keeps_what_was_stored() {
        let dir = tempfile::tempdir().expect("temp dir");
        let url = format!("sqlite://{}?mode=rwc", dir.path().join("old.db").display());
        // The schema as it was before the rebuild: the first two migrations.
        let old = dir.path().join("migrations");
        std::fs::create_dir(&old).expect("dir");
        let here = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("migrations/sqlite");
        for name in [
            "20261129000001_initial.sql",
            "20261130000001_games_by_channel.sql",
        ] {
            std::fs::copy(here.join(name), old.join(name)).expect("copy");
        }
        let options = SqliteConnectOptions::from_str(&url)
            .expect("url")
            .foreign_keys(true);
        let pool = SqlitePoolOptions::new()
            .max_connections(1)
            .connect_with(options)
            .await
            .expect("open");
        sqlx::migrate::Migrator::new(old.as_path())
            .await
            .expect("old migrations")
            .run(&pool)
            .await
            .expect("old schema");
        sqlx::query(
            "INSERT INTO games (id, guild_id, channel_id, challenger_id, opponent_id, colour_choice, \
             black_id, white_id, status, size, opening, jumps, rated, ply, move_list, move_times, \
             position, winner, end_reason, created_at, updated_at, finished_at) VALUES \
             (7, 1, 2, 10, 11, 'black', 10, 11, 'finished', '4x4', 'any', 'straight', TRUE, 2, \
             'a4 b4', '5 6', 'x.xo/oxox/xoxo/oxox b', 'white', 'resignation', 1, 6, 6)",
        )
        .execute(&pool)
        .await
        .expect("old game");
        sqlx::query(
            "INSERT INTO rating_changes VALUES (7, 10, 1, 1500, 1400, 300, 6), (7, 11, 1, 1500, 1600, 300, 6)",
        )
        .execute(&pool)
        .await
        .expect("old rating changes");
        pool.close().await;

        let store = Store::open(&url).await.expect("migrated");
        let game = game_by_id(store.pool(), GameId(7))
            .await
            .expect("read")
            .expect("kept");
        assert_eq!(game.opponent, Some(UserId(11)));
        assert_eq!(game.place.parent, None);
        assert_eq!(game.move_list, "a4 b4");
        assert_eq!(
            rating_changes_of_game(store.pool(), GameId(7))
                .await
                .expect("read")
                .len(),
            2
        );
        // The rebuilt table still anchors rating changes.
        let orphan =
            sqlx::query("INSERT INTO rating_changes VALUES (99, 10, 1, 1500, 1400, 300, 6)")
                .execute(store.writer())
                .await;
        assert!(orphan.is_err(), "a rating change for no game is refused");
        store.close().await;
    }

    /// Several bot processes started together on a new file all come up:
    /// the ones that lose the race to create the schema don't fail on it.
    #[tokio::test(flavor = "multi_thread", worker_threads = 4)]
    async fn processes_starting_together_share_one_migration() {
        for round in 0..5 {
            let dir = tempfile::tempdir().expect("temp dir");
            let url = format!("sqlite://{}?mode=rwc", dir.path().join("new.db").display());
            let opening: Vec<_> = (0..4)
                .map(|_| {
                    let url = url.clone();
                    tokio::spawn(async move { Store::open(&url).await })
                })
                .collect();
            for handle in opening {
                let store = handle
                    .await
                    .expect("task")
                    .unwrap_or_else(|e| panic!("round {round}: a process failed to start: {e}"));
                store.close().await;
            }
        }
    }
}
