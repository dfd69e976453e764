//! The `/konane` slash command group. Each subcommand turns its options into
//! one service call and the result into a reply; refusals are private.

mod info;
mod play;
pub(crate) mod puzzle;
mod review;

use super::{Data, Error};
use crate::engine::Variant;

/// Every command of the bot, in one place.
pub fn all() -> Vec<poise::Command<Data, Error>> {
    vec![konane()]
}

/// Play Kōnane, the Hawaiian jumping game.
#[poise::command(
    slash_command,
    guild_only,
    subcommands(
        "play::challenge",
        "play::accept",
        "play::decline",
        "play::cancel",
        "play::play_move",
        "play::board",
        "play::resign",
        "play::abort",
        "info::leaderboard",
        "info::stats",
        "info::history",
        "review::replay",
        "review::hint",
        "review::analyze",
        "puzzle::puzzle",
        "info::rules",
        "info::notify",
        "info::settings"
    ),
    subcommand_required
)]
pub async fn konane(_: super::Context<'_>) -> Result<(), Error> {
    Ok(())
}

fn describe(v: Variant) -> String {
    format!("{} board, {} opening, {} jumps", v.size, v.opening, v.jumps)
}
