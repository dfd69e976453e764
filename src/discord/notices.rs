//! Notices the slash commands and the Activity's page both post: a
//! challenge made, a game against the bot begun, a game aborted.

use super::board::challenge_board;
use super::controls::game_components;
use super::reply::{Reply, mention, relative_time};
use crate::game::{Actions, GameView, report};
use crate::i18n::{self, Lang};
use crate::values::UserId;

/// The announcement of challenge `view`, with the buttons of what is
/// `offered` on it (Accept, Decline, Withdraw).
pub(crate) fn challenge_made_reply(view: &GameView, offered: Actions, lang: Lang) -> Reply {
    let me = view.challenger;
    let colour = match view.colour_choice.colour() {
        Some(colour) => lang.format(
            "colour-plays",
            &[
                ("player", mention(me).into()),
                ("colour", colour.name().into()),
            ],
        ),
        None => lang.text("colour-random"),
    };
    let (id, opponent) = match view.opponent {
        Some(opponent) => ("challenge-to", mention(opponent)),
        None => ("challenge-open", String::new()),
    };
    let mut content = lang.format(
        id,
        &[
            ("opponent", opponent.into()),
            ("player", mention(me).into()),
            ("rated", i18n::yes_no(view.rated).into()),
            (
                "variant",
                i18n::variant_text(view.game.variant(), lang).into(),
            ),
            ("colour", colour.into()),
        ],
    );
    if view.game.is_set_up() {
        content.push(' ');
        content.push_str(&report::set_up_text(&view.game, lang));
    }
    if let Some(t) = view.expires_at {
        content.push(' ');
        content.push_str(&lang.format("challenge-expires", &[("when", relative_time(t).into())]));
    }
    Reply {
        content,
        components: game_components(view, offered, lang).0,
        pings: view.opponent.into_iter().collect(),
        live: Some(challenge_board(view, lang)),
        ..Reply::default()
    }
}

/// The notice that `by` withdrew their challenge.
pub(crate) fn withdrawn_notice(by: UserId, lang: Lang) -> Reply {
    Reply::public(lang.format("withdrew", &[("player", mention(by).into())]))
}

/// "<@1> plays me at level 3", with the set-up position if there is one.
pub(crate) fn playing_the_bot_headline(view: &GameView, lang: Lang) -> String {
    let level = view.ai_level.map_or(0, |l| l.get());
    let mut headline = lang.format(
        "playing-the-bot",
        &[
            ("player", mention(view.challenger).into()),
            ("level", level.into()),
        ],
    );
    if view.game.is_set_up() {
        headline.push(' ');
        headline.push_str(&report::set_up_text(&view.game, lang));
    }
    headline
}

/// The notice that `by` aborted game (or challenge) `view`, pinging its
/// players, with the buttons of what is `offered` after it (a rematch).
pub(crate) fn aborted_reply(view: &GameView, by: UserId, offered: Actions, lang: Lang) -> Reply {
    // Once accepted, the opponent is the other player.
    let players: Vec<UserId> = std::iter::once(view.challenger)
        .chain(view.opponent)
        .collect();
    let what = if view.black.is_some() {
        "game"
    } else {
        "challenge"
    };
    let id = if players.contains(&by) {
        "aborted"
    } else {
        "aborted-by-moderator"
    };
    let versus = players
        .iter()
        .map(|&u| mention(u))
        .collect::<Vec<_>>()
        .join(&lang.text("players-versus"));
    let content = lang.format(
        id,
        &[
            ("player", mention(by).into()),
            ("what", what.into()),
            ("game", view.id.to_string().into()),
            ("players", versus.into()),
        ],
    );
    Reply {
        pings: players,
        components: game_components(view, offered, lang).0,
        ..Reply::public(content)
    }
}
