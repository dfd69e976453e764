//! Posting the work that fell due: a reminder (and its DM), a forfeit with
//! the final board (and both players' DMs), an expired challenge, a thread
//! to archive, the end of a vacation. Where the bot can't post, direct
//! messages say it instead.

use poise::serenity_prelude as serenity;

use crate::discord::context::{Data, server_language};
use crate::discord::present::end_without_move_reply;
use crate::discord::reply::{Reply, mention, message_link, relative_time};
use crate::discord::send::{direct_message, direct_message_all, post};
use crate::discord::thread::archive;
use crate::engine::EndReason;
use crate::game::{DueEvent, GameEnd, GameView};
use crate::i18n::{self, Lang};
use crate::values::{ChannelId, MessageId, Place, UserId};

/// Posts one piece of due work.
pub(super) async fn announce(http: &serenity::Http, data: &Data, event: DueEvent) {
    match event {
        DueEvent::Reminder {
            view,
            player,
            deadline,
        } => remind(http, data, &view, player, relative_time(deadline)).await,
        DueEvent::Forfeit { view, end } => tell_forfeit(http, data, &view, &end).await,
        DueEvent::ChallengeExpired { view } => tell_expiry(http, data, &view).await,
        DueEvent::ArchiveThread { thread, .. } => archive(http, thread).await,
        DueEvent::VacationOver { user, games } => {
            tell_vacation_over(http, data, user, &games).await;
        }
    }
}

/// " The board: <link>", to end a notice with, or nothing without a board.
fn board_sentence(place: Place, board: Option<MessageId>, lang: Lang) -> String {
    board
        .map(|m| lang.format("board-sentence", &[("link", message_link(place, m).into())]))
        .unwrap_or_default()
}

/// Where `player` sees game `view`: its channel, or for a game between
/// servers the DM of whichever player they are (the opponent's is the mirror).
fn channel_of(view: &GameView, player: UserId) -> ChannelId {
    match view.place.mirror {
        Some(mirror) if view.opponent == Some(player) => mirror,
        _ => view.place.channel,
    }
}

/// Reminds `player` that their move is due `when`: in the channel and by
/// direct message, each in its reader's language.
async fn remind(http: &serenity::Http, data: &Data, view: &GameView, player: UserId, when: String) {
    let notice = |id: &str, lang: Lang| {
        lang.format(
            id,
            &[
                ("player", mention(player).into()),
                ("game", view.id.to_string().into()),
                ("when", when.clone().into()),
                (
                    "board",
                    board_sentence(view.place, view.board_message, lang).into(),
                ),
            ],
        )
    };
    let dm = |lang| notice("reminder-dm", lang);
    let guild = view.place.guild;
    if view.place.answers_only {
        // The bot can't post there: the direct message is the reminder.
        direct_message_all(http, &data.service, guild, &[player], &dm).await;
        return;
    }
    let lang = server_language(data, guild, None).await;
    direct_message(http, &data.service, guild, &[player], &dm).await;
    let reply = Reply {
        pings: vec![player],
        ..Reply::public(notice("reminder", lang))
    };
    post(http, data, channel_of(view, player), reply).await;
}

/// A game decided at its deadline: the final board in its channel, and
/// each player's direct message. Where the bot can't post, the players
/// hear by direct message, and the channel on its next interaction (a
/// channel notice).
async fn tell_forfeit(http: &serenity::Http, data: &Data, view: &GameView, end: &GameEnd) {
    let board = if view.place.answers_only {
        view.board_message
    } else {
        let lang = server_language(data, view.place.guild, None).await;
        let reply = end_without_move_reply(data, view, end, lang).await;
        let posted = post(http, data, view.place.channel, reply).await;
        posted.map(|m| MessageId(m.id.get()))
    };
    for player in [end.loser, end.winner] {
        let dm = |lang: Lang| forfeit_dm(view, end, player, board, lang);
        let guild = view.place.guild;
        if view.place.answers_only {
            direct_message_all(http, &data.service, guild, &[player], &dm).await;
        } else {
            direct_message(http, &data.service, guild, &[player], &dm).await;
        }
    }
}

/// A player's direct message about a game decided at its deadline.
fn forfeit_dm(
    view: &GameView,
    end: &GameEnd,
    player: UserId,
    board: Option<MessageId>,
    lang: Lang,
) -> String {
    let board = board_sentence(view.place, board, lang);
    let reason = end.outcome.reason;
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
    let outcome = i18n::outcome_of(reason, &mention(end.winner), &mention(end.loser), lang);
    lang.format(
        "decided-dm",
        &[
            ("game", view.id.to_string().into()),
            ("outcome", outcome.into()),
            ("board", board.into()),
        ],
    )
}

/// A challenge nobody answered in time, told where it was made (or to the
/// challenger by direct message).
async fn tell_expiry(http: &serenity::Http, data: &Data, view: &GameView) {
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
    let lang = server_language(data, view.place.guild, None).await;
    post(http, data, view.place.channel, Reply::public(text(lang))).await;
}

/// Tells the opponent in each of `user`'s running games that their vacation
/// ended: in the game's channel, or by DM where the bot can't post there.
async fn tell_vacation_over(http: &serenity::Http, data: &Data, user: UserId, games: &[GameView]) {
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
