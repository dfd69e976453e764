//! Post-game analysis: which moves threw away a won position, where the
//! solver can tell within its budget.

use super::regions::{RegionDescriber, RegionReport};
use super::{Brain, Limits, Stop};
use crate::engine::{Color, Game, Move};

/// A move that turned a won position into a lost one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Blunder {
    /// Moves played before it (0 for the first move).
    pub ply: usize,
    pub mover: Color,
    pub played: Move,
    /// A move that would have kept the win.
    pub winning: Move,
}

/// What the solver could tell about a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Analysis {
    /// For the position before each move (and after the last): whether the
    /// player to move wins with best play, where the solver could tell.
    pub verdicts: Vec<Option<bool>>,
    pub blunders: Vec<Blunder>,
    pub nodes: u64,
    /// The first position that fell apart into regions that never meet,
    /// with each region's value, where they could be valued in the budget.
    pub regions: Option<(usize, Vec<RegionReport>)>,
}

impl Analysis {
    /// The first ply from which every position was decided.
    pub fn decided_from(&self) -> usize {
        self.verdicts
            .iter()
            .rposition(Option::is_none)
            .map_or(0, |i| i + 1)
    }
}

/// What the solver could tell of one position of a game.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PlyVerdict {
    /// Whether the player to move wins with best play; `None` where the
    /// solver could not tell within its budget.
    pub mover_wins: Option<bool>,
    /// A move that keeps the win, where the mover wins and has a move.
    pub winning: Option<Move>,
}

/// Analyses `game`, giving the solver `budget` for each position.
pub fn analyze(game: &Game, brain: &mut Brain, budget: Limits, stop: &Stop) -> Analysis {
    let (plies, nodes) = solve_plies(game, brain, budget, stop);
    Analysis {
        verdicts: plies.iter().map(|p| p.mover_wins).collect(),
        blunders: blunders(game, &plies),
        nodes,
        regions: first_regions(game, stop),
    }
}

/// Undecided positions in a row, working back, after which the earlier
/// (bigger) ones are left undecided: they would only spend the budget.
const GIVE_UP_AFTER: usize = 2;

/// The solver's verdict on each position of `game` (before each move and
/// after the last), with the nodes it spent. Works back from the end, where
/// positions are easiest, so that what is learnt there helps the earlier
/// ones, and stops after [`GIVE_UP_AFTER`] undecided positions in a row.
pub fn solve_plies(
    game: &Game,
    brain: &mut Brain,
    budget: Limits,
    stop: &Stop,
) -> (Vec<PlyVerdict>, u64) {
    let rules = game.variant().rules();
    let mut plies = vec![PlyVerdict::default(); game.moves().len() + 1];
    let (mut nodes, mut undecided) = (0, 0);
    for (ply, verdict) in plies.iter_mut().enumerate().rev() {
        if stop.is_stopped() || undecided == GIVE_UP_AFTER {
            break;
        }
        let (proof, spent) = brain.prove(&game.position_at(ply), rules, budget, stop);
        nodes += spent;
        match proof {
            Some(proof) => {
                undecided = 0;
                verdict.mover_wins = Some(proof.mover_wins);
                verdict.winning = proof.best.filter(|_| proof.mover_wins);
            }
            None => undecided += 1,
        }
    }
    (plies, nodes)
}

/// The moves of `game` that turned a won position into a lost one, by
/// the verdicts `plies` (one per position, as [`solve_plies`] gives them).
pub fn blunders(game: &Game, plies: &[PlyVerdict]) -> Vec<Blunder> {
    let mut blunders = Vec::new();
    for (ply, &played) in game.moves().iter().enumerate() {
        let (Some(before), Some(after)) = (plies.get(ply), plies.get(ply + 1)) else {
            break;
        };
        // Won before the move, and the opponent wins after it.
        if let (Some(true), Some(true), Some(best)) =
            (before.mover_wins, after.mover_wins, before.winning)
        {
            blunders.push(Blunder {
                ply,
                mover: game.position_at(ply).turn(),
                played,
                winning: best,
            });
        }
    }
    blunders
}

/// The first position of `game` that fell apart into regions that never
/// meet, with each region's value, where they could be valued.
pub fn first_regions(game: &Game, stop: &Stop) -> Option<(usize, Vec<RegionReport>)> {
    let mut describer = RegionDescriber::new(game.variant().rules());
    (0..=game.moves().len())
        .take_while(|_| !stop.is_stopped())
        .find_map(|ply| Some((ply, describer.describe(&game.position_at(ply))?)))
}
