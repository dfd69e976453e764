//! The Activity's server, driven as its page drives it: sign-in through the
//! fake Discord's token exchange, a game shown and played, live updates
//! from moves made on the page and in the chat, and every refusal. Run once,
//! on SQLite: the database is not what these test.

use std::net::SocketAddr;

use futures::{SinkExt as _, StreamExt as _};
use konane_bot::activity::ActivityConfig;
use tokio_tungstenite::tungstenite::Message;

use super::*;
use crate::fake_discord::activities::CLIENT_SECRET;

/// How long the tests' Activity trusts Discord's word on an instance.
pub(super) const RECHECK: Duration = Duration::from_secs(1);

/// The tests' Activity on `addr`.
pub(super) fn activity_on(addr: SocketAddr) -> ActivityConfig {
    ActivityConfig {
        // Quick, so a user who leaves is seen to go within a test.
        recheck: RECHECK,
        ..ActivityConfig::new(addr, CLIENT_SECRET.into())
    }
}

/// A bot serving its Activity; its address.
pub(super) async fn start_with_activity() -> Option<(Bot, SocketAddr)> {
    let (bot, activity) = start_with_stoppable_activity().await?;
    Some((bot, activity.addr))
}

/// A bot serving its Activity, and the Activity's configuration (whose
/// signal stops it, for a restart).
pub(super) async fn start_with_stoppable_activity() -> Option<(Bot, ActivityConfig)> {
    let addr = std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .expect("a free port");
    let activity = activity_on(addr);
    let bot = start_process(Backend::Sqlite, |config| config, Some(activity.clone())).await?;
    bot.service
        .set_threads(konane_bot::values::GuildId(GUILD_ID), false)
        .await
        .expect("threads off");
    bot.fake.registered_commands().await;
    answering(activity.addr).await;
    Some((bot, activity))
}

/// Waits until the Activity at `addr` answers: it is served once the bot
/// has connected.
async fn answering(addr: SocketAddr) {
    let url = format!("http://{addr}/api/config");
    for _ in 0..100 {
        if reqwest::get(&url)
            .await
            .is_ok_and(|r| r.status().is_success())
        {
            return;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!("the Activity is not served at {addr}");
}

/// Stops the bot and its Activity, as a process that ends, and starts it
/// again on the same database and address; returns once the Activity answers.
pub(super) async fn restart_with_activity(bot: &mut Bot, activity: &mut ActivityConfig) {
    bot.shards.shut_down().await;
    activity.stop.stop();
    *activity = activity_on(activity.addr);
    let config = BotConfig {
        clock: bot.clock.clone(),
        activity: true,
        ..bot::config(&bot.fake, &bot.url, "fake-token", None)
    };
    let process = konane_bot::serve::ProcessConfig {
        bot: config,
        activity: Some(activity.clone()),
    };
    bot.shards = bot::run_process(&bot.fake, process, Arc::clone(&bot.renderer))
        .await
        .shards;
    answering(activity.addr).await;
}

/// One user's page: signed in, in one activity instance.
pub(super) struct Page {
    base: String,
    http: reqwest::Client,
    pub(super) session: String,
    instance: String,
}

impl Page {
    /// Signs `user` in as the page does: a code from the Discord client,
    /// exchanged by the bot's server.
    pub(super) async fn open(
        fake: &FakeDiscord,
        addr: SocketAddr,
        user: &Value,
        instance: &str,
    ) -> Page {
        let base = format!("http://{addr}");
        let http = reqwest::Client::new();
        let code = fake.sign_in_code(user, "en-US");
        let (status, signed) = send(
            http.post(format!("{base}/api/token")),
            json!({"code": code}),
        )
        .await;
        assert_eq!(status, 200, "{signed}");
        assert!(
            signed["access_token"]
                .as_str()
                .is_some_and(|t| !t.is_empty())
        );
        assert_eq!(signed["user"]["id"], user["id"]);
        Page {
            base,
            http,
            session: signed["session"].as_str().expect("a session").to_owned(),
            instance: instance.to_owned(),
        }
    }

    fn url(&self, rest: &str) -> String {
        format!("{}/api/instances/{}{rest}", self.base, self.instance)
    }

    pub(super) async fn get(&self, rest: &str) -> (u16, Value) {
        let request = self.http.get(self.url(rest)).bearer_auth(&self.session);
        send(request, Value::Null).await
    }

    pub(super) async fn play(&self, game: GameId, ply: usize, m: &str) -> (u16, Value) {
        let request = self
            .http
            .post(self.url(&format!("/games/{}/moves", game.0)))
            .bearer_auth(&self.session);
        send(request, json!({"ply": ply, "move": m})).await
    }

    /// `body` posted to `rest` (under the instance's routes).
    pub(super) async fn post(&self, rest: &str, body: Value) -> (u16, Value) {
        let request = self.http.post(self.url(rest)).bearer_auth(&self.session);
        send(request, body).await
    }

    /// `action` on `game` (`resign`, `takeback`, `rematch`…) with `body`.
    pub(super) async fn act(&self, game: GameId, action: &str, body: Value) -> (u16, Value) {
        let request = self
            .http
            .post(self.url(&format!("/games/{}/{action}", game.0)))
            .bearer_auth(&self.session);
        send(request, body).await
    }

    /// A game started from the page against `opponent` (`bot`, or an id).
    pub(super) async fn start(&self, opponent: &str) -> (u16, Value) {
        let request = self
            .http
            .post(self.url("/games"))
            .bearer_auth(&self.session);
        send(request, json!({ "opponent": opponent })).await
    }

    /// The page's live view of `game`.
    pub(super) async fn watch(&self, game: GameId) -> Live {
        let url = format!("{}/api/live", self.base.replace("http://", "ws://"));
        let (mut socket, _) = tokio_tungstenite::connect_async(url)
            .await
            .expect("a live view");
        let hello = json!({"session": self.session, "instance": self.instance, "game": game.0});
        socket
            .send(Message::Text(hello.to_string().into()))
            .await
            .expect("hello");
        Live(socket)
    }
}

type Socket =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

pub(super) struct Live(Socket);

impl Live {
    /// Waits (a second at most) until the view shows the game at `ply`.
    pub(super) async fn shows_ply(&mut self, ply: usize) -> Value {
        self.shows(&format!("ply {ply}"), |game| game["ply"] == ply)
            .await
    }

    /// Waits (a second at most) until the view shows the game as `wanted` says.
    pub(super) async fn shows(&mut self, what: &str, wanted: impl Fn(&Value) -> bool) -> Value {
        let seen = tokio::time::timeout(Duration::from_secs(1), async {
            while let Some(Ok(message)) = self.0.next().await {
                let Message::Text(text) = message else {
                    continue;
                };
                let game: Value = serde_json::from_str(&text).expect("JSON");
                if wanted(&game) {
                    return game;
                }
            }
            panic!("the live view closed before showing {what}");
        })
        .await;
        seen.unwrap_or_else(|_| panic!("the live view did not show {what} within a second"))
    }

    /// Waits (a few seconds at most) until the server closes the view.
    pub(super) async fn closed(&mut self) {
        let closed = tokio::time::timeout(Duration::from_secs(5), async {
            while let Some(Ok(message)) = self.0.next().await {
                if let Message::Close(_) = message {
                    return;
                }
            }
        })
        .await;
        assert!(closed.is_ok(), "the live view stayed open");
    }
}

/// Sends `request` (with `body` as JSON unless null); the status and JSON answer.
pub(super) async fn send(request: reqwest::RequestBuilder, body: Value) -> (u16, Value) {
    let request = if body.is_null() {
        request
    } else {
        request
            .header("content-type", "application/json")
            .body(body.to_string())
    };
    let response = request.send().await.expect("the Activity's server answers");
    let status = response.status().as_u16();
    let bytes = response.bytes().await.expect("a body");
    (
        status,
        serde_json::from_slice(&bytes).unwrap_or(Value::Null),
    )
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_is_played_and_watched_live_on_the_page_and_in_the_chat() {
    let Some((bot, addr)) = start_with_activity().await else {
        return;
    };
    let fake = &bot.fake;
    let channel = 95;
    let (alice, bob, carol) = (user(9501, "Alice"), user(9502, "Bob"), user(9503, "Carol"));
    let (game, first) = begin(&bot, channel, &alice, &bob).await;
    // The board's Open board button opens the Activity (callback type 12).
    let (open, _) = component(&first, "konane:open:");
    let launched = fake
        .interact(click(fake, channel, &carol, &open, &[]))
        .await;
    assert_eq!(launched.payload["type"], 12);
    fake.open_activity("i-95", channel, Some(GUILD_ID), &[&alice, &bob, &carol]);
    let (alice_page, bob_page, carol_page) = (
        Page::open(fake, addr, &alice, "i-95").await,
        Page::open(fake, addr, &bob, "i-95").await,
        Page::open(fake, addr, &carol, "i-95").await,
    );

    // Opened in the game's channel, the page offers that game; Alice
    // (Black) moves first, and only she is offered moves.
    let (status, offered) = alice_page.get("").await;
    assert_eq!(status, 200, "{offered}");
    let here = &offered["here"];
    assert_eq!(here["id"], game.0);
    assert_eq!(here["you"], "black");
    assert_eq!(here["to_move"], "black");
    assert_eq!(here["black"]["name"], "Alice");
    let moves = here["moves"].as_array().expect("moves");
    assert_eq!(moves.len(), legal_moves(&bot, game).await.len());
    let (_, carols) = carol_page.get(&format!("/games/{}", game.0)).await;
    assert_eq!(carols["you"], Value::Null);
    assert!(carols["moves"].as_array().is_some_and(Vec::is_empty));

    let mut bobs_view = bob_page.watch(game).await;
    let mut carols_view = carol_page.watch(game).await;
    bobs_view.shows_ply(0).await;
    carols_view.shows_ply(0).await;

    // Alice moves on the page: stored, shown live to Bob and Carol, and
    // posted in the channel as the chat's board.
    let first = moves[0]["text"].as_str().expect("a move").to_owned();
    let (status, after) = alice_page.play(game, 0, &first).await;
    assert_eq!(status, 200, "{after}");
    assert_eq!(after["ply"], 1);
    assert_eq!(bot.service.game(game).await.unwrap().ply(), 1);
    let seen = bobs_view.shows_ply(1).await;
    assert_eq!(seen["you"], "white");
    assert!(
        !seen["moves"].as_array().expect("moves").is_empty(),
        "Bob's turn"
    );
    carols_view.shows_ply(1).await;
    let posted = fake.channel_message(channel, 0).await;
    assert!(
        posted.content().contains(&format!("`{first}`")),
        "{}",
        posted.content()
    );
    assert!(posted.png().is_some());

    // Bob moves in the chat: both pages show it live.
    let reply_move = legal_moves(&bot, game).await[0].clone();
    let command = slash(
        fake,
        channel,
        &bob,
        "move",
        vec![opt("move", 3, json!(reply_move))],
        &[],
    );
    fake.interact(command).await;
    bobs_view.shows_ply(2).await;
    carols_view.shows_ply(2).await;

    // Refused, nothing changed: Carol watches and can't move; Bob can't move
    // out of turn; a move on an old board; a forged session.
    let next = legal_moves(&bot, game).await[0].clone();
    let (status, refusal) = carol_page.play(game, 2, &next).await;
    assert!(status == 409 || status == 422, "{status} {refusal}");
    let (status, refusal) = bob_page.play(game, 2, &next).await;
    assert!(status == 409 || status == 422, "{status} {refusal}");
    let (status, _) = alice_page.play(game, 1, &next).await;
    assert_eq!(status, 409, "a move on an older board");
    let forged = Page {
        session: format!("{}x", alice_page.session),
        ..Page::open(fake, addr, &alice, "i-95").await
    };
    let (status, _) = forged.play(game, 2, &next).await;
    assert_eq!(status, 401);
    assert_eq!(
        bot.service.game(game).await.unwrap().ply(),
        2,
        "nothing changed"
    );

    // Alice moves again on the page: Bob's view follows.
    let (status, _) = alice_page.play(game, 2, &next).await;
    assert_eq!(status, 200);
    bobs_view.shows_ply(3).await;
    let lost = fake.take_failures();
    assert!(lost.is_empty(), "{lost:?}");
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_page_shows_nobody_what_they_may_not_see() {
    let Some((bot, addr)) = start_with_activity().await else {
        return;
    };
    let fake = &bot.fake;
    let (alice, bob, dave) = (user(9601, "Alice"), user(9602, "Bob"), user(9604, "Dave"));
    let (game, _) = begin(&bot, 96, &alice, &bob).await;
    // Dave's Activity runs in another channel of the server.
    fake.open_activity("i-97", 97, Some(GUILD_ID), &[&dave]);
    let dave_page = Page::open(fake, addr, &dave, "i-97").await;
    let (status, offered) = dave_page.get("").await;
    assert_eq!(status, 200);
    assert_eq!(offered["here"], Value::Null);
    assert!(
        offered["watch"].as_array().is_some_and(Vec::is_empty),
        "{offered}"
    );
    let (status, _) = dave_page.get(&format!("/games/{}", game.0)).await;
    assert_eq!(status, 404, "a game of a channel Dave's Activity is not in");

    // Alice signs in, but her page claims an instance she is not in.
    let alice_page = Page::open(fake, addr, &alice, "i-97").await;
    let (status, _) = alice_page.get(&format!("/games/{}", game.0)).await;
    assert_eq!(status, 403, "not in the instance");
    let legal = legal_moves(&bot, game).await[0].clone();
    let (status, _) = alice_page.play(game, 0, &legal).await;
    assert_eq!(status, 403);
    // Made up, an instance Discord doesn't know is refused the same way.
    let nowhere = Page {
        instance: "no-such-instance".into(),
        ..Page::open(fake, addr, &alice, "i-97").await
    };
    let (status, _) = nowhere.get("").await;
    assert_eq!(status, 403);
    assert_eq!(
        bot.service.game(game).await.unwrap().ply(),
        0,
        "nothing changed"
    );

    // A code is good once; a made-up one never.
    let code = fake.sign_in_code(&alice, "de");
    let http = reqwest::Client::new();
    let token_url = format!("http://{addr}/api/token");
    let (status, signed) = send(http.post(&token_url), json!({"code": code})).await;
    assert_eq!(status, 200);
    assert_eq!(signed["user"]["locale"], "de");
    let (status, _) = send(http.post(&token_url), json!({"code": code})).await;
    assert_eq!(status, 401);
    let (status, _) = send(http.post(&token_url), json!({"code": "made-up"})).await;
    assert_eq!(status, 401);
    assert_eq!(fake.refused_sign_ins().len(), 2);
    bot.stop().await;
}

/// Registered globally with the Activity served, the commands include its
/// Entry Point (type 4, Discord launching it), as Discord's description
/// allows; without the Activity, or in one server, there is none.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_entry_point_command_comes_with_the_activity() {
    let Some(db) = TestDb::new(Backend::Sqlite).await else {
        return;
    };
    for (activity, guild, expected) in [
        (true, None, true),
        (false, None, false),
        (true, Some(GUILD_ID), false),
    ] {
        let fake = FakeDiscord::start().await;
        let config = BotConfig {
            guild_id: guild,
            activity,
            ..bot::config(&fake, &db.url, "fake-token", None)
        };
        konane_bot::discord::register_commands(&config)
            .await
            .expect("registered");
        let commands = fake.registered_commands().await;
        let entry = commands
            .as_array()
            .expect("commands")
            .iter()
            .find(|c| c["type"] == 4);
        assert_eq!(entry.is_some(), expected, "{activity} {guild:?}");
        if let Some(entry) = entry {
            assert_eq!(entry["handler"], 2);
            assert_eq!(entry["name"], "launch");
            assert!(entry["description_localizations"]["ja"].is_string());
        }
        let refused = fake.take_failures();
        assert!(refused.is_empty(), "{refused:?}");
    }
}

/// Against the bot, a move on the page is answered by the bot by itself:
/// the page shows its answer live, and the thread gets the board with both.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_bots_answer_arrives_on_the_page_by_itself() {
    let Some((bot, addr)) = start_with_activity().await else {
        return;
    };
    let fake = &bot.fake;
    let (channel, alice) = (99, user(9901, "Alice"));
    let (game, _) = play_the_bot(&bot, channel, &alice).await;
    fake.open_activity("i-99", channel, Some(GUILD_ID), &[&alice]);
    let page = Page::open(fake, addr, &alice, "i-99").await;
    let mut view = page.watch(game).await;
    view.shows_ply(0).await;
    let m = legal_moves(&bot, game).await[0].clone();
    let (status, after) = page.play(game, 0, &m).await;
    assert_eq!(status, 200, "{after}");
    let answered = tokio::time::timeout(Duration::from_secs(10), async {
        loop {
            if bot.service.game(game).await.unwrap().ply() == 2 {
                break;
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    })
    .await;
    assert!(answered.is_ok(), "the bot never answered");
    let seen = view.shows_ply(2).await;
    assert!(
        !seen["moves"].as_array().expect("moves").is_empty(),
        "Alice's turn again"
    );
    let posted = fake.channel_message(channel, 0).await;
    assert!(
        posted.content().contains("I played `"),
        "{}",
        posted.content()
    );
    let lost = fake.take_failures();
    assert!(lost.is_empty(), "{lost:?}");
    bot.stop().await;
}

/// A burst of made-up sign-in codes from one client (named by the reverse
/// proxy in front, on this machine) reaches Discord's token endpoint at
/// most the allowed number of times, the rest refused here with 429 in the
/// page's words; another client's real code still signs in meanwhile.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_burst_of_made_up_sign_ins_is_stopped_before_discord() {
    let Some((bot, addr)) = start_with_activity().await else {
        return;
    };
    let fake = &bot.fake;
    let http = reqwest::Client::new();
    let token_url = format!("http://{addr}/api/token");
    let from = |client: &str| {
        http.post(&token_url)
            .header("x-forwarded-for", client)
            .header("x-konane-locale", "en-US")
    };
    let mut statuses = Vec::new();
    for n in 0..60 {
        let (status, body) =
            send(from("198.51.100.7"), json!({"code": format!("forged-{n}")})).await;
        if status == 429 {
            assert!(
                body["message"]
                    .as_str()
                    .is_some_and(|m| m.starts_with("Too many sign-ins from here")),
                "{body}"
            );
        }
        statuses.push(status);
    }
    let reached = fake.refused_sign_ins().len();
    assert!((1..=11).contains(&reached), "{reached} reached Discord");
    assert_eq!(statuses.iter().filter(|&&s| s == 401).count(), reached);
    assert_eq!(statuses.iter().filter(|&&s| s == 429).count(), 60 - reached);
    // Another client, meanwhile, signs in.
    let alice = user(9801, "Alice");
    let code = fake.sign_in_code(&alice, "en-US");
    let (status, signed) = send(from("198.51.100.8"), json!({"code": code})).await;
    assert_eq!(status, 200, "{signed}");
    bot.stop().await;
}
