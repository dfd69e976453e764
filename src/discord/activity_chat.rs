//! The chat's side of the Activity: what a player does on the board page
//! is shown in the game's place as the same action in the chat would be (a
//! move's board, the bot's answer, a resignation), so the thread stays the
//! game's whole record.

use std::sync::Arc;

use poise::serenity_prelude as serenity;

use super::context::{Data, server_language};
use super::notices::{
    aborted_reply, challenge_made_reply, playing_the_bot_headline, withdrawn_notice,
};
use super::present::{
    accepted_board, ai_game_board, declined_notice, moved_reply, offered_on_board, rematch_shown,
    resigned_reply, takeback_shown,
};
use super::reply::{Reply, mention};
use super::send::post;
use super::thread::{start_thread, thread_name};
use crate::activity::{Chat, ChatFuture, OnPage, PlaceFuture, Players};
use crate::game::{ChallengePlan, Service};
use crate::i18n::{self, Lang};
use crate::values::{ChannelId, Place};

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
    fn show(&self, what: OnPage) -> ChatFuture {
        let (http, data) = (Arc::clone(&self.http), self.data.clone_handles());
        Box::pin(async move {
            let place = what.view().place;
            let lang = server_language(&data, place.guild, None).await;
            let reply = shown(&data, what, lang).await;
            show(&http, &data, place, reply).await;
        })
    }

    fn place_for_game(&self, place: Place, plan: ChallengePlan, players: Players) -> PlaceFuture {
        let (http, data) = (Arc::clone(&self.http), self.data.clone_handles());
        Box::pin(async move {
            if !plan.own_thread || place.answers_only {
                return place;
            }
            match game_thread(&http, &data, place, plan, players).await {
                Some(thread) => Place::thread(place.guild, thread, place.channel),
                None => place,
            }
        })
    }
}

/// What the chat shows of `what`, in `lang`.
async fn shown(data: &Data, what: OnPage, lang: Lang) -> Reply {
    match what {
        // Against the bot this plays its answer, wherever the board goes.
        OnPage::Moved(outcome) => moved_reply(data, outcome, lang).await,
        OnPage::Resigned(view, end) => resigned_reply(data, &view, &end, lang).await,
        OnPage::Takeback { view, by, step } => takeback_shown(data, &view, by, step, lang).await,
        OnPage::Aborted { view, by } => {
            let offered = offered_on_board(&data.service, &view).await;
            aborted_reply(&view, by, offered, lang)
        }
        OnPage::Challenged(view) if view.is_ai_game() => {
            let headline = playing_the_bot_headline(&view, lang);
            ai_game_board(data, &view, headline, lang).await
        }
        OnPage::Challenged(view) => {
            let offered = offered_on_board(&data.service, &view).await;
            challenge_made_reply(&view, offered, lang)
        }
        OnPage::Rematched(view) => rematch_shown(data, &view, lang).await,
        OnPage::Accepted { view, by } => accepted_board(data, &view, by, lang).await,
        OnPage::Declined { view, by } => declined_notice(&view, by, lang),
        OnPage::Cancelled { by, .. } => withdrawn_notice(by, lang),
    }
}

/// Announces a challenge from the page in `place` and starts its thread
/// from that message; `None` if Discord refuses either.
async fn game_thread(
    http: &serenity::Http,
    data: &Data,
    place: Place,
    plan: ChallengePlan,
    players: Players,
) -> Option<ChannelId> {
    let lang = server_language(data, place.guild, None).await;
    let (challenger, opponent) = (players.challenger, players.opponent);
    let headline = lang.format(
        "challenge-headline",
        &[
            ("player", mention(challenger.0).into()),
            ("opponent", mention(opponent.0).into()),
            ("rated", i18n::yes_no(plan.rated).into()),
            ("variant", i18n::variant_text(plan.variant, lang).into()),
        ],
    );
    let message = post(http, data, place.channel, Reply::public(headline)).await?;
    let size = plan.variant.size.to_string();
    let name = thread_name(&challenger.1, &opponent.1, &size);
    let channel = serenity::ChannelId::new(place.channel.0);
    match start_thread(http, channel, message.id, &name).await {
        Ok(thread) => Some(thread),
        Err(e) => {
            tracing::warn!(error = %e, "starting a thread for a game from the page failed; it plays in the channel");
            None
        }
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
