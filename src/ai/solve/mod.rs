//! The exact solver: proves whether the side to move wins, by a boolean
//! search over a transposition table whose key is the same for every
//! symmetric image of a position (so each is solved once).

use std::ops::ControlFlow;

use super::keys::{self, Images, SymmetricKeys};
use super::table::{Bound, Entry, Table};
use super::{Budget, Limits, Stop};
use crate::engine::{Bits, Board, Color, Move, Rules};

mod order;
mod plain;
mod shared;

use order::Child;
use plain::{Recent, TABLE_MIN_STONES};
pub(crate) use shared::Busy;
use shared::PROGRESS_PLIES;
pub use shared::SolveProgress;

/// Keeps solver entries apart from the heuristic search's in a shared table.
const SOLVER_SALT: u64 = 0xD1B5_4A32_D192_ED03;
/// Solver entries are final: stored deeper than any estimate, so that
/// estimates do not evict them, and deeper still the more work each saves
/// (the log of its subtree's nodes), so that a full table keeps the
/// proofs of big subtrees and lets go of small ones.
const SOLVED_DEPTH: u8 = 64;
/// Below this many stones, looking up every reply costs more than it saves.
/// The replies' slots were fetched as they were listed, so the lookups are
/// cheap down to here (the measurements are in the commit messages).
const ETC_MIN_STONES: u32 = 12;

/// A proven result for the side to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Proof {
    pub mover_wins: bool,
    /// A winning move if the mover wins; otherwise the move that took the
    /// longest to refute (the best try), or `None` with no move at all.
    pub best: Option<Move>,
}

impl Proof {
    /// The side that wins, when `mover` is the side to move.
    pub fn winner(&self, mover: Color) -> Color {
        if self.mover_wins {
            mover
        } else {
            mover.other()
        }
    }
}
pub(crate) struct Solver<'a> {
    rules: Rules,
    table: &'a Table,
    budget: Budget<'a>,
    symmetry: Option<SymmetricKeys>,
    children: Vec<Vec<Child>>,
    /// The plain search's moves at each ply: replies, key after, move.
    plain: Vec<Vec<(u64, u64, Move)>>,
    recent: Recent,
    table_min_stones: u32,
    /// The last winning move found at each ply: it often wins again in the
    /// sibling positions, after another of the loser's tries.
    killers: Vec<Option<Move>>,
    /// Positions other threads are proving, when several share the table.
    busy: Option<&'a Busy>,
    /// For a solver that only fills the table for another: which of how
    /// many helpers it is, which says where in the root's moves it starts.
    helper: Option<(usize, usize)>,
    /// Where the first thread tells how far it has got.
    progress: Option<&'a SolveProgress>,
    /// At each ply of this thread's path where busy positions are shared,
    /// what its moves proved so far say of whether the side to move wins
    /// there: a move that failed says it likely loses (in a won position
    /// the first move tried most often wins), a root move a helper proved
    /// winning says it wins. `None` before any has been proved.
    outlook: [Option<bool>; BUSY_PLIES],
    /// The table keys of the positions on this thread's path, by ply.
    path: Vec<u64>,
    /// When a thread sharing the table next looks along its path for a
    /// position another thread has proved meanwhile.
    next_path_check: u64,
    /// A position on this thread's path that another thread has proved,
    /// by its ply and whether its side to move wins: the search below it is
    /// abandoned, unproved, back up to it.
    proved_above: Option<(usize, bool)>,
    /// Whether the root's side to move is expected to win, if the caller
    /// knows: it says where the threads split their work before any move
    /// on their path has been proved ([`Solver::looks_lost`]).
    root_expected: Option<bool>,
}

/// Nodes between a shared thread's looks along its path: each is a probe a
/// ply, a few microseconds, where this many nodes take about a millisecond.
const PATH_CHECK_NODES: u64 = 1 << 14;

/// Threads tell each other which positions they are in this many plies deep.
const BUSY_PLIES: usize = 14;

impl<'a> Solver<'a> {
    /// A solver on `table`, which the caller has told of a new search
    /// ([`Table::new_search`]); several solvers may share one table.
    pub fn new(rules: Rules, table: &'a Table, stop: &'a Stop, limits: Limits) -> Self {
        Solver {
            rules,
            table,
            budget: Budget::new(limits, stop),
            symmetry: None,
            children: Vec::new(),
            plain: Vec::new(),
            recent: Recent { slots: Vec::new() },
            table_min_stones: TABLE_MIN_STONES,
            killers: Vec::new(),
            busy: None,
            helper: None,
            progress: None,
            outlook: [None; BUSY_PLIES],
            path: Vec::new(),
            next_path_check: 0,
            proved_above: None,
            root_expected: None,
        }
    }

    /// Makes this solver one of several threads proving the same position
    /// on one table, telling the others where it is through `busy`.
    pub fn sharing(self, busy: &'a Busy) -> Self {
        Solver {
            busy: Some(busy),
            ..self
        }
    }

    /// Makes this solver helper `index` (from 1) of `threads` proving the
    /// same position on `busy`: it starts its share of the way into the
    /// root's moves, so that the threads split the root instead of all
    /// starting on its first move.
    pub fn helping(self, busy: &'a Busy, index: usize, threads: usize) -> Self {
        Solver {
            helper: Some((index, threads)),
            ..self.sharing(busy)
        }
    }

    /// Tells this solver whether the root's side to move is expected to
    /// win. A guess: a wrong one costs time, never the result.
    pub fn expecting(self, root_mover_wins: Option<bool>) -> Self {
        Solver {
            root_expected: root_mover_wins,
            ..self
        }
    }

    /// Makes this solver report how far it has got through `progress`.
    pub fn watched(self, progress: &'a SolveProgress) -> Self {
        Solver {
            progress: Some(progress),
            ..self
        }
    }

    /// Tells the watcher, if any, that `done` of the `of` moves at `ply`
    /// are finished.
    #[inline]
    fn mark(&self, ply: usize, done: usize, of: usize) {
        if ply < PROGRESS_PLIES
            && let Some(progress) = self.progress
        {
            progress.mark(ply, done, of);
        }
    }

    /// Whether the side to move at `ply` looks lost, from the nearest ply
    /// above it on this thread's path whose moves have said so: the sides
    /// alternate below it, as they would if each winner's first move won.
    /// Nothing said above: as the root's expected result says, alternating
    /// the same way; with none expected, not lost (every thread then tries
    /// each position's first move, and they split the rest).
    fn looks_lost(&self, ply: usize) -> bool {
        // An even number of plies apart, the same side is to move.
        let lost_below = |above: usize, wins: bool| wins != (ply - above).is_multiple_of(2);
        (0..ply.min(BUSY_PLIES))
            .rev()
            .find_map(|above| self.outlook[above].map(|wins| lost_below(above, wins)))
            .unwrap_or_else(|| self.root_expected.is_some_and(|wins| lost_below(0, wins)))
    }

    /// Where in the root's `moves` helper `index` of `threads` starts: its
    /// share of the way in, so that the threads split the moves of a root
    /// that must prove them all; at the first, with the first thread,
    /// where the root is expected won by it (proving another move would
    /// likely be wasted, and below the first they split the work).
    fn helper_start(&self, moves: usize) -> usize {
        match self.helper {
            Some((index, threads)) if self.root_expected != Some(true) => {
                index * moves / threads.max(1)
            }
            _ => 0,
        }
    }

    pub fn nodes(&self) -> u64 {
        self.budget.nodes
    }

    /// Whether the side to move wins. Meaningless once the budget has run
    /// out.
    fn wins<B: Bits>(&mut self, board: &Board<B>, images: &Images, ply: usize) -> bool {
        let stones = board.occupied().count();
        if stones < self.table_min_stones {
            self.recent.ready();
            return self.wins_plain(board, keys::hash(board), ply);
        }
        if self.budget.spend() {
            return false;
        }
        let nodes_before = self.budget.nodes;
        let key = self.key(images);
        if let Some(e) = self.table.probe(key)
            && e.depth >= SOLVED_DEPTH
        {
            return e.score > 0;
        }
        if self.busy.is_some() && self.abandons_for_proof_above(key, ply) {
            return false;
        }
        let mut list = self.ordered_children(board, images, ply);
        let mut won = list.first().is_some_and(|c| c.replies == 0);
        if !won && list.len() > 1 && stones >= ETC_MIN_STONES {
            // A reply already proven lost for the opponent wins without a
            // search (worth its probes only while subtrees are still large).
            won = list
                .iter()
                .any(|c| self.keyed(stones, c.m) && self.known_lost(self.key(&c.images)));
        }
        if !won {
            let busy = self.busy.filter(|_| ply < BUSY_PLIES);
            if let Some(busy) = busy {
                busy.enter(key);
                self.outlook[ply] = None;
            }
            // Moves another thread is proving wait for a second pass, by
            // when their proofs are likely in the table. The first move
            // waits only where the mover looks lost: every move must be
            // proved there, so the threads may as well split them at once;
            // elsewhere it is the likeliest win, worth proving together.
            let first_waits = busy.is_some() && self.looks_lost(ply);
            let mut put_off = 0u64;
            let mut tried = 0;
            for k in 0..list.len() {
                if k == 1 {
                    self.order_rest(board, &mut list[1..]);
                }
                let c = list[k];
                if (k > 0 || first_waits)
                    && k < 64
                    && self.keyed(stones, c.m)
                    && busy.is_some_and(|b| b.contains(self.key(&c.images)))
                {
                    put_off |= 1 << k;
                    continue;
                }
                self.mark(ply, tried, list.len());
                tried += 1;
                if let Some(result) = self.settles(board, &c, ply) {
                    won = result;
                    break;
                }
                if busy.is_some() {
                    self.outlook[ply] = Some(false);
                }
            }
            if !won && !self.budget.exhausted() && self.proved_above.is_none() {
                for k in (0..64).filter(|k| put_off >> k & 1 == 1) {
                    self.mark(ply, tried, list.len());
                    tried += 1;
                    if let Some(result) = self.settles(board, &list[k], ply) {
                        won = result;
                        break;
                    }
                }
            }
            if let Some(busy) = busy {
                busy.leave(key);
            }
        }
        self.children[ply] = list;
        if self.budget.exhausted() {
            return false;
        }
        if let Some((above, mover_wins)) = self.proved_above {
            if above < ply {
                return false;
            }
            self.proved_above = None;
            return mover_wins;
        }
        self.table.store(
            key,
            Entry {
                score: if won { 1 } else { -1 },
                depth: SOLVED_DEPTH + (self.budget.nodes - nodes_before + 1).ilog2() as u8,
                bound: Bound::Exact,
                best: None,
            },
        );
        won
    }

    /// Proves the move `c`: `Some(true)` if it wins (the opponent loses
    /// after it), `Some(false)` if the limits stopped the search, `None` if
    /// it loses and the next move is to be tried.
    fn settles<B: Bits>(&mut self, board: &Board<B>, c: &Child, ply: usize) -> Option<bool> {
        let mut child = *board;
        child.play_unchecked(c.m);
        let child_wins = self.wins(&child, &c.images, ply + 1);
        if self.budget.exhausted() || self.proved_above.is_some() {
            return Some(false);
        }
        if child_wins {
            return None;
        }
        self.killers[ply] = Some(c.m);
        Some(true)
    }

    /// The root's moves in the order the first thread tries them, one of
    /// each set of symmetric twins: proving one proves them all, and a
    /// helper started on the twin of the first thread's move would only
    /// prove the same position at the same time.
    fn root_children<B: Bits>(&mut self, board: &Board<B>) -> Vec<Child> {
        let images = self.images(board);
        let mut list = self.ordered_children(board, &images, 0);
        self.order_rest(board, &mut list);
        let mut seen = Vec::with_capacity(list.len());
        list.retain(|c| {
            let key = self.key(&c.images);
            let first = !seen.contains(&key);
            seen.push(key);
            first
        });
        list
    }

    /// Proves the result of `board`, or `None` if the limits stop it first.
    pub fn prove<B: Bits>(&mut self, board: &Board<B>) -> Option<Proof> {
        let list = self.root_children(board);
        self.outlook[0] = None;
        let mut best_try = None;
        let mut longest = 0;
        for (done, &c) in list.iter().enumerate() {
            self.mark(0, done, list.len());
            let before = self.nodes();
            let mut child = *board;
            child.play_unchecked(c.m);
            let child_wins = self.wins(&child, &c.images, 1);
            if self.budget.exhausted() {
                return None;
            }
            if !child_wins {
                self.mark(0, list.len(), list.len());
                return Some(Proof {
                    mover_wins: true,
                    best: Some(c.m),
                });
            }
            self.outlook[0] = Some(false);
            if best_try.is_none() || self.nodes() - before > longest {
                longest = self.nodes() - before;
                best_try = Some(c.m);
            }
        }
        self.mark(0, list.len(), list.len());
        Some(Proof {
            mover_wins: false,
            best: best_try,
        })
    }

    /// A winning move for the side to move, or `None` if it loses. Below
    /// the table's stone count this is the plain search's own choice (the
    /// first of the fewest-replies order that wins), without the symmetric
    /// keys and the full ordering [`Solver::prove`] spends on each root: a
    /// proof writer asks this of millions of small positions. Meaningless
    /// once the budget has run out.
    pub fn winning_move<B: Bits>(&mut self, board: &Board<B>) -> Option<Move> {
        let stones = board.occupied().count();
        if stones >= self.table_min_stones {
            return self.prove(board).filter(|p| p.mover_wins)?.best;
        }
        self.recent.ready();
        let rules = self.rules;
        let key = keys::hash(board);
        let mut list = Vec::new();
        let mut stuck = None;
        let _ = board.try_for_each_move(rules, |m| {
            let mut child = *board;
            child.play_unchecked(m);
            let replies = child.count_moves(rules);
            if replies == 0 {
                // The opponent can't move: no search needed.
                stuck = Some(m);
                return ControlFlow::Break(());
            }
            list.push((replies, keys::rehash(key, board, &child), m));
            ControlFlow::Continue(())
        });
        if stuck.is_some() {
            return stuck;
        }
        list.sort_by_key(|&(replies, _, _)| replies);
        list.into_iter().find_map(|(_, child_key, m)| {
            let mut child = *board;
            child.play_unchecked(m);
            (!self.wins_plain(&child, child_key, 1)).then_some(m)
        })
    }

    /// Fills the table for the first thread, which [`Solver::prove`]s the
    /// same position: proves every root move, starting this helper's share
    /// of the way in, and whatever it finds goes on to the next. (A helper
    /// that stopped at its first winning move would sit idle while the
    /// first thread still proves another.)
    pub fn help<B: Bits>(&mut self, board: &Board<B>) {
        let mut list = self.root_children(board);
        let start = self.helper_start(list.len());
        list.rotate_left(start);
        self.outlook[0] = None;
        for c in &list {
            let mut child = *board;
            child.play_unchecked(c.m);
            let child_wins = self.wins(&child, &c.images, 1);
            if self.budget.exhausted() {
                return;
            }
            // One winning move settles it; failed ones only suggest a loss.
            if self.outlook[0] != Some(true) {
                self.outlook[0] = Some(!child_wins);
            }
        }
    }
}

#[cfg(test)]
mod tests {

    use super::*;

    #[test]
    fn a_helper_learns_from_its_root_moves_whether_the_root_is_won() {
        for (size, black_wins) in [("5x5", true), ("4x4", false), ("5x6", false)] {
            let table = Table::with_bytes(4 << 20);
            let (stop, busy) = (Stop::new(), Busy::new());
            let mut helper =
                Solver::new(Rules::default(), &table, &stop, Limits::NONE).helping(&busy, 1, 2);
            helper.help(&Board::<u64>::full(size.parse().expect("a size")));
            assert_eq!(helper.outlook[0], Some(black_wins), "{size}");
        }
    }

    fn root_moves(size: &str) -> Vec<String> {
        let table = Table::with_bytes(Table::MIN_BYTES);
        let stop = Stop::new();
        let mut solver = Solver::new(Rules::default(), &table, &stop, Limits::NONE);
        let board = Board::<u64>::full(size.parse().expect("a size"));
        let mut moves: Vec<String> = solver
            .root_children(&board)
            .iter()
            .map(|c| c.m.to_string())
            .collect();
        moves.sort();
        moves
    }

    #[test]
    fn the_root_proves_one_of_each_set_of_symmetric_twins() {
        // 6×7: Black's corners a6 and g6 mirror each other; d3 has no twin.
        let moves = root_moves("6x7");
        assert_eq!(moves.len(), 2, "{moves:?}");
        assert!(moves.contains(&"d3".to_string()), "{moves:?}");
        // 6×6: the corners a6 and f1 are twins, and so are c4 and d3.
        let moves = root_moves("6x6");
        assert_eq!(moves.len(), 2, "{moves:?}");
        assert!(moves.iter().any(|m| m == "a6" || m == "f1"), "{moves:?}");
        assert!(moves.iter().any(|m| m == "c4" || m == "d3"), "{moves:?}");
    }
}
