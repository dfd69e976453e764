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
pub use standings::{Standing, TieBreakOrder, TieBreaks, medals, standings};
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
mod tests {
    use std::collections::HashSet;

    use proptest::prelude::*;

    use super::round_robin::berger_table;
    use super::*;

    fn field(n: u64) -> Vec<Entrant> {
        // Ids out of seed order, so seeding is by rating, not id.
        (1..=n)
            .map(|seed| Entrant::new(1000 + (seed * 7919) % 997, 2000.0 - seed as f64 * 10.0))
            .collect()
    }

    /// Id of seed `seed` (from 1) in `field`.
    fn seed_id(entrants: &[Entrant], seed: usize) -> u64 {
        seeded(entrants)[seed - 1].id
    }

    /// Every game of `round` won by the higher-seeded player.
    fn higher_seeds_win(entrants: &[Entrant], round: &Round) -> Round {
        let rank = |id: u64| seeded(entrants).iter().position(|e| e.id == id);
        round
            .iter()
            .map(|&board| match board {
                Board::Game { black, white, .. } => Board::Game {
                    black,
                    white,
                    winner: Some(if rank(black) < rank(white) {
                        Color::Black
                    } else {
                        Color::White
                    }),
                },
                other => other,
            })
            .collect()
    }

    #[test]
    fn a_swiss_runs_log2_plus_one_rounds() {
        let rounds: Vec<u32> = [2, 3, 4, 5, 8, 9, 64, 256]
            .iter()
            .map(|&n| swiss_rounds(n))
            .collect();
        assert_eq!(rounds, vec![2, 3, 3, 4, 4, 5, 7, 9]);
    }

    /// Eight players, worked by hand from the rules (they agree with FIDE's
    /// Dutch system here): round 1 pairs the top half against the bottom half,
    /// colours alternating down the tables; after the higher seeds all win,
    /// round 2 pairs each score group's halves, swapping within the lower half
    /// so that everyone gets the colour they are due.
    #[test]
    fn eight_players_are_paired_as_worked_by_hand() {
        let entrants = field(8);
        let s = |seed| seed_id(&entrants, seed);
        let first = swiss_round(&entrants, &[]);
        assert_eq!(
            first,
            vec![
                Board::game(s(1), s(5)),
                Board::game(s(6), s(2)),
                Board::game(s(3), s(7)),
                Board::game(s(8), s(4)),
            ]
        );
        let played = higher_seeds_win(&entrants, &first);
        let second = swiss_round(&entrants, &[played]);
        assert_eq!(
            second,
            vec![
                Board::game(s(4), s(1)),
                Board::game(s(2), s(3)),
                Board::game(s(5), s(8)),
                Board::game(s(7), s(6)),
            ]
        );
    }

    #[test]
    fn an_odd_field_gives_the_bye_to_the_lowest_ranked_player_without_one() {
        let entrants = field(5);
        let first = swiss_round(&entrants, &[]);
        assert!(
            first.contains(&Board::Bye(seed_id(&entrants, 5))),
            "{first:?}"
        );
        let played = higher_seeds_win(&entrants, &first);
        let second = swiss_round(&entrants, &[played]);
        // Seed 5 has its point; the lowest scorer without a bye is seed 4.
        assert!(
            second.contains(&Board::Bye(seed_id(&entrants, 4))),
            "{second:?}"
        );
    }

    #[test]
    fn berger_tables_are_fides() {
        // FIDE Handbook C.05 Annex 1, with the first-named player as Black.
        let six: Vec<Vec<(usize, usize)>> = (0..5).map(|r| berger_table(6, r)).collect();
        assert_eq!(
            six,
            vec![
                vec![(1, 6), (2, 5), (3, 4)],
                vec![(6, 4), (5, 3), (1, 2)],
                vec![(2, 6), (3, 1), (4, 5)],
                vec![(6, 5), (1, 4), (2, 3)],
                vec![(3, 6), (4, 2), (5, 1)],
            ]
        );
        let four: Vec<Vec<(usize, usize)>> = (0..3).map(|r| berger_table(4, r)).collect();
        assert_eq!(
            four,
            vec![
                vec![(1, 4), (2, 3)],
                vec![(4, 3), (1, 2)],
                vec![(2, 4), (3, 1)]
            ]
        );
    }

    #[test]
    fn a_knockout_seeds_its_bracket_and_gives_the_byes_to_the_top_seeds() {
        assert_eq!(
            knockout::seeds_in_bracket_order(8),
            vec![1, 8, 4, 5, 2, 7, 3, 6]
        );
        let entrants = field(5);
        let s = |seed| seed_id(&entrants, seed);
        let matches = knockout_round(&bracket(&entrants));
        assert_eq!(
            matches,
            vec![
                KnockoutMatch {
                    first: s(1),
                    second: None
                },
                KnockoutMatch {
                    first: s(4),
                    second: Some(s(5))
                },
                KnockoutMatch {
                    first: s(2),
                    second: None
                },
                KnockoutMatch {
                    first: s(3),
                    second: None
                },
            ]
        );
        assert_eq!(matches[0].state(&[], 7), MatchState::Won(s(1)));
    }

    #[test]
    fn a_match_is_two_games_with_colours_swapped_and_a_decider_at_one_all() {
        let m = KnockoutMatch {
            first: 1,
            second: Some(2),
        };
        let won_by = |black, white, winner: u64| Board::Game {
            black,
            white,
            winner: Some(if winner == black {
                Color::Black
            } else {
                Color::White
            }),
        };
        assert_eq!(m.state(&[], 0), MatchState::Next { black: 1, white: 2 });
        assert_eq!(m.state(&[Board::game(1, 2)], 0), MatchState::Playing);
        let one = [won_by(1, 2, 1)];
        assert_eq!(m.state(&one, 0), MatchState::Next { black: 2, white: 1 });
        assert_eq!(m.state(&[one[0], won_by(2, 1, 1)], 0), MatchState::Won(1));
        let level = [one[0], won_by(2, 1, 2)];
        let mut blacks = HashSet::new();
        for seed in 0..64 {
            let MatchState::Next { black, white } = m.state(&level, seed) else {
                panic!("1-1 needs a decider");
            };
            assert_eq!(black + white, 3);
            // The same toss on every process.
            assert_eq!(m.state(&level, seed), MatchState::Next { black, white });
            blacks.insert(black);
            let decided = [level[0], level[1], won_by(black, white, white)];
            assert_eq!(m.state(&decided, seed), MatchState::Won(white));
        }
        assert_eq!(blacks.len(), 2, "either player may draw Black");
    }

    /// Round robin of `n`: each pair meets once (twice, colours swapped, in a
    /// double), each player plays or rests once a round, and an odd field
    /// rests each player once a cycle.
    #[test]
    fn every_round_robin_pair_meets_once_a_cycle() {
        for n in 2..=16u64 {
            for double in [false, true] {
                let entrants = field(n);
                let rounds = round_robin_rounds(n as usize, double);
                let mut games = Vec::new();
                let mut rests = vec![0; 2000];
                for r in 0..rounds {
                    let round = round_robin_round(&entrants, r, double);
                    let mut seen = HashSet::new();
                    for board in &round {
                        for p in board.players() {
                            assert!(seen.insert(p), "{p} twice in round {r}");
                        }
                        match *board {
                            Board::Game { black, white, .. } => games.push((black, white)),
                            Board::Rest(p) => rests[p as usize] += 1,
                            Board::Bye(_) => panic!("round robins rest, they don't give byes"),
                        }
                    }
                    assert_eq!(seen.len(), n as usize, "round {r} of {n}");
                }
                let cycles = if double { 2 } else { 1 };
                for a in &entrants {
                    for b in &entrants {
                        if a.id >= b.id {
                            continue;
                        }
                        let met: Vec<_> = games
                            .iter()
                            .filter(|&&(x, y)| (x, y) == (a.id, b.id) || (x, y) == (b.id, a.id))
                            .collect();
                        assert_eq!(met.len(), cycles, "{n} players, double {double}");
                        if double {
                            assert_ne!(met[0], met[1], "colours swapped");
                        }
                    }
                    let rested = rests[a.id as usize];
                    assert_eq!(rested, if n % 2 == 1 { cycles } else { 0 });
                }
            }
        }
    }

    #[test]
    fn a_withdrawn_player_is_not_paired_and_their_opponent_rests() {
        let mut entrants = field(4);
        let gone = seed_id(&entrants, 4);
        for e in entrants.iter_mut().filter(|e| e.id == gone) {
            e.withdrawn_from = Some(1);
        }
        let round = round_robin_round(&entrants, 1, false);
        assert!(
            round
                .iter()
                .all(|b| !b.players().contains(&gone) || matches!(b, Board::Rest(_)))
        );
        assert!(
            round
                .iter()
                .any(|b| matches!(b, Board::Rest(p) if *p != gone))
        );
        let swiss = swiss_round(&entrants, &[swiss_round(&entrants, &[])]);
        assert!(
            swiss.iter().all(|b| !b.players().contains(&gone)),
            "{swiss:?}"
        );
    }

    #[test]
    fn a_256_player_swiss_pairs_every_round() {
        let entrants = field(256);
        let mut history: Vec<Round> = Vec::new();
        for r in 0..swiss_rounds(256) {
            let round = swiss_round(&entrants, &history);
            assert_eq!(round.len(), 128, "round {r}");
            let played = round
                .iter()
                .enumerate()
                .map(|(i, &b)| match b {
                    Board::Game { black, white, .. } => Board::Game {
                        black,
                        white,
                        winner: Some(if (i + r as usize).is_multiple_of(3) {
                            Color::White
                        } else {
                            Color::Black
                        }),
                    },
                    other => other,
                })
                .collect();
            history.push(played);
        }
        assert_no_rematch(&history);
    }

    fn assert_no_rematch(history: &[Round]) {
        let mut met = HashSet::new();
        for board in history.iter().flatten() {
            if let Board::Game { black, white, .. } = *board {
                assert!(
                    met.insert((black.min(white), black.max(white))),
                    "{black} met {white} twice"
                );
            }
        }
    }

    /// A player's colours so far.
    fn colours_of(history: &[Round], id: u64) -> Vec<Color> {
        history
            .iter()
            .flatten()
            .filter_map(|b| b.opponent_of(id).map(|(_, c)| c))
            .collect()
    }

    fn colours_ok(colours: &[Color]) -> bool {
        let blacks = colours.iter().filter(|&&c| c == Color::Black).count() as i64;
        let whites = colours.len() as i64 - blacks;
        (blacks - whites).abs() <= 2 && !colours.windows(3).any(|w| w[0] == w[1] && w[1] == w[2])
    }

    /// Whether `active` (ids) can be paired with nobody meeting twice and, if
    /// `colours` is set, everyone's colours kept, the bye (for an odd field)
    /// going to one of `byes`: by trying every pairing.
    fn some_pairing_exists(history: &[Round], active: &[u64], byes: &[u64], colours: bool) -> bool {
        let met: HashSet<(u64, u64)> = history
            .iter()
            .flatten()
            .filter_map(|b| match *b {
                Board::Game { black, white, .. } => Some((black.min(white), black.max(white))),
                _ => None,
            })
            .collect();
        let may_take = |id: u64, c: Color| {
            let mut cs = colours_of(history, id);
            cs.push(c);
            colours_ok(&cs)
        };
        let fits = |a: u64, b: u64| {
            !met.contains(&(a.min(b), a.max(b)))
                && (!colours
                    || (may_take(a, Color::Black) && may_take(b, Color::White))
                    || (may_take(a, Color::White) && may_take(b, Color::Black)))
        };
        fn pairs_up(rest: &[u64], fits: &dyn Fn(u64, u64) -> bool) -> bool {
            let Some((&a, others)) = rest.split_first() else {
                return true;
            };
            others.iter().any(|&b| {
                let left: Vec<u64> = others.iter().copied().filter(|&x| x != b).collect();
                fits(a, b) && pairs_up(&left, fits)
            })
        }
        if active.len().is_multiple_of(2) {
            return pairs_up(active, &fits);
        }
        byes.iter().any(|&bye| {
            let rest: Vec<u64> = active.iter().copied().filter(|&x| x != bye).collect();
            pairs_up(&rest, &fits)
        })
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(48))]

        /// Random fields of 3 to 64 players, random results and withdrawals:
        /// every round pairs each active player once (one bye for an odd
        /// field, never a second bye while someone has none), never a
        /// withdrawn one; nobody meets twice and colours stay within the
        /// rules while a pairing allows it; and the pairing doesn't depend on
        /// the order the entrants are listed in.
        #[test]
        fn swiss_rounds_keep_their_rules(
            n in 3usize..=64,
            ratings in prop::collection::vec(1000u32..2400, 64),
            results in prop::collection::vec(any::<bool>(), 64 * 8),
            leaving in prop::collection::vec((0usize..64, 1u32..8), 0..4),
        ) {
            let mut entrants: Vec<Entrant> = (0..n)
                .map(|i| Entrant::new(i as u64 * 31 + 5, f64::from(ratings[i])))
                .collect();
            for &(who, from) in &leaving {
                if who < n {
                    entrants[who].withdrawn_from = Some(from);
                }
            }
            let rounds = swiss_rounds(n);
            let mut history: Vec<Round> = Vec::new();
            let mut flips = results.iter();
            for r in 0..rounds {
                let round = swiss_round(&entrants, &history);
                let mut reversed = entrants.clone();
                reversed.reverse();
                prop_assert_eq!(&round, &swiss_round(&reversed, &history));

                let active: Vec<u64> = entrants.iter().filter(|e| e.plays_in(r)).map(|e| e.id).collect();
                let mut seen = HashSet::new();
                for board in &round {
                    for p in board.players() {
                        prop_assert!(seen.insert(p), "{} twice in round {}", p, r);
                    }
                }
                let expected: HashSet<u64> = active.iter().copied().collect();
                prop_assert_eq!(&seen, &expected);
                let byes: Vec<u64> = round.iter().filter_map(|b| match b { Board::Bye(p) => Some(*p), _ => None }).collect();
                prop_assert_eq!(byes.len(), active.len() % 2);
                let had_bye = |id: u64| history.iter().flatten().any(|b| *b == Board::Bye(id));
                let fresh: Vec<u64> = active.iter().copied().filter(|&a| !had_bye(a)).collect();
                for &p in &byes {
                    // Rule 1 outranks the bye rule.
                    prop_assert!(
                        !had_bye(p) || fresh.is_empty() || (active.len() <= 10 && !some_pairing_exists(&history, &active, &fresh, false)),
                        "second bye for {}", p
                    );
                }

                let small = active.len() <= 10;
                let mut with_round = history.clone();
                with_round.push(round.clone());
                let rematch = {
                    let mut met = HashSet::new();
                    with_round.iter().flatten().any(|b| match *b {
                        Board::Game { black, white, .. } => !met.insert((black.min(white), black.max(white))),
                        _ => false,
                    })
                };
                let colours_broken = active.iter().any(|&p| !colours_ok(&colours_of(&with_round, p)));
                // Rule 1 outranks the bye rule, which outranks colours.
                let byes = if fresh.is_empty() { &active } else { &fresh };
                if rematch {
                    prop_assert!(small && !some_pairing_exists(&history, &active, &active, false), "a rematch in round {} though a pairing without one exists", r);
                }
                if colours_broken {
                    prop_assert!(small && (rematch || !some_pairing_exists(&history, &active, byes, true)), "colours broken in round {} though a pairing keeps them", r);
                }

                let played: Round = round
                    .iter()
                    .map(|&b| match b {
                        Board::Game { black, white, .. } => Board::Game {
                            black,
                            white,
                            winner: Some(if *flips.next().unwrap_or(&true) { Color::Black } else { Color::White }),
                        },
                        other => other,
                    })
                    .collect();
                history.push(played);
            }
            let table = standings(&entrants, &history, TieBreakOrder::Swiss);
            prop_assert_eq!(table.len(), n);
            let points: u32 = table.iter().map(|s| s.points).sum();
            let games = history.iter().flatten().filter(|b| matches!(b, Board::Game { .. })).count();
            let byes = history.iter().flatten().filter(|b| matches!(b, Board::Bye(_))).count();
            prop_assert_eq!(points as usize, games + byes);
        }
    }
}
