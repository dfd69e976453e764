//! Every language the bot speaks: Project Fluent bundles, one `.ftl` file
//! per locale in `locales/`, built into the binary so that a release is one
//! file. English (`en-US`) is the source; a message missing from another
//! locale falls back to it.

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource};
use fluent_syntax::ast;

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

/// The shape of each message of `resource`, in file order.
fn shapes_of(resource: &FluentResource) -> Vec<MessageShape> {
    resource
        .entries()
        .filter_map(|entry| match entry {
            ast::Entry::Message(m) => Some(MessageShape::of(m)),
            _ => None,
        })
        .collect()
}

/// What a message is made of, for comparing locales: its id, its
/// attributes, and the variables each part uses.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MessageShape {
    pub id: String,
    /// `None` for the value, then each attribute, each with its variables
    /// (sorted).
    pub parts: Vec<(Option<String>, Vec<String>)>,
}

impl MessageShape {
    fn of(message: &ast::Message<&str>) -> MessageShape {
        let mut parts = Vec::new();
        if let Some(value) = &message.value {
            parts.push((None, variables(value)));
        }
        for attribute in &message.attributes {
            parts.push((
                Some(attribute.id.name.to_owned()),
                variables(&attribute.value),
            ));
        }
        MessageShape {
            id: message.id.name.to_owned(),
            parts,
        }
    }
}

/// How `other`'s messages differ from the source's: each message missing or
/// extra, each attribute missing or extra, and each part whose variables
/// differ, in words, for a test to print.
pub fn differences(source: &[MessageShape], other: &[MessageShape]) -> Vec<String> {
    let mut found = Vec::new();
    for wanted in source {
        let Some(have) = other.iter().find(|m| m.id == wanted.id) else {
            found.push(format!("no message {}", wanted.id));
            continue;
        };
        for (part, variables) in &wanted.parts {
            let name = part
                .as_deref()
                .map_or_else(|| wanted.id.clone(), |a| format!("{}.{a}", wanted.id));
            match have.parts.iter().find(|(p, _)| p == part) {
                None => found.push(format!("no {name}")),
                Some((_, theirs)) if theirs != variables => found.push(format!(
                    "{name} uses variables {theirs:?}, not {variables:?}"
                )),
                Some(_) => {}
            }
        }
        for (part, _) in &have.parts {
            if !wanted.parts.iter().any(|(p, _)| p == part) {
                let name = part.as_deref().unwrap_or("(value)");
                found.push(format!("{}.{name} is not in the source", wanted.id));
            }
        }
    }
    for extra in other {
        if !source.iter().any(|m| m.id == extra.id) {
            found.push(format!("message {} is not in the source", extra.id));
        }
    }
    found
}

/// The variables (`{ $count }`) a pattern uses, sorted, each once.
fn variables(pattern: &ast::Pattern<&str>) -> Vec<String> {
    let mut found = Vec::new();
    for element in &pattern.elements {
        if let ast::PatternElement::Placeable { expression } = element {
            expression_variables(expression, &mut found);
        }
    }
    found.sort();
    found.dedup();
    found
}

fn expression_variables(expression: &ast::Expression<&str>, found: &mut Vec<String>) {
    match expression {
        ast::Expression::Select { selector, variants } => {
            inline_variables(selector, found);
            for variant in variants {
                found.extend(variables(&variant.value));
            }
        }
        ast::Expression::Inline(inline) => inline_variables(inline, found),
    }
}

fn inline_variables(inline: &ast::InlineExpression<&str>, found: &mut Vec<String>) {
    match inline {
        ast::InlineExpression::VariableReference { id } => found.push(id.name.to_owned()),
        ast::InlineExpression::FunctionReference { arguments, .. } => {
            for argument in &arguments.positional {
                inline_variables(argument, found);
            }
            for argument in &arguments.named {
                inline_variables(&argument.value, found);
            }
        }
        ast::InlineExpression::Placeable { expression } => {
            expression_variables(expression, found);
        }
        _ => {}
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
    let mut bundle = FluentBundle::new_concurrent(vec![tag]);
    // No invisible isolation marks around values: Discord counts them
    // against its limits, and move notation reads the same either way.
    bundle.set_use_isolating(false);
    bundle
        .add_resource(resource)
        .map_err(|errors| LocaleError::Bundle {
            locale: code.to_owned(),
            errors: format!("{errors:?}"),
        })?;
    Ok(bundle)
}

#[cfg(test)]
mod tests;
