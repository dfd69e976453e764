//! Tournaments without I/O: who plays whom in the next round (Swiss, round
//! robin, knockout) and the standings, computed from the field and the
//! rounds played so far. Deterministic: the same field and results give the
//! same pairings on any process, whatever order the entrants are listed in.
//!
//! Kōnane has no draws, so every game gives one point to its winner. Black
//! moves first, so "Black" plays the part White plays in chess pairing
//! rules (the first-named player of a Berger table is Black).

mod knockout;
mod round_robin;
mod standings;
mod swiss;

pub use knockout::{KnockoutMatch, MatchState, bracket, decider_black, knockout_round};
pub use round_robin::{round_robin_round, round_robin_rounds};
pub use standings::{Standing, TieBreaks, standings};
pub use swiss::{SWISS_SEARCH_BUDGET, swiss_round, swiss_rounds};

use crate::engine::Color;

/// An entrant, known by a stable id (a Discord user id).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Entrant {
    pub id: u64,
    /// Seeds the field: higher first.
    pub rating: f64,
    /// The first round they are no longer paired in, if they withdrew or
    /// were removed.
    pub withdrawn_from: Option<u32>,
}

impl Entrant {
    pub fn new(id: u64, rating: f64) -> Entrant {
        Entrant {
            id,
            rating,
            withdrawn_from: None,
        }
    }

    /// Whether they are paired in round `round` (counted from 0).
    pub fn plays_in(&self, round: u32) -> bool {
        self.withdrawn_from.is_none_or(|from| round < from)
    }
}

/// One board of a round.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Board {
    /// A game; `winner` is `None` until it ends (a forfeit is a win too).
    Game {
        black: u64,
        white: u64,
        winner: Option<Color>,
    },
    /// An unpaired player in a Swiss with an odd field: a point, no game.
    Bye(u64),
    /// No game and no point: a round-robin round off, or an opponent who
    /// withdrew.
    Rest(u64),
}

impl Board {
    pub fn game(black: u64, white: u64) -> Board {
        Board::Game {
            black,
            white,
            winner: None,
        }
    }

    /// The players on this board.
    pub fn players(&self) -> Vec<u64> {
        match *self {
            Board::Game { black, white, .. } => vec![black, white],
            Board::Bye(id) | Board::Rest(id) => vec![id],
        }
    }

    /// Points `player` scored here.
    pub fn points_of(&self, player: u64) -> u32 {
        match *self {
            Board::Game {
                black,
                white,
                winner: Some(winner),
            } => {
                let won = match winner {
                    Color::Black => black,
                    Color::White => white,
                };
                u32::from(won == player)
            }
            Board::Bye(id) => u32::from(id == player),
            _ => 0,
        }
    }

    /// `player`'s opponent and colour, if this board is their game.
    pub fn opponent_of(&self, player: u64) -> Option<(u64, Color)> {
        match *self {
            Board::Game { black, white, .. } if black == player => Some((white, Color::Black)),
            Board::Game { black, white, .. } if white == player => Some((black, Color::White)),
            _ => None,
        }
    }
}

/// A round: its boards, in table order.
pub type Round = Vec<Board>;

/// `entrants` in seed order: rating, then id, so ties are broken the same
/// everywhere.
pub fn seeded(entrants: &[Entrant]) -> Vec<Entrant> {
    let mut seeded = entrants.to_vec();
    seeded.sort_by(|a, b| b.rating.total_cmp(&a.rating).then(a.id.cmp(&b.id)));
    seeded
}

#[cfg(test)]
mod tests;
