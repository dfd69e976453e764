//! The small values every layer shares: typed ids and timestamps, where a
//! game lives, the words stored for states, the bot's levels, and the
//! records of tournaments and seasons. They sit under the store, the AI
//! and the service, so none of those hands out another's types: the front
//! ends import them from here.

mod authority;
mod ids;
mod level;
mod season;
mod time_control;
mod tournament;
mod words;

pub use authority::{Authority, Blocking};
pub use ids::{
    ChannelId, GameId, GameRef, GuildId, MessageId, Place, RoleId, Timestamp, TournamentId, UserId,
    millis,
};
pub use level::{Level, ParseLevelError};
pub use season::Season;
pub use time_control::{ParseTimeControlError, TimeControl};
pub use tournament::{BoardKey, Tournament, TournamentBoard, TournamentEntrant};
pub use words::{
    AttemptStatus, BoardKind, ColourChoice, GameStatus, TournamentFormat, TournamentStatus,
    UnknownWord,
};
