//! The fake is as strict as Discord, and the bot keeps within Discord's rules and limits.

use super::*;

/// The fake refuses, with Discord's error, each mistake Discord refuses;
/// requests sent here with serenity's own client, as the bot sends them.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_fake_refuses_what_discord_refuses() {
    use poise::serenity_prelude as serenity;
    let fake = FakeDiscord::start().await;
    let http = serenity::HttpBuilder::new("fake-token")
        .proxy(fake.base.clone())
        .ratelimiter_disabled(true)
        .build();
    http.set_application_id(serenity::ApplicationId::new(fake_discord::APP_ID));
    let alice = user(7001, "Alice");
    let code_of = |result: Result<_, serenity::Error>| match result {
        Err(serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(e))) => {
            (e.status_code.as_u16(), e.error.code)
        }
        Err(other) => panic!("not an HTTP refusal: {other}"),
        Ok(_) => panic!("accepted"),
    };
    let channel = serenity::ChannelId::new(31);
    let message = |body: Value| {
        let http = &http;
        async move {
            http.send_message(channel, Vec::new(), &body)
                .await
                .map(|_| ())
        }
    };
    // Bodies: lengths and counts from the OpenAPI description...
    assert_eq!(
        code_of(message(json!({"content": "x".repeat(4001)})).await),
        (400, 50035)
    );
    let options: Vec<Value> = (0..26)
        .map(|i| json!({"label": format!("m{i}"), "value": format!("m{i}")}))
        .collect();
    let menu = json!({"content": "pick", "components": [{"type": 1, "components": [
        {"type": 3, "custom_id": "menu", "options": options}]}]});
    assert_eq!(code_of(message(menu).await), (400, 50035));
    // ...and the rules no schema states.
    let both = json!({"content": "<@1>", "allowed_mentions": {"parse": ["users"], "users": ["1"]}});
    assert_eq!(code_of(message(both).await), (400, 50035));
    let row =
        json!({"type": 1, "components": [{"type": 2, "style": 1, "label": "b", "custom_id": "b"}]});
    let six_rows = json!({"content": "rows", "components": vec![row; 6]});
    assert_eq!(code_of(message(six_rows).await), (400, 50035));
    assert_eq!(fake.take_failures().len(), 4);
    // Localisation maps: keys are Discord's locales, and names follow the
    // rule for names in every language.
    let localised = json!([{"name": "konane", "description": "Play",
        "name_localizations": {"xx": "konane", "de": "Zwei Worte", "ja": "挑戦"},
        "options": [{"type": 3, "name": "colour", "description": "Colour",
            "choices": [{"name": "random", "value": "random",
                "name_localizations": {"fr": "au hasard"}}]}]}]);
    assert_eq!(
        code_of(http.create_global_commands(&localised).await.map(drop)),
        (400, 50035)
    );
    let failures = fake.take_failures();
    assert_eq!(failures.len(), 1, "{failures:?}");
    assert!(
        failures[0].contains("/0/name_localizations: 'xx' is not a Discord locale")
            && failures[0].contains("'Zwei Worte' is not a valid command or option name")
            && !failures[0].contains("name_localizations/ja")
            && !failures[0].contains("au hasard' is not"),
        "{failures:?}"
    );
    // A good body passes, with a snowflake as a number where serenity sends one.
    message(
        json!({"content": "fine", "allowed_mentions": {"parse": [], "users": ["1"]},
                   "attachments": [{"id": 0, "filename": "board.png", "description": "a board"}]}),
    )
    .await
    .expect("a valid message");
    assert!(fake.failures().is_empty(), "{:?}", fake.failures());
    // Routes: one Discord has but the fake doesn't serve is a failure, not
    // only a 404; so is a method Discord doesn't define for a path.
    assert_eq!(code_of(http.get_pins(channel).await.map(drop)), (404, 0));
    let delete_me = serenity::Request::new(serenity::Route::UserMe, serenity::LightMethod::Delete);
    assert_eq!(
        code_of(http.request(delete_me).await.map(drop)),
        (400, 50035)
    );
    let failures = fake.take_failures();
    assert_eq!(failures.len(), 2, "{failures:?}");
    assert!(
        failures[0].contains("no route for GET /api/v10/channels/31/pins"),
        "{failures:?}"
    );
    assert!(
        failures[1].contains("Discord defines no DELETE for /users/@me"),
        "{failures:?}"
    );

    // The interaction lifecycle: no follow-up before the callback...
    let command = slash(&fake, 31, &alice, "board", vec![], &[]);
    let id = serenity::InteractionId::new(command["id"].as_str().unwrap().parse().unwrap());
    let token = command["token"].as_str().unwrap().to_string();
    fake.dispatching(&command);
    let reply = json!({"content": "hello"});
    assert_eq!(
        code_of(
            http.create_followup_message(&token, &reply, Vec::new())
                .await
                .map(|_| ())
        ),
        (404, 10015)
    );
    // ...no component update for a slash command...
    let update = json!({"type": 7, "data": {"content": "x"}});
    assert_eq!(
        code_of(
            http.create_interaction_response(id, &token, &update, Vec::new())
                .await
        ),
        (400, 50035)
    );
    // ...one callback, then follow-ups...
    let answer = json!({"type": 4, "data": {"content": "hello"}});
    http.create_interaction_response(id, &token, &answer, Vec::new())
        .await
        .expect("the first callback");
    http.create_followup_message(&token, &reply, Vec::new())
        .await
        .expect("a follow-up after the callback");
    // ...but never a second callback.
    assert_eq!(
        code_of(
            http.create_interaction_response(id, &token, &answer, Vec::new())
                .await
        ),
        (400, 40060)
    );
    let failures = fake.take_failures();
    assert_eq!(failures.len(), 3, "{failures:?}");
    assert!(
        failures.iter().any(|f| f.contains("interaction failed")),
        "{failures:?}"
    );
    // An autocomplete request takes only choices, and a callback after 3 s is too late.
    let typing = autocomplete(&fake, 31, &alice, "d");
    let typing_id = serenity::InteractionId::new(typing["id"].as_str().unwrap().parse().unwrap());
    fake.dispatching(&typing);
    assert_eq!(
        code_of(
            http.create_interaction_response(
                typing_id,
                typing["token"].as_str().unwrap(),
                &answer,
                Vec::new()
            )
            .await
        ),
        (400, 50035)
    );
    let late = slash(&fake, 31, &alice, "board", vec![], &[]);
    let late_id = serenity::InteractionId::new(late["id"].as_str().unwrap().parse().unwrap());
    fake.dispatching(&late);
    fake.advance_clock(Duration::from_millis(3100));
    let failures = fake.failures();
    assert!(
        failures
            .iter()
            .any(|f| f.contains("interaction failed") && f.contains("no response")),
        "{failures:?}"
    );
    assert_eq!(
        code_of(
            http.create_interaction_response(
                late_id,
                late["token"].as_str().unwrap(),
                &answer,
                Vec::new()
            )
            .await
        ),
        (404, 10062)
    );
    assert!(
        fake.take_failures()
            .iter()
            .any(|f| f.contains("ms after dispatch"))
    );
}

/// Members have the permissions the test gives them: `/konane-settings` is
/// for Manage Server, checked by the bot (Discord only hides the command).
/// And the bot asks the gateway for no privileged intent.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn settings_need_manage_server_and_no_privileged_intent_is_asked() {
    let Some(bot) = start().await else {
        return;
    };
    let fake = &bot.fake;
    let (admin, member) = (user(8101, "Admin"), user(8102, "Member"));
    fake.set_permissions(8101, fake_discord::MEMBER | fake_discord::MANAGE_GUILD);
    fake.set_permissions(8102, fake_discord::MEMBER);
    let guild = konane_bot::values::GuildId(GUILD_ID);
    let before = bot.service.settings(guild).await.expect("settings");
    let refused = fake
        .interact(slash(
            fake,
            81,
            &member,
            "konane-settings",
            vec![opt("turn_limit", 3, json!("1h"))],
            &[],
        ))
        .await;
    assert!(refused.is_ephemeral(), "{}", refused.content());
    assert!(
        refused.content().contains("permission"),
        "{}",
        refused.content()
    );
    assert_eq!(bot.service.settings(guild).await.expect("settings"), before);
    let allowed = fake
        .interact(slash(
            fake,
            81,
            &admin,
            "konane-settings",
            vec![opt("turn_limit", 3, json!("1h"))],
            &[],
        ))
        .await;
    assert!(
        allowed.content().contains("Turn limit: **1h"),
        "{}",
        allowed.content()
    );
    let intents = fake.intents();
    assert!(!intents.is_empty(), "the bot identified");
    for i in intents {
        // GUILDS (1 << 0) only: no privileged intent, and no message or
        // presence traffic the bot would ignore.
        assert_eq!(i, 1, "intents {i:#x}");
    }
    bot.stop().await;
}

/// Discord's refusals, injected: the bot stays up, logs, and tells the
/// player where it can. A 429 is retried; an answer to an interaction
/// Discord has forgotten (404, unknown message) goes to the channel instead;
/// a channel the bot may not post in (403, missing permissions) is skipped.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn refusals_from_discord_leave_the_bot_serving() {
    let Some(bot) = start().await else {
        return;
    };
    let fake = &bot.fake;
    let (alice, bob) = (user(8201, "Alice"), user(8202, "Bob"));
    let (game, _) = begin(&bot, 82, &alice, &bob).await;

    // Rate limited once on a reply: retried, in time.
    fake.fail_next(
        "POST",
        "/callback",
        429,
        json!({"message": "You are being rate limited.", "retry_after": 0.2, "global": false}),
    );
    let board = fake
        .interact(slash(fake, 82, &alice, "board", vec![], &[]))
        .await;
    assert!(fake.refused(0).await.ends_with("429"));
    assert!(board.png().is_some(), "{}", board.content());

    // The reply to a move can't reach the interaction: the board goes to the channel.
    let m = bot.service.game(game).await.unwrap().game.legal_moves()[0].to_string();
    fake.fail_next(
        "POST",
        "/callback",
        404,
        json!({"message": "Unknown Message", "code": 10008}),
    );
    fake.send(&slash(
        fake,
        82,
        &alice,
        "move",
        vec![opt("move", 3, json!(m))],
        &[],
    ))
    .await;
    assert!(fake.refused(1).await.ends_with("404"));
    let posted = fake.channel_message(82, 0).await;
    assert!(
        posted.content().contains(&format!("`{m}`")),
        "{}",
        posted.content()
    );
    assert_picture_matches(&bot, &posted, game).await;
    assert_eq!(
        bot.service.game(game).await.unwrap().ply(),
        1,
        "the move stands"
    );
    // Those interactions had their answers refused on purpose.
    let lost = fake.take_failures();
    assert!(lost.iter().all(|f| f.contains("no response")), "{lost:?}");

    // No permission to post a forfeit: skipped and logged; the bot goes on.
    fake.fail_next(
        "POST",
        "/channels/82/messages",
        403,
        json!({"message": "Missing Permissions", "code": 50013}),
    );
    make_due(&bot, game, "turn_deadline").await;
    assert!(fake.refused(2).await.ends_with("403"));
    let over = bot.service.game(game).await.unwrap();
    assert_eq!(over.status, konane_bot::values::GameStatus::Finished);
    let still_here = fake
        .interact(slash(fake, 83, &alice, "board", vec![], &[]))
        .await;
    assert!(
        still_here.content().contains("no game"),
        "{}",
        still_here.content()
    );
    bot.stop().await;
}

/// 16×16 with the `any` opening: 128 first moves, more than a menu holds
/// (Discord allows 25 options, and the fake refuses more), so the board
/// comes without a menu and `/konane move` plays; White's few answers then
/// come as a menu that lists exactly the legal moves.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_biggest_board_keeps_menus_within_discords_limit() {
    let Some(bot) = start().await else {
        return;
    };
    let fake = &bot.fake;
    let commands = fake.registered_commands().await;
    let (alice, bob) = (user(8301, "Alice"), user(8302, "Bob"));
    let options = vec![
        opt("size", 3, json!("16x16")),
        choice(&commands, "challenge", "opening", "any"),
        choice(&commands, "challenge", "colour", "black"),
    ];
    let (game, asked) = challenge(&bot, 84, &alice, &bob, options).await;
    let (accept, _) = component(&asked, "konane:accept:");
    let board = fake.interact(click(fake, 84, &bob, &accept, &[])).await;
    let view = bot.service.game(game).await.unwrap();
    assert_eq!(view.game.legal_moves().len(), 128);
    assert!(
        board
            .components()
            .iter()
            .all(|(id, _)| !id.starts_with("konane:move:")),
        "no menu for 128 moves: {:?}",
        board.components()
    );
    component(&board, "konane:resign:");
    assert_picture_matches(&bot, &board, game).await;
    let played = fake
        .interact(slash(
            fake,
            84,
            &alice,
            "move",
            vec![opt("move", 3, json!("h9"))],
            &[],
        ))
        .await;
    assert!(!played.is_ephemeral(), "{}", played.content());
    let (_, options) = component(&played, "konane:move:");
    let legal = legal_moves(&bot, game).await;
    assert_eq!(options, legal);
    assert_eq!(options.len(), 4, "h9 has four white neighbours");
    bot.stop().await;
}
