//! Ratings, leaderboards, player statistics and game histories.

use std::collections::HashMap;

use super::{
    GameSummary, GlobalStanding, HISTORY_GAMES, LEADERBOARD_PAGE, LeaderboardEntry,
    LeaderboardPage, PlayerStats, RATING_HISTORY, RECENT_GAMES, RatingPoint, Result, Service,
};
use crate::store::{self, Ladder};
use crate::values::{GuildId, UserId};

impl Service {
    /// One page (1-based, clamped to the pages there are) of a server's leaderboard.
    ///
    /// # Errors
    /// Database failures.
    pub async fn leaderboard(&self, guild: GuildId, page: usize) -> Result<LeaderboardPage> {
        self.ladder_page(Ladder::Server(guild), page).await
    }

    /// One page of the global ladder's leaderboard, which lists only the
    /// players who chose to be, each with the name they chose it under.
    ///
    /// # Errors
    /// Database failures.
    pub async fn global_leaderboard(
        &self,
        page: usize,
    ) -> Result<(LeaderboardPage, HashMap<UserId, String>)> {
        let board = self.ladder_page(Ladder::Global, page).await?;
        let users: Vec<UserId> = board.entries.iter().map(|e| e.user).collect();
        let names = store::ladder_names(self.store.pool(), &users).await?;
        Ok((board, names))
    }

    async fn ladder_page(&self, ladder: Ladder, page: usize) -> Result<LeaderboardPage> {
        let pool = self.store.pool();
        let players = store::rated_player_count(pool, ladder).await?;
        let pages = players.div_ceil(LEADERBOARD_PAGE).max(1);
        let page = page.clamp(1, pages);
        let offset = (page - 1) * LEADERBOARD_PAGE;
        let rows = store::leaderboard(pool, ladder, offset, LEADERBOARD_PAGE).await?;
        let entries = rows
            .into_iter()
            .enumerate()
            .map(|(i, r)| LeaderboardEntry {
                rank: offset + i + 1,
                user: r.user_id,
                rating: r.rating,
                deviation: r.deviation,
                games: tally(r.games),
                wins: tally(r.wins),
                losses: tally(r.losses),
            })
            .collect();
        Ok(LeaderboardPage {
            page,
            pages,
            entries,
        })
    }

    /// Whether `user` chose to be listed on the global ladder, and whether
    /// they have a rated game on it yet (it ranks only those who do).
    ///
    /// # Errors
    /// Database failures.
    pub async fn global_listing(&self, user: UserId) -> Result<(bool, bool)> {
        let pool = self.store.pool();
        let listed = !store::ladder_names(pool, &[user]).await?.is_empty();
        let rated = store::rating_of(pool, store::GLOBAL_LADDER, user)
            .await?
            .is_some_and(|r| r.games > 0);
        Ok((listed, rated))
    }

    /// Lists `user` on the global ladder's leaderboard under `name`, or
    /// (`None`) takes them off it. Their global rating is kept either way.
    ///
    /// # Errors
    /// Database failures.
    pub async fn set_listed(&self, user: UserId, name: Option<&str>) -> Result<()> {
        // Discord's longest display name; a front end's own names are cut alike.
        const MAX_LISTED_NAME: usize = 32;
        let name: Option<String> = name.map(|n| n.trim().chars().take(MAX_LISTED_NAME).collect());
        let mut tx = self.store.begin().await?;
        store::set_ladder_listing(&mut tx, user, name.as_deref(), self.now()).await?;
        tx.commit().await?;
        Ok(())
    }

    /// A player's rating after each of their last [`RATING_HISTORY`] rated
    /// games in a server, oldest first, starting from the rating before the
    /// first of them; empty without rated games.
    ///
    /// # Errors
    /// Database failures.
    pub async fn rating_history(&self, guild: GuildId, user: UserId) -> Result<Vec<RatingPoint>> {
        let rows = store::rating_history(self.store.pool(), guild, user, RATING_HISTORY).await?;
        let Some(first) = rows.first() else {
            return Ok(Vec::new());
        };
        // The deviation before a change is not kept: before a player's first
        // game it is a newcomer's; further back, the first change's stands in.
        let from_the_start = rows.len() < RATING_HISTORY;
        let start = RatingPoint {
            at: first.changed_at,
            rating: first.rating_before,
            deviation: if from_the_start {
                super::rating::fresh(user).deviation
            } else {
                first.deviation
            },
        };
        Ok(std::iter::once(start)
            .chain(rows.iter().map(|r| RatingPoint {
                at: r.changed_at,
                rating: r.rating_after,
                deviation: r.deviation,
            }))
            .collect())
    }

    /// A player's rating, tallies and most recent games in a server.
    ///
    /// # Errors
    /// Database failures.
    pub async fn stats(&self, guild: GuildId, user: UserId) -> Result<PlayerStats> {
        // Direct messages have no ladder of their own: their rated games are
        // the global ladder's, shown (or not) by its own rule.
        let rating = match guild {
            GuildId::DIRECT => None,
            _ => store::rating_of(self.store.pool(), guild, user).await?,
        };
        let (casual_wins, casual_losses) =
            store::casual_record(self.store.pool(), guild, user).await?;
        let recent = self.finished_games(guild, user, RECENT_GAMES).await?;
        let global = store::rating_of(self.store.pool(), store::GLOBAL_LADDER, user).await?;
        let listed = !store::ladder_names(self.store.pool(), &[user])
            .await?
            .is_empty();
        Ok(PlayerStats {
            global: global.map(|r| GlobalStanding {
                rating: r.rating,
                deviation: r.deviation,
                games: tally(r.games),
                listed,
            }),
            user,
            rating: rating.as_ref().map(|r| r.rating),
            deviation: rating.as_ref().map(|r| r.deviation),
            games: rating.as_ref().map_or(0, |r| tally(r.games)),
            wins: rating.as_ref().map_or(0, |r| tally(r.wins)),
            losses: rating.as_ref().map_or(0, |r| tally(r.losses)),
            casual_wins: tally(casual_wins),
            casual_losses: tally(casual_losses),
            streak: rating
                .as_ref()
                .map_or(0, |r| i32::try_from(r.streak).unwrap_or(0)),
            recent,
        })
    }

    /// Which of `users` have not finished a game in this server: boards
    /// tell them how to move.
    ///
    /// # Errors
    /// Database failures.
    pub async fn newcomers(&self, guild: GuildId, users: &[UserId]) -> Result<Vec<UserId>> {
        Ok(store::newcomers(self.store.pool(), guild, users).await?)
    }

    /// Turns a member's direct-message notices (their turn, the half-time
    /// reminder, a forfeit) on or off in a server.
    ///
    /// # Errors
    /// Database failures.
    pub async fn set_dm_notices(&self, guild: GuildId, user: UserId, on: bool) -> Result<()> {
        Ok(store::set_dm_notices(self.store.writer(), guild, user, on).await?)
    }

    /// Which of `users` want their notices by direct message in this server.
    ///
    /// # Errors
    /// Database failures.
    pub async fn wanting_dm_notices(
        &self,
        guild: GuildId,
        users: &[UserId],
    ) -> Result<Vec<UserId>> {
        Ok(store::wanting_dm_notices(self.store.pool(), guild, users).await?)
    }

    /// A player's last [`HISTORY_GAMES`] finished games in a server, newest first.
    ///
    /// # Errors
    /// Database failures.
    pub async fn history(&self, guild: GuildId, user: UserId) -> Result<Vec<GameSummary>> {
        self.finished_games(guild, user, HISTORY_GAMES).await
    }

    pub(super) async fn finished_games(
        &self,
        guild: GuildId,
        user: UserId,
        limit: usize,
    ) -> Result<Vec<GameSummary>> {
        let rows = store::finished_games_of(self.store.pool(), guild, user, limit).await?;
        let ids: Vec<_> = rows.iter().map(|r| r.id).collect();
        let changes: HashMap<_, _> = store::rating_changes_of_player(self.store.pool(), user, &ids)
            .await?
            .into_iter()
            .map(|c| (c.game_id, c))
            .collect();
        let mut out = Vec::with_capacity(rows.len());
        for row in rows {
            let view = self.view(row)?;
            let (Some(colour), Some(outcome)) = (view.colour_of(user), view.game.outcome()) else {
                continue;
            };
            let opponent = view.player(colour.other()).unwrap_or(user);
            let rating_change = changes.get(&view.id).map(|c| super::RatingChange {
                user,
                before: c.rating_before,
                after: c.rating_after,
            });
            out.push(GameSummary {
                id: view.id,
                opponent,
                colour,
                won: outcome.winner == colour,
                outcome,
                moves: view.ply(),
                rated: view.rated,
                finished_at: view.finished_at.unwrap_or(view.created_at),
                rating_change,
                takebacks: view.takebacks,
            });
        }
        Ok(out)
    }
}

/// A stored count (never negative in practice).
fn tally(n: i64) -> u32 {
    u32::try_from(n).unwrap_or(0)
}
