//! What players do on the Activity's page besides moving: takebacks, aborts,
//! rematches, challenges started and answered, hints and analysis after the
//! game; and who stops seeing what (a user who leaves the Activity, a game
//! of a channel the user's Activity is not in). Run once, on SQLite.

use super::activity::{Page, start_with_activity};
use super::*;

fn actions(game: &Value) -> Vec<&str> {
    game["actions"]
        .as_array()
        .expect("actions")
        .iter()
        .filter_map(Value::as_str)
        .collect()
}

/// A casual game of Alice (black) against Bob in `channel`, accepted.
async fn casual(bot: &Bot, channel: u64, alice: &Value, bob: &Value) -> GameId {
    let commands = bot.fake.registered_commands().await;
    let options = vec![
        choice(&commands, "challenge", "colour", "black"),
        opt("rated", 5, json!(false)),
    ];
    let (game, asked) = challenge(bot, channel, alice, bob, options).await;
    let (accept, _) = component(&asked, "konane:accept:");
    bot.fake
        .interact(click(&bot.fake, channel, bob, &accept, &[]))
        .await;
    game
}

/// Waits for a message in `channel` whose text has `words`.
async fn posted(fake: &FakeDiscord, channel: u64, words: &str) -> Sent {
    for n in 0.. {
        let sent = fake.channel_message(channel, n).await;
        if sent.content().contains(words) {
            return sent;
        }
    }
    unreachable!()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn takebacks_aborts_rematches_and_challenges_are_answered_on_the_page() {
    let Some((bot, addr)) = start_with_activity().await else {
        return;
    };
    let fake = &bot.fake;
    let channel = 93;
    let (alice, bob) = (user(9301, "Alice"), user(9302, "Bob"));
    let game = casual(&bot, channel, &alice, &bob).await;
    fake.open_activity("i-93", channel, Some(GUILD_ID), &[&alice, &bob]);
    let alice_page = Page::open(fake, addr, &alice, "i-93").await;
    let bob_page = Page::open(fake, addr, &bob, "i-93").await;
    let (_, first) = alice_page.get(&format!("/games/{}", game.0)).await;
    assert_eq!(actions(&first), ["move", "resign", "abort"], "{first}");
    let (_, bobs) = bob_page.get(&format!("/games/{}", game.0)).await;
    assert_eq!(actions(&bobs), ["resign", "abort"]);
    let mut bobs_view = bob_page.watch(game).await;
    bobs_view.shows_ply(0).await;

    // Alice moves, then asks for it back: Bob's view shows the request and
    // offers him the answer; the chat hears both.
    let m = legal_moves(&bot, game).await[0].clone();
    assert_eq!(alice_page.play(game, 0, &m).await.0, 200);
    bobs_view.shows_ply(1).await;
    let (status, asked) = alice_page.act(game, "takeback", json!({})).await;
    assert_eq!(status, 200, "{asked}");
    assert_eq!(asked["takeback_asked"], true);
    let seen = bobs_view
        .shows("the takeback asked", |g| g["takeback_asked"] == true)
        .await;
    assert!(actions(&seen).contains(&"takeback-answer"), "{seen}");
    posted(fake, channel, "asks to take back").await;
    let (status, after) = bob_page
        .act(game, "takeback", json!({"answer": true}))
        .await;
    assert_eq!(status, 200, "{after}");
    assert_eq!(after["ply"], 0);
    assert_eq!(bot.service.game(game).await.unwrap().ply(), 0);
    bobs_view.shows_ply(0).await;
    posted(fake, channel, "accepted: the last move is taken back").await;

    // Refused, nothing changed: Bob can't answer a takeback nobody asked
    // for, or abort a game he doesn't play; a made-up action is unknown.
    let (status, _) = bob_page
        .act(game, "takeback", json!({"answer": true}))
        .await;
    assert_eq!(status, 422);
    let (status, _) = bob_page.act(game, "castle", json!({})).await;
    assert_eq!(status, 404);
    let (status, _) = bob_page.act(game, "takeback", json!({"answer": 3})).await;
    assert_eq!(status, 400, "a body the page would never send");

    // Alice aborts before both have moved: nothing rated, the chat told.
    let (status, aborted) = alice_page.act(game, "abort", json!({})).await;
    assert_eq!(status, 200, "{aborted}");
    assert_eq!(aborted["status"], "aborted");
    assert_eq!(actions(&aborted), ["rematch", "hint"]);
    bobs_view
        .shows("the abort", |g| g["status"] == "aborted")
        .await;
    posted(fake, channel, "aborted game").await;

    // Bob asks for a rematch: a new challenge to Alice, which her page
    // offers among her games; she accepts it there.
    let (status, rematch) = bob_page.act(game, "rematch", json!({})).await;
    assert_eq!(status, 200, "{rematch}");
    assert_eq!(rematch["status"], "challenge");
    assert_eq!(rematch["challenger"]["id"], bob["id"]);
    assert_eq!(rematch["opponent"]["id"], alice["id"]);
    let again = GameId(rematch["id"].as_i64().expect("an id"));
    assert_ne!(again, game);
    assert_eq!(
        actions(&rematch),
        ["cancel"],
        "Bob waits, or withdraws: {rematch}"
    );
    posted(fake, channel, "asks for a rematch").await;
    let (_, offered) = alice_page.get("").await;
    let mine = offered["mine"].as_array().expect("mine");
    let offered_again = mine.iter().find(|g| g["id"] == again.0).expect("offered");
    assert_eq!(actions(offered_again), ["accept", "decline"]);
    let (status, accepted) = alice_page.act(again, "accept", json!({})).await;
    assert_eq!(status, 200, "{accepted}");
    assert_eq!(accepted["status"], "active");
    // Colours swapped: Bob plays black now.
    assert_eq!(accepted["black"]["id"], bob["id"]);
    posted(fake, channel, "plays black").await;
    let lost = fake.take_failures();
    assert!(lost.is_empty(), "{lost:?}");
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn games_are_started_from_the_page_and_reviewed_after() {
    let Some((bot, addr)) = start_with_activity().await else {
        return;
    };
    let fake = &bot.fake;
    let (alice, bob, dave) = (user(9401, "Alice"), user(9402, "Bob"), user(9404, "Dave"));
    fake.open_activity("i-94", 94, Some(GUILD_ID), &[&alice, &bob]);
    let alice_page = Page::open(fake, addr, &alice, "i-94").await;
    let bob_page = Page::open(fake, addr, &bob, "i-94").await;
    let (_, offered) = alice_page.get("").await;
    assert_eq!(offered["bot"], true);
    let people = offered["people"].as_array().expect("people");
    assert_eq!(people.len(), 1, "only Bob: {offered}");
    assert_eq!(people[0]["id"], bob["id"]);

    // Alice challenges Bob from the page: posted in the channel with its
    // buttons; Bob's page offers it, and he declines there.
    let bob_id = bob["id"].as_str().expect("an id");
    let (status, challenge) = alice_page.start(bob_id).await;
    assert_eq!(status, 200, "{challenge}");
    assert_eq!(challenge["status"], "challenge");
    let id = GameId(challenge["id"].as_i64().expect("an id"));
    let announced = posted(fake, 94, "challenges you").await;
    let (accept, _) = component(&announced, "konane:accept:");
    assert_eq!(game_of(&accept), id);
    let (_, offered) = bob_page.get("").await;
    assert!(
        offered["mine"]
            .as_array()
            .expect("mine")
            .iter()
            .any(|g| g["id"] == id.0)
    );
    let (status, declined) = bob_page.act(id, "decline", json!({})).await;
    assert_eq!(status, 200, "{declined}");
    posted(fake, 94, "declined").await;

    // Nobody outside the Activity can be challenged from it.
    let dave_id = dave["id"].as_str().expect("an id");
    let (status, refusal) = alice_page.start(dave_id).await;
    assert_eq!(status, 422, "{refusal}");
    assert!(
        refusal["message"]
            .as_str()
            .is_some_and(|m| m.contains("Activity"))
    );

    // Alice plays the bot from the page: the game begins at once (after
    // the bot's first move, if it has black), its board in the channel.
    let (status, started) = alice_page.start("bot").await;
    assert_eq!(status, 200, "{started}");
    assert_eq!(started["status"], "active");
    let game = GameId(started["id"].as_i64().expect("an id"));
    posted(fake, 94, "is playing me").await;
    let (status, resigned) = alice_page.act(game, "resign", json!({})).await;
    assert_eq!(status, 200, "{resigned}");
    assert_eq!(resigned["status"], "finished");
    assert!(actions(&resigned).contains(&"analysis"));

    // After the game: a hint for its last position and the analysis, in words.
    let (status, hint) = alice_page.act(game, "hint", json!({})).await;
    assert_eq!(status, 200, "{hint}");
    assert!(
        hint["text"]
            .as_str()
            .is_some_and(|t| t.starts_with("Hint for"))
    );
    assert!(!hint["text"].as_str().unwrap_or_default().contains('`'));
    assert!(hint["path"].as_array().is_some_and(|p| !p.is_empty()));
    let (status, analysis) = alice_page.act(game, "analysis", json!({})).await;
    assert_eq!(status, 200, "{analysis}");
    let text = analysis["text"].as_str().unwrap_or_default();
    assert!(
        text.starts_with(&format!("Analysis of game #{}", game.0)),
        "{text}"
    );
    // And the solver's verdict on every position, for the review to show.
    let (_, finished) = alice_page.get(&format!("/games/{}", game.0)).await;
    let plies = finished["ply"].as_u64().unwrap_or_default();
    let verdicts = analysis["verdicts"].as_array().cloned().unwrap_or_default();
    assert_eq!(verdicts.len() as u64, plies + 1, "{analysis}");
    assert!(verdicts.iter().all(|v| v.get("blunder").is_some()));
    let lost = fake.take_failures();
    assert!(lost.is_empty(), "{lost:?}");
    bot.stop().await;
}

/// A bot serving its Activity in a server that wants a thread per game.
async fn start_wanting_threads() -> Option<(Bot, std::net::SocketAddr)> {
    let (bot, addr) = start_with_activity().await?;
    bot.service
        .set_threads(konane_bot::values::GuildId(GUILD_ID), true)
        .await
        .expect("threads on");
    Some((bot, addr))
}

/// Where the server wants a thread per game, a game started from the page
/// gets one, as the chat's would.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_started_from_the_page_gets_its_own_thread() {
    let Some((bot, addr)) = start_wanting_threads().await else {
        return;
    };
    let fake = &bot.fake;
    let alice = user(9201, "Alice");
    fake.open_activity("i-92", 92, Some(GUILD_ID), &[&alice]);
    let page = Page::open(fake, addr, &alice, "i-92").await;
    let (status, started) = page.start("bot").await;
    assert_eq!(status, 200, "{started}");
    let thread = fake.thread_started(0).await;
    let game = GameId(started["id"].as_i64().expect("an id"));
    let view = bot.service.game(game).await.unwrap();
    assert_eq!(view.place.channel.0, thread);
    assert_eq!(view.place.parent.map(|p| p.0), Some(92));
    posted(fake, thread, "is playing me").await;
    // The page still shows it: it is a thread of the Activity's channel.
    let (status, _) = page.get(&format!("/games/{}", game.0)).await;
    assert_eq!(status, 200);
    bot.stop().await;
}

/// A user who leaves the Activity is refused from then on, and their live
/// view is closed; one whose Activity runs in another channel sees none of
/// that channel's games, live or not, and can't act on them.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn leaving_the_activity_or_another_channel_shows_nothing() {
    let Some((bot, addr)) = start_with_activity().await else {
        return;
    };
    let fake = &bot.fake;
    let (alice, bob, dave) = (user(9101, "Alice"), user(9102, "Bob"), user(9104, "Dave"));
    let game = casual(&bot, 91, &alice, &bob).await;
    fake.open_activity("i-91", 91, Some(GUILD_ID), &[&alice, &bob]);
    let bob_page = Page::open(fake, addr, &bob, "i-91").await;
    let mut bobs_view = bob_page.watch(game).await;
    bobs_view.shows_ply(0).await;
    fake.leave_activity("i-91", &bob);
    // Within the time Discord's word is trusted (a second here), his view
    // closes and his requests are refused.
    bobs_view.closed().await;
    let (status, _) = bob_page.get(&format!("/games/{}", game.0)).await;
    assert_eq!(status, 403);
    let (status, _) = bob_page.act(game, "resign", json!({})).await;
    assert_eq!(status, 403);

    // Dave's Activity is in channel 90 of the same server: game 91's
    // channel is not his to see from there.
    fake.open_activity("i-90", 90, Some(GUILD_ID), &[&dave]);
    let dave_page = Page::open(fake, addr, &dave, "i-90").await;
    let mut daves_view = dave_page.watch(game).await;
    daves_view.closed().await;
    let (status, _) = dave_page.act(game, "resign", json!({})).await;
    assert_eq!(status, 404);
    let (status, _) = dave_page.act(game, "takeback", json!({})).await;
    assert_eq!(status, 404);
    let view = bot.service.game(game).await.unwrap();
    assert_eq!(
        (view.ply(), view.status.name()),
        (0, "active"),
        "nothing changed"
    );
    bot.stop().await;
}

/// A voice channel's Activity is a place like any other: where the server
/// wants a thread per game, a game started there still plays in the voice
/// channel's own chat (which takes no threads), its boards posted there.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_started_in_a_voice_channel_plays_in_its_chat() {
    let Some((bot, addr)) = start_wanting_threads().await else {
        return;
    };
    let fake = &bot.fake;
    let (alice, bob) = (user(9101, "Alice"), user(9102, "Bob"));
    fake.add_voice_channel(91);
    fake.open_activity("i-91", 91, Some(GUILD_ID), &[&alice, &bob]);
    let alice_page = Page::open(fake, addr, &alice, "i-91").await;
    let (status, started) = alice_page.start("9102").await;
    assert_eq!(status, 200, "{started}");
    let game = GameId(started["id"].as_i64().expect("an id"));
    let view = bot.service.game(game).await.expect("the game");
    assert_eq!((view.place.channel.0, view.place.parent), (91, None));
    posted(fake, 91, "challenges").await;
    let bob_page = Page::open(fake, addr, &bob, "i-91").await;
    let (status, accepted) = bob_page.act(game, "accept", json!({})).await;
    assert_eq!(status, 200, "{accepted}");
    assert!(fake.threads().is_empty(), "no thread in a voice channel");
    let lost = fake.take_failures();
    assert!(lost.is_empty(), "{lost:?}");
    bot.stop().await;
}
