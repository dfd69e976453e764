//! Standings: points (one a win, one a bye), then tie-breaks. A Swiss
//! breaks ties by Buchholz with the lowest opponent cut (the points of the
//! opponents met, less the weakest), then Sonneborn-Berger (the points of
//! the opponents beaten). A round robin breaks them by Sonneborn-Berger,
//! then the direct encounter (points in the games among the players still
//! tied). Byes and rests add no opponent. Players level on points and
//! every tie-break share a place; rating, then id, only order the lines.

use super::{Board, Entrant, Round};

/// The tie-breaks of one player.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct TieBreaks {
    pub buchholz_cut1: u32,
    pub sonneborn_berger: u32,
    /// Points in games among the players tied with them (round robin only).
    pub direct_encounter: u32,
}

/// One line of the standings.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Standing {
    /// From 1.
    pub rank: usize,
    pub id: u64,
    pub points: u32,
    pub tie_breaks: TieBreaks,
    /// Games finished (byes and rests aside).
    pub games: u32,
}

/// Which tie-breaks order players level on points.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TieBreakOrder {
    /// Buchholz with the lowest opponent cut, then Sonneborn-Berger.
    Swiss,
    /// Sonneborn-Berger, then the direct encounter.
    RoundRobin,
}

/// The standings after `history`, best first, ties broken by `order`.
pub fn standings(entrants: &[Entrant], history: &[Round], order: TieBreakOrder) -> Vec<Standing> {
    let boards: Vec<&Board> = history.iter().flatten().collect();
    let mut lines: Vec<(Standing, f64)> = entrants
        .iter()
        .map(|e| (tally(&boards, e.id), e.rating))
        .collect();
    if order == TieBreakOrder::RoundRobin {
        add_direct_encounters(&boards, &mut lines);
    }
    lines.sort_by(|a, b| {
        let (x, y) = (&a.0.tie_breaks, &b.0.tie_breaks);
        let breaks = match order {
            TieBreakOrder::RoundRobin => y
                .sonneborn_berger
                .cmp(&x.sonneborn_berger)
                .then(y.direct_encounter.cmp(&x.direct_encounter)),
            TieBreakOrder::Swiss => y
                .buchholz_cut1
                .cmp(&x.buchholz_cut1)
                .then(y.sonneborn_berger.cmp(&x.sonneborn_berger)),
        };
        b.0.points
            .cmp(&a.0.points)
            .then(breaks)
            .then(b.1.total_cmp(&a.1))
            .then(a.0.id.cmp(&b.0.id))
    });
    // Rating and id only order the table: players level on points and
    // tie-breaks share their place, rather than one of them taking it for
    // no reason the standings show.
    let mut table: Vec<Standing> = Vec::with_capacity(lines.len());
    for (i, (standing, _)) in lines.into_iter().enumerate() {
        let rank = match table.last() {
            Some(prev)
                if prev.points == standing.points && prev.tie_breaks == standing.tie_breaks =>
            {
                prev.rank
            }
            _ => i + 1,
        };
        table.push(Standing { rank, ..standing });
    }
    table
}

/// The medals: gold, silver and bronze to the players in first, second
/// and third place. A shared place takes the places after it: after two
/// shared firsts there is no silver, after three no silver or bronze.
pub fn medals(table: &[Standing]) -> [Vec<u64>; 3] {
    let at = |place: usize| -> Vec<u64> {
        table
            .iter()
            .filter(|s| s.rank == place)
            .map(|s| s.id)
            .collect()
    };
    [at(1), at(2), at(3)]
}

fn points_of(boards: &[&Board], id: u64) -> u32 {
    boards.iter().map(|b| b.points_of(id)).sum()
}

/// A player's finished games: (opponent, whether won).
fn results_of(boards: &[&Board], id: u64) -> Vec<(u64, bool)> {
    boards
        .iter()
        .filter(|b| {
            matches!(
                b,
                Board::Game {
                    winner: Some(_),
                    ..
                }
            )
        })
        .filter_map(|b| b.opponent_of(id).map(|(o, _)| (o, b.points_of(id) == 1)))
        .collect()
}

/// A player's points, games and the tie-breaks every order uses (unranked).
fn tally(boards: &[&Board], id: u64) -> Standing {
    let results = results_of(boards, id);
    let mut met: Vec<u32> = results.iter().map(|&(o, _)| points_of(boards, o)).collect();
    met.sort_unstable();
    let sonneborn_berger = results
        .iter()
        .filter(|&&(_, won)| won)
        .map(|&(o, _)| points_of(boards, o))
        .sum();
    Standing {
        rank: 0,
        id,
        points: points_of(boards, id),
        tie_breaks: TieBreaks {
            buchholz_cut1: met.iter().skip(1).sum(),
            sonneborn_berger,
            direct_encounter: 0,
        },
        games: u32::try_from(results.len()).unwrap_or(u32::MAX),
    }
}

/// Each player's wins against the others still tied with them after
/// points and Sonneborn-Berger.
fn add_direct_encounters(boards: &[&Board], lines: &mut [(Standing, f64)]) {
    let snapshot: Vec<Standing> = lines.iter().map(|(s, _)| *s).collect();
    for (line, _) in lines.iter_mut() {
        let tied: Vec<u64> = snapshot
            .iter()
            .filter(|o| {
                o.id != line.id
                    && o.points == line.points
                    && o.tie_breaks.sonneborn_berger == line.tie_breaks.sonneborn_berger
            })
            .map(|o| o.id)
            .collect();
        line.tie_breaks.direct_encounter = results_of(boards, line.id)
            .iter()
            .filter(|&&(o, won)| won && tied.contains(&o))
            .count()
            .try_into()
            .unwrap_or(u32::MAX);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Color;

    #[test]
    fn standings_break_ties_by_buchholz_then_sonneborn_berger() {
        let e = |id| Entrant::new(id, 1500.0);
        let entrants = [e(1), e(2), e(3), e(4)];
        let won = |black, white| Board::Game {
            black,
            white,
            winner: Some(Color::Black),
        };
        // 1 beats 2 and loses to 3; 3 beats 1 and loses to 4; 2 beats 4;
        // 4 beats 3 (and 2 lost to 1).
        let history = vec![vec![won(1, 2), won(4, 3)], vec![won(3, 1), won(2, 4)]];
        let table = standings(&entrants, &history, TieBreakOrder::Swiss);
        let points: Vec<(u64, u32)> = table.iter().map(|s| (s.id, s.points)).collect();
        // All on one point: Buchholz (cut 1) is each one's better opponent's
        // points, all 1; Sonneborn-Berger likewise. Rating and id order the
        // table, but nothing the standings show tells them apart: one place.
        assert_eq!(points, vec![(1, 1), (2, 1), (3, 1), (4, 1)]);
        assert!(table.iter().all(|s| s.rank == 1), "{table:?}");
        // Four golds: nobody is second or third.
        assert_eq!(medals(&table), [vec![1, 2, 3, 4], vec![], vec![]]);
        assert!(table.iter().all(|s| s.games == 2));
        let third = vec![won(1, 4), won(2, 3)];
        let table = standings(
            &entrants,
            &[history[0].clone(), history[1].clone(), third],
            TieBreakOrder::Swiss,
        );
        let first = table[0];
        assert_eq!((first.id, first.points, first.rank), (1, 2, 1));
        // Player 1 met 2 (2 points), 3 (1) and 4 (1): cut the weakest.
        assert_eq!(first.tie_breaks.buchholz_cut1, 3);
        // Beat 2 and 4.
        assert_eq!(first.tie_breaks.sonneborn_berger, 3);
        assert_eq!((table[1].id, table[1].points), (2, 2));
    }

    #[test]
    fn a_round_robin_breaks_ties_by_direct_encounter_after_sonneborn_berger() {
        let e = |id| Entrant::new(id, 1500.0 + id as f64);
        let entrants = [e(1), e(2), e(3)];
        let won = |black, white| Board::Game {
            black,
            white,
            winner: Some(Color::Black),
        };
        // A cycle: 1 beats 2, 2 beats 3, 3 beats 1. Then a second cycle where
        // 1 beats 3 only: 1 leads; 2 and 3 tie on points and SB, and 2 beat 3
        // twice.
        let history = vec![
            vec![won(1, 2)],
            vec![won(2, 3)],
            vec![won(3, 1)],
            vec![won(1, 3)],
            vec![won(2, 3)],
            vec![won(2, 1)],
        ];
        let table = standings(&entrants, &history, TieBreakOrder::RoundRobin);
        let order: Vec<u64> = table.iter().map(|s| s.id).collect();
        assert_eq!(order[0], 2, "{table:?}");
        let points: Vec<u32> = table.iter().map(|s| s.points).collect();
        assert_eq!(points.iter().sum::<u32>(), 6);
    }

    #[test]
    fn medals_go_by_place_and_a_shared_place_takes_the_next() {
        let line = |id, rank| Standing {
            rank,
            id,
            points: 0,
            tie_breaks: TieBreaks::default(),
            games: 0,
        };
        // Three share first: the fourth is fourth, with no medal.
        let three_first = [line(3, 1), line(4, 1), line(5, 1), line(2, 4)];
        assert_eq!(medals(&three_first), [vec![3, 4, 5], vec![], vec![]]);
        // Two share second: no bronze.
        let two_second = [line(1, 1), line(2, 2), line(3, 2), line(4, 4)];
        assert_eq!(medals(&two_second), [vec![1], vec![2, 3], vec![]]);
        let plain = [line(7, 1), line(8, 2), line(9, 3), line(6, 4)];
        assert_eq!(medals(&plain), [vec![7], vec![8], vec![9]]);
    }
}
