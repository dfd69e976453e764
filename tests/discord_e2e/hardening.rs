//! A hostile member, or a bad moment: limits hold, and answers arrive in time.

use super::*;
use konane_bot::game::{ChannelId, GuildId, Place, UserId};
use sqlx::Connection;

/// Takes the database's write lock from another connection, as a second bot
/// process in the middle of a long write would, and lets go after `held`.
async fn hold_write_lock(url: &str, held: Duration) -> tokio::task::JoinHandle<()> {
    let mut other = sqlx::SqliteConnection::connect(url)
        .await
        .expect("another connection");
    sqlx::query("BEGIN IMMEDIATE")
        .execute(&mut other)
        .await
        .expect("the write lock");
    tokio::spawn(async move {
        tokio::time::sleep(held).await;
        sqlx::query("COMMIT")
            .execute(&mut other)
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
    let bot = start().await;
    let fake = &bot.fake;
    let (alice, bob) = (user(9901, "Alice"), user(9902, "Bob"));
    let (game, first) = begin(&bot, 99, &alice, &bob).await;
    let (menu, choices) = component(&first, "konane:move:");

    let lock = hold_write_lock(&bot.url, Duration::from_secs(4)).await;
    let picked = click(fake, 99, &alice, &menu, &[&choices[0]]);
    let acknowledged = fake.interact(picked.clone()).await;
    assert_eq!(acknowledged.kind, "callback");
    let board = fake.reply_to(&picked, "followup").await;
    assert!(!board.is_ephemeral(), "{}", board.content());
    assert_picture_matches(&bot, &board, game).await;
    lock.await.expect("lock holder");
    assert_eq!(bot.service.game(game).await.expect("game").ply(), 1);

    let lock = hold_write_lock(&bot.url, Duration::from_secs(4)).await;
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
    let bot = start().await;
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
    let gif_of = |sent: &Sent| {
        sent.files
            .iter()
            .find(|(name, _)| name.ends_with(".gif"))
            .map(|(_, bytes)| bytes.clone())
            .unwrap_or_else(|| panic!("no GIF in {}", sent.content()))
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
    let kept = bot.service.stored_replay(&view).await.expect("read");
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
