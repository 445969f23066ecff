//! Two-player boards.
//!
//! Layout at scale 1 (576×544): gote's name on top with the move number and last move to the right;
//! gote's hand down the left, sente's hand up the right, sente's name at the bottom right; files
//! 9–1 above the board, ranks 一–九 to its right (USI a–i to its left as an option). Flipped, the
//! board is seen from gote's side and the two players trade places.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

use image::RgbImage;

use super::canvas::{blit, fill_rect, Path, Rgba, Sprite};
use super::pieces::{self, WOOD_PIECE};
use super::quant::Quantizer;
use super::text::{self, Face};
use super::ui::{self, Icon, Pill};
use super::{px, BoardView, HintOrigin, PieceStyle, Style};
use crate::rules::{Bitboard, Color, Hand, Move, Piece, Role, Seat, Square};

pub(crate) const BACKGROUND: Rgba = Rgba::hex(0xf5efe5);
pub(crate) const WOOD_TOP: Rgba = Rgba::hex(0xf1cb86);
pub(crate) const WOOD_BOTTOM: Rgba = Rgba::hex(0xe8bb6c);
pub(crate) const WOOD_EDGE: Rgba = Rgba::hex(0xc39352);
pub(crate) const GRID: Rgba = Rgba::hex(0x4a3520);
pub(crate) const LABEL: Rgba = Rgba::hex(0x5f4d3b);
pub(crate) const LAST_MOVE: Rgba = Rgba::hex(0xf08c1e);
pub(crate) const HINT: Rgba = Rgba::hex(0x16907a);
pub(crate) const CHECK_TAG: Rgba = Rgba::hex(0xd32f2f);
pub(crate) const RESULT: Rgba = Rgba::hex(0xa5321f);
const PILL_ACTIVE: Rgba = Rgba::hex(0x6b4528);
const PILL_IDLE: Rgba = Rgba::hex(0xe6ddd0);
const INK_IDLE: Rgba = Rgba::hex(0x4a3b2c);
const WHITE: Rgba = Rgba::hex(0xffffff);
const TEXT: Rgba = Rgba::hex(0x4d3f31);

/// Pixel positions at one scale.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Layout {
    pub scale: f32,
    pub w: i32,
    pub h: i32,
    /// Cell width and height; the grid line width.
    pub cw: i32,
    pub ch: i32,
    pub lw: i32,
    /// Top-left of the grid.
    pub gx: i32,
    pub gy: i32,
    pub pill_h: i32,
    pub margin: i32,
    /// Centre x of the left and right hand columns.
    pub left_hand_cx: i32,
    pub right_hand_cx: i32,
}

impl Layout {
    pub fn new(scale: f32) -> Layout {
        let p = |v: f32| px(v, scale);
        let cw = p(44.0);
        let ch = p(48.0);
        let gx = p(84.0);
        let gy = p(64.0);
        Layout {
            scale,
            w: p(576.0),
            h: p(544.0),
            cw,
            ch,
            lw: p(1.0).max(1),
            gx,
            gy,
            pill_h: p(26.0),
            margin: p(9.0),
            left_hand_cx: p(36.0),
            right_hand_cx: gx + 9 * cw + p(60.0),
        }
    }

    /// Screen column and row (0–8 from the top left) of a square.
    pub fn col_row(sq: Square, flip: bool) -> (i32, i32) {
        let (f, r) = (sq.file() as i32, sq.rank() as i32);
        if flip {
            (f - 1, 9 - r)
        } else {
            (9 - f, r - 1)
        }
    }

    /// Top-left of a square's cell (on its top and left grid lines).
    pub fn cell(&self, sq: Square, flip: bool) -> (i32, i32) {
        let (c, r) = Layout::col_row(sq, flip);
        (self.gx + c * self.cw, self.gy + r * self.ch)
    }

    /// The centre of a square, for probes.
    pub fn center(&self, sq: Square, flip: bool) -> (i32, i32) {
        let (x, y) = self.cell(sq, flip);
        (x + (self.cw + self.lw) / 2, y + (self.ch + self.lw) / 2)
    }

    fn grid_h(&self) -> i32 {
        9 * self.ch + self.lw
    }

    /// Centre of the `i`-th hand slot (0 = first drawn) of the player at the top or bottom.
    pub fn hand_slot(&self, top: bool, i: i32, n: i32) -> (i32, i32) {
        if top {
            (self.left_hand_cx, self.gy + self.ch / 2 + i * self.ch)
        } else {
            let first = self.gy + self.grid_h() - self.ch / 2 - (n - 1) * self.ch;
            (self.right_hand_cx, first + i * self.ch)
        }
    }
}

/// What a size and style need, drawn once.
struct Assets {
    layout: Layout,
    background: RgbImage,
    /// By colour and role, already turned for this orientation.
    pieces: Vec<Vec<Sprite>>,
    glow: Sprite,
    dot: Sprite,
    corners: Sprite,
    badge: Sprite,
    flip: bool,
    /// The palette for PNG and GIF, learned on first use.
    quant: OnceLock<Quantizer>,
}

impl Assets {
    fn quantizer(&self) -> &Quantizer {
        self.quant.get_or_init(|| {
            let samples: Vec<RgbImage> =
                calibration_views().iter().map(|v| draw(self, v)).collect();
            Quantizer::new(&samples)
        })
    }
}

/// Views that between them show every colour a two-player image can have.
fn calibration_views() -> Vec<BoardView> {
    let mut a = BoardView::empty();
    for (i, &role) in Role::ALL.iter().enumerate() {
        let (file, rank) = (i as u8 % 9 + 1, i as u8 / 9);
        a.put(file, 9 - rank, Piece::new(Color::Sente, role));
        a.put(10 - file, 1 + rank, Piece::new(Color::Gote, role));
    }
    for color in Color::ALL {
        for (n, role) in Role::HAND.iter().enumerate() {
            a.hands[color.index()].set(*role, n as u8 % 3 + 1);
        }
    }
    a.names = [
        "Sente 先手 あア漢 \u{13000}".into(),
        "Gote 後手 あア漢".into(),
    ];
    a.move_number = 88;
    a.last_move_label = Some("▲５六歩".into());
    let sq = |f, r| Square::new(f, r).expect("on the board");
    a.last_move = Some(Move::Normal {
        from: sq(5, 5),
        to: sq(5, 6),
        promote: false,
    });
    a.check = Some(sq(5, 9));
    let mut targets = Bitboard::EMPTY;
    for (f, r) in [(4, 4), (4, 5), (6, 4), (9, 8), (8, 9), (8, 2)] {
        targets.set(sq(f, r));
    }
    a.hint = Some(super::Hint {
        origin: HintOrigin::Square(sq(6, 6)),
        targets,
    });
    a.result_line = Some("まで88手で先手の勝ち".into());
    let mut b = a.clone();
    b.to_move = Some(Color::Gote);
    b.check = Some(sq(9, 1));
    b.hint = Some(super::Hint {
        origin: HintOrigin::Hand(Role::Pawn),
        targets,
    });
    b.last_move = Some(Move::Drop {
        role: Role::Pawn,
        to: sq(5, 5),
    });
    vec![a, b]
}

type Key = (u32, bool, bool, PieceStyle);

fn assets(style: &Style) -> Arc<Assets> {
    static CACHE: OnceLock<Mutex<HashMap<Key, Arc<Assets>>>> = OnceLock::new();
    let scale = style.clamped_scale();
    let key = (
        scale.to_bits(),
        style.flip,
        style.usi_coordinates,
        style.piece_style,
    );
    let cache = CACHE.get_or_init(Default::default);
    let mut map = cache.lock().unwrap_or_else(|e| e.into_inner());
    map.entry(key)
        .or_insert_with(|| Arc::new(build_assets(scale, style)))
        .clone()
}

fn build_assets(scale: f32, style: &Style) -> Assets {
    let l = Layout::new(scale);
    let bottom = if style.flip { Seat::North } else { Seat::South };
    let pieces = Color::ALL
        .iter()
        .map(|&color| {
            let turns = (color.facing().index() + 4 - bottom.index()) as u8 % 4;
            let king = if color == Color::Sente { '玉' } else { '王' };
            Role::ALL
                .iter()
                .map(|&role| {
                    let text = pieces::face_text(role, king, style.piece_style);
                    let body = pieces::piece_body(role, text, &WOOD_PIECE, l.cw, l.ch, scale);
                    pieces::piece_sprite(&body, turns, scale)
                })
                .collect()
        })
        .collect();
    Assets {
        layout: l,
        background: background(&l, style.flip, style.usi_coordinates),
        pieces,
        glow: pieces::check_glow(l.cw, l.ch),
        dot: pieces::hint_dot(l.cw, l.ch, HINT.alpha(225)),
        corners: pieces::hint_corners(l.cw, l.ch, HINT.alpha(215)),
        badge: pieces::badge(px(17.0, scale), Rgba::hex(0x5a3b22), WHITE),
        flip: style.flip,
        quant: OnceLock::new(),
    }
}

/// Draws the wooden board with its grid, star points and coordinates on the page colour.
pub(crate) fn draw_board(
    img: &mut RgbImage,
    scale: f32,
    gx: i32,
    gy: i32,
    cw: i32,
    ch: i32,
    lw: i32,
) {
    let p = |v: f32| v * scale;
    let (gw, gh) = (9 * cw + lw, 9 * ch + lw);
    let m = p(8.0);
    let (bx, by, bw, bh) = (
        gx as f32 - m,
        gy as f32 - m,
        gw as f32 + 2.0 * m,
        gh as f32 + 2.0 * m,
    );
    // A soft drop shadow, then the board with a darker rim.
    for (i, a) in [(3.0, 22u8), (2.0, 30), (1.0, 38)] {
        Path::new()
            .rounded_rect(
                bx + p(i) * 0.5,
                by + p(i),
                bw + p(i) * 0.5,
                bh + p(i) * 0.5,
                p(5.0),
                false,
            )
            .fill(img, Rgba(60, 40, 20, a));
    }
    Path::new()
        .rounded_rect(bx, by, bw, bh, p(4.0), false)
        .fill(img, WOOD_EDGE);
    let inset = p(1.0).max(1.0);
    Path::new()
        .rounded_rect(
            bx + inset,
            by + inset,
            bw - 2.0 * inset,
            bh - 2.0 * inset,
            p(3.0),
            false,
        )
        .fill_with(img, |_, y| {
            WOOD_TOP.mix(WOOD_BOTTOM, ((y as f32 - by) / bh).clamp(0.0, 1.0))
        });
    for i in 0..=9 {
        fill_rect(img, gx + i * cw, gy, lw, gh, GRID);
        fill_rect(img, gx, gy + i * ch, gw, lw, GRID);
    }
    // The outer line is drawn thicker, outward.
    let o = lw;
    fill_rect(img, gx - o, gy - o, gw + 2 * o, o, GRID);
    fill_rect(img, gx - o, gy + gh, gw + 2 * o, o, GRID);
    fill_rect(img, gx - o, gy - o, o, gh + 2 * o, GRID);
    fill_rect(img, gx + gw, gy - o, o, gh + 2 * o, GRID);
    let half = lw as f32 / 2.0;
    for (c, r) in [(3, 3), (6, 3), (3, 6), (6, 6)] {
        Path::new()
            .circle(
                (gx + c * cw) as f32 + half,
                (gy + r * ch) as f32 + half,
                p(2.6),
                false,
            )
            .fill(img, GRID);
    }
}

const RANKS: [&str; 9] = ["一", "二", "三", "四", "五", "六", "七", "八", "九"];

fn background(l: &Layout, flip: bool, usi: bool) -> RgbImage {
    let mut img = RgbImage::from_pixel(
        l.w as u32,
        l.h as u32,
        image::Rgb([BACKGROUND.0, BACKGROUND.1, BACKGROUND.2]),
    );
    draw_board(&mut img, l.scale, l.gx, l.gy, l.cw, l.ch, l.lw);
    let s = l.scale;
    let label_px = 13.0 * s;
    for i in 0..9 {
        // Column i from the left shows file 9-i (1+i flipped); row i shows rank i+1 (9-i flipped).
        let file = if flip { i + 1 } else { 9 - i };
        let rank = if flip { 9 - i } else { i + 1 };
        let cx = (l.gx + i * l.cw + l.cw / 2) as f32;
        ui::text_centered(&mut img, &file.to_string(), label_px, cx, 46.0 * s, LABEL);
        let cy = (l.gy + i * l.ch + l.ch / 2) as f32;
        let rx = (l.gx + 9 * l.cw) as f32 + 22.0 * s;
        ui::text_centered(&mut img, RANKS[rank as usize - 1], label_px, rx, cy, LABEL);
        if usi {
            let letter = ((b'a' + rank as u8 - 1) as char).to_string();
            ui::text_centered(
                &mut img,
                &letter,
                label_px,
                l.gx as f32 - 19.0 * s,
                cy,
                LABEL,
            );
        }
    }
    img
}

/// The roles of a hand in the order they are shown (most valuable first) with their counts.
pub(crate) fn hand_order(hand: &Hand) -> Vec<(Role, u8)> {
    let mut v: Vec<(Role, u8)> = hand.iter().collect();
    v.reverse();
    v
}

/// Draws a two-player position.
pub fn render(view: &BoardView, style: &Style) -> RgbImage {
    draw(&assets(style), view)
}

fn draw(a: &Assets, view: &BoardView) -> RgbImage {
    let l = a.layout;
    let flip = a.flip;
    let s = l.scale;
    let mut img = a.background.clone();
    let inner = |sq: Square| {
        let (x, y) = l.cell(sq, flip);
        (x + l.lw, y + l.lw, l.cw - l.lw, l.ch - l.lw)
    };

    // Square tints under the pieces: last move, hint origin.
    if let Some(mv) = view.last_move {
        if let Move::Normal { from, .. } = mv {
            let (x, y, w, h) = inner(from);
            fill_rect(&mut img, x, y, w, h, LAST_MOVE.alpha(70));
        }
        let (x, y, w, h) = inner(mv.to());
        fill_rect(&mut img, x, y, w, h, LAST_MOVE.alpha(150));
    }
    if let Some(HintOrigin::Square(sq)) = view.hint.map(|h| h.origin) {
        let (x, y, w, h) = inner(sq);
        fill_rect(&mut img, x, y, w, h, HINT.alpha(105));
    }
    if let Some(sq) = view.check {
        let (x, y) = l.cell(sq, flip);
        blit(&mut img, &a.glow, x, y);
    }
    for sq in Square::ALL {
        if let Some(p) = view.squares[sq.index()] {
            let (x, y) = l.cell(sq, flip);
            blit(&mut img, &a.pieces[p.color.index()][p.role.index()], x, y);
        }
    }
    if let Some(hint) = view.hint {
        let mut t = hint.targets;
        while let Some(sq) = t.first() {
            t.clear(sq);
            let (x, y) = l.cell(sq, flip);
            let mark = if view.squares[sq.index()].is_some() {
                &a.corners
            } else {
                &a.dot
            };
            blit(&mut img, mark, x, y);
        }
    }

    // Hands, names, move, result.
    let (top, bottom) = if flip {
        (Color::Sente, Color::Gote)
    } else {
        (Color::Gote, Color::Sente)
    };
    for color in [top, bottom] {
        let is_top = color == top;
        let items = hand_order(&view.hands[color.index()]);
        let n = items.len() as i32;
        for (i, &(role, count)) in items.iter().enumerate() {
            let (cx, cy) = l.hand_slot(is_top, i as i32, n);
            let hinted = view.to_move == Some(color)
                && view.hint.map(|h| h.origin) == Some(HintOrigin::Hand(role));
            if hinted {
                Path::new()
                    .rounded_rect(
                        (cx - l.cw / 2) as f32,
                        (cy - l.ch / 2) as f32,
                        l.cw as f32,
                        l.ch as f32,
                        6.0 * s,
                        false,
                    )
                    .fill(&mut img, HINT.alpha(105));
            }
            blit(
                &mut img,
                &a.pieces[color.index()][role.index()],
                cx - l.cw / 2,
                cy - l.ch / 2,
            );
            if count > 1 {
                let (bx, by) = (cx + px(15.0, s), cy + px(17.0, s));
                ui::count_badge(&mut img, &a.badge, count, bx, by);
            }
        }
    }

    let in_check = view.check.map(|sq| {
        view.squares[sq.index()]
            .map(|p| p.color)
            .or(view.to_move)
            .unwrap_or(Color::Sente)
    });
    let ph = l.pill_h as f32;
    let name_px = 13.5 * s;
    let tag_h = 20.0 * s;
    let gap = 6.0 * s;
    let m = l.margin as f32;
    let right_edge = l.w as f32 - m;

    // The top player: pill at the top left, 王手 after it; the move at the top right.
    let move_text = move_label(view);
    let move_line = text::layout(&move_text, Face::Sans, 13.0 * s, l.w as f32 * 0.4);
    let top_max = (right_edge - m - move_line.width - 3.0 * gap - tag_h * 2.5 - ph * 1.6)
        .min(l.w as f32 * 0.45);
    let top_name = text::layout(&view.names[top.index()], Face::Sans, name_px, top_max);
    let top_w = pill(view, top, &top_name).draw(&mut img, m, m, ph);
    if in_check == Some(top) {
        ui::tag(
            &mut img,
            "王手",
            m + top_w + gap,
            m + ph / 2.0,
            tag_h,
            CHECK_TAG,
            WHITE,
        );
    }
    text::draw_line(
        &mut img,
        &move_line,
        (right_edge - move_line.width).round(),
        text::centered_baseline(Face::Sans, 13.0 * s, m + ph / 2.0),
        TEXT,
    );

    // The bottom player: pill at the bottom right, 王手 before it; the result at the bottom left.
    let by = l.h as f32 - m - ph;
    let bottom_name = text::layout(
        &view.names[bottom.index()],
        Face::Sans,
        name_px,
        l.w as f32 * 0.45,
    );
    let bottom_pill = pill(view, bottom, &bottom_name);
    let bw = bottom_pill.width(ph);
    bottom_pill.draw(&mut img, right_edge - bw, by, ph);
    let mut left_of_pill = right_edge - bw - gap;
    if in_check == Some(bottom) {
        let tw = ui::tag_width("王手", tag_h);
        ui::tag(
            &mut img,
            "王手",
            left_of_pill - tw,
            by + ph / 2.0,
            tag_h,
            CHECK_TAG,
            WHITE,
        );
        left_of_pill -= tw + gap;
    }
    if let Some(result) = &view.result_line {
        ui::text_left(
            &mut img,
            result,
            13.0 * s,
            m,
            by + ph / 2.0,
            left_of_pill - m - gap,
            RESULT,
        );
    }
    img
}

fn pill<'a>(view: &BoardView, color: Color, line: &'a text::Line) -> Pill<'a> {
    let active = view.to_move == Some(color);
    Pill {
        line,
        fill: if active { PILL_ACTIVE } else { PILL_IDLE },
        ink: if active { WHITE } else { INK_IDLE },
        icon: Some(if color == Color::Sente {
            Icon::Solid
        } else {
            Icon::Outline
        }),
        strike: false,
    }
}

/// `47手目 ▲２二龍`, or `開始局面` before the first move.
pub(crate) fn move_label(view_move_number: &BoardView) -> String {
    label(
        view_move_number.move_number,
        view_move_number.last_move_label.as_deref(),
    )
}

pub(crate) fn label(n: u32, last: Option<&str>) -> String {
    match (n, last) {
        (0, None) => "開始局面".to_string(),
        (n, None) => format!("{n}手目"),
        (n, Some(l)) => format!("{n}手目 {l}"),
    }
}

/// Draws a two-player position as an 8-bit palette PNG.
pub fn render_png(view: &BoardView, style: &Style) -> Vec<u8> {
    let a = assets(style);
    a.quantizer().png(&draw(&a, view))
}

/// Draws each view and maps it to the style's fixed palette: frames for an animation.
pub(crate) fn indexed_frames(
    views: &[BoardView],
    style: &Style,
) -> (Vec<u8>, Vec<Vec<u8>>, u16, u16) {
    let a = assets(style);
    let q = a.quantizer();
    let frames = views.iter().map(|v| q.map(&draw(&a, v))).collect();
    (
        q.palette.clone(),
        frames,
        a.layout.w as u16,
        a.layout.h as u16,
    )
}

/// The centre of a square in the image drawn at `style`, for callers (image maps) and tests.
pub fn square_center(style: &Style, sq: Square) -> (u32, u32) {
    let (x, y) = Layout::new(style.clamped_scale()).center(sq, style.flip);
    (x as u32, y as u32)
}
