//! Seasons in words: a season's table, and a new one begun.

use super::Naming;
use crate::game::{SeasonTable, format_date};
use crate::i18n::Lang;

/// A season's table: its title (running, or its dates), then each player's
/// rank, wins and losses.
pub fn season_text(table: &SeasonTable, lang: Lang, player: Naming<'_>) -> String {
    let season = &table.season;
    let mut text = lang.format(
        "season-title",
        &[
            ("number", season.number.into()),
            ("name", season.name.clone().into()),
            ("running", crate::i18n::yes_no(table.running()).into()),
            ("since", format_date(season.started_at).into()),
            (
                "until",
                season.ended_at.map(format_date).unwrap_or_default().into(),
            ),
        ],
    );
    if table.standings.is_empty() {
        text.push('\n');
        text.push_str(&lang.text("season-empty"));
    }
    for s in &table.standings {
        text.push('\n');
        text.push_str(&lang.format(
            "season-row",
            &[
                ("rank", s.rank.into()),
                ("player", player(s.user).into()),
                ("wins", s.wins.into()),
                ("losses", s.losses.into()),
            ],
        ));
    }
    text
}

/// What starting a season says: the last one's champion, if one ended, and
/// the new one's rule.
pub fn season_started_text(
    ended: Option<&SeasonTable>,
    started: &crate::values::Season,
    lang: Lang,
    player: Naming<'_>,
) -> String {
    let mut text = String::new();
    if let Some(ended) = ended {
        let champions: Vec<String> = ended.champions().into_iter().map(player).collect();
        text.push_str(&lang.format(
            "season-closed",
            &[
                ("number", ended.season.number.into()),
                ("name", ended.season.name.clone().into()),
                ("count", champions.len().into()),
                ("champion", champions.join(", ").into()),
            ],
        ));
        text.push('\n');
    }
    text.push_str(&lang.format(
        "season-begins",
        &[
            ("number", started.number.into()),
            ("name", started.name.clone().into()),
        ],
    ));
    text
}
