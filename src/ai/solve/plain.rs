//! Small positions: proved by a plain search beside a small table of the
//! thread's own, not through the shared table.

use std::ops::ControlFlow;

use super::Solver;
use crate::ai::keys;
use crate::ai::table;
use crate::engine::{Bits, Board};

/// Positions of fewer stones are proved by a plain search beside a small
/// table of the thread's own ([`Recent`]), not through the shared table:
/// their subtrees are small, and a probe of the big table, a cache miss
/// each time, cost more than proving them again: more nodes, each much
/// cheaper (docs/solver.md has the figures).
pub(super) const TABLE_MIN_STONES: u32 = 20;

/// The plain search's memory, one per thread: small enough to stay in the
/// core's own cache, so that a probe costs little. Small positions recur
/// mostly within one subtree, so the latest result in each slot is kept.
pub(super) struct Recent {
    /// A position's key with its lowest bit replaced by whether the side to
    /// move wins; zero is an empty slot.
    pub(super) slots: Vec<u64>,
}

impl Recent {
    /// 512 KiB.
    const SLOTS: usize = 1 << 16;

    /// Allocated on the first plain search, so that a solver that never
    /// reaches one costs nothing.
    pub(super) fn ready(&mut self) {
        if self.slots.is_empty() {
            self.slots = vec![0; Self::SLOTS];
        }
    }

    #[inline]
    fn get(&self, key: u64) -> Option<bool> {
        let e = *self.slots.get(key as usize & (Self::SLOTS - 1))?;
        (e != 0 && (e ^ key) & !1 == 0).then_some(e & 1 == 1)
    }

    /// Starts fetching `key`'s slot, for a [`Recent::get`] soon after.
    #[inline]
    fn prefetch(&self, key: u64) {
        table::prefetch(
            self.slots
                .as_ptr()
                .wrapping_add(key as usize & (Self::SLOTS - 1)),
        );
    }

    #[inline]
    fn put(&mut self, key: u64, mover_wins: bool) {
        if let Some(e) = self.slots.get_mut(key as usize & (Self::SLOTS - 1)) {
            *e = key & !1 | u64::from(mover_wins);
        }
    }
}

impl Solver<'_> {
    /// Whether the side to move wins a position of fewer than
    /// [`TABLE_MIN_STONES`] stones, whose plain key is `key`: fewest replies
    /// first, a reply already proven lost wins at once, and results are
    /// kept in [`Recent`] only. Meaningless once the budget has run out.
    pub(super) fn wins_plain<B: Bits>(&mut self, board: &Board<B>, key: u64, ply: usize) -> bool {
        if self.budget.spend() {
            return false;
        }
        if let Some(won) = self.recent.get(key) {
            return won;
        }
        while self.plain.len() <= ply {
            self.plain.push(Vec::new());
        }
        let mut list = std::mem::take(&mut self.plain[ply]);
        list.clear();
        let (rules, recent) = (self.rules, &self.recent);
        let mut won = board
            .try_for_each_move(rules, |m| {
                let mut child = *board;
                child.play_unchecked(m);
                let child_key = keys::rehash(key, board, &child);
                // The slot is fetched while the replies are counted: most
                // of this loop's time was spent waiting on it.
                recent.prefetch(child_key);
                let replies = child.count_moves(rules);
                if replies == 0 || recent.get(child_key) == Some(false) {
                    return ControlFlow::Break(());
                }
                list.push((replies, child_key, m));
                ControlFlow::Continue(())
            })
            .is_break();
        if !won {
            list.sort_unstable_by_key(|&(replies, _, _)| replies);
            for &(_, child_key, m) in &list {
                let mut child = *board;
                child.play_unchecked(m);
                if !self.wins_plain(&child, child_key, ply + 1) {
                    won = true;
                    break;
                }
            }
        }
        self.plain[ply] = list;
        if !self.budget.exhausted() {
            self.recent.put(key, won);
        }
        won
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::{Limits, Proof, Stop, Table};
    use crate::engine::{Move, Rules};

    /// Proves `board` on a fresh table, with positions of fewer than
    /// `table_min_stones` stones left to the plain search.
    fn prove_with(board: &Board<u64>, rules: Rules, table_min_stones: u32) -> Proof {
        let table = Table::with_bytes(4 << 20);
        let stop = Stop::new();
        let mut solver = Solver::new(rules, &table, &stop, Limits::NONE);
        solver.table_min_stones = table_min_stones;
        solver.prove(board).expect("an unlimited proof finishes")
    }

    #[test]
    fn the_plain_search_proves_what_the_table_search_proves() {
        let mut rng = keys::SplitMix(5);
        let mut checked = [0; 2];
        for rules in [
            Rules::default(),
            Rules {
                jumps: crate::engine::JumpRule::Turning,
                ..Rules::default()
            },
        ] {
            for _ in 0..40 {
                // A random game on 6×6, stopped between 12 and 26 stones:
                // across the plain search's threshold.
                let mut board = Board::<u64>::full("6x6".parse().expect("a size"));
                let stop_at = 12 + rng.below(15) as u32;
                loop {
                    let stones = board.occupied().count();
                    let mut moves = Vec::new();
                    board.moves_up_to(rules, 256, &mut moves);
                    if stones <= stop_at || moves.is_empty() {
                        break;
                    }
                    board.play_unchecked(moves[rng.below(moves.len() as u64) as usize]);
                }
                let plain = prove_with(&board, rules, TABLE_MIN_STONES);
                let tabled = prove_with(&board, rules, 0);
                assert_eq!(plain.mover_wins, tabled.mover_wins, "{rules:?} {board:?}");
                // A move said to win leaves the opponent lost.
                let assert_wins = |m: Move| {
                    let mut after = board;
                    after.play_unchecked(m);
                    assert!(
                        after.count_moves(rules) == 0 || !prove_with(&after, rules, 0).mover_wins,
                        "{m} wins in {board:?}"
                    );
                };
                if let Some(m) = plain.best.filter(|_| plain.mover_wins) {
                    assert_wins(m);
                }
                // The proof writer's question: a winning move, or none.
                let table = Table::with_bytes(4 << 20);
                let stop = Stop::new();
                let winning = Solver::new(rules, &table, &stop, Limits::NONE).winning_move(&board);
                assert_eq!(winning.is_some(), tabled.mover_wins, "{rules:?} {board:?}");
                if let Some(m) = winning {
                    assert_wins(m);
                }
                checked[usize::from(plain.mover_wins)] += 1;
            }
        }
        assert!(
            checked.iter().all(|&n| n > 5),
            "wins and losses both: {checked:?}"
        );
    }
}
