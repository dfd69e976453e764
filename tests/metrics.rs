//! The metrics endpoint: after a game, `/metrics` counts its moves, and
//! `/healthz` answers 200 only while the database answers and a shard is
//! connected. A test binary of its own: the recorder is global to a process,
//! and other tests' moves would count too.

mod support;

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};

use konane_bot::engine::{Opening, Size};
use konane_bot::game::{
    ChallengeOptions, ChannelId, ColourChoice, GuildId, Place, Service, ServiceConfig, SystemClock,
    UserId,
};
use konane_bot::metrics::{Health, HealthCheck};
use konane_bot::store::Store;
use tokio::io::{AsyncReadExt, AsyncWriteExt};

use support::databases::TestDb;

async fn get(addr: std::net::SocketAddr, path: &str) -> (u16, String) {
    let mut stream = tokio::net::TcpStream::connect(addr).await.expect("connect");
    let request = format!("GET {path} HTTP/1.1\r\nhost: test\r\n\r\n");
    stream.write_all(request.as_bytes()).await.expect("send");
    let mut response = String::new();
    stream.read_to_string(&mut response).await.expect("read");
    let status = response
        .split(' ')
        .nth(1)
        .and_then(|s| s.parse().ok())
        .expect("a status");
    let body = response
        .split_once("\r\n\r\n")
        .map(|(_, b)| b.to_string())
        .unwrap_or_default();
    (status, body)
}

/// The value of a metric line without labels, e.g. `konane_moves_committed_total 12`.
fn metric(body: &str, name: &str) -> Option<f64> {
    body.lines().find_map(|line| {
        line.strip_prefix(name)?
            .strip_prefix(' ')?
            .trim()
            .parse()
            .ok()
    })
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn metrics_count_the_moves_of_a_game_and_health_follows_database_and_shards() {
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
                Health {
                    database_answers: store.answers().await,
                    shards_connected: shards.load(Ordering::SeqCst),
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
        metric(&body, "konane_moves_committed_total"),
        Some(played as f64),
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
    assert!(body.contains("0 shard(s) connected"), "{body}");
    shards.store(2, Ordering::SeqCst);
    assert_eq!(get(addr, "/healthz").await.0, 200);
    store.close().await;
    let (status, body) = get(addr, "/healthz").await;
    assert_eq!(status, 503, "a closed database is unhealthy");
    assert!(body.contains("does not answer"), "{body}");
    assert_eq!(get(addr, "/nowhere").await.0, 404);
}
