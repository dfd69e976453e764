//! Messages' shapes (ids, attributes, variables), to compare a locale
//! with the source.

use fluent_bundle::FluentResource;
use fluent_syntax::ast;

/// The shape of each message of `resource`, in file order.
pub(super) fn shapes_of(resource: &FluentResource) -> Vec<MessageShape> {
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

#[cfg(test)]
mod tests {
    use super::*;

    fn shapes(text: &str) -> Vec<MessageShape> {
        let resource = FluentResource::try_new(text.to_owned()).expect("test text parses");
        shapes_of(&resource)
    }

    #[test]
    fn the_comparison_names_each_kind_of_difference() {
        let source = shapes(
            "turn = { $player } to move\n    .alt = { $player }, { $colour }\n\
         wins = { $count ->\n    [one] one win\n   *[other] { $count } wins\n}\nbye = Bye\n",
        );
        assert_eq!(differences(&source, &source), Vec::<String>::new());
        let other = shapes(
            "turn = { $name } zieht\n    .extra = x\n\
         wins = { $count ->\n    [one] ein Sieg\n   *[other] { $count } Siege\n}\nhello = Hallo\n",
        );
        assert_eq!(
            differences(&source, &other),
            [
                "turn uses variables [\"name\"], not [\"player\"]",
                "no turn.alt",
                "turn.extra is not in the source",
                "no message bye",
                "message hello is not in the source",
            ]
        );
    }
}
