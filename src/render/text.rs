//! Text: the embedded fonts, a cache of rasterized glyphs, measuring, shortening with "…", and a
//! neat mark for characters the fonts lack.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

use ab_glyph::{Font as _, FontRef, GlyphId, PxScale, ScaleFont as _};

use super::canvas::{Path, Rgba, Surface};

static SANS_BYTES: &[u8] = include_bytes!("../../fonts/NotoSansCJKjp-Bold-subset.otf");
static SERIF_BYTES: &[u8] = include_bytes!("../../fonts/NotoSerifCJKjp-Black-subset.otf");

/// The two embedded faces.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub(crate) enum Face {
    /// Noto Sans CJK JP Bold: labels and names.
    Sans,
    /// Noto Serif CJK JP Black: piece faces.
    Serif,
}

pub(crate) fn font(face: Face) -> &'static FontRef<'static> {
    static SANS: OnceLock<FontRef<'static>> = OnceLock::new();
    static SERIF: OnceLock<FontRef<'static>> = OnceLock::new();
    match face {
        Face::Sans => {
            SANS.get_or_init(|| FontRef::try_from_slice(SANS_BYTES).expect("embedded font"))
        }
        Face::Serif => {
            SERIF.get_or_init(|| FontRef::try_from_slice(SERIF_BYTES).expect("embedded font"))
        }
    }
}

/// The character the fallback mark stands for when a name has one the fonts lack.
pub const FALLBACK_MARK: char = '◆';
/// How long names end.
pub const ELLIPSIS: char = '…';

/// One laid-out piece of text.
#[derive(Clone, Copy, PartialEq, Debug)]
pub(crate) enum Item {
    Glyph {
        id: GlyphId,
        x: f32,
        /// The character drawn (whitespace as a space).
        ch: char,
    },
    /// A character the fonts lack, drawn as a small muted mark.
    Fallback { x: f32 },
}

/// Text laid out on one line, starting at x = 0.
#[derive(Clone, Debug)]
pub(crate) struct Line {
    pub items: Vec<Item>,
    pub width: f32,
    pub face: Face,
    pub px: f32,
}

/// Characters that take no room of their own: joiners, variation selectors, emoji modifiers, tags.
fn is_invisible(c: char) -> bool {
    matches!(c as u32,
        0x00AD | 0x200B..=0x200F | 0x2060..=0x2064 | 0xFE00..=0xFE0F | 0x1F3FB..=0x1F3FF
        | 0xE0000..=0xE007F | 0xE0100..=0xE01EF)
        || c.is_control()
}

/// Lays `text` out in `face` at `px` pixels, shortened with "…" to at most `max_width` pixels.
pub(crate) fn layout(text: &str, face: Face, px: f32, max_width: f32) -> Line {
    let f = font(face).as_scaled(PxScale::from(px));
    let fallback_id = f.glyph_id(FALLBACK_MARK);
    let fallback_adv = f.h_advance(fallback_id);
    // Split into units: a glyph, or a fallback mark that swallows what a zero-width joiner glues on.
    let mut units: Vec<(Option<(GlyphId, char)>, f32)> = Vec::new();
    let mut glue = false;
    for c in text.chars() {
        if c == '\u{200D}' {
            glue = true;
            continue;
        }
        if is_invisible(c) {
            continue;
        }
        let c = if c.is_whitespace() { ' ' } else { c };
        let id = f.glyph_id(c);
        let known = id.0 != 0;
        if glue && !known && matches!(units.last(), Some((None, _))) {
            glue = false;
            continue;
        }
        glue = false;
        if known {
            units.push((Some((id, c)), f.h_advance(id)));
        } else {
            // Combining marks the font lacks are dropped rather than marked.
            if is_combining(c) {
                continue;
            }
            units.push((None, fallback_adv));
        }
    }
    let total: f32 = units.iter().map(|u| u.1).sum();
    if total > max_width {
        let ell = f.glyph_id(ELLIPSIS);
        let ell_adv = f.h_advance(ell);
        let mut w = 0.0;
        let mut keep = 0;
        for (i, u) in units.iter().enumerate() {
            if w + u.1 + ell_adv > max_width {
                break;
            }
            w += u.1;
            keep = i + 1;
        }
        units.truncate(keep);
        // Do not end on a space before the ellipsis.
        while matches!(units.last(), Some((Some((_, ' ')), _))) {
            units.pop();
        }
        units.push((Some((ell, ELLIPSIS)), ell_adv));
    }
    let mut x = 0.0;
    let mut items = Vec::with_capacity(units.len());
    for (id, adv) in units {
        items.push(match id {
            Some((id, ch)) => Item::Glyph { id, x, ch },
            None => Item::Fallback { x },
        });
        x += adv;
    }
    Line {
        items,
        width: x,
        face,
        px,
    }
}

fn is_combining(c: char) -> bool {
    matches!(c as u32, 0x0300..=0x036F | 0x1AB0..=0x1AFF | 0x1DC0..=0x1DFF | 0x20D0..=0x20FF | 0xFE20..=0xFE2F)
}

/// A rasterized glyph: coverage bytes and where the bitmap sits relative to the pen.
struct Bitmap {
    left: i32,
    top: i32,
    w: i32,
    h: i32,
    cov: Vec<u8>,
}

type Key = (Face, u16, u32, u8);

fn glyph_bitmap(face: Face, id: GlyphId, px: f32, sub: u8) -> Arc<Bitmap> {
    static CACHE: OnceLock<Mutex<HashMap<Key, Arc<Bitmap>>>> = OnceLock::new();
    let key = (face, id.0, px.to_bits(), sub);
    let cache = CACHE.get_or_init(Default::default);
    if let Some(b) = cache.lock().unwrap_or_else(|e| e.into_inner()).get(&key) {
        return b.clone();
    }
    let glyph = id.with_scale_and_position(px, ab_glyph::point(sub as f32 / 4.0, 0.0));
    let bitmap = match font(face).outline_glyph(glyph) {
        Some(og) => {
            let b = og.px_bounds();
            let (w, h) = (b.width() as i32, b.height() as i32);
            let mut cov = vec![0u8; (w * h).max(0) as usize];
            og.draw(|x, y, c| {
                let i = (y as i32 * w + x as i32) as usize;
                if i < cov.len() {
                    cov[i] = (c.clamp(0.0, 1.0) * 255.0 + 0.5) as u8;
                }
            });
            Bitmap {
                left: b.min.x as i32,
                top: b.min.y as i32,
                w,
                h,
                cov,
            }
        }
        None => Bitmap {
            left: 0,
            top: 0,
            w: 0,
            h: 0,
            cov: Vec::new(),
        },
    };
    let bitmap = Arc::new(bitmap);
    cache
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .insert(key, bitmap.clone());
    bitmap
}

/// Colour of the fallback mark, as RGB.
pub const FALLBACK_COLOR: [u8; 3] = [0x9a, 0x8f, 0x84];

/// Draws `line` with its pen starting at `x` and its baseline at `baseline`.
pub(crate) fn draw_line<S: Surface>(dst: &mut S, line: &Line, x: f32, baseline: f32, c: Rgba) {
    for item in &line.items {
        match *item {
            Item::Glyph { id, x: gx, .. } => {
                let pen = x + gx;
                let ix = pen.floor();
                let sub = ((pen - ix) * 4.0).round() as u8;
                let (ix, sub) = if sub == 4 { (ix + 1.0, 0) } else { (ix, sub) };
                let b = glyph_bitmap(line.face, id, line.px, sub);
                let (ox, oy) = (ix as i32 + b.left, baseline.round() as i32 + b.top);
                for gy in 0..b.h {
                    for gx in 0..b.w {
                        let a = b.cov[(gy * b.w + gx) as usize];
                        if a != 0 {
                            dst.blend(ox + gx, oy + gy, c, a as f32 / 255.0);
                        }
                    }
                }
            }
            Item::Fallback { x: gx } => {
                // A small diamond sitting on the x-height, in a muted colour: clearly "something
                // here", never a tofu box.
                let s = line.px;
                let (cx, cy, r) = (x + gx + s * 0.5, baseline - s * 0.36, s * 0.3);
                let mut p = Path::new();
                p.rounded_polygon(
                    &[(cx, cy - r), (cx + r, cy), (cx, cy + r), (cx - r, cy)],
                    s * 0.06,
                    false,
                );
                p.fill(
                    dst,
                    Rgba(FALLBACK_COLOR[0], FALLBACK_COLOR[1], FALLBACK_COLOR[2], 255),
                );
            }
        }
    }
}

/// The baseline that centres text of `face` at `px` vertically on `cy`: half the CJK ideographic
/// box (about 0.88 em above the baseline to 0.12 em below) around the centre.
pub(crate) fn centered_baseline(_face: Face, px: f32, cy: f32) -> f32 {
    cy + px * 0.36
}

/// The text as it would be drawn in a label at `px` pixels no wider than `max_width`: shortened
/// with "…", with [`FALLBACK_MARK`] for each character the fonts lack and invisible characters
/// dropped.
pub fn fit_text(text: &str, px: f32, max_width: f32) -> String {
    let line = layout(text, Face::Sans, px, max_width);
    line.items
        .iter()
        .map(|item| match *item {
            Item::Glyph { ch, .. } => ch,
            Item::Fallback { .. } => FALLBACK_MARK,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fonts_cover_the_pieces_labels_and_common_names() {
        let serif = font(Face::Serif);
        for c in "歩香桂銀金角飛王玉と杏圭全馬龍兵車将行成".chars() {
            assert_ne!(serif.glyph_id(c).0, 0, "serif lacks {c}");
        }
        let sans = font(Face::Sans);
        for c in "0123456789０１２３４５６７８９一二三四五六七八九▲△☗☖手目王手位…羽生善治藤井聡太ひらがなカタカナ한국어éß".chars() {
            assert_ne!(sans.glyph_id(c).0, 0, "sans lacks {c}");
        }
    }

    #[test]
    fn missing_characters_become_one_fallback_mark_each() {
        // U+13000 (an Egyptian hieroglyph) is in no subset; an emoji ZWJ sequence is one mark.
        let line = layout("a\u{13000}b", Face::Sans, 14.0, 1000.0);
        assert_eq!(line.items.len(), 3);
        assert!(matches!(line.items[1], Item::Fallback { .. }));
        let family = layout(
            "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{FE0F}",
            Face::Sans,
            14.0,
            1000.0,
        );
        assert_eq!(family.items.len(), 1);
    }

    #[test]
    fn long_text_is_shortened_with_an_ellipsis() {
        let line = layout("Dave_the_very_long_named_player", Face::Sans, 14.0, 80.0);
        assert!(line.width <= 80.0);
        let ell = font(Face::Sans).glyph_id(ELLIPSIS);
        assert!(matches!(line.items.last(), Some(Item::Glyph { id, .. }) if *id == ell));
        assert_eq!(fit_text("Dave", 14.0, 80.0), "Dave");
    }
}
