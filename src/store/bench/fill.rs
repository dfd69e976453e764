//! Rows in bulk for the data benchmark (`konane-bot bench --only data`): a
//! big bot's finished games, ratings and listings, made by the database
//! itself from a few real games, so a million rows take seconds, not hours.

use crate::engine::Color;
use crate::store::named::Named;
use crate::store::{DbExecutor, StoreError, Tx};
use crate::values::{GameStatus, GuildId, Timestamp};

/// How the cloned games spread over servers and players: game `i` is in
/// server `i % servers` (every 20th in a DM instead), between two of that
/// server's `players_per_server` members (every 10th White a member of the
/// next server), and finished `i` seconds after `start`.
#[derive(Clone, Copy, Debug)]
pub struct GameSpread {
    pub servers: i64,
    pub players_per_server: i64,
    pub first_guild: i64,
    pub first_user: i64,
    pub first_channel: i64,
    pub start: Timestamp,
}

impl GameSpread {
    /// Player `p`'s id: a member of server `p % servers`.
    #[must_use]
    pub fn user(&self, p: i64) -> i64 {
        self.first_user + p
    }

    /// The server player `p` belongs to.
    #[must_use]
    pub fn home(&self, p: i64) -> GuildId {
        GuildId(u64::try_from(self.first_guild + p % self.servers).unwrap_or_default())
    }
}

/// Adds games `from..to` of `spread`, each a copy (moves, position, result)
/// of one of the `templates` finished games whose ids start at `first_template`.
/// Three in five are rated.
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn clone_finished_games(
    tx: &mut Tx,
    spread: &GameSpread,
    first_template: i64,
    templates: i64,
    from: i64,
    to: i64,
) -> Result<u64, StoreError> {
    let server = "(n.i % :servers)";
    let round = "(n.i / :servers)";
    let black = format!("({round} % :players)");
    let white = format!("(({black} + 1 + ({round} / :players) % (:players - 1)) % :players)");
    let white_server =
        format!("(({server} + CASE WHEN n.i % 10 = 7 THEN 1 ELSE 0 END) % :servers)");
    let sql = format!(
        "WITH RECURSIVE n(i) AS (SELECT CAST(:from AS BIGINT) UNION ALL SELECT i + 1 FROM n WHERE i + 1 < :to) \
         INSERT INTO games (guild_id, channel_id, challenger_id, opponent_id, colour_choice, \
           black_id, white_id, status, size, opening, jumps, rated, ply, move_list, move_times, \
           position, winner, end_reason, created_at, updated_at, finished_at) \
         SELECT CASE WHEN n.i % 20 = 19 THEN :direct ELSE :first_guild + {server} END, \
           :first_channel + {server} * 10 + {round} % 10, \
           :first_user + {server} + :servers * {black}, :first_user + {white_server} + :servers * {white}, 'black', \
           :first_user + {server} + :servers * {black}, :first_user + {white_server} + :servers * {white}, :finished, \
           t.size, t.opening, t.jumps, n.i % 5 < 3, t.ply, t.move_list, t.move_times, \
           t.position, t.winner, t.end_reason, :start + n.i * 1000 - 3600000, :start + n.i * 1000, \
           :start + n.i * 1000 \
         FROM n JOIN games t ON t.id = :first_template + n.i % :templates"
    );
    let done = Named::new(&sql)
        .bind("from", from)
        .bind("to", to)
        .bind("first_template", first_template)
        .bind("templates", templates)
        .bind("servers", spread.servers)
        .bind("players", spread.players_per_server)
        .bind("first_guild", spread.first_guild)
        .bind("first_user", spread.first_user)
        .bind("first_channel", spread.first_channel)
        .bind("start", spread.start)
        .bind("direct", GuildId::DIRECT)
        .bind("finished", GameStatus::Finished.name())
        .execute(&mut **tx)
        .await?;
    Ok(done)
}

/// Replaces every rating and rating change with ones made up from the
/// finished rated games: each player's tallies on each server's ladder and
/// on the global one (which every rated game counts for), their rating and
/// deviation spread by their id, and a change per player per game.
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn rate_finished_games(tx: &mut Tx) -> Result<(), StoreError> {
    // $1 black, $2 white, $3 finished, $4 the global ladder.
    let played = "(SELECT guild_id, black_id AS user_id, \
           CASE WHEN winner = $1 THEN 1 ELSE 0 END AS won, finished_at FROM games \
           WHERE status = $3 AND rated \
         UNION ALL SELECT guild_id, white_id AS user_id, \
           CASE WHEN winner = $2 THEN 1 ELSE 0 END AS won, finished_at FROM games \
           WHERE status = $3 AND rated) AS p";
    // Spread by the id's last digits: any id, however big, stays in range.
    let tallies = "1000 + (user_id % 1000 * 37) % 900, 40 + (user_id % 1000 * 11) % 100, 0.06, \
         COUNT(*), SUM(won), COUNT(*) - SUM(won), 0, MAX(finished_at)";
    sqlx::query("DELETE FROM rating_changes")
        .execute(&mut **tx)
        .await?;
    sqlx::query("DELETE FROM ratings")
        .execute(&mut **tx)
        .await?;
    let statements = [
        format!(
            "INSERT INTO ratings (guild_id, user_id, rating, deviation, volatility, games, wins, \
             losses, streak, updated_at) SELECT guild_id, user_id, {tallies} FROM {played} \
             WHERE guild_id <> $4 GROUP BY guild_id, user_id"
        ),
        format!(
            "INSERT INTO ratings (guild_id, user_id, rating, deviation, volatility, games, wins, \
             losses, streak, updated_at) SELECT $4, user_id, {tallies} FROM {played} \
             GROUP BY user_id"
        ),
        "INSERT INTO rating_changes (game_id, user_id, guild_id, rating_before, rating_after, \
           deviation, changed_at) \
         SELECT id, black_id, guild_id, 1000 + (id + black_id % 1000) % 800, \
           1000 + (id + black_id % 1000) % 800 + CASE WHEN winner = $1 THEN 8 ELSE -8 END, 60, finished_at \
           FROM games WHERE status = $3 AND rated \
         UNION ALL SELECT id, white_id, guild_id, 1000 + (id + white_id % 1000) % 800, \
           1000 + (id + white_id % 1000) % 800 + CASE WHEN winner = $2 THEN 8 ELSE -8 END, 60, finished_at \
           FROM games WHERE status = $3 AND rated"
            .to_string(),
    ];
    for sql in statements {
        let mut query = sqlx::query(&sql)
            .bind(Color::Black.name())
            .bind(Color::White.name())
            .bind(GameStatus::Finished.name());
        if sql.contains("$4") {
            query = query.bind(GuildId::DIRECT);
        }
        query.execute(&mut **tx).await?;
    }
    Ok(())
}

/// Lists every `every`-th player with a global rating on the global
/// ladder's leaderboard, as [`super::set_ladder_listing`] would.
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn list_every(tx: &mut Tx, every: i64, now: Timestamp) -> Result<u64, StoreError> {
    let done = sqlx::query(
        "INSERT INTO ladder_listed (user_id, name, listed_at) \
         SELECT user_id, 'player ' || CAST(user_id AS TEXT), $3 FROM ratings \
         WHERE guild_id = $1 AND user_id % $2 = 0",
    )
    .bind(GuildId::DIRECT)
    .bind(every)
    .bind(now)
    .execute(&mut **tx)
    .await?;
    sqlx::query("UPDATE ratings SET listed = TRUE WHERE guild_id = $1 AND user_id % $2 = 0")
        .bind(GuildId::DIRECT)
        .bind(every)
        .execute(&mut **tx)
        .await?;
    Ok(done.rows_affected())
}

/// The finished games' ids: the first, the last, and how many.
#[derive(Clone, Copy, Debug, PartialEq, Eq, sqlx::FromRow)]
pub struct FinishedGames {
    pub first: Option<i64>,
    pub last: Option<i64>,
    pub count: i64,
}

/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn finished_games(db: impl DbExecutor<'_>) -> Result<FinishedGames, StoreError> {
    Ok(sqlx::query_as(
        "SELECT MIN(id) AS first, MAX(id) AS last, COUNT(*) AS count FROM games WHERE status = $1",
    )
    .bind(GameStatus::Finished.name())
    .fetch_one(db)
    .await?)
}

/// Leaves the database as it would be some time after a big load, which a
/// benchmark measures all at once: PostgreSQL's autovacuum has vacuumed the
/// new rows and brought the planner's statistics up to date, and SQLite has
/// moved its write-ahead log
/// into the database file (a bot's log holds a moment's writes, not a
/// million games'). SQLite gets no statistics, as a bot's database has none.
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn settle(
    db: impl DbExecutor<'_>,
    backend: crate::store::Backend,
) -> Result<(), StoreError> {
    let sql = match backend {
        crate::store::Backend::Postgres => "VACUUM ANALYZE",
        crate::store::Backend::Sqlite => "PRAGMA wal_checkpoint(TRUNCATE)",
    };
    sqlx::query(sql).execute(db).await?;
    Ok(())
}
