//! Ratings per server, and their history.

use super::DbExecutor;
use super::{GameId, GuildId, StoreError, Timestamp, Tx, UserId};

/// The global ladder's ratings are kept as a server's are, under the id of
/// direct messages ([`GuildId::DIRECT`]): games there, which belong to no
/// server, are rated on the global ladder alone.
pub const GLOBAL_LADDER: GuildId = GuildId::DIRECT;

/// A ladder's leaderboard: a server's, or the global ladder's players who
/// chose to be listed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ladder {
    Server(GuildId),
    Global,
}

/// A player's rating and tallies in one server.
#[derive(Clone, Debug, PartialEq, sqlx::FromRow)]
pub struct RatingRow {
    pub user_id: UserId,
    pub rating: f64,
    pub deviation: f64,
    pub volatility: f64,
    pub games: i64,
    pub wins: i64,
    pub losses: i64,
    pub streak: i64,
}

/// One game's effect on one player's rating.
#[derive(Clone, Debug, PartialEq, sqlx::FromRow)]
pub struct RatingChangeRow {
    pub game_id: GameId,
    pub user_id: UserId,
    pub rating_before: f64,
    pub rating_after: f64,
    pub deviation: f64,
    pub changed_at: Timestamp,
}

/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn rating_of(
    db: impl DbExecutor<'_>,
    guild_id: GuildId,
    user_id: UserId,
) -> Result<Option<RatingRow>, StoreError> {
    Ok(sqlx::query_as(
        "SELECT user_id, rating, deviation, volatility, games, wins, losses, streak \
         FROM ratings WHERE guild_id = $1 AND user_id = $2",
    )
    .bind(guild_id)
    .bind(user_id)
    .fetch_optional(db)
    .await?)
}

/// # Errors
/// [`StoreError::Sqlx`] on database failure.
/// Holds the ratings of `users` in a server until the transaction ends, so
/// that games ending at once for the same player update in turn and none
/// reads a rating another is about to replace. PostgreSQL takes a lock per
/// player, in id order so two transactions never wait on each other; SQLite
/// needs none, as a transaction that read a rating since changed fails to commit.
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn lock_ratings(
    tx: &mut Tx,
    guild_id: GuildId,
    users: &[UserId],
) -> Result<(), StoreError> {
    if tx.backend_name() != "PostgreSQL" {
        return Ok(());
    }
    let mut users = users.to_vec();
    users.sort();
    users.dedup();
    for user in users {
        sqlx::query("SELECT pg_advisory_xact_lock($1, $2)")
            .bind(guild_id.0 as i32 ^ (guild_id.0 >> 32) as i32)
            .bind(user.0 as i32 ^ (user.0 >> 32) as i32)
            .execute(&mut **tx)
            .await?;
    }
    Ok(())
}

pub async fn upsert_rating(
    tx: &mut Tx,
    guild_id: GuildId,
    r: &RatingRow,
    now: Timestamp,
) -> Result<(), StoreError> {
    sqlx::query(
        "INSERT INTO ratings (guild_id, user_id, rating, deviation, volatility, games, wins, losses, streak, updated_at) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) \
         ON CONFLICT (guild_id, user_id) DO UPDATE SET rating = excluded.rating, \
         deviation = excluded.deviation, volatility = excluded.volatility, games = excluded.games, \
         wins = excluded.wins, losses = excluded.losses, streak = excluded.streak, updated_at = excluded.updated_at",
    )
    .bind(guild_id)
    .bind(r.user_id)
    .bind(r.rating)
    .bind(r.deviation)
    .bind(r.volatility)
    .bind(r.games)
    .bind(r.wins)
    .bind(r.losses)
    .bind(r.streak)
    .bind(now)
    .execute(&mut **tx)
    .await?;
    Ok(())
}

/// Records a game's rating change; the key refuses a second one for the same game and player.
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure or a repeated change.
pub async fn insert_rating_change(
    tx: &mut Tx,
    guild_id: GuildId,
    c: &RatingChangeRow,
) -> Result<(), StoreError> {
    sqlx::query(
        "INSERT INTO rating_changes (game_id, user_id, guild_id, rating_before, rating_after, deviation, changed_at) \
         VALUES ($1, $2, $3, $4, $5, $6, $7)",
    )
    .bind(c.game_id)
    .bind(c.user_id)
    .bind(guild_id)
    .bind(c.rating_before)
    .bind(c.rating_after)
    .bind(c.deviation)
    .bind(c.changed_at)
    .execute(&mut **tx)
    .await?;
    Ok(())
}

/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn rating_changes_of_game(
    db: impl DbExecutor<'_>,
    game_id: GameId,
) -> Result<Vec<RatingChangeRow>, StoreError> {
    Ok(sqlx::query_as(
        "SELECT game_id, user_id, rating_before, rating_after, deviation, changed_at \
         FROM rating_changes WHERE game_id = $1 ORDER BY user_id",
    )
    .bind(game_id)
    .fetch_all(db)
    .await?)
}

/// A player's last `limit` rating changes in a server, oldest first.
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn rating_history(
    db: impl DbExecutor<'_>,
    guild_id: GuildId,
    user_id: UserId,
    limit: usize,
) -> Result<Vec<RatingChangeRow>, StoreError> {
    let mut rows: Vec<RatingChangeRow> = sqlx::query_as(
        "SELECT game_id, user_id, rating_before, rating_after, deviation, changed_at \
         FROM rating_changes WHERE guild_id = $1 AND user_id = $2 \
         ORDER BY changed_at DESC, game_id DESC LIMIT $3",
    )
    .bind(guild_id)
    .bind(user_id)
    .bind(i64::try_from(limit).unwrap_or(i64::MAX))
    .fetch_all(db)
    .await?;
    rows.reverse();
    Ok(rows)
}

/// A rating whose deviation is above this is provisional: too few games yet
/// to trust it. The leaderboard lists established ratings first.
pub const PROVISIONAL_DEVIATION: f64 = 110.0;

/// One page of a ladder's players: established ratings before provisional
/// ones, each by rating, best first.
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn leaderboard(
    db: impl DbExecutor<'_>,
    ladder: Ladder,
    offset: usize,
    limit: usize,
) -> Result<Vec<RatingRow>, StoreError> {
    let (guild, only_listed) = ladder_rows(ladder);
    Ok(sqlx::query_as(&format!(
        "SELECT r.user_id, r.rating, r.deviation, r.volatility, r.games, r.wins, r.losses, \
         r.streak FROM ratings r {only_listed} WHERE r.guild_id = $1 \
         ORDER BY r.deviation > $4, r.rating DESC, r.games DESC, r.user_id LIMIT $2 OFFSET $3"
    ))
    .bind(guild)
    .bind(i64::try_from(limit).unwrap_or(i64::MAX))
    .bind(i64::try_from(offset).unwrap_or(i64::MAX))
    .bind(PROVISIONAL_DEVIATION)
    .fetch_all(db)
    .await?)
}

/// The ratings a ladder reads, and the join that keeps the global ladder's
/// leaderboard to players who chose to be listed.
fn ladder_rows(ladder: Ladder) -> (GuildId, &'static str) {
    match ladder {
        Ladder::Server(guild) => (guild, ""),
        Ladder::Global => (
            GLOBAL_LADDER,
            "JOIN ladder_listed l ON l.user_id = r.user_id",
        ),
    }
}

/// How many players a ladder's leaderboard lists.
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn rated_player_count(
    db: impl DbExecutor<'_>,
    ladder: Ladder,
) -> Result<usize, StoreError> {
    let (guild, only_listed) = ladder_rows(ladder);
    let count: i64 = sqlx::query_scalar(&format!(
        "SELECT COUNT(*) FROM ratings r {only_listed} WHERE r.guild_id = $1"
    ))
    .bind(guild)
    .fetch_one(db)
    .await?;
    Ok(usize::try_from(count).unwrap_or(0))
}

/// Lists `user` on the global ladder's leaderboard as `name` (`Some`), or
/// takes them off it (`None`).
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn set_ladder_listing(
    db: impl DbExecutor<'_>,
    user: UserId,
    name: Option<&str>,
    now: Timestamp,
) -> Result<(), StoreError> {
    match name {
        Some(name) => sqlx::query(
            "INSERT INTO ladder_listed (user_id, name, listed_at) VALUES ($1, $2, $3) \
             ON CONFLICT (user_id) DO UPDATE SET name = excluded.name",
        )
        .bind(user)
        .bind(name)
        .bind(now),
        None => sqlx::query("DELETE FROM ladder_listed WHERE user_id = $1").bind(user),
    }
    .execute(db)
    .await?;
    Ok(())
}

/// The names the listed among `users` chose to appear under on the global
/// ladder; the unlisted are left out.
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn ladder_names(
    db: impl DbExecutor<'_> + Copy,
    users: &[UserId],
) -> Result<std::collections::HashMap<UserId, String>, StoreError> {
    let mut names = std::collections::HashMap::new();
    for &user in users {
        let name: Option<String> =
            sqlx::query_scalar("SELECT name FROM ladder_listed WHERE user_id = $1")
                .bind(user)
                .fetch_optional(db)
                .await?;
        if let Some(name) = name {
            names.insert(user, name);
        }
    }
    Ok(names)
}
