//! The transposition table: a fixed number of entries chosen at creation,
//! so memory never grows however long the bot runs.

use std::sync::atomic::{AtomicU64, Ordering};

/// How a stored score bounds the true one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bound {
    Exact,
    /// The true score is at least this (a cut-off).
    Lower,
    /// The true score is at most this (no move reached alpha).
    Upper,
}

/// What the table remembers about a position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Entry {
    pub score: i16,
    /// How much the entry is worth keeping: the search depth, or for the
    /// solver a measure of the work it saves. The lowest is replaced first.
    pub depth: u8,
    pub bound: Bound,
    /// The best move found, as origin and destination square indices.
    pub best: Option<u16>,
}

/// Slots per bucket: a key may live in any slot of its bucket, and a new
/// entry replaces the bucket's least valuable one, so a valuable entry is
/// not lost to the next position that happens to share its index.
const SLOTS: usize = 4;

/// One cache line of slots. Each slot is two words, the key mixed with the
/// data, and the data, so that several solver threads can share one table
/// without locks: a slot half written by another thread reads as a miss,
/// never as a wrong entry.
#[repr(C, align(64))]
struct Bucket([AtomicU64; 2 * SLOTS]);

pub struct Table {
    memory: Memory,
    mask: usize,
    /// Bumped per search, so entries of earlier searches give way first.
    generation: u8,
}

/// Starts fetching the cache line at `address`, for a read soon after.
#[inline]
pub(crate) fn prefetch<T>(address: *const T) {
    #[cfg(target_arch = "x86_64")]
    {
        use std::arch::x86_64::{_MM_HINT_T0, _mm_prefetch};
        // SAFETY: a prefetch is a hint; it never faults, whatever the address.
        unsafe { _mm_prefetch::<_MM_HINT_T0>(address.cast()) };
    }
    #[cfg(not(target_arch = "x86_64"))]
    let _ = address;
}

impl Table {
    /// The smallest table, for tests and tiny searches.
    pub const MIN_BYTES: usize = 1 << 12;

    /// A table of at most `bytes` (rounded down to a power of two of
    /// buckets); the process aborts if the memory can't be had, so sizes a
    /// user chooses go through [`Table::try_with_bytes`].
    pub fn with_bytes(bytes: usize) -> Table {
        let buckets = Self::buckets_within(bytes);
        Table {
            memory: Memory::zeroed(buckets),
            mask: buckets - 1,
            generation: 0,
        }
    }

    /// As [`Table::with_bytes`], or `None` where the system refuses the memory.
    pub fn try_with_bytes(bytes: usize) -> Option<Table> {
        let buckets = Self::buckets_within(bytes);
        Some(Table {
            memory: Memory::try_zeroed(buckets)?,
            mask: buckets - 1,
            generation: 0,
        })
    }

    /// The largest power of two of buckets within `bytes`.
    fn buckets_within(bytes: usize) -> usize {
        let wanted = bytes.max(Self::MIN_BYTES) / std::mem::size_of::<Bucket>();
        1usize << (usize::BITS - 1 - wanted.leading_zeros())
    }

    /// Marks the start of a new search: what earlier ones stored stays
    /// usable but is the first to be replaced.
    pub fn new_search(&mut self) {
        self.generation = self.generation.wrapping_add(1);
    }

    pub fn bytes(&self) -> usize {
        std::mem::size_of_val(self.memory.buckets())
    }

    #[inline]
    fn bucket(&self, key: u64) -> &Bucket {
        &self.memory.buckets()[key as usize & self.mask]
    }

    #[inline]
    pub fn probe(&self, key: u64) -> Option<Entry> {
        let words = &self.bucket(key).0;
        (0..SLOTS).find_map(|s| {
            let data = words[2 * s + 1].load(Ordering::Relaxed);
            // Zero is the empty slot; a real key of zero is vanishingly rare and only costs a miss.
            (data != 0 && words[2 * s].load(Ordering::Relaxed) ^ data == key)
                .then(|| unpack(data).0)
        })
    }

    /// Starts fetching `key`'s bucket into the cache, for a probe soon after.
    #[inline]
    pub fn prefetch(&self, key: u64) {
        prefetch(self.bucket(key));
    }

    /// Stores `entry` in the slot that holds `key` already, or else in
    /// place of the bucket's least valuable entry: an empty slot, then one
    /// from an earlier search, then the shallowest.
    #[inline]
    pub fn store(&self, key: u64, entry: Entry) {
        self.store_in(key, entry, self.generation);
    }

    #[inline]
    fn store_in(&self, key: u64, entry: Entry, generation: u8) {
        let words = &self.bucket(key).0;
        let mut victim = 0;
        let mut weakest = u16::MAX;
        for s in 0..SLOTS {
            let data = words[2 * s + 1].load(Ordering::Relaxed);
            if data == 0 || words[2 * s].load(Ordering::Relaxed) ^ data == key {
                victim = s;
                break;
            }
            let (old, generation) = unpack(data);
            let worth = u16::from(old.depth)
                + if generation == self.generation {
                    256
                } else {
                    0
                };
            if worth < weakest {
                weakest = worth;
                victim = s;
            }
        }
        let data = pack(entry, generation);
        words[2 * victim].store(key ^ data, Ordering::Relaxed);
        words[2 * victim + 1].store(data, Ordering::Relaxed);
    }
}

impl Table {
    /// Every stored entry, as its key and packed data: what a checkpoint keeps.
    pub(crate) fn raw_entries(&self) -> impl Iterator<Item = (u64, u64)> + '_ {
        self.memory.buckets().iter().flat_map(|bucket| {
            (0..SLOTS).filter_map(|s| {
                let data = bucket.0[2 * s + 1].load(Ordering::Relaxed);
                (data != 0).then(|| (bucket.0[2 * s].load(Ordering::Relaxed) ^ data, data))
            })
        })
    }

    /// Stores an entry as [`Table::raw_entries`] gave it, counted as the
    /// next search's own: a checkpoint is loaded to resume that search.
    pub(crate) fn restore(&self, key: u64, data: u64) {
        self.store_in(key, unpack(data).0, self.generation.wrapping_add(1));
    }
}

/// A huge page, which big tables are aligned to.
const HUGE_PAGE: usize = 2 << 20;

/// Tables this big are asked to live on huge pages: a big table is probed
/// at random, and with small pages nearly every probe missed the TLB (6×7
/// spent most of its time waiting on them), and unmapping it at the end took
/// seconds. Smaller ones keep small pages, which a fresh machine maps
/// faster: the default 256 MiB table solved 6×6 in 1.45 s on small pages
/// against 1.83 to 1.99 s on huge ones, where first touches cost a second.
const HUGE_PAGES_FROM: usize = 1 << 30;

/// Zeroed memory for `n` buckets, mapped lazily by the OS, so that a table
/// costs memory only as searches touch it.
struct Memory {
    buckets: std::ptr::NonNull<Bucket>,
    n: usize,
    /// How to give the memory back: the mapping's start and length, or the
    /// allocator's layout.
    release: Release,
}

enum Release {
    #[cfg(target_os = "linux")]
    Unmap(*mut libc::c_void, usize),
    Free(std::alloc::Layout),
}

// SAFETY: the memory is owned by the Memory alone, and buckets are atomics.
unsafe impl Send for Memory {}
// SAFETY: as above; shared access only reads and writes atomics.
unsafe impl Sync for Memory {}

impl Memory {
    #[allow(
        clippy::expect_used,
        reason = "n buckets come from `with_bytes`: n × 64 is at most the byte count asked for, \
                  and a request over isize::MAX bytes could not be allocated in any case"
    )]
    fn zeroed(n: usize) -> Memory {
        let layout = std::alloc::Layout::array::<Bucket>(n).expect("a table fits in memory");
        Self::try_zeroed(n).unwrap_or_else(|| std::alloc::handle_alloc_error(layout))
    }

    fn try_zeroed(n: usize) -> Option<Memory> {
        let layout = std::alloc::Layout::array::<Bucket>(n).ok()?;
        #[cfg(target_os = "linux")]
        if layout.size() >= HUGE_PAGES_FROM
            && let Some(memory) = Self::mapped(n, layout.size())
        {
            return Some(memory);
        }
        // SAFETY: the layout has a non-zero size (n ≥ 1, a bucket is 64 bytes).
        let memory = unsafe { std::alloc::alloc_zeroed(layout) };
        Some(Memory {
            buckets: std::ptr::NonNull::new(memory.cast::<Bucket>())?,
            n,
            release: Release::Free(layout),
        })
    }

    /// An anonymous mapping (zeroed by the kernel, on first touch), aligned
    /// to a huge page and advised to use them.
    #[cfg(target_os = "linux")]
    fn mapped(n: usize, size: usize) -> Option<Memory> {
        let length = size + HUGE_PAGE;
        // SAFETY: a fresh private anonymous mapping; nothing else refers to it.
        let start = unsafe {
            libc::mmap(
                std::ptr::null_mut(),
                length,
                libc::PROT_READ | libc::PROT_WRITE,
                libc::MAP_PRIVATE | libc::MAP_ANONYMOUS,
                -1,
                0,
            )
        };
        if start == libc::MAP_FAILED {
            return None;
        }
        let skip = (HUGE_PAGE - start as usize % HUGE_PAGE) % HUGE_PAGE;
        // SAFETY: `skip` < HUGE_PAGE, so the aligned range lies inside the mapping.
        let aligned = unsafe { start.cast::<u8>().add(skip) };
        // SAFETY: advice on our own mapping; where it is declined, small
        // pages work as before.
        let _ = unsafe { libc::madvise(aligned.cast(), size, libc::MADV_HUGEPAGE) };
        Some(Memory {
            buckets: std::ptr::NonNull::new(aligned.cast::<Bucket>())?,
            n,
            release: Release::Unmap(start, length),
        })
    }

    fn buckets(&self) -> &[Bucket] {
        // SAFETY: `n` zeroed buckets (valid atomics) live at `buckets` for
        // as long as `self`.
        unsafe { std::slice::from_raw_parts(self.buckets.as_ptr(), self.n) }
    }
}

impl Drop for Memory {
    fn drop(&mut self) {
        match self.release {
            #[cfg(target_os = "linux")]
            // SAFETY: the mapping made in `mapped`, unmapped once.
            Release::Unmap(start, length) => unsafe {
                libc::munmap(start, length);
            },
            // SAFETY: allocated in `zeroed` with this layout, freed once.
            Release::Free(layout) => unsafe {
                std::alloc::dealloc(self.buckets.as_ptr().cast(), layout);
            },
        }
    }
}

fn pack(e: Entry, generation: u8) -> u64 {
    let bound = match e.bound {
        Bound::Exact => 1u64,
        Bound::Lower => 2,
        Bound::Upper => 3,
    };
    u64::from(e.score as u16)
        | u64::from(e.depth) << 16
        | bound << 24
        | e.best.map_or(0, |b| u64::from(b) << 32 | 1 << 48)
        | u64::from(generation) << 56
}

fn unpack(d: u64) -> (Entry, u8) {
    let entry = Entry {
        score: d as u16 as i16,
        depth: (d >> 16) as u8,
        bound: match (d >> 24) & 3 {
            1 => Bound::Exact,
            2 => Bound::Lower,
            _ => Bound::Upper,
        },
        best: (d >> 48 & 1 == 1).then_some((d >> 32) as u16),
    };
    (entry, (d >> 56) as u8)
}

#[cfg(test)]
mod tests {
    use super::*;

    const E: Entry = Entry {
        score: -1234,
        depth: 7,
        bound: Bound::Lower,
        best: Some(0x1234),
    };

    #[test]
    fn size_is_bounded_and_entries_round_trip() {
        let t = Table::with_bytes(1 << 20);
        assert_eq!(t.probe(0), None, "an empty slot is no entry");
        assert!(t.bytes() <= 1 << 20 && t.bytes() > 1 << 19);
        t.store(42, E);
        assert_eq!(t.probe(42), Some(E));
        assert_eq!(t.probe(43), None);
        t.store(42, Entry { score: 5, ..E });
        assert_eq!(
            t.probe(42),
            Some(Entry { score: 5, ..E }),
            "a key is updated in place"
        );
        for k in 0..100_000u64 {
            t.store(
                k.wrapping_mul(0x9E37_79B9_7F4A_7C15),
                Entry { depth: 9, ..E },
            );
        }
        assert!(t.bytes() <= 1 << 20, "storing never grows the table");
    }

    #[test]
    fn a_full_bucket_gives_up_its_least_valuable_entry() {
        let mut t = Table::with_bytes(Table::MIN_BYTES);
        // Keys one table apart share a bucket.
        let stride = t.mask as u64 + 1;
        let key = |n: u64| 42 + n * stride;
        for (n, depth) in [(0, 30), (1, 10), (2, 20), (3, 40)] {
            t.store(key(n), Entry { depth, ..E });
        }
        for n in 0..4 {
            assert!(
                t.probe(key(n)).is_some(),
                "a bucket holds {SLOTS} colliding keys"
            );
        }
        t.store(key(4), Entry { depth: 1, ..E });
        assert_eq!(t.probe(key(4)).map(|e| e.depth), Some(1));
        assert_eq!(t.probe(key(1)), None, "the shallowest gave way");
        assert!([0, 2, 3].iter().all(|&n| t.probe(key(n)).is_some()));

        // In a later search, the earlier search's entries go first, deep or not.
        t.new_search();
        t.store(key(5), Entry { depth: 2, ..E });
        t.store(key(6), Entry { depth: 2, ..E });
        assert!(t.probe(key(5)).is_some() && t.probe(key(6)).is_some());
        assert_eq!(t.probe(key(4)), None);
        assert_eq!(t.probe(key(2)), None);
        assert!(t.probe(key(0)).is_some() && t.probe(key(3)).is_some());
    }
}
