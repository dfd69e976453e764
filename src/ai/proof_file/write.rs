//! Writing a binary proof: the winner's strategy walked depth first, its
//! records compressed into frames.

use std::io::Write;

use flate2::Compression;
use flate2::write::DeflateEncoder;

use super::{
    FRAME_BYTES, MAX_CACHE_BITS, MAX_SMALL, ProofCount, ProofHeader, ProofProgress, ProofShape,
    Remembered, check_size, count_record, header_text, key_of, stones, words_per_key, write_header,
};
use crate::ai::proof::ProofError;
use crate::ai::solve::Solver;
use crate::ai::{Brain, Limits, Stop};
use crate::engine::{Bits, Board, Move, Position, Rules, WithBoard};

/// Records gathered into frames: compressed, framed and written.
pub(super) struct FrameWriter<W: Write> {
    out: W,
    buffer: Vec<u8>,
    bytes: u64,
}

impl<W: Write> FrameWriter<W> {
    pub(super) fn new(out: W) -> FrameWriter<W> {
        FrameWriter {
            out,
            buffer: Vec::with_capacity(FRAME_BYTES + 16),
            bytes: 0,
        }
    }

    pub(super) fn number(&mut self, mut n: u64) -> Result<(), ProofError> {
        loop {
            let byte = (n & 0x7f) as u8;
            n >>= 7;
            if n == 0 {
                self.buffer.push(byte);
                break;
            }
            self.buffer.push(byte | 0x80);
        }
        if self.buffer.len() >= FRAME_BYTES {
            self.frame()?;
        }
        Ok(())
    }

    fn frame(&mut self) -> Result<(), ProofError> {
        if self.buffer.is_empty() {
            return Ok(());
        }
        let mut deflate = DeflateEncoder::new(Vec::new(), Compression::best());
        deflate.write_all(&self.buffer)?;
        let packed = deflate.finish()?;
        let length = u32::try_from(packed.len())
            .map_err(|_| ProofError::Unsupported("a frame over 4 GiB".into()))?;
        self.out.write_all(&length.to_le_bytes())?;
        self.out
            .write_all(&crc32fast::hash(&packed).to_le_bytes())?;
        self.out.write_all(&packed)?;
        self.bytes += 8 + packed.len() as u64;
        self.buffer.clear();
        Ok(())
    }

    pub(super) fn finish(mut self, records: u64) -> Result<u64, ProofError> {
        self.frame()?;
        self.out.write_all(&0u32.to_le_bytes())?;
        self.out.write_all(&records.to_le_bytes())?;
        self.out.flush()?;
        Ok(self.bytes + 12)
    }
}

struct ProofWriter<'a, W: Write> {
    /// One solver for every position of the winner's: its memory of small
    /// positions (which the shared table doesn't keep) lasts the whole write.
    solver: Solver<'a>,
    header: ProofHeader,
    frames: FrameWriter<W>,
    remembered: Remembered,
    count: ProofCount,
    /// The estimated share of the strategy written so far.
    walked: f64,
    progress: &'a mut dyn FnMut(ProofProgress),
}

impl<W: Write> ProofWriter<'_, W> {
    fn record(&mut self, n: u64) -> Result<(), ProofError> {
        count_record(
            &mut self.count,
            self.frames.bytes,
            Some(self.walked),
            self.progress,
        );
        self.frames.number(n)
    }

    /// Writes the records of `position`, whose subtree is taken to be
    /// `share` of the whole strategy (for [`ProofProgress::walked`]).
    fn write(&mut self, position: &Position, share: f64) -> Result<(), ProofError> {
        let rules = self.header.rules;
        if stones(position) < self.header.small {
            self.walked += share;
            return Ok(());
        }
        let moves = position.legal_moves(rules);
        if moves.is_empty() {
            self.walked += share;
            // The loser is beaten; the winner can't be here if the solver was right.
            return if position.turn() == self.header.winner {
                Err(ProofError::Unfinished)
            } else {
                Ok(())
            };
        }
        let key = key_of(position);
        if self.remembered.contains(&key) {
            self.count.references += 1;
            self.walked += share;
            return self.record(0);
        }
        if position.turn() == self.header.winner {
            let winning = position
                .with_board(WinningMove(&mut self.solver))
                .ok_or(ProofError::Unfinished)?;
            let index = moves
                .iter()
                .position(|&m| m == winning)
                .ok_or(ProofError::Unfinished)?;
            self.count.winner_moves += 1;
            self.record(1 + index as u64)?;
            let mut next = *position;
            next.play_unchecked(winning);
            self.write(&next, share)?;
        } else {
            self.record(1)?;
            let each = share / moves.len() as f64;
            for m in moves {
                let mut next = *position;
                next.play_unchecked(m);
                self.write(&next, each)?;
            }
        }
        self.remembered.insert(key);
        Ok(())
    }
}

/// A winning move of a position, found by the writer's solver.
struct WinningMove<'s, 'a>(&'s mut Solver<'a>);

impl WithBoard for WinningMove<'_, '_> {
    type Output = Option<Move>;
    fn run<B: Bits>(self, board: &Board<B>) -> Option<Move> {
        self.0.winning_move(board)
    }
}

impl Brain {
    /// Proves `root`, then streams the winner's strategy to `out` as a
    /// binary proof cut to `shape`, proving each of the winner's positions
    /// as it comes (from the table, mostly). Memory: the table, the table of
    /// remembered positions, one frame, and a path from the root.
    ///
    /// # Errors
    /// [`ProofError::Unfinished`] if `stop` stops the solver, a board over
    /// 64 squares, or writing fails.
    pub fn write_binary_proof(
        &mut self,
        root: &Position,
        rules: Rules,
        shape: ProofShape,
        out: impl Write,
        stop: &Stop,
        progress: &mut dyn FnMut(ProofProgress),
    ) -> Result<(ProofHeader, ProofCount), ProofError> {
        shape.check(root)?;
        let (proof, _) = self.prove(root, rules, Limits::NONE, stop);
        let proof = proof.ok_or(ProofError::Unfinished)?;
        let header = ProofHeader {
            rules,
            root: *root,
            winner: proof.winner(root.turn()),
            small: shape.small,
            // Two words a position on a 64-square board: half as many in
            // the same memory.
            cache_bits: (shape.cache_bits + 1)
                .saturating_sub(words_per_key(root) as u32)
                .min(MAX_CACHE_BITS),
        };
        let mut out = out;
        write_header(&header, &mut out)?;
        self.table.new_search();
        let mut writer = ProofWriter {
            solver: Solver::new(rules, &self.table, stop, Limits::NONE),
            header,
            frames: FrameWriter::new(out),
            remembered: Remembered::new(header.cache_bits, root),
            count: ProofCount::default(),
            walked: 0.0,
            progress,
        };
        writer.write(root, 1.0)?;
        // The last report: the whole walk, which the shares sum to.
        (writer.progress)(ProofProgress {
            records: writer.count.records,
            bytes: writer.frames.bytes,
            walked: Some(writer.walked),
        });
        let mut count = writer.count;
        count.bytes = writer.frames.finish(count.records)? + header_text(&header).len() as u64;
        Ok((header, count))
    }
}

impl ProofShape {
    /// Whether a proof of this shape can be written for `root`: checked
    /// before the solve, so a refusal costs nothing.
    ///
    /// # Errors
    /// [`ProofError::Unsupported`] for a board of over 64 squares or a
    /// `small` past [`MAX_SMALL`].
    pub fn check(&self, root: &Position) -> Result<(), ProofError> {
        check_size(root)?;
        if self.small > MAX_SMALL {
            return Err(ProofError::Unsupported(format!(
                "--proof-small {} leaves too much to the checker's search (at most {MAX_SMALL})",
                self.small
            )));
        }
        Ok(())
    }
}
