//! The page's JSON API: sign-in, the games a page offers, one game, and a
//! move or resignation. Each handler admits the request (who, where, not too
//! fast), makes one service call and answers with plain data.

use std::net::SocketAddr;

use axum::extract::{ConnectInfo, Path, State};
use axum::http::{HeaderMap, StatusCode};
use axum::routing::{get, post};
use axum::{Json, Router};
use serde::{Deserialize, Serialize};

use super::admission::{Admitted, Refusal, credentials};
use super::json::{GameJson, PlayerJson};
use super::state::Activity;
use super::{actions, live, puzzle, start};
use crate::i18n::Lang;
use crate::values::{GuildId, UserId};

/// The API's routes and the live view (the page and its files are the
/// server's from the start).
pub(super) fn router(activity: Activity) -> Router {
    Router::new()
        .route("/api/config", get(config))
        .route("/api/token", post(sign_in))
        .route("/api/instances/{instance}", get(games_offered))
        .route("/api/instances/{instance}/games/{id}", get(one_game))
        .route("/api/instances/{instance}/games", post(start::start))
        .route(
            "/api/instances/{instance}/games/{id}/{action}",
            post(actions::act),
        )
        .route(
            "/api/instances/{instance}/puzzle",
            get(puzzle::today).post(puzzle::answer),
        )
        .route("/api/live", get(live::upgrade))
        .with_state(activity)
}

/// What the page needs before signing in: the application it belongs to.
async fn config(State(a): State<Activity>) -> Json<serde_json::Value> {
    Json(serde_json::json!({ "client_id": a.chat.application().to_string() }))
}

#[derive(Deserialize)]
struct SignIn {
    code: String,
}

#[derive(Serialize)]
struct SignedIn {
    /// For the SDK's `authenticate`.
    access_token: String,
    /// For this server's API.
    session: String,
    user: UserJson,
}

#[derive(Serialize)]
struct UserJson {
    id: String,
    name: String,
    locale: String,
}

/// Exchanges the SDK's sign-in code for an access token (for the page's
/// `authenticate`) and a session of ours.
async fn sign_in(
    State(a): State<Activity>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    Json(body): Json<SignIn>,
) -> Result<Json<SignedIn>, Refusal> {
    // Before Discord says the user's language, the browser's.
    let lang = Lang::closest(credentials(&headers).1);
    if body.code.is_empty() || body.code.len() > 512 {
        return Err(Refusal::sign_in_again(lang));
    }
    // Held until Discord has answered: it bounds the exchanges in flight.
    let client = a.front_door.client(peer, &headers);
    let Some(_exchange) = a.front_door.enter(client) else {
        tracing::debug!(%client, "a sign-in waits: too many from this client, or at once");
        let text = lang.text("activity-sign-in-wait");
        return Err(Refusal::new(
            StatusCode::TOO_MANY_REQUESTS,
            "slow-down",
            text,
        ));
    };
    let refused = |e| Refusal::from_discord(e, lang, Refusal::sign_in_again);
    let access_token = a.chat.exchange(&body.code).await.map_err(refused)?;
    let user = a.chat.user(&access_token).await.map_err(refused)?;
    let session = a.sessions.issue(user.id, a.service.now());
    let locale = Lang::closest(user.locale.as_deref().unwrap_or_default());
    Ok(Json(SignedIn {
        access_token,
        session,
        user: UserJson {
            id: user.id.0.to_string(),
            name: user.name,
            locale: locale.code().to_owned(),
        },
    }))
}

#[derive(Serialize)]
struct Offered {
    /// The game of the place the page opened in (a game's thread).
    here: Option<GameJson>,
    mine: Vec<GameJson>,
    watch: Vec<GameJson>,
    /// Open challenges here the viewer may accept in one tap.
    open: Vec<GameJson>,
    /// Who else is in the Activity: whom a game may be started against.
    people: Vec<PlayerJson>,
    /// Whether the bot takes on a game here.
    bot: bool,
    /// Whether the place has a puzzle of the day (a server's, not a DM's).
    puzzle: bool,
}

async fn games_offered(
    State(a): State<Activity>,
    Path(instance): Path<String>,
    headers: HeaderMap,
) -> Result<Json<Offered>, Refusal> {
    let (token, locale) = credentials(&headers);
    let Admitted {
        viewer,
        place,
        lang,
        present,
    } = a.admit(token, &instance, locale).await?;
    let offered = a
        .service
        .games_offered(place, viewer.user)
        .await
        .map_err(|e| Refusal::from_service(&e, lang))?;
    let others: Vec<UserId> = present.into_iter().filter(|&u| u != viewer.user).collect();
    let name = a.names(place.guild, &others, lang).await;
    let mut json = Offered {
        here: None,
        mine: Vec::new(),
        watch: Vec::new(),
        open: Vec::new(),
        people: others
            .iter()
            .map(|&u| PlayerJson {
                id: u.0.to_string(),
                name: name(u),
            })
            .collect(),
        bot: a.service.config().bot_user.is_some(),
        puzzle: place.guild != GuildId::DIRECT,
    };
    if let Some(here) = &offered.here {
        json.here = Some(a.json(here, viewer.user, lang).await);
    }
    for view in &offered.mine {
        json.mine.push(a.json(view, viewer.user, lang).await);
    }
    for view in &offered.watch {
        json.watch.push(a.json(view, viewer.user, lang).await);
    }
    for view in &offered.open {
        json.open.push(a.json(view, viewer.user, lang).await);
    }
    Ok(Json(json))
}

/// Game `id`, if the viewer may see it from the instance's channel.
async fn one_game(
    State(a): State<Activity>,
    Path((instance, id)): Path<(String, i64)>,
    headers: HeaderMap,
) -> Result<Json<GameJson>, Refusal> {
    let (asked, view) = a.visible_game(&headers, &instance, id).await?;
    Ok(Json(a.json(&view, asked.viewer.user, asked.lang).await))
}
