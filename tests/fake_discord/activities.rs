//! Activities as Discord serves them to an app's own server
//! (`../shared/discord-notes.md`, "Activities"): a sign-in code exchanged
//! for an access token (`POST /oauth2/token`, a form with the client
//! secret; each code once), the user an access token belongs to
//! (`GET /users/@me` with `Bearer`), and an activity instance's location
//! and users (`GET /applications/{app}/activity-instances/{id}`, bot token).

use std::collections::HashMap;

use axum::extract::{Path, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Json, Response};
use serde_json::{Value, json};

use super::{APP_ID, AppState, FakeDiscord, bot_user};

/// The application's client secret, as the Developer Portal would show it.
pub const CLIENT_SECRET: &str = "fake-client-secret";

#[derive(Default)]
pub(super) struct Activities {
    /// Sign-in codes not yet exchanged, and whose they are.
    codes: HashMap<String, Value>,
    /// Access tokens handed out, and whose they are.
    tokens: HashMap<String, Value>,
    instances: HashMap<String, Value>,
    /// Exchanges refused, as "why": a test checks none was.
    pub(super) refused: Vec<String>,
    issued: u64,
}

impl FakeDiscord {
    /// The code the SDK's `authorize` gives `user` (a user object) in the
    /// Discord client; `locale` is their Discord language.
    pub fn sign_in_code(&self, user: &Value, locale: &str) -> String {
        let mut s = self.shared.lock().expect("lock");
        s.activities.issued += 1;
        let code = format!("code-{}", s.activities.issued);
        let mut user = user.clone();
        user["locale"] = json!(locale);
        s.activities.codes.insert(code.clone(), user);
        code
    }

    /// An activity instance `instance` running in `channel` (of `guild`, or
    /// a DM for `None`) with `users` in it.
    pub fn open_activity(
        &self,
        instance: &str,
        channel: u64,
        guild: Option<u64>,
        users: &[&Value],
    ) {
        let location = match guild {
            Some(guild) => json!({"id": format!("gc-{guild}-{channel}"), "kind": "gc",
                                  "channel_id": channel.to_string(), "guild_id": guild.to_string()}),
            None => {
                json!({"id": format!("pc-{channel}"), "kind": "pc", "channel_id": channel.to_string()})
            }
        };
        let ids: Vec<Value> = users.iter().map(|u| u["id"].clone()).collect();
        let described = json!({"application_id": APP_ID.to_string(), "instance_id": instance,
                               "launch_id": format!("launch-{instance}"), "location": location, "users": ids});
        self.shared
            .lock()
            .expect("lock")
            .activities
            .instances
            .insert(instance.to_owned(), described);
    }

    /// `user` leaves activity instance `instance`.
    pub fn leave_activity(&self, instance: &str, user: &Value) {
        let mut s = self.shared.lock().expect("lock");
        if let Some(described) = s.activities.instances.get_mut(instance)
            && let Some(users) = described["users"].as_array_mut()
        {
            users.retain(|u| *u != user["id"]);
        }
    }

    /// Sign-in exchanges Discord refused, and why.
    pub fn refused_sign_ins(&self) -> Vec<String> {
        self.shared.lock().expect("lock").activities.refused.clone()
    }
}

/// `POST /oauth2/token`: a form, checked field by field as Discord does.
pub(super) async fn exchange(
    State((shared, _, _)): State<AppState>,
    headers: HeaderMap,
    body: String,
) -> Response {
    let form = headers
        .get("content-type")
        .and_then(|t| t.to_str().ok())
        .is_some_and(|t| t.starts_with("application/x-www-form-urlencoded"));
    let fields: HashMap<String, String> = form_urlencoded::parse(body.as_bytes())
        .into_owned()
        .collect();
    let field = |name: &str| fields.get(name).map(String::as_str).unwrap_or_default();
    let mut s = shared.lock().expect("lock");
    let why = if !form {
        Some("the body is not a form".to_owned())
    } else if field("client_id") != APP_ID.to_string() || field("client_secret") != CLIENT_SECRET {
        Some("wrong client id or secret".to_owned())
    } else if field("grant_type") != "authorization_code" {
        Some(format!("grant_type {:?}", field("grant_type")))
    } else if !s.activities.codes.contains_key(field("code")) {
        Some(format!("code {:?} is unknown or used", field("code")))
    } else {
        None
    };
    if let Some(why) = why {
        s.activities.refused.push(why);
        return (
            StatusCode::BAD_REQUEST,
            Json(json!({"error": "invalid_grant"})),
        )
            .into_response();
    }
    let user = s.activities.codes.remove(field("code")).unwrap_or_default();
    s.activities.issued += 1;
    let token = format!("access-{}", s.activities.issued);
    s.activities.tokens.insert(token.clone(), user);
    Json(
        json!({"access_token": token, "token_type": "Bearer", "expires_in": 604_800,
                "refresh_token": "refresh", "scope": "identify"}),
    )
    .into_response()
}

/// `GET /users/@me`: the bot itself with its token, a user with theirs.
pub(super) async fn me(State((shared, _, _)): State<AppState>, headers: HeaderMap) -> Response {
    let auth = headers
        .get("authorization")
        .and_then(|a| a.to_str().ok())
        .unwrap_or_default();
    let Some(token) = auth.strip_prefix("Bearer ") else {
        return Json(bot_user()).into_response();
    };
    match shared.lock().expect("lock").activities.tokens.get(token) {
        Some(user) => Json(user.clone()).into_response(),
        None => unauthorized(),
    }
}

/// `GET /applications/{app}/activity-instances/{instance}`, with the bot's token.
pub(super) async fn instance(
    State((shared, _, _)): State<AppState>,
    Path((app, instance)): Path<(String, String)>,
    headers: HeaderMap,
) -> Response {
    let bot = headers
        .get("authorization")
        .and_then(|a| a.to_str().ok())
        .is_some_and(|a| a.starts_with("Bot "));
    if !bot || app != APP_ID.to_string() {
        return unauthorized();
    }
    match shared
        .lock()
        .expect("lock")
        .activities
        .instances
        .get(&instance)
    {
        Some(described) => Json(described.clone()).into_response(),
        None => (
            StatusCode::NOT_FOUND,
            Json(json!({"message": "Unknown Activity Instance", "code": 10_000})),
        )
            .into_response(),
    }
}

fn unauthorized() -> Response {
    (
        StatusCode::UNAUTHORIZED,
        Json(json!({"message": "401: Unauthorized", "code": 0})),
    )
        .into_response()
}
