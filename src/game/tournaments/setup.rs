//! Setting a tournament up, and finding it: created, looked up by number
//! or by the thread it lives in, and told where it lives.

use super::rounds::tournament_seed;
use crate::game::challenges::rateable_size;
use crate::game::{
    DEFAULT_GAME_TIME, DEFAULT_MAX_PLAYERS, HISTORY_TOURNAMENTS, MAX_GAME_TIME,
    MAX_ROUND_ROBIN_PLAYERS, MAX_SWISS_ROUNDS, MAX_TOURNAMENT_NAME, MAX_TOURNAMENT_PLAYERS,
    MIN_GAME_TIME, MIN_TOURNAMENT_PLAYERS, Result, Service, ServiceError, TournamentOptions,
    TournamentView, UNRATED_SMALL_BOARD,
};
use crate::store::{self, NewTournament};
use crate::values::{
    ChannelId, GuildId, Place, Tournament, TournamentFormat, TournamentId, TournamentStatus, UserId,
};

impl Service {
    /// `organiser` sets up a tournament in `place`; it opens for sign-up.
    /// The front end vouches that they may run tournaments there.
    ///
    /// # Errors
    /// A name that is empty or too long, an unplayable variant, a rated
    /// tournament on a board too small to rate, or limits out of range.
    pub async fn create_tournament(
        &self,
        place: Place,
        organiser: UserId,
        options: TournamentOptions,
    ) -> Result<TournamentView> {
        let name = options.name.trim();
        let chars = name.chars().count();
        if chars == 0 || chars > MAX_TOURNAMENT_NAME {
            return Err(ServiceError::TournamentName(MAX_TOURNAMENT_NAME));
        }
        let format = options.format.unwrap_or(TournamentFormat::Swiss);
        let most = match format {
            TournamentFormat::RoundRobin | TournamentFormat::DoubleRoundRobin => {
                MAX_ROUND_ROBIN_PLAYERS
            }
            _ => MAX_TOURNAMENT_PLAYERS,
        };
        let max_players = options.max_players.unwrap_or(DEFAULT_MAX_PLAYERS.min(most));
        if !(MIN_TOURNAMENT_PLAYERS as u32..=most).contains(&max_players) {
            return Err(ServiceError::TournamentPlayers(most));
        }
        if let Some(rounds) = options.rounds {
            if format != TournamentFormat::Swiss {
                return Err(ServiceError::RoundsOnlyForSwiss);
            }
            if !(1..=MAX_SWISS_ROUNDS).contains(&rounds) {
                return Err(ServiceError::TournamentRounds(MAX_SWISS_ROUNDS));
            }
        }
        let game_time = options.game_time.unwrap_or(DEFAULT_GAME_TIME);
        if !(MIN_GAME_TIME..=MAX_GAME_TIME).contains(&game_time) {
            return Err(ServiceError::TournamentGameTime {
                min: MIN_GAME_TIME,
                max: MAX_GAME_TIME,
            });
        }
        let settings = self.settings(place.guild).await?;
        let variant = settings.variant_with(options.size, options.opening, options.jumps)?;
        let rated = match options.rated {
            Some(true) if !rateable_size(variant.size) => {
                return Err(ServiceError::CannotBeRated(UNRATED_SMALL_BOARD));
            }
            Some(asked) => asked,
            None => settings.rated && rateable_size(variant.size),
        };
        let now = self.now();
        let new = NewTournament {
            guild: place.guild,
            channel: place.home(),
            organiser,
            name,
            format,
            rounds: options.rounds,
            variant,
            rated,
            max_players,
            starts_at: options.starts_at.filter(|&t| t > now),
            game_secs: game_time.as_secs(),
            seed: tournament_seed(place, organiser, now),
            now,
        };
        let id = store::insert_tournament(self.store.writer(), &new).await?;
        self.tournament(id).await
    }

    /// Tournament `id` with its field and boards.
    ///
    /// # Errors
    /// [`ServiceError::UnknownTournament`] if there is none.
    pub async fn tournament(&self, id: TournamentId) -> Result<TournamentView> {
        let pool = self.store.pool();
        let tournament = store::tournament_by_id(pool, id)
            .await?
            .ok_or(ServiceError::UnknownTournament(id))?;
        Ok(TournamentView {
            tournament,
            entrants: store::entrants_of(pool, id).await?,
            boards: store::boards_of(pool, id).await?,
        })
    }

    /// Tournament `id` of server `guild`: another server's is unknown here.
    ///
    /// # Errors
    /// [`ServiceError::UnknownTournament`] if this server has none by that number.
    pub async fn tournament_in(&self, guild: GuildId, id: TournamentId) -> Result<TournamentView> {
        match self.tournament(id).await {
            Ok(view) if view.tournament.guild == guild => Ok(view),
            Ok(_) => Err(ServiceError::UnknownTournament(id)),
            Err(e) => Err(e),
        }
    }

    /// A server's tournaments in sign-up or running, newest first.
    ///
    /// # Errors
    /// Database failures.
    pub async fn current_tournaments(&self, guild: GuildId) -> Result<Vec<Tournament>> {
        let current = [TournamentStatus::SignUp, TournamentStatus::Running];
        Ok(store::tournaments_in(self.store.pool(), guild, &current, HISTORY_TOURNAMENTS).await?)
    }

    /// The tournament a command that names none means: the one whose thread
    /// `channel` is, else the newest in sign-up or running, else the last
    /// one finished.
    ///
    /// # Errors
    /// [`ServiceError::NoTournamentHere`] if the server has none.
    pub async fn tournament_meant(
        &self,
        guild: GuildId,
        channel: ChannelId,
    ) -> Result<TournamentView> {
        let pool = self.store.pool();
        let current = [TournamentStatus::SignUp, TournamentStatus::Running];
        let open = store::tournaments_in(pool, guild, &current, HISTORY_TOURNAMENTS).await?;
        let finished = [TournamentStatus::Finished];
        let meant = match open
            .iter()
            .find(|t| t.home == Some(channel))
            .or(open.first())
        {
            Some(t) => t.id,
            None => store::tournaments_in(pool, guild, &finished, 1)
                .await?
                .first()
                .map(|t| t.id)
                .ok_or(ServiceError::NoTournamentHere)?,
        };
        self.tournament(meant).await
    }

    /// The server's hall of fame: its last finished tournaments, newest
    /// first, each with its final standings.
    ///
    /// # Errors
    /// Database failures.
    pub async fn tournament_history(&self, guild: GuildId) -> Result<Vec<TournamentView>> {
        let finished = [TournamentStatus::Finished];
        let rows =
            store::tournaments_in(self.store.pool(), guild, &finished, HISTORY_TOURNAMENTS).await?;
        let mut views = Vec::with_capacity(rows.len());
        for row in rows {
            views.push(self.tournament(row.id).await?);
        }
        Ok(views)
    }

    /// Records the tournament's own thread or forum post (and the forum),
    /// and its announcement, once the front end has made them.
    ///
    /// # Errors
    /// Database failures.
    pub async fn set_tournament_home(
        &self,
        id: TournamentId,
        home: Option<ChannelId>,
        announcement: Option<crate::values::MessageId>,
        forum: Option<ChannelId>,
    ) -> Result<()> {
        store::set_tournament_home(self.store.writer(), id, home, announcement, forum).await?;
        Ok(())
    }

    /// Records (or, with `None`, forgets) the Discord scheduled event that
    /// marks the tournament's start.
    ///
    /// # Errors
    /// Database failures.
    pub async fn set_tournament_event(&self, id: TournamentId, event: Option<u64>) -> Result<()> {
        store::set_tournament_event(self.store.writer(), id, event).await?;
        Ok(())
    }
}
