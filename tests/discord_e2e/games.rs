//! Games between people: commands, buttons, menus, races, restarts, deadlines.

use super::*;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_game_through_commands_buttons_and_the_move_menu() {
    let Some(bot) = start().await else {
        return;
    };
    let fake = &bot.fake;
    let commands = fake.registered_commands().await;
    assert_eq!(commands[0]["name"], "konane");
    let mut subs: Vec<&str> = commands[0]["options"]
        .as_array()
        .expect("subcommands")
        .iter()
        .filter_map(|s| s["name"].as_str())
        .collect();
    subs.sort_unstable();
    assert_eq!(
        subs,
        [
            "abort",
            "accept",
            "analyze",
            "block",
            "board",
            "cancel",
            "challenge",
            "decline",
            "export",
            "follow",
            "hint",
            "history",
            "leaderboard",
            "move",
            "notify",
            "privacy",
            "profile",
            "puzzle",
            "replay",
            "resign",
            "rules",
            "seek",
            "stats",
            "takeback",
            "vacation"
        ]
    );
    // A server's events and settings are commands of their own: `/konane`
    // holds Discord's most, 25 subcommands, in 8,000 characters.
    let names: Vec<&str> = commands
        .as_array()
        .expect("commands")
        .iter()
        .filter_map(|c| c["name"].as_str())
        .collect();
    assert_eq!(
        names,
        [
            "konane",
            "konane-tournament",
            "konane-season",
            "konane-settings"
        ]
    );
    for own in &commands.as_array().expect("commands")[1..] {
        // Only in servers that installed the bot.
        assert_eq!(own["integration_types"], json!([0]), "{}", own["name"]);
        assert_eq!(own["contexts"], json!([0]), "{}", own["name"]);
    }
    // Hidden from members without Manage Server (bit 5).
    assert_eq!(commands[3]["default_member_permissions"], "32");
    assert!(commands[0]["default_member_permissions"].is_null());
    // `puzzle` is a group: its subcommands sit one level down.
    let puzzle = commands[0]["options"]
        .as_array()
        .expect("subcommands")
        .iter()
        .find(|s| s["name"] == "puzzle")
        .expect("the puzzle group");
    assert_eq!(puzzle["type"], 2);
    let mut puzzle_subs: Vec<&str> = puzzle["options"]
        .as_array()
        .expect("its subcommands")
        .iter()
        .filter_map(|s| s["name"].as_str())
        .collect();
    puzzle_subs.sort_unstable();
    assert_eq!(puzzle_subs, ["answer", "leaderboard", "today"]);

    let (alice, bob, carol) = (user(1001, "Alice"), user(1002, "Bob"), user(1003, "Carol"));
    let options = vec![
        opt("opponent", 6, json!("1002")),
        // The smallest board that is rated.
        opt("size", 3, json!("6x6")),
        choice(&commands, "challenge", "opening", "any"),
        choice(&commands, "challenge", "colour", "black"),
    ];
    let challenge = fake
        .interact(slash(
            fake,
            CHANNEL,
            &alice,
            "challenge",
            options,
            std::slice::from_ref(&bob),
        ))
        .await;
    assert!(
        challenge.content().contains("<@1002>"),
        "{}",
        challenge.content()
    );
    let (accept_id, _) = component(&challenge, "konane:accept:");
    let game = game_of(&accept_id);

    let refused = fake
        .interact(click(fake, CHANNEL, &carol, &accept_id, &[]))
        .await;
    assert!(refused.is_ephemeral());
    assert!(
        refused.content().contains("only they can accept"),
        "{}",
        refused.content()
    );

    let mut board = fake
        .interact(click(fake, CHANNEL, &bob, &accept_id, &[]))
        .await;
    assert!(!board.is_ephemeral());
    let mut moves = 0;
    while !board.content().contains("Game over") {
        assert_picture_matches(&bot, &board, game).await;
        let view = bot.service.game(game).await.expect("game");
        let mover = if view.player_to_move().map(|u| u.0) == Some(1001) {
            &alice
        } else {
            &bob
        };
        let (menu, choices) = component(&board, "konane:move:");
        board = fake
            .interact(click(fake, CHANNEL, mover, &menu, &[&choices[0]]))
            .await;
        assert!(!board.is_ephemeral(), "{}", board.content());
        moves += 1;
        assert!(moves < 60, "a 6x6 game ends");
    }
    assert_picture_matches(&bot, &board, game).await;
    assert!(
        board.content().contains("has no move: "),
        "the end names who had no move: {}",
        board.content()
    );
    assert!(
        board.content().contains('→'),
        "rating changes shown: {}",
        board.content()
    );
    component(&board, "konane:rematch:");

    let table = fake
        .interact(slash(fake, CHANNEL, &alice, "leaderboard", vec![], &[]))
        .await;
    let text = table.content();
    assert!(
        text.contains("<@1001>") && text.contains("<@1002>"),
        "{text}"
    );
    // One game each: both ratings are provisional.
    assert!(text.contains("1662?") && text.contains("1338?"), "{text}");
    assert!(text.contains("provisional"), "{text}");
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn refusals_are_private_and_say_what_to_do() {
    let Some(bot) = start().await else {
        return;
    };
    let fake = &bot.fake;
    let commands = fake.registered_commands().await;
    let (alice, bob) = (user(2001, "Alice"), user(2002, "Bob"));
    let no_game = fake
        .interact(slash(fake, 7, &alice, "board", vec![], &[]))
        .await;
    assert!(no_game.is_ephemeral());
    assert!(
        no_game.content().contains("no game in this channel"),
        "{}",
        no_game.content()
    );
    let to_self = fake
        .interact(slash(
            fake,
            7,
            &alice,
            "challenge",
            vec![opt("opponent", 6, json!("2001"))],
            std::slice::from_ref(&alice),
        ))
        .await;
    assert!(
        to_self.is_ephemeral() && to_self.content().contains("challenge yourself"),
        "{}",
        to_self.content()
    );
    // Other bots can't play; only this one can.
    let other_bot = json!({"id": "3001", "username": "robot", "discriminator": "0",
                           "global_name": "Robot", "avatar": null, "bot": true});
    let options = vec![opt("opponent", 6, other_bot["id"].clone())];
    let vs_bot = fake
        .interact(slash(fake, 7, &alice, "challenge", options, &[other_bot]))
        .await;
    assert!(vs_bot.is_ephemeral(), "{}", vs_bot.content());
    assert!(
        vs_bot.content().contains("challenge a person"),
        "{}",
        vs_bot.content()
    );
    let options = vec![
        opt("opponent", 6, json!("2002")),
        choice(&commands, "challenge", "colour", "black"),
    ];
    let challenge = fake
        .interact(slash(
            fake,
            7,
            &alice,
            "challenge",
            options,
            std::slice::from_ref(&bob),
        ))
        .await;
    let (accept_id, _) = component(&challenge, "konane:accept:");
    fake.interact(click(fake, 7, &bob, &accept_id, &[])).await;
    let not_yours = fake
        .interact(slash(
            fake,
            7,
            &bob,
            "move",
            vec![opt("move", 3, json!("e5"))],
            &[],
        ))
        .await;
    let no_hint = fake
        .interact(slash(fake, 7, &alice, "hint", vec![], &[]))
        .await;
    assert!(
        no_hint.is_ephemeral()
            && no_hint
                .content()
                .contains("no hints while a game between players is on"),
        "{}",
        no_hint.content()
    );
    assert!(
        not_yours.is_ephemeral() && not_yours.content().contains("not your turn"),
        "{}",
        not_yours.content()
    );
    let illegal = fake
        .interact(slash(
            fake,
            7,
            &alice,
            "move",
            vec![opt("move", 3, json!("c6"))],
            &[],
        ))
        .await;
    assert!(illegal.is_ephemeral(), "{}", illegal.content());
    assert!(
        illegal.content().contains("centre or a corner"),
        "{}",
        illegal.content()
    );
    // Autocomplete: the player to move gets their moves; the other player none.
    let suggested = fake.interact(autocomplete(fake, 7, &alice, "d")).await;
    let names: Vec<&str> = suggested.payload["data"]["choices"]
        .as_array()
        .expect("choices")
        .iter()
        .filter_map(|c| c["value"].as_str())
        .collect();
    assert_eq!(names, ["d5"]);
    let none = fake.interact(autocomplete(fake, 7, &bob, "")).await;
    assert_eq!(
        none.payload["data"]["choices"].as_array().map(Vec::len),
        Some(0)
    );
    let played = fake
        .interact(slash(
            fake,
            7,
            &alice,
            "move",
            vec![opt("move", 3, json!("D5"))],
            &[],
        ))
        .await;
    assert!(
        !played.is_ephemeral() && played.content().contains("`d5`"),
        "{}",
        played.content()
    );
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_simultaneous_moves_apply_exactly_one() {
    let Some(bot) = start().await else {
        return;
    };
    let fake = &bot.fake;
    let (alice, bob) = (user(3001, "Alice"), user(3002, "Bob"));
    let (game, board) = begin(&bot, 8, &alice, &bob).await;
    let (menu, choices) = component(&board, "konane:move:");
    // Two clicks on the same menu (two devices), and a slash command, at once.
    let first = click(fake, 8, &alice, &menu, &[&choices[0]]);
    let second = click(fake, 8, &alice, &menu, &[&choices[1]]);
    let third = slash(
        fake,
        8,
        &alice,
        "move",
        vec![opt("move", 3, json!(choices[2]))],
        &[],
    );
    for i in [&first, &second, &third] {
        fake.send(i).await;
    }
    let mut applied = 0;
    for i in [&first, &second, &third] {
        let reply = fake.reply_to(i, "callback").await;
        if reply.is_ephemeral() {
            let text = reply.content();
            assert!(
                text.contains("position changed")
                    || text.contains("out of date")
                    || text.contains("not your turn"),
                "{text}"
            );
        } else {
            applied += 1;
            assert_picture_matches(&bot, &reply, game).await;
        }
    }
    assert_eq!(applied, 1);
    assert_eq!(bot.service.game(game).await.unwrap().ply(), 1);
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_menu_on_an_old_message_works_after_a_restart() {
    let Some(mut bot) = start().await else {
        return;
    };
    let (alice, bob) = (user(4001, "Alice"), user(4002, "Bob"));
    let (game, board) = begin(&bot, 9, &alice, &bob).await;
    let (menu, choices) = component(&board, "konane:move:");
    let played = bot
        .fake
        .interact(click(&bot.fake, 9, &alice, &menu, &[&choices[0]]))
        .await;
    let (next_menu, next_choices) = component(&played, "konane:move:");
    // Restart the bot on the same database.
    bot.shards.shut_down().await;
    let renderer = Arc::clone(&bot.renderer);
    bot.shards = launch(&bot.fake, &bot.url, renderer, bot.clock.clone())
        .await
        .shards;
    bot.fake.wait_sessions(2).await;
    let fake = &bot.fake;
    // The stale menu (made for ply 0) is refused with a link to the current
    // board; the newest one works.
    let stale = fake
        .interact(click(fake, 9, &alice, &menu, &[&choices[1]]))
        .await;
    let current = played.message_id.clone().expect("the current board");
    assert!(
        stale.is_ephemeral()
            && stale.content().contains("out of date")
            && stale.content().ends_with(&format!("/9/{current}")),
        "{}",
        stale.content()
    );
    let after = fake
        .interact(click(fake, 9, &bob, &next_menu, &[&next_choices[0]]))
        .await;
    assert!(!after.is_ephemeral(), "{}", after.content());
    assert_picture_matches(&bot, &after, game).await;
    assert_eq!(bot.service.game(game).await.unwrap().ply(), 2);
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn replays_resignations_and_deadlines() {
    let Some(bot) = start().await else {
        return;
    };
    let fake = &bot.fake;
    let (alice, bob) = (user(5001, "Alice"), user(5002, "Bob"));
    let (game, _) = begin(&bot, 10, &alice, &bob).await;
    let played = fake
        .interact(slash(
            fake,
            10,
            &alice,
            "move",
            vec![opt("move", 3, json!("d5"))],
            &[],
        ))
        .await;
    // The board's Resign button asks first, privately; the slash command resigns at once.
    let (resign_button, _) = component(&played, "konane:resign:");
    let confirm = fake
        .interact(click(fake, 10, &bob, &resign_button, &[]))
        .await;
    assert!(
        confirm.is_ephemeral() && confirm.content().contains("Resign this game?"),
        "{}",
        confirm.content()
    );
    component(&confirm, "konane:resign-confirm:");
    let resign = fake
        .interact(slash(fake, 10, &bob, "resign", vec![], &[]))
        .await;
    assert!(
        resign.content().contains("resigned"),
        "{}",
        resign.content()
    );
    component(&resign, "konane:rematch:");
    let again = fake
        .interact(slash(
            fake,
            10,
            &bob,
            "move",
            vec![opt("move", 3, json!("e5"))],
            &[],
        ))
        .await;
    assert!(
        again.is_ephemeral() && again.content().contains("no game in this channel"),
        "{}",
        again.content()
    );
    // The replay: deferred, then a GIF and the record as files.
    let ask = slash(
        fake,
        10,
        &alice,
        "replay",
        vec![opt("game", 4, json!(game.0))],
        &[],
    );
    fake.send(&ask).await;
    let replay = fake.reply_to(&ask, "followup").await;
    let names: Vec<&str> = replay.files.iter().map(|(n, _)| n.as_str()).collect();
    assert!(
        names.iter().any(|n| n.ends_with(".gif")) && names.iter().any(|n| n.ends_with(".txt")),
        "{names:?}"
    );
    let record = replay
        .files
        .iter()
        .find(|(n, _)| n.ends_with(".txt"))
        .map(|(_, b)| String::from_utf8_lossy(b).to_string());
    let record = konane_bot::engine::Record::parse(&record.unwrap()).expect("the record parses");
    assert_eq!(record.game.moves().len(), 1);
    // A running game whose turn time has passed: the scheduler posts the forfeit.
    let (late, _) = begin(&bot, 11, &alice, &bob).await;
    make_due(&bot, late, "turn_deadline").await;
    let posted = fake.channel_message(11, 0).await;
    assert!(
        posted.content().contains("ran out of time"),
        "{}",
        posted.content()
    );
    assert_picture_matches(&bot, &posted, late).await;
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_binary_runs_from_its_environment_and_stops_on_sigterm() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().expect("temp dir");
    let url = format!("sqlite://{}?mode=rwc", dir.path().join("bin.db").display());
    let metrics = std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .expect("a free port");
    let mut child = tokio::process::Command::new(env!("CARGO_BIN_EXE_konane-bot"))
        .current_dir(dir.path())
        .env("DISCORD_TOKEN", "fake-token")
        .env("DISCORD_PROXY_URL", &fake.base)
        .env("DISCORD_GUILD_ID", GUILD_ID.to_string())
        .env("DATABASE_URL", &url)
        .env("RUST_LOG", "warn")
        // A minute a move: a stop must not wait for the bot's thinking.
        .env("KONANE_AI_THINK_MS", "60000")
        .env("KONANE_AI_TABLE_MB", "8")
        .env("KONANE_METRICS_ADDR", metrics.to_string())
        .kill_on_drop(true)
        .spawn()
        .expect("the bot starts");
    fake.registered_commands().await;
    let rules = fake
        .interact(slash(&fake, 12, &user(6001, "Alice"), "rules", vec![], &[]))
        .await;
    assert!(rules.content().contains("Kōnane"), "{}", rules.content());
    // The bot opens a game at level 5 and is deep in thought when told to stop.
    let commands = fake.registered_commands().await;
    let white = choice(&commands, "challenge", "colour", "white");
    let ask = slash(
        &fake,
        13,
        &user(6001, "Alice"),
        "challenge",
        vec![
            opt("opponent", 6, the_bot()["id"].clone()),
            opt("level", 4, json!(5)),
            white,
        ],
        &[the_bot()],
    );
    fake.send(&ask).await;
    fake.reply_to(&ask, "callback").await;
    fake.thread_started(0).await;
    eventually("the bot never started thinking", || async {
        // The endpoint may not listen yet: then it isn't thinking either.
        let running = match tokio::net::TcpStream::connect(metrics).await {
            Ok(_) => support::http::metric(
                &support::http::get(metrics, "/metrics").await.1,
                "konane_ai_searches_running",
            ),
            Err(_) => None,
        };
        (running == Some(1.0)).then_some(())
    })
    .await;
    let pid = child.id().expect("running").to_string();
    let killed = std::process::Command::new("kill")
        .args(["-TERM", &pid])
        .status()
        .expect("kill runs");
    assert!(killed.success());
    let status = tokio::time::timeout(Duration::from_secs(15), child.wait())
        .await
        .expect("the bot stops within 15 s, its search stopped with it")
        .expect("exit status");
    assert!(status.success(), "{status:?}");
    let failures = fake.failures();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
