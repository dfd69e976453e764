//! Following games: a member who doesn't play a game hears about it by
//! direct message at each move, or only at its end. A follower of every
//! move in a game played in a thread is added to the thread instead, where
//! the bot can; the front end says so with [`Service::followed_in_thread`].
//! Only games the member could look up from where they ask are followable
//! (see [`Service::game_visible`]).

use super::{GameView, Result, Service, ServiceError};
use crate::store::{self, FollowRow};
use crate::values::{GameId, GuildId, Place, UserId};

/// Running games a member may follow at once.
pub const MAX_FOLLOWED: u32 = 50;
/// Followers one game may have: each move costs a direct message apiece.
pub const MAX_FOLLOWERS: u32 = 100;

/// What a follower hears.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FollowNotices {
    /// Each move, and the end.
    EveryMove,
    /// The end only.
    Result,
}

/// A game a member follows, and how.
#[derive(Clone, Debug)]
pub struct Followed {
    pub game: GameView,
    pub notices: FollowNotices,
    /// Added to the game's thread rather than sent direct messages.
    pub in_thread: bool,
}

impl Service {
    /// `user`, at `place`, follows game `game` (or changes what they hear):
    /// the game.
    ///
    /// # Errors
    /// A game they can't see from here, one they play in, one that is over,
    /// [`MAX_FOLLOWED`] running games followed already, a game with
    /// [`MAX_FOLLOWERS`]; database failures.
    pub async fn follow(
        &self,
        place: Place,
        user: UserId,
        game: GameId,
        notices: FollowNotices,
    ) -> Result<GameView> {
        let view = self.game_visible(place, user, game).await?;
        super::actions::check_follow(&view, user)?;
        let pool = self.store.pool();
        let already = store::followers_of(pool, game)
            .await?
            .iter()
            .any(|f| f.user_id == user);
        // Counted before the write: two follows at the same moment may pass
        // the limit by one, which costs nothing.
        if !already && store::running_follows(pool, user).await? >= i64::from(MAX_FOLLOWED) {
            return Err(ServiceError::FollowLimit(MAX_FOLLOWED));
        }
        let every_move = notices == FollowNotices::EveryMove;
        let (now, limit) = (self.now(), i64::from(MAX_FOLLOWERS));
        let mut tx = self.store.begin().await?;
        if !store::lock_running_game(&mut tx, game).await? {
            return Err(ServiceError::FollowOver(game));
        }
        if !store::follow(&mut *tx, game, user, every_move, now, limit).await? {
            return Err(ServiceError::FollowersFull(game));
        }
        tx.commit().await?;
        Ok(view)
    }

    /// Records that `user`, following every move of `game`, was added to
    /// its thread: they get no direct messages for it.
    ///
    /// # Errors
    /// Database failures.
    pub async fn followed_in_thread(&self, game: GameId, user: UserId) -> Result<()> {
        Ok(store::mark_followed_in_thread(self.store.writer(), game, user).await?)
    }

    /// `user` stops following `game`.
    ///
    /// # Errors
    /// [`ServiceError::NotFollowing`]; database failures.
    pub async fn unfollow(&self, user: UserId, game: GameId) -> Result<()> {
        if store::unfollow(self.store.writer(), game, user).await? {
            Ok(())
        } else {
            Err(ServiceError::NotFollowing(game))
        }
    }

    /// The running games of server `guild` that `user` follows.
    ///
    /// # Errors
    /// Database failures.
    pub async fn followed_games(&self, guild: GuildId, user: UserId) -> Result<Vec<Followed>> {
        let rows =
            store::follows_of(self.store.pool(), guild, user, i64::from(MAX_FOLLOWED)).await?;
        let mut followed = Vec::with_capacity(rows.len());
        for row in rows {
            followed.push(Followed {
                game: self.game(row.game_id).await?,
                notices: notices_of(&row),
                in_thread: row.in_thread.0,
            });
        }
        Ok(followed)
    }

    /// Who hears of `game`'s new board by direct message: at a move, those
    /// following every move outside its thread; at its end, everyone but
    /// those in its thread, who see the end there.
    ///
    /// # Errors
    /// Database failures.
    pub async fn followers_to_tell(&self, game: GameId, ended: bool) -> Result<Vec<UserId>> {
        let followers = store::followers_of(self.store.pool(), game).await?;
        Ok(followers
            .iter()
            .filter(|f| {
                let in_thread = f.in_thread.0 && f.every_move.0;
                !in_thread && (ended || f.every_move.0)
            })
            .map(|f| f.user_id)
            .collect())
    }

    /// Forgets the followers of a game whose end they were told.
    ///
    /// # Errors
    /// Database failures.
    pub async fn forget_followers(&self, game: GameId) -> Result<()> {
        store::forget_followers(self.store.writer(), game).await?;
        Ok(())
    }
}

fn notices_of(row: &FollowRow) -> FollowNotices {
    if row.every_move.0 {
        FollowNotices::EveryMove
    } else {
        FollowNotices::Result
    }
}
