//! A long solve in chunks: a checkpoint keeps the position, the rules, the
//! work done so far and every entry of the solver's table, so that
//! `solve --resume` starts where the last chunk stopped instead of from
//! nothing. Every entry is a finished proof of some position (the solver
//! stores nothing for a subtree it abandons), so a checkpoint taken at any
//! stop is sound.
//!
//! The file is a text header, a blank line, then the entries as pairs of
//! little-endian words (key, packed data):
//!
//! ```text
//! konane-checkpoint 1
//! rules: straight centre-or-corner
//! position: xoxoxox/oxoxoxo/… b
//! table-bytes: 4294967296
//! entries: 123456789
//! nodes: 991390941
//! seconds: 3600.000
//! runs: 1
//! ```

use std::io::{BufRead, Write};

use super::Brain;
use super::proof::{parse_rules_line, rules_line};
use crate::engine::{Position, Rules};

const HEADER: &str = "konane-checkpoint 1";
/// The largest table a checkpoint may ask for (the `solve` command's own cap).
const MAX_TABLE_BYTES: u64 = 64 << 30;

/// What a checkpoint says about the solve it belongs to.
#[derive(Clone, Debug, PartialEq)]
pub struct Checkpoint {
    pub position: Position,
    pub rules: Rules,
    /// Nodes searched and seconds spent over every run so far.
    pub nodes: u64,
    pub seconds: f64,
    /// How many runs (chunks) the work so far took.
    pub runs: u32,
}

#[derive(Debug, thiserror::Error)]
pub enum CheckpointError {
    #[error("reading the checkpoint failed: {0}")]
    Io(#[from] std::io::Error),
    #[error("not a checkpoint: {0}")]
    Format(String),
}

impl Brain {
    /// Writes `checkpoint` and this brain's table.
    pub fn write_checkpoint(
        &self,
        checkpoint: &Checkpoint,
        out: &mut impl Write,
    ) -> std::io::Result<()> {
        let entries = self.table.raw_entries().count();
        writeln!(out, "{HEADER}")?;
        writeln!(out, "{}", rules_line(checkpoint.rules))?;
        writeln!(out, "position: {}", checkpoint.position)?;
        writeln!(out, "table-bytes: {}", self.table.bytes())?;
        writeln!(out, "entries: {entries}")?;
        writeln!(out, "nodes: {}", checkpoint.nodes)?;
        writeln!(out, "seconds: {:.3}", checkpoint.seconds)?;
        writeln!(out, "runs: {}", checkpoint.runs)?;
        writeln!(out)?;
        for (key, data) in self.table.raw_entries() {
            out.write_all(&key.to_le_bytes())?;
            out.write_all(&data.to_le_bytes())?;
        }
        Ok(())
    }

    /// Reads a checkpoint and a brain holding its table, ready to resume.
    ///
    /// # Errors
    /// A file that is not a whole checkpoint, naming what is wrong.
    pub fn read_checkpoint(
        mut input: impl BufRead,
    ) -> Result<(Checkpoint, Brain), CheckpointError> {
        let mut field = |name: &str| -> Result<String, CheckpointError> {
            let mut line = String::new();
            input.read_line(&mut line)?;
            let line = line.trim_end_matches(['\r', '\n']);
            if name.is_empty() {
                return Ok(line.to_owned());
            }
            line.strip_prefix(name)
                .and_then(|rest| rest.strip_prefix(": "))
                .map(str::to_owned)
                .ok_or_else(|| {
                    CheckpointError::Format(format!("expected '{name}: …', found '{line}'"))
                })
        };
        let bad = |what: String| CheckpointError::Format(what);
        let header = field("")?;
        if header != HEADER {
            return Err(bad(format!("expected '{HEADER}', found '{header}'")));
        }
        let rules_text = format!("rules: {}", field("rules")?);
        let rules = parse_rules_line(&rules_text)
            .ok_or_else(|| bad(format!("unknown rules in '{rules_text}'")))?;
        let position: Position = field("position")?
            .parse()
            .map_err(|e| bad(format!("the position: {e}")))?;
        let number = |name: &str, text: String| {
            text.trim()
                .parse::<u64>()
                .map_err(|_| bad(format!("{name} is not a number: '{text}'")))
        };
        let table_bytes = number("table-bytes", field("table-bytes")?)?;
        if table_bytes > MAX_TABLE_BYTES {
            return Err(bad(format!("a table of {table_bytes} bytes is too big")));
        }
        let entries = number("entries", field("entries")?)?;
        let nodes = number("nodes", field("nodes")?)?;
        let seconds_text = field("seconds")?;
        let seconds = seconds_text
            .trim()
            .parse::<f64>()
            .ok()
            .filter(|s| s.is_finite() && *s >= 0.0)
            .ok_or_else(|| bad(format!("seconds is not a duration: '{seconds_text}'")))?;
        let runs = number("runs", field("runs")?)?;
        let runs = u32::try_from(runs).map_err(|_| bad(format!("too many runs: {runs}")))?;
        if !field("")?.is_empty() {
            return Err(bad("expected a blank line after the header".into()));
        }
        let brain = Brain::with_bytes(usize::try_from(table_bytes).unwrap_or(usize::MAX));
        let (mut key, mut data) = ([0u8; 8], [0u8; 8]);
        for n in 0..entries {
            input
                .read_exact(&mut key)
                .and_then(|()| input.read_exact(&mut data))
                .map_err(|e| match e.kind() {
                    std::io::ErrorKind::UnexpectedEof => {
                        bad(format!("the file ends after {n} of its {entries} entries"))
                    }
                    _ => CheckpointError::Io(e),
                })?;
            brain
                .table
                .restore(u64::from_le_bytes(key), u64::from_le_bytes(data));
        }
        Ok((
            Checkpoint {
                position,
                rules,
                nodes,
                seconds,
                runs,
            },
            brain,
        ))
    }
}
