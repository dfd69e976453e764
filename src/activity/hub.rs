//! One poller for every live view of this process: it reads the stamps of
//! all watched games in one query each tick, and wakes the views of the games
//! whose stamp changed. The change is read from the database, never from
//! this process's memory, so a move made by another process shows as fast.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, PoisonError, Weak};
use std::time::Duration;

use tokio::sync::{Notify, watch};

use crate::game::{GameStamp, Service};
use crate::values::GameId;

/// How often the watched games' stamps are read: a change shows within this.
pub(super) const POLL: Duration = Duration::from_millis(50);

/// The games watched now, each with its viewers' count and their signal.
#[derive(Default)]
pub(super) struct Hub {
    games: Mutex<HashMap<GameId, Watched>>,
    /// Wakes the poller at once: this process just changed a game.
    changed_here: Arc<Notify>,
}

struct Watched {
    viewers: usize,
    stamp: watch::Sender<Option<GameStamp>>,
}

/// One view's watch of a game: `changed` wakes when its stamp does; dropping
/// it stops the watch (the poller forgets a game nobody watches).
pub(super) struct Watching {
    hub: Arc<Hub>,
    game: GameId,
    pub(super) stamp: watch::Receiver<Option<GameStamp>>,
}

impl Hub {
    /// Starts the poller, which ends when the hub is dropped.
    pub(super) fn start(service: Service) -> Arc<Hub> {
        let hub = Arc::new(Hub::default());
        let changed_here = Arc::clone(&hub.changed_here);
        tokio::spawn(poll(Arc::downgrade(&hub), changed_here, service));
        hub
    }

    /// Reads the stamps now, not at the next tick: a page of this process
    /// changed a game, and the other pages watching it need not wait.
    pub(super) fn changed_here(&self) {
        self.changed_here.notify_one();
    }

    pub(super) fn watch(self: &Arc<Hub>, game: GameId) -> Watching {
        let mut games = self.games.lock().unwrap_or_else(PoisonError::into_inner);
        let watched = games.entry(game).or_insert_with(|| Watched {
            viewers: 0,
            stamp: watch::Sender::new(None),
        });
        watched.viewers += 1;
        Watching {
            hub: Arc::clone(self),
            game,
            stamp: watched.stamp.subscribe(),
        }
    }

    fn watched(&self) -> Vec<GameId> {
        let games = self.games.lock().unwrap_or_else(PoisonError::into_inner);
        games.keys().copied().collect()
    }

    /// Tells the viewers of each game whose stamp is not what it was.
    fn read(&self, mut stamps: HashMap<GameId, GameStamp>, asked: &[GameId]) {
        let games = self.games.lock().unwrap_or_else(PoisonError::into_inner);
        for id in asked {
            let Some(watched) = games.get(id) else {
                continue;
            };
            let now = stamps.remove(id);
            watched.stamp.send_if_modified(|old| {
                let changed = *old != now;
                *old = now;
                changed
            });
        }
    }
}

impl Drop for Watching {
    fn drop(&mut self) {
        let mut games = self
            .hub
            .games
            .lock()
            .unwrap_or_else(PoisonError::into_inner);
        if let Some(watched) = games.get_mut(&self.game) {
            watched.viewers -= 1;
            if watched.viewers == 0 {
                games.remove(&self.game);
            }
        }
    }
}

/// The longest pause between reads while the database keeps failing.
const MOST_PAUSE: Duration = Duration::from_secs(5);

/// The pause after a failed read, `failing` the one before (none: the first
/// failure): twice as long each time, up to [`MOST_PAUSE`].
fn pause_after_failure(failing: Option<Duration>) -> Duration {
    failing.map_or(POLL * 2, |pause| (pause * 2).min(MOST_PAUSE))
}

async fn poll(hub: Weak<Hub>, changed_here: Arc<Notify>, service: Service) {
    let mut tick = tokio::time::interval(POLL);
    tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    // The pause while the database fails: the failure is logged once, and
    // read again less and less often, not twenty times a second.
    let mut failing: Option<Duration> = None;
    loop {
        tokio::select! {
            _ = tick.tick() => {}
            () = changed_here.notified() => {}
        }
        let Some(hub) = hub.upgrade() else {
            return;
        };
        let asked = hub.watched();
        if asked.is_empty() {
            continue;
        }
        match service.game_stamps(&asked).await {
            Ok(stamps) => {
                if failing.take().is_some() {
                    tracing::info!("reading the watched games' stamps works again");
                }
                hub.read(stamps, &asked);
            }
            Err(e) => {
                if failing.is_none() {
                    tracing::warn!(error = %e, "reading the watched games' stamps failed; trying again less often until it works");
                }
                let pause = pause_after_failure(failing);
                failing = Some(pause);
                drop(hub);
                tokio::time::sleep(pause).await;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_failing_database_is_read_again_less_and_less_often() {
        let mut pauses = Vec::new();
        let mut failing = None;
        for _ in 0..10 {
            let pause = pause_after_failure(failing);
            pauses.push(pause);
            failing = Some(pause);
        }
        assert_eq!(pauses[0], Duration::from_millis(100));
        assert!(pauses.windows(2).all(|w| w[1] >= w[0]));
        assert_eq!(pauses[9], MOST_PAUSE);
        // Twenty reads a second before; now at most about twenty a minute.
        assert!(pauses[5..].iter().all(|&p| p >= Duration::from_secs(3)));
    }
}
