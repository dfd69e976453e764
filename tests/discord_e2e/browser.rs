//! The Activity's real page in a real browser: headless Chromium from
//! Debian's packages, driven by `activity/tests/browser.mjs` (playwright-core,
//! no browser download), loading the page from the real bot process, with
//! Discord's client played by the SDK's own mock. Skipped with a note where
//! Chromium or the page's node modules are missing, unless
//! KONANE_TEST_BROWSER_REQUIRED is set (CI sets it).

use std::path::Path;
use std::process::Stdio;

use tokio::io::{AsyncBufReadExt as _, AsyncWriteExt as _, BufReader, Lines};
use tokio::process::{Child, ChildStdin, ChildStdout};

use super::activity::start_with_activity;
use super::*;

/// The browser driver: a line in, a line out.
struct Browser {
    child: Child,
    input: ChildStdin,
    output: Lines<BufReader<ChildStdout>>,
}

impl Browser {
    /// The driver with Chromium running, or `None` (after a note) where this
    /// machine can't run it and nothing requires it.
    async fn start(url: &str) -> Option<Browser> {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("activity");
        let chromium = ["chromium", "chromium-browser"].iter().any(|name| {
            std::process::Command::new("sh")
                .args(["-c", &format!("command -v {name}")])
                .output()
                .is_ok_and(|o| o.status.success())
        });
        let modules = root.join("node_modules/playwright-core").exists();
        if !(chromium && modules) {
            let why = "the browser tests need Chromium (apt-get install chromium) and `npm ci` in activity/";
            assert!(
                std::env::var_os("KONANE_TEST_BROWSER_REQUIRED").is_none(),
                "{why}"
            );
            eprintln!("skipped: {why}");
            return None;
        }
        let mut child = tokio::process::Command::new("node")
            .arg(root.join("tests/browser.mjs"))
            .env("KONANE_ACTIVITY_URL", url)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .kill_on_drop(true)
            .spawn()
            .expect("node runs");
        let input = child.stdin.take().expect("stdin");
        let output = BufReader::new(child.stdout.take().expect("stdout")).lines();
        let mut browser = Browser {
            child,
            input,
            output,
        };
        browser.answer("starting").await;
        Some(browser)
    }

    /// Says `line`; the driver's "ok" answer, or the test fails with its error.
    async fn say(&mut self, line: &str) -> String {
        self.input
            .write_all(format!("{line}\n").as_bytes())
            .await
            .expect("the driver listens");
        self.answer(line).await
    }

    async fn answer(&mut self, asked: &str) -> String {
        let answer = tokio::time::timeout(Duration::from_secs(30), self.output.next_line())
            .await
            .unwrap_or_else(|_| panic!("the browser did not answer {asked:?}"))
            .expect("the driver's output")
            .unwrap_or_else(|| panic!("the driver stopped at {asked:?}"));
        match answer.strip_prefix("ok ") {
            Some(ok) => ok.to_owned(),
            None => panic!("{asked:?}: {answer}"),
        }
    }

    async fn quit(mut self) {
        let _ = self.input.write_all(b"quit\n").await;
        let _ = tokio::time::timeout(Duration::from_secs(10), self.child.wait()).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_players_play_a_whole_game_by_clicks_while_a_spectator_watches() {
    let Some((bot, addr)) = start_with_activity().await else {
        return;
    };
    let Some(mut browser) = Browser::start(&format!("http://{addr}")).await else {
        return;
    };
    let fake = &bot.fake;
    let channel = 98;
    let (alice, bob, carol) = (user(9801, "Alice"), user(9802, "Bob"), user(9803, "Carol"));
    let (game, _) = begin(&bot, channel, &alice, &bob).await;
    fake.open_activity("i-98", channel, Some(GUILD_ID), &[&alice, &bob, &carol]);
    for (name, who) in [("alice", &alice), ("bob", &bob), ("carol", &carol)] {
        let code = fake.sign_in_code(who, "en-US");
        let opened = browser
            .say(&format!("open {name} {code} i-98 {channel} {GUILD_ID}"))
            .await;
        assert_eq!(opened, "ply 0");
    }
    let labels = browser.say("labels carol").await;
    assert!(labels.contains("stone"), "{labels}");

    // Alice's first move by clicks: stored, on every page, and in the chat.
    browser.say("click alice").await;
    assert_eq!(bot.service.game(game).await.unwrap().ply(), 1);
    browser.say("ply bob 1").await;
    browser.say("ply carol 1").await;
    let posted = fake.channel_message(channel, 0).await;
    assert!(posted.png().is_some(), "{}", posted.content());

    // Bob moves in the chat: both pages follow within a second.
    let m = legal_moves(&bot, game).await[0].clone();
    fake.interact(slash(
        fake,
        channel,
        &bob,
        "move",
        vec![opt("move", 3, json!(m))],
        &[],
    ))
    .await;
    browser.say("ply alice 2").await;
    browser.say("ply carol 2").await;

    // Alice by the keyboard alone; then the phone's size.
    browser.say("keys alice").await;
    browser.say("ply bob 3").await;
    browser.say("phone carol").await;
    if let Some(dir) = std::env::var_os("KONANE_ACTIVITY_SHOTS") {
        let dir = Path::new(&dir);
        browser
            .say(&format!(
                "shot bob {}",
                dir.join("activity-board.png").display()
            ))
            .await;
        browser
            .say(&format!(
                "shot carol {}",
                dir.join("activity-phone.png").display()
            ))
            .await;
    }

    // Then by clicks to the end, whoever's turn it is.
    for _ in 0..200 {
        let view = bot.service.game(game).await.unwrap();
        if view.game.is_over() {
            break;
        }
        let name = if view.player_to_move() == Some(konane_bot::values::UserId(9801)) {
            "alice"
        } else {
            "bob"
        };
        // Its page shows the position first: only then are its stones offered.
        browser.say(&format!("ply {name} {}", view.ply())).await;
        browser.say(&format!("click {name}")).await;
    }
    let view = bot.service.game(game).await.unwrap();
    assert!(view.game.is_over(), "the game ended");
    browser.say(&format!("ply carol {}", view.ply())).await;
    browser.quit().await;
    let lost = fake.take_failures();
    assert!(lost.is_empty(), "{lost:?}");
    bot.stop().await;
}
