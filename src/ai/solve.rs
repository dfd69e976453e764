//! The exact solver: proves whether the side to move wins, by a boolean
//! search over a transposition table whose key is the same for every
//! symmetric image of a position (so each is solved once).

use std::ops::ControlFlow;

use super::keys::{self, SymmetricKeys};
use super::search;
use super::table::{Bound, Entry, Table};
use super::{Budget, Limits, Stop};
use crate::engine::{Bits, Board, Color, Move, Rules};

/// Keeps solver entries apart from the heuristic search's in a shared table.
const SOLVER_SALT: u64 = 0xD1B5_4A32_D192_ED03;
/// Solver entries are final: stored deep so that estimates do not evict them.
const SOLVED_DEPTH: u8 = 60;
const MAX_IMAGES: usize = 8;
/// Below this many stones, looking up every reply costs more than it saves.
const ETC_MIN_STONES: u32 = 26;

/// A proven result for the side to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Proof {
    pub mover_wins: bool,
    /// A winning move if the mover wins; otherwise the move that took the
    /// longest to refute (the best try), or `None` with no move at all.
    pub best: Option<Move>,
}

/// A move and what the solver needs of the position after it.
#[derive(Clone, Copy)]
struct Child {
    /// The opponent's moves after it (at most [`search::MAX_MOVES`]).
    replies: u64,
    m: Move,
    images: [u64; MAX_IMAGES],
}

pub(crate) struct Solver<'a> {
    rules: Rules,
    table: &'a Table,
    budget: Budget<'a>,
    symmetry: Option<SymmetricKeys>,
    children: Vec<Vec<Child>>,
    /// For a helper thread: its number and the number of threads.
    helper: Option<(usize, usize)>,
}

/// Helpers take their own order of moves this many plies deep, where the
/// subtrees are big enough to be worth splitting.
const SPLIT_PLIES: usize = 6;

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
            helper: None,
        }
    }

    /// Makes this solver helper `index` (from 1) of `threads` proving the
    /// same position: it tries moves near the top of the tree in an order of
    /// its own, so that its proofs, stored in the shared table, are ones
    /// the main solver needs later. Its own answer is not used, so the
    /// result never depends on which thread got where first.
    pub fn helping(self, index: usize, threads: usize) -> Self {
        Solver {
            helper: Some((index, threads)),
            ..self
        }
    }

    /// The order to try `len` moves in at `ply`: as sorted, or for a
    /// helper the first, then the rest rotated. Where the first move wins
    /// (as the ordering makes likely) both threads go into it and split the
    /// work below, where every reply must be refuted; there, a helper's
    /// rotation proves moves the main solver reaches later.
    fn order(&self, len: usize, ply: usize) -> impl Iterator<Item = usize> + use<> {
        let rest = len.saturating_sub(1);
        let start = match self.helper {
            Some((index, threads)) if ply < SPLIT_PLIES && rest > 1 => rest * index / threads,
            _ => 0,
        };
        (0..len).map(move |k| {
            if k == 0 {
                0
            } else {
                1 + (k - 1 + start) % rest
            }
        })
    }

    pub fn nodes(&self) -> u64 {
        self.budget.nodes
    }

    fn images<B: Bits>(&mut self, board: &Board<B>) -> [u64; MAX_IMAGES] {
        let size = board.size();
        let symmetry = self
            .symmetry
            .get_or_insert_with(|| SymmetricKeys::new(size));
        let mut images = [0; MAX_IMAGES];
        symmetry.hashes(board, &mut images[..symmetry.count()]);
        images
    }

    /// The table key of a position from its images' keys: the same for
    /// every symmetric image.
    #[inline]
    fn key(&self, images: &[u64; MAX_IMAGES]) -> u64 {
        let count = self.symmetry.as_ref().map_or(1, SymmetricKeys::count);
        images[..count].iter().copied().min().unwrap_or(0)
            ^ SOLVER_SALT
            ^ keys::rules_key(self.rules)
    }

    /// The moves of `board`, fewest opponent replies first: replies that
    /// leave the opponent little to do are the likeliest wins, and a count
    /// of zero is a win outright. Each child's table slot is fetched from
    /// memory as it is listed, so that the probes that follow (most of the
    /// solver's time was spent waiting on them) overlap instead of stalling.
    fn ordered_children<B: Bits>(
        &mut self,
        board: &Board<B>,
        images: &[u64; MAX_IMAGES],
        ply: usize,
    ) -> Vec<Child> {
        while self.children.len() <= ply {
            self.children.push(Vec::new());
        }
        let mut list = std::mem::take(&mut self.children[ply]);
        list.clear();
        let rules = self.rules;
        let count = self.symmetry.as_ref().map_or(1, SymmetricKeys::count);
        let complete = board
            .try_for_each_move(rules, |m| {
                if list.len() == search::MAX_MOVES as usize {
                    return ControlFlow::Break(());
                }
                let mut child = *board;
                child.play_unchecked(m);
                let mut child_images = *images;
                if let Some(symmetry) = &self.symmetry {
                    symmetry.rehash(board, &child, &mut child_images[..count]);
                }
                self.table.prefetch(self.key(&child_images));
                list.push(Child {
                    replies: child.count_moves_up_to(rules, search::MAX_MOVES),
                    m,
                    images: child_images,
                });
                ControlFlow::Continue(())
            })
            .is_continue();
        if !complete {
            // A proof must see every move; this many is past what it can afford.
            self.budget.give_up();
        }
        list.sort_by_key(|c| c.replies);
        list
    }

    /// Whether `key`'s position is proven lost for its side to move.
    #[inline]
    fn known_lost(&self, key: u64) -> bool {
        self.table
            .probe(key)
            .is_some_and(|e| e.depth == SOLVED_DEPTH && e.score < 0)
    }

    /// Whether the side to move wins. Meaningless once `aborted` is set.
    fn wins<B: Bits>(&mut self, board: &Board<B>, images: &[u64; MAX_IMAGES], ply: usize) -> bool {
        if self.budget.spend() {
            return false;
        }
        let key = self.key(images);
        if let Some(e) = self.table.probe(key)
            && e.depth == SOLVED_DEPTH
        {
            return e.score > 0;
        }
        let list = self.ordered_children(board, images, ply);
        let mut won = list.first().is_some_and(|c| c.replies == 0);
        let stones = (board.stones(Color::Black) | board.stones(Color::White)).count();
        if !won && list.len() > 1 && stones >= ETC_MIN_STONES {
            // A reply already proven lost for the opponent wins without a
            // search (worth its probes only while subtrees are still large).
            won = list.iter().any(|c| self.known_lost(self.key(&c.images)));
        }
        if !won {
            for c in self.order(list.len(), ply).map(|i| list[i]) {
                let mut child = *board;
                child.play_unchecked(c.m);
                let child_wins = self.wins(&child, &c.images, ply + 1);
                if self.budget.exhausted() {
                    break;
                }
                if !child_wins {
                    won = true;
                    break;
                }
            }
        }
        self.children[ply] = list;
        if self.budget.exhausted() {
            return false;
        }
        self.table.store(
            key,
            Entry {
                score: if won { 1 } else { -1 },
                depth: SOLVED_DEPTH,
                bound: Bound::Exact,
                best: None,
            },
        );
        won
    }

    /// Proves the result of `board`, or `None` if the limits stop it first.
    pub fn prove<B: Bits>(&mut self, board: &Board<B>) -> Option<Proof> {
        let images = self.images(board);
        let list = self.ordered_children(board, &images, 0);
        let mut best_try = None;
        let mut longest = 0;
        for c in self.order(list.len(), 0).map(|i| list[i]) {
            let before = self.nodes();
            let mut child = *board;
            child.play_unchecked(c.m);
            let child_wins = self.wins(&child, &c.images, 1);
            if self.budget.exhausted() {
                return None;
            }
            if !child_wins {
                return Some(Proof {
                    mover_wins: true,
                    best: Some(c.m),
                });
            }
            if best_try.is_none() || self.nodes() - before > longest {
                longest = self.nodes() - before;
                best_try = Some(c.m);
            }
        }
        Some(Proof {
            mover_wins: false,
            best: best_try,
        })
    }
}
