//! What a move did: the game after it, how it ended, and, where the bot
//! plays next, its answer on the way.

use tokio::sync::watch;

use super::{GameEnd, GameView};
use crate::engine::Move;
use crate::values::{GameId, UserId};

/// The result of an accepted move.
#[derive(Clone, Debug)]
pub struct MoveOutcome {
    pub view: GameView,
    pub played: Move,
    pub mover: UserId,
    pub captured: usize,
    pub end: Option<GameEnd>,
    /// The bot plays next: its answer, which the service started.
    pub bot_answer: Option<BotAnswer>,
}

/// What the bot did with its turn.
#[derive(Clone, Debug)]
pub enum BotReply {
    Played(Box<MoveOutcome>),
    /// Nothing to play here: the game moved on or ended meanwhile, or
    /// another process is answering.
    Nothing,
    /// The AI could not think (shutting down, the database failing).
    Failed,
}

/// The bot's answer to one position, running or done; any number of front
/// ends may wait on it.
#[derive(Clone)]
pub struct BotAnswer {
    game: GameId,
    /// The position it answers: moves played, and takebacks taken before
    /// (a takeback brings a ply back, never the takebacks' count).
    ply: usize,
    takebacks: u32,
    reply: watch::Receiver<Option<BotReply>>,
}

impl std::fmt::Debug for BotAnswer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("BotAnswer")
            .field("game", &self.game)
            .field("ply", &self.ply)
            .field("done", &self.reply.borrow().is_some())
            .finish()
    }
}

impl BotAnswer {
    pub fn game(&self) -> GameId {
        self.game
    }

    /// Waits for the bot's reply.
    pub async fn reply(mut self) -> BotReply {
        match self.reply.wait_for(Option::is_some).await {
            Ok(done) => done.clone().unwrap_or(BotReply::Failed),
            // The task ended without a word: its runtime is gone.
            Err(_) => BotReply::Failed,
        }
    }

    pub(super) fn new(view: &GameView, reply: watch::Receiver<Option<BotReply>>) -> BotAnswer {
        BotAnswer {
            game: view.id,
            ply: view.ply(),
            takebacks: view.takebacks,
            reply,
        }
    }

    /// Whether it answers the position `view` shows.
    pub(super) fn answers(&self, view: &GameView) -> bool {
        self.game == view.id && self.ply == view.ply() && self.takebacks == view.takebacks
    }

    pub(super) fn is_done(&self) -> bool {
        self.reply.borrow().is_some()
    }
}
