//! Start-up: the server listens at once and serves the page; its API
//! answers "Discord is not answering" (503) until the link to Discord (the
//! chat port, and the service knowing the bot's user) is made, then the
//! full API. So a process whose Discord is slow still shows the operator
//! it is up, and the page says what is wrong.

use std::future::Future;
use std::net::SocketAddr;
use std::sync::{Arc, OnceLock};

use anyhow::Context as _;
use axum::Router;
use axum::extract::{Request, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::serve::ListenerExt as _;
use tower_service::Service as _;

use super::admission::Refusal;
use super::config::ActivityConfig;
use super::front_door::FrontDoor;
use super::guard::Guard;
use super::hub::Hub;
use super::session::Sessions;
use super::state::Activity;
use super::{api, assets};
use crate::chat::Chat;
use crate::game::Service;
use crate::i18n::Lang;

/// What the server needs of Discord before its API answers.
pub struct Link {
    /// The service, knowing the bot's own user.
    pub service: Service,
    pub chat: Arc<dyn Chat>,
}

/// The API, once linked.
type Linked = Arc<OnceLock<Router>>;

/// Small writes (a move's update, a few hundred bytes) leave at once: with
/// Nagle's algorithm, an update written while the page had not yet
/// acknowledged the one before waited for that acknowledgement, which a
/// client may delay by 40 ms or more; pages that move in quick succession
/// met it.
fn send_at_once(stream: &mut tokio::net::TcpStream) {
    if let Err(e) = stream.set_nodelay(true) {
        tracing::debug!(error = %e, "TCP_NODELAY refused on an Activity connection");
    }
}

/// Serves the Activity on `config.addr` in the background, its API once
/// `link` is made; returns the address it listens on (the port chosen, for `:0`).
///
/// # Errors
/// The address can't be listened on.
pub async fn serve(
    config: &ActivityConfig,
    link: impl Future<Output = anyhow::Result<Link>> + Send + 'static,
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
    let linked = Linked::default();
    let app = Router::new()
        .route("/", get(assets::index))
        .route("/assets/{file}", get(assets::file))
        .route("/locales/{code}", get(assets::locale))
        .fallback(dispatch)
        .with_state(Arc::clone(&linked));
    tracing::info!(%addr, "serving the Activity");
    let stopped = config.stop.stopped();
    tokio::spawn(async move {
        let app = app.layer(axum::middleware::from_fn(count_by_status));
        // Each request knows its peer: the sign-in's limits are per client.
        let app = app.into_make_service_with_connect_info::<SocketAddr>();
        let serving =
            axum::serve(listener.tap_io(send_at_once), app).with_graceful_shutdown(stopped);
        if let Err(e) = serving.await {
            tracing::error!(error = %e, "the Activity's server stopped");
        }
    });
    let config = config.clone();
    tokio::spawn(async move {
        match link.await {
            Ok(link) => {
                let activity = Activity {
                    hub: Hub::start(link.service.clone()),
                    service: link.service,
                    chat: link.chat,
                    sessions: Sessions::new(&config.client_secret),
                    guard: Arc::new(Guard::new(config.recheck)),
                    front_door: Arc::new(FrontDoor::new(config.trusted_proxies.clone())),
                    recheck: config.recheck,
                    stop: config.stop.clone(),
                };
                if linked.set(api::router(activity)).is_ok() {
                    config.api_ready.set();
                    tracing::info!("the Activity's API answers");
                }
            }
            Err(e) => {
                tracing::error!(error = %format!("{e:#}"), "the Activity can't reach Discord; its API answers 503 until the process restarts")
            }
        }
    });
    Ok(addr)
}

/// The API once linked; before, a refusal the page shows.
async fn dispatch(State(linked): State<Linked>, request: Request) -> Response {
    let Some(router) = linked.get() else {
        let locale = request
            .headers()
            .get("x-konane-locale")
            .and_then(|v| v.to_str().ok())
            .unwrap_or_default();
        let lang = Lang::closest(locale);
        let text = lang.text("activity-discord-unavailable");
        return Refusal::new(StatusCode::SERVICE_UNAVAILABLE, "discord", text).into_response();
    };
    match router.clone().call(request).await {
        Ok(response) => response,
        Err(never) => match never {},
    }
}

/// Every answer counted by its status, for `/metrics`.
async fn count_by_status(request: Request, next: axum::middleware::Next) -> Response {
    let response = next.run(request).await;
    crate::metrics::activity_request(response.status().as_u16());
    response
}
