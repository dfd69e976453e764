//! The bot's turns in AI games: the service picks the move with the AI pool
//! and plays it through the same guarded path as a human's move.

use std::time::Duration;

use super::{GameId, MoveOutcome, Result, Service, ServiceError};
use crate::ai::{AiPool, Level, Player};
use crate::store::{self, GameStatus, db_id};

impl Service {
    /// Plays the bot's move in game `id` if it is the bot's turn there.
    /// `None` if it is not (or someone else's move got there first).
    ///
    /// # Errors
    /// Database failures, or [`ServiceError::AiUnavailable`] while shutting down.
    pub async fn play_ai_turn(&self, ai: &AiPool, id: GameId) -> Result<Option<MoveOutcome>> {
        let view = self.game(id).await?;
        let (Some(level), Some(bot)) = (view.ai_level, self.config().bot_user) else {
            return Ok(None);
        };
        if view.status != GameStatus::Active || view.player_to_move() != Some(bot) {
            return Ok(None);
        }
        let level = Level::new(level).unwrap_or(Level::MAX);
        let ply = view.ply();
        // Vary the lower levels' noise from game to game and move to move.
        let seed = (id.0 as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ ply as u64;
        let choice = ai
            .choose(
                *view.game.position(),
                view.game.variant().rules(),
                Player::Level(level),
                seed,
            )
            .await
            .map_err(|_| ServiceError::AiUnavailable)?;
        let Some(choice) = choice else {
            // No move means the game ended with the last move; nothing to play.
            return Ok(None);
        };
        match self.play_at(id, ply, bot, choice.best).await {
            Ok(outcome) => Ok(Some(outcome)),
            Err(ServiceError::PositionChanged | ServiceError::GameOver) => Ok(None),
            Err(e) => Err(e),
        }
    }

    /// AI games where the bot has owed a move for at least `idle`: turns
    /// nobody answered, for instance because the bot restarted while thinking.
    ///
    /// # Errors
    /// Database failures.
    pub async fn games_awaiting_ai(&self, idle: Duration) -> Result<Vec<GameId>> {
        let Some(bot) = self.config().bot_user else {
            return Ok(Vec::new());
        };
        let before = self.now().0 - idle.as_millis() as i64;
        let ids = store::games_awaiting(self.store().pool(), db_id(bot.0), before).await?;
        Ok(ids.into_iter().map(GameId).collect())
    }
}
