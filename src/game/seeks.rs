//! Games between servers: seeking an opponent in the global pool, the
//! pairing that starts a game in both players' DMs with the bot, and
//! blocks between players.

use std::time::Duration;

use super::{ChallengeOptions, GameView, Result, Service, ServiceError};
use crate::engine::{Position, Size};
use crate::store::{self, NewGame, NewSeek, SeekRow};
use crate::values::Blocking;
use crate::values::{ChannelId, GuildId, Place, Timestamp, UserId};

/// How long a seek waits in the pool.
pub const SEEK_TIME: Duration = Duration::from_secs(60 * 60);

/// Seeks looked at per pairing: the oldest compatible ones. A pool whose
/// first ones are all blocked or busy for this seeker waits for the next.
const CANDIDATES: usize = 20;

/// What a player seeks.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct SeekOptions {
    /// The board (8×8 if unset).
    pub size: Option<Size>,
    /// Rated on the global ladder (the default, where the board may be).
    pub rated: Option<bool>,
    /// How far from the seeker's global rating an opponent may be; any if unset.
    pub range: Option<u32>,
}

/// Where a seek stands after `seek`.
#[derive(Clone, Debug)]
pub enum SeekOutcome {
    /// Waiting in the pool until then.
    Waiting { expires_at: Timestamp },
    /// Paired at once: the game, in both players' DMs with the bot.
    Paired(Box<GameView>),
}

/// An open seek, as `seek list` shows it.
#[derive(Clone, Debug, PartialEq)]
pub struct OpenSeek {
    pub user: UserId,
    pub size: String,
    pub rated: bool,
    pub rating: f64,
    pub range: Option<f64>,
    pub since: Timestamp,
    pub expires_at: Timestamp,
}

impl OpenSeek {
    /// The seek as `seek list` shows it, in `lang`: `name` (the player's
    /// listed name, or "a player"), and `since` as the front end tells times.
    #[must_use]
    pub fn line(&self, lang: crate::i18n::Lang, name: String, since: String) -> String {
        let range = self
            .range
            .map(|r| format!(" ±{}", r.round()))
            .unwrap_or_default();
        lang.format(
            "seek-list-line",
            &[
                ("name", name.into()),
                ("size", self.size.clone().into()),
                ("rated", crate::i18n::yes_no(self.rated).into()),
                ("rating", self.rating.round().into()),
                ("range", range.into()),
                ("since", since.into()),
            ],
        )
    }
}

impl From<SeekRow> for OpenSeek {
    fn from(r: SeekRow) -> OpenSeek {
        OpenSeek {
            user: r.user_id,
            size: r.size,
            rated: r.rated.into(),
            rating: r.rating,
            range: r.rating_range,
            since: r.created_at,
            expires_at: r.expires_at,
        }
    }
}

/// A player's DM with the bot, where their games between servers play.
fn dm_place(dm: ChannelId) -> Place {
    Place::channel(GuildId::DIRECT, dm)
}

impl Service {
    /// `user` seeks a game between servers, to play in `dm` (their DM with
    /// the bot, which the front end checked is open): paired at once with
    /// the oldest compatible seek, or placed in the pool (replacing their
    /// earlier seek) until [`SEEK_TIME`] passes. A seek is compatible when
    /// it asks for the same board and rating, each player's rating is in
    /// the other's range, neither blocked the other, and they have no game
    /// together already. Each seek is claimed once, by one pairing.
    ///
    /// # Errors
    /// The refusals of a challenge (a board that can't be rated, say), a
    /// game already in `dm`, or database failures.
    pub async fn seek(
        &self,
        user: UserId,
        dm: ChannelId,
        options: SeekOptions,
    ) -> Result<SeekOutcome> {
        let place = dm_place(dm);
        let challenge = ChallengeOptions {
            size: Some(options.size.unwrap_or(Size::STANDARD)),
            rated: options.rated,
            ..ChallengeOptions::default()
        };
        let dm_free = async {
            match self.current_game(place).await {
                Ok(_) => Err(ServiceError::DmBusy),
                Err(ServiceError::NoGameHere) => Ok(()),
                Err(e) => Err(e),
            }
        };
        let rating = async {
            Ok(
                store::rating_of(self.store.pool(), store::GLOBAL_LADDER, user)
                    .await?
                    .map_or_else(|| super::rating::fresh(user).rating, |r| r.rating),
            )
        };
        // Independent reads, asked at once: the wait is one round trip to
        // the database, not several.
        let (plan, (), rating) = tokio::try_join!(
            self.check_challenge(place, user, None, &challenge),
            dm_free,
            rating
        )?;
        let now = self.now();
        let size = plan.variant.size.to_string();
        let seek = NewSeek {
            user,
            size: &size,
            rated: plan.rated,
            rating,
            rating_range: options.range.map(f64::from),
            dm_channel: dm,
            now,
            expires_at: now.plus(SEEK_TIME),
        };
        let candidates = store::compatible_seeks(self.store.pool(), &seek, CANDIDATES).await?;
        for candidate in candidates {
            if let Some(game) = self.pair(&seek, &candidate, plan).await? {
                return Ok(SeekOutcome::Paired(Box::new(game)));
            }
        }
        let mut tx = self.store.begin().await?;
        store::place_seek(&mut tx, &seek).await?;
        tx.commit().await?;
        Ok(SeekOutcome::Waiting {
            expires_at: seek.expires_at,
        })
    }

    /// Starts the game of `seek` against `holder`'s seek if the seek is
    /// still there to claim; `None` otherwise.
    async fn pair(
        &self,
        seek: &NewSeek<'_>,
        holder: &SeekRow,
        plan: super::ChallengePlan,
    ) -> Result<Option<GameView>> {
        // Blocks, games together and a busy DM were ruled out in finding
        // the seek; the game's unique channels stop a game started meanwhile.
        let (them, me) = (holder.user_id, seek.user);
        let position = Position::new(plan.variant.size).to_string();
        // The seek's holder is the challenger: the game's channel is their
        // DM, and the mirror the seeker's.
        let place = Place {
            mirror: Some(seek.dm_channel),
            ..dm_place(holder.dm_channel_id)
        };
        let new = NewGame {
            place,
            challenger: them,
            opponent: Some(me),
            colour_choice: crate::values::ColourChoice::Random,
            variant: plan.variant,
            rated: plan.rated,
            ai_level: None,
            position: &position,
            start: None,
            now: seek.now,
            // Started at once below; the expiry only has to lie ahead.
            expires_at: seek.now.plus(self.config.challenge_ttl),
            time_control: None,
        };
        let mut tx = self.store.begin().await?;
        if !store::claim_seek(&mut tx, holder).await? {
            return Ok(None);
        }
        store::withdraw_seek(&mut *tx, me).await?;
        let id = match store::insert_challenge(&mut *tx, &new).await {
            Ok(id) => id,
            // A game started in one of the DMs meanwhile: the seek stays taken
            // only if this pairing commits.
            Err(store::StoreError::ChannelBusy) => return Ok(None),
            Err(e) => return Err(e.into()),
        };
        let row = self.load_row(&mut tx, id).await?;
        self.start(&mut tx, &row, me, plan.turn_limit, seek.now)
            .await?;
        let view = self.view_of(&mut tx, id).await?;
        tx.commit().await?;
        Ok(Some(view))
    }

    /// Withdraws `user`'s seek; false if they had none open.
    ///
    /// # Errors
    /// Database failures.
    pub async fn cancel_seek(&self, user: UserId) -> Result<bool> {
        Ok(store::withdraw_seek(self.store.writer(), user).await?)
    }

    /// The open seeks, oldest first, at most `limit`, with how many are open
    /// in all, and the names of those whose players are listed on the
    /// global ladder (nobody else is named).
    ///
    /// # Errors
    /// Database failures.
    pub async fn open_seeks(
        &self,
        limit: usize,
    ) -> Result<(
        Vec<OpenSeek>,
        u64,
        std::collections::HashMap<UserId, String>,
    )> {
        let pool = self.store.pool();
        let (rows, count) = store::open_seeks(pool, self.now(), limit).await?;
        let seeks: Vec<OpenSeek> = rows.into_iter().map(OpenSeek::from).collect();
        let users: Vec<UserId> = seeks.iter().map(|s| s.user).collect();
        let names = store::ladder_names(pool, &users).await?;
        Ok((seeks, count, names))
    }

    /// `user`'s open seek, if any.
    ///
    /// # Errors
    /// Database failures.
    pub async fn seek_of(&self, user: UserId) -> Result<Option<OpenSeek>> {
        let row = store::seek_of(self.store.pool(), user, self.now()).await?;
        Ok(row.map(OpenSeek::from))
    }

    /// `user` blocks `other` everywhere, or lifts the block: no seek pairs
    /// them, and neither may challenge the other or accept the other's
    /// challenge. Games already running go on.
    ///
    /// # Errors
    /// Blocking oneself, or database failures.
    pub async fn block(&self, user: UserId, other: UserId, change: Blocking) -> Result<()> {
        if user == other {
            return Err(ServiceError::BlockSelf);
        }
        let now = self.now();
        store::set_block(self.store.writer(), user, other, change, now).await?;
        Ok(())
    }

    /// Refuses a game between `a` and `b` if either blocked the other.
    pub(super) async fn refuse_if_blocked(&self, a: UserId, b: UserId) -> Result<()> {
        if store::blocked_between(self.store.pool(), a, b).await? {
            return Err(ServiceError::Blocked);
        }
        Ok(())
    }

    /// Removes expired seeks (the scheduler's chore); how many.
    ///
    /// # Errors
    /// Database failures.
    pub async fn drop_expired_seeks(&self) -> Result<u64> {
        Ok(store::drop_expired_seeks(self.store.writer(), self.now()).await?)
    }
}
