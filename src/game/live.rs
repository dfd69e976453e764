//! The games a board page offers, and the stamp its live view polls: reads
//! for a front end that shows games as they change (the Activity).

use std::collections::HashMap;

use super::{GameView, Result, Service};
use crate::store;
use crate::values::{GameId, Place, UserId};

/// The most games of each list a page is offered.
pub const LISTED_GAMES: i64 = 25;

/// What a board page opened in `place` offers `user`.
#[derive(Clone, Debug)]
pub struct GamesOffered {
    /// The open challenge or running game of the place itself (a game's thread).
    pub here: Option<GameView>,
    /// The user's running games and open challenges everywhere, those where
    /// it is their move first.
    pub mine: Vec<GameView>,
    /// The running games of the place and its threads, to watch, the one
    /// moved in last first.
    pub watch: Vec<GameView>,
    /// The open challenges of the place and its threads that the user may
    /// accept (to anyone, or to them), the newest first.
    pub open: Vec<GameView>,
}

/// Changes whenever its game does (a move, a takeback asked or answered,
/// the challenge's answer, the game's end).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameStamp(i64, String, i64, bool);

impl Service {
    /// The games a board page in `place` offers `user`.
    ///
    /// # Errors
    /// Database failures.
    pub async fn games_offered(&self, place: Place, user: UserId) -> Result<GamesOffered> {
        let here = match store::open_game_in_channel(self.store.pool(), place.channel).await? {
            Some(row) => Some(self.view(row)?),
            None => None,
        };
        let views = |rows: Vec<store::GameRow>| {
            rows.into_iter()
                .map(|row| self.view(row))
                .collect::<Result<Vec<_>>>()
        };
        let pool = self.store.pool();
        let mut mine = views(store::open_games_with(pool, user, LISTED_GAMES).await?)?;
        // Stable: among games of the same kind, the newest stays first.
        mine.sort_by_key(|view| view.player_to_move() != Some(user));
        let watch = views(store::running_games_in(pool, place.channel, LISTED_GAMES).await?)?;
        let open = store::challenges_open_to(pool, place.channel, user, LISTED_GAMES).await?;
        Ok(GamesOffered {
            here,
            mine,
            watch,
            open: views(open)?,
        })
    }

    /// The stamps of those of `games` that exist: what one poller reads for
    /// every page open on this process.
    ///
    /// # Errors
    /// Database failures.
    pub async fn game_stamps(&self, games: &[GameId]) -> Result<HashMap<GameId, GameStamp>> {
        let stamps = store::game_stamps(self.store.pool(), games).await?;
        Ok(stamps
            .into_iter()
            .map(|(id, ply, status, updated, takeback)| {
                (id, GameStamp(ply, status, updated.0, takeback))
            })
            .collect())
    }
}
