//! Seasons: a server's competition starting afresh. A season ranks players
//! by the rated games they won while it ran (a point a win; fewer losses,
//! then the id, break ties), from zero for everyone; ratings stay all-time.
//! Starting a season closes the one running: its table is archived and its
//! champion named.

use super::{Result, Service, ServiceError};
use crate::store::{self, SeasonTallyRow, StoreError};
use crate::values::Season;
use crate::values::{GuildId, UserId};

/// Longest season name, in characters.
pub const MAX_SEASON_NAME: usize = 60;

/// One line of a season's table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeasonStanding {
    /// Players level on wins and losses share a rank.
    pub rank: usize,
    pub user: UserId,
    /// Points: one a win.
    pub wins: u32,
    pub losses: u32,
}

/// A season and its table: live while it runs, archived once it ends.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeasonTable {
    pub season: Season,
    pub standings: Vec<SeasonStanding>,
}

impl SeasonTable {
    pub fn running(&self) -> bool {
        self.season.ended_at.is_none()
    }

    /// The players ranked first: none for a season without rated games.
    pub fn champions(&self) -> Vec<UserId> {
        self.standings
            .iter()
            .filter(|s| s.rank == 1)
            .map(|s| s.user)
            .collect()
    }
}

/// Tallies in table order, ranked.
fn ranked(rows: Vec<SeasonTallyRow>) -> Vec<SeasonStanding> {
    let count = |n: i64| u32::try_from(n).unwrap_or(0);
    let mut standings: Vec<SeasonStanding> = rows
        .into_iter()
        .map(|r| SeasonStanding {
            rank: 0,
            user: r.user_id,
            wins: count(r.wins),
            losses: count(r.losses),
        })
        .collect();
    standings.sort_by(|a, b| {
        b.wins
            .cmp(&a.wins)
            .then(a.losses.cmp(&b.losses))
            .then(a.user.cmp(&b.user))
    });
    for i in 0..standings.len() {
        standings[i].rank = match i.checked_sub(1).map(|p| &standings[p]) {
            Some(prev) if (prev.wins, prev.losses) == (standings[i].wins, standings[i].losses) => {
                prev.rank
            }
            _ => i + 1,
        };
    }
    standings
}

impl Service {
    /// `by` (whom the front end vouches may manage the server) starts a new
    /// season named `name`: the running one, if any, ends now, its table
    /// archived. Returns the season ended (with its final table) and the new one.
    ///
    /// # Errors
    /// A name that is empty or too long; another season started at the same moment.
    pub async fn start_season(
        &self,
        guild: GuildId,
        by: UserId,
        name: &str,
    ) -> Result<(Option<SeasonTable>, Season)> {
        let name = name.trim();
        let chars = name.chars().count();
        if chars == 0 || chars > MAX_SEASON_NAME {
            return Err(ServiceError::SeasonName(MAX_SEASON_NAME));
        }
        let now = self.now();
        let mut tx = self.store.begin().await?;
        let ended = match store::end_season(&mut tx, guild, now).await? {
            Some(season) => {
                let tallies =
                    store::season_tallies(&mut *tx, guild, season.started_at, season.ended_at)
                        .await?;
                let standings = ranked(tallies);
                for s in &standings {
                    let row = SeasonTallyRow {
                        user_id: s.user,
                        wins: i64::from(s.wins),
                        losses: i64::from(s.losses),
                    };
                    let rank = i64::try_from(s.rank).unwrap_or(i64::MAX);
                    store::archive_season_row(&mut tx, season.id, rank, &row).await?;
                }
                Some(SeasonTable { season, standings })
            }
            None => None,
        };
        let started = match store::insert_season(&mut tx, guild, name, by, now).await {
            Ok(season) => season,
            // Another process started one first: this one changed nothing.
            Err(StoreError::Sqlx(sqlx::Error::Database(e))) if e.is_unique_violation() => {
                return Err(ServiceError::PositionChanged);
            }
            Err(e) => return Err(e.into()),
        };
        tx.commit().await?;
        Ok((ended, started))
    }

    /// The server's seasons, newest first.
    ///
    /// # Errors
    /// Database failures.
    pub async fn seasons(&self, guild: GuildId) -> Result<Vec<Season>> {
        Ok(store::seasons_of(self.store.pool(), guild).await?)
    }

    /// Season `number`'s table, or the running season's if `None` (then
    /// `Ok(None)` when no season runs).
    ///
    /// # Errors
    /// [`ServiceError::UnknownSeason`] for a number the server never had.
    pub async fn season_table(
        &self,
        guild: GuildId,
        number: Option<u32>,
    ) -> Result<Option<SeasonTable>> {
        let pool = self.store.pool();
        let seasons = store::seasons_of(pool, guild).await?;
        let season = match number {
            None => match seasons.into_iter().find(|s| s.ended_at.is_none()) {
                Some(season) => season,
                None => return Ok(None),
            },
            Some(n) => seasons
                .into_iter()
                .find(|s| s.number == i64::from(n))
                .ok_or(ServiceError::UnknownSeason(n))?,
        };
        let rows = if season.ended_at.is_some() {
            store::archived_season(pool, season.id).await?
        } else {
            store::season_tallies(pool, guild, season.started_at, None).await?
        };
        Ok(Some(SeasonTable {
            season,
            standings: ranked(rows),
        }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn players_level_on_wins_and_losses_share_a_rank() {
        let row = |user: u64, wins: i64, losses: i64| SeasonTallyRow {
            user_id: UserId(user),
            wins,
            losses,
        };
        let standings = ranked(vec![row(3, 2, 1), row(1, 3, 0), row(2, 2, 1), row(4, 2, 0)]);
        let order: Vec<(u64, usize)> = standings.iter().map(|s| (s.user.0, s.rank)).collect();
        assert_eq!(order, [(1, 1), (4, 2), (2, 3), (3, 3)]);
    }
}
