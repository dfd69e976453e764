//! The records of a server's tournaments: the tournament itself, its
//! entrants and its boards, as the store reads them and the service shows them.

use super::{
    BoardKind, ChannelId, GameId, GameStatus, GuildId, MessageId, Timestamp, TournamentFormat,
    TournamentId, TournamentStatus, UserId,
};
use crate::engine::{Color, Variant};

/// A stored tournament.
#[derive(Clone, Debug, PartialEq)]
pub struct Tournament {
    pub id: TournamentId,
    pub guild: GuildId,
    pub channel: ChannelId,
    pub home: Option<ChannelId>,
    pub announcement: Option<MessageId>,
    pub organiser: UserId,
    pub name: String,
    pub format: TournamentFormat,
    pub rounds: Option<u32>,
    pub variant: Variant,
    pub rated: bool,
    pub max_players: u32,
    pub starts_at: Option<Timestamp>,
    pub game_secs: u64,
    pub status: TournamentStatus,
    pub current_round: u32,
    pub seed: u64,
    pub scheduled_event: Option<u64>,
    /// The forum its post is in, if it is a forum post.
    pub forum: Option<ChannelId>,
    pub created_at: Timestamp,
    pub started_at: Option<Timestamp>,
    pub finished_at: Option<Timestamp>,
}

/// An entrant of a tournament.
#[derive(Clone, Debug, PartialEq)]
pub struct TournamentEntrant {
    pub user_id: UserId,
    pub rating: f64,
    pub joined_at: Timestamp,
    pub withdrawn_from: Option<i64>,
}

/// Names one board of a tournament.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct BoardKey {
    pub tournament: TournamentId,
    pub round: u32,
    pub board: u32,
    pub leg: u32,
}

/// A board as stored, with its game's state when it has one.
#[derive(Clone, Debug, PartialEq)]
pub struct TournamentBoard {
    pub key: BoardKey,
    pub kind: BoardKind,
    /// The player of a bye or a rest.
    pub black: UserId,
    pub white: Option<UserId>,
    pub game: Option<GameId>,
    pub deadline: Option<Timestamp>,
    /// A player who withdrew before the game began: it is not played, and they lose it.
    pub forfeited_by: Option<UserId>,
    pub game_status: Option<GameStatus>,
    pub winner: Option<Color>,
}

impl TournamentBoard {
    /// Whether `user` plays on this board (or has its bye).
    pub fn is_played_by(&self, user: UserId) -> bool {
        self.black == user || self.white == Some(user)
    }
}
