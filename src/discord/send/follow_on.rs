//! What a reply does besides its own message: its board becomes the live
//! one (the old board's controls are taken off, the player to move told by
//! direct message), and it has messages for other channels. A reply posted
//! in a channel (the scheduler's notices, a thread's boards) does the same.

use poise::serenity_prelude as serenity;

use super::channel::post_one;
use super::dm::direct_message;
use super::retry::{Kind, answer_lost, failed_on_discords_side, is_rate_limited};
use crate::discord::context::{Data, Reach};
use crate::discord::controls::labelled_follow_button;
use crate::discord::ids::ComponentId;
use crate::discord::reply::{LiveBoard, Reply, message_link};
use crate::i18n::Lang;
use crate::values::{ChannelId, GameId, MessageId, UserId};

/// What a reply does besides its own message: its board becomes the live
/// one, and it has messages for other channels (a thread's parent).
/// Whether a sender needs the sent message's id back: a board going live does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum SentId {
    Wanted,
    Unneeded,
}

/// Where a main message came from: who acted, in which channel, and how far
/// the bot reaches there.
pub(super) struct Origin {
    pub(super) actor: Option<UserId>,
    pub(super) reach: Reach,
    pub(super) here: ChannelId,
}

pub(super) struct FollowOn {
    also: Vec<(ChannelId, Reply)>,
    live: Option<LiveBoard>,
    /// For a game between servers, the same message for the other
    /// player's DM with the bot.
    mirrored: Option<Reply>,
}

impl FollowOn {
    /// Takes what `reply` does besides its message; a running game's board
    /// gains an Open board button where the app has an `activity`.
    pub(super) fn take(reply: &mut Reply, activity: bool) -> FollowOn {
        let also = std::mem::take(&mut reply.also);
        let live = reply.live.take();
        if let Some(board) = live.filter(|b| activity && b.ply.is_some() && !b.ended) {
            add_open_board(reply, board.game, board.lang);
        }
        let mirrored = live
            .filter(|l| l.place.mirror.is_some() && !reply.ephemeral)
            .map(|_| reply.clone());
        FollowOn {
            also,
            live,
            mirrored,
        }
    }

    /// Whether the main message's id is needed, for the board going live.
    pub(super) fn sent_id(&self) -> SentId {
        if self.live.is_some() {
            SentId::Wanted
        } else {
            SentId::Unneeded
        }
    }

    /// Once the main message is sent (`message`, if Discord said its id):
    /// the board goes live, then the other channels' messages are posted,
    /// where the bot `reach`es beyond answers.
    pub(super) async fn run(
        self,
        http: &serenity::Http,
        data: &Data,
        message: Option<serenity::MessageId>,
        origin: Origin,
    ) {
        let Origin { actor, reach, here } = origin;
        if let (Some(live), Some(copy)) = (self.live, self.mirrored) {
            // The other view of a game between servers: whichever DM this isn't.
            let other = match live.place.mirror {
                Some(mirror) if live.place.channel == here => mirror,
                _ => live.place.channel,
            };
            post_one(http, &data.service, other, copy).await;
        }
        if let (Some(message), Some(live)) = (message, self.live) {
            went_live(http, data, live, message, actor).await;
        }
        if reach == Reach::AnswersOnly {
            if !self.also.is_empty() {
                tracing::info!("not posting elsewhere from a place the bot only answers in");
            }
            return;
        }
        // Their own follow-ons, if any, are dropped: one level is all a reply needs.
        for (channel, reply) in self.also {
            post_one(http, &data.service, channel, reply).await;
        }
    }
}

/// Puts the Open board button with the board's other buttons, or on a row
/// of its own where they fill theirs (Discord takes five to a row).
fn add_open_board(reply: &mut Reply, game: GameId, lang: Lang) {
    let button = serenity::CreateButton::new(ComponentId::OpenBoard(game).encode())
        .label(lang.text("button-open-board"))
        .style(serenity::ButtonStyle::Primary);
    if let Some(serenity::CreateActionRow::Buttons(buttons)) = reply.components.last_mut()
        && buttons.len() < 5
    {
        buttons.push(button);
    } else {
        reply
            .components
            .push(serenity::CreateActionRow::Buttons(vec![button]));
    }
}

/// Once a game's board (or challenge) is posted, it is the live one: the
/// message it replaces loses its controls, and the player to move hears by
/// direct message if they asked to, unless they caused this board.
pub(super) async fn went_live(
    http: &serenity::Http,
    data: &Data,
    live: LiveBoard,
    message: serenity::MessageId,
    actor: Option<UserId>,
) {
    let message = MessageId(message.get());
    match data.service.replace_board(live.game, message).await {
        // Where the bot only answers, it can't edit an old board, and a game
        // between servers has one in each DM: a click on an old one is
        // answered with a link to the live one instead.
        Ok(Some(_)) if live.place.answers_only || live.place.mirror.is_some() => {}
        Ok(Some(stale)) => {
            // The first board keeps its Follow button while the game runs.
            let first_board_retired = live.ply == Some(1) && !live.ended;
            let kept = first_board_retired.then(|| (live.game, live.lang.text("button-follow")));
            retire_controls(http, data, live.place.channel, stale, kept).await;
        }
        Ok(None) => {}
        Err(e) => tracing::warn!(game = %live.game, error = %e, "recording a game's board failed"),
    }
    if let Some(player) = live.to_move.filter(|&p| Some(p) != actor) {
        let text = |lang: Lang| {
            lang.format(
                "your-move-dm",
                &[
                    ("game", live.game.to_string().into()),
                    ("link", message_link(live.place, message).into()),
                ],
            )
        };
        direct_message(http, &data.service, live.place.guild, &[player], &text).await;
    }
    if live.ended {
        // The round's last game may have ended: pair the next one now, not
        // at the scheduler's next tick.
        data.scheduler.notify_one();
    }
    data.followers.tell(live, message);
}

/// Takes the menu and buttons off a game's earlier board, but for the
/// Follow button of `kept` (a game, the button's label). An edit Discord
/// kept failing or rate-limiting is owed, and the scheduler tries it again.
pub(super) async fn retire_controls(
    http: &serenity::Http,
    data: &Data,
    channel: ChannelId,
    message: MessageId,
    kept: Option<(GameId, String)>,
) {
    let Err(e) = edit_old_board(http, channel, message, kept.clone()).await else {
        return;
    };
    tracing::warn!(error = %e, message = message.0, "taking the controls off an old board failed");
    if (failed_on_discords_side(&e) || is_rate_limited(&e))
        && let Err(e) = data.service.owe_board_edit(channel, message, kept).await
    {
        tracing::error!(error = %e, message = message.0, "recording an owed edit failed");
    }
}

/// Edits old board `message` down to `kept`'s Follow button, or no controls.
/// A board already gone (deleted by a moderator, say) is no matter.
///
/// # Errors
/// Discord refusing the edit, or failing on its side every try.
pub(crate) async fn edit_old_board(
    http: &serenity::Http,
    channel: ChannelId,
    message: MessageId,
    kept: Option<(GameId, String)>,
) -> Result<(), serenity::Error> {
    let rows = kept
        .map(|(game, label)| {
            serenity::CreateActionRow::Buttons(vec![labelled_follow_button(game, label)])
        })
        .into_iter()
        .collect();
    let edit = serenity::EditMessage::new().components(rows);
    let target = serenity::ChannelId::new(channel.0);
    let id = serenity::MessageId::new(message.0);
    let edited = super::retry::retrying("an old board's edit", Kind::Idempotent, || {
        target.edit_message(http, id, edit.clone())
    })
    .await;
    match edited {
        Err(e) if answer_lost(&e) => Ok(()),
        other => other.map(drop),
    }
}

/// Posts `reply` in `channel`, not as an answer to anyone, then what it
/// has for other channels; returns the message posted. A refusal (no
/// permission there, the channel gone) is logged; nothing else depends on it.
pub(crate) async fn post(
    http: &serenity::Http,
    data: &Data,
    channel: ChannelId,
    mut reply: Reply,
) -> Option<serenity::Message> {
    let follow_on = FollowOn::take(&mut reply, data.activity);
    let posted = post_one(http, &data.service, channel, reply).await;
    let message = posted.as_ref().map(|m| m.id);
    follow_on
        .run(
            http,
            data,
            message,
            Origin {
                actor: None,
                reach: Reach::Posts,
                here: channel,
            },
        )
        .await;
    posted
}
