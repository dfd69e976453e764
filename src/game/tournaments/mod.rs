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

mod boards;
mod entries;
mod rounds;
mod setup;
mod start;
mod view;

use std::time::Duration;

pub use view::TournamentView;

use crate::engine::{JumpRule, Opening, Size};
use crate::values::{BoardKey, Timestamp, Tournament, TournamentFormat, UserId};

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
