/*!
Storage: SQLite through sqlx, with the schema in `migrations/` embedded and
applied at start-up. All SQL of the project lives in this module, one query
per function, written to stay portable to PostgreSQL (numbered `$n`
parameters, `RETURNING`, `ON CONFLICT`, partial indexes).

Writes that must not race are guarded in SQL, not in process memory: a move
is an `UPDATE ... WHERE ply = expected` plus an insert keyed by (game, ply), so
two processes submitting at once get exactly one success.
*/

mod game_row;
mod games;
mod ids;
mod ratings;
mod settings;
mod words;

use std::str::FromStr;
use std::time::Duration;

use sqlx::sqlite::{SqliteConnectOptions, SqliteJournalMode, SqlitePoolOptions, SqliteSynchronous};
use sqlx::{Connection, Pool, Sqlite, SqliteConnection};

pub use game_row::GameRow;
pub use games::*;
pub use ids::*;
pub use ratings::*;
pub use settings::*;
pub use words::*;

/// The database backend. Queries are written portably, but the pool options
/// and executor bounds are SQLite's: another backend means touching those too.
pub type Db = Sqlite;
pub type Tx = sqlx::Transaction<'static, Db>;

/// The default database: a file in the working directory, created if missing.
pub const DEFAULT_DATABASE_URL: &str = "sqlite://konane.db?mode=rwc";

#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    #[error("a game or challenge is already open in this channel")]
    ChannelBusy,
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
}

/// Connections to the game database: several for reading, one for writing.
///
/// SQLite admits one writer at a time, and a writer that finds the lock taken
/// retries by sleeping; queueing this process's writes on one connection
/// instead keeps a busy moment from turning into tens of milliseconds of
/// sleeps. Consistency does not depend on it: other processes still meet the
/// guarded updates and the busy timeout.
#[derive(Clone, Debug)]
pub struct Store {
    readers: Pool<Db>,
    writer: Pool<Db>,
}

impl Store {
    /// Opens (creating if needed) the database at `url` and applies migrations.
    ///
    /// Processes starting at once on a new file race to set it up: to switch
    /// it to write-ahead logging, and to create the schema. Each step is
    /// atomic, so one that loses ("database is locked", or a table that now
    /// exists) changed nothing, and the process looks again.
    ///
    /// # Errors
    /// [`StoreError`] if the URL is invalid, the file cannot be opened, or a
    /// migration fails.
    pub async fn open(url: &str) -> Result<Store, StoreError> {
        let mut attempt = 1;
        loop {
            match Store::open_once(url).await {
                Err(e) if attempt < OPEN_ATTEMPTS && e.may_be_a_race() => {
                    tracing::info!(error = %e, attempt, "opening the database raced another process; trying again");
                    tokio::time::sleep(Duration::from_millis(50 * attempt)).await;
                    attempt += 1;
                }
                result => return result,
            }
        }
    }

    async fn open_once(url: &str) -> Result<Store, StoreError> {
        let options = SqliteConnectOptions::from_str(url)?
            .create_if_missing(true)
            .journal_mode(SqliteJournalMode::Wal)
            // Commits survive a crash or restart of the bot; an OS crash or power
            // cut may lose the last ones. FULL (an fsync per commit) would halve
            // the moves per second this disk can commit (see the README).
            .synchronous(SqliteSynchronous::Normal)
            .foreign_keys(true)
            .busy_timeout(Duration::from_secs(10))
            // Checkpoints run in the background (below), not inside a move's commit.
            .pragma("wal_autocheckpoint", "0");
        // A local file cannot drop a connection: skip sqlx's ping before each use.
        let writer = SqlitePoolOptions::new()
            .max_connections(1)
            .test_before_acquire(false)
            .connect_with(options.clone())
            .await?;
        if let Err(e) = sqlx::migrate!("./migrations").run(&writer).await {
            writer.close().await;
            return Err(e.into());
        }
        let readers = SqlitePoolOptions::new()
            .max_connections(2)
            .test_before_acquire(false)
            .connect_with(options.clone().read_only(true))
            .await?;
        let checkpointer = SqliteConnection::connect_with(&options).await?;
        tokio::spawn(checkpoint_while_open(checkpointer, writer.clone()));
        Ok(Store { readers, writer })
    }

    /// Connections for reading.
    pub fn pool(&self) -> &Pool<Db> {
        &self.readers
    }

    /// The connection for single-statement writes.
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

    /// Waits for every connection to finish and closes them.
    pub async fn close(&self) {
        self.readers.close().await;
        self.writer.close().await;
    }
}

/// How often [`Store::open`] tries before it gives up.
const OPEN_ATTEMPTS: u64 = 5;

impl StoreError {
    /// Whether this failure may come from another process setting up the same
    /// file at the same moment: a busy or locked database, or a migration.
    fn may_be_a_race(&self) -> bool {
        match self {
            StoreError::Migrate(_) => true,
            StoreError::Sqlx(sqlx::Error::Database(e)) => e
                .code()
                .and_then(|code| code.parse::<i64>().ok())
                // The primary result code is the low byte: SQLITE_BUSY, SQLITE_LOCKED.
                .is_some_and(|code| matches!(code & 0xff, 5 | 6)),
            _ => false,
        }
    }
}

/// Copies the write-ahead log into the database every [`CHECKPOINT_EVERY`], alongside the
/// writer rather than inside one of its commits, until the store is closed.
async fn checkpoint_while_open(mut conn: SqliteConnection, writer: Pool<Db>) {
    let mut tick = tokio::time::interval(CHECKPOINT_EVERY);
    loop {
        tick.tick().await;
        if writer.is_closed() {
            break;
        }
        if let Err(e) = sqlx::query("PRAGMA wal_checkpoint(PASSIVE)")
            .execute(&mut conn)
            .await
        {
            tracing::warn!(error = %e, "WAL checkpoint failed");
        }
    }
    let _ = conn.close().await;
}

const CHECKPOINT_EVERY: Duration = Duration::from_secs(2);

#[cfg(test)]
mod tests {
    use super::*;

    /// The migration that rebuilds `games` for open challenges keeps every
    /// stored game, move and rating change, and the foreign key.
    #[tokio::test]
    async fn rebuilding_games_keeps_what_was_stored() {
        let dir = tempfile::tempdir().expect("temp dir");
        let url = format!("sqlite://{}?mode=rwc", dir.path().join("old.db").display());
        // The schema as it was before the rebuild: the first two migrations.
        let old = dir.path().join("migrations");
        std::fs::create_dir(&old).expect("dir");
        let here = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("migrations");
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
