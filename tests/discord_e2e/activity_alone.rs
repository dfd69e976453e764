//! The Activity in a process of its own: the binary as `konane-bot
//! activity` (no gateway, no shard), beside a bot process on one PostgreSQL
//! database. A move on its page is posted in the channel by its own REST
//! client; a move the bot process takes shows on its page live; and against
//! the bot, the answer to a move made on its page is played by the service
//! there, with no Discord process taking the human's move.

use std::net::SocketAddr;
use std::path::Path;

use super::activity::Page;
use super::*;
use crate::fake_discord::activities::CLIENT_SECRET;

/// The Activity process's token: the fake tells its requests apart by it.
const PAGE_TOKEN: &str = "fake-token-page";

/// `konane-bot activity` on a free port, over `bot`'s database and fake,
/// configured by its environment alone; its address once its API answers.
async fn activity_process(bot: &Bot, dir: &Path) -> (tokio::process::Child, SocketAddr) {
    let addr = std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .expect("a free port");
    let child = tokio::process::Command::new(env!("CARGO_BIN_EXE_konane-bot"))
        .arg("activity")
        .current_dir(dir)
        .env("DISCORD_TOKEN", PAGE_TOKEN)
        .env("DISCORD_PROXY_URL", &bot.fake.base)
        .env("DISCORD_CLIENT_SECRET", CLIENT_SECRET)
        .env("KONANE_ACTIVITY_ADDR", addr.to_string())
        .env("DATABASE_URL", &bot.url)
        .env("KONANE_AI_TABLE_MB", "8")
        .env("KONANE_AI_THINK_MS", "300")
        .env("RUST_LOG", "warn")
        .kill_on_drop(true)
        .spawn()
        .expect("the Activity process starts");
    let config = format!("http://{addr}/api/config");
    eventually("the Activity process never answered", || async {
        let answer = reqwest::get(&config).await.ok()?;
        answer.status().is_success().then_some(())
    })
    .await;
    (child, addr)
}

/// Waits (ten seconds at most) until game `game` has `ply` moves in the database.
async fn reaches_ply(bot: &Bot, game: GameId, ply: usize) {
    let what = format!("game {game} never reached ply {ply}");
    eventually(&what, || async {
        let now = bot.service.game(game).await.ok()?.ply();
        (now == ply).then_some(())
    })
    .await;
}

/// The one message in `channel` says `what`, and the Activity process
/// posted it with its own REST client.
async fn posted_by_the_page(fake: &FakeDiscord, channel: u64, what: &str) {
    let posted = fake.channel_message(channel, 0).await;
    assert!(posted.content().contains(what), "{}", posted.content());
    let posters = fake.posters_in(channel);
    assert_eq!(
        posters,
        vec![format!("Bot {PAGE_TOKEN}")],
        "posted by the Activity process"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_activity_process_of_its_own_plays_beside_the_bot_process() {
    let Some(bot) = start_on(Backend::Postgres).await else {
        return;
    };
    let fake = &bot.fake;
    let dir = tempfile::tempdir().expect("temp dir");
    let (mut page_process, addr) = activity_process(&bot, dir.path()).await;
    let (alice, bob) = (user(13_101, "Alice"), user(13_102, "Bob"));

    // People: a game begun in the chat (the bot process), played on a page
    // the Activity process serves.
    let channel = 131;
    let (game, _) = begin(&bot, channel, &alice, &bob).await;
    fake.open_activity("i-131", channel, Some(GUILD_ID), &[&alice, &bob]);
    let page = Page::open(fake, addr, &alice, "i-131").await;
    let mut view = page.watch(game).await;
    view.shows_ply(0).await;
    let first = legal_moves(&bot, game).await[0].clone();
    let (status, after) = page.play(game, 0, &first).await;
    assert_eq!(status, 200, "{after}");
    posted_by_the_page(fake, channel, &format!("`{first}`")).await;

    // Bob moves in the chat, taken by the bot process: the page shows it live.
    let reply = legal_moves(&bot, game).await[0].clone();
    let command = slash(
        fake,
        channel,
        &bob,
        "move",
        vec![opt("move", 3, json!(reply))],
        &[],
    );
    fake.interact(command).await;
    view.shows_ply(2).await;

    // Against the bot: begun in the chat, Alice's move made on the page; the
    // Activity process's service plays the bot's answer and posts both moves.
    let channel = 132;
    let (game, _) = play_the_bot(&bot, channel, &alice).await;
    fake.open_activity("i-132", channel, Some(GUILD_ID), &[&alice]);
    let page = Page::open(fake, addr, &alice, "i-132").await;
    let mut view = page.watch(game).await;
    view.shows_ply(0).await;
    let first = legal_moves(&bot, game).await[0].clone();
    let (status, after) = page.play(game, 0, &first).await;
    assert_eq!(status, 200, "{after}");
    reaches_ply(&bot, game, 2).await;
    let seen = view.shows_ply(2).await;
    assert!(
        !seen["moves"].as_array().expect("moves").is_empty(),
        "Alice's turn again"
    );
    posted_by_the_page(fake, channel, "I played `").await;

    page_process
        .kill()
        .await
        .expect("the Activity process stops");
    let lost = fake.take_failures();
    assert!(lost.is_empty(), "{lost:?}");
    bot.stop().await;
}
