//! A `games` row decoded into typed fields: the one boundary where stored
//! words become values, and a word that is not one becomes an error naming
//! the game and the column.

use super::{Flag, StoreError};
use crate::engine::{Color, EndReason, ParsePositionError, Position, Variant};
use crate::values::{
    ChannelId, ColourChoice, GameId, GameStatus, GuildId, Level, MessageId, Place, TimeControl,
    UserId,
};

/// A row of `games`, decoded: every word and number checked (see [`StoredGame`]).
#[derive(Clone, Debug, PartialEq)]
pub struct GameRow {
    pub id: GameId,
    pub place: Place,
    pub challenger: UserId,
    /// `None` for an open challenge, until someone accepts it.
    pub opponent: Option<UserId>,
    pub colour_choice: ColourChoice,
    pub black: Option<UserId>,
    pub white: Option<UserId>,
    pub status: GameStatus,
    pub variant: Variant,
    pub rated: bool,
    pub ai_level: Option<Level>,
    pub ply: usize,
    /// Canonical notations, space-separated.
    pub move_list: String,
    /// When each move was made (ms), space-separated.
    pub move_times: String,
    /// The position after `ply` moves: a cache, checked against the moves on load.
    pub position: String,
    pub winner: Option<Color>,
    pub end_reason: Option<EndReason>,
    pub created_at: i64,
    pub updated_at: i64,
    pub expires_at: Option<i64>,
    pub turn_deadline: Option<i64>,
    pub reminder_at: Option<i64>,
    pub reminded: bool,
    pub finished_at: Option<i64>,
    /// The server's turn limit, if it set one (joined from `guild_settings`).
    pub turn_limit_secs: Option<i64>,
    /// The message carrying the game's live controls, once one is posted.
    pub board_message: Option<MessageId>,
    /// Whether the last mover asked to take their move back (one request
    /// per move), and whether that request still waits for an answer.
    pub takeback_asked: bool,
    pub takeback_open: bool,
    /// Takebacks taken in the game.
    pub takebacks: i64,
    /// The position a set-up game started from; `None` for the full board.
    pub start: Option<Position>,
    /// Whether the game is a tournament's (on one of its boards).
    pub in_tournament: bool,
    /// A live game's time control; `None` for a correspondence game.
    pub time_control: Option<TimeControl>,
    /// Each clock as its player's turn began (ms), for a live game.
    pub black_left_ms: Option<i64>,
    pub white_left_ms: Option<i64>,
}

/// A row of `games` as the database holds it: the words still text.
#[derive(sqlx::FromRow)]
pub(super) struct StoredGame {
    id: GameId,
    guild_id: GuildId,
    channel_id: ChannelId,
    parent_channel_id: Option<ChannelId>,
    challenger_id: UserId,
    opponent_id: Option<UserId>,
    colour_choice: String,
    black_id: Option<UserId>,
    white_id: Option<UserId>,
    status: String,
    size: String,
    opening: String,
    jumps: String,
    rated: Flag,
    ai_level: Option<i64>,
    ply: i64,
    move_list: String,
    move_times: String,
    position: String,
    winner: Option<String>,
    end_reason: Option<String>,
    created_at: i64,
    updated_at: i64,
    expires_at: Option<i64>,
    turn_deadline: Option<i64>,
    reminder_at: Option<i64>,
    reminded: Flag,
    finished_at: Option<i64>,
    turn_limit_secs: Option<i64>,
    board_message_id: Option<MessageId>,
    answers_only: Flag,
    mirror_channel_id: Option<ChannelId>,
    takeback_asked: Flag,
    takeback_open: Flag,
    takebacks: i64,
    start_position: Option<String>,
    in_tournament: Flag,
    clock_ms: Option<i64>,
    increment_ms: Option<i64>,
    black_left_ms: Option<i64>,
    white_left_ms: Option<i64>,
}

impl GameRow {
    /// Who makes the move after `ply` earlier ones: Black first, unless
    /// the game was set up with White to move.
    pub fn mover_at(&self, ply: usize) -> Color {
        let first = self.start.map_or(Color::Black, |p| p.turn());
        first.after(ply)
    }
}

impl TryFrom<StoredGame> for GameRow {
    type Error = StoreError;

    /// Every stored word is checked; one that is not a word of its kind is
    /// reported with the game's id and the column, never guessed at.
    fn try_from(r: StoredGame) -> Result<GameRow, StoreError> {
        let game = r.id;
        let corrupt =
            |what: &'static str, detail: String| StoreError::CorruptGame { game, what, detail };
        let variant = stored_variant(&r.size, &r.opening, &r.jumps)
            .map_err(|(what, detail)| corrupt(what, detail))?;
        let ai_level = r
            .ai_level
            .map(|l| {
                u8::try_from(l)
                    .ok()
                    .and_then(Level::new)
                    .ok_or_else(|| corrupt("ai_level", format!("{l} is not a level")))
            })
            .transpose()?;
        let winner = r
            .winner
            .map(|w| Color::from_name(&w).ok_or_else(|| corrupt("winner", format!("'{w}'"))))
            .transpose()?;
        let end_reason = r
            .end_reason
            .map(|e| {
                EndReason::from_name(&e).ok_or_else(|| corrupt("end_reason", format!("'{e}'")))
            })
            .transpose()?;
        Ok(GameRow {
            id: game,
            place: Place {
                guild: r.guild_id,
                channel: r.channel_id,
                parent: r.parent_channel_id,
                answers_only: r.answers_only.into(),
                mirror: r.mirror_channel_id,
            },
            challenger: r.challenger_id,
            opponent: r.opponent_id,
            colour_choice: r
                .colour_choice
                .parse()
                .map_err(|e: crate::values::UnknownWord| corrupt("colour_choice", e.to_string()))?,
            black: r.black_id,
            white: r.white_id,
            status: r
                .status
                .parse()
                .map_err(|e: crate::values::UnknownWord| corrupt("status", e.to_string()))?,
            variant,
            rated: r.rated.into(),
            ai_level,
            ply: usize::try_from(r.ply).map_err(|_| corrupt("ply", r.ply.to_string()))?,
            move_list: r.move_list,
            move_times: r.move_times,
            position: r.position,
            winner,
            end_reason,
            created_at: r.created_at,
            updated_at: r.updated_at,
            expires_at: r.expires_at,
            turn_deadline: r.turn_deadline,
            reminder_at: r.reminder_at,
            reminded: r.reminded.into(),
            finished_at: r.finished_at,
            turn_limit_secs: r.turn_limit_secs,
            board_message: r.board_message_id,
            takeback_asked: r.takeback_asked.into(),
            takeback_open: r.takeback_open.into(),
            takebacks: r.takebacks,
            start: r
                .start_position
                .map(|p| {
                    p.parse()
                        .map_err(|e: ParsePositionError| corrupt("start_position", e.to_string()))
                })
                .transpose()?,
            in_tournament: r.in_tournament.into(),
            time_control: stored_time_control(game, r.clock_ms, r.increment_ms)?,
            black_left_ms: r.black_left_ms,
            white_left_ms: r.white_left_ms,
        })
    }
}

/// Game `game`'s stored time control (`None` for correspondence).
fn stored_time_control(
    game: GameId,
    base_ms: Option<i64>,
    increment_ms: Option<i64>,
) -> Result<Option<TimeControl>, StoreError> {
    let (Some(base), Some(increment)) = (base_ms, increment_ms) else {
        return Ok(None);
    };
    let corrupt = || StoreError::CorruptGame {
        game,
        what: "clock_ms",
        detail: format!("{base} ms + {increment} ms"),
    };
    TimeControl::from_millis(base, increment)
        .map(Some)
        .ok_or_else(corrupt)
}

/// A variant from its stored words; the column at fault and why, if one
/// does not read.
pub(super) fn stored_variant(
    size: &str,
    opening: &str,
    jumps: &str,
) -> Result<Variant, (&'static str, String)> {
    let size = size
        .parse()
        .map_err(|e: crate::engine::SizeError| ("size", e.to_string()))?;
    let opening = opening
        .parse()
        .map_err(|e: crate::engine::ParseSettingError| ("opening", e.to_string()))?;
    let jumps = jumps
        .parse()
        .map_err(|e: crate::engine::ParseSettingError| ("jumps", e.to_string()))?;
    Variant::new(size, opening, jumps).map_err(|e| ("variant", e.to_string()))
}

pub(super) fn decode_all(rows: Vec<StoredGame>) -> Result<Vec<GameRow>, StoreError> {
    rows.into_iter().map(GameRow::try_from).collect()
}

/// A ply as the database counts it.
pub(super) fn db_ply(ply: usize) -> i64 {
    i64::try_from(ply).unwrap_or(i64::MAX)
}
