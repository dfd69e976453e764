//! Vacations: a member stops the clocks of their games in one place (a
//! server, or DMs) for a few days, within a yearly allowance the server
//! sets. See the `vacations` migration for how the database keeps it.
//!
//! Nothing is rewritten when a vacation starts: the due queries skip the
//! member's turns while it is unsettled. Settling it (at its end, or when
//! cut short) moves each of their turn deadlines on by the time the
//! vacation stopped that clock, in one transaction that one process claims.
//! Tournament games go on by the tournament's rules (its announcement says so).

use std::time::Duration;

use super::{DueEvent, GameView, Result, Service, ServiceError};
use crate::store::{self, VacationRow};
use crate::values::{GuildId, Timestamp, UserId};

/// How far back the yearly allowance looks.
const ALLOWANCE_YEAR: Duration = Duration::from_secs(365 * 86_400);
const DAY_MS: i64 = 86_400_000;

/// A member's vacation in one place, as the front ends show it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Vacation {
    /// When it ends (or ended), if one runs.
    pub running_until: Option<Timestamp>,
    /// Days of the allowance left, this one counted: what was used is
    /// subtracted, and a day begun counts as left.
    pub days_left: u32,
    /// The server's allowance a year.
    pub allowance: u32,
}

impl Service {
    /// `user`'s vacation in `guild`: whether one runs, and what is left.
    ///
    /// # Errors
    /// Database failures.
    pub async fn vacation(&self, guild: GuildId, user: UserId) -> Result<Vacation> {
        let running = store::running_vacation(self.store.pool(), guild, user).await?;
        self.vacation_status(guild, user, running.map(|v| v.ends_at))
            .await
    }

    async fn vacation_status(
        &self,
        guild: GuildId,
        user: UserId,
        running_until: Option<Timestamp>,
    ) -> Result<Vacation> {
        let allowance = self.settings(guild).await?.limits.vacation_days;
        let since = self.now().minus(ALLOWANCE_YEAR);
        let taken = store::vacation_taken(self.store.pool(), guild, user, since).await?;
        let left_ms = (i64::from(allowance) * DAY_MS - taken).max(0);
        Ok(Vacation {
            running_until,
            // What was used is what counts: a vacation cut short at once
            // costs nothing, and a day begun is still a day left (so the
            // allowance is never overrun by a day or more in a year).
            days_left: u32::try_from((left_ms + DAY_MS - 1) / DAY_MS).unwrap_or(0),
            allowance,
        })
    }

    /// Starts a vacation of `days` days for `user` in `guild`: their clocks
    /// there stop, and their reminders wait, until it ends.
    ///
    /// # Errors
    /// [`ServiceError::OnVacation`] if one runs already,
    /// [`ServiceError::VacationTooLong`] past the allowance left (or for no
    /// days at all); database failures.
    pub async fn start_vacation(
        &self,
        guild: GuildId,
        user: UserId,
        days: u32,
    ) -> Result<Vacation> {
        let now = self.now();
        if let Some(running) = store::running_vacation(self.store.pool(), guild, user).await? {
            return Err(ServiceError::OnVacation(running.ends_at.since(now)));
        }
        let status = self.vacation_status(guild, user, None).await?;
        if days == 0 || days > status.days_left {
            return Err(ServiceError::VacationTooLong(status.days_left));
        }
        let ends_at = now.plus(Duration::from_secs(u64::from(days) * 86_400));
        match store::start_vacation(self.store.writer(), guild, user, now, ends_at).await? {
            Some(v) => self.vacation_status(guild, user, Some(v.ends_at)).await,
            // Another process started one a moment ago.
            None => self.vacation(guild, user).await,
        }
    }

    /// Ends `user`'s running vacation in `guild` now; their clocks run
    /// again, each with the time it had left. The scheduler tells their
    /// opponents.
    ///
    /// # Errors
    /// [`ServiceError::NoVacation`] if none runs; database failures.
    pub async fn end_vacation(&self, guild: GuildId, user: UserId) -> Result<Vacation> {
        let running = store::running_vacation(self.store.pool(), guild, user).await?;
        let Some(running) = running else {
            return Err(ServiceError::NoVacation);
        };
        let now = self.now();
        // Cut short, unless it just ended by itself: either way, settled now.
        let row = store::cut_vacation_short(self.store.writer(), running.id, now)
            .await?
            .unwrap_or(running);
        self.settle_vacation(row.id).await?;
        self.vacation_status(guild, user, None).await
    }

    /// A move by `user` in `view`'s game past its deadline: if a vacation of
    /// theirs stopped that clock, it ends now (so the clock has its time
    /// back) and the move may be played. False if no vacation did.
    pub(super) async fn back_from_vacation(&self, view: &GameView, user: UserId) -> Result<bool> {
        let guild = view.place.guild;
        let Some(running) = store::running_vacation(self.store.pool(), guild, user).await? else {
            return Ok(false);
        };
        let stopped_it = !view.is_live()
            && view.turn_deadline.is_some_and(|d| running.starts_at < d)
            && store::board_of_game(self.store.pool(), view.id)
                .await?
                .is_none();
        if stopped_it {
            self.end_vacation(guild, user).await?;
        }
        Ok(stopped_it)
    }

    /// Settles vacation `id` if nobody has: each turn of the member's it
    /// paused gets the time the vacation stopped its clock.
    async fn settle_vacation(&self, id: i64) -> Result<()> {
        let mut tx = self.store.begin().await?;
        let Some(v) = store::claim_vacation_settlement(&mut tx, id).await? else {
            return Ok(());
        };
        for game in store::running_games_of_player(&mut *tx, v.guild_id, v.user_id).await? {
            // A game that no longer loads must not keep the vacation (and
            // every other game of the member) unsettled: the scheduler
            // quarantines it when it meets it.
            let view = match self.game(game).await {
                Ok(view) => view,
                Err(e) => {
                    tracing::error!(game = %game, error = %e, "a paused game no longer loads");
                    continue;
                }
            };
            let Some(stopped) = self.clock_stopped(&view, &v).await? else {
                continue;
            };
            // A move since changes the turn: that turn began after the pause.
            let by_ms = i64::try_from(stopped.as_millis()).unwrap_or(i64::MAX);
            store::extend_turn(&mut tx, game, view.ply(), by_ms).await?;
        }
        tx.commit().await?;
        Ok(())
    }

    /// How long vacation `v` stopped the clock of `view`'s turn: from when
    /// the vacation began (or the turn, if later) to its end. `None` if it
    /// isn't the member's turn, the game is a tournament's, or the turn's
    /// time had run out before the vacation began.
    async fn clock_stopped(&self, view: &GameView, v: &VacationRow) -> Result<Option<Duration>> {
        let (Some(deadline), Some(to_move)) = (view.turn_deadline, view.player_to_move()) else {
            return Ok(None);
        };
        if to_move != v.user_id || deadline <= v.starts_at || view.is_live() {
            return Ok(None);
        }
        if store::board_of_game(self.store.pool(), view.id)
            .await?
            .is_some()
        {
            return Ok(None);
        }
        // The turn's clock, as a deadline says it: began a turn limit before it
        // (later than the move itself, if an earlier vacation moved it on).
        let began = deadline.minus(view.turn_limit);
        let from = if began > v.starts_at {
            began
        } else {
            v.starts_at
        };
        Ok((v.ends_at > from).then(|| v.ends_at.since(from)))
    }

    /// Settles the vacations over by `now`, then claims the telling of each
    /// settled one's end: a [`DueEvent::VacationOver`] with the member's
    /// running games there.
    pub(super) async fn vacations_due(
        &self,
        now: Timestamp,
        guild: Option<GuildId>,
    ) -> Result<Vec<DueEvent>> {
        for v in store::vacations_to_settle(self.store.pool(), now, guild).await? {
            if let Err(e) = self.settle_vacation(v.id).await {
                tracing::error!(vacation = v.id, error = %e, "settling a vacation failed");
            }
        }
        let mut events = Vec::new();
        for v in store::vacations_to_announce(self.store.pool(), guild).await? {
            if !store::claim_vacation_announcement(self.store.writer(), v.id).await? {
                continue;
            }
            let mut games = Vec::new();
            for id in
                store::running_games_of_player(self.store.pool(), v.guild_id, v.user_id).await?
            {
                games.extend(self.due_game(id).await);
            }
            events.push(DueEvent::VacationOver {
                user: v.user_id,
                games,
            });
        }
        Ok(events)
    }
}
