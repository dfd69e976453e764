//! Deadlines: time forfeits, half-time reminders, expired challenges, and
//! the archiving of finished games' threads.

use super::{DueEvent, GameId, GameStatus, GameView, GuildId, Result, Service, ServiceError};
use crate::store::{self, StoreError};

/// Threads archived per pass at most: the rest wait for the next one.
const ARCHIVE_BATCH: usize = 50;

impl Service {
    /// Applies everything due by now (forfeits, reminders, expired challenges)
    /// and reports it, for the scheduler to announce. Safe to call from
    /// several processes: each item is applied by exactly one. Each item
    /// stands alone: one that fails is logged and the rest go on, and a game
    /// that no longer loads is taken out of play (aborted) so its channel
    /// is free.
    ///
    /// # Errors
    /// Database failures in finding what is due.
    pub async fn process_due(&self) -> Result<Vec<DueEvent>> {
        self.process_due_where(None).await
    }

    /// [`Service::process_due`] for one server's games only: a front end
    /// that serves one place (the terminal) must not apply, and then fail to
    /// post, what is due in the servers the bot serves.
    ///
    /// # Errors
    /// Database failures in finding what is due.
    pub async fn process_due_in(&self, guild: GuildId) -> Result<Vec<DueEvent>> {
        self.process_due_where(Some(guild)).await
    }

    async fn process_due_where(&self, guild: Option<GuildId>) -> Result<Vec<DueEvent>> {
        let now = self.now();
        let pool = self.store.pool();
        let mut events = Vec::new();
        for id in store::overdue_games(pool, now.0, guild).await? {
            let forfeit = match self.due_game(id).await {
                Some(view) => self.forfeit_if_due(&view, now).await,
                None => continue,
            };
            match forfeit {
                Ok(Some((view, end))) => events.push(DueEvent::Forfeit { view, end }),
                Ok(None) => {}
                Err(e) => tracing::error!(game = %id, error = %e, "applying a forfeit failed"),
            }
        }
        for id in store::reminders_due(pool, now.0, guild).await? {
            let Some(view) = self.due_game(id).await else {
                continue;
            };
            let (Some(player), Some(deadline)) = (view.player_to_move(), view.turn_deadline) else {
                continue;
            };
            match store::mark_reminded(self.store.writer(), view.id, view.ply()).await {
                Ok(true) => events.push(DueEvent::Reminder {
                    view,
                    player,
                    deadline,
                }),
                Ok(false) => {}
                Err(e) => tracing::error!(game = %id, error = %e, "recording a reminder failed"),
            }
        }
        for id in store::expired_challenges(pool, now.0, guild).await? {
            match store::close_challenge(self.store.writer(), id, GameStatus::Expired, now.0).await
            {
                Ok(true) => {
                    if let Some(view) = self.due_game(id).await {
                        events.push(DueEvent::ChallengeExpired { view });
                    }
                }
                Ok(false) => {}
                Err(e) => tracing::error!(game = %id, error = %e, "expiring a challenge failed"),
            }
        }
        let ended_by = now.0.saturating_sub(
            i64::try_from(self.config.archive_after.as_millis()).unwrap_or(i64::MAX),
        );
        for (game, thread) in
            store::threads_to_archive(pool, ended_by, ARCHIVE_BATCH, guild).await?
        {
            match store::claim_thread_archive(self.store.writer(), game).await {
                Ok(true) => events.push(DueEvent::ArchiveThread { game, thread }),
                Ok(false) => {}
                Err(e) => {
                    tracing::error!(game = %game, error = %e, "claiming a thread's archiving failed")
                }
            }
        }
        Ok(events)
    }

    /// Game `id` as the scheduler needs it, or `None` after logging why not.
    /// A game whose stored row no longer loads is quarantined: aborted, so
    /// it stops blocking its channel and every later tick.
    async fn due_game(&self, id: GameId) -> Option<GameView> {
        let error = match self.game(id).await {
            Ok(view) => return Some(view),
            Err(e) => e,
        };
        if !matches!(
            error,
            ServiceError::Internal(StoreError::CorruptGame { .. })
        ) {
            tracing::error!(game = %id, error = %error, "loading a game with something due failed");
            return None;
        }
        match store::quarantine_game(self.store.writer(), id, self.now().0).await {
            Ok(_) => {
                tracing::error!(game = %id, error = %error, "a stored game no longer loads; aborted it (corrupt)")
            }
            Err(e) => tracing::error!(game = %id, error = %e, "quarantining a corrupt game failed"),
        }
        None
    }
}
