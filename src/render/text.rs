//! Text in any script: the embedded font chain, bidi and script itemization, shaping with
//! rustybuzz (the HarfBuzz port), a cache of rasterized glyphs, shortening with "…", and one
//! visible box (tofu) for each character no font has.
//!
//! A line is laid out in three steps: the Unicode bidi algorithm splits it into runs in visual
//! order (Arabic and Hebrew read right to left); each run is split where the font changes (the
//! first font of [`CHAIN`] that has the character; marks, joiners and variation selectors stay
//! with the character before them); each piece is shaped by rustybuzz in its direction, so that
//! conjuncts, reordering vowel signs, Arabic joining and emoji ZWJ sequences come out right.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

use ab_glyph::{Font as _, FontRef, GlyphId, PxScale};
use unicode_script::{Script, UnicodeScript};

use super::canvas::{Rgba, Surface};

/// One embedded font.
struct FontData {
    bytes: &'static [u8],
    /// What it is for, for the error if it ever fails to load.
    name: &'static str,
}

/// The chain for labels and names, in order of preference. Fonts are embedded: the product never
/// reads system fonts. See `fonts/README.md` for what each subset holds.
const CHAIN_DATA: [FontData; 8] = [
    FontData {
        bytes: include_bytes!("../../fonts/NotoSans-Bold-subset.ttf"),
        name: "Noto Sans Bold (Latin, Greek, Cyrillic)",
    },
    FontData {
        bytes: include_bytes!("../../fonts/NotoSansCJKjp-Bold-subset.otf"),
        name: "Noto Sans CJK JP Bold (kana, kanji, Hangul)",
    },
    FontData {
        bytes: include_bytes!("../../fonts/NotoSansDevanagari-Bold-subset.ttf"),
        name: "Noto Sans Devanagari Bold",
    },
    FontData {
        bytes: include_bytes!("../../fonts/NotoSansBengali-Bold-subset.ttf"),
        name: "Noto Sans Bengali Bold",
    },
    FontData {
        bytes: include_bytes!("../../fonts/NotoSansArabic-Bold-subset.ttf"),
        name: "Noto Sans Arabic Bold",
    },
    FontData {
        bytes: include_bytes!("../../fonts/NotoSansHebrew-Bold-subset.ttf"),
        name: "Noto Sans Hebrew Bold",
    },
    FontData {
        bytes: include_bytes!("../../fonts/NotoSansThai-Bold-subset.ttf"),
        name: "Noto Sans Thai Bold",
    },
    FontData {
        bytes: include_bytes!("../../fonts/NotoEmoji-Bold-subset.ttf"),
        name: "Noto Emoji Bold (monochrome)",
    },
];

static SERIF_DATA: FontData = FontData {
    bytes: include_bytes!("../../fonts/NotoSerifCJKjp-Black-subset.otf"),
    name: "Noto Serif CJK JP Black (piece faces)",
};

/// Index of the emoji font in the chain.
const EMOJI: usize = 7;

/// A loaded font: the shaper's face and the rasterizer's.
pub(crate) struct LoadedFont {
    pub shaper: rustybuzz::Face<'static>,
    pub raster: FontRef<'static>,
    units_per_em: f32,
    /// `PxScale` per pixel of em: ab_glyph scales by ascent − descent, not by the em.
    height_per_em: f32,
}

impl LoadedFont {
    fn load(d: &FontData) -> LoadedFont {
        let shaper = rustybuzz::Face::from_slice(d.bytes, 0)
            .unwrap_or_else(|| panic!("embedded font {} is unreadable", d.name));
        let raster = FontRef::try_from_slice(d.bytes)
            .unwrap_or_else(|_| panic!("embedded font {} is unreadable", d.name));
        let units_per_em = raster.units_per_em().unwrap_or(1000.0);
        let height_per_em = raster.height_unscaled() / units_per_em;
        LoadedFont {
            shaper,
            raster,
            units_per_em,
            height_per_em,
        }
    }

    /// The ab_glyph scale at which one em is `px` pixels.
    pub fn px_scale(&self, px: f32) -> PxScale {
        PxScale::from(px * self.height_per_em)
    }

    pub fn has(&self, c: char) -> bool {
        self.shaper.glyph_index(c).is_some()
    }
}

/// The label and name fonts, in chain order.
pub(crate) fn chain() -> &'static [LoadedFont] {
    static CHAIN: OnceLock<Vec<LoadedFont>> = OnceLock::new();
    CHAIN.get_or_init(|| CHAIN_DATA.iter().map(LoadedFont::load).collect())
}

/// The serif face of the piece characters.
pub(crate) fn serif() -> &'static LoadedFont {
    static SERIF: OnceLock<LoadedFont> = OnceLock::new();
    SERIF.get_or_init(|| LoadedFont::load(&SERIF_DATA))
}

/// What [`fit_text`] writes for a character no font has (the image shows a box).
pub const FALLBACK_MARK: char = '□';
/// How long names end.
pub const ELLIPSIS: char = '…';
/// Colour of the box drawn for a character no font has, as RGB.
pub const FALLBACK_COLOR: [u8; 3] = [0x9a, 0x8f, 0x84];

/// One laid-out piece of text.
#[derive(Clone, Copy, PartialEq, Debug)]
pub(crate) enum Item {
    Glyph {
        /// Index into [`chain`].
        font: u8,
        id: GlyphId,
        x: f32,
        /// Upward offset from the baseline (marks stacked by the shaper).
        y: f32,
    },
    /// A character (cluster) no font has: one box.
    Tofu { x: f32, w: f32 },
}

/// Text laid out on one line, starting at x = 0.
#[derive(Clone, Debug)]
pub(crate) struct Line {
    pub items: Vec<Item>,
    pub width: f32,
    pub px: f32,
    /// The text drawn, in logical order, with [`FALLBACK_MARK`] for each box.
    pub text: String,
}

/// Characters that belong to the character before them: marks, joiners, variation selectors,
/// emoji modifiers and tags. They never start a font run of their own.
fn is_attached(c: char) -> bool {
    use unicode_properties::{GeneralCategory, UnicodeGeneralCategory};
    matches!(
        c.general_category(),
        GeneralCategory::NonspacingMark
            | GeneralCategory::SpacingMark
            | GeneralCategory::EnclosingMark
    ) || matches!(c as u32, 0x200C | 0x200D | 0xFE00..=0xFE0F | 0x1F3FB..=0x1F3FF | 0xE0020..=0xE007F | 0xE0100..=0xE01EF)
}

/// Characters dropped before layout: controls, bidi controls the algorithm has already used,
/// soft hyphens.
fn is_dropped(c: char) -> bool {
    c.is_control()
        || matches!(c as u32, 0x00AD | 0x200E | 0x200F | 0x202A..=0x202E | 0x2066..=0x2069)
}

/// Which font of the chain draws each character (`None`: no font has it).
fn assign_fonts(chars: &[char]) -> Vec<Option<usize>> {
    let fonts = chain();
    let mut out: Vec<Option<usize>> = Vec::with_capacity(chars.len());
    let mut cur: Option<usize> = None;
    for (i, &c) in chars.iter().enumerate() {
        if is_attached(c) && i > 0 {
            out.push(out[i - 1]);
            continue;
        }
        let wants_emoji = chars.get(i + 1) == Some(&'\u{FE0F}')
            || chars
                .get(i + 1)
                .is_some_and(|&n| (0x1F3FB..=0x1F3FF).contains(&(n as u32)));
        let common = matches!(c.script(), Script::Common | Script::Inherited);
        let f = if wants_emoji && fonts[EMOJI].has(c) {
            Some(EMOJI)
        } else if common && cur.is_some_and(|f| fonts[f].has(c) && (f != EMOJI || !c.is_ascii())) {
            // Spaces, digits and punctuation stay in the run they are in (but not in the emoji
            // font, whose space is an emoji's width).
            cur
        } else {
            fonts.iter().position(|f| f.has(c))
        };
        cur = f.or(cur);
        out.push(f);
    }
    out
}

/// [`layout`], remembered: the same names and labels come back image after image, and shaping
/// is the costly part of text.
pub(crate) fn line(text: &str, px: f32, max_width: f32) -> Arc<Line> {
    type LineKey = (String, u32, u32);
    static CACHE: OnceLock<Mutex<HashMap<LineKey, Arc<Line>>>> = OnceLock::new();
    let key = (text.to_owned(), px.to_bits(), max_width.to_bits());
    let cache = CACHE.get_or_init(Default::default);
    if let Some(l) = cache.lock().unwrap_or_else(|e| e.into_inner()).get(&key) {
        return l.clone();
    }
    let l = Arc::new(layout(text, px, max_width));
    let mut map = cache.lock().unwrap_or_else(|e| e.into_inner());
    if map.len() > 4096 {
        map.clear();
    }
    map.insert(key, l.clone());
    l
}

/// Lays `text` out at `px` pixels, shortened with "…" to at most `max_width` pixels.
pub(crate) fn layout(text: &str, px: f32, max_width: f32) -> Line {
    let clean: String = text
        .chars()
        .filter(|&c| !is_dropped(c))
        .map(|c| if c.is_whitespace() { ' ' } else { c })
        .collect();
    let full = layout_exact(clean.trim(), px);
    if full.width <= max_width {
        return full;
    }
    // The longest prefix (cut between clusters, never inside one) that fits with the ellipsis.
    let cuts: Vec<usize> = clean
        .trim()
        .char_indices()
        .filter(|&(_, c)| !is_attached(c))
        .map(|(i, _)| i)
        .collect();
    let trimmed = clean.trim();
    let with_ellipsis = |n: usize| {
        let head = trimmed[..cuts[n]].trim_end();
        layout_exact(&format!("{head}{ELLIPSIS}"), px)
    };
    let (mut lo, mut hi) = (0usize, cuts.len() - 1);
    // Invariant: `lo` fits (an ellipsis alone is accepted), `hi + 1` does not.
    while lo < hi {
        let mid = (lo + hi).div_ceil(2);
        if with_ellipsis(mid).width <= max_width {
            lo = mid;
        } else {
            hi = mid - 1;
        }
    }
    with_ellipsis(lo)
}

/// Lays out the whole of `text` (already cleaned) on one line.
fn layout_exact(text: &str, px: f32) -> Line {
    let mut items = Vec::new();
    let mut x = 0.0f32;
    let mut drawn = String::new();
    if text.is_empty() {
        return Line {
            items,
            width: 0.0,
            px,
            text: drawn,
        };
    }
    let bidi = unicode_bidi::ParagraphBidiInfo::new(text, None);
    let (levels, runs) = bidi.visual_runs(0..text.len());
    let mut logical: Vec<(usize, String)> = Vec::new();
    for run in runs {
        let rtl = levels[run.start].is_rtl();
        let s = &text[run.clone()];
        let chars: Vec<char> = s.chars().collect();
        let fonts = assign_fonts(&chars);
        // Split the run where the font changes, in logical order.
        let mut pieces: Vec<(Option<usize>, String)> = Vec::new();
        for (c, f) in chars.iter().zip(fonts) {
            match pieces.last_mut() {
                Some((pf, ps)) if *pf == f => ps.push(*c),
                _ => pieces.push((f, c.to_string())),
            }
        }
        if rtl {
            pieces.reverse();
        }
        for (font, piece) in pieces {
            let mut shown = String::new();
            match font {
                Some(f) => shape_piece(f, &piece, rtl, px, &mut x, &mut items, &mut shown),
                None => tofu_piece(&piece, px, &mut x, &mut items, &mut shown),
            }
            logical.push((run.start, shown));
        }
    }
    // The text in logical order: visual runs sorted back by where they start.
    logical.sort_by_key(|(start, _)| *start);
    for (_, s) in logical {
        drawn.push_str(&s);
    }
    Line {
        items,
        width: x,
        px,
        text: drawn,
    }
}

fn tofu_width(px: f32) -> f32 {
    px * 0.72
}

/// One box per cluster of characters no font has: a base character with what is attached to it,
/// and whatever a zero-width joiner glues on.
fn tofu_piece(piece: &str, px: f32, x: &mut f32, items: &mut Vec<Item>, shown: &mut String) {
    let mut glue = true;
    for c in piece.chars() {
        if c == '\u{200D}' {
            glue = true;
            continue;
        }
        if is_attached(c) {
            continue;
        }
        if !glue || shown.is_empty() {
            let w = tofu_width(px);
            items.push(Item::Tofu { x: *x, w });
            *x += w;
            shown.push(FALLBACK_MARK);
        }
        glue = false;
    }
}

fn shape_piece(
    f: usize,
    piece: &str,
    rtl: bool,
    px: f32,
    x: &mut f32,
    items: &mut Vec<Item>,
    shown: &mut String,
) {
    let font = &chain()[f];
    let mut buf = rustybuzz::UnicodeBuffer::new();
    buf.push_str(piece);
    buf.set_direction(if rtl {
        rustybuzz::Direction::RightToLeft
    } else {
        rustybuzz::Direction::LeftToRight
    });
    buf.guess_segment_properties();
    let out = rustybuzz::shape(&font.shaper, &[], buf);
    let k = px / font.units_per_em;
    let mut missing: Vec<u32> = Vec::new();
    for (info, pos) in out.glyph_infos().iter().zip(out.glyph_positions()) {
        if info.glyph_id == 0 {
            // A cluster the font cannot draw after all: one box for the whole cluster.
            if !missing.contains(&info.cluster) {
                missing.push(info.cluster);
                let w = tofu_width(px);
                items.push(Item::Tofu { x: *x, w });
                *x += w;
            }
            continue;
        }
        items.push(Item::Glyph {
            font: f as u8,
            id: GlyphId(info.glyph_id as u16),
            x: *x + pos.x_offset as f32 * k,
            y: pos.y_offset as f32 * k,
        });
        *x += pos.x_advance as f32 * k;
    }
    // The logical text with a mark for each missing cluster.
    let mut clusters: Vec<usize> = out
        .glyph_infos()
        .iter()
        .map(|i| i.cluster as usize)
        .collect();
    clusters.sort_unstable();
    clusters.dedup();
    for (n, &start) in clusters.iter().enumerate() {
        let end = clusters.get(n + 1).copied().unwrap_or(piece.len());
        if missing.contains(&(start as u32)) {
            shown.push(FALLBACK_MARK);
        } else {
            shown.push_str(&piece[start..end]);
        }
    }
}

/// A rasterized glyph: coverage bytes and where the bitmap sits relative to the pen.
struct Bitmap {
    left: i32,
    top: i32,
    w: i32,
    h: i32,
    cov: Vec<u8>,
}

type Key = (u8, u16, u32, u8, i32);

fn glyph_bitmap(font: u8, id: GlyphId, px: f32, sub: u8, dy: i32) -> Arc<Bitmap> {
    static CACHE: OnceLock<Mutex<HashMap<Key, Arc<Bitmap>>>> = OnceLock::new();
    let key = (font, id.0, px.to_bits(), sub, dy);
    let cache = CACHE.get_or_init(Default::default);
    if let Some(b) = cache.lock().unwrap_or_else(|e| e.into_inner()).get(&key) {
        return b.clone();
    }
    let f = &chain()[font as usize];
    let glyph = id.with_scale_and_position(
        f.px_scale(px),
        ab_glyph::point(sub as f32 / 4.0, dy as f32 / 4.0),
    );
    let bitmap = match f.raster.outline_glyph(glyph) {
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
    let mut map = cache.lock().unwrap_or_else(|e| e.into_inner());
    // Names bring new glyphs without end: start over rather than grow for ever.
    if map.len() > 20_000 {
        map.clear();
    }
    map.insert(key, bitmap.clone());
    bitmap
}

/// Splits a position into whole pixels and quarter pixels.
fn quarter(v: f32) -> (i32, u8) {
    let q = (v * 4.0).round() as i32;
    (q.div_euclid(4), q.rem_euclid(4) as u8)
}

/// Draws `line` with its pen starting at `x` and its baseline at `baseline`.
pub(crate) fn draw_line<S: Surface>(dst: &mut S, line: &Line, x: f32, baseline: f32, c: Rgba) {
    let base = baseline.round() as i32;
    for item in &line.items {
        match *item {
            Item::Glyph {
                font,
                id,
                x: gx,
                y: gy,
            } => {
                let (ix, sub) = quarter(x + gx);
                let (iy, dy) = quarter(-gy);
                let b = glyph_bitmap(font, id, line.px, sub, dy as i32);
                let (ox, oy) = (ix + b.left, base + iy + b.top);
                for yy in 0..b.h {
                    for xx in 0..b.w {
                        let a = b.cov[(yy * b.w + xx) as usize];
                        if a != 0 {
                            dst.blend(ox + xx, oy + yy, c, a as f32 / 255.0);
                        }
                    }
                }
            }
            Item::Tofu { x: gx, w } => draw_tofu(dst, x + gx, w, baseline, line.px),
        }
    }
}

/// One box, the height of a capital, in the muted fallback colour: plainly "a character the
/// image cannot show", never mistaken for another character.
fn draw_tofu<S: Surface>(dst: &mut S, x: f32, w: f32, baseline: f32, px: f32) {
    let color = Rgba(FALLBACK_COLOR[0], FALLBACK_COLOR[1], FALLBACK_COLOR[2], 255);
    let x0 = (x + w * 0.12).round() as i32;
    let x1 = (x + w * 0.88).round() as i32;
    let y1 = baseline.round() as i32;
    let y0 = (baseline - px * 0.74).round() as i32;
    let t = ((px / 12.0).round() as i32).max(1);
    for yy in y0..y1 {
        for xx in x0..x1 {
            let edge = yy < y0 + t || yy >= y1 - t || xx < x0 + t || xx >= x1 - t;
            if edge {
                dst.blend(xx, yy, color, 1.0);
            }
        }
    }
}

/// The baseline that centres text at `px` vertically on `cy`: half the CJK ideographic box
/// (about 0.88 em above the baseline to 0.12 em below) around the centre.
pub(crate) fn centered_baseline(px: f32, cy: f32) -> f32 {
    cy + px * 0.36
}

/// The text as it would be drawn in a label at `px` pixels no wider than `max_width`: shortened
/// with "…", with [`FALLBACK_MARK`] for each character (cluster) the fonts lack, and control
/// characters dropped.
pub fn fit_text(text: &str, px: f32, max_width: f32) -> String {
    layout(text, px, max_width).text
}

#[cfg(test)]
mod tests {
    use super::*;

    fn glyphs(line: &Line) -> usize {
        line.items
            .iter()
            .filter(|i| matches!(i, Item::Glyph { .. }))
            .count()
    }

    #[test]
    fn fonts_cover_the_pieces_labels_and_names_of_every_script_named() {
        for c in "歩香桂銀金角飛王玉と杏圭全馬龍兵車将行成".chars() {
            assert!(serif().has(c), "serif lacks {c}");
        }
        let text =
            "0123456789０１２３４５６７８９一二三四五六七八九▲△☗☖手目王手位…羽生善治藤井聡太\
                    ひらがなカタカナ한국어éßΑλφαКириллица कृष्ण শ্রী محمد שלום ไทย😀";
        for c in text.chars().filter(|c| !c.is_whitespace()) {
            assert!(chain().iter().any(|f| f.has(c)), "no font has {c}");
        }
    }

    #[test]
    fn missing_characters_become_one_box_each() {
        // U+13000 (an Egyptian hieroglyph) is in no font.
        let line = layout("a\u{13000}b", 14.0, 1000.0);
        assert_eq!(line.text, "a□b");
        assert_eq!(
            line.items
                .iter()
                .filter(|i| matches!(i, Item::Tofu { .. }))
                .count(),
            1
        );
        // Two unknown characters glued by a zero-width joiner are one box.
        assert_eq!(layout("\u{13000}\u{200D}\u{13001}", 14.0, 1000.0).text, "□");
    }

    #[test]
    fn an_emoji_zwj_family_is_one_glyph() {
        let line = layout("\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}", 14.0, 1000.0);
        assert_eq!(line.items.len(), 1, "{:?}", line.items);
        assert!(matches!(line.items[0], Item::Glyph { font, .. } if font as usize == EMOJI));
    }

    #[test]
    fn devanagari_conjuncts_take_fewer_glyphs_than_characters() {
        // क्ष: three characters, one conjunct glyph; कृष्ण: ष्ण is a conjunct.
        let line = layout("क्ष", 20.0, 1000.0);
        assert_eq!(glyphs(&line), 1, "{:?}", line.items);
        assert!(glyphs(&layout("कृष्ण", 20.0, 1000.0)) < "कृष्ण".chars().count());
    }

    #[test]
    fn the_i_vowel_sign_is_drawn_before_its_consonant() {
        // सि: the sign ि (U+093F) comes after स in the text but is drawn to its left.
        let line = layout("सि", 20.0, 1000.0);
        let font = &chain()[2];
        let sign = font.shaper.glyph_index('\u{093F}');
        let first = match line.items[0] {
            Item::Glyph { id, .. } => id.0,
            _ => 0,
        };
        // The shaper may substitute a contextual form of the sign: it is not the consonant.
        let consonant = font.shaper.glyph_index('स').map(|g| g.0);
        assert_ne!(Some(first), consonant, "{:?} (sign {sign:?})", line.items);
    }

    #[test]
    fn arabic_reads_right_to_left_and_joins() {
        // محمد: the first letter (meem) is drawn rightmost, in its initial form.
        let line = layout("محمد", 20.0, 1000.0);
        let font = &chain()[4];
        let isolated_meem = font.shaper.glyph_index('م').map(|g| g.0);
        let Some(Item::Glyph { id, .. }) = line.items.last() else {
            panic!("no glyphs")
        };
        assert_ne!(Some(id.0), isolated_meem, "meem should join (initial form)");
        let Some(Item::Glyph { id: first, .. }) = line.items.first() else {
            panic!("no glyphs")
        };
        let dal = font.shaper.glyph_index('د').map(|g| g.0);
        // The leftmost glyph is the last letter, dal, in its final form (not the isolated one,
        // which is what a left-to-right, unjoined drawing would show there).
        assert_ne!(Some(first.0), isolated_meem);
        assert!(dal.is_some());
        assert!(line.width > 0.0);
        // Mixed with Latin, the Latin stays on the left.
        let mixed = layout("Ali علي", 20.0, 1000.0);
        assert!(matches!(mixed.items[0], Item::Glyph { font: 0, .. }));
    }

    #[test]
    fn long_text_is_shortened_with_an_ellipsis() {
        let line = layout("Dave_the_very_long_named_player", 14.0, 80.0);
        assert!(line.width <= 80.0);
        assert!(line.text.ends_with(ELLIPSIS), "{}", line.text);
        assert_eq!(fit_text("Dave", 14.0, 80.0), "Dave");
        // A cut never splits a cluster: the conjunct's virama stays with it or goes with it.
        let cut = fit_text("कृष्ण कृष्ण कृष्ण कृष्ण", 20.0, 70.0);
        assert!(
            !cut.trim_end_matches(ELLIPSIS).ends_with('\u{094D}'),
            "{cut}"
        );
    }
}
