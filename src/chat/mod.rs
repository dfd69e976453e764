//! The port between the Activity's page and Discord: everything the page
//! asks of Discord (a sign-in, who is in an activity instance, a game's
//! place for a new challenge, and what happened on the page shown in the
//! game's place as the same action in the chat would be). It sits below
//! both front ends: the Activity uses it, the Discord adapter implements it
//! with its REST client alone (no gateway), and start-up hands the one to
//! the other, so neither imports the other.

use std::future::Future;
use std::pin::Pin;

use crate::game::{ChallengePlan, GameEnd, GameView, MoveOutcome, TakebackStep};
use crate::values::{ChannelId, GuildId, Place, UserId};

/// An answer of the port, on its way.
pub type Answer<'a, T> = Pin<Box<dyn Future<Output = T> + Send + 'a>>;

/// Discord, as the page needs it.
pub trait Chat: Send + Sync + 'static {
    /// The application the page belongs to (its OAuth2 client id).
    fn application(&self) -> u64;

    /// The access token a sign-in `code` from the SDK's `authorize` is worth.
    fn exchange<'a>(&'a self, code: &'a str) -> Answer<'a, Result<String, ApiError>>;

    /// The user `access_token` belongs to.
    fn user<'a>(&'a self, access_token: &'a str) -> Answer<'a, Result<DiscordUser, ApiError>>;

    /// Activity instance `instance`: where it runs and who is in it.
    fn instance<'a>(&'a self, instance: &'a str) -> Answer<'a, Result<Instance, ApiError>>;

    /// Shows `what` in its game's place; runs to its end on its own.
    fn show(&self, what: OnPage) -> Answer<'static, ()>;

    /// The place a game challenged from the page in `place` plays in: a
    /// thread of its own, announced in `place` and named after `players`,
    /// where the server wants one (`plan`); `place` itself where it doesn't,
    /// or the thread can't be made.
    fn place_for_game(
        &self,
        place: Place,
        plan: ChallengePlan,
        players: Players,
    ) -> Answer<'static, Place>;
}

/// What a player did on the page that the chat shows.
#[derive(Debug)]
pub enum OnPage {
    Moved(MoveOutcome),
    Resigned(GameView, GameEnd),
    /// A takeback's step by `by`: the game after it.
    Takeback {
        view: GameView,
        by: UserId,
        step: TakebackStep,
    },
    Aborted {
        view: GameView,
        by: UserId,
    },
    /// A challenge made, or a game against the bot begun.
    Challenged(GameView),
    /// A rematch asked for (against the bot, begun).
    Rematched(GameView),
    /// A challenge accepted by `by`: the game begins.
    Accepted {
        view: GameView,
        by: UserId,
    },
    Declined {
        view: GameView,
        by: UserId,
    },
    /// A challenge withdrawn by its challenger `by`.
    Cancelled {
        view: GameView,
        by: UserId,
    },
}

impl OnPage {
    /// The game after what was done.
    pub fn view(&self) -> &GameView {
        match self {
            OnPage::Moved(outcome) => &outcome.view,
            OnPage::Resigned(view, _)
            | OnPage::Takeback { view, .. }
            | OnPage::Aborted { view, .. }
            | OnPage::Challenged(view)
            | OnPage::Rematched(view)
            | OnPage::Accepted { view, .. }
            | OnPage::Declined { view, .. }
            | OnPage::Cancelled { view, .. } => view,
        }
    }
}

/// A game's challenger and opponent, each with their name.
#[derive(Clone, Debug)]
pub struct Players {
    pub challenger: (UserId, String),
    pub opponent: (UserId, String),
}

/// The user an access token belongs to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DiscordUser {
    pub id: UserId,
    /// The name to show: the global display name, else the username.
    pub name: String,
    pub locale: Option<String>,
}

/// Where an activity instance runs, and who is in it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Instance {
    pub channel: ChannelId,
    /// `None` in a DM or group DM.
    pub guild: Option<GuildId>,
    pub users: Vec<UserId>,
}

/// What went wrong asking Discord. Tokens never appear in it.
#[derive(Debug, thiserror::Error)]
pub enum ApiError {
    /// Discord refused: a bad or used code, an expired token, no such instance.
    #[error("Discord refused the request ({0})")]
    Refused(u16),
    /// Discord could not be reached or answered badly: try again later.
    #[error("Discord could not be asked: {0}")]
    Unavailable(String),
}
