//! The chat's side of the Activity: what a player does on the board page
//! is shown in the game's place as the same action in the chat would be (a
//! move's board, the bot's answer, a resignation), so the thread stays the
//! game's whole record.

use std::sync::Arc;

use poise::serenity_prelude as serenity;

use super::context::{Data, server_language};
use super::present::{moved_reply, resigned_reply};
use super::reply::Reply;
use super::send::post;
use crate::activity::{Chat, ChatFuture};
use crate::game::{GameEnd, GameView, MoveOutcome, Service};
use crate::values::Place;

/// Posts in Discord what happens on the page.
pub(crate) struct ChatInDiscord {
    http: Arc<serenity::Http>,
    data: Data,
}

impl ChatInDiscord {
    pub(crate) fn new(http: Arc<serenity::Http>, data: Data) -> ChatInDiscord {
        ChatInDiscord { http, data }
    }

    pub(crate) fn service(&self) -> Service {
        self.data.service.clone()
    }
}

impl Chat for ChatInDiscord {
    fn moved(&self, outcome: MoveOutcome) -> ChatFuture {
        let (http, data) = (Arc::clone(&self.http), self.data.clone_handles());
        Box::pin(async move {
            let place = outcome.view.place;
            let lang = server_language(&data, place.guild, None).await;
            // Against the bot this plays its answer, wherever the board goes.
            let reply = moved_reply(&data, outcome, lang).await;
            show(&http, &data, place, reply).await;
        })
    }

    fn resigned(&self, view: GameView, end: GameEnd) -> ChatFuture {
        let (http, data) = (Arc::clone(&self.http), self.data.clone_handles());
        Box::pin(async move {
            let lang = server_language(&data, view.place.guild, None).await;
            let reply = resigned_reply(&data, &view, &end, lang).await;
            show(&http, &data, view.place, reply).await;
        })
    }
}

/// Posts `reply` in the game's place, where the bot may post; where it only
/// answers (a DM between players), the next look at the board shows it.
async fn show(http: &serenity::Http, data: &Data, place: Place, reply: Reply) {
    if place.answers_only {
        tracing::info!("a move on the Activity's page, where the bot can't post");
        return;
    }
    post(http, data, place.channel, reply).await;
}
