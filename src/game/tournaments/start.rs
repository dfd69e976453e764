//! Starting a tournament (its first round paired) and calling it off.

use super::view::{is_undecided, planned_rounds};
use crate::game::{
    GameView, MIN_TOURNAMENT_PLAYERS, Result, Service, ServiceError, TournamentEvent,
    TournamentView, rating,
};
use crate::store;
use crate::values::{Authority, GameStatus, GuildId, TournamentId, TournamentStatus, UserId};

impl Service {
    /// Starts tournament `id` now: the field is seeded by rating and the
    /// first round paired. The organiser, or someone the front end vouches
    /// may run tournaments.
    ///
    /// # Errors
    /// Not theirs to start, not in sign-up, or too few entrants.
    pub async fn start_tournament(
        &self,
        guild: GuildId,
        id: TournamentId,
        by: UserId,
        authority: Authority,
    ) -> Result<TournamentEvent> {
        let view = self.tournament_in(guild, id).await?;
        if authority == Authority::Own && by != view.tournament.organiser {
            return Err(ServiceError::NotOrganiser);
        }
        self.begin_tournament(&view)
            .await?
            .ok_or(ServiceError::SignUpClosed)
    }

    /// Moves a tournament from sign-up to its first round, once; `None` if
    /// another caller already did.
    pub(super) async fn begin_tournament(
        &self,
        view: &TournamentView,
    ) -> Result<Option<TournamentEvent>> {
        let id = view.id();
        if view.status() != TournamentStatus::SignUp {
            return Ok(None);
        }
        let now = self.now();
        let mut tx = self.store.begin().await?;
        if !store::lock_tournament(&mut tx, id, TournamentStatus::SignUp).await? {
            return Ok(None);
        }
        let entrants = store::entrants_of(&mut *tx, id).await?;
        if entrants.len() < MIN_TOURNAMENT_PLAYERS {
            drop(tx);
            // Nobody to play: a tournament that starts by itself ends here,
            // said once, by whichever process cancels it.
            if view.tournament.starts_at.is_some_and(|t| t <= now)
                && store::set_tournament_status(
                    self.store.writer(),
                    id,
                    TournamentStatus::SignUp,
                    TournamentStatus::Cancelled,
                    None,
                    now,
                )
                .await?
            {
                let view = self.tournament(id).await?;
                return Ok(Some(TournamentEvent::Cancelled { view }));
            }
            return Err(ServiceError::TooFewEntrants(MIN_TOURNAMENT_PLAYERS));
        }
        let guild = view.tournament.guild;
        for e in &entrants {
            let rating = store::rating_of(&mut *tx, guild, e.user_id)
                .await?
                .unwrap_or_else(|| rating::fresh(e.user_id))
                .rating;
            store::set_entrant_rating(&mut tx, id, e.user_id, rating).await?;
        }
        let rounds = planned_rounds(
            view.tournament.format,
            view.tournament.rounds,
            entrants.len(),
        );
        store::set_tournament_status(
            &mut *tx,
            id,
            TournamentStatus::SignUp,
            TournamentStatus::Running,
            Some(rounds),
            now,
        )
        .await?;
        tx.commit().await?;
        let view = self.tournament(id).await?;
        self.pair_next_round(&view).await
    }

    /// Cancels tournament `id`: running games of it are aborted, nothing
    /// more is paired, and nobody is ranked.
    ///
    /// # Errors
    /// Not theirs to cancel, or already over.
    pub async fn cancel_tournament(
        &self,
        guild: GuildId,
        id: TournamentId,
        by: UserId,
        authority: Authority,
    ) -> Result<(TournamentView, Vec<GameView>)> {
        let view = self.tournament_in(guild, id).await?;
        if authority == Authority::Own && by != view.tournament.organiser {
            return Err(ServiceError::NotOrganiser);
        }
        let now = self.now();
        let status = view.status();
        if !matches!(status, TournamentStatus::SignUp | TournamentStatus::Running)
            || !store::set_tournament_status(
                self.store.writer(),
                id,
                status,
                TournamentStatus::Cancelled,
                None,
                now,
            )
            .await?
        {
            return Err(ServiceError::TournamentOver);
        }
        let mut aborted = Vec::new();
        for game in view
            .boards
            .iter()
            .filter(|b| is_undecided(b))
            .filter_map(|b| b.game)
        {
            let mut game = self.game(game).await?;
            if store::abort_game(self.store.writer(), game.id, game.ply(), now).await? {
                game.status = GameStatus::Aborted;
                game.finished_at = Some(now);
                game.turn_deadline = None;
                aborted.push(game);
            }
        }
        Ok((self.tournament(id).await?, aborted))
    }
}
