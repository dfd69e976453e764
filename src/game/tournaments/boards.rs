//! A tournament's boards and their games: each claimed by one process to
//! give its game a place (a thread), and the game started there.

use std::time::Duration;

use crate::engine::Position;
use crate::game::challenges::rateable_size;
use crate::game::tournaments::BOARD_CLAIM;
use crate::game::{BoardToStart, GameView, Result, Service, ServiceError};
use crate::store::{self, GameStart, NewGame};
use crate::values::{BoardKey, ColourChoice, GameId, GuildId, Place, TournamentStatus};

impl Service {
    /// Claims, for this process, the boards whose games should now begin:
    /// the front end gives each a place and calls [`Service::start_board_game`].
    /// A claim lapses after a while, so a board a process failed to start is
    /// tried again.
    ///
    /// # Errors
    /// Database failures in finding the boards.
    pub async fn claim_boards_to_start(&self, guild: Option<GuildId>) -> Result<Vec<BoardToStart>> {
        let now = self.now();
        let mut claimed = Vec::new();
        for key in store::boards_to_start(self.store.pool(), now, guild).await? {
            if !store::claim_board(self.store.writer(), key, now, now.plus(BOARD_CLAIM)).await? {
                continue;
            }
            let view = self.tournament(key.tournament).await?;
            let Some(board) = view.boards.iter().find(|b| b.key == key) else {
                continue;
            };
            let Some(white) = board.white else {
                continue;
            };
            claimed.push(BoardToStart {
                tournament: view.tournament.clone(),
                key,
                black: board.black,
                white,
            });
        }
        Ok(claimed)
    }

    /// Starts the game of board `key` in `place` (a new thread, usually),
    /// with the server's turn limit, once: a board that has a game, or
    /// whose player withdrew, is refused.
    ///
    /// # Errors
    /// [`ServiceError::BoardTaken`] if it has a game or was forfeited; a busy place.
    pub async fn start_board_game(&self, key: BoardKey, place: Place) -> Result<GameView> {
        let view = self.tournament(key.tournament).await?;
        let board = view
            .boards
            .iter()
            .find(|b| b.key == key)
            .ok_or(ServiceError::BoardTaken)?;
        let (black, Some(white)) = (board.black, board.white) else {
            return Err(ServiceError::BoardTaken);
        };
        if view.status() != TournamentStatus::Running || !view.waits_for_its_game(board) {
            return Err(ServiceError::BoardTaken);
        }
        let t = &view.tournament;
        let now = self.now();
        let settings = self.settings(t.guild).await?;
        let position = Position::new(t.variant.size).to_string();
        let new = NewGame {
            place,
            challenger: black,
            opponent: Some(white),
            colour_choice: ColourChoice::Black,
            variant: t.variant,
            rated: t.rated && rateable_size(t.variant.size),
            ai_level: None,
            position: &position,
            start: None,
            now,
            expires_at: now.plus(Duration::from_secs(60)),
            time_control: None,
        };
        // A turn never runs past the game's own deadline.
        let turn_limit = settings.turn_limit.min(view.game_time());
        let (turn_deadline, reminder_at) = self.deadlines(false, turn_limit, now);
        let mut tx = self.store.begin().await?;
        let id = store::insert_challenge(&mut *tx, &new).await?;
        let start = GameStart {
            opponent: white,
            black,
            white,
            now,
            turn_deadline,
            reminder_at,
        };
        if !store::start_game(&mut *tx, id, &start).await?
            || !store::link_board_game(&mut tx, key, id).await?
        {
            return Err(ServiceError::BoardTaken);
        }
        let game = self.view_of(&mut tx, id).await?;
        tx.commit().await?;
        Ok(game)
    }

    /// The tournament board game `game` is played on, if any.
    ///
    /// # Errors
    /// Database failures.
    pub async fn board_of_game(&self, game: GameId) -> Result<Option<BoardKey>> {
        Ok(store::board_of_game(self.store.pool(), game).await?)
    }
}
