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

/// Analyses `game`, giving the solver `budget` for each position. Works back
/// from the end, where positions are easiest, so that what is learnt there
/// helps the earlier ones.
pub fn analyze(game: &Game, brain: &mut Brain, budget: Limits, stop: &Stop) -> Analysis {
    let rules = game.variant().rules();
    let moves = game.moves();
    let mut verdicts = vec![None; moves.len() + 1];
    let mut winning = vec![None; moves.len() + 1];
    let mut nodes = 0;
    for ply in (0..=moves.len()).rev() {
        if stop.is_stopped() {
            break;
        }
        let (proof, spent) = brain.prove(&game.position_at(ply), rules, budget, stop);
        nodes += spent;
        if let Some(proof) = proof {
            verdicts[ply] = Some(proof.mover_wins);
            winning[ply] = proof.best.filter(|_| proof.mover_wins);
        }
    }
    let mut blunders = Vec::new();
    for (ply, &played) in moves.iter().enumerate() {
        // Won before the move, and the opponent wins after it.
        if let (Some(true), Some(true), Some(best)) =
            (verdicts[ply], verdicts[ply + 1], winning[ply])
        {
            blunders.push(Blunder {
                ply,
                mover: game.position_at(ply).turn(),
                played,
                winning: best,
            });
        }
    }
    let mut describer = RegionDescriber::new(rules);
    let regions = (0..=moves.len())
        .take_while(|_| !stop.is_stopped())
        .find_map(|ply| Some((ply, describer.describe(&game.position_at(ply))?)));
    Analysis {
        verdicts,
        blunders,
        nodes,
        regions,
    }
}
