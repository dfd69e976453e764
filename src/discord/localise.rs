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
mod tests;
