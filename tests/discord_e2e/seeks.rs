//! Games between servers: seeking an opponent in the global pool, the game
//! in both players' DMs with the bot, and blocks.

use fake_discord::{Elsewhere, click_on, slash_group, user_installed};
use konane_bot::values::{GameStatus, GuildId, UserId};

use super::*;

/// A server that didn't add the bot, where Bob installed the app.
const BOBS_SERVER: u64 = 81_000_000_000_000_001;

/// `/konane seek find` by `from` in `channel` of the test server.
fn seek_find(fake: &FakeDiscord, channel: u64, from: &Value, options: Vec<Value>) -> Value {
    slash_group(fake, channel, from, "seek", "find", options)
}

/// `interaction` from a channel of [`BOBS_SERVER`].
fn in_bobs_server(fake: &FakeDiscord, interaction: Value) -> Value {
    user_installed(
        fake,
        interaction,
        Elsewhere::Server {
            guild: BOBS_SERVER,
            external_apps: true,
        },
    )
}

/// Plays a game between servers to its end: each player moves by the menu
/// of the newest board in their own DM. Returns the last board: the
/// answer to the last move, and its copy in the other player's DM.
pub(crate) async fn play_in_dms(
    fake: &FakeDiscord,
    service: &Service,
    game: GameId,
    players: [&Value; 2],
) -> (Sent, Sent) {
    let view = service.game(game).await.expect("game");
    let dm_of = |player: &Value| {
        let id = UserId(
            player["id"]
                .as_str()
                .and_then(|i| i.parse().ok())
                .expect("id"),
        );
        if view.opponent == Some(id) {
            view.place.mirror.expect("a game between servers").0
        } else {
            view.place.channel.0
        }
    };
    let newest = |player: &Value| {
        let id: u64 = player["id"]
            .as_str()
            .and_then(|i| i.parse().ok())
            .expect("id");
        fake.dms_to(id)
            .last()
            .cloned()
            .expect("a board in their DM")
    };
    let mut moves = 0;
    let mut last = None;
    loop {
        let now = service.game(game).await.expect("game");
        let Some(to_move) = now.player_to_move() else {
            break;
        };
        let (mover, other) = if players[0]["id"] == json!(to_move.0.to_string()) {
            (players[0], players[1])
        } else {
            (players[1], players[0])
        };
        let other_id: u64 = other["id"]
            .as_str()
            .and_then(|i| i.parse().ok())
            .expect("id");
        let before = fake.dms_to(other_id).len();
        let board = newest(mover);
        let (menu, choices) = component(&board, "konane:move:");
        let click = click_on(fake, &board, dm_of(mover), mover, &menu, &[&choices[0]]);
        let answer = fake
            .interact(user_installed(fake, click, Elsewhere::BotDm))
            .await;
        assert!(!answer.is_ephemeral(), "{}", answer.content());
        // The same board reaches the other player's DM.
        let copy = fake.dm(other_id, before).await;
        let answer = answered(fake, answer).await;
        assert_eq!(copy.content(), answer.content());
        last = Some((answer, copy));
        moves += 1;
        assert!(moves < 60, "a 6x6 game ends");
    }
    last.expect("a move")
}

/// Alice seeks from the test server, Bob from a server the bot isn't in:
/// they are paired, and play in their DMs with the bot, each board in both,
/// rated on the global ladder only, with no server named to the other.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn players_from_two_servers_are_paired_and_play_in_their_dms() {
    let Some(bot) = start().await else {
        return;
    };
    let fake = &bot.fake;
    let (alice, bob, carol) = (user(8101, "Alice"), user(8102, "Bob"), user(8103, "Carol"));
    let six = || vec![opt("size", 3, json!("6x6"))];
    let waiting = fake.interact(seek_find(fake, 81, &alice, six())).await;
    assert!(
        waiting.is_ephemeral() && waiting.content().contains("in the pool until"),
        "{}",
        waiting.content()
    );
    let told = fake.dm(8101, 0).await;
    assert!(
        told.content().contains("seeking a 6x6 game (rated)"),
        "{}",
        told.content()
    );
    // The list names nobody who isn't listed on the global ladder.
    let list = fake
        .interact(slash_group(fake, 81, &carol, "seek", "list", vec![]))
        .await;
    assert!(
        list.content().contains("(1)") && list.content().contains("a player: 6x6, rated"),
        "{}",
        list.content()
    );
    assert!(!list.content().contains("Alice"), "{}", list.content());
    // A different board doesn't pair: Carol waits too.
    let eight = fake.interact(seek_find(fake, 81, &carol, vec![])).await;
    assert!(
        eight.content().contains("in the pool"),
        "{}",
        eight.content()
    );
    let paired = fake
        .interact(in_bobs_server(fake, seek_find(fake, 82, &bob, six())))
        .await;
    assert!(
        paired.is_ephemeral() && paired.content().contains("Paired"),
        "{}",
        paired.content()
    );
    let first_for_alice = fake.dm(8101, 1).await;
    let first_for_bob = fake.dm(8102, 1).await;
    for board in [&first_for_alice, &first_for_bob] {
        assert!(
            board.content().contains("A game between servers")
                && board.content().contains("Alice")
                && board.content().contains("Bob"),
            "{}",
            board.content()
        );
        assert!(
            !board.content().contains(&GUILD_ID.to_string())
                && !board.content().contains(&BOBS_SERVER.to_string()),
            "no server named: {}",
            board.content()
        );
    }
    let game = game_of(&component(&first_for_alice, "konane:move:").0);
    let view = bot.service.game(game).await.expect("game");
    assert_eq!(view.place.guild, GuildId::DIRECT);
    assert!(view.place.mirror.is_some() && view.rated);
    assert_eq!(
        (view.challenger, view.opponent),
        (UserId(8101), Some(UserId(8102)))
    );
    // Both seeks are gone; Carol's waits on.
    let (open, count, _) = bot.service.open_seeks(10).await.expect("seeks");
    assert_eq!((count, open[0].user), (1, UserId(8103)));
    let (answer, copy) = play_in_dms(fake, &bot.service, game, [&alice, &bob]).await;
    assert!(
        answer.content().contains("Game over") && copy.content().contains("Game over"),
        "{}",
        answer.content()
    );
    assert_picture_matches(&bot, &copy, game).await;
    assert_eq!(
        bot.service.game(game).await.expect("game").status,
        GameStatus::Finished
    );
    for player in [8101, 8102] {
        let stats = bot
            .service
            .stats(GuildId(GUILD_ID), UserId(player))
            .await
            .expect("stats");
        assert!(stats.rating.is_none(), "no server's ladder counts it");
        assert_eq!(stats.global.map(|g| g.games), Some(1));
    }
    // Nothing was posted in either server's channels.
    assert!(
        fake.channel_messages().is_empty(),
        "{:?}",
        fake.channel_messages()
    );
    bot.stop().await;
}

/// A block stops pairings and challenges both ways, a seek withdraws, and a
/// player whose DMs are closed is told at once and not paired.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn blocks_cancels_and_closed_dms_keep_players_apart() {
    let Some(bot) = start().await else {
        return;
    };
    let fake = &bot.fake;
    let (alice, bob, carol, dave) = (
        user(8201, "Alice"),
        user(8202, "Bob"),
        user(8203, "Carol"),
        user(8204, "Dave"),
    );
    let blocked = fake
        .interact(slash(
            fake,
            83,
            &alice,
            "block",
            vec![opt("user", 6, json!("8202"))],
            std::slice::from_ref(&bob),
        ))
        .await;
    assert!(
        blocked.is_ephemeral() && blocked.content().contains("You've blocked"),
        "{}",
        blocked.content()
    );
    fake.interact(seek_find(fake, 83, &alice, vec![])).await;
    let not_paired = fake.interact(seek_find(fake, 83, &bob, vec![])).await;
    assert!(
        not_paired.content().contains("in the pool"),
        "{}",
        not_paired.content()
    );
    // Bob can't challenge Alice either.
    let (_, refused) = {
        let asked = slash(
            fake,
            84,
            &bob,
            "challenge",
            vec![opt("opponent", 6, json!("8201"))],
            std::slice::from_ref(&alice),
        );
        ((), fake.interact(asked).await)
    };
    assert!(
        refused.is_ephemeral() && refused.content().contains("blocked"),
        "{}",
        refused.content()
    );
    // Bob withdraws; Carol is paired with Alice, the oldest seek she fits.
    let cancelled = fake
        .interact(slash_group(fake, 83, &bob, "seek", "cancel", vec![]))
        .await;
    assert!(
        cancelled.content().contains("left the pool"),
        "{}",
        cancelled.content()
    );
    let again = fake
        .interact(slash_group(fake, 83, &bob, "seek", "cancel", vec![]))
        .await;
    assert!(
        again.content().contains("weren't seeking"),
        "{}",
        again.content()
    );
    let paired = fake.interact(seek_find(fake, 83, &carol, vec![])).await;
    assert!(paired.content().contains("Paired"), "{}", paired.content());
    // Dave's DMs are closed: told at once, never in the pool.
    fake.refuse_dms(8204);
    let closed = fake.interact(seek_find(fake, 83, &dave, vec![])).await;
    assert!(
        closed.is_ephemeral() && closed.content().contains("can't send you direct messages"),
        "{}",
        closed.content()
    );
    let (_, count, _) = bot.service.open_seeks(10).await.expect("seeks");
    assert_eq!(count, 0);
    // Lifting the block lets them play again.
    fake.interact(slash(
        fake,
        83,
        &alice,
        "block",
        vec![opt("user", 6, json!("8202")), opt("lift", 5, json!(true))],
        std::slice::from_ref(&bob),
    ))
    .await;
    let (_, asked) = challenge(&bot, 85, &bob, &alice, vec![]).await;
    component(&asked, "konane:accept:");
    bot.stop().await;
}
