//! The bot's turns, played by the service. Whatever leaves the bot to move
//! (a player's move against it, a game begun with the bot to move first)
//! starts its answer at once, in the process that made the change, whichever
//! front end took it, or none; a front end that shows the answer waits on
//! its [`BotAnswer`]. A turn nobody answered (the process stopped while
//! thinking) is owed, and any process that looks for owed turns plays it
//! ([`Service::start_owed_bot_turns`]).

use std::collections::HashMap;
use std::sync::{Mutex, PoisonError};
use std::time::{Duration, Instant};

use tokio::sync::watch;

use super::outcome::{BotAnswer, BotReply, MoveOutcome};
use super::{GameView, Result, Service, ServiceError, ai_seed};
use crate::ai::Player;
use crate::store;
use crate::values::{GameId, GameStatus};

/// The answers this process runs, and those done lately (a front end that
/// asks just after may still find the one it means). Bounded: a done answer
/// is forgotten [`KEEP_DONE`] after it started.
#[derive(Default)]
pub(super) struct BotTurns {
    running: Mutex<HashMap<GameId, (Instant, BotAnswer)>>,
}

impl std::fmt::Debug for BotTurns {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("BotTurns").finish_non_exhaustive()
    }
}

/// How long a done answer stays findable.
const KEEP_DONE: Duration = Duration::from_secs(60);

impl Service {
    /// The bot's answer to `view`, if the bot is to move there: the one this
    /// process runs (or just ran), else one started now. Every change that
    /// leaves the bot to move starts it already; a front end asks this to
    /// show the answer, never to cause it.
    pub fn bot_answer(&self, view: &GameView) -> Option<BotAnswer> {
        self.bot_answer_started(view).map(|(answer, _)| answer)
    }

    /// [`Service::bot_answer`], and whether this call started it.
    fn bot_answer_started(&self, view: &GameView) -> Option<(BotAnswer, bool)> {
        let mut running = self
            .bot_turns
            .running
            .lock()
            .unwrap_or_else(PoisonError::into_inner);
        if let Some((_, answer)) = running.get(&view.id)
            && answer.answers(view)
        {
            return Some((answer.clone(), false));
        }
        let bot = self.config.bot_user?;
        let owed = view.ai_level.is_some()
            && view.status == GameStatus::Active
            && view.player_to_move() == Some(bot);
        if !owed {
            return None;
        }
        running.retain(|_, (started, a)| !(a.is_done() && started.elapsed() > KEEP_DONE));
        let (tell, reply) = watch::channel(None);
        let answer = BotAnswer::new(view, reply);
        running.insert(view.id, (Instant::now(), answer.clone()));
        drop(running);
        let (service, game, ply) = (self.clone(), view.id, view.ply());
        tokio::spawn(async move {
            let reply = match service.play_bot_turn(game, ply).await {
                Ok(Some(outcome)) => BotReply::Played(Box::new(outcome)),
                Ok(None) => BotReply::Nothing,
                Err(e) => {
                    tracing::warn!(game = %game, error = %e, "the bot could not move");
                    BotReply::Failed
                }
            };
            tell.send_replace(Some(reply));
        });
        Some((answer, true))
    }

    /// Starts the turns the bot has owed for at least `idle` that nobody
    /// answers (its process stopped while thinking, say): the answers this
    /// call started, for the caller to show. Other processes' turns in hand
    /// are left to them by the database's claim.
    ///
    /// # Errors
    /// Database failures.
    pub async fn start_owed_bot_turns(&self, idle: Duration) -> Result<Vec<BotAnswer>> {
        let mut started = Vec::new();
        for game in self.games_awaiting_ai(idle).await? {
            let view = self.game(game).await?;
            if let Some((answer, true)) = self.bot_answer_started(&view) {
                started.push(answer);
            }
        }
        Ok(started)
    }

    /// AI games where the bot has owed a move for at least `idle`, unclaimed.
    ///
    /// # Errors
    /// Database failures.
    pub async fn games_awaiting_ai(&self, idle: Duration) -> Result<Vec<GameId>> {
        let Some(bot) = self.config().bot_user else {
            return Ok(Vec::new());
        };
        let now = self.now();
        let before = now.minus(idle);
        Ok(store::games_awaiting(self.store().pool(), bot, before, now).await?)
    }

    /// How long a process holds the bot's turn it answers before another
    /// may take it: well past a search's time, queue included.
    pub fn bot_turn_claim(&self) -> Duration {
        self.config.ai.think_time * 4 + Duration::from_secs(30)
    }

    /// Plays the bot's move in game `id` at `ply`, if the bot is to move
    /// there and this process claims the turn first; `None` if not (or
    /// someone else's move got there first).
    async fn play_bot_turn(&self, id: GameId, ply: usize) -> Result<Option<MoveOutcome>> {
        let view = self.game(id).await?;
        let (Some(level), Some(bot)) = (view.ai_level, self.config().bot_user) else {
            return Ok(None);
        };
        let to_move = view.status == GameStatus::Active && view.player_to_move() == Some(bot);
        if !to_move || view.ply() != ply {
            return Ok(None);
        }
        // A process shutting down claims nothing: the turn is owed at once.
        if self.ai.is_shut_down() {
            return Err(ServiceError::AiUnavailable);
        }
        let now = self.now();
        let until = now.plus(self.bot_turn_claim());
        if !store::claim_ai_turn(self.store().writer(), id, ply, now, until).await? {
            return Ok(None);
        }
        let position = *view.game.position();
        let rules = view.game.variant().rules();
        let choice = self
            .ai
            .choose(position, rules, Player::Level(level), ai_seed(id, ply))
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
}
