//! A hostile member, or a bad moment: limits hold, and answers arrive in time.

use std::sync::atomic::{AtomicBool, Ordering};

use konane_bot::engine::Size;
use konane_bot::game::ChallengeOptions;
use konane_bot::i18n::Lang;
use konane_bot::values::{ChannelId, ColourChoice, GuildId, Level, Place, UserId};
use sqlx::Connection;

use super::*;

/// Takes the database's write lock from another connection, as a second bot
/// process in the middle of a long write would, and lets go after `held`:
/// SQLite's one writer, or PostgreSQL's tables locked against writes.
async fn hold_write_lock(bot: &Bot, held: Duration) -> tokio::task::JoinHandle<()> {
    let mut other = sqlx::AnyConnection::connect(&bot.url)
        .await
        .expect("another connection");
    let lock = match bot.db.backend {
        Backend::Sqlite => "BEGIN IMMEDIATE",
        Backend::Postgres => "BEGIN; LOCK TABLE games, member_names IN EXCLUSIVE MODE",
    };
    sqlx::Executor::execute(&mut other, lock)
        .await
        .expect("the write lock");
    tokio::spawn(async move {
        tokio::time::sleep(held).await;
        sqlx::Executor::execute(&mut other, "COMMIT")
            .await
            .expect("the lock released");
    })
}

/// While another process holds the write lock for 4 s, a move by menu and a
/// move by command still reach the players: each interaction is deferred
/// within Discord's three seconds (the fake fails any later answer), and
/// the board follows once the move is committed.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn moves_are_answered_while_another_process_holds_the_write_lock() {
    let Some(bot) = start().await else {
        return;
    };
    let fake = &bot.fake;
    let (alice, bob) = (user(9901, "Alice"), user(9902, "Bob"));
    let (game, first) = begin(&bot, 99, &alice, &bob).await;
    let (menu, choices) = component(&first, "konane:move:");

    let lock = hold_write_lock(&bot, Duration::from_secs(4)).await;
    let picked = click(fake, 99, &alice, &menu, &[&choices[0]]);
    let acknowledged = fake.interact(picked.clone()).await;
    assert_eq!(acknowledged.kind, "callback");
    let board = fake.reply_to(&picked, "followup").await;
    assert!(!board.is_ephemeral(), "{}", board.content());
    assert_picture_matches(&bot, &board, game).await;
    lock.await.expect("lock holder");
    assert_eq!(bot.service.game(game).await.expect("game").ply(), 1);

    let lock = hold_write_lock(&bot, Duration::from_secs(4)).await;
    let reply = legal_moves(&bot, game).await[0].clone();
    let typed = slash(
        fake,
        99,
        &bob,
        "move",
        vec![opt("move", 3, json!(reply))],
        &[],
    );
    let deferred = fake.interact(typed.clone()).await;
    assert_eq!(deferred.kind, "callback");
    let board = fake.reply_to(&typed, "followup").await;
    assert_picture_matches(&bot, &board, game).await;
    lock.await.expect("lock holder");
    assert_eq!(bot.service.game(game).await.expect("game").ply(), 2);
    bot.stop().await;
}

/// A finished game's replay is drawn once and kept; while one replay is
/// being drawn, another request is answered privately, not queued.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn replays_are_drawn_once_and_one_at_a_time() {
    let Some(bot) = start().await else {
        return;
    };
    let fake = &bot.fake;
    let (alice, bob) = (user(9911, "Alice"), user(9912, "Bob"));
    let (game, _) = begin(&bot, 97, &alice, &bob).await;
    let place = Place::channel(GuildId(GUILD_ID), ChannelId(97));
    bot.service
        .resign(place, UserId(9912))
        .await
        .expect("Bob resigns");
    let ask = || {
        slash(
            fake,
            97,
            &alice,
            "replay",
            vec![opt("game", 4, json!(game.0))],
            &[],
        )
    };

    let drawing = bot
        .renderer
        .replay_slot()
        .expect("no replay is being drawn");
    let busy = fake.interact(ask()).await;
    assert!(
        busy.is_ephemeral() && busy.content().contains("try again"),
        "{}",
        busy.content()
    );
    drop(drawing);

    let first = ask();
    fake.send(&first).await;
    let drawn = gif_of(&fake.reply_to(&first, "followup").await);
    let view = bot.service.game(game).await.expect("game");
    let kept = bot
        .service
        .stored_replay(&view, Lang::SOURCE)
        .await
        .expect("read");
    assert_eq!(kept.as_deref(), Some(drawn.as_slice()));

    // Kept: answered at once (no deferral), with the same picture, even
    // while another replay is being drawn.
    let drawing = bot.renderer.replay_slot().expect("free again");
    let again = fake.interact(ask()).await;
    assert_eq!(again.kind, "callback");
    assert_eq!(gif_of(&again), drawn);
    drop(drawing);
    bot.stop().await;
}

/// Keeps every AI slot busy until `release` is set: a pool at full stretch.
fn occupy_the_ai(bot: &Bot, release: &Arc<AtomicBool>) -> Vec<tokio::task::JoinHandle<()>> {
    (0..AI.max_concurrent)
        .map(|_| {
            let (ai, release) = (Arc::clone(&bot.ai), Arc::clone(release));
            tokio::spawn(async move {
                let _ = ai
                    .run(move |_, stop| {
                        while !release.load(Ordering::Relaxed) && !stop.is_stopped() {
                            std::thread::sleep(Duration::from_millis(5));
                        }
                    })
                    .await;
            })
        })
        .collect()
}

/// With every AI slot taken and a bot turn owed, the scheduler still posts
/// a reminder that falls due: it never waits on the AI. Once the AI is free
/// the owed turn is played and posted once ("Back to our game" came twice
/// when two looks found the same turn).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_scheduler_never_waits_on_the_ai_and_posts_an_owed_turn_once() {
    let Some(bot) = start().await else {
        return;
    };
    let fake = &bot.fake;
    let (alice, bob) = (user(9921, "Alice"), user(9922, "Bob"));
    fake.registered_commands().await;
    // A game where the bot owes the first move, made behind its back by a
    // process that stopped as it began it (its AI shut down).
    let with_bot = Service::new(
        Store::open(&bot.url).await.expect("store"),
        Arc::new(SystemClock),
        ServiceConfig {
            bot_user: Some(UserId(fake_discord::BOT_ID)),
            ..ServiceConfig::default()
        },
    );
    with_bot.shut_down();
    let options = ChallengeOptions {
        size: Some(Size::new(6, 6).expect("size")),
        colour: ColourChoice::White,
        ai_level: Level::new(2),
        ..ChallengeOptions::default()
    };
    let owed = with_bot
        .challenge(
            Place::channel(GuildId(GUILD_ID), ChannelId(95)),
            UserId(9921),
            Some(UserId(fake_discord::BOT_ID)),
            options,
        )
        .await
        .expect("a game against the bot");
    let release = Arc::new(AtomicBool::new(false));
    let busy = occupy_the_ai(&bot, &release);
    // The scheduler finds the turn owed and queues it behind the busy slots.
    let asked = || bot.ai.waiting() > 0;
    support::poll::until("the owed turn never asked the AI", asked).await;
    let (late, _) = begin(&bot, 96, &alice, &bob).await;
    make_due(&bot, late, "reminder_at").await;
    let reminder = fake.channel_message(96, 0).await;
    assert!(
        reminder.content().contains("it's your move"),
        "{}",
        reminder.content()
    );
    assert_eq!(bot.service.game(owed.id).await.expect("game").ply(), 0);

    release.store(true, Ordering::Relaxed);
    for handle in busy {
        handle.await.expect("the AI is free");
    }
    let back = fake.channel_message(95, 0).await;
    assert!(
        back.content().starts_with("Back to our game:"),
        "{}",
        back.content()
    );
    // Several more looks of the scheduler (each reads the clock at least
    // once): the turn, played, is not posted again.
    bot.clock.read_again(10).await;
    let posted = fake
        .channel_messages()
        .iter()
        .filter(|m| m.channel.as_deref() == Some("95"))
        .count();
    assert_eq!(posted, 1);
    assert_eq!(bot.service.game(owed.id).await.expect("game").ply(), 1);
    bot.stop().await;
}
