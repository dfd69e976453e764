//! Playing as a community does: a thread per game, open challenges, casual
//! games, aborts by players and moderators, and the rules.

use fake_discord::{BOT_PERMISSIONS, EVERYTHING, MEMBER};
use konane_bot::values::{GameStatus, GuildId};

use super::*;

/// Manage Messages: what makes a member a moderator for the bot.
const MANAGE_MESSAGES: u64 = 1 << 13;

/// `from` plays the first legal move of `game` with `/konane move` in `channel`.
async fn first_move(bot: &Bot, channel: u64, from: &Value, game: GameId) -> Sent {
    let m = legal_moves(bot, game).await.remove(0);
    let fake = &bot.fake;
    let played = fake
        .interact(slash(
            fake,
            channel,
            from,
            "move",
            vec![opt("move", 3, json!(m))],
            &[],
        ))
        .await;
    assert!(!played.is_ephemeral(), "{m}: {}", played.content());
    played
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn each_game_gets_a_thread_and_plays_there_side_by_side() {
    let Some(bot) = start_with_threads().await else {
        return;
    };
    let fake = &bot.fake;
    let (alice, bob) = (user(9501, "Alice"), user(9502, "Bob"));
    let (carol, dave) = (user(9503, "Carol"), user(9504, "Dave"));
    let commands = fake.registered_commands().await;
    let black = choice(&commands, "challenge", "colour", "black");

    // The channel gets one short message; the challenge itself is in the thread.
    let announced = fake
        .interact(slash(
            fake,
            CHANNEL,
            &alice,
            "challenge",
            vec![opt("opponent", 6, bob["id"].clone()), black.clone()],
            std::slice::from_ref(&bob),
        ))
        .await;
    assert!(announced.components().is_empty(), "{}", announced.content());
    assert_eq!(announced.pings(), Some(vec![]), "the channel isn't pinged");
    let thread = fake.thread_started(0).await;
    let threads = fake.threads();
    assert_eq!(threads[0].parent, CHANNEL.to_string());
    assert_eq!(threads[0].name, "Alice vs Bob · 8×8");
    let asked = fake.channel_message(thread, 0).await;
    assert_eq!(
        asked.pings(),
        Some(vec![bob["id"].as_str().unwrap().to_string()])
    );
    let (accept, _) = component(&asked, "konane:accept:");
    let game = game_of(&accept);
    let linked = fake.more_for(&announced, "edit", false).await;
    assert!(
        linked.content().contains(&format!("<#{thread}>")),
        "the announcement links the thread: {}",
        linked.content()
    );

    // A second game under the same channel, while the first is open.
    let other = fake
        .interact(slash(
            fake,
            CHANNEL,
            &carol,
            "challenge",
            vec![opt("opponent", 6, dave["id"].clone())],
            std::slice::from_ref(&dave),
        ))
        .await;
    assert!(!other.is_ephemeral(), "{}", other.content());
    let second_thread = fake.thread_started(1).await;
    assert_ne!(second_thread, thread);
    let second_asked = fake.channel_message(second_thread, 0).await;
    assert!(
        second_asked.content().contains("colour picked at random"),
        "{}",
        second_asked.content()
    );
    let second_game = game_of(&component(&second_asked, "konane:accept:").0);
    let second_board = fake
        .interact(click(
            fake,
            second_thread,
            &dave,
            &component(&second_asked, "konane:accept:").0,
            &[],
        ))
        .await;
    assert!(second_board.png().is_some());

    // The first game plays in its thread: accept, moves, the end.
    let board = fake.interact(click(fake, thread, &bob, &accept, &[])).await;
    assert_picture_matches(&bot, &board, game).await;
    assert!(
        board.content().contains("New to the bot?"),
        "a first-timer is told how to move: {}",
        board.content()
    );
    first_move(&bot, thread, &alice, game).await;
    first_move(&bot, thread, &bob, game).await;
    let over = fake
        .interact(slash(fake, thread, &bob, "resign", vec![], &[]))
        .await;
    assert!(over.content().contains("Game over"), "{}", over.content());
    for view in [
        bot.service.game(game).await.unwrap(),
        bot.service.game(second_game).await.unwrap(),
    ] {
        assert_eq!(
            view.place.parent,
            Some(konane_bot::values::ChannelId(CHANNEL))
        );
    }
    assert_eq!(
        bot.service.game(second_game).await.unwrap().status,
        GameStatus::Active,
        "the other game runs on"
    );
    // The channel hears the result, and the thread is archived.
    let result = fake.channel_message(CHANNEL, 0).await;
    assert!(
        result.content().contains(&format!("<#{thread}>")) && result.content().contains("beat"),
        "{}",
        result.content()
    );
    fake.archived(thread).await;
    assert!(
        !fake.threads()[1].archived,
        "a running game's thread stays open"
    );
    // Every message of the game went to its thread, none to the channel but the result.
    for sent in fake.channel_messages() {
        let channel = sent.channel.clone().unwrap_or_default();
        assert!(
            channel != CHANNEL.to_string() || sent.content().contains("beat"),
            "posted in the channel: {}",
            sent.content()
        );
    }
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_open_challenge_is_taken_by_a_third_member() {
    let Some(bot) = start_with_threads().await else {
        return;
    };
    let fake = &bot.fake;
    let (alice, carol) = (user(9511, "Alice"), user(9513, "Carol"));
    let commands = fake.registered_commands().await;
    let black = choice(&commands, "challenge", "colour", "black");
    let announced = fake
        .interact(slash(fake, CHANNEL, &alice, "challenge", vec![black], &[]))
        .await;
    assert!(
        announced.content().contains("anyone"),
        "{}",
        announced.content()
    );
    let thread = fake.thread_started(0).await;
    assert_eq!(fake.threads()[0].name, "Alice vs anyone · 8×8");
    let asked = fake.channel_message(thread, 0).await;
    assert_eq!(
        asked.pings(),
        Some(vec![]),
        "an open challenge pings nobody"
    );
    let ids: Vec<String> = asked.components().into_iter().map(|(id, _)| id).collect();
    assert!(
        ids.len() == 2
            && ids[0].starts_with("konane:accept:")
            && ids[1].starts_with("konane:cancel:"),
        "nobody can decline an open challenge; its challenger may withdraw it: {ids:?}"
    );
    let own = fake
        .interact(click(fake, thread, &alice, &ids[0], &[]))
        .await;
    assert!(
        own.is_ephemeral() && own.content().contains("your own challenge"),
        "{}",
        own.content()
    );
    let board = fake
        .interact(click(fake, thread, &carol, &ids[0], &[]))
        .await;
    let game = game_of(&ids[0]);
    assert_picture_matches(&bot, &board, game).await;
    let view = bot.service.game(game).await.unwrap();
    assert_eq!(
        (view.black, view.white),
        (
            Some(konane_bot::values::UserId(9511)),
            Some(konane_bot::values::UserId(9513))
        )
    );
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn without_thread_permissions_the_game_plays_in_the_channel() {
    let Some(bot) = start_with_threads().await else {
        return;
    };
    let fake = &bot.fake;
    let (alice, bob) = (user(9521, "Alice"), user(9522, "Bob"));
    // Discord refuses the thread although the interaction said we may.
    fake.fail_next(
        "POST",
        "/threads",
        403,
        json!({"message": "Missing Permissions", "code": 50013}),
    );
    let announced = fake
        .interact(slash(
            fake,
            CHANNEL,
            &alice,
            "challenge",
            vec![opt("opponent", 6, bob["id"].clone())],
            std::slice::from_ref(&bob),
        ))
        .await;
    assert!(fake.refused(0).await.ends_with("403"));
    fake.more_for(&announced, "delete", false).await;
    let challenge = fake.more_for(&announced, "followup", false).await;
    let (accept, _) = component(&challenge, "konane:accept:");
    assert_eq!(challenge.pings(), Some(vec!["9522".to_string()]));
    let told = fake.more_for(&announced, "followup", true).await;
    assert!(
        told.content().contains("Create Public Threads"),
        "{}",
        told.content()
    );
    let board = fake
        .interact(click(fake, CHANNEL, &bob, &accept, &[]))
        .await;
    assert_picture_matches(&bot, &board, game_of(&accept)).await;
    assert!(fake.threads().is_empty());

    // Where the interaction already says we can't, no thread is tried.
    fake.set_app_permissions(EVERYTHING);
    let asked = fake
        .interact(slash(
            fake,
            CHANNEL + 1,
            &alice,
            "challenge",
            vec![opt("opponent", 6, bob["id"].clone())],
            std::slice::from_ref(&bob),
        ))
        .await;
    component(&asked, "konane:accept:");
    let told = fake.more_for(&asked, "followup", true).await;
    assert!(told.content().contains("plays here"), "{}", told.content());
    fake.set_app_permissions(BOT_PERMISSIONS);
    assert!(fake.threads().is_empty());

    // Refused for another reason than permissions: the note says so, and
    // doesn't send an admin after permissions the bot has.
    fake.fail_next(
        "POST",
        "/threads",
        400,
        json!({"message": "Cannot execute action on this channel type", "code": 50024}),
    );
    let asked = fake
        .interact(slash(
            fake,
            CHANNEL + 2,
            &alice,
            "challenge",
            vec![opt("opponent", 6, bob["id"].clone())],
            std::slice::from_ref(&bob),
        ))
        .await;
    let told = fake.more_for(&asked, "followup", true).await;
    assert!(
        told.content().contains("wouldn't start a thread")
            && !told.content().contains("Create Public Threads"),
        "{}",
        told.content()
    );
    assert!(fake.threads().is_empty());
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn aborts_by_a_player_and_a_moderator_and_one_refused() {
    let Some(bot) = start().await else {
        return;
    };
    let fake = &bot.fake;
    let (alice, bob) = (user(9531, "Alice"), user(9532, "Bob"));
    let (carol, mod_dave) = (user(9533, "Carol"), user(9534, "Dave"));
    for member in [9531, 9532, 9533] {
        fake.set_permissions(member, MEMBER);
    }
    fake.set_permissions(9534, MEMBER | MANAGE_MESSAGES);

    // A player, before both have moved.
    let (game, _) = begin(&bot, 95, &alice, &bob).await;
    first_move(&bot, 95, &alice, game).await;
    let aborted = fake
        .interact(slash(fake, 95, &bob, "abort", vec![], &[]))
        .await;
    assert!(
        !aborted.is_ephemeral() && aborted.content().contains("aborted"),
        "{}",
        aborted.content()
    );
    assert_eq!(
        bot.service.game(game).await.unwrap().status,
        GameStatus::Aborted
    );

    // Both have moved: the players can't; a member without the permission can't either.
    let (game, _) = begin(&bot, 95, &alice, &bob).await;
    first_move(&bot, 95, &alice, game).await;
    first_move(&bot, 95, &bob, game).await;
    let late = fake
        .interact(slash(fake, 95, &alice, "abort", vec![], &[]))
        .await;
    assert!(
        late.is_ephemeral() && late.content().contains("can't be aborted"),
        "{}",
        late.content()
    );
    let number = vec![opt("game", 4, json!(game.0))];
    let refused = fake
        .interact(slash(fake, 96, &carol, "abort", number.clone(), &[]))
        .await;
    assert!(
        refused.is_ephemeral() && refused.content().contains("Manage Messages"),
        "{}",
        refused.content()
    );
    assert_eq!(
        bot.service.game(game).await.unwrap().status,
        GameStatus::Active
    );

    // A moderator, from another channel: a public notice naming them, here and in the game's channel.
    let by_mod = fake
        .interact(slash(fake, 96, &mod_dave, "abort", number, &[]))
        .await;
    assert!(!by_mod.is_ephemeral(), "{}", by_mod.content());
    assert!(
        by_mod.content().contains("moderator <@9534>"),
        "{}",
        by_mod.content()
    );
    let notice = fake.channel_message(95, 0).await;
    assert!(
        notice.content().contains("moderator <@9534>"),
        "{}",
        notice.content()
    );
    assert_eq!(
        bot.service.game(game).await.unwrap().status,
        GameStatus::Aborted
    );
    assert!(bot.service.rating_changes(game).await.unwrap().is_empty());

    // Manage Server makes a moderator too, without Manage Messages.
    let admin_erin = user(9535, "Erin");
    fake.set_permissions(9535, MEMBER | fake_discord::MANAGE_GUILD);
    let (game, _) = begin(&bot, 95, &alice, &bob).await;
    first_move(&bot, 95, &alice, game).await;
    first_move(&bot, 95, &bob, game).await;
    let by_admin = fake
        .interact(slash(
            fake,
            96,
            &admin_erin,
            "abort",
            vec![opt("game", 4, json!(game.0))],
            &[],
        ))
        .await;
    assert!(
        !by_admin.is_ephemeral() && by_admin.content().contains("moderator <@9535>"),
        "{}",
        by_admin.content()
    );
    assert_eq!(
        bot.service.game(game).await.unwrap().status,
        GameStatus::Aborted
    );
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_casual_game_leaves_ratings_untouched() {
    let Some(bot) = start().await else {
        return;
    };
    let fake = &bot.fake;
    let (alice, bob) = (user(9541, "Alice"), user(9542, "Bob"));
    let commands = fake.registered_commands().await;
    let black = choice(&commands, "challenge", "colour", "black");
    let (game, asked) = challenge(
        &bot,
        97,
        &alice,
        &bob,
        vec![black, opt("rated", 5, json!(false))],
    )
    .await;
    assert!(asked.content().contains("casual"), "{}", asked.content());
    let (accept, _) = component(&asked, "konane:accept:");
    fake.interact(click(fake, 97, &bob, &accept, &[])).await;
    first_move(&bot, 97, &alice, game).await;
    first_move(&bot, 97, &bob, game).await;
    let over = fake
        .interact(slash(fake, 97, &alice, "resign", vec![], &[]))
        .await;
    assert!(
        over.content().contains("ratings unchanged"),
        "{}",
        over.content()
    );
    assert!(bot.service.rating_changes(game).await.unwrap().is_empty());
    assert!(
        bot.service
            .leaderboard(GuildId(GUILD_ID), 1)
            .await
            .unwrap()
            .entries
            .is_empty()
    );
    let stats = fake
        .interact(slash(fake, 97, &bob, "stats", vec![], &[]))
        .await;
    assert!(
        stats.content().contains("no rating yet")
            && stats.content().contains("casual games: 1 won"),
        "{}",
        stats.content()
    );
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_rules_show_the_opening() {
    let Some(bot) = start().await else {
        return;
    };
    let fake = &bot.fake;
    let rules = fake
        .interact(slash(fake, 98, &user(9551, "Alice"), "rules", vec![], &[]))
        .await;
    assert!(rules.is_ephemeral());
    for words in ["diagonal", "Opening", "Multi-jumps", "you lose"] {
        assert!(
            rules.content().contains(words),
            "{words}: {}",
            rules.content()
        );
    }
    let png = rules.png().expect("the opening picture");
    let img = support::decode_png(png);
    let start = konane_bot::engine::Position::new(konane_bot::engine::Variant::default().size);
    assert!(support::mismatches(&img, &start).is_empty());
    assert!(rules.alt_text("board.png").is_some());
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_against_the_bot_starts_at_once_in_its_thread() {
    let Some(bot) = start_with_threads().await else {
        return;
    };
    let fake = &bot.fake;
    let alice = user(9561, "Alice");
    let commands = fake.registered_commands().await;
    // The bot plays Black, so it opens before the first board.
    let white = choice(&commands, "challenge", "colour", "white");
    let announced = fake
        .interact(slash(
            fake,
            CHANNEL,
            &alice,
            "challenge",
            vec![
                opt("opponent", 6, json!(fake_discord::BOT_ID.to_string())),
                white,
                opt("level", 4, json!(1)),
            ],
            &[the_bot()],
        ))
        .await;
    assert!(!announced.is_ephemeral(), "{}", announced.content());
    let thread = fake.thread_started(0).await;
    assert_eq!(fake.threads()[0].name, "Alice vs Kōnane · 8×8");
    let board = fake.channel_message(thread, 0).await;
    assert!(board.content().contains("I played"), "{}", board.content());
    let (menu, _) = component(&board, "konane:move:");
    assert_picture_matches(&bot, &board, game_of(&menu)).await;
    bot.stop().await;
}
