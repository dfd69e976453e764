//! The words the database stores for a game's state. Each word is written
//! once, here (or, for rules and colours, in the engine's `name()`), and SQL
//! binds these values instead of spelling them out.

use std::fmt;
use std::str::FromStr;

/// Where a game is in its life.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GameStatus {
    Challenge,
    Active,
    Finished,
    Declined,
    Cancelled,
    Expired,
    Aborted,
}

impl GameStatus {
    pub const ALL: [GameStatus; 7] = [
        GameStatus::Challenge,
        GameStatus::Active,
        GameStatus::Finished,
        GameStatus::Declined,
        GameStatus::Cancelled,
        GameStatus::Expired,
        GameStatus::Aborted,
    ];

    pub const fn name(self) -> &'static str {
        match self {
            GameStatus::Challenge => "challenge",
            GameStatus::Active => "active",
            GameStatus::Finished => "finished",
            GameStatus::Declined => "declined",
            GameStatus::Cancelled => "cancelled",
            GameStatus::Expired => "expired",
            GameStatus::Aborted => "aborted",
        }
    }
}

impl fmt::Display for GameStatus {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A stored word that is not one of its type's words.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown {what} '{given}': expected {expected}")]
pub struct UnknownWord {
    pub what: &'static str,
    pub given: String,
    pub expected: &'static str,
}

impl FromStr for GameStatus {
    type Err = UnknownWord;

    fn from_str(s: &str) -> Result<GameStatus, UnknownWord> {
        GameStatus::ALL
            .into_iter()
            .find(|g| g.name() == s)
            .ok_or_else(|| UnknownWord {
                what: "game status",
                given: s.to_string(),
                expected: "challenge, active, finished, declined, cancelled, expired or aborted",
            })
    }
}

/// The challenger's choice of colour.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum ColourChoice {
    Black,
    White,
    #[default]
    Random,
}

impl ColourChoice {
    pub const ALL: [ColourChoice; 3] = [
        ColourChoice::Black,
        ColourChoice::White,
        ColourChoice::Random,
    ];

    pub const fn name(self) -> &'static str {
        match self {
            ColourChoice::Black => crate::engine::Color::Black.name(),
            ColourChoice::White => crate::engine::Color::White.name(),
            ColourChoice::Random => "random",
        }
    }

    /// The colour asked for, if not left to chance.
    pub const fn colour(self) -> Option<crate::engine::Color> {
        match self {
            ColourChoice::Black => Some(crate::engine::Color::Black),
            ColourChoice::White => Some(crate::engine::Color::White),
            ColourChoice::Random => None,
        }
    }
}

impl fmt::Display for ColourChoice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for ColourChoice {
    type Err = UnknownWord;

    /// Any case, and the first letters `b`, `w`, `r`, as players type them.
    fn from_str(s: &str) -> Result<ColourChoice, UnknownWord> {
        let lower = s.trim().to_ascii_lowercase();
        ColourChoice::ALL
            .into_iter()
            .find(|c| c.name() == lower || c.name()[..1] == lower)
            .ok_or_else(|| UnknownWord {
                what: "colour",
                given: s.to_string(),
                expected: "black, white or random",
            })
    }
}

/// Where a member's attempt at a day's puzzle stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AttemptStatus {
    NotStarted,
    /// The member's move is next.
    Playing,
    /// The member's last move won.
    Solved,
    /// A wrong move ended it; the last move is the refutation.
    Failed,
}

impl AttemptStatus {
    /// The stored word (an attempt not started is stored as one in play).
    pub fn name(self) -> &'static str {
        match self {
            AttemptStatus::NotStarted | AttemptStatus::Playing => "playing",
            AttemptStatus::Solved => "solved",
            AttemptStatus::Failed => "failed",
        }
    }

    pub fn is_over(self) -> bool {
        matches!(self, AttemptStatus::Solved | AttemptStatus::Failed)
    }
}

/// A stored word type: its words, each written once, and parsing that
/// names what was expected.
macro_rules! words {
    ($(#[$doc:meta])* $name:ident, $what:literal, $expected:literal, { $($variant:ident => $word:literal),+ $(,)? }) => {
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum $name {
            $($variant),+
        }

        impl $name {
            pub const ALL: &[$name] = &[$($name::$variant),+];

            pub const fn name(self) -> &'static str {
                match self {
                    $($name::$variant => $word),+
                }
            }
        }

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(self.name())
            }
        }

        impl FromStr for $name {
            type Err = UnknownWord;

            fn from_str(s: &str) -> Result<$name, UnknownWord> {
                $name::ALL
                    .iter()
                    .copied()
                    .find(|w| w.name() == s)
                    .ok_or_else(|| UnknownWord {
                        what: $what,
                        given: s.to_string(),
                        expected: $expected,
                    })
            }
        }
    };
}

words!(
    /// How a tournament pairs its players.
    TournamentFormat, "tournament format", "swiss, round-robin, double-round-robin or knockout", {
        Swiss => "swiss",
        RoundRobin => "round-robin",
        DoubleRoundRobin => "double-round-robin",
        Knockout => "knockout",
    }
);

words!(
    /// Where a tournament is in its life.
    TournamentStatus, "tournament status", "sign-up, running, finished or cancelled", {
        SignUp => "sign-up",
        Running => "running",
        Finished => "finished",
        Cancelled => "cancelled",
    }
);

words!(
    /// What a tournament board holds: a game, a bye (a point), or a rest (none).
    BoardKind, "board kind", "game, bye or rest", {
        Game => "game",
        Bye => "bye",
        Rest => "rest",
    }
);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_round_trip_and_strangers_are_refused() {
        for s in GameStatus::ALL {
            assert_eq!(s.name().parse::<GameStatus>(), Ok(s));
        }
        for c in ColourChoice::ALL {
            assert_eq!(c.name().parse::<ColourChoice>(), Ok(c));
            assert_eq!(c.name()[..1].parse::<ColourChoice>(), Ok(c));
        }
        for f in TournamentFormat::ALL {
            assert_eq!(f.name().parse::<TournamentFormat>(), Ok(*f));
        }
        for t in TournamentStatus::ALL {
            assert_eq!(t.name().parse::<TournamentStatus>(), Ok(*t));
        }
        for k in BoardKind::ALL {
            assert_eq!(k.name().parse::<BoardKind>(), Ok(*k));
        }
        assert!("Swiss".parse::<TournamentFormat>().is_err());
        assert!("Active".parse::<GameStatus>().is_err());
        assert!("".parse::<ColourChoice>().is_err());
        assert!("purple".parse::<ColourChoice>().is_err());
    }
}
