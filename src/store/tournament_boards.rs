//! A tournament's boards: who plays whom in each round, the game each
//! became, and the claims and forfeits around starting them.

use super::named::Named;
use super::{DbExecutor, StoreError, Tx};
use crate::engine::Color;
use crate::values::{
    BoardKey, BoardKind, GameId, GameStatus, GuildId, Timestamp, TournamentBoard, TournamentId,
    TournamentStatus, UserId,
};

/// The board's row, as every statement on one board names it.
const ONE_BOARD: &str =
    "tournament_id = :tournament AND round = :round AND board = :board AND leg = :leg";

/// `statement` with `key` bound to `:tournament`, `:round`, `:board` and `:leg`.
fn bind_key(statement: Named<'_>, key: BoardKey) -> Named<'_> {
    statement
        .bind("tournament", key.tournament)
        .bind("round", i64::from(key.round))
        .bind("board", i64::from(key.board))
        .bind("leg", i64::from(key.leg))
}

/// A board's key as the database returns it; `None` for counts out of range.
fn key_from((tournament, round, board, leg): (TournamentId, i64, i64, i64)) -> Option<BoardKey> {
    Some(BoardKey {
        tournament,
        round: u32::try_from(round).ok()?,
        board: u32::try_from(board).ok()?,
        leg: u32::try_from(leg).ok()?,
    })
}

#[derive(sqlx::FromRow)]
struct StoredBoard {
    tournament_id: TournamentId,
    round: i64,
    board: i64,
    leg: i64,
    kind: String,
    black_id: UserId,
    white_id: Option<UserId>,
    game_id: Option<GameId>,
    deadline: Option<Timestamp>,
    forfeited_by: Option<UserId>,
    game_status: Option<String>,
    winner: Option<String>,
}

impl TryFrom<StoredBoard> for TournamentBoard {
    type Error = StoreError;

    fn try_from(r: StoredBoard) -> Result<TournamentBoard, StoreError> {
        let id = r.tournament_id;
        let corrupt = |what: &str, detail: String| StoreError::CorruptTournament {
            id,
            detail: format!("board {}/{}/{}: {what}: {detail}", r.round, r.board, r.leg),
        };
        let count = |what: &str, n: i64| {
            u32::try_from(n).map_err(|_| corrupt(what, format!("{n} is not a count")))
        };
        Ok(TournamentBoard {
            key: BoardKey {
                tournament: id,
                round: count("round", r.round)?,
                board: count("board", r.board)?,
                leg: count("leg", r.leg)?,
            },
            kind: r
                .kind
                .parse()
                .map_err(|e: crate::values::UnknownWord| corrupt("kind", e.to_string()))?,
            black: r.black_id,
            white: r.white_id,
            game: r.game_id,
            deadline: r.deadline,
            forfeited_by: r.forfeited_by,
            game_status: r
                .game_status
                .as_deref()
                .map(str::parse)
                .transpose()
                .map_err(|e: crate::values::UnknownWord| corrupt("game status", e.to_string()))?,
            winner: r
                .winner
                .as_deref()
                .map(|w| Color::from_name(w).ok_or_else(|| corrupt("winner", w.to_string())))
                .transpose()?,
        })
    }
}

/// Every board of a tournament, in round, board and leg order.
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure, [`StoreError::CorruptTournament`] for a row that does not decode.
pub async fn boards_of(
    db: impl DbExecutor<'_>,
    id: TournamentId,
) -> Result<Vec<TournamentBoard>, StoreError> {
    let rows: Vec<StoredBoard> = sqlx::query_as(
        "SELECT b.tournament_id, b.round, b.board, b.leg, b.kind, b.black_id, b.white_id, \
         b.game_id, b.deadline, b.forfeited_by, g.status AS game_status, g.winner \
         FROM tournament_boards b LEFT JOIN games g ON g.id = b.game_id \
         WHERE b.tournament_id = $1 ORDER BY b.round, b.board, b.leg",
    )
    .bind(id)
    .fetch_all(db)
    .await?;
    rows.into_iter().map(TournamentBoard::try_from).collect()
}

/// A board to add to a round.
#[derive(Clone, Copy, Debug)]
pub struct NewBoard {
    pub key: BoardKey,
    pub kind: BoardKind,
    pub black: UserId,
    pub white: Option<UserId>,
    pub deadline: Option<Timestamp>,
}

/// Adds a board; false if it already exists (another process added it).
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn insert_board(tx: &mut Tx, b: &NewBoard) -> Result<bool, StoreError> {
    let done = bind_key(
        Named::new(
            "INSERT INTO tournament_boards (tournament_id, round, board, leg, kind, black_id, \
             white_id, deadline) VALUES (:tournament, :round, :board, :leg, :kind, :black, \
             :white, :deadline) ON CONFLICT DO NOTHING",
        ),
        b.key,
    )
    .bind("kind", b.kind.name())
    .bind("black", b.black)
    .bind("white", b.white)
    .bind("deadline", b.deadline)
    .execute(&mut **tx)
    .await?;
    Ok(done == 1)
}

/// Game boards of running tournaments with no game yet and no process
/// setting one up (or one whose claim has lapsed), oldest first.
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn boards_to_start(
    db: impl DbExecutor<'_>,
    now: Timestamp,
    guild: Option<GuildId>,
) -> Result<Vec<BoardKey>, StoreError> {
    let rows: Vec<(TournamentId, i64, i64, i64)> = sqlx::query_as(
        "SELECT b.tournament_id, b.round, b.board, b.leg FROM tournament_boards b \
         JOIN tournaments t ON t.id = b.tournament_id \
         WHERE b.kind = $2 AND b.game_id IS NULL AND b.forfeited_by IS NULL AND t.status = $3 \
         AND (b.claimed_until IS NULL OR b.claimed_until <= $1) \
         AND ($4 IS NULL OR t.guild_id = $4) \
         ORDER BY b.tournament_id, b.round, b.board, b.leg",
    )
    .bind(now)
    .bind(BoardKind::Game.name())
    .bind(TournamentStatus::Running.name())
    .bind(guild)
    .fetch_all(db)
    .await?;
    Ok(rows.into_iter().filter_map(key_from).collect())
}

/// Claims the setting up of a board's game until `until`; false if it has
/// a game or another process holds it.
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn claim_board(
    db: impl DbExecutor<'_>,
    key: BoardKey,
    now: Timestamp,
    until: Timestamp,
) -> Result<bool, StoreError> {
    let sql = format!(
        "UPDATE tournament_boards SET claimed_until = :until WHERE {ONE_BOARD} \
         AND game_id IS NULL AND forfeited_by IS NULL \
         AND (claimed_until IS NULL OR claimed_until <= :now)"
    );
    let done = bind_key(Named::new(&sql), key)
        .bind("now", now)
        .bind("until", until)
        .execute(db)
        .await?;
    Ok(done == 1)
}

/// Links a board to its game, and starts its clock; false if it already has one.
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn link_board_game(tx: &mut Tx, key: BoardKey, game: GameId) -> Result<bool, StoreError> {
    let sql = format!(
        "UPDATE tournament_boards SET game_id = :game WHERE {ONE_BOARD} \
         AND game_id IS NULL AND forfeited_by IS NULL"
    );
    let done = bind_key(Named::new(&sql), key)
        .bind("game", game)
        .execute(&mut **tx)
        .await?;
    Ok(done == 1)
}

/// Running games of tournaments past their board's deadline.
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn games_past_deadline(
    db: impl DbExecutor<'_>,
    id: TournamentId,
    now: Timestamp,
) -> Result<Vec<GameId>, StoreError> {
    Ok(sqlx::query_scalar(
        "SELECT b.game_id FROM tournament_boards b JOIN games g ON g.id = b.game_id \
         WHERE b.tournament_id = $1 AND b.deadline <= $2 AND g.status = $3 ORDER BY b.game_id",
    )
    .bind(id)
    .bind(now)
    .bind(GameStatus::Active.name())
    .fetch_all(db)
    .await?)
}

/// The tournament board a game plays on, if it is a tournament game.
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn board_of_game(
    db: impl DbExecutor<'_>,
    game: GameId,
) -> Result<Option<BoardKey>, StoreError> {
    let row: Option<(TournamentId, i64, i64, i64)> = sqlx::query_as(
        "SELECT tournament_id, round, board, leg FROM tournament_boards WHERE game_id = $1",
    )
    .bind(game)
    .fetch_optional(db)
    .await?;
    Ok(row.and_then(key_from))
}

/// Forfeits a board whose game has not begun, against `loser`; false if its
/// game began (or it was already forfeited) meanwhile.
///
/// # Errors
/// [`StoreError::Sqlx`] on database failure.
pub async fn forfeit_unstarted_board(
    db: impl DbExecutor<'_>,
    key: BoardKey,
    loser: UserId,
) -> Result<bool, StoreError> {
    let sql = format!(
        "UPDATE tournament_boards SET forfeited_by = :loser WHERE {ONE_BOARD} \
         AND game_id IS NULL AND forfeited_by IS NULL"
    );
    let done = bind_key(Named::new(&sql), key)
        .bind("loser", loser)
        .execute(db)
        .await?;
    Ok(done == 1)
}
