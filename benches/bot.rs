//! The bot against the fake Discord of the tests: how long a human move takes
//! to be answered (service + render + reply, as the fake receives it), and the
//! process's resident memory with 1,000 games running.
//!
//! `cargo bench --bench bot`

#[path = "../tests/fake_discord/mod.rs"]
mod fake_discord;

use std::sync::Arc;
use std::time::{Duration, Instant};

use fake_discord::{FakeDiscord, GUILD_ID, click, user};
use konane_bot::discord::{BotConfig, build_client};
use konane_bot::game::{
    ChallengeOptions, ChannelId, ColourChoice, GuildId, Place, Service, ServiceConfig, SystemClock,
    UserId,
};
use konane_bot::render::Renderer;
use konane_bot::store::Store;

const GAMES: u64 = 1000;

fn resident_mb() -> f64 {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| {
            s.lines().find(|l| l.starts_with("VmRSS:")).and_then(|l| {
                l.split_whitespace()
                    .nth(1)
                    .and_then(|kb| kb.parse::<f64>().ok())
            })
        })
        .map_or(f64::NAN, |kb| kb / 1024.0)
}

fn main() {
    let runtime = tokio::runtime::Runtime::new().expect("tokio");
    runtime.block_on(async {
        let dir = tempfile::tempdir().expect("temp dir");
        let url = format!("sqlite://{}?mode=rwc", dir.path().join("bot.db").display());
        let fake = FakeDiscord::start().await;
        let config = BotConfig {
            token: "fake".into(),
            database_url: url.clone(),
            guild_id: Some(GUILD_ID),
            proxy_url: Some(fake.base.clone()),
            due_every: Duration::from_secs(30),
            ai: konane_bot::ai::AiPoolConfig {
                table_bytes: 8 << 20,
                think_time: Duration::from_millis(300),
                ..Default::default()
            },
        };
        let store = Store::open(&url).await.expect("store");
        let mut client = build_client(&config, store, Arc::new(Renderer::new().expect("renderer")))
            .await
            .expect("client");
        tokio::spawn(async move {
            let _ = client.start().await;
        });
        fake.registered_commands().await;
        // Games are set up directly in the database; every move goes through Discord.
        let setup = Service::new(Store::open(&url).await.expect("store"), Arc::new(SystemClock), ServiceConfig::default());
        for g in 0..GAMES {
            let place = Place { guild: GuildId(GUILD_ID), channel: ChannelId(10_000 + g) };
            let options = ChallengeOptions { colour: ColourChoice::Black, ..ChallengeOptions::default() };
            setup.challenge(place, UserId(1), UserId(2), options).await.expect("challenge");
            setup.accept(place, UserId(2)).await.expect("accept");
        }
        let (black, white) = (user(1, "Black"), user(2, "White"));
        let mut latencies = Vec::new();
        let started = Instant::now();
        // Three moves in every game: Black's and White's removals, then Black's first jump.
        for round in 0..3 {
            for g in 0..GAMES {
                let place = Place { guild: GuildId(GUILD_ID), channel: ChannelId(10_000 + g) };
                let view = setup.current_game(place).await.expect("game");
                let m = view.game.legal_moves()[0].to_string();
                let mover = if round % 2 == 0 { &black } else { &white };
                let menu = format!("konane:move:{}:{}", view.id.0, view.ply());
                let interaction = click(&fake, 10_000 + g, mover, &menu, &[&m]);
                let t = Instant::now();
                let reply = fake.interact(interaction).await;
                latencies.push(t.elapsed());
                assert!(reply.png().is_some(), "a board comes back: {}", reply.content());
                fake.clear();
            }
        }
        let elapsed = started.elapsed();
        latencies.sort();
        let ms = |d: Duration| d.as_secs_f64() * 1e3;
        let n = latencies.len();
        println!(
            "bot: {n} moves answered through the fake Discord in {:.1} s; reply time median {:.1} ms, p99 {:.1} ms, max {:.1} ms",
            elapsed.as_secs_f64(),
            ms(latencies[n / 2]),
            ms(latencies[n * 99 / 100]),
            ms(latencies[n - 1])
        );
        println!(
            "bot: resident memory with {GAMES} running games: {:.0} MB (bot, fake Discord and benchmark in one process)",
            resident_mb()
        );
    });
}
