//! Round robins by Berger tables, as FIDE publishes them: players are
//! numbered by seed (1 the highest); an odd field adds a last number whose
//! opponent rests. Round 1 pairs 1 against n, 2 against n−1, and so on; each
//! next round adds n/2 to every number but n (counting 1 to n−1 round the
//! circle), and n changes sides every round. The first-named player of a
//! pair plays Black. A double round robin plays the table twice, colours
//! swapped the second time.

use super::{Board, Entrant, Round, seeded};

/// How many rounds a round robin of `players` has: each meets every other
/// once, or twice when `double`.
pub fn round_robin_rounds(players: usize, double: bool) -> u32 {
    let numbers = players + players % 2;
    let single = u32::try_from(numbers.saturating_sub(1)).unwrap_or(u32::MAX);
    if double { single * 2 } else { single }
}

/// Round `round` (from 0) of a round robin of `entrants`, seeded by rating
/// at the start. A game whose player has withdrawn isn't played: the other
/// player rests.
pub fn round_robin_round(entrants: &[Entrant], round: u32, double: bool) -> Round {
    let seeds: Vec<Entrant> = seeded(entrants);
    let numbers = seeds.len() + seeds.len() % 2;
    if numbers < 2 {
        return seeds.iter().map(|e| Board::Rest(e.id)).collect();
    }
    let cycle = u32::try_from(numbers - 1).unwrap_or(u32::MAX);
    let swapped = double && round >= cycle;
    let pairs = berger(numbers, round % cycle);
    let player = |number: usize| seeds.get(number - 1).filter(|e| e.plays_in(round));
    let mut boards = Round::new();
    for (first, second) in pairs {
        let (black, white) = if swapped {
            (second, first)
        } else {
            (first, second)
        };
        match (player(black), player(white)) {
            (Some(b), Some(w)) => boards.push(Board::game(b.id, w.id)),
            (Some(p), None) | (None, Some(p)) => boards.push(Board::Rest(p.id)),
            (None, None) => {}
        }
    }
    boards
}

/// Berger table round `round` (from 0) for `n` numbers (even): pairs of
/// numbers from 1, the first playing Black.
fn berger(n: usize, round: u32) -> Vec<(usize, usize)> {
    let circle = n - 1;
    let shift = |number: usize, by: usize| (number - 1 + by) % circle + 1;
    let by = (n / 2) * round as usize % circle;
    let mut pairs = Vec::with_capacity(n / 2);
    // Table 1: n against the number that started as 1.
    let first = shift(1, by);
    pairs.push(if round.is_multiple_of(2) {
        (first, n)
    } else {
        (n, first)
    });
    for table in 1..n / 2 {
        pairs.push((shift(1 + table, by), shift(n - table, by)));
    }
    pairs
}

#[cfg(test)]
pub(super) fn berger_table(n: usize, round: u32) -> Vec<(usize, usize)> {
    berger(n, round)
}
