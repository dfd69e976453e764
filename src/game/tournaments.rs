//! Tournaments: sign-up, rounds paired and played, withdrawals, the time
//! rule, and the standings, over the pairing rules of [`crate::tournament`].
//!
//! Nothing is kept in process memory: the scheduler of any process calls
//! [`Service::process_tournaments`], which pairs a round, adds a knockout
//! match's next game, adjudicates a game at its deadline and closes the
//! tournament, each through a claim in the database, so it happens once.
//! The games themselves are ordinary games (moves, forfeits, ratings),
//! linked to their boards; a front end gives each one its place (a thread)
//! through [`Service::claim_boards_to_start`] and [`Service::start_board_game`].

use std::collections::HashMap;
use std::time::Duration;

use super::challenges::rateable_size;
use super::{GameView, Result, Service, ServiceError, rating};
use crate::ai::{Brain, Limits, Stop};
use crate::engine::{Color, EndReason, JumpRule, Opening, Outcome, Position, Size};
use crate::store::{self, Ending, GameStart, NewBoard, NewGame, NewTournament};
use crate::tournament::{self, Board, Entrant, KnockoutMatch, MatchState, Standing};
use crate::values::{
    Authority, BoardKey, BoardKind, ChannelId, ColourChoice, GameId, GameStatus, GuildId, Place,
    Timestamp, Tournament, TournamentBoard, TournamentEntrant, TournamentFormat, TournamentId,
    TournamentStatus, UserId,
};

/// The most entrants a tournament may take.
pub const MAX_TOURNAMENT_PLAYERS: u32 = 256;
/// The most entrants of a round robin: 15 rounds, or 30 when double.
pub const MAX_ROUND_ROBIN_PLAYERS: u32 = 16;
/// Entrants a tournament takes unless its organiser says otherwise.
pub const DEFAULT_MAX_PLAYERS: u32 = 64;
/// Fewest entrants a tournament starts with.
pub const MIN_TOURNAMENT_PLAYERS: usize = 2;
/// Most rounds a Swiss may be given.
pub const MAX_SWISS_ROUNDS: u32 = 20;
/// Longest name, in characters.
pub const MAX_TOURNAMENT_NAME: usize = 80;
/// How long a game may last from its start unless the organiser says otherwise.
pub const DEFAULT_GAME_TIME: Duration = Duration::from_secs(7 * 86_400);
pub const MIN_GAME_TIME: Duration = Duration::from_secs(3600);
pub const MAX_GAME_TIME: Duration = Duration::from_secs(60 * 86_400);
/// How long a process may take to give a board's game its place before
/// another process may try.
const BOARD_CLAIM: Duration = Duration::from_secs(120);
/// The solver's share of an adjudication: a small table and a node budget,
/// some tens of milliseconds, so a deadline never holds the scheduler up.
const ADJUDICATION_TABLE_BYTES: usize = 8 << 20;
const ADJUDICATION_NODES: u64 = 2_000_000;
/// Finished tournaments a server's hall of fame lists.
pub const HISTORY_TOURNAMENTS: usize = 10;

/// What an organiser asks for; unset fields take the defaults (the server's
/// variant and rating setting).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TournamentOptions {
    pub name: String,
    pub format: Option<TournamentFormat>,
    /// Swiss only: ⌈log₂ players⌉ + 1 if unset.
    pub rounds: Option<u32>,
    pub size: Option<Size>,
    pub opening: Option<Opening>,
    pub jumps: Option<JumpRule>,
    pub rated: Option<bool>,
    pub max_players: Option<u32>,
    /// When it starts by itself; unset: when the organiser starts it.
    pub starts_at: Option<Timestamp>,
    /// How long each game may last.
    pub game_time: Option<Duration>,
}

/// A tournament with its field and every board so far.
#[derive(Clone, Debug, PartialEq)]
pub struct TournamentView {
    pub tournament: Tournament,
    /// In the order they joined.
    pub entrants: Vec<TournamentEntrant>,
    /// In round, board and leg order.
    pub boards: Vec<TournamentBoard>,
}

/// A board whose game a front end should now give a place and start.
#[derive(Clone, Debug, PartialEq)]
pub struct BoardToStart {
    pub tournament: Tournament,
    pub key: BoardKey,
    pub black: UserId,
    pub white: UserId,
}

/// What a scheduler pass over the tournaments did, for the front end to announce.
#[derive(Clone, Debug, PartialEq)]
pub enum TournamentEvent {
    /// Round `round` (from 0) was paired: the first when the tournament
    /// started. The standings are those after the rounds before it.
    RoundPaired { view: TournamentView, round: u32 },
    /// The last round closed: the final standings are in `view`.
    Finished { view: TournamentView },
    /// It was due to start by itself with too few entrants, so it was
    /// called off.
    Cancelled { view: TournamentView },
}

/// What a withdrawal did.
#[derive(Clone, Debug, PartialEq)]
pub struct Withdrawal {
    pub view: TournamentView,
    pub user: UserId,
    /// Games of theirs decided against them: running games (announced in
    /// their threads by the scheduler) and games not yet begun.
    pub forfeited: Vec<BoardKey>,
}

impl TournamentEvent {
    /// The tournament as the event left it.
    pub fn view(&self) -> &TournamentView {
        match self {
            TournamentEvent::RoundPaired { view, .. }
            | TournamentEvent::Finished { view }
            | TournamentEvent::Cancelled { view } => view,
        }
    }
}

impl TournamentView {
    pub fn id(&self) -> TournamentId {
        self.tournament.id
    }

    pub fn status(&self) -> TournamentStatus {
        self.tournament.status
    }

    pub fn game_time(&self) -> Duration {
        Duration::from_secs(self.tournament.game_secs)
    }

    pub fn is_entered(&self, user: UserId) -> bool {
        self.entrants.iter().any(|e| e.user_id == user)
    }

    /// Entrants still playing.
    pub fn active_entrants(&self) -> impl Iterator<Item = &TournamentEntrant> {
        self.entrants.iter().filter(|e| e.withdrawn_from.is_none())
    }

    /// The rounds the tournament plays, fixed at the start (or asked for
    /// a Swiss); 0 while the field decides them.
    pub fn total_rounds(&self) -> u32 {
        self.tournament.rounds.unwrap_or(0)
    }

    /// The boards of round `round` (from 0).
    pub fn round(&self, round: u32) -> impl Iterator<Item = &TournamentBoard> {
        self.boards.iter().filter(move |b| b.key.round == round)
    }

    /// The standings after every game decided so far: rank, points and
    /// tie-breaks for Swiss and round robin; for a knockout, the round each
    /// player went out in ranks first (the champion, the finalist, then
    /// both losing semi-finalists third).
    pub fn standings(&self) -> Vec<Standing> {
        let entrants = self.field();
        let history = self.history();
        let format = self.tournament.format;
        let round_robin = matches!(
            format,
            TournamentFormat::RoundRobin | TournamentFormat::DoubleRoundRobin
        );
        let mut standings = tournament::standings(&entrants, &history, round_robin);
        if format == TournamentFormat::Knockout {
            let out = self.knocked_out();
            let lasted = |id: u64| out.get(&id).copied().unwrap_or(u32::MAX);
            let seeds = tournament::seeded(&entrants);
            let seed = |id: u64| seeds.iter().position(|e| e.id == id).unwrap_or(usize::MAX);
            standings.sort_by(|a, b| {
                lasted(b.id)
                    .cmp(&lasted(a.id))
                    .then(b.points.cmp(&a.points))
                    .then(seed(a.id).cmp(&seed(b.id)))
            });
            let lasts: Vec<u32> = standings.iter().map(|s| lasted(s.id)).collect();
            for (i, s) in standings.iter_mut().enumerate() {
                s.rank = 1 + lasts.iter().take(i).filter(|&&l| l > lasts[i]).count();
            }
        }
        standings
    }

    /// The entrants as the pairing rules see them.
    fn field(&self) -> Vec<Entrant> {
        self.entrants
            .iter()
            .map(|e| Entrant {
                id: e.user_id.0,
                rating: e.rating,
                withdrawn_from: e.withdrawn_from.and_then(|r| u32::try_from(r).ok()),
            })
            .collect()
    }

    /// Every paired round as the pairing rules see it: a game counts once it
    /// has a winner (an aborted game counts as played, with no point).
    fn history(&self) -> Vec<tournament::Round> {
        (0..self.tournament.current_round)
            .map(|r| {
                self.round(r)
                    .map(|b| as_board(b, self.tournament.format))
                    .collect()
            })
            .collect()
    }

    /// The round each knocked-out player lost their match in.
    fn knocked_out(&self) -> HashMap<u64, u32> {
        let mut out = HashMap::new();
        for round in 0..self.tournament.current_round {
            for m in self.matches(round) {
                if let (MatchState::Won(winner), Some(second)) = (m.state, m.pair.second) {
                    let loser = if winner == m.pair.first {
                        second
                    } else {
                        m.pair.first
                    };
                    out.insert(loser, round);
                }
            }
        }
        out
    }

    /// A knockout round's matches, in bracket order, with where each stands.
    fn matches(&self, round: u32) -> Vec<MatchNow> {
        let mut matches: Vec<MatchNow> = Vec::new();
        for b in self.round(round) {
            if b.key.leg > 0 {
                continue;
            }
            let pair = KnockoutMatch {
                first: b.black.0,
                second: b.white.map(|w| w.0),
            };
            let legs: Vec<&TournamentBoard> = self
                .round(round)
                .filter(|l| l.key.board == b.key.board)
                .collect();
            // An aborted game is played again: it is left out.
            let games: Vec<Board> = legs
                .iter()
                .filter(|l| l.game_status != Some(GameStatus::Aborted))
                .map(|l| as_board(l, TournamentFormat::Knockout))
                .collect();
            let mut state = pair.state(&games, self.tournament.seed);
            let pending = legs.iter().any(|l| is_undecided(l));
            if let (MatchState::Next { .. }, true) = (state, pending) {
                state = MatchState::Playing;
            }
            if !matches!(state, MatchState::Won(_)) {
                let withdrawn = |id: u64| {
                    self.entrants
                        .iter()
                        .any(|e| e.user_id.0 == id && e.withdrawn_from.is_some())
                };
                match pair.second {
                    Some(second) if withdrawn(pair.first) => state = MatchState::Won(second),
                    Some(second) if withdrawn(second) => state = MatchState::Won(pair.first),
                    _ => {}
                }
            }
            matches.push(MatchNow {
                board: b.key.board,
                legs: u32::try_from(legs.len()).unwrap_or(u32::MAX),
                pair,
                state,
            });
        }
        matches
    }

    /// Whether every board of the round in play is decided.
    fn round_in_play_is_over(&self) -> bool {
        let Some(round) = self.tournament.current_round.checked_sub(1) else {
            return false;
        };
        if self.tournament.format == TournamentFormat::Knockout {
            return self
                .matches(round)
                .iter()
                .all(|m| matches!(m.state, MatchState::Won(_)));
        }
        self.round(round).all(|b| !is_undecided(b))
    }
}

/// A knockout match as it stands.
struct MatchNow {
    board: u32,
    legs: u32,
    pair: KnockoutMatch,
    state: MatchState,
}

/// Whether a game board still waits for its result.
fn is_undecided(b: &TournamentBoard) -> bool {
    b.kind == BoardKind::Game
        && b.forfeited_by.is_none()
        && !matches!(
            b.game_status,
            Some(GameStatus::Finished | GameStatus::Aborted)
        )
}

/// A stored board as the pairing rules see it.
fn as_board(b: &TournamentBoard, format: TournamentFormat) -> Board {
    match (b.kind, b.white) {
        (BoardKind::Game, Some(white)) => {
            let winner = match b.forfeited_by {
                Some(loser) if loser == b.black => Some(Color::White),
                Some(_) => Some(Color::Black),
                None => b.winner,
            };
            Board::Game {
                black: b.black.0,
                white: white.0,
                winner,
            }
        }
        // A knockout bye passes a player on, with no point.
        (BoardKind::Bye, _) if format != TournamentFormat::Knockout => Board::Bye(b.black.0),
        _ => Board::Rest(b.black.0),
    }
}

/// The rounds a format plays for `players`, given the organiser's `asked` (Swiss only).
fn planned_rounds(format: TournamentFormat, asked: Option<u32>, players: usize) -> u32 {
    match format {
        TournamentFormat::Swiss => asked.unwrap_or_else(|| tournament::swiss_rounds(players)),
        TournamentFormat::RoundRobin => tournament::round_robin_rounds(players, false),
        TournamentFormat::DoubleRoundRobin => tournament::round_robin_rounds(players, true),
        TournamentFormat::Knockout => players.max(2).next_power_of_two().trailing_zeros(),
    }
}

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
                return Err(ServiceError::CannotBeRated(super::UNRATED_SMALL_BOARD));
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

    /// `user` enters tournament `id` while it is open for sign-up.
    ///
    /// # Errors
    /// Sign-up closed, already entered, the field full, or the bot.
    pub async fn join_tournament(
        &self,
        guild: GuildId,
        id: TournamentId,
        user: UserId,
    ) -> Result<TournamentView> {
        let view = self.tournament_in(guild, id).await?;
        if self.is_bot(user) {
            return Err(ServiceError::BotCannotEnter);
        }
        let rating = store::rating_of(self.store.pool(), guild, user)
            .await?
            .unwrap_or_else(|| rating::fresh(user))
            .rating;
        let mut tx = self.store.begin().await?;
        // Joins queue on the tournament's row, so the field never overflows.
        if !store::lock_tournament(&mut tx, id, TournamentStatus::SignUp).await? {
            return Err(ServiceError::SignUpClosed);
        }
        let entrants = store::entrants_of(&mut *tx, id).await?;
        if entrants.iter().any(|e| e.user_id == user) {
            return Err(ServiceError::AlreadyEntered);
        }
        if entrants.len() >= view.tournament.max_players as usize {
            return Err(ServiceError::TournamentFull(view.tournament.max_players));
        }
        store::insert_entrant(&mut tx, id, user, rating, self.now()).await?;
        tx.commit().await?;
        self.tournament(id).await
    }

    /// `user` leaves tournament `id`: before the start, their entry is
    /// removed; once it runs, they withdraw (see [`Service::withdraw`]).
    ///
    /// # Errors
    /// Not entered, or the tournament is over.
    pub async fn leave_tournament(
        &self,
        guild: GuildId,
        id: TournamentId,
        user: UserId,
    ) -> Result<Withdrawal> {
        self.withdraw(guild, id, user, user, Authority::Own).await
    }

    /// Takes `user` out of tournament `id`, by their own wish or (when
    /// `by` is someone else, who the front end vouches may run
    /// tournaments) the organiser's. Before the start the entry is
    /// removed. Once it runs, they are not paired again, their running game
    /// is forfeited (the scheduler announces it in its thread), and a game
    /// of theirs not yet begun is lost without being played.
    ///
    /// # Errors
    /// Not entered, already withdrawn, the tournament over, or someone else
    /// removing a player without the right.
    pub async fn withdraw(
        &self,
        guild: GuildId,
        id: TournamentId,
        user: UserId,
        by: UserId,
        authority: Authority,
    ) -> Result<Withdrawal> {
        let view = self.tournament_in(guild, id).await?;
        if by != user && authority == Authority::Own && by != view.tournament.organiser {
            return Err(ServiceError::NotOrganiser);
        }
        if !view.is_entered(user) {
            return Err(ServiceError::NotEntered);
        }
        match view.status() {
            TournamentStatus::SignUp => {
                let mut tx = self.store.begin().await?;
                let left = store::lock_tournament(&mut tx, id, TournamentStatus::SignUp).await?
                    && store::delete_entrant(&mut tx, id, user).await?;
                tx.commit().await?;
                if !left {
                    return Err(ServiceError::NotEntered);
                }
                Ok(Withdrawal {
                    view: self.tournament(id).await?,
                    user,
                    forfeited: Vec::new(),
                })
            }
            TournamentStatus::Running => {
                let from = view.tournament.current_round;
                if !store::withdraw_entrant(self.store.writer(), id, user, from).await? {
                    return Err(ServiceError::NotEntered);
                }
                let view = self.tournament(id).await?;
                let forfeited = self.forfeit_withdrawn(&view).await?;
                Ok(Withdrawal {
                    view: self.tournament(id).await?,
                    user,
                    forfeited,
                })
            }
            TournamentStatus::Finished | TournamentStatus::Cancelled => {
                Err(ServiceError::TournamentOver)
            }
        }
    }

    /// Decides every undecided board of a withdrawn player against them:
    /// a running game by forfeit, a game not yet begun without playing it.
    /// Run after each withdrawal, and by the scheduler in case a game
    /// began just as its player withdrew.
    async fn forfeit_withdrawn(&self, view: &TournamentView) -> Result<Vec<BoardKey>> {
        let mut forfeited = Vec::new();
        for e in view.entrants.iter().filter(|e| e.withdrawn_from.is_some()) {
            let user = e.user_id;
            for b in view.boards.iter().filter(|b| is_undecided(b)) {
                if b.black != user && b.white != Some(user) {
                    continue;
                }
                let decided = match b.game {
                    None => {
                        store::forfeit_unstarted_board(self.store.writer(), b.key, user).await?
                    }
                    Some(game) => self.forfeit_for_withdrawal(game, user).await?,
                };
                if decided {
                    forfeited.push(b.key);
                }
            }
        }
        Ok(forfeited)
    }

    /// Ends running game `game` against `loser`, who withdrew; the
    /// scheduler announces it in the game's place.
    async fn forfeit_for_withdrawal(&self, game: GameId, loser: UserId) -> Result<bool> {
        for _ in 0..FORFEIT_ATTEMPTS {
            let view = self.game(game).await?;
            if view.status != GameStatus::Active {
                return Ok(false);
            }
            let colour = view.colour_of(loser).ok_or(ServiceError::NotAPlayer)?;
            let outcome = Outcome {
                winner: colour.other(),
                reason: EndReason::Resignation,
            };
            if self
                .end_without_move(view, outcome, self.now(), Ending::Decided)
                .await?
                .is_some()
            {
                return Ok(true);
            }
        }
        Err(ServiceError::PositionChanged)
    }

    /// Starts tournament `id` now: the field is seeded by rating and the
    /// first round paired. The organiser, or someone the front end vouches
    /// may run tournaments.
    ///
    /// # Errors
    /// Not theirs to start, not in sign-up, or too few entrants.
    pub async fn start_tournament(
        &self,
        guild: GuildId,
        id: TournamentId,
        by: UserId,
        authority: Authority,
    ) -> Result<TournamentEvent> {
        let view = self.tournament_in(guild, id).await?;
        if authority == Authority::Own && by != view.tournament.organiser {
            return Err(ServiceError::NotOrganiser);
        }
        self.begin_tournament(&view)
            .await?
            .ok_or(ServiceError::SignUpClosed)
    }

    /// Moves a tournament from sign-up to its first round, once; `None` if
    /// another caller already did.
    async fn begin_tournament(&self, view: &TournamentView) -> Result<Option<TournamentEvent>> {
        let id = view.id();
        if view.status() != TournamentStatus::SignUp {
            return Ok(None);
        }
        let now = self.now();
        let mut tx = self.store.begin().await?;
        if !store::lock_tournament(&mut tx, id, TournamentStatus::SignUp).await? {
            return Ok(None);
        }
        let entrants = store::entrants_of(&mut *tx, id).await?;
        if entrants.len() < MIN_TOURNAMENT_PLAYERS {
            drop(tx);
            // Nobody to play: a tournament that starts by itself ends here,
            // said once, by whichever process cancels it.
            if view.tournament.starts_at.is_some_and(|t| t <= now)
                && store::set_tournament_status(
                    self.store.writer(),
                    id,
                    TournamentStatus::SignUp,
                    TournamentStatus::Cancelled,
                    None,
                    now,
                )
                .await?
            {
                let view = self.tournament(id).await?;
                return Ok(Some(TournamentEvent::Cancelled { view }));
            }
            return Err(ServiceError::TooFewEntrants(MIN_TOURNAMENT_PLAYERS));
        }
        let guild = view.tournament.guild;
        for e in &entrants {
            let rating = store::rating_of(&mut *tx, guild, e.user_id)
                .await?
                .unwrap_or_else(|| rating::fresh(e.user_id))
                .rating;
            store::set_entrant_rating(&mut tx, id, e.user_id, rating).await?;
        }
        let rounds = planned_rounds(
            view.tournament.format,
            view.tournament.rounds,
            entrants.len(),
        );
        store::set_tournament_status(
            &mut *tx,
            id,
            TournamentStatus::SignUp,
            TournamentStatus::Running,
            Some(rounds),
            now,
        )
        .await?;
        tx.commit().await?;
        let view = self.tournament(id).await?;
        self.pair_next_round(&view).await
    }

    /// Cancels tournament `id`: running games of it are aborted, nothing
    /// more is paired, and nobody is ranked.
    ///
    /// # Errors
    /// Not theirs to cancel, or already over.
    pub async fn cancel_tournament(
        &self,
        guild: GuildId,
        id: TournamentId,
        by: UserId,
        authority: Authority,
    ) -> Result<(TournamentView, Vec<GameView>)> {
        let view = self.tournament_in(guild, id).await?;
        if authority == Authority::Own && by != view.tournament.organiser {
            return Err(ServiceError::NotOrganiser);
        }
        let now = self.now();
        let status = view.status();
        if !matches!(status, TournamentStatus::SignUp | TournamentStatus::Running)
            || !store::set_tournament_status(
                self.store.writer(),
                id,
                status,
                TournamentStatus::Cancelled,
                None,
                now,
            )
            .await?
        {
            return Err(ServiceError::TournamentOver);
        }
        let mut aborted = Vec::new();
        for game in view
            .boards
            .iter()
            .filter(|b| is_undecided(b))
            .filter_map(|b| b.game)
        {
            let mut game = self.game(game).await?;
            if store::abort_game(self.store.writer(), game.id, game.ply(), now).await? {
                game.status = GameStatus::Aborted;
                game.finished_at = Some(now);
                game.turn_deadline = None;
                aborted.push(game);
            }
        }
        Ok((self.tournament(id).await?, aborted))
    }

    /// Pairs the round after the ones paired so far, or closes the
    /// tournament after its last; once, whoever calls. `None` if another
    /// caller got there first.
    async fn pair_next_round(&self, view: &TournamentView) -> Result<Option<TournamentEvent>> {
        let t = &view.tournament;
        let round = t.current_round;
        let field = view.field();
        let playing = field.iter().filter(|e| e.plays_in(round)).count();
        let boards: Option<tournament::Round> = match t.format {
            TournamentFormat::Swiss => (round < view.total_rounds() && playing >= 2)
                .then(|| tournament::swiss_round(&field, &view.history())),
            TournamentFormat::RoundRobin | TournamentFormat::DoubleRoundRobin => {
                let double = t.format == TournamentFormat::DoubleRoundRobin;
                (round < view.total_rounds() && playing >= 2)
                    .then(|| tournament::round_robin_round(&field, round, double))
            }
            TournamentFormat::Knockout => self.knockout_pairs(view, round),
        };
        let now = self.now();
        let mut tx = self.store.begin().await?;
        let Some(boards) = boards else {
            drop(tx);
            let closed = store::set_tournament_status(
                self.store.writer(),
                t.id,
                TournamentStatus::Running,
                TournamentStatus::Finished,
                None,
                now,
            )
            .await?;
            return Ok(if closed {
                Some(TournamentEvent::Finished {
                    view: self.tournament(t.id).await?,
                })
            } else {
                None
            });
        };
        if !store::claim_next_round(&mut tx, t.id, round).await? {
            return Ok(None);
        }
        let deadline = now.plus(view.game_time());
        for (number, board) in boards.iter().enumerate() {
            let key = BoardKey {
                tournament: t.id,
                round,
                board: u32::try_from(number).unwrap_or(u32::MAX),
                leg: 0,
            };
            let (kind, black, white) = match *board {
                Board::Game { black, white, .. } => (BoardKind::Game, black, Some(UserId(white))),
                Board::Bye(id) => (BoardKind::Bye, id, None),
                Board::Rest(id) => (BoardKind::Rest, id, None),
            };
            let new = NewBoard {
                key,
                kind,
                black: UserId(black),
                white,
                deadline: (kind == BoardKind::Game).then_some(deadline),
            };
            store::insert_board(&mut tx, &new).await?;
        }
        tx.commit().await?;
        Ok(Some(TournamentEvent::RoundPaired {
            view: self.tournament(t.id).await?,
            round,
        }))
    }

    /// A knockout's next round, as boards (a match's first game, or a
    /// bye), or `None` once one player is left.
    fn knockout_pairs(&self, view: &TournamentView, round: u32) -> Option<tournament::Round> {
        let slots: Vec<Option<u64>> = match round.checked_sub(1) {
            None => tournament::bracket(&view.field()),
            Some(last) => {
                let winners: Vec<Option<u64>> = view
                    .matches(last)
                    .iter()
                    .map(|m| match m.state {
                        MatchState::Won(w) => Some(w),
                        _ => None,
                    })
                    .collect();
                if winners.len() < 2 {
                    return None;
                }
                winners
            }
        };
        let matches = tournament::knockout_round(&slots);
        Some(
            matches
                .into_iter()
                .map(|m| match m.second {
                    Some(second) => Board::game(m.first, second),
                    None => Board::Bye(m.first),
                })
                .collect(),
        )
    }

    /// Adds the next game of each knockout match of the round in play that
    /// needs one (the return game, a decider, or a replay of an aborted
    /// game); each added once.
    async fn add_knockout_games(&self, view: &TournamentView) -> Result<bool> {
        let Some(round) = view.tournament.current_round.checked_sub(1) else {
            return Ok(false);
        };
        let mut added = false;
        let deadline = self.now().plus(view.game_time());
        for m in view.matches(round) {
            let MatchState::Next { black, white } = m.state else {
                continue;
            };
            let new = NewBoard {
                key: BoardKey {
                    tournament: view.id(),
                    round,
                    board: m.board,
                    leg: m.legs,
                },
                kind: BoardKind::Game,
                black: UserId(black),
                white: Some(UserId(white)),
                deadline: Some(deadline),
            };
            let mut tx = self.store.begin().await?;
            added |= store::insert_board(&mut tx, &new).await?;
            tx.commit().await?;
        }
        Ok(added)
    }

    /// Everything due in tournaments by now: those that start by
    /// themselves, games at their deadline adjudicated, withdrawn players'
    /// games decided, knockout games added, rounds paired and tournaments
    /// closed. Safe to call from several processes; each step happens once.
    /// One tournament's failure is logged and the rest go on.
    ///
    /// # Errors
    /// Database failures in finding what is due.
    pub async fn process_tournaments(
        &self,
        guild: Option<GuildId>,
    ) -> Result<Vec<TournamentEvent>> {
        let now = self.now();
        let mut events = Vec::new();
        for id in store::tournaments_due(self.store.pool(), now, guild).await? {
            match self.advance_tournament(id).await {
                Ok(mut more) => events.append(&mut more),
                Err(e) => {
                    tracing::error!(tournament = %id, error = %e, "advancing a tournament failed")
                }
            }
        }
        Ok(events)
    }

    async fn advance_tournament(&self, id: TournamentId) -> Result<Vec<TournamentEvent>> {
        let mut events = Vec::new();
        let view = self.tournament(id).await?;
        if view.status() == TournamentStatus::SignUp {
            match self.begin_tournament(&view).await {
                Ok(Some(event)) => events.push(event),
                Ok(None) | Err(ServiceError::TooFewEntrants(_)) => {}
                Err(e) => return Err(e),
            }
            return Ok(events);
        }
        for game in store::games_past_deadline(self.store.pool(), id, self.now()).await? {
            if let Err(e) = self.adjudicate(game).await {
                tracing::error!(game = %game, error = %e, "adjudicating a game failed");
            }
        }
        self.forfeit_withdrawn(&self.tournament(id).await?).await?;
        // Each step below may make the next possible: a round closed pairs
        // the next, whose byes may close a knockout round at once.
        for _ in 0..ADVANCE_STEPS {
            let view = self.tournament(id).await?;
            if view.status() != TournamentStatus::Running {
                break;
            }
            if view.tournament.format == TournamentFormat::Knockout
                && self.add_knockout_games(&view).await?
            {
                continue;
            }
            if !view.round_in_play_is_over() {
                break;
            }
            match self.pair_next_round(&view).await? {
                Some(event @ TournamentEvent::Finished { .. }) => {
                    events.push(event);
                    break;
                }
                Some(event) => events.push(event),
                None => break,
            }
        }
        Ok(events)
    }

    /// Decides running game `game` at its tournament deadline: by the
    /// solver where it proves the position within a small budget, and
    /// otherwise against the player who has used more time (counting the
    /// turn in progress up to now; on a tie, the player to move). The
    /// scheduler announces the result in the game's place.
    async fn adjudicate(&self, game: GameId) -> Result<()> {
        let view = self.game(game).await?;
        if view.status != GameStatus::Active {
            return Ok(());
        }
        let position = *view.game.position();
        let rules = view.game.variant().rules();
        let proven = tokio::task::spawn_blocking(move || prove_winner(&position, rules))
            .await
            .ok()
            .flatten();
        let loser = match proven {
            Some(winner) => winner.other(),
            None => {
                let moves = self.moves(game).await?;
                slower_player(&view, &moves, self.now())
            }
        };
        let outcome = Outcome {
            winner: loser.other(),
            reason: EndReason::Adjudication,
        };
        self.end_without_move(view, outcome, self.now(), Ending::Decided)
            .await?;
        Ok(())
    }

    /// Claims, for this process, the boards whose games should now begin:
    /// the front end gives each a place and calls [`Service::start_board_game`].
    /// A claim lapses after a while, so a board a process failed to start is
    /// tried again.
    ///
    /// # Errors
    /// Database failures in finding the boards.
    pub async fn claim_boards_to_start(&self, guild: Option<GuildId>) -> Result<Vec<BoardToStart>> {
        let now = self.now();
        let mut claimed = Vec::new();
        for key in store::boards_to_start(self.store.pool(), now, guild).await? {
            if !store::claim_board(self.store.writer(), key, now, now.plus(BOARD_CLAIM)).await? {
                continue;
            }
            let view = self.tournament(key.tournament).await?;
            let Some(board) = view.boards.iter().find(|b| b.key == key) else {
                continue;
            };
            let Some(white) = board.white else {
                continue;
            };
            claimed.push(BoardToStart {
                tournament: view.tournament.clone(),
                key,
                black: board.black,
                white,
            });
        }
        Ok(claimed)
    }

    /// Starts the game of board `key` in `place` (a new thread, usually),
    /// with the server's turn limit, once: a board that has a game, or
    /// whose player withdrew, is refused.
    ///
    /// # Errors
    /// [`ServiceError::BoardTaken`] if it has a game or was forfeited; a busy place.
    pub async fn start_board_game(&self, key: BoardKey, place: Place) -> Result<GameView> {
        let view = self.tournament(key.tournament).await?;
        let board = view
            .boards
            .iter()
            .find(|b| b.key == key)
            .ok_or(ServiceError::BoardTaken)?;
        let (black, Some(white)) = (board.black, board.white) else {
            return Err(ServiceError::BoardTaken);
        };
        let withdrawn = |u: UserId| {
            view.entrants
                .iter()
                .any(|e| e.user_id == u && e.withdrawn_from.is_some())
        };
        if view.status() != TournamentStatus::Running
            || board.game.is_some()
            || board.forfeited_by.is_some()
            || withdrawn(black)
            || withdrawn(white)
        {
            return Err(ServiceError::BoardTaken);
        }
        let t = &view.tournament;
        let now = self.now();
        let settings = self.settings(t.guild).await?;
        let position = Position::new(t.variant.size).to_string();
        let new = NewGame {
            place,
            challenger: black,
            opponent: Some(white),
            colour_choice: ColourChoice::Black,
            variant: t.variant,
            rated: t.rated && rateable_size(t.variant.size),
            ai_level: None,
            position: &position,
            start: None,
            now,
            expires_at: now.plus(Duration::from_secs(60)),
        };
        // A turn never runs past the game's own deadline.
        let turn_limit = settings.turn_limit.min(view.game_time());
        let (turn_deadline, reminder_at) = self.deadlines(false, turn_limit, now);
        let mut tx = self.store.begin().await?;
        let id = store::insert_challenge(&mut *tx, &new).await?;
        let start = GameStart {
            opponent: white,
            black,
            white,
            now,
            turn_deadline,
            reminder_at,
        };
        if !store::start_game(&mut *tx, id, &start).await?
            || !store::link_board_game(&mut tx, key, id).await?
        {
            return Err(ServiceError::BoardTaken);
        }
        let game = self.view_of(&mut tx, id).await?;
        tx.commit().await?;
        Ok(game)
    }

    /// The tournament board game `game` is played on, if any.
    ///
    /// # Errors
    /// Database failures.
    pub async fn board_of_game(&self, game: GameId) -> Result<Option<BoardKey>> {
        Ok(store::board_of_game(self.store.pool(), game).await?)
    }
}

/// How often a withdrawal's forfeit looks again when a move lands meanwhile.
const FORFEIT_ATTEMPTS: usize = 3;
/// Steps one scheduler pass takes in one tournament at most (rounds that
/// close at once, knockout byes): bounded work per tick.
const ADVANCE_STEPS: usize = 8;

/// A tournament's own seed, for its knockout deciders: fixed at creation,
/// so every process draws the same colours.
fn tournament_seed(place: Place, organiser: UserId, now: Timestamp) -> u64 {
    let mut mix = crate::ai::SplitMix(place.channel.0 ^ organiser.0.rotate_left(32) ^ now.0 as u64);
    mix.next_u64()
}

/// Who wins `position` with best play, if the solver proves it within the
/// adjudication budget.
fn prove_winner(position: &Position, rules: crate::engine::Rules) -> Option<Color> {
    if !position.has_legal_move(rules) {
        return Some(position.turn().other());
    }
    let mut brain = Brain::with_bytes(ADJUDICATION_TABLE_BYTES);
    let (proof, _) = brain.prove(
        position,
        rules,
        Limits::nodes(ADJUDICATION_NODES),
        &Stop::new(),
    );
    proof.map(|p| p.winner(position.turn()))
}

/// The player who has used more of the game's time by `now`: each move's
/// time runs from the move before (or the start), and the turn in progress
/// counts for the player to move. On a tie, the player to move.
fn slower_player(view: &GameView, moves: &[super::MoveRecord], now: Timestamp) -> Color {
    let mut used = [Duration::ZERO; 2];
    let mut since = view.created_at;
    let index = |c: Color| usize::from(c == Color::White);
    for m in moves {
        if let Some(colour) = view.colour_of(m.player) {
            used[index(colour)] += m.played_at.since(since);
        }
        since = m.played_at;
    }
    let to_move = view.game.turn();
    used[index(to_move)] += now.since(since);
    let other = to_move.other();
    if used[index(other)] > used[index(to_move)] {
        other
    } else {
        to_move
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Variant;

    #[test]
    fn planned_rounds_follow_the_format() {
        assert_eq!(planned_rounds(TournamentFormat::Swiss, None, 5), 4);
        assert_eq!(planned_rounds(TournamentFormat::Swiss, Some(3), 5), 3);
        assert_eq!(planned_rounds(TournamentFormat::RoundRobin, None, 4), 3);
        assert_eq!(planned_rounds(TournamentFormat::RoundRobin, None, 5), 5);
        assert_eq!(
            planned_rounds(TournamentFormat::DoubleRoundRobin, None, 4),
            6
        );
        assert_eq!(planned_rounds(TournamentFormat::Knockout, None, 8), 3);
        assert_eq!(planned_rounds(TournamentFormat::Knockout, None, 5), 3);
        assert_eq!(planned_rounds(TournamentFormat::Knockout, None, 2), 1);
    }

    #[test]
    fn the_solver_decides_a_position_it_can_prove() {
        // 4×4 after the opening removals: small enough to prove at once.
        let variant = Variant::new(
            Size::new(4, 4).expect("size"),
            Opening::Any,
            JumpRule::Straight,
        )
        .expect("variant");
        let mut game = crate::engine::Game::new(variant);
        for _ in 0..2 {
            let m = game.legal_moves()[0];
            game.play(m).expect("plays");
        }
        let winner = prove_winner(game.position(), variant.rules()).expect("proven");
        // The exact solver, unbounded, agrees.
        let (proof, _) = Brain::with_bytes(1 << 20).prove(
            game.position(),
            variant.rules(),
            Limits::NONE,
            &Stop::new(),
        );
        let proof = proof.expect("proof");
        let mover = game.position().turn();
        assert_eq!(
            winner,
            if proof.mover_wins {
                mover
            } else {
                mover.other()
            }
        );
    }
}
