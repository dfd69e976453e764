//! What the threads of one solve share besides the table: the positions
//! they are proving, and how far the first has got.

use std::sync::atomic::{AtomicU32, AtomicU64, Ordering};

/// How far the first thread of a solve has got, for a long solve's progress
/// report: at each of the first plies of its path, how many of the
/// position's moves it has finished, and of how many.
pub struct SolveProgress {
    pub(super) plies: [(AtomicU32, AtomicU32); PROGRESS_PLIES],
}

/// The plies [`SolveProgress`] follows; deeper ones would move its estimate
/// by less than a report shows.
pub(super) const PROGRESS_PLIES: usize = 12;

impl SolveProgress {
    pub fn new() -> SolveProgress {
        SolveProgress {
            plies: std::array::from_fn(|_| (AtomicU32::new(0), AtomicU32::new(0))),
        }
    }

    /// An estimate of the share of the first thread's tree searched, from 0
    /// to 1, each move counted as an equal share of its position's. It runs
    /// uneven (a winner's position ends at its first winning move, however
    /// many it has, and the moves' subtrees differ in size by thousands),
    /// but it only grows, and it reaches 1 when the solve ends.
    pub fn share(&self) -> f64 {
        let (mut share, mut weight) = (0.0, 1.0);
        for (done, of) in &self.plies {
            let of = of.load(Ordering::Relaxed);
            if of == 0 {
                break;
            }
            let done = done.load(Ordering::Relaxed).min(of);
            share += weight * f64::from(done) / f64::from(of);
            weight /= f64::from(of);
        }
        share
    }

    /// At `ply`, `done` of `of` moves are finished; the path below is new.
    pub(super) fn mark(&self, ply: usize, done: usize, of: usize) {
        let word = |n: usize| u32::try_from(n).unwrap_or(u32::MAX);
        if let Some((d, o)) = self.plies.get(ply) {
            d.store(word(done), Ordering::Relaxed);
            o.store(word(of), Ordering::Relaxed);
        }
        if let Some((_, o)) = self.plies.get(ply + 1) {
            o.store(0, Ordering::Relaxed);
        }
    }
}

impl Default for SolveProgress {
    fn default() -> Self {
        SolveProgress::new()
    }
}

/// The positions threads are proving right now, so that another thread
/// needing the same one proves its other moves first and comes back when
/// the proof is likely in the table (the idea of ABDADA). A slot holds one
/// key; a collision only costs a thread a wasted wait or a duplicated proof.
pub(crate) struct Busy {
    slots: Box<[AtomicU64]>,
}

impl Busy {
    const SLOTS: usize = 1 << 16;

    pub fn new() -> Busy {
        Busy {
            slots: (0..Self::SLOTS).map(|_| AtomicU64::new(0)).collect(),
        }
    }

    fn slot(&self, key: u64) -> &AtomicU64 {
        // The table uses the low bits; the high ones spread these apart.
        &self.slots[(key >> 48) as usize & (Self::SLOTS - 1)]
    }

    pub(super) fn contains(&self, key: u64) -> bool {
        self.slot(key).load(Ordering::Relaxed) == key
    }

    pub(super) fn enter(&self, key: u64) {
        self.slot(key).store(key, Ordering::Relaxed);
    }

    pub(super) fn leave(&self, key: u64) {
        let _ = self
            .slot(key)
            .compare_exchange(key, 0, Ordering::Relaxed, Ordering::Relaxed);
    }
}
