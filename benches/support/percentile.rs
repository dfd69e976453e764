//! The one percentile the custom benches report (nearest rank).

/// The value at fraction `p` (0 to 1) of `sorted`, by nearest rank.
pub fn percentile<T: Copy>(sorted: &[T], p: f64) -> T {
    let at = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[at.min(sorted.len() - 1)]
}
