//! The game service: challenges, turns, deadlines and ratings, over the store.
//!
//! It knows nothing of Discord: it takes plain ids and returns plain results,
//! so the Discord adapter, the terminal front end and tests all call it the same
//! way, and every decision (who may do what, which game a command means, which
//! position a hint looks at) is made here once. Every change is one database
//! transaction guarded by the game's expected state (status and ply), so
//! concurrent callers, in one process or several, get exactly one success and a
//! clear answer for the rest.

mod actions;
mod ai;
mod bot_turns;
mod challenges;
mod clock;
mod deadlines;
mod error;
mod export;
mod flags;
mod follows;
mod live;
mod live_clock;
mod outcome;
mod owed;
mod picker;
mod privacy;
mod puzzles;
mod rating;
pub mod report;
mod seasons;
mod seeks;
mod settings;
mod stats;
mod takebacks;
mod tournaments;
mod turns;
mod types;
mod vacations;
mod verdicts;
mod view;

use std::sync::Arc;
use std::time::Duration;

pub use actions::{Action, Actions, Asker, TAKEBACK_LEVELS, may_abort};
pub use ai::{AnalysisRequest, GameAnalysis, Hint, HintRequest, ai_seed};
pub use challenges::{MAX_SET_UP_BYTES, set_up_position};
pub use clock::{Clock, ManualClock, SystemClock, format_clock, format_duration, parse_duration};
pub use error::{
    CountSetting, PositionProblem, ServiceError, SettingProblem, UNRATED_AGAINST_BOT,
    UNRATED_SET_UP, UNRATED_SMALL_BOARD,
};
pub use export::EXPORT_LIMIT;
pub use flags::{FLAG_POLL, FlagCheck};
pub use follows::{FollowNotices, Followed, MAX_FOLLOWED, MAX_FOLLOWERS};
pub use live::{GameStamp, GamesOffered, LISTED_GAMES};
pub use outcome::{BotAnswer, BotReply, MoveOutcome};
pub use owed::{OWED_TRIES, PostOwed};
pub use picker::{COUNT_UP_TO, MAX_MENU_OPTIONS, MAX_STONE_MOVES, PAGE, Picker, page_of};
pub use puzzles::{
    PUZZLE_BOARD_PAGE, PuzzleAnswer, PuzzleAnswerRequest, PuzzleScore, PuzzleView, SHIPPED_PUZZLES,
};
pub use seasons::{MAX_SEASON_NAME, SeasonStanding, SeasonTable};
pub use seeks::{OpenSeek, SEEK_TIME, SeekOptions, SeekOutcome};
pub use settings::{LimitsUpdate, SettingsChange, VariantUpdate};
pub use takebacks::{Takeback, TakebackStep};
pub use tournaments::{
    BoardToStart, DEFAULT_GAME_TIME, DEFAULT_MAX_PLAYERS, HISTORY_TOURNAMENTS, MAX_GAME_TIME,
    MAX_ROUND_ROBIN_PLAYERS, MAX_SWISS_ROUNDS, MAX_TOURNAMENT_NAME, MAX_TOURNAMENT_PLAYERS,
    MIN_GAME_TIME, MIN_TOURNAMENT_PLAYERS, TournamentEvent, TournamentOptions, TournamentView,
    Withdrawal,
};
pub use types::{
    AnalysisBudget, ChallengeOptions, ChallengePlan, DueEvent, GameEnd, GameSummary, GameView,
    GlobalStanding, GuildSettings, LeaderboardEntry, LeaderboardPage, Limits, LiveClock,
    MoveRecord, PlayerStats, RATING_HISTORY, RATING_RANGE_DEVIATIONS, RatingChange, RatingPoint,
    ServiceConfig, counted, format_date, is_provisional, rating_text,
};
pub use vacations::Vacation;

use crate::ai::AiPool;
use crate::store::{GameRow, Store, Tx};
use crate::values::{GameId, Timestamp, UserId};

/// Players per leaderboard page.
pub const LEADERBOARD_PAGE: usize = 10;
/// Finished games listed by a history, and recent ones shown with stats.
pub const HISTORY_GAMES: usize = 15;
pub const RECENT_GAMES: usize = 5;
/// Shortest and longest turn limits a server may set.
pub const MIN_TURN_LIMIT: Duration = Duration::from_secs(5 * 60);
pub const MAX_TURN_LIMIT: Duration = Duration::from_secs(60 * 86_400);

type Result<T> = std::result::Result<T, ServiceError>;

/// The one API the front ends call.
#[derive(Clone, Debug)]
pub struct Service {
    store: Store,
    clock: Arc<dyn Clock>,
    config: ServiceConfig,
    /// The AI: the service decides when it thinks, so no front end holds it.
    ai: Arc<AiPool>,
    /// The bot's answers this process runs.
    bot_turns: Arc<bot_turns::BotTurns>,
    /// Wakes the announcer when a live game's flag fell (see [`flags`]).
    flag_fell: Arc<tokio::sync::Notify>,
}

impl Service {
    /// A service over `store`, with an AI pool of `config.ai`'s size (its
    /// tables are made as searches first need them).
    pub fn new(store: Store, clock: Arc<dyn Clock>, config: ServiceConfig) -> Service {
        Service {
            store,
            clock,
            ai: Arc::new(AiPool::new(config.ai)),
            bot_turns: Arc::default(),
            flag_fell: Arc::default(),
            config,
        }
    }

    /// A service over the database at `database_url`, opened (and created
    /// or migrated) first.
    ///
    /// # Errors
    /// The store's: a URL naming no database it opens, one that fails.
    pub async fn open(
        database_url: &str,
        clock: Arc<dyn Clock>,
        config: ServiceConfig,
    ) -> std::result::Result<Service, crate::store::StoreError> {
        Ok(Service::new(
            Store::open(database_url).await?,
            clock,
            config,
        ))
    }

    /// The same service (store, clock and AI shared), knowing the bot's own
    /// user: challenging it makes a game against the AI. The bot learns its
    /// id on connecting, after its service is made.
    pub fn with_bot_user(&self, bot: UserId) -> Service {
        let mut service = self.clone();
        service.config.bot_user = Some(bot);
        service
    }

    /// The AI pool, for the operator's tools and tests that watch or fill
    /// it; the front ends reach the AI through the service's calls.
    pub fn ai(&self) -> &Arc<AiPool> {
        &self.ai
    }

    /// Stops every search at once (each bot move answers with its best so
    /// far) and refuses new ones: the process is shutting down.
    pub fn shut_down(&self) {
        self.ai.shut_down();
    }

    /// Whether the database answers a query now (for health checks).
    pub async fn database_answers(&self) -> bool {
        self.store.answers().await
    }

    pub fn store(&self) -> &Store {
        &self.store
    }

    pub fn config(&self) -> &ServiceConfig {
        &self.config
    }

    pub fn now(&self) -> Timestamp {
        self.clock.now()
    }

    fn is_bot(&self, user: UserId) -> bool {
        self.config.bot_user == Some(user)
    }

    fn view(&self, row: GameRow) -> Result<GameView> {
        Ok(view::view_from(row, self.config.default_turn_limit)?)
    }

    async fn load_row(&self, tx: &mut Tx, id: GameId) -> Result<GameRow> {
        crate::store::game_by_id(&mut **tx, id)
            .await?
            .ok_or(ServiceError::UnknownGame(id))
    }

    async fn view_of(&self, tx: &mut Tx, id: GameId) -> Result<GameView> {
        let row = self.load_row(tx, id).await?;
        self.view(row)
    }
}
