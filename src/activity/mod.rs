//! The Activity: a board page that opens inside Discord, the third front end
//! beside the chat (`discord/`) and the terminal (`cli/play/`). Its server
//! serves the page, a JSON API and a live view; every action is one service
//! call, as in the chat, and what the chat must show of it (a move's board in
//! the game's thread) goes through [`Chat`], which the Discord adapter
//! provides. Only with `DISCORD_CLIENT_SECRET`; without it the bot runs as
//! it always did.

mod admission;
mod api;
mod assets;
mod discord_api;
mod guard;
mod json;
mod live;
mod session;

use std::future::Future;
use std::net::SocketAddr;
use std::pin::Pin;
use std::sync::Arc;

use anyhow::Context as _;

pub use self::discord_api::{ApiError, DiscordApi, DiscordUser, Instance};
pub use self::json::{GameJson, MOVES_LISTED, MoveJson, PlayerJson, game_json};
pub use self::session::{SESSION_LIFETIME, SessionError, Sessions, Viewer};
use crate::game::{GameEnd, GameView, MoveOutcome, Service};

/// A future the chat runs to its end on its own.
pub type ChatFuture = Pin<Box<dyn Future<Output = ()> + Send>>;

/// What the chat shows of what happens on the page: the Discord adapter
/// posts a move's board in the game's thread (and the bot's answer, where
/// it plays next), as a move made in the chat would be shown.
pub trait Chat: Send + Sync + 'static {
    /// `outcome` was played on the page.
    fn moved(&self, outcome: MoveOutcome) -> ChatFuture;
    /// A player resigned on the page.
    fn resigned(&self, view: GameView, end: GameEnd) -> ChatFuture;
}

/// Where the Activity's server listens, and the secret its sign-in needs.
#[derive(Clone)]
pub struct ActivityConfig {
    pub addr: SocketAddr,
    /// The application's OAuth2 client secret (`DISCORD_CLIENT_SECRET`).
    pub client_secret: String,
}

impl std::fmt::Debug for ActivityConfig {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ActivityConfig")
            .field("addr", &self.addr)
            .field("client_secret", &"<redacted>")
            .finish()
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
        service,
        discord,
        sessions: Sessions::new(&config.client_secret),
        chat,
        guard: Arc::default(),
    };
    let app = api::router(activity);
    tracing::info!(%addr, "serving the Activity");
    tokio::spawn(async move {
        if let Err(e) = axum::serve(listener, app).await {
            tracing::error!(error = %e, "the Activity's server stopped");
        }
    });
    Ok(addr)
}
