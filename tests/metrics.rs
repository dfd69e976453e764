//! The metrics endpoint: after a game, `/metrics` counts its moves, and
//! `/healthz` answers 200 only while the database answers and a shard is
//! connected; every metric follows what the real bot does, on both
//! databases. A test binary of its own: the recorder is global to a
//! process, and other tests' moves would count too.

#[path = "support/bot.rs"]
mod bot;
#[path = "fake_discord/mod.rs"]
mod fake_discord;
mod support;

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};

use konane_bot::engine::{Opening, Size};
use konane_bot::game::{ChallengeOptions, Service, ServiceConfig, SystemClock};
use konane_bot::metrics::{ActivityHealth, GatewayHealth, Health, HealthCheck};
use konane_bot::store::Store;
use konane_bot::values::{ChannelId, ColourChoice, GuildId, Place, UserId};
use support::databases::TestDb;
use support::http::{get, metric};
use support::poll::eventually;

/// The shards' count that stands for a gateway still connecting.
const CONNECTING: usize = usize::MAX;

/// The counters are the process's: one test at a time counts its own work.
static ONE_AT_A_TIME: tokio::sync::Mutex<()> = tokio::sync::Mutex::const_new(());

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn metrics_count_the_moves_of_a_game_and_health_follows_database_and_shards() {
    let _alone = ONE_AT_A_TIME.lock().await;
    let db = TestDb::sqlite();
    let store = Store::open(&db.url).await.expect("store");
    let service = Service::new(
        store.clone(),
        Arc::new(SystemClock),
        ServiceConfig::default(),
    );
    let shards = Arc::new(AtomicUsize::new(1));
    let check: HealthCheck = {
        let (store, shards) = (store.clone(), Arc::clone(&shards));
        Arc::new(move || {
            let (store, shards) = (store.clone(), Arc::clone(&shards));
            Box::pin(async move {
                let gateway = match shards.load(Ordering::SeqCst) {
                    CONNECTING => GatewayHealth::Connecting,
                    connected => GatewayHealth::Shards(connected),
                };
                Health {
                    database_answers: Some(store.answers().await),
                    gateway,
                    activity: ActivityHealth::Absent,
                }
            })
        })
    };
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
        .await
        .expect("bind");
    let addr = listener.local_addr().expect("addr");
    let handle = konane_bot::metrics::recorder().expect("recorder");
    tokio::spawn(konane_bot::metrics::serve(listener, handle, check));
    // The other test of this process may have counted moves already.
    let committed_before = value(
        &get(addr, "/metrics").await.1,
        "konane_moves_committed_total",
    );

    let place = Place::channel(GuildId(5), ChannelId(6));
    let (alice, bob) = (UserId(1), UserId(2));
    let options = ChallengeOptions {
        size: Some(Size::new(4, 4).expect("size")),
        opening: Some(Opening::Any),
        colour: ColourChoice::Black,
        ..ChallengeOptions::default()
    };
    service
        .challenge(place, alice, Some(bob), options)
        .await
        .expect("challenge");
    service.accept(place, bob).await.expect("accept");
    let mut played = 0;
    loop {
        let view = service.current_game(place).await.expect("game");
        let Some(player) = view.player_to_move() else {
            break;
        };
        let m = view.game.legal_moves()[0];
        let outcome = service
            .play(place, player, &m.to_string())
            .await
            .expect("move");
        played += 1;
        if outcome.end.is_some() {
            break;
        }
    }
    assert!(played >= 2, "a game of {played} moves");
    // A refused move is not a committed one.
    assert!(service.play(place, alice, "a1").await.is_err());

    let (status, body) = get(addr, "/metrics").await;
    assert_eq!(status, 200);
    assert_eq!(
        value(&body, "konane_moves_committed_total") - committed_before,
        played as f64,
        "{body}"
    );
    assert_eq!(
        metric(&body, "konane_shards_connected"),
        Some(1.0),
        "{body}"
    );

    assert_eq!(get(addr, "/healthz").await.0, 200);
    shards.store(0, Ordering::SeqCst);
    let (status, body) = get(addr, "/healthz").await;
    assert_eq!(status, 503);
    assert!(body.contains("0 shards connected"), "{body}");
    // Before Discord has answered, the gateway is said to be connecting.
    shards.store(CONNECTING, Ordering::SeqCst);
    let (status, body) = get(addr, "/healthz").await;
    assert_eq!(status, 503);
    assert!(
        body.contains("database answers, gateway: connecting"),
        "{body}"
    );
    shards.store(2, Ordering::SeqCst);
    assert_eq!(get(addr, "/healthz").await.0, 200);
    store.close().await;
    let (status, body) = get(addr, "/healthz").await;
    assert_eq!(status, 503, "a closed database is unhealthy");
    assert!(body.contains("does not answer"), "{body}");
    assert_eq!(get(addr, "/nowhere").await.0, 404);
}

/// `/metrics` at `addr`, once the endpoint listens.
async fn scrape(addr: std::net::SocketAddr) -> String {
    eventually("the metrics endpoint never listened", || async {
        tokio::net::TcpStream::connect(addr).await.ok()
    })
    .await;
    let (status, body) = get(addr, "/metrics").await;
    assert_eq!(status, 200);
    body
}

/// A metric's value, 0 where it has not been recorded yet.
fn value(body: &str, name: &str) -> f64 {
    metric(body, name).unwrap_or(0.0)
}

/// Every metric of `konane_bot::metrics`, driven by the real bot against the
/// fake Discord: interactions and their reply times, committed moves, the
/// AI's queue, searches and their times, the scheduler's lag, connected
/// shards and database errors. On SQLite, then PostgreSQL, one after the
/// other (the counters are the process's): each run counts what it did.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_metric_follows_the_bot_on_both_databases() {
    let _alone = ONE_AT_A_TIME.lock().await;
    use fake_discord::{FakeDiscord, choice, click, opt, slash, user};
    use konane_bot::store::Backend;
    use serde_json::json;

    const ANSWERED: &str =
        r#"konane_interactions_total{command="konane rules",outcome="answered"}"#;
    const FAILED: &str = r#"konane_interactions_total{command="konane rules",outcome="failed"}"#;
    const CLICKS: &str = r#"konane_interactions_total{command="component",outcome="answered"}"#;
    for backend in [Backend::Sqlite, Backend::Postgres] {
        let Some(db) = TestDb::new(backend).await else {
            continue;
        };
        let store = Store::open(&db.url).await.expect("store");
        let service = Service::new(
            store.clone(),
            Arc::new(SystemClock),
            ServiceConfig::default(),
        );
        // Games in the channel they are asked for, where the replies show them.
        service
            .set_threads(GuildId(fake_discord::GUILD_ID), false)
            .await
            .expect("threads off");
        let fake = FakeDiscord::start().await;
        let addr = std::net::TcpListener::bind("127.0.0.1:0")
            .and_then(|l| l.local_addr())
            .expect("a free port");
        let config = konane_bot::discord::BotConfig {
            metrics_addr: Some(addr),
            ..bot::config(&fake, &db.url, "fake-token", None)
        };
        let renderer = Arc::new(konane_bot::render::Renderer::new().expect("renderer"));
        let shards = bot::run(&fake, config, renderer).await.shards;
        let commands = fake.registered_commands().await;
        let before = scrape(addr).await;
        assert_eq!(
            metric(&before, "konane_shards_connected"),
            Some(1.0),
            "{before}"
        );

        // Interactions: answered, and one whose answer Discord refuses.
        let alice = user(7101, "Alice");
        let rules = fake
            .interact(slash(&fake, 71, &alice, "rules", vec![], &[]))
            .await;
        assert!(rules.content().contains("Kōnane"));
        fake.fail_next(
            "POST",
            "/callback",
            403,
            json!({"code": 50013, "message": "Missing Permissions"}),
        );
        let refused = slash(&fake, 71, &alice, "rules", vec![], &[]);
        fake.send(&refused).await;
        fake.refused(0).await;

        // A game against the bot: a committed move of Alice's and one of the
        // bot's, each a search on an AI thread.
        let ask = slash(
            &fake,
            72,
            &alice,
            "challenge",
            vec![
                opt("opponent", 6, json!(fake_discord::BOT_ID.to_string())),
                opt("size", 3, json!("6x6")),
                opt("level", 4, json!(1)),
                choice(&commands, "challenge", "colour", "white"),
            ],
            &[
                json!({"id": fake_discord::BOT_ID.to_string(), "username": "konane",
                     "discriminator": "0", "global_name": "Kōnane", "avatar": null, "bot": true}),
            ],
        );
        let first = fake.interact(ask.clone()).await;
        let board = if first.payload["type"] == 5 {
            fake.reply_to(&ask, "followup").await
        } else {
            first
        };
        let (menu, choices) = board
            .components()
            .into_iter()
            .find(|(id, _)| id.starts_with("konane:move:"))
            .expect("a move menu");
        let pick = click(&fake, 72, &alice, &menu, &[&choices[0]]);
        let answered = fake.interact(pick.clone()).await;
        if answered.payload["type"] == 5 {
            fake.reply_to(&pick, "followup").await;
        }

        // The bot counts an interaction once it has answered: wait for the click's.
        let after = eventually("the click was never counted", || async {
            let body = scrape(addr).await;
            (value(&body, CLICKS) > value(&before, CLICKS)).then_some(body)
        })
        .await;
        let grew = |name: &str| value(&after, name) - value(&before, name);
        assert_eq!(grew(ANSWERED), 1.0, "{after}");
        assert_eq!(grew(FAILED), 1.0, "{after}");
        assert_eq!(grew(CLICKS), 1.0, "{after}");
        // Each interaction's reply time (two rules, the challenge, the
        // click), none of them slow.
        assert_eq!(grew("konane_reply_seconds_count"), 4.0, "{after}");
        assert_eq!(
            grew(r#"konane_reply_seconds_bucket{le="10"}"#),
            4.0,
            "{after}"
        );
        // The bot opened (Alice took White), Alice moved, the bot answered.
        assert_eq!(grew("konane_moves_committed_total"), 3.0, "{after}");
        assert!(grew("konane_ai_search_seconds_count") >= 2.0, "{after}");
        assert_eq!(
            metric(&after, "konane_ai_searches_running"),
            Some(0.0),
            "{after}"
        );
        assert_eq!(
            metric(&after, "konane_ai_queue_depth"),
            Some(0.0),
            "{after}"
        );
        let lag = metric(&after, "konane_scheduler_lag_seconds").expect("the scheduler looked");
        assert!((0.0..5.0).contains(&lag), "{after}");
        shards.shut_down().await;
        let _ = fake.take_failures();

        // A database call that fails is counted once.
        let errors = value(&scrape(addr).await, "konane_database_errors_total");
        store.close().await;
        assert!(service.settings(GuildId(1)).await.is_err());
        let counted = value(&scrape(addr).await, "konane_database_errors_total");
        assert_eq!(counted - errors, 1.0);
    }
}
