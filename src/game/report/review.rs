//! A game looked back on: an analysis, a hint, a set-up game's start.

use super::Naming;
use crate::ai::RegionReport;
use crate::ai::cgt::Outcome as ValueOutcome;
use crate::engine::{Color, Game, numbered};
use crate::game::{GameAnalysis, Hint};
use crate::i18n::Lang;
/// "It starts from a set-up position with white to move…": said where a
/// set-up game is announced.
pub fn set_up_text(game: &Game, lang: Lang) -> String {
    let colour = game.start().turn().name();
    lang.format("challenge-set-up", &[("colour", colour.into())])
}

/// Where a finished game was lost and won, at most `max_len` bytes long (an
/// ellipsis says the rest was left out).
pub fn analysis_text(
    analysis: &GameAnalysis,
    lang: Lang,
    player: Naming<'_>,
    max_len: usize,
) -> String {
    let view = &analysis.view;
    let side = |c: Color| view.player(c).map_or_else(|| lang.player(c), player);
    let mut text = lang.format(
        "analysis-title",
        &[
            ("game", view.id.to_string().into()),
            ("moves", view.ply().into()),
        ],
    );
    text.push('\n');
    let move_number = |ply| view.game.number_of(ply).to_string().into();
    let Some(from) = analysis.proven_from else {
        text.push_str(&lang.text("analysis-too-big"));
        return text;
    };
    if from == 0 {
        text.push_str(&lang.text("analysis-all"));
    } else {
        text.push_str(&lang.format("analysis-from", &[("number", move_number(from))]));
    }
    push_blunders(&mut text, analysis, lang, &side, max_len);
    if let Some(winner) = analysis.winner_from_there {
        text.push('\n');
        text.push_str(&lang.format(
            "analysis-forced-win",
            &[
                ("number", move_number(from)),
                ("player", side(winner).into()),
                ("colour", winner.name().into()),
            ],
        ));
    }
    if let Some((ply, regions)) = &analysis.regions {
        let mut part = format!(
            "\n{}",
            lang.format(
                "analysis-regions",
                &[
                    ("number", move_number(*ply)),
                    ("count", regions.len().into())
                ],
            )
        );
        for r in regions {
            part.push('\n');
            part.push_str(&region_line(r, lang));
        }
        if text.len() + part.len() <= max_len {
            text.push_str(&part);
        }
    }
    text
}

/// The analysis's blunders, a line each, while `text` stays within
/// `max_len` (an ellipsis says where it stopped); `side` names a colour's
/// player.
fn push_blunders(
    text: &mut String,
    analysis: &GameAnalysis,
    lang: Lang,
    side: &dyn Fn(Color) -> String,
    max_len: usize,
) {
    if analysis.blunders.is_empty() {
        text.push('\n');
        text.push_str(&lang.text("analysis-no-blunder"));
    }
    let game = &analysis.view.game;
    for b in &analysis.blunders {
        let line = format!(
            "\n{}",
            lang.format(
                "analysis-blunder",
                &[
                    ("move", numbered(game.number_of(b.ply), b.played).into()),
                    ("player", side(b.mover).into()),
                    ("winning", b.winning.to_string().into()),
                ],
            )
        );
        if text.len() + line.len() > max_len {
            text.push_str("\n…");
            break;
        }
        text.push_str(&line);
    }
}

/// "• a1–b3 (3 stones): worth ↑, Black's whoever moves first".
fn region_line(r: &RegionReport, lang: Lang) -> String {
    let squares = if r.from == r.to {
        r.from.to_string()
    } else {
        format!("{}–{}", r.from, r.to)
    };
    let outcome = match r.outcome {
        ValueOutcome::Black => "black",
        ValueOutcome::White => "white",
        ValueOutcome::First => "first",
        ValueOutcome::Second => "second",
    };
    lang.format(
        "analysis-region",
        &[
            ("squares", squares.into()),
            ("stones", r.stones.into()),
            ("value", r.value.clone().into()),
            ("outcome", outcome.into()),
        ],
    )
}

/// The suggested move, for which side, when (for a finished game's move),
/// and how it stands against perfect play.
pub fn hint_text(hint: &Hint, lang: Lang) -> String {
    let when = if hint.is_review() {
        lang.format(
            "hint-when",
            &[
                (
                    "number",
                    hint.view.game.number_of(hint.ply).to_string().into(),
                ),
                ("game", hint.view.id.to_string().into()),
            ],
        )
    } else {
        String::new()
    };
    let mut text = lang.format(
        "hint",
        &[
            ("colour", hint.position.turn().name().into()),
            ("when", when.into()),
            ("move", hint.choice.best.to_string().into()),
            ("verdict", hint.verdict(lang).into()),
        ],
    );
    if let Some(regions) = &hint.regions {
        text.push('\n');
        text.push_str(&lang.format("hint-regions", &[("count", regions.len().into())]));
        for r in regions {
            text.push('\n');
            text.push_str(&region_line(r, lang));
        }
    }
    text
}
