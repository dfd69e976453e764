//! The exact solver: proves whether the side to move wins, by a boolean
//! search over a transposition table whose key is the same for every
//! symmetric image of a position (so each is solved once).

use std::ops::ControlFlow;

use super::keys::{self, Images, SymmetricKeys};
use super::table::{self, Bound, Entry, Table};
use super::{Budget, Limits, Stop};
use crate::engine::{Bits, Board, Color, Move, Rules};

mod order;
mod shared;

use order::Child;
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
/// cheap down to here (the README's solver figures show the measurements).
const ETC_MIN_STONES: u32 = 12;

/// Positions of fewer stones are proved by a plain search beside a small
/// table of the thread's own ([`Recent`]), not through the shared table:
/// their subtrees are small, and a probe of the big table, a cache miss
/// each time, cost more than proving them again: more nodes, each much
/// cheaper (the README has the figures).
const TABLE_MIN_STONES: u32 = 20;

/// The plain search's memory, one per thread: small enough to stay in the
/// core's own cache, so that a probe costs little. Small positions recur
/// mostly within one subtree, so the latest result in each slot is kept.
struct Recent {
    /// A position's key with its lowest bit replaced by whether the side to
    /// move wins; zero is an empty slot.
    slots: Vec<u64>,
}

impl Recent {
    /// 512 KiB.
    const SLOTS: usize = 1 << 16;

    /// Allocated on the first plain search, so that a solver that never
    /// reaches one costs nothing.
    fn ready(&mut self) {
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
    /// Nothing said above: not lost.
    fn looks_lost(&self, ply: usize) -> bool {
        (0..ply.min(BUSY_PLIES))
            .rev()
            .find_map(|above| {
                // An even number of plies apart, the same side is to move.
                self.outlook[above].map(|wins| wins != (ply - above).is_multiple_of(2))
            })
            .unwrap_or(false)
    }

    pub fn nodes(&self) -> u64 {
        self.budget.nodes
    }

    /// Notes `key` as the position at `ply` on this thread's path and, now
    /// and then, looks up the positions above it: if another thread has
    /// proved one meanwhile, the search below it is only wasted work (say,
    /// the first thread still proving a move that failed, where a helper
    /// found the one that wins). Whether to abandon it: then
    /// [`Solver::proved_above`] says up to where.
    fn abandons_for_proof_above(&mut self, key: u64, ply: usize) -> bool {
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
    fn known_lost(&self, key: u64) -> bool {
        self.table
            .probe(key)
            .is_some_and(|e| e.depth >= SOLVED_DEPTH && e.score < 0)
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

    /// Whether the side to move wins a position of fewer than
    /// [`TABLE_MIN_STONES`] stones, whose plain key is `key`: fewest replies
    /// first, a reply already proven lost wins at once, and results are
    /// kept in [`Recent`] only. Meaningless once the budget has run out.
    fn wins_plain<B: Bits>(&mut self, board: &Board<B>, key: u64, ply: usize) -> bool {
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
        if let Some((index, threads)) = self.helper {
            let start = index * list.len() / threads.max(1);
            list.rotate_left(start);
        }
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
    use super::order::{OPENING_STONES_GONE, OWN_COUNTED, SYMMETRIES_COUNTED, opening_lead, rank};
    use super::*;
    use crate::ai::Ordering;
    use crate::ai::search;

    #[test]
    fn ranks_order_replies_then_the_killer_then_own_moves_then_symmetries() {
        assert!(
            rank(1, false, 0, 0) < rank(2, true, 255, 7),
            "fewer replies first"
        );
        assert!(
            rank(1, true, 0, 0) < rank(1, false, 255, 7),
            "then the killer"
        );
        assert!(
            rank(1, false, 5, 0) < rank(1, false, 4, 7),
            "then more own moves"
        );
        assert!(
            rank(1, false, 4, 1) < rank(1, false, 4, 0),
            "then more symmetries"
        );
        assert_eq!(rank(3, false, 300, 0), rank(3, false, OWN_COUNTED, 0));
        assert_eq!(rank(3, false, 3, 9), rank(3, false, 3, SYMMETRIES_COUNTED));
        // Counting own moves later, by subtraction, gives the same rank.
        assert_eq!(rank(2, true, 0, 1) - (7 << 3), rank(2, true, 7, 1));
    }

    #[test]
    fn of_tied_moves_the_one_that_keeps_a_mirror_is_tried_first() {
        // 6×7 after Black's d3: White's c3, d4 and e3 leave 3 replies and 3
        // moves of White's own each; only d4 leaves the board its left-right
        // mirror.
        let table = Table::with_bytes(Table::MIN_BYTES);
        let stop = Stop::new();
        let mut solver = Solver::new(Rules::default(), &table, &stop, Limits::NONE);
        let mut board = Board::<u64>::full("6x7".parse().expect("a size"));
        board.play_unchecked(Move::removal("d3".parse().expect("a square")));
        let first = solver.root_children(&board)[0].m.to_string();
        assert_eq!(first, "d4");
    }

    #[test]
    fn opening_moves_rank_by_twice_their_replies_less_their_own_moves() {
        // Two replies and five own moves come before one reply and none.
        assert!(
            opening_lead(2, 5) | rank(2, false, 5, 0) < opening_lead(1, 0) | rank(1, true, 0, 7)
        );
        // The lead outranks everything rank() says, whatever the replies.
        assert!(rank(search::MAX_MOVES, false, 0, 0) < opening_lead(0, OWN_COUNTED - 1));
        assert_eq!(opening_lead(3, 300), opening_lead(3, OWN_COUNTED));
    }

    /// 2 × replies − own moves of each root move of `board`, in the solver's
    /// order, counted with the engine alone.
    fn leads_in_order(board: &Board<u64>) -> Vec<(i64, u64)> {
        let table = Table::with_bytes(Table::MIN_BYTES);
        let stop = Stop::new();
        let mut solver = Solver::new(Rules::default(), &table, &stop, Limits::NONE);
        let rules = Rules::default();
        solver
            .root_children(board)
            .iter()
            .map(|c| {
                let mut child = *board;
                child.play_unchecked(c.m);
                let replies = child.count_moves(rules);
                let own = child.with_turn(board.turn()).count_moves(rules);
                (2 * replies as i64 - own as i64, replies)
            })
            .collect()
    }

    #[test]
    fn the_opening_tries_moves_by_the_lead_and_later_plies_by_fewest_replies() {
        let size: crate::engine::Size = "6x7".parse().expect("a size");
        let rules = Rules::default();
        let play_first = |board: &mut Board<u64>| {
            let mut first = None;
            let _ = board.try_for_each_move(rules, |m| {
                first = Some(m);
                ControlFlow::Break(())
            });
            board.play_unchecked(first.expect("a move in the opening"));
        };
        let in_opening = |board: &Board<u64>| {
            board.occupied().count() as usize + OPENING_STONES_GONE >= size.squares()
        };
        let mut board = Board::<u64>::full(size);
        for m in ["a6", "a5"] {
            board.play_unchecked(Move::removal(m.parse().expect("a square")));
        }
        let mut told_apart = false;
        while in_opening(&board) {
            let leads = leads_in_order(&board);
            assert!(leads.is_sorted_by_key(|&(lead, _)| lead), "{leads:?}");
            told_apart |= !leads.is_sorted_by_key(|&(_, replies)| replies);
            play_first(&mut board);
        }
        assert!(
            told_apart,
            "no position on the way orders by the lead alone"
        );
        // Past the opening, fewest replies first.
        let replies: Vec<u64> = leads_in_order(&board).iter().map(|&(_, r)| r).collect();
        assert!(replies.len() > 1, "{replies:?}");
        assert!(replies.is_sorted(), "{replies:?}");
    }

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
