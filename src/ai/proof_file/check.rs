//! Reading a binary proof back: frames checked against their CRCs, and the
//! strategy replayed against the rules and the remembered positions.

use std::io::{BufRead, Read};

use flate2::bufread::DeflateDecoder;

use super::{
    FRAME_BYTES, ProofCount, ProofHeader, ProofProgress, Remembered, bad, count_record,
    header_text, key_of, read_header, stones,
};
use crate::ai::proof::ProofError;
use crate::engine::{Color, Position, Rules};

/// The records of a binary proof, frame by frame, each checked against its CRC.
struct FrameReader<R: Read> {
    input: R,
    frame: Vec<u8>,
    at: usize,
    frames: u64,
    /// Bytes of the file read so far (after the header).
    bytes: u64,
    ended: bool,
}

impl<R: Read> FrameReader<R> {
    fn read_exact(&mut self, buf: &mut [u8]) -> Result<(), ProofError> {
        match self.input.read_exact(buf) {
            Ok(()) => {
                self.bytes += buf.len() as u64;
                Ok(())
            }
            Err(e) if e.kind() == std::io::ErrorKind::UnexpectedEof => {
                Err(ProofError::Truncated { at: self.bytes })
            }
            Err(e) => Err(e.into()),
        }
    }

    fn u32(&mut self) -> Result<u32, ProofError> {
        let mut b = [0; 4];
        self.read_exact(&mut b)?;
        Ok(u32::from_le_bytes(b))
    }

    /// The next frame's records; `false` at the frame that ends them.
    fn next_frame(&mut self) -> Result<bool, ProofError> {
        let offset = self.bytes;
        let length = self.u32()? as usize;
        if length == 0 {
            self.ended = true;
            return Ok(false);
        }
        let crc = self.u32()?;
        let mut packed = vec![0; length];
        self.read_exact(&mut packed)?;
        self.frames += 1;
        if crc32fast::hash(&packed) != crc {
            return Err(ProofError::Corrupt {
                frame: self.frames,
                offset,
            });
        }
        self.frame.clear();
        let broken = |what| ProofError::BadFrame {
            frame: self.frames,
            offset,
            what,
        };
        // The writer's frames inflate to at most FRAME_BYTES and a record.
        let limit = (FRAME_BYTES + 16) as u64;
        let mut inflate = DeflateDecoder::new(packed.as_slice());
        (&mut inflate)
            .take(limit + 1)
            .read_to_end(&mut self.frame)
            .map_err(|_| broken("its deflate stream is broken"))?;
        if self.frame.len() as u64 > limit {
            return Err(broken("it inflates past the 1 MiB a frame holds"));
        }
        if !inflate.into_inner().is_empty() {
            return Err(broken("bytes follow its deflate stream"));
        }
        self.at = 0;
        Ok(true)
    }

    fn byte(&mut self) -> Result<u8, ProofError> {
        while self.at == self.frame.len() {
            if self.ended || !self.next_frame()? {
                return Err(ProofError::Truncated { at: self.bytes });
            }
        }
        self.at += 1;
        Ok(self.frame[self.at - 1])
    }

    /// A LEB128 number in its one shortest encoding: a last byte of 0
    /// after others, or bits past 64, would let two files say one thing.
    fn number(&mut self) -> Result<u64, ProofError> {
        let mut n = 0u64;
        for shift in (0..64).step_by(7) {
            let byte = self.byte()?;
            let bits = u64::from(byte & 0x7f);
            if shift == 63 && bits > 1 {
                return Err(self.bad_number("a number past 64 bits"));
            }
            n |= bits << shift;
            if byte & 0x80 == 0 {
                if byte == 0 && shift > 0 {
                    return Err(self.bad_number("a number not in its shortest encoding"));
                }
                return Ok(n);
            }
        }
        Err(self.bad_number("a number past 64 bits"))
    }

    fn bad_number(&self, what: &'static str) -> ProofError {
        ProofError::BadFrame {
            frame: self.frames,
            offset: self.bytes,
            what,
        }
    }

    /// After the last record: the end frame, the record count, the end of the file.
    fn finish(&mut self, records: u64) -> Result<(), ProofError> {
        let trailing = || bad(0, "data after the proof's last record".into());
        if self.at != self.frame.len() {
            return Err(trailing());
        }
        if !self.ended && self.next_frame()? {
            return Err(trailing());
        }
        let mut count = [0; 8];
        self.read_exact(&mut count)?;
        if u64::from_le_bytes(count) != records {
            return Err(bad(
                0,
                format!(
                    "the file says it holds {} records, but {records} were read",
                    u64::from_le_bytes(count)
                ),
            ));
        }
        let mut more = [0; 1];
        if self.input.read(&mut more)? != 0 {
            return Err(trailing());
        }
        Ok(())
    }
}

struct Checker<'a, R: Read> {
    header: ProofHeader,
    frames: FrameReader<R>,
    remembered: Remembered,
    count: ProofCount,
    progress: &'a mut dyn FnMut(ProofProgress),
}

impl<R: Read> Checker<'_, R> {
    fn record(&mut self) -> Result<u64, ProofError> {
        count_record(&mut self.count, self.frames.bytes, None, self.progress);
        self.frames.number()
    }

    fn check(&mut self, position: &Position) -> Result<(), ProofError> {
        let rules = self.header.rules;
        let winner = self.header.winner;
        if stones(position) < self.header.small {
            self.count.searched += 1;
            if !plain_search_wins(position, rules, winner, &mut self.count.search_nodes) {
                return Err(ProofError::SmallNotWon {
                    position: position.to_string(),
                    winner,
                });
            }
            return Ok(());
        }
        let moves = position.legal_moves(rules);
        if moves.is_empty() {
            return if position.turn() == winner {
                Err(ProofError::WinnerStuck {
                    position: position.to_string(),
                    winner,
                })
            } else {
                Ok(())
            };
        }
        let key = key_of(position);
        let n = self.record()?;
        if n == 0 {
            self.count.references += 1;
            return if self.remembered.contains(&key) {
                Ok(())
            } else {
                Err(ProofError::NotProved {
                    position: position.to_string(),
                })
            };
        }
        if position.turn() == winner {
            let m = usize::try_from(n - 1)
                .ok()
                .and_then(|i| moves.get(i))
                .ok_or_else(|| ProofError::BadRecord {
                    position: position.to_string(),
                    what: format!("move {n} of {}", moves.len()),
                })?;
            self.count.winner_moves += 1;
            let mut next = *position;
            next.play_unchecked(*m);
            self.check(&next)?;
        } else {
            if n != 1 {
                return Err(ProofError::BadRecord {
                    position: position.to_string(),
                    what: format!("{n} where the loser's moves follow (1)"),
                });
            }
            for m in moves {
                let mut next = *position;
                next.play_unchecked(m);
                self.check(&next)?;
            }
        }
        self.remembered.insert(key);
        Ok(())
    }
}

/// The checker's own search, for positions under the header's stone count:
/// whether `winner` wins `position` against every defence, by trying every
/// move of both sides. Nothing else: no table, no move order, no pruning
/// but stopping at the first winning move. Kept apart from the solver's
/// search on purpose, so that a fault there can't hide here.
pub(super) fn plain_search_wins(
    position: &Position,
    rules: Rules,
    winner: Color,
    nodes: &mut u64,
) -> bool {
    *nodes += 1;
    let moves = position.legal_moves(rules);
    let after = |m| {
        let mut next = *position;
        next.play_unchecked(m);
        next
    };
    if position.turn() == winner {
        // No move at all: the winner has lost.
        moves
            .into_iter()
            .any(|m| plain_search_wins(&after(m), rules, winner, nodes))
    } else {
        // No move at all: the loser has lost.
        moves
            .into_iter()
            .all(|m| plain_search_wins(&after(m), rules, winner, nodes))
    }
}

/// Checks a binary proof as it reads it, with the move generator alone
/// (and, below the header's stone count, the plain search above), in at
/// most `memory_bytes` for the table of remembered positions.
///
/// # Errors
/// A header that is not one, a proof that asks for more memory, a file
/// cut short ([`ProofError::Truncated`]) or damaged ([`ProofError::Corrupt`]),
/// or the first position where the strategy fails.
pub fn check_binary_proof(
    input: impl BufRead,
    memory_bytes: usize,
    progress: &mut dyn FnMut(ProofProgress),
) -> Result<(ProofHeader, ProofCount), ProofError> {
    let mut input = input;
    let header = read_header(&mut input)?;
    if header.cache_bytes() > memory_bytes {
        return Err(ProofError::TooBig {
            needed_mb: header.cache_bytes().div_ceil(1 << 20),
            allowed_mb: memory_bytes >> 20,
        });
    }
    let header_bytes = header_text(&header).len() as u64;
    let mut checker = Checker {
        header,
        frames: FrameReader {
            input,
            frame: Vec::new(),
            at: 0,
            frames: 0,
            bytes: 0,
            ended: false,
        },
        remembered: Remembered::new(header.cache_bits, &header.root),
        count: ProofCount::default(),
        progress,
    };
    checker.check(&header.root)?;
    let records = checker.count.records;
    checker.frames.finish(records)?;
    let mut count = checker.count;
    count.bytes = checker.frames.bytes + header_bytes;
    Ok((header, count))
}

#[cfg(test)]
mod tests {
    use std::io::Write as _;

    use flate2::Compression;
    use flate2::write::DeflateEncoder;

    use super::super::{Key, MAX_SMALL, ProofShape, key_of};
    use super::*;
    use crate::ai::{Brain, Stop};

    const SMALL_BOARD: &str = "xoxo/oxox/xoxo/oxox b";

    fn header_for(root: &str) -> ProofHeader {
        ProofHeader {
            rules: Rules::default(),
            root: root.parse().expect("a position"),
            winner: Color::Black,
            small: 0,
            cache_bits: 4,
        }
    }

    /// A file of one frame holding `packed` as its bytes, as is.
    fn one_frame(header: &ProofHeader, packed: &[u8], records: u64) -> Vec<u8> {
        let mut file = header_text(header).into_bytes();
        file.extend_from_slice(&(packed.len() as u32).to_le_bytes());
        file.extend_from_slice(&crc32fast::hash(packed).to_le_bytes());
        file.extend_from_slice(packed);
        file.extend_from_slice(&0u32.to_le_bytes());
        file.extend_from_slice(&records.to_le_bytes());
        file
    }

    fn deflated(bytes: &[u8]) -> Vec<u8> {
        let mut deflate = DeflateEncoder::new(Vec::new(), Compression::fast());
        deflate.write_all(bytes).expect("in memory");
        deflate.finish().expect("in memory")
    }

    fn checked(file: &[u8]) -> Result<(ProofHeader, ProofCount), ProofError> {
        check_binary_proof(file, 1 << 30, &mut |_| {})
    }

    fn refused_for(file: &[u8], why: &str) {
        match checked(file) {
            Err(ProofError::BadFrame { what, .. }) => assert!(what.contains(why), "{what}"),
            other => panic!("expected a bad frame ({why}), got {other:?}"),
        }
    }

    #[test]
    fn bytes_after_a_frames_deflate_stream_are_refused() {
        let header = header_for(SMALL_BOARD);
        // Black's a2-c2 (say) as a record, then bytes the stream never reads.
        let mut packed = deflated(&[1]);
        let file = one_frame(&header, &packed, 1);
        assert!(!matches!(checked(&file), Err(ProofError::BadFrame { .. })));
        packed.extend_from_slice(b"hidden");
        refused_for(&one_frame(&header, &packed, 1), "bytes follow");
    }

    #[test]
    fn a_number_not_in_its_shortest_encoding_is_refused() {
        let header = header_for(SMALL_BOARD);
        // 1 written in two bytes, 0x81 0x00.
        refused_for(
            &one_frame(&header, &deflated(&[0x81, 0x00]), 1),
            "shortest encoding",
        );
        // Ten bytes with bits past the 64th.
        let mut long = vec![0xff; 9];
        long.push(0x7f);
        refused_for(&one_frame(&header, &deflated(&long), 1), "64 bits");
    }

    #[test]
    fn a_frame_inflating_past_its_size_is_called_so() {
        let header = header_for(SMALL_BOARD);
        let packed = deflated(&vec![1; 2 << 20]);
        refused_for(&one_frame(&header, &packed, 1), "inflates past");
    }

    #[test]
    fn a_header_leaving_too_much_to_the_checker_is_refused() {
        let mut header = header_for(SMALL_BOARD);
        header.small = MAX_SMALL + 1;
        let file = one_frame(&header, &deflated(&[1]), 1);
        assert!(
            matches!(checked(&file), Err(ProofError::Format { line: 5, .. })),
            "{:?}",
            checked(&file)
        );
        let refused = Brain::with_bytes(1 << 20).write_binary_proof(
            &header.root,
            Rules::default(),
            ProofShape {
                small: MAX_SMALL + 1,
                cache_bits: 4,
            },
            Vec::new(),
            &Stop::new(),
            &mut |_| {},
        );
        assert!(matches!(refused, Err(ProofError::Unsupported(_))));
    }

    /// One word holds a position on a board under 64 squares, the side to
    /// move included; a 64-square board takes two, and proves as well.
    #[test]
    fn remembered_positions_keep_the_side_to_move() {
        let black: Position = "xoxoxo/oxoxox/xo..xo/oxoxox/xoxoxo/oxoxox b"
            .parse()
            .expect("a position");
        let white: Position = "xoxoxo/oxoxox/xo..xo/oxoxox/xoxoxo/oxoxox w"
            .parse()
            .expect("a position");
        let mut remembered = Remembered::new(1, &black);
        let (kb, kw): (Key, Key) = (key_of(&black), key_of(&white));
        remembered.insert(kb);
        assert!(remembered.contains(&kb));
        assert!(!remembered.contains(&kw));

        let corner = "......../......../......../......../xo.o..../oxox..../xoxo..../oxox.... b";
        let root: Position = corner.parse().expect("a position");
        let mut file = Vec::new();
        let (header, written) = Brain::with_bytes(16 << 20)
            .write_binary_proof(
                &root,
                Rules::default(),
                ProofShape {
                    small: 0,
                    cache_bits: 8,
                },
                &mut file,
                &Stop::new(),
                &mut |_| {},
            )
            .expect("written");
        assert_eq!(header.cache_bits, 7, "two words a position: half as many");
        assert_eq!(header.cache_bytes(), 16 << 7);
        let (_, read) = checked(&file).expect("the proof holds");
        assert_eq!(read.records, written.records);
    }
}
