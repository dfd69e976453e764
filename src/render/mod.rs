//! Board pictures: a PNG for every reply and an animated GIF replay of a game.
//!
//! The board, its holes and coordinates are drawn once per layout and cached;
//! each render copies that background and adds stones, overlays and the caption.
//! Text is shaped with fonts embedded from `fonts/` (Lato first, then
//! fallbacks for other scripts and emoji), so nothing depends on the fonts of
//! the machine and a name in any script is drawn as it is written.

mod chart;
mod fonts;
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
pub use chart::RatingChart;
use fonts::FontChain;
use image::{Rgb, RgbImage};
pub use layout::Layout;
use paint::Sprite;
pub use table::Table;
pub use text::text_board;

use crate::engine::{Color, Direction, Game, Move, Phase, Position, Rules, Square};
use crate::i18n::{self, Lang};

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

/// The names and status line shown above the board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Caption {
    pub black: String,
    pub white: String,
    pub status: String,
    /// Who wins with perfect play, when the solver proved it: drawn after
    /// the status, which gives way to it when the line is short of room.
    pub verdict: Option<Color>,
    /// The language of the stone counts drawn beside the names.
    pub lang: Lang,
}

impl Caption {
    /// Names, and who is to move in `position`, in `lang`.
    pub fn for_position(position: &Position, black: &str, white: &str, lang: Lang) -> Caption {
        let black = &fonts::visible_name(black, &lang.player(Color::Black));
        let white = &fonts::visible_name(white, &lang.player(Color::White));
        let turn = position.turn();
        let id = match position.phase() {
            Phase::Jumping => "caption-to-move",
            Phase::BlackRemoval | Phase::WhiteRemoval => "caption-to-remove",
        };
        let player = player_label(name_of(turn, black, white), turn, lang);
        Caption {
            black: black.to_string(),
            white: white.to_string(),
            status: lang.format(id, &[("player", player.into())]),
            verdict: None,
            lang,
        }
    }

    /// Names, and whose turn it is or how the game ended, in `lang`.
    pub fn for_game(game: &Game, black: &str, white: &str, lang: Lang) -> Caption {
        let mut caption = Caption::for_position(game.position(), black, white, lang);
        if let Some(o) = game.outcome() {
            let winner = player_label(
                name_of(o.winner, &caption.black, &caption.white),
                o.winner,
                lang,
            );
            let loser = name_of(o.winner.other(), &caption.black, &caption.white);
            caption.status = i18n::outcome_of(o.reason, &winner, loser, lang);
        }
        caption
    }
}

fn name_of<'a>(color: Color, black: &'a str, white: &'a str) -> &'a str {
    match color {
        Color::Black => black,
        Color::White => white,
    }
}

/// "Kai (black)", or just "Black" when the name is the colour's.
fn player_label(name: &str, color: Color, lang: Lang) -> String {
    if name == lang.player(color) || name.eq_ignore_ascii_case(color.name()) {
        name.to_string()
    } else {
        lang.format(
            "caption-player",
            &[("name", name.into()), ("colour", lang.colour(color).into())],
        )
    }
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

    fn draw_caption(&self, img: &mut RgbImage, layout: &Layout, pos: &Position, caption: &Caption) {
        let stones = |n: usize| {
            caption
                .lang
                .format("caption-stones", &[("count", n.into())])
        };
        let h = layout.caption_height as f32;
        let big = PxScale::from(h * 0.32);
        let small = PxScale::from(h * 0.26);
        let pad = (h * 0.22).round();
        let line1 = h * 0.30;
        let icon = (h * 0.36) as u32;
        let black_icon = paint::stone_sprite(icon, true, 0.46);
        let white_icon = paint::stone_sprite(icon, false, 0.46);
        // Black on the left, White on the right, each with its stone count;
        // each name gets what is left of its half once the icon, the count
        // and a gap to the middle are taken.
        let half = layout.width as f32 / 2.0;
        let room = |count: &str| {
            let taken = pad + icon as f32 * 1.3 + self.fonts.width(big, count) as f32;
            (half - taken - pad).max(0.0)
        };
        let black_count = stones(pos.count(Color::Black));
        let black = format!(
            "{}  {black_count}",
            self.fit(&caption.black, big, room(&format!("  {black_count}")))
        );
        black_icon.blit(img, pad as i32, (line1 - icon as f32 / 2.0) as i32);
        self.text_left(
            img,
            &black,
            pad + icon as f32 * 1.3,
            line1,
            big,
            CAPTION_TEXT,
        );
        let white_count = stones(pos.count(Color::White));
        let white = format!(
            "{white_count}  {}",
            self.fit(&caption.white, big, room(&format!("{white_count}  ")))
        );
        let ww = self.fonts.width(big, &white);
        let right = layout.width as f32 - pad;
        white_icon.blit(
            img,
            (right - icon as f32) as i32,
            (line1 - icon as f32 / 2.0) as i32,
        );
        self.text_left(
            img,
            &white,
            right - icon as f32 * 1.3 - ww as f32,
            line1,
            big,
            CAPTION_TEXT,
        );
        let line2 = h * 0.74;
        let width = layout.width as f32 - 2.0 * pad;
        let Some(winner) = caption.verdict else {
            let status = self.fit(&caption.status, small, width);
            self.text_centered(
                img,
                &status,
                layout.width as f32 / 2.0,
                line2,
                small,
                CAPTION_DIM,
            );
            return;
        };
        // "Lani (white) to move · Proven: White wins", the verdict in the
        // hint colour and never shortened: it is the news.
        let verdict = self.fit(&i18n::proven_winner(winner, caption.lang), small, width);
        let verdict_w = self.fonts.width(small, &verdict) as f32;
        let gap = "  ·  ";
        let status_room = width - verdict_w - self.fonts.width(small, gap) as f32;
        let status = self.fit(&caption.status, small, status_room.max(0.0));
        let before = if status.is_empty() {
            String::new()
        } else {
            format!("{status}{gap}")
        };
        let total = self.fonts.width(small, &before) as f32 + verdict_w;
        let left = (layout.width as f32 - total) / 2.0;
        self.text_left(img, &before, left, line2, small, CAPTION_DIM);
        let verdict_x = left + self.fonts.width(small, &before) as f32;
        self.text_left(img, &verdict, verdict_x, line2, small, HINT);
    }

    /// `text` trimmed, and shortened with an ellipsis until it is at most
    /// `max_px` wide at `scale`, as drawn (wide letters, CJK and emoji
    /// take more room than narrow ones).
    fn fit(&self, text: &str, scale: PxScale, max_px: f32) -> String {
        let trimmed = text.trim();
        let fits = |t: &str| self.fonts.width(scale, t) as f32 <= max_px;
        if fits(trimmed) {
            return trimmed.to_string();
        }
        let chars: Vec<char> = trimmed.chars().collect();
        // The longest prefix that fits with its ellipsis, found by halving.
        let (mut short, mut long) = (0, chars.len());
        while short + 1 < long {
            let mid = (short + long) / 2;
            let cut: String = chars[..mid].iter().collect();
            if fits(&format!("{}…", cut.trim_end())) {
                short = mid;
            } else {
                long = mid;
            }
        }
        let cut: String = chars[..short].iter().collect();
        format!("{}…", cut.trim_end())
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
        assert_eq!(english.status, "Kai (black) to remove a stone");
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
        assert_eq!(named.status, "Kai(黒)が石を取り除く番");
    }
}
