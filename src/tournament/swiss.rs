//! Swiss pairings. The rules, in the order they give way when a round can't
//! meet them all:
//!
//! 1. Nobody meets the same opponent twice while another pairing exists.
//! 2. At most one bye per player, to the lowest-ranked player who hasn't had
//!    one (a point, no game).
//! 3. Colours: nobody's blacks and whites differ by more than 2, and nobody
//!    gets one colour three times in a row.
//! 4. Players meet others with the same score. In each score group, taken
//!    from the top, the top half meets the bottom half (1st against the
//!    middle one, 2nd against the next); the player left over floats down
//!    to the next group, and meets its highest-ranked player.
//! 5. Each player gets the colour they are due (the one they have had less
//!    of, else the other one from last time), the higher-ranked player first
//!    when both can't.
//!
//! Rules 1 to 3 are kept together if any pairing allows it; then rule 3
//! gives way, then rule 2, and last rule 1. Rank is score, then rating, then id. The pairing is
//! a depth-first search: the highest-ranked unpaired player takes the
//! opponent the rules prefer, and an opponent that leaves the rest unpairable
//! is undone. [`SWISS_SEARCH_BUDGET`] bounds the work of each step.

use super::{Board, Entrant, Round};
use crate::engine::Color;

/// The most opponents the search tries for one round, at each strictness,
/// before it relaxes a rule: far beyond what any real field needs (a
/// 256-player round takes a few hundred), and a bound on the worst case.
pub const SWISS_SEARCH_BUDGET: u64 = 200_000;

/// How many rounds a Swiss of `players` runs by default: ⌈log₂ players⌉ + 1.
pub fn swiss_rounds(players: usize) -> u32 {
    if players < 2 {
        return 1;
    }
    (usize::BITS - (players - 1).leading_zeros()) + 1
}

/// A player's tournament so far.
#[derive(Clone, Debug)]
struct Record {
    id: u64,
    rating: f64,
    score: u32,
    colours: Vec<Color>,
    opponents: Vec<u64>,
    had_bye: bool,
}

impl Record {
    fn blacks_minus_whites(&self) -> i32 {
        self.colours
            .iter()
            .map(|&c| if c == Color::Black { 1 } else { -1 })
            .sum()
    }

    /// Whether `colour` next keeps rule 3.
    fn may_take(&self, colour: Color) -> bool {
        let step = if colour == Color::Black { 1 } else { -1 };
        let third_in_a_row = self.colours.len() >= 2
            && self.colours[self.colours.len() - 2..]
                .iter()
                .all(|&c| c == colour);
        (self.blacks_minus_whites() + step).abs() <= 2 && !third_in_a_row
    }

    /// The colour this player is due, and how strongly: 3 when the other
    /// would break rule 3, 2 when they have had more of one, 1 to alternate,
    /// 0 before their first game.
    fn due(&self) -> (Option<Color>, u8) {
        let Some(&last) = self.colours.last() else {
            return (None, 0);
        };
        let diff = self.blacks_minus_whites();
        let wanted = match diff {
            d if d > 0 => Color::White,
            d if d < 0 => Color::Black,
            _ => last.other(),
        };
        let strength = if !self.may_take(wanted.other()) {
            3
        } else if diff != 0 {
            2
        } else {
            1
        };
        (Some(wanted), strength)
    }
}

/// How strictly a search keeps the rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Strictness {
    /// No rematch, and colours kept.
    Both,
    /// No rematch.
    NoRematch,
    /// Any pairing.
    Any,
}

struct Pairer {
    /// The active players, in rank order.
    players: Vec<Record>,
    strictness: Strictness,
    budget: u64,
}

/// The next round of a Swiss: `entrants` with their withdrawals, and the
/// rounds already played (each finished).
pub fn swiss_round(entrants: &[Entrant], history: &[Round]) -> Round {
    let round = u32::try_from(history.len()).unwrap_or(u32::MAX);
    let mut active: Vec<Record> = records(entrants, history)
        .into_iter()
        .filter(|r| entrants.iter().any(|e| e.id == r.id && e.plays_in(round)))
        .collect();
    active.sort_by(|a, b| {
        b.score
            .cmp(&a.score)
            .then(b.rating.total_cmp(&a.rating))
            .then(a.id.cmp(&b.id))
    });
    if active.len() < 2 {
        return active.iter().map(|r| Board::Bye(r.id)).collect();
    }
    // Who may take the bye, if one is needed, lowest-ranked first: those
    // without one, then (rule 2 giving way) anyone.
    let (fresh, anyone): (Vec<Option<usize>>, Vec<Option<usize>>) = if active.len() % 2 == 1 {
        let lowest_first = (0..active.len()).rev();
        (
            lowest_first
                .clone()
                .filter(|&i| !active[i].had_bye)
                .map(Some)
                .collect(),
            lowest_first.map(Some).collect(),
        )
    } else {
        (vec![None], vec![None])
    };
    let attempts = [
        (Strictness::Both, &fresh),
        (Strictness::NoRematch, &fresh),
        (Strictness::Both, &anyone),
        (Strictness::NoRematch, &anyone),
        (Strictness::Any, &anyone),
    ];
    for (strictness, byes) in attempts {
        let mut pairer = Pairer {
            players: active.clone(),
            strictness,
            budget: SWISS_SEARCH_BUDGET,
        };
        for &bye in byes {
            let unpaired: Vec<usize> = (0..active.len()).filter(|&i| Some(i) != bye).collect();
            let mut pairs = Vec::new();
            if pairer.search(&unpaired, &mut pairs) {
                let mut boards: Round = pairs
                    .into_iter()
                    .map(|(black, white)| Board::game(black, white))
                    .collect();
                boards.extend(bye.map(|i| Board::Bye(active[i].id)));
                return boards;
            }
            if pairer.budget == 0 {
                break;
            }
        }
    }
    // Unreachable: with every rule relaxed any even list pairs.
    Vec::new()
}

impl Pairer {
    /// Pairs `unpaired` (indices in rank order) into `pairs` of (black,
    /// white) ids; false if it can't within the rules and the budget.
    fn search(&mut self, unpaired: &[usize], pairs: &mut Vec<(u64, u64)>) -> bool {
        let Some((&first, rest)) = unpaired.split_first() else {
            return true;
        };
        for second in self.candidates(first, rest) {
            if self.budget == 0 {
                return false;
            }
            self.budget -= 1;
            let board = pairs.len();
            pairs.push(self.colours(first, second, board));
            let left: Vec<usize> = rest.iter().copied().filter(|&i| i != second).collect();
            if self.search(&left, pairs) {
                return true;
            }
            pairs.pop();
        }
        false
    }

    /// Who `first` may meet among `rest`, best first (rule 4, then 5).
    fn candidates(&self, first: usize, rest: &[usize]) -> Vec<usize> {
        let a = &self.players[first];
        let group: Vec<usize> = rest
            .iter()
            .copied()
            .filter(|&i| self.players[i].score == a.score)
            .collect();
        // `first` tops its group: its ideal opponent is the group's middle.
        let ideal = group.len().div_ceil(2);
        // Best first: the same score, then someone from the group's bottom
        // half, then colours both due, then closest to the ideal place.
        let mut options: Vec<(u32, bool, bool, usize, usize)> = Vec::new();
        for (rank, &i) in rest.iter().enumerate() {
            let b = &self.players[i];
            if !self.allowed(first, i) {
                continue;
            }
            let gap = a.score.abs_diff(b.score);
            let (top_half, place) = match group.iter().position(|&g| g == i) {
                // Index in the group counting `first` as 0.
                Some(at) => (at + 1 < ideal, (at + 1).abs_diff(ideal)),
                // A float meets the other group's highest-ranked player.
                None => (
                    false,
                    rest[..rank]
                        .iter()
                        .filter(|&&j| self.players[j].score == b.score)
                        .count(),
                ),
            };
            let clash = !self.both_get_their_due(first, i);
            options.push((gap, top_half, clash, place, i));
        }
        options.sort_unstable();
        options.into_iter().map(|(.., i)| i).collect()
    }

    fn allowed(&self, a: usize, b: usize) -> bool {
        let (pa, pb) = (&self.players[a], &self.players[b]);
        match self.strictness {
            Strictness::Any => true,
            Strictness::NoRematch => !pa.opponents.contains(&pb.id),
            Strictness::Both => {
                !pa.opponents.contains(&pb.id)
                    && ((pa.may_take(Color::Black) && pb.may_take(Color::White))
                        || (pa.may_take(Color::White) && pb.may_take(Color::Black)))
            }
        }
    }

    fn both_get_their_due(&self, a: usize, b: usize) -> bool {
        match (self.players[a].due().0, self.players[b].due().0) {
            (Some(x), Some(y)) => x != y,
            _ => true,
        }
    }

    /// The (black, white) ids of `a` (the higher-ranked) against `b`, on
    /// table `board` of the round.
    fn colours(&self, a: usize, b: usize, board: usize) -> (u64, u64) {
        let (pa, pb) = (&self.players[a], &self.players[b]);
        let a_black = (pa.id, pb.id);
        let a_white = (pb.id, pa.id);
        let legal = |black: &Record, white: &Record| {
            self.strictness == Strictness::Any
                || (black.may_take(Color::Black) && white.may_take(Color::White))
        };
        match (legal(pa, pb), legal(pb, pa)) {
            (true, false) => return a_black,
            (false, true) => return a_white,
            _ => {}
        }
        let ((due_a, strength_a), (due_b, strength_b)) = (pa.due(), pb.due());
        let a_gets = match (due_a, due_b) {
            // Neither has played: alternate down the tables, the top
            // table's higher-ranked player taking Black.
            (None, None) => {
                if board.is_multiple_of(2) {
                    Color::Black
                } else {
                    Color::White
                }
            }
            (Some(x), None) => x,
            (None, Some(y)) => y.other(),
            (Some(x), Some(y)) if x != y => x,
            // Both due the same colour: the stronger claim, then the
            // higher-ranked player, gets it.
            (Some(x), Some(_)) if strength_a >= strength_b => x,
            (Some(x), Some(_)) => x.other(),
        };
        if a_gets == Color::Black {
            a_black
        } else {
            a_white
        }
    }
}

/// Every entrant's record from `history`.
fn records(entrants: &[Entrant], history: &[Round]) -> Vec<Record> {
    entrants
        .iter()
        .map(|e| {
            let mut record = Record {
                id: e.id,
                rating: e.rating,
                score: 0,
                colours: Vec::new(),
                opponents: Vec::new(),
                had_bye: false,
            };
            for board in history.iter().flatten() {
                record.score += board.points_of(e.id);
                if let Some((opponent, colour)) = board.opponent_of(e.id) {
                    record.opponents.push(opponent);
                    record.colours.push(colour);
                }
                if *board == Board::Bye(e.id) {
                    record.had_bye = true;
                }
            }
            record
        })
        .collect()
}
