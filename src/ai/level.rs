//! Playing strengths: the five levels and the two yardsticks.

use std::fmt;
use std::str::FromStr;

/// A playing strength from 1 (almost random) to 5 (strongest).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Level(u8);

/// How a level plays: how deep it looks, and how much noise blurs its judgement.
pub(super) struct LevelPlan {
    pub(super) depth: u32,
    /// Uniform noise added to each root move's score (evaluation units).
    pub(super) noise: i32,
}

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

    /// Levels 1–4 are weaker by design (shallow, noisy), not by being slower;
    /// level 5 deepens until its time runs out and proves endgames exactly.
    pub(super) fn plan(self) -> Option<LevelPlan> {
        match self.0 {
            1 => Some(LevelPlan {
                depth: 1,
                noise: 400,
            }),
            2 => Some(LevelPlan {
                depth: 1,
                noise: 24,
            }),
            3 => Some(LevelPlan {
                depth: 2,
                noise: 10,
            }),
            4 => Some(LevelPlan { depth: 4, noise: 1 }),
            _ => None,
        }
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

/// Who picks the moves: an AI level or one of the two yardsticks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Player {
    /// A uniformly random legal move.
    Random,
    /// The move leaving the best mobility margin one ply ahead.
    Greedy,
    Level(Level),
}

/// A player name that is not `random`, `greedy` or a level `1` to `5`.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown player '{0}': expected random, greedy, or a level from 1 to 5")]
pub struct ParsePlayerError(String);

impl FromStr for Player {
    type Err = ParsePlayerError;

    fn from_str(s: &str) -> Result<Player, ParsePlayerError> {
        let t = s.trim().to_ascii_lowercase();
        let t = t.strip_prefix("level").map_or(t.as_str(), str::trim);
        match t {
            "random" => Ok(Player::Random),
            "greedy" => Ok(Player::Greedy),
            n => n
                .parse::<Level>()
                .map(Player::Level)
                .map_err(|_| ParsePlayerError(s.to_owned())),
        }
    }
}

impl fmt::Display for Player {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Player::Random => f.write_str("random"),
            Player::Greedy => f.write_str("greedy"),
            Player::Level(l) => l.fmt(f),
        }
    }
}
