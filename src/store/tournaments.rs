//! Tournaments, their entrants and the boards of their rounds.
//!
//! Each step a scheduler takes is claimed by a guarded update, so that of
//! several processes exactly one pairs a round, starts a board's game, or
//! closes the tournament.

use super::flag::Flag;
use super::game_row::stored_variant;
use super::named::Named;
use super::{DbExecutor, StoreError, Tx};
use crate::engine::Variant;
use crate::values::{
    ChannelId, GuildId, MessageId, Timestamp, Tournament, TournamentEntrant, TournamentFormat,
    TournamentId, TournamentStatus, UserId,
};

/// A tournament as its organiser set it up.
#[derive(Clone, Debug)]
pub struct NewTournament<'a> {
    pub guild: GuildId,
    pub channel: ChannelId,
    pub organiser: UserId,
    pub name: &'a str,
    pub format: TournamentFormat,
    pub rounds: Option<u32>,
    pub variant: Variant,
    pub rated: bool,
    pub max_players: u32,
    pub starts_at: Option<Timestamp>,
    pub game_secs: u64,
    pub seed: u64,
    pub now: Timestamp,
}

#[derive(sqlx::FromRow)]
struct StoredTournament {
    id: TournamentId,
    guild_id: GuildId,
    channel_id: ChannelId,
    home_channel_id: Option<ChannelId>,
    announcement_id: Option<MessageId>,
    organiser_id: UserId,
    name: String,
    format: String,
    rounds: Option<i64>,
    size: String,
    opening: String,
    jumps: String,
    rated: Flag,
    max_players: i64,
    starts_at: Option<Timestamp>,
    game_secs: i64,
    status: String,
    current_round: i64,
    seed: i64,
    scheduled_event_id: Option<i64>,
    forum_id: Option<ChannelId>,
    created_at: Timestamp,
    started_at: Option<Timestamp>,
    finished_at: Option<Timestamp>,
}

const TOURNAMENT_COLUMNS: &str = "id, guild_id, channel_id, home_channel_id, announcement_id, \
    organiser_id, name, format, rounds, size, opening, jumps, CAST(rated AS INTEGER) AS rated, \
    max_players, starts_at, game_secs, status, current_round, seed, scheduled_event_id, \
    forum_id, created_at, started_at, finished_at";

impl TryFrom<StoredTournament> for Tournament {
    type Error = StoreError;

    fn try_from(r: StoredTournament) -> Result<Tournament, StoreError> {
        let id = r.id;
        let corrupt = |what: &str, detail: String| StoreError::CorruptTournament {
            id,
            detail: format!("{what}: {detail}"),
        };
        let count = |what: &str, n: i64| {
            u32::try_from(n).map_err(|_| corrupt(what, format!("{n} is not a count")))
        };
        let variant = stored_variant(&r.size, &r.opening, &r.jumps)
            .map_err(|(what, detail)| corrupt(what, detail))?;
        Ok(Tournament {
            id,
            guild: r.guild_id,
            channel: r.channel_id,
            home: r.home_channel_id,
            announcement: r.announcement_id,
            organiser: r.organiser_id,
            name: r.name,
            format: r
                .format
                .parse()
                .map_err(|e: crate::values::UnknownWord| corrupt("format", e.to_string()))?,
            rounds: r.rounds.map(|n| count("rounds", n)).transpose()?,
            variant,
            rated: r.rated.into(),
            max_players: count("max_players", r.max_players)?,
            starts_at: r.starts_at,
            game_secs: u64::try_from(r.game_secs)
                .map_err(|_| corrupt("game_secs", r.game_secs.to_string()))?,
            status: r
                .status
                .parse()
                .map_err(|e: crate::values::UnknownWord| corrupt("status", e.to_string()))?,
            current_round: count("current_round", r.current_round)?,
            // Bit for bit, as ids are.
            seed: r.seed as u64,
            scheduled_event: r.scheduled_event_id.map(|e| e as u64),
            forum: r.forum_id,
            created_at: r.created_at,
            started_at: r.started_at,
            finished_at: r.finished_at,
        })
    }
}

/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn insert_tournament(
    db: impl DbExecutor<'_>,
    t: &NewTournament<'_>,
) -> Result<TournamentId, StoreError> {
    let id = Named::new(
        "INSERT INTO tournaments (guild_id, channel_id, organiser_id, name, format, rounds, \
         size, opening, jumps, rated, max_players, starts_at, game_secs, status, seed, \
         created_at) VALUES (:guild, :channel, :organiser, :name, :format, :rounds, :size, \
         :opening, :jumps, :rated, :max_players, :starts_at, :game_secs, :status, :seed, \
         :now) RETURNING id",
    )
    .bind("guild", t.guild)
    .bind("channel", t.channel)
    .bind("organiser", t.organiser)
    .bind("name", t.name)
    .bind("format", t.format.name())
    .bind("rounds", t.rounds.map(i64::from))
    .bind("size", t.variant.size.to_string())
    .bind("opening", t.variant.opening.name())
    .bind("jumps", t.variant.jumps.name())
    .bind("rated", t.rated)
    .bind("max_players", i64::from(t.max_players))
    .bind("starts_at", t.starts_at)
    .bind("game_secs", i64::try_from(t.game_secs).unwrap_or(i64::MAX))
    .bind("status", TournamentStatus::SignUp.name())
    .bind("seed", t.seed as i64)
    .bind("now", t.now)
    .fetch_value(db)
    .await?;
    Ok(TournamentId(id))
}

/// # Errors
/// [`StoreError::Sqlx`] on database failure, [`StoreError::CorruptTournament`] for a row that does not decode.
pub async fn tournament_by_id(
    db: impl DbExecutor<'_>,
    id: TournamentId,
) -> Result<Option<Tournament>, StoreError> {
    let sql = format!("SELECT {TOURNAMENT_COLUMNS} FROM tournaments WHERE id = $1");
    sqlx::query_as::<_, StoredTournament>(&sql)
        .bind(id)
        .fetch_optional(db)
        .await?
        .map(Tournament::try_from)
        .transpose()
}

/// A server's tournaments in `statuses`, newest first, at most `limit`.
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure, [`StoreError::CorruptTournament`] for a row that does not decode.
pub async fn tournaments_in(
    db: impl DbExecutor<'_>,
    guild: GuildId,
    statuses: &[TournamentStatus],
    limit: usize,
) -> Result<Vec<Tournament>, StoreError> {
    // At most four statuses: bound as four parameters, unused ones repeating the first.
    let word = |i: usize| statuses.get(i).or(statuses.first()).map(|s| s.name());
    let sql = format!(
        "SELECT {TOURNAMENT_COLUMNS} FROM tournaments WHERE guild_id = :guild \
         AND status IN (:first, :second, :third, :fourth) ORDER BY id DESC LIMIT :limit"
    );
    let rows: Vec<StoredTournament> = Named::new(&sql)
        .bind("guild", guild)
        .bind("first", word(0))
        .bind("second", word(1))
        .bind("third", word(2))
        .bind("fourth", word(3))
        .bind("limit", i64::try_from(limit).unwrap_or(i64::MAX))
        .fetch_all(db)
        .await?;
    rows.into_iter().map(Tournament::try_from).collect()
}

/// Tournaments with work for the scheduler: every running one, and those
/// in sign-up whose start time has come (ids, oldest first).
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn tournaments_due(
    db: impl DbExecutor<'_>,
    now: Timestamp,
    guild: Option<GuildId>,
) -> Result<Vec<TournamentId>, StoreError> {
    Ok(sqlx::query_scalar(
        "SELECT id FROM tournaments WHERE (status = $2 OR (status = $3 AND starts_at <= $1)) \
         AND ($4 IS NULL OR guild_id = $4) ORDER BY id",
    )
    .bind(now)
    .bind(TournamentStatus::Running.name())
    .bind(TournamentStatus::SignUp.name())
    .bind(guild)
    .fetch_all(db)
    .await?)
}

/// Records where the tournament lives once the front end has made it: its
/// thread or forum post (and the forum), and its announcement.
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn set_tournament_home(
    db: impl DbExecutor<'_>,
    id: TournamentId,
    home: Option<ChannelId>,
    announcement: Option<MessageId>,
    forum: Option<ChannelId>,
) -> Result<(), StoreError> {
    sqlx::query(
        "UPDATE tournaments SET home_channel_id = COALESCE($2, home_channel_id), \
         announcement_id = COALESCE($3, announcement_id), \
         forum_id = COALESCE($4, forum_id) WHERE id = $1",
    )
    .bind(id)
    .bind(home)
    .bind(announcement)
    .bind(forum)
    .execute(db)
    .await?;
    Ok(())
}

/// Records (or, with `None`, forgets) the Discord scheduled event that
/// marks the tournament's start.
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn set_tournament_event(
    db: impl DbExecutor<'_>,
    id: TournamentId,
    event: Option<u64>,
) -> Result<(), StoreError> {
    sqlx::query("UPDATE tournaments SET scheduled_event_id = $2 WHERE id = $1")
        .bind(id)
        .bind(event.map(|e| e as i64))
        .execute(db)
        .await?;
    Ok(())
}

/// Holds the tournament's row until the transaction ends, so that changes
/// to its field (joins, the start) happen one after another on PostgreSQL;
/// SQLite has one writer anyway. False if the tournament is not in `status`.
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn lock_tournament(
    tx: &mut Tx,
    id: TournamentId,
    status: TournamentStatus,
) -> Result<bool, StoreError> {
    let done = sqlx::query("UPDATE tournaments SET status = status WHERE id = $1 AND status = $2")
        .bind(id)
        .bind(status.name())
        .execute(&mut **tx)
        .await?;
    Ok(done.rows_affected() == 1)
}

/// Moves a tournament from `from` to `to`; false if it was not in `from`.
/// Starting sets the rounds and the start time; ending sets the end time.
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn set_tournament_status(
    db: impl DbExecutor<'_>,
    id: TournamentId,
    from: TournamentStatus,
    to: TournamentStatus,
    rounds: Option<u32>,
    now: Timestamp,
) -> Result<bool, StoreError> {
    let started = to == TournamentStatus::Running;
    let done = Named::new(
        "UPDATE tournaments SET status = :to, rounds = COALESCE(:rounds, rounds), \
         started_at = CASE WHEN :started THEN :now ELSE started_at END, \
         finished_at = CASE WHEN :started THEN finished_at ELSE :now END \
         WHERE id = :id AND status = :from",
    )
    .bind("id", id)
    .bind("from", from.name())
    .bind("to", to.name())
    .bind("rounds", rounds.map(i64::from))
    .bind("now", now)
    .bind("started", started)
    .execute(db)
    .await?;
    Ok(done == 1)
}

/// Claims the pairing of the round after `paired` rounds: exactly one
/// caller moves the count on. False if another did, or the tournament is
/// no longer running.
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn claim_next_round(
    tx: &mut Tx,
    id: TournamentId,
    paired: u32,
) -> Result<bool, StoreError> {
    let done = sqlx::query(
        "UPDATE tournaments SET current_round = $2 + 1 \
         WHERE id = $1 AND current_round = $2 AND status = $3",
    )
    .bind(id)
    .bind(i64::from(paired))
    .bind(TournamentStatus::Running.name())
    .execute(&mut **tx)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// An `entrants` row as the database holds it.
#[derive(sqlx::FromRow)]
struct StoredEntrant {
    user_id: UserId,
    rating: f64,
    joined_at: Timestamp,
    withdrawn_from: Option<i64>,
}

impl From<StoredEntrant> for TournamentEntrant {
    fn from(e: StoredEntrant) -> TournamentEntrant {
        TournamentEntrant {
            user_id: e.user_id,
            rating: e.rating,
            joined_at: e.joined_at,
            withdrawn_from: e.withdrawn_from,
        }
    }
}

/// Entrants in the order they joined.
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn entrants_of(
    db: impl DbExecutor<'_>,
    id: TournamentId,
) -> Result<Vec<TournamentEntrant>, StoreError> {
    let rows: Vec<StoredEntrant> = sqlx::query_as(
        "SELECT user_id, rating, joined_at, withdrawn_from FROM tournament_entrants \
         WHERE tournament_id = $1 ORDER BY joined_at, user_id",
    )
    .bind(id)
    .fetch_all(db)
    .await?;
    Ok(rows.into_iter().map(TournamentEntrant::from).collect())
}

/// Adds an entrant; false if they had already joined.
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn insert_entrant(
    tx: &mut Tx,
    id: TournamentId,
    user: UserId,
    rating: f64,
    now: Timestamp,
) -> Result<bool, StoreError> {
    let done = sqlx::query(
        "INSERT INTO tournament_entrants (tournament_id, user_id, rating, joined_at) \
         VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING",
    )
    .bind(id)
    .bind(user)
    .bind(rating)
    .bind(now)
    .execute(&mut **tx)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// Removes an entrant before the start; false if they were not entered.
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn delete_entrant(
    tx: &mut Tx,
    id: TournamentId,
    user: UserId,
) -> Result<bool, StoreError> {
    let done =
        sqlx::query("DELETE FROM tournament_entrants WHERE tournament_id = $1 AND user_id = $2")
            .bind(id)
            .bind(user)
            .execute(&mut **tx)
            .await?;
    Ok(done.rows_affected() == 1)
}

/// Withdraws a running tournament's entrant from round `from` on; false if
/// they were not entered or had already withdrawn.
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn withdraw_entrant(
    db: impl DbExecutor<'_>,
    id: TournamentId,
    user: UserId,
    from: u32,
) -> Result<bool, StoreError> {
    let done = sqlx::query(
        "UPDATE tournament_entrants SET withdrawn_from = $3 \
         WHERE tournament_id = $1 AND user_id = $2 AND withdrawn_from IS NULL",
    )
    .bind(id)
    .bind(user)
    .bind(i64::from(from))
    .execute(db)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// Sets the rating an entrant is seeded by.
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn set_entrant_rating(
    tx: &mut Tx,
    id: TournamentId,
    user: UserId,
    rating: f64,
) -> Result<(), StoreError> {
    sqlx::query(
        "UPDATE tournament_entrants SET rating = $3 WHERE tournament_id = $1 AND user_id = $2",
    )
    .bind(id)
    .bind(user)
    .bind(rating)
    .execute(&mut **tx)
    .await?;
    Ok(())
}
