//! The interaction webhooks: the first answer, follow-ups, and the
//! original answer read, edited or deleted, each within Discord's windows.

use super::*;

pub(super) async fn callback(
    State((shared, changed, _)): State<AppState>,
    Path((id, _token)): Path<(String, String)>,
    headers: HeaderMap,
    request: Request,
) -> Response {
    let (payload, files) = read_body(&headers, request).await;
    let callback_type = payload["type"].as_u64().unwrap_or(0);
    let refusal = {
        let mut s = shared.lock().expect("lock");
        let clock_ahead = s.clock_ahead;
        let answered_before = s
            .interactions
            .get(&id)
            .is_some_and(|i| i.answered.is_some());
        let lost_before = answered_before && s.answers_lost.remove(&id);
        match s.interactions.get_mut(&id) {
            None => Some((
                StatusCode::NOT_FOUND,
                10062,
                "Unknown interaction",
                format!("a callback for unknown interaction {id}"),
            )),
            Some(i) => {
                let age = i.age(clock_ahead);
                let ms = age.as_millis();
                if i.answered.is_some() && lost_before {
                    return (
                        StatusCode::BAD_REQUEST,
                        Json(json!({"code": 40060, "message": "Interaction has already been acknowledged."})),
                    )
                        .into_response();
                } else if i.answered.is_some() {
                    Some((
                        StatusCode::BAD_REQUEST,
                        40060,
                        "Interaction has already been acknowledged.",
                        format!(
                            "interaction failed: a second callback for {id}, {ms} ms after dispatch"
                        ),
                    ))
                } else if age > CALLBACK_WINDOW {
                    Some((
                        StatusCode::NOT_FOUND,
                        10062,
                        "Unknown interaction",
                        format!(
                            "interaction failed: the callback for {id} came {ms} ms after dispatch; Discord allows 3 s"
                        ),
                    ))
                } else if !suits(i.kind, callback_type) {
                    Some((
                        StatusCode::BAD_REQUEST,
                        50035,
                        "Invalid Form Body",
                        format!(
                            "interaction failed: callback type {callback_type} does not suit interaction type {} ({id})",
                            i.kind
                        ),
                    ))
                } else {
                    i.answered = Some(Instant::now());
                    if callback_type == 5 {
                        i.deferred_ephemeral = Some(ephemeral(&payload["data"]));
                    }
                    if matches!(callback_type, 4 | 5) {
                        let channel = i.channel.clone();
                        let original = s.new_message(&channel);
                        if let Some(i) = s.interactions.get_mut(&id) {
                            i.original = Some(original);
                        }
                    }
                    None
                }
            }
        }
    };
    if let Some((status, code, message, failure)) = refusal {
        return refuse(&shared, &changed, status, code, message, failure);
    }
    let original = {
        let mut s = shared.lock().expect("lock");
        let original = s.interactions.get(&id).and_then(|i| i.original.clone());
        if let Some(message) = &original {
            s.shows(message, &payload["data"]);
        }
        original
    };
    record(
        &shared,
        &changed,
        Sent {
            interaction: Some(id),
            kind: "callback",
            channel: None,
            payload,
            files,
            message_id: original,
        },
    );
    StatusCode::NO_CONTENT.into_response()
}

/// The interaction id is the token's suffix (tokens are `token-<id>`).
pub(super) fn interaction_of(token: &str) -> Option<String> {
    token.strip_prefix("token-").map(String::from)
}

pub(super) async fn followup(
    State((shared, changed, _)): State<AppState>,
    Path((_app, token)): Path<(String, String)>,
    headers: HeaderMap,
    request: Request,
) -> Response {
    let interaction = interaction_of(&token);
    if let Some(refused) = unknown_webhook(&shared, &changed, interaction.clone()) {
        return refused;
    }
    let over_limit = interaction.as_ref().and_then(|id| {
        let mut s = shared.lock().expect("lock");
        let i = s.interactions.get_mut(id)?;
        i.follow_ups += 1;
        (i.user_install_only && i.follow_ups > MAX_USER_INSTALL_FOLLOW_UPS).then(|| id.clone())
    });
    if let Some(id) = over_limit {
        return refuse(
            &shared,
            &changed,
            StatusCode::BAD_REQUEST,
            40094,
            "This interaction has hit the maximum number of follow up messages",
            format!("a sixth follow-up to interaction {id} of a user-installed app"),
        );
    }
    let (payload, files) = read_body(&headers, request).await;
    // The first follow-up replaces the "thinking…" of a deferral, which
    // already fixed who sees it: asking otherwise now shows the message to
    // the wrong people.
    let fixed = interaction.as_ref().and_then(|id| {
        let mut s = shared.lock().expect("lock");
        s.interactions.get_mut(id)?.deferred_ephemeral.take()
    });
    if let Some(deferred) = fixed
        && deferred != ephemeral(&payload)
    {
        let failure = format!(
            "a follow-up asks to be {} but its deferral made it {} (decide visibility before deferring): {}",
            if ephemeral(&payload) {
                "private"
            } else {
                "public"
            },
            if deferred { "private" } else { "public" },
            payload["content"]
        );
        shared.lock().expect("lock").failures.push(failure);
        changed.notify_waiters();
    }
    let message = {
        let mut s = shared.lock().expect("lock");
        let asked = interaction.as_ref().and_then(|id| s.interactions.get(id));
        let channel = asked.map(|i| i.channel.clone()).unwrap_or_default();
        // The first follow-up after a "thinking…" is that message, filled.
        let thinking = asked
            .and_then(|i| i.original.clone())
            .filter(|_| fixed.is_some());
        let id = thinking.unwrap_or_else(|| s.new_message(&channel));
        s.shows(&id, &payload);
        message_json(&id, &channel, &payload)
    };
    let message_id = message["id"].as_str().map(String::from);
    record(
        &shared,
        &changed,
        Sent {
            interaction: interaction_of(&token),
            kind: "followup",
            channel: None,
            payload,
            files,
            message_id,
        },
    );
    Json(message).into_response()
}

pub(super) async fn edit(
    State((shared, changed, _)): State<AppState>,
    Path((_app, token, message)): Path<(String, String, String)>,
    headers: HeaderMap,
    request: Request,
) -> Response {
    if let Some(refused) = unknown_webhook(&shared, &changed, interaction_of(&token)) {
        return refused;
    }
    let (payload, files) = read_body(&headers, request).await;
    let (id, channel) = original_of(&shared, &token).unwrap_or_default();
    // An edit of the original fills a "thinking…": it is loading no more.
    if let Some(interaction) = interaction_of(&token).filter(|_| message == "@original")
        && let Some(i) = shared
            .lock()
            .expect("lock")
            .interactions
            .get_mut(&interaction)
    {
        i.deferred_ephemeral = None;
    }
    if payload.get("components").is_some() {
        let mut s = shared.lock().expect("lock");
        s.now_shows(&id, &payload["components"]);
    }
    let message = message_json(&id, &channel, &payload);
    record(
        &shared,
        &changed,
        Sent {
            interaction: interaction_of(&token),
            kind: "edit",
            channel: None,
            payload,
            files,
            message_id: Some(id),
        },
    );
    Json(message).into_response()
}

/// The interaction's original response message: its id and channel.
pub(super) fn original_of(shared: &Mutex<Shared>, token: &str) -> Option<(String, String)> {
    let s = shared.lock().expect("lock");
    let i = s.interactions.get(&interaction_of(token)?)?;
    Some((i.original.clone()?, i.channel.clone()))
}

pub(super) async fn original(
    State((shared, changed, _)): State<AppState>,
    Path((_app, token, _message)): Path<(String, String, String)>,
) -> Response {
    // Reading whether a response got through, when its answer was lost, is
    // no fault: Discord says there is none yet.
    let unanswered = interaction_of(&token).is_some_and(|id| {
        let s = shared.lock().expect("lock");
        s.interactions
            .get(&id)
            .is_some_and(|i| i.answered.is_none())
    });
    if unanswered {
        let body = json!({"code": 10015, "message": "Unknown Webhook"});
        return (StatusCode::NOT_FOUND, Json(body)).into_response();
    }
    if let Some(refused) = unknown_webhook(&shared, &changed, interaction_of(&token)) {
        return refused;
    }
    let (id, channel) = original_of(&shared, &token).unwrap_or_default();
    // A "thinking…" no follow-up has filled yet is still loading.
    let thinking = interaction_of(&token).is_some_and(|i| {
        let s = shared.lock().expect("lock");
        s.interactions
            .get(&i)
            .is_some_and(|i| i.deferred_ephemeral.is_some())
    });
    let flags = if thinking { 1 << 7 } else { 0 };
    Json(message_json(
        &id,
        &channel,
        &json!({"content": "", "flags": flags}),
    ))
    .into_response()
}

pub(super) async fn delete_original(
    State((shared, changed, _)): State<AppState>,
    Path((_app, token, message)): Path<(String, String, String)>,
) -> Response {
    if let Some(refused) = unknown_webhook(&shared, &changed, interaction_of(&token)) {
        return refused;
    }
    if let Some((id, _)) = original_of(&shared, &token) {
        shared.lock().expect("lock").messages.remove(&id);
    }
    record(
        &shared,
        &changed,
        Sent {
            interaction: interaction_of(&token),
            kind: "delete",
            channel: None,
            payload: json!({"message": message}),
            files: Vec::new(),
            message_id: None,
        },
    );
    StatusCode::NO_CONTENT.into_response()
}
