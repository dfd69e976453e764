//! The live view: a WebSocket that sends a game again whenever it changes,
//! whoever changed it (the page, the chat, the bot, another process). The
//! change is read from the database's stamp of the game, never from this
//! process's memory, so several processes behind one origin agree.

use std::time::Duration;

use axum::extract::State;
use axum::extract::ws::{Message, WebSocket, WebSocketUpgrade};
use axum::response::Response;
use serde::Deserialize;

use super::Activity;
use super::admission::Admitted;
use crate::values::GameId;

/// How often a watched game's stamp is read: a change shows within this.
const POLL: Duration = Duration::from_millis(250);
/// How long the page has to say who it is and what it watches.
const HELLO_WITHIN: Duration = Duration::from_secs(10);
/// How often the viewer's right to watch is checked again.
const ADMIT_AGAIN: Duration = Duration::from_secs(30);

/// The page's first message: who it is and which game it watches.
#[derive(Deserialize)]
struct Hello {
    session: String,
    instance: String,
    game: i64,
    #[serde(default)]
    locale: String,
}

pub(super) async fn upgrade(State(activity): State<Activity>, ws: WebSocketUpgrade) -> Response {
    ws.on_upgrade(move |socket| watch(activity, socket))
}

async fn watch(activity: Activity, mut socket: WebSocket) {
    let hello = match tokio::time::timeout(HELLO_WITHIN, socket.recv()).await {
        Ok(Some(Ok(Message::Text(text)))) => serde_json::from_str::<Hello>(&text).ok(),
        _ => None,
    };
    let Some(hello) = hello else {
        return close(socket, "say who you are first").await;
    };
    let game = GameId(hello.game);
    let admit = || activity.admit(&hello.session, &hello.instance, &hello.locale);
    let Ok(mut admitted) = admit().await else {
        return close(socket, "not admitted").await;
    };
    let mut admitted_at = tokio::time::Instant::now();
    let mut last = None;
    let mut tick = tokio::time::interval(POLL);
    loop {
        tokio::select! {
            _ = tick.tick() => {}
            incoming = socket.recv() => match incoming {
                // The page says nothing more; anything but a close is ignored.
                Some(Ok(Message::Close(_)) | Err(_)) | None => return,
                Some(Ok(_)) => continue,
            },
        }
        // A session that expired, or a user who left the instance, stops watching.
        if admitted_at.elapsed() >= ADMIT_AGAIN {
            let Ok(again) = admit().await else {
                return close(socket, "not admitted any more").await;
            };
            admitted = again;
            admitted_at = tokio::time::Instant::now();
        }
        let Admitted {
            viewer,
            place,
            lang,
        } = &admitted;
        let stamp = match activity.service.game_stamp(game).await {
            Ok(stamp) => stamp,
            Err(e) => {
                tracing::warn!(error = %e, "reading a game's stamp failed");
                continue;
            }
        };
        if stamp.is_some() && stamp == last {
            continue;
        }
        let view = match activity
            .service
            .game_visible(*place, viewer.user, game)
            .await
        {
            Ok(view) => view,
            Err(_) => return close(socket, "no such game here").await,
        };
        let json = activity.json(&view, viewer.user, *lang).await;
        let Ok(text) = serde_json::to_string(&json) else {
            continue;
        };
        if socket.send(Message::Text(text.into())).await.is_err() {
            return;
        }
        last = stamp;
    }
}

async fn close(mut socket: WebSocket, why: &str) {
    tracing::debug!(why, "closing a live view");
    let _ = socket.send(Message::Close(None)).await;
}
