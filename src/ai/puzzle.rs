//! Puzzles made by the solver: positions where the side to move wins with
//! exactly one first move, each proven and rated, and the solver's side of
//! a player's attempt (the defence, or the refutation of a wrong move).
//!
//! Candidates come from self-play at mixed levels: a game's late positions
//! are walked from the end backwards, and the deepest one with a single
//! winning move is kept, so every puzzle is a position real play reaches.

use std::collections::HashSet;
use std::io::{BufRead, Write};

use super::keys::SplitMix;
use super::proof::{parse_rules_line, rules_line};
use super::search::Searcher;
use super::{Brain, Limits, Player, ProofError, Stop, Thinking};
use crate::engine::{Bits, Board, Move, Position, Rules, Size, WithBoard, parse_move};
use crate::values::Level;

/// The most new solver nodes a puzzle may take to prove, every first move
/// included, as the maker walks a game back from its end (so the table
/// already holds the later positions). From an empty table a proof takes up
/// to a few times more; a step of an attempt proves one move only, so it is
/// answered well within a second.
pub const PUZZLE_NODES: u64 = 400_000;
/// Fewer first moves than this is no puzzle: the answer would be a guess.
const MIN_CHOICES: usize = 3;
/// The answer and at least one defence: a single move that ends the game
/// at once is too easy.
const MIN_DEPTH: usize = 2;
/// How deep the shallow search that judges "plausible" tries looks.
const PLAUSIBLE_DEPTH: u32 = 2;

/// A proven puzzle: the side to move in `position` wins with `answer` only.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Puzzle {
    pub position: Position,
    pub rules: Rules,
    pub answer: Move,
    /// The answer, then the best defence and the winning reply in turn,
    /// until the defender has no move.
    pub line: Vec<Move>,
    /// First moves that lose.
    pub tries: u32,
    /// Losing first moves that a shallow search rates at least as highly as
    /// the answer: the traps.
    pub plausible_tries: u32,
    /// Solver nodes spent proving it.
    pub nodes: u64,
}

impl Puzzle {
    /// The solver's moves the player must find along the main line.
    pub fn depth(&self) -> usize {
        self.line.len().div_ceil(2)
    }

    /// 1 (easy) to 5 (hard): one for every three moves to find, and one for
    /// every two traps.
    pub fn difficulty(&self) -> u8 {
        let score = 1 + (self.depth() - 1) / 3 + self.plausible_tries as usize / 2;
        score.min(5) as u8
    }
}

/// The solver's answer to one move of an attempt.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    /// The move wins and leaves the defender without a move: solved.
    Solved,
    /// The move wins; this is the defence that holds out longest.
    Defended(Move),
    /// The move throws the win away; the defender wins with this reply.
    Refuted(Move),
}

impl Brain {
    /// Whether each move of `pos` wins, proven within `limits` for all of
    /// them together; `None` if they run out first.
    pub fn verdicts(
        &mut self,
        pos: &Position,
        rules: Rules,
        limits: Limits,
        stop: &Stop,
    ) -> Option<(Vec<(Move, bool)>, u64)> {
        let mut spent = 0;
        let mut verdicts = Vec::new();
        for m in pos.legal_moves(rules) {
            let mut child = *pos;
            child.play_unchecked(m);
            let left = Limits {
                max_nodes: limits.max_nodes.checked_sub(spent)?,
                ..limits
            };
            let (proof, nodes) = self.prove(&child, rules, left, stop);
            spent += nodes;
            verdicts.push((m, !proof?.mover_wins));
        }
        Some((verdicts, spent))
    }

    /// `pos` as a puzzle: `None` unless the side to move wins with exactly
    /// one of at least three moves, proven within `max_nodes`.
    pub fn puzzle(
        &mut self,
        pos: &Position,
        rules: Rules,
        max_nodes: u64,
        stop: &Stop,
    ) -> Option<Puzzle> {
        let (verdicts, nodes) = self.verdicts(pos, rules, Limits::nodes(max_nodes), stop)?;
        self.puzzle_from(pos, rules, &verdicts, nodes, max_nodes, stop)
    }

    /// As [`Brain::puzzle`], from the first moves' `verdicts` (proven with
    /// `nodes`): the main line and the traps.
    fn puzzle_from(
        &mut self,
        pos: &Position,
        rules: Rules,
        verdicts: &[(Move, bool)],
        mut nodes: u64,
        max_nodes: u64,
        stop: &Stop,
    ) -> Option<Puzzle> {
        if verdicts.len() < MIN_CHOICES {
            return None;
        }
        let mut winners = verdicts.iter().filter(|&&(_, wins)| wins);
        let (answer, _) = *winners.next()?;
        if winners.next().is_some() {
            return None;
        }
        let mut line = vec![answer];
        let mut at = pos.play(answer, rules).ok()?;
        loop {
            let (proof, spent) = self.prove(&at, rules, Limits::nodes(max_nodes), stop);
            nodes += spent;
            let Some(next) = proof?.best else { break };
            line.push(next);
            at.play_unchecked(next);
        }
        if line.len() < MIN_DEPTH {
            return None;
        }
        let rated = self.rate_moves(pos, rules, PLAUSIBLE_DEPTH, stop);
        let score_of = |m: Move| rated.iter().find(|&&(r, _)| r == m).map(|&(_, s)| s);
        let answer_score = score_of(answer).unwrap_or(i32::MIN);
        let plausible_tries = verdicts
            .iter()
            .filter(|&&(m, wins)| !wins && score_of(m).is_some_and(|s| s >= answer_score))
            .count() as u32;
        Some(Puzzle {
            position: *pos,
            rules,
            answer,
            line,
            tries: verdicts.len() as u32 - 1,
            plausible_tries,
            nodes,
        })
    }

    /// The solver's answer to `m`, played by the side to move in `pos` (a
    /// position it wins). `None` if `limits` run out first.
    pub fn puzzle_step(
        &mut self,
        pos: &Position,
        m: Move,
        rules: Rules,
        limits: Limits,
        stop: &Stop,
    ) -> Option<Step> {
        let mut after = *pos;
        after.play_unchecked(m);
        let (proof, _) = self.prove(&after, rules, limits, stop);
        let proof = proof?;
        Some(match (proof.mover_wins, proof.best) {
            (true, Some(refutation)) => Step::Refuted(refutation),
            (false, Some(defence)) => Step::Defended(defence),
            (_, None) => Step::Solved,
        })
    }

    /// Each move of `pos` with a `depth`-ply search score for the mover.
    fn rate_moves(
        &mut self,
        pos: &Position,
        rules: Rules,
        depth: u32,
        stop: &Stop,
    ) -> Vec<(Move, i32)> {
        struct Rate<'a> {
            brain: &'a mut Brain,
            rules: Rules,
            depth: u32,
            stop: &'a Stop,
        }
        impl WithBoard for Rate<'_> {
            type Output = Vec<(Move, i32)>;
            fn run<B: Bits>(self, board: &Board<B>) -> Self::Output {
                let limits = Limits::time(super::LOWER_LEVELS_TIME);
                let mut searcher =
                    Searcher::new(self.rules, &mut self.brain.table, self.stop, limits);
                searcher.score_root_moves(board, self.depth)
            }
        }
        pos.with_board(Rate {
            brain: self,
            rules,
            depth,
            stop,
        })
    }
}

/// Makes puzzles from self-play games, reproducibly from a seed.
pub struct PuzzleMaker {
    pub size: Size,
    pub rules: Rules,
    rng: SplitMix,
    seen: HashSet<Position>,
    /// Games played so far, puzzle or not.
    pub games: u64,
}

impl PuzzleMaker {
    pub fn new(size: Size, rules: Rules, seed: u64) -> PuzzleMaker {
        PuzzleMaker {
            size,
            rules,
            rng: SplitMix(seed),
            seen: HashSet::new(),
            games: 0,
        }
    }

    /// Plays games until one yields a new puzzle; `None` once `stop` is set.
    pub fn next_puzzle(&mut self, brain: &mut Brain, stop: &Stop) -> Option<Puzzle> {
        while !stop.is_stopped() {
            self.games += 1;
            let game = self.self_play(brain, stop);
            // From the end back: the first candidate too big to prove ends
            // the walk, as earlier positions are bigger still.
            let mut best: Option<Puzzle> = None;
            for pos in game.iter().rev() {
                if self.seen.contains(pos) {
                    continue;
                }
                let Some((verdicts, nodes)) =
                    brain.verdicts(pos, self.rules, Limits::nodes(PUZZLE_NODES), stop)
                else {
                    break;
                };
                if let Some(puzzle) =
                    brain.puzzle_from(pos, self.rules, &verdicts, nodes, PUZZLE_NODES, stop)
                    && best.as_ref().is_none_or(|b| deeper(&puzzle, b))
                {
                    best = Some(puzzle);
                }
            }
            if let Some(puzzle) = best {
                self.seen.insert(puzzle.position);
                return Some(puzzle);
            }
        }
        None
    }

    /// One game between two levels drawn from 1 to 4, every position on the
    /// way (the final one, with no move, left out).
    fn self_play(&mut self, brain: &mut Brain, stop: &Stop) -> Vec<Position> {
        let levels = [self.level(), self.level()];
        let mut pos = Position::new(self.size);
        let mut seen = Vec::new();
        let mut side = 0;
        loop {
            let thinking = Thinking {
                seed: self.rng.next_u64(),
                stop: stop.clone(),
                ..Thinking::default()
            };
            let Some(choice) = brain.choose(&pos, self.rules, levels[side], &thinking) else {
                break;
            };
            seen.push(pos);
            pos.play_unchecked(choice.best);
            side ^= 1;
        }
        seen
    }

    fn level(&mut self) -> Player {
        let n = 1 + self.rng.below(4) as u8;
        Level::new(n).map_or(Player::Random, Player::Level)
    }
}

/// Whether `a` makes the better puzzle: more to find, then more traps.
fn deeper(a: &Puzzle, b: &Puzzle) -> bool {
    (a.depth(), a.plausible_tries) > (b.depth(), b.plausible_tries)
}

const HEADER: &str = "konane-puzzles 1";

/// Writes puzzles as text: a header, the rules, then one line per puzzle:
/// position, main line (space-separated), losing tries and traps, tab-separated.
///
/// # Errors
/// Writing fails.
pub fn write_puzzles<'a>(
    out: &mut impl Write,
    rules: Rules,
    puzzles: impl IntoIterator<Item = &'a Puzzle>,
) -> std::io::Result<()> {
    writeln!(out, "{HEADER}")?;
    writeln!(out, "{}", rules_line(rules))?;
    for p in puzzles {
        let line: Vec<String> = p.line.iter().map(Move::to_string).collect();
        writeln!(
            out,
            "{}\t{}\t{}\t{}",
            p.position,
            line.join(" "),
            p.tries,
            p.plausible_tries
        )?;
    }
    Ok(())
}

/// Reads puzzles written by [`write_puzzles`], checking every move of every
/// line against the rules (whether the answer is the only win is the
/// solver's question, not the reader's). `nodes` reads as 0.
///
/// # Errors
/// A line that is not what the format says, naming the line.
pub fn read_puzzles(input: impl BufRead) -> Result<Vec<Puzzle>, ProofError> {
    let bad = |line: usize, what: String| ProofError::Format { line, what };
    let mut lines = input.lines().enumerate().map(|(i, l)| (i + 1, l));
    let mut header = |what: &str| match lines.next() {
        Some((n, line)) => Ok((n, line?)),
        None => Err(bad(0, format!("the file ends before {what}"))),
    };
    let (n, first) = header("the header")?;
    if first.trim() != HEADER {
        return Err(bad(n, format!("expected '{HEADER}', found '{first}'")));
    }
    let (n, line) = header("the rules")?;
    let rules = parse_rules_line(&line).ok_or_else(|| {
        bad(
            n,
            format!("expected 'rules: <jumps> <opening>', found '{line}'"),
        )
    })?;
    let mut puzzles = Vec::new();
    for (n, text) in lines {
        let text = text?;
        if text.trim().is_empty() {
            continue;
        }
        let fields: Vec<&str> = text.split('\t').collect();
        let [position, line, tries, plausible] = fields[..] else {
            return Err(bad(
                n,
                "expected '<position><tab><moves><tab><tries><tab><traps>'".into(),
            ));
        };
        let position: Position = position.parse().map_err(|e| bad(n, format!("{e}")))?;
        let mut at = position;
        let mut moves = Vec::new();
        for text in line.split_whitespace() {
            let m =
                parse_move(text, &at, rules).map_err(|e| bad(n, format!("move '{text}': {e}")))?;
            at.play_unchecked(m);
            moves.push(m);
        }
        if at.has_legal_move(rules) {
            return Err(bad(n, "the main line doesn't end the game".into()));
        }
        let number = |text: &str| {
            text.trim()
                .parse::<u32>()
                .map_err(|_| bad(n, format!("'{text}' is not a count")))
        };
        let (tries, plausible_tries) = (number(tries)?, number(plausible)?);
        let answer = *moves.first().ok_or_else(|| bad(n, "no moves".into()))?;
        if position.count_legal_moves(rules) != u64::from(tries) + 1 || plausible_tries > tries {
            return Err(bad(n, "the counts don't match the position's moves".into()));
        }
        puzzles.push(Puzzle {
            position,
            rules,
            answer,
            line: moves,
            tries,
            plausible_tries,
            nodes: 0,
        });
    }
    Ok(puzzles)
}
