//! Waiting for something another task or process will do: one helper, so
//! every test waits the same way (a short pause between looks, a generous
//! limit, and a message that says what never came).

use std::future::Future;
use std::time::{Duration, Instant};

/// The longest a test waits for anything.
pub const PATIENCE: Duration = Duration::from_secs(20);
/// The pause between looks.
const PAUSE: Duration = Duration::from_millis(20);

/// Looks with `check` until it finds what it waits for (up to [`PATIENCE`]),
/// failing with `what` otherwise.
pub async fn eventually<T, F: Future<Output = Option<T>>>(
    what: &str,
    mut check: impl FnMut() -> F,
) -> T {
    let waiting = Instant::now();
    loop {
        if let Some(found) = check().await {
            return found;
        }
        assert!(waiting.elapsed() < PATIENCE, "{what}");
        tokio::time::sleep(PAUSE).await;
    }
}

/// Waits until `holds` is true, as [`eventually`].
pub async fn until(what: &str, mut holds: impl FnMut() -> bool) {
    eventually(what, || std::future::ready(holds().then_some(()))).await
}
