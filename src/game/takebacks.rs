//! Takebacks in casual games: the player who just moved asks to take the
//! move back before the opponent replies, and the opponent accepts or
//! declines; against the bot at levels 1 to 3, the move (and the bot's
//! answer) is taken back without asking. The record keeps no trace; the
//! game counts them.

use super::{GameView, Result, Service, ServiceError};
use crate::store::{self, Rewind};
use crate::values::{GameStatus, Place, UserId};

/// The strongest bot level that gives takebacks.
pub const TAKEBACK_LEVELS: u8 = 3;

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
        place: Place,
        user: UserId,
        answer: Option<bool>,
    ) -> Result<(GameView, TakebackStep)> {
        Ok(match answer {
            None => match self.ask_takeback(place, user).await? {
                Takeback::Asked(view) => (view, TakebackStep::Asked),
                Takeback::TakenBack(view) => (view, TakebackStep::TakenBack),
            },
            Some(accept) => {
                let view = self.answer_takeback(place, user, accept).await?;
                let step = if accept {
                    TakebackStep::Accepted
                } else {
                    TakebackStep::Declined
                };
                (view, step)
            }
        })
    }

    /// `user` asks to take back their last move in the game at `place`.
    ///
    /// # Errors
    /// The game rated or over; not their move to take back; asked at this
    /// move already; a bot above [`TAKEBACK_LEVELS`]; the game moved on
    /// meanwhile; database failures.
    pub async fn ask_takeback(&self, place: Place, user: UserId) -> Result<Takeback> {
        let view = self.current_game(place).await?;
        if view.status != GameStatus::Active {
            return Err(ServiceError::GameOver);
        }
        view.colour_of(user).ok_or(ServiceError::NotAPlayer)?;
        // A tournament's games, casual ones too, are played as they stand.
        if view.rated
            || store::board_of_game(self.store.pool(), view.id)
                .await?
                .is_some()
        {
            return Err(ServiceError::TakebackRated);
        }
        let ply = view.ply();
        let last_mover = |plies_back: usize| {
            ply.checked_sub(plies_back)
                .map(|before| view.game.mover_at(before))
                .and_then(|colour| view.player(colour))
        };
        if let Some(level) = view.ai_level {
            if level.get() > TAKEBACK_LEVELS {
                return Err(ServiceError::TakebackLevel(TAKEBACK_LEVELS));
            }
            // The bot's answer goes too, if it has answered.
            let plies = if last_mover(1) == Some(user) { 1 } else { 2 };
            if last_mover(plies) != Some(user) {
                return Err(ServiceError::NothingToTakeBack);
            }
            return Ok(Takeback::TakenBack(
                self.take_back(&view, plies, false).await?,
            ));
        }
        if last_mover(1) != Some(user) {
            return Err(ServiceError::NothingToTakeBack);
        }
        if view.takeback_asked {
            return Err(ServiceError::TakebackAsked);
        }
        if !store::ask_takeback(self.store.writer(), view.id, ply).await? {
            return Err(self.why_no_takeback(&view).await);
        }
        Ok(Takeback::Asked(self.game(view.id).await?))
    }

    /// `user`, to move in the game at `place`, answers the takeback their
    /// opponent asked for: the game after the answer.
    ///
    /// # Errors
    /// No request open; not theirs to answer; the game moved on meanwhile
    /// (the request lapsed with it); database failures.
    pub async fn answer_takeback(
        &self,
        place: Place,
        user: UserId,
        accept: bool,
    ) -> Result<GameView> {
        let view = self.current_game(place).await?;
        view.colour_of(user).ok_or(ServiceError::NotAPlayer)?;
        if !view.takeback_open {
            return Err(ServiceError::NoTakebackAsked);
        }
        if view.player_to_move() != Some(user) {
            return Err(ServiceError::NotYourTakeback);
        }
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
