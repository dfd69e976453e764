//! The daily puzzle: shown and answered privately, solved to the end,
//! refuted on a wrong move, shared in one line, and streaks across days.

use fake_discord::{click_on, slash_group};
use konane_bot::ai::{Brain, Limits, Stop};
use konane_bot::engine::{Move, Position, Rules};
use konane_bot::game::PuzzleView;
use konane_bot::values::{GuildId, UserId};

use super::*;

/// The winning moves (`wins`) or losing ones of `pos`, by the solver.
pub(super) fn moves_that(pos: &Position, rules: Rules, wins: bool) -> Vec<Move> {
    let mut brain = Brain::with_bytes(16 << 20);
    let (verdicts, _) = brain
        .verdicts(pos, rules, Limits::NONE, &Stop::new())
        .expect("the solver finishes without limits");
    verdicts
        .into_iter()
        .filter(|&(_, w)| w == wins)
        .map(|(m, _)| m)
        .collect()
}

pub(super) async fn view_of(bot: &Bot, user: u64) -> PuzzleView {
    bot.service
        .todays_puzzle(GuildId(GUILD_ID), UserId(user))
        .await
        .expect("today's puzzle")
}

/// Sends `interaction` and returns its answer, past a deferral if it took one.
async fn answer_of(fake: &FakeDiscord, interaction: Value) -> Sent {
    let first = fake.interact(interaction.clone()).await;
    if first.content().is_empty() && first.components().is_empty() {
        fake.reply_to(&interaction, "followup").await
    } else {
        first
    }
}

/// `who` plays today's puzzle to the end with the solver's winning moves:
/// the first through the menu of `shown`, the rest with `/konane puzzle answer`.
/// Returns the last answer.
async fn solve_today(bot: &Bot, who: &Value, channel: u64, shown: &Sent) -> Sent {
    let fake = &bot.fake;
    let id: u64 = who["id"].as_str().unwrap().parse().unwrap();
    let view = view_of(bot, id).await;
    let first = moves_that(&view.position(), view.rules, true);
    assert_eq!(first.len(), 1, "a puzzle has exactly one winning move");
    let (menu, choices) = component(shown, "konane:puzzle-move:");
    let first = first[0].to_string();
    assert!(
        choices.contains(&first),
        "the menu offers {first}: {choices:?}"
    );
    let mut reply = answer_of(fake, click_on(fake, shown, channel, who, &menu, &[&first])).await;
    loop {
        assert!(reply.is_ephemeral(), "answers are private");
        assert!(reply.png().is_some(), "each answer shows the board");
        if reply.content().contains("Solved in") {
            return reply;
        }
        assert!(reply.content().contains("is right"), "{}", reply.content());
        let view = view_of(bot, id).await;
        let next = moves_that(&view.position(), view.rules, true)[0].to_string();
        let answer = slash_group(
            fake,
            channel,
            who,
            "puzzle",
            "answer",
            vec![opt("move", 3, json!(next))],
        );
        reply = answer_of(fake, answer).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_puzzle_is_solved_privately_shared_in_a_line_and_streaks_across_days() {
    let Some(bot) = start().await else {
        return;
    };
    let fake = &bot.fake;
    let kai = user(5101, "Kai");
    let channel = 51;
    let today = slash_group(fake, channel, &kai, "puzzle", "today", vec![]);
    let shown = fake.interact(today).await;
    assert!(shown.is_ephemeral(), "the puzzle is shown privately");
    assert!(
        shown.content().contains("Puzzle of the day")
            && shown.content().contains("exactly one move"),
        "{}",
        shown.content()
    );
    assert!(shown.png().is_some(), "with its board");
    let solved = solve_today(&bot, &kai, channel, &shown).await;
    let view = view_of(&bot, 5101).await;
    let moves = view.player_moves();
    assert!(
        solved.content().contains(&format!(
            "Solved in {}!",
            counted(moves as u64, "move", "moves")
        )),
        "{}",
        solved.content()
    );
    assert!(
        solved.content().contains("Streak: 1 day"),
        "{}",
        solved.content()
    );
    // Solved is over: another answer is refused, privately.
    let again = slash_group(
        fake,
        channel,
        &kai,
        "puzzle",
        "answer",
        vec![opt("move", 3, json!(view.moves[0].to_string()))],
    );
    let refused = fake.interact(again).await;
    assert!(refused.is_ephemeral() && refused.content().contains("solved today's puzzle"));

    // Sharing posts one public line, without the moves.
    let (share, _) = component(&solved, "konane:puzzle-share:");
    let shared = fake
        .interact(click_on(fake, &solved, channel, &kai, &share, &[]))
        .await;
    assert!(!shared.is_ephemeral(), "a shared result is public");
    assert!(
        shared
            .content()
            .starts_with(&format!("Kai solved today's puzzle in {moves} moves")),
        "{}",
        shared.content()
    );
    for m in &view.moves {
        assert!(!shared.content().contains(&m.to_string()), "no spoilers");
    }

    // The next day: a new puzzle, and the streak grows to two.
    bot.clock.advance(Duration::from_secs(86_400));
    let next = view_of(&bot, 5101).await;
    assert_eq!(next.day, view.day + 1);
    assert!(next.moves.is_empty(), "a new day, a new attempt");
    let today = slash_group(fake, channel, &kai, "puzzle", "today", vec![]);
    let shown = fake.interact(today).await;
    let solved = solve_today(&bot, &kai, channel, &shown).await;
    assert!(
        solved.content().contains("Streak: 2 days"),
        "{}",
        solved.content()
    );
    let board = fake
        .interact(slash_group(
            fake,
            channel,
            &kai,
            "puzzle",
            "leaderboard",
            vec![],
        ))
        .await;
    assert!(
        board
            .content()
            .contains("<@5101> **2** solved · streak 2 (best 2)"),
        "{}",
        board.content()
    );
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_wrong_move_ends_the_attempt_with_its_refutation() {
    let Some(bot) = start().await else {
        return;
    };
    let fake = &bot.fake;
    let lani = user(5201, "Lani");
    let channel = 52;
    // The bot stocks its puzzles as it connects: ask it first.
    let today = slash_group(fake, channel, &lani, "puzzle", "today", vec![]);
    assert!(
        fake.interact(today)
            .await
            .content()
            .contains("Puzzle of the day")
    );
    let view = view_of(&bot, 5201).await;
    // Typing an answer suggests the puzzle's legal moves.
    let mut typing = autocomplete(fake, channel, &lani, "");
    typing["data"]["options"] = json!([{"name": "puzzle", "type": 2, "options": [
        {"name": "answer", "type": 1, "options": [
            {"name": "move", "type": 3, "value": "", "focused": true}]}]}]);
    let suggested = fake.interact(typing).await;
    let mut names: Vec<String> = suggested.payload["data"]["choices"]
        .as_array()
        .expect("choices")
        .iter()
        .map(|c| c["name"].as_str().unwrap().to_string())
        .collect();
    let mut legal: Vec<String> = view.legal_moves().iter().map(|m| m.to_string()).collect();
    names.sort();
    legal.sort();
    assert_eq!(
        names, legal,
        "every legal move, as a puzzle has fewer than 25"
    );
    let wrong = moves_that(&view.position(), view.rules, false)[0];
    let answer = slash_group(
        fake,
        channel,
        &lani,
        "puzzle",
        "answer",
        vec![opt("move", 3, json!(wrong.to_string()))],
    );
    let reply = answer_of(fake, answer).await;
    assert!(reply.is_ephemeral(), "a wrong answer is private too");
    let after = view_of(&bot, 5201).await;
    assert_eq!(after.moves.len(), 2, "the wrong move and its refutation");
    let refutation = after.moves[1];
    // The refutation wins for the defender: the solver agrees.
    let mut refuted = view.position();
    refuted.play_unchecked(wrong);
    assert!(moves_that(&refuted, view.rules, true).contains(&refutation));
    assert!(
        reply
            .content()
            .contains(&format!("`{wrong}` throws the win away"))
            && reply
                .content()
                .contains(&format!("`{refutation}` answers it")),
        "{}",
        reply.content()
    );
    assert!(
        reply.png().is_some(),
        "the refutation is drawn on the board"
    );
    // The attempt is over: no menu, no more answers, no score.
    assert!(
        reply
            .components()
            .iter()
            .all(|(c, _)| !c.contains("puzzle-move"))
    );
    let again = slash_group(
        fake,
        channel,
        &lani,
        "puzzle",
        "answer",
        vec![opt("move", 3, json!(refutation.to_string()))],
    );
    let refused = fake.interact(again).await;
    assert!(
        refused
            .content()
            .contains("attempt at today's puzzle is over"),
        "{}",
        refused.content()
    );
    assert_eq!(after.score.solved, 0);
    bot.stop().await;
}
