//! What a game leaves behind for its players and followers: each move or
//! the result by DM, an exported file that replays, a game from a position
//! played to its end.

use konane_bot::engine::Color;
use konane_bot::values::{GameStatus, GuildId, UserId};

use super::*;

/// Following games: a spectator follows every move with the first board's
/// Follow button and gets a direct message per move (linking the board);
/// another follows the result only with `/konane follow`; a player can't
/// follow their own game; the first board keeps its Follow button after
/// the first move; stopping stops the messages, and the end is told once.
/// In a game with a thread, a follower is added to the thread instead.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn followers_hear_each_move_or_the_result_or_join_the_thread() {
    let Some(bot) = start().await else {
        return;
    };
    let fake = &bot.fake;
    let (kai, lani) = (user(8731, "Kai"), user(8732, "Lani"));
    let (mele, noe, pua) = (user(8733, "Mele"), user(8734, "Noe"), user(8735, "Pua"));
    let commands = fake.registered_commands().await;
    let colour = choice(&commands, "challenge", "colour", "black");
    let (game, board) = begin(&bot, 877, &kai, &lani).await;
    let (follow, _) = component(&board, "konane:follow:");
    let own = fake.interact(click(fake, 877, &kai, &follow, &[])).await;
    assert!(
        own.is_ephemeral() && own.content().contains("You play in game"),
        "{}",
        own.content()
    );
    let followed = fake.interact(click(fake, 877, &mele, &follow, &[])).await;
    assert!(
        followed.is_ephemeral() && followed.content().contains("at each move"),
        "{}",
        followed.content()
    );
    let follow_command = |who: &Value, notices: Option<&str>| {
        let mut options = vec![opt("game", 4, json!(game.0))];
        options.extend(notices.map(|word| choice(&commands, "follow", "notices", word)));
        slash(fake, 877, who, "follow", options, &[])
    };
    let result_only = fake
        .interact(follow_command(&noe, Some("result only")))
        .await;
    assert!(
        result_only.content().contains("when it ends"),
        "{}",
        result_only.content()
    );
    let listed = fake
        .interact(slash(fake, 877, &mele, "follow", vec![], &[]))
        .await;
    assert!(
        listed.is_ephemeral()
            && listed.content().contains(&format!("#{game}"))
            && listed.content().contains("each move by direct message"),
        "{}",
        listed.content()
    );

    // Kai's move: Mele hears of it, with its link; Noe doesn't.
    let play = |board: &Sent, who: &Value| {
        let (menu, choices) = component(board, "konane:move:");
        (
            click(fake, 877, who, &menu, &[&choices[0]]),
            choices[0].clone(),
        )
    };
    let (kai_move, _) = play(&board, &kai);
    let after_kai = answered(fake, fake.interact(kai_move).await).await;
    let first_move = bot.service.game(game).await.expect("game").game.moves()[0].to_string();
    let told = fake.dm(8733, 0).await;
    assert!(
        told.content().contains(&format!("game #{game}"))
            && told
                .content()
                .contains(&format!("move 1, `{first_move}` by Kai"))
            && told.content().contains("https://discord.com/channels/"),
        "{}",
        told.content()
    );
    let first_board = board.message_id.clone().expect("the first board's id");
    // The first board keeps Follow alone.
    fake.controls_become(&first_board, std::slice::from_ref(&follow))
        .await;
    let (lani_move, _) = play(&after_kai, &lani);
    let after_lani = answered(fake, fake.interact(lani_move).await).await;
    assert!(fake.dm(8733, 1).await.content().contains("move 2"));
    // Mele stops; Kai resigns: only Noe hears the end, once.
    let stopped = fake.interact(follow_command(&mele, Some("stop"))).await;
    assert!(
        stopped.content().contains("no longer follow"),
        "{}",
        stopped.content()
    );
    let resigned = fake
        .interact(slash(fake, 877, &kai, "resign", vec![], &[]))
        .await;
    assert!(!resigned.is_ephemeral(), "{}", resigned.content());
    let end = fake.dm(8734, 0).await;
    assert!(
        end.content().contains("is over: Lani wins (resignation)"),
        "{}",
        end.content()
    );
    let over = fake.interact(follow_command(&pua, None)).await;
    assert!(over.content().contains("is over"), "{}", over.content());
    let nothing = fake
        .interact(slash(fake, 877, &noe, "follow", vec![], &[]))
        .await;
    assert!(
        nothing
            .content()
            .contains("You follow no running game here"),
        "{}",
        nothing.content()
    );
    drop(after_lani);
    assert_eq!(fake.dms_to(8733).len(), 2, "nothing after stopping");
    assert_eq!(fake.dms_to(8734).len(), 1, "the end, once");

    // A game in a thread: following every move joins the thread.
    bot.service
        .set_threads(GuildId(GUILD_ID), true)
        .await
        .expect("threads on");
    let options = vec![opt("opponent", 6, lani["id"].clone()), colour];
    let challenged = slash(
        fake,
        878,
        &kai,
        "challenge",
        options,
        std::slice::from_ref(&lani),
    );
    fake.interact(challenged).await;
    let thread = fake.thread_started(0).await;
    let asked = fake.channel_message(thread, 0).await;
    let (accept, _) = component(&asked, "konane:accept:");
    let threaded = game_of(&accept);
    let accepted = fake
        .interact(click(fake, thread, &lani, &accept, &[]))
        .await;
    let first = answered(fake, accepted).await;
    let (follow, _) = component(&first, "konane:follow:");
    let joined = fake.interact(click(fake, thread, &pua, &follow, &[])).await;
    assert!(
        joined.content().contains("in its thread"),
        "{}",
        joined.content()
    );
    let members = &fake.threads()[0].members;
    assert_eq!(members, &[String::from("8735")]);
    let (menu, choices) = component(&first, "konane:move:");
    fake.interact(click(fake, thread, &kai, &menu, &[&choices[0]]))
        .await;
    assert_eq!(
        bot.service.game(threaded).await.expect("game").ply(),
        1,
        "Kai moved"
    );
    let followed = bot
        .service
        .followed_games(GuildId(GUILD_ID), UserId(8735))
        .await
        .expect("follows");
    assert!(followed[0].in_thread);
    let told = bot.service.followers_to_tell(threaded, false).await;
    assert!(
        told.expect("followers").is_empty(),
        "the thread, not direct messages"
    );
    assert!(fake.dms_to(8735).is_empty());
    bot.stop().await;
}

/// `/konane export` sends a member their finished games here, privately, as
/// one file of records, oldest first: it reads back as the stored games,
/// and `konane-bot replay --game N` draws one of them.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_exported_file_reads_back_and_replays() {
    let Some(bot) = start().await else {
        return;
    };
    let fake = &bot.fake;
    let (kai, lani, mele) = (user(8741, "Kai"), user(8742, "Lani"), user(8743, "Mele"));
    let export = |who: &Value| slash(fake, 879, who, "export", vec![], &[]);
    let none = fake.interact(export(&kai)).await;
    assert!(
        none.is_ephemeral() && none.content().contains("no finished game"),
        "{}",
        none.content()
    );
    // Two games played to their end through Discord, a third still running.
    let mut finished = Vec::new();
    for (opponent, channel) in [(&lani, 879), (&mele, 880)] {
        let (game, board) = begin(&bot, channel, &kai, opponent).await;
        let (menu, choices) = component(&board, "konane:move:");
        fake.interact(click(fake, channel, &kai, &menu, &[&choices[0]]))
            .await;
        fake.interact(slash(fake, channel, opponent, "resign", vec![], &[]))
            .await;
        finished.push(game);
    }
    begin(&bot, 881, &kai, &lani).await;
    let sent = fake.interact(export(&kai)).await;
    assert!(
        sent.is_ephemeral() && sent.content().contains("Your 2 finished games here"),
        "{}",
        sent.content()
    );
    let (name, bytes) = sent.files.first().expect("the file").clone();
    assert_eq!(name, "konane-games.txt");
    let text = String::from_utf8(bytes.clone()).expect("text");
    let records = konane_bot::engine::Record::parse_all(&text).expect("records that read back");
    assert_eq!(records.len(), 2);
    for (record, game) in records.iter().zip(&finished) {
        let stored = bot.service.game(*game).await.expect("game");
        assert_eq!(record.game, stored.game, "game {game}");
        assert_eq!(record.black, "Kai");
        assert!(record.tags.contains(&("Game".into(), game.to_string())));
    }
    assert_eq!(records[1].white, "Mele");
    let dir = tempfile::tempdir().expect("temp dir");
    let file = dir.path().join(&name);
    std::fs::write(&file, &bytes).expect("written");
    let gif = dir.path().join("second.gif");
    let replayed = tokio::process::Command::new(env!("CARGO_BIN_EXE_konane-bot"))
        .arg("replay")
        .arg(&file)
        .args(["--game", "2", "--output"])
        .arg(&gif)
        .output()
        .await
        .expect("konane-bot replay runs");
    assert!(replayed.status.success(), "{replayed:?}");
    assert!(std::fs::read(&gif).expect("the GIF").starts_with(b"GIF89a"));
    let past = tokio::process::Command::new(env!("CARGO_BIN_EXE_konane-bot"))
        .arg("replay")
        .arg(&file)
        .args(["--game", "3", "--output"])
        .arg(dir.path().join("none.gif"))
        .output()
        .await
        .expect("konane-bot replay runs");
    let said = String::from_utf8_lossy(&past.stderr);
    assert!(
        !past.status.success() && said.contains("holds 2 games"),
        "{said}"
    );
    bot.stop().await;
}

/// Who wins `position`, and in how many nodes the solver proved it
/// (within a million), where it is past the opening.
fn proved(position: &konane_bot::engine::Position) -> Option<(Color, u64)> {
    use konane_bot::ai::{Brain, Limits, Stop};
    let rules = konane_bot::engine::Rules::default();
    let (proof, nodes) =
        Brain::with_bytes(1 << 20).prove(position, rules, Limits::nodes(1_000_000), &Stop::new());
    let mover = position.turn();
    proof.map(|p| (if p.mover_wins { mover } else { mover.other() }, nodes))
}

/// `/konane challenge position:` starts a casual game from position text:
/// each refusal says why, the game (White to move first) is played to its
/// end through Discord, is never rated, and its record keeps the start; its
/// boards say who wins once the solver proves it. A record attached to the
/// command sets a game up from where it stopped.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_from_a_position_is_played_to_the_end() {
    let Some(bot) = start().await else {
        return;
    };
    let fake = &bot.fake;
    let (kai, lani) = (user(8751, "Kai"), user(8752, "Lani"));
    let commands = fake.registered_commands().await;
    let black = choice(&commands, "challenge", "colour", "black");
    let start = *support::white_to_move().position();
    let asking = |channel: u64, mut options: Vec<Value>| {
        options.insert(0, opt("opponent", 6, lani["id"].clone()));
        options.push(black.clone());
        slash(
            fake,
            channel,
            &kai,
            "challenge",
            options,
            std::slice::from_ref(&lani),
        )
    };
    let position = |text: &str| opt("position", 3, json!(text));
    let full = konane_bot::engine::Position::new(konane_bot::engine::Size::STANDARD).to_string();
    let refusals = [
        (
            asking(885, vec![position("xoxo/oxqx/xoxo/oxox b")]),
            "that isn't a position",
        ),
        (asking(885, vec![position(&full)]), "the opening isn't over"),
        (
            asking(
                885,
                vec![position(&start.to_string()), opt("rated", 5, json!(true))],
            ),
            "never rated",
        ),
        (
            {
                let mut both = asking(885, vec![position(&start.to_string())]);
                attach(
                    &mut both,
                    "record",
                    &fake.attachment("game.txt", b"1. d5 e5"),
                );
                both
            },
            "not both",
        ),
    ];
    for (asked, why) in refusals {
        let refused = fake.interact(asked).await;
        assert!(
            refused.is_ephemeral() && refused.content().contains(why),
            "{why}: {}",
            refused.content()
        );
    }
    let asked = fake
        .interact(asking(885, vec![position(&start.to_string())]))
        .await;
    assert!(
        asked
            .content()
            .contains("set-up position with white to move"),
        "{}",
        asked.content()
    );
    let game = game_of(&component(&asked, "konane:accept:").0);
    let (accept, _) = component(&asked, "konane:accept:");
    fake.interact(click(fake, 885, &lani, &accept, &[])).await;
    let view = bot.service.game(game).await.expect("game");
    assert_eq!((view.game.start(), view.rated), (&start, false));
    // Played to its end by commands, whoever is to move.
    let mut proven_boards = 0;
    loop {
        let view = bot.service.game(game).await.expect("game");
        if view.status != GameStatus::Active {
            break;
        }
        let who = if view.player_to_move() == Some(UserId(8751)) {
            &kai
        } else {
            &lani
        };
        let m = view.game.legal_moves()[0].to_string();
        let moved = fake
            .interact(slash(
                fake,
                885,
                who,
                "move",
                vec![opt("move", 3, json!(m))],
                &[],
            ))
            .await;
        assert!(!moved.is_ephemeral(), "{}", moved.content());
        // A casual board says who wins once the solver proves it: checked
        // where it is proved in few nodes, so the verdict's budget surely
        // suffices, even in a debug build.
        let after = bot.service.game(game).await.expect("game");
        let alt = moved.alt_text("board.png").expect("alt text");
        if after.game.is_over() {
            assert!(!alt.contains("Proven"), "the result, not a verdict: {alt}");
        } else if let Some((winner, nodes)) = proved(after.game.position())
            && nodes <= 2_000
        {
            let colour = match winner {
                Color::Black => "Black",
                Color::White => "White",
            };
            let verdict = format!("Proven: {colour} wins.");
            assert!(alt.ends_with(&verdict), "{alt}");
            proven_boards += 1;
        }
    }
    assert!(proven_boards > 0, "some boards were proved");
    let moves = bot.service.moves(game).await.expect("moves");
    assert_eq!(moves[0].player, UserId(8752), "White, Lani, moved first");
    let view = bot.service.game(game).await.expect("game");
    assert_eq!(view.status, GameStatus::Finished);
    let stats = bot
        .service
        .stats(GuildId(GUILD_ID), UserId(8751))
        .await
        .expect("stats");
    assert!(stats.rating.is_none(), "never rated");
    let exported = fake
        .interact(slash(fake, 885, &kai, "export", vec![], &[]))
        .await;
    let (_, bytes) = answered(fake, exported)
        .await
        .files
        .first()
        .expect("file")
        .clone();
    let text = String::from_utf8(bytes.clone()).expect("text");
    assert!(
        text.contains("[SetUp \"1\"]") && text.contains(&start.to_string()),
        "{text}"
    );
    let records = konane_bot::engine::Record::parse_all(&text).expect("reads back");
    assert_eq!(records[0].game, view.game);

    // That record attached: its game is over, so it sets nothing up.
    let mut over = asking(886, vec![]);
    attach(
        &mut over,
        "record",
        &fake.attachment("konane-games.txt", &bytes),
    );
    let refused = fake.interact(over).await;
    assert!(
        refused.is_ephemeral() && refused.content().contains("already over"),
        "{}",
        refused.content()
    );
    // A record of a game in progress: the challenge goes on from its end.
    let mut going = support::white_to_move();
    let m = going.legal_moves()[0];
    going.play(m).expect("legal");
    let record = konane_bot::engine::Record::new(going.clone(), "Kai", "Lani").to_string();
    let mut from_record = asking(886, vec![]);
    attach(
        &mut from_record,
        "record",
        &fake.attachment("game.txt", record.as_bytes()),
    );
    let asked = fake.interact(from_record).await;
    assert!(
        asked
            .content()
            .contains("set-up position with black to move"),
        "{}",
        asked.content()
    );
    let set_up = game_of(&component(&asked, "konane:accept:").0);
    let view = bot.service.game(set_up).await.expect("game");
    assert_eq!(view.game.start(), going.position());
    bot.stop().await;
}
