//! Proofs that can be checked: the winner's strategy, written to a file and
//! verified with nothing but the engine's move generator.
//!
//! A strategy names one move for every position the winner meets when the
//! loser may play anything. [`Strategy::verify`] walks it: at the winner's
//! turns it plays the named move (which must be legal), at the loser's it
//! follows every legal move, and the walk must end, on every path, with the
//! loser unable to move. No search is involved, so a wrong solver can't
//! make a wrong proof pass.
//!
//! The file is text: a header, then one line per position of the winner's,
//! the position and its move separated by a tab:
//!
//! ```text
//! konane-proof 1
//! rules: straight centre-or-corner
//! root: xoxoxo/oxoxox/xoxoxo/oxoxox/xoxoxo/oxoxox b
//! winner: white
//! xoxoxo/oxoxox/xo.oxo/oxoxox/xoxoxo/oxoxox w<TAB>d4
//! …
//! ```

use std::collections::{HashMap, HashSet};
use std::io::{BufRead, Write};

use super::{Brain, Limits, Stop};
use crate::engine::{Color, JumpRule, Move, Opening, Position, Rules, parse_move};

/// The winner's moves from `root` on: a proof of who wins it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Strategy {
    pub rules: Rules,
    pub root: Position,
    pub winner: Color,
    /// The move to play in each position where the winner is to move.
    pub moves: HashMap<Position, Move>,
}

/// Why a proof does not hold, or a file is not one.
#[derive(Debug, thiserror::Error)]
pub enum ProofError {
    #[error("line {line}: {what}")]
    Format { line: usize, what: String },
    #[error("reading the proof failed: {0}")]
    Io(#[from] std::io::Error),
    #[error("the proof has no move for {winner} in {position}, which {loser} can reach")]
    Missing {
        position: String,
        winner: Color,
        loser: Color,
    },
    #[error("the proof's move {mv} is not legal in {position}")]
    Illegal { position: String, mv: String },
    #[error("{winner} has no move in {position}: the strategy loses there")]
    WinnerStuck { position: String, winner: Color },
    #[error("the solver stopped before the proof was complete")]
    Unfinished,
    #[error("the proof is cut short: it ends after {at} bytes of records")]
    Truncated { at: u64 },
    #[error(
        "the proof is damaged: frame {frame}, at byte {offset} of the records, does not match its checksum"
    )]
    Corrupt { frame: u64, offset: u64 },
    #[error("the proof is damaged: frame {frame}, read from byte {offset} of the records: {what}")]
    BadFrame {
        frame: u64,
        offset: u64,
        what: &'static str,
    },
    #[error("the proof's record for {position} is not what the format allows: {what}")]
    BadRecord { position: String, what: String },
    #[error("the proof refers back to {position}, which it has not proved before")]
    NotProved { position: String },
    #[error("{winner} does not win {position} (the checker tried every move)")]
    SmallNotWon { position: String, winner: Color },
    #[error(
        "checking this proof needs {needed_mb} MB for the positions it remembers, more than the {allowed_mb} MB allowed (--memory-mb)"
    )]
    TooBig { needed_mb: usize, allowed_mb: usize },
    #[error("{0}")]
    Unsupported(String),
}

/// What checking a proof found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Verified {
    /// Distinct positions walked, both sides' turns.
    pub positions: usize,
    /// The winner's positions among them (each had its move checked).
    pub winner_moves: usize,
}

impl Brain {
    /// Proves `root` and writes down the winner's strategy: for each position
    /// the winner meets, the move the solver proves winning there.
    ///
    /// # Errors
    /// [`ProofError::Unfinished`] if `stop` stops the solver first.
    pub fn strategy(
        &mut self,
        root: &Position,
        rules: Rules,
        stop: &Stop,
    ) -> Result<Strategy, ProofError> {
        let (proof, _) = self.prove(root, rules, Limits::NONE, stop);
        let proof = proof.ok_or(ProofError::Unfinished)?;
        let winner = proof.winner(root.turn());
        let mut moves = HashMap::new();
        let mut seen = HashSet::new();
        let mut todo = vec![*root];
        while let Some(pos) = todo.pop() {
            if !seen.insert(pos) {
                continue;
            }
            if pos.turn() == winner {
                let (proof, _) = self.prove(&pos, rules, Limits::NONE, stop);
                let proof = proof.ok_or(ProofError::Unfinished)?;
                let Some(m) = proof.best.filter(|_| proof.mover_wins) else {
                    // The solver's table said otherwise a moment ago: only a
                    // stop can get here, as entries are exact.
                    return Err(ProofError::Unfinished);
                };
                moves.insert(pos, m);
                let mut next = pos;
                next.play_unchecked(m);
                todo.push(next);
            } else {
                for m in pos.legal_moves(rules) {
                    let mut next = pos;
                    next.play_unchecked(m);
                    todo.push(next);
                }
            }
        }
        Ok(Strategy {
            rules,
            root: *root,
            winner,
            moves,
        })
    }
}

impl Strategy {
    /// Checks the strategy from its root with the move generator alone.
    ///
    /// # Errors
    /// The first position where it fails: a missing or illegal move, or the
    /// winner with no move.
    pub fn verify(&self) -> Result<Verified, ProofError> {
        let loser = self.winner.other();
        let mut seen = HashSet::new();
        let mut todo = vec![self.root];
        let mut winner_moves = 0;
        while let Some(pos) = todo.pop() {
            if !seen.insert(pos) {
                continue;
            }
            if pos.turn() == self.winner {
                if !pos.has_legal_move(self.rules) {
                    return Err(ProofError::WinnerStuck {
                        position: pos.to_string(),
                        winner: self.winner,
                    });
                }
                let &m = self.moves.get(&pos).ok_or_else(|| ProofError::Missing {
                    position: pos.to_string(),
                    winner: self.winner,
                    loser,
                })?;
                let next = pos.play(m, self.rules).map_err(|_| ProofError::Illegal {
                    position: pos.to_string(),
                    mv: m.to_string(),
                })?;
                winner_moves += 1;
                todo.push(next);
            } else {
                // Every reply the loser has; none at all is the win.
                for m in pos.legal_moves(self.rules) {
                    let mut next = pos;
                    next.play_unchecked(m);
                    todo.push(next);
                }
            }
        }
        Ok(Verified {
            positions: seen.len(),
            winner_moves,
        })
    }

    /// Writes the strategy as text, positions in a fixed order.
    ///
    /// # Errors
    /// Writing fails.
    pub fn write(&self, out: &mut impl Write) -> std::io::Result<()> {
        writeln!(out, "{HEADER}")?;
        writeln!(out, "{}", rules_line(self.rules))?;
        writeln!(out, "root: {}", self.root)?;
        writeln!(out, "winner: {}", self.winner.name())?;
        let mut lines: Vec<String> = self
            .moves
            .iter()
            .map(|(pos, m)| format!("{pos}\t{m}"))
            .collect();
        lines.sort_unstable();
        for line in lines {
            writeln!(out, "{line}")?;
        }
        Ok(())
    }

    /// Reads a strategy written by [`Strategy::write`]. Each move must read
    /// as a move of its position; whether it wins is [`Strategy::verify`]'s question.
    ///
    /// # Errors
    /// A line that is not what the format says, naming the line.
    pub fn read(input: impl BufRead) -> Result<Strategy, ProofError> {
        let mut lines = input.lines().enumerate().map(|(i, l)| (i + 1, l));
        let mut next = |what: &str| -> Result<(usize, String), ProofError> {
            match lines.next() {
                Some((n, line)) => Ok((n, line?)),
                None => Err(ProofError::Format {
                    line: 0,
                    what: format!("the file ends before {what}"),
                }),
            }
        };
        let bad = |line: usize, what: String| ProofError::Format { line, what };
        let (n, header) = next("the header")?;
        if header.trim() != HEADER {
            return Err(bad(n, format!("expected '{HEADER}', found '{header}'")));
        }
        let (n, line) = next("the rules")?;
        let rules = parse_rules_line(&line).ok_or_else(|| {
            bad(
                n,
                format!("expected 'rules: <jumps> <opening>', found '{line}'"),
            )
        })?;
        let (n, line) = next("the root")?;
        let root: Position = line
            .strip_prefix("root: ")
            .ok_or_else(|| bad(n, format!("expected 'root: <position>', found '{line}'")))?
            .parse()
            .map_err(|e| bad(n, format!("the root: {e}")))?;
        let (n, line) = next("the winner")?;
        let winner = match line.strip_prefix("winner: ").map(str::trim) {
            Some("black") => Color::Black,
            Some("white") => Color::White,
            _ => {
                return Err(bad(
                    n,
                    format!("expected 'winner: black' or 'winner: white', found '{line}'"),
                ));
            }
        };
        let mut moves = HashMap::new();
        for (n, line) in lines {
            let line = line?;
            if line.trim().is_empty() {
                continue;
            }
            let (pos, mv) = line
                .split_once('\t')
                .ok_or_else(|| bad(n, "expected '<position><tab><move>'".into()))?;
            let pos: Position = pos.parse().map_err(|e| bad(n, format!("{e}")))?;
            let m = parse_move(mv, &pos, rules).map_err(|e| bad(n, format!("move '{mv}': {e}")))?;
            if moves.insert(pos, m).is_some() {
                return Err(bad(n, format!("a second move for {pos}")));
            }
        }
        Ok(Strategy {
            rules,
            root,
            winner,
            moves,
        })
    }
}

const HEADER: &str = "konane-proof 1";

/// The rules as a file header line: `rules: <jumps> <opening>`.
pub(crate) fn rules_line(rules: Rules) -> String {
    format!("rules: {} {}", rules.jumps.name(), rules.opening.name())
}

/// Reads a line written by [`rules_line`].
pub(crate) fn parse_rules_line(line: &str) -> Option<Rules> {
    let (jumps, opening) = line.strip_prefix("rules: ")?.split_once(' ')?;
    Some(Rules {
        jumps: jumps.trim().parse::<JumpRule>().ok()?,
        opening: opening.trim().parse::<Opening>().ok()?,
    })
}
