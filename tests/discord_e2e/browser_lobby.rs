//! The page's list as a lobby (headless Chromium, as in `browser`): an open
//! challenge made in the chat appears on a page already open, without a
//! reload, and is taken in one tap; the players shown with their avatars.

use super::activity::{Page, start_with_activity};
use super::browser::Browser;
use super::*;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_open_challenge_is_taken_from_the_lobby_in_one_tap() {
    let Some((bot, addr)) = start_with_activity().await else {
        return;
    };
    let Some(mut browser) = Browser::start(&format!("http://{addr}")).await else {
        return;
    };
    let fake = &bot.fake;
    let channel = 75;
    let (alice, bob, carol) = (user(7501, "Alice"), user(7502, "Bob"), user(7503, "Carol"));
    fake.open_activity("i-75", channel, Some(GUILD_ID), &[&alice, &bob, &carol]);
    let code = fake.sign_in_code(&bob, "en-US");
    // Discord's client tells the page who is here: Bob with his avatar and nickname.
    let opened = browser
        .say(&format!(
            "open bob {code} i-75 {channel} {GUILD_ID} 7502:a1b2c3:Bobby,7501::"
        ))
        .await;
    assert_eq!(opened, "list");

    // Alice challenges anyone in the chat; Bob's open list shows it, and one tap starts it.
    let commands = fake.registered_commands().await;
    let black = choice(&commands, "challenge", "colour", "black");
    fake.interact(slash(fake, channel, &alice, "challenge", vec![black], &[]))
        .await;
    let game = bot
        .service
        .current_game(konane_bot::values::Place::channel(
            konane_bot::values::GuildId(GUILD_ID),
            konane_bot::values::ChannelId(channel),
        ))
        .await
        .expect("the open challenge")
        .id;
    // Carol's page sees it too, as hers to take; Alice's own is not offered to her.
    let carol_page = Page::open(fake, addr, &carol, "i-75").await;
    let (_, offered) = carol_page.get("").await;
    assert_eq!(offered["open"][0]["id"], game.0);
    let alice_page = Page::open(fake, addr, &alice, "i-75").await;
    let (_, offered) = alice_page.get("").await;
    assert_eq!(offered["open"], json!([]));

    assert_eq!(
        browser.say(&format!("accept bob {}", game.0)).await,
        "ply 0"
    );
    let view = bot.service.game(game).await.expect("the game");
    assert_eq!(view.status, konane_bot::values::GameStatus::Active);
    assert_eq!(view.white, Some(konane_bot::values::UserId(7502)));
    let (_, offered) = carol_page.get("").await;
    assert_eq!(offered["open"], json!([]), "taken");
    assert_eq!(offered["watch"][0]["id"], game.0, "to watch now");
    browser.quit().await;
    let lost = fake.take_failures();
    assert!(lost.is_empty(), "{lost:?}");
    bot.stop().await;
}
