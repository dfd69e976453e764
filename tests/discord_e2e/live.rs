//! Live games on the clock in the chat: the `time` option, the clocks on
//! the board, and a flag announced when it falls, not at a scheduler tick.

use super::*;

/// A 1+0 game challenged with `time`: both clocks on each board, and the
/// flag posted in the channel by the flag watcher (the scheduler's own
/// tick is an hour here, so nothing else could post it). A time control
/// that doesn't read is refused, privately, before a challenge is made.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_live_games_flag_is_posted_when_it_falls() {
    let Some(bot) = start_with_scheduler(Backend::Sqlite, Some(Duration::from_secs(3600))).await
    else {
        return;
    };
    bot.service
        .set_threads(konane_bot::values::GuildId(GUILD_ID), false)
        .await
        .expect("threads off");
    let fake = &bot.fake;
    let (alice, bob) = (user(1001, "Alice"), user(1002, "Bob"));
    let commands = fake.registered_commands().await;
    let colour = choice(&commands, "challenge", "colour", "black");
    let bad = vec![colour.clone(), opt("time", 3, json!("2+x"))];
    let refused = challenge_reply(&bot, 41, &alice, &bob, bad).await;
    assert!(
        refused.is_ephemeral() && refused.content().contains("is no time control"),
        "{}",
        refused.content()
    );
    let live = vec![colour, opt("time", 3, json!("1+0"))];
    let (game, asked) = challenge(&bot, 41, &alice, &bob, live).await;
    let (accept, _) = component(&asked, "konane:accept:");
    let board = fake.interact(click(fake, 41, &bob, &accept, &[])).await;
    // Black's clock has run a moment by the time the board is drawn.
    let clocks = board.content();
    assert!(
        clocks.contains("⏱ 1+0: ⚫ ") && clocks.contains(" · ⚪ 1:00"),
        "{clocks}"
    );
    let first = legal_moves(&bot, game).await.remove(0);
    let moved = fake
        .interact(slash(
            fake,
            41,
            &alice,
            "move",
            vec![opt("move", 3, json!(first))],
            &[],
        ))
        .await;
    assert!(
        moved.content().contains("⏱ 1+0: ⚫ "),
        "{}",
        moved.content()
    );
    let posted_before = fake.channel_messages().len();
    bot.clock.advance(Duration::from_secs(61));
    let flagged = std::time::Instant::now();
    let told = fake.channel_message(41, 0).await;
    assert!(
        told.content().contains("ran out of time"),
        "{}",
        told.content()
    );
    // Within the watcher's poll and a post, on a loaded machine too.
    assert!(
        flagged.elapsed() < Duration::from_secs(5),
        "{:?}",
        flagged.elapsed()
    );
    assert_eq!(
        fake.channel_messages().len(),
        posted_before + 1,
        "told once"
    );
    let view = bot.service.game(game).await.expect("game");
    assert_eq!(view.status, konane_bot::values::GameStatus::Finished);
    bot.stop().await;
}
