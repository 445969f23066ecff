//! Pixels: the opaque RGB frame an image is drawn on, premultiplied RGBA sprites, and filling
//! vector paths with imageproc's polygon filler, supersampled for anti-aliasing.
//!
//! Shapes are drawn once per size into sprites; an image is then copies of sprites. The copy
//! ([`blit`]) and the square tint ([`fill_rect`]) stay hand-written: they are the per-image hot
//! path and imageproc has no premultiplied-alpha copy onto an RGB frame (see the README).

use image::{GrayImage, Luma, RgbImage, RgbaImage};
use imageproc::drawing::draw_polygon_mut;
use imageproc::point::Point;

/// A straight-alpha colour.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) struct Rgba(pub u8, pub u8, pub u8, pub u8);

impl Rgba {
    /// An opaque colour from `0xRRGGBB`.
    pub const fn hex(rgb: u32) -> Rgba {
        Rgba((rgb >> 16) as u8, (rgb >> 8) as u8, rgb as u8, 255)
    }

    pub const fn alpha(self, a: u8) -> Rgba {
        Rgba(self.0, self.1, self.2, a)
    }

    /// The colour `t` (0–1) of the way to `other`.
    pub fn mix(self, other: Rgba, t: f32) -> Rgba {
        let m = |a: u8, b: u8| (a as f32 + (b as f32 - a as f32) * t).round() as u8;
        Rgba(
            m(self.0, other.0),
            m(self.1, other.1),
            m(self.2, other.2),
            m(self.3, other.3),
        )
    }
}

/// Something that can be painted on pixel by pixel.
pub(crate) trait Surface {
    fn size(&self) -> (i32, i32);
    /// Paints `c` over the pixel at (`x`, `y`) with `coverage` (0–1); outside pixels are ignored.
    fn blend(&mut self, x: i32, y: i32, c: Rgba, coverage: f32);
}

impl Surface for RgbImage {
    fn size(&self) -> (i32, i32) {
        (self.width() as i32, self.height() as i32)
    }

    #[inline]
    fn blend(&mut self, x: i32, y: i32, c: Rgba, coverage: f32) {
        let (w, h) = self.size();
        if x < 0 || y < 0 || x >= w || y >= h {
            return;
        }
        let a = c.3 as f32 / 255.0 * coverage.clamp(0.0, 1.0);
        if a <= 0.0 {
            return;
        }
        let i = (y as usize * w as usize + x as usize) * 3;
        let px = &mut self.as_mut()[i..i + 3];
        for (d, s) in px.iter_mut().zip([c.0, c.1, c.2]) {
            *d = (*d as f32 + (s as f32 - *d as f32) * a + 0.5) as u8;
        }
    }
}

/// A premultiplied RGBA picture, pre-rendered once and copied onto frames.
#[derive(Clone, Debug)]
pub(crate) struct Sprite {
    pub w: i32,
    pub h: i32,
    /// Premultiplied RGBA, row-major.
    pub px: Vec<[u8; 4]>,
}

impl Sprite {
    pub fn new(w: i32, h: i32) -> Sprite {
        Sprite {
            w,
            h,
            px: vec![[0; 4]; (w * h) as usize],
        }
    }

    fn to_image(&self) -> RgbaImage {
        let raw: Vec<u8> = self.px.iter().flatten().copied().collect();
        RgbaImage::from_raw(self.w as u32, self.h as u32, raw).expect("sizes agree")
    }

    fn from_image(img: &RgbaImage) -> Sprite {
        Sprite {
            w: img.width() as i32,
            h: img.height() as i32,
            px: img.pixels().map(|p| p.0).collect(),
        }
    }

    /// Turned `quarter_turns` × 90° clockwise, pixel for pixel.
    pub fn rotated(&self, quarter_turns: u8) -> Sprite {
        use image::imageops::{rotate180, rotate270, rotate90};
        let img = self.to_image();
        match quarter_turns % 4 {
            0 => self.clone(),
            1 => Sprite::from_image(&rotate90(&img)),
            2 => Sprite::from_image(&rotate180(&img)),
            _ => Sprite::from_image(&rotate270(&img)),
        }
    }

    /// A soft shadow of this sprite's shape, offset by (`dx`, `dy`), composited under it.
    pub fn with_shadow(&self, dx: i32, dy: i32, opacity: f32) -> Sprite {
        let (w, h) = (self.w, self.h);
        // The shape's alpha shifted, blurred by imageproc's 3×3 box filter.
        let mut alpha = GrayImage::new(w as u32, h as u32);
        for y in 0..h {
            for x in 0..w {
                let (sx, sy) = (x - dx, y - dy);
                if sx >= 0 && sy >= 0 && sx < w && sy < h {
                    alpha.put_pixel(
                        x as u32,
                        y as u32,
                        Luma([self.px[(sy * w + sx) as usize][3]]),
                    );
                }
            }
        }
        let blurred = imageproc::filter::box_filter(&alpha, 1, 1);
        let mut out = Sprite::new(w, h);
        for (p, a) in out.px.iter_mut().zip(blurred.pixels()) {
            *p = [0, 0, 0, (a.0[0] as f32 * opacity).round() as u8];
        }
        out.draw_sprite(self, 0, 0);
        out
    }

    /// Composites `src` over this sprite with its top-left at (`x`, `y`).
    pub fn draw_sprite(&mut self, src: &Sprite, x: i32, y: i32) {
        for sy in 0..src.h {
            for sx in 0..src.w {
                let (tx, ty) = (x + sx, y + sy);
                if tx < 0 || ty < 0 || tx >= self.w || ty >= self.h {
                    continue;
                }
                let s = src.px[(sy * src.w + sx) as usize];
                let d = &mut self.px[(ty * self.w + tx) as usize];
                let inv = 255 - s[3] as u32;
                for k in 0..4 {
                    d[k] = (s[k] as u32 + (d[k] as u32 * inv + 127) / 255).min(255) as u8;
                }
            }
        }
    }
}

impl Surface for Sprite {
    fn size(&self) -> (i32, i32) {
        (self.w, self.h)
    }

    fn blend(&mut self, x: i32, y: i32, c: Rgba, coverage: f32) {
        if x < 0 || y < 0 || x >= self.w || y >= self.h {
            return;
        }
        let a = c.3 as f32 / 255.0 * coverage.clamp(0.0, 1.0);
        if a <= 0.0 {
            return;
        }
        let d = &mut self.px[(y * self.w + x) as usize];
        let src = [c.0 as f32 * a, c.1 as f32 * a, c.2 as f32 * a, 255.0 * a];
        for k in 0..4 {
            d[k] = (src[k] + d[k] as f32 * (1.0 - a) + 0.5).min(255.0) as u8;
        }
    }
}

/// Copies a sprite onto an opaque frame, top-left at (`x`, `y`): the per-image hot path.
pub(crate) fn blit(dst: &mut RgbImage, src: &Sprite, x: i32, y: i32) {
    let (w, h) = (dst.width() as i32, dst.height() as i32);
    let x0 = x.max(0);
    let x1 = (x + src.w).min(w);
    if x0 >= x1 {
        return;
    }
    let buf: &mut [u8] = dst.as_mut();
    for sy in 0..src.h {
        let ty = y + sy;
        if ty < 0 || ty >= h {
            continue;
        }
        let srow = &src.px[(sy * src.w + (x0 - x)) as usize..(sy * src.w + (x1 - x)) as usize];
        let drow = &mut buf[(ty * w + x0) as usize * 3..(ty * w + x1) as usize * 3];
        for (s, d) in srow.iter().zip(drow.chunks_exact_mut(3)) {
            match s[3] {
                0 => {}
                255 => d.copy_from_slice(&s[..3]),
                a => {
                    let inv = 255 - a as u32;
                    for k in 0..3 {
                        d[k] = (s[k] as u32 + (d[k] as u32 * inv + 127) / 255).min(255) as u8;
                    }
                }
            }
        }
    }
}

/// Fills the rectangle with `c` (alpha-blended), clipped to the frame.
pub(crate) fn fill_rect(dst: &mut RgbImage, x: i32, y: i32, w: i32, h: i32, c: Rgba) {
    let (fw, fh) = (dst.width() as i32, dst.height() as i32);
    let (x0, y0, x1, y1) = (x.max(0), y.max(0), (x + w).min(fw), (y + h).min(fh));
    if x0 >= x1 || y0 >= y1 {
        return;
    }
    let a = c.3 as u32;
    let inv = 255 - a;
    let src = [c.0 as u32 * a, c.1 as u32 * a, c.2 as u32 * a];
    let buf: &mut [u8] = dst.as_mut();
    for ty in y0..y1 {
        let row = &mut buf[(ty * fw + x0) as usize * 3..(ty * fw + x1) as usize * 3];
        for d in row.chunks_exact_mut(3) {
            for k in 0..3 {
                d[k] = ((src[k] + d[k] as u32 * inv + 127) / 255) as u8;
            }
        }
    }
}

/// A closed vector outline (one or more contours) in pixel coordinates, flattened to polygons
/// and filled by imageproc at [`SUPERSAMPLE`]× for anti-aliasing.
#[derive(Clone, Debug, Default)]
pub(crate) struct Path {
    /// Each contour's points and whether it cuts a hole (drawn after, erasing).
    contours: Vec<(Vec<(f32, f32)>, bool)>,
}

/// Samples per pixel along each axis when filling paths: 16 coverage levels.
pub(crate) const SUPERSAMPLE: i32 = 4;

/// Segments per curve when flattening; enough that a 4× supersampled edge looks round.
fn curve_steps(a: (f32, f32), b: (f32, f32)) -> usize {
    let d = ((b.0 - a.0).powi(2) + (b.1 - a.1).powi(2)).sqrt();
    (d / 1.5).ceil().clamp(2.0, 24.0) as usize
}

impl Path {
    pub fn new() -> Path {
        Path::default()
    }

    fn start(&mut self, x: f32, y: f32, hole: bool) {
        self.contours.push((vec![(x, y)], hole));
    }

    fn to(&mut self, x: f32, y: f32) {
        if let Some((pts, _)) = self.contours.last_mut() {
            pts.push((x, y));
        }
    }

    fn last(&self) -> (f32, f32) {
        self.contours
            .last()
            .and_then(|(p, _)| p.last().copied())
            .unwrap_or((0.0, 0.0))
    }

    fn quad(&mut self, c: (f32, f32), p: (f32, f32)) {
        let a = self.last();
        let n = curve_steps(a, p);
        for i in 1..=n {
            let t = i as f32 / n as f32;
            let u = 1.0 - t;
            self.to(
                u * u * a.0 + 2.0 * u * t * c.0 + t * t * p.0,
                u * u * a.1 + 2.0 * u * t * c.1 + t * t * p.1,
            );
        }
    }

    fn cubic(&mut self, c1: (f32, f32), c2: (f32, f32), p: (f32, f32)) {
        let a = self.last();
        let n = curve_steps(a, p);
        for i in 1..=n {
            let t = i as f32 / n as f32;
            let u = 1.0 - t;
            let (w0, w1, w2, w3) = (u * u * u, 3.0 * u * u * t, 3.0 * u * t * t, t * t * t);
            self.to(
                w0 * a.0 + w1 * c1.0 + w2 * c2.0 + w3 * p.0,
                w0 * a.1 + w1 * c1.1 + w2 * c2.1 + w3 * p.1,
            );
        }
    }

    /// A closed polygon; `hole` cuts it out of the contours before it.
    pub fn polygon(&mut self, pts: &[(f32, f32)], hole: bool) -> &mut Path {
        if let Some(&(x, y)) = pts.first() {
            self.start(x, y, hole);
            for &(x, y) in &pts[1..] {
                self.to(x, y);
            }
        }
        self
    }

    /// A polygon whose corners are rounded off with quadratic curves cutting `r` along each edge.
    pub fn rounded_polygon(&mut self, pts: &[(f32, f32)], r: f32, hole: bool) -> &mut Path {
        let n = pts.len();
        let toward = |a: (f32, f32), b: (f32, f32), d: f32| {
            let (dx, dy) = (b.0 - a.0, b.1 - a.1);
            let len = (dx * dx + dy * dy).sqrt().max(1e-6);
            let d = d.min(len / 2.0);
            (a.0 + dx / len * d, a.1 + dy / len * d)
        };
        for i in 0..n {
            let (prev, p, next) = (pts[(i + n - 1) % n], pts[i], pts[(i + 1) % n]);
            let a = toward(p, prev, r);
            let b = toward(p, next, r);
            if i == 0 {
                self.start(a.0, a.1, hole);
            } else {
                self.to(a.0, a.1);
            }
            self.quad(p, b);
        }
        self
    }

    /// A rectangle with corners of radius `r`.
    pub fn rounded_rect(
        &mut self,
        x: f32,
        y: f32,
        w: f32,
        h: f32,
        r: f32,
        hole: bool,
    ) -> &mut Path {
        let r = r.min(w / 2.0).min(h / 2.0).max(0.0);
        // Control-point distance for a quarter circle drawn as one cubic.
        let k = r * (1.0 - 0.552_284_8);
        let (x1, y1) = (x + w, y + h);
        self.start(x + r, y, hole);
        self.to(x1 - r, y);
        self.cubic((x1 - k, y), (x1, y + k), (x1, y + r));
        self.to(x1, y1 - r);
        self.cubic((x1, y1 - k), (x1 - k, y1), (x1 - r, y1));
        self.to(x + r, y1);
        self.cubic((x + k, y1), (x, y1 - k), (x, y1 - r));
        self.to(x, y + r);
        self.cubic((x, y + k), (x + k, y), (x + r, y));
        self
    }

    pub fn circle(&mut self, cx: f32, cy: f32, r: f32, hole: bool) -> &mut Path {
        self.rounded_rect(cx - r, cy - r, 2.0 * r, 2.0 * r, r, hole)
    }

    fn bounds(&self) -> Option<(f32, f32, f32, f32)> {
        let mut pts = self.contours.iter().flat_map(|(p, _)| p.iter());
        let &(x, y) = pts.next()?;
        Some(pts.fold((x, y, x, y), |(x0, y0, x1, y1), &(x, y)| {
            (x0.min(x), y0.min(y), x1.max(x), y1.max(y))
        }))
    }

    /// The coverage of the path (0–255 per pixel) and the pixel its top-left byte stands for:
    /// the contours drawn by imageproc on a mask `SUPERSAMPLE` times finer, then averaged.
    pub fn coverage(&self) -> Option<(i32, i32, GrayImage)> {
        let (x0, y0, x1, y1) = self.bounds()?;
        let (ox, oy) = (x0.floor() as i32, y0.floor() as i32);
        let (w, h) = (
            (x1.ceil() as i32 - ox + 1).max(1),
            (y1.ceil() as i32 - oy + 1).max(1),
        );
        let ss = SUPERSAMPLE;
        let mut mask = GrayImage::new((w * ss) as u32, (h * ss) as u32);
        for (pts, hole) in &self.contours {
            // Sample centres: a point at pixel edge x maps to x·ss − ½ on the fine grid.
            let mut poly: Vec<Point<i32>> = pts
                .iter()
                .map(|&(x, y)| {
                    Point::new(
                        ((x - ox as f32) * ss as f32 - 0.5).round() as i32,
                        ((y - oy as f32) * ss as f32 - 0.5).round() as i32,
                    )
                })
                .collect();
            poly.dedup();
            while poly.len() > 1 && poly.first() == poly.last() {
                poly.pop();
            }
            if poly.len() < 3 {
                continue;
            }
            let v = if *hole { 0 } else { 255 };
            draw_polygon_mut(&mut mask, &poly, Luma([v]));
        }
        let mut cov = GrayImage::new(w as u32, h as u32);
        let n = (ss * ss) as u32;
        for y in 0..h as u32 {
            for x in 0..w as u32 {
                let mut sum = 0u32;
                for sy in 0..ss as u32 {
                    for sx in 0..ss as u32 {
                        sum += mask.get_pixel(x * ss as u32 + sx, y * ss as u32 + sy).0[0] as u32;
                    }
                }
                cov.put_pixel(x, y, Luma([((sum + n / 2) / n) as u8]));
            }
        }
        Some((ox, oy, cov))
    }

    /// Fills the path on `dst` with a colour chosen per pixel, weighted by coverage.
    pub fn fill_with<S: Surface>(&self, dst: &mut S, mut color: impl FnMut(i32, i32) -> Rgba) {
        let Some((ox, oy, cov)) = self.coverage() else {
            return;
        };
        for (x, y, c) in cov.enumerate_pixels() {
            if c.0[0] > 0 {
                let (px, py) = (x as i32 + ox, y as i32 + oy);
                dst.blend(px, py, color(px, py), c.0[0] as f32 / 255.0);
            }
        }
    }

    pub fn fill<S: Surface>(&self, dst: &mut S, c: Rgba) {
        self.fill_with(dst, |_, _| c);
    }
}

/// Moves each edge of a convex polygon inward by `d` (the polygon's inner outline at that depth).
pub(crate) fn inset_polygon(pts: &[(f32, f32)], d: f32) -> Vec<(f32, f32)> {
    let n = pts.len();
    let area: f32 = (0..n)
        .map(|i| {
            let (a, b) = (pts[i], pts[(i + 1) % n]);
            a.0 * b.1 - b.0 * a.1
        })
        .sum();
    let s = if area > 0.0 { 1.0 } else { -1.0 };
    // Each edge as a point and direction, shifted along its inward normal.
    let lines: Vec<((f32, f32), (f32, f32))> = (0..n)
        .map(|i| {
            let (a, b) = (pts[i], pts[(i + 1) % n]);
            let (dx, dy) = (b.0 - a.0, b.1 - a.1);
            let len = (dx * dx + dy * dy).sqrt().max(1e-6);
            let (nx, ny) = (-dy / len * s, dx / len * s);
            ((a.0 + nx * d, a.1 + ny * d), (dx, dy))
        })
        .collect();
    (0..n)
        .map(|i| {
            let (p1, d1) = lines[(i + n - 1) % n];
            let (p2, d2) = lines[i];
            let den = d1.0 * d2.1 - d1.1 * d2.0;
            if den.abs() < 1e-6 {
                return p2;
            }
            let t = ((p2.0 - p1.0) * d2.1 - (p2.1 - p1.1) * d2.0) / den;
            (p1.0 + d1.0 * t, p1.1 + d1.1 * t)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rotation_by_quarter_turns_is_lossless_and_clockwise() {
        let mut s = Sprite::new(3, 2);
        for (i, p) in s.px.iter_mut().enumerate() {
            *p = [i as u8, 0, 0, 255];
        }
        let r = s.rotated(1);
        assert_eq!((r.w, r.h), (2, 3));
        // The top-left pixel goes to the top-right corner.
        assert_eq!(r.px[1][0], 0);
        assert_eq!(s.rotated(1).rotated(3).px, s.px);
        assert_eq!(s.rotated(2).rotated(2).px, s.px);
        assert_eq!(s.rotated(1).rotated(1).px, s.rotated(2).px);
    }

    #[test]
    fn a_ring_has_a_hole_and_full_coverage_inside() {
        let mut img = RgbImage::new(40, 40);
        let mut p = Path::new();
        p.circle(20.0, 20.0, 15.0, false)
            .circle(20.0, 20.0, 8.0, true);
        p.fill(&mut img, Rgba::hex(0xffffff));
        assert_eq!(img.get_pixel(20, 20).0, [0, 0, 0]);
        assert_eq!(img.get_pixel(20, 8).0, [255, 255, 255]);
        assert_eq!(img.get_pixel(1, 1).0, [0, 0, 0]);
    }
}
