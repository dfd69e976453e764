//! A live game's clocks: Fischer time, kept by the server. The clock of the
//! player to move is the turn deadline less the time now; the other clock
//! is stored as their turn ended. A move is charged from the moment the
//! previous one was stored, and its mover gets the increment after it.

use std::time::Duration;

use super::{GameView, LiveClock};
use crate::engine::{Color, EndReason};
use crate::store::GameRow;
use crate::values::{GameStatus, Timestamp, millis};

/// Each clock after a move, and the next turn's deadline.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct ClockedMove {
    pub black: Duration,
    pub white: Duration,
    pub next_deadline: Timestamp,
}

impl ClockedMove {
    /// As stored: Black's and White's clocks in milliseconds.
    pub fn stored(self) -> (i64, i64) {
        (millis(self.black), millis(self.white))
    }
}

fn from_millis(ms: i64) -> Duration {
    Duration::from_millis(u64::try_from(ms).unwrap_or(0))
}

impl LiveClock {
    /// The clocks of a stored row; `None` for a correspondence game.
    pub(super) fn of_row(row: &GameRow) -> Option<LiveClock> {
        let control = row.time_control?;
        let stored = |ms: Option<i64>| ms.map_or(control.base(), from_millis);
        Some(LiveClock {
            control,
            black: stored(row.black_left_ms),
            white: stored(row.white_left_ms),
        })
    }

    fn stored(self, colour: Color) -> Duration {
        match colour {
            Color::Black => self.black,
            Color::White => self.white,
        }
    }
}

impl GameView {
    /// Whether the game is played on the clock.
    pub fn is_live(&self) -> bool {
        self.clock.is_some()
    }

    /// `colour`'s clock at `now`: running down for the player to move,
    /// stopped for the other, zero for a player who lost on time. `None`
    /// for a correspondence game.
    pub fn time_left(&self, colour: Color, now: Timestamp) -> Option<Duration> {
        let clock = self.clock?;
        let running = self.status == GameStatus::Active && self.player_to_move().is_some();
        if running && self.game.turn() == colour {
            return Some(self.turn_deadline.map_or(Duration::ZERO, |d| d.since(now)));
        }
        let flagged = self
            .game
            .outcome()
            .is_some_and(|o| o.reason == EndReason::Timeout && o.winner != colour);
        Some(if flagged {
            Duration::ZERO
        } else {
            clock.stored(colour)
        })
    }

    /// The clocks after the player to move moves at `now` (before their
    /// deadline, which the store guards), and the next turn's deadline.
    pub(super) fn clocked_move(&self, now: Timestamp) -> Option<ClockedMove> {
        let clock = self.clock?;
        let mover = self.game.turn();
        let left = self.time_left(mover, now)? + clock.control.increment();
        let (black, white) = match mover {
            Color::Black => (left, clock.white),
            Color::White => (clock.black, left),
        };
        let waiting = match mover {
            Color::Black => white,
            Color::White => black,
        };
        Some(ClockedMove {
            black,
            white,
            next_deadline: now.plus(waiting),
        })
    }
}
