//! Deadlines: time forfeits, half-time reminders, expired challenges, and
//! the archiving of finished games' threads.

use super::{DueEvent, GameStatus, Result, Service};
use crate::store;

/// Threads archived per pass at most: the rest wait for the next one.
const ARCHIVE_BATCH: usize = 50;

impl Service {
    /// Applies everything due by now (forfeits, reminders, expired challenges)
    /// and reports it, for the scheduler to announce. Safe to call from
    /// several processes: each item is applied by exactly one.
    ///
    /// # Errors
    /// Database failures.
    pub async fn process_due(&self) -> Result<Vec<DueEvent>> {
        let now = self.now();
        let pool = self.store.pool();
        let mut events = Vec::new();
        for row in store::overdue_games(pool, now.0).await? {
            let view = self.view(row)?;
            if let Some((view, end)) = self.forfeit_if_due(&view, now).await? {
                events.push(DueEvent::Forfeit { view, end });
            }
        }
        for row in store::reminders_due(pool, now.0).await? {
            let view = self.view(row)?;
            let (Some(player), Some(deadline)) = (view.player_to_move(), view.turn_deadline) else {
                continue;
            };
            if store::mark_reminded(self.store.writer(), view.id, view.ply()).await? {
                events.push(DueEvent::Reminder {
                    view,
                    player,
                    deadline,
                });
            }
        }
        for id in store::expired_challenges(pool, now.0).await? {
            if store::close_challenge(self.store.writer(), id, GameStatus::Expired, now.0).await? {
                let view = self.game(id).await?;
                events.push(DueEvent::ChallengeExpired { view });
            }
        }
        let ended_by = now.0.saturating_sub(
            i64::try_from(self.config.archive_after.as_millis()).unwrap_or(i64::MAX),
        );
        for (game, thread) in store::threads_to_archive(pool, ended_by, ARCHIVE_BATCH).await? {
            if store::claim_thread_archive(self.store.writer(), game).await? {
                events.push(DueEvent::ArchiveThread { game, thread });
            }
        }
        Ok(events)
    }
}
