//! Seasons end to end: started by a member who may manage the server, each
//! ranking its own rated games, the last one's champion named when the next
//! begins, and the leaderboard showing any season or the all-time ratings;
//! and the global ladder, which lists only the players who ask.

use fake_discord::{MEMBER, slash_group};

use super::*;

/// A rated game in `channel`: Alice (black) and Bob each move once, then
/// `loser` resigns.
async fn rated_game(bot: &Bot, channel: u64, alice: &Value, bob: &Value, loser: &Value) {
    let (game, _) = begin(bot, channel, alice, bob).await;
    let fake = &bot.fake;
    for player in [alice, bob] {
        let m = legal_moves(bot, game).await.remove(0);
        let played = fake
            .interact(slash(
                fake,
                channel,
                player,
                "move",
                vec![opt("move", 3, json!(m))],
                &[],
            ))
            .await;
        assert!(!played.is_ephemeral(), "{}", played.content());
    }
    let over = fake
        .interact(slash(fake, channel, loser, "resign", vec![], &[]))
        .await;
    assert!(over.content().contains("Game over"), "{}", over.content());
}

async fn leaderboard(bot: &Bot, from: &Value, season: Option<&str>) -> String {
    let fake = &bot.fake;
    let options = season
        .map(|s| vec![opt("season", 3, json!(s))])
        .unwrap_or_default();
    fake.interact(slash(fake, CHANNEL, from, "leaderboard", options, &[]))
        .await
        .content()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_seasons_each_with_its_own_table() {
    let Some(bot) = start().await else {
        return;
    };
    let fake = &bot.fake;
    let (admin, alice, bob) = (user(9950, "Ada"), user(9951, "Alice"), user(9952, "Bob"));
    fake.set_permissions(9951, MEMBER);
    // Only a member who may manage the server starts one.
    let refused = fake
        .interact(slash_group(
            fake,
            CHANNEL,
            &alice,
            "konane-season",
            "start",
            vec![opt("name", 3, json!("Mine"))],
        ))
        .await;
    assert!(refused.is_ephemeral(), "{}", refused.content());

    let first = fake
        .interact(slash_group(
            fake,
            CHANNEL,
            &admin,
            "konane-season",
            "start",
            vec![opt("name", 3, json!("Winter"))],
        ))
        .await;
    assert!(
        first.content().contains("Season 1, **Winter**, begins now"),
        "{}",
        first.content()
    );
    rated_game(&bot, 31, &alice, &bob, &bob).await;
    let table = leaderboard(&bot, &bob, None).await;
    assert!(table.contains("Season 1: Winter"), "{table}");
    assert!(table.contains("1. <@9951> · 1 win · 0 lost"), "{table}");

    bot.clock.advance(Duration::from_secs(1));
    let second = fake
        .interact(slash_group(
            fake,
            CHANNEL,
            &admin,
            "konane-season",
            "start",
            vec![opt("name", 3, json!("Spring"))],
        ))
        .await;
    let second = answered(fake, second).await;
    assert!(
        second.content().contains("champion <@9951>"),
        "{}",
        second.content()
    );
    assert_eq!(
        second.pings(),
        Some(vec!["9951".to_string()]),
        "the champion is pinged"
    );
    bot.clock.advance(Duration::from_secs(1));
    rated_game(&bot, 32, &alice, &bob, &alice).await;
    let spring = leaderboard(&bot, &alice, None).await;
    assert!(spring.contains("1. <@9952> · 1 win · 0 lost"), "{spring}");
    let winter = leaderboard(&bot, &alice, Some("1")).await;
    assert!(winter.contains("Season 1: Winter"), "{winter}");
    assert!(winter.contains("1. <@9951> · 1 win · 0 lost"), "{winter}");
    // Stats carry the rating chart, its alt text telling the trend.
    let stats = fake
        .interact(slash(fake, CHANNEL, &alice, "stats", vec![], &[]))
        .await;
    let stats = answered(fake, stats).await;
    let alt = stats.alt_text("rating.png").expect("a rating chart");
    assert!(alt.starts_with("Rating of Alice: 1500 → "), "{alt}");
    assert!(alt.contains("over 2 games"), "{alt}");
    let all_time = leaderboard(&bot, &alice, Some("all-time")).await;
    assert!(
        all_time.contains("<@9951>") && all_time.contains("<@9952>"),
        "{all_time}"
    );
    assert!(!all_time.contains("Season"), "{all_time}");
    bot.stop().await;
}

/// Every rated game also counts on the global ladder, whose table lists
/// only players who chose to be listed (`/konane profile listed:True`),
/// under the name they chose, never as a mention; an unlisted player's
/// global rating shows in their own `stats` alone.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_global_ladder_lists_only_players_who_ask() {
    let Some(bot) = start().await else {
        return;
    };
    let fake = &bot.fake;
    let (alice, bob) = (user(9951, "Alice"), user(9952, "Bob"));
    rated_game(&bot, 41, &alice, &bob, &bob).await;
    let commands = fake.registered_commands().await;
    let global = || {
        let scope = choice(&commands, "leaderboard", "scope", "global");
        slash(fake, CHANNEL, &bob, "leaderboard", vec![scope], &[])
    };
    let empty = fake.interact(global()).await;
    assert!(
        empty.content().contains("Nobody is listed"),
        "{}",
        empty.content()
    );

    let profile = |who: &Value, listed: bool| {
        slash(
            fake,
            CHANNEL,
            who,
            "profile",
            vec![opt("listed", 5, json!(listed))],
            &[],
        )
    };
    let listed = answered(fake, fake.interact(profile(&alice, true)).await).await;
    assert!(listed.is_ephemeral());
    assert!(
        listed
            .content()
            .contains("listed on the global ladder as **Alice**"),
        "{}",
        listed.content()
    );
    let table = fake.interact(global()).await.content();
    assert!(
        table.contains("global ladder") && table.contains("Alice"),
        "{table}"
    );
    assert!(!table.contains("<@"), "names, not mentions: {table}");
    assert!(
        !table.contains("Bob"),
        "Bob didn't ask to be listed: {table}"
    );

    let stats = |from: &Value, about: &Value| {
        let who = opt("user", 6, about["id"].clone());
        slash(
            fake,
            CHANNEL,
            from,
            "stats",
            vec![who],
            std::slice::from_ref(about),
        )
    };
    let bob_seen_by_alice = fake.interact(stats(&alice, &bob)).await.content();
    assert!(
        !bob_seen_by_alice.contains("Global ladder"),
        "{bob_seen_by_alice}"
    );
    let bob_own = fake.interact(stats(&bob, &bob)).await.content();
    assert!(
        bob_own.contains("Global ladder") && bob_own.contains("not listed"),
        "{bob_own}"
    );
    let alice_seen_by_bob = fake.interact(stats(&bob, &alice)).await.content();
    assert!(
        alice_seen_by_bob.contains("Global ladder"),
        "{alice_seen_by_bob}"
    );

    fake.interact(profile(&alice, false)).await;
    let emptied = fake.interact(global()).await;
    assert!(
        emptied.content().contains("Nobody is listed"),
        "{}",
        emptied.content()
    );
    bot.stop().await;
}
