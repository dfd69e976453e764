//! Proofs too big for memory: the winner's strategy streamed to a compact
//! binary file as it is written down, and checked as it is read, each side
//! remembering at most a stated number of positions.
//!
//! The file starts with a text header, ended by an empty line:
//!
//! ```text
//! konane-proof 2 binary
//! rules: straight centre-or-corner
//! root: xoxoxo/oxoxox/xoxoxo/oxoxox/xoxoxo/oxoxox b
//! winner: white
//! small: 10
//! cache: 2^24
//! search: positions of fewer than `small` stones are proved by the checker, trying every move (no table, no order)
//! ```
//!
//! Then frames, each `[length: u32 LE][CRC-32 of the bytes: u32 LE][the
//! bytes]`, the bytes a raw deflate stream of records; a frame of length 0
//! ends them, followed by the number of records (u64 LE) and the file's end.
//!
//! The records walk the strategy depth first from the root. A position with
//! fewer than `small` stones has no record (the checker proves it by plain
//! search), and neither has one where the side to move has no move (the
//! loser is beaten there; the winner would have lost, which the check
//! catches). Every other position has one record, a LEB128 number:
//! - 0: the position was proved earlier and is still remembered;
//! - where the winner is to move, 1 + the index of the winning move in the
//!   engine's list of legal moves, then the record of the position after it;
//! - where the loser is to move, 1, then the records of the positions after
//!   each of its moves, in the order the engine lists them.
//!
//! Writer and checker remember proved positions the same way: a table of
//! 2^`cache` slots, a position going to the slot its key hashes to (replacing
//! what was there) once everything after it is proved. A 0 is accepted only
//! for a position in the checker's table, so a wrong or hostile file can't
//! pass it off.
//!
//! The trade-off of `small`: a higher count leaves more to the checker's
//! search, which grows fast with the stones (every line of play, no table),
//! and makes the file smaller and the writer quicker; at 0 the file holds
//! every position and the checker searches nothing.

use std::io::{BufRead, Write};

use super::proof::{ProofError, parse_rules_line, rules_line};
use crate::engine::{Bits, Board, Color, Position, Rules, WithBoard};

mod check;
mod write;

pub use check::check_binary_proof;

const HEADER: &str = "konane-proof 2 binary";
/// The search line of the header, word for word: what the checker does below `small`.
const SEARCH: &str = "positions of fewer than `small` stones are proved by the checker, trying every move (no table, no order)";
/// Records gathered before a frame is compressed and written.
const FRAME_BYTES: usize = 1 << 20;
/// Bytes a remembered position takes on a board of fewer than 64 squares:
/// its stones and the side to move in one word (a stone never leaves its
/// colour's squares, so the stones of both colours together say whose each
/// is). A 64-square board takes two words.
pub const CACHE_SLOT_BYTES: usize = 8;
/// The largest table of remembered positions a file may ask for (2^32 slots).
const MAX_CACHE_BITS: u32 = 32;
/// The most stones a file may leave to the checker's plain search, which
/// grows about fourfold with every two stones: past this a hostile header
/// could make a check run practically forever.
pub const MAX_SMALL: u32 = 20;

/// What a binary proof is about, and how it was cut.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ProofHeader {
    pub rules: Rules,
    pub root: Position,
    pub winner: Color,
    /// Positions of fewer stones are left to the checker's plain search.
    pub small: u32,
    /// The writer and checker remember 2^`cache_bits` positions.
    pub cache_bits: u32,
}

impl ProofHeader {
    /// The memory the checker's table of remembered positions takes.
    pub fn cache_bytes(&self) -> usize {
        (CACHE_SLOT_BYTES * words_per_key(&self.root)) << self.cache_bits
    }
}

/// How a binary proof is cut: what is left to the checker, and how many
/// positions both sides remember.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ProofShape {
    pub small: u32,
    pub cache_bits: u32,
}

impl ProofShape {
    /// The most positions remembered within `bytes` (on a 64-square board,
    /// whose positions take two words, the writer halves the count).
    pub fn cache_bits_within(bytes: usize) -> u32 {
        let slots = (bytes / CACHE_SLOT_BYTES).max(2);
        (usize::BITS - 1 - slots.leading_zeros()).min(MAX_CACHE_BITS)
    }
}

/// How far a long write or check has gone, for progress reports.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct ProofProgress {
    /// Records written or checked so far.
    pub records: u64,
    /// Bytes of the file written or read so far.
    pub bytes: u64,
    /// While writing, an estimate of the share of the strategy written (0
    /// to 1): each of the loser's replies is taken to weigh alike, so it
    /// runs uneven, but it only grows and ends at 1.
    pub walked: Option<f64>,
}

/// What writing or checking a binary proof went through.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ProofCount {
    pub records: u64,
    /// Records of the winner's moves among them.
    pub winner_moves: u64,
    /// Records that pointed back to a remembered position.
    pub references: u64,
    /// Positions under `small` stones proved by the checker's search, and
    /// the positions that search visited.
    pub searched: u64,
    pub search_nodes: u64,
    /// The file's size.
    pub bytes: u64,
}

/// A position as the slot function reads it: Black's stones, White's
/// stones (bit `rank × columns + file`), the side to move (1 for White).
type Key = [u64; 3];

fn key_of(position: &Position) -> Key {
    struct Bitboards;
    impl WithBoard for Bitboards {
        type Output = Key;
        fn run<B: Bits>(self, board: &Board<B>) -> Key {
            let bits = |color| {
                board
                    .stones(color)
                    .members()
                    .fold(0u64, |acc, i| acc | 1 << i)
            };
            let turn = u64::from(board.turn() == Color::White);
            [bits(Color::Black), bits(Color::White), turn]
        }
    }
    position.with_board(Bitboards)
}

/// Words a remembered position takes: one where a bit is free for the side
/// to move, two on a 64-square board.
fn words_per_key(root: &Position) -> usize {
    if root.size().squares() < 64 { 1 } else { 2 }
}

/// The positions proved so far that the writer and checker both remember.
/// A position with no stones never needs remembering, so zero is an empty slot.
struct Remembered {
    slots: Vec<u64>,
    words: usize,
    mask: usize,
}

impl Remembered {
    fn new(bits: u32, root: &Position) -> Remembered {
        let words = words_per_key(root);
        // Zeroed memory: the pages are only touched as slots fill.
        Remembered {
            slots: vec![0; words << bits],
            words,
            mask: (1 << bits) - 1,
        }
    }

    fn slot(&self, key: &Key) -> usize {
        // SplitMix64's finaliser over the three words.
        let mut z = key[0] ^ key[1].rotate_left(29) ^ key[2].rotate_left(58);
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^= z >> 31;
        z as usize & self.mask
    }

    /// The key as stored: both colours' stones in one word, the side to
    /// move in bit 63 or, on a 64-square board, in a second word.
    fn packed(&self, key: &Key) -> [u64; 2] {
        let stones = key[0] | key[1];
        if self.words == 1 {
            [stones | key[2] << 63, 0]
        } else {
            [stones, key[2]]
        }
    }

    fn contains(&self, key: &Key) -> bool {
        let at = self.slot(key) * self.words;
        self.slots[at..at + self.words] == self.packed(key)[..self.words]
    }

    fn insert(&mut self, key: Key) {
        let at = self.slot(&key) * self.words;
        let packed = self.packed(&key);
        self.slots[at..at + self.words].copy_from_slice(&packed[..self.words]);
    }
}

/// Counts a record written or read, reporting progress every 2^20 records.
fn count_record(
    count: &mut ProofCount,
    bytes: u64,
    walked: Option<f64>,
    progress: &mut dyn FnMut(ProofProgress),
) {
    count.records += 1;
    if count.records.is_multiple_of(1 << 20) {
        progress(ProofProgress {
            records: count.records,
            bytes,
            walked,
        });
    }
}

fn stones(position: &Position) -> u32 {
    position.stones() as u32
}

/// Checks that binary proofs can describe positions of this size.
fn check_size(root: &Position) -> Result<(), ProofError> {
    let squares = root.size().rows() * root.size().cols();
    if squares > 64 {
        return Err(ProofError::Unsupported(format!(
            "binary proofs hold boards of at most 64 squares; {} has {squares} (write a text proof)",
            root.size()
        )));
    }
    Ok(())
}

fn header_text(header: &ProofHeader) -> String {
    format!(
        "{HEADER}\n{}\nroot: {}\nwinner: {}\nsmall: {}\ncache: 2^{}\nsearch: {SEARCH}\n\n",
        rules_line(header.rules),
        header.root,
        header.winner.name(),
        header.small,
        header.cache_bits
    )
}

fn write_header(header: &ProofHeader, out: &mut impl Write) -> Result<(), ProofError> {
    Ok(out.write_all(header_text(header).as_bytes())?)
}

/// Whether a file starts as a binary proof does.
pub fn is_binary_proof(start: &[u8]) -> bool {
    start.starts_with(HEADER.as_bytes())
}

/// Reads the header of a binary proof.
fn read_header(input: &mut impl BufRead) -> Result<ProofHeader, ProofError> {
    let mut lines = Vec::new();
    for n in 1.. {
        let mut line = String::new();
        if input.read_line(&mut line)? == 0 {
            return Err(ProofError::Truncated { at: 0 });
        }
        let line = line.trim_end_matches(['\n', '\r']).to_string();
        if line.is_empty() {
            break;
        }
        if n > 16 {
            return Err(bad(n, "the header has no end (an empty line)".into()));
        }
        lines.push(line);
    }
    let line = |n: usize| lines.get(n - 1).map_or("", String::as_str);
    let value = |n: usize, name: &str| -> Result<&str, ProofError> {
        line(n)
            .strip_prefix(name)
            .and_then(|v| v.strip_prefix(": "))
            .ok_or_else(|| bad(n, format!("expected '{name}: …', found '{}'", line(n))))
    };
    if line(1) != HEADER {
        return Err(bad(1, format!("expected '{HEADER}', found '{}'", line(1))));
    }
    let rules = parse_rules_line(line(2)).ok_or_else(|| {
        bad(
            2,
            format!("expected 'rules: <jumps> <opening>', found '{}'", line(2)),
        )
    })?;
    let root: Position = value(3, "root")?
        .parse()
        .map_err(|e| bad(3, format!("the root: {e}")))?;
    let winner = Color::from_name(value(4, "winner")?)
        .ok_or_else(|| bad(4, "expected 'winner: black' or 'winner: white'".into()))?;
    let small = value(5, "small")?
        .parse::<u32>()
        .map_err(|e| bad(5, format!("the stone count: {e}")))?;
    if small > MAX_SMALL {
        return Err(bad(
            5,
            format!("small: {small} leaves too much to the checker's search (at most {MAX_SMALL})"),
        ));
    }
    let cache_bits = value(6, "cache")?
        .strip_prefix("2^")
        .and_then(|b| b.parse::<u32>().ok())
        .filter(|&b| b <= MAX_CACHE_BITS)
        .ok_or_else(|| bad(6, format!("expected 'cache: 2^<at most {MAX_CACHE_BITS}>'")))?;
    if value(7, "search")? != SEARCH {
        return Err(bad(
            7,
            format!("a search this checker does not do: '{}'", line(7)),
        ));
    }
    check_size(&root)?;
    Ok(ProofHeader {
        rules,
        root,
        winner,
        small,
        cache_bits,
    })
}

fn bad(line: usize, what: String) -> ProofError {
    ProofError::Format { line, what }
}

#[cfg(test)]
mod tests {
    use super::check::plain_search_wins;
    use super::write::FrameWriter;
    use super::*;
    use crate::ai::Brain;
    use crate::ai::Limits;
    use crate::ai::Stop;
    use crate::ai::keys::SplitMix;
    use crate::engine::Size;

    fn board(size: &str) -> Position {
        Position::new(size.parse::<Size>().expect("a size"))
    }

    /// A binary proof of `root` cut to `shape`, in memory.
    fn written(root: &Position, shape: ProofShape) -> (ProofHeader, ProofCount, Vec<u8>) {
        let mut brain = Brain::with_bytes(16 << 20);
        let mut file = Vec::new();
        let (header, count) = brain
            .write_binary_proof(
                root,
                Rules::default(),
                shape,
                &mut file,
                &Stop::new(),
                &mut |_| {},
            )
            .expect("written");
        assert_eq!(count.bytes, file.len() as u64, "the size it reports");
        (header, count, file)
    }

    fn checked(file: &[u8]) -> Result<(ProofHeader, ProofCount), ProofError> {
        check_binary_proof(file, 1 << 30, &mut |_| {})
    }

    const SHAPE: ProofShape = ProofShape {
        small: 0,
        cache_bits: 16,
    };

    #[test]
    fn whole_games_prove_and_check_with_and_without_the_checkers_search() {
        for (size, winner) in [("5x5", Color::Black), ("5x6", Color::White)] {
            let root = board(size);
            let (header, full, file) = written(&root, SHAPE);
            assert_eq!(header.winner, winner, "{size}");
            let (read, count) = checked(&file).expect("the proof holds");
            assert_eq!(read, header);
            assert_eq!(
                (count.records, count.winner_moves, count.searched),
                (full.records, full.winner_moves, 0)
            );
            assert!(count.references > 0, "{size}: transpositions point back");
            // Leaving positions under 10 stones to the checker: a smaller
            // file, and the checker's search does the rest.
            let (_, cut, cut_file) = written(&root, ProofShape { small: 10, ..SHAPE });
            assert!(cut.records < full.records, "{size}: {cut:?} vs {full:?}");
            assert!(cut_file.len() < file.len());
            let (_, count) = checked(&cut_file).expect("the cut proof holds");
            assert!(count.searched > 0 && count.search_nodes >= count.searched);
        }
    }

    #[test]
    fn the_writers_estimate_of_its_progress_grows_to_the_whole() {
        let mut brain = Brain::with_bytes(16 << 20);
        let mut reports = Vec::new();
        let (_, count) = brain
            .write_binary_proof(
                &board("5x6"),
                Rules::default(),
                ProofShape {
                    small: 6,
                    cache_bits: 10,
                },
                std::io::sink(),
                &Stop::new(),
                &mut |p| reports.push(p),
            )
            .expect("written");
        let last = reports.last().expect("a last report");
        assert_eq!(last.records, count.records);
        let walked = last.walked.expect("the writer estimates");
        assert!((walked - 1.0).abs() < 1e-9, "{walked}");
    }

    #[test]
    fn a_tiny_memory_repeats_work_but_still_proves() {
        let root = board("5x6");
        let (_, roomy, _) = written(&root, SHAPE);
        let (_, tiny, file) = written(
            &root,
            ProofShape {
                cache_bits: 1,
                ..SHAPE
            },
        );
        assert!(
            tiny.records > roomy.records,
            "forgotten positions are written again"
        );
        checked(&file).expect("the proof holds");
        // The checker refuses a proof needing more memory than it may use.
        let (_, _, file) = written(
            &board("4x4"),
            ProofShape {
                cache_bits: 20,
                ..SHAPE
            },
        );
        let refused = check_binary_proof(file.as_slice(), 1 << 20, &mut |_| {});
        assert!(
            matches!(
                refused,
                Err(ProofError::TooBig {
                    needed_mb: 8,
                    allowed_mb: 1
                })
            ),
            "{refused:?}"
        );
    }

    #[test]
    fn a_truncated_proof_says_it_is_cut_short() {
        let (header, _, file) = written(&board("5x6"), SHAPE);
        let records_start = header_text(&header).len();
        for cut in [
            records_start + 2,
            records_start + 8,
            records_start + 100,
            file.len() / 2,
            file.len() - 9,
            file.len() - 1,
        ] {
            let result = checked(&file[..cut]);
            assert!(
                matches!(result, Err(ProofError::Truncated { .. })),
                "cut at {cut} of {}: {result:?}",
                file.len()
            );
        }
        // Cut inside the header: it never ends.
        let result = checked(&file[..20]);
        assert!(
            matches!(result, Err(ProofError::Truncated { at: 0 })),
            "{result:?}"
        );
    }

    #[test]
    fn a_damaged_proof_fails_its_checksum() {
        let (header, _, file) = written(&board("5x6"), SHAPE);
        let records_start = header_text(&header).len();
        for at in [records_start + 8, records_start + 50, file.len() - 20] {
            let mut damaged = file.clone();
            damaged[at] ^= 0x10;
            let result = checked(&damaged);
            assert!(
                matches!(result, Err(ProofError::Corrupt { frame: 1, .. })),
                "byte {at} of {}: {result:?}",
                file.len()
            );
        }
        // Extra bytes after the end are refused too.
        let mut longer = file.clone();
        longer.push(0);
        assert!(matches!(checked(&longer), Err(ProofError::Format { .. })));
    }

    /// A file with these records, as a writer would frame them.
    fn forged(header: &ProofHeader, records: &[u64]) -> Vec<u8> {
        let mut file = header_text(header).into_bytes();
        let mut frames = FrameWriter::new(&mut file);
        for &n in records {
            frames.number(n).expect("in memory");
        }
        frames.finish(records.len() as u64).expect("in memory");
        file
    }

    #[test]
    fn a_wrong_proof_is_caught_where_it_goes_wrong() {
        let (header, _, file) = written(&board("5x5"), SHAPE);
        // Black wins 5x5: claimed for White, the same records fail.
        let mut claimed = header;
        claimed.winner = Color::White;
        let mut swapped = header_text(&claimed).into_bytes();
        swapped.extend_from_slice(&file[header_text(&header).len()..]);
        assert!(checked(&swapped).is_err());
        // A reference to nothing proved.
        let result = checked(&forged(&header, &[0]));
        assert!(
            matches!(result, Err(ProofError::NotProved { .. })),
            "{result:?}"
        );
        // A move that isn't in the list.
        let result = checked(&forged(&header, &[99]));
        assert!(
            matches!(result, Err(ProofError::BadRecord { .. })),
            "{result:?}"
        );
        // A header whose search is not the checker's.
        let text = String::from_utf8_lossy(&file).replace("no table, no order", "a table");
        let result = checked(text.as_bytes());
        assert!(
            matches!(result, Err(ProofError::Format { line: 7, .. })),
            "{result:?}"
        );
        // Boards over 64 squares are for text proofs.
        let mut brain = Brain::with_bytes(1 << 20);
        let result = brain.write_binary_proof(
            &board("9x9"),
            Rules::default(),
            SHAPE,
            Vec::new(),
            &Stop::new(),
            &mut |_| {},
        );
        assert!(
            matches!(result, Err(ProofError::Unsupported(_))),
            "{result:?}"
        );
    }

    #[test]
    fn the_checkers_search_agrees_with_the_solver() {
        let rules = Rules::default();
        let mut rng = SplitMix(3);
        let mut wins = [0; 2];
        for _ in 0..40 {
            let mut pos = board("6x6");
            while stones(&pos) > 10 || pos.phase() != crate::engine::Phase::Jumping {
                let moves = pos.legal_moves(rules);
                if moves.is_empty() {
                    break;
                }
                pos.play_unchecked(moves[rng.below(moves.len() as u64) as usize]);
            }
            let (proof, _) =
                Brain::with_bytes(1 << 20).prove(&pos, rules, Limits::NONE, &Stop::new());
            let mover_wins = proof.expect("proved").mover_wins;
            let mut nodes = 0;
            assert_eq!(
                plain_search_wins(&pos, rules, pos.turn(), &mut nodes),
                mover_wins,
                "{pos}"
            );
            wins[usize::from(mover_wins)] += 1;
        }
        assert!(wins.iter().all(|&n| n > 3), "{wins:?}");
    }
}
