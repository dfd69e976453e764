//! Seasons: which one runs in a server, the wins and losses of its rated
//! games, and the archived tables of seasons past.

use super::{DbExecutor, StoreError, Tx};
use crate::values::Season;
use crate::values::{GameStatus, GuildId, Timestamp, UserId};

/// A `seasons` row as the database holds it.
#[derive(sqlx::FromRow)]
struct StoredSeason {
    id: i64,
    number: i64,
    name: String,
    started_by: UserId,
    started_at: Timestamp,
    ended_at: Option<Timestamp>,
}

impl From<StoredSeason> for Season {
    fn from(s: StoredSeason) -> Season {
        Season {
            id: s.id,
            number: s.number,
            name: s.name,
            started_by: s.started_by,
            started_at: s.started_at,
            ended_at: s.ended_at,
        }
    }
}

/// A player's rated wins and losses in a season.
#[derive(Clone, Debug, PartialEq, Eq, sqlx::FromRow)]
pub struct SeasonTallyRow {
    pub user_id: UserId,
    pub wins: i64,
    pub losses: i64,
}

const SEASON_COLUMNS: &str = "id, number, name, started_by, started_at, ended_at";

/// A server's seasons, newest first.
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn seasons_of(
    db: impl DbExecutor<'_>,
    guild: GuildId,
) -> Result<Vec<Season>, StoreError> {
    let sql =
        format!("SELECT {SEASON_COLUMNS} FROM seasons WHERE guild_id = $1 ORDER BY number DESC");
    let rows: Vec<StoredSeason> = sqlx::query_as(&sql).bind(guild).fetch_all(db).await?;
    Ok(rows.into_iter().map(Season::from).collect())
}

/// Ends the server's running season at `now`; the season ended, if one ran.
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn end_season(
    tx: &mut Tx,
    guild: GuildId,
    now: Timestamp,
) -> Result<Option<Season>, StoreError> {
    let sql = format!(
        "UPDATE seasons SET ended_at = $2 WHERE guild_id = $1 AND ended_at IS NULL \
         RETURNING {SEASON_COLUMNS}"
    );
    let row: Option<StoredSeason> = sqlx::query_as(&sql)
        .bind(guild)
        .bind(now)
        .fetch_optional(&mut **tx)
        .await?;
    Ok(row.map(Season::from))
}

/// Begins the server's next season; the unique index refuses a second
/// running season (another process starting one at the same moment).
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure, a unique violation included.
pub async fn insert_season(
    tx: &mut Tx,
    guild: GuildId,
    name: &str,
    by: UserId,
    now: Timestamp,
) -> Result<Season, StoreError> {
    let sql = format!(
        "INSERT INTO seasons (guild_id, number, name, started_by, started_at) \
         VALUES ($1, (SELECT COALESCE(MAX(number), 0) + 1 FROM seasons WHERE guild_id = $1), \
         $2, $3, $4) RETURNING {SEASON_COLUMNS}"
    );
    let row: StoredSeason = sqlx::query_as(&sql)
        .bind(guild)
        .bind(name)
        .bind(by)
        .bind(now)
        .fetch_one(&mut **tx)
        .await?;
    Ok(row.into())
}

/// Each player's wins and losses in the server's rated games that ended in
/// `[from, until)` (`until` open for a running season), most wins first.
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn season_tallies(
    db: impl DbExecutor<'_>,
    guild: GuildId,
    from: Timestamp,
    until: Option<Timestamp>,
) -> Result<Vec<SeasonTallyRow>, StoreError> {
    Ok(sqlx::query_as(
        "SELECT user_id, SUM(won) AS wins, SUM(1 - won) AS losses FROM ( \
           SELECT CASE WHEN winner = 'black' THEN black_id ELSE white_id END AS user_id, 1 AS won \
           FROM games WHERE guild_id = $1 AND status = $4 AND rated \
           AND finished_at >= $2 AND ($3 IS NULL OR finished_at < $3) \
           UNION ALL \
           SELECT CASE WHEN winner = 'black' THEN white_id ELSE black_id END AS user_id, 0 AS won \
           FROM games WHERE guild_id = $1 AND status = $4 AND rated \
           AND finished_at >= $2 AND ($3 IS NULL OR finished_at < $3) \
         ) results GROUP BY user_id ORDER BY wins DESC, losses, user_id",
    )
    .bind(guild)
    .bind(from)
    .bind(until)
    .bind(GameStatus::Finished.name())
    .fetch_all(db)
    .await?)
}

/// Archives a season's final table.
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn archive_season_row(
    tx: &mut Tx,
    season: i64,
    rank: i64,
    row: &SeasonTallyRow,
) -> Result<(), StoreError> {
    sqlx::query(
        "INSERT INTO season_standings (season_id, user_id, rank, wins, losses) \
         VALUES ($1, $2, $3, $4, $5)",
    )
    .bind(season)
    .bind(row.user_id)
    .bind(rank)
    .bind(row.wins)
    .bind(row.losses)
    .execute(&mut **tx)
    .await?;
    Ok(())
}

/// A past season's archived table, in rank order.
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn archived_season(
    db: impl DbExecutor<'_>,
    season: i64,
) -> Result<Vec<SeasonTallyRow>, StoreError> {
    Ok(sqlx::query_as(
        "SELECT user_id, wins, losses FROM season_standings WHERE season_id = $1 \
         ORDER BY rank, user_id",
    )
    .bind(season)
    .fetch_all(db)
    .await?)
}
