//! Slash-command choices offered in the words the rules and the store
//! already use, so no word is spelt a second time for Discord.

use std::borrow::Cow;

use crate::engine::{JumpRule, Opening};
use crate::game::FollowNotices;
use crate::i18n::Lang;
use crate::values::{ColourChoice, TournamentFormat};

/// A type whose values each have a word.
pub(crate) trait Words: Copy + Send + Sync + 'static {
    const ALL: &'static [Self];
    fn word(self) -> &'static str;
}

impl Words for Opening {
    const ALL: &'static [Opening] = &Opening::ALL;
    fn word(self) -> &'static str {
        self.name()
    }
}

impl Words for JumpRule {
    const ALL: &'static [JumpRule] = &JumpRule::ALL;
    fn word(self) -> &'static str {
        self.name()
    }
}

impl Words for ColourChoice {
    const ALL: &'static [ColourChoice] = &ColourChoice::ALL;
    fn word(self) -> &'static str {
        self.name()
    }
}

impl Words for TournamentFormat {
    const ALL: &'static [TournamentFormat] = TournamentFormat::ALL;
    fn word(self) -> &'static str {
        self.name()
    }
}

/// Which ladder a leaderboard shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum LadderScope {
    ThisServer,
    Global,
}

impl Words for LadderScope {
    const ALL: &'static [LadderScope] = &[LadderScope::ThisServer, LadderScope::Global];
    fn word(self) -> &'static str {
        match self {
            LadderScope::ThisServer => "this-server",
            LadderScope::Global => "global",
        }
    }
}

/// An answer to the opponent's takeback request.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum TakebackAnswer {
    Accept,
    Decline,
}

impl Words for TakebackAnswer {
    const ALL: &'static [TakebackAnswer] = &[TakebackAnswer::Accept, TakebackAnswer::Decline];
    fn word(self) -> &'static str {
        match self {
            TakebackAnswer::Accept => "accept",
            TakebackAnswer::Decline => "decline",
        }
    }
}

/// What a follower hears of a game, or that they stop following it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum FollowChoice {
    Notices(FollowNotices),
    Stop,
}

impl Words for FollowChoice {
    const ALL: &'static [FollowChoice] = &[
        FollowChoice::Notices(FollowNotices::EveryMove),
        FollowChoice::Notices(FollowNotices::Result),
        FollowChoice::Stop,
    ];
    fn word(self) -> &'static str {
        match self {
            FollowChoice::Notices(FollowNotices::EveryMove) => "every-move",
            FollowChoice::Notices(FollowNotices::Result) => "result",
            FollowChoice::Stop => "stop",
        }
    }
}

/// The language of a server's public messages, as an admin picks it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum LanguageChoice {
    /// Whatever Discord says the server's locale is.
    ServerLocale,
    Fixed(Lang),
}

impl LanguageChoice {
    /// The language it fixes, if any.
    pub(crate) fn fixed(self) -> Option<Lang> {
        match self {
            LanguageChoice::ServerLocale => None,
            LanguageChoice::Fixed(lang) => Some(lang),
        }
    }
}

impl Words for LanguageChoice {
    const ALL: &'static [LanguageChoice] = &[
        LanguageChoice::ServerLocale,
        LanguageChoice::Fixed(Lang::ALL[0]),
        LanguageChoice::Fixed(Lang::ALL[1]),
        LanguageChoice::Fixed(Lang::ALL[2]),
        LanguageChoice::Fixed(Lang::ALL[3]),
        LanguageChoice::Fixed(Lang::ALL[4]),
        LanguageChoice::Fixed(Lang::ALL[5]),
        LanguageChoice::Fixed(Lang::ALL[6]),
    ];
    fn word(self) -> &'static str {
        match self {
            LanguageChoice::ServerLocale => "server",
            LanguageChoice::Fixed(lang) => lang.code(),
        }
    }
}

/// One of `T`'s values, chosen from a list in a slash command.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Choice<T>(pub T);

impl<T: Words> poise::ChoiceParameter for Choice<T> {
    fn list() -> Cow<'static, [poise::CommandParameterChoice]> {
        T::ALL
            .iter()
            .map(|v| poise::CommandParameterChoice {
                name: Cow::Borrowed(v.word()),
                localizations: Cow::Borrowed(&[]),
                __non_exhaustive: (),
            })
            .collect()
    }

    fn from_index(index: usize) -> Option<Choice<T>> {
        T::ALL.get(index).copied().map(Choice)
    }

    fn from_name(name: &str) -> Option<Choice<T>> {
        T::ALL
            .iter()
            .copied()
            .find(|v| v.word() == name)
            .map(Choice)
    }

    fn name(&self) -> &'static str {
        self.0.word()
    }

    fn localized_name(&self, _locale: &str) -> Option<&'static str> {
        None
    }
}
