//! Tables and reports in a language, for every front end: Discord names a
//! player by a mention, the terminal by name (and drops the Markdown with
//! [`crate::i18n::plain`]).

mod clocks;
mod member;
mod puzzle;
mod ratings;
mod review;
mod seasons;
mod tournament;

pub use clocks::clocks_text;
pub use member::{stored_about_text, vacation_text};
pub use puzzle::{puzzle_answer_text, puzzle_board_text, puzzle_intro};
pub use ratings::{
    global_leaderboard_text, leaderboard_text, rating_change_text, rating_chart, rating_trend_text,
    stats_text,
};
pub use review::{analysis_text, hint_text, set_up_text};
pub use seasons::{season_started_text, season_text};
pub use tournament::{
    called_off_text, format_name, pairings_text, podium_text, standings_alt, standings_table,
    standings_text, tournament_history_text, tournament_list_text, tournament_text,
};

use crate::values::UserId;

/// How a front end names a player.
pub type Naming<'a> = &'a dyn Fn(UserId) -> String;
