//! Ratings per server, and their history.

use super::DbExecutor;
use super::named::Named;
use super::{StoreError, Tx};
use crate::values::{GameId, GuildId, Timestamp, UserId};

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

/// Stores a player's rating on a ladder, and for the global ladder whether
/// they are listed on its leaderboard.
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn upsert_rating(
    tx: &mut Tx,
    guild_id: GuildId,
    r: &RatingRow,
    now: Timestamp,
) -> Result<(), StoreError> {
    Named::new(
        "INSERT INTO ratings (guild_id, user_id, rating, deviation, volatility, games, wins, \
         losses, streak, updated_at, listed) \
         VALUES (:guild, :user, :rating, :deviation, :volatility, :games, :wins, :losses, \
         :streak, :now, :global AND EXISTS (SELECT 1 FROM ladder_listed l WHERE l.user_id = :user)) \
         ON CONFLICT (guild_id, user_id) DO UPDATE SET rating = excluded.rating, \
         deviation = excluded.deviation, volatility = excluded.volatility, \
         games = excluded.games, wins = excluded.wins, losses = excluded.losses, \
         streak = excluded.streak, updated_at = excluded.updated_at, listed = excluded.listed",
    )
    .bind("guild", guild_id)
    .bind("user", r.user_id)
    .bind("rating", r.rating)
    .bind("deviation", r.deviation)
    .bind("volatility", r.volatility)
    .bind("games", r.games)
    .bind("wins", r.wins)
    .bind("losses", r.losses)
    .bind("streak", r.streak)
    .bind("now", now)
    // Only global ratings are listed, as their players chose; set on every
    // update, so a listing that raced a player's first game is caught up.
    .bind("global", guild_id == GLOBAL_LADDER)
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
    Named::new(
        "INSERT INTO rating_changes (game_id, user_id, guild_id, rating_before, rating_after, \
         deviation, changed_at) VALUES (:game_id, :user_id, :guild_id, :rating_before, \
         :rating_after, :deviation, :changed_at)",
    )
    .bind("game_id", c.game_id)
    .bind("user_id", c.user_id)
    .bind("guild_id", guild_id)
    .bind("rating_before", c.rating_before)
    .bind("rating_after", c.rating_after)
    .bind("deviation", c.deviation)
    .bind("changed_at", c.changed_at)
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

/// `user`'s rating changes from any of `games`, in one query (a history
/// page's worth of games, not one query each).
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn rating_changes_of_player(
    db: impl DbExecutor<'_>,
    user: UserId,
    games: &[GameId],
) -> Result<Vec<RatingChangeRow>, StoreError> {
    if games.is_empty() {
        return Ok(Vec::new());
    }
    let list = super::placeholders(2, games.len());
    let sql = format!(
        "SELECT game_id, user_id, rating_before, rating_after, deviation, changed_at \
         FROM rating_changes WHERE user_id = $1 AND game_id IN ({list})"
    );
    let mut query = sqlx::query_as(&sql).bind(user);
    for &game in games {
        query = query.bind(game);
    }
    Ok(query.fetch_all(db).await?)
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

/// A ladder's order for ratings `r`: established ratings before provisional
/// ones, each by rating, best first. The indexes `ratings_ranked` and
/// `ratings_listed_ranked` (migration 20261213000001) hold the same
/// expressions, so a page is read off an index in this order.
fn ladder_order(r: &str) -> String {
    format!(
        "({r}.deviation > {PROVISIONAL_DEVIATION:.1}), {r}.rating DESC, {r}.games DESC, {r}.user_id"
    )
}

/// The ratings `r` a ladder's leaderboard lists: a server's, or the global
/// ratings of the players who chose to be listed (only global ratings are
/// ever marked listed). `$1` is the ladder.
fn ladder_rows(ladder: Ladder, r: &str) -> String {
    match ladder {
        Ladder::Server(_) => format!("{r}.guild_id = $1"),
        Ladder::Global => format!("{r}.listed"),
    }
}

fn ladder_id(ladder: Ladder) -> GuildId {
    match ladder {
        Ladder::Server(guild) => guild,
        Ladder::Global => GLOBAL_LADDER,
    }
}

/// One page of a ladder's players, in [`ladder_order`]. The page's players
/// are found first, from the index alone where the database can (the
/// entries before the page are passed over, not read), then their ratings
/// by key: two plain queries, which no planner can turn into a walk of the
/// whole ladder.
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn leaderboard(
    db: impl DbExecutor<'_> + Copy,
    ladder: Ladder,
    offset: usize,
    limit: usize,
) -> Result<Vec<RatingRow>, StoreError> {
    // A server's rows are asked for by its id, $1; the global ones need none.
    let (limit_at, offset_at) = match ladder {
        Ladder::Server(_) => (2, 3),
        Ladder::Global => (1, 2),
    };
    let sql = format!(
        "SELECT k.user_id FROM ratings k WHERE {} ORDER BY {} LIMIT ${limit_at} OFFSET ${offset_at}",
        ladder_rows(ladder, "k"),
        ladder_order("k"),
    );
    let mut query = sqlx::query_scalar(&sql);
    if let Ladder::Server(guild) = ladder {
        query = query.bind(guild);
    }
    let page: Vec<UserId> = query
        .bind(i64::try_from(limit).unwrap_or(i64::MAX))
        .bind(i64::try_from(offset).unwrap_or(i64::MAX))
        .fetch_all(db)
        .await?;
    if page.is_empty() {
        return Ok(Vec::new());
    }
    let list = super::placeholders(2, page.len());
    // No ORDER BY: SQLite would rather walk the whole ladder in an index's
    // order than sort ten rows. The page's order is known already.
    let sql = format!(
        "SELECT r.user_id, r.rating, r.deviation, r.volatility, r.games, r.wins, r.losses, \
         r.streak FROM ratings r WHERE r.guild_id = $1 AND r.user_id IN ({list})"
    );
    let mut query = sqlx::query_as::<_, RatingRow>(&sql).bind(ladder_id(ladder));
    for &user in &page {
        query = query.bind(user);
    }
    let mut rows = query.fetch_all(db).await?;
    rows.sort_by_key(|r| page.iter().position(|&u| u == r.user_id));
    Ok(rows)
}

/// How many players a ladder's leaderboard lists.
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn rated_player_count(
    db: impl DbExecutor<'_>,
    ladder: Ladder,
) -> Result<usize, StoreError> {
    let sql = format!(
        "SELECT COUNT(*) FROM ratings r WHERE {}",
        ladder_rows(ladder, "r")
    );
    let mut query = sqlx::query_scalar(&sql);
    if let Ladder::Server(guild) = ladder {
        query = query.bind(guild);
    }
    let count: i64 = query.fetch_one(db).await?;
    Ok(usize::try_from(count).unwrap_or(0))
}

/// Lists `user` on the global ladder's leaderboard as `name` (`Some`), or
/// takes them off it (`None`), marking their global rating to match.
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn set_ladder_listing(
    tx: &mut Tx,
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
    .execute(&mut **tx)
    .await?;
    sqlx::query("UPDATE ratings SET listed = $3 WHERE guild_id = $1 AND user_id = $2")
        .bind(GLOBAL_LADDER)
        .bind(user)
        .bind(name.is_some())
        .execute(&mut **tx)
        .await?;
    Ok(())
}

/// The names the listed among `users` chose to appear under on the global
/// ladder; the unlisted are left out.
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn ladder_names(
    db: impl DbExecutor<'_>,
    users: &[UserId],
) -> Result<std::collections::HashMap<UserId, String>, StoreError> {
    if users.is_empty() {
        return Ok(std::collections::HashMap::new());
    }
    let list = super::placeholders(1, users.len());
    let sql = format!("SELECT user_id, name FROM ladder_listed WHERE user_id IN ({list})");
    let mut query = sqlx::query_as::<_, (UserId, String)>(&sql);
    for &user in users {
        query = query.bind(user);
    }
    Ok(query.fetch_all(db).await?.into_iter().collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A leaderboard is read off its index only while the query orders by
    /// the expressions the index holds: the provisional line in both.
    #[test]
    fn the_ladder_order_is_the_order_of_its_indexes() {
        let expression = format!("(deviation > {PROVISIONAL_DEVIATION:.1})");
        assert!(ladder_order("r").starts_with(&format!("(r.{}", &expression[1..])));
        for migration in [
            include_str!("../../migrations/sqlite/20261213000001_big_bot_indexes.sql"),
            include_str!("../../migrations/postgres/20261213000001_big_bot_indexes.sql"),
        ] {
            let ranked = format!("{expression}, rating DESC, games DESC, user_id, deviation");
            assert_eq!(migration.matches(&ranked).count(), 2, "{migration}");
        }
    }
}
