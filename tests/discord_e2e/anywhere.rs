//! The app installed by a player: games in DMs and group DMs between
//! players, and in servers that didn't add the bot, where it can only
//! answer interactions; reminders and forfeits there go by direct message.

use fake_discord::{Elsewhere, click_on, slash_group, user_installed};
use konane_bot::values::{GameStatus, GuildId, UserId};

use super::*;

/// `interaction` sent from a DM or group DM with `others`.
fn in_private(bot: &Bot, interaction: Value, others: &[Value]) -> Value {
    user_installed(
        &bot.fake,
        interaction,
        Elsewhere::Private { recipients: others },
    )
}

/// Plays game `game` to its end from `board`, each player clicking the
/// first move of their own board's menu in `channel` (a private channel,
/// each seeing the other as its recipient); returns the final board.
async fn play_out(
    bot: &Bot,
    channel: u64,
    game: GameId,
    (alice, bob): (&Value, &Value),
    mut board: Sent,
) -> Sent {
    let fake = &bot.fake;
    let mut moves = 0;
    while !board.content().contains("Game over") {
        assert_picture_matches(bot, &board, game).await;
        let view = bot.service.game(game).await.expect("game");
        let alice_id = alice["id"].as_str().and_then(|id| id.parse().ok());
        let (mover, other) = if view.player_to_move().map(|u| u.0) == alice_id {
            (alice, bob)
        } else {
            (bob, alice)
        };
        let (menu, choices) = component(&board, "konane:move:");
        let click = click_on(fake, &board, channel, mover, &menu, &[&choices[0]]);
        board = answered(
            fake,
            fake.interact(in_private(bot, click, std::slice::from_ref(other)))
                .await,
        )
        .await;
        assert!(!board.is_ephemeral(), "{}", board.content());
        moves += 1;
        assert!(moves < 60, "a 6x6 game ends");
    }
    board
}

/// A whole rated game in a DM between two players who share no server with
/// the bot: every board an answer, nothing posted in the DM, the rating on
/// the global ladder only, and controls on an earlier board still answered.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rated_game_in_a_dm_between_two_players() {
    let Some(bot) = start().await else {
        return;
    };
    let fake = &bot.fake;
    let commands = fake.registered_commands().await;
    // Installable by servers and players, usable everywhere.
    assert_eq!(commands[0]["integration_types"], json!([0, 1]));
    assert_eq!(commands[0]["contexts"], json!([0, 1, 2]));
    let (alice, bob) = (user(7001, "Alice"), user(7002, "Bob"));
    let dm = 70_001;
    let options = vec![
        opt("opponent", 6, json!("7002")),
        opt("size", 3, json!("6x6")),
        opt("rated", 5, json!(true)),
        choice(&commands, "challenge", "colour", "black"),
    ];
    let ask = slash(
        fake,
        dm,
        &alice,
        "challenge",
        options,
        std::slice::from_ref(&bob),
    );
    let asked = fake
        .interact(in_private(&bot, ask, std::slice::from_ref(&bob)))
        .await;
    assert!(
        !asked.is_ephemeral() && asked.content().contains("<@7002>"),
        "{}",
        asked.content()
    );
    let (accept, _) = component(&asked, "konane:accept:");
    let game = game_of(&accept);
    let click = click(fake, dm, &bob, &accept, &[]);
    let first = fake
        .interact(in_private(&bot, click, std::slice::from_ref(&alice)))
        .await;
    let view = bot.service.game(game).await.expect("game");
    assert_eq!(view.place.guild, GuildId::DIRECT);
    assert!(view.place.answers_only && view.rated);
    // A move by command, with the move's name typed into autocomplete.
    let typing = autocomplete(fake, dm, &alice, "");
    let offered = fake
        .interact(in_private(&bot, typing, std::slice::from_ref(&bob)))
        .await;
    let suggestion = offered.payload["data"]["choices"][0]["value"]
        .as_str()
        .expect("a suggested move")
        .to_string();
    let typed = slash(
        fake,
        dm,
        &alice,
        "move",
        vec![opt("move", 3, json!(suggestion))],
        &[],
    );
    let board = fake
        .interact(in_private(&bot, typed, std::slice::from_ref(&bob)))
        .await;
    assert!(!board.is_ephemeral(), "{}", board.content());
    // The first board's menu is out of date: answered privately, not edited.
    let (old_menu, old_choices) = component(&first, "konane:move:");
    let stale = click_on(fake, &first, dm, &alice, &old_menu, &[&old_choices[0]]);
    let told = fake
        .interact(in_private(&bot, stale, std::slice::from_ref(&bob)))
        .await;
    assert!(
        told.is_ephemeral() && told.content().contains("out of date"),
        "{}",
        told.content()
    );
    let last = play_out(&bot, dm, game, (&alice, &bob), board).await;
    assert!(last.content().contains('→'), "{}", last.content());
    // Rated on the global ladder, which both players see in their own stats.
    let stats = bot
        .service
        .stats(GuildId(GUILD_ID), UserId(7001))
        .await
        .expect("stats");
    assert!(stats.rating.is_none(), "no server rated this game");
    assert_eq!(stats.global.map(|g| g.games), Some(1));
    let mine = slash(fake, dm, &alice, "stats", vec![], &[]);
    let shown = fake
        .interact(in_private(&bot, mine, std::slice::from_ref(&bob)))
        .await;
    assert!(shown.content().contains("lobal"), "{}", shown.content());
    // The DM's table is the global ladder, where nobody asked to be listed.
    let table = slash(fake, dm, &bob, "leaderboard", vec![], &[]);
    let table = fake
        .interact(in_private(&bot, table, std::slice::from_ref(&alice)))
        .await;
    assert!(
        table.content().contains("Nobody is listed"),
        "{}",
        table.content()
    );
    // A rematch from the final board, in the same DM.
    let (rematch, _) = component(&last, "konane:rematch:");
    let again = click_on(fake, &last, dm, &bob, &rematch, &[]);
    let again = fake
        .interact(in_private(&bot, again, std::slice::from_ref(&alice)))
        .await;
    component(&again, "konane:accept:");
    assert!(
        fake.requests_to_channel(dm).is_empty(),
        "the bot is not in the DM: {:?}",
        fake.requests_to_channel(dm)
    );
    bot.stop().await;
}

/// A game in a group DM of three: the reminder and the forfeit reach the
/// players by direct message, the winner even when the loser's DMs are
/// closed, and the channel hears of the forfeit on its next interaction,
/// once.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_group_dm_game_with_a_reminder_and_a_forfeit_by_direct_message() {
    let Some(bot) = start().await else {
        return;
    };
    let fake = &bot.fake;
    let (alice, bob, carol) = (user(7101, "Alice"), user(7102, "Bob"), user(7103, "Carol"));
    let group = 71_001;
    let others = |me: &Value| -> Vec<Value> {
        [&alice, &bob, &carol]
            .into_iter()
            .filter(|u| u["id"] != me["id"])
            .cloned()
            .collect()
    };
    let commands = fake.registered_commands().await;
    let ask = slash(
        fake,
        group,
        &alice,
        "challenge",
        vec![
            opt("opponent", 6, json!("7102")),
            choice(&commands, "challenge", "colour", "black"),
        ],
        std::slice::from_ref(&bob),
    );
    let asked = fake.interact(in_private(&bot, ask, &others(&alice))).await;
    let (accept, _) = component(&asked, "konane:accept:");
    let game = game_of(&accept);
    // Carol may look, but the challenge is Bob's to accept.
    let carol_tries = click(fake, group, &carol, &accept, &[]);
    let refused = fake
        .interact(in_private(&bot, carol_tries, &others(&carol)))
        .await;
    assert!(refused.is_ephemeral(), "{}", refused.content());
    let accepting = click(fake, group, &bob, &accept, &[]);
    let board = fake
        .interact(in_private(&bot, accepting, &others(&bob)))
        .await;
    let (menu, choices) = component(&board, "konane:move:");
    let moving = click_on(fake, &board, group, &alice, &menu, &[&choices[0]]);
    fake.interact(in_private(&bot, moving, &others(&alice)))
        .await;
    // Bob's turn is half gone: he hears by direct message, not in the group.
    make_due(&bot, game, "reminder_at").await;
    let reminder = fake.dm(7102, 0).await;
    assert!(
        reminder.content().contains("your move") && reminder.content().contains(&game.to_string()),
        "{}",
        reminder.content()
    );
    // Bob closes his DMs and lets the time run out: Alice still hears she won.
    fake.refuse_dms(7102);
    make_due(&bot, game, "turn_deadline").await;
    let won = fake.dm(7101, 0).await;
    assert!(
        won.content().contains("you win") && won.content().contains(&game.to_string()),
        "{}",
        won.content()
    );
    fake.dms_refused(7102, 1).await;
    assert_eq!(
        bot.service.game(game).await.expect("game").status,
        GameStatus::Finished
    );
    // The group's next interaction (Carol's, about anything) tells the
    // forfeit with the final board, once.
    let rules = slash(fake, group, &carol, "rules", vec![], &[]);
    let rules = fake
        .interact(in_private(&bot, rules, &others(&carol)))
        .await;
    let told = fake.more_for(&rules, "followup", false).await;
    assert!(
        told.content().contains("ran out of time") && !told.is_ephemeral(),
        "{}",
        told.content()
    );
    assert_picture_matches(&bot, &told, game).await;
    let again = slash(fake, group, &carol, "rules", vec![], &[]);
    let again = fake
        .interact(in_private(&bot, again, &others(&carol)))
        .await;
    let board_now = slash(fake, group, &alice, "board", vec![], &[]);
    fake.interact(in_private(&bot, board_now, &others(&alice)))
        .await;
    let id = again.interaction.clone().expect("an answer");
    let retold = fake
        .all_sent()
        .iter()
        .filter(|m| m.kind == "followup" && m.content().contains("ran out of time"))
        .count();
    assert_eq!(retold, 1, "the forfeit is told once ({id})");
    assert!(
        fake.requests_to_channel(group).is_empty(),
        "the bot is not in the group DM: {:?}",
        fake.requests_to_channel(group)
    );
    bot.stop().await;
}

/// In a server that didn't add the bot, a player who installed the app
/// plays by answers alone: no thread, no post in the channel, even for a
/// forfeit; what needs the bot there is refused, and so is a challenge the
/// server would keep private.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn in_a_server_without_the_bot_it_never_posts_in_the_channel() {
    // A new server's defaults: games would get threads where the bot is.
    let Some(bot) = start_with_threads().await else {
        return;
    };
    let fake = &bot.fake;
    let (alice, bob) = (user(7201, "Alice"), user(7202, "Bob"));
    let (lounge, guild) = (72_001, 72_000_000_000_000_001);
    let there = |i: Value, external_apps: bool| {
        user_installed(
            fake,
            i,
            Elsewhere::Server {
                guild,
                external_apps,
            },
        )
    };
    let ask = |external_apps| {
        there(
            slash(
                fake,
                lounge,
                &alice,
                "challenge",
                vec![opt("opponent", 6, json!("7202"))],
                std::slice::from_ref(&bob),
            ),
            external_apps,
        )
    };
    let kept_private = fake.interact(ask(false)).await;
    assert!(
        kept_private.is_ephemeral() && kept_private.content().contains("Use External Apps"),
        "{}",
        kept_private.content()
    );
    let asked = fake.interact(ask(true)).await;
    let (accept, _) = component(&asked, "konane:accept:");
    let game = game_of(&accept);
    let board = fake
        .interact(there(click(fake, lounge, &bob, &accept, &[]), true))
        .await;
    component(&board, "konane:move:");
    let view = bot.service.game(game).await.expect("game");
    assert_eq!(view.place.guild, GuildId(guild));
    assert!(view.place.answers_only && view.place.parent.is_none());
    let tournaments = there(
        slash_group(fake, lounge, &alice, "konane-tournament", "list", vec![]),
        true,
    );
    let refused = fake.interact(tournaments).await;
    assert!(
        refused.is_ephemeral() && refused.content().contains("not a member of this server"),
        "{}",
        refused.content()
    );
    make_due(&bot, game, "turn_deadline").await;
    fake.dm(7202, 0).await;
    fake.dm(7201, 0).await;
    assert!(
        fake.requests_to_channel(lounge).is_empty(),
        "the bot is not in the server: {:?}",
        fake.requests_to_channel(lounge)
    );
    // In the bot's own DM, the only opponent is the bot.
    let my_dm = 72_002;
    let friend = user_installed(
        fake,
        slash(
            fake,
            my_dm,
            &alice,
            "challenge",
            vec![opt("opponent", 6, json!("7202"))],
            std::slice::from_ref(&bob),
        ),
        Elsewhere::BotDm,
    );
    let refused = fake.interact(friend).await;
    assert!(
        refused.is_ephemeral() && refused.content().contains("you can play me"),
        "{}",
        refused.content()
    );
    bot.stop().await;
}

/// The fake keeps Discord's rules for user-installed apps: five follow-ups
/// per interaction, and a token that lasts 15 minutes of its clock.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_fake_refuses_a_sixth_follow_up_and_an_expired_token() {
    let fake = FakeDiscord::start().await;
    let alice = user(7301, "Alice");
    let dm = 73_001;
    let interaction = user_installed(
        &fake,
        slash(&fake, dm, &alice, "rules", vec![], &[]),
        Elsewhere::Private {
            recipients: &[user(7302, "Bob")],
        },
    );
    fake.dispatching(&interaction);
    let http = poise::serenity_prelude::HttpBuilder::new("fake-token")
        .proxy(fake.base.clone())
        .ratelimiter_disabled(true)
        .build();
    http.set_application_id(fake_discord::APP_ID.into());
    let id = interaction["id"]
        .as_str()
        .expect("id")
        .parse::<u64>()
        .expect("a snowflake");
    let token = interaction["token"].as_str().expect("token");
    http.create_interaction_response(
        id.into(),
        token,
        &json!({"type": 4, "data": {"content": "the rules"}}),
        Vec::new(),
    )
    .await
    .expect("the response");
    for n in 1..=5 {
        let body = json!({"content": format!("follow-up {n}")});
        http.create_followup_message(token, &body, Vec::new())
            .await
            .expect("five follow-ups are allowed");
    }
    let sixth = http
        .create_followup_message(token, &json!({"content": "sixth"}), Vec::new())
        .await;
    assert!(sixth.is_err(), "a sixth follow-up is refused");
    let refused = fake.take_failures();
    assert!(
        refused.len() == 1 && refused[0].contains("sixth follow-up"),
        "{refused:?}"
    );
    // An interaction in a server that installed the app has no such limit.
    let in_server = slash(&fake, CHANNEL, &alice, "rules", vec![], &[]);
    fake.dispatching(&in_server);
    let server_token = in_server["token"].as_str().expect("token");
    let server_id = in_server["id"]
        .as_str()
        .expect("id")
        .parse::<u64>()
        .expect("id");
    http.create_interaction_response(
        server_id.into(),
        server_token,
        &json!({"type": 4, "data": {"content": "the rules"}}),
        Vec::new(),
    )
    .await
    .expect("the response");
    for n in 1..=6 {
        let body = json!({"content": format!("follow-up {n}")});
        http.create_followup_message(server_token, &body, Vec::new())
            .await
            .expect("follow-ups in a server");
    }
    fake.advance_clock(Duration::from_secs(15 * 60 + 1));
    let late = http
        .create_followup_message(server_token, &json!({"content": "late"}), Vec::new())
        .await;
    assert!(late.is_err(), "a token is refused after 15 minutes");
    let refused = fake.take_failures();
    assert!(
        refused.len() == 1 && refused[0].contains("past Discord's 15 minutes"),
        "{refused:?}"
    );
}
