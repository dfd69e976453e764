//! Who may ask: a request admitted (session, activity instance, rate) or
//! refused with what the page shows. Shared by the API and the live view.

use axum::Json;
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use serde::Serialize;

use super::session::Viewer;
use super::state::Activity;
use crate::chat::ApiError;
use crate::game::{GameView, ServiceError};
use crate::i18n::Lang;
use crate::values::{GameId, GuildId, Place, UserId};

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

    pub(super) fn from_service(e: &ServiceError, lang: Lang) -> Refusal {
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

impl Refusal {
    /// Signing in again is what helps: a session or code not good (any more).
    pub(super) fn sign_in_again(lang: Lang) -> Refusal {
        let text = lang.text("activity-sign-in-again");
        Refusal::new(StatusCode::UNAUTHORIZED, "sign-in", text)
    }

    /// What the page sent can't be read (it never sends such a thing).
    pub(super) fn bad_request(lang: Lang) -> Refusal {
        let text = lang.text("activity-bad-request");
        Refusal::new(StatusCode::BAD_REQUEST, "bad-request", text)
    }

    /// Discord refused (`not_taken`, for what it refused) or didn't answer.
    pub(super) fn from_discord(e: ApiError, lang: Lang, not_taken: fn(Lang) -> Refusal) -> Refusal {
        match e {
            ApiError::Refused(_) => not_taken(lang),
            ApiError::Unavailable(why) => {
                tracing::warn!(error = %why, "asking Discord for the Activity failed");
                let text = lang.text("activity-discord-unavailable");
                Refusal::new(StatusCode::BAD_GATEWAY, "discord", text)
            }
        }
    }
}

/// Who asks, from where: the admitted request.
pub(super) struct Admitted {
    pub viewer: Viewer,
    pub place: Place,
    pub lang: Lang,
    /// Who is in the activity instance with the viewer (the viewer too).
    pub present: Vec<UserId>,
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
            .map_err(|_| Refusal::sign_in_again(lang))?;
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
                let described = self
                    .chat
                    .instance(instance)
                    .await
                    .map_err(|e| Refusal::from_discord(e, lang, not_in_instance))?;
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
            present: described.users,
        })
    }

    /// The request admitted, and game `id` if its viewer may see it from
    /// the instance's channel.
    pub(super) async fn visible_game(
        &self,
        headers: &HeaderMap,
        instance: &str,
        id: i64,
    ) -> Result<(Admitted, GameView), Refusal> {
        let (token, locale) = credentials(headers);
        let asked = self.admit(token, instance, locale).await?;
        let view = self
            .service
            .game_visible(asked.place, asked.viewer.user, GameId(id))
            .await
            .map_err(|e| Refusal::from_service(&e, asked.lang))?;
        Ok((asked, view))
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
pub(super) fn credentials(headers: &HeaderMap) -> (&str, &str) {
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
