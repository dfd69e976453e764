//! Today's puzzle in the real page (headless Chromium, as in `browser`):
//! solved by clicks, the solver's defence answering each right move; failed
//! by another member, the refutation drawn; the score the chat then shows.

use std::path::Path;

use fake_discord::slash_group;
use konane_bot::engine::Move;

use super::activity::start_with_activity;
use super::activity_puzzle::stocked;
use super::browser::Browser;
use super::puzzles::{moves_that, view_of};
use super::*;

/// A move's first and last squares: what a player clicks.
fn clicks(m: Move) -> String {
    let squares: Vec<String> = m.path().map(|sq| sq.to_string()).collect();
    format!("{} {}", squares[0], squares[squares.len() - 1])
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_puzzle_is_solved_by_clicks_and_another_attempt_fails() {
    let Some((bot, addr)) = start_with_activity().await else {
        return;
    };
    let Some(mut browser) = Browser::start(&format!("http://{addr}")).await else {
        return;
    };
    stocked(&bot).await;
    let fake = &bot.fake;
    let channel = 76;
    let (alice, bob) = (user(7601, "Alice"), user(7602, "Bob"));
    fake.open_activity("i-76", channel, Some(GUILD_ID), &[&alice, &bob]);
    for (name, who) in [("alice", &alice), ("bob", &bob)] {
        let code = fake.sign_in_code(who, "en-US");
        let opened = browser
            .say(&format!("open {name} {code} i-76 {channel} {GUILD_ID}"))
            .await;
        assert_eq!(opened, "list");
        assert_eq!(
            browser.say(&format!("puzzle {name}")).await,
            "playing ply 0"
        );
    }
    browser.say("text alice Tap one of your stones").await;

    // Alice, by clicks: each right move is answered, until none is left.
    let mut ply = 0;
    loop {
        let at = view_of(&bot, 7601).await;
        let right = moves_that(&at.position(), at.rules, true)[0];
        let said = browser
            .say(&format!("answer alice {}", clicks(right)))
            .await;
        if said.starts_with("solved") {
            assert_eq!(said, format!("solved ply {}", ply + 1));
            break;
        }
        ply += 2;
        assert_eq!(said, format!("playing ply {ply}"));
        browser.say("text alice is right").await;
    }
    browser.say("text alice Streak: 1 day").await;

    // Bob throws it away: the attempt ends, the refutation drawn on his move.
    let view = view_of(&bot, 7602).await;
    let wrong = moves_that(&view.position(), view.rules, false)[0];
    let said = browser.say(&format!("answer bob {}", clicks(wrong))).await;
    assert_eq!(said, "failed ply 1");
    let refutation = view_of(&bot, 7602).await.moves[1];
    let drawn: Vec<String> = refutation.path().map(|sq| sq.to_string()).collect();
    assert_eq!(browser.say("drawn bob").await, drawn.join("-"));
    browser.say("text bob throws the win away").await;
    if let Some(dir) = std::env::var_os("KONANE_ACTIVITY_SHOTS") {
        let file = Path::new(&dir).join("activity-puzzle.png");
        browser.say(&format!("shot bob {}", file.display())).await;
    }

    // The chat keeps the same score: Alice's solve and streak, Bob's none.
    let today = slash_group(fake, channel, &alice, "puzzle", "today", vec![]);
    let said = fake.interact(today).await;
    assert!(
        said.content().contains("Solved here: 1. Streak: 1 day"),
        "{}",
        said.content()
    );
    let today = slash_group(fake, channel, &bob, "puzzle", "today", vec![]);
    assert!(fake.interact(today).await.content().contains("attempt"));
    browser.quit().await;
    let lost = fake.take_failures();
    assert!(lost.is_empty(), "{lost:?}");
    bot.stop().await;
}
