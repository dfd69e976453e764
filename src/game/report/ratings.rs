//! Ratings in words: leaderboards, a player's stats, rating changes, and
//! the rating chart's data.

use super::Naming;
use crate::game::{
    LeaderboardEntry, LeaderboardPage, PlayerStats, RATING_RANGE_DEVIATIONS, RatingChange,
    RatingPoint, format_date, is_provisional, rating_text,
};
use crate::i18n::Lang;
use crate::values::UserId;
/// How a game moved a player's rating: "Kai: 1500 → 1662 (+162)".
pub fn rating_change_text(change: &RatingChange, lang: Lang, player: Naming<'_>) -> String {
    // Ratings are written as they are, ungrouped, in every language.
    lang.format(
        "rating-change",
        &[
            ("player", player(change.user).into()),
            ("before", format!("{:.0}", change.before).into()),
            ("after", format!("{:.0}", change.after).into()),
            (
                "change",
                format!("{:+.0}", change.after - change.before).into(),
            ),
        ],
    )
}

/// A page of the server's ratings table, with its title and, if any rating
/// on it is still provisional, what that means.
pub fn leaderboard_text(board: &LeaderboardPage, lang: Lang, player: Naming<'_>) -> String {
    ladder_text(
        board,
        lang,
        player,
        "leaderboard-empty",
        "leaderboard-title",
    )
}

/// A page of the global ladder's table (its listed players).
pub fn global_leaderboard_text(board: &LeaderboardPage, lang: Lang, player: Naming<'_>) -> String {
    ladder_text(
        board,
        lang,
        player,
        "global-ladder-empty",
        "global-ladder-title",
    )
}

fn ladder_text(
    board: &LeaderboardPage,
    lang: Lang,
    player: Naming<'_>,
    empty: &str,
    title: &str,
) -> String {
    if board.entries.is_empty() {
        return lang.text(empty);
    }
    let mut text = lang.format(
        title,
        &[("page", board.page.into()), ("pages", board.pages.into())],
    );
    text.push('\n');
    for e in &board.entries {
        text.push_str(&lang.format(
            "leaderboard-row",
            &[
                ("rank", e.rank.into()),
                ("player", player(e.user).into()),
                ("rating", rating_text(e.rating, e.deviation).into()),
                ("margin", format!("{:.0}", e.margin()).into()),
                ("games", e.games.into()),
                ("wins", e.wins.into()),
                ("losses", e.losses.into()),
            ],
        ));
        text.push('\n');
    }
    if board.entries.iter().any(LeaderboardEntry::provisional) {
        text.push_str(&lang.text("leaderboard-provisional"));
        text.push('\n');
    }
    text
}

/// A player's rating, record and streak, their global rating where
/// `viewer` may see it, then their latest games.
pub fn stats_text(stats: &PlayerStats, viewer: UserId, lang: Lang, player: Naming<'_>) -> String {
    let who = stats.user;
    let rated = match (stats.rating, stats.deviation) {
        (Some(r), Some(d)) => {
            let id = if is_provisional(d) {
                "stats-rating-provisional"
            } else {
                "stats-rating"
            };
            lang.format(id, &[("rating", rating_text(r, d).into())])
        }
        _ => lang.text("stats-no-rating"),
    };
    let streak = match stats.streak {
        0 => String::new(),
        n if n > 0 => lang.format("stats-streak-won", &[("count", n.into())]),
        n => lang.format("stats-streak-lost", &[("count", (-n).into())]),
    };
    let mut text = lang.format(
        "stats-summary",
        &[
            ("player", player(who).into()),
            ("rating", rated.into()),
            ("wins", stats.wins.into()),
            ("losses", stats.losses.into()),
            ("streak", streak.into()),
            ("casual-wins", stats.casual_wins.into()),
            ("casual-losses", stats.casual_losses.into()),
        ],
    );
    if let Some(global) = stats.global_seen_by(viewer) {
        text.push('\n');
        text.push_str(&lang.format(
            "stats-global",
            &[
                (
                    "rating",
                    rating_text(global.rating, global.deviation).into(),
                ),
                ("games", global.games.into()),
            ],
        ));
        if !global.listed {
            text.push('\n');
            text.push_str(&lang.text("stats-global-unlisted"));
        }
    }
    for g in &stats.recent {
        text.push_str(&format!(
            "\n• #{}: {}",
            g.id,
            g.describe(&player(g.opponent), lang)
        ));
    }
    text
}

/// A rating's trend in words: "1500 → 1662 over 12 games".
pub fn rating_trend_text(points: &[RatingPoint], lang: Lang) -> String {
    let (Some(first), Some(last)) = (points.first(), points.last()) else {
        return String::new();
    };
    lang.format(
        "rating-trend",
        &[
            ("from", format!("{:.0}", first.rating).into()),
            ("to", format!("{:.0}", last.rating).into()),
            ("games", (points.len() - 1).into()),
        ],
    )
}

/// The rating chart of `player`'s history, ready to draw, with its alt
/// text (the trend, and what the band means); `None` without rated games.
pub fn rating_chart(
    points: &[RatingPoint],
    player: &str,
    lang: Lang,
) -> Option<(crate::render::RatingChart, String)> {
    let (first, last) = (points.first()?, points.last()?);
    let trend = rating_trend_text(points, lang);
    let chart = crate::render::RatingChart {
        title: format!("{} · {trend}", crate::render::isolated_if_needed(player)),
        points: points.iter().map(|p| (p.rating, p.deviation)).collect(),
        band: RATING_RANGE_DEVIATIONS,
        first_label: format_date(first.at),
        last_label: format_date(last.at),
    };
    let alt = lang.format(
        "rating-chart-alt",
        &[("player", player.into()), ("trend", trend.into())],
    );
    Some((chart, alt))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::RatingPoint;
    use crate::values::Timestamp;

    #[test]
    fn a_right_to_left_name_is_isolated_in_the_charts_title() {
        let points = [RatingPoint {
            at: Timestamp(1_700_000_000_000),
            rating: 1500.0,
            deviation: 200.0,
        }];
        let (chart, _) = rating_chart(&points, "محمد", Lang::SOURCE).expect("a chart");
        assert!(
            chart.title.starts_with("\u{2068}محمد\u{2069} · "),
            "{}",
            chart.title
        );
        let (chart, _) = rating_chart(&points, "Kai", Lang::SOURCE).expect("a chart");
        assert!(chart.title.starts_with("Kai · "), "{}", chart.title);
    }
}
