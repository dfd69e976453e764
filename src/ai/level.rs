//! How the five levels play, and the two yardsticks they are measured against.

use std::fmt;
use std::str::FromStr;

use crate::values::Level;

/// How a level plays: how deep it looks, and how much noise blurs its judgement.
pub(super) struct LevelPlan {
    pub(super) depth: u32,
    /// Uniform noise added to each root move's score (evaluation units).
    pub(super) noise: i32,
}

/// Levels 1–4 are weaker by design (shallow, noisy), not by being slower;
/// level 5 deepens until its time runs out and proves endgames exactly.
pub(super) fn plan(level: Level) -> Option<LevelPlan> {
    match level.get() {
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
