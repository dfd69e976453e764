//! Typed ids, and timestamps. Users, servers and channels are Discord
//! snowflakes (u64), games and tournaments the database's numbers: each has
//! a type of its own, so a user id can't be passed where a server id belongs.
//! (The store keeps them bit for bit as BIGINT; see `store::ids`.)

use std::fmt;
use std::time::Duration;

macro_rules! id_type {
    ($(#[$doc:meta])* $name:ident, $inner:ty) => {
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub struct $name(pub $inner);

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                write!(f, "{}", self.0)
            }
        }
    };
}

id_type!(/// A Discord user (or a local player of the terminal front end).
    UserId, u64);
id_type!(/// A Discord server.
    GuildId, u64);
id_type!(/// A Discord channel or thread.
    ChannelId, u64);
id_type!(/// A Discord role.
    RoleId, u64);
id_type!(/// A Discord message: a game's live board.
    MessageId, u64);
id_type!(/// A game (or challenge) in the database.
    GameId, i64);
id_type!(/// A tournament in the database.
    TournamentId, i64);
id_type!(/// Milliseconds since the Unix epoch.
    Timestamp, i64);

/// `d` in whole milliseconds, as timestamps count (the longest a timestamp
/// holds if it is longer).
pub fn millis(d: Duration) -> i64 {
    i64::try_from(d.as_millis()).unwrap_or(i64::MAX)
}

impl Timestamp {
    pub const EPOCH: Timestamp = Timestamp(0);

    pub fn plus(self, d: Duration) -> Timestamp {
        Timestamp(self.0.saturating_add(millis(d)))
    }

    pub fn minus(self, d: Duration) -> Timestamp {
        Timestamp(self.0.saturating_sub(millis(d)))
    }

    /// Time from `earlier` to `self`, or zero if `earlier` is later.
    pub fn since(self, earlier: Timestamp) -> Duration {
        Duration::from_millis(u64::try_from(self.0 - earlier.0).unwrap_or(0))
    }

    /// Whole seconds since the epoch, as Discord's `<t:…>` timestamps want.
    pub fn unix_seconds(self) -> i64 {
        self.0.div_euclid(1000)
    }
}

impl GuildId {
    /// Direct messages and group DMs, which belong to no server: their
    /// games, names and limits are kept under this id, which no Discord
    /// server has (snowflakes stay below 2^63) and the terminal doesn't use
    /// (its server is 0).
    pub const DIRECT: GuildId = GuildId(u64::MAX);
}

/// Where a game lives: a channel (or thread) of a server.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Place {
    pub guild: GuildId,
    /// The channel or thread itself: games are found by it.
    pub channel: ChannelId,
    /// For a thread, the channel it belongs to (where results are announced
    /// and whose permission to host games counts); `None` for a channel.
    pub parent: Option<ChannelId>,
    /// Whether the bot only answers interactions here and can't post: a
    /// direct message or group DM between players, or a server where only a
    /// player installed the app. Reminders and forfeits then go by direct
    /// message instead.
    pub answers_only: bool,
    /// For a game between servers, played in each player's DM with the
    /// bot: the opponent's DM, showing the same game (`channel` is the
    /// challenger's).
    pub mirror: Option<ChannelId>,
}

impl Place {
    /// A channel of a server, not a thread.
    pub const fn channel(guild: GuildId, channel: ChannelId) -> Place {
        Place {
            guild,
            channel,
            parent: None,
            answers_only: false,
            mirror: None,
        }
    }

    /// A thread of a server, under the channel `parent`.
    pub fn thread(guild: GuildId, thread: ChannelId, parent: ChannelId) -> Place {
        Place {
            guild,
            channel: thread,
            parent: Some(parent),
            answers_only: false,
            mirror: None,
        }
    }

    /// The channel that counts for the server's list of game channels: a
    /// thread's parent, or the channel itself.
    pub fn home(&self) -> ChannelId {
        self.parent.unwrap_or(self.channel)
    }
}

/// Which game a call means: one the user named (by its number, a board's
/// button, the page showing it), or the open one of the place they are in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameRef {
    Named(GameId),
    Here(Place),
}

impl From<GameId> for GameRef {
    fn from(game: GameId) -> GameRef {
        GameRef::Named(game)
    }
}

impl From<Place> for GameRef {
    fn from(place: Place) -> GameRef {
        GameRef::Here(place)
    }
}
