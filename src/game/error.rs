//! What the service says when it refuses: each user-facing message says what
//! to do instead; internal failures carry no detail to users and are logged.

use crate::engine::{MoveError, VariantError};
use crate::store::StoreError;

use super::UserId;

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
    #[error("this challenge is for <@{}>; only they can accept or decline it", .0.0)]
    NotYourChallenge(UserId),
    #[error("only the challenger can cancel this challenge; you can decline it instead")]
    NotChallenger,
    #[error("this challenge has expired; send a new one")]
    ChallengeExpired,
    #[error("you're not playing in this game")]
    NotAPlayer,
    #[error("it's not your turn; waiting for <@{}>", .0.0)]
    NotYourTurn(UserId),
    #[error(transparent)]
    IllegalMove(#[from] MoveError),
    #[error("this game is already over")]
    GameOver,
    #[error("the position changed before your move arrived; look at the board and try again")]
    PositionChanged,
    #[error("your time to move ran out, so the game is lost on time")]
    TimeRanOut,
    #[error("the first jump has been made, so the game can't be aborted; resign instead")]
    TooLateToAbort,
    #[error(transparent)]
    InvalidVariant(#[from] VariantError),
    #[error("{0}")]
    InvalidSetting(String),
    #[error("no game #{0} was played in this server")]
    UnknownGame(i64),
    #[error("I can't think right now (I'm restarting); try again in a moment")]
    AiUnavailable,
    #[error("something went wrong on our side; please try again")]
    Internal(#[source] StoreError),
}

impl ServiceError {
    /// Whether this is the user's doing (shown as is) rather than ours (logged).
    pub fn is_user_error(&self) -> bool {
        !matches!(self, ServiceError::Internal(_))
    }
}

impl From<StoreError> for ServiceError {
    fn from(e: StoreError) -> ServiceError {
        match e {
            StoreError::ChannelBusy => ServiceError::ChannelBusy,
            other => ServiceError::Internal(other),
        }
    }
}

impl From<sqlx::Error> for ServiceError {
    fn from(e: sqlx::Error) -> ServiceError {
        ServiceError::Internal(StoreError::Sqlx(e))
    }
}
