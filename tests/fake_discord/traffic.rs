//! The fake as the tests drive it, continued: permissions, faults and
//! outages, the gateway's sessions, and interactions sent and answered.

use super::*;

impl FakeDiscord {
    /// Gives `user` exactly these permissions in the server from now on.
    pub fn set_permissions(&self, user: u64, permissions: u64) {
        self.shared
            .lock()
            .expect("lock")
            .permissions
            .insert(user, permissions);
    }

    pub(super) fn permissions_of(&self, user: &Value) -> u64 {
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

    pub(super) fn inject(
        &self,
        method: &'static str,
        path: &str,
        status: u16,
        body: Value,
        served: bool,
    ) {
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
