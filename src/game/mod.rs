/*!
The game service: challenges, turns, deadlines and ratings, over the store.

It knows nothing of Discord: it takes plain ids and returns plain results,
so the Discord adapter, the terminal front end and tests all call it the same
way. Every change is one database transaction guarded by the game's expected
state (status and ply), so concurrent callers, in one process or several,
get exactly one success and a clear answer for the rest.
*/

mod ai;
mod clock;
mod error;
mod rating;
mod types;

use std::collections::HashMap;
use std::hash::{BuildHasher, RandomState};
use std::sync::Arc;
use std::time::Duration;

pub use clock::{Clock, ManualClock, SystemClock, Timestamp, format_duration, parse_duration};
pub use error::ServiceError;
pub use types::*;

use crate::engine::{
    Color, EndReason, Game, JumpRule, Move, MoveError, MoveText, Opening, Outcome, Position, Size,
    TurnError, Variant,
};
use crate::store::{
    self, GameRow, GameStatus, MoveUpdate, NewGame, RatingChangeRow, SettingsRow, Store, Tx, db_id,
    from_db_id,
};

/// Players per leaderboard page.
pub const LEADERBOARD_PAGE: usize = 10;
/// Shortest and longest turn limits a server may set.
pub const MIN_TURN_LIMIT: Duration = Duration::from_secs(5 * 60);
pub const MAX_TURN_LIMIT: Duration = Duration::from_secs(60 * 86_400);

type Result<T> = std::result::Result<T, ServiceError>;

/// The one API the front ends call.
#[derive(Clone, Debug)]
pub struct Service {
    store: Store,
    clock: Arc<dyn Clock>,
    config: ServiceConfig,
}

impl Service {
    pub fn new(store: Store, clock: Arc<dyn Clock>, config: ServiceConfig) -> Service {
        Service {
            store,
            clock,
            config,
        }
    }

    pub fn store(&self) -> &Store {
        &self.store
    }

    pub fn config(&self) -> &ServiceConfig {
        &self.config
    }

    pub fn now(&self) -> Timestamp {
        self.clock.now()
    }

    // ---- challenges -------------------------------------------------------

    /// `challenger` challenges `opponent` in `place`. Challenging the bot starts an AI game at once.
    ///
    /// # Errors
    /// Self-challenges, a busy or disallowed channel, an unplayable variant.
    pub async fn challenge(
        &self,
        place: Place,
        challenger: UserId,
        opponent: UserId,
        options: ChallengeOptions,
    ) -> Result<GameView> {
        if challenger == opponent {
            return Err(ServiceError::SelfChallenge);
        }
        let settings = self.settings(place.guild).await?;
        if !settings.allowed_channels.is_empty()
            && !settings.allowed_channels.contains(&place.channel)
        {
            return Err(ServiceError::ChannelNotAllowed);
        }
        let defaults = settings.default_variant;
        let variant = Variant::new(
            options.size.unwrap_or(defaults.size),
            options.opening.unwrap_or(defaults.opening),
            options.jumps.unwrap_or(defaults.jumps),
        )?;
        let against_bot = self.config.bot_user == Some(opponent);
        let ai_level = against_bot.then(|| options.ai_level.unwrap_or(3).clamp(1, 5));
        let now = self.now();
        let size = variant.size.to_string();
        let position = Position::new(variant.size).to_string();
        let new = NewGame {
            guild_id: db_id(place.guild.0),
            channel_id: db_id(place.channel.0),
            challenger_id: db_id(challenger.0),
            opponent_id: db_id(opponent.0),
            colour_choice: options.colour.name(),
            size: &size,
            opening: variant.opening.name(),
            jumps: variant.jumps.name(),
            rated: !against_bot,
            ai_level: ai_level.map(i64::from),
            position: &position,
            now: now.0,
            expires_at: now.plus(self.config.challenge_ttl).0,
        };
        let mut tx = self.store.begin().await?;
        let id = store::insert_challenge(&mut *tx, &new).await?;
        if against_bot {
            // The bot accepts at once.
            let row = self.load_row(&mut tx, id).await?;
            self.start(&mut tx, &row, settings.turn_limit, now).await?;
        }
        let view = self.view_of(&mut tx, id).await?;
        tx.commit().await?;
        Ok(view)
    }

    /// The challenged player accepts: the game starts.
    ///
    /// # Errors
    /// No challenge here, not the challenged player, expired, or already answered.
    pub async fn accept(&self, place: Place, user: UserId) -> Result<GameView> {
        let row = self.open_challenge(place).await?;
        if from_db_id(row.opponent_id) != user.0 {
            return Err(ServiceError::NotYourChallenge(UserId(from_db_id(
                row.opponent_id,
            ))));
        }
        let now = self.now();
        if row.expires_at.is_some_and(|t| t <= now.0) {
            return Err(ServiceError::ChallengeExpired);
        }
        let turn_limit = turn_limit_of(&row, self.config.default_turn_limit);
        let mut tx = self.store.begin().await?;
        self.start(&mut tx, &row, turn_limit, now).await?;
        let view = self.view_of(&mut tx, row.id).await?;
        tx.commit().await?;
        Ok(view)
    }

    /// The challenged player says no.
    ///
    /// # Errors
    /// No challenge here, not the challenged player, or already answered.
    pub async fn decline(&self, place: Place, user: UserId) -> Result<GameView> {
        let row = self.open_challenge(place).await?;
        if from_db_id(row.opponent_id) != user.0 {
            return Err(ServiceError::NotYourChallenge(UserId(from_db_id(
                row.opponent_id,
            ))));
        }
        self.close_challenge(row.id, GameStatus::Declined).await
    }

    /// The challenger withdraws.
    ///
    /// # Errors
    /// No challenge here, not the challenger, or already answered.
    pub async fn cancel(&self, place: Place, user: UserId) -> Result<GameView> {
        let row = self.open_challenge(place).await?;
        if from_db_id(row.challenger_id) != user.0 {
            return Err(ServiceError::NotChallenger);
        }
        self.close_challenge(row.id, GameStatus::Cancelled).await
    }

    async fn close_challenge(&self, id: i64, status: GameStatus) -> Result<GameView> {
        let mut tx = self.store.begin().await?;
        if !store::close_challenge(&mut *tx, id, status, self.now().0).await? {
            return Err(ServiceError::NoChallengeHere);
        }
        let view = self.view_of(&mut tx, id).await?;
        tx.commit().await?;
        Ok(view)
    }

    async fn open_challenge(&self, place: Place) -> Result<GameRow> {
        match store::open_game_in_channel(self.store.pool(), db_id(place.channel.0)).await? {
            Some(row) if row.status == GameStatus::Challenge.as_str() => Ok(row),
            _ => Err(ServiceError::NoChallengeHere),
        }
    }

    /// Settles colours and starts the clock; the challenge must still be open.
    async fn start(
        &self,
        tx: &mut Tx,
        row: &GameRow,
        turn_limit: Duration,
        now: Timestamp,
    ) -> Result<()> {
        let challenger = row.challenger_id;
        let opponent = row.opponent_id;
        let challenger_black = match row.colour_choice.as_str() {
            "black" => true,
            "white" => false,
            _ => RandomState::new().hash_one(row.id) & 1 == 0,
        };
        let (black, white) = if challenger_black {
            (challenger, opponent)
        } else {
            (opponent, challenger)
        };
        let (deadline, reminder) = self.deadlines(
            row.ai_level.is_some() && self.is_bot(black),
            turn_limit,
            now,
        );
        if !store::start_game(&mut **tx, row.id, black, white, now.0, deadline, reminder).await? {
            return Err(ServiceError::ChallengeExpired);
        }
        Ok(())
    }

    fn is_bot(&self, db_user: i64) -> bool {
        self.config.bot_user.is_some_and(|b| db_id(b.0) == db_user)
    }

    /// The turn deadline and reminder time for the next player; none for the bot.
    fn deadlines(
        &self,
        bot_to_move: bool,
        turn_limit: Duration,
        now: Timestamp,
    ) -> (Option<i64>, Option<i64>) {
        if bot_to_move {
            (None, None)
        } else {
            (
                Some(now.plus(turn_limit).0),
                Some(now.plus(turn_limit / 2).0),
            )
        }
    }

    // ---- turns --------------------------------------------------------------

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
        if view.status == GameStatus::Active && view.ply() != expected_ply {
            return Err(ServiceError::PositionChanged);
        }
        self.play_in(view, user, |game| {
            game.position()
                .check(m, game.variant().rules())
                .map_err(MoveError::from)?;
            Ok(m)
        })
        .await
    }

    async fn play_in(
        &self,
        view: GameView,
        user: UserId,
        choose: impl FnOnce(&Game) -> Result<Move>,
    ) -> Result<MoveOutcome> {
        match view.status {
            GameStatus::Active => {}
            GameStatus::Challenge => return Err(ServiceError::NoGameHere),
            _ => return Err(ServiceError::GameOver),
        }
        view.colour_of(user).ok_or(ServiceError::NotAPlayer)?;
        let to_move = view.player_to_move().ok_or(ServiceError::GameOver)?;
        if to_move != user {
            return Err(ServiceError::NotYourTurn(to_move));
        }
        let now = self.now();
        if view.turn_deadline.is_some_and(|d| d <= now) {
            self.forfeit_if_due(&view, now).await?;
            return Err(ServiceError::TimeRanOut);
        }
        let m = choose(&view.game)?;
        let mut game = view.game.clone();
        game.play(m).map_err(|e| match e {
            TurnError::Over(_) => ServiceError::GameOver,
            TurnError::Move(e) => ServiceError::IllegalMove(e),
        })?;
        let next = game.turn();
        let next_player = view.player(next);
        let bot_next = next_player.is_some_and(|p| Some(p) == self.config.bot_user);
        let (deadline, reminder) = if game.is_over() {
            (None, None)
        } else {
            self.deadlines(bot_next, view.turn_limit, now)
        };
        let outcome = game.outcome();
        let notation = m.to_string();
        let position = game.position().to_string();
        let finish = outcome.map(|o| (o.winner.name(), o.reason.name()));
        let update = MoveUpdate {
            game_id: view.id.0,
            expected_ply: view.ply() as i64,
            notation: &notation,
            position: &position,
            now: now.0,
            turn_deadline: deadline,
            reminder_at: reminder,
            finish,
        };
        let end = match outcome {
            None => {
                if !store::record_move(self.store.writer(), &update).await? {
                    return Err(self.why_not_applied(view.id, view.ply(), now).await);
                }
                None
            }
            Some(o) => {
                // The last move and the ratings it settles commit together.
                let mut tx = self.store.begin().await?;
                if !store::record_move(&mut *tx, &update).await? {
                    drop(tx);
                    return Err(self.why_not_applied(view.id, view.ply(), now).await);
                }
                let end = self.settle(&mut tx, &view, o, now).await?;
                tx.commit().await?;
                Some(end)
            }
        };
        let mut after = view;
        after.game = game;
        after.turn_deadline = deadline.map(Timestamp);
        if end.is_some() {
            after.status = GameStatus::Finished;
            after.finished_at = Some(now);
        }
        tracing::debug!(game = %after.id, ply = after.ply(), mv = %notation, "move committed");
        Ok(MoveOutcome {
            ai_to_move: bot_next && end.is_none(),
            view: after,
            played: m,
            mover: user,
            captured: m.hops(),
            end,
        })
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

    /// `user` resigns the channel's running game.
    ///
    /// # Errors
    /// No game, not a player, or the game already ended.
    pub async fn resign(&self, place: Place, user: UserId) -> Result<(GameView, GameEnd)> {
        let view = self.current_game(place).await?;
        if view.status != GameStatus::Active {
            return Err(ServiceError::NoGameHere);
        }
        let colour = view.colour_of(user).ok_or(ServiceError::NotAPlayer)?;
        let now = self.now();
        let outcome = Outcome {
            winner: colour.other(),
            reason: EndReason::Resignation,
        };
        self.end_without_move(view, outcome, now, None)
            .await?
            .ok_or(ServiceError::PositionChanged)
    }

    /// Either player abandons the game before the first jump; nothing is rated.
    ///
    /// # Errors
    /// No game, not a player, or a jump has been made.
    pub async fn abort(&self, place: Place, user: UserId) -> Result<GameView> {
        let mut view = self.current_game(place).await?;
        if view.status != GameStatus::Active {
            return Err(ServiceError::NoGameHere);
        }
        view.colour_of(user).ok_or(ServiceError::NotAPlayer)?;
        if view.game.has_jumps() {
            return Err(ServiceError::TooLateToAbort);
        }
        let now = self.now();
        if !store::abort_game(self.store.writer(), view.id.0, view.ply() as i64, now.0).await? {
            return Err(ServiceError::PositionChanged);
        }
        view.status = GameStatus::Aborted;
        view.finished_at = Some(now);
        view.turn_deadline = None;
        Ok(view)
    }

    /// Ends a running game that is still at its ply: resignation, or a time
    /// forfeit when `due_by` is set (and the deadline has passed by then).
    async fn end_without_move(
        &self,
        mut view: GameView,
        outcome: Outcome,
        now: Timestamp,
        due_by: Option<Timestamp>,
    ) -> Result<Option<(GameView, GameEnd)>> {
        let mut tx = self.store.begin().await?;
        let applied = store::finish_game(
            &mut tx,
            view.id.0,
            view.ply() as i64,
            outcome.winner.name(),
            outcome.reason.name(),
            now.0,
            due_by.map(|t| t.0),
        )
        .await?;
        if !applied {
            return Ok(None);
        }
        let end = self.settle(&mut tx, &view, outcome, now).await?;
        tx.commit().await?;
        let loser = outcome.winner.other();
        let result = match outcome.reason {
            EndReason::Timeout => view.game.time_out(loser),
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
    async fn forfeit_if_due(
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
        self.end_without_move(view.clone(), outcome, now, Some(now))
            .await
    }

    /// Winner, loser and (for rated games) the rating update, exactly once per game.
    async fn settle(
        &self,
        tx: &mut Tx,
        view: &GameView,
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
        if view.rated {
            let guild = db_id(view.place.guild.0);
            let (w_id, l_id) = (db_id(winner.0), db_id(loser.0));
            let w = store::rating_of(&mut **tx, guild, w_id)
                .await?
                .unwrap_or_else(|| rating::fresh(w_id));
            let l = store::rating_of(&mut **tx, guild, l_id)
                .await?
                .unwrap_or_else(|| rating::fresh(l_id));
            let (w2, l2) = rating::after_game(&w, &l);
            for (before, after) in [(&w, &w2), (&l, &l2)] {
                store::upsert_rating(tx, guild, after, now.0).await?;
                let change = RatingChangeRow {
                    game_id: view.id.0,
                    user_id: after.user_id,
                    rating_before: before.rating,
                    rating_after: after.rating,
                    deviation: after.deviation,
                    changed_at: now.0,
                };
                store::insert_rating_change(tx, guild, &change).await?;
                rating_changes.push(RatingChange {
                    user: UserId(from_db_id(after.user_id)),
                    before: before.rating,
                    after: after.rating,
                });
            }
        }
        Ok(GameEnd {
            outcome,
            winner,
            loser,
            rating_changes,
        })
    }

    // ---- reading games ---------------------------------------------------------

    /// The open challenge or running game of a channel.
    ///
    /// # Errors
    /// [`ServiceError::NoGameHere`] if there is none.
    pub async fn current_game(&self, place: Place) -> Result<GameView> {
        let row = store::open_game_in_channel(self.store.pool(), db_id(place.channel.0))
            .await?
            .ok_or(ServiceError::NoGameHere)?;
        self.view(row)
    }

    /// Any game by id.
    ///
    /// # Errors
    /// [`ServiceError::UnknownGame`] if there is none.
    pub async fn game(&self, id: GameId) -> Result<GameView> {
        let row = store::game_by_id(self.store.pool(), id.0)
            .await?
            .ok_or(ServiceError::UnknownGame(id.0))?;
        self.view(row)
    }

    /// Who played what, and when, in game `id`.
    ///
    /// # Errors
    /// [`ServiceError::UnknownGame`], or stored times that do not parse.
    pub async fn moves(&self, id: GameId) -> Result<Vec<MoveRecord>> {
        let row = store::game_by_id(self.store.pool(), id.0)
            .await?
            .ok_or(ServiceError::UnknownGame(id.0))?;
        let corrupt = || {
            ServiceError::Internal(store::StoreError::Corrupt(format!(
                "game {}: move times",
                row.id
            )))
        };
        let times: Vec<i64> = row
            .move_times
            .split_whitespace()
            .map(|t| t.parse().map_err(|_| corrupt()))
            .collect::<Result<_>>()?;
        let notations: Vec<&str> = row.move_list.split_whitespace().collect();
        if times.len() != notations.len() {
            return Err(corrupt());
        }
        let player = |ply: usize| {
            if ply % 2 == 1 {
                row.black_id
            } else {
                row.white_id
            }
        };
        Ok(notations
            .into_iter()
            .zip(times)
            .enumerate()
            .map(|(i, (notation, at))| MoveRecord {
                ply: i + 1,
                player: UserId(from_db_id(player(i + 1).unwrap_or_default())),
                notation: notation.to_string(),
                played_at: Timestamp(at),
            })
            .collect())
    }

    fn view(&self, row: GameRow) -> Result<GameView> {
        Ok(view_from(row, self.config.default_turn_limit)?)
    }

    async fn load_row(&self, tx: &mut Tx, id: i64) -> Result<GameRow> {
        store::game_by_id(&mut **tx, id)
            .await?
            .ok_or(ServiceError::UnknownGame(id))
    }

    async fn view_of(&self, tx: &mut Tx, id: i64) -> Result<GameView> {
        let row = self.load_row(tx, id).await?;
        self.view(row)
    }

    /// The moves `user` may play now in the channel's game (empty unless it is their turn).
    ///
    /// # Errors
    /// Database failures only; no game simply gives no moves.
    pub async fn legal_moves_for(&self, place: Place, user: UserId) -> Result<Vec<Move>> {
        match self.current_game(place).await {
            Ok(view) if view.player_to_move() == Some(user) => Ok(view.game.legal_moves()),
            Ok(_) | Err(ServiceError::NoGameHere) => Ok(Vec::new()),
            Err(e) => Err(e),
        }
    }

    /// The rating changes a finished game made.
    ///
    /// # Errors
    /// Database failures.
    pub async fn rating_changes(&self, id: GameId) -> Result<Vec<RatingChange>> {
        Ok(store::rating_changes_of_game(self.store.pool(), id.0)
            .await?
            .into_iter()
            .map(|c| RatingChange {
                user: UserId(from_db_id(c.user_id)),
                before: c.rating_before,
                after: c.rating_after,
            })
            .collect())
    }

    // ---- deadlines -------------------------------------------------------------

    /// Applies everything due by now (forfeits, reminders, expired challenges)
    /// and reports it, for the scheduler to announce. Safe to call from
    /// several processes: each item is applied by exactly one.
    ///
    /// # Errors
    /// Database failures.
    pub async fn process_due(&self) -> Result<Vec<DueEvent>> {
        let now = self.now();
        let pool = self.store.pool();
        let mut events = Vec::new();
        for row in store::overdue_games(pool, now.0).await? {
            let view = self.game(GameId(row.id)).await?;
            if let Some((view, end)) = self.forfeit_if_due(&view, now).await? {
                events.push(DueEvent::Forfeit { view, end });
            }
        }
        for row in store::reminders_due(pool, now.0).await? {
            let view = self.game(GameId(row.id)).await?;
            let (Some(player), Some(deadline)) = (view.player_to_move(), view.turn_deadline) else {
                continue;
            };
            if store::mark_reminded(self.store.writer(), row.id, view.ply() as i64).await? {
                events.push(DueEvent::Reminder {
                    view,
                    player,
                    deadline,
                });
            }
        }
        for row in store::expired_challenges(pool, now.0).await? {
            if store::close_challenge(self.store.writer(), row.id, GameStatus::Expired, now.0)
                .await?
            {
                let view = self.game(GameId(row.id)).await?;
                events.push(DueEvent::ChallengeExpired { view });
            }
        }
        Ok(events)
    }

    // ---- ratings and history ------------------------------------------------------

    /// One page (1-based) of a server's leaderboard.
    ///
    /// # Errors
    /// Database failures.
    pub async fn leaderboard(&self, guild: GuildId, page: usize) -> Result<LeaderboardPage> {
        let pool = self.store.pool();
        let players = store::rated_player_count(pool, db_id(guild.0)).await? as usize;
        let pages = players.div_ceil(LEADERBOARD_PAGE).max(1);
        let page = page.clamp(1, pages);
        let offset = (page - 1) * LEADERBOARD_PAGE;
        let rows = store::leaderboard(pool, db_id(guild.0), offset as i64, LEADERBOARD_PAGE as i64)
            .await?;
        let entries = rows
            .into_iter()
            .enumerate()
            .map(|(i, r)| LeaderboardEntry {
                rank: offset + i + 1,
                user: UserId(from_db_id(r.user_id)),
                rating: r.rating,
                deviation: r.deviation,
                games: r.games as u32,
                wins: r.wins as u32,
                losses: r.losses as u32,
            })
            .collect();
        Ok(LeaderboardPage {
            page,
            pages,
            entries,
        })
    }

    /// A player's rating, tallies and recent games in a server.
    ///
    /// # Errors
    /// Database failures.
    pub async fn stats(&self, guild: GuildId, user: UserId) -> Result<PlayerStats> {
        let rating = store::rating_of(self.store.pool(), db_id(guild.0), db_id(user.0)).await?;
        let recent = self.history(guild, user, 5).await?;
        Ok(PlayerStats {
            user,
            rating: rating.as_ref().map(|r| r.rating),
            deviation: rating.as_ref().map(|r| r.deviation),
            games: rating.as_ref().map_or(0, |r| r.games as u32),
            wins: rating.as_ref().map_or(0, |r| r.wins as u32),
            losses: rating.as_ref().map_or(0, |r| r.losses as u32),
            streak: rating.as_ref().map_or(0, |r| r.streak as i32),
            recent,
        })
    }

    /// A player's finished games in a server, newest first.
    ///
    /// # Errors
    /// Database failures.
    pub async fn history(
        &self,
        guild: GuildId,
        user: UserId,
        limit: usize,
    ) -> Result<Vec<GameSummary>> {
        let pool = self.store.pool();
        let rows =
            store::finished_games_of(pool, db_id(guild.0), db_id(user.0), limit as i64).await?;
        let mut out = Vec::with_capacity(rows.len());
        for row in rows {
            let id = GameId(row.id);
            let view = self.view(row)?;
            let (Some(colour), Some(outcome)) = (view.colour_of(user), view.game.outcome()) else {
                continue;
            };
            let opponent = view.player(colour.other()).unwrap_or(user);
            let rating_change = self
                .rating_changes(id)
                .await?
                .into_iter()
                .find(|c| c.user == user);
            out.push(GameSummary {
                id,
                opponent,
                colour,
                won: outcome.winner == colour,
                outcome,
                moves: view.ply(),
                rated: view.rated,
                finished_at: view.finished_at.unwrap_or(view.created_at),
                rating_change,
            });
        }
        Ok(out)
    }

    // ---- settings and names ---------------------------------------------------------

    /// A server's settings (defaults if it has set none).
    ///
    /// # Errors
    /// Database failures, or stored settings that no longer parse.
    pub async fn settings(&self, guild: GuildId) -> Result<GuildSettings> {
        let pool = self.store.pool();
        let row = store::guild_settings(pool, db_id(guild.0)).await?;
        let allowed_channels = store::allowed_channels(pool, db_id(guild.0))
            .await?
            .into_iter()
            .map(|c| ChannelId(from_db_id(c)))
            .collect();
        let Some(row) = row else {
            return Ok(GuildSettings {
                turn_limit: self.config.default_turn_limit,
                default_variant: Variant::default(),
                allowed_channels,
            });
        };
        let corrupt = |what: &str| {
            ServiceError::Internal(store::StoreError::Corrupt(format!(
                "guild settings: {what}"
            )))
        };
        let size: Size = row.size.parse().map_err(|_| corrupt("size"))?;
        let opening: Opening = row.opening.parse().map_err(|_| corrupt("opening"))?;
        let jumps: JumpRule = row.jumps.parse().map_err(|_| corrupt("jumps"))?;
        Ok(GuildSettings {
            turn_limit: seconds(row.turn_limit_secs),
            default_variant: Variant::new(size, opening, jumps)?,
            allowed_channels,
        })
    }

    /// # Errors
    /// [`ServiceError::InvalidSetting`] outside 5 minutes to 60 days.
    pub async fn set_turn_limit(&self, guild: GuildId, limit: Duration) -> Result<GuildSettings> {
        if !(MIN_TURN_LIMIT..=MAX_TURN_LIMIT).contains(&limit) {
            return Err(ServiceError::InvalidSetting(format!(
                "the turn limit must be from {} to {}, not {}",
                format_duration(MIN_TURN_LIMIT),
                format_duration(MAX_TURN_LIMIT),
                format_duration(limit)
            )));
        }
        let mut s = self.settings(guild).await?;
        s.turn_limit = limit;
        self.save_settings(guild, &s).await
    }

    /// # Errors
    /// Database failures.
    pub async fn set_default_variant(
        &self,
        guild: GuildId,
        variant: Variant,
    ) -> Result<GuildSettings> {
        let mut s = self.settings(guild).await?;
        s.default_variant = variant;
        self.save_settings(guild, &s).await
    }

    async fn save_settings(&self, guild: GuildId, s: &GuildSettings) -> Result<GuildSettings> {
        let row = SettingsRow {
            turn_limit_secs: i64::try_from(s.turn_limit.as_secs()).unwrap_or(i64::MAX),
            size: s.default_variant.size.to_string(),
            opening: s.default_variant.opening.name().into(),
            jumps: s.default_variant.jumps.name().into(),
        };
        store::upsert_guild_settings(self.store.writer(), db_id(guild.0), &row, self.now().0)
            .await?;
        self.settings(guild).await
    }

    /// Limits games to listed channels (adding the first one limits them).
    ///
    /// # Errors
    /// Database failures.
    pub async fn allow_channel(&self, guild: GuildId, channel: ChannelId) -> Result<GuildSettings> {
        store::allow_channel(self.store.writer(), db_id(guild.0), db_id(channel.0)).await?;
        self.settings(guild).await
    }

    /// # Errors
    /// Database failures.
    pub async fn disallow_channel(
        &self,
        guild: GuildId,
        channel: ChannelId,
    ) -> Result<GuildSettings> {
        store::disallow_channel(self.store.writer(), db_id(guild.0), db_id(channel.0)).await?;
        self.settings(guild).await
    }

    /// Remembers how to show a user, for leaderboards and pictures after a restart.
    ///
    /// # Errors
    /// Database failures.
    pub async fn remember_name(&self, user: UserId, name: &str) -> Result<()> {
        store::set_player_name(self.store.writer(), db_id(user.0), name, self.now().0).await?;
        Ok(())
    }

    /// The remembered names of these users.
    ///
    /// # Errors
    /// Database failures.
    pub async fn names(&self, users: &[UserId]) -> Result<HashMap<UserId, String>> {
        let ids: Vec<i64> = users.iter().map(|u| db_id(u.0)).collect();
        Ok(store::player_names(self.store.pool(), &ids)
            .await?
            .into_iter()
            .map(|(id, name)| (UserId(from_db_id(id)), name))
            .collect())
    }

    /// The user last seen with this name.
    ///
    /// # Errors
    /// Database failures.
    pub async fn user_named(&self, name: &str) -> Result<Option<UserId>> {
        Ok(store::player_by_name(self.store.pool(), name)
            .await?
            .map(|id| UserId(from_db_id(id))))
    }
}

/// The turn limit of the row's server, or the default if it set none.
fn turn_limit_of(row: &GameRow, default: Duration) -> Duration {
    row.turn_limit_secs.map_or(default, seconds)
}

/// A stored number of seconds (never negative in practice; clamped to zero).
fn seconds(secs: i64) -> Duration {
    Duration::from_secs(u64::try_from(secs).unwrap_or(0))
}

/// Builds a view from a stored row, replaying its moves through the engine.
fn view_from(
    row: GameRow,
    default_turn_limit: Duration,
) -> std::result::Result<GameView, store::StoreError> {
    let corrupt = |what: String| store::StoreError::Corrupt(format!("game {}: {what}", row.id));
    let size: Size = row
        .size
        .parse()
        .map_err(|e| corrupt(format!("size: {e}")))?;
    let opening: Opening = row
        .opening
        .parse()
        .map_err(|e| corrupt(format!("opening: {e}")))?;
    let jumps: JumpRule = row
        .jumps
        .parse()
        .map_err(|e| corrupt(format!("jumps: {e}")))?;
    let variant = Variant {
        size,
        opening,
        jumps,
    };
    let mut game = Game::new(variant);
    for (i, notation) in row.move_list.split_whitespace().enumerate() {
        let parsed = notation
            .parse::<MoveText>()
            .map_err(|e| corrupt(e.to_string()))?
            .resolve(game.position(), variant.rules())
            .map_err(|e| corrupt(format!("move {} ({notation}): {e}", i + 1)))?;
        game.play(parsed)
            .map_err(|e| corrupt(format!("move {}: {e}", i + 1)))?;
    }
    if game.moves().len() as i64 != row.ply {
        return Err(corrupt(format!(
            "{} moves listed for ply {}",
            game.moves().len(),
            row.ply
        )));
    }
    if row.position != game.position().to_string() {
        // The moves are the truth; the cached position is only a convenience.
        tracing::error!(game = row.id, cached = %row.position, "cached position disagrees with the moves");
    }
    let status = GameStatus::parse(&row.status)?;
    if status == GameStatus::Finished && !game.is_over() {
        let winner = match row.winner.as_deref() {
            Some("black") => Color::Black,
            Some("white") => Color::White,
            other => return Err(corrupt(format!("finished without a winner ({other:?})"))),
        };
        let reason = row.end_reason.as_deref().and_then(EndReason::from_name);
        let ended = match reason {
            Some(EndReason::Timeout) => game.time_out(winner.other()),
            Some(EndReason::Resignation) => game.resign(winner.other()),
            _ => {
                return Err(corrupt(format!(
                    "unexpected end reason {:?}",
                    row.end_reason
                )));
            }
        };
        ended.map_err(|e| corrupt(e.to_string()))?;
    }
    let colour_choice = row.colour_choice.parse().map_err(corrupt)?;
    let user = |id: i64| UserId(from_db_id(id));
    Ok(GameView {
        id: GameId(row.id),
        place: Place {
            guild: GuildId(from_db_id(row.guild_id)),
            channel: ChannelId(from_db_id(row.channel_id)),
        },
        status,
        challenger: user(row.challenger_id),
        opponent: user(row.opponent_id),
        colour_choice,
        black: row.black_id.map(user),
        white: row.white_id.map(user),
        game,
        rated: row.rated,
        ai_level: row.ai_level.and_then(|l| u8::try_from(l).ok()),
        created_at: Timestamp(row.created_at),
        expires_at: row.expires_at.map(Timestamp),
        turn_deadline: row.turn_deadline.map(Timestamp),
        finished_at: row.finished_at.map(Timestamp),
        turn_limit: turn_limit_of(&row, default_turn_limit),
    })
}
