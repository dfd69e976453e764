//! What the bot keeps about a member, and their vacation.

use crate::game::Vacation;
use crate::i18n::Lang;
use crate::store::{StoredAbout, StoredInPlace};
use crate::values::GuildId;

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
    v: &Vacation,
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
