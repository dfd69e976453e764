//! Reading rendered boards back: which stone, if any, a picture shows on each
//! square. Deliberately simple colour rules, independent of how stones are
//! painted: white stones are bright, holes are brown, black stones are dark
//! and grey.

#![allow(dead_code)]

pub mod ci;
pub mod databases;
pub mod http;
pub mod poll;
pub mod proxy;
pub mod terminal;

use image::RgbImage;
use konane_bot::engine::{Color, Game, Position, Size, Square, Variant};
use konane_bot::render::Layout;

/// What a square shows, judged from four points halfway between its centre
/// and its corners (clear of the path lines and rings that overlays draw).
pub fn read_square(img: &RgbImage, layout: &Layout, sq: Square) -> Option<Color> {
    let (cx, cy) = layout.center(sq);
    let off = layout.cell as f32 * 0.22;
    let mut sum = [0f32; 3];
    for (dx, dy) in [(-off, -off), (off, -off), (-off, off), (off, off)] {
        let px = img.get_pixel((cx + dx) as u32, (cy + dy) as u32).0;
        for (s, c) in sum.iter_mut().zip(px) {
            *s += c as f32 / 4.0;
        }
    }
    let [r, g, b] = sum;
    let luma = 0.299 * r + 0.587 * g + 0.114 * b;
    if luma > 160.0 {
        Some(Color::White)
    } else if r - b > 30.0 {
        None
    } else {
        Some(Color::Black)
    }
}

/// Squares where the picture disagrees with the position, as "d5: shows x, expected y".
pub fn mismatches(img: &RgbImage, position: &Position) -> Vec<String> {
    let layout = Layout::standard(position.size());
    mismatches_in(img, &layout, position)
}

pub fn mismatches_in(img: &RgbImage, layout: &Layout, position: &Position) -> Vec<String> {
    position
        .size()
        .all_squares()
        .filter_map(|sq| {
            let shown = read_square(img, layout, sq);
            let expected = position.stone_at(sq);
            (shown != expected).then(|| format!("{sq}: shows {shown:?}, expected {expected:?}"))
        })
        .collect()
}

/// Decodes PNG bytes, failing the test with a clear message if they are not one.
pub fn decode_png(bytes: &[u8]) -> RgbImage {
    assert!(
        bytes.starts_with(b"\x89PNG\r\n\x1a\n"),
        "not a PNG signature"
    );
    image::load_from_memory_with_format(bytes, image::ImageFormat::Png)
        .expect("the PNG decodes")
        .to_rgb8()
}

/// A 6x6 game after both removals and Black's first jump, White to move:
/// the start of set-up games in tests.
pub fn white_to_move() -> Game {
    let mut game = Game::new(Variant {
        size: Size::new(6, 6).expect("a size"),
        ..Variant::default()
    });
    for _ in 0..3 {
        let m = game.legal_moves()[0];
        game.play(m).expect("legal");
    }
    assert_eq!(game.turn(), Color::White);
    game
}
