//! Pixel-level painting on RGB canvases: anti-aliased discs and rings,
//! shaded stone sprites, and blending. Everything here is plain arithmetic so
//! the per-move cost stays a few milliseconds.

use image::{Rgb, RgbImage};

pub type Color = [u8; 3];

/// An RGBA image with straight alpha, blended onto canvases.
#[derive(Clone, Debug)]
pub struct Sprite {
    pub side: u32,
    pixels: Vec<[u8; 4]>,
    /// Per row, the span of fully opaque pixels (empty if none or not one
    /// span), copied straight rather than blended: most of a stone.
    opaque: Vec<(u32, u32)>,
    /// The RGB bytes of every pixel, for those copies.
    rgb: Vec<u8>,
}

impl Sprite {
    fn new(side: u32, mut shade: impl FnMut(f32, f32) -> [f32; 4]) -> Sprite {
        let mut pixels = Vec::with_capacity((side * side) as usize);
        for y in 0..side {
            for x in 0..side {
                let [r, g, b, a] = shade(x as f32 + 0.5, y as f32 + 0.5);
                pixels.push([to_u8(r), to_u8(g), to_u8(b), to_u8(a * 255.0)]);
            }
        }
        let opaque = pixels
            .chunks(side as usize)
            .map(|row| {
                let first = row.iter().position(|p| p[3] == 255);
                let last = row.iter().rposition(|p| p[3] == 255);
                match (first, last) {
                    (Some(a), Some(b)) if row[a..=b].iter().all(|p| p[3] == 255) => {
                        (a as u32, b as u32 + 1)
                    }
                    _ => (0, 0),
                }
            })
            .collect();
        let rgb = pixels.iter().flat_map(|p| [p[0], p[1], p[2]]).collect();
        Sprite {
            side,
            pixels,
            opaque,
            rgb,
        }
    }

    /// Blends the sprite with its top-left at (`left`, `top`), clipped to the canvas.
    pub fn blit(&self, canvas: &mut RgbImage, left: i32, top: i32) {
        let (w, h) = (canvas.width() as i32, canvas.height() as i32);
        let side = self.side as i32;
        let (sx0, sx1) = ((-left).max(0), side.min(w - left));
        if sx0 >= sx1 {
            return;
        }
        let raw: &mut [u8] = canvas;
        for sy in (-top).max(0)..side.min(h - top) {
            let row_start = (sy * side) as usize;
            let canvas_row = ((top + sy) as usize * w as usize + left.max(0) as usize) * 3;
            let at = |sx: i32| canvas_row + (sx - sx0) as usize * 3;
            let (o0, o1) = self.opaque[sy as usize];
            let (c0, c1) = ((o0 as i32).clamp(sx0, sx1), (o1 as i32).clamp(sx0, sx1));
            if c0 < c1 {
                let src = &self.rgb[(row_start + c0 as usize) * 3..(row_start + c1 as usize) * 3];
                raw[at(c0)..at(c1)].copy_from_slice(src);
            }
            let edges = if c0 < c1 {
                [(sx0, c0), (c1, sx1)]
            } else {
                [(sx0, sx1), (0, 0)]
            };
            for (from, to) in edges {
                for sx in from..to {
                    let [r, g, b, a] = self.pixels[row_start + sx as usize];
                    if a == 0 {
                        continue;
                    }
                    let px = &mut raw[at(sx)..at(sx) + 3];
                    let (a, keep) = (a as u32, 255 - a as u32);
                    for (c, t) in px.iter_mut().zip([r, g, b]) {
                        *c = ((*c as u32 * keep + t as u32 * a + 127) / 255) as u8;
                    }
                }
            }
        }
    }
}

fn to_u8(v: f32) -> u8 {
    v.round().clamp(0.0, 255.0) as u8
}

#[inline]
pub fn blend(px: &mut Rgb<u8>, color: Color, alpha: f32) {
    for (c, &t) in px.0.iter_mut().zip(color.iter()) {
        *c = to_u8(*c as f32 + (t as f32 - *c as f32) * alpha);
    }
}

/// Coverage of a pixel at distance `d` by a ring from `inner` to `outer`
/// (a disc when `inner` is 0), with a one-pixel soft edge.
#[inline]
fn ring_coverage(d: f32, inner: f32, outer: f32) -> f32 {
    let out = (outer - d + 0.5).clamp(0.0, 1.0);
    if inner <= 0.0 {
        out
    } else {
        out * (d - inner + 0.5).clamp(0.0, 1.0)
    }
}

/// An anti-aliased ring (or disc, with `inner == 0`) centred on (`cx`, `cy`).
pub fn ring(
    canvas: &mut RgbImage,
    cx: f32,
    cy: f32,
    inner: f32,
    outer: f32,
    color: Color,
    alpha: f32,
) {
    let (w, h) = (canvas.width() as i32, canvas.height() as i32);
    let x0 = ((cx - outer - 1.0).floor() as i32).max(0);
    let x1 = ((cx + outer + 1.0).ceil() as i32).min(w - 1);
    let y0 = ((cy - outer - 1.0).floor() as i32).max(0);
    let y1 = ((cy + outer + 1.0).ceil() as i32).min(h - 1);
    for y in y0..=y1 {
        for x in x0..=x1 {
            let d = ((x as f32 + 0.5 - cx).powi(2) + (y as f32 + 0.5 - cy).powi(2)).sqrt();
            let c = ring_coverage(d, inner, outer);
            if c > 0.0 {
                blend(canvas.get_pixel_mut(x as u32, y as u32), color, c * alpha);
            }
        }
    }
}

/// A filled axis-aligned rectangle with fractional edges.
pub fn rect(canvas: &mut RgbImage, x0: f32, y0: f32, x1: f32, y1: f32, color: Color, alpha: f32) {
    let (w, h) = (canvas.width() as i32, canvas.height() as i32);
    for y in (y0.floor() as i32).max(0)..(y1.ceil() as i32).min(h) {
        let cy = ((y as f32 + 1.0).min(y1) - (y as f32).max(y0)).clamp(0.0, 1.0);
        for x in (x0.floor() as i32).max(0)..(x1.ceil() as i32).min(w) {
            let cx = ((x as f32 + 1.0).min(x1) - (x as f32).max(x0)).clamp(0.0, 1.0);
            blend(
                canvas.get_pixel_mut(x as u32, y as u32),
                color,
                cx * cy * alpha,
            );
        }
    }
}

/// A filled triangle, anti-aliased by 4×4 supersampling (arrowheads are small).
pub fn triangle(canvas: &mut RgbImage, p: [(f32, f32); 3], color: Color, alpha: f32) {
    let (w, h) = (canvas.width() as i32, canvas.height() as i32);
    let xs = p.map(|q| q.0);
    let ys = p.map(|q| q.1);
    let min = |v: [f32; 3]| v.iter().copied().fold(f32::MAX, f32::min);
    let max = |v: [f32; 3]| v.iter().copied().fold(f32::MIN, f32::max);
    let edge = |a: (f32, f32), b: (f32, f32), x: f32, y: f32| {
        (b.0 - a.0) * (y - a.1) - (b.1 - a.1) * (x - a.0)
    };
    let area = edge(p[0], p[1], p[2].0, p[2].1);
    if area.abs() < f32::EPSILON {
        return;
    }
    for y in (min(ys).floor() as i32).max(0)..(max(ys).ceil() as i32).min(h) {
        for x in (min(xs).floor() as i32).max(0)..(max(xs).ceil() as i32).min(w) {
            let mut inside = 0;
            for sy in 0..4 {
                for sx in 0..4 {
                    let (px, py) = (
                        x as f32 + (sx as f32 + 0.5) / 4.0,
                        y as f32 + (sy as f32 + 0.5) / 4.0,
                    );
                    let e = [
                        edge(p[0], p[1], px, py),
                        edge(p[1], p[2], px, py),
                        edge(p[2], p[0], px, py),
                    ];
                    if e.iter().all(|&v| v * area >= 0.0) {
                        inside += 1;
                    }
                }
            }
            if inside > 0 {
                blend(
                    canvas.get_pixel_mut(x as u32, y as u32),
                    color,
                    alpha * inside as f32 / 16.0,
                );
            }
        }
    }
}

/// How a stone looks: flat colour, ambient share, and highlight strength.
struct StoneLook {
    base: [f32; 3],
    ambient: f32,
    specular: f32,
}

const BLACK_STONE: StoneLook = StoneLook {
    base: [62.0, 62.0, 68.0],
    ambient: 0.35,
    specular: 150.0,
};

const WHITE_STONE: StoneLook = StoneLook {
    base: [246.0, 242.0, 233.0],
    ambient: 0.74,
    specular: 30.0,
};

/// A shaded stone with a soft drop shadow, on a transparent square of `side`
/// pixels; the stone's radius is `radius_share` of the side.
pub fn stone_sprite(side: u32, black: bool, radius_share: f32) -> Sprite {
    let look = if black { &BLACK_STONE } else { &WHITE_STONE };
    let half = side as f32 / 2.0;
    let r = side as f32 * radius_share;
    let shadow_offset = (side as f32 * 0.035, side as f32 * 0.055);
    let soft = (side as f32 * 0.05).max(1.0);
    // Light from the upper left, toward the viewer.
    let light = normalize([-0.45, -0.65, 0.95]);
    let halfway = normalize([light[0], light[1], light[2] + 1.0]);
    Sprite::new(side, |x, y| {
        let (dx, dy) = (x - half, y - half);
        let d = (dx * dx + dy * dy).sqrt();
        let stone = ring_coverage(d, 0.0, r);
        let sd = ((dx - shadow_offset.0).powi(2) + (dy - shadow_offset.1).powi(2)).sqrt();
        let shadow = ((r + soft - sd) / (2.0 * soft)).clamp(0.0, 1.0) * 0.45;
        if stone <= 0.0 {
            return [0.0, 0.0, 0.0, shadow];
        }
        let (nx, ny) = (dx / r, dy / r);
        let nz = (1.0 - (nx * nx + ny * ny).min(1.0)).sqrt();
        let n = [nx, ny, nz];
        let diffuse = dot(n, light).max(0.0);
        let spec = dot(n, halfway).max(0.0).powi(28) * look.specular;
        let k = look.ambient + (1.0 - look.ambient) * diffuse;
        let rgb = look.base.map(|c| c * k + spec);
        let alpha = stone + (1.0 - stone) * shadow;
        // Edge pixels mix the stone with its shadow.
        let mix = stone / alpha.max(f32::EPSILON);
        [rgb[0] * mix, rgb[1] * mix, rgb[2] * mix, alpha]
    })
}

/// A hole bored in the board: dark, with its upper inside in shadow and a
/// lighter lip at the bottom.
pub fn hole_sprite(side: u32, radius_share: f32) -> Sprite {
    let half = side as f32 / 2.0;
    let r = side as f32 * radius_share;
    Sprite::new(side, |x, y| {
        let (dx, dy) = (x - half, y - half);
        let d = (dx * dx + dy * dy).sqrt();
        let lip = ring_coverage(d, r - 0.5, r + 1.5) * ((dy / r).clamp(0.0, 1.0));
        let inside = ring_coverage(d, 0.0, r);
        if inside <= 0.0 && lip <= 0.0 {
            return [0.0; 4];
        }
        // 0 at the top edge of the hole, 1 at the bottom.
        let depth = ((dy / r) + 1.0) / 2.0;
        let shade = 0.62 + 0.38 * depth;
        let dark = [88.0 * shade, 52.0 * shade, 25.0 * shade];
        let light = [226.0, 178.0, 120.0];
        let t = lip / (lip + inside).max(f32::EPSILON);
        let rgb = [0, 1, 2].map(|i| dark[i] * (1.0 - t) + light[i] * t);
        [rgb[0], rgb[1], rgb[2], inside.max(lip * 0.8)]
    })
}

fn dot(a: [f32; 3], b: [f32; 3]) -> f32 {
    a[0] * b[0] + a[1] * b[1] + a[2] * b[2]
}

fn normalize(v: [f32; 3]) -> [f32; 3] {
    let len = dot(v, v).sqrt();
    v.map(|c| c / len)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ring_blends_only_inside_its_radii() {
        let mut img = RgbImage::from_pixel(40, 40, Rgb([0, 0, 0]));
        ring(&mut img, 20.0, 20.0, 8.0, 12.0, [255, 255, 255], 1.0);
        assert_eq!(img.get_pixel(20, 20).0, [0, 0, 0]);
        assert_eq!(img.get_pixel(30, 20).0, [255, 255, 255]);
        assert_eq!(img.get_pixel(39, 20).0, [0, 0, 0]);
    }

    #[test]
    fn stones_are_dark_or_light_away_from_the_highlight() {
        let black = stone_sprite(90, true, 0.44);
        let white = stone_sprite(90, false, 0.44);
        let at = |s: &Sprite, x: usize, y: usize| s.pixels[y * 90 + x];
        for (x, y) in [(25, 25), (65, 25), (25, 65), (65, 65)] {
            let b = at(&black, x, y);
            let w = at(&white, x, y);
            assert!(b[0] < 90 && b[3] == 255, "{b:?}");
            assert!(w[0] > 170 && w[3] == 255, "{w:?}");
        }
        // Corners of the sprite are transparent.
        assert_eq!(at(&black, 0, 0)[3], 0);
    }
}
