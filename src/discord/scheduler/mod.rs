//! The background task: posts reminders, forfeits and expired challenges as
//! they fall due, and plays the bot's turns nobody answered (after a restart, say).

mod due;
pub(crate) mod tournaments;

use std::sync::Arc;
use std::time::Duration;

use poise::serenity_prelude as serenity;

use super::context::{Data, server_language};
use super::present::bot_move_reply;
use super::reply::{Reply, mention};
use super::send::{edit_old_board, failed_on_discords_side, is_rate_limited, post, send_owed_post};
use crate::game::{BotAnswer, BotReply};

/// Scheduler ticks, beyond the AI's think time, after which a bot turn still
/// unanswered is owed: the answer would have been posted by then.
const OWED_TURN_GRACE_TICKS: u32 = 5;

/// Posts the board after a turn the bot owed, once its answer is in.
async fn show_owed_turn(http: &serenity::Http, data: &Data, answer: BotAnswer) {
    let game = answer.game();
    match answer.reply().await {
        // Where the bot only answers, the board waits for the player's next
        // look (`board`, or a click on an earlier one).
        BotReply::Played(played) if played.view.place.answers_only => {
            tracing::info!(game = %game, "played an owed turn where the bot can't post");
        }
        BotReply::Played(played) => {
            let lang = server_language(data, played.view.place.guild, None).await;
            let headline = lang.text("back-to-our-game");
            let reply = bot_move_reply(data, &played, headline, lang).await;
            post(http, data, played.view.place.channel, reply).await;
        }
        BotReply::Nothing => {}
        BotReply::Failed => tracing::warn!(game = %game, "the bot could not play an owed turn"),
    }
}

pub(crate) async fn announce_due(http: Arc<serenity::Http>, data: Data, every: Duration) {
    let service = &data.service;
    let mut tick = tokio::time::interval(every);
    let owed_after = data.service.config().ai.think_time + every * OWED_TURN_GRACE_TICKS;
    // A live game's flag is announced when it falls, not at the next tick.
    let flag_fell = service.flag_fell();
    loop {
        let due = tokio::select! {
            due = tick.tick() => due,
            () = data.scheduler.notified() => tokio::time::Instant::now(),
            () = flag_fell.notified() => tokio::time::Instant::now(),
        };
        crate::metrics::scheduler_lag(due.elapsed());
        // Each owed turn thinks on its own: deadlines never wait on the AI.
        match service.start_owed_bot_turns(owed_after).await {
            Ok(answers) => {
                for answer in answers {
                    let (http, data) = (Arc::clone(&http), data.clone_handles());
                    tokio::spawn(async move { show_owed_turn(&http, &data, answer).await });
                }
            }
            Err(e) => tracing::error!(error = %format!("{e:#}"), "finding the bot's turns failed"),
        }
        let events = match service.process_due().await {
            Ok(events) => events,
            Err(e) => {
                tracing::error!(error = %format!("{e:#}"), "checking deadlines failed");
                continue;
            }
        };
        for event in events {
            due::announce(&http, &data, event).await;
        }
        tournaments::tick(&http, &data).await;
        edit_stale_boards(&http, &data).await;
        send_owed_posts(&http, &data).await;
        if let Err(e) = service.drop_expired_seeks().await {
            tracing::warn!(error = %e, "dropping expired seeks failed");
        }
    }
}

/// Tries again the old boards' edits Discord failed earlier; one that fails
/// again waits for its next try (the store has moved it on already), and
/// one Discord refuses for good is forgotten.
async fn edit_stale_boards(http: &serenity::Http, data: &Data) {
    let boards = match data.service.take_stale_boards().await {
        Ok(boards) => boards,
        Err(e) => return tracing::error!(error = %e, "finding owed edits failed"),
    };
    for board in boards {
        let (channel, message) = (board.channel_id, board.message_id);
        let kept = board.follow_game.zip(board.follow_label);
        let edited = edit_old_board(http, channel, message, kept).await;
        if let Err(e) = &edited {
            tracing::warn!(error = %e, message = message.0, "an owed edit failed again");
        }
        if owed_work_over(edited.as_ref().err())
            && let Err(e) = data.service.stale_board_done(message).await
        {
            tracing::error!(error = %e, "forgetting a done edit failed");
        }
    }
}

/// Sends again the channel messages Discord failed earlier, as
/// [`edit_stale_boards`] does the edits.
async fn send_owed_posts(http: &serenity::Http, data: &Data) {
    let posts = match data.service.take_owed_posts().await {
        Ok(posts) => posts,
        Err(e) => return tracing::error!(error = %e, "finding owed posts failed"),
    };
    for post in posts {
        let sent = send_owed_post(http, &post).await;
        if let Err(e) = &sent {
            tracing::warn!(error = %e, channel = post.channel.0, "an owed post failed again");
        }
        if owed_work_over(sent.as_ref().err())
            && let Err(e) = data.service.owed_post_done(&post.nonce).await
        {
            tracing::error!(error = %e, "forgetting a done post failed");
        }
    }
}

/// Whether owed work is over after a try that ended in `failure`: done, or
/// refused for good (no permission, the channel gone). Only Discord failing
/// on its side, or rate-limiting to the end, leaves it owed.
fn owed_work_over(failure: Option<&serenity::Error>) -> bool {
    failure.is_none_or(|e| !(failed_on_discords_side(e) || is_rate_limited(e)))
}
