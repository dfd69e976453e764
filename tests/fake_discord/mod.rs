//! A fake Discord on 127.0.0.1: the REST routes and the gateway websocket the
//! bot uses, enough to drive the real serenity/poise client end to end.
//! Tests push interactions through the gateway and read what the bot sent.
//!
//! It is as strict as Discord where the bot could go wrong: every request
//! body is checked against Discord's OpenAPI description and unwritten rules
//! ([`schema`]); an interaction takes exactly one callback, of a type that
//! suits it, within 3 s, and follow-ups only after it, for 15 minutes; members
//! have the permissions a test gives them; IDENTIFY may ask for no privileged
//! intent. Whatever Discord would refuse is answered with Discord's error and
//! recorded, and the next wait of the test fails with it. A test can also make
//! the fake refuse the next matching request ([`FakeDiscord::fail_next`]).

#![allow(dead_code)]

// The fake also runs where `support` is absent (the bot benchmark), so it
// takes this one small file of it itself.
pub mod activities;
#[allow(clippy::duplicate_mod)]
#[path = "../support/ci.rs"]
mod ci;
mod forums;
mod schema;

use std::collections::HashMap;
use std::net::SocketAddr;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use axum::Router;
use axum::body::Body;
use axum::extract::ws::{Message, WebSocket, WebSocketUpgrade};
use axum::extract::{Multipart, Path, Request, State};
use axum::http::{HeaderMap, HeaderValue, StatusCode};
use axum::middleware::Next;
use axum::response::{IntoResponse, Json, Response};
use axum::routing::{get, patch, post, put};
use serde_json::{Value, json};
use tokio::sync::{Notify, mpsc};

/// Discord's window for an interaction's first response, and for follow-ups after it.
/// Sent down a gateway session's channel in place of a dispatch: the
/// connection drops, without a close frame.
const DROP_GATEWAY: &str = "fake:drop-gateway";
const CALLBACK_WINDOW: Duration = Duration::from_secs(3);
const FOLLOW_UP_WINDOW: Duration = Duration::from_secs(15 * 60);

/// Gateway intents that need approval: GUILD_MEMBERS, GUILD_PRESENCES, MESSAGE_CONTENT.
const PRIVILEGED_INTENTS: u64 = 1 << 1 | 1 << 8 | 1 << 15;

/// Permission bits tests hand out.
pub const MANAGE_GUILD: u64 = 1 << 5;
/// Manage Events, or Create Events for the app's own events.
pub const MANAGE_EVENTS: u64 = 1 << 33;
pub const CREATE_EVENTS: u64 = 1 << 44;
/// What an ordinary member may do: view, send, read history, use commands, send in threads.
pub const MEMBER: u64 = 1 << 10 | 1 << 11 | 1 << 16 | 1 << 31 | 1 << 38;
/// Everything below bit 31, as a server's owner has.
pub const EVERYTHING: u64 = (1 << 31) - 1;
/// Create Public Threads and Send Messages in Threads.
pub const THREADS: u64 = 1 << 35 | 1 << 38;
/// What the bot may do in the test server unless a test says otherwise.
pub const BOT_PERMISSIONS: u64 = EVERYTHING | THREADS;

pub const APP_ID: u64 = 900_000_000_000_000_001;
pub const BOT_ID: u64 = 900_000_000_000_000_002;
pub const GUILD_ID: u64 = 800_000_000_000_000_001;

/// Something the bot sent: an interaction reply or a channel message.
#[derive(Clone, Debug)]
pub struct Sent {
    /// The interaction it answers (its id), if any.
    pub interaction: Option<String>,
    /// `callback`, `followup`, `edit`, `delete`, `channel`, `thread` (a
    /// thread started) or `modify` (a channel or thread changed).
    pub kind: &'static str,
    pub channel: Option<String>,
    pub payload: Value,
    pub files: Vec<(String, Vec<u8>)>,
    /// The message it made (a callback with a message, a follow-up, a
    /// channel message or a direct message).
    pub message_id: Option<String>,
}

impl Sent {
    /// The message body: the callback's `data`, or the payload itself.
    pub fn message(&self) -> &Value {
        if self.kind == "callback" {
            &self.payload["data"]
        } else {
            &self.payload
        }
    }

    pub fn content(&self) -> String {
        self.message()["content"]
            .as_str()
            .unwrap_or_default()
            .to_string()
    }

    pub fn is_ephemeral(&self) -> bool {
        self.message()["flags"]
            .as_u64()
            .is_some_and(|f| f & 64 != 0)
    }

    /// Custom ids of the buttons and menus, with a menu's option values.
    pub fn components(&self) -> Vec<(String, Vec<String>)> {
        let mut out = Vec::new();
        for row in self.message()["components"]
            .as_array()
            .into_iter()
            .flatten()
        {
            for c in row["components"].as_array().into_iter().flatten() {
                let values = c["options"]
                    .as_array()
                    .into_iter()
                    .flatten()
                    .filter_map(|o| o["value"].as_str().map(String::from))
                    .collect();
                out.push((
                    c["custom_id"].as_str().unwrap_or_default().to_string(),
                    values,
                ));
            }
        }
        out
    }

    /// Whom this message may ping: `None` when it carries no
    /// `allowed_mentions` (Discord then pings everyone it mentions), else the
    /// users listed; parsing mentions wholesale must be off.
    pub fn pings(&self) -> Option<Vec<String>> {
        let allowed = self.message().get("allowed_mentions")?;
        assert_eq!(
            allowed["parse"],
            json!([]),
            "mentions parsed wholesale: {allowed}"
        );
        let mut users: Vec<String> = allowed["users"]
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(|u| u.as_str().map(String::from))
            .collect();
        users.sort();
        Some(users)
    }

    /// The description (alt text) the message gives its attachment `filename`.
    pub fn alt_text(&self, filename: &str) -> Option<String> {
        self.message()["attachments"]
            .as_array()?
            .iter()
            .find(|a| a["filename"] == filename)?["description"]
            .as_str()
            .map(String::from)
    }

    pub fn png(&self) -> Option<&[u8]> {
        self.files
            .iter()
            .find(|(n, _)| n.ends_with(".png"))
            .map(|(_, b)| b.as_slice())
    }
}

/// An interaction the fake dispatched, and when it was answered.
struct Dispatched {
    /// 2 a slash command, 3 a component, 4 an autocomplete request.
    kind: u64,
    /// The channel it came from.
    channel: String,
    /// The id of its original response message, once it has one.
    original: Option<String>,
    at: Instant,
    answered: Option<Instant>,
    /// For a deferral (callback type 5) not yet followed up: whether it was
    /// ephemeral, which fixes the visibility of the follow-up replacing it.
    deferred_ephemeral: Option<bool>,
    /// Whether only a user installed the app where it came from (no guild
    /// install): then at most five follow-ups are allowed.
    user_install_only: bool,
    follow_ups: usize,
    /// The fake's clock's lead over real time when it was dispatched.
    clock_ahead_at: Duration,
}

/// Follow-ups a user-installed app may send per interaction (discord-notes.md).
const MAX_USER_INSTALL_FOLLOW_UPS: usize = 5;

impl Dispatched {
    /// How long ago it was dispatched, by the fake's clock (which a test
    /// may move on instead of sleeping).
    fn age(&self, clock_ahead: Duration) -> Duration {
        self.at.elapsed() + clock_ahead.saturating_sub(self.clock_ahead_at)
    }

    /// How long ago it was answered, by the fake's clock.
    fn answered_ago(&self, clock_ahead: Duration) -> Option<Duration> {
        let ahead = clock_ahead.saturating_sub(self.clock_ahead_at);
        self.answered.map(|at| at.elapsed() + ahead)
    }
}

/// Whether a message body asks to be ephemeral (flag 64).
fn ephemeral(message: &Value) -> bool {
    message["flags"].as_u64().is_some_and(|f| f & 64 != 0)
}

/// A refusal a test asked for: the next request whose method is `method` and
/// whose path contains `path` gets `status` and `body` instead.
struct Injection {
    method: &'static str,
    path: String,
    status: StatusCode,
    body: Value,
    /// Done as asked, and only then answered `status`: an answer lost on
    /// the way back.
    served: bool,
    /// Not a refusal: served as asked, this long after it arrived.
    slow: Option<Duration>,
}

/// Faults at random over every REST request, as on a busy day: a share
/// answered 429 (`retry_after` given) and a share 500, not served.
#[derive(Clone, Copy, Debug)]
pub struct FaultPlan {
    pub rate_limited: f64,
    pub retry_after: f64,
    pub server_errors: f64,
}

#[derive(Default)]
struct Shared {
    /// Messages made with an enforced nonce, by channel and nonce.
    nonces: HashMap<(String, String), Value>,
    fault_plan: Option<FaultPlan>,
    /// The plan's draws (a SplitMix64 state), and the faults it answered:
    /// 429s, then 500s.
    fault_draws: u64,
    faults_answered: (u64, u64),
    commands: Option<Value>,
    /// Files members attached to commands, by attachment id (Discord's CDN).
    attachments: HashMap<String, Vec<u8>>,
    sent: Vec<Sent>,
    /// Open gateway sessions: which shard each identified as, and its channel.
    gateways: Vec<Gateway>,
    /// Gateway sessions identified so far; of those for one shard, the
    /// newest receives that shard's dispatches.
    sessions: u64,
    /// The `[shard, total]` of each IDENTIFY, in order.
    identified: Vec<[u64; 2]>,
    /// The shard of each session id handed out in READY, for a RESUME.
    resumable: HashMap<String, [u64; 2]>,
    resumed: u64,
    /// Each REST request's token (its Authorization header), method and path.
    requests: Vec<(String, String, String)>,
    /// When each of `requests` arrived.
    requested_at: Vec<std::time::Instant>,
    next_id: u64,
    interactions: HashMap<String, Dispatched>,
    /// What Discord would have refused, in order; a test fails on the first.
    failures: Vec<String>,
    injections: Vec<Injection>,
    /// Requests answered with an injected refusal, as "METHOD path status".
    refused: Vec<String>,
    /// Interactions whose response got through with its answer lost (an
    /// injection served): a second response is Discord's 40060, no fault.
    answers_lost: std::collections::HashSet<String>,
    /// Members' permissions, by user id; others have [`EVERYTHING`].
    permissions: HashMap<u64, u64>,
    /// The `intents` of each IDENTIFY.
    intents: Vec<u64>,
    check_bodies: bool,
    /// Every message posted, by id: the channel it is in.
    messages: HashMap<String, String>,
    /// Threads, by id (the id of the message each started from).
    threads: HashMap<String, Thread>,
    /// The bot's own permissions, as interactions report them.
    app_permissions: u64,
    /// The custom ids of the controls each message shows now, by message
    /// id; messages without controls are left out.
    controls: HashMap<String, Vec<String>>,
    /// Ephemeral messages, which no channel route can reach.
    ephemeral: std::collections::HashSet<String>,
    /// Direct-message channels the bot opened: the user each reaches.
    dm_channels: HashMap<String, String>,
    /// Users whose privacy settings refuse direct messages from the server.
    refusing_dms: std::collections::HashSet<String>,
    /// Direct messages refused so far: the user each was for, in order.
    refused_dms: Vec<String>,
    /// Forum channels, by id.
    forums: HashMap<String, forums::Forum>,
    activities: activities::Activities,
    /// The server's scheduled events, by id, as Discord describes them.
    events: HashMap<String, Value>,
    /// Channels the app's bot user is not in (DMs and group DMs between
    /// users, channels of servers only a member installed the app for):
    /// only interaction responses reach them.
    without_app: std::collections::HashSet<String>,
    /// How far the fake's clock is ahead of real time, for the 15 minutes an
    /// interaction's token lasts.
    clock_ahead: Duration,
}

/// A gateway session: the shard it identified as, of how many, and the
/// channel to its socket.
struct Gateway {
    session: u64,
    shard: [u64; 2],
    dispatch: mpsc::UnboundedSender<Value>,
}

/// The shard that receives a server's events, by Discord's rule.
pub fn shard_of(guild: u64, total: u64) -> u64 {
    (guild >> 22) % total.max(1)
}

/// The server an interaction comes from.
/// The server an interaction came from; 0 outside servers, whose
/// interactions Discord sends to shard 0.
fn guild_of(interaction: &Value) -> u64 {
    interaction["guild_id"]
        .as_str()
        .and_then(|g| g.parse().ok())
        .unwrap_or(0)
}

impl Shared {
    /// The newest session of the shard that owns `guild`.
    fn dispatch_for(&self, guild: u64) -> Option<mpsc::UnboundedSender<Value>> {
        self.gateways
            .iter()
            .filter(|g| g.shard[0] == shard_of(guild, g.shard[1]))
            .max_by_key(|g| g.session)
            .map(|g| g.dispatch.clone())
    }
}

/// A thread as the fake keeps it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Thread {
    pub id: String,
    pub parent: String,
    pub name: String,
    pub archived: bool,
    /// The forum tags a forum post carries (ids).
    pub applied_tags: Vec<String>,
    /// Members the bot added (`PUT /channels/{thread}/thread-members/{user}`).
    pub members: Vec<String>,
}

/// Discord's epoch, 2015-01-01, in Unix milliseconds.
const DISCORD_EPOCH_MS: u64 = 1_420_070_400_000;

impl Shared {
    /// A new snowflake, as Discord makes them: the time of its making in the
    /// high bits (the bot reads an interaction's age from its id), and
    /// increasing.
    fn new_id(&mut self) -> String {
        let now = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_millis() as u64);
        let made = now.saturating_sub(DISCORD_EPOCH_MS) << 22;
        self.next_id = made.max(self.next_id + 1);
        self.next_id.to_string()
    }
}

impl Shared {
    /// The fault the plan draws for the next request, if any.
    fn planned_fault(&mut self) -> Option<Injection> {
        let plan = self.fault_plan?;
        // Seeded: the same faults on every run.
        let mut rng = konane_bot::ai::SplitMix(self.fault_draws);
        let draw = rng.next_u64() as f64 / u64::MAX as f64;
        self.fault_draws = rng.0;
        let (status, body) = if draw < plan.rate_limited {
            self.faults_answered.0 += 1;
            let body = json!({"message": "You are being rate limited.", "retry_after": plan.retry_after, "global": false});
            (StatusCode::TOO_MANY_REQUESTS, body)
        } else if draw < plan.rate_limited + plan.server_errors {
            self.faults_answered.1 += 1;
            (
                StatusCode::INTERNAL_SERVER_ERROR,
                json!({"message": "500: Internal Server Error", "code": 0}),
            )
        } else {
            return None;
        };
        Some(Injection {
            method: "",
            path: String::new(),
            status,
            body,
            served: false,
            slow: None,
        })
    }
}

impl Shared {
    /// A new message id in `channel`; posting in an archived thread reopens
    /// it, as Discord does.
    fn new_message(&mut self, channel: &str) -> String {
        let id = self.new_id();
        self.messages.insert(id.clone(), channel.to_string());
        if let Some(thread) = self.threads.get_mut(channel) {
            thread.archived = false;
        }
        id
    }
}

impl Shared {
    /// Remembers what a new message shows: its components, and whether it is ephemeral.
    fn shows(&mut self, id: &str, message: &Value) {
        self.now_shows(id, &message["components"]);
        if ephemeral(message) {
            self.ephemeral.insert(id.to_string());
        }
    }

    /// Remembers the controls message `id` shows after it was posted or edited.
    fn now_shows(&mut self, id: &str, components: &Value) {
        let ids: Vec<String> = components
            .as_array()
            .into_iter()
            .flatten()
            .flat_map(|row| row["components"].as_array().into_iter().flatten())
            .filter_map(|c| c["custom_id"].as_str().map(String::from))
            .collect();
        if ids.is_empty() {
            self.controls.remove(id);
        } else {
            self.controls.insert(id.to_string(), ids);
        }
    }
}

/// Whether the fake checks request bodies against Discord's description.
/// Tests do; the benchmark, which measures the bot's time and memory in the
/// same process, does not carry the description's validators.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bodies {
    Checked,
    Unchecked,
}

impl Shared {
    /// Interactions left without a first response past Discord's window.
    fn unanswered(&self) -> Vec<String> {
        self.interactions
            .iter()
            .filter(|(_, i)| i.answered.is_none() && i.age(self.clock_ahead) > CALLBACK_WINDOW)
            .map(|(id, i)| {
                format!(
                    "interaction failed: {id} had no response {} ms after dispatch (Discord allows 3 s)",
                    i.age(self.clock_ahead).as_millis()
                )
            })
            .collect()
    }
}

#[derive(Clone)]
pub struct FakeDiscord {
    pub base: String,
    shared: Arc<Mutex<Shared>>,
    changed: Arc<Notify>,
}

type AppState = (Arc<Mutex<Shared>>, Arc<Notify>, SocketAddr);

impl FakeDiscord {
    /// A fake that checks every request body against Discord's description.
    pub async fn start() -> FakeDiscord {
        FakeDiscord::start_with(Bodies::Checked).await
    }

    pub async fn start_with(bodies: Bodies) -> FakeDiscord {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
            .await
            .expect("bind");
        let addr = listener.local_addr().expect("address");
        let shared = Arc::new(Mutex::new(Shared {
            check_bodies: bodies == Bodies::Checked,
            app_permissions: BOT_PERMISSIONS,
            ..Shared::default()
        }));
        let changed = Arc::new(Notify::new());
        let state: AppState = (shared.clone(), changed.clone(), addr);
        let app = Router::new()
            .route("/api/v10/gateway", get(gateway_url))
            .route("/api/v10/gateway/bot", get(gateway_url))
            .route("/api/v10/oauth2/applications/@me", get(application))
            .route("/api/v10/users/@me", get(activities::me))
            .route("/api/v10/oauth2/token", post(activities::exchange))
            .route(
                "/api/v10/applications/{app}/activity-instances/{instance}",
                get(activities::instance),
            )
            .route(
                "/api/v10/applications/{app}/commands",
                put(register_commands),
            )
            .route(
                "/api/v10/applications/{app}/guilds/{guild}/commands",
                put(register_commands),
            )
            .route(
                "/api/v10/interactions/{id}/{token}/callback",
                post(callback),
            )
            .route("/api/v10/webhooks/{app}/{token}", post(followup))
            .route(
                "/api/v10/webhooks/{app}/{token}/messages/{message}",
                patch(edit).get(original).delete(delete_original),
            )
            .route(
                "/api/v10/channels/{channel}/messages",
                post(channel_message),
            )
            .route(
                "/api/v10/channels/{channel}/messages/{message}",
                patch(edit_channel_message),
            )
            .route(
                "/api/v10/channels/{channel}/messages/{message}/threads",
                post(start_thread),
            )
            .route("/api/v10/users/@me/channels", post(open_dm))
            .route(
                "/api/v10/channels/{channel}/thread-members/{user}",
                put(add_thread_member),
            )
            .route(
                "/api/v10/channels/{channel}",
                patch(modify_channel).get(forums::get_channel),
            )
            .route(
                "/api/v10/channels/{channel}/threads",
                post(forums::forum_post),
            )
            .route(
                "/api/v10/guilds/{guild}/scheduled-events",
                post(forums::create_event),
            )
            .route(
                "/api/v10/guilds/{guild}/scheduled-events/{event}",
                patch(forums::modify_event).delete(forums::delete_event),
            )
            .route("/gateway", get(gateway))
            .route("/attachments/{id}/{name}", get(attachment_file))
            .fallback(unhandled)
            .layer(axum::middleware::from_fn_with_state(
                state.clone(),
                as_strict_as_discord,
            ))
            .with_state(state);
        tokio::spawn(async move {
            let _ = axum::serve(listener, app).await;
        });
        FakeDiscord {
            base: format!("http://{addr}"),
            shared,
            changed,
        }
    }

    /// Waits until `check` finds what it wants among the state, up to 20 s.
    /// Fails at once with anything Discord would have refused meanwhile.
    async fn wait_for<T>(&self, what: &str, mut check: impl FnMut(&Shared) -> Option<T>) -> T {
        let deadline = tokio::time::Instant::now() + Duration::from_secs(20);
        loop {
            let notified = self.changed.notified();
            {
                let shared = self.shared.lock().expect("lock");
                let failures: Vec<String> = shared
                    .failures
                    .iter()
                    .cloned()
                    .chain(shared.unanswered())
                    .collect();
                assert!(failures.is_empty(), "{}", failures.join("\n"));
                if let Some(found) = check(&shared) {
                    return found;
                }
            }
            // Wake at least every half second to notice unanswered interactions.
            let wake = deadline.min(tokio::time::Instant::now() + Duration::from_millis(500));
            if tokio::time::timeout_at(wake, notified).await.is_err()
                && tokio::time::Instant::now() >= deadline
            {
                panic!("timed out waiting for {what}");
            }
        }
    }

    /// Records a failure found outside the fake (the bot's client ending
    /// with an error, say): the test's next wait fails with it.
    pub fn record_failure(&self, failure: String) {
        self.shared.lock().expect("lock").failures.push(failure);
        self.changed.notify_waiters();
    }

    /// Everything Discord would have refused so far (empty when all is well),
    /// including interactions left unanswered past the window.
    pub fn failures(&self) -> Vec<String> {
        let shared = self.shared.lock().expect("lock");
        let mut all = shared.failures.clone();
        all.extend(shared.unanswered());
        all
    }

    /// The bot's own permissions in the server from now on, as interactions report them.
    pub fn set_app_permissions(&self, permissions: u64) {
        self.shared.lock().expect("lock").app_permissions = permissions;
    }

    /// A thread of `parent` that members made themselves.
    pub fn add_thread(&self, id: u64, parent: u64, name: &str) {
        self.shared.lock().expect("lock").threads.insert(
            id.to_string(),
            Thread {
                id: id.to_string(),
                parent: parent.to_string(),
                name: name.to_string(),
                archived: false,
                applied_tags: Vec::new(),
                members: Vec::new(),
            },
        );
    }

    /// Every thread, oldest first.
    pub fn threads(&self) -> Vec<Thread> {
        let mut all: Vec<Thread> = self
            .shared
            .lock()
            .expect("lock")
            .threads
            .values()
            .cloned()
            .collect();
        all.sort_by_key(|t| t.id.parse::<u64>().unwrap_or(0));
        all
    }

    /// Waits until the bot has started `n` threads; returns the newest one's id.
    pub async fn thread_started(&self, n: usize) -> u64 {
        self.wait_for(&format!("thread {n} to start"), |s| {
            s.sent
                .iter()
                .filter(|m| m.kind == "thread")
                .nth(n)
                .and_then(|m| m.payload["id"].as_str()?.parse().ok())
        })
        .await
    }

    /// Waits until the thread `id` is archived.
    pub async fn archived(&self, id: u64) {
        let id = id.to_string();
        self.wait_for(&format!("thread {id} to be archived"), |s| {
            s.threads.get(&id).filter(|t| t.archived).map(drop)
        })
        .await
    }

    /// The custom ids of the controls message `id` shows now (after any edits).
    pub fn controls_now(&self, id: &str) -> Vec<String> {
        let s = self.shared.lock().expect("lock");
        s.controls.get(id).cloned().unwrap_or_default()
    }

    /// Waits until message `id` shows exactly the controls `expected`.
    pub async fn controls_become(&self, id: &str, expected: &[String]) {
        self.wait_for(&format!("message {id} to show {expected:?}"), |s| {
            let now = s.controls.get(id).map_or(&[][..], Vec::as_slice);
            (now == expected).then_some(())
        })
        .await
    }

    /// Waits until message `id` shows no controls any more.
    pub async fn controls_removed(&self, id: &str) {
        self.wait_for(&format!("the controls of message {id} to go"), |s| {
            (!s.controls.contains_key(id)).then_some(())
        })
        .await
    }

    /// Makes `user`'s privacy settings refuse direct messages from the server.
    pub fn refuse_dms(&self, user: u64) {
        let mut s = self.shared.lock().expect("lock");
        s.refusing_dms.insert(user.to_string());
    }

    /// Direct messages the bot sent `user` so far.
    pub fn dms_to(&self, user: u64) -> Vec<Sent> {
        let user = user.to_string();
        let s = self.shared.lock().expect("lock");
        s.sent
            .iter()
            .filter(|m| m.kind == "dm" && m.channel.as_deref() == Some(&user))
            .cloned()
            .collect()
    }

    /// Waits until the bot has tried `n` direct messages to `user` that the
    /// user's privacy settings refused.
    pub async fn dms_refused(&self, user: u64, n: usize) {
        let user = user.to_string();
        self.wait_for(&format!("{n} refused direct messages to {user}"), |s| {
            (s.refused_dms.iter().filter(|u| **u == user).count() >= n).then_some(())
        })
        .await
    }

    /// How many direct messages to `user` were tried at all, sent or refused.
    pub fn dms_tried(&self, user: u64) -> usize {
        let user = user.to_string();
        let s = self.shared.lock().expect("lock");
        let refused = s.refused_dms.iter().filter(|u| **u == user).count();
        let sent = s
            .sent
            .iter()
            .filter(|m| m.kind == "dm" && m.channel.as_deref() == Some(&user))
            .count();
        refused + sent
    }

    /// Waits for the `n`-th direct message (from 0) to `user`.
    pub async fn dm(&self, user: u64, n: usize) -> Sent {
        let user = user.to_string();
        self.wait_for(&format!("direct message {n} to {user}"), |s| {
            s.sent
                .iter()
                .filter(|m| m.kind == "dm" && m.channel.as_deref() == Some(&user))
                .nth(n)
                .cloned()
        })
        .await
    }

    /// Gives `user` exactly these permissions in the server from now on.
    pub fn set_permissions(&self, user: u64, permissions: u64) {
        self.shared
            .lock()
            .expect("lock")
            .permissions
            .insert(user, permissions);
    }

    fn permissions_of(&self, user: &Value) -> u64 {
        let id = user["id"].as_str().and_then(|id| id.parse().ok());
        let shared = self.shared.lock().expect("lock");
        id.and_then(|id| shared.permissions.get(&id).copied())
            .unwrap_or(EVERYTHING)
    }

    /// Answers the next `method` request whose path contains `path` with
    /// `status` and Discord's error `body` (a JSON string goes as the HTML
    /// page Discord's edge answers a 502 with), instead of serving it.
    pub fn fail_next(&self, method: &'static str, path: &str, status: u16, body: Value) {
        self.inject(method, path, status, body, false);
    }

    /// Serves the next `method` request whose path contains `path`, then
    /// answers it `status` and `body` as if Discord had failed: the request
    /// did its work, and its answer was lost.
    pub fn fail_after_serving(&self, method: &'static str, path: &str, status: u16, body: Value) {
        self.inject(method, path, status, body, true);
    }

    /// Serves the next `method` request whose path contains `path` as
    /// asked, but only `delay` after it arrived, as Discord on a slow day.
    pub fn slow_next(&self, method: &'static str, path: &str, delay: Duration) {
        self.shared
            .lock()
            .expect("lock")
            .injections
            .push(Injection {
                method,
                path: path.to_string(),
                status: StatusCode::OK,
                body: Value::Null,
                served: true,
                slow: Some(delay),
            });
    }

    fn inject(&self, method: &'static str, path: &str, status: u16, body: Value, served: bool) {
        self.shared
            .lock()
            .expect("lock")
            .injections
            .push(Injection {
                method,
                path: path.to_string(),
                status: StatusCode::from_u16(status).expect("an HTTP status"),
                body,
                served,
                slow: None,
            });
    }

    /// Drops every gateway connection without a close frame, as a network
    /// cut does; the bot must notice, connect again and resume.
    pub fn drop_gateways(&self) {
        let s = self.shared.lock().expect("lock");
        for gateway in &s.gateways {
            let _ = gateway.dispatch.send(json!({ DROP_GATEWAY: true }));
        }
    }

    /// Gateway sessions resumed (RESUME answered RESUMED) so far.
    pub fn resumed(&self) -> u64 {
        self.shared.lock().expect("lock").resumed
    }

    /// Waits until an injected refusal has been served; returns what it answered.
    pub async fn refused(&self, n: usize) -> String {
        self.wait_for("an injected refusal to be served", |s| {
            s.refused.get(n).cloned()
        })
        .await
    }

    /// The `intents` each IDENTIFY asked for.
    pub fn intents(&self) -> Vec<u64> {
        self.shared.lock().expect("lock").intents.clone()
    }

    /// Forgets what Discord would have refused so far and returns it: for
    /// tests that make such mistakes on purpose.
    pub fn take_failures(&self) -> Vec<String> {
        let mut shared = self.shared.lock().expect("lock");
        let mut all = std::mem::take(&mut shared.failures);
        all.extend(shared.unanswered());
        shared.interactions.retain(|_, i| i.answered.is_some());
        all
    }

    /// Notes an interaction as dispatched now, for the lifecycle checks
    /// (done by [`FakeDiscord::interact`] and [`FakeDiscord::send`]; public for
    /// tests that answer an interaction themselves).
    pub fn dispatching(&self, interaction: &Value) {
        let id = interaction["id"]
            .as_str()
            .expect("interaction id")
            .to_string();
        let kind = interaction["type"].as_u64().expect("interaction type");
        let channel = interaction["channel_id"]
            .as_str()
            .unwrap_or_default()
            .to_string();
        let owners = &interaction["authorizing_integration_owners"];
        let user_install_only = owners.is_object() && owners.get("0").is_none();
        let mut s = self.shared.lock().expect("lock");
        let clock_ahead_at = s.clock_ahead;
        s.interactions.insert(
            id,
            Dispatched {
                kind,
                channel,
                original: None,
                at: Instant::now(),
                answered: None,
                deferred_ephemeral: None,
                user_install_only,
                follow_ups: 0,
                clock_ahead_at,
            },
        );
    }

    /// The commands the bot registered, once it has.
    pub async fn registered_commands(&self) -> Value {
        self.wait_for("command registration", |s| s.commands.clone())
            .await
    }

    /// Sends an interaction through the gateway and waits for the bot's reply to it.
    pub async fn interact(&self, interaction: Value) -> Sent {
        let id = interaction["id"]
            .as_str()
            .expect("interaction id")
            .to_string();
        let guild = guild_of(&interaction);
        let gateway = self
            .wait_for("the gateway", |s| s.dispatch_for(guild))
            .await;
        self.dispatching(&interaction);
        gateway.send(interaction).expect("gateway open");
        self.wait_for(&format!("a reply to interaction {id}"), |s| {
            s.sent
                .iter()
                .find(|m| m.interaction.as_deref() == Some(&id))
                .cloned()
        })
        .await
    }

    /// Waits until the bot has identified `n` gateway sessions (a restart makes a second).
    pub async fn wait_sessions(&self, n: u64) {
        self.wait_for("a gateway session", |s| {
            (s.sessions >= n && !s.gateways.is_empty()).then_some(())
        })
        .await;
    }

    /// Waits until a session is open for every one of `shards`, each of `total`.
    pub async fn wait_shards(&self, shards: std::ops::Range<u64>, total: u64) {
        self.wait_for("the gateway sessions of every shard", |s| {
            shards
                .clone()
                .all(|shard| s.gateways.iter().any(|g| g.shard == [shard, total]))
                .then_some(())
        })
        .await;
    }

    /// Waits until no gateway session is open for any of `shards`.
    pub async fn wait_shards_closed(&self, shards: std::ops::Range<u64>) {
        self.wait_for("the gateway sessions of the shards to close", |s| {
            (!s.gateways.iter().any(|g| shards.contains(&g.shard[0]))).then_some(())
        })
        .await;
    }

    /// The shards with a gateway session open now, each once, in order.
    pub fn connected_shards(&self) -> Vec<u64> {
        let s = self.shared.lock().expect("lock");
        let mut shards: Vec<u64> = s.gateways.iter().map(|g| g.shard[0]).collect();
        shards.sort_unstable();
        shards.dedup();
        shards
    }

    /// The `[shard, total]` of every IDENTIFY so far.
    pub fn identified(&self) -> Vec<[u64; 2]> {
        self.shared.lock().expect("lock").identified.clone()
    }

    /// The tokens of every request so far whose path contains `part`.
    pub fn request_tokens(&self, part: &str) -> Vec<String> {
        let s = self.shared.lock().expect("lock");
        s.requests
            .iter()
            .filter(|(_, _, path)| path.contains(part))
            .map(|(token, _, _)| token.clone())
            .collect()
    }

    /// Answers REST requests from now on with faults at random, as `plan`
    /// says; `None` ends them.
    pub fn plan_faults(&self, plan: Option<FaultPlan>) {
        self.shared.lock().expect("lock").fault_plan = plan;
    }

    /// The faults the plan has answered: 429s and 500s.
    pub fn faults_answered(&self) -> (u64, u64) {
        self.shared.lock().expect("lock").faults_answered
    }

    /// When each `method` request whose path contains `part` arrived, in order.
    pub fn request_times(&self, method: &str, part: &str) -> Vec<std::time::Instant> {
        let s = self.shared.lock().expect("lock");
        s.requests
            .iter()
            .zip(&s.requested_at)
            .filter(|((_, m, path), _)| m == method && path.contains(part))
            .map(|(_, at)| *at)
            .collect()
    }

    /// Sends an interaction without waiting; see [`FakeDiscord::reply_to`].
    pub async fn send(&self, interaction: &Value) {
        let guild = guild_of(interaction);
        let gateway = self
            .wait_for("the gateway", |s| s.dispatch_for(guild))
            .await;
        self.dispatching(interaction);
        gateway.send(interaction.clone()).expect("gateway open");
    }

    /// The bot's first reply of `kind` (callback, followup, edit) to an interaction.
    pub async fn reply_to(&self, interaction: &Value, kind: &str) -> Sent {
        let id = interaction["id"]
            .as_str()
            .expect("interaction id")
            .to_string();
        self.wait_for(&format!("a {kind} to interaction {id}"), |s| {
            s.sent
                .iter()
                .find(|m| m.interaction.as_deref() == Some(&id) && m.kind == kind)
                .cloned()
        })
        .await
    }

    /// The bot's first message of `kind` for the interaction `answer` answered,
    /// private ones only if `private`.
    pub async fn more_for(&self, answer: &Sent, kind: &str, private: bool) -> Sent {
        let id = answer.interaction.clone().expect("an interaction's answer");
        self.wait_for(&format!("a {kind} to interaction {id}"), |s| {
            s.sent
                .iter()
                .find(|m| {
                    m.interaction.as_deref() == Some(&id)
                        && m.kind == kind
                        && (!private || m.is_ephemeral())
                })
                .cloned()
        })
        .await
    }

    /// Everything the bot sent so far, in order.
    pub fn all_sent(&self) -> Vec<Sent> {
        self.shared.lock().expect("lock").sent.clone()
    }

    /// Everything sent into a channel (not as an interaction reply).
    pub fn channel_messages(&self) -> Vec<Sent> {
        let s = self.shared.lock().expect("lock");
        s.sent
            .iter()
            .filter(|m| m.kind == "channel")
            .cloned()
            .collect()
    }

    /// Waits for the `n`-th message (from 0) posted in `channel`.
    pub async fn channel_message(&self, channel: u64, n: usize) -> Sent {
        let channel = channel.to_string();
        self.wait_for(&format!("message {n} in channel {channel}"), |s| {
            s.sent
                .iter()
                .filter(|m| m.kind == "channel" && m.channel.as_deref() == Some(&channel))
                .nth(n)
                .cloned()
        })
        .await
    }

    /// Forgets everything sent so far (benchmarks keep memory flat with it).
    pub fn clear(&self) {
        self.shared.lock().expect("lock").sent.clear();
    }

    /// A file a member attaches to a command, kept where its URL points (the
    /// fake's CDN), as the interaction's resolved data describes it.
    pub fn attachment(&self, filename: &str, bytes: &[u8]) -> Value {
        let id = self.next_id();
        self.shared
            .lock()
            .expect("lock")
            .attachments
            .insert(id.clone(), bytes.to_vec());
        let url = format!("{}/attachments/{id}/{filename}", self.base);
        json!({"id": id, "filename": filename, "size": bytes.len(), "url": url, "proxy_url": url,
               "content_type": "text/plain; charset=utf-8"})
    }

    pub fn next_id(&self) -> String {
        let mut s = self.shared.lock().expect("lock");
        s.new_id()
    }
}

pub fn user(id: u64, name: &str) -> Value {
    json!({"id": id.to_string(), "username": name, "discriminator": "0", "global_name": name, "avatar": null, "bot": false})
}

fn bot_user() -> Value {
    json!({"id": BOT_ID.to_string(), "username": "konane", "discriminator": "0", "global_name": "Kōnane", "avatar": null, "bot": true})
}

pub fn member(user_value: Value, permissions: u64) -> Value {
    json!({"user": user_value, "roles": [], "deaf": false, "mute": false, "flags": 0,
           "joined_at": "2026-01-01T00:00:00.000000+00:00", "permissions": permissions.to_string()})
}

/// Option `name` of a slash command `interaction` carrying `attachment`
/// (from [`FakeDiscord::attachment`]), resolved as Discord sends it.
pub fn attach(interaction: &mut Value, name: &str, attachment: &Value) {
    let id = attachment["id"]
        .as_str()
        .expect("an attachment id")
        .to_string();
    let data = &mut interaction["data"];
    let options = match data["options"][0]["type"].as_u64() {
        Some(1) => &mut data["options"][0]["options"],
        _ => &mut data["options"],
    };
    options
        .as_array_mut()
        .expect("options")
        .push(opt(name, 11, json!(id)));
    data["resolved"]["attachments"] = json!({ id: attachment });
}

/// An option value for a slash command: name, Discord type, value.
pub fn opt(name: &str, kind: u8, value: Value) -> Value {
    json!({"name": name, "type": kind, "value": value})
}

fn interaction_base(fake: &FakeDiscord, kind: u8, channel: u64, from: &Value) -> Value {
    let id = fake.next_id();
    let (about, app_permissions) = {
        let s = fake.shared.lock().expect("lock");
        let about = match s.threads.get(&channel.to_string()) {
            Some(thread) => json!({"id": channel.to_string(), "type": 11, "name": thread.name,
                "parent_id": thread.parent, "guild_id": GUILD_ID.to_string(),
                "thread_metadata": thread_metadata(thread.archived)}),
            None => json!({"id": channel.to_string(), "type": 0, "name": "games",
                "guild_id": GUILD_ID.to_string()}),
        };
        (about, s.app_permissions)
    };
    json!({
        "id": id, "application_id": APP_ID.to_string(), "type": kind, "token": format!("token-{id}"),
        "version": 1, "locale": "en-US", "guild_locale": "en-US", "entitlements": [],
        "attachment_size_limit": 26_214_400, "guild_id": GUILD_ID.to_string(), "channel_id": channel.to_string(),
        "member": member(from.clone(), fake.permissions_of(from)),
        "app_permissions": app_permissions.to_string(), "channel": about,
    })
}

/// `/konane <sub> [options]` from `from` in `channel`, or, for a `sub` named
/// `konane-…`, that top-level command (`/konane-settings [options]`); users
/// in `mentioned` are resolved.
pub fn slash(
    fake: &FakeDiscord,
    channel: u64,
    from: &Value,
    sub: &str,
    options: Vec<Value>,
    mentioned: &[Value],
) -> Value {
    let mut i = interaction_base(fake, 2, channel, from);
    let users: HashMap<String, Value> = mentioned
        .iter()
        .map(|u| (u["id"].as_str().unwrap().to_string(), u.clone()))
        .collect();
    let members: HashMap<String, Value> = mentioned
        .iter()
        .map(|u| {
            let mut m = member(u.clone(), fake.permissions_of(u));
            m.as_object_mut().unwrap().remove("user");
            (u["id"].as_str().unwrap().to_string(), m)
        })
        .collect();
    let (name, options) = if sub.starts_with("konane-") {
        (sub, json!(options))
    } else {
        (
            "konane",
            json!([{"name": sub, "type": 1, "options": options}]),
        )
    };
    i["data"] = json!({
        "id": "1", "name": name, "type": 1, "guild_id": GUILD_ID.to_string(),
        "options": options,
        "resolved": {"users": users, "members": members},
    });
    i
}

/// The value Discord would send for choice `name` of option `option` in
/// subcommand `sub` of `/konane`, or in the top-level command `sub` when it
/// is named `konane-…`.
pub fn choice(commands: &Value, sub: &str, option: &str, name: &str) -> Value {
    let siblings = if sub.starts_with("konane-") {
        commands
    } else {
        &commands[0]["options"]
    };
    let sub = siblings
        .as_array()
        .and_then(|subs| subs.iter().find(|s| s["name"] == sub))
        .unwrap_or_else(|| panic!("no command {sub}"));
    let opt_def = sub["options"]
        .as_array()
        .and_then(|os| os.iter().find(|o| o["name"] == option))
        .unwrap_or_else(|| panic!("no option {option}"));
    let value = opt_def["choices"]
        .as_array()
        .and_then(|cs| cs.iter().find(|c| c["name"] == name))
        .unwrap_or_else(|| panic!("no choice {name}"))["value"]
        .clone();
    json!({"name": option, "type": opt_def["type"], "value": value})
}

/// `/konane <group> <sub>`: a subcommand of a subcommand group; or, for a
/// `group` named `konane-…`, a subcommand of that top-level command
/// (`/konane-tournament join`).
pub fn slash_group(
    fake: &FakeDiscord,
    channel: u64,
    from: &Value,
    group: &str,
    sub: &str,
    options: Vec<Value>,
) -> Value {
    let subcommand = json!({"name": sub, "type": 1, "options": options});
    if group.starts_with("konane-") {
        return slash(fake, channel, from, group, vec![subcommand], &[]);
    }
    let mut i = slash(fake, channel, from, group, vec![], &[]);
    i["data"]["options"] = json!([{"name": group, "type": 2, "options": [subcommand]}]);
    i
}

/// Typing into the `move` option: an autocomplete request.
pub fn autocomplete(fake: &FakeDiscord, channel: u64, from: &Value, partial: &str) -> Value {
    let mut i = interaction_base(fake, 4, channel, from);
    i["data"] = json!({
        "id": "1", "name": "konane", "type": 1, "guild_id": GUILD_ID.to_string(),
        "options": [{"name": "move", "type": 1, "options": [{"name": "move", "type": 3, "value": partial, "focused": true}]}],
    });
    i
}

/// A click on a button (`values` empty) or a choice in a menu, on the
/// newest message that shows the control now (as only such a message can be
/// clicked), or on an unknown message if none does.
pub fn click(
    fake: &FakeDiscord,
    channel: u64,
    from: &Value,
    custom_id: &str,
    values: &[&str],
) -> Value {
    let showing = {
        let s = fake.shared.lock().expect("lock");
        s.controls
            .iter()
            .filter(|(_, controls)| controls.iter().any(|c| c == custom_id))
            .filter_map(|(id, _)| Some((id.parse::<u64>().ok()?, s.ephemeral.contains(id))))
            .max()
    };
    let mut i = interaction_base(fake, 3, channel, from);
    i["data"] = if values.is_empty() {
        json!({"custom_id": custom_id, "component_type": 2})
    } else {
        json!({"custom_id": custom_id, "component_type": 3, "values": values})
    };
    let (id, private) = match showing {
        Some((id, private)) => (id.to_string(), private),
        None => (fake.next_id(), false),
    };
    i["message"] = json!({
        "id": id, "channel_id": channel.to_string(), "author": bot_user(), "content": "",
        "timestamp": "2026-11-29T12:00:00.000000+00:00", "edited_timestamp": null, "tts": false,
        "mention_everyone": false, "mentions": [], "mention_roles": [], "attachments": [], "embeds": [],
        "pinned": false, "type": 0, "components": [],
    });
    if private {
        i["message"]["flags"] = json!(64);
    }
    i
}

/// A click on a control of a message the bot sent (`on`), as Discord sends
/// it: with that message's id, and its ephemeral flag.
pub fn click_on(
    fake: &FakeDiscord,
    on: &Sent,
    channel: u64,
    from: &Value,
    custom_id: &str,
    values: &[&str],
) -> Value {
    let mut i = click(fake, channel, from, custom_id, values);
    i["message"]["id"] = json!(on.message_id.clone().expect("a message the bot sent"));
    i["message"]["flags"] = json!(if on.is_ephemeral() { 64 } else { 0 });
    i
}

/// Where a user-installed interaction comes from, besides a server that
/// installed the app (where every other builder puts it).
pub enum Elsewhere<'a> {
    /// A DM (one other recipient) or group DM between users, which the
    /// bot's user is not in.
    Private { recipients: &'a [Value] },
    /// The bot's own DM with the user.
    BotDm,
    /// A server that didn't install the app, where only the user did;
    /// `external_apps`: whether the member may Use External Apps there.
    Server { guild: u64, external_apps: bool },
}

/// Use External Apps: lets a user-installed app answer publicly.
pub const USE_EXTERNAL_APPS: u64 = 1 << 50;

/// What a user-installed app may do where its bot isn't (as Discord sends
/// `app_permissions` there): answer with messages, files and embeds.
const ANSWER_PERMISSIONS: u64 = 1 << 11 | 1 << 14 | 1 << 15 | 1 << 16 | 1 << 18;

/// `interaction` (from [`slash`], [`click`] or [`autocomplete`]) as Discord
/// sends it from `place`: the user-install context, its owners and
/// permissions, and no member or server outside servers. Channels the
/// bot's user isn't in are remembered, and the fake refuses the bot's
/// posts there.
pub fn user_installed(fake: &FakeDiscord, mut interaction: Value, place: Elsewhere<'_>) -> Value {
    let from = interaction["member"]["user"].clone();
    let user_id = from["id"].as_str().expect("a user").to_string();
    let channel = interaction["channel_id"]
        .as_str()
        .expect("a channel")
        .to_string();
    let i = interaction.as_object_mut().expect("an interaction");
    i.insert(
        "authorizing_integration_owners".into(),
        json!({"1": user_id}),
    );
    let mut s = fake.shared.lock().expect("lock");
    match place {
        Elsewhere::Server {
            guild,
            external_apps,
        } => {
            s.without_app.insert(channel.clone());
            let permissions = EVERYTHING | if external_apps { USE_EXTERNAL_APPS } else { 0 };
            i.insert("context".into(), json!(0));
            i.insert("guild_id".into(), json!(guild.to_string()));
            i.insert("member".into(), member(from, permissions));
            i.insert(
                "app_permissions".into(),
                json!(ANSWER_PERMISSIONS.to_string()),
            );
            i.insert(
                "channel".into(),
                json!({"id": channel, "type": 0, "name": "lounge", "guild_id": guild.to_string()}),
            );
            if let Some(data) = i.get_mut("data").and_then(Value::as_object_mut) {
                data.insert("guild_id".into(), json!(guild.to_string()));
            }
            return interaction;
        }
        Elsewhere::Private { recipients } => {
            s.without_app.insert(channel.clone());
            let kind = if recipients.len() == 1 { 1 } else { 3 };
            i.insert("context".into(), json!(2));
            i.insert(
                "channel".into(),
                json!({"id": channel, "type": kind, "recipients": recipients}),
            );
            i.insert(
                "app_permissions".into(),
                json!(ANSWER_PERMISSIONS.to_string()),
            );
        }
        Elsewhere::BotDm => {
            // The channel the bot reaches this user by, as Create DM gives it.
            s.dm_channels.insert(channel.clone(), user_id);
            i.insert("context".into(), json!(1));
            i.insert(
                "channel".into(),
                json!({"id": channel, "type": 1, "recipients": [from.clone()]}),
            );
            i.insert(
                "app_permissions".into(),
                json!(ANSWER_PERMISSIONS.to_string()),
            );
        }
    }
    drop(s);
    for outside_servers in ["guild_id", "guild_locale", "member"] {
        i.remove(outside_servers);
    }
    i.insert("user".into(), from);
    if let Some(data) = i.get_mut("data").and_then(Value::as_object_mut) {
        data.remove("guild_id");
        if let Some(resolved) = data.get_mut("resolved").and_then(Value::as_object_mut) {
            resolved.remove("members");
        }
    }
    interaction
}

impl FakeDiscord {
    /// Moves the fake's clock on: past the 3 s an interaction's first
    /// answer may take, or the 15 minutes a token lasts.
    pub fn advance_clock(&self, by: Duration) {
        self.shared.lock().expect("lock").clock_ahead += by;
    }

    /// The tokens of the messages posted in channel `channel`, in order:
    /// which process posted each.
    pub fn posters_in(&self, channel: u64) -> Vec<String> {
        let route = format!("/api/v10/channels/{channel}/messages");
        let s = self.shared.lock().expect("lock");
        s.requests
            .iter()
            .filter(|(_, method, path)| method == "POST" && *path == route)
            .map(|(token, _, _)| token.clone())
            .collect()
    }

    /// Every request the bot made to channel `channel`'s routes (posting,
    /// editing, threads), as "METHOD path".
    pub fn requests_to_channel(&self, channel: u64) -> Vec<String> {
        let route = format!("/api/v10/channels/{channel}");
        let s = self.shared.lock().expect("lock");
        s.requests
            .iter()
            .filter(|(_, _, path)| {
                path.strip_prefix(&route)
                    .is_some_and(|rest| rest.is_empty() || rest.starts_with('/'))
            })
            .map(|(_, method, path)| format!("{method} {path}"))
            .collect()
    }
}

/// An attached file, as Discord's CDN serves it: no token needed.
async fn attachment_file(
    State((shared, _, _)): State<AppState>,
    Path((id, _name)): Path<(String, String)>,
) -> Response {
    match shared.lock().expect("lock").attachments.get(&id) {
        Some(bytes) => bytes.clone().into_response(),
        None => StatusCode::NOT_FOUND.into_response(),
    }
}

async fn gateway_url(State((_, _, addr)): State<AppState>) -> Json<Value> {
    Json(json!({"url": format!("ws://{addr}/gateway"), "shards": 1,
                "session_start_limit": {"total": 1000, "remaining": 1000, "reset_after": 0, "max_concurrency": 1}}))
}

async fn application() -> Json<Value> {
    Json(
        json!({"id": APP_ID.to_string(), "name": "konane", "icon": null, "description": "", "bot_public": true,
                "bot_require_code_grant": false, "verify_key": "0", "team": null, "owner": bot_user(), "flags": 0}),
    )
}

/// Records what Discord would refuse, and answers as Discord would.
fn refuse(
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
async fn unhandled(State((shared, changed, _)): State<AppState>, request: Request) -> Response {
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
async fn as_strict_as_discord(
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
fn injected_answer(injection: &Injection) -> Response {
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
fn suits(interaction_kind: u64, callback_type: u64) -> bool {
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
fn unknown_webhook(
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
fn may_follow_up(shared: &Mutex<Shared>, id: Option<&str>) -> Result<(), String> {
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

async fn register_commands(
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
async fn read_body(headers: &HeaderMap, request: Request) -> (Value, Vec<(String, Vec<u8>)>) {
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

fn record(shared: &Arc<Mutex<Shared>>, changed: &Notify, sent: Sent) {
    shared.lock().expect("lock").sent.push(sent);
    changed.notify_waiters();
}

fn message_json(id: &str, channel: &str, payload: &Value) -> Value {
    let flags = payload["flags"].as_u64().unwrap_or(0);
    // Discord always answers with the message's text; an edit of its
    // controls alone leaves it as it was (the fake keeps none: empty).
    let content = payload["content"].as_str().unwrap_or_default();
    json!({"id": id, "channel_id": channel, "author": bot_user(), "content": content, "flags": flags,
           "timestamp": "2026-11-29T12:00:00.000000+00:00", "edited_timestamp": null, "tts": false,
           "mention_everyone": false, "mentions": [], "mention_roles": [], "attachments": [], "embeds": [],
           "pinned": false, "type": 0, "components": []})
}

async fn callback(
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
fn interaction_of(token: &str) -> Option<String> {
    token.strip_prefix("token-").map(String::from)
}

async fn followup(
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

async fn edit(
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
fn original_of(shared: &Mutex<Shared>, token: &str) -> Option<(String, String)> {
    let s = shared.lock().expect("lock");
    let i = s.interactions.get(&interaction_of(token)?)?;
    Some((i.original.clone()?, i.channel.clone()))
}

async fn original(
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

async fn delete_original(
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

fn thread_metadata(archived: bool) -> Value {
    json!({"archived": archived, "auto_archive_duration": 10080, "locked": false,
           "archive_timestamp": "2026-11-29T12:00:00.000000+00:00"})
}

/// A thread as Discord describes it (a guild channel of type 11).
fn thread_json(thread: &Thread) -> Value {
    json!({"id": thread.id, "type": 11, "guild_id": GUILD_ID.to_string(), "parent_id": thread.parent,
           "name": thread.name, "owner_id": BOT_ID.to_string(), "last_message_id": null,
           "rate_limit_per_user": 0, "message_count": 0, "member_count": 1, "flags": 0,
           "total_message_sent": 0, "thread_metadata": thread_metadata(thread.archived),
           "applied_tags": thread.applied_tags})
}

/// Start Thread from Message: a public thread whose id is the message's.
async fn start_thread(
    State((shared, changed, _)): State<AppState>,
    Path((channel, message)): Path<(String, String)>,
    Json(body): Json<Value>,
) -> Response {
    let refusal = {
        let s = shared.lock().expect("lock");
        if s.threads.contains_key(&channel) {
            Some((
                StatusCode::BAD_REQUEST,
                50024,
                "Cannot execute action on this channel type",
                format!("a thread started from a message in thread {channel}"),
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
async fn modify_channel(
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
async fn add_thread_member(
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

async fn channel_message(
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
async fn open_dm(State((shared, _, _)): State<AppState>, Json(body): Json<Value>) -> Response {
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
async fn edit_channel_message(
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

async fn gateway(
    State((shared, changed, addr)): State<AppState>,
    ws: WebSocketUpgrade,
) -> Response {
    ws.on_upgrade(move |socket| run_gateway(socket, shared, changed, addr))
}

/// HELLO, then READY after IDENTIFY, heartbeat ACKs, and the tests' dispatches.
async fn run_gateway(
    mut socket: WebSocket,
    shared: Arc<Mutex<Shared>>,
    changed: Arc<Notify>,
    addr: SocketAddr,
) {
    let hello = json!({"op": 10, "d": {"heartbeat_interval": 41_250}});
    if socket
        .send(Message::Text(hello.to_string().into()))
        .await
        .is_err()
    {
        return;
    }
    let (tx, mut rx) = mpsc::unbounded_channel::<Value>();
    let mut seq = 0u64;
    let mut session = 0;
    loop {
        tokio::select! {
            incoming = socket.recv() => {
                let Some(Ok(message)) = incoming else { break };
                let Message::Text(text) = message else { continue };
                let Ok(frame) = serde_json::from_str::<Value>(&text) else { continue };
                match frame["op"].as_u64() {
                    Some(1) => {
                        let ack = json!({"op": 11});
                        let _ = socket.send(Message::Text(ack.to_string().into())).await;
                    }
                    Some(2) => {
                        let intents = frame["d"]["intents"].as_u64().unwrap_or(0);
                        let shard = [
                            frame["d"]["shard"][0].as_u64().unwrap_or(0),
                            frame["d"]["shard"][1].as_u64().unwrap_or(1),
                        ];
                        {
                            let mut s = shared.lock().expect("lock");
                            s.intents.push(intents);
                            s.identified.push(shard);
                            if shard[1] == 0 || shard[0] >= shard[1] {
                                s.failures.push(format!(
                                    "IDENTIFY with shard {shard:?}: Discord closes the connection (4010 Invalid shard)"
                                ));
                            }
                            if intents & PRIVILEGED_INTENTS != 0 {
                                s.failures.push(format!(
                                    "IDENTIFY asked for privileged intents {:#x}; Discord closes such a connection unless the app is approved",
                                    intents & PRIVILEGED_INTENTS
                                ));
                            }
                        }
                        seq += 1;
                        let session_id = format!("fake-session-{}", shared.lock().expect("lock").identified.len());
                        shared.lock().expect("lock").resumable.insert(session_id.clone(), shard);
                        let ready = json!({"op": 0, "t": "READY", "s": seq, "d": {
                            "v": 10, "user": bot_user(), "guilds": [], "session_id": session_id,
                            "resume_gateway_url": format!("ws://{addr}/gateway"), "shard": shard,
                            "application": {"id": APP_ID.to_string(), "flags": 0}}});
                        if socket.send(Message::Text(ready.to_string().into())).await.is_err() {
                            break;
                        }
                        let mut s = shared.lock().expect("lock");
                        s.sessions += 1;
                        session = s.sessions;
                        s.gateways.push(Gateway { session, shard, dispatch: tx.clone() });
                        drop(s);
                        changed.notify_waiters();
                    }
                    Some(6) => {
                        let Some(session_id) = frame["d"]["session_id"].as_str() else { break };
                        let Some(shard) = shared.lock().expect("lock").resumable.get(session_id).copied() else {
                            // Discord can't resume it: identify afresh.
                            let invalid = json!({"op": 9, "d": false});
                            let _ = socket.send(Message::Text(invalid.to_string().into())).await;
                            continue;
                        };
                        seq = frame["d"]["seq"].as_u64().unwrap_or(seq) + 1;
                        let resumed = json!({"op": 0, "t": "RESUMED", "s": seq, "d": {}});
                        if socket.send(Message::Text(resumed.to_string().into())).await.is_err() {
                            break;
                        }
                        let mut s = shared.lock().expect("lock");
                        s.sessions += 1;
                        s.resumed += 1;
                        session = s.sessions;
                        s.gateways.push(Gateway { session, shard, dispatch: tx.clone() });
                        drop(s);
                        changed.notify_waiters();
                    }
                    _ => {}
                }
            }
            Some(interaction) = rx.recv() => {
                if interaction.get(DROP_GATEWAY).is_some() {
                    break;
                }
                seq += 1;
                let frame = json!({"op": 0, "t": "INTERACTION_CREATE", "s": seq, "d": interaction});
                if socket.send(Message::Text(frame.to_string().into())).await.is_err() {
                    break;
                }
            }
        }
    }
    shared
        .lock()
        .expect("lock")
        .gateways
        .retain(|g| g.session != session);
    changed.notify_waiters();
}
