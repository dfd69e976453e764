//! The real serenity/poise bot against a fake Discord on 127.0.0.1: every
//! test on SQLite, most again on PostgreSQL (`postgres`), and bots of several
//! shards and processes over one PostgreSQL database (`shards`).

#[path = "../support/bot.rs"]
mod bot;
#[path = "../fake_discord/mod.rs"]
mod fake_discord;
#[path = "../support/mod.rs"]
mod support;

mod activity;
mod activity_actions;
mod activity_alone;
mod activity_puzzle;
mod ai;
mod anywhere;
mod browser;
mod browser_lobby;
mod browser_puzzle;
mod browser_rpc;
mod comforts;
mod faults;
mod flows;
mod games;
mod hardening;
mod keepsakes;
mod languages;
mod live;
mod messages;
mod outage;
mod parity;
mod picker;
// The same test files again, on PostgreSQL: loading them twice is the point.
#[allow(clippy::duplicate_mod)]
mod postgres;
mod puzzles;
mod seasons;
mod seeks;
mod settings;
mod shards;
mod strict;
mod threads;
mod tournament_formats;
mod tournament_places;
mod tournaments;

use std::sync::Arc;
use std::time::Duration;

use bot::AI;
use fake_discord::{
    FakeDiscord, GUILD_ID, Sent, attach, autocomplete, choice, click, opt, slash, user,
};
use konane_bot::ai::AiPool;
use konane_bot::discord::BotConfig;
use konane_bot::game::{Clock, Service, ServiceConfig, SystemClock, counted};
use konane_bot::render::Renderer;
use konane_bot::store::{Backend, Store};
use konane_bot::values::{GameId, Timestamp};
use serde_json::{Value, json};
use support::databases::TestDb;
pub(crate) use support::poll::eventually;

struct Bot {
    fake: FakeDiscord,
    url: String,
    shards: konane_bot::discord::Gateway,
    /// A second view of the database, to check what the pictures show.
    service: Service,
    /// The bot's own renderer and AI, shared with the test.
    renderer: Arc<Renderer>,
    ai: Arc<AiPool>,
    /// The bot's clock: the real time, moved on when a test says so.
    clock: Arc<OffsetClock>,
    // Last: the database goes after the connections to it.
    db: TestDb,
}

/// The system's time plus an offset a test may move forward (to the next
/// day, say), so that the bot's scheduler keeps running in real time. It
/// counts its reads: each look of the scheduler reads it, so a test can wait
/// for more looks instead of sleeping.
#[derive(Debug, Default)]
struct OffsetClock {
    offset: std::sync::atomic::AtomicI64,
    reads: std::sync::atomic::AtomicU64,
}

impl OffsetClock {
    fn advance(&self, by: Duration) {
        let ms = i64::try_from(by.as_millis()).expect("a short advance");
        self.offset
            .fetch_add(ms, std::sync::atomic::Ordering::SeqCst);
    }

    /// Waits until the clock has been read `n` more times.
    async fn read_again(&self, n: u64) {
        let reads = || self.reads.load(std::sync::atomic::Ordering::SeqCst);
        let from = reads();
        let what = format!("the clock was not read {n} more times");
        support::poll::until(&what, || reads() >= from + n).await;
    }
}

impl Clock for OffsetClock {
    fn now(&self) -> Timestamp {
        self.reads.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
        let offset = self.offset.load(std::sync::atomic::Ordering::SeqCst);
        Timestamp(SystemClock.now().0 + offset)
    }
}

impl Bot {
    /// Stops the bot, failing the test if Discord would have refused anything it sent.
    async fn stop(self) {
        self.shards.shut_down().await;
        let failures = self.fake.failures();
        assert!(failures.is_empty(), "{}", failures.join("\n"));
    }
}

/// The bot on SQLite with games played in the channel they are asked for,
/// as a server that turned threads off has them: most tests follow one
/// channel. (`postgres` has its own `start`, on PostgreSQL.)
async fn start() -> Option<Bot> {
    start_on(Backend::Sqlite).await
}

/// The bot on SQLite as a new server has it: each game in a thread of its own.
async fn start_with_threads() -> Option<Bot> {
    start_with_threads_on(Backend::Sqlite).await
}

/// [`start`] on `backend`; `None` where it is missing.
async fn start_on(backend: Backend) -> Option<Bot> {
    let bot = start_with_threads_on(backend).await?;
    bot.service
        .set_threads(konane_bot::values::GuildId(GUILD_ID), false)
        .await
        .expect("threads off");
    Some(bot)
}

/// [`start_with_threads`] on `backend`; `None` where it is missing.
async fn start_with_threads_on(backend: Backend) -> Option<Bot> {
    start_with_scheduler(backend, None).await
}

/// [`start_with_threads_on`], the scheduler looking for due work every
/// `due_every` (the tests' quick 200 ms if `None`).
async fn start_with_scheduler(backend: Backend, due_every: Option<Duration>) -> Option<Bot> {
    start_configured(backend, |config| BotConfig {
        due_every: due_every.unwrap_or(config.due_every),
        ..config
    })
    .await
}

/// A bot on `backend` with the tests' configuration as `adjust` changes it.
async fn start_configured(
    backend: Backend,
    adjust: impl FnOnce(BotConfig) -> BotConfig,
) -> Option<Bot> {
    start_process(backend, adjust, None).await
}

/// [`start_configured`], serving `activity` too where given.
async fn start_process(
    backend: Backend,
    adjust: impl FnOnce(BotConfig) -> BotConfig,
    activity: Option<konane_bot::activity::ActivityConfig>,
) -> Option<Bot> {
    let db = TestDb::new(backend).await?;
    let fake = FakeDiscord::start().await;
    let url = db.url.clone();
    let renderer = Arc::new(Renderer::new().expect("renderer"));
    let clock = Arc::new(OffsetClock::default());
    let config = adjust(BotConfig {
        clock: clock.clone(),
        activity: activity.is_some(),
        ..bot::config(&fake, &url, "fake-token", None)
    });
    let process = konane_bot::serve::ProcessConfig {
        bot: config,
        activity,
    };
    let running = bot::run_process(&fake, process, Arc::clone(&renderer)).await;
    let (shards, ai) = (running.shards, Arc::clone(running.service.ai()));
    let service = Service::new(
        Store::open(&url).await.expect("store"),
        clock.clone(),
        ServiceConfig::default(),
    );
    Some(Bot {
        fake,
        url,
        shards,
        service,
        renderer,
        ai,
        clock,
        db,
    })
}

async fn launch(
    fake: &FakeDiscord,
    url: &str,
    renderer: Arc<Renderer>,
    clock: Arc<dyn Clock>,
) -> bot::Running {
    launch_process(fake, url, renderer, "fake-token", None, clock).await
}

/// A bot process: its own token (so the fake tells processes apart) and,
/// if given, only its range of the gateway's shards.
async fn launch_process(
    fake: &FakeDiscord,
    url: &str,
    renderer: Arc<Renderer>,
    token: &str,
    shards: Option<konane_bot::discord::ShardRange>,
    clock: Arc<dyn Clock>,
) -> bot::Running {
    let config = BotConfig {
        clock,
        ..bot::config(fake, url, token, shards)
    };
    bot::run(fake, config, renderer).await
}

const CHANNEL: u64 = 555;

/// The board picture matches the game's position in the database.
async fn assert_picture_matches(bot: &Bot, sent: &Sent, game: GameId) {
    let png = sent
        .png()
        .unwrap_or_else(|| panic!("no board in {:?}", sent.content()));
    let img = support::decode_png(png);
    let view = bot.service.game(game).await.expect("game");
    let wrong = support::mismatches(&img, view.game.position());
    assert!(
        wrong.is_empty(),
        "picture differs from the position: {wrong:?}"
    );
    // Every board carries its alt text: the stones, and whose move or the result.
    let pos = view.game.position();
    let alt = sent.alt_text("board.png").expect("the board has alt text");
    let stones = format!(
        "has {}, ",
        counted(
            pos.count(konane_bot::engine::Color::Black) as u64,
            "stone",
            "stones"
        )
    );
    assert!(alt.contains(&stones), "{alt}");
    assert!(alt.contains("to move") || alt.contains("wins"), "{alt}");
}

fn game_of(custom_id: &str) -> GameId {
    GameId(
        custom_id
            .split(':')
            .nth(2)
            .and_then(|g| g.parse().ok())
            .expect("game id in custom id"),
    )
}

fn component(sent: &Sent, prefix: &str) -> (String, Vec<String>) {
    sent.components()
        .into_iter()
        .find(|(id, _)| id.starts_with(prefix))
        .unwrap_or_else(|| panic!("no {prefix} component in {:?}", sent.components()))
}

/// `from` challenges `to` in `channel` with these options besides the
/// opponent; returns the challenge's game and the reply.
pub(crate) async fn challenge(
    bot: &Bot,
    channel: u64,
    from: &Value,
    to: &Value,
    options: Vec<Value>,
) -> (GameId, Sent) {
    let reply = challenge_reply(bot, channel, from, to, options).await;
    (game_of(&component(&reply, "konane:accept:").0), reply)
}

/// `from` challenges `to` in `channel` with these options besides the
/// opponent, which may be refused: the reply.
pub(crate) async fn challenge_reply(
    bot: &Bot,
    channel: u64,
    from: &Value,
    to: &Value,
    mut options: Vec<Value>,
) -> Sent {
    let fake = &bot.fake;
    options.insert(0, opt("opponent", 6, to["id"].clone()));
    let interaction = slash(
        fake,
        channel,
        from,
        "challenge",
        options,
        std::slice::from_ref(to),
    );
    fake.interact(interaction).await
}

/// Alice (black) against Bob in `channel`, accepted; returns the first board message.
pub(crate) async fn begin(bot: &Bot, channel: u64, alice: &Value, bob: &Value) -> (GameId, Sent) {
    let fake = &bot.fake;
    let commands = fake.registered_commands().await;
    let colour = choice(&commands, "challenge", "colour", "black");
    let (game, asked) = challenge(bot, channel, alice, bob, vec![colour]).await;
    let (accept_id, _) = component(&asked, "konane:accept:");
    let board = fake
        .interact(click(fake, channel, bob, &accept_id, &[]))
        .await;
    (game, board)
}

/// `player` takes on the bot at level 1 on 6×6 in `channel`, playing Black
/// (so the first move is theirs); the game and its first board.
pub(crate) async fn play_the_bot(bot: &Bot, channel: u64, player: &Value) -> (GameId, Sent) {
    let fake = &bot.fake;
    let commands = fake.registered_commands().await;
    let options = vec![
        opt("opponent", 6, the_bot()["id"].clone()),
        opt("size", 3, json!("6x6")),
        choice(&commands, "challenge", "colour", "black"),
        opt("level", 4, json!(1)),
    ];
    let challenge = slash(fake, channel, player, "challenge", options, &[the_bot()]);
    let board = answered(fake, fake.interact(challenge).await).await;
    (game_of(&component(&board, "konane:move:").0), board)
}

/// The legal moves of game `game` now, as the menus write them.
pub(crate) async fn legal_moves(bot: &Bot, game: GameId) -> Vec<String> {
    let view = bot.service.game(game).await.expect("game");
    view.game
        .legal_moves()
        .iter()
        .map(ToString::to_string)
        .collect()
}

/// The answer to an interaction: `first`, or the follow-up after it when
/// `first` was only a deferral (no words, no files).
pub(crate) async fn answered(fake: &FakeDiscord, first: Sent) -> Sent {
    if first.content().is_empty() && first.files.is_empty() {
        fake.more_for(&first, "followup", false).await
    } else {
        first
    }
}

/// The replay GIF a message carries.
pub(crate) fn gif_of(sent: &Sent) -> Vec<u8> {
    sent.files
        .iter()
        .find(|(name, _)| name.ends_with(".gif"))
        .map(|(_, bytes)| bytes.clone())
        .unwrap_or_else(|| panic!("no GIF in {}", sent.content()))
}

/// The bot's profile, as Discord resolves it in a user option.
pub(crate) fn the_bot() -> Value {
    json!({"id": fake_discord::BOT_ID.to_string(), "username": "konane", "discriminator": "0",
           "global_name": "Kōnane", "avatar": null, "bot": true})
}

/// Makes one of game `game`'s deadlines (`reminder_at`, `turn_deadline`,
/// `expires_at`) long past, so the scheduler acts on it at its next look.
pub(crate) async fn make_due(bot: &Bot, game: GameId, deadline: &str) {
    let sql = format!("UPDATE games SET {deadline} = 1 WHERE id = $1");
    sqlx::query(&sql)
        .bind(game)
        .execute(bot.service.store().writer())
        .await
        .expect("the deadline is set");
}
