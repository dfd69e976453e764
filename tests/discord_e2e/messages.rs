//! Messages a busy channel can live with: controls only on the newest
//! board, a picker for any number of moves, and turn notices by direct message.

use fake_discord::click_on;
use konane_bot::values::{Place, UserId};

use super::*;

/// A link to message `id` of `channel`, as the bot writes it.
fn link(channel: u64, id: &str) -> String {
    format!("https://discord.com/channels/{GUILD_ID}/{channel}/{id}")
}

/// After a move, the earlier board loses its menu and buttons, and the
/// challenge its buttons once accepted; a click on an old control is
/// answered privately with a link to the current board.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn only_the_newest_board_keeps_its_controls() {
    let Some(bot) = start().await else {
        return;
    };
    let fake = &bot.fake;
    let (alice, bob) = (user(9801, "Alice"), user(9802, "Bob"));
    let commands = fake.registered_commands().await;
    let colour = choice(&commands, "challenge", "colour", "black");
    let (game, asked) = challenge(&bot, 98, &alice, &bob, vec![colour]).await;
    let (accept, _) = component(&asked, "konane:accept:");
    let first = fake.interact(click(fake, 98, &bob, &accept, &[])).await;
    let challenge_id = asked.message_id.clone().expect("the challenge's message");
    let first_id = first.message_id.clone().expect("the board's message");
    fake.controls_removed(&challenge_id).await;
    assert!(!fake.controls_now(&first_id).is_empty());

    let (menu, choices) = component(&first, "konane:move:");
    let second = fake
        .interact(click(fake, 98, &alice, &menu, &[&choices[0]]))
        .await;
    let second_id = second.message_id.clone().expect("the new board's message");
    // The first board keeps its Follow button alone.
    let follow = format!("konane:follow:{}", game.0);
    fake.controls_become(&first_id, &[follow]).await;
    assert!(
        fake.controls_now(&second_id)
            .iter()
            .any(|c| c.starts_with("konane:move:")),
        "{:?}",
        second.components()
    );
    let stored = bot.service.game(game).await.expect("game").board_message;
    assert_eq!(stored.map(|m| m.0.to_string()), Some(second_id.clone()));

    // Old controls, as a client that didn't refresh (or a restart) still shows them.
    let resign = format!("konane:resign:{}", game.0);
    for (custom_id, values) in [(&menu, vec![choices[1].as_str()]), (&resign, vec![])] {
        let stale = fake
            .interact(click_on(fake, &first, 98, &bob, custom_id, &values))
            .await;
        assert!(stale.is_ephemeral(), "{}", stale.content());
        assert!(
            stale.content().contains(&link(98, &second_id))
                && !stale.content().contains("position changed"),
            "{}",
            stale.content()
        );
    }
    assert_eq!(bot.service.game(game).await.expect("game").ply(), 1);
    bot.stop().await;
}

/// Plays `game` on through the service, each time the move that leaves the
/// most replies, until the side to move has more moves than a menu holds.
async fn play_until_many_moves(bot: &Bot, place: Place, game: GameId) -> usize {
    for _ in 0..400 {
        let view = bot.service.game(game).await.expect("game");
        let moves = view.game.legal_moves();
        if moves.len() > 25 {
            return moves.len();
        }
        let best = moves
            .iter()
            .max_by_key(|&&m| {
                let mut next = view.game.clone();
                next.play(m).expect("a legal move");
                next.legal_moves().len()
            })
            .expect("the game goes on");
        let player = view.player_to_move().expect("someone to move");
        bot.service
            .play(place, player, &best.to_string())
            .await
            .expect("the move is played");
    }
    panic!("no position with more than 25 moves");
}

/// A position with more moves than a menu holds gets a two-step picker:
/// the stone, privately its moves, and the move is played publicly.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn many_moves_are_picked_stone_first() {
    let Some(bot) = start().await else {
        return;
    };
    let fake = &bot.fake;
    let (alice, bob) = (user(9811, "Alice"), user(9812, "Bob"));
    let commands = fake.registered_commands().await;
    let options = vec![
        choice(&commands, "challenge", "colour", "black"),
        choice(&commands, "challenge", "jumps", "turning"),
        opt("size", 3, json!("16x16")),
    ];
    let (game, asked) = challenge(&bot, 99, &alice, &bob, options).await;
    let (accept, _) = component(&asked, "konane:accept:");
    fake.interact(click(fake, 99, &bob, &accept, &[])).await;
    let place = Place::channel(
        konane_bot::values::GuildId(GUILD_ID),
        konane_bot::values::ChannelId(99),
    );
    let count = play_until_many_moves(&bot, place, game).await;

    let view = bot.service.game(game).await.expect("game");
    let mover = match view.player_to_move() {
        Some(UserId(9811)) => &alice,
        _ => &bob,
    };
    let board = fake
        .interact(slash(fake, 99, mover, "board", vec![], &[]))
        .await;
    assert!(
        board
            .content()
            .contains("`/konane move`, which accepts any move"),
        "{}",
        board.content()
    );
    assert!(
        board
            .components()
            .iter()
            .all(|(id, _)| !id.starts_with("konane:move:"))
    );
    let (stones, squares) = component(&board, "konane:stones:");
    let legal = legal_moves(&bot, game).await;
    let from = &squares[0];
    let of_stone: Vec<&String> = legal
        .iter()
        .filter(|m| m.starts_with(&format!("{from}-")))
        .collect();
    assert!(count > 25 && !of_stone.is_empty());

    let step = fake
        .interact(click_on(fake, &board, 99, mover, &stones, &[from]))
        .await;
    assert!(step.is_ephemeral(), "{}", step.content());
    let (menu, values) = component(&step, "konane:move:");
    let shown: Vec<&String> = values.iter().filter(|v| !v.starts_with("more:")).collect();
    assert!(
        shown.iter().all(|v| of_stone.contains(v)),
        "{shown:?} not all moves of {from}"
    );
    let played = fake
        .interact(click_on(fake, &step, 99, mover, &menu, &[shown[0]]))
        .await;
    assert!(!played.is_ephemeral(), "{}", played.content());
    assert!(
        played.content().contains(&format!("`{}`", shown[0])),
        "{}",
        played.content()
    );
    assert_eq!(
        bot.service.game(game).await.expect("game").ply(),
        view.ply() + 1
    );
    bot.stop().await;
}

/// With `/konane notify dm:on`, a member hears by direct message when it
/// is their move (with a link to the board), at half time and on a forfeit;
/// one whose settings refuse direct messages gets the channel notices alone.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn turn_notices_reach_members_who_ask_by_direct_message() {
    let Some(bot) = start().await else {
        return;
    };
    let fake = &bot.fake;
    let (alice, bob, carol) = (user(9821, "Alice"), user(9822, "Bob"), user(9823, "Carol"));
    let commands = fake.registered_commands().await;
    for who in [&bob, &carol] {
        let on = choice(&commands, "notify", "dm", "on");
        let said = fake
            .interact(slash(fake, 97, who, "notify", vec![on], &[]))
            .await;
        assert!(
            said.is_ephemeral() && said.content().starts_with("Direct messages on:"),
            "{}",
            said.content()
        );
    }
    fake.refuse_dms(9823);

    let (game, first) = begin(&bot, 97, &alice, &bob).await;
    let (menu, choices) = component(&first, "konane:move:");
    let board = fake
        .interact(click(fake, 97, &alice, &menu, &[&choices[0]]))
        .await;
    let dm = fake.dm(9822, 0).await;
    let board_id = board.message_id.clone().expect("the board's message");
    assert!(
        dm.content().contains(&format!("game #{}", game.0))
            && dm.content().contains(&link(97, &board_id)),
        "{}",
        dm.content()
    );
    assert_eq!(dm.pings(), Some(vec![]));

    // Bob's half-time reminder: in the channel with the link, and by DM.
    make_due(&bot, game, "reminder_at").await;
    let reminder = fake.channel_message(97, 0).await;
    assert!(
        reminder.content().contains(&link(97, &board_id)),
        "{}",
        reminder.content()
    );
    let dm = fake.dm(9822, 1).await;
    assert!(
        dm.content().contains("your time runs out"),
        "{}",
        dm.content()
    );

    // Bob's time runs out: the forfeit reaches him by DM too.
    make_due(&bot, game, "turn_deadline").await;
    let forfeit = fake.channel_message(97, 1).await;
    assert!(
        forfeit.content().contains("ran out of time"),
        "{}",
        forfeit.content()
    );
    let dm = fake.dm(9822, 2).await;
    assert!(
        dm.content().contains("you ran out of time"),
        "{}",
        dm.content()
    );

    // Carol refuses DMs: her turn is announced in the channel, and nothing fails.
    let (_, first) = begin(&bot, 96, &alice, &carol).await;
    let (menu, choices) = component(&first, "konane:move:");
    let board = fake
        .interact(click(fake, 96, &alice, &menu, &[&choices[0]]))
        .await;
    assert!(board.content().contains("<@9823>"), "{}", board.content());
    fake.dms_refused(9823, 1).await;
    assert!(fake.dms_to(9823).is_empty());
    // Alice didn't ask: the bot never tried to DM her, in either game.
    assert_eq!(fake.dms_tried(9821), 0);

    // Bob turns them off: his next reminder comes in the channel alone. (The
    // scheduler sends a reminder's DM before its channel notice, so once the
    // notice is there, a DM would have been tried.)
    let off = choice(&commands, "notify", "dm", "off");
    let said = fake
        .interact(slash(fake, 98, &bob, "notify", vec![off], &[]))
        .await;
    assert!(
        said.is_ephemeral() && said.content().starts_with("Direct messages off:"),
        "{}",
        said.content()
    );
    let tried = fake.dms_tried(9822);
    let (game, first) = begin(&bot, 98, &alice, &bob).await;
    let (menu, choices) = component(&first, "konane:move:");
    fake.interact(click(fake, 98, &alice, &menu, &[&choices[0]]))
        .await;
    make_due(&bot, game, "reminder_at").await;
    let reminder = fake.channel_message(98, 0).await;
    assert!(
        reminder.content().contains("<@9822>, it's your move"),
        "{}",
        reminder.content()
    );
    assert_eq!(fake.dms_tried(9822), tried);
    bot.stop().await;
}
