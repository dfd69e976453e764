//! Knockout: the field seeded by rating into a bracket whose size is a power
//! of two, so the top seeds meet the byes (1 against the last seed, the
//! halves kept apart until the final). A match is two games with colours
//! swapped; a 1–1 is settled by one more game on the same board, its colours
//! drawn at random from a seed, so every process draws the same.

use super::{Board, Entrant, seeded};
use crate::engine::Color;

/// A match of a knockout round; `second` is `None` for a bye.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct KnockoutMatch {
    /// Black in the first game.
    pub first: u64,
    pub second: Option<u64>,
}

/// Where a match stands, given its games so far.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MatchState {
    /// A game is being played.
    Playing,
    /// The next game to start.
    Next {
        black: u64,
        white: u64,
    },
    Won(u64),
}

/// First-round slots, in bracket order: pairs of neighbours meet, and
/// `None` is a bye.
pub fn bracket(entrants: &[Entrant]) -> Vec<Option<u64>> {
    let seeds = seeded(entrants);
    let size = seeds.len().max(2).next_power_of_two();
    seed_order(size)
        .into_iter()
        .map(|seed| seeds.get(seed - 1).map(|e| e.id))
        .collect()
}

/// Seeds (from 1) in bracket order: 1, 8, 4, 5, 2, 7, 3, 6 for eight.
fn seed_order(size: usize) -> Vec<usize> {
    let mut order = vec![1];
    while order.len() < size {
        let next = order.len() * 2;
        order = order.iter().flat_map(|&s| [s, next + 1 - s]).collect();
    }
    order
}

/// The matches of a round, from the previous round's winners (or the
/// first round's slots) in bracket order.
pub fn knockout_round(slots: &[Option<u64>]) -> Vec<KnockoutMatch> {
    slots
        .chunks(2)
        .filter_map(|pair| match *pair {
            [Some(a), b] => Some(KnockoutMatch {
                first: a,
                second: b,
            }),
            [None, Some(b)] => Some(KnockoutMatch {
                first: b,
                second: None,
            }),
            [Some(a)] => Some(KnockoutMatch {
                first: a,
                second: None,
            }),
            _ => None,
        })
        .collect()
}

impl KnockoutMatch {
    /// Where the match stands after `games` (its boards in order); `seed`
    /// draws the deciding game's colours.
    pub fn state(&self, games: &[Board], seed: u64) -> MatchState {
        let Some(second) = self.second else {
            return MatchState::Won(self.first);
        };
        let mut wins = (0, 0);
        for board in games {
            let Board::Game {
                black,
                white,
                winner: Some(winner),
            } = *board
            else {
                return MatchState::Playing;
            };
            let won = if winner == Color::Black { black } else { white };
            if won == self.first {
                wins.0 += 1;
            } else {
                wins.1 += 1;
            }
        }
        match (games.len(), wins) {
            (0, _) => MatchState::Next {
                black: self.first,
                white: second,
            },
            (1, _) => MatchState::Next {
                black: second,
                white: self.first,
            },
            (2, (1, 1)) => {
                let black = decider_black(seed, self.first, second);
                let white = if black == self.first {
                    second
                } else {
                    self.first
                };
                MatchState::Next { black, white }
            }
            (_, (a, b)) if a > b => MatchState::Won(self.first),
            _ => MatchState::Won(second),
        }
    }
}

/// Who plays Black in the deciding game of `a` against `b`: a coin tossed
/// from `seed` and the two ids (SplitMix64), the same on every process.
pub fn decider_black(seed: u64, a: u64, b: u64) -> u64 {
    let mut x = seed ^ a.rotate_left(17) ^ b.rotate_left(41);
    x = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
    x = (x ^ (x >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    x ^= x >> 31;
    if x & 1 == 0 { a } else { b }
}

#[cfg(test)]
pub(super) fn seeds_in_bracket_order(size: usize) -> Vec<usize> {
    seed_order(size)
}
