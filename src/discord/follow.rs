//! Followers of a game hear of its new boards by direct message, sent by
//! one task per process from the queue in `followers`.

use poise::serenity_prelude as serenity;

use super::followers::FollowerQueue;
use super::reply::{LiveBoard, escape, message_link};
use super::send::direct_message_all;
use crate::engine::Color;
use crate::game::{GameView, Service};
use crate::i18n::{self, Lang};
use crate::values::{GameStatus, MessageId};

/// Tells each queued board's followers, one board at a time, until the bot stops.
pub(crate) async fn tell_followers(
    mut queue: FollowerQueue,
    http: std::sync::Arc<serenity::Http>,
    service: Service,
) {
    while let Some((live, message)) = queue.next().await {
        tell_followers_of(&http, &service, live, message).await;
    }
}

async fn tell_followers_of(
    http: &serenity::Http,
    service: &Service,
    live: LiveBoard,
    message: MessageId,
) {
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
                let name = |u: Option<crate::values::UserId>| {
                    u.and_then(|u| names.get(&u))
                        .map_or_else(|| "?".to_string(), |n| escape(n))
                };
                let (black, white) = (name(view.black), name(view.white));
                let link = message_link(live.place, message);
                let text = |lang: Lang| notice(&view, live, &black, &white, &link, lang);
                direct_message_all(http, service, live.place.guild, &followers, &text).await;
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
    black: &str,
    white: &str,
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
