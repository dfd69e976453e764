//! Heuristic search: iterative-deepening alpha-beta (negamax with principal
//! variation search) over a transposition table, ordered by the table's move,
//! killer moves and a history table, scored by mobility at the horizon.

use super::keys;
use super::table::{Bound, Entry, Table};
use super::{Budget, Limits, Stop};
use crate::engine::{Bits, Board, Move, Rules};

/// A won game's score; a win in `n` plies scores `MATE - n`.
pub const MATE: i32 = 30_000;
/// Scores beyond this are proven wins or losses, not estimates.
pub const PROVEN: i32 = MATE - 1_000;
const INFINITY: i32 = 32_000;

/// The most moves the AI lists or counts in one position. Real games stay
/// far below it; with turning jumps on a big board a position can have
/// millions, and the search then weighs the first this many it finds.
pub const MAX_MOVES: u64 = 4096;
const MAX_LISTED: usize = MAX_MOVES as usize;

/// The position's worth for the side to move, from mobility: moves each side
/// has, and stones each side could move now. (Both matter because in Kōnane
/// the player left without a move loses.)
#[inline]
pub fn evaluate<B: Bits>(board: &Board<B>, rules: Rules) -> i32 {
    let me = board.turn();
    let them = me.other();
    let my_moves = board.count_moves_up_to(rules, MAX_MOVES) as i32;
    let their_moves = board.with_turn(them).count_moves_up_to(rules, MAX_MOVES) as i32;
    let my_movers = board.movable_stones(me).count() as i32;
    let their_movers = board.movable_stones(them).count() as i32;
    4 * (my_moves - their_moves) + 8 * (my_movers - their_movers)
}

/// Mobility after a move, as the one-ply greedy player sees it.
pub fn mobility_margin<B: Bits>(after: &Board<B>, rules: Rules) -> i64 {
    let mover = after.turn().other();
    let mine = after.with_turn(mover).count_moves_up_to(rules, MAX_MOVES) as i64;
    let theirs = after.count_moves_up_to(rules, MAX_MOVES) as i64;
    mine - theirs
}

/// A move's origin and destination indices: how the table and the history remember it.
#[inline]
fn endpoints<B: Bits>(board: &Board<B>, m: Move) -> (usize, usize) {
    let size = board.size();
    let from = size.index(m.origin()).unwrap_or(0) as usize;
    let to = size.index(m.destination()).unwrap_or(0) as usize;
    (from, to)
}

#[inline]
fn move_key<B: Bits>(board: &Board<B>, m: Move) -> u16 {
    let (from, to) = endpoints(board, m);
    (from as u16) << 8 | to as u16
}

fn to_table(score: i32, ply: usize) -> i16 {
    let s = if score > PROVEN {
        score + ply as i32
    } else if score < -PROVEN {
        score - ply as i32
    } else {
        score
    };
    s as i16
}

fn from_table(score: i16, ply: usize) -> i32 {
    let s = i32::from(score);
    if s > PROVEN {
        s - ply as i32
    } else if s < -PROVEN {
        s + ply as i32
    } else {
        s
    }
}

/// The result of a search from the root.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Scored {
    pub best: Move,
    pub score: i32,
    /// The deepest iteration completed.
    pub depth: u32,
}

pub(crate) struct Searcher<'a> {
    rules: Rules,
    table: &'a mut Table,
    budget: Budget<'a>,
    moves: Vec<Vec<Move>>,
    order: Vec<Vec<i32>>,
    killers: Vec<[Option<Move>; 2]>,
    history: Vec<u32>,
    squares: usize,
}

impl<'a> Searcher<'a> {
    pub fn new(rules: Rules, table: &'a mut Table, stop: &'a Stop, limits: Limits) -> Self {
        table.new_search();
        Searcher {
            rules,
            table,
            budget: Budget::new(limits, stop),
            moves: Vec::new(),
            order: Vec::new(),
            killers: Vec::new(),
            history: Vec::new(),
            squares: 0,
        }
    }

    pub fn nodes(&self) -> u64 {
        self.budget.nodes
    }

    fn prepare<B: Bits>(&mut self, board: &Board<B>) {
        self.squares = board.size().squares();
        self.history = vec![0; self.squares * self.squares];
    }

    fn ensure_ply(&mut self, ply: usize) {
        while self.moves.len() <= ply {
            self.moves.push(Vec::with_capacity(64));
            self.order.push(Vec::with_capacity(64));
            self.killers.push([None; 2]);
        }
    }

    fn history_index<B: Bits>(&self, board: &Board<B>, m: Move) -> usize {
        let (from, to) = endpoints(board, m);
        from * self.squares + to
    }

    /// The moves of `board` in generation order, into the buffer for `ply`.
    fn generate<B: Bits>(&mut self, board: &Board<B>, ply: usize) {
        self.ensure_ply(ply);
        let mut list = std::mem::take(&mut self.moves[ply]);
        list.clear();
        board.moves_up_to(self.rules, MAX_LISTED, &mut list);
        self.moves[ply] = list;
    }

    /// Ordering keys for the moves at `ply`: the table's move, then killers, then history.
    fn score_moves<B: Bits>(&mut self, board: &Board<B>, ply: usize, table_move: Option<u16>) {
        let mut keys = std::mem::take(&mut self.order[ply]);
        keys.clear();
        let killers = self.killers[ply];
        for &m in &self.moves[ply] {
            let key = if Some(move_key(board, m)) == table_move {
                i32::MAX
            } else if Some(m) == killers[0] {
                i32::MAX - 1
            } else if Some(m) == killers[1] {
                i32::MAX - 2
            } else {
                self.history[self.history_index(board, m)].min(i32::MAX as u32 - 3) as i32
            };
            keys.push(key);
        }
        self.order[ply] = keys;
    }

    /// Swaps the best remaining move (by ordering key) to position `from`.
    fn pick(&mut self, ply: usize, from: usize) -> Move {
        let keys = &mut self.order[ply];
        let mut best = from;
        for i in from + 1..keys.len() {
            if keys[i] > keys[best] {
                best = i;
            }
        }
        keys.swap(from, best);
        self.moves[ply].swap(from, best);
        self.moves[ply][from]
    }

    fn negamax<B: Bits>(
        &mut self,
        board: &Board<B>,
        key: u64,
        depth: i32,
        ply: usize,
        mut alpha: i32,
        beta: i32,
    ) -> i32 {
        if self.budget.spend() {
            return 0;
        }
        let mut table_move = None;
        if let Some(e) = self.table.probe(key) {
            table_move = e.best;
            if i32::from(e.depth) >= depth {
                let s = from_table(e.score, ply);
                let usable = match e.bound {
                    Bound::Exact => true,
                    Bound::Lower => s >= beta,
                    Bound::Upper => s <= alpha,
                };
                if usable {
                    return s;
                }
            }
        }
        if depth <= 0 {
            if !board.has_moves(self.rules) {
                return -(MATE - ply as i32);
            }
            return evaluate(board, self.rules);
        }
        self.generate(board, ply);
        let count = self.moves[ply].len();
        if count == 0 {
            return -(MATE - ply as i32);
        }
        self.score_moves(board, ply, table_move);
        let original_alpha = alpha;
        let mut best_score = -INFINITY;
        let mut best_move = None;
        for n in 0..count {
            let m = self.pick(ply, n);
            let mut child = *board;
            child.play_unchecked(m);
            let child_key = keys::rehash(key, board, &child);
            let score = if n == 0 {
                -self.negamax(&child, child_key, depth - 1, ply + 1, -beta, -alpha)
            } else {
                let probe =
                    -self.negamax(&child, child_key, depth - 1, ply + 1, -alpha - 1, -alpha);
                if probe > alpha && probe < beta {
                    -self.negamax(&child, child_key, depth - 1, ply + 1, -beta, -alpha)
                } else {
                    probe
                }
            };
            if self.budget.exhausted() {
                return 0;
            }
            if score > best_score {
                best_score = score;
                best_move = Some(move_key(board, m));
                if score > alpha {
                    alpha = score;
                    if alpha >= beta {
                        let k = &mut self.killers[ply];
                        if k[0] != Some(m) {
                            k[1] = k[0];
                            k[0] = Some(m);
                        }
                        let h = self.history_index(board, m);
                        self.history[h] = self.history[h].saturating_add((depth * depth) as u32);
                        break;
                    }
                }
            }
        }
        let bound = if best_score >= beta {
            Bound::Lower
        } else if best_score > original_alpha {
            Bound::Exact
        } else {
            Bound::Upper
        };
        self.table.store(
            key,
            Entry {
                score: to_table(best_score, ply),
                depth: depth.clamp(0, 250) as u8,
                bound,
                best: best_move,
            },
        );
        best_score
    }

    /// Every root move with its score at `depth` (full window each, so the
    /// scores compare): for the levels that pick among moves with noise.
    pub fn score_root_moves<B: Bits>(&mut self, board: &Board<B>, depth: u32) -> Vec<(Move, i32)> {
        self.prepare(board);
        let key = keys::hash(board) ^ keys::rules_key(self.rules);
        let mut moves = Vec::new();
        board.moves_up_to(self.rules, MAX_LISTED, &mut moves);
        let mut scored = Vec::with_capacity(moves.len());
        for m in moves {
            let mut child = *board;
            child.play_unchecked(m);
            let child_key = keys::rehash(key, board, &child);
            let score = -self.negamax(&child, child_key, depth as i32 - 1, 1, -INFINITY, INFINITY);
            scored.push((m, score));
        }
        scored
    }

    /// Iterative deepening up to `max_depth` or the limits; `None` when the
    /// side to move has no move. A search stopped early returns the best move
    /// of the last completed iteration (the first iteration always completes).
    pub fn iterate<B: Bits>(&mut self, board: &Board<B>, max_depth: u32) -> Option<Scored> {
        self.prepare(board);
        let key = keys::hash(board) ^ keys::rules_key(self.rules);
        let mut moves = Vec::new();
        board.moves_up_to(self.rules, MAX_LISTED, &mut moves);
        let mut root: Vec<(Move, i32)> = moves.into_iter().map(|m| (m, 0)).collect();
        if root.is_empty() {
            return None;
        }
        let mut result = Scored {
            best: root[0].0,
            score: 0,
            depth: 0,
        };
        for depth in 1..=max_depth.max(1) {
            let mut alpha = -INFINITY;
            let mut best = None;
            for (i, entry) in root.iter_mut().enumerate() {
                let mut child = *board;
                child.play_unchecked(entry.0);
                let child_key = keys::rehash(key, board, &child);
                let d = depth as i32 - 1;
                let score = if i == 0 {
                    -self.negamax(&child, child_key, d, 1, -INFINITY, -alpha)
                } else {
                    let probe = -self.negamax(&child, child_key, d, 1, -alpha - 1, -alpha);
                    if probe > alpha {
                        -self.negamax(&child, child_key, d, 1, -INFINITY, -alpha)
                    } else {
                        probe
                    }
                };
                // The first iteration must finish so that there is a move to play.
                if self.budget.exhausted() && depth > 1 {
                    break;
                }
                entry.1 = if score > alpha {
                    score
                } else {
                    -INFINITY + i as i32
                };
                if score > alpha {
                    alpha = score;
                    best = Some((entry.0, score));
                }
            }
            if self.budget.exhausted() && depth > 1 {
                break;
            }
            if let Some((m, score)) = best {
                result = Scored {
                    best: m,
                    score,
                    depth,
                };
            }
            // Best first next time; the rest keep their relative order.
            root.sort_by_key(|e| std::cmp::Reverse(e.1));
            if result.score.abs() > PROVEN || self.budget.exhausted() {
                break;
            }
        }
        Some(result)
    }
}
