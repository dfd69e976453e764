//! The background task: posts reminders, forfeits and expired challenges as
//! they fall due, and plays the bot's turns nobody answered (after a restart, say).

pub(crate) mod tournaments;

use std::sync::Arc;
use std::time::Duration;

use poise::serenity_prelude as serenity;

use super::present::bot_move_reply;
use super::reply::{mention, message_link, relative_time};
use super::send::{direct_message, direct_message_all, post};
use super::thread::archive;
use crate::claims::Claims;
use crate::discord::context::{Data, server_language};
use crate::discord::present::end_without_move_reply;
use crate::discord::reply::Reply;
use crate::engine::EndReason;
use crate::game::{DueEvent, GameView};
use crate::i18n::{self, Lang};
use crate::values::{ChannelId, GameId, MessageId, Place};

/// Scheduler ticks, beyond the AI's think time, after which a bot turn still
/// unanswered is owed: the answer would have been posted by then.
const OWED_TURN_GRACE_TICKS: u32 = 5;

/// " The board: <link>", to end a notice with, or nothing without a board.
fn board_sentence(place: Place, board: Option<MessageId>, lang: Lang) -> String {
    board
        .map(|m| lang.format("board-sentence", &[("link", message_link(place, m).into())]))
        .unwrap_or_default()
}

/// Plays a turn the bot owes and posts the board, only if this call played
/// it: a turn another process (or a reply) got to first is not posted again.
async fn play_owed_turn(http: &serenity::Http, data: &Data, game: GameId, claim_for: Duration) {
    match data.service.play_owed_ai_turn(game, claim_for).await {
        // Where the bot only answers, the board waits for the player's next
        // look (`board`, or a click on an earlier one).
        Ok(Some(played)) if played.view.place.answers_only => {
            tracing::info!(game = %game, "played an owed turn where the bot can't post");
        }
        Ok(Some(played)) => {
            let lang = server_language(data, played.view.place.guild, None).await;
            let headline = lang.text("back-to-our-game");
            let reply = bot_move_reply(data, &played, headline, lang).await;
            post(http, data, played.view.place.channel, reply).await;
        }
        Ok(None) => {}
        Err(e) => tracing::warn!(game = %game, error = %e, "the bot could not play an owed turn"),
    }
}

/// Where `player` sees game `view`: its channel, or for a game between
/// servers the DM of whichever player they are (the opponent's is the mirror).
fn channel_of(view: &GameView, player: crate::values::UserId) -> ChannelId {
    match view.place.mirror {
        Some(mirror) if view.opponent == Some(player) => mirror,
        _ => view.place.channel,
    }
}

pub(crate) async fn announce_due(http: Arc<serenity::Http>, data: Data, every: Duration) {
    let service = &data.service;
    let mut tick = tokio::time::interval(every);
    let owed_after = data.service.config().ai.think_time + every * OWED_TURN_GRACE_TICKS;
    // The owed turns this process is playing (the database's claim keeps
    // other processes off them; this keeps this one from starting one twice).
    let owed = Claims::<GameId>::default();
    loop {
        let due = tick.tick().await;
        crate::metrics::scheduler_lag(due.elapsed());
        match service.games_awaiting_ai(owed_after).await {
            Ok(games) => {
                for game in games {
                    // Each owed turn thinks on its own: deadlines never wait on the AI.
                    let Some(claim) = owed.claim(game) else {
                        continue;
                    };
                    let (http, data) = (Arc::clone(&http), data.clone_handles());
                    tokio::spawn(async move {
                        play_owed_turn(&http, &data, game, owed_after * 4).await;
                        drop(claim);
                    });
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
            announce(&http, &data, event).await;
        }
        tournaments::tick(&http, &data).await;
        if let Err(e) = service.drop_expired_seeks().await {
            tracing::warn!(error = %e, "dropping expired seeks failed");
        }
    }
}

/// Tells the opponent in each of `user`'s running games that their vacation
/// ended: in the game's channel, or by DM where the bot can't post there.
async fn tell_vacation_over(
    http: &serenity::Http,
    data: &Data,
    user: crate::values::UserId,
    games: &[GameView],
) {
    for view in games {
        let Some(opponent) = [view.black, view.white]
            .into_iter()
            .flatten()
            .find(|&p| p != user && Some(p) != data.service.config().bot_user)
        else {
            continue;
        };
        let text = |lang: Lang| {
            lang.format(
                "vacation-over",
                &[
                    ("player", mention(user).into()),
                    ("game", view.id.to_string().into()),
                    (
                        "board",
                        board_sentence(view.place, view.board_message, lang).into(),
                    ),
                ],
            )
        };
        if view.place.answers_only {
            direct_message_all(http, &data.service, view.place.guild, &[opponent], &text).await;
            continue;
        }
        let lang = server_language(data, view.place.guild, None).await;
        // The opponent named first, as the one this is for.
        let reply = Reply {
            pings: vec![opponent],
            ..Reply::public(format!("{} {}", mention(opponent), text(lang)))
        };
        post(http, data, channel_of(view, opponent), reply).await;
    }
}

/// Posts one piece of due work: a reminder (and its DM), a forfeit with the
/// final board (and both players' DMs), an expired challenge, or a thread
/// to archive.
async fn announce(http: &serenity::Http, data: &Data, event: DueEvent) {
    let (channel, reply) = match event {
        DueEvent::Reminder {
            view,
            player,
            deadline,
        } => {
            let lang = server_language(data, view.place.guild, None).await;
            // In the channel and by direct message, each in its reader's language.
            let notice = |id: &str, lang: Lang| {
                lang.format(
                    id,
                    &[
                        ("player", mention(player).into()),
                        ("game", view.id.to_string().into()),
                        ("when", relative_time(deadline).into()),
                        (
                            "board",
                            board_sentence(view.place, view.board_message, lang).into(),
                        ),
                    ],
                )
            };
            let dm = |lang| notice("reminder-dm", lang);
            if view.place.answers_only {
                // The bot can't post there: the direct message is the reminder.
                direct_message_all(http, &data.service, view.place.guild, &[player], &dm).await;
                return;
            }
            direct_message(http, &data.service, view.place.guild, &[player], &dm).await;
            (
                channel_of(&view, player),
                Reply {
                    pings: vec![player],
                    ..Reply::public(notice("reminder", lang))
                },
            )
        }
        DueEvent::Forfeit { view, end } => {
            let reason = end.outcome.reason;
            // Where the bot can't post, the players hear by direct message,
            // and the channel on its next interaction (a channel notice).
            let board = if view.place.answers_only {
                view.board_message
            } else {
                let lang = server_language(data, view.place.guild, None).await;
                let reply = end_without_move_reply(data, &view, &end, lang).await;
                let posted = post(http, data, view.place.channel, reply).await;
                posted.map(|m| MessageId(m.id.get()))
            };
            for player in [end.loser, end.winner] {
                let dm = |lang: Lang| {
                    let board = board_sentence(view.place, board, lang);
                    if reason == EndReason::Timeout {
                        return lang.format(
                            "forfeit-dm",
                            &[
                                ("game", view.id.to_string().into()),
                                ("won", i18n::yes_no(player == end.winner).into()),
                                ("board", board.into()),
                            ],
                        );
                    }
                    let outcome =
                        i18n::outcome_of(reason, &mention(end.winner), &mention(end.loser), lang);
                    lang.format(
                        "decided-dm",
                        &[
                            ("game", view.id.to_string().into()),
                            ("outcome", outcome.into()),
                            ("board", board.into()),
                        ],
                    )
                };
                if view.place.answers_only {
                    direct_message_all(http, &data.service, view.place.guild, &[player], &dm).await;
                } else {
                    direct_message(http, &data.service, view.place.guild, &[player], &dm).await;
                }
            }
            return;
        }
        DueEvent::ChallengeExpired { view } => {
            let lang = server_language(data, view.place.guild, None).await;
            let (id, opponent) = match view.opponent {
                Some(opponent) => ("challenge-expired", mention(opponent)),
                None => ("open-challenge-expired", String::new()),
            };
            let text = |lang: Lang| {
                lang.format(
                    id,
                    &[
                        ("player", mention(view.challenger).into()),
                        ("opponent", opponent.clone().into()),
                    ],
                )
            };
            if view.place.answers_only {
                let challenger = [view.challenger];
                direct_message_all(http, &data.service, view.place.guild, &challenger, &text).await;
                return;
            }
            (view.place.channel, Reply::public(text(lang)))
        }
        DueEvent::ArchiveThread { thread, .. } => {
            archive(http, thread).await;
            return;
        }
        DueEvent::VacationOver { user, games } => {
            tell_vacation_over(http, data, user, &games).await;
            return;
        }
    };
    post(http, data, channel, reply).await;
}
