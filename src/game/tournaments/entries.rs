//! Entering and leaving: joining while sign-up is open, leaving, and a
//! withdrawal once it runs (its unplayed games lost, its game in progress
//! forfeited).

use super::view::is_undecided;
use crate::engine::{EndReason, Outcome};
use crate::game::{Result, Service, ServiceError, TournamentView, Withdrawal, rating};
use crate::store::{self, Ending};
use crate::values::{
    Authority, BoardKey, GameId, GameStatus, GuildId, TournamentId, TournamentStatus, UserId,
};

/// How often a withdrawal's forfeit looks again when a move lands meanwhile.
pub(super) const FORFEIT_ATTEMPTS: usize = 3;

impl Service {
    /// `user` enters tournament `id` while it is open for sign-up.
    ///
    /// # Errors
    /// Sign-up closed, already entered, the field full, or the bot.
    pub async fn join_tournament(
        &self,
        guild: GuildId,
        id: TournamentId,
        user: UserId,
    ) -> Result<TournamentView> {
        let view = self.tournament_in(guild, id).await?;
        if self.is_bot(user) {
            return Err(ServiceError::BotCannotEnter);
        }
        let rating = store::rating_of(self.store.pool(), guild, user)
            .await?
            .unwrap_or_else(|| rating::fresh(user))
            .rating;
        let mut tx = self.store.begin().await?;
        // Joins queue on the tournament's row, so the field never overflows.
        if !store::lock_tournament(&mut tx, id, TournamentStatus::SignUp).await? {
            return Err(ServiceError::SignUpClosed);
        }
        let entrants = store::entrants_of(&mut *tx, id).await?;
        if entrants.iter().any(|e| e.user_id == user) {
            return Err(ServiceError::AlreadyEntered);
        }
        if entrants.len() >= view.tournament.max_players as usize {
            return Err(ServiceError::TournamentFull(view.tournament.max_players));
        }
        store::insert_entrant(&mut tx, id, user, rating, self.now()).await?;
        tx.commit().await?;
        self.tournament(id).await
    }

    /// `user` leaves tournament `id`: before the start, their entry is
    /// removed; once it runs, they withdraw (see [`Service::withdraw`]).
    ///
    /// # Errors
    /// Not entered, or the tournament is over.
    pub async fn leave_tournament(
        &self,
        guild: GuildId,
        id: TournamentId,
        user: UserId,
    ) -> Result<Withdrawal> {
        self.withdraw(guild, id, user, user, Authority::Own).await
    }

    /// Takes `user` out of tournament `id`, by their own wish or (when
    /// `by` is someone else, who the front end vouches may run
    /// tournaments) the organiser's. Before the start the entry is
    /// removed. Once it runs, they are not paired again, their running game
    /// is forfeited (the scheduler announces it in its thread), and a game
    /// of theirs not yet begun is lost without being played.
    ///
    /// # Errors
    /// Not entered, already withdrawn, the tournament over, or someone else
    /// removing a player without the right.
    pub async fn withdraw(
        &self,
        guild: GuildId,
        id: TournamentId,
        user: UserId,
        by: UserId,
        authority: Authority,
    ) -> Result<Withdrawal> {
        let view = self.tournament_in(guild, id).await?;
        if by != user && authority == Authority::Own && by != view.tournament.organiser {
            return Err(ServiceError::NotOrganiser);
        }
        if !view.is_entered(user) {
            return Err(ServiceError::NotEntered);
        }
        match view.status() {
            TournamentStatus::SignUp => {
                let mut tx = self.store.begin().await?;
                let left = store::lock_tournament(&mut tx, id, TournamentStatus::SignUp).await?
                    && store::delete_entrant(&mut tx, id, user).await?;
                tx.commit().await?;
                if !left {
                    return Err(ServiceError::NotEntered);
                }
                Ok(Withdrawal {
                    view: self.tournament(id).await?,
                    user,
                    forfeited: Vec::new(),
                })
            }
            TournamentStatus::Running => {
                let from = view.tournament.current_round;
                if !store::withdraw_entrant(self.store.writer(), id, user, from).await? {
                    return Err(ServiceError::NotEntered);
                }
                self.forfeit_withdrawn(&self.tournament(id).await?).await?;
                let after = self.tournament(id).await?;
                // The scheduler may forfeit a board first, so the boards
                // counted are those this withdrawal decided, whoever ended them.
                let forfeited = view
                    .boards
                    .iter()
                    .filter(|b| is_undecided(b) && b.is_played_by(user))
                    .filter(|b| {
                        after
                            .boards
                            .iter()
                            .any(|a| a.key == b.key && !is_undecided(a))
                    })
                    .map(|b| b.key)
                    .collect();
                Ok(Withdrawal {
                    view: after,
                    user,
                    forfeited,
                })
            }
            TournamentStatus::Finished | TournamentStatus::Cancelled => {
                Err(ServiceError::TournamentOver)
            }
        }
    }

    /// Decides every undecided board of a withdrawn player against them:
    /// a running game by forfeit, a game not yet begun without playing it.
    /// Run after each withdrawal, and by the scheduler in case a game
    /// began just as its player withdrew.
    pub(super) async fn forfeit_withdrawn(&self, view: &TournamentView) -> Result<Vec<BoardKey>> {
        let mut forfeited = Vec::new();
        for e in view.entrants.iter().filter(|e| e.withdrawn_from.is_some()) {
            let user = e.user_id;
            for b in view.boards.iter().filter(|b| is_undecided(b)) {
                if !b.is_played_by(user) {
                    continue;
                }
                let decided = match b.game {
                    None => {
                        store::forfeit_unstarted_board(self.store.writer(), b.key, user).await?
                    }
                    Some(game) => self.forfeit_for_withdrawal(game, user).await?,
                };
                if decided {
                    forfeited.push(b.key);
                }
            }
        }
        Ok(forfeited)
    }

    /// Ends running game `game` against `loser`, who withdrew; the
    /// scheduler announces it in the game's place.
    pub(super) async fn forfeit_for_withdrawal(&self, game: GameId, loser: UserId) -> Result<bool> {
        for _ in 0..FORFEIT_ATTEMPTS {
            let view = self.game(game).await?;
            if view.status != GameStatus::Active {
                return Ok(false);
            }
            let colour = view.colour_of(loser).ok_or(ServiceError::NotAPlayer)?;
            let outcome = Outcome {
                winner: colour.other(),
                reason: EndReason::Resignation,
            };
            if self
                .end_without_move(view, outcome, self.now(), Ending::Decided)
                .await?
                .is_some()
            {
                return Ok(true);
            }
        }
        Err(ServiceError::PositionChanged)
    }
}
