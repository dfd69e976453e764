//! Playing strengths: the five levels of the bot.

use std::fmt;
use std::str::FromStr;

/// A playing strength from 1 (almost random) to 5 (strongest).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Level(u8);

impl Level {
    pub const MIN: Level = Level(1);
    pub const MAX: Level = Level(5);
    /// The level of a game against the bot when none is asked for.
    pub const DEFAULT: Level = Level(3);

    pub fn new(n: u8) -> Option<Level> {
        (Level::MIN.0..=Level::MAX.0)
            .contains(&n)
            .then_some(Level(n))
    }

    pub fn get(self) -> u8 {
        self.0
    }
}

/// A level outside 1 to 5.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("level must be a number from {} to {}, not '{}'", Level::MIN.0, Level::MAX.0, .0)]
pub struct ParseLevelError(String);

impl FromStr for Level {
    type Err = ParseLevelError;

    fn from_str(s: &str) -> Result<Level, ParseLevelError> {
        s.trim()
            .parse::<u8>()
            .ok()
            .and_then(Level::new)
            .ok_or_else(|| ParseLevelError(s.to_owned()))
    }
}

impl TryFrom<u8> for Level {
    type Error = ParseLevelError;

    fn try_from(n: u8) -> Result<Level, ParseLevelError> {
        Level::new(n).ok_or_else(|| ParseLevelError(n.to_string()))
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "level {}", self.0)
    }
}
