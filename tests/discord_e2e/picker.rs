//! The two-step move picker through Discord, on a board with more stones
//! that can move than a menu holds: "More stones…" pages through them, and
//! a stone picked from a later page plays.

use super::*;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_picker_pages_through_more_stones_than_a_menu_holds() {
    let Some(bot) = start().await else {
        return;
    };
    let fake = &bot.fake;
    let (alice, bob) = (user(9951, "Alice"), user(9952, "Bob"));
    let commands = fake.registered_commands().await;
    let options = vec![
        opt("size", 3, json!("16x16")),
        choice(&commands, "challenge", "colour", "black"),
    ];
    let (game, asked) = challenge(&bot, 99, &alice, &bob, options).await;
    let (accept, _) = component(&asked, "konane:accept:");
    fake.interact(click(fake, 99, &bob, &accept, &[])).await;
    // Play on (behind the bot's back, as another process could) until more
    // stones can move than one menu holds.
    let place = konane_bot::values::Place::channel(
        konane_bot::values::GuildId(GUILD_ID),
        konane_bot::values::ChannelId(99),
    );
    let movable = loop {
        let view = bot.service.game(game).await.expect("game");
        let rules = view.game.variant().rules();
        let stones = view.game.position().movable_squares(rules);
        if stones.len() > 25 {
            break stones;
        }
        assert!(view.ply() < 200, "no position with over 25 movable stones");
        let player = view.player_to_move().expect("a game in play");
        // The move that leaves the most stones able to move: holes spread.
        let position = view.game.position();
        let m = view
            .game
            .legal_moves()
            .into_iter()
            .max_by_key(|&m| {
                position
                    .play(m, rules)
                    .map_or(0, |after| after.movable_squares(rules).len())
            })
            .expect("a legal move");
        bot.service
            .play(place, player, &m.to_string())
            .await
            .expect("a move");
    };
    let to_move = bot.service.game(game).await.expect("game");
    let mover = if to_move.player_to_move() == Some(konane_bot::values::UserId(9951)) {
        &alice
    } else {
        &bob
    };
    let board = fake
        .interact(slash(fake, 99, mover, "board", vec![], &[]))
        .await;
    // The first step: a page of 24 stones and "More stones…".
    let (menu, first_page) = component(&board, "konane:stones:");
    assert_eq!(first_page.len(), 25);
    assert_eq!(first_page.last().map(String::as_str), Some("more"));
    let more = fake
        .interact(click(fake, 99, mover, &menu, &["more"]))
        .await;
    assert!(more.is_ephemeral(), "the next page is the mover's alone");
    let (next_menu, second_page) = component(&more, "konane:stones:");
    // Together the pages list every stone that can move, each once.
    let mut listed: Vec<String> = first_page[..24]
        .iter()
        .chain(second_page.iter().filter(|s| *s != "more"))
        .cloned()
        .collect();
    if second_page.last().map(String::as_str) != Some("more") {
        listed.sort();
        let mut expected: Vec<String> = movable.iter().map(ToString::to_string).collect();
        expected.sort();
        assert_eq!(listed, expected);
    }
    // A stone from the second page, then its move: played.
    let stone = second_page[0].clone();
    let moves = fake
        .interact(click(fake, 99, mover, &next_menu, &[&stone]))
        .await;
    let (move_menu, stone_moves) = component(&moves, "konane:move:");
    assert!(
        stone_moves.iter().all(|m| m.starts_with(&stone)),
        "{stone}: {stone_moves:?}"
    );
    let played = fake
        .interact(click(fake, 99, mover, &move_menu, &[&stone_moves[0]]))
        .await;
    assert!(!played.is_ephemeral(), "{}", played.content());
    assert_eq!(
        bot.service.game(game).await.expect("game").ply(),
        to_move.ply() + 1
    );
    bot.stop().await;
}
