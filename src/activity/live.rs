//! The live view: a WebSocket that sends a game again whenever it changes,
//! whoever changed it (the page, the chat, the bot, another process). The
//! change is read from the database's stamp of the game, never from this
//! process's memory, so several processes behind one origin agree.

use std::time::Duration;

use axum::extract::State;
use axum::extract::ws::{CloseFrame, Message, WebSocket, WebSocketUpgrade};
use axum::response::Response;
use serde::Deserialize;

use super::admission::Admitted;
use super::state::Activity;
use crate::game::ServiceError;
use crate::values::GameId;

/// How long the page has to say who it is and what it watches.
const HELLO_WITHIN: Duration = Duration::from_secs(10);

/// The page's first message: who it is and which game it watches.
#[derive(Deserialize)]
struct Hello {
    session: String,
    instance: String,
    game: i64,
    #[serde(default)]
    locale: String,
}

/// The most the page sends in one message (its hello).
const MAX_INCOMING: usize = 16 * 1024;

pub(super) async fn upgrade(State(activity): State<Activity>, ws: WebSocketUpgrade) -> Response {
    // Small buffers: a thousand views open must stay cheap. The page says
    // one short hello; what it is sent goes out as it is written.
    ws.read_buffer_size(4 * 1024)
        .write_buffer_size(0)
        .max_message_size(MAX_INCOMING)
        .max_frame_size(MAX_INCOMING)
        .on_upgrade(move |socket| watch(activity, socket))
}

async fn watch(activity: Activity, mut socket: WebSocket) {
    let hello = match tokio::time::timeout(HELLO_WITHIN, socket.recv()).await {
        Ok(Some(Ok(Message::Text(text)))) => serde_json::from_str::<Hello>(&text).ok(),
        _ => None,
    };
    let Some(hello) = hello else {
        return close(socket, REFUSED, "say who you are first").await;
    };
    let game = GameId(hello.game);
    let admit = || activity.admit(&hello.session, &hello.instance, &hello.locale);
    let Ok(mut admitted) = admit().await else {
        return close(socket, REFUSED, "not admitted").await;
    };
    let _open = crate::metrics::LiveView::open();
    // Watching before the first read: a change after it wakes the view again.
    let mut watching = activity.hub.watch(game);
    // A quiet game still says something now and then, so that a reverse
    // proxy's read timeout (longer than this) never closes the view.
    let mut keep_alive = tokio::time::interval(KEEP_ALIVE);
    keep_alive.reset();
    let mut admit_again = tokio::time::interval(activity.recheck);
    let stopped = activity.stop.stopped();
    tokio::pin!(stopped);
    admit_again.reset();
    loop {
        let Admitted {
            viewer,
            place,
            lang,
            ..
        } = &admitted;
        match activity
            .service
            .game_visible(*place, viewer.user, game)
            .await
        {
            Ok(view) => {
                let json = activity.json(&view, viewer.user, *lang).await;
                if let Ok(text) = serde_json::to_string(&json)
                    && socket.send(Message::Text(text.into())).await.is_err()
                {
                    return;
                }
            }
            // The database not answering now: the next change reads again.
            Err(ServiceError::Unavailable(e) | ServiceError::Internal(e)) => {
                tracing::warn!(error = %e, "reading a watched game failed");
            }
            Err(_) => return close(socket, REFUSED, "no such game here").await,
        }
        loop {
            tokio::select! {
                changed = watching.stamp.changed() => match changed {
                    Ok(()) => break,
                    Err(_) => return,
                },
                incoming = socket.recv() => match incoming {
                    // The page says nothing more; anything but a close is ignored.
                    Some(Ok(Message::Close(_)) | Err(_)) | None => return,
                    Some(Ok(_)) => {}
                },
                _ = keep_alive.tick() => {
                    if socket.send(Message::Ping(Vec::new().into())).await.is_err() {
                        return;
                    }
                }
                // The server stops: the page opens its view again on the next one.
                () = &mut stopped => return close(socket, GOING_AWAY, "stopping").await,
                // A session that expired, or a user who left the instance, stops watching.
                _ = admit_again.tick() => match admit().await {
                    Ok(again) => admitted = again,
                    Err(_) => return close(socket, REFUSED, "not admitted any more").await,
                },
            }
        }
    }
}

/// How long a live view stays silent at most: a ping after that.
pub const KEEP_ALIVE: Duration = Duration::from_secs(25);

/// The close code of a view refused (not signed in, not in the instance,
/// not a game the viewer may see): the page does not open it again.
const REFUSED: u16 = 4403;
/// The close code of a server going away: the page opens its view again.
const GOING_AWAY: u16 = 1001;

async fn close(mut socket: WebSocket, code: u16, why: &'static str) {
    tracing::debug!(why, "closing a live view");
    let frame = CloseFrame {
        code,
        reason: why.into(),
    };
    let _ = socket.send(Message::Close(Some(frame))).await;
}
