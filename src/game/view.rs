//! Reading games: a stored row replayed into a [`GameView`], and the lookups
//! front ends make (a channel's game, a game by number, its moves).

use std::time::Duration;

use super::{GameView, LiveClock, MoveRecord, RatingChange, Result, Service, ServiceError};
use crate::engine::{Color, EndReason, Game, Move, MoveText, Square};
use crate::i18n::Lang;
use crate::store::{self, GameRow, StoreError};
use crate::values::{GameId, GameRef, GameStatus, MessageId, Place, Timestamp, UserId};

impl Service {
    /// The open challenge or running game of a channel.
    ///
    /// # Errors
    /// [`ServiceError::NoGameHere`] if there is none.
    pub async fn current_game(&self, place: Place) -> Result<GameView> {
        let row = store::open_game_in_channel(self.store.pool(), place.channel)
            .await?
            .ok_or(ServiceError::NoGameHere)?;
        self.view(row)
    }

    /// The game a call means: the one named, or the place's open one.
    ///
    /// # Errors
    /// [`ServiceError::UnknownGame`] or [`ServiceError::NoGameHere`].
    pub async fn target(&self, game: GameRef) -> Result<GameView> {
        match game {
            GameRef::Named(id) => self.game(id).await,
            GameRef::Here(place) => self.current_game(place).await,
        }
    }

    /// Any game by id.
    ///
    /// # Errors
    /// [`ServiceError::UnknownGame`] if there is none.
    pub async fn game(&self, id: GameId) -> Result<GameView> {
        let row = store::game_by_id(self.store.pool(), id)
            .await?
            .ok_or(ServiceError::UnknownGame(id))?;
        self.view(row)
    }

    /// Game `id`, if it was played in `place`'s server: a game number typed in
    /// one server never shows a game of another.
    ///
    /// # Errors
    /// [`ServiceError::UnknownGame`] if there is no such game in this server.
    pub async fn game_in(&self, place: Place, id: GameId) -> Result<GameView> {
        match self.game(id).await {
            Ok(view) if view.place.guild == place.guild => Ok(view),
            Ok(_) => Err(ServiceError::UnknownGame(id)),
            Err(e) => Err(e),
        }
    }

    /// Game `id`, if `user` may look at it from `place`: they played in it,
    /// or they ask in the channel or thread where it was played (or the
    /// channel that thread belongs to). A game of a private channel stays
    /// there; to anyone else it is unknown, as a game of another server is.
    ///
    /// # Errors
    /// [`ServiceError::UnknownGame`] if there is no such game they may see.
    pub async fn game_visible(&self, place: Place, user: UserId, id: GameId) -> Result<GameView> {
        let view = self.game_in(place, id).await?;
        let played = view.black == Some(user)
            || view.white == Some(user)
            || view.challenger == user
            || view.opponent == Some(user);
        let here = place.channel == view.place.channel || Some(place.channel) == view.place.parent;
        if played || here {
            Ok(view)
        } else {
            Err(ServiceError::UnknownGame(id))
        }
    }

    /// The game a replay means: the one named (if `user` may see it from
    /// here), else the channel's open one, else the one that ended last in
    /// the channel.
    ///
    /// # Errors
    /// No such game in this server that `user` may see, or none played here.
    pub async fn game_named_or_current(
        &self,
        place: Place,
        user: UserId,
        id: Option<GameId>,
    ) -> Result<GameView> {
        if let Some(id) = id {
            return self.game_visible(place, user, id).await;
        }
        match self.current_game(place).await {
            Err(ServiceError::NoGameHere) => {
                let row = store::last_ended_game_in_channel(self.store.pool(), place.channel)
                    .await?
                    .ok_or(ServiceError::NoGameHere)?;
                self.view(row)
            }
            other => other,
        }
    }

    /// The replay GIF drawn earlier for this game with captions in `lang`,
    /// if it is over and one was.
    ///
    /// # Errors
    /// Database failures.
    pub async fn stored_replay(&self, view: &GameView, lang: Lang) -> Result<Option<Vec<u8>>> {
        if !is_settled(view.status) {
            return Ok(None);
        }
        Ok(store::replay_gif(self.store.pool(), view.id, lang.code()).await?)
    }

    /// Keeps a game's replay GIF, captioned in `lang`, for the next request,
    /// if the game is over (its moves, and so its replay, can no longer change).
    ///
    /// # Errors
    /// Database failures.
    pub async fn keep_replay(&self, view: &GameView, lang: Lang, gif: &[u8]) -> Result<()> {
        if is_settled(view.status) {
            store::save_replay_gif(self.store.writer(), view.id, lang.code(), gif, self.now())
                .await?;
        }
        Ok(())
    }

    /// Who played what, and when, in game `id`.
    ///
    /// # Errors
    /// [`ServiceError::UnknownGame`], or stored moves that do not add up.
    pub async fn moves(&self, id: GameId) -> Result<Vec<MoveRecord>> {
        let row = store::game_by_id(self.store.pool(), id)
            .await?
            .ok_or(ServiceError::UnknownGame(id))?;
        let corrupt = |detail: &str| StoreError::CorruptGame {
            game: id,
            what: "move times",
            detail: detail.to_string(),
        };
        let times: Vec<i64> = row
            .move_times
            .split_whitespace()
            .map(|t| t.parse().map_err(|_| corrupt(t)))
            .collect::<std::result::Result<_, _>>()?;
        let notations: Vec<&str> = row.move_list.split_whitespace().collect();
        if times.len() != notations.len() {
            return Err(corrupt("not one time per move").into());
        }
        let (Some(black), Some(white)) = (row.black, row.white) else {
            if notations.is_empty() {
                return Ok(Vec::new());
            }
            return Err(corrupt("moves without both players").into());
        };
        Ok(notations
            .into_iter()
            .zip(times)
            .enumerate()
            .map(|(i, (notation, at))| MoveRecord {
                ply: i + 1,
                player: match row.mover_at(i) {
                    Color::Black => black,
                    Color::White => white,
                },
                notation: notation.to_string(),
                played_at: Timestamp(at),
            })
            .collect())
    }

    /// Moves `user` may play now in the channel's game (none unless it is
    /// their turn), for suggestions: those of the stone on `from` (of every
    /// stone if `None`), at most `limit` of them, the same ones each time.
    ///
    /// # Errors
    /// Database failures only; no game simply gives no moves.
    pub async fn legal_moves_for(
        &self,
        place: Place,
        user: UserId,
        from: Option<Square>,
        limit: usize,
    ) -> Result<Vec<Move>> {
        match self.current_game(place).await {
            Ok(view) if view.player_to_move() == Some(user) => {
                let rules = view.game.variant().rules();
                Ok(view.game.position().moves_from(rules, from, limit))
            }
            Ok(_) | Err(ServiceError::NoGameHere) => Ok(Vec::new()),
            Err(e) => Err(e),
        }
    }

    /// Makes `message` the game's live board (the one whose controls work)
    /// and returns the message whose controls should now go: the board it
    /// replaces, or `message` itself if a newer board was recorded first.
    ///
    /// # Errors
    /// Database failures.
    pub async fn replace_board(
        &self,
        game: GameId,
        message: MessageId,
    ) -> Result<Option<MessageId>> {
        let mut tx = self.store.begin().await?;
        let stale = store::replace_board_message(&mut tx, game, message).await?;
        tx.commit().await?;
        Ok(stale)
    }

    /// The rating changes a finished game made.
    ///
    /// # Errors
    /// Database failures.
    pub async fn rating_changes(&self, id: GameId) -> Result<Vec<RatingChange>> {
        Ok(store::rating_changes_of_game(self.store.pool(), id)
            .await?
            .into_iter()
            .map(|c| RatingChange {
                user: c.user_id,
                before: c.rating_before,
                after: c.rating_after,
            })
            .collect())
    }
}

/// The turn limit of the row's server, or the default if it set none.
pub(super) fn turn_limit_of(row: &GameRow, default: Duration) -> Duration {
    row.turn_limit_secs.map_or(default, seconds)
}

/// A stored number of seconds (never negative in practice; clamped to zero).
pub(super) fn seconds(secs: i64) -> Duration {
    Duration::from_secs(u64::try_from(secs).unwrap_or(0))
}

/// Builds a view from a stored row, replaying its moves through the engine.
pub(super) fn view_from(
    row: GameRow,
    default_turn_limit: Duration,
) -> std::result::Result<GameView, StoreError> {
    let corrupt = |what: &'static str, detail: String| StoreError::CorruptGame {
        game: row.id,
        what,
        detail,
    };
    let variant = row.variant;
    let mut game = match row.start {
        Some(start) => Game::from_position(variant, start)
            .map_err(|e| corrupt("start_position", e.to_string()))?,
        None => Game::new(variant),
    };
    for (i, notation) in row.move_list.split_whitespace().enumerate() {
        let parsed = notation
            .parse::<MoveText>()
            .map_err(|e| corrupt("moves", format!("move {} ({notation}): {e}", i + 1)))?
            .resolve(game.position(), variant.rules())
            .map_err(|e| corrupt("moves", format!("move {} ({notation}): {e}", i + 1)))?;
        game.play(parsed)
            .map_err(|e| corrupt("moves", format!("move {}: {e}", i + 1)))?;
    }
    if game.moves().len() != row.ply {
        return Err(corrupt(
            "ply",
            format!("{} moves listed for ply {}", game.moves().len(), row.ply),
        ));
    }
    if row.position != game.position().to_string() {
        // The moves are the truth; the cached position is only a convenience.
        tracing::error!(game = %row.id, cached = %row.position, "cached position disagrees with the moves");
    }
    if row.status == GameStatus::Finished && !game.is_over() {
        let winner = row
            .winner
            .ok_or_else(|| corrupt("winner", "a finished game without one".into()))?;
        let ended = match row.end_reason {
            Some(EndReason::Timeout) => game.time_out(winner.other()),
            Some(EndReason::Resignation) => game.resign(winner.other()),
            Some(EndReason::Adjudication) => game.adjudicate(winner.other()),
            other => {
                return Err(corrupt(
                    "end_reason",
                    format!("{other:?} for a game with moves left"),
                ));
            }
        };
        ended.map_err(|e| corrupt("end_reason", e.to_string()))?;
    }
    Ok(GameView {
        id: row.id,
        place: row.place,
        status: row.status,
        challenger: row.challenger,
        opponent: row.opponent,
        colour_choice: row.colour_choice,
        black: row.black,
        white: row.white,
        game,
        rated: row.rated,
        ai_level: row.ai_level,
        created_at: Timestamp(row.created_at),
        expires_at: row.expires_at.map(Timestamp),
        turn_deadline: row.turn_deadline.map(Timestamp),
        finished_at: row.finished_at.map(Timestamp),
        turn_limit: turn_limit_of(&row, default_turn_limit),
        board_message: row.board_message,
        takeback_asked: row.takeback_asked,
        takeback_open: row.takeback_open,
        takebacks: u32::try_from(row.takebacks).unwrap_or(0),
        in_tournament: row.in_tournament,
        clock: LiveClock::of_row(&row),
    })
}

/// Whether a game's moves can no longer change.
fn is_settled(status: GameStatus) -> bool {
    !matches!(status, GameStatus::Challenge | GameStatus::Active)
}
