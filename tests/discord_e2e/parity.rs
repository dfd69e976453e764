//! The terminal and Discord, two front ends over one service, agree.

use super::*;

/// What the service recorded of a scripted scenario, in terms both front
/// ends share (colours, not user ids, which each front end makes its own way).
#[derive(Debug, PartialEq)]
struct Recorded {
    turn_limit: Duration,
    default_variant: konane_bot::engine::Variant,
    moves: Vec<String>,
    outcome: Option<konane_bot::engine::Outcome>,
    /// (colour, rating before, rating after), Black first.
    rating_changes: Vec<(konane_bot::engine::Color, f64, f64)>,
    /// The rematch: its status, and the colour its challenger asked for.
    rematch: (
        konane_bot::values::GameStatus,
        konane_bot::values::ColourChoice,
    ),
}

async fn recorded(service: &Service, guild: konane_bot::values::GuildId) -> Recorded {
    let settings = service.settings(guild).await.expect("settings");
    let game = service.game(GameId(1)).await.expect("the game");
    let mut rating_changes: Vec<_> = service
        .rating_changes(game.id)
        .await
        .expect("rating changes")
        .into_iter()
        .map(|c| (game.colour_of(c.user).expect("a player"), c.before, c.after))
        .collect();
    rating_changes.sort_by_key(|c| c.0);
    let rematch = service.game(GameId(2)).await.expect("the rematch");
    assert_eq!(
        (rematch.challenger, rematch.opponent),
        (game.white.expect("white"), game.black),
        "the rematch is White's challenge to Black"
    );
    Recorded {
        turn_limit: settings.turn_limit,
        default_variant: settings.default_variant,
        moves: service
            .moves(game.id)
            .await
            .expect("moves")
            .into_iter()
            .map(|m| m.notation)
            .collect(),
        outcome: game.game.outcome(),
        rating_changes,
        rematch: (rematch.status, rematch.colour_choice),
    }
}

/// One scenario through `konane-bot play` and through the bot: settings
/// changed one part at a time (the rest kept), a rated game played to the
/// end, then a rematch asked and declined. The service must record the same.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_terminal_and_discord_record_the_same_scenario() {
    use konane_bot::engine::{Game, JumpRule, Opening, Size, Variant};

    let variant = Variant::new(
        Size::new(6, 6).unwrap(),
        Opening::CentreOrCorner,
        JumpRule::Turning,
    )
    .unwrap();
    let mut game = Game::new(variant);
    while !game.is_over() {
        let first = game.legal_moves()[0];
        game.play(first).unwrap();
    }
    let moves: Vec<String> = game.moves().iter().map(ToString::to_string).collect();

    // The terminal: kai is Black, lani White.
    let dir = tempfile::tempdir().expect("temp dir");
    let terminal_db = format!("sqlite://{}?mode=rwc", dir.path().join("t.db").display());
    let mut script = String::from(
        "as kai\nsettings variant turning\nsettings variant 6x6\nsettings turn-limit 24h\n\
         challenge lani colour black\nas lani\naccept\n",
    );
    for (i, m) in moves.iter().enumerate() {
        let who = if i % 2 == 0 { "kai" } else { "lani" };
        script.push_str(&format!("as {who}\nmove {m}\n"));
    }
    script.push_str("as lani\nrematch\nas kai\ndecline\nquit\n");
    let out = support::terminal::play(&terminal_db, &dir.path().join("board.png"), &script);
    let printed = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{printed}");
    assert!(!printed.contains("error:"), "{printed}");

    // Discord: Alice is Black, Bob White.
    let Some(bot) = start().await else {
        return;
    };
    let fake = &bot.fake;
    let commands = fake.registered_commands().await;
    let (alice, bob) = (user(9001, "Alice"), user(9002, "Bob"));
    let channel = 91;
    for options in [
        vec![choice(&commands, "konane-settings", "jumps", "turning")],
        vec![opt("size", 3, json!("6x6"))],
        vec![opt("turn_limit", 3, json!("24h"))],
    ] {
        let answer = fake
            .interact(slash(
                fake,
                channel,
                &alice,
                "konane-settings",
                options,
                &[],
            ))
            .await;
        assert!(
            answer.content().contains("Turn limit"),
            "{}",
            answer.content()
        );
    }
    let (_, mut board) = begin(&bot, channel, &alice, &bob).await;
    for (i, m) in moves.iter().enumerate() {
        let who = if i % 2 == 0 { &alice } else { &bob };
        board = fake
            .interact(slash(
                fake,
                channel,
                who,
                "move",
                vec![opt("move", 3, json!(m))],
                &[],
            ))
            .await;
        assert!(!board.is_ephemeral(), "{m}: {}", board.content());
    }
    let (rematch, _) = component(&board, "konane:rematch:");
    let asked = fake
        .interact(click(fake, channel, &bob, &rematch, &[]))
        .await;
    let (decline, _) = component(&asked, "konane:decline:");
    fake.interact(click(fake, channel, &alice, &decline, &[]))
        .await;

    let terminal = Service::new(
        Store::open(&terminal_db).await.expect("terminal store"),
        Arc::new(SystemClock),
        ServiceConfig::default(),
    );
    let from_terminal = recorded(&terminal, konane_bot::values::GuildId(0)).await;
    let from_discord = recorded(&bot.service, konane_bot::values::GuildId(GUILD_ID)).await;
    assert_eq!(from_terminal, from_discord);
    assert_eq!(from_discord.moves, moves);
    assert_eq!(from_discord.default_variant, variant);
    assert_eq!(from_discord.turn_limit, Duration::from_secs(24 * 3600));
    assert_eq!(from_discord.rating_changes.len(), 2);
    bot.stop().await;
}
