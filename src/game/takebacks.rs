//! Takebacks in casual games: the player who just moved asks to take the
//! move back before the opponent replies, and the opponent accepts or
//! declines; against the bot at levels 1 to 3, the move (and the bot's
//! answer) is taken back without asking. The record keeps no trace; the
//! game counts them.

use super::actions::{check_takeback, check_takeback_answer};
use super::{GameView, Result, Service, ServiceError};
use crate::store::{self, Rewind};
use crate::values::{GameRef, GameStatus, UserId};

/// What a takeback request did.
#[derive(Clone, Debug)]
pub enum Takeback {
    /// The opponent is asked; the game is as it was.
    Asked(GameView),
    /// Taken back at once (against the bot): the game now.
    TakenBack(GameView),
}

/// A step of a takeback, as the players are told of it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TakebackStep {
    Asked,
    /// Taken back at once, against the bot.
    TakenBack,
    Accepted,
    Declined,
}

impl Service {
    /// `user` asks to take back their last move (`answer` `None`), or
    /// answers their opponent's request: the game after it, and what happened.
    ///
    /// # Errors
    /// As [`Service::ask_takeback`] and [`Service::answer_takeback`].
    pub async fn takeback(
        &self,
        game: impl Into<GameRef>,
        user: UserId,
        answer: Option<bool>,
    ) -> Result<(GameView, TakebackStep)> {
        let game = game.into();
        Ok(match answer {
            None => match self.ask_takeback(game, user).await? {
                Takeback::Asked(view) => (view, TakebackStep::Asked),
                Takeback::TakenBack(view) => (view, TakebackStep::TakenBack),
            },
            Some(accept) => {
                let view = self.answer_takeback(game, user, accept).await?;
                let step = if accept {
                    TakebackStep::Accepted
                } else {
                    TakebackStep::Declined
                };
                (view, step)
            }
        })
    }

    /// `user` asks to take back their last move in `game`.
    ///
    /// # Errors
    /// The refusals of [`Action::Takeback`](super::Action::Takeback); the
    /// game moved on meanwhile; database failures.
    pub async fn ask_takeback(&self, game: impl Into<GameRef>, user: UserId) -> Result<Takeback> {
        let view = self.target(game.into()).await?;
        let plies = check_takeback(&view, user)?;
        if view.is_ai_game() {
            return Ok(Takeback::TakenBack(
                self.take_back(&view, plies, false).await?,
            ));
        }
        if !store::ask_takeback(self.store.writer(), view.id, view.ply()).await? {
            return Err(self.why_no_takeback(&view).await);
        }
        Ok(Takeback::Asked(self.game(view.id).await?))
    }

    /// `user`, to move in `game`, answers the takeback their opponent asked
    /// for: the game after the answer.
    ///
    /// # Errors
    /// The refusals of [`Action::TakebackAnswer`](super::Action::TakebackAnswer);
    /// the game moved on meanwhile (the request lapsed with it); database failures.
    pub async fn answer_takeback(
        &self,
        game: impl Into<GameRef>,
        user: UserId,
        accept: bool,
    ) -> Result<GameView> {
        let view = self.target(game.into()).await?;
        check_takeback_answer(&view, user)?;
        if accept {
            return self.take_back(&view, 1, true).await;
        }
        if !store::decline_takeback(self.store.writer(), view.id, view.ply()).await? {
            return Err(self.why_no_takeback(&view).await);
        }
        self.game(view.id).await
    }

    /// Takes back `view`'s last `plies` moves, guarded by its ply (and, if
    /// `asked`, by the open request): the game after.
    async fn take_back(&self, view: &GameView, plies: usize, asked: bool) -> Result<GameView> {
        let row = store::game_by_id(self.store.pool(), view.id)
            .await?
            .ok_or(ServiceError::NoGameHere)?;
        let kept = view.ply() - plies;
        let keep = |text: &str| {
            text.split_whitespace()
                .take(kept)
                .collect::<Vec<_>>()
                .join(" ")
        };
        let game = (view.game)
            .replayed(&view.game.moves()[..kept])
            .map_err(|_| ServiceError::NothingToTakeBack)?;
        let now = self.now();
        // The mover's turn again, with a whole turn's time.
        let (turn_deadline, reminder_at) = self.deadlines(false, view.turn_limit, now);
        let rewind = Rewind {
            game: view.id,
            expected_ply: view.ply(),
            plies,
            asked,
            move_list: &keep(&row.move_list),
            move_times: &keep(&row.move_times),
            position: &game.position().to_string(),
            now,
            turn_deadline,
            reminder_at,
        };
        if !store::rewind(self.store.writer(), &rewind).await? {
            return Err(self.why_no_takeback(view).await);
        }
        self.game(view.id).await
    }

    /// Why a guarded takeback update changed nothing: the game moved on or
    /// ended (the request lapsed with it), or the request was answered.
    async fn why_no_takeback(&self, view: &GameView) -> ServiceError {
        match self.game(view.id).await {
            Ok(now) if now.status != GameStatus::Active => ServiceError::GameOver,
            Ok(now) if now.ply() != view.ply() => ServiceError::PositionChanged,
            Ok(_) => ServiceError::NoTakebackAsked,
            Err(e) => e,
        }
    }
}
