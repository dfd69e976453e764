//! Names set apart from the text around them, for the bidirectional
//! algorithm: a right-to-left name keeps to itself in a left-to-right line.

/// `name` set apart from the text around it, first-strong isolate to pop
/// directional isolate, so that a right-to-left name can't carry the count
/// or words after it into its own direction. Direction controls inside it
/// are dropped: they would reach past it.
pub fn isolated(name: &str) -> String {
    let inner: String = name.chars().filter(|&c| !is_bidi_control(c)).collect();
    format!("{FSI}{inner}{PDI}")
}

/// [`isolated`] where it matters: a name with a right-to-left letter or a
/// direction control. Others are left as they are, so text read by
/// machines (and by tests) isn't strewn with invisible marks.
pub fn isolated_if_needed(name: &str) -> String {
    let needs_it = name.chars().any(|c| {
        is_bidi_control(c)
            || matches!(
                unicode_bidi::bidi_class(c),
                unicode_bidi::BidiClass::R | unicode_bidi::BidiClass::AL
            )
    });
    if needs_it {
        isolated(name)
    } else {
        name.to_owned()
    }
}

const FSI: char = '\u{2068}';
const PDI: char = '\u{2069}';

/// `text` without its direction controls, except first-strong isolates
/// closed by their pop ([`isolated`]'s): a pair only sets apart what it
/// holds, where an override or an unclosed isolate would reach past it.
pub(super) fn balanced_isolates(text: &str) -> impl Iterator<Item = char> + '_ {
    let mut open = Vec::new();
    let mut kept = vec![true; text.chars().count()];
    for (i, c) in text.chars().enumerate() {
        match c {
            FSI => open.push(i),
            PDI if open.pop().is_some() => {}
            c if is_bidi_control(c) => kept[i] = false,
            _ => {}
        }
    }
    for i in open {
        kept[i] = false;
    }
    text.chars()
        .zip(kept)
        .filter_map(|(c, keep)| keep.then_some(c))
}

/// Embeddings, overrides and isolates: they reach past their own text.
pub(super) fn is_bidi_control(c: char) -> bool {
    matches!(c, '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}')
}
