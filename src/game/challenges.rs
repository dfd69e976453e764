//! Challenges: issuing, answering, withdrawing, rematches, and the start of a game.

use std::hash::{BuildHasher, RandomState};
use std::time::Duration;

use super::{
    ChallengeOptions, ColourChoice, GameId, GameStatus, GameView, Place, Result, Service,
    ServiceError, Timestamp, UserId,
};
use crate::ai::{Level, SplitMix};
use crate::engine::{Color, Position, Variant};
use crate::store::{self, GameRow, GameStart, NewGame, Tx};

impl Service {
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
        let against_bot = self.is_bot(opponent);
        let ai_level = against_bot.then(|| options.ai_level.unwrap_or(Level::DEFAULT));
        let now = self.now();
        let position = Position::new(variant.size).to_string();
        let new = NewGame {
            place,
            challenger,
            opponent,
            colour_choice: options.colour,
            variant,
            rated: !against_bot,
            ai_level,
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

    /// A new challenge from `user` to their opponent in game `game` (by
    /// default `user`'s latest finished game in this server), with the same
    /// rules and the colours swapped. Against the bot it starts at once.
    ///
    /// # Errors
    /// Not a player of that game, no game to repeat, or the refusals of [`Service::challenge`].
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
        let colour = old.colour_of(user).ok_or(ServiceError::NotAPlayer)?;
        let opponent = old.player(colour.other()).ok_or(ServiceError::NotAPlayer)?;
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
        };
        self.challenge(place, user, opponent, options).await
    }

    /// The challenged player accepts: the game starts.
    ///
    /// # Errors
    /// No challenge here, not the challenged player, expired, or already answered.
    pub async fn accept(&self, place: Place, user: UserId) -> Result<GameView> {
        let row = self.open_challenge(place).await?;
        if row.opponent != user {
            return Err(ServiceError::NotYourChallenge(row.opponent));
        }
        let now = self.now();
        if row.expires_at.is_some_and(|t| t <= now.0) {
            return Err(ServiceError::ChallengeExpired);
        }
        let turn_limit = super::view::turn_limit_of(&row, self.config.default_turn_limit);
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
        if row.opponent != user {
            return Err(ServiceError::NotYourChallenge(row.opponent));
        }
        self.close_challenge(row.id, GameStatus::Declined).await
    }

    /// The challenger withdraws.
    ///
    /// # Errors
    /// No challenge here, not the challenger, or already answered.
    pub async fn cancel(&self, place: Place, user: UserId) -> Result<GameView> {
        let row = self.open_challenge(place).await?;
        if row.challenger != user {
            return Err(ServiceError::NotChallenger);
        }
        self.close_challenge(row.id, GameStatus::Cancelled).await
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
        if !store::abort_game(self.store.writer(), view.id, view.ply(), now.0).await? {
            return Err(ServiceError::PositionChanged);
        }
        view.status = GameStatus::Aborted;
        view.finished_at = Some(now);
        view.turn_deadline = None;
        Ok(view)
    }

    async fn close_challenge(&self, id: GameId, status: GameStatus) -> Result<GameView> {
        let mut tx = self.store.begin().await?;
        if !store::close_challenge(&mut *tx, id, status, self.now().0).await? {
            return Err(ServiceError::NoChallengeHere);
        }
        let view = self.view_of(&mut tx, id).await?;
        tx.commit().await?;
        Ok(view)
    }

    async fn open_challenge(&self, place: Place) -> Result<GameRow> {
        match store::open_game_in_channel(self.store.pool(), place.channel).await? {
            Some(row) if row.status == GameStatus::Challenge => Ok(row),
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
        let challenger_black = match row.colour_choice.colour() {
            Some(colour) => colour == Color::Black,
            None => self.coin(row.id),
        };
        let (black, white) = if challenger_black {
            (row.challenger, row.opponent)
        } else {
            (row.opponent, row.challenger)
        };
        let (turn_deadline, reminder_at) = self.deadlines(
            row.ai_level.is_some() && self.is_bot(black),
            turn_limit,
            now,
        );
        let start = GameStart {
            black,
            white,
            now: now.0,
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
}
