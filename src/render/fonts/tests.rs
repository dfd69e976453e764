use super::*;

fn chain() -> FontChain {
    FontChain::embedded().expect("the embedded fonts load")
}

const SIZE: f32 = 48.0;

/// Whether `line` shows a character as missing: the font's empty box, or
/// the replacement character.
fn shows_missing(fonts: &FontChain, line: &Line) -> bool {
    line.glyphs
        .iter()
        .any(|g| g.glyph.0 == 0 || g.glyph == fonts.fonts[g.font].outlines.glyph_id(REPLACEMENT))
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
