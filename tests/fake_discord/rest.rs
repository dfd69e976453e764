//! The fake's REST API: each route checked as strictly as Discord's, its
//! answers recorded for the tests.

use super::*;

/// An attached file, as Discord's CDN serves it: no token needed.
pub(super) async fn attachment_file(
    State((shared, _, _)): State<AppState>,
    Path((id, _name)): Path<(String, String)>,
) -> Response {
    match shared.lock().expect("lock").attachments.get(&id) {
        Some(bytes) => bytes.clone().into_response(),
        None => StatusCode::NOT_FOUND.into_response(),
    }
}

pub(super) async fn gateway_url(State((_, _, addr)): State<AppState>) -> Json<Value> {
    Json(json!({"url": format!("ws://{addr}/gateway"), "shards": 1,
                "session_start_limit": {"total": 1000, "remaining": 1000, "reset_after": 0, "max_concurrency": 1}}))
}

pub(super) async fn application() -> Json<Value> {
    Json(
        json!({"id": APP_ID.to_string(), "name": "konane", "icon": null, "description": "", "bot_public": true,
                "bot_require_code_grant": false, "verify_key": "0", "team": null, "owner": bot_user(), "flags": 0}),
    )
}

/// Records what Discord would refuse, and answers as Discord would.
pub(super) fn refuse(
    shared: &Mutex<Shared>,
    changed: &Notify,
    status: StatusCode,
    code: u64,
    message: &str,
    failure: String,
) -> Response {
    shared.lock().expect("lock").failures.push(failure);
    changed.notify_waiters();
    (status, Json(json!({"code": code, "message": message}))).into_response()
}

/// A request to a route the fake doesn't serve: answered 404 as an unknown
/// route is, and recorded, so a test can't pass on what the fake never did.
pub(super) async fn unhandled(
    State((shared, changed, _)): State<AppState>,
    request: Request,
) -> Response {
    let failure = format!(
        "the fake Discord has no route for {} {}",
        request.method(),
        request.uri()
    );
    refuse(
        &shared,
        &changed,
        StatusCode::NOT_FOUND,
        0,
        "404: Not Found",
        failure,
    )
}

/// Before any route: a refusal a test injected, then the body checked
/// against Discord's description and unwritten rules.
pub(super) async fn as_strict_as_discord(
    State((shared, changed, _)): State<AppState>,
    request: Request,
    next: Next,
) -> Response {
    let (parts, body) = request.into_parts();
    let method = parts.method.as_str().to_string();
    let path = parts.uri.path().to_string();
    let token = parts
        .headers
        .get("authorization")
        .and_then(|t| t.to_str().ok())
        .unwrap_or_default()
        .to_string();
    shared
        .lock()
        .expect("lock")
        .requests
        .push((token, method.clone(), path.clone()));
    shared
        .lock()
        .expect("lock")
        .requested_at
        .push(std::time::Instant::now());
    if let Some(fault) = shared.lock().expect("lock").planned_fault() {
        changed.notify_waiters();
        return injected_answer(&fault);
    }
    let injected = {
        let mut s = shared.lock().expect("lock");
        let found = s
            .injections
            .iter()
            .position(|i| i.method == method && path.contains(&i.path));
        found.map(|at| {
            let injection = s.injections.remove(at);
            if injection.slow.is_none() {
                s.refused
                    .push(format!("{method} {path} {}", injection.status.as_u16()));
            }
            injection
        })
    };
    let (injected, slow) = match injected {
        Some(Injection {
            slow: Some(delay), ..
        }) => (None, Some(delay)),
        other => (other, None),
    };
    if let Some(delay) = slow {
        tokio::time::sleep(delay).await;
    }
    let mut answer_lost = None;
    if let Some(injection) = injected {
        changed.notify_waiters();
        if injection.served {
            if let Some(id) = path
                .strip_prefix("/api/v10/interactions/")
                .and_then(|p| p.split('/').next())
            {
                shared
                    .lock()
                    .expect("lock")
                    .answers_lost
                    .insert(id.to_string());
            }
            answer_lost = Some(injection);
        } else {
            return injected_answer(&injection);
        }
    }

    let absent_from = path
        .strip_prefix("/api/v10/channels/")
        .and_then(|rest| rest.split('/').next())
        .filter(|channel| shared.lock().expect("lock").without_app.contains(*channel))
        .map(String::from);
    if let Some(channel) = absent_from {
        return refuse(
            &shared,
            &changed,
            StatusCode::FORBIDDEN,
            50001,
            "Missing Access",
            format!(
                "{method} {path}: the app is not a member of channel {channel}, where only interaction responses reach"
            ),
        );
    }
    let bytes = axum::body::to_bytes(body, 64 << 20)
        .await
        .unwrap_or_default();
    let check = shared.lock().expect("lock").check_bodies;
    // The sign-in exchange is a form Discord's description leaves out; its
    // handler checks it field by field.
    let described = path != "/api/v10/oauth2/token";
    if let (true, true, Some(api_path)) = (check, described, path.strip_prefix("/api/v10")) {
        let mut payload = None;
        let violations = match (schema::spec(), schema::missing()) {
            (_, Some(missing)) => vec![missing],
            (Some(spec), None) => {
                payload = if bytes.is_empty() {
                    None
                } else {
                    let copy = Request::builder()
                        .header(
                            "content-type",
                            parts
                                .headers
                                .get("content-type")
                                .cloned()
                                .unwrap_or_else(|| "application/json".parse().expect("header")),
                        )
                        .body(Body::from(bytes.clone()))
                        .expect("request");
                    Some(read_body(&parts.headers, copy).await.0)
                };
                spec.violations(&method, api_path, payload.as_ref())
            }
            (None, None) => Vec::new(),
        };
        if !violations.is_empty() {
            let failure = format!(
                "Discord would refuse {method} {path} (50035 Invalid Form Body):\n  {}\nbody: {}",
                violations.join("\n  "),
                payload.unwrap_or(Value::Null)
            );
            shared.lock().expect("lock").failures.push(failure);
            changed.notify_waiters();
            return (
                StatusCode::BAD_REQUEST,
                Json(schema::invalid_form_body(&violations)),
            )
                .into_response();
        }
    }
    let served = next
        .run(Request::from_parts(parts, Body::from(bytes)))
        .await;
    match answer_lost {
        Some(injection) => injected_answer(&injection),
        None => served,
    }
}

/// An injected answer as Discord gives it: JSON, or the HTML page its edge
/// answers a 502 with, and a 429's `retry-after` header.
pub(super) fn injected_answer(injection: &Injection) -> Response {
    let mut response = match injection.body.as_str() {
        Some(html) => (
            injection.status,
            [("content-type", "text/html")],
            html.to_string(),
        )
            .into_response(),
        None => (injection.status, Json(injection.body.clone())).into_response(),
    };
    if injection.status == StatusCode::TOO_MANY_REQUESTS {
        let after = injection.body["retry_after"].as_f64().unwrap_or(1.0);
        let headers = response.headers_mut();
        if let Ok(value) = format!("{after}").parse() {
            headers.insert("retry-after", value);
        }
        if injection.body["global"] == true {
            headers.insert("x-ratelimit-global", HeaderValue::from_static("true"));
        }
    }
    response
}

/// Callback types that suit an interaction: slash commands and components
/// take a message (4), a deferral (5) or a modal (9); only components take 6
/// and 7 (acknowledge, update their message); only autocomplete takes 8.
pub(super) fn suits(interaction_kind: u64, callback_type: u64) -> bool {
    match interaction_kind {
        // 12 opens the app's Activity (LAUNCH_ACTIVITY), for any but autocomplete.
        2 => matches!(callback_type, 4 | 5 | 9 | 12),
        3 => matches!(callback_type, 4..=7 | 9 | 12),
        4 => callback_type == 8,
        _ => false,
    }
}

/// Discord's refusal of a follow-up, edit or read for `interaction` that
/// [`may_follow_up`] doesn't allow.
pub(super) fn unknown_webhook(
    shared: &Mutex<Shared>,
    changed: &Notify,
    interaction: Option<String>,
) -> Option<Response> {
    let failure = may_follow_up(shared, interaction.as_deref()).err()?;
    Some(refuse(
        shared,
        changed,
        StatusCode::NOT_FOUND,
        10015,
        "Unknown Webhook",
        failure,
    ))
}

/// Whether interaction `id` has had its first response, in time for follow-ups.
pub(super) fn may_follow_up(shared: &Mutex<Shared>, id: Option<&str>) -> Result<(), String> {
    let s = shared.lock().expect("lock");
    let Some(id) = id else {
        return Err("a webhook token that belongs to no interaction".into());
    };
    let ago = s
        .interactions
        .get(id)
        .map(|i| i.answered_ago(s.clock_ahead));
    match ago {
        None => Err(format!("a follow-up to unknown interaction {id}")),
        Some(None) => Err(format!(
            "interaction failed: a follow-up to {id} before its first response"
        )),
        Some(Some(ago)) if ago > FOLLOW_UP_WINDOW => Err(format!(
            "a follow-up to {id} {} s after its response, past Discord's 15 minutes",
            ago.as_secs()
        )),
        Some(Some(_)) => Ok(()),
    }
}

pub(super) async fn register_commands(
    State((shared, changed, _)): State<AppState>,
    Json(body): Json<Value>,
) -> Json<Value> {
    let mut commands = body.clone();
    for (i, c) in commands.as_array_mut().into_iter().flatten().enumerate() {
        c["id"] = json!((i + 1).to_string());
        if c.get("type").is_none() {
            // Discord fills in the default: a slash (chat input) command.
            c["type"] = json!(1);
        }
        c["application_id"] = json!(APP_ID.to_string());
        c["version"] = json!("1");
    }
    shared.lock().expect("lock").commands = Some(commands.clone());
    changed.notify_waiters();
    Json(commands)
}

/// Reads a JSON or multipart (payload_json + files[n]) body.
pub(super) async fn read_body(
    headers: &HeaderMap,
    request: Request,
) -> (Value, Vec<(String, Vec<u8>)>) {
    let multipart = headers
        .get("content-type")
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.starts_with("multipart/"));
    if !multipart {
        let bytes = axum::body::to_bytes(request.into_body(), 64 << 20)
            .await
            .unwrap_or_default();
        return (
            serde_json::from_slice(&bytes).unwrap_or(Value::Null),
            Vec::new(),
        );
    }
    let mut form =
        match <Multipart as axum::extract::FromRequest<()>>::from_request(request, &()).await {
            Ok(f) => f,
            Err(_) => return (Value::Null, Vec::new()),
        };
    let mut payload = Value::Null;
    let mut files = Vec::new();
    while let Ok(Some(field)) = form.next_field().await {
        let name = field.name().unwrap_or_default().to_string();
        let file_name = field.file_name().map(String::from);
        let bytes = field.bytes().await.unwrap_or_default().to_vec();
        if name == "payload_json" {
            payload = serde_json::from_slice(&bytes).unwrap_or(Value::Null);
        } else {
            files.push((file_name.unwrap_or(name), bytes));
        }
    }
    (payload, files)
}

pub(super) fn record(shared: &Arc<Mutex<Shared>>, changed: &Notify, sent: Sent) {
    shared.lock().expect("lock").sent.push(sent);
    changed.notify_waiters();
}

pub(super) fn message_json(id: &str, channel: &str, payload: &Value) -> Value {
    let flags = payload["flags"].as_u64().unwrap_or(0);
    // Discord always answers with the message's text; an edit of its
    // controls alone leaves it as it was (the fake keeps none: empty).
    let content = payload["content"].as_str().unwrap_or_default();
    json!({"id": id, "channel_id": channel, "author": bot_user(), "content": content, "flags": flags,
           "timestamp": "2026-11-29T12:00:00.000000+00:00", "edited_timestamp": null, "tts": false,
           "mention_everyone": false, "mentions": [], "mention_roles": [], "attachments": [], "embeds": [],
           "pinned": false, "type": 0, "components": []})
}
