//! Discord's side of the page's port ([`Chat`]), over the REST API alone:
//! a process serving only the Activity has no gateway. What a player does
//! on the board page is shown in the game's place as the same action in
//! the chat would be (a move's board, the bot's answer, a resignation), so
//! the thread stays the game's whole record.

mod sign_in;

use std::sync::Arc;
use std::time::Duration;

use anyhow::Context as _;
use poise::serenity_prelude as serenity;

use self::sign_in::SignIn;
use super::context::{Data, server_language};
use super::follow::tell_followers;
use super::followers::FollowerNotices;
use super::notices::{
    aborted_reply, challenge_made_reply, playing_the_bot_headline, withdrawn_notice,
};
use super::present::{
    accepted_board, ai_game_board, declined_notice, moved_reply, offered_on_board, rematch_shown,
    resigned_reply, takeback_shown,
};
use super::reply::{Reply, mention};
use super::send::post;
use super::start::{BotConfig, http_client};
use super::thread::{start_thread, takes_threads, thread_name};
use crate::chat::{Answer, ApiError, Chat, DiscordUser, Instance, OnPage, Players};
use crate::game::{ChallengePlan, Service};
use crate::i18n::{self, Lang};
use crate::render::Renderer;
use crate::values::{ChannelId, Place, UserId};

/// Discord for the page: posts in the game's place what happens there,
/// and answers the page's sign-in.
struct ChatInDiscord {
    http: Arc<serenity::Http>,
    data: Data,
    sign_in: SignIn,
}

/// How long Discord may stay silent at start-up before the log says so.
const SILENCE_NAMED_AFTER: Duration = Duration::from_secs(10);

/// The page's port to Discord, over REST: asks Discord which application
/// and bot user the token is (trying again until it answers, and saying so
/// in the log within [`SILENCE_NAMED_AFTER`]); the service knowing its bot
/// user, and the port.
///
/// # Errors
/// Discord refusing the token, or the REST client failing to build.
pub async fn page_chat(
    config: &BotConfig,
    service: Service,
    renderer: Arc<Renderer>,
    client_secret: String,
) -> anyhow::Result<(Service, Arc<dyn Chat>)> {
    let http = Arc::new(http_client(config).await?);
    let (application, bot) = identity(&http).await?;
    let service = service.with_bot_user(bot);
    let (followers, queue) = FollowerNotices::start();
    tokio::spawn(tell_followers(queue, Arc::clone(&http), service.clone()));
    let data = Data {
        service: service.clone(),
        renderer,
        followers,
        scheduler: Arc::default(),
        activity: true,
    };
    let base = config.proxy_url.as_deref().unwrap_or("https://discord.com");
    let sign_in = SignIn::new(base, application, client_secret, config.token.clone())?;
    let chat = ChatInDiscord {
        http,
        data,
        sign_in,
    };
    Ok((service, Arc::new(chat)))
}

/// The application and bot user the token belongs to, asked until Discord
/// answers; a token Discord refuses is an error at once.
async fn identity(http: &serenity::Http) -> anyhow::Result<(u64, UserId)> {
    let started = tokio::time::Instant::now();
    let mut pause = Duration::from_millis(500);
    let mut named = false;
    loop {
        let asked = async {
            let app = http.get_current_application_info().await?;
            let me = http.get_current_user().await?;
            Ok::<_, serenity::Error>((app.id.get(), UserId(me.id.get())))
        };
        let answer = match tokio::time::timeout(SILENCE_NAMED_AFTER, asked).await {
            Ok(Ok(answer)) => return Ok(answer),
            // A 401 or 403: the token is not good, and waiting won't help.
            Ok(Err(e))
                if super::codes::of(&e).is_some_and(|(status, _)| matches!(status, 401 | 403)) =>
            {
                return Err(e).context("Discord refused the token: check DISCORD_TOKEN");
            }
            Ok(Err(e)) => e.to_string(),
            Err(_) => "no answer".to_owned(),
        };
        if !named || started.elapsed() >= SILENCE_NAMED_AFTER {
            tracing::warn!(error = %answer, waited = ?started.elapsed(), "Discord does not answer the Activity's start-up; trying again");
            named = true;
        }
        tokio::time::sleep(pause).await;
        pause = (pause * 2).min(Duration::from_secs(30));
    }
}

impl Chat for ChatInDiscord {
    fn application(&self) -> u64 {
        self.sign_in.application()
    }

    fn exchange<'a>(&'a self, code: &'a str) -> Answer<'a, Result<String, ApiError>> {
        Box::pin(self.sign_in.exchange(code))
    }

    fn user<'a>(&'a self, access_token: &'a str) -> Answer<'a, Result<DiscordUser, ApiError>> {
        Box::pin(self.sign_in.user(access_token))
    }

    fn instance<'a>(&'a self, instance: &'a str) -> Answer<'a, Result<Instance, ApiError>> {
        Box::pin(self.sign_in.instance(instance))
    }

    fn show(&self, what: OnPage) -> Answer<'static, ()> {
        let (http, data) = (Arc::clone(&self.http), self.data.clone_handles());
        Box::pin(async move {
            let place = what.view().place;
            let lang = server_language(&data, place.guild, None).await;
            let reply = shown(&data, what, lang).await;
            show(&http, &data, place, reply).await;
        })
    }

    fn place_for_game(
        &self,
        place: Place,
        plan: ChallengePlan,
        players: Players,
    ) -> Answer<'static, Place> {
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
    // A voice channel's Activity: the game plays in the voice channel's chat.
    if !takes_threads(http, place.channel).await {
        return None;
    }
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
