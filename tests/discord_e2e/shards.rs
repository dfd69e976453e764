//! Two bot processes with two of four gateway shards each, over one
//! PostgreSQL database: each server's interactions reach the process holding
//! its shard, every process sends through the same REST proxy, one process
//! registers the commands, and a process restarted mid-game carries on
//! where it stopped while the other keeps serving.

use konane_bot::discord::Gateway;
use konane_bot::discord::ShardRange;
use konane_bot::values::GuildId;

use super::*;

const TOTAL: u32 = 4;

/// A server whose events Discord sends on `shard` of `total`.
fn guild_on(shard: u64, total: u32) -> u64 {
    let guild = ((1000 * u64::from(total) + shard) << 22) | 17;
    assert_eq!(fake_discord::shard_of(guild, u64::from(total)), shard);
    guild
}

/// `interaction`, as if it came from server `guild`.
fn in_guild(mut interaction: Value, guild: u64) -> Value {
    interaction["guild_id"] = json!(guild.to_string());
    interaction["channel"]["guild_id"] = json!(guild.to_string());
    interaction
}

struct Process {
    token: &'static str,
    range: ShardRange,
    shards: Gateway,
}

async fn launch(fake: &FakeDiscord, url: &str, token: &'static str, first: u32) -> Process {
    let range = ShardRange {
        first,
        last: first + 1,
        total: TOTAL,
    };
    let renderer = Arc::new(Renderer::new().expect("renderer"));
    let clock = Arc::new(konane_bot::game::SystemClock);
    let shards = launch_process(fake, url, renderer, token, Some(range), clock)
        .await
        .shards;
    Process {
        token,
        range,
        shards,
    }
}

impl Process {
    fn holds(&self, guild: u64) -> bool {
        let shard = ShardRange::shard_of(guild, TOTAL);
        (self.range.first..=self.range.last).contains(&shard)
    }
}

/// The token that answered interaction `sent` answers.
fn answered_by(fake: &FakeDiscord, answer: &Sent) -> String {
    let id = answer.interaction.clone().expect("an interaction's answer");
    let tokens = fake.request_tokens(&format!("/interactions/{id}/"));
    assert_eq!(tokens.len(), 1, "one callback for {id}: {tokens:?}");
    tokens[0].clone()
}

/// One move in game `game` by whoever is to move, by command; returns the answer.
async fn move_once(
    fake: &FakeDiscord,
    service: &Service,
    game: GameId,
    guild: u64,
    channel: u64,
    players: &[Value; 2],
) -> Sent {
    let view = service.game(game).await.expect("game");
    let to_move = view.player_to_move().expect("a player to move");
    let player = players
        .iter()
        .find(|p| p["id"] == json!(to_move.0.to_string()))
        .expect("a player of the game");
    let m = view.game.legal_moves()[0].to_string();
    let answer = fake
        .interact(in_guild(
            slash(
                fake,
                channel,
                player,
                "move",
                vec![opt("move", 3, json!(m))],
                &[],
            ),
            guild,
        ))
        .await;
    assert!(!answer.is_ephemeral(), "{}", answer.content());
    answer
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_processes_share_four_shards_and_one_database() {
    let Some(db) = TestDb::postgres().await else {
        return;
    };
    let fake = FakeDiscord::start().await;
    let mut a = launch(&fake, &db.url, "fake-token-a", 0).await;
    let b = launch(&fake, &db.url, "fake-token-b", 2).await;
    fake.wait_shards(0..u64::from(TOTAL), u64::from(TOTAL))
        .await;
    let mut identified = fake.identified();
    identified.sort();
    assert_eq!(identified, [[0, 4], [1, 4], [2, 4], [3, 4]]);
    // Only the process holding shard 0 registers the commands.
    let commands = fake.registered_commands().await;
    let registrations = fake.request_tokens("/commands");
    assert!(
        !registrations.is_empty() && registrations.iter().all(|t| t == "Bot fake-token-a"),
        "{registrations:?}"
    );
    let service = Service::new(
        Store::open(&db.url).await.expect("store"),
        Arc::new(SystemClock),
        ServiceConfig::default(),
    );
    let colour = choice(&commands, "challenge", "colour", "black");
    let mut games = Vec::new();
    for shard in 0..u64::from(TOTAL) {
        let guild = guild_on(shard, TOTAL);
        service
            .set_threads(GuildId(guild), false)
            .await
            .expect("threads off");
        let channel = 700 + shard;
        let players = [
            user(7000 + 2 * shard, "Alice"),
            user(7001 + 2 * shard, "Bob"),
        ];
        let asked = fake
            .interact(in_guild(
                slash(
                    &fake,
                    channel,
                    &players[0],
                    "challenge",
                    vec![opt("opponent", 6, players[1]["id"].clone()), colour.clone()],
                    std::slice::from_ref(&players[1]),
                ),
                guild,
            ))
            .await;
        let (accept, _) = component(&asked, "konane:accept:");
        let game = game_of(&accept);
        let board = fake
            .interact(in_guild(
                click(&fake, channel, &players[1], &accept, &[]),
                guild,
            ))
            .await;
        let process = if a.holds(guild) { &a } else { &b };
        for answer in [&asked, &board] {
            assert_eq!(answered_by(&fake, answer), format!("Bot {}", process.token));
        }
        let answer = move_once(&fake, &service, game, guild, channel, &players).await;
        assert_eq!(
            answered_by(&fake, &answer),
            format!("Bot {}", process.token)
        );
        games.push((game, guild, channel, players));
    }

    // Process A stops mid-game; B's servers keep being served meanwhile.
    a.shards.shut_down().await;
    fake.wait_shards_closed(a.range.first.into()..u64::from(a.range.last) + 1)
        .await;
    assert_eq!(fake.connected_shards(), [2, 3], "B's shards stay connected");
    let (game, guild, channel, players) = &games[2];
    let answer = move_once(&fake, &service, *game, *guild, *channel, players).await;
    assert_eq!(answered_by(&fake, &answer), "Bot fake-token-b");

    // A comes back and carries on its games from the database.
    a = launch(&fake, &db.url, "fake-token-a", 0).await;
    fake.wait_shards(0..u64::from(TOTAL), u64::from(TOTAL))
        .await;
    for (game, guild, channel, players) in &games[..2] {
        let before = service.game(*game).await.expect("game").ply();
        let answer = move_once(&fake, &service, *game, *guild, *channel, players).await;
        assert_eq!(answered_by(&fake, &answer), "Bot fake-token-a");
        assert_eq!(service.game(*game).await.expect("game").ply(), before + 1);
    }
    a.shards.shut_down().await;
    b.shards.shut_down().await;
    let failures = fake.failures();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    service.store().close().await;
}

/// The binary itself, twice, configured only by its environment: one shard
/// of two each (`KONANE_SHARDS`, `KONANE_SHARD_RANGE`), every REST call
/// through the one proxy (`DISCORD_PROXY_URL`, the fake here), metrics and
/// health on `KONANE_METRICS_ADDR`. Stopping one leaves the other serving.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bot_processes_take_their_shards_and_proxy_from_the_environment() {
    let Some(db) = TestDb::postgres().await else {
        return;
    };
    let fake = FakeDiscord::start().await;
    let metrics = {
        let free = std::net::TcpListener::bind("127.0.0.1:0").expect("a free port");
        free.local_addr().expect("address")
    };
    let dir = tempfile::tempdir().expect("temp dir");
    let spawn = |token: &str, range: &str, metrics: Option<std::net::SocketAddr>| {
        let mut command = tokio::process::Command::new(env!("CARGO_BIN_EXE_konane-bot"));
        command
            .current_dir(dir.path())
            .env("DISCORD_TOKEN", token)
            .env("DISCORD_PROXY_URL", &fake.base)
            .env("DISCORD_GUILD_ID", GUILD_ID.to_string())
            .env("DATABASE_URL", &db.url)
            .env("KONANE_SHARDS", "2")
            .env("KONANE_SHARD_RANGE", range)
            .env("KONANE_AI_TABLE_MB", "8")
            .env("RUST_LOG", "warn")
            .kill_on_drop(true);
        match metrics {
            Some(addr) => command.env("KONANE_METRICS_ADDR", addr.to_string()),
            // The other process's log is read: its lines name their shard.
            None => command
                .env("RUST_LOG", "info")
                .stdout(std::process::Stdio::piped()),
        };
        command.spawn().expect("the bot starts")
    };
    let first = spawn("fake-token-a", "0-0", Some(metrics));
    let mut second = spawn("fake-token-b", "1", None);
    fake.wait_shards(0..2, 2).await;
    fake.registered_commands().await;
    let rules = |process: &str, shard: u64, user_id: u64| {
        let fake = &fake;
        let process = process.to_string();
        async move {
            let guild = guild_on(shard, 2);
            let answer = fake
                .interact(in_guild(
                    slash(
                        fake,
                        40 + shard,
                        &user(user_id, "Alice"),
                        "rules",
                        vec![],
                        &[],
                    ),
                    guild,
                ))
                .await;
            assert!(answer.content().contains("Kōnane"), "{}", answer.content());
            assert_eq!(answered_by(fake, &answer), format!("Bot {process}"));
        }
    };
    rules("fake-token-a", 0, 8001).await;
    rules("fake-token-b", 1, 8002).await;
    let registrations = fake.request_tokens("/commands");
    assert!(
        !registrations.is_empty() && registrations.iter().all(|t| t == "Bot fake-token-a"),
        "{registrations:?}"
    );

    let health = http_get(metrics, "/healthz").await;
    assert!(health.starts_with("HTTP/1.1 200"), "{health}");
    // The count follows the reply (after the command returns): look until it shows.
    let counted = "konane_interactions_total{command=\"konane rules\",outcome=\"answered\"} 1";
    let scraped = eventually("the command was never counted", || async {
        let scraped = http_get(metrics, "/metrics").await;
        scraped.contains(counted).then_some(scraped)
    })
    .await;
    assert!(scraped.contains("konane_shards_connected 1"), "{scraped}");

    // The first process stops; the second goes on serving its shard.
    let pid = first.id().expect("running").to_string();
    let stopped = std::process::Command::new("kill")
        .args(["-TERM", &pid])
        .status()
        .expect("kill runs");
    assert!(stopped.success());
    let mut first = first;
    let status = tokio::time::timeout(Duration::from_secs(15), first.wait())
        .await
        .expect("the first process stops")
        .expect("exit status");
    assert!(status.success(), "{status:?}");
    rules("fake-token-b", 1, 8003).await;
    second.start_kill().expect("the second stops");
    let log = second.wait_with_output().await.expect("its log");
    let log = String::from_utf8_lossy(&log.stdout);
    assert!(
        log.lines()
            .any(|l| l.contains("shard{id=1}") && l.contains("connected to Discord")),
        "{log}"
    );
    let failures = fake.failures();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The whole response to a GET on the bot's metrics address.
async fn http_get(addr: std::net::SocketAddr, path: &str) -> String {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let mut stream = tokio::net::TcpStream::connect(addr).await.expect("connect");
    let request = format!("GET {path} HTTP/1.1\r\nhost: bot\r\n\r\n");
    stream.write_all(request.as_bytes()).await.expect("send");
    let mut response = String::new();
    stream.read_to_string(&mut response).await.expect("read");
    response
}

/// `konane-bot register`'s work: the commands reach Discord (through the
/// proxy) without a gateway connection, in the configured server.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn register_puts_the_commands_in_place_without_a_gateway() {
    let fake = FakeDiscord::start().await;
    let config = bot::config(&fake, "sqlite::memory:", "fake-token-r", None);
    let count = konane_bot::discord::register_commands(&config)
        .await
        .expect("registered");
    assert_eq!(
        count, 4,
        "/konane, /konane-tournament, /konane-season and /konane-settings"
    );
    let commands = fake.registered_commands().await;
    assert_eq!(commands[0]["name"], "konane");
    assert!(
        fake.request_tokens(&format!("/guilds/{GUILD_ID}/commands"))
            .iter()
            .all(|t| t == "Bot fake-token-r")
    );
    assert!(fake.identified().is_empty(), "no gateway session");
    let failures = fake.failures();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// A game between servers across two processes: each seek is answered by
/// the process holding its server's shard, the one that pairs posts the
/// first board in both DMs, and moves in the DMs (which Discord sends to
/// shard 0) are answered and copied by shard 0's process, each board once.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_between_servers_is_paired_once_across_processes() {
    let Some(db) = TestDb::postgres().await else {
        return;
    };
    let fake = FakeDiscord::start().await;
    let a = launch(&fake, &db.url, "fake-token-a", 0).await;
    let b = launch(&fake, &db.url, "fake-token-b", 2).await;
    fake.wait_shards(0..u64::from(TOTAL), u64::from(TOTAL))
        .await;
    let service = Service::new(
        Store::open(&db.url).await.expect("store"),
        Arc::new(SystemClock),
        ServiceConfig::default(),
    );
    let (alice, bob) = (user(8301, "Alice"), user(8302, "Bob"));
    let (on_a, on_b) = (guild_on(0, TOTAL), guild_on(2, TOTAL));
    let six = || vec![opt("size", 3, json!("6x6"))];
    let seek = |from: &Value, channel, guild| {
        in_guild(
            fake_discord::slash_group(&fake, channel, from, "seek", "find", six()),
            guild,
        )
    };
    let waiting = fake.interact(seek(&alice, 830, on_a)).await;
    assert_eq!(answered_by(&fake, &waiting), "Bot fake-token-a");
    let paired = fake.interact(seek(&bob, 831, on_b)).await;
    assert_eq!(answered_by(&fake, &paired), "Bot fake-token-b");
    assert!(paired.content().contains("Paired"), "{}", paired.content());
    let board = fake.dm(8301, 1).await;
    fake.dm(8302, 1).await;
    let game = game_of(&component(&board, "konane:move:").0);
    let view = service.game(game).await.expect("game");
    // Alice's DM: her seek's message from A, then the first board from B.
    let alice_dm = format!("/channels/{}/messages", view.place.channel.0);
    assert_eq!(
        fake.request_tokens(&alice_dm),
        ["Bot fake-token-a", "Bot fake-token-b"]
    );
    super::seeks::play_in_dms(&fake, &service, game, [&alice, &bob]).await;
    let moves = service.game(game).await.expect("game").ply();
    // Each DM got its seek's message, the first board, and one copy of
    // each of the other player's moves: nothing twice.
    let dms = fake.dms_to(8301).len() + fake.dms_to(8302).len();
    assert_eq!(dms, 2 + 2 + moves);
    a.shards.shut_down().await;
    b.shards.shut_down().await;
    let failures = fake.failures();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    service.store().close().await;
}
