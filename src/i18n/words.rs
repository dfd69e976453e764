//! The game's facts in words shared by the front ends: end reasons,
//! variants, outcomes, yes or no, and Markdown taken out for the terminal.

use super::Lang;
use crate::engine::{Color, EndReason, Outcome, Variant};

/// How messages select on a game's end reason.
pub fn reason(reason: EndReason) -> &'static str {
    match reason {
        EndReason::NoMoves => "no-moves",
        EndReason::Resignation => "resignation",
        EndReason::Timeout => "timeout",
        EndReason::Adjudication => "adjudication",
    }
}

/// A variant in words: "8×8 board, centre-or-corner opening, straight jumps".
pub fn variant_text(v: Variant, lang: Lang) -> String {
    let choice = |word: &str| lang.text(&format!("choice-{word}"));
    lang.format(
        "variant",
        &[
            ("size", v.size.to_string().into()),
            ("opening", choice(v.opening.name()).into()),
            ("jumps", choice(v.jumps.name()).into()),
        ],
    )
}

/// `text` without Discord's Markdown (bold, code and small-print marks), for
/// the terminal.
pub fn plain(text: &str) -> String {
    let unmarked = text.replace("**", "").replace('`', "");
    let lines: Vec<&str> = unmarked
        .split('\n')
        .map(|line| line.strip_prefix("-# ").unwrap_or(line))
        .collect();
    lines.join("\n")
}

/// How messages select on a yes-or-no fact (`rated`).
pub fn yes_no(yes: bool) -> &'static str {
    if yes { "yes" } else { "no" }
}

/// "black wins: white has no move", with the colours' names in `lang`.
pub fn outcome_in_colours(outcome: Outcome, lang: Lang) -> String {
    outcome_of(
        outcome.reason,
        &lang.colour(outcome.winner),
        &lang.colour(outcome.winner.other()),
        lang,
    )
}

/// "Proven: White wins": the solver's verdict on a board, in `lang`.
pub fn proven_winner(winner: Color, lang: Lang) -> String {
    lang.format("proven-winner", &[("colour", winner.name().into())])
}

/// "Kai wins: Lani has no move", in `lang`.
pub fn outcome_of(reason: EndReason, winner: &str, loser: &str, lang: Lang) -> String {
    lang.format(
        "outcome",
        &[
            ("reason", self::reason(reason).into()),
            ("winner", winner.into()),
            ("loser", loser.into()),
        ],
    )
}
