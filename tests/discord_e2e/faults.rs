//! Discord on a bad day: answers lost, refused for a while, or failed on its
//! side. A stored move is shown exactly once and never reported as failed;
//! an old board's edit is sent again.

use super::*;

const EDGE_502: &str =
    "<html><head><title>502 Bad Gateway</title></head><body>cloudflare</body></html>";

const SERVER_ERROR: &str = "500: Internal Server Error";

/// The path of `interaction`'s response, for a fault aimed at it alone.
fn callback_of(interaction: &Value) -> String {
    format!(
        "/interactions/{}/",
        interaction["id"].as_str().expect("an id")
    )
}

/// Nobody was told "something went wrong": every move here was stored.
fn nobody_was_told_a_stored_move_failed(fake: &FakeDiscord) {
    let told = fake
        .all_sent()
        .iter()
        .any(|s| s.content().contains("went wrong"));
    assert!(!told, "a player was told a stored move failed");
}

/// What Discord refused is only what the test injected (an answer that
/// never came), nothing the bot sent wrong.
fn only_the_injected_faults_failed(fake: &FakeDiscord) {
    let lost = fake.take_failures();
    assert!(lost.iter().all(|f| f.contains("no response")), "{lost:?}");
}

/// The next legal move of `game`, as text.
async fn a_move(bot: &Bot, game: GameId) -> String {
    bot.service.game(game).await.unwrap().game.legal_moves()[0].to_string()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_stored_move_is_shown_once_whatever_discord_answers() {
    let Some(bot) = start().await else {
        return;
    };
    let fake = &bot.fake;
    let (alice, bob) = (user(8601, "Alice"), user(8602, "Bob"));
    let (game, first) = begin(&bot, 86, &alice, &bob).await;
    let first_id = first.message_id.clone().expect("the first board");
    let move_by = |player: &Value, m: &str| {
        slash(
            fake,
            86,
            player,
            "move",
            vec![opt("move", 3, json!(m))],
            &[],
        )
    };

    // A 500 on the reply: tried again, and the board is the reply.
    let m = a_move(&bot, game).await;
    let command = move_by(&alice, &m);
    fake.fail_next(
        "POST",
        &callback_of(&command),
        500,
        json!({"message": SERVER_ERROR, "code": 0}),
    );
    let board = fake.interact(command).await;
    assert!(fake.refused(0).await.ends_with("500"));
    assert!(
        board.png().is_some() && !board.is_ephemeral(),
        "{}",
        board.content()
    );
    assert!(
        board.content().contains(&format!("`{m}`")),
        "{}",
        board.content()
    );
    // The board it replaced lost its menu: that edit went through.
    fake.controls_become(&first_id, &[format!("konane:follow:{}", game.0)])
        .await;

    // The reply got through but its answer was lost (Discord's edge answered
    // 502 with a web page): the try again is refused as answered already,
    // so the board is shown once, and its menu is the live one.
    let m = a_move(&bot, game).await;
    let command = move_by(&bob, &m);
    fake.fail_after_serving("POST", &callback_of(&command), 502, json!(EDGE_502));
    let board = fake.interact(command).await;
    assert!(fake.refused(1).await.ends_with("502"));
    assert!(board.png().is_some(), "{}", board.content());
    let second_id = board.message_id.clone().expect("the board's message");

    // Every try fails: the board goes to the channel instead, once, and
    // nobody is told the stored move failed.
    let m = a_move(&bot, game).await;
    let command = move_by(&alice, &m);
    for _ in 0..3 {
        fake.fail_next(
            "POST",
            &callback_of(&command),
            500,
            json!({"message": SERVER_ERROR, "code": 0}),
        );
    }
    fake.send(&command).await;
    let posted = fake.channel_message(86, 0).await;
    assert!(
        posted.content().contains(&format!("`{m}`")),
        "{}",
        posted.content()
    );
    assert!(posted.png().is_some());
    assert_eq!(
        bot.service.game(game).await.unwrap().ply(),
        3,
        "every move stands"
    );
    // The board before it lost its menu: the bot knew which message it was.
    let posted_id = posted.message_id.clone().expect("the posted board");
    assert!(
        fake.controls_now(&posted_id)
            .iter()
            .any(|c| c.starts_with("konane:move:"))
    );
    fake.controls_become(&second_id, &[]).await;
    only_the_injected_faults_failed(fake);
    nobody_was_told_a_stored_move_failed(fake);
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_old_boards_edit_refused_for_a_while_is_sent_again() {
    let Some(bot) = start().await else {
        return;
    };
    let fake = &bot.fake;
    let (alice, bob) = (user(8611, "Alice"), user(8612, "Bob"));
    let (game, first) = begin(&bot, 87, &alice, &bob).await;
    let first_id = first.message_id.clone().expect("the first board");
    fake.fail_next(
        "PATCH",
        &format!("/messages/{first_id}"),
        429,
        json!({"message": "You are being rate limited.", "retry_after": 0.3, "global": false}),
    );
    fake.fail_next(
        "PATCH",
        &format!("/messages/{first_id}"),
        502,
        json!(EDGE_502),
    );
    let m = a_move(&bot, game).await;
    fake.interact(slash(
        fake,
        87,
        &alice,
        "move",
        vec![opt("move", 3, json!(m))],
        &[],
    ))
    .await;
    assert!(fake.refused(0).await.ends_with("429"));
    assert!(fake.refused(1).await.ends_with("502"));
    fake.controls_become(&first_id, &[format!("konane:follow:{}", game.0)])
        .await;
    bot.stop().await;
}

/// Discord's 429s are waited out as long as they say, past a second, and a
/// global one too: the thread is started once, the move answered once.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn rate_limits_are_waited_out_as_long_as_discord_says() {
    let Some(bot) = start_with_threads().await else {
        return;
    };
    let fake = &bot.fake;
    let (alice, bob) = (user(8621, "Alice"), user(8622, "Bob"));
    fake.fail_next(
        "POST",
        "/threads",
        429,
        json!({"message": "You are being rate limited.", "retry_after": 1.5, "global": false}),
    );
    fake.interact(slash(
        fake,
        88,
        &alice,
        "challenge",
        vec![opt("opponent", 6, bob["id"].clone())],
        std::slice::from_ref(&bob),
    ))
    .await;
    let thread = fake.thread_started(0).await;
    let tries = fake.request_times("POST", "/threads");
    assert!(tries.len() == 2 && tries[1] - tries[0] >= Duration::from_millis(1500));
    assert_eq!(fake.threads().len(), 1, "one thread");
    let asked = fake.channel_message(thread, 0).await;
    let (accept, _) = component(&asked, "konane:accept:");
    let game = game_of(&accept);
    fake.interact(click(fake, thread, &bob, &accept, &[])).await;

    // A global limit on a move's answer: waited out, answered once.
    let m = a_move(&bot, game).await;
    let mover = bot.service.game(game).await.unwrap().player_to_move();
    let mover = if mover == Some(konane_bot::values::UserId(8621)) {
        &alice
    } else {
        &bob
    };
    let command = slash(
        fake,
        thread,
        mover,
        "move",
        vec![opt("move", 3, json!(m))],
        &[],
    );
    fake.fail_next(
        "POST",
        &callback_of(&command),
        429,
        json!({"message": "You are being rate limited.", "retry_after": 1.0, "global": true}),
    );
    let board = fake.interact(command.clone()).await;
    assert!(board.png().is_some(), "{}", board.content());
    let tries = fake.request_times("POST", &callback_of(&command));
    assert_eq!(tries.len(), 2, "tried once more, not again after");
    assert!(tries[1] - tries[0] >= Duration::from_secs(1));
    assert_eq!(bot.service.game(game).await.unwrap().ply(), 1);
    bot.stop().await;
}

/// A move picked from the menu whose answer is lost (Discord's edge answers
/// 502 after showing it), and whose read-back fails once too: the board is
/// shown once, the old board's menu is retired, nobody is told it failed.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_picked_move_whose_answer_and_read_back_fail_is_shown_once() {
    let Some(bot) = start().await else {
        return;
    };
    let fake = &bot.fake;
    let (alice, bob) = (user(8631, "Alice"), user(8632, "Bob"));
    let (game, first) = begin(&bot, 89, &alice, &bob).await;
    let first_id = first.message_id.clone().expect("the first board");
    let m = a_move(&bot, game).await;
    let menu = format!("konane:move:{}:0", game.0);
    let picked = click(fake, 89, &alice, &menu, &[&m]);
    fake.fail_after_serving("POST", &callback_of(&picked), 502, json!(EDGE_502));
    let token = picked["token"].as_str().expect("a token");
    let read_back = format!("{token}/messages/@original");
    fake.fail_next("GET", &read_back, 502, json!(EDGE_502));
    let board = fake.interact(picked.clone()).await;
    assert!(fake.refused(0).await.ends_with("502"));
    assert!(fake.refused(1).await.starts_with("GET"));
    eventually("the answer was never read back again", || async {
        (fake.request_times("GET", &read_back).len() == 2).then_some(())
    })
    .await;
    assert!(board.png().is_some(), "{}", board.content());
    fake.controls_become(&first_id, &[format!("konane:follow:{}", game.0)])
        .await;
    let boards = fake.all_sent().iter().filter(|s| s.png().is_some()).count();
    assert_eq!(boards, 2, "the first board and this one, each once");
    nobody_was_told_a_stored_move_failed(fake);
    assert_eq!(bot.service.game(game).await.unwrap().ply(), 1);
    bot.stop().await;
}

/// An old board's edit that fails every try is owed, not forgotten: the
/// scheduler sends it again once its wait is over.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_old_boards_edit_that_keeps_failing_is_owed_and_sent_later() {
    let Some(bot) = start().await else {
        return;
    };
    let fake = &bot.fake;
    let (alice, bob) = (user(8641, "Alice"), user(8642, "Bob"));
    let (game, first) = begin(&bot, 90, &alice, &bob).await;
    let first_id = first.message_id.clone().expect("the first board");
    let edits = format!("/messages/{first_id}");
    for _ in 0..3 {
        fake.fail_next(
            "PATCH",
            &edits,
            500,
            json!({"message": SERVER_ERROR, "code": 0}),
        );
    }
    let m = a_move(&bot, game).await;
    let command = slash(
        fake,
        90,
        &alice,
        "move",
        vec![opt("move", 3, json!(m))],
        &[],
    );
    fake.interact(command).await;
    assert!(fake.refused(2).await.ends_with("500"));
    // Given up for now: the board keeps its menu until the owed edit is due.
    tokio::time::sleep(Duration::from_millis(600)).await;
    assert_eq!(fake.request_times("PATCH", &edits).len(), 3);
    bot.clock.advance(Duration::from_secs(31));
    fake.controls_become(&first_id, &[format!("konane:follow:{}", game.0)])
        .await;
    assert_eq!(
        fake.request_times("PATCH", &edits).len(),
        4,
        "sent once more"
    );
    bot.stop().await;
}

/// A post whose answer is lost (Discord made it, then answered 500) is sent
/// again with its nonce: Discord answers with the message made, so the
/// board is in the channel once.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_post_sent_again_after_a_lost_answer_is_not_doubled() {
    let Some(bot) = start().await else {
        return;
    };
    let fake = &bot.fake;
    let (alice, bob) = (user(8651, "Alice"), user(8652, "Bob"));
    let (game, _) = begin(&bot, 91, &alice, &bob).await;
    let m = a_move(&bot, game).await;
    let command = slash(
        fake,
        91,
        &alice,
        "move",
        vec![opt("move", 3, json!(m))],
        &[],
    );
    for _ in 0..3 {
        fake.fail_next(
            "POST",
            &callback_of(&command),
            500,
            json!({"message": SERVER_ERROR, "code": 0}),
        );
    }
    let posts = "/channels/91/messages";
    fake.fail_after_serving(
        "POST",
        posts,
        500,
        json!({"message": SERVER_ERROR, "code": 0}),
    );
    fake.send(&command).await;
    let posted = fake.channel_message(91, 0).await;
    assert!(posted.png().is_some(), "{}", posted.content());
    eventually("the post was never sent again", || async {
        (fake.request_times("POST", posts).len() == 2).then_some(())
    })
    .await;
    let here = fake
        .channel_messages()
        .into_iter()
        .filter(|s| s.channel.as_deref() == Some("91"))
        .count();
    assert_eq!(here, 1, "the board is posted once");
    assert_eq!(bot.service.game(game).await.unwrap().ply(), 1);
    only_the_injected_faults_failed(fake);
    bot.stop().await;
}

/// A post Discord fails every try is owed, not lost: the scheduler sends it
/// once its wait is over, with its text and board, once.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_post_that_keeps_failing_is_owed_and_sent_later() {
    let Some(bot) = start().await else {
        return;
    };
    let fake = &bot.fake;
    let (alice, bob) = (user(8661, "Alice"), user(8662, "Bob"));
    let (game, _) = begin(&bot, 92, &alice, &bob).await;
    let m = a_move(&bot, game).await;
    let command = slash(
        fake,
        92,
        &alice,
        "move",
        vec![opt("move", 3, json!(m))],
        &[],
    );
    let posts = "/channels/92/messages";
    let callback = callback_of(&command);
    for path in [callback.as_str(); 3].into_iter().chain([posts; 3]) {
        fake.fail_next(
            "POST",
            path,
            500,
            json!({"message": SERVER_ERROR, "code": 0}),
        );
    }
    fake.send(&command).await;
    assert!(fake.refused(5).await.ends_with("500"));
    tokio::time::sleep(Duration::from_millis(600)).await;
    assert_eq!(fake.request_times("POST", posts).len(), 3);
    assert_eq!(
        bot.service.game(game).await.unwrap().ply(),
        1,
        "the move stands"
    );

    bot.clock.advance(Duration::from_secs(31));
    let posted = fake.channel_message(92, 0).await;
    assert!(
        posted.content().contains(&format!("`{m}`")),
        "{}",
        posted.content()
    );
    assert!(posted.png().is_some(), "the board came with it");
    let posted_id = posted.message_id.clone().expect("the owed post");
    assert!(
        fake.controls_now(&posted_id).is_empty(),
        "late, it carries no controls"
    );
    // Sent, it is owed no more: time moving on sends nothing else.
    bot.clock.advance(Duration::from_secs(600));
    tokio::time::sleep(Duration::from_millis(600)).await;
    assert_eq!(fake.request_times("POST", posts).len(), 4);
    only_the_injected_faults_failed(fake);
    bot.stop().await;
}

/// Answers two seconds late, and the gateway cut without a close frame: the
/// bot waits the slow answers out, resumes its session, and goes on; every
/// move stands once and is shown once.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn slow_answers_and_a_dropped_gateway_lose_nothing() {
    let Some(bot) = start().await else {
        return;
    };
    let fake = &bot.fake;
    let (alice, bob) = (user(8671, "Alice"), user(8672, "Bob"));
    let (game, first) = begin(&bot, 93, &alice, &bob).await;
    let first_id = first.message_id.clone().expect("the first board");
    let move_by = |player: &Value, m: &str| {
        slash(
            fake,
            93,
            player,
            "move",
            vec![opt("move", 3, json!(m))],
            &[],
        )
    };

    // The move's answer and the old board's edit, each two seconds late.
    let m = a_move(&bot, game).await;
    let command = move_by(&alice, &m);
    let slow = Duration::from_secs(2);
    fake.slow_next("POST", &callback_of(&command), slow);
    fake.slow_next("PATCH", &format!("/messages/{first_id}"), slow);
    let board = fake.interact(command).await;
    assert!(
        board.content().contains(&format!("`{m}`")),
        "{}",
        board.content()
    );
    fake.controls_become(&first_id, &[format!("konane:follow:{}", game.0)])
        .await;

    // The connection drops; the bot notices, connects again and resumes.
    fake.drop_gateways();
    eventually("the bot never resumed its session", || async {
        (fake.resumed() >= 1).then_some(())
    })
    .await;
    let m = a_move(&bot, game).await;
    let board = fake.interact(move_by(&bob, &m)).await;
    assert!(
        board.content().contains(&format!("`{m}`")),
        "{}",
        board.content()
    );
    assert_eq!(bot.service.game(game).await.unwrap().ply(), 2);
    let boards = fake
        .all_sent()
        .into_iter()
        .filter(|s| s.png().is_some())
        .count();
    assert_eq!(boards, 3, "the first board and one for each move");
    nobody_was_told_a_stored_move_failed(fake);
    let lost = fake.take_failures();
    assert!(lost.is_empty(), "{lost:?}");
    bot.stop().await;
}

/// Whether the bot answered `click` with a "thinking…". On a machine so
/// loaded that storing the move outlasted the deferral's clock, the click
/// was acknowledged silently instead: no "thinking…" is there to fill, and
/// the lost follow-up's board goes to the channel (one made can't be told
/// apart from it).
fn thought_aloud(fake: &FakeDiscord, click: &Value) -> bool {
    let id = click["id"].as_str().expect("an id");
    let thought = fake.all_sent().iter().any(|s| {
        s.interaction.as_deref() == Some(id) && s.kind == "callback" && s.payload["type"] == 5
    });
    if !thought {
        eprintln!("the click was acknowledged silently (a slow machine)");
    }
    thought
}

/// A move against the bot is answered after a "thinking…": a follow-up that
/// Discord fails is not mistaken for the "thinking…" it was to fill. Lost
/// before it was made, the board fills the "thinking…" by an edit; made,
/// with its answer lost, it is seen there and not sent again.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_failed_follow_up_after_thinking_is_shown_once() {
    let Some(bot) = start().await else {
        return;
    };
    let fake = &bot.fake;
    let alice = user(8681, "Alice");
    let channel = 94;
    let (_, mut board) = play_the_bot(&bot, channel, &alice).await;
    let follow_up_of = |interaction: &Value| {
        format!(
            "/webhooks/{}/token-{}",
            fake_discord::APP_ID,
            interaction["id"].as_str().expect("an id")
        )
    };
    let mut posted_instead = 0;
    for (made, n) in [(false, 0), (true, 1)] {
        let (menu, choices) = component(&board, "konane:move:");
        let game = game_of(&menu);
        let before = bot.service.game(game).await.unwrap().ply();
        let pick = click(fake, channel, &alice, &menu, &[&choices[0]]);
        let error = json!({"message": SERVER_ERROR, "code": 0});
        if made {
            fake.fail_after_serving("POST", &follow_up_of(&pick), 500, error);
        } else {
            fake.fail_next("POST", &follow_up_of(&pick), 500, error);
        }
        fake.send(&pick).await;
        assert!(fake.refused(n).await.ends_with("500"));
        eventually("the bot never answered", || async {
            let ply = bot.service.game(game).await.unwrap().ply();
            (ply == before + 2).then_some(())
        })
        .await;
        let silent = !thought_aloud(fake, &pick);
        board = if silent {
            posted_instead += 1;
            fake.channel_message(channel, posted_instead - 1).await
        } else {
            let kind = if made { "followup" } else { "edit" };
            fake.reply_to(&pick, kind).await
        };
        assert!(
            board.content().contains("I played `"),
            "{}",
            board.content()
        );
        assert!(board.png().is_some(), "{}", board.content());
        let board_id = board.message_id.clone().expect("the board's message");
        assert!(
            fake.controls_now(&board_id)
                .iter()
                .any(|c| c.starts_with("konane:move:")),
            "the board shown is the live one"
        );
    }
    tokio::time::sleep(Duration::from_millis(500)).await;
    let in_channel = fake
        .channel_messages()
        .into_iter()
        .filter(|s| s.channel.as_deref() == Some("94"))
        .count();
    assert_eq!(
        in_channel, posted_instead,
        "each board was shown once, where it was asked"
    );
    only_the_injected_faults_failed(fake);
    bot.stop().await;
}
