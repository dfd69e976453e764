//! Where a tournament shows besides its announcement: a post in the
//! server's tournament forum, tagged by the tournament's state, and a
//! Discord scheduled event that marks its start. Both are extras: a refusal
//! is logged (or told to the organiser) and the tournament runs anyway.

use std::time::Duration;

use poise::serenity_prelude as serenity;
use serenity::json::{Value, json, to_value};
use serenity::{
    CreateForumPost, CreateScheduledEvent, EditScheduledEvent, EditThread, ForumTag, ForumTagId,
    ScheduledEventStatus, ScheduledEventType,
};

use crate::discord::reply::Reply;
use crate::discord::send::message_of;
use crate::game::{TournamentView, report};
use crate::i18n::{self, Lang};
use crate::values::{ChannelId, TournamentStatus};

/// The tag a tournament's forum post carries in each state.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum StateTag {
    SignUp,
    Running,
    Finished,
}

impl StateTag {
    const ALL: [StateTag; 3] = [StateTag::SignUp, StateTag::Running, StateTag::Finished];

    /// A cancelled tournament is over too, so it is filed with the finished.
    pub(crate) fn of(status: TournamentStatus) -> StateTag {
        match status {
            TournamentStatus::SignUp => StateTag::SignUp,
            TournamentStatus::Running => StateTag::Running,
            TournamentStatus::Finished | TournamentStatus::Cancelled => StateTag::Finished,
        }
    }

    fn message(self) -> &'static str {
        match self {
            StateTag::SignUp => "tournament-tag-sign-up",
            StateTag::Running => "tournament-tag-running",
            StateTag::Finished => "tournament-tag-finished",
        }
    }

    /// Whether a tag named `name` is this state's: in any shipped language,
    /// so a server that changes its language keeps its tags.
    fn is_named(self, name: &str) -> bool {
        let name = name.trim().to_lowercase();
        Lang::ALL
            .iter()
            .any(|lang| lang.text(self.message()).to_lowercase() == name)
    }

    /// The forum's tag for this state, if it has one.
    fn find(self, tags: &[ForumTag]) -> Option<ForumTagId> {
        tags.iter().find(|t| self.is_named(&t.name)).map(|t| t.id)
    }
}

/// Discord's limits: tags a forum may have, and tags one post may carry.
const MAX_FORUM_TAGS: usize = 20;
const MAX_POST_TAGS: usize = 5;

/// The tags `channel` offers, or `None` if it is not a forum the bot can read.
async fn forum_tags(http: &serenity::Http, channel: ChannelId) -> Option<Vec<ForumTag>> {
    match serenity::ChannelId::new(channel.0).to_channel(http).await {
        Ok(serenity::Channel::Guild(forum)) if forum.kind == serenity::ChannelType::Forum => {
            Some(forum.available_tags)
        }
        Ok(_) => None,
        Err(e) => {
            tracing::warn!(error = %e, forum = channel.0, "reading a forum's tags failed");
            None
        }
    }
}

/// Gives `forum` a tag for each state it lacks, named in `lang`, keeping
/// its other tags as they are. On failure, the names of the tags still
/// missing (the bot needs Manage Channels there to add them).
pub(crate) async fn add_state_tags(
    http: &serenity::Http,
    forum: ChannelId,
    lang: Lang,
) -> Result<(), Vec<String>> {
    let Some(tags) = forum_tags(http, forum).await else {
        return Err(StateTag::ALL.map(|t| lang.text(t.message())).to_vec());
    };
    let missing: Vec<String> = StateTag::ALL
        .into_iter()
        .filter(|state| state.find(&tags).is_none())
        .map(|state| lang.text(state.message()))
        .collect();
    if missing.is_empty() {
        return Ok(());
    }
    if tags.len() + missing.len() > MAX_FORUM_TAGS {
        return Err(missing);
    }
    // The forum's tags are replaced by the list sent: each existing tag goes
    // with its id, so posts keep it; ours go without one, so Discord makes them.
    let mut all: Vec<Value> = tags.iter().filter_map(|t| to_value(t).ok()).collect();
    all.extend(
        missing
            .iter()
            .map(|name| json!({"name": name, "moderated": false})),
    );
    let change = json!({ "available_tags": all });
    let target = serenity::ChannelId::new(forum.0);
    match http.edit_channel(target, &change, None).await {
        Ok(_) => Ok(()),
        Err(e) => {
            tracing::warn!(error = %e, forum = forum.0, "adding the tournament tags failed");
            Err(missing)
        }
    }
}

/// Posts `announcement` as a new post named `name` in `forum`, tagged as
/// open for sign-up where the forum has that tag; returns the post (a
/// thread whose first message, the announcement, shares its id).
pub(crate) async fn create_post(
    http: &serenity::Http,
    forum: ChannelId,
    name: &str,
    announcement: &Reply,
) -> Result<ChannelId, serenity::Error> {
    let tags = forum_tags(http, forum).await.unwrap_or_default();
    let post = CreateForumPost::new(name, message_of(announcement))
        .set_applied_tags(StateTag::SignUp.find(&tags));
    let thread = serenity::ChannelId::new(forum.0)
        .create_forum_post(http, post)
        .await?;
    Ok(ChannelId(thread.id.get()))
}

/// Moves a forum-post tournament's state tag to the one for its state now,
/// keeping tags the moderators put on the post.
pub(crate) async fn retag(http: &serenity::Http, view: &TournamentView) {
    let (Some(forum), Some(post)) = (view.tournament.forum, view.tournament.home) else {
        return;
    };
    let Some(tags) = forum_tags(http, forum).await else {
        return;
    };
    let thread = serenity::ChannelId::new(post.0);
    let applied = match thread.to_channel(http).await {
        Ok(serenity::Channel::Guild(post)) => post.applied_tags,
        Ok(_) => return,
        Err(e) => {
            tracing::warn!(error = %e, post = post.0, "reading a tournament post failed");
            return;
        }
    };
    let ours: Vec<ForumTagId> = StateTag::ALL.iter().filter_map(|s| s.find(&tags)).collect();
    let wanted = StateTag::of(view.status()).find(&tags);
    let mut now: Vec<ForumTagId> = wanted.into_iter().collect();
    now.extend(applied.iter().filter(|t| !ours.contains(t)));
    now.truncate(MAX_POST_TAGS);
    if now == applied {
        return;
    }
    if let Err(e) = thread
        .edit_thread(http, EditThread::new().applied_tags(now))
        .await
    {
        tracing::warn!(error = %e, post = post.0, "retagging a tournament post failed");
    }
}

/// A scheduled event lasts from the start through the first round: each
/// game of it must end within the tournament's game time.
fn event_span(view: &TournamentView) -> Option<(serenity::Timestamp, serenity::Timestamp)> {
    let t = &view.tournament;
    let start = t.starts_at?;
    let end = start.plus(Duration::from_secs(t.game_secs));
    let at = |ms: i64| serenity::Timestamp::from_millis(ms).ok();
    Some((at(start.0)?, at(end.0)?))
}

/// Discord's limits on an event's location and description.
const MAX_LOCATION: usize = 100;
const MAX_DESCRIPTION: usize = 1000;

/// Adds a scheduled event for a tournament that starts at a set time; its
/// location links the tournament's thread or post. `Ok(None)` for a
/// tournament its organiser starts by hand (no time to mark).
pub(crate) async fn create_event(
    http: &serenity::Http,
    view: &TournamentView,
    lang: Lang,
) -> Result<Option<u64>, serenity::Error> {
    let Some((start, end)) = event_span(view) else {
        return Ok(None);
    };
    let t = &view.tournament;
    let place = t.home.unwrap_or(t.channel);
    let location: String = format!("https://discord.com/channels/{}/{}", t.guild.0, place.0)
        .chars()
        .take(MAX_LOCATION)
        .collect();
    let description: String = lang
        .format(
            "tournament-event-description",
            &[
                ("format", report::format_name(t.format, lang).into()),
                ("variant", i18n::variant_text(t.variant, lang).into()),
            ],
        )
        .chars()
        .take(MAX_DESCRIPTION)
        .collect();
    let name: String = format!("🏆 {}", t.name).chars().take(100).collect();
    let event = serenity::GuildId::new(t.guild.0)
        .create_scheduled_event(
            http,
            CreateScheduledEvent::new(ScheduledEventType::External, name, start)
                .end_time(end)
                .location(location)
                .description(description),
        )
        .await?;
    Ok(Some(event.id.get()))
}

/// Keeps the scheduled event in step with the tournament: active once it
/// starts early (Discord starts it by itself at its time), completed once it
/// ends before the event does, deleted once it is cancelled. True if the
/// event is gone, so the tournament should forget it.
pub(crate) async fn follow_event(http: &serenity::Http, view: &TournamentView) -> bool {
    let t = &view.tournament;
    let Some(event) = t.scheduled_event else {
        return false;
    };
    let guild = serenity::GuildId::new(t.guild.0);
    let event = serenity::ScheduledEventId::new(event);
    let early = |at: Option<crate::values::Timestamp>| {
        at.zip(t.starts_at).is_some_and(|(at, starts)| at < starts)
    };
    let status = match view.status() {
        TournamentStatus::SignUp => return false,
        TournamentStatus::Running if early(t.started_at) => ScheduledEventStatus::Active,
        TournamentStatus::Running => return false,
        TournamentStatus::Finished => match event_span(view) {
            Some((_, end)) if t.finished_at.is_some_and(|f| f.0 < end.timestamp_millis()) => {
                ScheduledEventStatus::Completed
            }
            _ => return false,
        },
        TournamentStatus::Cancelled => {
            return match guild.delete_scheduled_event(http, event).await {
                Ok(()) => true,
                Err(e) => {
                    tracing::warn!(error = %e, tournament = %t.id, "deleting a tournament's event failed");
                    false
                }
            };
        }
    };
    let change = EditScheduledEvent::new().status(status);
    if let Err(e) = guild.edit_scheduled_event(http, event, change).await {
        tracing::warn!(error = %e, tournament = %t.id, "updating a tournament's event failed");
    }
    false
}
