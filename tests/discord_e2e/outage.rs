//! The bot's PostgreSQL connections lost, and the server gone for a while,
//! while the bot runs. PostgreSQL only, and once: the server is what it tests.
//! The outage is a proxy between the bot and the server taken down, so the
//! server itself goes on serving the other tests.

use konane_bot::values::GuildId;
use sqlx::Connection as _;
use support::proxy::Proxy;

use super::*;

/// The newest board's menu in `sent`, and its first move.
fn first_choice(sent: &Sent) -> (String, String) {
    let (menu, choices) = component(sent, "konane:move:");
    (menu, choices[0].clone())
}

/// The server's address in a `postgres://user@host:port/…` URL.
fn server_of(url: &str) -> std::net::SocketAddr {
    let authority = url
        .split_once("://")
        .and_then(|(_, rest)| rest.split('/').next())
        .expect("a URL");
    let host = authority.rsplit_once('@').map_or(authority, |(_, h)| h);
    let host = if host.contains(':') {
        host.to_string()
    } else {
        format!("{host}:5432")
    };
    std::net::ToSocketAddrs::to_socket_addrs(&host)
        .expect("the server's address")
        .next()
        .expect("an address")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn lost_connections_and_an_outage_leave_play_intact() {
    let Some(db) = TestDb::postgres().await else {
        return;
    };
    let proxy = Proxy::start(server_of(&db.url)).await;
    let name = format!("konane_outage_{}", std::process::id());
    let url = format!("{}&application_name={name}", proxy.url(&db.url));
    let fake = FakeDiscord::start().await;
    let renderer = Arc::new(Renderer::new().expect("renderer"));
    let shards = launch(&fake, &url, renderer, Arc::new(SystemClock))
        .await
        .shards;
    let service = Service::new(
        Store::open(&db.url).await.expect("store"),
        Arc::new(SystemClock),
        ServiceConfig::default(),
    );
    service
        .set_threads(GuildId(GUILD_ID), false)
        .await
        .expect("threads off");
    let (alice, bob) = (user(6101, "Alice"), user(6102, "Bob"));
    let colour = choice(
        &fake.registered_commands().await,
        "challenge",
        "colour",
        "black",
    );
    let asked = fake
        .interact(slash(
            &fake,
            61,
            &alice,
            "challenge",
            vec![opt("opponent", 6, bob["id"].clone()), colour],
            std::slice::from_ref(&bob),
        ))
        .await;
    let (accept, _) = component(&asked, "konane:accept:");
    let game = game_of(&accept);
    let board = fake.interact(click(&fake, 61, &bob, &accept, &[])).await;
    let (menu, pick) = first_choice(&board);
    let board = fake
        .interact(click(&fake, 61, &alice, &menu, &[&pick]))
        .await;
    assert_eq!(service.game(game).await.expect("game").ply(), 1);

    // The server ends the bot's connections: the pool replaces them, and
    // Bob's move goes through.
    let mut admin = sqlx::PgConnection::connect(&db.url).await.expect("admin");
    // The bot's connections are picked out first (MATERIALIZED): a plain
    // filter beside the call may be run after it, ending every connection.
    let ended: i64 = sqlx::query_scalar(
        "WITH bot AS MATERIALIZED (SELECT pid FROM pg_stat_activity WHERE application_name = $1) \
         SELECT count(*) FROM bot WHERE pg_terminate_backend(pid)",
    )
    .bind(&name)
    .fetch_one(&mut admin)
    .await
    .expect("terminated");
    assert!(ended >= 1, "the bot had connections to end");
    let (menu, pick) = first_choice(&board);
    let board = fake.interact(click(&fake, 61, &bob, &menu, &[&pick])).await;
    assert!(!board.is_ephemeral(), "{}", board.content());
    assert_eq!(service.game(game).await.expect("game").ply(), 2);

    // The server goes away: Alice's move is deferred within Discord's 3 s
    // (the fake fails the test otherwise), then she is told plainly that it
    // was not played, well before Discord's patience or the pool's own wait.
    proxy.stop();
    let (menu, pick) = first_choice(&board);
    let clicked = std::time::Instant::now();
    let during = click(&fake, 61, &alice, &menu, &[&pick]);
    let first = fake.interact(during.clone()).await;
    assert_eq!(first.kind, "callback");
    let told = fake.reply_to(&during, "followup").await;
    let waited = clicked.elapsed();
    assert!(
        told.content().contains("can't reach the game database")
            && told.content().contains("no move was played"),
        "{}",
        told.content()
    );
    assert!(waited < Duration::from_secs(10), "told after {waited:?}");
    assert_eq!(service.game(game).await.expect("game").ply(), 2);

    // Back again: the same move plays, once.
    proxy.resume();
    let again = click(&fake, 61, &alice, &menu, &[&pick]);
    let first = fake.interact(again.clone()).await;
    let board = if first.kind == "callback" && first.payload["type"] == 5 {
        fake.reply_to(&again, "followup").await
    } else {
        first
    };
    assert!(!board.is_ephemeral(), "{}", board.content());
    let view = service.game(game).await.expect("game");
    assert_eq!(view.ply(), 3);
    assert_eq!(service.moves(game).await.expect("moves").len(), 3);
    shards.shut_down().await;
    let failures = fake.failures();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
