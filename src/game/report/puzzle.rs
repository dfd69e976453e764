//! The daily puzzle in words: its introduction, each answer, a score, and
//! the puzzle leaderboard.

use super::Naming;
use crate::ai::Step;
use crate::game::{PUZZLE_BOARD_PAGE, PuzzleAnswer, PuzzleScore, PuzzleView};
use crate::i18n::Lang;
use crate::values::AttemptStatus;
/// What a member reads above today's puzzle: the task, then where their
/// attempt stands; before it starts, message `how_to_answer` (each front
/// end takes answers its own way).
pub fn puzzle_intro(view: &PuzzleView, lang: Lang, how_to_answer: &str) -> String {
    let pos = view.position();
    let side = view.start.turn();
    let stars =
        "★".repeat(usize::from(view.difficulty)) + &"☆".repeat(5 - usize::from(view.difficulty));
    let mut text = lang.format(
        "puzzle-intro",
        &[
            ("number", view.number.to_string().into()),
            ("stars", stars.into()),
            ("side", side.name().into()),
        ],
    );
    text.push('\n');
    let solved_in = || view.player_moves().into();
    text.push_str(&match view.status {
        AttemptStatus::NotStarted => lang.text(how_to_answer),
        AttemptStatus::Playing => lang.format(
            "puzzle-so-far",
            &[
                ("moves", played_text(view).into()),
                ("colour", pos.turn().name().into()),
            ],
        ),
        AttemptStatus::Solved => lang.format(
            "puzzle-you-solved",
            &[
                ("count", solved_in()),
                ("score", score_text(view, lang).into()),
            ],
        ),
        AttemptStatus::Failed => lang.format(
            "puzzle-attempt-over",
            &[("moves", played_text(view).into())],
        ),
    });
    text
}

fn played_text(view: &PuzzleView) -> String {
    let moves: Vec<String> = view.moves.iter().map(|m| format!("`{m}`")).collect();
    moves.join(" ")
}

fn score_text(view: &PuzzleView, lang: Lang) -> String {
    let s = view.score;
    lang.format(
        "puzzle-score",
        &[
            ("solved", s.solved.into()),
            ("streak", s.streak.into()),
            ("best", s.best_streak.into()),
        ],
    )
}

/// What an answer to the puzzle did: the defence, the solve, or the refutation.
pub fn puzzle_answer_text(answer: &PuzzleAnswer, lang: Lang) -> String {
    let view = &answer.view;
    let (id, answered) = match answer.step {
        Step::Defended(defence) => ("puzzle-right", Some(defence)),
        Step::Solved => ("puzzle-solved", None),
        Step::Refuted(refutation) => ("puzzle-refuted", Some(refutation)),
    };
    lang.format(
        id,
        &[
            ("move", answer.played.to_string().into()),
            (
                "answer",
                answered.map(|m| m.to_string()).unwrap_or_default().into(),
            ),
            ("defender", view.start.turn().other().name().into()),
            ("count", view.player_moves().into()),
            ("score", score_text(view, lang).into()),
        ],
    )
}

/// A page of the puzzle solvers' table; `None` if the page is empty.
pub fn puzzle_board_text(
    scores: &[PuzzleScore],
    page: usize,
    lang: Lang,
    player: Naming<'_>,
) -> Option<String> {
    if scores.is_empty() {
        return None;
    }
    let first = (page.max(1) - 1) * PUZZLE_BOARD_PAGE;
    let mut text = lang.format("puzzle-board-title", &[("page", page.into())]);
    text.push('\n');
    for (i, s) in scores.iter().enumerate() {
        let Some(user) = s.user else { continue };
        text.push_str(&lang.format(
            "puzzle-board-row",
            &[
                ("rank", (first + i + 1).into()),
                ("player", player(user).into()),
                ("solved", s.solved.into()),
                ("streak", s.streak.into()),
                ("best", s.best_streak.into()),
            ],
        ));
        text.push('\n');
    }
    Some(text)
}
