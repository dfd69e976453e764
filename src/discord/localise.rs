//! Slash commands in every locale: each command's and option's name and
//! description, and each choice, from the Fluent bundles. The keys are a
//! command's path (`konane-puzzle-today`), its attributes `.description`,
//! `.<option>` and `.<option>-description`, and `choice-<word>`; the top of
//! `locales/en-US.ftl` says the same for translators.

use std::borrow::Cow;

use crate::i18n::{LocaleError, Locales};

/// Sets every description from the source locale and adds every other
/// locale's names, descriptions and choices.
///
/// # Errors
/// [`LocaleError::Missing`] when the source locale lacks a command's or an
/// option's text. A translation that lacks one is left out: Discord then
/// shows the source's.
pub(crate) fn localise<U, E>(
    commands: &mut [poise::Command<U, E>],
    locales: &Locales,
) -> Result<(), LocaleError> {
    for command in commands {
        localise_command(command, None, locales)?;
    }
    Ok(())
}

fn localise_command<U, E>(
    command: &mut poise::Command<U, E>,
    parent: Option<&str>,
    locales: &Locales,
) -> Result<(), LocaleError> {
    let id = match parent {
        Some(parent) => format!("{parent}-{}", command.name),
        None => command.name.to_string(),
    };
    command.description = Some(locales.source(&id, Some("description"))?.into());
    for locale in locales.translations() {
        add(
            &mut command.name_localizations,
            locale,
            locales.exact(locale, &id, None, None),
        );
        let description = locales.exact(locale, &id, Some("description"), None);
        add(&mut command.description_localizations, locale, description);
    }
    for parameter in &mut command.parameters {
        let name = parameter.name.to_string();
        let described = format!("{name}-description");
        parameter.description = Some(locales.source(&id, Some(&described))?.into());
        for locale in locales.translations() {
            let localised = locales.exact(locale, &id, Some(&name), None);
            add(&mut parameter.name_localizations, locale, localised);
            let description = locales.exact(locale, &id, Some(&described), None);
            add(
                &mut parameter.description_localizations,
                locale,
                description,
            );
        }
        for choice in parameter.choices.to_mut() {
            let choice_id = format!("choice-{}", choice.name);
            for locale in locales.translations() {
                let label = locales.exact(locale, &choice_id, None, None);
                add(&mut choice.localizations, locale, label);
            }
            // Discord sends a choice's place in the list, not its label, so
            // the label may be the source's words ("Deutsch", not "de").
            choice.name = locales.source(&choice_id, None)?.into();
        }
    }
    for subcommand in &mut command.subcommands {
        localise_command(subcommand, Some(&id), locales)?;
    }
    Ok(())
}

type Localizations = Cow<'static, [(Cow<'static, str>, Cow<'static, str>)]>;

fn add(map: &mut Localizations, locale: &'static str, text: Option<String>) {
    if let Some(text) = text {
        map.to_mut().push((Cow::Borrowed(locale), Cow::Owned(text)));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::discord::context::{Data, Error};

    fn localised() -> (Vec<poise::Command<Data, Error>>, Locales) {
        let locales = Locales::load().expect("the built-in locales");
        let commands = crate::discord::commands::all(&locales).expect("every command's text");
        (commands, locales)
    }

    /// Discord's rule for command and option names: 1 to 32 letters, digits,
    /// `-` or `_`, in lower case where the script has case.
    fn name_problem(name: &str) -> Option<&'static str> {
        let length = name.chars().count();
        if !(1..=32).contains(&length) {
            return Some("not 1 to 32 characters");
        }
        if !name
            .chars()
            .all(|c| c.is_alphanumeric() || c == '-' || c == '_')
        {
            return Some("a character other than a letter, a digit, - or _");
        }
        if name.to_lowercase() != name {
            return Some("not lower case");
        }
        None
    }

    fn description_problem(text: &str) -> Option<&'static str> {
        (!(1..=100).contains(&text.chars().count())).then_some("not 1 to 100 characters")
    }

    fn check(
        problems: &mut Vec<String>,
        what: String,
        text: Option<&str>,
        rule: fn(&str) -> Option<&'static str>,
    ) {
        match text.map(|t| (t, rule(t))) {
            None => problems.push(format!("{what}: missing")),
            Some((t, Some(problem))) => problems.push(format!("{what} '{t}': {problem}")),
            Some((_, None)) => {}
        }
    }

    fn text_in<'a>(
        map: &'a [(Cow<'static, str>, Cow<'static, str>)],
        locale: &str,
    ) -> Option<&'a str> {
        map.iter()
            .find(|(l, _)| l == locale)
            .map(|(_, text)| text.as_ref())
    }

    /// Every name, description and choice of every command, in every locale:
    /// present, and within Discord's limits; and no two siblings share a name
    /// in any locale.
    #[test]
    fn every_command_text_fits_discords_rules_in_every_locale() {
        let (commands, locales) = localised();
        let mut problems = Vec::new();
        let mut stack: Vec<(String, &poise::Command<Data, Error>)> =
            commands.iter().map(|c| (c.name.to_string(), c)).collect();
        while let Some((path, command)) = stack.pop() {
            check(
                &mut problems,
                format!("{path} name"),
                Some(&command.name),
                name_problem,
            );
            check(
                &mut problems,
                format!("{path} description"),
                command.description.as_deref(),
                description_problem,
            );
            for locale in locales.translations() {
                let name = text_in(&command.name_localizations, locale);
                check(
                    &mut problems,
                    format!("{path} name in {locale}"),
                    name,
                    name_problem,
                );
                let description = text_in(&command.description_localizations, locale);
                check(
                    &mut problems,
                    format!("{path} description in {locale}"),
                    description,
                    description_problem,
                );
                let mut siblings: Vec<&str> = command
                    .subcommands
                    .iter()
                    .filter_map(|s| text_in(&s.name_localizations, locale))
                    .chain(
                        command
                            .parameters
                            .iter()
                            .filter_map(|p| text_in(&p.name_localizations, locale)),
                    )
                    .collect();
                let count = siblings.len();
                siblings.sort_unstable();
                siblings.dedup();
                if siblings.len() != count {
                    problems.push(format!(
                        "{path} in {locale}: two options or subcommands share a name"
                    ));
                }
            }
            for parameter in &command.parameters {
                let option = format!("{path} option {}", parameter.name);
                check(
                    &mut problems,
                    format!("{option} name"),
                    Some(&parameter.name),
                    name_problem,
                );
                check(
                    &mut problems,
                    format!("{option} description"),
                    parameter.description.as_deref(),
                    description_problem,
                );
                if parameter.choices.len() > 25 {
                    problems.push(format!("{option}: more than 25 choices"));
                }
                for locale in locales.translations() {
                    let name = text_in(&parameter.name_localizations, locale);
                    check(
                        &mut problems,
                        format!("{option} name in {locale}"),
                        name,
                        name_problem,
                    );
                    let description = text_in(&parameter.description_localizations, locale);
                    check(
                        &mut problems,
                        format!("{option} description in {locale}"),
                        description,
                        description_problem,
                    );
                    for choice in parameter.choices.iter() {
                        let label = text_in(&choice.localizations, locale);
                        check(
                            &mut problems,
                            format!("{option} choice {} in {locale}", choice.name),
                            label,
                            description_problem,
                        );
                    }
                }
            }
            stack.extend(
                command
                    .subcommands
                    .iter()
                    .map(|s| (format!("{path} {}", s.name), s)),
            );
        }
        assert!(problems.is_empty(), "{}", problems.join("\n"));
    }

    #[test]
    fn the_rules_catch_what_discord_refuses() {
        assert_eq!(name_problem("herausfordern"), None);
        assert_eq!(name_problem("チャンネル許可"), None);
        assert_eq!(name_problem("max_défis"), None);
        assert_eq!(name_problem("Herausfordern"), Some("not lower case"));
        assert_eq!(
            name_problem("zwei worte"),
            Some("a character other than a letter, a digit, - or _")
        );
        assert_eq!(
            name_problem(&"a".repeat(33)),
            Some("not 1 to 32 characters")
        );
        assert_eq!(description_problem(""), Some("not 1 to 100 characters"));
        assert_eq!(description_problem(&"ü".repeat(100)), None);
    }

    /// Japanese and Chinese players see every command and option in their
    /// own script: none is left in English (as `privacy` and its `delete`
    /// once were).
    #[test]
    fn no_name_is_left_in_english_in_japanese_or_chinese() {
        let (commands, _) = localised();
        let mut english = Vec::new();
        fn walk<'a>(
            command: &'a poise::Command<Data, Error>,
            found: &mut Vec<(&'static str, &'a str)>,
        ) {
            for locale in ["ja", "zh-CN"] {
                let named = std::iter::once((&command.name, &command.name_localizations)).chain(
                    command
                        .parameters
                        .iter()
                        .map(|p| (&p.name, &p.name_localizations)),
                );
                for (name, names) in named {
                    let shown = text_in(names, locale).unwrap_or(name);
                    if shown
                        .chars()
                        .all(|c| c.is_ascii_alphabetic() || c == '-' || c == '_')
                    {
                        found.push((locale, shown));
                    }
                }
            }
            for sub in &command.subcommands {
                walk(sub, found);
            }
        }
        for command in &commands {
            walk(command, &mut english);
        }
        // The commands' own top-level names are the bot's brand, kept.
        english.retain(|(_, name)| !name.starts_with("konane"));
        assert!(english.is_empty(), "{english:?}");
    }

    /// The French name of `privacy` keeps its accent.
    #[test]
    fn french_names_keep_their_accents() {
        let (commands, _) = localised();
        let privacy = commands[0]
            .subcommands
            .iter()
            .find(|c| c.name == "privacy")
            .expect("privacy");
        assert_eq!(
            text_in(&privacy.name_localizations, "fr"),
            Some("confidentialité")
        );
    }

    #[test]
    fn commands_take_their_descriptions_from_the_source_and_names_from_each_locale() {
        let (commands, _) = localised();
        let konane = &commands[0];
        assert_eq!(
            konane.description.as_deref(),
            Some("Play Kōnane, the Hawaiian jumping game.")
        );
        let challenge = konane
            .subcommands
            .iter()
            .find(|c| c.name == "challenge")
            .expect("challenge");
        assert_eq!(text_in(&challenge.name_localizations, "ja"), Some("挑戦"));
        let opening = challenge
            .parameters
            .iter()
            .find(|p| p.name == "opening")
            .expect("the opening option");
        assert_eq!(
            text_in(&opening.name_localizations, "de"),
            Some("eröffnung")
        );
        let corner = opening
            .choices
            .iter()
            .find(|c| c.name == "centre-or-corner")
            .expect("a choice");
        assert_eq!(text_in(&corner.localizations, "fr"), Some("centre-ou-coin"));
    }

    #[test]
    fn a_command_without_source_text_is_an_error() {
        let locales = Locales::load().expect("the built-in locales");
        let mut commands = vec![poise::Command::<Data, Error> {
            name: "nothing".into(),
            ..Default::default()
        }];
        let error = localise(&mut commands, &locales).expect_err("no text for it");
        assert_eq!(
            error.to_string(),
            "locales/en-US.ftl has no message 'nothing' with attribute '.description'"
        );
    }

    /// The longest of a text and its translations, in characters: what Discord
    /// counts of a localised field.
    fn longest(default: &str, translations: &[(Cow<'static, str>, Cow<'static, str>)]) -> usize {
        translations
            .iter()
            .map(|(_, text)| text.chars().count())
            .chain(std::iter::once(default.chars().count()))
            .max()
            .unwrap_or(0)
    }

    /// The characters Discord counts towards a command's size: names,
    /// descriptions and choices of it and everything under it, each field at
    /// its longest localization.
    fn command_size(command: &poise::Command<Data, Error>) -> usize {
        let own = longest(&command.name, &command.name_localizations)
            + longest(
                command.description.as_deref().unwrap_or_default(),
                &command.description_localizations,
            );
        let options: usize = command
            .parameters
            .iter()
            .map(|p| {
                let choices: usize = p
                    .choices
                    .iter()
                    .enumerate()
                    // A choice's value is its place in the list.
                    .map(|(i, c)| longest(&c.name, &c.localizations) + i.to_string().len())
                    .sum();
                longest(&p.name, &p.name_localizations)
                    + longest(
                        p.description.as_deref().unwrap_or_default(),
                        &p.description_localizations,
                    )
                    + choices
            })
            .sum();
        own + options + command.subcommands.iter().map(command_size).sum::<usize>()
    }

    /// Discord refuses to register a slash command whose names, descriptions
    /// and choices (everything under it included, each at its longest
    /// localization) add up to more than 8000 characters: `/konane` holds
    /// every feature, so it must stay under that.
    #[test]
    fn each_command_stays_within_discords_combined_size() {
        const DISCORD_LIMIT: usize = 8000;
        let (commands, _) = localised();
        let mut sizes = Vec::new();
        for command in &commands {
            let size = command_size(command);
            assert!(
                size <= DISCORD_LIMIT,
                "/{} counts {size} characters, over Discord's {DISCORD_LIMIT}",
                command.name
            );
            sizes.push(size);
        }
        // Real commands, so the count is not vacuous: `/konane` is the big one.
        assert!(sizes[0] > 3000, "/konane counts only {}", sizes[0]);
        assert!(sizes.iter().all(|&size| size > 100), "{sizes:?}");
        eprintln!("characters per command: {sizes:?}");
    }
}
