//! The regions of a Kōnane position: groups of stones that can never touch
//! another group's, so that the position is the sum of their games
//! ([`super::cgt`]).
//!
//! A group's value is found by playing out its game alone, every move of
//! either side in any order; the same play-out yields every square its
//! stones can ever stand on (its reach). Two groups whose reaches never
//! come within a square of each other can never touch, whatever is played:
//! until they touch, each group's moves are moves of its game alone, so its
//! stones stay within its reach. Groups whose reaches do come that close
//! are merged, and valued again, until no two do. Stones side by side start
//! in one group.

use std::collections::{HashMap, HashSet};

use super::cgt::{Outcome, Value, Values};
use crate::engine::{Bits, Board, Color, Phase, Position, Rules, Square, WithBoard};

/// A region's stones: black, then white.
pub(crate) type Region<B> = (B, B);

/// Regions with more stones are not valued: their games grow too fast.
pub(crate) const REGION_MAX_STONES: u32 = 10;

/// The stones side by side with the first stone, through one another.
fn first_group<B: Bits>(board: &Board<B>, stones: B) -> B {
    let mut group = B::bit(stones.first());
    loop {
        let grown = group | (board.beside(group) & stones);
        if grown == group {
            return group;
        }
        group = grown;
    }
}

/// Whether the stones form more than one group side by side: the least a
/// position needs to fall apart into regions, and cheap to ask.
pub(crate) fn falls_apart<B: Bits>(board: &Board<B>) -> bool {
    let stones = board.occupied();
    !stones.is_empty() && first_group(board, stones) != stones
}

/// A region of a position as a player reads it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RegionReport {
    /// The corners of the smallest rectangle holding its stones: lower left,
    /// upper right (the same square for a lone stone).
    pub from: Square,
    pub to: Square,
    pub stones: usize,
    /// Its value's usual name: `1`, `*`, `↑`, `±1`, `{1 | *}`…
    pub value: String,
    pub outcome: Outcome,
}

/// Positions with more stones are not described: they seldom fall apart.
pub const DESCRIBED_MAX_STONES: usize = 24;

/// The positions valued to describe one game's regions, at most: a few
/// hundred milliseconds.
pub const DESCRIBE_POSITIONS: usize = 20_000;

/// Value names longer than this are cut short with an ellipsis.
const VALUE_NAME_CHARS: usize = 24;

/// Finds the regions of a game's positions, sharing what it has valued
/// across them, within [`DESCRIBE_POSITIONS`] positions in all.
pub struct RegionDescriber {
    rules: Rules,
    budget: usize,
    /// One arena per board width in use; boards of a game share one.
    narrow: Option<RegionValues<u64>>,
    wide: Option<RegionValues<u128>>,
}

impl RegionDescriber {
    pub fn new(rules: Rules) -> RegionDescriber {
        RegionDescriber::with_budget(rules, DESCRIBE_POSITIONS)
    }

    /// A describer that values at most `positions` positions in all.
    pub fn with_budget(rules: Rules, positions: usize) -> RegionDescriber {
        RegionDescriber {
            rules,
            budget: positions,
            narrow: None,
            wide: None,
        }
    }

    /// The regions `position` falls apart into, when it falls into two or
    /// more where moves are left and each can be valued within the budget
    /// left; `None` otherwise. Regions where neither side can ever move
    /// are left out.
    pub fn describe(&mut self, position: &Position) -> Option<Vec<RegionReport>> {
        let stones = position.stones();
        if position.phase() != Phase::Jumping || stones > DESCRIBED_MAX_STONES {
            return None;
        }
        position.with_board(Describe(self))
    }
}

struct Describe<'a>(&'a mut RegionDescriber);

impl WithBoard for Describe<'_> {
    type Output = Option<Vec<RegionReport>>;

    fn run<B: Bits>(self, board: &Board<B>) -> Self::Output {
        if !falls_apart(board) {
            return None;
        }
        let (rules, budget) = (self.0.rules, self.0.budget);
        // Boards of up to 64 squares use the narrow arena, up to 128 the wide
        // one; bigger boards are not described (their endgames rarely split
        // within the budget, and the arena is per width).
        let any: &mut dyn std::any::Any = if B::CAPACITY <= 64 {
            self.0
                .narrow
                .get_or_insert_with(|| RegionValues::new(rules, budget, budget))
        } else if B::CAPACITY <= 128 {
            self.0
                .wide
                .get_or_insert_with(|| RegionValues::new(rules, budget, budget))
        } else {
            return None;
        };
        let values = any.downcast_mut::<RegionValues<B>>()?;
        // Stones neither side can ever move are no game: not worth a line.
        let parts: Vec<Valued<B>> = values
            .regions(board)?
            .into_iter()
            .filter(|p| {
                let alone = board.with_only(p.region.0, p.region.1);
                [Color::Black, Color::White]
                    .into_iter()
                    .any(|c| alone.with_turn(c).has_moves(rules))
            })
            .collect();
        if parts.len() < 2 {
            return None;
        }
        let size = board.size();
        let mut reports: Vec<RegionReport> = parts
            .into_iter()
            .map(|part| {
                let squares: Vec<Square> = (part.region.0 | part.region.1)
                    .members()
                    .map(|i| size.square(i))
                    .collect();
                let corner = |pick: fn(u8, u8) -> u8| {
                    let file = squares.iter().map(|s| s.file()).reduce(pick).unwrap_or(0);
                    let rank = squares.iter().map(|s| s.rank()).reduce(pick).unwrap_or(0);
                    Square::new(file, rank)
                };
                RegionReport {
                    from: corner(u8::min),
                    to: corner(u8::max),
                    stones: squares.len(),
                    value: values.values.name(part.value, VALUE_NAME_CHARS),
                    outcome: values.values.outcome(part.value),
                }
            })
            .collect();
        reports.sort_by_key(|r| (r.from.file(), r.from.rank()));
        Some(reports)
    }
}

/// A region's value and the squares its stones can ever stand on.
#[derive(Clone, Copy)]
pub(crate) struct Valued<B> {
    pub region: Region<B>,
    pub value: Value,
    pub reach: B,
}

/// The values of regions, remembered by their stones, within a bounded
/// arena and count of positions valued.
pub(crate) struct RegionValues<B> {
    pub values: Values,
    known: HashMap<Region<B>, (Value, B)>,
    /// Groups found too big to value within the bounds: not tried again.
    refused: HashSet<Region<B>>,
    rules: Rules,
    /// Positions valued, against `max_positions`.
    positions: usize,
    max_positions: usize,
}

impl<B: Bits> RegionValues<B> {
    /// Values for `rules`, holding at most `max_values` values and valuing
    /// at most `max_positions` positions: past either, nothing new is valued.
    pub fn new(rules: Rules, max_values: usize, max_positions: usize) -> RegionValues<B> {
        RegionValues {
            values: Values::new(max_values),
            known: HashMap::new(),
            refused: HashSet::new(),
            rules,
            positions: 0,
            max_positions,
        }
    }

    /// The regions of `board` with their values, or `None` when a group is
    /// too big to value or a bound is reached.
    pub fn regions(&mut self, board: &Board<B>) -> Option<Vec<Valued<B>>> {
        let (black, white) = (board.stones(Color::Black), board.stones(Color::White));
        let stones = black | white;
        let mut groups: Vec<Region<B>> = Vec::new();
        let mut left = stones;
        while !left.is_empty() {
            let group = first_group(board, left);
            left &= !group;
            if group.count() > REGION_MAX_STONES {
                return None;
            }
            groups.push((group & black, group & white));
        }
        'merging: loop {
            let mut valued = Vec::with_capacity(groups.len());
            for &g in &groups {
                valued.push(self.valued(board, g)?);
            }
            for (i, a) in valued.iter().enumerate() {
                let near = a.reach | board.beside(a.reach);
                let meets = valued[i + 1..]
                    .iter()
                    .position(|b| !(near & b.reach).is_empty());
                if let Some(k) = meets {
                    let (b, w) = groups.swap_remove(i + 1 + k);
                    groups[i].0 |= b;
                    groups[i].1 |= w;
                    continue 'merging;
                }
            }
            return Some(valued);
        }
    }

    /// A group's value and reach, played out alone on `board`'s squares.
    fn valued(&mut self, board: &Board<B>, region: Region<B>) -> Option<Valued<B>> {
        let done = |(value, reach)| Valued {
            region,
            value,
            reach,
        };
        if let Some(&known) = self.known.get(&region) {
            return Some(done(known));
        }
        if (region.0 | region.1).count() > REGION_MAX_STONES
            || self.refused.contains(&region)
            || self.positions >= self.max_positions
        {
            return None;
        }
        self.positions += 1;
        let alone = board.with_only(region.0, region.1);
        let mut reach = region.0 | region.1;
        let mut options = [Vec::new(), Vec::new()];
        for (side, color) in [Color::Black, Color::White].into_iter().enumerate() {
            let mover = alone.with_turn(color);
            let mut children = Vec::new();
            mover.for_each_move(self.rules, |m| {
                let mut child = mover;
                child.play_unchecked(m);
                children.push(child);
            });
            for child in children {
                let Some(parts) = self.regions(&child) else {
                    self.refused.insert(region);
                    return None;
                };
                let mut value = Values::ZERO;
                for part in parts {
                    reach |= part.reach;
                    value = self.values.sum(value, part.value)?;
                }
                options[side].push(value);
            }
        }
        let [left, right] = options;
        let value = self.values.game(left, right)?;
        self.known.insert(region, (value, reach));
        Some(done((value, reach)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::keys::SplitMix;
    use crate::ai::{Brain, Limits, Stop};
    use crate::engine::{Position, Size};

    struct Named(usize);

    impl WithBoard for Named {
        type Output = Vec<String>;
        fn run<B: Bits>(self, board: &Board<B>) -> Self::Output {
            let mut values = RegionValues::new(Rules::default(), 100_000, 100_000);
            let regions = values.regions(board).expect("small enough to value");
            regions
                .into_iter()
                .map(|r| values.values.name(r.value, self.0))
                .collect()
        }
    }

    fn names(text: &str) -> Vec<String> {
        let pos: Position = text.parse().expect("position");
        pos.with_board(Named(60))
    }

    #[test]
    fn known_values_of_small_regions() {
        // The values t4ccer/cgt-tools gives for these shapes (its tests).
        assert_eq!(names("xo../..../..../.... b"), ["1"]);
        assert_eq!(names(".ox./..../..../.... b"), ["*"]);
        assert_eq!(names(".ox./o..x/..../.... b"), ["±1"]);
    }

    #[test]
    fn far_apart_groups_are_separate_regions_and_near_ones_are_not() {
        // Two pairs in opposite corners of 8x8: neither can come near the other.
        let apart = "xo....../......../......../......../......../......../......../ox...... b";
        let mut values = names(apart);
        values.sort();
        assert_eq!(values, ["-1", "1"]);
        // Two rows apart, the pairs can never meet: a8-c8 and a6-c6 still
        // leave a row between.
        let rows_apart =
            "xo....../......../xo....../......../......../......../......../........ b";
        assert_eq!(names(rows_apart), ["1", "1"]);
        // A lone stone diagonally off the pair: a8-c8 lands beside it.
        let near = "xo....../..o...../......../......../......../......../......../........ b";
        assert_eq!(names(near).len(), 1);
    }

    /// Checks that a position's regions never share a move, and says
    /// whether the sum of their values wins for the side to move; `None` if
    /// the position does not fall apart.
    struct Check;

    impl WithBoard for Check {
        type Output = Option<bool>;
        fn run<B: Bits>(self, board: &Board<B>) -> Self::Output {
            let rules = Rules::default();
            let mut values = RegionValues::new(rules, 1 << 20, 1 << 20);
            let parts = values.regions(board)?;
            if parts.len() < 2 {
                return None;
            }
            // The regions' moves are the board's moves, for both sides.
            for color in [Color::Black, Color::White] {
                let whole = board.with_turn(color).count_moves(rules);
                let summed: u64 = parts
                    .iter()
                    .map(|p| {
                        board
                            .with_only(p.region.0, p.region.1)
                            .with_turn(color)
                            .count_moves(rules)
                    })
                    .sum();
                assert_eq!(whole, summed, "{color:?} moves");
            }
            let mut total = Values::ZERO;
            for p in &parts {
                total = values.values.sum(total, p.value).expect("room");
            }
            let mover_wins = values
                .values
                .mover_wins(total, board.turn() == Color::Black);
            Some(mover_wins)
        }
    }

    /// Random 6x6 and 8x8 endgames that fall apart: the sum of the regions'
    /// values names the same winner as the solver, and the regions' moves
    /// are the board's, all along the games.
    #[test]
    fn region_values_agree_with_the_solver_on_random_endgames() {
        let rules = Rules::default();
        let mut rng = SplitMix(0x5EED_C6D7);
        let mut checked = 0;
        let mut brain = Brain::with_bytes(8 << 20);
        for game in 0..400 {
            let size = if game % 2 == 0 {
                Size::new(6, 6)
            } else {
                Size::new(8, 8)
            };
            let mut pos = Position::new(size.expect("size"));
            loop {
                let moves = pos.legal_moves(rules);
                if moves.is_empty() {
                    break;
                }
                pos = pos
                    .play(moves[rng.below(moves.len() as u64) as usize], rules)
                    .expect("legal");
                let stones = pos.stones();
                if stones > 16 || pos.phase() != Phase::Jumping {
                    continue;
                }
                let (proof, _) = brain.prove(&pos, rules, Limits::NONE, &Stop::new());
                let mover_wins = proof.expect("unlimited").mover_wins;
                if let Some(said) = pos.with_board(Check) {
                    assert_eq!(said, mover_wins, "{pos}");
                    checked += 1;
                }
            }
        }
        assert!(checked >= 200, "only {checked} positions fell apart");
    }

    #[test]
    fn a_describer_names_each_region_and_stays_within_its_budget() {
        let rules = Rules::default();
        let apart: Position =
            "xo....../......../......../......../......../......../......../ox...... b"
                .parse()
                .expect("position");
        let mut describer = RegionDescriber::new(rules);
        let regions = describer.describe(&apart).expect("two regions");
        let shown: Vec<String> = regions
            .iter()
            .map(|r| {
                format!(
                    "{}-{} {} {} {:?}",
                    r.from, r.to, r.stones, r.value, r.outcome
                )
            })
            .collect();
        assert_eq!(shown, ["a1-b1 2 -1 White", "a8-b8 2 1 Black"]);
        // A lone stone far from both is a region of its own, and no game.
        let with_dead: Position =
            "xo....../......../......../.......x/......../......../......../ox...... b"
                .parse()
                .expect("position");
        assert_eq!(describer.describe(&with_dead), Some(regions));
        let one_game_and_dead: Position =
            "xo....../......../......../.......x/......../......../......../........ b"
                .parse()
                .expect("position");
        assert_eq!(describer.describe(&one_game_and_dead), None);
        let together: Position =
            "xo....../..o...../......../......../......../......../......../........ b"
                .parse()
                .expect("position");
        assert_eq!(describer.describe(&together), None, "one region only");
        assert_eq!(
            describer.describe(&Position::new(Size::new(6, 6).expect("size"))),
            None
        );
        // A describer whose budget is spent values nothing new.
        assert_eq!(
            RegionDescriber::with_budget(rules, 1).describe(&apart),
            None
        );
    }
}
