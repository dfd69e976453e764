//! Deadlines: time forfeits, half-time reminders, expired challenges, and
//! the archiving of finished games' threads.

use super::{DueEvent, GameEnd, GameView, Result, Service, ServiceError};
use crate::store::{self, StoreError};
use crate::values::{ChannelId, GameId, GameStatus, GuildId};

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
        // Vacations first: a settled one gives its turns their time back.
        let mut events = self.vacations_due(now, guild).await?;
        for id in store::overdue_games(pool, now, guild).await? {
            let forfeit = match self.due_game(id).await {
                Some(view) => self.forfeit_if_due(&view, now).await,
                None => continue,
            };
            match forfeit {
                Ok(Some((view, end))) => {
                    if self.claim_announcement(id).await {
                        events.push(DueEvent::Forfeit { view, end });
                    }
                }
                Ok(None) => {}
                Err(e) => tracing::error!(game = %id, error = %e, "applying a forfeit failed"),
            }
        }
        // Forfeits applied elsewhere (a move that came too late) or not yet
        // announced: the winner hears of every one.
        for id in store::unannounced_ends(pool, guild).await? {
            if !self.claim_announcement(id).await {
                continue;
            }
            match self.announced_end(id).await {
                Ok((view, end)) => events.push(DueEvent::Forfeit { view, end }),
                Err(e) => {
                    tracing::error!(game = %id, error = %e, "loading a forfeit to announce failed")
                }
            }
        }
        for id in store::reminders_due(pool, now, guild).await? {
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
        for id in store::expired_challenges(pool, now, guild).await? {
            match store::close_challenge(self.store.writer(), id, GameStatus::Expired, now).await {
                Ok(true) => {
                    if let Some(view) = self.due_game(id).await {
                        events.push(DueEvent::ChallengeExpired { view });
                    }
                }
                Ok(false) => {}
                Err(e) => tracing::error!(game = %id, error = %e, "expiring a challenge failed"),
            }
        }
        let ended_by = now.minus(self.config.archive_after);
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

    /// Claims the announcement of game `id`'s end for this process.
    async fn claim_announcement(&self, id: GameId) -> bool {
        match store::claim_end_announcement(self.store.writer(), id).await {
            Ok(claimed) => claimed,
            Err(e) => {
                tracing::error!(game = %id, error = %e, "claiming a forfeit's announcement failed");
                false
            }
        }
    }

    /// The ends of games in `channel` (a place where the bot can't post)
    /// still to be told there, at most `limit`, each taken once: the
    /// channel's next interaction tells them.
    ///
    /// # Errors
    /// Database failures.
    pub async fn take_channel_notices(
        &self,
        channel: ChannelId,
        limit: usize,
    ) -> Result<Vec<(GameView, GameEnd)>> {
        let games = store::take_channel_notices(self.store.writer(), channel, limit).await?;
        let mut ends = Vec::with_capacity(games.len());
        for id in games {
            match self.announced_end(id).await {
                Ok(end) => ends.push(end),
                Err(e) => {
                    tracing::error!(game = %id, error = %e, "loading a game's end to tell failed")
                }
            }
        }
        Ok(ends)
    }

    /// A finished game and how it ended, read back to announce it.
    async fn announced_end(&self, id: GameId) -> Result<(GameView, GameEnd)> {
        let view = self.game(id).await?;
        let outcome = view.game.outcome().ok_or(ServiceError::StillPlaying)?;
        let end = GameEnd {
            outcome,
            winner: view
                .player(outcome.winner)
                .ok_or(ServiceError::NotAPlayer)?,
            loser: view
                .player(outcome.winner.other())
                .ok_or(ServiceError::NotAPlayer)?,
            rating_changes: self.rating_changes(id).await?,
        };
        Ok((view, end))
    }

    /// Game `id` as the scheduler needs it, or `None` after logging why not.
    /// A game whose stored row no longer loads is quarantined: aborted, so
    /// it stops blocking its channel and every later tick.
    pub(super) async fn due_game(&self, id: GameId) -> Option<GameView> {
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
        match store::quarantine_game(self.store.writer(), id, self.now()).await {
            Ok(_) => {
                tracing::error!(game = %id, error = %error, "a stored game no longer loads; aborted it (corrupt)")
            }
            Err(e) => tracing::error!(game = %id, error = %e, "quarantining a corrupt game failed"),
        }
        None
    }
}
