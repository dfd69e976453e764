//! Live games' time controls: minutes each, plus seconds per move (Fischer).

use std::fmt;
use std::str::FromStr;
use std::time::Duration;

/// Minutes on each clock at the start, and seconds added after each move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TimeControl {
    minutes: u32,
    increment_secs: u32,
}

impl TimeControl {
    /// The longest clock a live game may have: past three hours a game is a
    /// correspondence game, which the turn limit serves.
    pub const MOST_MINUTES: u32 = 180;
    /// The largest increment, in seconds.
    pub const MOST_INCREMENT: u32 = 180;
    /// The controls offered by name (the page's buttons, the chat's suggestions).
    pub const OFFERED: [TimeControl; 4] = [
        TimeControl::of(1, 0),
        TimeControl::of(3, 2),
        TimeControl::of(5, 3),
        TimeControl::of(10, 5),
    ];

    const fn of(minutes: u32, increment_secs: u32) -> TimeControl {
        TimeControl {
            minutes,
            increment_secs,
        }
    }

    /// `minutes` + `increment_secs`, if within the limits.
    pub fn new(minutes: u32, increment_secs: u32) -> Option<TimeControl> {
        ((1..=Self::MOST_MINUTES).contains(&minutes) && increment_secs <= Self::MOST_INCREMENT)
            .then_some(TimeControl::of(minutes, increment_secs))
    }

    /// Each clock at the start.
    pub fn base(self) -> Duration {
        Duration::from_secs(u64::from(self.minutes) * 60)
    }

    /// What a move adds to its mover's clock.
    pub fn increment(self) -> Duration {
        Duration::from_secs(u64::from(self.increment_secs))
    }

    /// From stored milliseconds; `None` for numbers no control has.
    pub fn from_millis(base_ms: i64, increment_ms: i64) -> Option<TimeControl> {
        let minutes = u32::try_from(base_ms / 60_000).ok()?;
        let secs = u32::try_from(increment_ms / 1000).ok()?;
        let exact = base_ms % 60_000 == 0 && increment_ms % 1000 == 0;
        TimeControl::new(minutes, secs).filter(|_| exact)
    }
}

/// Time control text that does not read: what is wrong with it.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "'{text}' is no time control: write minutes+seconds, as 3+2 (1 to {} minutes, up to {} seconds a move)",
    TimeControl::MOST_MINUTES,
    TimeControl::MOST_INCREMENT
)]
pub struct ParseTimeControlError {
    text: String,
}

impl ParseTimeControlError {
    /// The text given.
    pub fn text(&self) -> &str {
        &self.text
    }
}

impl FromStr for TimeControl {
    type Err = ParseTimeControlError;

    /// `3+2`, `10+0`, or `5` (no increment).
    fn from_str(s: &str) -> Result<TimeControl, ParseTimeControlError> {
        let error = || ParseTimeControlError { text: s.to_owned() };
        let (minutes, increment) = s.trim().split_once('+').unwrap_or((s.trim(), "0"));
        let number = |t: &str| t.trim().parse::<u32>().map_err(|_| error());
        TimeControl::new(number(minutes)?, number(increment)?).ok_or_else(error)
    }
}

impl fmt::Display for TimeControl {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}+{}", self.minutes, self.increment_secs)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn controls_read_and_print_as_players_write_them() {
        for offered in TimeControl::OFFERED {
            assert_eq!(offered.to_string().parse(), Ok(offered));
        }
        let blitz: TimeControl = " 3 + 2 ".parse().expect("3+2 reads");
        assert_eq!(blitz.base(), Duration::from_secs(180));
        assert_eq!(blitz.increment(), Duration::from_secs(2));
        assert_eq!("5".parse(), Ok(TimeControl::of(5, 0)));
        for bad in [
            "0+5", "181+0", "3+181", "3+", "+2", "three", "3+2+1", "-1+0",
        ] {
            let refused = bad.parse::<TimeControl>().expect_err(bad);
            assert!(refused.to_string().contains("minutes+seconds"), "{bad}");
        }
    }

    #[test]
    fn stored_millis_give_the_control_back_or_nothing() {
        let c = TimeControl::of(10, 5);
        assert_eq!(TimeControl::from_millis(600_000, 5_000), Some(c));
        assert_eq!(TimeControl::from_millis(600_001, 5_000), None);
        assert_eq!(TimeControl::from_millis(-60_000, 0), None);
        assert_eq!(TimeControl::from_millis(0, 0), None);
    }
}
