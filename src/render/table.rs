//! Tables as pictures: a title, a header row and zebra-striped rows, each
//! cell shaped like every caption (any script, emoji), numbers aligned right.

use ab_glyph::PxScale;
use image::{Rgb, RgbImage};

use super::{CAPTION_BG, CAPTION_DIM, CAPTION_TEXT, RenderError, Renderer};

/// A table to draw.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Table {
    pub title: String,
    pub headers: Vec<String>,
    pub rows: Vec<Vec<String>>,
    /// Columns aligned right (numbers), by index.
    pub right: Vec<usize>,
}

const ROW: u32 = 30;
const TITLE: u32 = 46;
const PAD: u32 = 14;
const GAP: u32 = 22;
const TEXT: f32 = 19.0;
const TITLE_TEXT: f32 = 24.0;
/// Cells longer than this many characters are cut with "…".
const MAX_CELL: usize = 32;
const STRIPE: [u8; 3] = [44, 47, 55];
const RULE: [u8; 3] = [88, 92, 104];

fn cut(text: &str) -> String {
    if text.chars().count() <= MAX_CELL {
        return text.to_string();
    }
    let mut short: String = text.chars().take(MAX_CELL - 1).collect();
    short.push('…');
    short
}

impl Renderer {
    /// `table` as an RGB image, as wide as its columns need.
    pub fn render_table(&self, table: &Table) -> RgbImage {
        let scale = PxScale::from(TEXT);
        let columns = table.headers.len();
        let cells: Vec<Vec<String>> = table
            .rows
            .iter()
            .map(|row| {
                (0..columns)
                    .map(|c| cut(row.get(c).map_or("", String::as_str)))
                    .collect()
            })
            .collect();
        let mut widths: Vec<u32> = table
            .headers
            .iter()
            .map(|h| self.fonts.width(scale, h))
            .collect();
        for row in &cells {
            for (c, cell) in row.iter().enumerate() {
                widths[c] = widths[c].max(self.fonts.width(scale, cell));
            }
        }
        let title_width = self.fonts.width(PxScale::from(TITLE_TEXT), &table.title);
        let body: u32 = widths.iter().sum::<u32>()
            + GAP * u32::try_from(columns.saturating_sub(1)).unwrap_or(0);
        let width = body.max(title_width) + 2 * PAD;
        let rows = u32::try_from(cells.len() + 1).unwrap_or(u32::MAX);
        let height = TITLE + rows.saturating_mul(ROW) + PAD;
        let mut img = RgbImage::from_pixel(width, height, Rgb(CAPTION_BG));
        let baseline = |top: u32| (top + ROW - 9) as f32;
        self.fonts.draw(
            &mut img,
            Rgb(CAPTION_TEXT),
            PAD as f32,
            (TITLE - 14) as f32,
            PxScale::from(TITLE_TEXT),
            &table.title,
        );
        let draw_row = |img: &mut RgbImage, top: u32, row: &[String], colour: [u8; 3]| {
            let mut x = PAD;
            for (c, cell) in row.iter().enumerate() {
                let shift = if table.right.contains(&c) {
                    widths[c] - self.fonts.width(scale, cell)
                } else {
                    0
                };
                self.fonts.draw(
                    img,
                    Rgb(colour),
                    (x + shift) as f32,
                    baseline(top),
                    scale,
                    cell,
                );
                x += widths[c] + GAP;
            }
        };
        draw_row(&mut img, TITLE, &table.headers, CAPTION_DIM);
        for x in PAD..width - PAD {
            img.put_pixel(x, TITLE + ROW - 1, Rgb(RULE));
        }
        for (i, row) in cells.iter().enumerate() {
            let top = TITLE + ROW * (u32::try_from(i).unwrap_or(u32::MAX) + 1);
            if i % 2 == 1 {
                for y in top..top + ROW {
                    for x in 0..width {
                        img.put_pixel(x, y, Rgb(STRIPE));
                    }
                }
            }
            draw_row(&mut img, top, row, CAPTION_TEXT);
        }
        img
    }

    /// `table` as PNG bytes.
    ///
    /// # Errors
    /// [`RenderError::Png`] if PNG encoding fails.
    pub fn render_table_png(&self, table: &Table) -> Result<Vec<u8>, RenderError> {
        // Grey on grey: one channel holds the picture, a third of the bytes.
        let grey = image::DynamicImage::ImageRgb8(self.render_table(table)).into_luma8();
        let mut out = Vec::with_capacity(64 * 1024);
        let mut encoder = png::Encoder::new(&mut out, grey.width(), grey.height());
        encoder.set_color(png::ColorType::Grayscale);
        encoder.set_depth(png::BitDepth::Eight);
        encoder.set_deflate_compression(png::DeflateCompression::Level(3));
        encoder.set_filter(png::Filter::Sub);
        let mut writer = encoder.write_header()?;
        writer.write_image_data(grey.as_raw())?;
        writer.finish()?;
        Ok(out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn table(rows: usize) -> Table {
        Table {
            title: "Winter Cup: final standings".into(),
            headers: ["#", "Player", "Points", "Buchholz", "SB", "Games"]
                .map(String::from)
                .to_vec(),
            rows: (0..rows)
                .map(|i| {
                    vec![
                        (i + 1).to_string(),
                        format!("Player {i} محمد 李"),
                        (rows - i).to_string(),
                        "12".into(),
                        "34".into(),
                        "7".into(),
                    ]
                })
                .collect(),
            right: vec![0, 2, 3, 4, 5],
        }
    }

    #[test]
    fn a_table_grows_with_its_rows_and_draws_every_cell() {
        let renderer = Renderer::new().expect("renderer");
        let small = renderer.render_table(&table(3));
        let big = renderer.render_table(&table(64));
        assert_eq!(big.height() - small.height(), 61 * ROW);
        // Every row has ink: text lighter than the background in its band.
        for i in 0..64u32 {
            let top = TITLE + ROW * (i + 1);
            let inked =
                (top..top + ROW).any(|y| (0..big.width()).any(|x| big.get_pixel(x, y).0[0] > 150));
            assert!(inked, "row {i} is blank");
        }
    }

    #[test]
    fn a_long_name_is_cut_and_an_empty_table_still_draws() {
        assert_eq!(cut(&"x".repeat(40)).chars().count(), MAX_CELL);
        assert_eq!(cut("short"), "short");
        let renderer = Renderer::new().expect("renderer");
        let empty = renderer.render_table(&Table {
            title: "t".into(),
            headers: vec!["a".into()],
            ..Table::default()
        });
        assert_eq!(empty.height(), TITLE + ROW + PAD);
        assert!(renderer.render_table_png(&table(64)).expect("png").len() < 200 * 1024);
    }
}
