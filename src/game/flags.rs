//! The flag watcher: live games whose time ran out are forfeited within
//! [`FLAG_POLL`] of the flag, by whichever process finds them first (the
//! forfeit is one guarded update, so exactly one applies it), and the
//! process that announces ends is woken at once.

use std::sync::Arc;
use std::time::Duration;

use tokio::sync::Notify;
use tokio::task::JoinHandle;

use super::{Result, Service};
use crate::store;
use crate::values::Timestamp;

/// How often each process asks for flags it does not know of yet (a
/// deadline another process set); a deadline it has read is waited for
/// to the millisecond.
pub const FLAG_POLL: Duration = Duration::from_millis(100);

/// Live games forfeited in one pass at most; the rest wait a moment.
const FLAGS_PER_PASS: i64 = 100;

/// How long a live game's unannounced end keeps waking the announcer: an
/// end it can't announce must not wake it ten times a second for ever.
const ANNOUNCE_WITHIN: Duration = Duration::from_secs(10);

/// What one look for flags found.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct FlagCheck {
    /// Games this process forfeited.
    pub forfeited: usize,
    /// The soonest flag still to fall, if within the look's horizon.
    pub next: Option<Timestamp>,
    /// Whether a live game's end waits to be announced.
    pub to_announce: bool,
}

impl Service {
    /// Forfeits the live games whose flag fell by now, and says what falls
    /// next before `horizon`. Safe from several processes at once.
    ///
    /// # Errors
    /// Database failures in finding the flags (each forfeit stands alone:
    /// one that fails is logged).
    pub async fn forfeit_flagged(&self, horizon: Timestamp) -> Result<FlagCheck> {
        let now = self.now();
        let pool = self.store.pool();
        let mut check = FlagCheck::default();
        for (id, deadline) in store::live_deadlines_by(pool, horizon, FLAGS_PER_PASS).await? {
            if deadline > now {
                check.next = Some(check.next.map_or(deadline, |n| n.min(deadline)));
                continue;
            }
            let Some(view) = self.due_game(id).await else {
                continue;
            };
            match self.forfeit_if_due(&view, now).await {
                Ok(Some(_)) => check.forfeited += 1,
                Ok(None) => {}
                Err(e) => {
                    tracing::error!(game = %id, error = %e, "forfeiting a flagged game failed")
                }
            }
        }
        check.to_announce = store::live_end_unannounced(pool, now.minus(ANNOUNCE_WITHIN)).await?;
        if check.to_announce {
            self.flag_fell.notify_one();
        }
        Ok(check)
    }

    /// Wakes when a live game's end waits to be announced: the announcer
    /// (the Discord scheduler) waits on it beside its tick.
    pub fn flag_fell(&self) -> Arc<Notify> {
        Arc::clone(&self.flag_fell)
    }

    /// Watches for flags until aborted: every serving process runs one.
    pub fn watch_flags(&self) -> JoinHandle<()> {
        let service = self.clone();
        tokio::spawn(async move {
            let mut failing = false;
            loop {
                let horizon = service.now().plus(FLAG_POLL);
                let wait = match service.forfeit_flagged(horizon).await {
                    Ok(check) => {
                        if std::mem::take(&mut failing) {
                            tracing::info!("looking for flags works again");
                        }
                        let now = service.now();
                        check
                            .next
                            .map_or(FLAG_POLL, |next| next.since(now).min(FLAG_POLL))
                    }
                    Err(e) => {
                        if !std::mem::replace(&mut failing, true) {
                            tracing::warn!(error = %e, "looking for flags failed; trying again each second");
                        }
                        Duration::from_secs(1)
                    }
                };
                tokio::time::sleep(wait).await;
            }
        })
    }
}
