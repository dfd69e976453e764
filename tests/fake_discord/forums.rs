//! Forum channels and scheduled events, as strict as Discord
//! (`../shared/discord-notes.md`, "Forum channels and scheduled events"):
//! a post is a thread whose first message shares its id, carrying at most 5
//! of its forum's tags; a forum's tags change only with Manage Channels; an
//! external event needs a location and an end after its start, in the
//! future, and Manage Events or Create Events; an event's status moves only
//! as Discord allows.

use std::sync::{Arc, Mutex};

use axum::extract::{Path, Request, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Json, Response};
use poise::serenity_prelude::Timestamp;
use serde_json::{Value, json};
use tokio::sync::Notify;

use super::{
    AppState, CREATE_EVENTS, FakeDiscord, GUILD_ID, MANAGE_EVENTS, Sent, Shared, Thread, read_body,
    record, refuse, thread_json,
};

/// Manage Channels, which changing a forum's tags takes.
const MANAGE_CHANNELS: u64 = 1 << 4;
/// Discord's limits on tags: per forum, per post, and a name's length.
const MAX_FORUM_TAGS: usize = 20;
const MAX_POST_TAGS: usize = 5;
const MAX_TAG_NAME: usize = 20;

/// A forum channel: its name and tags (`{id, name, moderated, emoji_id, emoji_name}`).
#[derive(Clone, Debug)]
pub struct Forum {
    pub name: String,
    pub tags: Vec<Value>,
}

fn forum_json(id: &str, forum: &Forum) -> Value {
    json!({"id": id, "type": 15, "guild_id": GUILD_ID.to_string(), "name": forum.name,
           "position": 0, "permission_overwrites": [], "nsfw": false, "parent_id": null,
           "topic": null, "rate_limit_per_user": 0, "flags": 0, "last_message_id": null,
           "available_tags": forum.tags, "default_reaction_emoji": null,
           "default_thread_rate_limit_per_user": 0, "default_sort_order": null,
           "default_forum_layout": 0})
}

/// Answers 403 Missing Permissions: an ordinary outcome the bot must
/// handle, not its mistake, so it is noted among the refusals only.
fn missing_permissions(shared: &Mutex<Shared>, changed: &Notify, what: String) -> Response {
    shared
        .lock()
        .expect("lock")
        .refused
        .push(format!("{what} 403"));
    changed.notify_waiters();
    let body = json!({"code": 50013, "message": "Missing Permissions"});
    (StatusCode::FORBIDDEN, Json(body)).into_response()
}

fn invalid(shared: &Mutex<Shared>, changed: &Notify, failure: String) -> Response {
    refuse(
        shared,
        changed,
        StatusCode::BAD_REQUEST,
        50035,
        "Invalid Form Body",
        failure,
    )
}

impl FakeDiscord {
    /// A voice channel `id`: its chat takes messages; a thread started there
    /// is refused, as Discord refuses it.
    pub fn add_voice_channel(&self, id: u64) {
        let mut s = self.shared.lock().expect("lock");
        s.voice.insert(id.to_string());
    }

    /// A forum channel `id` with tags named `tags`; returns their ids.
    pub fn add_forum(&self, id: u64, name: &str, tags: &[&str]) -> Vec<String> {
        let mut s = self.shared.lock().expect("lock");
        let tags: Vec<Value> = tags
            .iter()
            .map(|t| {
                json!({"id": s.new_id(), "name": t, "moderated": false,
                       "emoji_id": null, "emoji_name": null})
            })
            .collect();
        let ids = tags
            .iter()
            .filter_map(|t| t["id"].as_str().map(str::to_string))
            .collect();
        let forum = Forum {
            name: name.to_string(),
            tags,
        };
        s.forums.insert(id.to_string(), forum);
        ids
    }

    /// The names of forum `id`'s tags.
    pub fn forum_tags(&self, id: u64) -> Vec<String> {
        let s = self.shared.lock().expect("lock");
        s.forums.get(&id.to_string()).map_or_else(Vec::new, |f| {
            f.tags
                .iter()
                .filter_map(|t| t["name"].as_str().map(str::to_string))
                .collect()
        })
    }

    /// The names of the tags post `id` carries.
    pub fn post_tags(&self, id: u64) -> Vec<String> {
        let s = self.shared.lock().expect("lock");
        let Some(post) = s.threads.get(&id.to_string()) else {
            return Vec::new();
        };
        let Some(forum) = s.forums.get(&post.parent) else {
            return Vec::new();
        };
        post.applied_tags
            .iter()
            .filter_map(|id| forum.tags.iter().find(|t| t["id"] == id.as_str()))
            .filter_map(|t| t["name"].as_str().map(str::to_string))
            .collect()
    }

    /// Waits until post `id` carries exactly the tags named `tags`.
    pub async fn post_tagged(&self, id: u64, tags: &[&str]) {
        let wanted: Vec<String> = tags.iter().map(|t| t.to_string()).collect();
        let id = id.to_string();
        self.wait_for(&format!("post {id} to be tagged {tags:?}"), |s| {
            let post = s.threads.get(&id)?;
            let forum = s.forums.get(&post.parent)?;
            let names: Vec<String> = post
                .applied_tags
                .iter()
                .filter_map(|t| forum.tags.iter().find(|f| f["id"] == t.as_str()))
                .filter_map(|t| t["name"].as_str().map(str::to_string))
                .collect();
            (names == wanted).then_some(())
        })
        .await
    }

    /// The scheduled events the bot made, as Discord describes them now.
    pub fn events(&self) -> Vec<Value> {
        let s = self.shared.lock().expect("lock");
        let mut all: Vec<Value> = s.events.values().cloned().collect();
        all.sort_by_key(|e| e["id"].as_str().and_then(|i| i.parse::<u64>().ok()));
        all
    }

    /// Waits until the server has `n` events whose status is `status` (1
    /// scheduled, 2 active, 3 completed, 4 cancelled); returns them.
    pub async fn events_with_status(&self, status: u64, n: usize) -> Vec<Value> {
        self.wait_for(&format!("{n} events of status {status}"), |s| {
            let found: Vec<Value> = s
                .events
                .values()
                .filter(|e| e["status"] == status)
                .cloned()
                .collect();
            (found.len() == n).then_some(found)
        })
        .await
    }
}

/// Get Channel: forums, threads (posts among them), voice channels, and
/// any other channel of the server as a text channel.
pub async fn get_channel(
    State((shared, changed, _)): State<AppState>,
    Path(channel): Path<String>,
) -> Response {
    let answer = {
        let s = shared.lock().expect("lock");
        match (s.forums.get(&channel), s.threads.get(&channel)) {
            (Some(forum), _) => Some(forum_json(&channel, forum)),
            (None, Some(thread)) => Some(thread_json(thread)),
            (None, None) if channel.parse::<u64>().is_ok() => {
                // 2 a voice channel, 0 a text channel.
                let kind = if s.voice.contains(&channel) { 2 } else { 0 };
                Some(
                    json!({"id": channel, "type": kind, "guild_id": GUILD_ID.to_string(),
                    "name": format!("channel-{channel}"), "position": 0,
                    "permission_overwrites": [], "nsfw": false, "parent_id": null,
                    "rate_limit_per_user": 0, "flags": 0, "last_message_id": null}),
                )
            }
            (None, None) => None,
        }
    };
    match answer {
        Some(answer) => Json(answer).into_response(),
        None => refuse(
            &shared,
            &changed,
            StatusCode::NOT_FOUND,
            10003,
            "Unknown Channel",
            format!("a read of channel {channel}, which the fake doesn't know"),
        ),
    }
}

/// The tag ids in `tags` that forum `forum` lacks, or why the list is bad.
fn unknown_tags(s: &Shared, forum: &str, tags: &Value) -> Result<(), String> {
    let Some(tags) = tags.as_array() else {
        return Ok(());
    };
    if tags.len() > MAX_POST_TAGS {
        return Err(format!("{} tags on one post", tags.len()));
    }
    let known = s
        .forums
        .get(forum)
        .map(|f| f.tags.clone())
        .unwrap_or_default();
    match tags.iter().find(|t| !known.iter().any(|k| k["id"] == **t)) {
        Some(unknown) => Err(format!("tag {unknown} is not one of forum {forum}'s")),
        None => Ok(()),
    }
}

/// Start Thread in Forum Channel: a post whose first message shares its id.
pub async fn forum_post(
    State((shared, changed, _)): State<AppState>,
    Path(forum): Path<String>,
    headers: HeaderMap,
    request: Request,
) -> Response {
    let (body, files) = read_body(&headers, request).await;
    let problem = {
        let s = shared.lock().expect("lock");
        if !s.forums.contains_key(&forum) {
            Some(format!(
                "a thread without a message in channel {forum}, which is not a forum"
            ))
        } else if !body["message"].is_object() {
            Some(format!("a post in forum {forum} without its first message"))
        } else {
            unknown_tags(&s, &forum, &body["applied_tags"]).err()
        }
    };
    if let Some(problem) = problem {
        return invalid(&shared, &changed, problem);
    }
    let (post, answer) = {
        let mut s = shared.lock().expect("lock");
        let post = s.new_id();
        let thread = Thread {
            id: post.clone(),
            parent: forum.clone(),
            name: body["name"].as_str().unwrap_or_default().to_string(),
            archived: false,
            members: Vec::new(),
            applied_tags: body["applied_tags"]
                .as_array()
                .map(|tags| {
                    tags.iter()
                        .filter_map(|t| t.as_str().map(str::to_string))
                        .collect()
                })
                .unwrap_or_default(),
        };
        let answer = thread_json(&thread);
        s.threads.insert(post.clone(), thread);
        s.messages.insert(post.clone(), post.clone());
        s.shows(&post, &body["message"]);
        (post, answer)
    };
    record(
        &shared,
        &changed,
        Sent {
            interaction: None,
            kind: "channel",
            channel: Some(post.clone()),
            payload: body["message"].clone(),
            files,
            message_id: Some(post),
        },
    );
    Json(answer).into_response()
}

/// Modify Channel for a forum: its tags, which takes Manage Channels. Tags
/// sent with an id keep it; new ones get one.
pub fn modify_forum(
    shared: &Arc<Mutex<Shared>>,
    changed: &Notify,
    forum: &str,
    body: Value,
) -> Response {
    if shared.lock().expect("lock").app_permissions & MANAGE_CHANNELS == 0 {
        return missing_permissions(shared, changed, format!("PATCH /channels/{forum}"));
    }
    let Some(tags) = body["available_tags"].as_array() else {
        return invalid(
            shared,
            changed,
            format!("a change to forum {forum} other than its tags"),
        );
    };
    if tags.len() > MAX_FORUM_TAGS {
        return invalid(shared, changed, format!("{} tags on a forum", tags.len()));
    }
    if let Some(bad) = tags.iter().find(|t| {
        let name = t["name"].as_str().unwrap_or_default();
        name.is_empty() || name.chars().count() > MAX_TAG_NAME
    }) {
        return invalid(shared, changed, format!("a tag named {}", bad["name"]));
    }
    let answer = {
        let mut s = shared.lock().expect("lock");
        let mut kept = Vec::new();
        for tag in tags {
            let id = match tag["id"].as_str() {
                Some(id) => id.to_string(),
                None => s.new_id(),
            };
            kept.push(json!({"id": id, "name": tag["name"], "moderated": tag["moderated"].as_bool().unwrap_or(false),
                             "emoji_id": tag.get("emoji_id").cloned().unwrap_or(Value::Null),
                             "emoji_name": tag.get("emoji_name").cloned().unwrap_or(Value::Null)}));
        }
        let Some(stored) = s.forums.get_mut(forum) else {
            return StatusCode::NOT_FOUND.into_response();
        };
        // A tag dropped from the list is gone from every post too.
        stored.tags = kept;
        let kept_ids: Vec<String> = stored
            .tags
            .iter()
            .filter_map(|t| t["id"].as_str().map(str::to_string))
            .collect();
        let forum_value = forum_json(forum, stored);
        for thread in s.threads.values_mut().filter(|t| t.parent == forum) {
            thread.applied_tags.retain(|t| kept_ids.contains(t));
        }
        forum_value
    };
    record(
        shared,
        changed,
        Sent {
            interaction: None,
            kind: "modify",
            channel: Some(forum.to_string()),
            payload: body,
            files: Vec::new(),
            message_id: None,
        },
    );
    Json(answer).into_response()
}

/// A change of a post's tags: only tags of its forum, at most 5. `None` if
/// the change is fine (or names no tags).
pub fn check_applied_tags(
    shared: &Mutex<Shared>,
    changed: &Notify,
    thread: &str,
    body: &Value,
) -> Option<Response> {
    // A change that names no tags is not about them.
    body.get("applied_tags")?;
    let problem = {
        let s = shared.lock().expect("lock");
        match s.threads.get(thread) {
            Some(t) if s.forums.contains_key(&t.parent) => {
                unknown_tags(&s, &t.parent, &body["applied_tags"]).err()
            }
            _ => Some(format!(
                "tags on thread {thread}, which is not a forum post"
            )),
        }
    };
    problem.map(|p| invalid(shared, changed, p))
}

fn parse_time(value: &Value) -> Option<Timestamp> {
    value.as_str().and_then(|t| Timestamp::parse(t).ok())
}

/// Create Guild Scheduled Event: an external event (the only kind the bot
/// makes) with its location and an end after its start.
pub async fn create_event(
    State((shared, changed, _)): State<AppState>,
    Path(guild): Path<String>,
    headers: HeaderMap,
    request: Request,
) -> Response {
    let (body, _) = read_body(&headers, request).await;
    let permissions = shared.lock().expect("lock").app_permissions;
    if permissions & (MANAGE_EVENTS | CREATE_EVENTS) == 0 {
        return missing_permissions(
            &shared,
            &changed,
            format!("POST /guilds/{guild}/scheduled-events"),
        );
    }
    let start = parse_time(&body["scheduled_start_time"]);
    let end = parse_time(&body["scheduled_end_time"]);
    let location = body["entity_metadata"]["location"]
        .as_str()
        .unwrap_or_default();
    let now = Timestamp::now().unix_timestamp();
    let problem = if body["entity_type"] != 3 {
        Some(format!("an event of entity type {}", body["entity_type"]))
    } else if location.is_empty() || location.chars().count() > 100 {
        Some(format!("an external event at location {location:?}"))
    } else if body["privacy_level"] != 2 {
        Some(format!("privacy level {}", body["privacy_level"]))
    } else {
        match (start, end) {
            (Some(start), Some(_)) if start.unix_timestamp() < now => Some(format!(
                "an event starting in the past ({})",
                body["scheduled_start_time"]
            )),
            (Some(start), Some(end)) if end <= start => {
                Some("an event that ends before it starts".to_string())
            }
            (Some(_), Some(_)) => None,
            _ => Some("an external event without a start and an end".to_string()),
        }
    };
    if let Some(problem) = problem {
        return invalid(&shared, &changed, problem);
    }
    let event = {
        let mut s = shared.lock().expect("lock");
        let id = s.new_id();
        let event = json!({"id": id, "guild_id": guild, "channel_id": null,
            "creator_id": super::BOT_ID.to_string(), "name": body["name"],
            "description": body["description"], "scheduled_start_time": body["scheduled_start_time"],
            "scheduled_end_time": body["scheduled_end_time"], "privacy_level": 2, "status": 1,
            "entity_type": 3, "entity_id": null, "entity_metadata": body["entity_metadata"],
            "user_count": 0, "image": null});
        s.events.insert(id, event.clone());
        event
    };
    record(
        &shared,
        &changed,
        Sent {
            interaction: None,
            kind: "event",
            channel: None,
            payload: body,
            files: Vec::new(),
            message_id: None,
        },
    );
    Json(event).into_response()
}

/// Modify Guild Scheduled Event: its status, moved only as Discord allows
/// (scheduled to active or cancelled, active to completed).
pub async fn modify_event(
    State((shared, changed, _)): State<AppState>,
    Path((_, event)): Path<(String, String)>,
    axum::Json(body): axum::Json<Value>,
) -> Response {
    let current = shared.lock().expect("lock").events.get(&event).cloned();
    let Some(current) = current else {
        return refuse(
            &shared,
            &changed,
            StatusCode::NOT_FOUND,
            10070,
            "Unknown Guild Scheduled Event",
            format!("a change to event {event}, which doesn't exist"),
        );
    };
    if let Some(to) = body["status"].as_u64() {
        let from = current["status"].as_u64().unwrap_or(0);
        if !matches!((from, to), (1, 2) | (1, 4) | (2, 3)) {
            return invalid(
                &shared,
                &changed,
                format!("event {event}'s status moved from {from} to {to}"),
            );
        }
    }
    let updated = {
        let mut s = shared.lock().expect("lock");
        let stored = s.events.entry(event).or_insert(current);
        if let Some(status) = body.get("status") {
            stored["status"] = status.clone();
        }
        stored.clone()
    };
    Json(updated).into_response()
}

/// Delete Guild Scheduled Event.
pub async fn delete_event(
    State((shared, changed, _)): State<AppState>,
    Path((_, event)): Path<(String, String)>,
) -> Response {
    let removed = shared.lock().expect("lock").events.remove(&event);
    match removed {
        Some(_) => {
            changed.notify_waiters();
            StatusCode::NO_CONTENT.into_response()
        }
        None => refuse(
            &shared,
            &changed,
            StatusCode::NOT_FOUND,
            10070,
            "Unknown Guild Scheduled Event",
            format!("a deletion of event {event}, which doesn't exist"),
        ),
    }
}
