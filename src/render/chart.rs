//! A rating over time as a picture: the rating as a line, its uncertainty
//! (two deviations either side) as a band, with the range and the first and
//! last dates written beside it. Games are spaced evenly, so a busy week
//! reads as clearly as a quiet month.

use ab_glyph::PxScale;
use image::{Rgb, RgbImage};

use super::paint;
use super::{CAPTION_BG, CAPTION_DIM, CAPTION_TEXT, RenderError, Renderer, encode_png};

/// What a rating chart shows.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct RatingChart {
    pub title: String,
    /// (rating, deviation) at the start and after each game, oldest first.
    pub points: Vec<(f64, f64)>,
    /// How many deviations either side the band spans.
    pub band: f64,
    pub first_label: String,
    pub last_label: String,
}

const WIDTH: u32 = 640;
const HEIGHT: u32 = 320;
const LEFT: f32 = 64.0;
const RIGHT: f32 = 18.0;
const TOP: f32 = 44.0;
const BOTTOM: f32 = 34.0;
const LINE: [u8; 3] = [120, 190, 255];
const BAND: [u8; 3] = [70, 110, 170];
const GRID: [u8; 3] = [88, 92, 104];

impl Renderer {
    /// The chart as an RGB image; a chart with fewer than two points shows
    /// its title and axes only.
    pub fn render_rating_chart(&self, chart: &RatingChart) -> RgbImage {
        let mut img = RgbImage::from_pixel(WIDTH, HEIGHT, Rgb(CAPTION_BG));
        let text = PxScale::from(16.0);
        self.fonts.draw(
            &mut img,
            Rgb(CAPTION_TEXT),
            LEFT,
            28.0,
            PxScale::from(20.0),
            &chart.title,
        );
        let (plot_w, plot_h) = (WIDTH as f32 - LEFT - RIGHT, HEIGHT as f32 - TOP - BOTTOM);
        let lows = chart.points.iter().map(|&(r, d)| r - chart.band * d);
        let highs = chart.points.iter().map(|&(r, d)| r + chart.band * d);
        let low = lows.fold(f64::INFINITY, f64::min);
        let high = highs.fold(f64::NEG_INFINITY, f64::max);
        let (low, high) = if low.is_finite() && high > low {
            (low, high)
        } else {
            (1000.0, 2000.0)
        };
        let y_of = |rating: f64| TOP + plot_h * (1.0 - ((rating - low) / (high - low)) as f32);
        let steps = chart.points.len().saturating_sub(1).max(1) as f32;
        let x_of = |i: f32| LEFT + plot_w * i / steps;
        // Grid: the range's ends and middle.
        for rating in [low, (low + high) / 2.0, high] {
            let y = y_of(rating);
            paint::rect(&mut img, LEFT, y - 0.5, LEFT + plot_w, y + 0.5, GRID, 1.0);
            let label = format!("{rating:.0}");
            let w = self.fonts.width(text, &label) as f32;
            self.fonts.draw(
                &mut img,
                Rgb(CAPTION_DIM),
                LEFT - 8.0 - w,
                y + 5.0,
                text,
                &label,
            );
        }
        if chart.points.len() >= 2 {
            // The band, column by column between neighbouring points.
            for pair in 0..chart.points.len() - 1 {
                let (a, b) = (chart.points[pair], chart.points[pair + 1]);
                let (x0, x1) = (x_of(pair as f32), x_of(pair as f32 + 1.0));
                let mut x = x0.floor();
                while x < x1 {
                    let t = f64::from(((x + 0.5 - x0) / (x1 - x0)).clamp(0.0, 1.0));
                    let rating = a.0 + (b.0 - a.0) * t;
                    let deviation = a.1 + (b.1 - a.1) * t;
                    let top = y_of(rating + chart.band * deviation);
                    let bottom = y_of(rating - chart.band * deviation);
                    paint::rect(
                        &mut img,
                        x.max(x0),
                        top,
                        (x + 1.0).min(x1),
                        bottom,
                        BAND,
                        0.5,
                    );
                    x += 1.0;
                }
            }
            // The line, as overlapping discs along each segment.
            for pair in 0..chart.points.len() - 1 {
                let (x0, y0) = (x_of(pair as f32), y_of(chart.points[pair].0));
                let (x1, y1) = (x_of(pair as f32 + 1.0), y_of(chart.points[pair + 1].0));
                let length = ((x1 - x0).powi(2) + (y1 - y0).powi(2)).sqrt();
                let dots = (length * 2.0).ceil().max(1.0) as usize;
                for i in 0..=dots {
                    let t = i as f32 / dots as f32;
                    paint::ring(
                        &mut img,
                        x0 + (x1 - x0) * t,
                        y0 + (y1 - y0) * t,
                        0.0,
                        1.6,
                        LINE,
                        1.0,
                    );
                }
            }
        }
        let base = HEIGHT as f32 - 10.0;
        self.fonts.draw(
            &mut img,
            Rgb(CAPTION_DIM),
            LEFT,
            base,
            text,
            &chart.first_label,
        );
        let w = self.fonts.width(text, &chart.last_label) as f32;
        self.fonts.draw(
            &mut img,
            Rgb(CAPTION_DIM),
            LEFT + plot_w - w,
            base,
            text,
            &chart.last_label,
        );
        img
    }

    /// The chart as PNG bytes.
    ///
    /// # Errors
    /// [`RenderError::Png`] if PNG encoding fails.
    pub fn render_rating_chart_png(&self, chart: &RatingChart) -> Result<Vec<u8>, RenderError> {
        encode_png(&self.render_rating_chart(chart))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn is(pixel: &Rgb<u8>, colour: [u8; 3]) -> bool {
        pixel.0.iter().zip(colour).all(|(&p, c)| p.abs_diff(c) < 2)
    }

    #[test]
    fn the_line_rises_with_the_rating_inside_its_band() {
        let renderer = Renderer::new().expect("renderer");
        let chart = RatingChart {
            title: "Kai".into(),
            points: vec![(1500.0, 350.0), (1600.0, 250.0), (1700.0, 150.0)],
            band: 2.0,
            first_label: "2026.12.01".into(),
            last_label: "2026.12.03".into(),
        };
        let img = renderer.render_rating_chart(&chart);
        assert_eq!((img.width(), img.height()), (WIDTH, HEIGHT));
        // The line's row in the first and last columns of the plot: it ends higher than it starts.
        let line_row = |x: u32| (0..HEIGHT).find(|&y| is(img.get_pixel(x, y), LINE));
        let start = line_row(LEFT as u32 + 1).expect("the line starts");
        let end = line_row(WIDTH - RIGHT as u32 - 2).expect("the line ends");
        assert!(end < start, "a rising rating: {start} → {end}");
        // The band is wider at the start (350) than at the end (150).
        let band_height = |x: u32| {
            (0..HEIGHT)
                .filter(|&y| !is(img.get_pixel(x, y), CAPTION_BG))
                .count()
        };
        assert!(band_height(LEFT as u32 + 2) > band_height(WIDTH - RIGHT as u32 - 3));
    }

    #[test]
    fn a_chart_without_games_still_draws() {
        let renderer = Renderer::new().expect("renderer");
        let img = renderer.render_rating_chart(&RatingChart::default());
        assert_eq!((img.width(), img.height()), (WIDTH, HEIGHT));
        assert!(
            renderer
                .render_rating_chart_png(&RatingChart::default())
                .is_ok()
        );
    }
}
