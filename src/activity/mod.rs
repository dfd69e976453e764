//! The Activity: a board page that opens inside Discord, the third front end
//! beside the chat (`discord/`) and the terminal (`cli/play/`). Its server
//! serves the page, a JSON API and a live view; every action is one service
//! call, as in the chat, and what the chat must show of it (a move's board in
//! the game's thread) goes through [`Chat`], which the Discord adapter
//! provides. Only with `DISCORD_CLIENT_SECRET`; without it the bot runs as
//! it always did.

mod actions;
mod admission;
mod api;
mod assets;
mod discord_api;
mod guard;
mod hub;
mod json;
mod live;
mod session;
mod start;

use std::future::Future;
use std::net::SocketAddr;
use std::pin::Pin;
use std::sync::Arc;
use std::time::Duration;

use anyhow::Context as _;

pub use self::discord_api::{ApiError, DiscordApi, DiscordUser, Instance};
pub use self::json::{GameJson, MOVES_LISTED, MoveJson, PlayerJson, game_json};
pub use self::session::{SESSION_LIFETIME, SessionError, Sessions, Viewer};
use crate::game::{ChallengePlan, GameEnd, GameView, MoveOutcome, Service, TakebackStep};
use crate::values::{Place, UserId};

/// A future the chat runs to its end on its own.
pub type ChatFuture = Pin<Box<dyn Future<Output = ()> + Send>>;

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

/// The chat around the page: the Discord adapter posts in the game's place
/// what happens on the page (a move's board, the bot's answer, a
/// resignation, a challenge), as the same action in the chat would be shown.
pub trait Chat: Send + Sync + 'static {
    /// Shows `what` in its game's place.
    fn show(&self, what: OnPage) -> ChatFuture;
    /// The place a game challenged from the page in `place` plays in: a
    /// thread of its own, announced in `place` and named after `players`,
    /// where the server wants one (`plan`); `place` itself where it doesn't,
    /// or the thread can't be made.
    fn place_for_game(&self, place: Place, plan: ChallengePlan, players: Players) -> PlaceFuture;
}

/// A game's challenger and opponent, each with their name.
#[derive(Clone, Debug)]
pub struct Players {
    pub challenger: (UserId, String),
    pub opponent: (UserId, String),
}

/// The place [`Chat::place_for_game`] found.
pub type PlaceFuture = Pin<Box<dyn Future<Output = Place> + Send>>;

/// Where the Activity's server listens, and the secret its sign-in needs.
#[derive(Clone)]
pub struct ActivityConfig {
    pub addr: SocketAddr,
    /// The application's OAuth2 client secret (`DISCORD_CLIENT_SECRET`).
    pub client_secret: String,
    /// How long Discord's word that a user is in an instance holds: a user
    /// who left is refused, and their live views closed, within this.
    pub recheck: Duration,
    /// Stops the server and closes its live views, as the process ending would.
    pub stop: StopSignal,
}

impl ActivityConfig {
    /// How long Discord's word on an instance's users holds by default.
    pub const RECHECK: Duration = Duration::from_secs(30);

    pub fn new(addr: SocketAddr, client_secret: String) -> ActivityConfig {
        ActivityConfig {
            addr,
            client_secret,
            recheck: ActivityConfig::RECHECK,
            stop: StopSignal::default(),
        }
    }
}

/// Tells a running Activity server to stop (a test restarting the bot).
#[derive(Clone, Debug)]
pub struct StopSignal(Arc<tokio::sync::watch::Sender<bool>>);

impl Default for StopSignal {
    fn default() -> StopSignal {
        StopSignal(Arc::new(tokio::sync::watch::Sender::new(false)))
    }
}

impl StopSignal {
    pub fn stop(&self) {
        self.0.send_replace(true);
    }

    /// Ends once [`StopSignal::stop`] is called.
    pub(crate) fn stopped(&self) -> impl Future<Output = ()> + Send + 'static {
        let mut told = self.0.subscribe();
        async move {
            let _ = told.wait_for(|&stop| stop).await;
        }
    }
}

impl std::fmt::Debug for ActivityConfig {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ActivityConfig")
            .field("addr", &self.addr)
            .field("client_secret", &"<redacted>")
            .field("recheck", &self.recheck)
            .finish_non_exhaustive()
    }
}

/// Everything a request of the page needs.
#[derive(Clone)]
pub(crate) struct Activity {
    service: Service,
    discord: DiscordApi,
    sessions: Sessions,
    chat: Arc<dyn Chat>,
    guard: Arc<guard::Guard>,
    hub: Arc<hub::Hub>,
    /// How often a live view checks its viewer may still watch.
    recheck: Duration,
    stop: StopSignal,
}

/// Serves the Activity on `config.addr` in the background; returns the
/// address it listens on (the port chosen, for `:0`).
///
/// # Errors
/// The address can't be listened on.
pub async fn serve(
    config: &ActivityConfig,
    service: Service,
    discord: DiscordApi,
    chat: Arc<dyn Chat>,
) -> anyhow::Result<SocketAddr> {
    let listener = tokio::net::TcpListener::bind(config.addr)
        .await
        .with_context(|| {
            format!(
                "listening for the Activity on {} (KONANE_ACTIVITY_ADDR)",
                config.addr
            )
        })?;
    let addr = listener.local_addr()?;
    let activity = Activity {
        hub: hub::Hub::start(service.clone()),
        service,
        discord,
        sessions: Sessions::new(&config.client_secret),
        chat,
        guard: Arc::new(guard::Guard::new(config.recheck)),
        recheck: config.recheck,
        stop: config.stop.clone(),
    };
    let app = api::router(activity);
    tracing::info!(%addr, "serving the Activity");
    let stopped = config.stop.stopped();
    tokio::spawn(async move {
        let serving = axum::serve(listener, app).with_graceful_shutdown(stopped);
        if let Err(e) = serving.await {
            tracing::error!(error = %e, "the Activity's server stopped");
        }
    });
    Ok(addr)
}
