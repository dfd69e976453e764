//! A hostile member, or a bad moment: limits hold, and answers arrive in time.

use super::*;
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
