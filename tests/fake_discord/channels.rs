//! Channels: threads started, changed and joined, messages posted and
//! edited, and DMs opened.

use super::*;

pub(super) fn thread_metadata(archived: bool) -> Value {
    json!({"archived": archived, "auto_archive_duration": 10080, "locked": false,
           "archive_timestamp": "2026-11-29T12:00:00.000000+00:00"})
}

/// A thread as Discord describes it (a guild channel of type 11).
pub(super) fn thread_json(thread: &Thread) -> Value {
    json!({"id": thread.id, "type": 11, "guild_id": GUILD_ID.to_string(), "parent_id": thread.parent,
           "name": thread.name, "owner_id": BOT_ID.to_string(), "last_message_id": null,
           "rate_limit_per_user": 0, "message_count": 0, "member_count": 1, "flags": 0,
           "total_message_sent": 0, "thread_metadata": thread_metadata(thread.archived),
           "applied_tags": thread.applied_tags})
}

/// Start Thread from Message: a public thread whose id is the message's.
pub(super) async fn start_thread(
    State((shared, changed, _)): State<AppState>,
    Path((channel, message)): Path<(String, String)>,
    Json(body): Json<Value>,
) -> Response {
    let refusal = {
        let s = shared.lock().expect("lock");
        if s.threads.contains_key(&channel) || s.voice.contains(&channel) {
            Some((
                StatusCode::BAD_REQUEST,
                50024,
                "Cannot execute action on this channel type",
                format!("a thread started from a message in thread or voice channel {channel}"),
            ))
        } else if s.messages.get(&message) != Some(&channel) {
            Some((
                StatusCode::NOT_FOUND,
                10008,
                "Unknown Message",
                format!(
                    "a thread started from message {message}, which is not in channel {channel}"
                ),
            ))
        } else if s.threads.contains_key(&message) {
            Some((
                StatusCode::BAD_REQUEST,
                160004,
                "A thread has already been created for this message",
                format!("a second thread started from message {message}"),
            ))
        } else {
            None
        }
    };
    if let Some((status, code, text, failure)) = refusal {
        return refuse(&shared, &changed, status, code, text, failure);
    }
    let thread = Thread {
        id: message.clone(),
        parent: channel.clone(),
        name: body["name"].as_str().unwrap_or_default().to_string(),
        archived: false,
        applied_tags: Vec::new(),
        members: Vec::new(),
    };
    let answer = thread_json(&thread);
    shared
        .lock()
        .expect("lock")
        .threads
        .insert(message.clone(), thread);
    record(
        &shared,
        &changed,
        Sent {
            interaction: None,
            kind: "thread",
            channel: Some(channel),
            payload: json!({"id": message, "request": body}),
            files: Vec::new(),
            message_id: None,
        },
    );
    Json(answer).into_response()
}

/// Modify Channel, for threads: archiving (and reopening) is what the bot does.
pub(super) async fn modify_channel(
    State((shared, changed, _)): State<AppState>,
    Path(channel): Path<String>,
    Json(body): Json<Value>,
) -> Response {
    if shared.lock().expect("lock").forums.contains_key(&channel) {
        return forums::modify_forum(&shared, &changed, &channel, body);
    }
    if let Some(refusal) = forums::check_applied_tags(&shared, &changed, &channel, &body) {
        return refusal;
    }
    let answer = {
        let mut s = shared.lock().expect("lock");
        s.threads.get_mut(&channel).map(|thread| {
            if let Some(archived) = body["archived"].as_bool() {
                thread.archived = archived;
            }
            if let Some(name) = body["name"].as_str() {
                thread.name = name.to_string();
            }
            if let Some(tags) = body["applied_tags"].as_array() {
                thread.applied_tags = tags
                    .iter()
                    .filter_map(|t| t.as_str().map(str::to_string))
                    .collect();
            }
            thread_json(thread)
        })
    };
    let Some(answer) = answer else {
        return refuse(
            &shared,
            &changed,
            StatusCode::NOT_FOUND,
            10003,
            "Unknown Channel",
            format!("a change to channel {channel}, which the fake only knows as a text channel"),
        );
    };
    record(
        &shared,
        &changed,
        Sent {
            interaction: None,
            kind: "modify",
            channel: Some(channel),
            payload: body,
            files: Vec::new(),
            message_id: None,
        },
    );
    Json(answer).into_response()
}

/// Adding a member to a thread: it needs the thread unarchived and the bot
/// able to send in it (Discord's documentation of Add Thread Member).
pub(super) async fn add_thread_member(
    State((shared, changed, _)): State<AppState>,
    Path((channel, user)): Path<(String, String)>,
) -> Response {
    let mut s = shared.lock().expect("lock");
    let may_send = s.app_permissions & 1 << 38 != 0;
    let Some(thread) = s.threads.get_mut(&channel) else {
        drop(s);
        let failure = format!("adding a member to {channel}, which is no thread");
        return refuse(
            &shared,
            &changed,
            StatusCode::NOT_FOUND,
            10003,
            "Unknown Channel",
            failure,
        );
    };
    if thread.archived {
        drop(s);
        let failure = format!("adding a member to the archived thread {channel}");
        return refuse(
            &shared,
            &changed,
            StatusCode::BAD_REQUEST,
            50083,
            "Thread is archived",
            failure,
        );
    }
    if !may_send {
        // The server took the bot's thread permissions: an ordinary outcome.
        drop(s);
        let refusal = json!({"code": 50013, "message": "Missing Permissions"});
        return (StatusCode::FORBIDDEN, Json(refusal)).into_response();
    }
    if !thread.members.contains(&user) {
        thread.members.push(user);
    }
    drop(s);
    changed.notify_waiters();
    StatusCode::NO_CONTENT.into_response()
}

pub(super) async fn channel_message(
    State((shared, changed, _)): State<AppState>,
    Path(channel): Path<String>,
    headers: HeaderMap,
    request: Request,
) -> Response {
    // Sending in a thread needs Send Messages in Threads (discord-notes.md).
    let barred = {
        let s = shared.lock().expect("lock");
        s.threads.contains_key(&channel) && s.app_permissions & 1 << 38 == 0
    };
    if barred {
        return refuse(
            &shared,
            &changed,
            StatusCode::FORBIDDEN,
            50013,
            "Missing Permissions",
            format!("a message in thread {channel} without Send Messages in Threads"),
        );
    }
    let (payload, files) = read_body(&headers, request).await;
    let dm_to = shared
        .lock()
        .expect("lock")
        .dm_channels
        .get(&channel)
        .cloned();
    if let Some(user) = &dm_to
        && shared.lock().expect("lock").refusing_dms.contains(user)
    {
        // An ordinary outcome (discord-notes.md), not the bot's mistake.
        shared.lock().expect("lock").refused_dms.push(user.clone());
        changed.notify_waiters();
        let refusal = json!({"code": 50007, "message": "Cannot send messages to this user"});
        return (StatusCode::FORBIDDEN, Json(refusal)).into_response();
    }
    // An enforced nonce seen before: Discord answers with that message and
    // makes none (Create Message, `enforce_nonce`): a try sent again.
    let nonce = payload["nonce"]
        .as_str()
        .map(str::to_string)
        .or_else(|| payload["nonce"].as_i64().map(|n| n.to_string()))
        .filter(|_| payload["enforce_nonce"] == true)
        .map(|nonce| (channel.clone(), nonce));
    if let Some(made) = nonce
        .as_ref()
        .and_then(|key| shared.lock().expect("lock").nonces.get(key).cloned())
    {
        return Json(made).into_response();
    }
    let id = {
        let mut s = shared.lock().expect("lock");
        let id = s.new_message(&channel);
        s.shows(&id, &payload);
        id
    };
    let message = message_json(&id, &channel, &payload);
    if let Some(key) = nonce {
        shared
            .lock()
            .expect("lock")
            .nonces
            .insert(key, message.clone());
    }
    record(
        &shared,
        &changed,
        Sent {
            interaction: None,
            kind: if dm_to.is_some() { "dm" } else { "channel" },
            channel: Some(dm_to.unwrap_or(channel)),
            payload,
            files,
            message_id: Some(id),
        },
    );
    Json(message).into_response()
}

/// Create DM: a direct-message channel with one user.
pub(super) async fn open_dm(
    State((shared, _, _)): State<AppState>,
    Json(body): Json<Value>,
) -> Response {
    let user = body["recipient_id"]
        .as_str()
        .unwrap_or_default()
        .to_string();
    let id = {
        let mut s = shared.lock().expect("lock");
        let existing = s
            .dm_channels
            .iter()
            .find(|(_, u)| **u == user)
            .map(|(c, _)| c.clone());
        match existing {
            Some(id) => id,
            None => {
                let id = s.new_id();
                s.dm_channels.insert(id.clone(), user.clone());
                id
            }
        }
    };
    let recipient = json!({"id": user, "username": "member", "discriminator": "0",
        "global_name": null, "avatar": null});
    Json(
        json!({"id": id, "type": 1, "last_message_id": null, "flags": 0,
        "recipients": [recipient]}),
    )
    .into_response()
}

/// Edit Message in a channel: the bot takes controls off an old board.
pub(super) async fn edit_channel_message(
    State((shared, changed, _)): State<AppState>,
    Path((channel, message)): Path<(String, String)>,
    Json(body): Json<Value>,
) -> Response {
    let known = {
        let s = shared.lock().expect("lock");
        s.messages.get(&message) == Some(&channel) && !s.ephemeral.contains(&message)
    };
    if !known {
        return refuse(
            &shared,
            &changed,
            StatusCode::NOT_FOUND,
            10008,
            "Unknown Message",
            format!("an edit of message {message}, which channel {channel} doesn't show"),
        );
    }
    if body.get("components").is_some() {
        let mut s = shared.lock().expect("lock");
        s.now_shows(&message, &body["components"]);
    }
    let answer = message_json(&message, &channel, &body);
    record(
        &shared,
        &changed,
        Sent {
            interaction: None,
            kind: "edit_message",
            channel: Some(channel),
            payload: body,
            files: Vec::new(),
            message_id: Some(message),
        },
    );
    Json(answer).into_response()
}
