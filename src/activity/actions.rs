//! What a viewer does to a game on the page: a move, a resignation, a
//! takeback, an abort, a rematch, a challenge's answer, a hint or an
//! analysis. Each is one service call, as in the chat; what the chat shows
//! of it goes through [`Chat`](super::Chat).

use axum::Json;
use axum::body::Bytes;
use axum::extract::{Path, State};
use axum::http::{HeaderMap, StatusCode};
use serde::{Deserialize, Serialize};

use super::admission::Refusal;
use super::json::{GameJson, VerdictJson, verdicts_json};
use super::state::Activity;
use crate::chat::OnPage;
use crate::game::{FollowNotices, GameView, report};
use crate::i18n::Lang;
use crate::values::{Authority, GameId, Place, UserId};

/// The longest analysis the page is sent, in bytes.
const MAX_ANALYSIS_TEXT: usize = 4_000;

/// What an action may carry; each uses its own fields.
#[derive(Default, Deserialize)]
struct Asked {
    /// A move's ply: the one the page showed (a move on an older board is refused).
    ply: Option<usize>,
    #[serde(rename = "move")]
    text: Option<String>,
    /// A takeback's answer; none asks for one.
    answer: Option<bool>,
}

/// The game after the action, or a hint's or analysis's words.
#[derive(Serialize)]
#[serde(untagged)]
pub(super) enum Done {
    Game(Box<GameJson>),
    Review {
        text: String,
        /// A hint's move, square by square.
        path: Vec<String>,
        /// An analysis's verdicts, one per position from the start.
        #[serde(skip_serializing_if = "Vec::is_empty")]
        verdicts: Vec<VerdictJson>,
    },
}

/// `POST /api/instances/{instance}/games/{id}/{action}`.
pub(super) async fn act(
    State(a): State<Activity>,
    Path((instance, id, action)): Path<(String, i64, String)>,
    headers: HeaderMap,
    body: Bytes,
) -> Result<Json<Done>, Refusal> {
    let (asked, view) = a.visible_game(&headers, &instance, id).await?;
    let (user, lang) = (asked.viewer.user, asked.lang);
    let body: Asked = if body.is_empty() {
        Asked::default()
    } else {
        serde_json::from_slice(&body).map_err(|_| Refusal::bad_request(lang))?
    };
    let (game, place) = (view.id, view.place);
    match action.as_str() {
        "hint" => return hint(&a, game, place, user, lang).await.map(Json),
        "analysis" => return analysis(&a, game, place, user, lang).await.map(Json),
        "follow" => {
            // Followers hear of moves by direct message: nothing to show in the chat.
            let every_move = FollowNotices::EveryMove;
            let following = a.service.follow(asked.place, user, game, every_move);
            let view = following
                .await
                .map_err(|e| Refusal::from_service(&e, lang))?;
            let json = a.json(&view, user, lang).await;
            return Ok(Json(Done::Game(Box::new(json))));
        }
        _ => {}
    }
    let shown = change(&a, view, &action, body, user, lang).await?;
    a.hub.changed_here();
    let json = a.json(shown.view(), user, lang).await;
    tokio::spawn(a.chat.show(shown));
    Ok(Json(Done::Game(Box::new(json))))
}

/// An action that changes the game (or makes a new one): one service call,
/// and what the chat shows of it.
async fn change(
    a: &Activity,
    view: GameView,
    action: &str,
    body: Asked,
    user: UserId,
    lang: Lang,
) -> Result<OnPage, Refusal> {
    let refused = |e| Refusal::from_service(&e, lang);
    let service = &a.service;
    // The page names the game; a rematch plays where the game did.
    let (game, place) = (view.id, view.place);
    Ok(match action {
        "moves" => {
            let (Some(ply), Some(text)) = (body.ply, body.text.as_deref()) else {
                return Err(Refusal::bad_request(lang));
            };
            let outcome = service.play_chosen(view, ply, user, text).await;
            OnPage::Moved(outcome.map_err(refused)?)
        }
        "resign" => {
            let (view, end) = service.resign(game, user).await.map_err(refused)?;
            OnPage::Resigned(view, end)
        }
        "takeback" => {
            let answered = service.takeback(game, user, body.answer).await;
            let (view, step) = answered.map_err(refused)?;
            OnPage::Takeback {
                view,
                by: user,
                step,
            }
        }
        "abort" => {
            // The page can't vouch for a moderator: players abort their own games.
            let aborting = service.abort(place, user, Some(game), Authority::Own);
            let view = aborting.await.map_err(refused)?;
            OnPage::Aborted { view, by: user }
        }
        "rematch" => {
            let view = service.rematch(place, user, Some(game));
            OnPage::Rematched(view.await.map_err(refused)?)
        }
        "accept" => {
            let view = service.accept(game, user).await.map_err(refused)?;
            OnPage::Accepted { view, by: user }
        }
        "decline" => {
            let view = service.decline(game, user).await.map_err(refused)?;
            OnPage::Declined { view, by: user }
        }
        "cancel" => {
            let view = service.cancel(game, user).await.map_err(refused)?;
            OnPage::Cancelled { view, by: user }
        }
        _ => {
            let text = lang.text("activity-bad-request");
            return Err(Refusal::new(StatusCode::NOT_FOUND, "no-such-action", text));
        }
    })
}

async fn hint(
    a: &Activity,
    game: GameId,
    place: Place,
    user: UserId,
    lang: Lang,
) -> Result<Done, Refusal> {
    let refused = |e| Refusal::from_service(&e, lang);
    let request = a
        .service
        .hint_request(place, user, Some(game), None)
        .await
        .map_err(refused)?;
    let hint = a.service.hint(request).await.map_err(refused)?;
    Ok(Done::Review {
        text: plain(&report::hint_text(&hint, lang)),
        path: hint.choice.best.path().map(|sq| sq.to_string()).collect(),
        verdicts: Vec::new(),
    })
}

async fn analysis(
    a: &Activity,
    game: GameId,
    place: Place,
    user: UserId,
    lang: Lang,
) -> Result<Done, Refusal> {
    let refused = |e| Refusal::from_service(&e, lang);
    let request = a
        .service
        .analysis_target(place, user, Some(game))
        .await
        .map_err(refused)?;
    let analysis = a.service.analyze(request).await.map_err(refused)?;
    let users: Vec<UserId> = [analysis.view.black, analysis.view.white]
        .into_iter()
        .flatten()
        .collect();
    let name = a.names(place.guild, &users, lang).await;
    let text = report::analysis_text(&analysis, lang, &name, MAX_ANALYSIS_TEXT);
    Ok(Done::Review {
        text: plain(&text),
        path: Vec::new(),
        verdicts: verdicts_json(&analysis),
    })
}

/// The chat's words without Discord's markdown, for the page.
pub(super) fn plain(text: &str) -> String {
    text.replace("**", "").replace('`', "")
}
