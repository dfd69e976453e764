//! A member's own data: what is stored about them, and its erasure.
//!
//! Erasure keeps other players' records whole: in games, tournaments and
//! season tables shared with others, the member's id is replaced by a
//! "ghost" id of its own (one per erasure, so two erased opponents stay
//! two players), which nothing links back to them. Everything that is only
//! theirs (names, ratings, rating changes, puzzles, seeks, blocks, notice
//! choices, their global listing) is deleted.

use super::{DbExecutor, StoreError, Tx};
use crate::values::{
    GameId, GameStatus, GuildId, Timestamp, TournamentId, TournamentStatus, UserId,
};

/// What the bot keeps about a member in one place (a server, or
/// [`GuildId::DIRECT`] for DMs and the global ladder).
#[derive(Clone, Debug, PartialEq)]
pub struct StoredInPlace {
    pub guild: GuildId,
    /// The display name last seen there.
    pub name: Option<String>,
    /// Rating and rated games on that place's ladder.
    pub rating: Option<(f64, i64)>,
    /// Games played there (as Black or White).
    pub games: i64,
    /// Puzzles solved and the best streak.
    pub puzzles: Option<(i64, i64)>,
    /// Whether they asked for DM notices there.
    pub dm_notices: bool,
}

/// Everything the bot keeps about a member.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct StoredAbout {
    pub places: Vec<StoredInPlace>,
    /// The name shown for them on the global ladder, if they listed themselves.
    pub listed_as: Option<String>,
    /// Whether a seek of theirs waits in the pool.
    pub seeking: bool,
    /// Players they blocked.
    pub blocks: i64,
    /// Games they follow.
    pub follows: i64,
}

impl StoredAbout {
    pub fn is_empty(&self) -> bool {
        self.places.is_empty()
            && self.listed_as.is_none()
            && !self.seeking
            && self.blocks == 0
            && self.follows == 0
    }
}

/// What the bot stores about `user`, place by place. The games count reads
/// the games table once (a player's games are indexed by server only).
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn stored_about(
    db: impl DbExecutor<'_> + Copy,
    user: UserId,
) -> Result<StoredAbout, StoreError> {
    let mut places = std::collections::BTreeMap::new();
    let names: Vec<(GuildId, String)> =
        sqlx::query_as("SELECT guild_id, display_name FROM member_names WHERE user_id = $1")
            .bind(user)
            .fetch_all(db)
            .await?;
    for (guild, name) in names {
        place(&mut places, guild).name = Some(name);
    }
    let ratings: Vec<(GuildId, f64, i64)> = sqlx::query_as(
        "SELECT guild_id, rating, CAST(games AS BIGINT) FROM ratings WHERE user_id = $1",
    )
    .bind(user)
    .fetch_all(db)
    .await?;
    for (guild, rating, games) in ratings {
        place(&mut places, guild).rating = Some((rating, games));
    }
    let games: Vec<(GuildId, i64)> = sqlx::query_as(
        "SELECT guild_id, COUNT(*) FROM games WHERE black_id = $1 OR white_id = $1 GROUP BY guild_id",
    )
    .bind(user)
    .fetch_all(db)
    .await?;
    for (guild, count) in games {
        place(&mut places, guild).games = count;
    }
    let puzzles: Vec<(GuildId, i64, i64)> = sqlx::query_as(
        "SELECT guild_id, CAST(solved AS BIGINT), CAST(best_streak AS BIGINT) FROM puzzle_scores \
         WHERE user_id = $1",
    )
    .bind(user)
    .fetch_all(db)
    .await?;
    for (guild, solved, best) in puzzles {
        place(&mut places, guild).puzzles = Some((solved, best));
    }
    let notices: Vec<GuildId> =
        sqlx::query_scalar("SELECT guild_id FROM dm_notices WHERE user_id = $1")
            .bind(user)
            .fetch_all(db)
            .await?;
    for guild in notices {
        place(&mut places, guild).dm_notices = true;
    }
    let listed_as = sqlx::query_scalar("SELECT name FROM ladder_listed WHERE user_id = $1")
        .bind(user)
        .fetch_optional(db)
        .await?;
    let seeking: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM seeks WHERE user_id = $1")
        .bind(user)
        .fetch_one(db)
        .await?;
    let blocks = sqlx::query_scalar("SELECT COUNT(*) FROM blocks WHERE user_id = $1")
        .bind(user)
        .fetch_one(db)
        .await?;
    let follows = sqlx::query_scalar("SELECT COUNT(*) FROM follows WHERE user_id = $1")
        .bind(user)
        .fetch_one(db)
        .await?;
    Ok(StoredAbout {
        places: places.into_values().collect(),
        listed_as,
        seeking: seeking > 0,
        blocks,
        follows,
    })
}

fn place(
    places: &mut std::collections::BTreeMap<GuildId, StoredInPlace>,
    guild: GuildId,
) -> &mut StoredInPlace {
    places.entry(guild).or_insert_with(|| StoredInPlace {
        guild,
        name: None,
        rating: None,
        games: 0,
        puzzles: None,
        dm_notices: false,
    })
}

/// Tournaments `user` is still in (signing up or playing), to withdraw
/// them by the tournament's own rules before an erasure.
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn tournaments_entered(
    db: impl DbExecutor<'_>,
    user: UserId,
) -> Result<Vec<(GuildId, TournamentId)>, StoreError> {
    Ok(sqlx::query_as(
        "SELECT t.guild_id, t.id FROM tournaments t \
         JOIN tournament_entrants e ON e.tournament_id = t.id \
         WHERE e.user_id = $1 AND e.withdrawn_from IS NULL AND t.status IN ($2, $3)",
    )
    .bind(user)
    .bind(TournamentStatus::SignUp.name())
    .bind(TournamentStatus::Running.name())
    .fetch_all(db)
    .await?)
}

/// What an erasure changed.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Erased {
    /// Running games aborted (not forfeited), for their opponents to be told.
    pub aborted: Vec<GameId>,
    /// The places whose shared records now name the ghost.
    pub places: Vec<GuildId>,
}

/// Erases `user` in one transaction: running games aborted, open
/// challenges cancelled, shared records moved to `ghost`, and the rest
/// deleted. Other players' ratings stay as they are.
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure; nothing is changed then.
pub async fn erase_member(
    tx: &mut Tx,
    user: UserId,
    ghost: UserId,
    now: Timestamp,
) -> Result<Erased, StoreError> {
    let aborted: Vec<GameId> = sqlx::query_scalar(
        "UPDATE games SET status = $3, updated_at = $2, finished_at = $2, \
         turn_deadline = NULL, reminder_at = NULL \
         WHERE status = $4 AND (black_id = $1 OR white_id = $1) RETURNING id",
    )
    .bind(user)
    .bind(now)
    .bind(GameStatus::Aborted.name())
    .bind(GameStatus::Active.name())
    .fetch_all(&mut **tx)
    .await?;
    sqlx::query(
        "UPDATE games SET status = $3, updated_at = $2, expires_at = NULL \
         WHERE status = $4 AND (challenger_id = $1 OR opponent_id = $1)",
    )
    .bind(user)
    .bind(now)
    .bind(GameStatus::Cancelled.name())
    .bind(GameStatus::Challenge.name())
    .execute(&mut **tx)
    .await?;
    let places: Vec<GuildId> = sqlx::query_scalar(
        "UPDATE games SET \
         challenger_id = CASE WHEN challenger_id = $1 THEN $2 ELSE challenger_id END, \
         opponent_id = CASE WHEN opponent_id = $1 THEN $2 ELSE opponent_id END, \
         black_id = CASE WHEN black_id = $1 THEN $2 ELSE black_id END, \
         white_id = CASE WHEN white_id = $1 THEN $2 ELSE white_id END \
         WHERE challenger_id = $1 OR opponent_id = $1 OR black_id = $1 OR white_id = $1 \
         RETURNING guild_id",
    )
    .bind(user)
    .bind(ghost)
    .fetch_all(&mut **tx)
    .await?;
    let mut places = places;
    places.sort_unstable();
    places.dedup();
    for (table, column) in [
        ("tournaments", "organiser_id"),
        ("tournament_entrants", "user_id"),
        ("tournament_boards", "black_id"),
        ("tournament_boards", "white_id"),
        ("tournament_boards", "forfeited_by"),
        ("seasons", "started_by"),
        ("season_standings", "user_id"),
    ] {
        let sql = format!("UPDATE {table} SET {column} = $2 WHERE {column} = $1");
        sqlx::query(&sql)
            .bind(user)
            .bind(ghost)
            .execute(&mut **tx)
            .await?;
    }
    for (table, condition) in [
        ("rating_changes", "user_id = $1"),
        ("ratings", "user_id = $1"),
        ("member_names", "user_id = $1"),
        ("dm_notices", "user_id = $1"),
        ("puzzle_attempts", "user_id = $1"),
        ("puzzle_scores", "user_id = $1"),
        ("ladder_listed", "user_id = $1"),
        ("seeks", "user_id = $1"),
        ("blocks", "user_id = $1 OR blocked_id = $1"),
        ("vacations", "user_id = $1"),
        ("follows", "user_id = $1"),
    ] {
        let sql = format!("DELETE FROM {table} WHERE {condition}");
        sqlx::query(&sql).bind(user).execute(&mut **tx).await?;
    }
    Ok(Erased { aborted, places })
}
