//! A tournament in words: its announcement with every rule, the pairings
//! of a round, the standings, the podium and the server's hall of fame.

use super::Naming;
use crate::game::{MIN_TOURNAMENT_PLAYERS, TournamentView, format_date, format_duration};
use crate::i18n::{self, Lang};
use crate::render::Table;
use crate::tournament::Standing;
use crate::values::UserId;
use crate::values::{
    BoardKind, GameId, Timestamp, Tournament, TournamentBoard, TournamentFormat, TournamentStatus,
};

/// A format's name in `lang`.
pub fn format_name(format: TournamentFormat, lang: Lang) -> String {
    lang.text(&format!("choice-{}", format.name()))
}

/// "2026.12.05 18:00 UTC".
fn moment(t: Timestamp) -> String {
    let minutes = t.0.div_euclid(60_000).rem_euclid(24 * 60);
    format!(
        "{} {:02}:{:02} UTC",
        format_date(t),
        minutes / 60,
        minutes % 60
    )
}

/// The announcement: name, format, rules (the time rule in full), when it
/// starts, and the entrants so far.
pub fn tournament_text(view: &TournamentView, lang: Lang, player: Naming<'_>) -> String {
    let t = &view.tournament;
    let entrants: Vec<String> = view
        .entrants
        .iter()
        .map(|e| {
            let name = player(e.user_id);
            if e.withdrawn_from.is_some() {
                lang.format("tournament-withdrawn-name", &[("player", name.into())])
            } else {
                name
            }
        })
        .collect();
    let entrants = if entrants.is_empty() {
        lang.text("tournament-nobody-yet")
    } else {
        entrants.join(", ")
    };
    let starts = match (t.status, t.started_at, t.starts_at) {
        (TournamentStatus::Finished, _, _) if t.finished_at.is_some() => lang.format(
            "tournament-finished-at",
            &[("when", t.finished_at.map(moment).unwrap_or_default().into())],
        ),
        (TournamentStatus::SignUp, _, Some(at)) => {
            lang.format("tournament-starts-at", &[("when", moment(at).into())])
        }
        (TournamentStatus::SignUp, _, None) => lang.text("tournament-starts-by-organiser"),
        (_, Some(at), _) => lang.format("tournament-started-at", &[("when", moment(at).into())]),
        _ => String::new(),
    };
    lang.format(
        "tournament-announcement",
        &[
            ("name", t.name.clone().into()),
            ("id", t.id.to_string().into()),
            ("format", format_name(t.format, lang).into()),
            ("organiser", player(t.organiser).into()),
            ("variant", i18n::variant_text(t.variant, lang).into()),
            ("rated", i18n::yes_no(t.rated).into()),
            ("max", t.max_players.into()),
            ("rounds", view.total_rounds().into()),
            (
                "knockout",
                i18n::yes_no(t.format == TournamentFormat::Knockout).into(),
            ),
            ("game_time", format_duration(view.game_time(), lang).into()),
            ("starts", starts.into()),
            ("status", t.status.name().into()),
            ("count", view.entrants.len().into()),
            ("entrants", entrants.into()),
        ],
    )
}

/// Round `round` (from 0): each board, with a link to its game where
/// `game_link` gives one.
pub fn pairings_text(
    view: &TournamentView,
    round: u32,
    lang: Lang,
    player: Naming<'_>,
    game_link: &dyn Fn(GameId) -> Option<String>,
) -> String {
    let t = &view.tournament;
    let mut text = lang.format(
        "tournament-round-title",
        &[
            ("name", t.name.clone().into()),
            ("round", (round + 1).into()),
            ("rounds", view.total_rounds().into()),
        ],
    );
    // Boards are numbered among the games: a rest or a bye has no board.
    let mut numbered: Vec<u32> = Vec::new();
    for b in view.round(round) {
        if b.kind == BoardKind::Game && !numbered.contains(&b.key.board) {
            numbered.push(b.key.board);
        }
        text.push('\n');
        text.push_str(&board_line(
            b,
            numbered.len(),
            t.format,
            lang,
            player,
            game_link,
        ));
    }
    text
}

fn board_line(
    b: &TournamentBoard,
    number: usize,
    format: TournamentFormat,
    lang: Lang,
    player: Naming<'_>,
    game_link: &dyn Fn(GameId) -> Option<String>,
) -> String {
    let (Some(white), BoardKind::Game) = (b.white, b.kind) else {
        // A knockout's bye passes its player on, with no point.
        let id = match (b.kind, format) {
            (BoardKind::Bye, TournamentFormat::Knockout) => "tournament-bye-through-line",
            (BoardKind::Bye, _) => "tournament-bye-line",
            _ => "tournament-rest-line",
        };
        return lang.format(id, &[("player", player(b.black).into())]);
    };
    let result = match (b.forfeited_by, b.winner, b.game_status) {
        (Some(loser), _, _) => lang.format(
            "tournament-result-forfeit",
            &[(
                "player",
                player(if loser == b.black { white } else { b.black }).into(),
            )],
        ),
        (None, Some(winner), _) => {
            let won = if winner == crate::engine::Color::Black {
                b.black
            } else {
                white
            };
            lang.format("tournament-result-won", &[("player", player(won).into())])
        }
        (None, None, Some(crate::values::GameStatus::Aborted)) => {
            lang.text("tournament-result-aborted")
        }
        _ => b
            .game
            .and_then(game_link)
            .unwrap_or_else(|| lang.text("tournament-result-pending")),
    };
    lang.format(
        "tournament-board-line",
        &[
            ("board", number.into()),
            ("game", (b.key.leg + 1).into()),
            ("black", player(b.black).into()),
            ("white", player(white).into()),
            ("result", result.into()),
        ],
    )
}

/// The standings table: after the rounds played, or final.
pub fn standings_text(view: &TournamentView, lang: Lang, player: Naming<'_>) -> String {
    let t = &view.tournament;
    let mut text = standings_title(view, lang);
    for s in view.standings() {
        text.push('\n');
        text.push_str(&standing_line(&s, t.format, lang, player));
    }
    text
}

fn standing_line(s: &Standing, format: TournamentFormat, lang: Lang, player: Naming<'_>) -> String {
    let tie_breaks = match format {
        TournamentFormat::Knockout => "—".to_string(),
        TournamentFormat::RoundRobin | TournamentFormat::DoubleRoundRobin => lang.format(
            "tournament-tie-breaks-round-robin",
            &[
                ("sb", s.tie_breaks.sonneborn_berger.into()),
                ("de", s.tie_breaks.direct_encounter.into()),
            ],
        ),
        TournamentFormat::Swiss => lang.format(
            "tournament-tie-breaks-swiss",
            &[
                ("buchholz", s.tie_breaks.buchholz_cut1.into()),
                ("sb", s.tie_breaks.sonneborn_berger.into()),
            ],
        ),
    };
    lang.format(
        "tournament-standing-line",
        &[
            ("rank", s.rank.into()),
            ("player", player(UserId(s.id)).into()),
            ("points", s.points.into()),
            ("tie_breaks", tie_breaks.into()),
            ("games", s.games.into()),
        ],
    )
}

/// The closing line: the top three, named (Discord pings them).
pub fn podium_text(view: &TournamentView, lang: Lang, player: Naming<'_>) -> String {
    let [gold, silver, bronze] = crate::tournament::medals(&view.standings());
    let named = |ids: Vec<u64>| -> String {
        if ids.is_empty() {
            "—".to_string()
        } else {
            let names: Vec<String> = ids.into_iter().map(|id| player(UserId(id))).collect();
            names.join(", ")
        }
    };
    lang.format(
        "tournament-podium",
        &[
            ("name", view.tournament.name.clone().into()),
            ("first", named(gold).into()),
            ("second", named(silver).into()),
            ("third", named(bronze).into()),
        ],
    )
}

/// Why a tournament due to start by itself never did: too few entrants.
pub fn called_off_text(view: &TournamentView, lang: Lang) -> String {
    lang.format(
        "tournament-called-off",
        &[
            ("name", view.tournament.name.clone().into()),
            ("count", MIN_TOURNAMENT_PLAYERS.into()),
            ("entrants", view.entrants.len().into()),
        ],
    )
}

/// The server's hall of fame: each finished tournament with its winner.
pub fn tournament_history_text(views: &[TournamentView], lang: Lang, player: Naming<'_>) -> String {
    if views.is_empty() {
        return lang.text("tournament-history-empty");
    }
    let mut text = lang.text("tournament-history-title");
    for view in views {
        let t = &view.tournament;
        let winners: Vec<String> = view
            .standings()
            .iter()
            .filter(|s| s.rank == 1)
            .map(|s| player(UserId(s.id)))
            .collect();
        text.push('\n');
        text.push_str(&lang.format(
            "tournament-history-line",
            &[
                ("name", t.name.clone().into()),
                ("id", t.id.to_string().into()),
                (
                    "date",
                    t.finished_at.map(format_date).unwrap_or_default().into(),
                ),
                ("format", format_name(t.format, lang).into()),
                ("players", view.entrants.len().into()),
                ("winner", winners.join(", ").into()),
            ],
        ));
    }
    text
}

/// The server's tournaments in sign-up or running.
pub fn tournament_list_text(rows: &[Tournament], lang: Lang) -> String {
    if rows.is_empty() {
        return lang.text("tournament-list-empty");
    }
    let mut text = lang.text("tournament-list-title");
    for t in rows {
        text.push('\n');
        text.push_str(&lang.format(
            "tournament-list-line",
            &[
                ("name", t.name.clone().into()),
                ("id", t.id.to_string().into()),
                ("format", format_name(t.format, lang).into()),
                ("status", t.status.name().into()),
                ("round", t.current_round.into()),
            ],
        ));
    }
    text
}

/// The standings as a table to draw: rank, name, points, the format's two
/// tie-breaks (none for a knockout), games.
pub fn standings_table(view: &TournamentView, lang: Lang, player: Naming<'_>) -> Table {
    let t = &view.tournament;
    let round_robin = matches!(
        t.format,
        TournamentFormat::RoundRobin | TournamentFormat::DoubleRoundRobin
    );
    let knockout = t.format == TournamentFormat::Knockout;
    let col = |id: &str| lang.text(&format!("tournament-col-{id}"));
    let mut headers = vec!["#".to_string(), col("player"), col("points")];
    if !knockout {
        let (first, second) = if round_robin {
            ("sb", "de")
        } else {
            ("buchholz", "sb")
        };
        headers.extend([col(first), col(second)]);
    }
    headers.push(col("games"));
    let rows = view
        .standings()
        .iter()
        .map(|s| {
            let mut row = vec![
                s.rank.to_string(),
                player(UserId(s.id)),
                s.points.to_string(),
            ];
            if !knockout {
                let tb = s.tie_breaks;
                let (first, second) = if round_robin {
                    (tb.sonneborn_berger, tb.direct_encounter)
                } else {
                    (tb.buchholz_cut1, tb.sonneborn_berger)
                };
                row.extend([first.to_string(), second.to_string()]);
            }
            row.push(s.games.to_string());
            row
        })
        .collect();
    let columns = headers.len();
    Table {
        title: i18n::plain(&standings_title(view, lang)),
        headers,
        rows,
        right: (0..columns).filter(|&c| c != 1).collect(),
    }
}

fn standings_title(view: &TournamentView, lang: Lang) -> String {
    let t = &view.tournament;
    lang.format(
        "tournament-standings-title",
        &[
            ("name", crate::render::isolated_if_needed(&t.name).into()),
            (
                "final",
                i18n::yes_no(t.status == TournamentStatus::Finished).into(),
            ),
            ("round", view.rounds_completed().into()),
        ],
    )
}

/// The standings picture in words (its alt text): the title and each line,
/// as long as Discord lets a description be.
pub fn standings_alt(view: &TournamentView, lang: Lang, player: Naming<'_>) -> String {
    const MOST: usize = 1000;
    let text = i18n::plain(&standings_text(view, lang, player));
    let mut alt = String::new();
    for line in text.lines() {
        let next = if alt.is_empty() {
            line.to_string()
        } else {
            format!("; {line}")
        };
        if alt.chars().count() + next.chars().count() > MOST {
            alt.push_str(" …");
            break;
        }
        alt.push_str(&next);
    }
    alt
}
