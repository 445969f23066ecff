//! Small pieces of chrome shared by both layouts: text placement, name pills, tags, badges.
//!
//! Shapes are drawn by imageproc (through [`Path`]) once per size and colour into sprites kept in
//! a cache, so an image only copies them.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

use image::RgbImage;

use super::canvas::{blit, Path, Rgba, Sprite};
use super::text::{self, Line};

/// A sprite drawn once by `build` and kept under `key`.
pub(crate) fn cached_sprite(key: String, build: impl FnOnce() -> Sprite) -> Arc<Sprite> {
    static CACHE: OnceLock<Mutex<HashMap<String, Arc<Sprite>>>> = OnceLock::new();
    let cache = CACHE.get_or_init(Default::default);
    if let Some(s) = cache.lock().unwrap_or_else(|e| e.into_inner()).get(&key) {
        return s.clone();
    }
    let s = Arc::new(build());
    let mut map = cache.lock().unwrap_or_else(|e| e.into_inner());
    if map.len() > 2048 {
        map.clear();
    }
    map.insert(key, s.clone());
    s
}

/// A `w`×`h` rounded rectangle of radius `r` in `c`, from the cache.
pub(crate) fn rounded_rect(w: i32, h: i32, r: f32, c: Rgba) -> Arc<Sprite> {
    cached_sprite(format!("rr {w} {h} {} {c:?}", r.to_bits()), || {
        let mut s = Sprite::new(w.max(1), h.max(1));
        Path::new()
            .rounded_rect(0.0, 0.0, w as f32, h as f32, r, false)
            .fill(&mut s, c);
        s
    })
}

/// Draws `s` centred on (`cx`, `cy`).
pub(crate) fn text_centered(img: &mut RgbImage, s: &str, px: f32, cx: f32, cy: f32, c: Rgba) {
    let line = text::line(s, px, f32::INFINITY);
    let base = text::centered_baseline(px, cy);
    text::draw_line(img, &line, (cx - line.width / 2.0).round(), base, c);
}

/// Draws `s` right-aligned to `right`, vertically centred on `cy`, shortened to `max_w`; returns
/// the width drawn.
pub(crate) fn text_right(
    img: &mut RgbImage,
    s: &str,
    px: f32,
    right: f32,
    cy: f32,
    max_w: f32,
    c: Rgba,
) -> f32 {
    text_at(img, s, px, (right, cy), max_w, c, true)
}

/// Draws `s` from `x`, vertically centred on `cy`, shortened to `max_w`; returns the width drawn.
pub(crate) fn text_left(
    img: &mut RgbImage,
    s: &str,
    px: f32,
    x: f32,
    cy: f32,
    max_w: f32,
    c: Rgba,
) -> f32 {
    text_at(img, s, px, (x, cy), max_w, c, false)
}

fn text_at(
    img: &mut RgbImage,
    s: &str,
    px: f32,
    (x, cy): (f32, f32),
    max_w: f32,
    c: Rgba,
    right_aligned: bool,
) -> f32 {
    let line = text::line(s, px, max_w);
    let base = text::centered_baseline(px, cy);
    let left = if right_aligned { x - line.width } else { x };
    text::draw_line(img, &line, left.round(), base, c);
    line.width
}

/// The mark before a player's name: a solid piece (☗, sente) or an outlined one (☖, gote).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Icon {
    Solid,
    Outline,
}

fn icon_sprite(icon: Icon, h: f32, ink: Rgba) -> Arc<Sprite> {
    cached_sprite(format!("icon {icon:?} {} {ink:?}", h.to_bits()), || {
        let (iw, ih) = (h * 0.36, h * 0.44);
        let size = h.ceil() as i32;
        let mut s = Sprite::new(size, size);
        let (cx, cy) = (h / 2.0, h / 2.0);
        let pts = [
            (cx, cy - ih / 2.0),
            (cx + iw * 0.4, cy - ih / 2.0 + ih * 0.25),
            (cx + iw / 2.0, cy + ih / 2.0),
            (cx - iw / 2.0, cy + ih / 2.0),
            (cx - iw * 0.4, cy - ih / 2.0 + ih * 0.25),
        ];
        let mut p = Path::new();
        p.rounded_polygon(&pts, h * 0.03, false);
        if icon == Icon::Outline {
            let inner = super::canvas::inset_polygon(&pts, (h * 0.06).max(1.0));
            p.rounded_polygon(&inner, h * 0.02, true);
        }
        p.fill(&mut s, ink);
        s
    })
}

/// A rounded name label.
pub(crate) struct Pill<'a> {
    pub line: &'a Line,
    pub fill: Rgba,
    pub ink: Rgba,
    pub icon: Option<Icon>,
    /// Strike the name through (an eliminated player).
    pub strike: bool,
}

impl Pill<'_> {
    fn pad(h: f32) -> f32 {
        h * 0.46
    }

    fn icon_w(&self, h: f32) -> f32 {
        if self.icon.is_some() {
            h * 0.62
        } else {
            0.0
        }
    }

    pub fn width(&self, h: f32) -> f32 {
        (Self::pad(h) * 2.0 + self.icon_w(h) + self.line.width).round()
    }

    /// Draws the pill with its top-left at (`x`, `y`); returns its width.
    pub fn draw(&self, img: &mut RgbImage, x: f32, y: f32, h: f32) -> f32 {
        let w = self.width(h);
        let (x, y) = (x.round(), y.round());
        let body = rounded_rect(w as i32, h.round() as i32, h / 2.0, self.fill);
        blit(img, &body, x as i32, y as i32);
        let mut tx = x + Self::pad(h);
        if let Some(icon) = self.icon {
            let iw = h * 0.36;
            let s = icon_sprite(icon, h, self.ink);
            blit(img, &s, (tx + iw / 2.0 - h / 2.0).round() as i32, y as i32);
            tx += self.icon_w(h);
        }
        let px = self.line.px;
        let base = text::centered_baseline(px, y + h / 2.0);
        text::draw_line(img, self.line, tx.round(), base, self.ink);
        if self.strike {
            let t = (h * 0.07).max(1.0);
            let bar = rounded_rect(
                (self.line.width + 4.0).round() as i32,
                t.round().max(1.0) as i32,
                t / 2.0,
                self.ink.alpha(200),
            );
            blit(
                img,
                &bar,
                (tx - 2.0).round() as i32,
                (y + h / 2.0 - t / 2.0).round() as i32,
            );
        }
        w
    }
}

/// A small filled label such as the check banner; returns its width.
pub(crate) fn tag(
    img: &mut RgbImage,
    s: &str,
    x: f32,
    cy: f32,
    h: f32,
    fill: Rgba,
    ink: Rgba,
) -> f32 {
    let px = h * 0.6;
    let line = text::line(s, px, f32::INFINITY);
    let w = (line.width + h * 0.7).round();
    let body = rounded_rect(w as i32, h.round() as i32, h * 0.25, fill);
    let (x, top) = (x.round(), (cy - h / 2.0).round());
    blit(img, &body, x as i32, top as i32);
    let base = text::centered_baseline(px, top + h / 2.0);
    text::draw_line(img, &line, (x + (w - line.width) / 2.0).round(), base, ink);
    w
}

/// The width `tag` would take.
pub(crate) fn tag_width(s: &str, h: f32) -> f32 {
    let line = text::line(s, h * 0.6, f32::INFINITY);
    (line.width + h * 0.7).round()
}

/// A count badge centred on (`cx`, `cy`).
pub(crate) fn count_badge(img: &mut RgbImage, badge: &Sprite, n: u8, cx: i32, cy: i32) {
    blit(img, badge, cx - badge.w / 2, cy - badge.h / 2);
    let px = badge.h as f32 * 0.66;
    text_centered(
        img,
        &n.to_string(),
        px,
        cx as f32,
        cy as f32 - 0.5,
        Rgba::hex(0xffffff),
    );
}
