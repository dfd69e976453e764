//! The terminal's help, laid out from the locale's entries.
//!
//! A help message holds one entry per line, `USAGE :: WHAT IT DOES`; a line
//! without `::` is a heading. Translators write no spaces for alignment: the
//! columns are measured here in display width, so Japanese and Chinese text
//! (two columns a character) lines up, and long lines wrap under their column.

use textwrap::core::Word;
use textwrap::{Options, WordSeparator, WordSplitter};

/// The help messages, in the order `help` prints them.
pub const MESSAGES: [&str; 6] = [
    "term-help",
    "term-help-vacation",
    "term-help-takeback",
    "term-help-export",
    "term-help-tournament",
    "term-help-season",
];

/// The width help is laid out for: a classic terminal's.
pub const WIDTH: usize = 80;
/// Where descriptions start; a usage wider than this stands on its own line.
const DESCRIPTION_COLUMN: usize = 31;
const ENTRY_INDENT: &str = "  ";
/// A usage's own wrapped lines sit a little right of its start.
const USAGE_CONTINUATION: &str = "      ";

/// `text`'s entries in two columns, each line at most `width` wide (a
/// single word wider than that is broken).
pub fn layout(text: &str, width: usize) -> String {
    let mut lines = Vec::new();
    for line in text.lines() {
        match line.split_once("::") {
            None => lines.push(line.trim_end().to_owned()),
            Some((usage, description)) => {
                lay_out_entry(usage.trim(), description.trim(), width, &mut lines)
            }
        }
    }
    lines.join("\n")
}

/// One entry in a sentence's room, for a refusal that shows the right use.
pub fn inline(entry: &str) -> String {
    match entry.split_once("::") {
        Some((usage, description)) if !description.trim().is_empty() => {
            format!("{}: {}", usage.trim(), description.trim())
        }
        Some((usage, _)) => usage.trim().to_owned(),
        None => entry.trim().to_owned(),
    }
}

fn lay_out_entry(usage: &str, description: &str, width: usize, lines: &mut Vec<String>) {
    let usage_width = textwrap::core::display_width(usage);
    let fits_beside = usage_width + ENTRY_INDENT.len() + 2 <= DESCRIPTION_COLUMN;
    let gutter = " ".repeat(DESCRIPTION_COLUMN);
    if description.is_empty() || !fits_beside {
        let options = wrap_options(width, ENTRY_INDENT, USAGE_CONTINUATION);
        lines.extend(textwrap::wrap(usage, options).into_iter().map(String::from));
        if !description.is_empty() {
            let options = wrap_options(width, &gutter, &gutter);
            lines.extend(
                textwrap::wrap(description, options)
                    .into_iter()
                    .map(String::from),
            );
        }
        return;
    }
    let padding = " ".repeat(DESCRIPTION_COLUMN - ENTRY_INDENT.len() - usage_width);
    let first = format!("{ENTRY_INDENT}{usage}{padding}");
    let options = wrap_options(width, &first, &gutter);
    lines.extend(
        textwrap::wrap(description, options)
            .into_iter()
            .map(String::from),
    );
}

fn wrap_options<'a>(width: usize, first: &'a str, rest: &'a str) -> Options<'a> {
    Options::new(width)
        .initial_indent(first)
        .subsequent_indent(rest)
        .word_separator(WordSeparator::Custom(words_and_wide_characters))
        // `b5-d5-f5` and `round-robin` are one token each.
        .word_splitter(WordSplitter::NoHyphenation)
}

/// Words end at spaces, and a line may also break beside any double-width
/// character, as Japanese and Chinese text runs without spaces.
fn words_and_wide_characters(line: &str) -> Box<dyn Iterator<Item = Word<'_>> + '_> {
    let mut words = Vec::new();
    let mut start = 0;
    let mut chars = line.char_indices().peekable();
    while let Some((_, c)) = chars.next() {
        let Some(&(end, next)) = chars.peek() else {
            words.push(Word::from(&line[start..]));
            break;
        };
        let after_space = c == ' ' && next != ' ';
        let beside_wide = c != ' '
            && next != ' '
            && (is_wide(c) || is_wide(next))
            && !is_opening(c)
            && !is_closing(next);
        if after_space || beside_wide {
            words.push(Word::from(&line[start..end]));
            start = end;
        }
    }
    Box::new(words.into_iter())
}

fn is_wide(c: char) -> bool {
    textwrap::core::display_width(c.encode_utf8(&mut [0; 4])) == 2
}

/// Brackets that never end a line.
fn is_opening(c: char) -> bool {
    matches!(c, '（' | '(' | '「' | '[')
}

/// Punctuation that never starts a line (、。）), so stays with what it ends.
fn is_closing(c: char) -> bool {
    matches!(
        c,
        '、' | '。' | '，' | '：' | '；' | '）' | ')' | '」' | '！' | '？'
    )
}

#[cfg(test)]
mod tests {
    use textwrap::core::display_width;

    use super::*;
    use crate::i18n::Lang;

    /// The display column where `line`'s description starts, after the
    /// usage and the spaces that pad it.
    fn description_column(line: &str) -> Option<usize> {
        let body = line.strip_prefix(ENTRY_INDENT)?;
        if body.starts_with(' ') {
            return None;
        }
        let (usage, rest) = body.split_once("  ")?;
        let padding = rest.len() - rest.trim_start().len();
        Some(ENTRY_INDENT.len() + display_width(usage) + 2 + padding)
    }

    #[test]
    fn every_locales_help_keeps_its_columns_within_the_width() {
        for lang in Lang::ALL {
            for key in MESSAGES {
                let source = lang.text(key);
                for line in source.lines().filter(|l| !l.contains("::")) {
                    assert!(
                        line.ends_with(':') || line.ends_with('：'),
                        "{} {key}: '{line}' is neither an entry (USAGE :: TEXT) nor a heading",
                        lang.code()
                    );
                }
                for line in layout(&source, WIDTH).lines() {
                    assert!(
                        display_width(line) <= WIDTH,
                        "{}: '{line}' is too wide",
                        lang.code()
                    );
                    let heading = source.lines().any(|l| l.trim_end() == line);
                    assert!(
                        heading || line.starts_with(ENTRY_INDENT),
                        "{}: '{line}' left its column",
                        lang.code()
                    );
                    if let Some(column) = description_column(line) {
                        assert_eq!(column, DESCRIPTION_COLUMN, "{}: '{line}'", lang.code());
                    }
                }
            }
        }
    }

    /// Every entry says what it does, and no usage appears twice (with two
    /// meanings), in every locale.
    #[test]
    fn every_entry_is_described_once() {
        for lang in Lang::ALL {
            let mut usages = std::collections::HashSet::new();
            for key in MESSAGES {
                for line in lang.text(key).lines() {
                    let Some((usage, description)) = line.split_once("::") else {
                        continue;
                    };
                    let usage = usage.trim().to_owned();
                    assert!(
                        !description.trim().is_empty(),
                        "{lang:?} {key}: '{usage}' says nothing"
                    );
                    assert!(
                        usages.insert(usage.clone()),
                        "{lang:?} {key}: '{usage}' twice"
                    );
                }
            }
        }
    }

    #[test]
    fn double_width_usages_pad_to_the_same_column() {
        let laid_out = layout(
            "as 名前 :: 以後、プレイヤー「名前」として操作する\nas NAME :: act",
            WIDTH,
        );
        let lines: Vec<_> = laid_out.lines().collect();
        assert_eq!(
            lines[0],
            format!(
                "  as 名前{}以後、プレイヤー「名前」として操作する",
                " ".repeat(22)
            )
        );
        assert_eq!(lines[1], format!("  as NAME{}act", " ".repeat(22)));
    }

    #[test]
    fn long_text_wraps_under_its_column_and_keeps_moves_whole() {
        let laid_out = layout(
            &format!("move MOVE :: {}b5-d5-f5 and more", "word ".repeat(9)),
            48,
        );
        assert_eq!(
            laid_out,
            format!(
                "  move MOVE{}word word word\n{}word word word\n{}word word word\n{}b5-d5-f5 and more",
                " ".repeat(20),
                " ".repeat(31),
                " ".repeat(31),
                " ".repeat(31)
            )
        );
        let japanese = layout("x :: あいうえおかきくけこさしすせそ", 51);
        assert_eq!(
            japanese.lines().nth(1),
            Some(format!("{}さしすせそ", " ".repeat(31)).as_str())
        );
    }

    #[test]
    fn a_refusal_shows_the_entry_in_one_sentence() {
        assert_eq!(inline("export FILE :: write it"), "export FILE: write it");
        assert_eq!(inline("help | quit ::"), "help | quit");
    }
}
