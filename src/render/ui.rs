//! Small pieces of chrome shared by both layouts: text placement, name pills, badges.

use image::RgbImage;

use super::canvas::{blit, Path, Rgba, Sprite};
use super::text::{self, Face, Line};

/// Draws `s` centred on (`cx`, `cy`).
pub(crate) fn text_centered(img: &mut RgbImage, s: &str, px: f32, cx: f32, cy: f32, c: Rgba) {
    let line = text::layout(s, Face::Sans, px, f32::INFINITY);
    let base = text::centered_baseline(Face::Sans, px, cy);
    text::draw_line(img, &line, (cx - line.width / 2.0).round(), base, c);
}

/// Draws `s` right-aligned to `right`, vertically centred on `cy`, shortened to `max_w`.
pub(crate) fn text_right(
    img: &mut RgbImage,
    s: &str,
    px: f32,
    right: f32,
    cy: f32,
    max_w: f32,
    c: Rgba,
) {
    let line = text::layout(s, Face::Sans, px, max_w);
    let base = text::centered_baseline(Face::Sans, px, cy);
    text::draw_line(img, &line, (right - line.width).round(), base, c);
}

/// Draws `s` from `x`, vertically centred on `cy`, shortened to `max_w`.
pub(crate) fn text_left(
    img: &mut RgbImage,
    s: &str,
    px: f32,
    x: f32,
    cy: f32,
    max_w: f32,
    c: Rgba,
) {
    let line = text::layout(s, Face::Sans, px, max_w);
    let base = text::centered_baseline(Face::Sans, px, cy);
    text::draw_line(img, &line, x.round(), base, c);
}

/// The mark before a player's name: a solid piece (☗, sente) or an outlined one (☖, gote).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Icon {
    Solid,
    Outline,
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
        Path::new()
            .rounded_rect(x, y, w, h, h / 2.0, false)
            .fill(img, self.fill);
        let mut tx = x + Self::pad(h);
        if let Some(icon) = self.icon {
            let (iw, ih) = (h * 0.36, h * 0.44);
            let (cx, cy) = (tx + iw / 2.0, y + h / 2.0);
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
            p.fill(img, self.ink);
            tx += self.icon_w(h);
        }
        let px = self.line.px;
        let base = text::centered_baseline(Face::Sans, px, y + h / 2.0);
        text::draw_line(img, self.line, tx.round(), base, self.ink);
        if self.strike {
            let t = (h * 0.07).max(1.0);
            Path::new()
                .rounded_rect(
                    tx - 2.0,
                    y + h / 2.0 - t / 2.0,
                    self.line.width + 4.0,
                    t,
                    t / 2.0,
                    false,
                )
                .fill(img, self.ink.alpha(200));
        }
        w
    }
}

/// A small filled label such as 王手; returns its width.
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
    let line = text::layout(s, Face::Sans, px, f32::INFINITY);
    let w = (line.width + h * 0.7).round();
    Path::new()
        .rounded_rect(x, cy - h / 2.0, w, h, h * 0.25, false)
        .fill(img, fill);
    let base = text::centered_baseline(Face::Sans, px, cy);
    text::draw_line(img, &line, (x + (w - line.width) / 2.0).round(), base, ink);
    w
}

/// The width `tag` would take.
pub(crate) fn tag_width(s: &str, h: f32) -> f32 {
    let line = text::layout(s, Face::Sans, h * 0.6, f32::INFINITY);
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
