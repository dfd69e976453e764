//! Standings: points (one a win, one a bye), then tie-breaks. A Swiss
//! breaks ties by Buchholz with the lowest opponent cut (the points of the
//! opponents met, less the weakest), then Sonneborn-Berger (the points of
//! the opponents beaten). A round robin breaks them by Sonneborn-Berger,
//! then the direct encounter (points in the games among the players still
//! tied). Byes and rests add no opponent. Rating, then id, settle what is
//! left, so every rank is distinct.

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
    lines
        .into_iter()
        .enumerate()
        .map(|(i, (standing, _))| Standing {
            rank: i + 1,
            ..standing
        })
        .collect()
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
