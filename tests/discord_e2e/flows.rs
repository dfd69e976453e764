//! Every button and command a player uses, end to end.

use konane_bot::values::GameStatus;

use super::*;

/// The board's Resign button asks privately; "Yes, resign" ends the game in public.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn resigning_through_the_confirmation_button() {
    let Some(bot) = start().await else {
        return;
    };
    let fake = &bot.fake;
    let (alice, bob) = (user(9101, "Alice"), user(9102, "Bob"));
    let (game, board) = begin(&bot, 91, &alice, &bob).await;
    let (resign, _) = component(&board, "konane:resign:");
    let ask = fake.interact(click(fake, 91, &bob, &resign, &[])).await;
    assert!(ask.is_ephemeral(), "{}", ask.content());
    let (confirm, _) = component(&ask, "konane:resign-confirm:");
    assert_eq!(
        bot.service.game(game).await.unwrap().status,
        GameStatus::Active,
        "asking changes nothing"
    );
    let over = fake.interact(click(fake, 91, &bob, &confirm, &[])).await;
    assert!(!over.is_ephemeral(), "{}", over.content());
    assert!(
        over.content().contains("resigned") && over.content().contains("Game over"),
        "{}",
        over.content()
    );
    let view = bot.service.game(game).await.unwrap();
    assert_eq!(view.status, GameStatus::Finished);
    assert_eq!(
        view.game.outcome().map(|o| o.winner),
        Some(konane_bot::engine::Color::Black)
    );
    // The confirmation, clicked again, finds the game over.
    let again = fake.interact(click(fake, 91, &bob, &confirm, &[])).await;
    assert!(
        again.is_ephemeral() && again.content().contains("already over"),
        "{}",
        again.content()
    );
    bot.stop().await;
}

/// A hint in a game against the bot, privately, with a picture; a member
/// who isn't the player to move is told to wait for their turn.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn hints_in_a_game_against_the_bot() {
    let Some(bot) = start().await else {
        return;
    };
    let fake = &bot.fake;
    let (alice, carol) = (user(9201, "Alice"), user(9203, "Carol"));
    let (game, _) = play_the_bot(&bot, 92, &alice).await;
    let hint = slash(fake, 92, &alice, "hint", vec![], &[]);
    let ack = fake.interact(hint.clone()).await;
    assert!(ack.is_ephemeral(), "a private deferral");
    let hint = fake.reply_to(&hint, "followup").await;
    assert!(
        hint.content().contains("Hint for black"),
        "{}",
        hint.content()
    );
    assert!(hint.png().is_some(), "the hint shows the board");
    let suggested = hint
        .content()
        .split('`')
        .nth(1)
        .map(String::from)
        .expect("a move in backticks");
    assert!(
        legal_moves(&bot, game).await.contains(&suggested),
        "{suggested} is legal"
    );
    let not_yours = fake
        .interact(slash(fake, 92, &carol, "hint", vec![], &[]))
        .await;
    assert!(
        not_yours.is_ephemeral() && not_yours.content().contains("wait for your turn"),
        "{}",
        not_yours.content()
    );
    bot.stop().await;
}

/// The scheduler posts half-time reminders and expired challenges in the
/// game's channel, naming the players.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn reminders_and_expired_challenges_are_posted() {
    let Some(bot) = start().await else {
        return;
    };
    let fake = &bot.fake;
    let (alice, bob) = (user(9301, "Alice"), user(9302, "Bob"));
    let (game, _) = begin(&bot, 93, &alice, &bob).await;
    make_due(&bot, game, "reminder_at").await;
    let reminder = fake.channel_message(93, 0).await;
    assert!(
        reminder.content().contains("<@9301>") && reminder.content().contains("your move"),
        "{}",
        reminder.content()
    );
    let (open, _) = challenge(&bot, 94, &alice, &bob, vec![]).await;
    make_due(&bot, open, "expires_at").await;
    let expired = fake.channel_message(94, 0).await;
    assert!(
        expired.content().contains("expired")
            && expired.content().contains("<@9301>")
            && expired.content().contains("<@9302>"),
        "{}",
        expired.content()
    );
    assert_eq!(
        bot.service.game(open).await.unwrap().status,
        GameStatus::Expired
    );
    bot.stop().await;
}

/// `stats`, `history` and `cancel` through Discord, against what the service recorded.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn stats_history_and_cancel() {
    let Some(bot) = start().await else {
        return;
    };
    let fake = &bot.fake;
    let (alice, bob) = (user(9401, "Alice"), user(9402, "Bob"));
    let (game, _) = begin(&bot, 95, &alice, &bob).await;
    fake.interact(slash(fake, 95, &bob, "resign", vec![], &[]))
        .await;
    let stats = fake
        .interact(slash(fake, 95, &alice, "stats", vec![], &[]))
        .await;
    let text = stats.content();
    // Bob resigned before either moved: a casual game, counted apart from the rated ones.
    assert!(
        text.contains("<@9401>")
            && text.contains("no rating yet")
            && text.contains("rated games: 0 won, 0 lost")
            && text.contains("casual games: 1 won, 0 lost"),
        "{text}"
    );
    assert!(
        text.contains(&format!(
            "#{game}: beat <@9402>, who resigned (black, no moves, casual)"
        )),
        "{text}"
    );
    let history = fake
        .interact(slash(
            fake,
            95,
            &alice,
            "history",
            vec![opt("user", 6, bob["id"].clone())],
            std::slice::from_ref(&bob),
        ))
        .await;
    let text = history.content();
    assert!(
        text.contains(&format!("#{game}"))
            && text.contains("resigned against <@9401> (white, no moves, casual)"),
        "{text}"
    );
    let (open, _) = challenge(&bot, 95, &alice, &bob, vec![]).await;
    let not_mine = fake
        .interact(slash(fake, 95, &bob, "cancel", vec![], &[]))
        .await;
    assert!(not_mine.is_ephemeral(), "{}", not_mine.content());
    let cancelled = fake
        .interact(slash(fake, 95, &alice, "cancel", vec![], &[]))
        .await;
    assert!(
        !cancelled.is_ephemeral() && cancelled.content().contains("withdrew"),
        "{}",
        cancelled.content()
    );
    assert_eq!(
        bot.service.game(open).await.unwrap().status,
        GameStatus::Cancelled
    );
    bot.stop().await;
}

/// The menu lists exactly the legal moves; a resignation racing a move
/// settles the game once, whichever arrives first.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_resignation_racing_a_move() {
    let Some(bot) = start().await else {
        return;
    };
    let fake = &bot.fake;
    let (alice, bob) = (user(9501, "Alice"), user(9502, "Bob"));
    let (game, _) = begin(&bot, 96, &alice, &bob).await;
    // Both players move first, so that the game is rated.
    let mut board = None;
    for player in [&alice, &bob] {
        let m = legal_moves(&bot, game).await.remove(0);
        board = Some(
            fake.interact(slash(
                fake,
                96,
                player,
                "move",
                vec![opt("move", 3, json!(m))],
                &[],
            ))
            .await,
        );
    }
    let board = board.expect("a board");
    let (menu, choices) = component(&board, "konane:move:");
    let legal = legal_moves(&bot, game).await;
    assert_eq!(choices, legal);
    let moving = click(fake, 96, &alice, &menu, &[&choices[0]]);
    let resigning = slash(fake, 96, &bob, "resign", vec![], &[]);
    fake.send(&moving).await;
    fake.send(&resigning).await;
    let moved = fake.reply_to(&moving, "callback").await;
    let resigned = fake.reply_to(&resigning, "callback").await;
    assert!(
        !resigned.is_ephemeral() && resigned.content().contains("resigned"),
        "Bob may always resign a running game: {}",
        resigned.content()
    );
    let view = bot.service.game(game).await.unwrap();
    assert_eq!(view.status, GameStatus::Finished);
    if moved.is_ephemeral() {
        // The resignation came first: the move found the game over.
        assert!(moved.content().contains("over"), "{}", moved.content());
        assert_eq!(view.ply(), 2);
    } else {
        assert_eq!(view.ply(), 3);
    }
    let changes = bot.service.rating_changes(game).await.unwrap();
    assert_eq!(changes.len(), 2, "rated once: {changes:?}");
    bot.stop().await;
}

/// A replay of a game that isn't there is refused privately, before any
/// deferral (which would have made the answer public).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn replay_refusals_are_private() {
    let Some(bot) = start().await else {
        return;
    };
    let fake = &bot.fake;
    let alice = user(9601, "Alice");
    let ask = slash(
        fake,
        97,
        &alice,
        "replay",
        vec![opt("game", 4, json!(4242))],
        &[],
    );
    let first = fake.interact(ask.clone()).await;
    // Were it deferred publicly, the fake would refuse a private follow-up here.
    let answer = if first.payload["type"] == 5 {
        fake.reply_to(&ask, "followup").await
    } else {
        first.clone()
    };
    assert!(
        answer.is_ephemeral() && answer.content().contains("no game #4242"),
        "{}",
        answer.content()
    );
    assert_eq!(first.payload["type"], 4, "answered at once, not deferred");
    bot.stop().await;
}

/// Mentions ping only whom a message is for: the challenged player, the
/// player to move on a new board, both players at the end, the player
/// reminded; tables, replays and refusals ping nobody. Names in replays are
/// text, whatever markup a nickname holds.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn mentions_ping_only_whom_a_message_is_for() {
    let Some(bot) = start().await else {
        return;
    };
    let fake = &bot.fake;
    let alice = user(9701, "**Alice** <@9702>");
    let bob = user(9702, "Bob");
    let nobody: Vec<String> = Vec::new();
    let pings = |sent: &Sent| {
        sent.pings()
            .unwrap_or_else(|| panic!("no allowed_mentions in {:?}", sent.message()))
    };
    let (game, board) = begin(&bot, 98, &alice, &bob).await;
    assert_eq!(
        pings(&board),
        ["9701"],
        "the first board: Alice (black) to move"
    );
    let view = bot.service.game(game).await.unwrap();
    let m = view.game.legal_moves()[0].to_string();
    let moved = fake
        .interact(slash(
            fake,
            98,
            &alice,
            "move",
            vec![opt("move", 3, json!(m))],
            &[],
        ))
        .await;
    assert_eq!(pings(&moved), ["9702"], "then Bob");
    let again = fake
        .interact(slash(fake, 98, &bob, "board", vec![], &[]))
        .await;
    assert_eq!(pings(&again), nobody, "showing the board again is no news");
    make_due(&bot, game, "reminder_at").await;
    assert_eq!(
        pings(&fake.channel_message(98, 0).await),
        ["9702"],
        "the reminder"
    );
    let refused = fake
        .interact(slash(
            fake,
            98,
            &alice,
            "move",
            vec![opt("move", 3, json!(m))],
            &[],
        ))
        .await;
    assert!(refused.is_ephemeral());
    assert_eq!(
        pings(&refused),
        nobody,
        "a refusal mentions Bob without a ping"
    );
    let over = fake
        .interact(slash(fake, 98, &bob, "resign", vec![], &[]))
        .await;
    assert_eq!(pings(&over), ["9701", "9702"], "the result: both");
    for sub in ["leaderboard", "stats", "history"] {
        let table = fake
            .interact(slash(fake, 98, &alice, sub, vec![], &[]))
            .await;
        assert_eq!(pings(&table), nobody, "{sub}");
    }
    let (rematch, _) = component(&over, "konane:rematch:");
    let asked = fake.interact(click(fake, 98, &bob, &rematch, &[])).await;
    assert_eq!(
        pings(&asked),
        ["9701"],
        "a challenge: the challenged player"
    );
    let (decline, _) = component(&asked, "konane:decline:");
    let declined = fake.interact(click(fake, 98, &alice, &decline, &[])).await;
    assert_eq!(pings(&declined), nobody);
    let ask = slash(
        fake,
        98,
        &bob,
        "replay",
        vec![opt("game", 4, json!(game.0))],
        &[],
    );
    fake.interact(ask.clone()).await;
    let replay = fake.reply_to(&ask, "followup").await;
    assert_eq!(pings(&replay), nobody);
    assert!(
        replay
            .content()
            .contains("\\*\\*Alice\\*\\* \\<\\@9702\\> (black) against Bob (white)"),
        "{}",
        replay.content()
    );
    bot.stop().await;
}

/// `/konane board text:true` answers privately with the grid a screen
/// reader can read; `/konane replay` without a number, after the game
/// ended, replays the channel's last game.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_board_as_text_and_the_last_game_replayed() {
    let Some(bot) = start().await else {
        return;
    };
    let fake = &bot.fake;
    let (alice, bob) = (user(9801, "Alice"), user(9802, "Bob"));
    let (game, _) = begin(&bot, 99, &alice, &bob).await;
    let as_text = fake
        .interact(slash(
            fake,
            99,
            &bob,
            "board",
            vec![opt("text", 5, json!(true))],
            &[],
        ))
        .await;
    assert!(as_text.is_ephemeral(), "{}", as_text.content());
    let view = bot.service.game(game).await.unwrap();
    let grid = konane_bot::render::text_board(view.game.position());
    assert!(
        as_text.content().contains(&format!("```\n{grid}\n```")),
        "{}",
        as_text.content()
    );
    assert!(
        as_text.content().contains("Alice (black) to move"),
        "{}",
        as_text.content()
    );
    fake.interact(slash(fake, 99, &bob, "resign", vec![], &[]))
        .await;
    let ask = slash(fake, 99, &alice, "replay", vec![], &[]);
    fake.interact(ask.clone()).await;
    let replay = fake.reply_to(&ask, "followup").await;
    assert!(
        replay.content().starts_with(&format!("Game #{game}:")),
        "{}",
        replay.content()
    );
    assert!(replay.files.iter().any(|(name, _)| name.ends_with(".gif")));
    bot.stop().await;
}
