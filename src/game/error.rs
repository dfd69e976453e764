//! What the service says when it refuses: each user-facing message says what
//! to do instead; internal failures carry no detail to users and are logged.
//! Players appear as ids; each front end names them its own way
//! ([`ServiceError::message`]).

use std::time::Duration;

use super::{GameId, UserId, format_duration};
use crate::engine::{MoveError, MoveNumber, VariantError};
use crate::store::StoreError;

/// The one answer users get for a failure on our side.
pub const INTERNAL_ERROR_MESSAGE: &str = "something went wrong on our side; please try again";

#[derive(Debug, thiserror::Error)]
pub enum ServiceError {
    #[error("there is no game in this channel; start one with a challenge")]
    NoGameHere,
    #[error("there is no open challenge in this channel")]
    NoChallengeHere,
    #[error(
        "a game or challenge is already open in this channel; finish it first, or play in another channel or thread"
    )]
    ChannelBusy,
    #[error("you can't challenge yourself; pick another player, or challenge the bot")]
    SelfChallenge,
    #[error("games aren't enabled in this channel; ask a server admin to allow it in the settings")]
    ChannelNotAllowed,
    #[error("{}", not_your_challenge(&user(*.0)))]
    NotYourChallenge(UserId),
    #[error("only the challenger can cancel this challenge; you can decline it instead")]
    NotChallenger,
    #[error("that's your own challenge; wait for someone to accept it, or cancel it")]
    OwnChallenge,
    #[error(
        "this challenge is open to anyone, so there's no one to decline it; it stays until someone accepts, the challenger cancels, or it expires"
    )]
    OpenChallenge,
    #[error(
        "you already have {} in this server, the most it allows; cancel one, or wait for an answer",
        super::counted(*.0, "open challenge", "open challenges")
    )]
    TooManyChallenges(u32),
    #[error(
        "you're already playing {0} games in this server, the most it allows; finish one first"
    )]
    TooManyGames(u32),
    #[error("{}", opponent_too_busy(&user(*.0), *.1))]
    OpponentTooBusy(UserId, u32),
    #[error("{}", rechallenge_too_soon(&user(*opponent), *wait))]
    RechallengeTooSoon { opponent: UserId, wait: Duration },
    #[error("{0}")]
    CannotBeRated(&'static str),
    #[error("this challenge has expired; send a new one")]
    ChallengeExpired,
    #[error("you're not playing in this game")]
    NotAPlayer,
    #[error("{}", not_your_turn(&user(*.0)))]
    NotYourTurn(UserId),
    #[error(transparent)]
    IllegalMove(#[from] MoveError),
    #[error("this game is already over")]
    GameOver,
    #[error("the position changed before your move arrived; look at the board and try again")]
    PositionChanged,
    #[error("your time to move ran out, so the game is lost on time")]
    TimeRanOut,
    #[error(
        "both players have moved, so the game can't be aborted; resign instead, or ask a moderator"
    )]
    TooLateToAbort,
    #[error(
        "only the game's players (before both have moved) and members with Manage Messages can abort it"
    )]
    NotAllowedToAbort,
    #[error("a challenge is withdrawn with cancel, or turned down with decline, not aborted")]
    AbortChallenge,
    #[error(transparent)]
    InvalidVariant(#[from] VariantError),
    #[error("{0}")]
    InvalidSetting(String),
    #[error("no game #{0} was played in this server")]
    UnknownGame(GameId),
    #[error("you have no game here to look at; name one with its number")]
    NothingToReview,
    #[error(
        "no hints while a game between players is on; ask again once it's over, or play the bot for practice"
    )]
    NoHintsMidGame,
    #[error("hints are for the player to move; wait for your turn")]
    HintOutOfTurn,
    #[error("game #{game} never reached move {asked}: it ended after {moves} moves")]
    NoSuchMove {
        game: GameId,
        asked: MoveNumber,
        moves: usize,
    },
    #[error("that game hasn't started; hints come once there's a board")]
    NotStarted,
    #[error("there is no move to suggest: the side to move has none")]
    NoMoveToSuggest,
    #[error("analysis is for finished games; this one is still going")]
    StillPlaying,
    #[error("I can't think right now (I'm restarting); try again in a moment")]
    AiUnavailable,
    #[error("you already have a hint or an analysis on the way; wait for it, then ask again")]
    AiBusy,
    #[error(
        "there are no puzzles yet; a server admin can add them with `konane-bot puzzles generate`"
    )]
    NoPuzzles,
    #[error("{}", if *.0 { "you've solved today's puzzle; a new one comes at midnight UTC" } else { "your attempt at today's puzzle is over; a new one comes at midnight UTC" })]
    PuzzleOver(bool),
    #[error("finish today's puzzle first: sharing tells how it went")]
    PuzzleNotOver,
    #[error(
        "that menu is out of date: your attempt has moved on; `/konane puzzle today` shows where it stands"
    )]
    PuzzleMovedOn,
    #[error("checking that move took me too long; try it again in a moment")]
    AnswerTooSlow,
    #[error("{UNAVAILABLE_MESSAGE}")]
    Unavailable(#[source] StoreError),
    #[error("{INTERNAL_ERROR_MESSAGE}")]
    Internal(#[source] StoreError),
}

/// The answer when no connection to the database could be had in time:
/// nothing reached it, so nothing was written.
pub const UNAVAILABLE_MESSAGE: &str = "I can't reach the game database right now, so nothing was done \
     (no move was played); please try again in a minute";

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

    /// What to tell the user, with players named by `name`.
    pub fn message(&self, name: impl Fn(UserId) -> String) -> String {
        match self {
            ServiceError::NotYourChallenge(u) => not_your_challenge(&name(*u)),
            ServiceError::NotYourTurn(u) => not_your_turn(&name(*u)),
            ServiceError::OpponentTooBusy(u, limit) => opponent_too_busy(&name(*u), *limit),
            ServiceError::RechallengeTooSoon { opponent, wait } => {
                rechallenge_too_soon(&name(*opponent), *wait)
            }
            other => other.to_string(),
        }
    }
}

// The refusals that name a player, each written once: `Display` names the
// player by id, [`ServiceError::message`] as the front end does.

fn user(id: UserId) -> String {
    format!("user {id}")
}

fn not_your_challenge(who: &str) -> String {
    format!("this challenge is for {who}; only they can accept or decline it")
}

fn not_your_turn(who: &str) -> String {
    format!("it's not your turn; waiting for {who}")
}

fn opponent_too_busy(who: &str, limit: u32) -> String {
    format!(
        "{who} is already playing {} in this server, the most it allows; try again once one ends",
        super::counted(limit, "game", "games")
    )
}

fn rechallenge_too_soon(who: &str, wait: Duration) -> String {
    format!(
        "{who} didn't take your last challenge; you can challenge them again in {}",
        format_duration(wait)
    )
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
