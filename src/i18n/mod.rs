//! Every language the bot speaks: Project Fluent bundles, one `.ftl` file
//! per locale in `locales/`, built into the binary so that a release is one
//! file. English (`en-US`) is the source; a message missing from another
//! locale falls back to it.

use std::sync::LazyLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};

pub use self::engine::{move_error, position_error, size_error, start_error, variant_error};
use crate::engine::Color;

mod engine;
mod numbers;
mod plurals;
mod register;
mod shape;
mod words;

use numbers::number_format;
use shape::shapes_of;
pub use shape::{MessageShape, differences};
pub use words::{outcome_in_colours, outcome_of, plain, proven_winner, reason};
pub use words::{time_control_error, variant_text, yes_no};

/// The source locale, which every other translates.
pub const SOURCE_LOCALE: &str = "en-US";

/// Each locale as Discord names it, with its file; the source first.
const FILES: [(&str, &str); 7] = [
    (SOURCE_LOCALE, include_str!("../../locales/en-US.ftl")),
    ("de", include_str!("../../locales/de.ftl")),
    ("es-ES", include_str!("../../locales/es-ES.ftl")),
    ("fr", include_str!("../../locales/fr.ftl")),
    ("ja", include_str!("../../locales/ja.ftl")),
    ("pt-BR", include_str!("../../locales/pt-BR.ftl")),
    ("zh-CN", include_str!("../../locales/zh-CN.ftl")),
];

/// Why the built-in translations can't be used: a mistake in a `.ftl` file.
#[derive(Debug, thiserror::Error)]
pub enum LocaleError {
    #[error("locales/{locale}.ftl doesn't parse: {errors}")]
    Syntax { locale: String, errors: String },
    #[error("locales/{locale}.ftl: {errors}")]
    Bundle { locale: String, errors: String },
    #[error("'{locale}' is not a language tag")]
    Tag { locale: String },
    #[error("locales/{locale}.ftl has no message '{id}'{}", attribute_text(.attribute))]
    Missing {
        locale: String,
        id: String,
        attribute: Option<String>,
    },
}

fn attribute_text(attribute: &Option<String>) -> String {
    attribute
        .as_ref()
        .map_or_else(String::new, |a| format!(" with attribute '.{a}'"))
}

struct Locale {
    code: &'static str,
    bundle: FluentBundle<FluentResource>,
    /// The file's own text, kept to list its messages for checks.
    source: &'static str,
}

/// The bundles of every locale the bot ships.
pub struct Locales {
    /// The source locale first.
    locales: Vec<Locale>,
}

impl std::fmt::Debug for Locales {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list()
            .entries(self.locales.iter().map(|l| l.code))
            .finish()
    }
}

impl Locales {
    /// Every built-in locale, keeping whatever of a file parses: the
    /// bundles [`Lang`] speaks from. [`Locales::load`] is the strict check,
    /// run at start-up and by the tests.
    fn load_what_parses() -> Locales {
        let locales = FILES
            .iter()
            .filter_map(|&(code, source)| {
                let tag = code.parse().ok()?;
                let resource = match FluentResource::try_new(source.to_owned()) {
                    Ok(resource) => resource,
                    Err((resource, errors)) => {
                        tracing::error!(code, ?errors, "a locale file doesn't fully parse");
                        resource
                    }
                };
                let mut bundle = empty_bundle(code, tag);
                bundle.add_resource_overriding(resource);
                Some(Locale {
                    code,
                    bundle,
                    source,
                })
            })
            .collect();
        Locales { locales }
    }

    /// Parses every built-in locale.
    ///
    /// # Errors
    /// A [`LocaleError`] naming the file and the mistake; the tests load
    /// them all, so a release never meets one.
    pub fn load() -> Result<Locales, LocaleError> {
        let locales = FILES
            .iter()
            .map(|&(code, source)| {
                let bundle = bundle(code, source)?;
                Ok(Locale {
                    code,
                    bundle,
                    source,
                })
            })
            .collect::<Result<_, LocaleError>>()?;
        Ok(Locales { locales })
    }

    /// Every locale's code, the source first.
    pub fn codes(&self) -> impl Iterator<Item = &'static str> + '_ {
        self.locales.iter().map(|l| l.code)
    }

    /// The locales other than the source.
    pub fn translations(&self) -> impl Iterator<Item = &'static str> + '_ {
        self.codes().skip(1)
    }

    /// Message `id` (or its `attribute`) in `locale` itself, with `args`;
    /// `None` if that locale doesn't have it.
    pub fn exact(
        &self,
        locale: &str,
        id: &str,
        attribute: Option<&str>,
        args: Option<&FluentArgs<'_>>,
    ) -> Option<String> {
        let bundle = &self.locales.iter().find(|l| l.code == locale)?.bundle;
        let message = bundle.get_message(id)?;
        let pattern = match attribute {
            Some(name) => message.get_attribute(name)?.value(),
            None => message.value()?,
        };
        let mut errors = Vec::new();
        let text = bundle.format_pattern(pattern, args, &mut errors);
        if !errors.is_empty() {
            tracing::warn!(locale, id, ?errors, "a message formatted with errors");
        }
        Some(text.into_owned())
    }

    /// Message `id` in the source locale.
    ///
    /// # Errors
    /// [`LocaleError::Missing`] if the source lacks it: a mistake of ours,
    /// which the tests catch.
    pub fn source(&self, id: &str, attribute: Option<&str>) -> Result<String, LocaleError> {
        self.exact(SOURCE_LOCALE, id, attribute, None)
            .ok_or_else(|| LocaleError::Missing {
                locale: SOURCE_LOCALE.to_owned(),
                id: id.to_owned(),
                attribute: attribute.map(str::to_owned),
            })
    }

    /// Each message of `locale`'s file, with its attributes and the
    /// variables it uses; empty for an unknown locale.
    pub fn messages(&self, locale: &str) -> Vec<MessageShape> {
        let Some(found) = self.locales.iter().find(|l| l.code == locale) else {
            return Vec::new();
        };
        // The file parsed when the bundle was built; the resource is parsed
        // again here only to walk its syntax tree.
        let resource = match FluentResource::try_new(found.source.to_owned()) {
            Ok(resource) => resource,
            Err((resource, _)) => resource,
        };
        shapes_of(&resource)
    }
}

static BUILT_IN: LazyLock<Locales> = LazyLock::new(Locales::load_what_parses);

/// One of the locales the bot ships, in which it speaks to someone.
///
/// Every message falls back to the source locale, and a message the source
/// lacks (a mistake the tests catch) shows as its id.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Lang {
    code: &'static str,
    /// Speaking in the terminal: a message `term-ID` stands in for `ID`
    /// where it exists, so a hint names the terminal's command rather than
    /// a slash command.
    terminal: bool,
}

impl Default for Lang {
    fn default() -> Lang {
        Lang::SOURCE
    }
}

impl Lang {
    pub const SOURCE: Lang = Lang::of(SOURCE_LOCALE);

    const fn of(code: &'static str) -> Lang {
        Lang {
            code,
            terminal: false,
        }
    }

    /// This locale as the terminal speaks it (see [`Lang::format`]).
    #[must_use]
    pub fn in_terminal(self) -> Lang {
        Lang {
            terminal: true,
            ..self
        }
    }

    /// Every shipped locale, the source first.
    pub const ALL: [Lang; FILES.len()] = {
        let mut all = [Lang::SOURCE; FILES.len()];
        let mut i = 0;
        while i < FILES.len() {
            all[i] = Lang::of(FILES[i].0);
            i += 1;
        }
        all
    };

    /// The shipped locale named exactly `code` (`de`, `pt-BR`), if any.
    pub fn shipped(code: &str) -> Option<Lang> {
        FILES
            .iter()
            .find(|(c, _)| c.eq_ignore_ascii_case(code))
            .map(|&(c, _)| Lang::of(c))
    }

    /// The shipped locale that serves someone whose language is `code`:
    /// Discord's locale (`es-419`) or a POSIX one (`de_DE.UTF-8`). The same
    /// tag, else the same language, else the source. Traditional Chinese
    /// readers get English rather than Simplified characters.
    pub fn closest(code: &str) -> Lang {
        let tag = code
            .split(['.', '@'])
            .next()
            .unwrap_or_default()
            .replace('_', "-");
        if let Some(exact) = Lang::shipped(&tag) {
            return exact;
        }
        let language = tag
            .split('-')
            .next()
            .unwrap_or_default()
            .to_ascii_lowercase();
        let traditional = ["zh-tw", "zh-hk", "zh-mo", "zh-hant"]
            .iter()
            .any(|t| tag.to_ascii_lowercase().starts_with(t));
        if language.is_empty() || traditional {
            return Lang::SOURCE;
        }
        FILES
            .iter()
            .find(|(c, _)| c.split('-').next() == Some(language.as_str()))
            .map_or(Lang::SOURCE, |&(c, _)| Lang::of(c))
    }

    /// The locale's code, as Discord names it.
    pub fn code(self) -> &'static str {
        self.code
    }

    /// The locale's Fluent file, for the Activity's page to word its board.
    pub fn fluent_source(self) -> &'static str {
        let file = FILES.iter().find(|(c, _)| *c == self.code);
        file.map_or(FILES[0].1, |&(_, source)| source)
    }

    /// Message `id`, which takes no variables.
    pub fn text(self, id: &str) -> String {
        self.format(id, &[])
    }

    /// Message `id` with its variables. In the terminal, `term-ID` first.
    pub fn format(self, id: &str, args: &[(&str, FluentValue<'_>)]) -> String {
        let mut fluent_args = FluentArgs::with_capacity(args.len());
        for (name, value) in args {
            fluent_args.set(*name, value.clone());
        }
        let locales = &*BUILT_IN;
        let terminal_id = self.terminal.then(|| format!("term-{id}"));
        let in_locale = |code: &str| {
            terminal_id
                .as_deref()
                .and_then(|t| locales.exact(code, t, None, Some(&fluent_args)))
                .or_else(|| locales.exact(code, id, None, Some(&fluent_args)))
        };
        in_locale(self.code)
            .or_else(|| in_locale(SOURCE_LOCALE))
            .unwrap_or_else(|| {
                tracing::error!(id, "no such message in the source locale");
                id.to_owned()
            })
    }

    /// A colour's name in running text ("black").
    pub fn colour(self, colour: Color) -> String {
        self.text(match colour {
            Color::Black => "colour-black",
            Color::White => "colour-white",
        })
    }

    /// A colour as a player's name, where no name is known ("Black").
    pub fn player(self, colour: Color) -> String {
        self.text(match colour {
            Color::Black => "player-black",
            Color::White => "player-white",
        })
    }

    /// A [`Message`] in this locale.
    pub fn say(self, message: &Message) -> String {
        self.format(message.id, &message.args)
    }
}

/// A message not yet put into words: its id and variables, for whoever
/// shows it to choose the language.
#[derive(Clone, Debug, PartialEq)]
pub struct Message {
    pub id: &'static str,
    pub args: Vec<(&'static str, FluentValue<'static>)>,
}

impl Message {
    pub fn new(id: &'static str) -> Message {
        Message {
            id,
            args: Vec::new(),
        }
    }

    /// With variable `name` set to `value`.
    #[must_use]
    pub fn with(mut self, name: &'static str, value: impl Into<FluentValue<'static>>) -> Message {
        self.args.push((name, value.into()));
        self
    }
}

/// In the source locale, for logs and tests.
impl std::fmt::Display for Message {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&Lang::SOURCE.say(self))
    }
}

fn bundle(code: &str, source: &str) -> Result<FluentBundle<FluentResource>, LocaleError> {
    let resource =
        FluentResource::try_new(source.to_owned()).map_err(|(_, errors)| LocaleError::Syntax {
            locale: code.to_owned(),
            errors: format!("{errors:?}"),
        })?;
    let tag = code.parse().map_err(|_| LocaleError::Tag {
        locale: code.to_owned(),
    })?;
    let mut bundle = empty_bundle(code, tag);
    bundle
        .add_resource(resource)
        .map_err(|errors| LocaleError::Bundle {
            locale: code.to_owned(),
            errors: format!("{errors:?}"),
        })?;
    Ok(bundle)
}

fn empty_bundle(code: &str, tag: unic_langid::LanguageIdentifier) -> FluentBundle<FluentResource> {
    let mut bundle = FluentBundle::new_concurrent(vec![tag]);
    // No invisible isolation marks around values: Discord counts them
    // against its limits, and move notation reads the same either way.
    bundle.set_use_isolating(false);
    bundle.set_formatter(Some(number_format(code)));
    bundle
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_locale_loads() {
        let locales = Locales::load().expect("the built-in locales");
        let codes: Vec<_> = locales.codes().collect();
        assert_eq!(
            codes,
            ["en-US", "de", "es-ES", "fr", "ja", "pt-BR", "zh-CN"]
        );
        assert!(!locales.messages(SOURCE_LOCALE).is_empty());
    }

    /// A missing key, an extra one, or a message whose variables differ from
    /// the source's, in any locale, fails here with its name.
    #[test]
    fn every_locale_has_the_sources_messages_with_the_same_variables() {
        let locales = Locales::load().expect("the built-in locales");
        let source = locales.messages(SOURCE_LOCALE);
        let mut problems = Vec::new();
        for locale in locales.translations() {
            for difference in differences(&source, &locales.messages(locale)) {
                problems.push(format!("locales/{locale}.ftl: {difference}"));
            }
        }
        assert!(problems.is_empty(), "{}", problems.join("\n"));
    }

    #[test]
    fn messages_format_with_their_arguments_and_no_isolation_marks() {
        let locales = Locales::load().expect("the built-in locales");
        assert_eq!(
            locales
                .exact("de", "konane-challenge", None, None)
                .as_deref(),
            Some("herausfordern")
        );
        assert_eq!(locales.exact("de", "no-such-message", None, None), None);
        assert_eq!(locales.exact("xx", "konane", None, None), None);
        let missing = locales.source("konane-nothing", Some("description"));
        assert_eq!(
            missing.map_err(|e| e.to_string()),
            Err(
                "locales/en-US.ftl has no message 'konane-nothing' with attribute '.description'"
                    .into()
            )
        );
        let text = "greeting = Aloha, { $name }!\n";
        let bundle = bundle("en-US", text).expect("a bundle");
        let message = bundle.get_message("greeting").expect("the message");
        let mut args = FluentArgs::new();
        args.set("name", "Kai");
        let mut errors = Vec::new();
        let formatted =
            bundle.format_pattern(message.value().expect("a value"), Some(&args), &mut errors);
        assert_eq!(formatted, "Aloha, Kai!");
    }

    #[test]
    fn a_file_that_does_not_parse_is_an_error_naming_it() {
        let Err(error) = bundle("de", "konane = \n  = broken {") else {
            panic!("a syntax error should be an error");
        };
        assert!(
            error
                .to_string()
                .starts_with("locales/de.ftl doesn't parse:"),
            "{error}"
        );
    }

    #[test]
    fn a_discord_or_terminal_locale_finds_the_closest_shipped_one() {
        let code = |tag| Lang::closest(tag).code();
        assert_eq!(code("de"), "de");
        assert_eq!(code("pt-BR"), "pt-BR");
        // Same language, another country: the one we ship.
        assert_eq!(code("es-419"), "es-ES");
        assert_eq!(code("en-GB"), "en-US");
        assert_eq!(code("de_DE.UTF-8"), "de");
        assert_eq!(code("ja_JP@tradition"), "ja");
        // Traditional Chinese readers get English, not Simplified characters.
        assert_eq!(code("zh-TW"), "en-US");
        assert_eq!(code("zh-CN"), "zh-CN");
        for unknown in ["", "C", "C.UTF-8", "POSIX", "ko", "xx-YY"] {
            assert_eq!(code(unknown), "en-US", "{unknown:?}");
        }
        assert_eq!(
            Lang::ALL.len(),
            Locales::load().expect("loads").codes().count()
        );
    }

    #[test]
    fn a_message_missing_from_a_locale_falls_back_to_the_source_and_then_its_id() {
        let german = Lang::shipped("de").expect("German ships");
        assert_eq!(german.text("button-resign"), "Aufgeben");
        assert_eq!(german.text("no-such-message"), "no-such-message");
        let message = Message::new("error-not-your-turn").with("player", "<@7>");
        assert_eq!(message.to_string(), "it's not your turn; waiting for <@7>");
        assert_eq!(
            german.say(&message),
            "du bist nicht am Zug; wir warten auf <@7>"
        );
    }

    #[test]
    fn a_finished_game_reads_in_each_language_with_zero_one_and_many_moves() {
        let summary = |code, moves: usize| {
            let lang = Lang::shipped(code).expect("a shipped locale");
            lang.format(
                "game-summary",
                &[
                    ("won", "yes".into()),
                    ("reason", "resignation".into()),
                    ("opponent", "Lani".into()),
                    ("colour", lang.colour(Color::Black).into()),
                    ("moves", moves.into()),
                    ("kind", "change".into()),
                    ("change", "+12".into()),
                ],
            )
        };
        assert_eq!(
            summary("en-US", 34),
            "beat Lani, who resigned (black, 34 moves, +12)"
        );
        assert_eq!(
            summary("en-US", 1),
            "beat Lani, who resigned (black, 1 move, +12)"
        );
        assert_eq!(
            summary("en-US", 0),
            "beat Lani, who resigned (black, no moves, +12)"
        );
        assert_eq!(
            summary("de", 1),
            "besiegte Lani durch Aufgabe (Schwarz, 1 Zug, +12)"
        );
        assert_eq!(summary("ja", 34), "Laniに勝利(相手の投了)(黒、34手、+12)");
    }

    #[test]
    fn the_rules_keep_their_lines_and_fit_one_message_in_every_language() {
        for lang in Lang::ALL {
            let rules = lang.text("rules-text");
            assert!(rules.starts_with("**Kōnane** "), "{lang:?}: {rules}");
            assert_eq!(rules.lines().count(), 9, "{lang:?}: {rules}");
            // The README's section on a member's data, by its English title.
            assert!(rules.contains("What the bot stores"), "{lang:?}: {rules}");
            // Discord's limit on a message's content.
            assert!(rules.chars().count() <= 2000, "{lang:?}");
            assert!(lang.text("rules-alt").chars().count() <= 1024, "{lang:?}");
        }
    }

    #[test]
    fn the_terminal_reads_discords_messages_without_their_markdown() {
        let lang = Lang::shipped("de").expect("German ships");
        let title = lang.format(
            "analysis-title",
            &[("game", "7".into()), ("moves", 3.into())],
        );
        assert!(title.contains("**"), "{title}");
        let plain_title = plain(&title);
        assert!(
            !plain_title.contains('*') && plain_title.contains('7'),
            "{plain_title}"
        );
        assert_eq!(
            plain("`b5-d5` **wins**\n-# small print"),
            "b5-d5 wins\nsmall print"
        );
    }

    #[test]
    fn a_command_named_in_a_message_is_named_as_that_languages_discord_shows_it() {
        let german = Lang::shipped("de").expect("German ships");
        let hint = german.text("history-replay");
        assert!(
            hint.contains("`/konane wiederholung partie:<Nummer>`"),
            "{hint}"
        );
        let english = Lang::SOURCE.text("history-replay");
        assert!(
            english.contains("`/konane replay game:<number>`"),
            "{english}"
        );
        for lang in Lang::ALL {
            let how = lang.text("how-to-move");
            let name = lang.text("konane-move");
            assert!(how.contains(&format!("/konane {name}")), "{lang:?}: {how}");
        }
    }
}
