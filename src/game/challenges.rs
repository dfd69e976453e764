//! Challenges: issuing, answering, withdrawing, rematches, and the start of a game.

use std::hash::{BuildHasher, RandomState};
use std::time::Duration;

use super::actions::{
    Asker, check_abort, check_accept, check_cancel, check_decline, check_rematch,
};
use super::{
    ChallengeOptions, ChallengePlan, GameView, Limits, PositionProblem, Result, Service,
    ServiceError, UNRATED_AGAINST_BOT, UNRATED_SET_UP, UNRATED_SMALL_BOARD,
};
use crate::ai::SplitMix;
use crate::engine::{Color, Game, Position, Record, Size};
use crate::store::{self, GameRow, GameStart, NewGame, Tx};
use crate::values::{
    Authority, ColourChoice, GameId, GameRef, GameStatus, GuildId, Level, Place, Timestamp, UserId,
};

impl Service {
    /// Checks a challenge without making it: who may be challenged, where,
    /// and with which rules. Front ends that set up a place for the game
    /// (a thread) ask this first, so a refusal leaves nothing behind.
    ///
    /// # Errors
    /// Self-challenges, a disallowed channel, an unplayable variant, or a
    /// rated game that can't be rated.
    pub async fn check_challenge(
        &self,
        place: Place,
        challenger: UserId,
        opponent: Option<UserId>,
        options: &ChallengeOptions,
    ) -> Result<ChallengePlan> {
        if opponent == Some(challenger) {
            return Err(ServiceError::SelfChallenge);
        }
        let settings = self.settings(place.guild).await?;
        if !settings.allowed_channels.is_empty()
            && !settings.allowed_channels.contains(&place.home())
        {
            return Err(ServiceError::ChannelNotAllowed);
        }
        let against_bot = opponent.is_some_and(|o| self.is_bot(o));
        if let Some(opponent) = opponent.filter(|_| !against_bot) {
            self.refuse_if_blocked(challenger, opponent).await?;
        }
        self.check_limits(place, challenger, opponent, against_bot, settings.limits)
            .await?;
        let size = options.size.or(options.start.map(|p| p.size()));
        let variant = settings.variant_with(size, options.opening, options.jumps)?;
        if let Some(start) = options.start {
            Game::from_position(variant, start)
                .map_err(|e| ServiceError::BadPosition(PositionProblem::Start(e)))?;
        }
        let unratable = if options.start.is_some() {
            Some(UNRATED_SET_UP)
        } else if against_bot {
            Some(UNRATED_AGAINST_BOT)
        } else if !rateable_size(variant.size) {
            Some(UNRATED_SMALL_BOARD)
        } else {
            None
        };
        let rated = match (options.rated, unratable) {
            (Some(true), Some(reason)) => return Err(ServiceError::CannotBeRated(reason)),
            (Some(asked), _) => asked,
            (None, Some(_)) => false,
            (None, None) => settings.rated,
        };
        Ok(ChallengePlan {
            variant,
            rated,
            ai_level: against_bot.then(|| options.ai_level.unwrap_or(Level::DEFAULT)),
            // Threads need the bot in a server's channel: where it only
            // answers (a DM, a server it wasn't added to), games play in place.
            own_thread: settings.threads
                && place.parent.is_none()
                && !place.answers_only
                && place.guild != GuildId::DIRECT,
            turn_limit: settings.turn_limit,
            start: options.start,
            time_control: options.time_control,
        })
    }

    /// `challenger` challenges `opponent` (anyone, if `None`) in `place`.
    /// Challenging the bot starts an AI game at once.
    ///
    /// # Errors
    /// The refusals of [`Service::check_challenge`], or a busy channel.
    pub async fn challenge(
        &self,
        place: Place,
        challenger: UserId,
        opponent: Option<UserId>,
        options: ChallengeOptions,
    ) -> Result<GameView> {
        let plan = self
            .check_challenge(place, challenger, opponent, &options)
            .await?;
        let now = self.now();
        let start = plan.start.map(|p| p.to_string());
        let position = plan
            .start
            .unwrap_or_else(|| Position::new(plan.variant.size))
            .to_string();
        let new = NewGame {
            place,
            challenger,
            opponent,
            colour_choice: options.colour,
            variant: plan.variant,
            rated: plan.rated,
            ai_level: plan.ai_level,
            position: &position,
            start: start.as_deref(),
            now,
            expires_at: now.plus(self.config.challenge_ttl),
            time_control: plan.time_control,
        };
        let mut tx = self.store.begin().await?;
        let id = store::insert_challenge(&mut *tx, &new).await?;
        if let (Some(bot), Some(_)) = (opponent, plan.ai_level) {
            // The bot accepts at once.
            let row = self.load_row(&mut tx, id).await?;
            self.start(&mut tx, &row, bot, plan.turn_limit, now).await?;
        }
        let view = self.view_of(&mut tx, id).await?;
        tx.commit().await?;
        // Where the bot moves first, it answers now, whoever shows it.
        self.bot_answer(&view);
        Ok(view)
    }

    /// A new challenge from `user` to their opponent in game `game` (by
    /// default `user`'s latest finished game in this server), with the same
    /// rules and the colours swapped. Against the bot it starts at once.
    ///
    /// # Errors
    /// The refusals of [`Action::Rematch`](super::Action::Rematch), no game
    /// to repeat, or the refusals of [`Service::challenge`].
    pub async fn rematch(
        &self,
        place: Place,
        user: UserId,
        game: Option<GameId>,
    ) -> Result<GameView> {
        let game = match game {
            Some(id) => id,
            None => self
                .finished_games(place.guild, user, 1)
                .await?
                .first()
                .map(|g| g.id)
                .ok_or(ServiceError::NothingToReview)?,
        };
        let old = self.game_in(place, game).await?;
        check_rematch(&old, user, self.facts(&old, user).await?.blocked)?;
        let colour = old.colour_of(user).ok_or(ServiceError::NotAPlayer)?;
        let opponent = old.player(colour.other()).ok_or(ServiceError::NotAPlayer)?;
        // A rematch plays where it is asked for: in the old game's thread, the
        // thread's parent is known from the game even if the caller's place lacks it.
        let place = Place {
            parent: place.parent.or(old
                .place
                .parent
                .filter(|_| place.channel == old.place.channel)),
            // A game between servers plays again in both DMs: the asker's
            // (where the challenge is made), mirrored in the other's.
            mirror: old.place.mirror.map(|mirror| {
                if place.channel == old.place.channel {
                    mirror
                } else {
                    old.place.channel
                }
            }),
            ..place
        };
        let variant = old.game.variant();
        let options = ChallengeOptions {
            size: Some(variant.size),
            opening: Some(variant.opening),
            jumps: Some(variant.jumps),
            colour: match colour {
                Color::Black => ColourChoice::White,
                Color::White => ColourChoice::Black,
            },
            ai_level: old.ai_level,
            // The choice of the game it repeats, not the server's default.
            // (A rated game that ended before both players moved counts as
            // casual, and so is its rematch.)
            rated: Some(old.rated),
            start: old.game.is_set_up().then(|| *old.game.start()),
            time_control: old.clock.map(|c| c.control),
        };
        self.challenge(place, user, Some(opponent), options).await
    }

    /// The challenged player accepts, or anyone but the challenger accepts
    /// an open challenge: the game starts.
    ///
    /// # Errors
    /// The refusals of [`Action::Accept`](super::Action::Accept), or too
    /// many games running for either player.
    pub async fn accept(&self, game: impl Into<GameRef>, user: UserId) -> Result<GameView> {
        let row = self.challenge_row(game.into()).await?;
        let view = self.view(row.clone())?;
        check_accept(&view, user, self.facts(&view, user).await?)?;
        let now = self.now();
        let limit = self.settings(view.place.guild).await?.limits.running_games;
        for player in [user, row.challenger] {
            if self.running_games(view.place, player).await? >= limit {
                return Err(if player == user {
                    ServiceError::TooManyGames(limit)
                } else {
                    ServiceError::OpponentTooBusy(player, limit)
                });
            }
        }
        let turn_limit = super::view::turn_limit_of(&row, self.config.default_turn_limit);
        let mut tx = self.store.begin().await?;
        self.start(&mut tx, &row, user, turn_limit, now).await?;
        let view = self.view_of(&mut tx, row.id).await?;
        tx.commit().await?;
        Ok(view)
    }

    /// The challenged player says no.
    ///
    /// # Errors
    /// The refusals of [`Action::Decline`](super::Action::Decline), or already answered.
    pub async fn decline(&self, game: impl Into<GameRef>, user: UserId) -> Result<GameView> {
        let view = self.view(self.challenge_row(game.into()).await?)?;
        check_decline(&view, user)?;
        self.close_challenge(view.id, GameStatus::Declined).await
    }

    /// The challenger withdraws.
    ///
    /// # Errors
    /// The refusals of [`Action::Cancel`](super::Action::Cancel), or already answered.
    pub async fn cancel(&self, game: impl Into<GameRef>, user: UserId) -> Result<GameView> {
        let view = self.view(self.challenge_row(game.into()).await?)?;
        check_cancel(&view, user)?;
        self.close_challenge(view.id, GameStatus::Cancelled).await
    }

    /// Ends a game (or challenge) with nothing rated: `game`, or the place's
    /// game if `None`. A player may abort a running game before both sides
    /// have moved; a moderator ([`Authority::Server`], as the front end
    /// vouches) may abort any game or challenge of the server at any time.
    ///
    /// # Errors
    /// No such game, or the refusals of [`Action::Abort`](super::Action::Abort)
    /// and [`Action::ModeratorAbort`](super::Action::ModeratorAbort).
    pub async fn abort(
        &self,
        place: Place,
        user: UserId,
        game: Option<GameId>,
        authority: Authority,
    ) -> Result<GameView> {
        let asker = Asker { user, authority };
        for _ in 0..ABORT_ATTEMPTS {
            let mut view = match game {
                Some(id) => self.game_in(place, id).await?,
                None => self.current_game(place).await?,
            };
            check_abort(&view, asker, game.is_some())?;
            if view.status == GameStatus::Challenge {
                return self.close_challenge(view.id, GameStatus::Aborted).await;
            }
            let now = self.now();
            if store::abort_game(self.store.writer(), view.id, view.ply(), now).await? {
                view.status = GameStatus::Aborted;
                view.finished_at = Some(now);
                view.turn_deadline = None;
                return Ok(view);
            }
            // A move landed meanwhile: look again (a player may now be too late).
        }
        Err(ServiceError::PositionChanged)
    }

    /// The server's limits for a new challenge: the challenger's open
    /// challenges and games, the opponent's games, and the pause after an
    /// unanswered challenge to the same person. The bot is never busy.
    async fn check_limits(
        &self,
        place: Place,
        challenger: UserId,
        opponent: Option<UserId>,
        against_bot: bool,
        limits: Limits,
    ) -> Result<()> {
        let now = self.now();
        let pool = self.store.pool();
        // A challenge to the bot starts a game at once, so it is never open.
        if !against_bot
            && store::open_challenges_by(pool, place.guild, challenger, now).await?
                >= i64::from(limits.open_challenges)
        {
            return Err(ServiceError::TooManyChallenges(limits.open_challenges));
        }
        if self.running_games(place, challenger).await? >= limits.running_games {
            return Err(ServiceError::TooManyGames(limits.running_games));
        }
        let Some(opponent) = opponent.filter(|_| !against_bot) else {
            return Ok(());
        };
        if self.running_games(place, opponent).await? >= limits.running_games {
            return Err(ServiceError::OpponentTooBusy(
                opponent,
                limits.running_games,
            ));
        }
        let pause = limits.rechallenge_cooldown;
        let since = now.minus(pause);
        if let Some((ended, withdrawn)) =
            store::last_unanswered_challenge(pool, place.guild, challenger, opponent, since, now)
                .await?
        {
            let wait_ms = ended.plus(pause).since(now).as_millis();
            return Err(ServiceError::RechallengeTooSoon {
                opponent,
                withdrawn,
                // Whole seconds, rounded up: never "again in 0s".
                wait: Duration::from_secs(
                    u64::try_from(wait_ms.div_ceil(1000)).unwrap_or(u64::MAX),
                ),
            });
        }
        Ok(())
    }

    async fn running_games(&self, place: Place, user: UserId) -> Result<u32> {
        let n = store::running_games_of(self.store.pool(), place.guild, user).await?;
        Ok(u32::try_from(n).unwrap_or(u32::MAX))
    }

    pub(super) async fn close_challenge(&self, id: GameId, status: GameStatus) -> Result<GameView> {
        let mut tx = self.store.begin().await?;
        if !store::close_challenge(&mut *tx, id, status, self.now()).await? {
            return Err(ServiceError::NoChallengeHere);
        }
        let view = self.view_of(&mut tx, id).await?;
        tx.commit().await?;
        Ok(view)
    }

    /// The stored row of the challenge `game` means.
    async fn challenge_row(&self, game: GameRef) -> Result<GameRow> {
        let row = match game {
            GameRef::Here(place) => {
                store::open_game_in_channel(self.store.pool(), place.channel).await?
            }
            GameRef::Named(id) => store::game_by_id(self.store.pool(), id).await?,
        };
        match row {
            Some(row) if row.status == GameStatus::Challenge => Ok(row),
            _ => Err(ServiceError::NoChallengeHere),
        }
    }

    /// Settles colours and starts the clock with `opponent` (who accepted);
    /// the challenge must still be open.
    pub(super) async fn start(
        &self,
        tx: &mut Tx,
        row: &GameRow,
        opponent: UserId,
        turn_limit: Duration,
        now: Timestamp,
    ) -> Result<()> {
        let challenger_black = match row.colour_choice.colour() {
            Some(colour) => colour == Color::Black,
            None => self.coin(row.id),
        };
        let (black, white) = if challenger_black {
            (row.challenger, opponent)
        } else {
            (opponent, row.challenger)
        };
        let first = match row.mover_at(0) {
            Color::Black => black,
            Color::White => white,
        };
        let (turn_deadline, reminder_at) = match row.time_control {
            // A live game's clock runs from the start, the bot's too.
            Some(control) => (Some(now.plus(control.base())), None),
            None => self.deadlines(
                row.ai_level.is_some() && self.is_bot(first),
                turn_limit,
                now,
            ),
        };
        let start = GameStart {
            opponent,
            black,
            white,
            now,
            turn_deadline,
            reminder_at,
        };
        if !store::start_game(&mut **tx, row.id, &start).await? {
            return Err(ServiceError::ChallengeExpired);
        }
        Ok(())
    }

    /// A fair coin for game `id`: random per process, or fixed by the configured seed.
    fn coin(&self, id: GameId) -> bool {
        let seed = self
            .config
            .colour_seed
            .unwrap_or_else(|| RandomState::new().hash_one(0u64));
        SplitMix(seed ^ id.0 as u64).next_u64() & 1 == 0
    }

    /// The turn deadline and reminder time for the next player; none for the bot.
    pub(super) fn deadlines(
        &self,
        bot_to_move: bool,
        turn_limit: Duration,
        now: Timestamp,
    ) -> (Option<Timestamp>, Option<Timestamp>) {
        if bot_to_move {
            (None, None)
        } else {
            (Some(now.plus(turn_limit)), Some(now.plus(turn_limit / 2)))
        }
    }
}

/// How often an abort looks again when a move lands while it is being made.
const ABORT_ATTEMPTS: usize = 3;

/// The smallest board side on which games are rated: smaller boards are
/// solved in moments, so a result there says little about strength.
pub const MIN_RATED_SIDE: usize = 6;

/// Whether games on this board may be rated.
pub fn rateable_size(size: Size) -> bool {
    size.rows() >= MIN_RATED_SIDE && size.cols() >= MIN_RATED_SIDE
}

/// The largest file a challenge reads to set up its position, in bytes:
/// a long 16x16 game's record is under 10 KB.
pub const MAX_SET_UP_BYTES: usize = 64 * 1024;

/// The position a challenge starts from, from what a player gives: position
/// text (`xoxo/o..x/xoxo/oxox b`), or a record of one game, which goes on
/// from its last position. Whether a game may start there is checked with
/// the game's rules ([`Service::check_challenge`]).
///
/// # Errors
/// [`ServiceError::BadPosition`]: text or a record that doesn't read, a
/// file of several games, or one over [`MAX_SET_UP_BYTES`].
pub fn set_up_position(text: &str) -> Result<Position> {
    let bad = ServiceError::BadPosition;
    if text.len() > MAX_SET_UP_BYTES {
        return Err(bad(PositionProblem::TooBig(MAX_SET_UP_BYTES / 1024)));
    }
    let text = text.trim();
    // A record has tags or squares (digits), which position text never holds.
    if !text.starts_with('[') && !text.contains(|c: char| c.is_ascii_digit()) {
        return text.parse().map_err(|e| bad(PositionProblem::Text(e)));
    }
    let mut records = Record::parse_all(text).map_err(|e| bad(PositionProblem::Record(e)))?;
    match records.len() {
        1 => Ok(*records.remove(0).game.position()),
        n => Err(bad(PositionProblem::SeveralGames(n))),
    }
}
