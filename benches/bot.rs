//! The bot against the fake Discord of the tests: how long a human move takes
//! to be answered (service + render + reply, as the fake receives it), and the
//! process's resident memory with 1,000 games running, each in a thread of
//! its own under 100 channels; how long a challenge takes that starts its
//! thread; how long a move takes to casual endgames, where each board
//! tries the solver's verdict; then level-5 games
//! against the bot with the default AI settings (answer time, and memory once
//! the AI's tables are in use).
//!
//! `cargo bench --bench bot`

#[path = "../tests/fake_discord/mod.rs"]
mod fake_discord;

use std::sync::Arc;
use std::time::{Duration, Instant};

use fake_discord::{FakeDiscord, FaultPlan, GUILD_ID, click, opt, slash, user};
use konane_bot::discord::{BotConfig, build_client};
use konane_bot::game::{ChallengeOptions, Service, ServiceConfig, SystemClock};
use konane_bot::render::Renderer;
use konane_bot::store::Store;
use konane_bot::values::{ChannelId, ColourChoice, GuildId, Place, UserId};

const GAMES: u64 = 1000;
/// The channels the games' threads belong to.
const CHANNELS: u64 = 100;
/// Challenges made through Discord, each starting a thread.
const CHALLENGES: u64 = 100;

/// Game `g`'s thread, and the channel it belongs to.
fn thread_of(g: u64) -> (u64, u64) {
    (10_000 + g, 100 + g % CHANNELS)
}

fn place_of(g: u64) -> Place {
    let (thread, channel) = thread_of(g);
    Place::thread(GuildId(GUILD_ID), ChannelId(thread), ChannelId(channel))
}

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
        // The bot's time and memory alone: the e2e tests check its bodies.
        let fake = FakeDiscord::start_with(fake_discord::Bodies::Unchecked).await;
        let config = BotConfig {
            token: "fake".into(),
            database_url: url.clone(),
            guild_id: Some(GUILD_ID),
            proxy_url: Some(fake.base.clone()),
            due_every: Duration::from_secs(30),
            service: ServiceConfig::default(),
            shards: None,
            metrics_addr: None,
            activity: false,
            clock: Arc::new(konane_bot::game::SystemClock),
        };
        let store = Store::open(&url).await.expect("store");
        let service = Service::new(store, Arc::clone(&config.clock), config.service.clone());
        let mut client = build_client(&config, service, Arc::new(Renderer::new().expect("renderer")))
            .await
            .expect("client");
        tokio::spawn(async move {
            let _ = client.start().await;
        });
        fake.registered_commands().await;
        // Games are set up directly in the database; every move goes through Discord.
        let setup = Service::new(Store::open(&url).await.expect("store"), Arc::new(SystemClock), ServiceConfig::default());
        for g in 0..GAMES {
            let (thread, channel) = thread_of(g);
            fake.add_thread(thread, channel, "Black vs White · 8×8");
            let options = ChallengeOptions { colour: ColourChoice::Black, ..ChallengeOptions::default() };
            // A pair of players per game: a server's limits allow ten games a member.
            let (black, white) = players_of(g);
            setup.challenge(place_of(g), black, Some(white), options).await.expect("challenge");
            setup.accept(place_of(g), white).await.expect("accept");
        }
        let mut latencies = Vec::new();
        let started = Instant::now();
        // Three moves in every game: Black's and White's removals, then Black's first jump.
        for round in 0..3 {
            for g in 0..GAMES {
                let view = setup.current_game(place_of(g)).await.expect("game");
                let m = view.game.legal_moves()[0].to_string();
                let (black, white) = players_of(g);
                let mover = if round % 2 == 0 { user(black.0, "Black") } else { user(white.0, "White") };
                let menu = format!("konane:move:{}:{}", view.id.0, view.ply());
                let interaction = click(&fake, thread_of(g).0, &mover, &menu, &[&m]);
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
            "bot: resident memory with {GAMES} running games in threads under {CHANNELS} channels: {:.0} MB (bot, fake Discord and benchmark in one process)",
            resident_mb()
        );

        busy_day(&fake, &setup).await;

        // Challenges in a channel: announced, a thread started from the
        // announcement, the challenge posted in it, the announcement linked.
        let mut challenges = Vec::new();
        for c in 0..CHALLENGES {
            let (from, to) = (user(100 + 2 * c, "Kai"), user(101 + 2 * c, "Lani"));
            let interaction = slash(
                &fake,
                900 + c % 10,
                &from,
                "challenge",
                vec![opt("opponent", 6, to["id"].clone())],
                std::slice::from_ref(&to),
            );
            let t = Instant::now();
            fake.interact(interaction.clone()).await;
            fake.reply_to(&interaction, "edit").await;
            challenges.push(t.elapsed());
            fake.clear();
        }
        challenges.sort();
        let n = challenges.len();
        println!(
            "bot: {n} challenges, each starting its thread: median {:.1} ms, p99 {:.1} ms",
            ms(challenges[n / 2]),
            ms(challenges[n * 99 / 100])
        );

        // Casual endgames: each board after the move has at most
        // VERDICT_STONES stones, so the solver's verdict is tried on every
        // one (and its budget spent in full wherever it can't prove it).
        let mut endgame_replies = Vec::new();
        let mut proven = 0;
        let mut rng = konane_bot::ai::SplitMix(2026);
        for g in 0..ENDGAMES {
            let start = endgame_position(&mut rng);
            let place = Place::channel(GuildId(GUILD_ID), ChannelId(30_000 + g));
            let (black, white) = players_of(GAMES + g);
            let options = ChallengeOptions { colour: ColourChoice::Black, start: Some(start), ..ChallengeOptions::default() };
            setup.challenge(place, black, Some(white), options).await.expect("set-up challenge");
            let view = setup.accept(place, white).await.expect("accept");
            let m = view.game.legal_moves()[0].to_string();
            let mover = match view.game.turn() {
                konane_bot::engine::Color::Black => user(black.0, "Black"),
                konane_bot::engine::Color::White => user(white.0, "White"),
            };
            let menu = format!("konane:move:{}:{}", view.id.0, view.ply());
            let interaction = click(&fake, 30_000 + g, &mover, &menu, &[&m]);
            let t = Instant::now();
            let reply = fake.interact(interaction).await;
            endgame_replies.push(t.elapsed());
            assert!(reply.png().is_some(), "a board comes back: {}", reply.content());
            if reply.alt_text("board.png").is_some_and(|alt| alt.contains("Proven")) {
                proven += 1;
            }
            fake.clear();
        }
        endgame_replies.sort();
        let n = endgame_replies.len();
        println!(
            "bot: {n} moves to casual 8x8 endgames of at most {} stones (verdict tried on each, {proven} proven): median {:.1} ms, p99 {:.1} ms, max {:.1} ms",
            konane_bot::ai::VERDICT_STONES,
            ms(endgame_replies[n / 2]),
            ms(endgame_replies[n * 99 / 100]),
            ms(endgame_replies[n - 1])
        );

        // Games against the bot at level 5: each human move is answered after
        // the bot has thought (a deferred reply, then the follow-up).
        let with_bot = Service::new(
            Store::open(&url).await.expect("store"),
            Arc::new(SystemClock),
            ServiceConfig { bot_user: Some(UserId(fake_discord::BOT_ID)), ..ServiceConfig::default() },
        );
        let mut answers = Vec::new();
        let black = user(1, "Black");
        for g in 0..AI_GAMES {
            let place = Place::channel(GuildId(GUILD_ID), ChannelId(20_000 + g));
            let options = ChallengeOptions {
                colour: ColourChoice::Black,
                ai_level: Some(konane_bot::values::Level::MAX),
                ..ChallengeOptions::default()
            };
            with_bot.challenge(place, UserId(1), Some(UserId(fake_discord::BOT_ID)), options).await.expect("AI game");
            for _ in 0..AI_MOVES {
                let view = with_bot.current_game(place).await.expect("game");
                let Some(m) = view.game.legal_moves().first().map(ToString::to_string) else {
                    break;
                };
                let menu = format!("konane:move:{}:{}", view.id.0, view.ply());
                let interaction = click(&fake, 20_000 + g, &black, &menu, &[&m]);
                let t = Instant::now();
                fake.interact(interaction.clone()).await;
                let reply = fake.reply_to(&interaction, "followup").await;
                answers.push(t.elapsed());
                assert!(reply.png().is_some(), "a board comes back: {}", reply.content());
                fake.clear();
                if reply.content().contains("Game over") {
                    break;
                }
            }
        }
        answers.sort();
        let n = answers.len();
        println!(
            "bot: {n} level-5 answers on 8x8 (think time {:.1} s): median {:.0} ms, max {:.0} ms",
            konane_bot::ai::Thinking::DEFAULT_TIME.as_secs_f64(),
            ms(answers[n / 2]),
            ms(answers[n - 1])
        );
        println!(
            "bot: resident memory after them, AI tables ({} MB in all) in use: {:.0} MB",
            konane_bot::ai::AiPoolConfig::default().table_bytes >> 20,
            resident_mb()
        );
    });
}

/// Discord on a busy day: one more move in each of the 1,000 games with 5%
/// of REST requests answered 429 (`retry_after` 0.5 s) and 1% answered 500.
/// Every move is answered with its board exactly once, and every move stays.
async fn busy_day(fake: &FakeDiscord, setup: &Service) {
    let plan = FaultPlan {
        rate_limited: 0.05,
        retry_after: 0.5,
        server_errors: 0.01,
    };
    fake.plan_faults(Some(plan));
    let mut latencies = Vec::new();
    for g in 0..GAMES {
        let view = setup.current_game(place_of(g)).await.expect("game");
        let m = view.game.legal_moves()[0].to_string();
        let mover = view.player_to_move().expect("a player to move");
        let menu = format!("konane:move:{}:{}", view.id.0, view.ply());
        let interaction = click(fake, thread_of(g).0, &user(mover.0, "Player"), &menu, &[&m]);
        let t = Instant::now();
        fake.interact(interaction).await;
        latencies.push(t.elapsed());
        let boards = fake.all_sent().iter().filter(|s| s.png().is_some()).count();
        assert_eq!(boards, 1, "game {g}: its board shown once");
        fake.clear();
    }
    fake.plan_faults(None);
    for g in 0..GAMES {
        let view = setup.current_game(place_of(g)).await.expect("game");
        assert_eq!(view.ply(), 4, "game {g}: every move stands");
    }
    latencies.sort();
    let ms = |d: Duration| d.as_secs_f64() * 1e3;
    let n = latencies.len();
    let (limited, failed) = fake.faults_answered();
    println!(
        "bot on a busy day ({:.0}% 429 with retry_after {} s, {:.0}% 500; {limited} 429s and {failed} 500s answered): {n} moves, each board once, none lost; reply time median {:.1} ms, p99 {:.1} ms, max {:.1} ms",
        plan.rate_limited * 100.0,
        plan.retry_after,
        plan.server_errors * 100.0,
        ms(latencies[n / 2]),
        ms(latencies[n * 99 / 100]),
        ms(latencies[n - 1])
    );
}

/// The two players of benchmark game `g`.
fn players_of(g: u64) -> (UserId, UserId) {
    (UserId(10_000 + 2 * g), UserId(10_001 + 2 * g))
}

/// Casual games set up in the endgame, one move each, where the board's
/// verdict is tried.
const ENDGAMES: u64 = 200;

/// A random 8×8 game's position once one more jump leaves at most
/// [`konane_bot::ai::VERDICT_STONES`] stones, with moves left.
fn endgame_position(rng: &mut konane_bot::ai::SplitMix) -> konane_bot::engine::Position {
    use konane_bot::engine::{Color, Phase, Position, Rules, Size};
    let rules = Rules::default();
    loop {
        let mut pos = Position::new(Size::STANDARD);
        loop {
            let moves = pos.legal_moves(rules);
            if moves.is_empty() {
                break;
            }
            let stones = pos.count(Color::Black) + pos.count(Color::White);
            if pos.phase() == Phase::Jumping && stones <= konane_bot::ai::VERDICT_STONES + 1 {
                return pos;
            }
            let m = moves[rng.below(moves.len() as u64) as usize];
            pos = pos.play(m, rules).expect("legal");
        }
    }
}

/// Level-5 games played after the 1,000-game measurement, and moves in each.
const AI_GAMES: u64 = 2;
const AI_MOVES: usize = 6;
