//! Text in every script: a chain of embedded fonts, each glyph taken from
//! the first font that has it, so a name in Cyrillic, Arabic, Chinese or with
//! emoji is drawn, not dropped. Right-to-left runs are put in visual order;
//! letters are not joined (no shaping), which keeps Arabic readable but plain.

use ab_glyph::{Font, FontRef, PxScale, ScaleFont};
use image::{Rgb, RgbImage};
use imageproc::drawing::{draw_text_mut, text_size};

/// Lato for Latin text and digits; DejaVu Sans for Cyrillic, Greek, Arabic,
/// Hebrew and symbols; Droid Sans Fallback for Chinese, Japanese and Korean;
/// Noto Emoji (monochrome) for emoji. Licences are beside them in `fonts/`.
const FONT_FILES: [&[u8]; 4] = [
    include_bytes!("../../fonts/Lato-Bold.ttf"),
    include_bytes!("../../fonts/DejaVuSans-Bold.ttf"),
    include_bytes!("../../fonts/DroidSansFallback.ttf"),
    include_bytes!("../../fonts/NotoEmoji-Regular.ttf"),
];

/// Drawn for a character that no font has, so it shows as missing rather
/// than vanishing. DejaVu Sans has it.
pub const REPLACEMENT: char = '\u{FFFD}';

/// The embedded fonts, in the order glyphs are looked up.
#[derive(Debug)]
pub struct FontChain {
    fonts: Vec<FontRef<'static>>,
}

/// A stretch of text drawn with one font.
#[derive(Debug, PartialEq, Eq)]
pub struct Run {
    pub font: usize,
    pub text: String,
}

impl FontChain {
    /// `None` if an embedded font is unreadable (a broken build).
    pub fn embedded() -> Option<FontChain> {
        let fonts = FONT_FILES
            .iter()
            .map(|bytes| FontRef::try_from_slice(bytes).ok())
            .collect::<Option<Vec<_>>>()?;
        Some(FontChain { fonts })
    }

    /// The first font, which sets the line's metrics.
    pub fn primary(&self) -> &FontRef<'static> {
        &self.fonts[0]
    }

    fn font_for(&self, c: char) -> Option<usize> {
        self.fonts.iter().position(|f| f.glyph_id(c).0 != 0)
    }

    /// Whether some font draws `c`.
    #[cfg(test)]
    fn has(&self, c: char) -> bool {
        self.font_for(c).is_some()
    }

    /// `text` in visual order, split into runs of one font each. Characters
    /// meant to draw nothing (controls, joiners, variation selectors) are left
    /// out; any other character no font has becomes [`REPLACEMENT`].
    pub fn runs(&self, text: &str) -> Vec<Run> {
        let mut runs: Vec<Run> = Vec::new();
        for c in visual_order(text) {
            if is_invisible(c) {
                // Joiners and selectors shape what we can't (emoji sequences): skip them.
                continue;
            }
            let (font, c) = match self.font_for(c) {
                Some(font) => (font, c),
                None => (self.font_for(REPLACEMENT).unwrap_or(0), REPLACEMENT),
            };
            match runs.last_mut() {
                Some(run) if run.font == font => run.text.push(c),
                _ => runs.push(Run {
                    font,
                    text: c.to_string(),
                }),
            }
        }
        runs
    }

    /// The width in pixels of `text` drawn at `scale`.
    pub fn width(&self, scale: PxScale, text: &str) -> u32 {
        self.runs(text)
            .iter()
            .map(|run| text_size(scale, &self.fonts[run.font], &run.text).0)
            .sum()
    }

    /// Draws `text` with its baseline at `baseline`, starting at `x`.
    pub fn draw(
        &self,
        img: &mut RgbImage,
        color: Rgb<u8>,
        x: f32,
        baseline: f32,
        scale: PxScale,
        text: &str,
    ) {
        let mut x = x;
        for run in self.runs(text) {
            let font = &self.fonts[run.font];
            // draw_text_mut takes the top of each font's own line box.
            let top = baseline - font.as_scaled(scale).ascent();
            draw_text_mut(
                img,
                color,
                x.round() as i32,
                top.round() as i32,
                scale,
                font,
                &run.text,
            );
            x += text_size(scale, font, &run.text).0 as f32;
        }
    }
}

/// `name` without the characters that draw nothing, trimmed; `fallback`
/// if nothing would be left to draw.
pub fn visible_name(name: &str, fallback: &str) -> String {
    let visible: String = name.chars().filter(|&c| !is_invisible(c)).collect();
    match visible.trim() {
        "" => fallback.to_string(),
        trimmed => trimmed.to_string(),
    }
}

/// Characters that are meant to draw nothing: controls, zero-width marks,
/// bidirectional controls, variation selectors and tags.
fn is_invisible(c: char) -> bool {
    c.is_control()
        || matches!(c,
            '\u{200B}'..='\u{200F}'
            | '\u{202A}'..='\u{202E}'
            | '\u{2060}'..='\u{2069}'
            | '\u{FE00}'..='\u{FE0F}'
            | '\u{FEFF}'
            | '\u{E0000}'..='\u{E007F}'
            | '\u{E0100}'..='\u{E01EF}')
}

fn is_right_to_left(c: char) -> bool {
    matches!(c,
        '\u{0590}'..='\u{08FF}' | '\u{FB1D}'..='\u{FDFF}' | '\u{FE70}'..='\u{FEFF}')
}

/// Characters in the order they appear left to right: each run of
/// right-to-left letters (with the spaces inside it) is reversed.
fn visual_order(text: &str) -> Vec<char> {
    let chars: Vec<char> = text.chars().collect();
    let mut out = Vec::with_capacity(chars.len());
    let mut i = 0;
    while i < chars.len() {
        if !is_right_to_left(chars[i]) {
            out.push(chars[i]);
            i += 1;
            continue;
        }
        let mut end = i;
        let mut j = i;
        while j < chars.len() && (is_right_to_left(chars[j]) || chars[j] == ' ') {
            if is_right_to_left(chars[j]) {
                end = j + 1;
            }
            j += 1;
        }
        out.extend(chars[i..end].iter().rev());
        i = end;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn chain() -> FontChain {
        FontChain::embedded().expect("the embedded fonts load")
    }

    #[test]
    fn every_script_in_a_name_finds_a_font() {
        let fonts = chain();
        for name in [
            "Kai",
            "Иван",
            "محمد",
            "שלום",
            "李小龙",
            "日本語",
            "한국",
            "🎲😀",
            "Ωμέγα",
        ] {
            for c in name.chars() {
                assert!(fonts.has(c), "no font draws {c:?} in {name}");
            }
            let drawn: String = fonts.runs(name).iter().map(|r| r.text.as_str()).collect();
            assert!(!drawn.contains(REPLACEMENT), "{name} drew {drawn}");
        }
    }

    /// What every locale draws on a board (whose turn, the stone counts,
    /// the colours standing for unnamed players, how a game ended) has a
    /// glyph in some font: no caption shows a box.
    #[test]
    fn every_locales_caption_draws_without_a_missing_glyph() {
        use crate::engine::{Color, EndReason};
        use crate::i18n::{Lang, outcome_of};
        let fonts = chain();
        for lang in Lang::ALL {
            let (black, white) = (lang.player(Color::Black), lang.player(Color::White));
            let label = lang.format(
                "caption-player",
                &[
                    ("name", "Kai".into()),
                    ("colour", lang.colour(Color::Black).into()),
                ],
            );
            let mut captions = vec![
                lang.format("caption-to-move", &[("player", label.clone().into())]),
                lang.format("caption-to-remove", &[("player", black.clone().into())]),
                lang.format("caption-stones", &[("count", 1.into())]),
                lang.format("caption-stones", &[("count", 32.into())]),
            ];
            for reason in [
                EndReason::NoMoves,
                EndReason::Resignation,
                EndReason::Timeout,
            ] {
                captions.push(outcome_of(reason, &label, &white, lang));
            }
            for caption in captions {
                let drawn: String = fonts
                    .runs(&caption)
                    .iter()
                    .map(|r| r.text.as_str())
                    .collect();
                assert!(
                    !drawn.contains(REPLACEMENT),
                    "{lang:?}: {caption} drew {drawn}"
                );
                assert!(!caption.contains("caption-"), "{lang:?}: {caption}");
            }
        }
    }

    #[test]
    fn runs_take_each_glyph_from_the_first_font_that_has_it() {
        let runs = chain().runs("Kai 李 🎲");
        let fonts: Vec<usize> = runs.iter().map(|r| r.font).collect();
        assert_eq!(fonts, vec![0, 2, 0, 3], "{runs:?}");
        assert_eq!(runs[0].text, "Kai ");
        assert_eq!(runs[2].text, " ");
    }

    #[test]
    fn a_glyph_no_font_has_is_shown_as_missing_and_invisible_marks_vanish() {
        let runs = chain().runs("a\u{10FFFD}b\u{FE0F}\u{200D}");
        let drawn: String = runs.iter().map(|r| r.text.as_str()).collect();
        assert_eq!(drawn, format!("a{REPLACEMENT}b"));
    }

    #[test]
    fn a_name_that_would_draw_nothing_becomes_its_colour() {
        assert_eq!(visible_name(" \u{200D}\u{FE0F} ", "White"), "White");
        assert_eq!(visible_name(" Lani\u{200B} ", "White"), "Lani");
    }

    #[test]
    fn right_to_left_runs_are_reversed_for_drawing() {
        let order: String = visual_order("Kai محمد علي 7").into_iter().collect();
        assert_eq!(order, "Kai يلع دمحم 7");
    }
}
