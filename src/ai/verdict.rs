//! The verdict a board shows: who wins with perfect play, when the solver
//! proves it within a small fixed amount of work. Every board of a casual
//! game asks, so the work is bounded twice: by stones (a fuller board is
//! not tried at all) and by nodes, with a time limit behind both.

use std::time::Duration;

use super::{Brain, Limits, Stop};
use crate::engine::{Color, Phase, Position, Rules};

/// Positions with more stones are not tried: the solver seldom proves them
/// within [`VERDICT_NODES`], and a failed try costs the whole budget.
pub const VERDICT_STONES: usize = 30;

/// The solver's nodes for one verdict: a few milliseconds in a release
/// build, so a board reply stays far inside its own budget.
pub const VERDICT_NODES: u64 = 20_000;

/// The most time a verdict may take whatever the machine (the issue's
/// 50 ms); in practice the node budget ends it long before.
pub const VERDICT_TIME: Duration = Duration::from_millis(50);

/// The smallest table worth having for [`VERDICT_NODES`] nodes.
const VERDICT_TABLE_BYTES: usize = 256 << 10;

/// The colour that wins `position` with perfect play, if the solver proves
/// it within the verdict's budget; `None` during the opening, on a fuller
/// board, or when the budget runs out first.
pub fn proven_winner(position: &Position, rules: Rules) -> Option<Color> {
    let stones = position.stones();
    if position.phase() != Phase::Jumping || stones > VERDICT_STONES {
        return None;
    }
    let mut brain = Brain::with_bytes(VERDICT_TABLE_BYTES);
    let limits = Limits {
        max_nodes: VERDICT_NODES,
        ..Limits::time(VERDICT_TIME)
    };
    let (proof, _) = brain.prove(position, rules, limits, &Stop::new());
    proof.map(|p| p.winner(position.turn()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::keys::SplitMix;
    use crate::engine::Size;

    /// A random game on `size`, stopped once at most `stones` remain or
    /// the side to move has no move.
    fn random_position(size: Size, stones: usize, rng: &mut SplitMix) -> Position {
        let rules = Rules::default();
        let mut pos = Position::new(size);
        loop {
            let moves = pos.legal_moves(rules);
            let left = pos.stones();
            if moves.is_empty() || (left <= stones && pos.phase() == Phase::Jumping) {
                return pos;
            }
            let m = moves[rng.below(moves.len() as u64) as usize];
            pos = pos.play(m, rules).expect("a legal move");
        }
    }

    fn winner_without_limits(pos: &Position) -> Color {
        let mut brain = Brain::with_bytes(4 << 20);
        let (proof, _) = brain.prove(pos, Rules::default(), Limits::NONE, &Stop::new());
        let proof = proof.expect("an unlimited proof finishes");
        if proof.mover_wins {
            pos.turn()
        } else {
            pos.turn().other()
        }
    }

    #[test]
    fn a_small_endgame_gets_the_solvers_own_verdict() {
        let mut rng = SplitMix(11);
        let mut winners = [0; 2];
        for _ in 0..30 {
            let pos = random_position(Size::new(6, 6).expect("size"), 12, &mut rng);
            let winner = winner_without_limits(&pos);
            assert_eq!(proven_winner(&pos, Rules::default()), Some(winner), "{pos}");
            winners[winner as usize] += 1;
        }
        assert!(
            winners.iter().all(|&n| n > 0),
            "both colours win: {winners:?}"
        );
    }

    #[test]
    fn a_verdict_is_never_wrong_when_the_budget_allows_one() {
        let mut rng = SplitMix(12);
        for _ in 0..10 {
            let pos = random_position(Size::new(6, 6).expect("size"), VERDICT_STONES, &mut rng);
            if let Some(winner) = proven_winner(&pos, Rules::default()) {
                assert_eq!(winner, winner_without_limits(&pos), "{pos}");
            }
        }
    }

    #[test]
    fn the_opening_and_a_full_board_are_not_tried() {
        let rules = Rules::default();
        let mut pos = Position::new(Size::new(4, 4).expect("size"));
        assert_eq!(proven_winner(&pos, rules), None, "before the removals");
        let removal = pos.legal_moves(rules)[0];
        pos = pos.play(removal, rules).expect("legal");
        assert_eq!(proven_winner(&pos, rules), None, "between the removals");
        let removal = pos.legal_moves(rules)[0];
        pos = pos.play(removal, rules).expect("legal");
        assert!(
            proven_winner(&pos, rules).is_some(),
            "4x4 is proven at once"
        );
        // 8x8 after the removals: 62 stones, past the verdict's bound however
        // easy the position might be.
        let mut big = Position::new(Size::STANDARD);
        for _ in 0..2 {
            let removal = big.legal_moves(rules)[0];
            big = big.play(removal, rules).expect("legal");
        }
        assert!(big.stones() > VERDICT_STONES);
        assert_eq!(proven_winner(&big, rules), None);
    }
}
