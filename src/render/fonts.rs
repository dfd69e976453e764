//! Text in every script, shaped. The Unicode bidirectional algorithm
//! (unicode-bidi) puts right-to-left runs in visual order; each run is split
//! by font, each glyph's font being the first embedded font that has it, and
//! shaped by rustybuzz (a port of HarfBuzz), so Arabic letters join,
//! Devanagari vowel signs sit where they belong and emoji sequences find
//! their ligatures. ab_glyph draws the shaped glyphs.

use std::fmt;
use std::ops::Range;

use ab_glyph::{Font, FontRef, GlyphId, PxScale, ScaleFont, point};
use image::{Rgb, RgbImage};
use rustybuzz::{Direction, UnicodeBuffer};
use unicode_bidi::{BidiInfo, Level};
use unicode_properties::{GeneralCategoryGroup, UnicodeGeneralCategory};

use super::isolate::{balanced_isolates, is_bidi_control};

/// Lato for Latin text and digits; DejaVu Sans for Cyrillic, Greek, Arabic,
/// Hebrew and symbols; Noto Sans for Thai and Devanagari; Droid Sans
/// Fallback for Chinese, Japanese and Korean; Noto Emoji (monochrome) for
/// emoji. Licences are beside them in `fonts/`.
const FONT_FILES: [&[u8]; 6] = [
    include_bytes!("../../fonts/Lato-Bold.ttf"),
    include_bytes!("../../fonts/DejaVuSans-Bold.ttf"),
    include_bytes!("../../fonts/NotoSansThai-Bold.ttf"),
    include_bytes!("../../fonts/NotoSansDevanagari-Bold.ttf"),
    include_bytes!("../../fonts/DroidSansFallback.ttf"),
    include_bytes!("../../fonts/NotoEmoji-Regular.ttf"),
];

/// Noto Emoji's place in [`FONT_FILES`].
const EMOJI_FONT: usize = 5;
const ZWJ: char = '\u{200D}';
/// Variation selector 16: the character before it asks to be an emoji.
const EMOJI_FORM: char = '\u{FE0F}';

/// Drawn for a character that no font has, so it shows as missing rather
/// than vanishing. DejaVu Sans has it.
pub const REPLACEMENT: char = '\u{FFFD}';

/// One embedded font, read once for shaping and once for outlines (both
/// borrow the same static bytes).
struct Embedded {
    outlines: FontRef<'static>,
    shaper: rustybuzz::Face<'static>,
    /// Turns the line's scale into this font's, so that every font's em
    /// is as wide as the first font's: ab_glyph sizes a font by its line
    /// height, and tall scripts' fonts (Thai, Devanagari) have tall lines.
    relative_size: f32,
}

/// The embedded fonts, in the order glyphs are looked up.
pub struct FontChain {
    fonts: Vec<Embedded>,
}

impl fmt::Debug for FontChain {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "FontChain({} fonts)", self.fonts.len())
    }
}

/// A glyph placed on a line: `x` from the line's start and `y` above its
/// baseline, in pixels.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Placed {
    pub font: usize,
    pub glyph: GlyphId,
    pub x: f32,
    pub y: f32,
}

/// A line of text shaped at one size, glyphs in drawing order (left to right).
#[derive(Debug, Default)]
pub struct Line {
    pub glyphs: Vec<Placed>,
    pub width: f32,
}

impl FontChain {
    /// `None` if an embedded font is unreadable (a broken build).
    pub fn embedded() -> Option<FontChain> {
        let ems_per_height =
            |font: &FontRef<'_>| Some(font.units_per_em()? / font.height_unscaled());
        let first = ems_per_height(&FontRef::try_from_slice(FONT_FILES[0]).ok()?)?;
        let fonts = FONT_FILES
            .iter()
            .map(|bytes| {
                let outlines = FontRef::try_from_slice(bytes).ok()?;
                Some(Embedded {
                    relative_size: first / ems_per_height(&outlines)?,
                    shaper: rustybuzz::Face::from_slice(bytes, 0)?,
                    outlines,
                })
            })
            .collect::<Option<Vec<_>>>()?;
        Some(FontChain { fonts })
    }

    /// The first font, which sets the line's metrics.
    pub fn primary(&self) -> &FontRef<'static> {
        &self.fonts[0].outlines
    }

    fn scale_of(&self, font: usize, line: PxScale) -> PxScale {
        PxScale::from(line.y * self.fonts[font].relative_size)
    }

    fn has(&self, font: usize, c: char) -> bool {
        self.fonts[font].outlines.glyph_id(c).0 != 0
    }

    fn font_for(&self, c: char) -> Option<usize> {
        (0..self.fonts.len()).find(|&font| self.has(font, c))
    }

    /// `text` as it will be shaped: controls and bidirectional overrides,
    /// embeddings and isolates left out (so a name can't turn the rest of
    /// a caption around), and any other character no font has, apart from
    /// those meant to draw nothing, replaced by [`REPLACEMENT`].
    fn drawable(&self, text: &str) -> String {
        balanced_isolates(text)
            .filter(|&c| !c.is_control())
            .map(|c| {
                if is_invisible(c) || self.font_for(c).is_some() {
                    c
                } else {
                    REPLACEMENT
                }
            })
            .collect()
    }

    /// `text` (one direction) split into stretches of one font each. Each
    /// character takes the first font that has it, except marks and invisible
    /// characters, which stay with the font before them where it has them, so
    /// a letter and its marks shape as one piece.
    fn font_runs(&self, text: &str) -> Vec<(Range<usize>, usize)> {
        let mut runs: Vec<(Range<usize>, usize)> = Vec::new();
        let chars: Vec<(usize, char)> = text.char_indices().collect();
        for (i, &(at, c)) in chars.iter().enumerate() {
            let end = at + c.len_utf8();
            let current = runs.last().map(|(_, font)| *font);
            let after_joiner = i > 0 && chars[i - 1].1 == ZWJ;
            let emoji_form = chars
                .get(i + 1)
                .is_some_and(|&(_, next)| next == EMOJI_FORM);
            let font = match current {
                Some(font) if follows(c) && (is_invisible(c) || self.has(font, c)) => font,
                // An emoji sequence stays in one font, so the font's own
                // glyph for the whole of it (a rainbow flag) is found.
                Some(font) if after_joiner && self.has(font, c) => font,
                _ if emoji_form && self.has(EMOJI_FONT, c) => EMOJI_FONT,
                _ => self.font_for(c).or(current).unwrap_or(0),
            };
            match runs.last_mut() {
                Some((range, last)) if *last == font => range.end = end,
                _ => runs.push((at..end, font)),
            }
        }
        runs
    }

    /// `text` shaped at `scale` as one left-to-right line, right-to-left
    /// stretches inside it (names, for instance) in their own order.
    pub fn line(&self, scale: PxScale, text: &str) -> Line {
        let text = self.drawable(text);
        let mut line = Line::default();
        // The captions are in left-to-right languages; a name's direction
        // applies inside it.
        let bidi = BidiInfo::new(&text, Some(Level::ltr()));
        for paragraph in &bidi.paragraphs {
            let (levels, runs) = bidi.visual_runs(paragraph, paragraph.range.clone());
            for run in runs {
                let right_to_left = levels[run.start].is_rtl();
                let mut pieces = self.font_runs(&text[run.clone()]);
                if right_to_left {
                    pieces.reverse();
                }
                for (piece, font) in pieces {
                    let piece = run.start + piece.start..run.start + piece.end;
                    self.shape(&mut line, font, &text[piece], right_to_left, scale);
                }
            }
        }
        line
    }

    /// Appends `text`, shaped with one font, to `line`.
    fn shape(&self, line: &mut Line, font: usize, text: &str, right_to_left: bool, scale: PxScale) {
        let embedded = &self.fonts[font];
        let mut buffer = UnicodeBuffer::new();
        buffer.push_str(text);
        buffer.set_direction(if right_to_left {
            Direction::RightToLeft
        } else {
            Direction::LeftToRight
        });
        buffer.guess_segment_properties();
        let shaped = rustybuzz::shape(&embedded.shaper, &[], buffer);
        let scaled = embedded.outlines.as_scaled(self.scale_of(font, scale));
        let (kx, ky) = (scaled.h_scale_factor(), scaled.v_scale_factor());
        for (info, position) in shaped.glyph_infos().iter().zip(shaped.glyph_positions()) {
            // Glyph ids of TrueType fonts fit 16 bits; rustybuzz widens them.
            let glyph = GlyphId(u16::try_from(info.glyph_id).unwrap_or(0));
            line.glyphs.push(Placed {
                font,
                glyph,
                x: line.width + position.x_offset as f32 * kx,
                y: position.y_offset as f32 * ky,
            });
            line.width += position.x_advance as f32 * kx;
        }
    }

    /// The width in pixels of `text` drawn at `scale`.
    pub fn width(&self, scale: PxScale, text: &str) -> u32 {
        self.line(scale, text).width.ceil() as u32
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
        for placed in self.line(scale, text).glyphs {
            let glyph = placed.glyph.with_scale_and_position(
                self.scale_of(placed.font, scale),
                point(x + placed.x, baseline - placed.y),
            );
            let Some(outline) = self.fonts[placed.font].outlines.outline_glyph(glyph) else {
                continue;
            };
            let bounds = outline.px_bounds();
            outline.draw(|gx, gy, coverage| {
                let px = bounds.min.x as i64 + i64::from(gx);
                let py = bounds.min.y as i64 + i64::from(gy);
                if let (Ok(px), Ok(py)) = (u32::try_from(px), u32::try_from(py))
                    && px < img.width()
                    && py < img.height()
                {
                    blend(img.get_pixel_mut(px, py), color, coverage);
                }
            });
        }
    }
}

/// `pixel` covered by `color` to the share `coverage`.
fn blend(pixel: &mut Rgb<u8>, color: Rgb<u8>, coverage: f32) {
    let coverage = coverage.clamp(0.0, 1.0);
    for (channel, ink) in pixel.0.iter_mut().zip(color.0) {
        let mixed = f32::from(*channel) * (1.0 - coverage) + f32::from(ink) * coverage;
        *channel = mixed.round() as u8;
    }
}

/// `name` trimmed of spaces and of characters that draw nothing; `fallback`
/// if nothing would be left to draw. Joiners inside it stay: they shape
/// Arabic words and emoji sequences.
pub fn visible_name(name: &str, fallback: &str) -> String {
    match name.trim_matches(|c: char| c.is_whitespace() || c.is_control() || is_invisible(c)) {
        "" => fallback.to_string(),
        trimmed => trimmed.to_string(),
    }
}

/// Characters that take the font of the one before them where it has them.
fn follows(c: char) -> bool {
    is_invisible(c) || c.general_category_group() == GeneralCategoryGroup::Mark
}

/// Characters that are meant to draw nothing: zero-width marks and joiners,
/// bidirectional marks, variation selectors and tags. The shaper uses them
/// (a joiner picks a letter's form) and then hides them.
fn is_invisible(c: char) -> bool {
    matches!(c,
        '\u{200B}'..='\u{200F}'
        | '\u{2060}'..='\u{2064}'
        | '\u{FE00}'..='\u{FE0F}'
        | '\u{FEFF}'
        | '\u{E0000}'..='\u{E007F}'
        | '\u{E0100}'..='\u{E01EF}')
        || is_bidi_control(c)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::render::isolate::isolated;

    fn chain() -> FontChain {
        FontChain::embedded().expect("the embedded fonts load")
    }

    const SIZE: f32 = 48.0;

    /// Whether `line` shows a character as missing: the font's empty box, or
    /// the replacement character.
    fn shows_missing(fonts: &FontChain, line: &Line) -> bool {
        line.glyphs.iter().any(|g| {
            g.glyph.0 == 0 || g.glyph == fonts.fonts[g.font].outlines.glyph_id(REPLACEMENT)
        })
    }

    /// `text` drawn black on white, with room around it.
    fn ink(fonts: &FontChain, text: &str) -> RgbImage {
        let scale = PxScale::from(SIZE);
        let width = fonts.width(scale, text) + 40;
        let mut img = RgbImage::from_pixel(width, 100, Rgb([255, 255, 255]));
        fonts.draw(&mut img, Rgb([0, 0, 0]), 20.0, 70.0, scale, text);
        img
    }

    fn inked_pixels(img: &RgbImage) -> usize {
        img.pixels().filter(|p| p.0[0] < 128).count()
    }

    /// Pieces of ink that touch nowhere (8-connected), ignoring specks.
    fn strokes(img: &RgbImage) -> usize {
        let (w, h) = img.dimensions();
        let mut seen = vec![false; (w * h) as usize];
        let inked = |x: u32, y: u32| img.get_pixel(x, y).0[0] < 128;
        let mut pieces = 0;
        for start in 0..w * h {
            let (x, y) = (start % w, start / w);
            if seen[start as usize] || !inked(x, y) {
                continue;
            }
            let (mut stack, mut size) = (vec![(x, y)], 0);
            seen[start as usize] = true;
            while let Some((x, y)) = stack.pop() {
                size += 1;
                for (dx, dy) in [
                    (-1, -1),
                    (0, -1),
                    (1, -1),
                    (-1, 0),
                    (1, 0),
                    (-1, 1),
                    (0, 1),
                    (1, 1),
                ] {
                    let (nx, ny) = (x as i64 + dx, y as i64 + dy);
                    if nx < 0 || ny < 0 || nx >= w as i64 || ny >= h as i64 {
                        continue;
                    }
                    let (nx, ny) = (nx as u32, ny as u32);
                    let at = (ny * w + nx) as usize;
                    if !seen[at] && inked(nx, ny) {
                        seen[at] = true;
                        stack.push((nx, ny));
                    }
                }
            }
            if size > 20 {
                pieces += 1;
            }
        }
        pieces
    }

    #[test]
    fn a_name_in_every_script_leaves_ink_and_no_missing_glyph() {
        let fonts = chain();
        for (script, name) in [
            ("Latin", "Kai"),
            ("Arabic", "محمد"),
            ("Hebrew", "שלום"),
            ("Chinese", "李小龙"),
            ("Japanese", "日本語"),
            ("Korean", "한국"),
            ("Cyrillic", "Иван"),
            ("Greek", "Ωμέγα"),
            ("Thai", "สมชาย"),
            ("Devanagari", "अर्जुन"),
            ("emoji", "🎲😀"),
        ] {
            let line = fonts.line(PxScale::from(SIZE), name);
            assert!(
                !shows_missing(&fonts, &line),
                "{script}: {name} shows a missing glyph"
            );
            // Each glyph leaves ink of its own: about a letter's worth each.
            let ink = inked_pixels(&ink(&fonts, name));
            let letters = name.chars().count();
            assert!(
                ink > 60 * letters,
                "{script}: {name} left {ink} inked pixels"
            );
        }
    }

    /// Joined letters make one stroke; the same letters kept apart by
    /// zero-width non-joiners make four. So the picture of the word differs
    /// from its letters drawn alone, and the shaper really joins them.
    #[test]
    fn joined_arabic_differs_from_its_letters_drawn_alone() {
        let fonts = chain();
        let joined = ink(&fonts, "محمد");
        let alone = ink(&fonts, "م\u{200C}ح\u{200C}م\u{200C}د");
        assert_eq!(strokes(&joined), 1, "محمد should be one stroke");
        assert_eq!(strokes(&alone), 4, "four letters apart");
        assert_ne!(joined.as_raw(), alone.as_raw());
        let shapes = |text: &str| -> Vec<GlyphId> {
            fonts
                .line(PxScale::from(SIZE), text)
                .glyphs
                .iter()
                .map(|g| g.glyph)
                .collect()
        };
        // Initial, medial and final forms are other glyphs than the letters'.
        let isolated: Vec<GlyphId> = "محمد"
            .chars()
            .rev()
            .map(|c| fonts.fonts[1].outlines.glyph_id(c))
            .collect();
        assert_ne!(shapes("محمد"), isolated);
    }

    #[test]
    fn right_to_left_names_read_from_the_right_inside_a_left_to_right_line() {
        let fonts = chain();
        let line = fonts.line(PxScale::from(SIZE), "Kai שלום wins");
        let x_of = |font: usize, c: char| {
            let glyph = fonts.fonts[font].outlines.glyph_id(c);
            line.glyphs
                .iter()
                .find(|g| g.font == font && g.glyph == glyph)
                .map(|g| g.x)
                .unwrap_or_else(|| panic!("{c} not drawn"))
        };
        let (k, first, last, wins) = (x_of(0, 'K'), x_of(1, 'ש'), x_of(1, 'ם'), x_of(0, 'w'));
        assert!(
            k < last && last < first && first < wins,
            "{k} {last} {first} {wins}"
        );
    }

    /// "محمد العربي  31 stones": isolated, the name keeps to itself and the
    /// count stays after it; bare, the count would join the name's run and
    /// be drawn before it.
    #[test]
    fn an_isolated_right_to_left_name_keeps_the_count_after_it() {
        let fonts = chain();
        let scale = PxScale::from(SIZE);
        let digit = fonts.fonts[0].outlines.glyph_id('3');
        let x_of_digit = |line: &Line| {
            line.glyphs
                .iter()
                .find(|g| g.font == 0 && g.glyph == digit)
                .map(|g| g.x)
                .expect("the count is drawn")
        };
        let leftmost_arabic = |line: &Line| {
            line.glyphs
                .iter()
                .filter(|g| g.font != 0)
                .map(|g| g.x)
                .fold(f32::INFINITY, f32::min)
        };
        let name = "محمد العربي";
        let isolated_line = fonts.line(scale, &format!("{}  31 stones", isolated(name)));
        assert!(
            x_of_digit(&isolated_line) > leftmost_arabic(&isolated_line),
            "the count after the name"
        );
        let bare = fonts.line(scale, &format!("{name}  31 stones"));
        assert!(
            x_of_digit(&bare) < leftmost_arabic(&bare),
            "without the isolate the count jumps in front"
        );
        // An isolate left open, or one inside a name, is dropped.
        assert_eq!(balanced_isolates("a\u{2068}b").collect::<String>(), "ab");
        assert_eq!(isolated("x\u{2069}\u{202E}y"), "\u{2068}xy\u{2069}");
    }

    #[test]
    fn a_name_cannot_turn_the_rest_of_the_caption_around() {
        let fonts = chain();
        let scale = PxScale::from(SIZE);
        let plain = fonts.line(scale, "Kai to move");
        let overridden = fonts.line(scale, "\u{202E}Kai\u{2067} to move");
        let ids = |line: &Line| line.glyphs.iter().map(|g| g.glyph).collect::<Vec<_>>();
        assert_eq!(ids(&plain), ids(&overridden));
    }

    #[test]
    fn devanagari_is_shaped_not_spelled_out() {
        let fonts = chain();
        let scale = PxScale::from(SIZE);
        let ka = fonts.fonts[3].outlines.glyph_id('क');
        // The vowel sign ि is written after क but drawn before it.
        let ki = fonts.line(scale, "कि");
        assert_eq!(ki.glyphs.len(), 2);
        assert_ne!(ki.glyphs[0].glyph, ka);
        assert_eq!(ki.glyphs[1].glyph, ka);
        // क्ष is one conjunct, not three signs.
        assert!(fonts.line(scale, "क्ष").glyphs.len() < 3);
    }

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
                assert!(!caption.contains("caption-"), "{lang:?}: {caption}");
                let line = fonts.line(PxScale::from(SIZE), &caption);
                assert!(
                    !shows_missing(&fonts, &line),
                    "{lang:?}: {caption} shows a missing glyph"
                );
            }
        }
    }

    #[test]
    fn each_glyph_comes_from_the_first_font_that_has_it_and_marks_stay() {
        let fonts = chain();
        let text = "Kai 李 🎲";
        let runs: Vec<(&str, usize)> = fonts
            .font_runs(text)
            .into_iter()
            .map(|(range, font)| (&text[range], font))
            .collect();
        assert_eq!(runs, vec![("Kai ", 0), ("李", 4), (" ", 0), ("🎲", 5)]);
        // A combining accent stays with its letter, though an earlier font has it.
        let accented = "\u{0E01}\u{0303}";
        assert_eq!(fonts.font_runs(accented), vec![(0..accented.len(), 2)]);
    }

    #[test]
    fn a_glyph_no_font_has_is_shown_as_missing_and_invisible_marks_draw_nothing() {
        let fonts = chain();
        assert_eq!(
            fonts.drawable("a\u{10FFFD}b\u{7}"),
            format!("a{REPLACEMENT}b")
        );
        let scale = PxScale::from(SIZE);
        assert_eq!(
            fonts.line(scale, "ab\u{200D}\u{FE0F}").width,
            fonts.line(scale, "ab").width
        );
    }

    #[test]
    fn a_name_that_would_draw_nothing_becomes_its_colour() {
        assert_eq!(visible_name(" \u{200D}\u{FE0F} ", "White"), "White");
        assert_eq!(visible_name(" Lani\u{200B} ", "White"), "Lani");
        // Joiners inside a name shape it, so they stay.
        assert_eq!(visible_name("👨\u{200D}👩", "White"), "👨\u{200D}👩");
    }

    #[test]
    fn an_emoji_sequence_stays_in_one_font_and_takes_its_own_glyph() {
        let fonts = chain();
        let glyphs = |text: &str| -> Vec<(usize, u16)> {
            let line = fonts.line(PxScale::from(SIZE), text);
            line.glyphs.iter().map(|g| (g.font, g.glyph.0)).collect()
        };
        // The font has the rainbow flag: the rainbow is not drawn beside it.
        let rainbow = glyphs("🌈")[0];
        assert!(!glyphs("🏳️‍🌈").contains(&rainbow), "{:?}", glyphs("🏳️‍🌈"));
        // A couple's heart is drawn by the emoji font, not a text font's heart.
        let couple = glyphs("👩‍❤️‍👨");
        let one_font = couple.iter().all(|&(font, _)| font == EMOJI_FONT);
        assert!(one_font, "{couple:?}");
    }
}
