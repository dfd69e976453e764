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
pub(super) struct Browser {
    child: Child,
    input: ChildStdin,
    output: Lines<BufReader<ChildStdout>>,
}

impl Browser {
    /// The driver with Chromium running, or `None` (after a note) where this
    /// machine can't run it and nothing requires it.
    pub(super) async fn start(url: &str) -> Option<Browser> {
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
    pub(super) async fn say(&mut self, line: &str) -> String {
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

    pub(super) async fn quit(mut self) {
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
    browser.say("calm carol").await;
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

    // Alice by the keyboard alone (the first jump): played out on Bob's
    // page, not on Carol's, who asked for reduced motion; then the phone's size.
    browser.say("keys alice").await;
    browser.say("ply bob 3").await;
    browser.say("ply carol 3").await;
    assert_eq!(browser.say("animated bob").await, "1");
    assert_eq!(browser.say("animated carol").await, "0");
    // Carol mutes the move sound; the page remembers it.
    assert_eq!(browser.say("mute carol").await, "true");
    assert_eq!(browser.say("kept carol").await, "1");
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

    // The review: by the keyboard to the start, a move on, a link, the end;
    // each position the one the moves make.
    let rows_after = |plies: usize| {
        let mut position = *view.game.start();
        for &m in &view.game.moves()[..plies] {
            position = position
                .play(m, view.game.variant().rules())
                .expect("a legal move");
        }
        position
            .to_string()
            .split(' ')
            .next()
            .unwrap_or_default()
            .to_owned()
    };
    let last = view.ply();
    for (say, ply) in [
        ("step carol Home".to_owned(), 0),
        ("step carol ArrowRight".to_owned(), 1),
        ("link carol 3".to_owned(), 3),
        ("step carol ArrowLeft".to_owned(), 2),
        ("step carol End".to_owned(), last),
    ] {
        assert_eq!(browser.say(&say).await, format!("ply {ply}"), "{say}");
        assert_eq!(browser.say("rows carol").await, rows_after(ply), "{say}");
    }
    // The solver's verdicts, asked for by Carol, who only watched.
    browser.say("act carol analysis").await;
    browser.say("text carol Analysis of game").await;
    let thrown = verdicts_agree_with_solve(&mut browser, "carol", &view).await;
    if let Some(dir) = std::env::var_os("KONANE_ACTIVITY_SHOTS") {
        // The position the win was thrown away from: its winning move drawn.
        browser
            .say(&format!("link carol {}", thrown.max(2) - 1))
            .await;
        let file = Path::new(&dir).join("activity-review.png");
        browser.say(&format!("shot carol {}", file.display())).await;
    }
    browser.quit().await;
    let lost = fake.take_failures();
    assert!(lost.is_empty(), "{lost:?}");
    bot.stop().await;
}

/// From the page alone: a challenge started and accepted, a move, a
/// takeback asked and granted, the bot restarted mid-game (the pages carry
/// on: the live view reconnects, the sessions hold), an abort, a rematch,
/// then a game against the bot, its resignation, and a hint and the
/// analysis after it.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_page_starts_answers_and_reviews_games_and_outlives_a_restart() {
    let Some((mut bot, mut activity)) = super::activity::start_with_stoppable_activity().await
    else {
        return;
    };
    let Some(mut browser) = Browser::start(&format!("http://{}", activity.addr)).await else {
        return;
    };
    let channel = 89;
    // Casual by default, as the server chose: takebacks are allowed.
    bot.service
        .set_rated_default(konane_bot::values::GuildId(GUILD_ID), false)
        .await
        .expect("casual");
    let (alice, bob) = (user(8901, "Alice"), user(8902, "Bob"));
    bot.fake
        .open_activity("i-89", channel, Some(GUILD_ID), &[&alice, &bob]);
    let open = |who: &Value| {
        let code = bot.fake.sign_in_code(who, "en-US");
        format!(
            "open {} {code} i-89 {channel} {GUILD_ID}",
            who["username"].as_str().unwrap_or_default().to_lowercase()
        )
    };
    assert_eq!(browser.say(&open(&alice)).await, "list");

    // Alice challenges Bob from the list; his page, opened in the channel,
    // shows the challenge there, and he accepts.
    assert_eq!(browser.say("start alice 8902").await, "ply 0");
    let game = bot
        .service
        .current_game(place(channel))
        .await
        .expect("the challenge")
        .id;
    assert_eq!(browser.say(&open(&bob)).await, "ply 0");
    browser.say("text bob challenges").await;
    browser.say("act bob accept").await;
    browser.say("text alice Resign").await;
    let view = bot.service.game(game).await.unwrap();
    let alice_black = view.black == Some(konane_bot::values::UserId(8901));
    let (black, white) = if alice_black {
        ("alice", "bob")
    } else {
        ("bob", "alice")
    };
    browser.say(&format!("ply {black} 0")).await;
    browser.say(&format!("click {black}")).await;
    browser.say(&format!("ply {white} 1")).await;

    // A takeback, asked and granted by buttons.
    browser.say(&format!("act {black} takeback")).await;
    browser
        .say(&format!("text {white} asks to take back"))
        .await;
    browser.say(&format!("act {white} takeback-answer 0")).await;
    browser.say(&format!("ply {white} 0")).await;
    browser.say(&format!("ply {black} 0")).await;
    assert_eq!(bot.service.game(game).await.unwrap().ply(), 0);

    // The bot restarts: Black's next move goes through with the same
    // session, and White's page, reconnected, shows it.
    super::activity::restart_with_activity(&mut bot, &mut activity).await;
    browser.say(&format!("click {black}")).await;
    browser.say(&format!("ply {white} 1 10000")).await;
    assert_eq!(bot.service.game(game).await.unwrap().ply(), 1);

    // Before both have moved, Black aborts; White asks for a rematch and
    // his page follows the new challenge.
    browser.say(&format!("act {black} abort")).await;
    browser.say(&format!("text {white} Aborted")).await;
    browser.say(&format!("act {white} rematch")).await;
    browser.say(&format!("text {white} challenges")).await;

    // Alice plays the bot (in a thread of its own, as the server now wants:
    // the rematch waits in the channel), resigns, and looks back at the game.
    bot.service
        .set_threads(konane_bot::values::GuildId(GUILD_ID), true)
        .await
        .expect("threads on");
    browser.say("back alice").await;
    browser.say("start alice bot").await;
    browser.say("act alice resign").await;
    browser.say("text alice Kōnane wins").await;
    browser.say("act alice hint").await;
    browser.say("text alice Hint for").await;
    browser.say("act alice analysis").await;
    browser.say("text alice Analysis of game").await;
    browser.quit().await;
    let lost = bot.fake.take_failures();
    assert!(lost.is_empty(), "{lost:?}");
    bot.stop().await;
}

/// Steps `name`'s review from the start to the end by the keyboard: each
/// position's verdict is `konane-bot solve`'s on the same position, each
/// best move drawn wins by `solve`, and the moves marked as throwing a win
/// away are exactly those from a won position into a lost one. The ply
/// the first such move made.
async fn verdicts_agree_with_solve(
    browser: &mut Browser,
    name: &str,
    view: &konane_bot::game::GameView,
) -> usize {
    let game = &view.game;
    let winner_by_solve = |position: &konane_bot::engine::Position| {
        let rules = game.variant().rules();
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_konane-bot"))
            .args(["solve", &position.to_string(), "--table-mb", "16"])
            .args(["--opening", &rules.opening.to_string()])
            .args(["--jumps", &rules.jumps.to_string()])
            .output()
            .expect("konane-bot solve runs");
        let said = String::from_utf8_lossy(&out.stdout).into_owned();
        said.split(' ').next().unwrap_or_default().to_owned()
    };
    assert_eq!(browser.say(&format!("step {name} Home")).await, "ply 0");
    let (mut winners, mut marked) = (Vec::new(), String::new());
    for ply in 0..=view.ply() {
        if ply > 0 {
            let shown = browser.say(&format!("step {name} ArrowRight")).await;
            assert_eq!(shown, format!("ply {ply}"));
        }
        let said = browser.say(&format!("verdict {name}")).await;
        let words: Vec<&str> = said.split(' ').collect();
        let [winner, best, blunders] = words[..] else {
            panic!("a verdict: {said}");
        };
        let position = game.position_at(ply);
        if winner != "-" {
            assert_eq!(winner, winner_by_solve(&position), "ply {ply}");
        }
        if best != "-" {
            let mover = position.turn().name();
            assert_eq!(winner, mover, "a best move is drawn for a win: ply {ply}");
            let rules = game.variant().rules();
            let m = konane_bot::engine::parse_move(best, &position, rules).expect("legal");
            let after = position.play(m, rules).expect("legal");
            assert_eq!(winner_by_solve(&after), mover, "ply {ply}: {best} wins");
        }
        winners.push(winner.to_owned());
        marked = blunders.to_owned();
    }
    let thrown: Vec<String> = (0..view.ply())
        .filter(|&ply| {
            let mover = game.position_at(ply).turn().name();
            winners[ply] == mover && winners[ply + 1] == game.position_at(ply).turn().other().name()
        })
        .map(|ply| (ply + 1).to_string())
        .collect();
    assert!(
        !thrown.is_empty(),
        "this game throws a win away: {winners:?}"
    );
    assert_eq!(marked, thrown.join(","), "{winners:?}");
    // The end, at least, is always within the solver's budget, however busy the machine.
    assert!(
        winners.iter().rev().take(6).all(|w| w != "-"),
        "{winners:?}"
    );
    thrown[0].parse().unwrap_or_default()
}

fn place(channel: u64) -> konane_bot::values::Place {
    use konane_bot::values::{ChannelId, GuildId, Place};
    Place::channel(GuildId(GUILD_ID), ChannelId(channel))
}

/// A 3+2 game started on the page: both pages show the server's clocks
/// (the stopped one to the millisecond, the running one within the
/// driver's round trip), a move gains its increment, and when the flag
/// falls the loss on time shows on both pages and in the channel.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_live_game_started_on_the_page_runs_its_clocks_to_the_flag() {
    use konane_bot::engine::Color;
    use konane_bot::values::{ChannelId, GuildId, Place, UserId};
    let Some((bot, addr)) = start_with_activity().await else {
        return;
    };
    let Some(mut browser) = Browser::start(&format!("http://{addr}")).await else {
        return;
    };
    let fake = &bot.fake;
    let channel = 97;
    let (alice, bob) = (user(9701, "Alice"), user(9702, "Bob"));
    fake.open_activity("i-97", channel, Some(GUILD_ID), &[&alice, &bob]);
    for (id, name) in [(9701, "Alice"), (9702, "Bob")] {
        let guild = GuildId(GUILD_ID);
        bot.service
            .remember_name(guild, UserId(id), name, None)
            .await
            .expect("a name");
    }
    let code = fake.sign_in_code(&alice, "en-US");
    let opened = browser
        .say(&format!("open alice {code} i-97 {channel} {GUILD_ID}"))
        .await;
    assert_eq!(opened, "list");
    // Discord's own touches: the presence says what the page shows, and
    // the invite button opens Discord's invite dialog.
    browser.say("invite alice").await;
    let calls = browser.say("sdk alice").await;
    assert!(
        calls.contains(r#"["setActivity",{"activity":{"type":0,"details":"Choosing a game"}}]"#),
        "{calls}"
    );
    assert!(calls.ends_with(r#"["openInviteDialog"]]"#), "{calls}");
    browser.say("start alice 9702 3+2").await;
    let place = Place::channel(GuildId(GUILD_ID), ChannelId(channel));
    let view = bot
        .service
        .accept(place, UserId(9702))
        .await
        .expect("Bob accepts");
    let code = fake.sign_in_code(&bob, "en-US");
    browser
        .say(&format!("open bob {code} i-97 {channel} {GUILD_ID}"))
        .await;
    let black = if view.black == Some(UserId(9701)) {
        "alice"
    } else {
        "bob"
    };
    let clocks = browser.say(&format!("clocks {black}")).await;
    assert!(
        clocks.ends_with(" 180000 black") || clocks.ends_with(" black"),
        "{clocks}"
    );

    browser.say(&format!("click {black}")).await;
    let after = bot.service.game(view.id).await.expect("game");
    let stored = after.clock.expect("a live game");
    // Charged at most the time since the start, and given its two seconds.
    let (base, increment) = (stored.control.base(), stored.control.increment());
    let started = view.turn_deadline.expect("a running clock").minus(base);
    let since_start = bot.clock.now().since(started);
    assert!(stored.black <= base + increment, "{stored:?}");
    assert!(
        stored.black + since_start >= base + increment,
        "{stored:?} {since_start:?}"
    );
    for name in ["alice", "bob"] {
        browser.say(&format!("ply {name} 1")).await;
        let shown = browser.say(&format!("clocks {name}")).await;
        let now = bot.clock.now();
        let parts: Vec<&str> = shown.split(' ').collect();
        let ms = |i: usize| parts[i].parse::<i64>().expect("milliseconds");
        assert_eq!(ms(0), stored.black.as_millis() as i64, "{name}: {shown}");
        let server = after
            .time_left(Color::White, now)
            .expect("a clock")
            .as_millis() as i64;
        // The page redraws ten times a second; the driver answers in its own time.
        assert!(
            (ms(1) - server).abs() <= 500,
            "{name}: {shown} against {server}"
        );
        assert_eq!(parts[2], "white", "{name}: {shown}");
    }
    if let Some(dir) = std::env::var_os("KONANE_ACTIVITY_SHOTS") {
        let shot = Path::new(&dir).join("activity-live.png");
        browser.say(&format!("shot alice {}", shot.display())).await;
    }

    // White lets the flag fall: the server's clock jumps past it.
    bot.clock.advance(Duration::from_secs(181));
    for name in ["alice", "bob"] {
        browser.say(&format!("text {name} wins on time")).await;
    }
    let calls = browser.say("sdk alice").await;
    for said in ["against Bob", "Looking back at"] {
        assert!(calls.contains(said), "{said}: {calls}");
    }
    browser.say("leave alice").await;
    let calls = browser.say("sdk alice").await;
    assert!(
        calls.ends_with(r#"["setActivity",{"activity":null}]]"#),
        "cleared: {calls}"
    );
    let told = support::poll::eventually("the flag was not posted", || async {
        fake.channel_messages()
            .into_iter()
            .find(|m| m.content().contains("ran out of time"))
    })
    .await;
    assert!(!told.is_ephemeral());
    browser.quit().await;
    bot.stop().await;
}
