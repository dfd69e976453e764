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

mod builders;
mod channels;
mod driver;
mod rest;
mod socket;
mod traffic;
mod webhooks;

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
pub use builders::*;
use channels::*;
use rest::*;
use serde_json::{Value, json};
use socket::*;
use tokio::sync::{Notify, mpsc};
use webhooks::*;

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
    /// Voice channels: their text chat takes messages, never threads.
    voice: std::collections::HashSet<String>,
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
