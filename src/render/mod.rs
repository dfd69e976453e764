//! Board pictures: a PNG for every reply and an animated GIF replay of a game.
//!
//! The board, its holes and coordinates are drawn once per layout and cached;
//! each render copies that background and adds stones, overlays and the caption.
//! Text is shaped with fonts embedded from `fonts/` (Lato first, then
//! fallbacks for other scripts and emoji), so nothing depends on the fonts of
//! the machine and a name in any script is drawn as it is written.

mod caption;
mod chart;
mod fonts;
mod isolate;
mod layout;
mod paint;
mod replay;
mod table;
mod text;

use std::collections::HashMap;
use std::ops::ControlFlow;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, PoisonError};

use ab_glyph::{Font, PxScale};
pub use caption::Caption;
pub use chart::RatingChart;
use fonts::FontChain;
use image::{Rgb, RgbImage};
pub use isolate::{isolated, isolated_if_needed};
pub use layout::Layout;
use paint::Sprite;
pub use table::Table;
pub use text::text_board;

use crate::engine::{Color, Direction, Move, Position, Rules, Square};

/// Radii as shares of a cell: stones, holes, and the overlay rings (kept
/// outside the hole's middle so a square's contents stay readable under them).
const STONE_RADIUS: f32 = 0.44;
const HOLE_RADIUS: f32 = 0.35;
const MARK_INNER: f32 = 0.38;
const MARK_OUTER: f32 = 0.45;

const FRAME: [u8; 3] = [84, 52, 30];
const WOOD: [f32; 3] = [200.0, 150.0, 96.0];
const COORDS: [u8; 3] = [242, 224, 196];
const CAPTION_BG: [u8; 3] = [34, 36, 42];
const CAPTION_TEXT: [u8; 3] = [242, 242, 245];
const CAPTION_DIM: [u8; 3] = [176, 178, 188];
const PATH: [u8; 3] = [255, 193, 7];
const CAPTURE: [u8; 3] = [229, 57, 53];
const HINT: [u8; 3] = [67, 214, 110];
const SELECTED: [u8; 3] = [66, 165, 245];

/// Why an image could not be produced.
#[derive(Debug, thiserror::Error)]
pub enum RenderError {
    #[error("encoding the PNG failed: {0}")]
    Png(#[from] png::EncodingError),
    #[error("encoding the GIF failed: {0}")]
    Gif(#[from] gif::EncodingError),
    #[error("the image would be {0} pixels on a side, too large for a GIF")]
    TooLarge(u32),
    #[error("the embedded font could not be read")]
    Font,
}

/// What to draw: a position and optional overlays.
#[derive(Clone, Debug, Default)]
pub struct BoardView<'a> {
    pub position: Option<&'a Position>,
    /// Drawn as a path from origin through each landing, captures ringed.
    pub last_move: Option<Move>,
    /// A move not yet played, suggested by a hint: drawn like the last move
    /// but in the hint colour, so the two are told apart.
    pub suggestion: Option<Move>,
    /// Squares to point out: opening choices or jump destinations.
    pub hints: Vec<Square>,
    pub selected: Option<Square>,
    pub caption: Option<Caption>,
}

impl<'a> BoardView<'a> {
    pub fn new(position: &'a Position) -> BoardView<'a> {
        BoardView {
            position: Some(position),
            ..BoardView::default()
        }
    }
}

/// The squares worth pointing out to the side to move: during the opening the
/// stones it may remove; afterwards where its jumps can end (from `from` only,
/// if given).
///
/// With turning jumps a position can have millions of moves; the squares come
/// from the first [`HINT_MOVES_EXAMINED`] of them, enough for any real game.
pub fn hint_squares(position: &Position, rules: Rules, from: Option<Square>) -> Vec<Square> {
    let mut squares = Vec::new();
    let mut examined = 0;
    let _ = position.try_for_each_legal_move(rules, from, |m| {
        squares.push(if m.is_removal() {
            m.origin()
        } else {
            m.destination()
        });
        examined += 1;
        if examined >= HINT_MOVES_EXAMINED {
            ControlFlow::Break(())
        } else {
            ControlFlow::Continue(())
        }
    });
    squares.sort();
    squares.dedup();
    squares
}

/// Moves looked through to mark where the side to move can go.
pub const HINT_MOVES_EXAMINED: usize = 20_000;

#[derive(Debug)]
struct Sprites {
    black: Sprite,
    white: Sprite,
    hole: Sprite,
}

/// Held while a replay is drawn; see [`Renderer::replay_slot`].
#[derive(Debug)]
pub struct ReplaySlot(Arc<AtomicBool>);

impl Drop for ReplaySlot {
    fn drop(&mut self) {
        self.0.store(false, Ordering::Release);
    }
}

/// Draws boards. Create one and share it: it caches backgrounds and sprites
/// per layout, a bounded set (one per board size and image kind).
#[derive(Debug)]
pub struct Renderer {
    fonts: FontChain,
    backgrounds: Mutex<HashMap<Layout, Arc<RgbImage>>>,
    sprites: Mutex<HashMap<u32, Arc<Sprites>>>,
    /// Set while a replay is being drawn: see [`Renderer::replay_slot`].
    replaying: Arc<AtomicBool>,
}

impl Renderer {
    /// # Errors
    /// [`RenderError::Font`] if an embedded font is unreadable (a broken build).
    pub fn new() -> Result<Renderer, RenderError> {
        let fonts = FontChain::embedded().ok_or(RenderError::Font)?;
        Ok(Renderer {
            fonts,
            backgrounds: Mutex::new(HashMap::new()),
            sprites: Mutex::new(HashMap::new()),
            replaying: Arc::new(AtomicBool::new(false)),
        })
    }

    /// The right to draw one replay, if no other is being drawn: a long game
    /// on a big board takes a core for a while, so one at a time per
    /// process keeps moves answered. The slot frees when dropped.
    pub fn replay_slot(&self) -> Option<ReplaySlot> {
        self.replaying
            .compare_exchange(false, true, Ordering::AcqRel, Ordering::Acquire)
            .ok()
            .map(|_| ReplaySlot(Arc::clone(&self.replaying)))
    }

    /// The board as an RGB image in the standard layout.
    pub fn render(&self, view: &BoardView) -> RgbImage {
        match view.position {
            Some(pos) => self.render_with(view, Layout::standard(pos.size())),
            None => RgbImage::new(1, 1),
        }
    }

    /// The board as PNG bytes in the standard layout.
    ///
    /// # Errors
    /// [`RenderError::Png`] if PNG encoding fails.
    pub fn render_png(&self, view: &BoardView) -> Result<Vec<u8>, RenderError> {
        encode_png(&self.render(view))
    }

    fn render_with(&self, view: &BoardView, layout: Layout) -> RgbImage {
        let Some(pos) = view.position else {
            return RgbImage::new(1, 1);
        };
        let mut img = (*self.background(layout)).clone();
        let sprites = self.sprites(layout.cell);
        let cell = layout.cell as f32;
        let marked = [(view.last_move, PATH), (view.suggestion, HINT)];
        for (m, colour) in marked {
            if let Some(m) = m.filter(|m| !m.is_removal()) {
                draw_path(&mut img, &layout, m, colour);
            }
        }
        for color in [Color::Black, Color::White] {
            let sprite = match color {
                Color::Black => &sprites.black,
                Color::White => &sprites.white,
            };
            for sq in pos.squares_of(color) {
                let (x, y) = layout.cell_origin(sq);
                sprite.blit(&mut img, x as i32, y as i32);
            }
        }
        for (m, colour) in marked {
            if let Some(m) = m {
                mark_move(&mut img, &layout, m, colour);
            }
        }
        for &sq in &view.hints {
            let (cx, cy) = layout.center(sq);
            if pos.stone_at(sq).is_some() {
                paint::ring(
                    &mut img,
                    cx,
                    cy,
                    MARK_INNER * cell,
                    MARK_OUTER * cell,
                    HINT,
                    0.9,
                );
            } else {
                paint::ring(&mut img, cx, cy, 0.0, 0.13 * cell, HINT, 0.9);
            }
        }
        if let Some(sq) = view.selected {
            let (cx, cy) = layout.center(sq);
            paint::ring(&mut img, cx, cy, 0.46 * cell, 0.5 * cell, SELECTED, 1.0);
        }
        if let Some(caption) = &view.caption {
            self.draw_caption(&mut img, &layout, pos, caption);
        }
        img
    }

    fn sprites(&self, cell: u32) -> Arc<Sprites> {
        let mut cache = self.sprites.lock().unwrap_or_else(PoisonError::into_inner);
        cache
            .entry(cell)
            .or_insert_with(|| {
                Arc::new(Sprites {
                    black: paint::stone_sprite(cell, true, STONE_RADIUS),
                    white: paint::stone_sprite(cell, false, STONE_RADIUS),
                    hole: paint::hole_sprite(cell, HOLE_RADIUS),
                })
            })
            .clone()
    }

    fn background(&self, layout: Layout) -> Arc<RgbImage> {
        // Drawn once per layout; holding the lock meanwhile avoids drawing it twice.
        let mut cache = self
            .backgrounds
            .lock()
            .unwrap_or_else(PoisonError::into_inner);
        cache
            .entry(layout)
            .or_insert_with(|| Arc::new(self.draw_background(&layout)))
            .clone()
    }

    /// Frame, wood, holes and coordinates: everything that never changes.
    fn draw_background(&self, layout: &Layout) -> RgbImage {
        let mut img = RgbImage::from_pixel(layout.width, layout.height, Rgb(FRAME));
        let cell = layout.cell as f32;
        let pad = (cell * 0.14).round() as u32;
        let (x0, y0) = (layout.board_left - pad, layout.board_top - pad);
        let x1 = layout.board_left + layout.cell * layout.size.cols() as u32 + pad;
        let y1 = layout.board_top + layout.cell * layout.size.rows() as u32 + pad;
        // Grain runs along the rows, so each row is one colour and compresses well.
        for y in y0..y1 {
            let t = y as f32;
            let grain =
                7.0 * (t * 0.11).sin() + 4.0 * (t * 0.037 + 1.3).sin() + 2.5 * (t * 0.29).sin();
            let rgb = WOOD.map(|c| (c + grain).clamp(0.0, 255.0) as u8);
            for x in x0..x1 {
                img.put_pixel(x, y, Rgb(rgb));
            }
        }
        let sprites = self.sprites(layout.cell);
        for sq in layout.size.all_squares() {
            let (x, y) = layout.cell_origin(sq);
            sprites.hole.blit(&mut img, x as i32, y as i32);
        }
        if layout.caption_height > 0 {
            for y in 0..layout.caption_height {
                for x in 0..layout.width {
                    img.put_pixel(x, y, Rgb(CAPTION_BG));
                }
            }
        }
        let scale = PxScale::from((cell * 0.32).clamp(14.0, 26.0));
        let margin = layout.board_left as f32;
        for file in 0..layout.size.cols() {
            let sq = Square::new(file as u8, 0);
            let label = ((b'a' + file as u8) as char).to_string();
            let (cx, _) = layout.center(sq);
            let y = y1 as f32 + (margin - pad as f32) / 2.0;
            self.text_centered(&mut img, &label, cx, y, scale, COORDS);
        }
        for rank in 0..layout.size.rows() {
            let sq = Square::new(0, rank as u8);
            let (_, cy) = layout.center(sq);
            let x = (margin - pad as f32) / 2.0;
            self.text_centered(&mut img, &(rank + 1).to_string(), x, cy, scale, COORDS);
        }
        img
    }

    fn text_left(
        &self,
        img: &mut RgbImage,
        text: &str,
        x: f32,
        cy: f32,
        scale: PxScale,
        color: [u8; 3],
    ) {
        // Centre the capitals on `cy`.
        let font = self.fonts.primary();
        let cap = font
            .outline_glyph(font.glyph_id('H').with_scale(scale))
            .map_or(scale.y * 0.7, |g| g.px_bounds().height());
        self.fonts
            .draw(img, Rgb(color), x, cy + cap / 2.0, scale, text);
    }

    fn text_centered(
        &self,
        img: &mut RgbImage,
        text: &str,
        cx: f32,
        cy: f32,
        scale: PxScale,
        color: [u8; 3],
    ) {
        let tw = self.fonts.width(scale, text);
        self.text_left(img, text, cx - tw as f32 / 2.0, cy, scale, color);
    }
}

/// Rings on a move's origin (in `colour`) and on its captures, and an
/// arrowhead at its last landing.
fn mark_move(img: &mut RgbImage, layout: &Layout, m: Move, colour: [u8; 3]) {
    let cell = layout.cell as f32;
    let mut ring = |sq: Square, colour: [u8; 3], alpha: f32| {
        let (cx, cy) = layout.center(sq);
        let (inner, outer) = (MARK_INNER * cell, MARK_OUTER * cell);
        paint::ring(img, cx, cy, inner, outer, colour, alpha);
    };
    ring(m.origin(), colour, 0.95);
    for over in m.captures() {
        ring(over, CAPTURE, 0.9);
    }
    draw_arrowhead(img, layout, m, colour);
}

/// The path of a jump: a line through every landing, drawn under the stones
/// so that it leads into the moved stone.
fn draw_path(img: &mut RgbImage, layout: &Layout, m: Move, colour: [u8; 3]) {
    let half_width = (layout.cell as f32 * 0.04).max(1.5);
    let mut from = layout.center(m.origin());
    for sq in m.path().skip(1) {
        let to = layout.center(sq);
        let (x0, x1) = (from.0.min(to.0) - half_width, from.0.max(to.0) + half_width);
        let (y0, y1) = (from.1.min(to.1) - half_width, from.1.max(to.1) + half_width);
        paint::rect(img, x0, y0, x1, y1, colour, 0.95);
        from = to;
    }
}

/// An arrowhead pointing at the jump's last landing, its tip at the stone's edge.
fn draw_arrowhead(img: &mut RgbImage, layout: &Layout, m: Move, colour: [u8; 3]) {
    let Some(dir) = m.directions().last() else {
        return;
    };
    let cell = layout.cell as f32;
    let (dx, dy) = match dir {
        Direction::North => (0.0, -1.0),
        Direction::South => (0.0, 1.0),
        Direction::East => (1.0, 0.0),
        Direction::West => (-1.0, 0.0),
    };
    let (cx, cy) = layout.center(m.destination());
    let (tx, ty) = (cx - dx * cell * 0.46, cy - dy * cell * 0.46);
    let (bx, by) = (tx - dx * cell * 0.24, ty - dy * cell * 0.24);
    let (px, py) = (-dy * cell * 0.14, dx * cell * 0.14);
    paint::triangle(
        img,
        [(tx, ty), (bx + px, by + py), (bx - px, by - py)],
        colour,
        1.0,
    );
}

/// PNG bytes of an RGB image.
///
/// zlib level 3 with the Up filter: these pictures repeat whole sprites, which
/// the fastest (fdeflate) mode cannot see, while higher levels cost far more
/// time than they save bytes (see `konane-bot bench`).
///
/// # Errors
/// [`RenderError::Png`] if the encoder fails.
pub fn encode_png(img: &RgbImage) -> Result<Vec<u8>, RenderError> {
    let mut out = Vec::with_capacity(160 * 1024);
    let mut encoder = png::Encoder::new(&mut out, img.width(), img.height());
    encoder.set_color(png::ColorType::Rgb);
    encoder.set_depth(png::BitDepth::Eight);
    encoder.set_deflate_compression(png::DeflateCompression::Level(3));
    encoder.set_filter(png::Filter::Up);
    let mut writer = encoder.write_header()?;
    writer.write_image_data(img.as_raw())?;
    writer.finish()?;
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;

    #[test]
    fn names_are_fitted_by_their_drawn_width() {
        let r = Renderer::new().expect("renderer");
        let scale = PxScale::from(24.0);
        for name in [
            "W".repeat(40),
            "i".repeat(40),
            "李".repeat(30),
            "🎲".repeat(30),
        ] {
            let fitted = r.fit(&name, scale, 200.0);
            assert!(fitted.ends_with('…'), "{fitted}");
            assert!(r.fonts.width(scale, &fitted) <= 200, "{fitted}");
        }
        // Narrow letters fit more of a name than wide ones.
        let narrow = r.fit(&"i".repeat(40), scale, 200.0).chars().count();
        let wide = r.fit(&"W".repeat(40), scale, 200.0).chars().count();
        assert!(narrow > wide, "{narrow} vs {wide}");
        assert_eq!(r.fit("  Kai ", scale, 200.0), "Kai");
    }

    #[test]
    fn the_caption_speaks_the_language_it_is_given() {
        let start = Position::new(crate::engine::Variant::default().size);
        let english = Caption::for_position(&start, "Kai", "Lani", Lang::SOURCE);
        // The name set apart (FSI … PDI), so a right-to-left one keeps to itself.
        assert_eq!(
            english.status,
            "\u{2068}Kai\u{2069} (black) to remove a stone"
        );
        let count = |lang: Lang, n: usize| lang.format("caption-stones", &[("count", n.into())]);
        assert_eq!(count(english.lang, 1), "1 stone");
        assert_eq!(count(english.lang, 32), "32 stones");
        let german = Lang::shipped("de").expect("German ships");
        // Unnamed players are their colours, in the caption's language.
        let unnamed = Caption::for_position(&start, "", " ", german);
        assert_eq!(
            (unnamed.black.as_str(), unnamed.white.as_str()),
            ("Schwarz", "Weiß")
        );
        assert_eq!(unnamed.status, "Schwarz entfernt einen Stein");
        assert_eq!(count(german, 1), "1 Stein");
        let japanese = Lang::shipped("ja").expect("Japanese ships");
        let named = Caption::for_position(&start, "Kai", "Lani", japanese);
        assert_eq!(named.status, "\u{2068}Kai\u{2069}(黒)が石を取り除く番");
    }
}
