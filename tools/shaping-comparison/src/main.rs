//! Draws the same captions three ways and reports time per line, missing
//! glyphs and whether Arabic joins. See Cargo.toml for how to run it.

#[allow(dead_code)]
#[path = "../../../src/render/fonts.rs"]
mod shaped;
#[allow(dead_code)]
mod today;

use std::hint::black_box;
use std::time::Instant;

use ab_glyph::PxScale;
use cosmic_text::{Attrs, Buffer, Color, Family, FontSystem, Metrics, Shaping, SwashCache, fontdb};
use image::{Rgb, RgbImage};

const FONT_FILES: [&[u8]; 6] = [
    include_bytes!("../../../fonts/Lato-Bold.ttf"),
    include_bytes!("../../../fonts/DejaVuSans-Bold.ttf"),
    include_bytes!("../../../fonts/NotoSansThai-Bold.ttf"),
    include_bytes!("../../../fonts/NotoSansDevanagari-Bold.ttf"),
    include_bytes!("../../../fonts/DroidSansFallback.ttf"),
    include_bytes!("../../../fonts/NotoEmoji-Regular.ttf"),
];

const SIZE: f32 = 22.0;
const CAPTIONS: [&str; 7] = [
    "Kai (black) to move",
    "Kai (Schwarz) ist am Zug",
    "Kai(黒)の手番",
    "محمد (black) to move",
    "שלום (white) wins: no moves left",
    "अर्जुन (black) to move",
    "สมชาย 🎲 (white) to move",
];

struct Cosmic {
    system: FontSystem,
    cache: SwashCache,
}

impl Cosmic {
    fn new() -> Cosmic {
        let mut db = fontdb::Database::new();
        for bytes in FONT_FILES {
            db.load_font_data(bytes.to_vec());
        }
        db.set_sans_serif_family("Lato");
        Cosmic {
            system: FontSystem::new_with_locale_and_db("en-US".into(), db),
            cache: SwashCache::new(),
        }
    }

    fn draw(&mut self, img: &mut RgbImage, text: &str) -> (f32, usize) {
        let mut buffer = Buffer::new(&mut self.system, Metrics::new(SIZE, SIZE * 1.3));
        buffer.set_size(None, None);
        buffer.set_text(
            text,
            &Attrs::new().family(Family::Name("Lato")),
            Shaping::Advanced,
            None,
        );
        buffer.shape_until_scroll(&mut self.system, false);
        let (mut width, mut missing) = (0.0f32, 0);
        for run in buffer.layout_runs() {
            width = width.max(run.line_w);
            missing += run.glyphs.iter().filter(|g| g.glyph_id == 0).count();
        }
        let (w, h) = img.dimensions();
        buffer.draw(
            &mut self.system,
            &mut self.cache,
            Color::rgb(0, 0, 0),
            |x, y, gw, gh, color| {
                let alpha = f32::from(color.a()) / 255.0;
                for py in y.max(0)..(y + gh as i32).min(h as i32 - 10) {
                    for px in x.max(0)..(x + gw as i32).min(w as i32 - 10) {
                        let p = img.get_pixel_mut(px as u32 + 10, py as u32 + 10);
                        for c in &mut p.0 {
                            *c = (f32::from(*c) * (1.0 - alpha)) as u8;
                        }
                    }
                }
            },
        );
        (width, missing)
    }
}

fn blank() -> RgbImage {
    RgbImage::from_pixel(800, 60, Rgb([255, 255, 255]))
}

fn time<F: FnMut()>(mut f: F) -> f64 {
    let rounds = 2000;
    for _ in 0..50 {
        f();
    }
    let start = Instant::now();
    for _ in 0..rounds {
        f();
    }
    start.elapsed().as_secs_f64() * 1e6 / rounds as f64
}

fn main() {
    let scale = PxScale::from(SIZE);
    let start = Instant::now();
    let old = today::FontChain::embedded().expect("fonts");
    let old_load = start.elapsed();
    let start = Instant::now();
    let new = shaped::FontChain::embedded().expect("fonts");
    let new_load = start.elapsed();
    let start = Instant::now();
    let mut cosmic = Cosmic::new();
    let cosmic_load = start.elapsed();
    println!(
        "loading the fonts: today {old_load:?}, rustybuzz {new_load:?}, cosmic-text {cosmic_load:?}"
    );
    println!("\nµs per caption line (shape and draw, {SIZE} px), and glyphs shown as missing:");
    println!(
        "{:<36} {:>10} {:>10} {:>12}",
        "caption", "today", "rustybuzz", "cosmic-text"
    );
    let (mut sum_old, mut sum_new, mut sum_cosmic) = (0.0, 0.0, 0.0);
    for caption in CAPTIONS {
        let t_old = time(|| {
            let mut img = blank();
            old.draw(&mut img, Rgb([0, 0, 0]), 10.0, 40.0, scale, caption);
            black_box(img);
        });
        let t_new = time(|| {
            let mut img = blank();
            new.draw(&mut img, Rgb([0, 0, 0]), 10.0, 40.0, scale, caption);
            black_box(img);
        });
        let t_cosmic = time(|| {
            let mut img = blank();
            black_box(cosmic.draw(&mut img, caption));
        });
        let missing_new = new
            .line(scale, caption)
            .glyphs
            .iter()
            .filter(|g| g.glyph.0 == 0)
            .count();
        let (_, missing_cosmic) = cosmic.draw(&mut blank(), caption);
        let missing_old = old
            .runs(caption)
            .iter()
            .filter(|r| r.text.contains(today::REPLACEMENT))
            .count();
        sum_old += t_old;
        sum_new += t_new;
        sum_cosmic += t_cosmic;
        println!(
            "{:<36} {:>7.1} ({missing_old}) {:>6.1} ({missing_new}) {:>8.1} ({missing_cosmic})",
            caption, t_old, t_new, t_cosmic
        );
    }
    println!(
        "{:<36} {:>10.1} {:>10.1} {:>12.1}",
        "total", sum_old, sum_new, sum_cosmic
    );
    for (name, text) in [
        ("joined", "محمد"),
        ("apart", "م\u{200C}ح\u{200C}م\u{200C}د"),
    ] {
        let mut a = blank();
        new.draw(&mut a, Rgb([0, 0, 0]), 10.0, 40.0, scale, text);
        a.save(format!("/tmp/shaping-rustybuzz-{name}.png")).ok();
        let mut b = blank();
        cosmic.draw(&mut b, text);
        b.save(format!("/tmp/shaping-cosmic-{name}.png")).ok();
        let mut c = blank();
        old.draw(&mut c, Rgb([0, 0, 0]), 10.0, 40.0, scale, text);
        c.save(format!("/tmp/shaping-today-{name}.png")).ok();
    }
    for (i, caption) in CAPTIONS.iter().enumerate() {
        let mut img = RgbImage::from_pixel(800, 180, Rgb([255, 255, 255]));
        let mut part = blank();
        old.draw(&mut part, Rgb([0, 0, 0]), 10.0, 40.0, scale, caption);
        image::imageops::replace(&mut img, &part, 0, 0);
        let mut part = blank();
        new.draw(&mut part, Rgb([0, 0, 0]), 10.0, 40.0, scale, caption);
        image::imageops::replace(&mut img, &part, 0, 60);
        let mut part = blank();
        cosmic.draw(&mut part, caption);
        image::imageops::replace(&mut img, &part, 0, 120);
        img.save(format!("/tmp/shaping-caption-{i}.png")).ok();
    }
    println!("\npictures: /tmp/shaping-*.png (rows: today, rustybuzz, cosmic-text)");
}
