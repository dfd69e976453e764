//! The page's JSON API: sign-in, the games a page offers, one game, and a
//! move or resignation. Each handler admits the request (who, where, not too
//! fast), makes one service call and answers with plain data.

use axum::extract::{Path, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use serde::{Deserialize, Serialize};

use super::json::{GameJson, game_json};
use super::session::Viewer;
use super::{Activity, ApiError, assets, live};
use crate::game::{GameView, ServiceError};
use crate::i18n::Lang;
use crate::values::{GameId, GuildId, Place, UserId};

/// The routes: the page and its files, the API, the live view.
pub(super) fn router(activity: Activity) -> Router {
    Router::new()
        .route("/", get(assets::index))
        .route("/assets/{file}", get(assets::file))
        .route("/locales/{code}", get(assets::locale))
        .route("/api/config", get(config))
        .route("/api/token", post(sign_in))
        .route("/api/instances/{instance}", get(games_offered))
        .route("/api/instances/{instance}/games/{id}", get(one_game))
        .route("/api/instances/{instance}/games/{id}/moves", post(play))
        .route("/api/instances/{instance}/games/{id}/resign", post(resign))
        .route("/api/live", get(live::upgrade))
        .with_state(activity)
}

/// A request refused, with what the page shows and whether signing in
/// again would help (401).
#[derive(Debug)]
pub(super) struct Refusal {
    status: StatusCode,
    code: &'static str,
    message: String,
}

impl Refusal {
    pub(super) fn new(
        status: StatusCode,
        code: &'static str,
        message: impl Into<String>,
    ) -> Refusal {
        Refusal {
            status,
            code,
            message: message.into(),
        }
    }

    fn from_service(e: &ServiceError, lang: Lang) -> Refusal {
        if !e.is_user_error() {
            tracing::error!(error = %e, "an Activity request failed");
        }
        let status = match e {
            ServiceError::UnknownGame(_) | ServiceError::NoGameHere => StatusCode::NOT_FOUND,
            ServiceError::PositionChanged | ServiceError::NotYourTurn(_) => StatusCode::CONFLICT,
            _ if e.is_user_error() => StatusCode::UNPROCESSABLE_ENTITY,
            _ => StatusCode::INTERNAL_SERVER_ERROR,
        };
        let player = lang.text("activity-player");
        Refusal::new(status, "refused", e.message(lang, |_| player.clone()))
    }
}

impl IntoResponse for Refusal {
    fn into_response(self) -> Response {
        #[derive(Serialize)]
        struct Body<'a> {
            error: &'a str,
            message: &'a str,
        }
        let body = Body {
            error: self.code,
            message: &self.message,
        };
        (self.status, Json(body)).into_response()
    }
}

impl From<ApiError> for Refusal {
    fn from(e: ApiError) -> Refusal {
        match e {
            ApiError::Refused(_) => Refusal::new(
                StatusCode::UNAUTHORIZED,
                "sign-in",
                "Discord did not accept the sign-in; open the Activity again.",
            ),
            ApiError::Unavailable(why) => {
                tracing::warn!(error = %why, "asking Discord for the Activity failed");
                Refusal::new(
                    StatusCode::BAD_GATEWAY,
                    "discord",
                    "Discord did not answer; try again.",
                )
            }
        }
    }
}

/// Who asks, from where: the admitted request.
pub(super) struct Admitted {
    pub viewer: Viewer,
    pub place: Place,
    pub lang: Lang,
}

impl Activity {
    /// Admits a request carrying session `token` from the page in activity
    /// `instance`: the session is ours and current, the user is in the
    /// instance (Discord says so), and isn't asking too fast.
    pub(super) async fn admit(
        &self,
        token: &str,
        instance: &str,
        locale: &str,
    ) -> Result<Admitted, Refusal> {
        let lang = Lang::closest(locale);
        let viewer = self
            .sessions
            .check(token, self.service.now())
            .map_err(|e| Refusal::new(StatusCode::UNAUTHORIZED, "sign-in", e.to_string()))?;
        if !self.guard.allow(viewer.user) {
            return Err(Refusal::new(
                StatusCode::TOO_MANY_REQUESTS,
                "slow-down",
                lang.text("activity-slow-down"),
            ));
        }
        let described = match self.guard.known_instance(instance, viewer.user) {
            Some(known) => known,
            None => {
                let described = self.discord.instance(instance).await.map_err(|e| match e {
                    ApiError::Refused(_) => not_in_instance(lang),
                    other => Refusal::from(other),
                })?;
                if !described.users.contains(&viewer.user) {
                    return Err(not_in_instance(lang));
                }
                self.guard
                    .remember_instance(instance, viewer.user, described.clone());
                described
            }
        };
        let guild = described.guild.unwrap_or(GuildId::DIRECT);
        Ok(Admitted {
            viewer,
            place: Place::channel(guild, described.channel),
            lang,
        })
    }

    /// `view` as `viewer` sees it, with the players' names.
    pub(super) async fn json(&self, view: &GameView, viewer: UserId, lang: Lang) -> GameJson {
        let users: Vec<UserId> = [view.black, view.white].into_iter().flatten().collect();
        let names = self
            .service
            .names(view.place.guild, &users)
            .await
            .unwrap_or_default();
        let bot = self.service.config().bot_user;
        game_json(view, viewer, |u| match names.get(&u) {
            Some(name) => name.clone(),
            None if Some(u) == bot => "Kōnane".to_owned(),
            None => lang.text("activity-player"),
        })
    }
}

fn not_in_instance(lang: Lang) -> Refusal {
    Refusal::new(
        StatusCode::FORBIDDEN,
        "not-in-instance",
        lang.text("activity-not-in-instance"),
    )
}

/// The page's session token and language, from its headers.
fn credentials(headers: &HeaderMap) -> (&str, &str) {
    let header = |name: &str| {
        headers
            .get(name)
            .and_then(|v| v.to_str().ok())
            .unwrap_or_default()
    };
    let token = header("authorization")
        .strip_prefix("Bearer ")
        .unwrap_or_default();
    (token, header("x-konane-locale"))
}

/// What the page needs before signing in: the application it belongs to.
async fn config(State(a): State<Activity>) -> Json<serde_json::Value> {
    Json(serde_json::json!({ "client_id": a.discord.application().to_string() }))
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
    Json(body): Json<SignIn>,
) -> Result<Json<SignedIn>, Refusal> {
    if body.code.is_empty() || body.code.len() > 512 {
        return Err(Refusal::new(
            StatusCode::BAD_REQUEST,
            "sign-in",
            "no sign-in code",
        ));
    }
    let access_token = a.discord.exchange(&body.code).await?;
    let user = a.discord.user(&access_token).await?;
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
    } = a.admit(token, &instance, locale).await?;
    let offered = a
        .service
        .games_offered(place, viewer.user)
        .await
        .map_err(|e| Refusal::from_service(&e, lang))?;
    let mut json = Offered {
        here: None,
        mine: Vec::new(),
        watch: Vec::new(),
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
    Ok(Json(json))
}

/// Game `id`, if the viewer may see it from the instance's channel.
async fn one_game(
    State(a): State<Activity>,
    Path((instance, id)): Path<(String, i64)>,
    headers: HeaderMap,
) -> Result<Json<GameJson>, Refusal> {
    let (token, locale) = credentials(&headers);
    let Admitted {
        viewer,
        place,
        lang,
    } = a.admit(token, &instance, locale).await?;
    let view = a
        .service
        .game_visible(place, viewer.user, GameId(id))
        .await
        .map_err(|e| Refusal::from_service(&e, lang))?;
    Ok(Json(a.json(&view, viewer.user, lang).await))
}

#[derive(Deserialize)]
struct Play {
    /// The ply the page showed: a move on an older board is refused.
    ply: usize,
    #[serde(rename = "move")]
    text: String,
}

async fn play(
    State(a): State<Activity>,
    Path((instance, id)): Path<(String, i64)>,
    headers: HeaderMap,
    Json(body): Json<Play>,
) -> Result<Json<GameJson>, Refusal> {
    let (token, locale) = credentials(&headers);
    let Admitted {
        viewer,
        place,
        lang,
    } = a.admit(token, &instance, locale).await?;
    let refused = |e: ServiceError| Refusal::from_service(&e, lang);
    let view = a
        .service
        .game_visible(place, viewer.user, GameId(id))
        .await
        .map_err(refused)?;
    let outcome = a
        .service
        .play_chosen(view, body.ply, viewer.user, &body.text)
        .await
        .map_err(refused)?;
    let json = a.json(&outcome.view, viewer.user, lang).await;
    tokio::spawn(a.chat.moved(outcome));
    Ok(Json(json))
}

async fn resign(
    State(a): State<Activity>,
    Path((instance, id)): Path<(String, i64)>,
    headers: HeaderMap,
) -> Result<Json<GameJson>, Refusal> {
    let (token, locale) = credentials(&headers);
    let Admitted {
        viewer,
        place,
        lang,
    } = a.admit(token, &instance, locale).await?;
    let refused = |e: ServiceError| Refusal::from_service(&e, lang);
    let view = a
        .service
        .game_visible(place, viewer.user, GameId(id))
        .await
        .map_err(refused)?;
    let (view, end) = a
        .service
        .resign(view.place, viewer.user)
        .await
        .map_err(refused)?;
    let json = a.json(&view, viewer.user, lang).await;
    tokio::spawn(a.chat.resigned(view, end));
    Ok(Json(json))
}
