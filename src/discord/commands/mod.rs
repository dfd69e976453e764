//! The slash commands: `/konane` for play, and `/konane-tournament`,
//! `/konane-season` and `/konane-settings` for a server's events and
//! settings (Discord allows 25 subcommands and 8,000 characters a command,
//! which one command can't hold). Each subcommand turns its options into one
//! service call and the result into a reply; refusals are private.

mod export;
pub(crate) mod follow;
mod info;
mod play;
pub(crate) mod privacy;
pub(crate) mod puzzle;
pub(crate) mod review;
mod seek;
pub(crate) mod tournament;
mod vacation;

use crate::discord::context::{Context, Data, Error};
use crate::i18n::{Lang, LocaleError, Locales};

/// Every command of the bot, in one place, in every locale.
///
/// # Errors
/// A command or option whose text the source locale lacks.
pub fn all(locales: &Locales) -> Result<Vec<poise::Command<Data, Error>>, LocaleError> {
    let mut commands = vec![
        konane(),
        tournament::tournament(),
        info::season(),
        info::settings(),
    ];
    super::localise::localise(&mut commands, locales)?;
    Ok(commands)
}

/// The Activity's Entry Point command, in the App Launcher: Discord opens
/// the board page itself (handler 2), wherever `/konane` can be used.
/// serenity has no type 4, so it is written as Discord's JSON.
pub fn entry_point() -> serde_json::Value {
    let description = |lang: Lang| lang.text("activity-launch-description");
    let localized: serde_json::Map<String, serde_json::Value> = Lang::ALL
        .into_iter()
        .filter(|&lang| lang != Lang::SOURCE)
        .map(|lang| (lang.code().to_owned(), description(lang).into()))
        .collect();
    serde_json::json!({
        "name": "launch",
        "type": 4,
        "handler": 2,
        "description": description(Lang::SOURCE),
        "description_localizations": localized,
        "integration_types": [0, 1],
        "contexts": [0, 1, 2],
    })
}

/// Play Kōnane, the Hawaiian jumping game.
#[poise::command(
    slash_command,
    // Installed by a server or by a player, and used in servers, in the
    // bot's DM, and in DMs and group DMs between players (where the bot
    // only answers; see `Reach`).
    install_context = "Guild|User",
    interaction_context = "Guild|BotDm|PrivateChannel",
    subcommands(
        "play::challenge",
        "play::accept",
        "play::decline",
        "play::cancel",
        "play::play_move",
        "play::board",
        "play::resign",
        "play::takeback",
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
        "info::profile",
        "seek::seek",
        "seek::block",
        "privacy::privacy",
        "vacation::vacation",
        "follow::follow",
        "export::export"
    ),
    subcommand_required
)]
pub async fn konane(_: Context<'_>) -> Result<(), Error> {
    Ok(())
}

#[cfg(test)]
mod tests {
    /// The player's guide lists every subcommand of `/konane` by name.
    #[test]
    fn the_players_guide_names_every_subcommand() {
        let guide = include_str!("../../../docs/playing.md");
        let list = guide
            .split_once("Play is under one command,")
            .and_then(|(_, rest)| rest.split_once("A server's events"))
            .map(|(list, _)| list)
            .expect("the guide's list of /konane subcommands");
        for command in super::konane().subcommands {
            let name = format!("`{}`", command.name);
            assert!(list.contains(&name), "docs/playing.md omits {name}");
        }
    }
}
