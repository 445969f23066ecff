//! Two-player boards.
//!
//! Layout at scale 1 (576×544): gote's name on top with the move number and last move to the right;
//! gote's hand down the left, sente's hand up the right, sente's name at the bottom right; files
//! 9–1 above the board, ranks 一–九 to its right (USI a–i to its left as an option). Flipped, the
//! board is seen from gote's side and the two players trade places.

use std::sync::OnceLock;

use image::RgbImage;

use super::board::{self, Board, Grid, Marks};
use super::canvas::{blit, fill_rect, Path, Rgba, Sprite};
use super::pieces::{self, WOOD_PIECE};
use super::quant::Quantizer;
use super::text;
use super::ui::{self, Icon, Pill};
use super::{px, BoardView, HintOrigin, Labels, Notation, Style};
use crate::rules::{Bitboard, Color, Hand, Move, Piece, Role, Seat, Square};

pub(crate) const BACKGROUND: Rgba = Rgba::hex(0xf5efe5);
pub(crate) const WOOD_TOP: Rgba = Rgba::hex(0xf1cb86);
pub(crate) const WOOD_BOTTOM: Rgba = Rgba::hex(0xe8bb6c);
pub(crate) const WOOD_EDGE: Rgba = Rgba::hex(0xc39352);
pub(crate) const GRID: Rgba = Rgba::hex(0x4a3520);
pub(crate) const LABEL: Rgba = Rgba::hex(0x5f4d3b);
pub(crate) const CHECK_TAG: Rgba = Rgba::hex(0xd32f2f);
pub(crate) const RESULT: Rgba = Rgba::hex(0xa5321f);
const PILL_ACTIVE: Rgba = Rgba::hex(0x6b4528);
const PILL_IDLE: Rgba = Rgba::hex(0xe6ddd0);
const INK_IDLE: Rgba = Rgba::hex(0x4a3b2c);
const WHITE: Rgba = Rgba::hex(0xffffff);
const TEXT: Rgba = Rgba::hex(0x4d3f31);
/// The 上手/下手 tag of a handicap game.
const ROLE_TAG: Rgba = Rgba::hex(0x8a6a3c);

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
pub(crate) struct Assets {
    layout: Layout,
    background: RgbImage,
    /// By colour and role, already turned for this orientation.
    pieces: Vec<Vec<Sprite>>,
    marks: Marks,
    flip: bool,
    /// The palette for PNG and GIF, learned on first use.
    quant: OnceLock<Quantizer>,
}

impl Board for Assets {
    type View = BoardView;

    fn build(scale: f32, style: &Style) -> Assets {
        build_assets(scale, style)
    }

    fn calibration_views() -> Vec<BoardView> {
        calibration_views()
    }

    fn draw(&self, view: &BoardView) -> RgbImage {
        draw(self, view)
    }

    fn size(&self) -> (i32, i32) {
        (self.layout.w, self.layout.h)
    }

    fn palette_cell(&self) -> &OnceLock<Quantizer> {
        &self.quant
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
    a.handicap = Some("香落ち".into());
    a.clocks = [Some("4:32".into()), Some("0:30".into())];
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
        background: background(&l, style.flip, style.notation),
        pieces,
        marks: Marks::new(
            l.cw,
            l.ch,
            pieces::badge(px(17.0, scale), Rgba::hex(0x5a3b22), WHITE),
        ),
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

fn background(l: &Layout, flip: bool, notation: Notation) -> RgbImage {
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
        let right = board::rank_label(rank as u8, notation == Notation::Western);
        ui::text_centered(&mut img, &right, label_px, rx, cy, LABEL);
        if notation == Notation::Both {
            let letter = board::rank_label(rank as u8, true);
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
    board::assets::<Assets>(style).draw(view)
}

fn draw(a: &Assets, view: &BoardView) -> RgbImage {
    let l = a.layout;
    let flip = a.flip;
    let s = l.scale;
    let mut img = a.background.clone();
    let grid = Grid {
        cell: |sq: Square| l.cell(sq, flip),
        cw: l.cw,
        ch: l.ch,
        lw: l.lw,
    };
    grid.under_pieces(&mut img, &a.marks, view.last_move, view.hint, view.check);
    for sq in Square::ALL {
        if let Some(p) = view.squares[sq.index()] {
            let (x, y) = l.cell(sq, flip);
            blit(&mut img, &a.pieces[p.color.index()][p.role.index()], x, y);
        }
    }
    grid.hint_targets(&mut img, &a.marks, view.hint, |sq| {
        view.squares[sq.index()].is_some()
    });

    // Hands.
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
            board::hand_piece(
                &mut img,
                &a.pieces[color.index()][role.index()],
                &a.marks,
                count,
                (cx - l.cw / 2, cy - l.ch / 2, l.cw, l.ch),
                hinted,
                (px(15.0, s), px(17.0, s)),
                s,
            );
        }
    }

    let in_check = view.check.map(|sq| {
        view.squares[sq.index()]
            .map(|p| p.color)
            .or(view.to_move)
            .unwrap_or(Color::Sente)
    });
    let labels = &view.labels;
    let ph = l.pill_h as f32;
    let name_px = 13.5 * s;
    let tag_h = 20.0 * s;
    let gap = 6.0 * s;
    let m = l.margin as f32;
    let right_edge = l.w as f32 - m;
    // The tags beside a name: handicap role (上手/下手), clock, check; in that order outward.
    let tags_of = |color: Color| -> Vec<(String, Rgba, Rgba)> {
        let mut t = Vec::new();
        if view.handicap.is_some() {
            let role = if color == Color::Gote {
                &labels.upper
            } else {
                &labels.lower
            };
            t.push((role.clone(), ROLE_TAG, WHITE));
        }
        if let Some(clock) = &view.clocks[color.index()] {
            t.push((clock.clone(), PILL_IDLE, INK_IDLE));
        }
        if in_check == Some(color) {
            t.push((labels.check.clone(), CHECK_TAG, WHITE));
        }
        t
    };
    let tags_w = |tags: &[(String, Rgba, Rgba)]| -> f32 {
        tags.iter().map(|t| ui::tag_width(&t.0, tag_h) + gap).sum()
    };

    // The top player: pill at the top left, tags after it; the header at the top right.
    let header = header_text(view);
    let top_tags = tags_of(top);
    // Without a top name (a puzzle's defender) the header may use the top line beside the tags.
    let header_max = if view.names[top.index()].is_empty() {
        right_edge - m - tags_w(&top_tags) - gap
    } else {
        l.w as f32 * 0.42
    };
    let header_line = text::line(&header, 13.0 * s, header_max);
    let top_max = (right_edge - m - header_line.width - gap - tags_w(&top_tags) - ph * 1.6)
        .min(l.w as f32 * 0.45)
        .max(40.0 * s);
    let top_name = text::line(&view.names[top.index()], name_px, top_max);
    // A side nobody plays (the defender of a puzzle) gets no empty label.
    let mut x = if view.names[top.index()].is_empty() {
        m
    } else {
        m + pill(view, top, &top_name).draw(&mut img, m, m, ph) + gap
    };
    for (t, fill, ink) in &top_tags {
        x += ui::tag(&mut img, t, x, m + ph / 2.0, tag_h, *fill, *ink) + gap;
    }
    text::draw_line(
        &mut img,
        &header_line,
        (right_edge - header_line.width).round(),
        text::centered_baseline(13.0 * s, m + ph / 2.0),
        TEXT,
    );

    // The bottom player: pill at the bottom right, tags before it; the result at the bottom left.
    let by = l.h as f32 - m - ph;
    let bottom_name = text::line(&view.names[bottom.index()], name_px, l.w as f32 * 0.45);
    let mut left_of_pill = right_edge;
    if !view.names[bottom.index()].is_empty() {
        let bottom_pill = pill(view, bottom, &bottom_name);
        let bw = bottom_pill.width(ph);
        bottom_pill.draw(&mut img, right_edge - bw, by, ph);
        left_of_pill -= bw + gap;
    }
    for (t, fill, ink) in &tags_of(bottom) {
        let tw = ui::tag_width(t, tag_h);
        ui::tag(
            &mut img,
            t,
            left_of_pill - tw,
            by + ph / 2.0,
            tag_h,
            *fill,
            *ink,
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

/// The header: the handicap's name if any, the move number and the last move, e.g.
/// `香落ち  47手目 ▲２二龍`; before the first move, the start label.
fn header_text(view: &BoardView) -> String {
    if let Some(h) = &view.header {
        return h.clone();
    }
    let moves = label(
        &view.labels,
        view.move_number,
        view.last_move_label.as_deref(),
    );
    match &view.handicap {
        Some(h) => format!("{h}  {moves}"),
        None => moves,
    }
}

/// `47手目 ▲２二龍` in the labels' language, or the start label before the first move.
pub(crate) fn label(labels: &Labels, n: u32, last: Option<&str>) -> String {
    match (n, last) {
        (0, None) => labels.start.clone(),
        (n, None) => Labels::number(&labels.move_number, n),
        (n, Some(l)) => format!("{} {l}", Labels::number(&labels.move_number, n)),
    }
}

/// Draws a two-player position as an 8-bit palette PNG.
pub fn render_png(view: &BoardView, style: &Style) -> Vec<u8> {
    board::render_png::<Assets>(view, style)
}

/// Draws each view and maps it to the style's fixed palette: frames for an animation.
pub(crate) fn indexed_frames(
    views: &[BoardView],
    style: &Style,
) -> (Vec<u8>, Vec<Vec<u8>>, u16, u16) {
    board::indexed_frames::<Assets>(views, style)
}

/// The centre of a square in the image drawn at `style`, for callers (image maps) and tests.
pub fn square_center(style: &Style, sq: Square) -> (u32, u32) {
    let (x, y) = Layout::new(style.clamped_scale()).center(sq, style.flip);
    (x as u32, y as u32)
}
