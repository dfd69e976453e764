//! Games against the bot, hints and analysis.

use super::*;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_bot_plays_its_own_games_and_reviews_them() {
    let Some(bot) = start().await else {
        return;
    };
    let fake = &bot.fake;
    let commands = fake.registered_commands().await;
    let alice = user(4001, "Alice");
    let channel = 11;
    // Alice takes White, so the bot opens; the reply is deferred while it thinks.
    let options = vec![
        opt("opponent", 6, the_bot()["id"].clone()),
        opt("size", 3, json!("6x6")),
        choice(&commands, "challenge", "colour", "white"),
        opt("level", 4, json!(2)),
    ];
    let challenge = slash(fake, channel, &alice, "challenge", options, &[the_bot()]);
    let deferred = fake.interact(challenge.clone()).await;
    assert_eq!(deferred.kind, "callback");
    assert_eq!(
        deferred.payload["type"], 5,
        "a deferred reply while thinking"
    );
    let mut board = fake.reply_to(&challenge, "followup").await;
    assert!(
        board.content().contains("level 2") && board.content().contains("I played `"),
        "{}",
        board.content()
    );
    let (menu, _) = component(&board, "konane:move:");
    let game = game_of(&menu);
    let view = bot.service.game(game).await.expect("game");
    assert_eq!(view.ply(), 1, "the bot made its opening removal");
    assert!(!view.rated, "games against the bot are unrated");
    assert_picture_matches(&bot, &board, game).await;

    // Every move of Alice's is answered at once, in the same reply.
    let mut turns = 0;
    while !board.content().contains("Game over") {
        let before = bot.service.game(game).await.expect("game").ply();
        let (menu, choices) = component(&board, "konane:move:");
        let pick = click(fake, channel, &alice, &menu, &[&choices[0]]);
        let first = fake.interact(pick.clone()).await;
        board = if first.kind == "callback" && first.payload["type"] == 5 {
            fake.reply_to(&pick, "followup").await
        } else {
            // The game ended with Alice's move: nothing to think about.
            first
        };
        let view = bot.service.game(game).await.expect("game");
        assert!(
            view.ply() == before + 2 || view.game.is_over(),
            "{}",
            board.content()
        );
        assert_picture_matches(&bot, &board, game).await;
        turns += 1;
        assert!(turns < 30, "a 6x6 game ends");
    }

    // After the game: a private hint for the last move, and an analysis.
    let hint = slash(fake, channel, &alice, "hint", vec![], &[]);
    let ack = fake.interact(hint.clone()).await;
    assert!(ack.is_ephemeral(), "hints are private");
    let hint = fake.reply_to(&hint, "followup").await;
    assert!(hint.png().is_some(), "the hint shows the board");
    let (position, hinted) = hint_of(&bot, game, &hint.content()).await;
    let rules = bot
        .service
        .game(game)
        .await
        .expect("game")
        .game
        .variant()
        .rules();
    let said = hint.content();
    let after = position.play(hinted, rules).expect("a legal move plays");
    // The last move of a game won by its mover: a winning move exists, and
    // the solver must find the hinted one wins (the opponent loses after it).
    let (proof, _) = konane_bot::ai::Brain::with_bytes(16 << 20).prove(
        &after,
        rules,
        konane_bot::ai::Limits::NONE,
        &konane_bot::ai::Stop::new(),
    );
    assert_eq!(
        proof.map(|p| p.mover_wins),
        Some(false),
        "the hint {hinted} doesn't win: {said}"
    );
    assert!(said.contains("it wins by force"), "{said}");
    // A hint for an earlier position of the game: `before_move:3` is the
    // position Black's third move was played in.
    let earlier = slash(
        fake,
        channel,
        &alice,
        "hint",
        vec![opt("before_move", 3, json!("3"))],
        &[],
    );
    fake.interact(earlier.clone()).await;
    let earlier = fake.reply_to(&earlier, "followup").await;
    assert!(earlier.is_ephemeral());
    let (position, _) = hint_of(&bot, game, &earlier.content()).await;
    let finished = bot.service.game(game).await.expect("game");
    assert_eq!(
        position,
        finished.game.position_at(4),
        "{}",
        earlier.content()
    );
    assert!(
        earlier.content().contains("before move 3."),
        "{}",
        earlier.content()
    );
    let analysis = slash(fake, channel, &alice, "analyze", vec![], &[]);
    fake.interact(analysis.clone()).await;
    let analysis = fake.reply_to(&analysis, "followup").await;
    let text = analysis.content();
    assert!(
        text.contains(&format!("Analysis of game #{game}"))
            && text.contains("prove every position"),
        "{text}"
    );
    // The bot's list matches the exact analysis over the stretch it proved
    // within its node budget.
    let proved_from = text
        .split("from move ")
        .nth(1)
        .and_then(|rest| rest.split(" on").next())
        .and_then(|n| n.parse::<konane_bot::engine::MoveNumber>().ok())
        .map_or(0, konane_bot::engine::MoveNumber::ply);
    let view = bot.service.game(game).await.expect("game");
    let mut brain = konane_bot::ai::Brain::with_bytes(64 << 20);
    let report = konane_bot::ai::analyze(
        &view.game,
        &mut brain,
        konane_bot::ai::Limits::NONE,
        &konane_bot::ai::Stop::new(),
    );
    // Exactly the blunders, in order: each listed line is "• `<move>`: …".
    let expected: Vec<String> = report
        .blunders
        .iter()
        .filter(|b| b.ply >= proved_from)
        .map(|b| konane_bot::engine::numbered(view.game.number_of(b.ply), b.played).to_string())
        .collect();
    let listed: Vec<String> = text
        .lines()
        .filter_map(|line| line.strip_prefix("• `")?.split('`').next())
        .map(String::from)
        .collect();
    assert_eq!(listed, expected, "{text}");
    assert_eq!(text.contains("No move"), expected.is_empty(), "{text}");

    // A turn the bot owes with nobody waiting on a reply (its process
    // stopped, its AI shut down, as it began the game) is played by the
    // scheduler and posted in the channel.
    let other_process = Service::new(
        Store::open(&bot.url).await.expect("store"),
        Arc::new(SystemClock),
        ServiceConfig {
            bot_user: Some(konane_bot::values::UserId(fake_discord::BOT_ID)),
            ..ServiceConfig::default()
        },
    );
    other_process.shut_down();
    let place = konane_bot::values::Place::channel(
        konane_bot::values::GuildId(GUILD_ID),
        konane_bot::values::ChannelId(12),
    );
    let options = konane_bot::game::ChallengeOptions {
        size: Some("6x6".parse().unwrap()),
        colour: konane_bot::values::ColourChoice::White,
        ai_level: konane_bot::values::Level::new(1),
        ..Default::default()
    };
    let owed = other_process
        .challenge(
            place,
            konane_bot::values::UserId(4001),
            Some(konane_bot::values::UserId(fake_discord::BOT_ID)),
            options,
        )
        .await
        .expect("AI game");
    let posted = fake.channel_message(12, 0).await;
    assert!(
        posted.content().contains("I played `"),
        "{}",
        posted.content()
    );
    assert_eq!(bot.service.game(owed.id).await.expect("game").ply(), 1);
    assert_picture_matches(&bot, &posted, owed.id).await;
    bot.stop().await;
}

/// The position a hint's reply is about, and the move it names, checked
/// legal there: "Hint for <colour> before move <n> of game #<id>: `<move>` (…)".
async fn hint_of(
    bot: &Bot,
    game: GameId,
    said: &str,
) -> (konane_bot::engine::Position, konane_bot::engine::Move) {
    assert!(said.contains(&format!("of game #{game}:")), "{said}");
    let before = said
        .split("before move ")
        .nth(1)
        .and_then(|rest| rest.split(" of game").next())
        .and_then(|n| n.parse::<konane_bot::engine::MoveNumber>().ok())
        .unwrap_or_else(|| panic!("no move number in {said}"));
    let finished = bot.service.game(game).await.expect("game");
    let rules = finished.game.variant().rules();
    let position = finished.game.position_at(before.ply());
    let hinted = said
        .split('`')
        .nth(1)
        .and_then(|m| m.parse::<konane_bot::engine::MoveText>().ok())
        .unwrap_or_else(|| panic!("no move in {said}"))
        .resolve(&position, rules)
        .unwrap_or_else(|e| panic!("the hint is not a legal move ({e}): {said}"));
    (position, hinted)
}
