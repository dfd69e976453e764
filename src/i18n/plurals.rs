//! Counts and their nouns: a test that every count followed by a word that
//! agrees with it ("1 games") goes through a plural selector on that count.

#[cfg(test)]
mod tests {
    use fluent_bundle::FluentResource;
    use fluent_syntax::ast;

    use super::super::FILES;

    /// Variables the code passes as counts of things.
    const COUNTS: &[&str] = &[
        "count",
        "games",
        "max",
        "days",
        "left",
        "allowance",
        "wins",
        "losses",
        "rounds",
        "best",
        "won",
        "stones",
        "solved",
        "players",
        "entrants",
        "challenges",
        "aborted",
        "forfeits",
        "squares",
        "candidates",
        "channels",
        "limit",
        "moves",
        "depth",
    ];

    /// Locales with a singular, each with the words after a count that
    /// don't agree with it (participles, units, prepositions, and nouns the
    /// same in both numbers). Japanese and Chinese have no plural forms.
    const CHECKED: &[(&str, &[&str])] = &[
        (
            "en-US",
            &["won", "lost", "KB", "of", "to", "and", "or", "signed", "at"],
        ),
        (
            "de",
            &[
                "Spieler",
                "Zeichen",
                "Rätsel",
                "KB",
                "und",
                "in",
                "gewonnen",
                "verloren",
                "lang",
                "angemeldet",
                "liegen",
                "sein",
                "bedeuten",
                "oder",
                "T",
                "Std",
                "Min",
                "Sek",
                "von",
            ],
        ),
        (
            "fr",
            &["Ko", "à", "et", "s", "min", "h", "j", "ou", "sur", "plus"],
        ),
        (
            "es-ES",
            &["KB", "y", "s", "min", "h", "d", "o", "de", "antes", "más"],
        ),
        (
            "pt-BR",
            &["KB", "e", "s", "min", "h", "d", "ou", "de", "mais"],
        ),
    ];

    /// `(message, variable, word)` for each count outside its selector.
    fn bare_counts(text: &str, invariant: &[&str]) -> Vec<(String, String, String)> {
        let resource = FluentResource::try_new(text.to_owned()).expect("the locale parses");
        let mut found = Vec::new();
        for entry in resource.entries() {
            let ast::Entry::Message(m) = entry else {
                continue;
            };
            let patterns = m.value.iter().chain(m.attributes.iter().map(|a| &a.value));
            for pattern in patterns {
                walk(pattern, &mut Vec::new(), invariant, &mut |var, word| {
                    found.push((m.id.name.to_string(), var.to_string(), word.to_string()));
                });
            }
        }
        found
    }

    fn counted_variable<'a>(expression: &ast::InlineExpression<&'a str>) -> Option<&'a str> {
        match expression {
            ast::InlineExpression::VariableReference { id } => Some(id.name),
            ast::InlineExpression::FunctionReference { arguments, .. } => {
                arguments.positional.first().and_then(counted_variable)
            }
            _ => None,
        }
        .filter(|name| COUNTS.contains(name))
    }

    fn walk<'a>(
        pattern: &ast::Pattern<&'a str>,
        selectors: &mut Vec<&'a str>,
        invariant: &[&str],
        report: &mut dyn FnMut(&str, &str),
    ) {
        for (i, element) in pattern.elements.iter().enumerate() {
            let ast::PatternElement::Placeable { expression } = element else {
                continue;
            };
            match expression {
                ast::Expression::Select { selector, variants } => {
                    let pushed = counted_variable(selector).or(match selector {
                        ast::InlineExpression::VariableReference { id } => Some(id.name),
                        _ => None,
                    });
                    selectors.extend(pushed);
                    for variant in variants {
                        walk(&variant.value, selectors, invariant, report);
                    }
                    if pushed.is_some() {
                        selectors.pop();
                    }
                }
                ast::Expression::Inline(inline) => {
                    let Some(var) = counted_variable(inline) else {
                        continue;
                    };
                    if selectors.contains(&var) {
                        continue;
                    }
                    let Some(ast::PatternElement::TextElement { value }) =
                        pattern.elements.get(i + 1)
                    else {
                        continue;
                    };
                    let word: String = value
                        .strip_prefix(' ')
                        .unwrap_or_default()
                        .chars()
                        .take_while(|c| c.is_alphabetic())
                        .collect();
                    if !word.is_empty() && !invariant.contains(&word.as_str()) {
                        report(var, &word);
                    }
                }
            }
        }
    }

    #[test]
    fn every_count_before_a_noun_goes_through_a_plural_selector() {
        let mut bare = Vec::new();
        for (locale, invariant) in CHECKED {
            let (_, text) = FILES
                .iter()
                .find(|(name, _)| name == locale)
                .expect("a shipped locale");
            bare.extend(
                bare_counts(text, invariant)
                    .into_iter()
                    .map(|b| (*locale, b)),
            );
        }
        assert!(bare.is_empty(), "counts outside a selector: {bare:?}");
    }

    #[test]
    fn the_check_finds_a_bare_count_and_passes_a_selected_one() {
        let bare = bare_counts(
            "a = after { $games } rated games\n\
             b = { $games ->\n    [one] { $games } game\n   *[other] { $games } games\n}\n\
             c = { $wins } won\n",
            &["won"],
        );
        assert_eq!(bare, vec![("a".into(), "games".into(), "rated".into())]);
    }
}
