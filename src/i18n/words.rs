//! The game's facts in words shared by the front ends: end reasons,
//! variants, outcomes, time controls, yes or no, and Markdown taken out for the terminal.

use super::{Lang, Message};
use crate::engine::{Color, EndReason, Outcome, Variant};
use crate::values::{ParseTimeControlError, TimeControl};

/// How messages select on a game's end reason.
pub fn reason(reason: EndReason) -> &'static str {
    match reason {
        EndReason::NoMoves => "no-moves",
        EndReason::Resignation => "resignation",
        EndReason::Timeout => "timeout",
        EndReason::Adjudication => "adjudication",
    }
}

/// Why a time control can't be read.
pub fn time_control_error(e: &ParseTimeControlError) -> Message {
    Message::new("error-time-control")
        .with("given", e.text().to_owned())
        .with("minutes", TimeControl::MOST_MINUTES)
        .with("seconds", TimeControl::MOST_INCREMENT)
}

/// A variant in words: "8×8 board, centre-or-corner opening, straight jumps".
pub fn variant_text(v: Variant, lang: Lang) -> String {
    // The rules' own names select the phrase: a menu's label (`droit`)
    // dropped into a sentence breaks its grammar (`sauts droits`).
    lang.format(
        "variant",
        &[
            ("size", v.size.to_string().into()),
            ("opening", v.opening.name().into()),
            ("jumps", v.jumps.name().into()),
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{JumpRule, Opening, Size};

    fn variant(opening: Opening, jumps: JumpRule) -> Variant {
        Variant {
            size: Size::new(8, 8).expect("8x8"),
            opening,
            jumps,
        }
    }

    #[test]
    fn a_variant_reads_as_a_sentence_not_as_menu_labels() {
        let text = |code: &str, v: Variant| variant_text(v, Lang::closest(code));
        let plain = variant(Opening::CentreOrCorner, JumpRule::Straight);
        let turning = variant(Opening::Centre, JumpRule::Turning);
        assert!(
            text("fr", plain).contains("sauts droits"),
            "{}",
            text("fr", plain)
        );
        assert!(text("es", plain).contains("saltos rectos"));
        assert!(text("pt-BR", plain).contains("saltos retos"));
        assert!(text("de", plain).contains("Eröffnung in der Mitte oder an einer Ecke"));
        assert!(text("fr", turning).contains("ouverture au centre, sauts tournants"));
        assert_eq!(
            text("en-US", plain),
            "8x8 board, centre-or-corner opening, straight jumps"
        );
        // No translation's hyphenated menu label is left in running text
        // (English's "centre-or-corner opening" is a compound adjective).
        for lang in Lang::ALL.into_iter().skip(1) {
            for opening in [Opening::CentreOrCorner, Opening::Centre, Opening::Any] {
                for jumps in [JumpRule::Straight, JumpRule::Turning] {
                    let said = variant_text(variant(opening, jumps), lang);
                    for label in [opening.name(), jumps.name()] {
                        let menu = lang.text(&format!("choice-{label}"));
                        if menu.contains('-') {
                            assert!(!said.contains(&menu), "{}: {said}", lang.code());
                        }
                    }
                }
            }
        }
    }
}
