//! The AI: a heuristic search for playing at five strengths, and an exact solver
//! for endgames and small boards. Built on [`crate::engine`] (and the shared
//! [`crate::values`]) only; the async runner in [`pool`] keeps searches off the
//! runtime.
//!
//! ```
//! use konane_bot::ai::{Brain, Player, Thinking};
//! use konane_bot::engine::{Position, Rules, EXAMPLE_POSITION};
//! use konane_bot::values::Level;
//!
//! let pos: Position = EXAMPLE_POSITION.parse().unwrap();
//! let mut brain = Brain::with_bytes(1 << 20);
//! let choice = brain.choose(&pos, Rules::default(), Player::Level(Level::new(3).unwrap()), &Thinking::default());
//! assert!(pos.check(choice.unwrap().best, Rules::default()).is_ok());
//! ```

mod analysis;
pub mod cgt;
mod checkpoint;
mod keys;
mod level;
pub mod pool;
mod proof;
mod proof_file;
mod puzzle;
pub mod regions;
mod search;
mod solve;
mod table;
mod verdict;

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

pub use analysis::{Analysis, Blunder, PlyVerdict, analyze, blunders, first_regions, solve_plies};
pub use checkpoint::{Checkpoint, CheckpointError};
pub use keys::SplitMix;
pub use level::{ParsePlayerError, Player};
pub use pool::{AiError, AiPool, AiPoolConfig, Reservation};
pub use proof::{ProofError, Strategy, Verified};
pub use proof_file::{
    CACHE_SLOT_BYTES, MAX_SMALL, ProofCount, ProofHeader, ProofProgress, ProofShape,
    check_binary_proof, is_binary_proof,
};
pub use puzzle::{PUZZLE_NODES, Puzzle, PuzzleMaker, Step, read_puzzles, write_puzzles};
pub use regions::{DESCRIBE_POSITIONS, RegionDescriber, RegionReport};
use search::Searcher;
pub use search::{MATE, PROVEN, evaluate};
use solve::{Busy, Solver};
pub use solve::{Proof, SolveProgress};
pub use table::Table;
pub use verdict::{VERDICT_NODES, VERDICT_STONES, VERDICT_TIME, proven_winner};

use crate::engine::{Bits, Board, Color, Move, Position, Rules, WithBoard};

/// Asks a running search to stop soon. Clones share the flag; a search also
/// stops when its pool's flag is raised.
#[derive(Clone, Debug, Default)]
pub struct Stop {
    own: Arc<AtomicBool>,
    pool: Option<Arc<AtomicBool>>,
}

impl Stop {
    pub fn new() -> Stop {
        Stop::default()
    }

    fn under(pool: Arc<AtomicBool>) -> Stop {
        Stop {
            own: Arc::default(),
            pool: Some(pool),
        }
    }

    pub fn stop(&self) {
        self.own.store(true, Ordering::Relaxed);
    }

    pub fn is_stopped(&self) -> bool {
        self.own.load(Ordering::Relaxed)
            || self
                .pool
                .as_ref()
                .is_some_and(|p| p.load(Ordering::Relaxed))
    }
}

/// When a search must give up.
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    pub deadline: Option<Instant>,
    pub max_nodes: u64,
}

impl Limits {
    pub const NONE: Limits = Limits {
        deadline: None,
        max_nodes: u64::MAX,
    };

    pub fn nodes(max_nodes: u64) -> Limits {
        Limits {
            max_nodes,
            ..Limits::NONE
        }
    }

    pub fn time(budget: Duration) -> Limits {
        Limits {
            deadline: Some(Instant::now() + budget),
            ..Limits::NONE
        }
    }

    /// Whether a search that has visited `nodes` must give up now.
    fn reached(&self, nodes: u64, stop: &Stop) -> bool {
        nodes >= self.max_nodes
            || stop.is_stopped()
            || self.deadline.is_some_and(|d| Instant::now() >= d)
    }
}

/// A search's node count, checked against its limits and stop signal.
struct Budget<'a> {
    limits: Limits,
    stop: &'a Stop,
    nodes: u64,
    exhausted: bool,
}

impl<'a> Budget<'a> {
    fn new(limits: Limits, stop: &'a Stop) -> Budget<'a> {
        Budget {
            limits,
            stop,
            nodes: 0,
            exhausted: false,
        }
    }

    /// Counts a node; `true` once the search must give up. The clock and the
    /// flags are read every 1024 nodes, which keeps the check off the hot path.
    #[inline]
    fn spend(&mut self) -> bool {
        self.nodes += 1;
        if self.nodes & 1023 == 0 {
            self.exhausted |= self.limits.reached(self.nodes, self.stop);
        }
        self.exhausted
    }

    fn exhausted(&self) -> bool {
        self.exhausted
    }

    /// Ends the search as if its limits were reached.
    fn give_up(&mut self) {
        self.exhausted = true;
    }
}

/// How a proof runs on several threads ([`Brain::prove_on_threads`]).
#[derive(Clone, Copy)]
pub struct Threads<'a> {
    /// Threads sharing the table; the first one's result is the answer.
    pub count: usize,
    /// Where the first thread tells how far it has got.
    pub progress: Option<&'a SolveProgress>,
    /// The side expected to win, if known: a hint that never changes the
    /// result. Before a thread has proved anything on its path, the threads
    /// share each position's first move and split the rest; with a winner
    /// expected, they split every move where the side to move is expected
    /// to lose (all must be proved there), and where the root is expected
    /// won, the helpers start on its first move instead of the others.
    pub expect: Option<Color>,
}

impl Threads<'_> {
    pub fn new(count: usize) -> Threads<'static> {
        Threads {
            count,
            progress: None,
            expect: None,
        }
    }
}

/// What a move choice may use besides the position.
#[derive(Clone, Debug)]
pub struct Thinking {
    /// Level 5's time per move (the lower levels never need it).
    pub time: Duration,
    /// Seeds the noise and tie-breaks, so that games vary.
    pub seed: u64,
    pub stop: Stop,
}

/// The most time levels 1 to 4 take for a move: they finish far sooner on
/// any real game, and a reply stays within a second on any position.
pub const LOWER_LEVELS_TIME: Duration = Duration::from_millis(750);

impl Thinking {
    /// Level 5's default time per move.
    pub const DEFAULT_TIME: Duration = Duration::from_secs(2);
}

impl Default for Thinking {
    fn default() -> Thinking {
        Thinking {
            time: Thinking::DEFAULT_TIME,
            seed: 0,
            stop: Stop::new(),
        }
    }
}

/// A chosen move and how it was found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Choice {
    pub best: Move,
    /// The search's score for the mover, when it searched.
    pub score: Option<i32>,
    pub depth: u32,
    pub nodes: u64,
    /// `Some(true)` if the move is a proven win, `Some(false)` if every move loses.
    pub proven: Option<bool>,
}

/// Positions with at most this many stones are worth trying to prove
/// outright, with a third of the move's time.
const SOLVE_STONES: usize = 26;
/// Up to this many stones, a sixth: a proof is found there often enough to
/// be worth a little of the search's time, and what the try solves stays in
/// the table for the next move's.
const TRY_SOLVE_STONES: usize = 40;

/// The AI's memory: a transposition table of fixed size, reused across moves.
pub struct Brain {
    table: Table,
}

impl Brain {
    pub fn with_bytes(bytes: usize) -> Brain {
        Brain {
            table: Table::with_bytes(bytes),
        }
    }

    /// As [`Brain::with_bytes`], or `None` where the system refuses the
    /// memory: for a size a user chose.
    pub fn try_with_bytes(bytes: usize) -> Option<Brain> {
        Some(Brain {
            table: Table::try_with_bytes(bytes)?,
        })
    }

    pub fn table_bytes(&self) -> usize {
        self.table.bytes()
    }

    /// `player`'s move in `pos`, or `None` if the side to move has none.
    pub fn choose(
        &mut self,
        pos: &Position,
        rules: Rules,
        player: Player,
        thinking: &Thinking,
    ) -> Option<Choice> {
        pos.with_board(Choose {
            brain: self,
            rules,
            player,
            thinking,
        })
    }

    /// Proves who wins `pos` within `limits`.
    pub fn prove(
        &mut self,
        pos: &Position,
        rules: Rules,
        limits: Limits,
        stop: &Stop,
    ) -> (Option<Proof>, u64) {
        self.prove_on_threads(pos, rules, limits, stop, Threads::new(1))
    }

    /// As [`Brain::prove`], on `threads` threads sharing the table. The
    /// result (who wins, and the winning move) is the first thread's, which
    /// tries the root's moves in the same order as [`Brain::prove`]: the
    /// others only fill the table, each starting its share of the way into
    /// the root's moves. Below the root, each thread puts off the moves
    /// another is busy proving (the first move too, where the moves the
    /// thread has proved on its path say the mover likely loses, so every
    /// move must be proved anyway), and gives up the search under a position
    /// on its path that another has proved meanwhile. A lost position's best
    /// try and the node count can differ from run to run. The first thread
    /// tells `progress`, if any, how far it has got, for a long solve's
    /// reports. `expect`, the side the caller expects to win if any, says
    /// how the threads split the work (see [`Threads`]).
    pub fn prove_on_threads(
        &mut self,
        pos: &Position,
        rules: Rules,
        limits: Limits,
        stop: &Stop,
        threads: Threads<'_>,
    ) -> (Option<Proof>, u64) {
        struct Prove<'a> {
            table: &'a Table,
            rules: Rules,
            limits: Limits,
            stop: &'a Stop,
            threads: usize,
            progress: Option<&'a SolveProgress>,
            expect: Option<Color>,
        }
        impl WithBoard for Prove<'_> {
            type Output = (Option<Proof>, u64);
            fn run<B: Bits>(self, board: &Board<B>) -> Self::Output {
                let helpers_stop = Stop::new();
                let busy = Busy::new();
                let root_mover_wins = self.expect.map(|winner| winner == board.turn());
                std::thread::scope(|scope| {
                    let helpers: Vec<_> = (1..self.threads)
                        .map(|index| {
                            let (helpers_stop, busy) = (&helpers_stop, &busy);
                            scope.spawn(move || {
                                let mut helper =
                                    Solver::new(self.rules, self.table, helpers_stop, Limits::NONE)
                                        .helping(busy, index, self.threads)
                                        .expecting(root_mover_wins);
                                helper.help(board);
                                helper.nodes()
                            })
                        })
                        .collect();
                    let mut solver = Solver::new(self.rules, self.table, self.stop, self.limits)
                        .expecting(root_mover_wins);
                    if self.threads > 1 {
                        solver = solver.sharing(&busy);
                    }
                    if let Some(progress) = self.progress {
                        solver = solver.watched(progress);
                    }
                    let proof = solver.prove(board);
                    helpers_stop.stop();
                    let helped: u64 = helpers.into_iter().map(|h| h.join().unwrap_or(0)).sum();
                    (proof, solver.nodes() + helped)
                })
            }
        }
        self.table.new_search();
        pos.with_board(Prove {
            table: &self.table,
            rules,
            limits,
            stop,
            threads: threads.count.max(1),
            progress: threads.progress,
            expect: threads.expect,
        })
    }

    /// Iterative deepening to `max_depth` within `limits`: for benchmarks and analysis.
    pub fn search(
        &mut self,
        pos: &Position,
        rules: Rules,
        max_depth: u32,
        limits: Limits,
        stop: &Stop,
    ) -> Option<Choice> {
        struct Search<'a> {
            table: &'a mut Table,
            rules: Rules,
            max_depth: u32,
            limits: Limits,
            stop: &'a Stop,
        }
        impl WithBoard for Search<'_> {
            type Output = Option<Choice>;
            fn run<B: Bits>(self, board: &Board<B>) -> Self::Output {
                let mut searcher = Searcher::new(self.rules, self.table, self.stop, self.limits);
                let scored = searcher.iterate(board, self.max_depth)?;
                Some(Choice {
                    best: scored.best,
                    score: Some(scored.score),
                    depth: scored.depth,
                    nodes: searcher.nodes(),
                    proven: proven(scored.score),
                })
            }
        }
        pos.with_board(Search {
            table: &mut self.table,
            rules,
            max_depth,
            limits,
            stop,
        })
    }
}

fn proven(score: i32) -> Option<bool> {
    (score.abs() > PROVEN).then_some(score > 0)
}

struct Choose<'a> {
    brain: &'a mut Brain,
    rules: Rules,
    player: Player,
    thinking: &'a Thinking,
}

impl WithBoard for Choose<'_> {
    type Output = Option<Choice>;

    fn run<B: Bits>(self, board: &Board<B>) -> Option<Choice> {
        let Choose {
            brain,
            rules,
            player,
            thinking,
        } = self;
        let mut rng = SplitMix(thinking.seed ^ keys::hash(board));
        let mut moves = Vec::new();
        board.moves_up_to(rules, search::MAX_MOVES as usize, &mut moves);
        if moves.is_empty() {
            return None;
        }
        let plain = |best| Choice {
            best,
            score: None,
            depth: 0,
            nodes: 0,
            proven: None,
        };
        match player {
            Player::Random => Some(plain(moves[rng.below(moves.len() as u64) as usize])),
            Player::Greedy => {
                let mut best = Vec::new();
                let mut best_margin = i64::MIN;
                for &m in &moves {
                    let mut after = *board;
                    after.play_unchecked(m);
                    let margin = search::mobility_margin(&after, rules);
                    if margin > best_margin {
                        best_margin = margin;
                        best.clear();
                    }
                    if margin == best_margin {
                        best.push(m);
                    }
                }
                Some(plain(best[rng.below(best.len() as u64) as usize]))
            }
            Player::Level(level) => match level::plan(level) {
                Some(plan) => {
                    // Shallow, but bounded like level 5: on a position with
                    // thousands of moves even two plies take a while.
                    let limits = Limits::time(thinking.time.min(LOWER_LEVELS_TIME));
                    let mut searcher =
                        Searcher::new(rules, &mut brain.table, &thinking.stop, limits);
                    let scored = searcher.score_root_moves(board, plan.depth);
                    // Noise (far below the proven-score margin) blurs judgement but
                    // never hides a forced win or loss.
                    let noisy = |score: i32, rng: &mut SplitMix| {
                        score + rng.below(plan.noise as u64 + 1) as i32
                    };
                    let (best, score) = scored
                        .iter()
                        .map(|&(m, s)| (m, s, noisy(s, &mut rng)))
                        .max_by_key(|&(_, _, n)| n)
                        .map(|(m, s, _)| (m, s))?;
                    Some(Choice {
                        best,
                        score: Some(score),
                        depth: plan.depth,
                        nodes: searcher.nodes(),
                        proven: proven(score),
                    })
                }
                None => strongest(board, &mut brain.table, rules, thinking),
            },
        }
    }
}

/// Level 5: prove the game if it is small enough, otherwise search as deep
/// as the time allows.
fn strongest<B: Bits>(
    board: &Board<B>,
    table: &mut Table,
    rules: Rules,
    thinking: &Thinking,
) -> Option<Choice> {
    let start = Instant::now();
    let stones =
        (board.stones(Color::Black) | board.stones(crate::engine::Color::White)).count() as usize;
    let mut solver_nodes = 0;
    if stones <= TRY_SOLVE_STONES {
        let share = if stones <= SOLVE_STONES { 3 } else { 6 };
        let limits = Limits {
            deadline: Some(start + thinking.time / share),
            max_nodes: u64::MAX,
        };
        table.new_search();
        let mut solver = Solver::new(rules, table, &thinking.stop, limits);
        let proof = solver.prove(board);
        solver_nodes = solver.nodes();
        if let Some(Proof {
            mover_wins: true,
            best: Some(best),
        }) = proof
        {
            return Some(Choice {
                best,
                score: None,
                depth: 0,
                nodes: solver_nodes,
                proven: Some(true),
            });
        }
    }
    let limits = Limits {
        deadline: Some(start + thinking.time),
        max_nodes: u64::MAX,
    };
    let mut searcher = Searcher::new(rules, table, &thinking.stop, limits);
    let scored = searcher.iterate(board, 64)?;
    Some(Choice {
        best: scored.best,
        score: Some(scored.score),
        depth: scored.depth,
        nodes: searcher.nodes() + solver_nodes,
        proven: proven(scored.score),
    })
}
