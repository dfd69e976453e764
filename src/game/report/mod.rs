//! Tables and reports in a language, for every front end: Discord names a
//! player by a mention, the terminal by name (and drops the Markdown with
//! [`crate::i18n::plain`]).

use super::{
    GameAnalysis, Hint, LeaderboardEntry, LeaderboardPage, PUZZLE_BOARD_PAGE, PlayerStats,
    PuzzleAnswer, PuzzleScore, PuzzleView, RatingChange, is_provisional, rating_text,
};
use crate::ai::RegionReport;
use crate::ai::Step;
use crate::ai::cgt::Outcome as ValueOutcome;
use crate::engine::{Color, Game, numbered};
use crate::i18n::Lang;
use crate::store::{StoredAbout, StoredInPlace};
use crate::values::GuildId;
use crate::values::{AttemptStatus, UserId};

/// How a front end names a player.
pub type Naming<'a> = &'a dyn Fn(UserId) -> String;

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
        ("leaderboard-empty", "leaderboard-title"),
    )
}

/// A page of the global ladder's table (its listed players).
pub fn global_leaderboard_text(board: &LeaderboardPage, lang: Lang, player: Naming<'_>) -> String {
    ladder_text(
        board,
        lang,
        player,
        ("global-ladder-empty", "global-ladder-title"),
    )
}

fn ladder_text(
    board: &LeaderboardPage,
    lang: Lang,
    player: Naming<'_>,
    (empty, title): (&str, &str),
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
    if analysis.blunders.is_empty() {
        text.push('\n');
        text.push_str(&lang.text("analysis-no-blunder"));
    }
    for b in &analysis.blunders {
        let line = format!(
            "\n{}",
            lang.format(
                "analysis-blunder",
                &[
                    (
                        "move",
                        numbered(view.game.number_of(b.ply), b.played).into()
                    ),
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

mod tournament;
pub use tournament::{
    called_off_text, format_name, pairings_text, podium_text, standings_alt, standings_table,
    standings_text, tournament_history_text, tournament_list_text, tournament_text,
};

/// A season's table: its title (running, or its dates), then each player's
/// rank, wins and losses.
pub fn season_text(table: &super::SeasonTable, lang: Lang, player: Naming<'_>) -> String {
    let season = &table.season;
    let mut text = lang.format(
        "season-title",
        &[
            ("number", season.number.into()),
            ("name", season.name.clone().into()),
            ("running", crate::i18n::yes_no(table.running()).into()),
            ("since", super::format_date(season.started_at).into()),
            (
                "until",
                season
                    .ended_at
                    .map(super::format_date)
                    .unwrap_or_default()
                    .into(),
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
    ended: Option<&super::SeasonTable>,
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

/// A rating's trend in words: "1500 → 1662 over 12 games".
pub fn rating_trend_text(points: &[super::RatingPoint], lang: Lang) -> String {
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
    points: &[super::RatingPoint],
    player: &str,
    lang: Lang,
) -> Option<(crate::render::RatingChart, String)> {
    let (first, last) = (points.first()?, points.last()?);
    let trend = rating_trend_text(points, lang);
    let chart = crate::render::RatingChart {
        title: format!("{player} · {trend}"),
        points: points.iter().map(|p| (p.rating, p.deviation)).collect(),
        band: super::RATING_RANGE_DEVIATIONS,
        first_label: super::format_date(first.at),
        last_label: super::format_date(last.at),
    };
    let alt = lang.format(
        "rating-chart-alt",
        &[("player", player.into()), ("trend", trend.into())],
    );
    Some((chart, alt))
}

/// What the bot stores about a member, one line per place; `here` is the server asked from.
///
/// Names are shown through `show_name` (Discord escapes their Markdown).
pub fn stored_about_text(
    about: &StoredAbout,
    here: GuildId,
    lang: Lang,
    show_name: &dyn Fn(&str) -> String,
) -> String {
    if about.is_empty() {
        return lang.text("privacy-nothing");
    }
    let mut text = lang.text("privacy-title");
    for place in &about.places {
        text.push_str("\n• ");
        text.push_str(&place_line(place, here, lang, show_name));
    }
    if let Some(name) = &about.listed_as {
        text.push_str("\n• ");
        text.push_str(&lang.format("privacy-listed", &[("name", show_name(name).into())]));
    }
    if about.seeking {
        text.push_str("\n• ");
        text.push_str(&lang.text("privacy-seeking"));
    }
    if about.blocks > 0 {
        text.push_str("\n• ");
        text.push_str(&lang.format("privacy-blocks", &[("count", about.blocks.into())]));
    }
    if about.follows > 0 {
        text.push_str("\n• ");
        text.push_str(&lang.format("privacy-follows", &[("count", about.follows.into())]));
    }
    text
}

fn place_line(
    place: &StoredInPlace,
    here: GuildId,
    lang: Lang,
    show_name: &dyn Fn(&str) -> String,
) -> String {
    let name = if place.guild == GuildId::DIRECT {
        lang.text("privacy-direct")
    } else if place.guild == here {
        lang.text("privacy-here")
    } else {
        lang.format(
            "privacy-server",
            &[("id", place.guild.0.to_string().into())],
        )
    };
    let mut parts = Vec::new();
    if let Some(seen) = &place.name {
        parts.push(lang.format("privacy-name", &[("name", show_name(seen).into())]));
    }
    parts.push(lang.format("privacy-games", &[("count", place.games.into())]));
    if let Some((rating, games)) = place.rating {
        let rating = format!("{rating:.0}");
        parts.push(lang.format(
            "privacy-rating",
            &[("rating", rating.into()), ("count", games.into())],
        ));
    }
    if let Some((solved, best)) = place.puzzles {
        parts.push(lang.format(
            "privacy-puzzles",
            &[("count", solved.into()), ("best", best.into())],
        ));
    }
    if place.dm_notices {
        parts.push(lang.text("privacy-dm-notices"));
    }
    format!("**{name}**: {}", parts.join(", "))
}

/// A member's vacation after `id` (started, ended, or its status), with
/// times written by `when`.
pub fn vacation_text(
    v: &super::Vacation,
    id: &str,
    lang: Lang,
    when: &dyn Fn(crate::values::Timestamp) -> String,
) -> String {
    let until = v.running_until.map_or_else(String::new, when);
    lang.format(
        id,
        &[
            ("until", until.into()),
            (
                "running",
                crate::i18n::yes_no(v.running_until.is_some()).into(),
            ),
            ("left", v.days_left.into()),
            ("allowance", v.allowance.into()),
        ],
    )
}
