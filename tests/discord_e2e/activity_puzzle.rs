//! Today's puzzle on the page, through the Activity's API as the page calls
//! it: the JSON never carries the answer before it is played, a right move
//! is defended and a wrong one refuted, the count and streak are the ones
//! `/konane puzzle` shows, and a direct message has no puzzle.

use fake_discord::slash_group;
use konane_bot::engine::Move;
use konane_bot::store;

use super::activity::{Page, start_with_activity};
use super::puzzles::{moves_that, view_of};
use super::*;

/// What a page is told of a puzzle: exactly these, none of them the answer.
const PUZZLE_FIELDS: [&str; 15] = [
    "best_streak",
    "board",
    "cols",
    "day",
    "last_move",
    "moves",
    "number",
    "ply",
    "refutation",
    "rows",
    "side",
    "solved",
    "status",
    "streak",
    "text",
];

/// Waits until the bot has stored its shipped puzzles: it does so as it
/// connects, after registering its commands (which is all a started bot
/// has surely done).
pub(super) async fn stocked(bot: &Bot) {
    for _ in 0..200 {
        let count = konane_bot::store::puzzle_count(bot.service.store().pool()).await;
        if count.is_ok_and(|n| n > 0) {
            return;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("the bot never stored its puzzles");
}

fn path(m: Move) -> Value {
    json!(m.path().map(|sq| sq.to_string()).collect::<Vec<_>>())
}

/// `shown` carries the fields a page is told, every legal move alike, and
/// nowhere else the puzzle's `answer`.
fn assert_no_answer(shown: &Value, view: &konane_bot::game::PuzzleView, answer: &str) {
    let mut fields: Vec<&str> = shown
        .as_object()
        .expect("an object")
        .keys()
        .map(String::as_str)
        .collect();
    fields.sort_unstable();
    let mut expected = PUZZLE_FIELDS.to_vec();
    expected.sort_unstable();
    assert_eq!(fields, expected);
    // The moves offered are every legal move, the answer among them unmarked.
    let mut offered: Vec<String> = shown["moves"]
        .as_array()
        .expect("moves")
        .iter()
        .map(|m| m["text"].as_str().unwrap_or_default().to_owned())
        .collect();
    let mut legal: Vec<String> = view.legal_moves().iter().map(Move::to_string).collect();
    offered.sort();
    legal.sort();
    assert_eq!(offered, legal);
    let mut rest = shown.clone();
    rest.as_object_mut().expect("an object").remove("moves");
    assert!(!rest.to_string().contains(answer), "{rest}");
}

/// Today's puzzle solved on `page` by user `id` with the solver's winning
/// moves: the last answer, and the ply it answered.
async fn solve_on_page(bot: &Bot, page: &Page, id: u64) -> (Value, usize) {
    let mut ply = 0;
    let last = loop {
        let at = view_of(bot, id).await;
        let right = moves_that(&at.position(), at.rules, true)[0];
        let body = json!({"move": right.to_string(), "day": at.day, "ply": ply});
        let (status, answered) = page.post("/puzzle", body).await;
        assert_eq!(status, 200, "{answered}");
        if answered["status"] == "solved" {
            break answered;
        }
        assert_eq!(answered["status"], "playing", "{answered}");
        ply += 2;
        assert_eq!(answered["ply"].as_u64(), Some(ply as u64));
        assert!(
            answered["text"]
                .as_str()
                .is_some_and(|t| t.contains("is right"))
        );
    };
    (last, ply)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_page_plays_the_puzzle_without_being_sent_its_answer() {
    let Some((bot, addr)) = start_with_activity().await else {
        return;
    };
    stocked(&bot).await;
    let fake = &bot.fake;
    let (alice, bob) = (user(7701, "Alice"), user(7702, "Bob"));
    fake.open_activity("i-77", 77, Some(GUILD_ID), &[&alice, &bob]);
    let alice_page = Page::open(fake, addr, &alice, "i-77").await;
    let (_, offered) = alice_page.get("").await;
    assert_eq!(offered["puzzle"], true);
    let (status, shown) = alice_page.get("/puzzle").await;
    assert_eq!(status, 200, "{shown}");
    let view = view_of(&bot, 7701).await;
    let stored = store::puzzle_by_id(bot.service.store().pool(), view.number)
        .await
        .expect("read")
        .expect("today's puzzle");
    assert_no_answer(&shown, &view, &stored.answer);

    // Bob throws it away: refuted, shown after his move with the refutation drawn.
    let bob_page = Page::open(fake, addr, &bob, "i-77").await;
    let wrong = moves_that(&view.position(), view.rules, false)[0];
    let body = json!({"move": wrong.to_string(), "day": view.day, "ply": 0});
    let (status, failed) = bob_page.post("/puzzle", body).await;
    assert_eq!(status, 200, "{failed}");
    assert_eq!(failed["status"], "failed");
    let attempt = view_of(&bot, 7702).await;
    assert_eq!(failed["refutation"], path(attempt.moves[1]));
    assert_eq!(
        (failed["ply"].as_u64(), failed["last_move"].clone()),
        (Some(1), path(wrong))
    );
    assert_eq!(failed["moves"], json!([]));

    // Alice solves it move by move; the defence answers each right move.
    let (last, ply) = solve_on_page(&bot, &alice_page, 7701).await;
    assert_eq!(
        (last["solved"].as_u64(), last["streak"].as_u64()),
        (Some(1), Some(1))
    );
    // The chat says the same.
    let today = slash_group(fake, 77, &alice, "puzzle", "today", vec![]);
    let said = fake.interact(today).await;
    assert!(
        said.content().contains("Solved here: 1. Streak: 1 day"),
        "{}",
        said.content()
    );
    // An answer once it is over is refused, in words.
    let body = json!({"move": "a1-a3", "day": view.day, "ply": ply + 1});
    let (status, refused) = alice_page.post("/puzzle", body).await;
    assert_eq!(status, 422, "{refused}");

    // A direct message has no puzzle: the page offers none, and is told why if it asks.
    fake.open_activity("i-dm", 7799, None, &[&alice]);
    let dm_page = Page::open(fake, addr, &alice, "i-dm").await;
    let (_, offered) = dm_page.get("").await;
    assert_eq!(offered["puzzle"], false);
    let (status, refused) = dm_page.get("/puzzle").await;
    assert_eq!(status, 422, "{refused}");
    assert!(
        refused["message"]
            .as_str()
            .is_some_and(|m| m.contains("server"))
    );
    let lost = fake.take_failures();
    assert!(lost.is_empty(), "{lost:?}");
    bot.stop().await;
}
