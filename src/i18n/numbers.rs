//! Numbers as each locale writes them: fluent-bundle alone writes every
//! locale's numbers the same.

use fluent_bundle::FluentValue;

/// How `code` writes numbers (CLDR's separators and minimum grouping):
/// fluent-bundle alone writes every locale's numbers the same.
/// (Generic over the bundle's memoizer, which fluent-bundle doesn't name.)
pub(super) fn number_format<M>(code: &str) -> fn(&FluentValue, &M) -> Option<String> {
    match code {
        "de" | "pt-BR" => grouped::<'.', ',', 1, M>,
        "es-ES" => grouped::<'.', ',', 2, M>,
        // A narrow no-break space, as French typography wants.
        "fr" => grouped::<'\u{202F}', ',', 1, M>,
        _ => grouped::<',', '.', 1, M>,
    }
}

/// A number with `SEPARATOR` between groups of three digits (only once the
/// number has `MIN_GROUPING` digits beyond the first group) and `DECIMAL`
/// before the fraction; other values are left to Fluent.
fn grouped<const SEPARATOR: char, const DECIMAL: char, const MIN_GROUPING: usize, M>(
    value: &FluentValue,
    _: &M,
) -> Option<String> {
    let FluentValue::Number(number) = value else {
        return None;
    };
    let plain = number.as_string();
    let (sign, digits) = match plain.strip_prefix('-') {
        Some(rest) => ("-", rest),
        None => ("", plain.as_ref()),
    };
    let (whole, fraction) = match digits.split_once('.') {
        Some((whole, fraction)) => (whole, Some(fraction)),
        None => (digits, None),
    };
    let mut text = String::from(sign);
    let groups = number.options.use_grouping && whole.len() >= 3 + MIN_GROUPING;
    for (i, digit) in whole.chars().enumerate() {
        if groups && i > 0 && (whole.len() - i) % 3 == 0 {
            text.push(SEPARATOR);
        }
        text.push(digit);
    }
    if let Some(fraction) = fraction {
        text.push(DECIMAL);
        text.push_str(fraction);
    }
    Some(text)
}

#[cfg(test)]
mod tests {

    use crate::i18n::Lang;

    #[test]
    fn numbers_are_written_as_each_locale_writes_them() {
        let count = |code, n: u32| {
            let lang = Lang::shipped(code).expect("a shipped locale");
            lang.format("caption-stones", &[("count", n.into())])
        };
        assert_eq!(count("en-US", 12345), "12,345 stones");
        assert_eq!(count("de", 12345), "12.345 Steine");
        assert_eq!(count("fr", 12345), "12\u{202F}345 pions");
        // Spanish groups only from five digits.
        assert_eq!(count("es-ES", 1234), "1234 fichas");
        assert_eq!(count("es-ES", 12345), "12.345 fichas");
        assert_eq!(count("ja", 1234), "石1,234個");
        assert_eq!(count("en-US", 1), "1 stone");
        assert_eq!(count("de", 1), "1 Stein");
    }
}
