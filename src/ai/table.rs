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
    pub depth: u8,
    pub bound: Bound,
    /// The best move found, as origin and destination square indices.
    pub best: Option<u16>,
}

/// Each slot is two words, the key mixed with the data, and the data, so
/// that several solver threads can share one table without locks: a slot
/// half written by another thread reads as a miss, never as a wrong entry.
/// The words are allocated zeroed, so the OS maps pages only as searches
/// touch them.
pub struct Table {
    slots: Box<[AtomicU64]>,
    mask: usize,
    /// Bumped per search, so entries of earlier searches give way first.
    generation: u8,
}

impl Table {
    /// The smallest table, for tests and tiny searches.
    pub const MIN_BYTES: usize = 1 << 12;

    /// A table of at most `bytes` (rounded down to a power of two of slots).
    pub fn with_bytes(bytes: usize) -> Table {
        let slots = (bytes.max(Self::MIN_BYTES) / 16).next_power_of_two();
        let slots = if slots * 16 > bytes.max(Self::MIN_BYTES) {
            slots / 2
        } else {
            slots
        };
        Table {
            slots: zeroed_words(slots * 2),
            mask: slots - 1,
            generation: 0,
        }
    }

    /// Marks the start of a new search: what earlier ones stored stays
    /// usable but is the first to be replaced.
    pub fn new_search(&mut self) {
        self.generation = self.generation.wrapping_add(1);
    }

    pub fn bytes(&self) -> usize {
        self.slots.len() * 8
    }

    #[inline]
    pub fn probe(&self, key: u64) -> Option<Entry> {
        let i = (key as usize & self.mask) * 2;
        let data = self.slots[i + 1].load(Ordering::Relaxed);
        // Zero is the empty slot; a real key of zero is vanishingly rare and only costs a miss.
        if self.slots[i].load(Ordering::Relaxed) ^ data != key || data == 0 {
            return None;
        }
        Some(unpack(data).0)
    }

    /// Starts fetching `key`'s slot into the cache, for a probe soon after.
    #[inline]
    pub fn prefetch(&self, key: u64) {
        #[cfg(target_arch = "x86_64")]
        {
            use std::arch::x86_64::{_MM_HINT_T0, _mm_prefetch};
            let slot = self.slots[(key as usize & self.mask) * 2..].as_ptr();
            // SAFETY: a prefetch is a hint; it never faults, whatever the address.
            unsafe { _mm_prefetch::<_MM_HINT_T0>(slot.cast()) };
        }
        #[cfg(not(target_arch = "x86_64"))]
        let _ = key;
    }

    /// Stores `entry`, keeping a deeper result for another position in the same slot.
    #[inline]
    pub fn store(&self, key: u64, entry: Entry) {
        let i = (key as usize & self.mask) * 2;
        let old_data = self.slots[i + 1].load(Ordering::Relaxed);
        if old_data != 0 && self.slots[i].load(Ordering::Relaxed) ^ old_data != key {
            let (old, generation) = unpack(old_data);
            if generation == self.generation && old.depth > entry.depth.saturating_add(2) {
                return;
            }
        }
        let data = pack(entry, self.generation);
        self.slots[i].store(key ^ data, Ordering::Relaxed);
        self.slots[i + 1].store(data, Ordering::Relaxed);
    }
}

/// `n` zeroed words, allocated as zeroed memory (mapped lazily by the OS).
fn zeroed_words(n: usize) -> Box<[AtomicU64]> {
    const _: () = assert!(std::mem::align_of::<u64>() == std::mem::align_of::<AtomicU64>());
    let words: Box<[u64]> = vec![0u64; n].into_boxed_slice();
    // SAFETY: AtomicU64 has the same size and bit validity as u64 (as the
    // standard library documents) and, as checked above, the same alignment;
    // the box's ownership moves to the new one unchanged.
    unsafe { Box::from_raw(Box::into_raw(words) as *mut [AtomicU64]) }
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

    #[test]
    fn size_is_bounded_and_entries_round_trip() {
        let mut t = Table::with_bytes(1 << 20);
        assert_eq!(t.probe(0), None, "an empty slot is no entry");
        assert!(t.bytes() <= 1 << 20 && t.bytes() > 1 << 19);
        let e = Entry {
            score: -1234,
            depth: 7,
            bound: Bound::Lower,
            best: Some(0x1234),
        };
        t.store(42, e);
        assert_eq!(t.probe(42), Some(e));
        assert_eq!(t.probe(43), None);
        // A shallow result for a colliding key does not evict a deep one.
        let collide = 42 + (t.mask as u64 + 1);
        t.store(collide, Entry { depth: 1, ..e });
        assert_eq!(t.probe(42), Some(e));
        // In a later search it does.
        t.new_search();
        t.store(collide, Entry { depth: 1, ..e });
        assert_eq!(t.probe(collide), Some(Entry { depth: 1, ..e }));
        for k in 0..100_000u64 {
            t.store(
                k.wrapping_mul(0x9E37_79B9_7F4A_7C15),
                Entry { depth: 9, ..e },
            );
        }
        assert!(t.bytes() <= 1 << 20, "storing never grows the table");
    }
}
