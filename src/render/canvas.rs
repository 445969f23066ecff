//! Pixels: the opaque RGB frame an image is drawn on, premultiplied RGBA sprites, and
//! exact-coverage filling of vector paths.

use ab_glyph_rasterizer::{point, Point, Rasterizer};
use image::RgbImage;

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

    /// Turned `quarter_turns` × 90° clockwise, pixel for pixel.
    pub fn rotated(&self, quarter_turns: u8) -> Sprite {
        let (w, h) = (self.w, self.h);
        match quarter_turns % 4 {
            0 => self.clone(),
            2 => {
                let mut px = self.px.clone();
                px.reverse();
                Sprite { w, h, px }
            }
            q => {
                let mut out = Sprite::new(h, w);
                for y in 0..h {
                    for x in 0..w {
                        // Clockwise: (x, y) goes to (h-1-y, x); counter-clockwise to (y, w-1-x).
                        let (nx, ny) = if q == 1 {
                            (h - 1 - y, x)
                        } else {
                            (y, w - 1 - x)
                        };
                        out.px[(ny * h + nx) as usize] = self.px[(y * w + x) as usize];
                    }
                }
                out
            }
        }
    }

    /// A soft shadow of this sprite's shape, offset by (`dx`, `dy`), composited under it.
    pub fn with_shadow(&self, dx: i32, dy: i32, opacity: f32) -> Sprite {
        let (w, h) = (self.w, self.h);
        // Shape alpha shifted, then a 3×3 box blur.
        let alpha = |x: i32, y: i32| -> f32 {
            let (sx, sy) = (x - dx, y - dy);
            if sx < 0 || sy < 0 || sx >= w || sy >= h {
                0.0
            } else {
                self.px[(sy * w + sx) as usize][3] as f32
            }
        };
        let mut out = Sprite::new(w, h);
        for y in 0..h {
            for x in 0..w {
                let mut sum = 0.0;
                for oy in -1..=1 {
                    for ox in -1..=1 {
                        sum += alpha(x + ox, y + oy);
                    }
                }
                let a = sum / 9.0 * opacity;
                out.px[(y * w + x) as usize] = [0, 0, 0, a.round() as u8];
            }
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

/// A closed vector outline (one or more contours) in pixel coordinates.
#[derive(Clone, Debug, Default)]
pub(crate) struct Path {
    segs: Vec<Seg>,
    start: Option<Point>,
    cur: Option<Point>,
}

#[derive(Clone, Copy, Debug)]
enum Seg {
    Line(Point, Point),
    Quad(Point, Point, Point),
    Cubic(Point, Point, Point, Point),
}

impl Path {
    pub fn new() -> Path {
        Path::default()
    }

    pub fn move_to(&mut self, x: f32, y: f32) -> &mut Path {
        self.close();
        self.start = Some(point(x, y));
        self.cur = self.start;
        self
    }

    pub fn line_to(&mut self, x: f32, y: f32) -> &mut Path {
        let p = point(x, y);
        if let Some(c) = self.cur {
            self.segs.push(Seg::Line(c, p));
        }
        self.cur = Some(p);
        self
    }

    pub fn quad_to(&mut self, cx: f32, cy: f32, x: f32, y: f32) -> &mut Path {
        let p = point(x, y);
        if let Some(c) = self.cur {
            self.segs.push(Seg::Quad(c, point(cx, cy), p));
        }
        self.cur = Some(p);
        self
    }

    pub fn cubic_to(&mut self, c1: (f32, f32), c2: (f32, f32), x: f32, y: f32) -> &mut Path {
        let p = point(x, y);
        if let Some(c) = self.cur {
            self.segs
                .push(Seg::Cubic(c, point(c1.0, c1.1), point(c2.0, c2.1), p));
        }
        self.cur = Some(p);
        self
    }

    /// Closes the current contour with a straight line back to its start.
    pub fn close(&mut self) -> &mut Path {
        if let (Some(s), Some(c)) = (self.start, self.cur) {
            if s != c {
                self.segs.push(Seg::Line(c, s));
            }
        }
        self.cur = self.start;
        self
    }

    /// A closed polygon; `rev` walks it backwards (to cut a hole in an earlier contour).
    pub fn polygon(&mut self, pts: &[(f32, f32)], rev: bool) -> &mut Path {
        let mut pts = pts.to_vec();
        if rev {
            pts.reverse();
        }
        if let Some(&(x, y)) = pts.first() {
            self.move_to(x, y);
            for &(x, y) in &pts[1..] {
                self.line_to(x, y);
            }
            self.close();
        }
        self
    }

    /// A polygon whose corners are rounded off with quadratic curves cutting `r` along each edge.
    pub fn rounded_polygon(&mut self, pts: &[(f32, f32)], r: f32, rev: bool) -> &mut Path {
        let mut pts = pts.to_vec();
        if rev {
            pts.reverse();
        }
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
                self.move_to(a.0, a.1);
            } else {
                self.line_to(a.0, a.1);
            }
            self.quad_to(p.0, p.1, b.0, b.1);
        }
        self.close()
    }

    /// A rectangle with corners of radius `r`.
    pub fn rounded_rect(&mut self, x: f32, y: f32, w: f32, h: f32, r: f32, rev: bool) -> &mut Path {
        let r = r.min(w / 2.0).min(h / 2.0);
        // Control-point distance for a quarter circle drawn as one cubic.
        let k = r * (1.0 - 0.552_284_8);
        let (x1, y1) = (x + w, y + h);
        let mut p = Path::new();
        p.move_to(x + r, y)
            .line_to(x1 - r, y)
            .cubic_to((x1 - k, y), (x1, y + k), x1, y + r)
            .line_to(x1, y1 - r)
            .cubic_to((x1, y1 - k), (x1 - k, y1), x1 - r, y1)
            .line_to(x + r, y1)
            .cubic_to((x + k, y1), (x, y1 - k), x, y1 - r)
            .line_to(x, y + r)
            .cubic_to((x, y + k), (x + k, y), x + r, y)
            .close();
        if rev {
            p.reverse();
        }
        self.append(p)
    }

    pub fn circle(&mut self, cx: f32, cy: f32, r: f32, rev: bool) -> &mut Path {
        self.rounded_rect(cx - r, cy - r, 2.0 * r, 2.0 * r, r, rev)
    }

    fn reverse(&mut self) {
        self.segs.reverse();
        for s in &mut self.segs {
            *s = match *s {
                Seg::Line(a, b) => Seg::Line(b, a),
                Seg::Quad(a, c, b) => Seg::Quad(b, c, a),
                Seg::Cubic(a, c1, c2, b) => Seg::Cubic(b, c2, c1, a),
            };
        }
    }

    fn append(&mut self, other: Path) -> &mut Path {
        self.close();
        self.segs.extend(other.segs);
        self.start = None;
        self.cur = None;
        self
    }

    fn bounds(&self) -> Option<(f32, f32, f32, f32)> {
        let mut b: Option<(f32, f32, f32, f32)> = None;
        let mut add = |p: Point| {
            b = Some(match b {
                None => (p.x, p.y, p.x, p.y),
                Some((x0, y0, x1, y1)) => (x0.min(p.x), y0.min(p.y), x1.max(p.x), y1.max(p.y)),
            });
        };
        for s in &self.segs {
            match *s {
                Seg::Line(a, c) => [a, c].into_iter().for_each(&mut add),
                Seg::Quad(a, c, d) => [a, c, d].into_iter().for_each(&mut add),
                Seg::Cubic(a, c, d, e) => [a, c, d, e].into_iter().for_each(&mut add),
            }
        }
        b
    }

    /// Fills the path on `dst` with a colour chosen per pixel, weighted by exact area coverage.
    pub fn fill_with<S: Surface>(&self, dst: &mut S, mut color: impl FnMut(i32, i32) -> Rgba) {
        let mut path = self.clone();
        path.close();
        let Some((x0, y0, x1, y1)) = path.bounds() else {
            return;
        };
        let (ox, oy) = (x0.floor() as i32, y0.floor() as i32);
        let (w, h) = (
            (x1.ceil() as i32 - ox + 1).max(1),
            (y1.ceil() as i32 - oy + 1).max(1),
        );
        let mut r = Rasterizer::new(w as usize, h as usize);
        let o = |p: Point| point(p.x - ox as f32, p.y - oy as f32);
        for s in &path.segs {
            match *s {
                Seg::Line(a, b) => r.draw_line(o(a), o(b)),
                Seg::Quad(a, c, b) => r.draw_quad(o(a), o(c), o(b)),
                Seg::Cubic(a, c1, c2, b) => r.draw_cubic(o(a), o(c1), o(c2), o(b)),
            }
        }
        r.for_each_pixel_2d(|x, y, cov| {
            if cov > 0.0 {
                let (px, py) = (x as i32 + ox, y as i32 + oy);
                dst.blend(px, py, color(px, py), cov);
            }
        });
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
