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
    include_bytes!("../../../fonts/Lato-Bold.ttf"),
    include_bytes!("../../../fonts/DejaVuSans-Bold.ttf"),
    include_bytes!("../../../fonts/DroidSansFallback.ttf"),
    include_bytes!("../../../fonts/NotoEmoji-Regular.ttf"),
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
