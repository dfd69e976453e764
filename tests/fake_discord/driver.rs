//! The fake as the tests drive it: interactions sent, answers awaited, and
//! what the bot posted read back.

use super::*;

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
    pub(super) async fn wait_for<T>(
        &self,
        what: &str,
        mut check: impl FnMut(&Shared) -> Option<T>,
    ) -> T {
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
}
