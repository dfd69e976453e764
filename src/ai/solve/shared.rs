//! What the threads of one solve share besides the table: the positions
//! they are proving, and how far the first has got.

use std::sync::atomic::{AtomicU32, AtomicU64, Ordering};

use super::{PATH_CHECK_NODES, SOLVED_DEPTH, Solver};

/// How far the first thread of a solve has got, for a long solve's progress
/// report: at each of the first plies of its path, how many of the
/// position's moves it has finished, and of how many.
pub struct SolveProgress {
    pub(super) plies: [(AtomicU32, AtomicU32); PROGRESS_PLIES],
}

/// The plies [`SolveProgress`] follows; deeper ones would move its estimate
/// by less than a report shows.
pub(super) const PROGRESS_PLIES: usize = 12;

impl SolveProgress {
    pub fn new() -> SolveProgress {
        SolveProgress {
            plies: std::array::from_fn(|_| (AtomicU32::new(0), AtomicU32::new(0))),
        }
    }

    /// An estimate of the share of the first thread's tree searched, from 0
    /// to 1, each move counted as an equal share of its position's. It runs
    /// uneven (a winner's position ends at its first winning move, however
    /// many it has, and the moves' subtrees differ in size by thousands),
    /// but it only grows, and it reaches 1 when the solve ends.
    pub fn share(&self) -> f64 {
        let (mut share, mut weight) = (0.0, 1.0);
        for (done, of) in &self.plies {
            let of = of.load(Ordering::Relaxed);
            if of == 0 {
                break;
            }
            let done = done.load(Ordering::Relaxed).min(of);
            share += weight * f64::from(done) / f64::from(of);
            weight /= f64::from(of);
        }
        share
    }

    /// At `ply`, `done` of `of` moves are finished; the path below is new.
    pub(super) fn mark(&self, ply: usize, done: usize, of: usize) {
        let word = |n: usize| u32::try_from(n).unwrap_or(u32::MAX);
        if let Some((d, o)) = self.plies.get(ply) {
            d.store(word(done), Ordering::Relaxed);
            o.store(word(of), Ordering::Relaxed);
        }
        if let Some((_, o)) = self.plies.get(ply + 1) {
            o.store(0, Ordering::Relaxed);
        }
    }
}

impl Default for SolveProgress {
    fn default() -> Self {
        SolveProgress::new()
    }
}

/// The positions threads are proving right now, so that another thread
/// needing the same one proves its other moves first and comes back when
/// the proof is likely in the table (the idea of ABDADA). A slot holds one
/// key; a collision only costs a thread a wasted wait or a duplicated proof.
pub(crate) struct Busy {
    slots: Box<[AtomicU64]>,
}

impl Busy {
    const SLOTS: usize = 1 << 16;

    pub fn new() -> Busy {
        Busy {
            slots: (0..Self::SLOTS).map(|_| AtomicU64::new(0)).collect(),
        }
    }

    fn slot(&self, key: u64) -> &AtomicU64 {
        // The table uses the low bits; the high ones spread these apart.
        &self.slots[(key >> 48) as usize & (Self::SLOTS - 1)]
    }

    pub(super) fn contains(&self, key: u64) -> bool {
        self.slot(key).load(Ordering::Relaxed) == key
    }

    pub(super) fn enter(&self, key: u64) {
        self.slot(key).store(key, Ordering::Relaxed);
    }

    pub(super) fn leave(&self, key: u64) {
        let _ = self
            .slot(key)
            .compare_exchange(key, 0, Ordering::Relaxed, Ordering::Relaxed);
    }
}

impl Solver<'_> {
    /// Notes `key` as the position at `ply` on this thread's path and, now
    /// and then, looks up the positions above it: if another thread has
    /// proved one meanwhile, the search below it is only wasted work (say,
    /// the first thread still proving a move that failed, where a helper
    /// found the one that wins). Whether to abandon it: then
    /// [`Solver::proved_above`] says up to where.
    pub(super) fn abandons_for_proof_above(&mut self, key: u64, ply: usize) -> bool {
        if self.path.len() <= ply {
            self.path.resize(ply + 1, 0);
        }
        self.path[ply] = key;
        if self.budget.nodes < self.next_path_check {
            return false;
        }
        self.next_path_check = self.budget.nodes + PATH_CHECK_NODES;
        // The root is not in the table; the shallowest proof saves the most.
        self.proved_above = (1..ply).find_map(|above| {
            let e = self.table.probe(self.path[above])?;
            (e.depth >= SOLVED_DEPTH).then_some((above, e.score > 0))
        });
        self.proved_above.is_some()
    }

    /// Whether `key`'s position is proven lost for its side to move.
    #[inline]
    pub(super) fn known_lost(&self, key: u64) -> bool {
        self.table
            .probe(key)
            .is_some_and(|e| e.depth >= SOLVED_DEPTH && e.score < 0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::solve::BUSY_PLIES;
    use crate::ai::table::{Bound, Entry};
    use crate::ai::{Limits, Ordering, Stop, Table};
    use crate::engine::{Board, Move, Rules};

    #[test]
    fn a_thread_abandons_its_search_up_to_a_position_another_thread_proved() {
        // White to move after Black's a6 on 6×7 wins, a proof of hundreds of
        // millions of nodes. Once the thread is inside, "another thread" stores
        // the opposite verdict: the thread takes it within a path check, stores
        // nothing of what it had not finished, and stops long before its budget.
        let table = Table::with_bytes(16 << 20);
        let (stop, busy, progress) = (Stop::new(), Busy::new(), SolveProgress::new());
        let mut board = Board::<u64>::full("6x7".parse().expect("a size"));
        board.play_unchecked(Move::removal("a6".parse().expect("a square")));
        let budget = 20 * PATH_CHECK_NODES;
        let (mover_wins, nodes) = std::thread::scope(|scope| {
            let thread = scope.spawn(|| {
                let mut solver =
                    Solver::new(Rules::default(), &table, &stop, Limits::nodes(budget))
                        .sharing(&busy)
                        .watched(&progress);
                let images = solver.images(&board);
                let key = solver.key(&images);
                let mover_wins = solver.wins(&board, &images, 1);
                let unfinished = solver.key(&solver.children[1][0].images);
                assert!(
                    table
                        .probe(unfinished)
                        .is_none_or(|e| e.depth < SOLVED_DEPTH),
                    "the unfinished first move was stored as proved"
                );
                (key, mover_wins, solver.budget.exhausted(), solver.nodes())
            });
            // Inside: it has started on its first move at ply 1.
            while progress.plies[1].1.load(Ordering::Relaxed) == 0 && !thread.is_finished() {
                std::thread::yield_now();
            }
            let mut probe = Solver::new(Rules::default(), &table, &stop, Limits::NONE);
            let images = probe.images(&board);
            let key = probe.key(&images);
            table.store(
                key,
                Entry {
                    score: -1,
                    depth: SOLVED_DEPTH + 40,
                    bound: Bound::Exact,
                    best: None,
                },
            );
            let (searched_key, mover_wins, exhausted, nodes) = thread.join().expect("the solver");
            assert_eq!(searched_key, key);
            assert!(!exhausted, "stopped by its budget, not by the proof");
            (mover_wins, nodes)
        });
        assert!(!mover_wins, "the stored verdict, not its own");
        assert!(nodes < budget, "{nodes} nodes");
    }

    #[test]
    fn a_failed_move_marks_every_other_mover_below_it_as_likely_lost() {
        let table = Table::with_bytes(Table::MIN_BYTES);
        let stop = Stop::new();
        let mut solver = Solver::new(Rules::default(), &table, &stop, Limits::NONE);
        let lost = |solver: &Solver, plies: std::ops::Range<usize>| -> Vec<bool> {
            plies.map(|ply| solver.looks_lost(ply)).collect()
        };
        assert_eq!(lost(&solver, 0..6), [false; 6], "nothing proved yet");
        // A move failed at ply 1: its mover likely loses, so the next one wins.
        solver.outlook[1] = Some(false);
        assert_eq!(lost(&solver, 2..6), [false, true, false, true]);
        // A winning move proved at the root: the nearer verdict counts.
        solver.outlook[0] = Some(true);
        assert_eq!(lost(&solver, 1..6), [true, false, true, false, true]);
        solver.outlook[3] = Some(false);
        assert_eq!(lost(&solver, 4..7), [false, true, false]);
        // Past the plies that share busy positions, the sides still alternate.
        assert!(solver.looks_lost(BUSY_PLIES + 1) == BUSY_PLIES.is_multiple_of(2));
    }

    #[test]
    fn an_expected_result_alternates_down_the_path_until_a_move_says_otherwise() {
        let table = Table::with_bytes(Table::MIN_BYTES);
        let stop = Stop::new();
        let solver = |expected| {
            Solver::new(Rules::default(), &table, &stop, Limits::NONE).expecting(expected)
        };
        let lost = |solver: &Solver, plies: std::ops::Range<usize>| -> Vec<bool> {
            plies.map(|ply| solver.looks_lost(ply)).collect()
        };
        assert_eq!(lost(&solver(None), 1..5), [false; 4], "nothing expected");
        let won_root = solver(Some(true));
        assert_eq!(lost(&won_root, 1..5), [true, false, true, false]);
        assert_eq!(lost(&solver(Some(false)), 1..5), [false, true, false, true]);
        // A move proved on the path outweighs the guess below it.
        let mut failed = solver(Some(true));
        failed.outlook[2] = Some(false);
        assert_eq!(lost(&failed, 1..6), [true, false, false, true, false]);
    }

    #[test]
    fn helpers_split_the_root_unless_its_first_move_is_expected_to_win() {
        let table = Table::with_bytes(Table::MIN_BYTES);
        let (stop, busy) = (Stop::new(), Busy::new());
        let start = |index, expected| {
            Solver::new(Rules::default(), &table, &stop, Limits::NONE)
                .helping(&busy, index, 2)
                .expecting(expected)
                .helper_start(4)
        };
        assert_eq!([start(1, None), start(1, Some(false))], [2, 2]);
        assert_eq!(
            start(1, Some(true)),
            0,
            "the first move, with the first thread"
        );
        let first = Solver::new(Rules::default(), &table, &stop, Limits::NONE);
        assert_eq!(
            first.helper_start(4),
            0,
            "the first thread starts at the first"
        );
    }

    #[test]
    fn progress_counts_each_move_as_an_equal_share_of_its_position() {
        let progress = SolveProgress::new();
        assert_eq!(progress.share(), 0.0, "nothing marked, nothing done");
        progress.mark(0, 1, 2);
        progress.mark(1, 1, 4);
        assert_eq!(progress.share(), 0.5 + 0.5 * 0.25);
        progress.mark(1, 3, 4);
        progress.mark(2, 1, 2);
        assert_eq!(progress.share(), 0.5 + 0.5 * 0.75 + 0.125 * 0.5);
        // The next root move starts a new path: what lay below is forgotten.
        progress.mark(0, 2, 2);
        assert_eq!(progress.share(), 1.0);
    }

    #[test]
    fn a_watched_solve_grows_its_share_as_it_goes_and_ends_at_the_whole() {
        let board = Board::<u64>::full("5x6".parse().expect("a size"));
        let table = Table::with_bytes(16 << 20);
        let stop = Stop::new();
        let mut shares = Vec::new();
        for nodes in [20_000, 100_000] {
            let progress = SolveProgress::new();
            let limits = Limits::nodes(nodes);
            let mut solver =
                Solver::new(Rules::default(), &table, &stop, limits).watched(&progress);
            assert_eq!(solver.prove(&board), None, "{nodes} nodes do not prove 5x6");
            shares.push(progress.share());
        }
        // The second run starts over with the first's proofs in the table.
        assert!(
            0.0 < shares[0] && shares[0] < shares[1] && shares[1] < 1.0,
            "{shares:?}"
        );
        let progress = SolveProgress::new();
        let mut solver =
            Solver::new(Rules::default(), &table, &stop, Limits::NONE).watched(&progress);
        let proof = solver.prove(&board).expect("an unlimited proof finishes");
        assert!(!proof.mover_wins, "White wins 5x6");
        assert_eq!(progress.share(), 1.0);
    }
}
