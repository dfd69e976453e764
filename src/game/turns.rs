//! Turns: moves, resignations, time forfeits, and the ratings a result settles.

use super::actions::{check_move, check_resign};
use super::{GameEnd, GameView, MoveOutcome, RatingChange, Result, Service, ServiceError, rating};
use crate::engine::{EndReason, Game, Move, MoveError, MoveText, Outcome, TurnError};
use crate::store::{self, Ending, MoveUpdate, RatingChangeRow, Tx};
use crate::values::{GameId, GameRef, GameStatus, Place, Timestamp, UserId};

/// Reads of a game a resignation makes before giving up on a busy game.
const RESIGN_ATTEMPTS: usize = 3;

/// How often a transaction the database refused for a conflict (a
/// deadlock, a serialisation failure) runs before the error stands.
const TRANSACTION_ATTEMPTS: u32 = 3;

impl Service {
    /// `user` plays the move written as `text` in the channel's game.
    ///
    /// # Errors
    /// No game, not a player, not their turn, an illegal move (saying why),
    /// time run out, or the position changed meanwhile.
    pub async fn play(&self, place: Place, user: UserId, text: &str) -> Result<MoveOutcome> {
        let view = self.current_game(place).await?;
        self.play_in(view, user, |game| {
            let written = text.parse::<MoveText>().map_err(MoveError::from)?;
            Ok(written.resolve(game.position(), game.variant().rules())?)
        })
        .await
    }

    /// Plays `m` for `user` in game `id`, but only if the game is still at `expected_ply`:
    /// for buttons and menus on a message showing that position, and for the AI.
    ///
    /// # Errors
    /// As [`Service::play`]; [`ServiceError::PositionChanged`] if the game moved on.
    pub async fn play_at(
        &self,
        id: GameId,
        expected_ply: usize,
        user: UserId,
        m: Move,
    ) -> Result<MoveOutcome> {
        let view = self.game(id).await?;
        self.play_in_at(view, expected_ply, user, |game| {
            game.position()
                .check(m, game.variant().rules())
                .map_err(MoveError::from)?;
            Ok(m)
        })
        .await
    }

    /// Plays the move written as `text` in the game `view` shows (as just
    /// read by the caller) at `expected_ply`: a menu's choice, which names
    /// the move it showed.
    ///
    /// # Errors
    /// As [`Service::play_at`]; a text that is no longer a legal move means the position changed.
    pub async fn play_chosen(
        &self,
        view: GameView,
        expected_ply: usize,
        user: UserId,
        text: &str,
    ) -> Result<MoveOutcome> {
        self.play_in_at(view, expected_ply, user, |game| {
            crate::engine::parse_move(text, game.position(), game.variant().rules())
                .map_err(|_| ServiceError::PositionChanged)
        })
        .await
    }

    /// [`Service::play_in`], but only if the game is still at `expected_ply`.
    async fn play_in_at(
        &self,
        view: GameView,
        expected_ply: usize,
        user: UserId,
        choose: impl FnOnce(&Game) -> Result<Move>,
    ) -> Result<MoveOutcome> {
        if view.status == GameStatus::Active && view.ply() != expected_ply {
            return Err(ServiceError::PositionChanged);
        }
        self.play_in(view, user, choose).await
    }

    /// A move in `view`'s game: whose turn it is checked, the move chosen
    /// and played on a copy, committed, and the game as it now stands.
    async fn play_in(
        &self,
        view: GameView,
        user: UserId,
        choose: impl FnOnce(&Game) -> Result<Move>,
    ) -> Result<MoveOutcome> {
        let now = self.now();
        self.check_turn(&view, user, now).await?;
        let m = choose(&view.game)?;
        let mut game = view.game.clone();
        game.play(m).map_err(|e| match e {
            TurnError::Over(_) => ServiceError::GameOver,
            TurnError::Move(e) => ServiceError::IllegalMove(e),
        })?;
        let bot_next = view.player(game.turn()).is_some_and(|p| self.is_bot(p));
        let clocked = view.clocked_move(now);
        let (deadline, reminder) = match clocked {
            _ if game.is_over() => (None, None),
            Some(clocked) => (Some(clocked.next_deadline), None),
            None => self.deadlines(bot_next, view.turn_limit, now),
        };
        let outcome = game.outcome();
        let notation = m.to_string();
        let position = game.position().to_string();
        let update = MoveUpdate {
            game: view.id,
            expected_ply: view.ply(),
            notation: &notation,
            position: &position,
            now,
            turn_deadline: deadline,
            reminder_at: reminder,
            finish: outcome,
            clocks_left: clocked.map(|c| c.stored()),
        };
        let end = self
            .commit_move(&update, &view, game.moves().len(), now)
            .await?;
        let mut after = view;
        if end.is_some() {
            after.rated &= counts_for_rating(game.moves().len());
        }
        after.game = game;
        after.turn_deadline = deadline;
        if let (Some(clock), Some(clocked)) = (&mut after.clock, clocked) {
            clock.black = clocked.black;
            clock.white = clocked.white;
        }
        // A takeback request belongs to the move before: a new move starts clean.
        after.takeback_asked = false;
        after.takeback_open = false;
        if end.is_some() {
            after.status = GameStatus::Finished;
            after.finished_at = Some(now);
        }
        tracing::debug!(game = %after.id, ply = after.ply(), mv = %notation, "move committed");
        crate::metrics::move_committed();
        let bot_answer = if bot_next && end.is_none() {
            self.bot_answer(&after)
        } else {
            None
        };
        Ok(MoveOutcome {
            bot_answer,
            view: after,
            played: m,
            mover: user,
            captured: m.hops(),
            end,
        })
    }

    /// Refuses a move by `user` in `view`'s game unless it is running and
    /// their turn, within their time (a turn past it is forfeited now).
    async fn check_turn(&self, view: &GameView, user: UserId, now: Timestamp) -> Result<()> {
        check_move(view, user)?;
        if view.turn_deadline.is_some_and(|d| d <= now) {
            // A clock a vacation stopped runs on once the vacation ends.
            if self.back_from_vacation(view, user).await? {
                return Ok(());
            }
            self.forfeit_if_due(view, now).await?;
            return Err(ServiceError::TimeRanOut);
        }
        Ok(())
    }

    /// Commits `update`: a plain move with one guarded statement, a game's
    /// last move with its ratings in a transaction, run again when the
    /// database aborted it for a conflict (it committed nothing then). How
    /// the game ended, if it did.
    async fn commit_move(
        &self,
        update: &MoveUpdate<'_>,
        view: &GameView,
        moves: usize,
        now: Timestamp,
    ) -> Result<Option<GameEnd>> {
        let Some(outcome) = update.finish else {
            if !store::record_move(self.store.writer(), update).await? {
                return Err(self.why_not_applied(view.id, view.ply(), now).await);
            }
            return Ok(None);
        };
        let mut attempt = 1;
        loop {
            match self
                .commit_last_move(update, view, moves, outcome, now)
                .await
            {
                Ok(Some(end)) => return Ok(Some(end)),
                Ok(None) => return Err(self.why_not_applied(view.id, view.ply(), now).await),
                Err(ServiceError::Internal(e))
                    if e.is_retryable() && attempt < TRANSACTION_ATTEMPTS =>
                {
                    tracing::info!(game = %view.id, error = %e, attempt, "running the game's last move again");
                    attempt += 1;
                }
                Err(e) => return Err(e),
            }
        }
    }

    /// Commits a game's last move and the ratings it settles together; `None`
    /// if the game was no longer at the move's ply, with nothing written.
    async fn commit_last_move(
        &self,
        update: &MoveUpdate<'_>,
        view: &GameView,
        moves: usize,
        outcome: crate::engine::Outcome,
        now: Timestamp,
    ) -> Result<Option<GameEnd>> {
        let mut tx = self.store.begin().await?;
        if !store::record_move(&mut *tx, update).await? {
            return Ok(None);
        }
        let end = self.settle(&mut tx, view, moves, outcome, now).await?;
        tx.commit().await?;
        Ok(Some(end))
    }

    /// Explains a move the database refused: someone else moved, the game
    /// ended, or the mover's time ran out (which then forfeits the game).
    async fn why_not_applied(&self, id: GameId, ply: usize, now: Timestamp) -> ServiceError {
        match self.game(id).await {
            Ok(current) if current.status != GameStatus::Active => ServiceError::GameOver,
            Ok(current) if current.ply() != ply => ServiceError::PositionChanged,
            Ok(current) if current.turn_deadline.is_some_and(|d| d <= now) => {
                match self.forfeit_if_due(&current, now).await {
                    Ok(_) => ServiceError::TimeRanOut,
                    Err(e) => e,
                }
            }
            Ok(_) => ServiceError::PositionChanged,
            Err(e) => e,
        }
    }

    /// `user` resigns `game`.
    ///
    /// # Errors
    /// No game, or the refusals of [`Action::Resign`](super::Action::Resign).
    pub async fn resign(
        &self,
        game: impl Into<GameRef>,
        user: UserId,
    ) -> Result<(GameView, GameEnd)> {
        let game = game.into();
        // A move may land between reading the game and ending it. Resigning
        // stands whatever the ply, so read the game again rather than refuse;
        // the guarded update still settles the game exactly once.
        for _ in 0..RESIGN_ATTEMPTS {
            let view = self.target(game).await?;
            check_resign(&view, user)?;
            let colour = view.colour_of(user).ok_or(ServiceError::NotAPlayer)?;
            let outcome = Outcome {
                winner: colour.other(),
                reason: EndReason::Resignation,
            };
            if let Some(ended) = self
                .end_without_move(view, outcome, self.now(), Ending::Now)
                .await?
            {
                return Ok(ended);
            }
        }
        Err(ServiceError::PositionChanged)
    }

    /// Ends a running game that is still at its ply, as `ending` allows:
    /// resignation, a time forfeit, or a tournament's decision.
    pub(super) async fn end_without_move(
        &self,
        mut view: GameView,
        outcome: Outcome,
        now: Timestamp,
        ending: Ending,
    ) -> Result<Option<(GameView, GameEnd)>> {
        let mut tx = self.store.begin().await?;
        let applied =
            store::finish_game(&mut tx, view.id, view.ply(), outcome, now, ending).await?;
        if !applied {
            return Ok(None);
        }
        if view.place.answers_only && ending != Ending::Now {
            // No interaction announces this end: the channel's next one will.
            store::add_channel_notice(&mut *tx, view.place.channel, view.id, now).await?;
        }
        let end = self
            .settle(&mut tx, &view, view.ply(), outcome, now)
            .await?;
        tx.commit().await?;
        view.rated &= counts_for_rating(view.ply());
        let loser = outcome.winner.other();
        let result = match outcome.reason {
            EndReason::Timeout => view.game.time_out(loser),
            EndReason::Adjudication => view.game.adjudicate(loser),
            _ => view.game.resign(loser),
        };
        if result.is_err() {
            tracing::error!(game = %view.id, "ended a game the engine thought was over");
        }
        view.status = GameStatus::Finished;
        view.finished_at = Some(now);
        view.turn_deadline = None;
        Ok(Some((view, end)))
    }

    /// Forfeits a game whose deadline passed, unless a move beat it.
    pub(super) async fn forfeit_if_due(
        &self,
        view: &GameView,
        now: Timestamp,
    ) -> Result<Option<(GameView, GameEnd)>> {
        if view.player_to_move().is_none() {
            return Ok(None);
        }
        let loser = view.game.turn();
        let outcome = Outcome {
            winner: loser.other(),
            reason: EndReason::Timeout,
        };
        self.end_without_move(view.clone(), outcome, now, Ending::DeadlinePassedBy(now))
            .await
    }

    /// Winner, loser and (for rated games) the rating update, exactly once
    /// per game. A game that ended after `moves` moves, before both players
    /// had moved, is recorded as unrated instead.
    async fn settle(
        &self,
        tx: &mut Tx,
        view: &GameView,
        moves: usize,
        outcome: Outcome,
        now: Timestamp,
    ) -> Result<GameEnd> {
        let winner = view
            .player(outcome.winner)
            .ok_or(ServiceError::NotAPlayer)?;
        let loser = view
            .player(outcome.winner.other())
            .ok_or(ServiceError::NotAPlayer)?;
        let mut rating_changes = Vec::new();
        if view.rated && !counts_for_rating(moves) {
            store::mark_unrated(tx, view.id).await?;
        } else if view.rated {
            let guild = view.place.guild;
            let ((w, w2), (l, l2)) = rated_pair(tx, guild, winner, loser).await?;
            for (before, after) in [(&w, &w2), (&l, &l2)] {
                store::upsert_rating(tx, guild, after, now).await?;
                let change = RatingChangeRow {
                    game_id: view.id,
                    user_id: after.user_id,
                    rating_before: before.rating,
                    rating_after: after.rating,
                    deviation: after.deviation,
                    changed_at: now,
                };
                store::insert_rating_change(tx, guild, &change).await?;
                rating_changes.push(RatingChange {
                    user: after.user_id,
                    before: before.rating,
                    after: after.rating,
                });
            }
            if guild != store::GLOBAL_LADDER {
                settle_globally(tx, winner, loser, now).await?;
            }
        }
        Ok(GameEnd {
            outcome,
            winner,
            loser,
            rating_changes,
        })
    }
}

/// The global ladder's update for a rated game, in the same transaction as
/// the server's (so it happens exactly once too). Its history is not kept:
/// a game's rating change is its server's.
async fn settle_globally(tx: &mut Tx, winner: UserId, loser: UserId, now: Timestamp) -> Result<()> {
    let ladder = store::GLOBAL_LADDER;
    let ((_, w2), (_, l2)) = rated_pair(tx, ladder, winner, loser).await?;
    store::upsert_rating(tx, ladder, &w2, now).await?;
    store::upsert_rating(tx, ladder, &l2, now).await?;
    Ok(())
}

/// Winner's and loser's ratings on `ladder` (a server's, or the global
/// one), each before and after the game, with both held until the
/// transaction ends.
async fn rated_pair(
    tx: &mut Tx,
    ladder: crate::values::GuildId,
    winner: UserId,
    loser: UserId,
) -> Result<(
    (store::RatingRow, store::RatingRow),
    (store::RatingRow, store::RatingRow),
)> {
    store::lock_ratings(tx, ladder, &[winner, loser]).await?;
    let w = store::rating_of(&mut **tx, ladder, winner)
        .await?
        .unwrap_or_else(|| rating::fresh(winner));
    let l = store::rating_of(&mut **tx, ladder, loser)
        .await?
        .unwrap_or_else(|| rating::fresh(loser));
    let (w2, l2) = rating::after_game(&w, &l);
    Ok(((w, w2), (l, l2)))
}

/// Whether a game that ended after `moves` moves may change ratings: each
/// player must have made a move.
fn counts_for_rating(moves: usize) -> bool {
    moves >= super::actions::MOVES_BEFORE_RATED
}
