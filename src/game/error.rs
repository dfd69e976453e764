//! What the service says when it refuses: each user-facing message says what
//! to do instead; internal failures carry no detail to users and are logged.
//! The words are in `locales/`; players appear as ids, and each front end
//! names them its own way ([`ServiceError::message`]).

use std::time::Duration;

use super::{Limits, MAX_TURN_LIMIT, MIN_TURN_LIMIT, format_duration};
use crate::ai::AiError;
use crate::engine::{
    MoveError, MoveNumber, ParsePositionError, RecordsError, StartError, VariantError,
};
use crate::i18n::{self, Lang, Message};
use crate::store::StoreError;
use crate::values::{GameId, TournamentId, UserId};

#[derive(Debug)]
pub enum ServiceError {
    NoGameHere,
    NoChallengeHere,
    ChannelBusy,
    SelfChallenge,
    ChannelNotAllowed,
    /// The challenge is for this player.
    NotYourChallenge(UserId),
    NotChallenger,
    OwnChallenge,
    OpenChallenge,
    /// The most open challenges a member may have.
    TooManyChallenges(u32),
    /// The most running games a member may have.
    TooManyGames(u32),
    OpponentTooBusy(UserId, u32),
    RechallengeTooSoon {
        opponent: UserId,
        /// The last challenge was withdrawn by its challenger, not left
        /// unanswered by the opponent: the pause still holds (against
        /// challenge-then-withdraw pings), but says so.
        withdrawn: bool,
        wait: Duration,
    },
    /// Why not: [`UNRATED_AGAINST_BOT`], [`UNRATED_SMALL_BOARD`] or [`UNRATED_SET_UP`].
    CannotBeRated(&'static str),
    ChallengeExpired,
    NotAPlayer,
    /// It is this player's turn.
    NotYourTurn(UserId),
    IllegalMove(MoveError),
    GameOver,
    PositionChanged,
    TimeRanOut,
    TooLateToAbort,
    NotAllowedToAbort,
    AbortChallenge,
    InvalidVariant(VariantError),
    InvalidSetting(SettingProblem),
    /// A challenge's position (text or record) that can't start a game.
    BadPosition(PositionProblem),
    UnknownGame(GameId),
    NothingToReview,
    NoHintsMidGame,
    HintOutOfTurn,
    NoSuchMove {
        game: GameId,
        asked: MoveNumber,
        moves: usize,
    },
    NotStarted,
    NoMoveToSuggest,
    StillPlaying,
    UnknownTournament(TournamentId),
    NoTournamentHere,
    TournamentGameNoAbort,
    /// One of the two players blocked the other.
    Blocked,
    BlockSelf,
    /// The member's DM with the bot has a game already (a game between
    /// servers plays there).
    DmBusy,
    /// The bot can't send the member direct messages, where a game between
    /// servers would play.
    DmClosed,
    /// The longest season name, in characters.
    SeasonName(usize),
    UnknownSeason(u32),
    /// The longest name, in characters.
    TournamentName(usize),
    /// The most entrants this format takes.
    TournamentPlayers(u32),
    RoundsOnlyForSwiss,
    /// The most rounds a Swiss may have.
    TournamentRounds(u32),
    /// The shortest and longest time a tournament game may have.
    TournamentGameTime {
        min: Duration,
        max: Duration,
    },
    BotCannotEnter,
    SignUpClosed,
    AlreadyEntered,
    TournamentFull(u32),
    NotOrganiser,
    NotEntered,
    TournamentOver,
    TooFewEntrants(usize),
    /// The board has a game already, or was decided without one.
    BoardTaken,
    AiUnavailable,
    AiBusy,
    NoPuzzles,
    /// Whether the member solved it.
    PuzzleOver(bool),
    PuzzleNotOver,
    PuzzleMovedOn,
    AnswerTooSlow,
    /// A vacation runs already; how long it has to go.
    OnVacation(Duration),
    /// More days than the allowance has left (the days left).
    VacationTooLong(u32),
    NoVacation,
    TakebackRated,
    TakebackOnTheClock,
    /// The strongest bot level that gives takebacks.
    TakebackLevel(u8),
    NothingToTakeBack,
    TakebackAsked,
    NoTakebackAsked,
    NotYourTakeback,
    /// A game the member plays in.
    FollowOwnGame(GameId),
    FollowOver(GameId),
    /// Running games a member may follow at once.
    FollowLimit(u32),
    /// A game's followers are at the most it may have.
    FollowersFull(GameId),
    NotFollowing(GameId),
    /// No connection to the database could be had in time: nothing reached
    /// it, so nothing was written.
    Unavailable(StoreError),
    Internal(StoreError),
}

/// A setting's value out of range, or a puzzle file that doesn't read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SettingProblem {
    TurnLimit {
        given: Duration,
    },
    Count {
        what: CountSetting,
        given: u32,
    },
    Cooldown {
        given: Duration,
    },
    VacationDays {
        given: u32,
    },
    /// Why the text is not puzzles, as the reader says it.
    Puzzles(String),
}

/// The settings that count something per member.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CountSetting {
    OpenChallenges,
    RunningGames,
}

impl SettingProblem {
    fn described(&self, lang: Lang) -> Message {
        let duration = |d: Duration| format_duration(d, lang);
        match self {
            SettingProblem::TurnLimit { given } => Message::new("error-turn-limit")
                .with("min", duration(MIN_TURN_LIMIT))
                .with("max", duration(MAX_TURN_LIMIT))
                .with("given", duration(*given)),
            SettingProblem::Count { what, given } => Message::new("error-count-setting")
                .with(
                    "what",
                    match what {
                        CountSetting::OpenChallenges => "open-challenges",
                        CountSetting::RunningGames => "running-games",
                    },
                )
                .with("max", Limits::MAX_COUNT)
                .with("given", *given),
            SettingProblem::Cooldown { given } => Message::new("error-cooldown")
                .with("max", duration(Limits::MAX_COOLDOWN))
                .with("given", duration(*given)),
            SettingProblem::VacationDays { given } => Message::new("error-vacation-days")
                .with("max", Limits::MAX_VACATION_DAYS)
                .with("given", *given),
            SettingProblem::Puzzles(error) => {
                Message::new("error-puzzles").with("error", error.clone())
            }
        }
    }
}

/// [`ServiceError::CannotBeRated`]'s reasons, as message ids.
pub const UNRATED_AGAINST_BOT: &str = "error-unrated-against-bot";
pub const UNRATED_SMALL_BOARD: &str = "error-unrated-small-board";
pub const UNRATED_SET_UP: &str = "error-unrated-set-up";

/// Why a challenge can't start from the position it was given.
#[derive(Debug)]
pub enum PositionProblem {
    /// Position text that doesn't read.
    Text(ParsePositionError),
    /// A position the engine won't start a game from.
    Start(StartError),
    /// A record that doesn't read.
    Record(RecordsError),
    /// A file of several games (how many).
    SeveralGames(usize),
    /// A file over the limit (in KB).
    TooBig(usize),
    /// Position text and a file at once.
    Both,
    /// An attached file that couldn't be fetched.
    Unfetched,
}

impl PositionProblem {
    fn described(&self) -> Message {
        match self {
            PositionProblem::Text(e) => i18n::position_error(e),
            PositionProblem::Start(e) => i18n::start_error(e),
            // The record's own error is English: it names tags and moves,
            // which read the same in every language.
            PositionProblem::Record(e) => {
                Message::new("error-position-record").with("reason", e.to_string())
            }
            PositionProblem::SeveralGames(count) => {
                Message::new("error-position-several").with("count", *count)
            }
            PositionProblem::TooBig(max) => {
                Message::new("error-position-file-size").with("max", *max)
            }
            PositionProblem::Both => Message::new("error-position-both"),
            PositionProblem::Unfetched => Message::new("error-position-unfetched"),
        }
    }
}

/// In the source locale, for logs and tests; users get
/// [`ServiceError::message`] in their own.
impl std::fmt::Display for ServiceError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message(Lang::SOURCE, |u| format!("user {u}")))
    }
}

impl std::error::Error for ServiceError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            ServiceError::IllegalMove(e) => Some(e),
            ServiceError::InvalidVariant(e) => Some(e),
            ServiceError::Unavailable(e) | ServiceError::Internal(e) => Some(e),
            _ => None,
        }
    }
}

impl From<MoveError> for ServiceError {
    fn from(e: MoveError) -> ServiceError {
        ServiceError::IllegalMove(e)
    }
}

impl From<VariantError> for ServiceError {
    fn from(e: VariantError) -> ServiceError {
        ServiceError::InvalidVariant(e)
    }
}

impl ServiceError {
    /// Whether this is the user's doing (shown as is) rather than ours (logged).
    pub fn is_user_error(&self) -> bool {
        !matches!(
            self,
            ServiceError::Internal(_) | ServiceError::Unavailable(_)
        )
    }

    /// The player this refusal names, for front ends to look up.
    pub fn player(&self) -> Option<UserId> {
        match self {
            ServiceError::NotYourChallenge(u)
            | ServiceError::NotYourTurn(u)
            | ServiceError::OpponentTooBusy(u, _)
            | ServiceError::RechallengeTooSoon { opponent: u, .. } => Some(*u),
            _ => None,
        }
    }

    /// What to tell the user, in `lang`, with players named by `name`. Each
    /// says what to do instead; a failure on our side says no more than
    /// its kind.
    pub fn message(&self, lang: Lang, name: impl Fn(UserId) -> String) -> String {
        lang.say(&self.described(name, lang))
    }

    fn described(&self, name: impl Fn(UserId) -> String, lang: Lang) -> Message {
        use ServiceError as E;
        match self {
            E::IllegalMove(e) => i18n::move_error(e, lang),
            E::InvalidVariant(e) => i18n::variant_error(e),
            E::BadPosition(problem) => problem.described(),
            E::InvalidSetting(problem) => problem.described(lang),
            E::CannotBeRated(id) => Message::new(id),
            _ => self.details(Message::new(self.message_id()), name, lang),
        }
    }

    /// Each refusal's message id, one flat table. (The last arm's say
    /// theirs in their own words: see [`ServiceError::described`].)
    fn message_id(&self) -> &'static str {
        use ServiceError as E;
        match self {
            E::NoGameHere => "error-no-game-here",
            E::NoChallengeHere => "error-no-challenge-here",
            E::ChannelBusy => "error-channel-busy",
            E::SelfChallenge => "error-self-challenge",
            E::ChannelNotAllowed => "error-channel-not-allowed",
            E::NotYourChallenge(_) => "error-not-your-challenge",
            E::NotChallenger => "error-not-challenger",
            E::OnVacation(_) => "error-on-vacation",
            E::VacationTooLong(_) => "error-vacation-too-long",
            E::NoVacation => "error-no-vacation",
            E::TakebackRated => "error-takeback-rated",
            E::TakebackOnTheClock => "error-takeback-on-the-clock",
            E::TakebackLevel(_) => "error-takeback-level",
            E::NothingToTakeBack => "error-nothing-to-take-back",
            E::FollowOwnGame(_) => "error-follow-own-game",
            E::FollowOver(_) => "error-follow-over",
            E::FollowLimit(_) => "error-follow-limit",
            E::FollowersFull(_) => "error-followers-full",
            E::NotFollowing(_) => "error-not-following",
            E::TakebackAsked => "error-takeback-asked",
            E::NoTakebackAsked => "error-no-takeback-asked",
            E::NotYourTakeback => "error-not-your-takeback",
            E::OwnChallenge => "error-own-challenge",
            E::OpenChallenge => "error-open-challenge",
            E::TooManyChallenges(_) => "error-too-many-challenges",
            E::TooManyGames(_) => "error-too-many-games",
            E::OpponentTooBusy(..) => "error-opponent-too-busy",
            E::RechallengeTooSoon { .. } => "error-rechallenge-too-soon",
            E::ChallengeExpired => "error-challenge-expired",
            E::NotAPlayer => "error-not-a-player",
            E::NotYourTurn(_) => "error-not-your-turn",
            E::GameOver => "error-game-over",
            E::PositionChanged => "error-position-changed",
            E::TimeRanOut => "error-time-ran-out",
            E::TooLateToAbort => "error-too-late-to-abort",
            E::NotAllowedToAbort => "error-not-allowed-to-abort",
            E::AbortChallenge => "error-abort-challenge",
            E::UnknownGame(_) => "error-unknown-game",
            E::NothingToReview => "error-nothing-to-review",
            E::NoHintsMidGame => "error-no-hints-mid-game",
            E::HintOutOfTurn => "error-hint-out-of-turn",
            E::NoSuchMove { .. } => "error-no-such-move",
            E::NotStarted => "error-not-started",
            E::NoMoveToSuggest => "error-no-move-to-suggest",
            E::StillPlaying => "error-still-playing",
            E::UnknownTournament(_) => "error-unknown-tournament",
            E::TournamentName(_) => "error-tournament-name",
            E::TournamentPlayers(_) => "error-tournament-players",
            E::RoundsOnlyForSwiss => "error-rounds-only-for-swiss",
            E::TournamentRounds(_) => "error-tournament-rounds",
            E::TournamentGameTime { .. } => "error-tournament-game-time",
            E::BotCannotEnter => "error-bot-cannot-enter",
            E::SignUpClosed => "error-sign-up-closed",
            E::AlreadyEntered => "error-already-entered",
            E::TournamentFull(_) => "error-tournament-full",
            E::NotOrganiser => "error-not-organiser",
            E::NotEntered => "error-not-entered",
            E::TournamentOver => "error-tournament-over",
            E::TooFewEntrants(_) => "error-too-few-entrants",
            E::BoardTaken => "error-board-taken",
            E::NoTournamentHere => "error-no-tournament-here",
            E::TournamentGameNoAbort => "error-tournament-game-no-abort",
            E::Blocked => "error-blocked",
            E::BlockSelf => "error-block-self",
            E::DmBusy => "error-dm-busy",
            E::DmClosed => "error-dm-closed",
            E::SeasonName(_) => "error-season-name",
            E::UnknownSeason(_) => "error-unknown-season",
            E::AiUnavailable => "error-ai-unavailable",
            E::AiBusy => "error-ai-busy",
            E::NoPuzzles => "error-no-puzzles",
            E::PuzzleOver(true) => "error-puzzle-solved",
            E::PuzzleOver(false) => "error-puzzle-over",
            E::PuzzleNotOver => "error-puzzle-not-over",
            E::PuzzleMovedOn => "error-puzzle-moved-on",
            E::AnswerTooSlow => "error-answer-too-slow",
            E::Unavailable(_) => "error-unavailable",
            E::Internal(_) => "error-internal",
            E::IllegalMove(_)
            | E::InvalidVariant(_)
            | E::BadPosition(_)
            | E::InvalidSetting(_)
            | E::CannotBeRated(_) => "error-internal",
        }
    }

    /// `message` with what this refusal says besides its id: the player it
    /// names (by `name`), a count, a time.
    fn details(&self, message: Message, name: impl Fn(UserId) -> String, lang: Lang) -> Message {
        use ServiceError as E;
        let duration = |d: &Duration| format_duration(*d, lang);
        match self {
            E::NotYourChallenge(u) | E::NotYourTurn(u) => message.with("player", name(*u)),
            E::OnVacation(left) => message.with("left", duration(left)),
            E::VacationTooLong(left) => message.with("days", *left),
            E::TakebackLevel(level) => message.with("level", *level),
            E::FollowOwnGame(game)
            | E::FollowOver(game)
            | E::FollowersFull(game)
            | E::NotFollowing(game)
            | E::UnknownGame(game) => message.with("game", game.to_string()),
            E::FollowLimit(limit) => message.with("limit", *limit),
            E::TooManyChallenges(n) | E::TooManyGames(n) => message.with("count", *n),
            E::OpponentTooBusy(u, n) => message.with("player", name(*u)).with("count", *n),
            E::RechallengeTooSoon {
                opponent,
                withdrawn,
                wait,
            } => message
                .with("player", name(*opponent))
                .with("withdrawn", crate::i18n::yes_no(*withdrawn))
                .with("wait", duration(wait)),
            E::NoSuchMove { game, asked, moves } => message
                .with("game", game.to_string())
                .with("asked", asked.to_string())
                .with("moves", *moves),
            E::UnknownTournament(id) => message.with("tournament", id.to_string()),
            E::TournamentName(n) | E::SeasonName(n) | E::TooFewEntrants(n) => {
                message.with("count", *n)
            }
            E::TournamentPlayers(n) | E::TournamentRounds(n) | E::TournamentFull(n) => {
                message.with("count", *n)
            }
            E::TournamentGameTime { min, max } => message
                .with("min", duration(min))
                .with("max", duration(max)),
            E::UnknownSeason(n) => message.with("season", *n),
            _ => message,
        }
    }
}

impl From<StoreError> for ServiceError {
    fn from(e: StoreError) -> ServiceError {
        match e {
            StoreError::ChannelBusy => ServiceError::ChannelBusy,
            other => {
                if matches!(other, StoreError::Sqlx(_)) {
                    crate::metrics::database_error();
                }
                if matches!(other, StoreError::Sqlx(sqlx::Error::PoolTimedOut)) {
                    ServiceError::Unavailable(other)
                } else {
                    ServiceError::Internal(other)
                }
            }
        }
    }
}

impl From<sqlx::Error> for ServiceError {
    fn from(e: sqlx::Error) -> ServiceError {
        ServiceError::from(StoreError::Sqlx(e))
    }
}

/// The service's word for an AI that can't take a job now.
pub(super) fn ai_refusal(e: AiError) -> ServiceError {
    match e {
        AiError::Busy => ServiceError::AiBusy,
        AiError::ShutDown | AiError::Crashed => ServiceError::AiUnavailable,
    }
}
