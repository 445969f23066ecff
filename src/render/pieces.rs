//! Piece sprites and board marks, drawn once per size and style and then only copied.

use ab_glyph::{Font as _, PxScale};

use super::canvas::{inset_polygon, Path, Rgba, Sprite};
use super::text::serif;
use super::PieceStyle;
use crate::rules::Role;

/// The colours of one kind of piece.
#[derive(Clone, Copy, Debug)]
pub(crate) struct PieceLook {
    pub face_top: Rgba,
    pub face_bottom: Rgba,
    pub edge: Rgba,
    pub ink: Rgba,
    pub promoted_ink: Rgba,
}

/// Natural boxwood, for two-player games.
pub(crate) const WOOD_PIECE: PieceLook = PieceLook {
    face_top: Rgba::hex(0xfcebc4),
    face_bottom: Rgba::hex(0xecc98a),
    edge: Rgba::hex(0x8a6636),
    ink: Rgba::hex(0x1b130c),
    promoted_ink: Rgba::hex(0xc8161d),
};

/// The king of a player who is out (left on the board, four players): greyed, still a king.
pub(crate) const OUT_PIECE: PieceLook = PieceLook {
    face_top: Rgba::hex(0xe4e0db),
    face_bottom: Rgba::hex(0xb9b2a9),
    edge: Rgba::hex(0x6f675e),
    ink: Rgba::hex(0x5c554d),
    promoted_ink: Rgba::hex(0x5c554d),
};

/// The characters on a piece's face.
pub(crate) fn face_text(role: Role, king: char, style: PieceStyle) -> &'static str {
    let royal = king == '王';
    match style {
        PieceStyle::OneChar => match role {
            Role::Pawn => "歩",
            Role::Lance => "香",
            Role::Knight => "桂",
            Role::Silver => "銀",
            Role::Gold => "金",
            Role::Bishop => "角",
            Role::Rook => "飛",
            Role::King if royal => "王",
            Role::King => "玉",
            Role::Tokin => "と",
            Role::PromotedLance => "杏",
            Role::PromotedKnight => "圭",
            Role::PromotedSilver => "全",
            Role::Horse => "馬",
            Role::Dragon => "龍",
        },
        PieceStyle::TwoChar => match role {
            Role::Pawn => "歩兵",
            Role::Lance => "香車",
            Role::Knight => "桂馬",
            Role::Silver => "銀将",
            Role::Gold => "金将",
            Role::Bishop => "角行",
            Role::Rook => "飛車",
            Role::King if royal => "王将",
            Role::King => "玉将",
            Role::Tokin => "と金",
            Role::PromotedLance => "成香",
            Role::PromotedKnight => "成桂",
            Role::PromotedSilver => "成銀",
            Role::Horse => "龍馬",
            Role::Dragon => "龍王",
        },
    }
}

/// Height of a piece relative to the cell: the stronger, the bigger, as on a real set.
fn size_factor(role: Role) -> f32 {
    match role.unpromote() {
        Role::King | Role::Rook | Role::Bishop => 0.90,
        Role::Gold | Role::Silver => 0.865,
        Role::Knight | Role::Lance => 0.835,
        _ => 0.80,
    }
}

/// The pentagon of a piece of `role`, pointing up, centred in a `cw`×`ch` cell.
pub(crate) fn pentagon(role: Role, cw: f32, ch: f32) -> Vec<(f32, f32)> {
    let base = cw.min(ch);
    let stretch = (ch / cw).clamp(1.0, 1.1);
    let h = base * size_factor(role) * stretch;
    let w = (h * 0.84).min(cw * 0.9);
    let (cx, cy) = (cw / 2.0, ch / 2.0);
    let (top, bottom) = (cy - h / 2.0, cy + h / 2.0);
    vec![
        (cx, top),
        (cx + 0.39 * w, top + 0.23 * h),
        (cx + 0.5 * w, bottom),
        (cx - 0.5 * w, bottom),
        (cx - 0.39 * w, top + 0.23 * h),
    ]
}

/// Draws a piece pointing up in a `cw`×`ch` sprite, without shadow. With `text` empty, the face is
/// blank (a piece lying face down).
pub(crate) fn piece_body(
    role: Role,
    text: &str,
    look: &PieceLook,
    cw: i32,
    ch: i32,
    scale: f32,
) -> Sprite {
    let mut s = Sprite::new(cw, ch);
    let pts = pentagon(role, cw as f32, ch as f32);
    let (top, bottom) = (pts[0].1, pts[2].1);
    let h = bottom - top;
    let w = pts[2].0 - pts[3].0;
    let r = w * 0.07;
    Path::new()
        .rounded_polygon(&pts, r, false)
        .fill(&mut s, look.edge);
    let inner = inset_polygon(&pts, 1.15 * scale);
    Path::new()
        .rounded_polygon(&inner, r * 0.8, false)
        .fill_with(&mut s, |_, y| {
            let t = ((y as f32 - top) / h).clamp(0.0, 1.0);
            look.face_top.mix(look.face_bottom, t)
        });
    // A faint highlight just inside the upper edges, as on lacquered wood.
    let hl = inset_polygon(&pts, 1.9 * scale);
    let hl2 = inset_polygon(&pts, 2.6 * scale);
    let mut p = Path::new();
    p.rounded_polygon(&hl, r * 0.7, false)
        .rounded_polygon(&hl2, r * 0.6, true);
    p.fill_with(&mut s, |_, y| {
        let t = ((y as f32 - top) / h).clamp(0.0, 1.0);
        Rgba(255, 255, 255, (90.0 * (1.0 - t * 1.6).max(0.0)) as u8)
    });

    let ink = if role.is_promoted() {
        look.promoted_ink
    } else {
        look.ink
    };
    let chars: Vec<char> = text.chars().collect();
    let cx = w / 2.0 + pts[3].0;
    match chars.len() {
        0 => {}
        1 => draw_char(&mut s, chars[0], cx, top + h * 0.6, w * 0.70, h * 0.50, ink),
        _ => {
            draw_char(
                &mut s,
                chars[0],
                cx,
                top + h * 0.42,
                w * 0.56,
                h * 0.31,
                ink,
            );
            draw_char(
                &mut s,
                chars[1],
                cx,
                top + h * 0.76,
                w * 0.62,
                h * 0.31,
                ink,
            );
        }
    }
    s
}

/// Draws one serif character with its ink box centred on (`cx`, `cy`) and fitted in `max_w`×`max_h`.
fn draw_char(s: &mut Sprite, c: char, cx: f32, cy: f32, max_w: f32, max_h: f32, ink: Rgba) {
    let f = &serif().raster;
    let id = f.glyph_id(c);
    // Measure at a reference size, then scale to fit the box.
    let reference = 100.0;
    let Some(og) =
        f.outline_glyph(id.with_scale_and_position(reference, ab_glyph::point(0.0, 0.0)))
    else {
        return;
    };
    let b = og.px_bounds();
    let (bw, bh) = (b.width().max(1.0), b.height().max(1.0));
    let k = (max_w / bw).min(max_h / bh);
    let px = reference * k;
    let (mx, my) = ((b.min.x + b.max.x) / 2.0 * k, (b.min.y + b.max.y) / 2.0 * k);
    let glyph = id.with_scale_and_position(PxScale::from(px), ab_glyph::point(cx - mx, cy - my));
    if let Some(og) = f.outline_glyph(glyph) {
        let b = og.px_bounds();
        let (ox, oy) = (b.min.x as i32, b.min.y as i32);
        og.draw(|x, y, cov| {
            use super::canvas::Surface;
            s.blend(ox + x as i32, oy + y as i32, ink, cov);
        });
    }
}

/// A finished piece sprite: body turned `quarter_turns` clockwise, with a shadow toward the
/// lower right whichever way it points.
pub(crate) fn piece_sprite(body: &Sprite, quarter_turns: u8, scale: f32) -> Sprite {
    let d = (1.5 * scale).round().max(1.0) as i32;
    body.rotated(quarter_turns).with_shadow(d / 2, d, 0.45)
}

/// A red glow for a king in check, the size of a cell.
pub(crate) fn check_glow(cw: i32, ch: i32) -> Sprite {
    let mut s = Sprite::new(cw, ch);
    let (cx, cy) = (cw as f32 / 2.0, ch as f32 / 2.0);
    let r = cw.min(ch) as f32 * 0.62;
    Path::new()
        .circle(cx, cy, r, false)
        .fill_with(&mut s, |x, y| {
            let (dx, dy) = (x as f32 + 0.5 - cx, y as f32 + 0.5 - cy);
            let t = ((dx * dx + dy * dy).sqrt() / r).min(1.0);
            Rgba::hex(0xe53935).alpha((235.0 * (1.0 - t * t)) as u8)
        });
    s
}

/// A hint dot for an empty destination.
pub(crate) fn hint_dot(cw: i32, ch: i32, color: Rgba) -> Sprite {
    let mut s = Sprite::new(cw, ch);
    let r = cw.min(ch) as f32 * 0.15;
    let (cx, cy) = (cw as f32 / 2.0, ch as f32 / 2.0);
    Path::new()
        .circle(cx, cy, r + 1.2 * cw as f32 / 44.0, false)
        .fill(&mut s, Rgba(255, 255, 255, 150));
    Path::new().circle(cx, cy, r, false).fill(&mut s, color);
    s
}

/// Corner marks for a destination that captures.
pub(crate) fn hint_corners(cw: i32, ch: i32, color: Rgba) -> Sprite {
    let mut s = Sprite::new(cw, ch);
    let (w, h) = (cw as f32, ch as f32);
    let k = w.min(h) * 0.30;
    let m = 1.0;
    let mut p = Path::new();
    p.polygon(&[(m, m), (m + k, m), (m, m + k)], false)
        .polygon(&[(w - m, m), (w - m, m + k), (w - m - k, m)], false)
        .polygon(&[(m, h - m), (m, h - m - k), (m + k, h - m)], false)
        .polygon(
            &[(w - m, h - m), (w - m - k, h - m), (w - m, h - m - k)],
            false,
        );
    p.fill(&mut s, color);
    s
}

/// A round badge for a count in hand, `d` pixels across.
pub(crate) fn badge(d: i32, fill: Rgba, ring: Rgba) -> Sprite {
    let mut s = Sprite::new(d, d);
    let r = d as f32 / 2.0;
    Path::new().circle(r, r, r, false).fill(&mut s, ring);
    Path::new()
        .circle(r, r, r - (d as f32 / 12.0).max(1.0), false)
        .fill(&mut s, fill);
    s
}
