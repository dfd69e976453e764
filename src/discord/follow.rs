//! Followers of a game hear of its new boards by direct message, sent by
//! one task per process from a bounded queue: a move's answer never waits
//! on them, and a burst beyond the queue drops notices (logged) rather
//! than growing without bound.

use std::sync::Arc;

use poise::serenity_prelude as serenity;
use tokio::sync::mpsc;

use super::Data;
use super::reply::{LiveBoard, escape, message_link};
use super::send::direct_message_all;
use crate::engine::Color;
use crate::game::{GameStatus, GameView, MessageId};
use crate::i18n::{self, Lang};

/// Boards waiting for their followers to be told.
const QUEUE: usize = 1024;

/// The sending end of the queue; cloned into every [`Data`].
#[derive(Clone, Debug)]
pub struct FollowerNotices(mpsc::Sender<(LiveBoard, MessageId)>);

impl FollowerNotices {
    /// The queue's two ends: run the receiving one as a task of its own.
    pub(crate) fn start(http: Arc<serenity::Http>) -> (FollowerNotices, FollowerQueue) {
        let (sender, receiver) = mpsc::channel(QUEUE);
        (FollowerNotices(sender), FollowerQueue { http, receiver })
    }

    /// Queues board `message` that just went live, for its game's followers.
    pub(crate) fn tell(&self, live: LiveBoard, message: MessageId) {
        // A challenge, or a board before any move, has nothing to tell.
        if live.ply.is_none_or(|ply| ply == 0 && !live.ended) {
            return;
        }
        if let Err(e) = self.0.try_send((live, message)) {
            tracing::warn!(game = %live.game, error = %e, "followers' notices dropped");
        }
    }
}

/// The receiving end, run by [`FollowerQueue::run`].
pub(crate) struct FollowerQueue {
    http: Arc<serenity::Http>,
    receiver: mpsc::Receiver<(LiveBoard, MessageId)>,
}

impl FollowerQueue {
    /// Tells each queued board's followers, one board at a time.
    pub(crate) async fn run(mut self, data: Data) {
        while let Some((live, message)) = self.receiver.recv().await {
            tell_followers(&self.http, &data, live, message).await;
        }
    }
}

async fn tell_followers(http: &serenity::Http, data: &Data, live: LiveBoard, message: MessageId) {
    let service = &data.service;
    let followers = match service.followers_to_tell(live.game, live.ended).await {
        Ok(followers) => followers,
        Err(e) => {
            tracing::warn!(game = %live.game, error = %e, "reading a game's followers failed");
            return;
        }
    };
    if !followers.is_empty() {
        match service.game(live.game).await {
            Ok(view) => {
                // Only the names: the board's newcomer lookup is no business of a notice.
                let players: Vec<_> = [view.black, view.white].into_iter().flatten().collect();
                let names = service
                    .names(live.place.guild, &players)
                    .await
                    .unwrap_or_default();
                let name = |u: Option<crate::game::UserId>| {
                    u.and_then(|u| names.get(&u))
                        .map_or_else(|| "?".to_string(), |n| escape(n))
                };
                let (black, white) = (name(view.black), name(view.white));
                let link = message_link(live.place, message);
                let text = |lang: Lang| notice(&view, live, (&black, &white), &link, lang);
                direct_message_all(http, data, live.place.guild, &followers, &text).await;
            }
            Err(e) => {
                tracing::warn!(game = %live.game, error = %e, "reading a followed game failed")
            }
        }
    }
    if live.ended
        && let Err(e) = service.forget_followers(live.game).await
    {
        tracing::warn!(game = %live.game, error = %e, "forgetting a game's followers failed");
    }
}

/// A follower's direct message about `view`'s board `live`: its move (as
/// the board shows it, even if the game moved on since), or its end.
fn notice(
    view: &GameView,
    live: LiveBoard,
    (black, white): (&str, &str),
    link: &str,
    lang: Lang,
) -> String {
    let game = view.id.to_string();
    let players = [
        ("game", game.into()),
        ("black", black.to_string().into()),
        ("white", white.to_string().into()),
        ("link", link.to_string().into()),
    ];
    if live.ended {
        return match view.game.outcome() {
            Some(outcome) if view.status == GameStatus::Finished => {
                let winner = match outcome.winner {
                    crate::engine::Color::Black => black,
                    crate::engine::Color::White => white,
                };
                let mut args = players.to_vec();
                args.push(("winner", winner.to_string().into()));
                args.push(("reason", i18n::reason(outcome.reason).into()));
                lang.format("follow-end-dm", &args)
            }
            _ => lang.format("follow-aborted-dm", &players),
        };
    }
    let ply = live.ply.unwrap_or_default();
    let played = ply.checked_sub(1).and_then(|i| view.game.moves().get(i));
    let mover = match ply.checked_sub(1).map(|before| view.game.mover_at(before)) {
        Some(Color::White) => white,
        _ => black,
    };
    let mut args = players.to_vec();
    args.push(("ply", ply.into()));
    args.push(("player", mover.to_string().into()));
    args.push((
        "move",
        played.map(ToString::to_string).unwrap_or_default().into(),
    ));
    lang.format("follow-move-dm", &args)
}
