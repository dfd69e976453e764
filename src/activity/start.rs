//! A game started from the page: a challenge to someone in the Activity
//! with the viewer, or a game against the bot, made where the page is open
//! (in a thread of its own, where the server wants one, as in the chat).

use axum::Json;
use axum::extract::{Path, State};
use axum::http::{HeaderMap, StatusCode};
use serde::Deserialize;

use super::admission::{Refusal, credentials};
use super::json::GameJson;
use super::state::Activity;
use crate::chat::{OnPage, Players};
use crate::game::ChallengeOptions;
use crate::values::{Level, TimeControl, UserId};

#[derive(Deserialize)]
pub(super) struct Start {
    /// `bot`, or the id of someone in the Activity.
    opponent: String,
    /// The bot's level (1 to 5); the default if none.
    level: Option<u8>,
    /// A live game's time control (`3+2`); a correspondence game if none.
    time: Option<String>,
}

/// `POST /api/instances/{instance}/games`: the challenge made, or the game
/// against the bot begun.
pub(super) async fn start(
    State(a): State<Activity>,
    Path(instance): Path<String>,
    headers: HeaderMap,
    Json(body): Json<Start>,
) -> Result<Json<GameJson>, Refusal> {
    let (token, locale) = credentials(&headers);
    let asked = a.admit(token, &instance, locale).await?;
    let (me, lang) = (asked.viewer.user, asked.lang);
    let not_here = || {
        let text = lang.text("activity-not-in-instance-them");
        Refusal::new(StatusCode::UNPROCESSABLE_ENTITY, "not-here", text)
    };
    let opponent = match body.opponent.as_str() {
        "bot" => a.service.config().bot_user.ok_or_else(not_here)?,
        id => {
            let id = id.parse().map(UserId).map_err(|_| not_here())?;
            // Only someone who sees the page too: the channel's members are
            // not known to the page otherwise.
            if !asked.present.contains(&id) {
                return Err(not_here());
            }
            id
        }
    };
    let level = body.level.map(Level::try_from).transpose();
    let level = level.map_err(|_| Refusal::bad_request(lang))?;
    let time_control = body
        .time
        .as_deref()
        .map(str::parse::<TimeControl>)
        .transpose();
    let time_control = time_control.map_err(|e| {
        let text = lang.say(&crate::i18n::time_control_error(&e));
        Refusal::new(StatusCode::UNPROCESSABLE_ENTITY, "time-control", text)
    })?;
    let options = ChallengeOptions {
        ai_level: level,
        time_control,
        ..ChallengeOptions::default()
    };
    let refused = |e| Refusal::from_service(&e, lang);
    let plan = a
        .service
        .check_challenge(asked.place, me, Some(opponent), &options)
        .await
        .map_err(refused)?;
    let name = a.names(asked.place.guild, &[me, opponent], lang).await;
    let players = Players {
        challenger: (me, name(me)),
        opponent: (opponent, name(opponent)),
    };
    let place = a.chat.place_for_game(asked.place, plan, players).await;
    let view = a
        .service
        .challenge(place, me, Some(opponent), options)
        .await
        .map_err(refused)?;
    a.hub.changed_here();
    let json = a.json(&view, me, lang).await;
    tokio::spawn(a.chat.show(OnPage::Challenged(view)));
    Ok(Json(json))
}
