//! Animated GIF replays: one frame per move, each showing the move as it is
//! made, the last held longer. Frames after the first store only the
//! rectangle that changed, which keeps long games on big boards small.

use gif::{DisposalMethod, Encoder, Frame, Repeat};
use image::RgbImage;

use super::caption::player_label;
use super::{BoardView, Caption, Layout, RenderError, Renderer};
use crate::engine::{Color, Position, Record, numbered};
use crate::i18n::Lang;

/// Board size of replay frames: smaller than reply PNGs, as GIFs are larger.
const REPLAY_BOARD_PX: u32 = 480;
/// NeuQuant palette speed, 1 (best) to 30 (fastest).
const QUANTIZE_SPEED: i32 = 10;
const FRAME_MS: u32 = 1000;
const LAST_FRAME_MS: u32 = 4000;

impl Renderer {
    /// The whole game as an animated GIF, its captions in `lang`. Each frame
    /// but a finished game's last shows `verdict` of its position, if any.
    ///
    /// # Errors
    /// [`RenderError::Gif`] if GIF encoding fails.
    pub fn replay_gif(
        &self,
        record: &Record,
        lang: Lang,
        verdict: impl Fn(&Position) -> Option<Color>,
    ) -> Result<Vec<u8>, RenderError> {
        let game = &record.game;
        let layout = Layout::new(game.variant().size, REPLAY_BOARD_PX, true);
        let moves = game.moves();
        let frames = moves.len().max(1);
        let mut out = Vec::new();
        {
            let (w, h) = (dimension(layout.width)?, dimension(layout.height)?);
            let mut encoder = Encoder::new(&mut out, w, h, &[])?;
            encoder.set_repeat(Repeat::Infinite)?;
            let mut position = *game.start();
            let mut previous: Option<RgbImage> = None;
            for i in 0..frames {
                let last_move = moves.get(i).copied();
                let mut status = String::new();
                if let Some(m) = last_move {
                    let mover = position.turn();
                    position.play_unchecked(m);
                    let name = match mover {
                        Color::Black => &record.black,
                        Color::White => &record.white,
                    };
                    status = format!(
                        "{} · {}",
                        numbered(game.number_of(i), m),
                        player_label(name, mover, lang)
                    );
                }
                let is_last = i + 1 == frames;
                let mut proven = None;
                if is_last && game.is_over() {
                    status = Caption::for_game(game, &record.black, &record.white, lang).status;
                } else {
                    proven = verdict(&position);
                }
                let view = BoardView {
                    position: Some(&position),
                    last_move,
                    caption: Some(Caption {
                        black: record.black.clone(),
                        white: record.white.clone(),
                        status,
                        verdict: proven,
                        lang,
                    }),
                    ..BoardView::default()
                };
                let img = self.render_with(&view, layout);
                let delay = if is_last { LAST_FRAME_MS } else { FRAME_MS };
                encoder.write_frame(&changed_part(previous.as_ref(), &img, delay))?;
                previous = Some(img);
            }
        }
        Ok(out)
    }
}

fn dimension(px: u32) -> Result<u16, RenderError> {
    u16::try_from(px).map_err(|_| RenderError::TooLarge(px))
}

/// The smallest frame that turns `previous` into `next` (all of `next` first).
/// Frames keep what is under them, so unchanged pixels inside the changed
/// rectangle are sent as transparent, which compresses to almost nothing.
fn changed_part(previous: Option<&RgbImage>, next: &RgbImage, delay_ms: u32) -> Frame<'static> {
    let (w, h) = next.dimensions();
    let (mut x0, mut y0, mut x1, mut y1) = (0, 0, w, h);
    if let Some(prev) = previous.filter(|p| p.dimensions() == next.dimensions()) {
        (x0, y0, x1, y1) = (w, h, 0, 0);
        for (x, y, px) in next.enumerate_pixels() {
            if prev.get_pixel(x, y) != px {
                x0 = x0.min(x);
                y0 = y0.min(y);
                x1 = x1.max(x + 1);
                y1 = y1.max(y + 1);
            }
        }
        if x0 >= x1 {
            // Nothing changed: a one-pixel frame still carries the delay.
            (x0, y0, x1, y1) = (0, 0, 1, 1);
        }
    }
    let mut rgba = Vec::with_capacity(((x1 - x0) * (y1 - y0) * 4) as usize);
    for y in y0..y1 {
        for x in x0..x1 {
            let px = next.get_pixel(x, y);
            if previous.is_some_and(|p| p.get_pixel(x, y) == px) {
                rgba.extend_from_slice(&[0, 0, 0, 0]);
            } else {
                rgba.extend_from_slice(&[px[0], px[1], px[2], 255]);
            }
        }
    }
    // Layouts are at most a few hundred pixels a side, well within u16.
    let mut frame = Frame::from_rgba_speed(
        (x1 - x0) as u16,
        (y1 - y0) as u16,
        &mut rgba,
        QUANTIZE_SPEED,
    );
    frame.left = x0 as u16;
    frame.top = y0 as u16;
    frame.delay = (delay_ms / 10) as u16;
    frame.dispose = DisposalMethod::Keep;
    frame
}
