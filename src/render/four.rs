//! Four-player boards.
//!
//! Layout at scale 1 (636×554): the board in the middle with a box for each seat on its own side
//! (South below, West left, North above, East right) holding the name and the hand. Pieces are
//! tinted with their controller's colour and point the way they face. Flipped, North sits below.

use std::sync::OnceLock;

use image::RgbImage;

use super::board::{self, Board, Grid, Marks};
use super::canvas::{blit, Path, Rgba, Sprite};
use super::pieces::{self, PieceLook, OUT_PIECE};
use super::quant::Quantizer;
use super::text;
use super::two::{self, draw_board, hand_order, BACKGROUND, CHECK_TAG, LABEL, RESULT};
use super::ui::{self, Pill};
use super::{px, FourPiece, FourView, Hint, HintOrigin, Labels, Notation, Style};
use crate::rules::{Bitboard, Move, Role, Seat, Square};

/// A seat's colours: its strong colour, its box's fill and its pieces.
struct SeatColors {
    strong: Rgba,
    light: Rgba,
    piece: PieceLook,
}

const INK: Rgba = Rgba::hex(0x1b130c);
const RED: Rgba = Rgba::hex(0xc8161d);
const WHITE: Rgba = Rgba::hex(0xffffff);
const TEXT: Rgba = Rgba::hex(0x4d3f31);
const OUT_FILL: Rgba = Rgba::hex(0xebe8e4);
const OUT_EDGE: Rgba = Rgba::hex(0xb5aea5);
const OUT_INK: Rgba = Rgba::hex(0x8c857c);

const SEATS: [SeatColors; 4] = [
    // South: blue.
    SeatColors {
        strong: Rgba::hex(0x3b74c9),
        light: Rgba::hex(0xe4edfa),
        piece: PieceLook {
            face_top: Rgba::hex(0xe3ecfa),
            face_bottom: Rgba::hex(0xaec5ea),
            edge: Rgba::hex(0x46689c),
            ink: INK,
            promoted_ink: RED,
        },
    },
    // West: purple.
    SeatColors {
        strong: Rgba::hex(0x9456b8),
        light: Rgba::hex(0xf3e9f8),
        piece: PieceLook {
            face_top: Rgba::hex(0xf3e6fa),
            face_bottom: Rgba::hex(0xd2b0e6),
            edge: Rgba::hex(0x74498f),
            ink: INK,
            promoted_ink: RED,
        },
    },
    // North: green.
    SeatColors {
        strong: Rgba::hex(0x2c9156),
        light: Rgba::hex(0xe3f3e8),
        piece: PieceLook {
            face_top: Rgba::hex(0xe2f4e6),
            face_bottom: Rgba::hex(0xa7d9b4),
            edge: Rgba::hex(0x3f7d54),
            ink: INK,
            promoted_ink: RED,
        },
    },
    // East: orange.
    SeatColors {
        strong: Rgba::hex(0xdc7420),
        light: Rgba::hex(0xfcede0),
        piece: PieceLook {
            face_top: Rgba::hex(0xfdebd9),
            face_bottom: Rgba::hex(0xf2bd8a),
            edge: Rgba::hex(0xa5642c),
            ink: INK,
            promoted_ink: RED,
        },
    },
];

/// A side of the image, clockwise from the bottom.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Side {
    Bottom = 0,
    Left = 1,
    Top = 2,
    Right = 3,
}

/// Pixel positions at one scale.
#[derive(Clone, Copy, Debug)]
struct Layout {
    scale: f32,
    w: i32,
    h: i32,
    c: i32,
    lw: i32,
    gx: i32,
    gy: i32,
    margin: i32,
    pill_h: i32,
}

impl Layout {
    fn new(scale: f32) -> Layout {
        let p = |v: f32| px(v, scale);
        Layout {
            scale,
            w: p(636.0),
            h: p(554.0),
            c: p(44.0),
            lw: p(1.0).max(1),
            gx: p(112.0),
            gy: p(86.0),
            margin: p(8.0),
            pill_h: p(24.0),
        }
    }

    fn grid(&self) -> i32 {
        9 * self.c + self.lw
    }

    /// The box of the seat drawn on `side`: x, y, w, h.
    fn seat_box(&self, side: Side) -> (i32, i32, i32, i32) {
        let p = |v: f32| px(v, self.scale);
        let (bx0, bx1) = (self.gx - p(8.0), self.gx + self.grid() + p(8.0));
        let (by0, by1) = (self.gy - p(8.0), self.gy + self.grid() + p(8.0));
        match side {
            Side::Top => (bx0, self.margin, bx1 - bx0, p(48.0)),
            Side::Bottom => (bx0, by1 + p(8.0), bx1 - bx0, p(48.0)),
            Side::Left => (self.margin, by0, p(84.0), by1 - by0),
            Side::Right => (self.w - self.margin - p(84.0), by0, p(84.0), by1 - by0),
        }
    }
}

/// Screen column and row of a square with `bottom` seated below.
fn col_row(sq: Square, bottom: Seat) -> (i32, i32) {
    let (mut c, mut r) = (9 - sq.file() as i32, sq.rank() as i32 - 1);
    // Each quarter turn counter-clockwise brings the next seat clockwise to the bottom.
    for _ in 0..bottom.index() {
        (c, r) = (r, 8 - c);
    }
    (c, r)
}

fn side_of(seat: Seat, bottom: Seat) -> Side {
    match (seat.index() + 4 - bottom.index()) % 4 {
        0 => Side::Bottom,
        1 => Side::Left,
        2 => Side::Top,
        _ => Side::Right,
    }
}

/// Clockwise quarter turns of a sprite for a piece facing `facing` (facing South = pointing up).
fn turns(facing: Seat, bottom: Seat) -> u8 {
    side_of(facing, bottom) as u8
}

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
enum BoxState {
    Idle = 0,
    Active = 1,
    Out = 2,
}

pub(crate) struct Assets {
    layout: Layout,
    bottom: Seat,
    background: RgbImage,
    /// By controller, role, quarter turns.
    pieces: Vec<Vec<[Sprite; 4]>>,
    /// The kings of players who are out, by quarter turns.
    out_kings: [Sprite; 4],
    /// By seat and state.
    boxes: Vec<[Sprite; 3]>,
    marks: Marks,
    quant: OnceLock<Quantizer>,
}

impl Board for Assets {
    type View = FourView;

    fn build(scale: f32, style: &Style) -> Assets {
        build_assets(scale, style)
    }

    fn calibration_views() -> Vec<FourView> {
        calibration_views()
    }

    fn draw(&self, view: &FourView) -> RgbImage {
        draw(self, view)
    }

    fn size(&self) -> (i32, i32) {
        (self.layout.w, self.layout.h)
    }

    fn palette_cell(&self) -> &OnceLock<Quantizer> {
        &self.quant
    }
}

/// Views that between them show every colour a four-player image can have.
fn calibration_views() -> Vec<FourView> {
    let sq = |f, r| Square::new(f, r).expect("on the board");
    let mut a = FourView::start();
    let extra = [Role::Tokin, Role::Dragon, Role::PromotedSilver, Role::Horse];
    for (i, seat) in Seat::ALL.iter().enumerate() {
        for (j, &role) in extra.iter().enumerate() {
            a.put(
                3 + j as u8,
                3 + i as u8 + (i as u8 / 2) * 2,
                FourPiece::new(*seat, role),
            );
        }
        for (n, role) in [Role::Pawn, Role::Silver, Role::Gold, Role::Rook]
            .iter()
            .enumerate()
        {
            a.hands[i].set(*role, n as u8 % 3 + 1);
        }
    }
    a.names = [
        "South あア漢 \u{13000}".into(),
        "West あア漢".into(),
        "North あア漢".into(),
        "East あア漢".into(),
    ];
    a.move_number = 88;
    a.last_move_label = Some("５六歩".into());
    a.last_move = Some(Move::Normal {
        from: sq(8, 8),
        to: sq(8, 7),
        promote: false,
    });
    a.checks.push((Seat::South, sq(5, 9)));
    a.overturned_kings.push((sq(8, 8), Seat::West));
    let mut targets = Bitboard::EMPTY;
    for (f, r) in [(2, 2), (2, 3), (8, 2), (5, 8), (1, 5)] {
        targets.set(sq(f, r));
    }
    a.hint = Some(Hint {
        origin: HintOrigin::Square(sq(5, 7)),
        targets,
    });
    a.result_line = Some("Southの勝ち".into());
    a.clocks = [Some("4:32".into()), None, Some("0:30".into()), None];
    let mut b = a.clone();
    b.eliminated[Seat::West.index()] = Some(4);
    b.eliminated[Seat::South.index()] = Some(3);
    b.to_move = Some(Seat::North);
    b.checks = vec![(Seat::East, sq(1, 5))];
    b.hint = Some(Hint {
        origin: HintOrigin::Hand(Role::Gold),
        targets,
    });
    let mut c = a.clone();
    c.to_move = Some(Seat::East);
    c.checks = vec![(Seat::West, sq(9, 5)), (Seat::North, sq(5, 1))];
    let mut d = a.clone();
    d.to_move = Some(Seat::West);
    d.eliminated[Seat::East.index()] = Some(2);
    d.eliminated[Seat::North.index()] = Some(1);
    let mut e = d.clone();
    e.to_move = None;
    e.final_places = Some([3, 4, 1, 2]);
    vec![a, b, c, d, e]
}

fn all_turns(body: &Sprite, scale: f32) -> [Sprite; 4] {
    [0, 1, 2, 3].map(|q| pieces::piece_sprite(body, q, scale))
}

fn build_assets(scale: f32, style: &Style) -> Assets {
    let l = Layout::new(scale);
    let bottom = style.bottom_seat();
    let pieces = Seat::ALL
        .iter()
        .map(|&seat| {
            Role::ALL
                .iter()
                .map(|&role| {
                    let text = pieces::face_text(role, '王', style.piece_style);
                    let look = &SEATS[seat.index()].piece;
                    all_turns(
                        &pieces::piece_body(role, text, look, l.c, l.c, scale),
                        scale,
                    )
                })
                .collect()
        })
        .collect();
    let out_king = pieces::piece_body(
        Role::King,
        pieces::face_text(Role::King, '王', style.piece_style),
        &OUT_PIECE,
        l.c,
        l.c,
        scale,
    );
    let boxes = Seat::ALL
        .iter()
        .map(|&seat| {
            let (_, _, w, h) = l.seat_box(side_of(seat, bottom));
            [BoxState::Idle, BoxState::Active, BoxState::Out].map(|st| seat_box(&l, seat, st, w, h))
        })
        .collect();
    Assets {
        layout: l,
        bottom,
        background: background(&l, bottom, style.notation),
        pieces,
        out_kings: all_turns(&out_king, scale),
        boxes,
        marks: Marks::new(
            l.c,
            l.c,
            pieces::badge(px(16.0, scale), Rgba::hex(0x4a4038), WHITE),
        ),
        quant: OnceLock::new(),
    }
}

fn seat_box(l: &Layout, seat: Seat, state: BoxState, w: i32, h: i32) -> Sprite {
    let colors = &SEATS[seat.index()];
    let (fill, edge, t) = match state {
        BoxState::Idle => (colors.light, colors.strong.mix(WHITE, 0.25), 1.6),
        BoxState::Active => (colors.light, colors.strong, 3.0),
        BoxState::Out => (OUT_FILL, OUT_EDGE, 1.6),
    };
    let t = t * l.scale;
    let r = 8.0 * l.scale;
    let mut s = Sprite::new(w, h);
    let (wf, hf) = (w as f32, h as f32);
    Path::new()
        .rounded_rect(0.5, 0.5, wf - 1.0, hf - 1.0, r, false)
        .fill(&mut s, edge);
    Path::new()
        .rounded_rect(
            0.5 + t,
            0.5 + t,
            wf - 1.0 - 2.0 * t,
            hf - 1.0 - 2.0 * t,
            (r - t).max(1.0),
            false,
        )
        .fill(&mut s, fill);
    s
}

fn background(l: &Layout, bottom: Seat, notation: Notation) -> RgbImage {
    let mut img = RgbImage::from_pixel(
        l.w as u32,
        l.h as u32,
        image::Rgb([BACKGROUND.0, BACKGROUND.1, BACKGROUND.2]),
    );
    draw_board(&mut img, l.scale, l.gx, l.gy, l.c, l.c, l.lw);
    // Coordinates: along the top edge and down the right edge, whichever of file or rank varies.
    let mut top: Vec<String> = vec![String::new(); 9];
    let mut right = top.clone();
    let mut top_files = Vec::new();
    let mut right_files = Vec::new();
    for sq in Square::ALL {
        let (c, r) = col_row(sq, bottom);
        if r == 0 {
            top_files.push((c, sq));
        }
        if c == 8 {
            right_files.push((r, sq));
        }
    }
    let fix = |row: &[(i32, Square)], out: &mut [String]| {
        // Along a line either the file or the rank changes: label by the one that does.
        let files_vary = row.windows(2).any(|w| w[0].1.file() != w[1].1.file());
        for &(i, sq) in row {
            out[i as usize] = if files_vary {
                sq.file().to_string()
            } else {
                board::rank_label(sq.rank(), notation == Notation::Western)
            };
        }
    };
    fix(&top_files, &mut top);
    fix(&right_files, &mut right);
    let s = l.scale;
    let lp = 13.0 * s;
    for i in 0..9 {
        let mid = (i * l.c + l.c / 2) as f32;
        ui::text_centered(
            &mut img,
            &top[i as usize],
            lp,
            l.gx as f32 + mid,
            (l.gy as f32) - 19.0 * s,
            LABEL,
        );
        let rx = (l.gx + l.grid()) as f32 + 20.0 * s;
        ui::text_centered(
            &mut img,
            &right[i as usize],
            lp,
            rx,
            l.gy as f32 + mid,
            LABEL,
        );
    }
    img
}

/// Draws a four-player position.
pub fn render(view: &FourView, style: &Style) -> RgbImage {
    board::assets::<Assets>(style).draw(view)
}

fn draw(a: &Assets, view: &FourView) -> RgbImage {
    let l = a.layout;
    let s = l.scale;
    let bottom = a.bottom;
    let mut img = a.background.clone();
    let cell = |sq: Square| {
        let (c, r) = col_row(sq, bottom);
        (l.gx + c * l.c, l.gy + r * l.c)
    };
    let grid = Grid {
        cell,
        cw: l.c,
        ch: l.c,
        lw: l.lw,
    };
    grid.under_pieces(
        &mut img,
        &a.marks,
        view.last_move,
        view.hint,
        view.checks.iter().map(|&(_, sq)| sq),
    );
    for &(sq, seat) in &view.overturned_kings {
        let (x, y) = cell(sq);
        blit(&mut img, &a.out_kings[turns(seat, bottom) as usize], x, y);
    }
    for sq in Square::ALL {
        if let Some(p) = view.squares[sq.index()] {
            let (x, y) = cell(sq);
            let sprite =
                &a.pieces[p.controller.index()][p.role.index()][turns(p.facing, bottom) as usize];
            blit(&mut img, sprite, x, y);
        }
    }
    grid.hint_targets(&mut img, &a.marks, view.hint, |sq| {
        view.squares[sq.index()].is_some() || view.overturned_kings.iter().any(|&(k, _)| k == sq)
    });

    for seat in Seat::ALL {
        draw_seat(&mut img, a, view, seat);
    }

    // The move number and the last move in the top right corner.
    let (rx, _, rw, _) = l.seat_box(Side::Right);
    let right = (rx + rw) as f32;
    let corner_w = rw as f32 + px(20.0, s) as f32;
    let m = l.margin as f32;
    let mut lines = vec![two::label(&view.labels, view.move_number, None)];
    lines.extend(view.last_move_label.clone());
    for (i, line) in lines.iter().enumerate() {
        let cy = m + 12.0 * s + i as f32 * 20.0 * s;
        ui::text_right(&mut img, line, 13.0 * s, right, cy, corner_w, TEXT);
    }
    match view.final_places {
        Some(places) => game_over_banner(&mut img, &l, view, places),
        None => {
            if let Some(result) = &view.result_line {
                result_corner(&mut img, &l, result);
            }
        }
    }
    img
}

/// A result line in the bottom left corner, on up to two lines.
fn result_corner(img: &mut RgbImage, l: &Layout, result: &str) {
    let s = l.scale;
    let m = l.margin as f32;
    let (bx, by, _, bh) = l.seat_box(Side::Bottom);
    let w = (bx as f32 - 2.0 * m).max(10.0);
    let px = 12.5 * s;
    let cy = (by + bh / 2) as f32;
    let whole = text::line(result, px, f32::INFINITY);
    if whole.width <= w {
        ui::text_left(img, result, px, m, cy, w, RESULT);
        return;
    }
    // Break at the last space that lets the first line fit, else where the first line is full.
    let head = text::line(result, px, w);
    let cut = result
        .char_indices()
        .rev()
        .filter(|&(i, c)| c == ' ' && text::line(&result[..i], px, f32::INFINITY).width <= w)
        .map(|(i, _)| i)
        .next()
        .unwrap_or_else(|| {
            head.text
                .trim_end_matches(text::ELLIPSIS)
                .len()
                .min(result.len())
        });
    let cut = (0..=cut)
        .rev()
        .find(|&i| result.is_char_boundary(i))
        .unwrap_or(0);
    ui::text_left(img, &result[..cut], px, m, cy - 9.0 * s, w, RESULT);
    ui::text_left(
        img,
        result[cut..].trim_start(),
        px,
        m,
        cy + 9.0 * s,
        w,
        RESULT,
    );
}

/// The end of the game, plainly: a panel over the board with the standings, one line a player.
fn game_over_banner(img: &mut RgbImage, l: &Layout, view: &FourView, places: [u8; 4]) {
    let s = l.scale;
    let labels = &view.labels;
    let title_px = 17.0 * s;
    let line_px = 14.0 * s;
    let row = 26.0 * s;
    let pad = 14.0 * s;
    let has_result = view.result_line.is_some();
    let w = (l.grid() as f32 * 0.68).round();
    let h = (pad * 2.0 + 28.0 * s + if has_result { 22.0 * s } else { 0.0 } + 4.0 * row).round();
    let x = (l.gx as f32 + (l.grid() as f32 - w) / 2.0).round();
    let y = (l.gy as f32 + (l.grid() as f32 - h) / 2.0).round();
    let edge = ui::rounded_rect(w as i32, h as i32, 10.0 * s, BANNER_EDGE);
    blit(img, &edge, x as i32, y as i32);
    let t = (2.0 * s).round().max(1.0);
    let face = ui::rounded_rect(
        (w - 2.0 * t) as i32,
        (h - 2.0 * t) as i32,
        10.0 * s - t,
        BANNER_FILL,
    );
    blit(img, &face, (x + t) as i32, (y + t) as i32);
    let cx = x + w / 2.0;
    let mut cy = y + pad + 12.0 * s;
    ui::text_centered(img, &labels.game_over, title_px, cx, cy, RESULT);
    cy += 24.0 * s;
    if let Some(r) = &view.result_line {
        let line = text::line(r, 12.5 * s, w - 2.0 * pad);
        let base = text::centered_baseline(12.5 * s, cy);
        text::draw_line(img, &line, (cx - line.width / 2.0).round(), base, TEXT);
        cy += 22.0 * s;
    }
    let mut order: Vec<Seat> = Seat::ALL.to_vec();
    order.sort_by_key(|st| places[st.index()]);
    let left = x + pad * 1.5;
    let dot = (12.0 * s).round() as i32;
    for seat in order {
        cy += row / 2.0;
        let colors = &SEATS[seat.index()];
        let disc = ui::rounded_rect(dot, dot, dot as f32 / 2.0, colors.strong);
        blit(
            img,
            &disc,
            left as i32,
            (cy - dot as f32 / 2.0).round() as i32,
        );
        let place = Labels::number(&labels.place, places[seat.index()] as u32);
        let px0 = left + dot as f32 + 8.0 * s;
        let pw = ui::text_left(img, &place, line_px, px0, cy, w * 0.3, INK);
        let seat_name = &labels.seats[seat.index()];
        let name = if view.names[seat.index()].is_empty() {
            seat_name.clone()
        } else {
            format!("{}  {seat_name}", view.names[seat.index()])
        };
        let nx = px0 + pw.max(34.0 * s) + 10.0 * s;
        ui::text_left(img, &name, line_px, nx, cy, x + w - pad - nx, INK);
        cy += row / 2.0;
    }
}

const BANNER_FILL: Rgba = Rgba::hex(0xfffaf2).alpha(240);
const BANNER_EDGE: Rgba = Rgba::hex(0xa5321f);

fn draw_seat(img: &mut RgbImage, a: &Assets, view: &FourView, seat: Seat) {
    let l = a.layout;
    let s = l.scale;
    let labels = &view.labels;
    let side = side_of(seat, a.bottom);
    let (bx, by, bw, bh) = l.seat_box(side);
    let out = view.eliminated[seat.index()];
    let active = view.to_move == Some(seat) && out.is_none();
    let state = if out.is_some() {
        BoxState::Out
    } else if active {
        BoxState::Active
    } else {
        BoxState::Idle
    };
    blit(img, &a.boxes[seat.index()][state as usize], bx, by);
    let colors = &SEATS[seat.index()];
    let (fill, ink) = match state {
        BoxState::Active => (colors.strong, WHITE),
        BoxState::Idle => (
            colors.strong.mix(WHITE, 0.72),
            colors.strong.mix(Rgba::hex(0x000000), 0.25),
        ),
        BoxState::Out => (Rgba::hex(0xd9d5d0), OUT_INK),
    };
    let seat_fill = if out.is_some() {
        OUT_EDGE
    } else {
        colors.strong
    };
    // Tags after the name: place, to move, check, clock.
    let mut tags: Vec<(String, Rgba, Rgba)> = Vec::new();
    if let Some(place) = out {
        tags.push((
            Labels::number(&labels.place, place as u32),
            Rgba::hex(0x8c857c),
            WHITE,
        ));
    }
    if active {
        tags.push((labels.to_move.clone(), colors.strong, WHITE));
    }
    let over = view.final_places.is_some();
    if out.is_none() && !over && view.checks.iter().any(|&(st, _)| st == seat) {
        tags.push((labels.check.clone(), CHECK_TAG, WHITE));
    }
    if let Some(clock) = &view.clocks[seat.index()] {
        tags.push((clock.clone(), WHITE, INK));
    }
    let seat_label = &labels.seats[seat.index()];
    let ph = l.pill_h as f32;
    let pad = 8.0 * s;
    let name_px = 12.5 * s;
    let tag_h = 18.0 * s;
    let gap = 5.0 * s;
    let horizontal = matches!(side, Side::Top | Side::Bottom);
    let (bxf, byf, bwf, bhf) = (bx as f32, by as f32, bw as f32, bh as f32);
    let items = hand_order(&view.hands[seat.index()]);
    let hand_turns = side as usize;
    let c = l.c;
    let seat_w = ui::tag_width(seat_label, tag_h);
    let pill_of = |line| Pill {
        line,
        fill,
        ink,
        icon: None,
        strike: out.is_some(),
    };
    if horizontal {
        let tags_w: f32 = tags.iter().map(|t| ui::tag_width(&t.0, tag_h) + gap).sum();
        let hand_w = items.len() as f32 * c as f32;
        let max_name = (bwf - 2.0 * pad - seat_w - gap - tags_w - hand_w - ph).min(bwf * 0.5);
        let line = text::line(&view.names[seat.index()], name_px, max_name.max(20.0 * s));
        let pill = pill_of(&line);
        let pw = pill.width(ph);
        let cy = byf + bhf / 2.0;
        // Bottom: the seat at the right, then the name, then the tags leftward; the hand from
        // the left. Top: the same from the left; the hand from the right.
        let at_bottom = side == Side::Bottom;
        let mut x = if at_bottom {
            bxf + bwf - pad - seat_w
        } else {
            bxf + pad
        };
        ui::tag(img, seat_label, x, cy, tag_h, seat_fill, WHITE);
        if at_bottom {
            x -= gap + pw;
            pill.draw(img, x, cy - ph / 2.0, ph);
        } else {
            x += seat_w + gap;
            pill.draw(img, x, cy - ph / 2.0, ph);
            x += pw + gap;
        }
        for (t, f, k) in &tags {
            let tw = ui::tag_width(t, tag_h);
            if at_bottom {
                x -= gap + tw;
                ui::tag(img, t, x, cy, tag_h, *f, *k);
            } else {
                ui::tag(img, t, x, cy, tag_h, *f, *k);
                x += tw + gap;
            }
        }
        let (hand_x0, step) = if at_bottom {
            (bxf + pad * 0.5, c)
        } else {
            (bxf + bwf - pad * 0.5 - c as f32, -c)
        };
        for (i, &(role, count)) in items.iter().enumerate() {
            let x = hand_x0 as i32 + i as i32 * step;
            let y = by + (bh - c) / 2;
            hand_piece(img, a, view, seat, role, count, x, y, hand_turns);
        }
    } else {
        let mut y = byf + pad;
        ui::tag(
            img,
            seat_label,
            bxf + (bwf - seat_w) / 2.0,
            y + tag_h / 2.0,
            tag_h,
            seat_fill,
            WHITE,
        );
        y += tag_h + gap;
        let line = text::line(
            &view.names[seat.index()],
            name_px,
            bwf - 2.0 * pad - ph * 0.9,
        );
        let pill = pill_of(&line);
        let pw = pill.width(ph);
        pill.draw(img, bxf + (bwf - pw) / 2.0, y, ph);
        y += ph + gap;
        for (t, f, k) in &tags {
            // A tag wider than the box (a long translation) is shortened like a name.
            let shown = text::line(t, tag_h * 0.6, bwf - 2.0 * pad - tag_h * 0.7);
            let tw = ui::tag_width(&shown.text, tag_h);
            ui::tag(
                img,
                &shown.text,
                bxf + (bwf - tw) / 2.0,
                y + tag_h / 2.0,
                tag_h,
                *f,
                *k,
            );
            y += tag_h + gap;
        }
        for (i, &(role, count)) in items.iter().enumerate() {
            let x = bx + (bw - c) / 2;
            let yy = y as i32 + i as i32 * c;
            hand_piece(img, a, view, seat, role, count, x, yy, hand_turns);
        }
    }
}

#[allow(clippy::too_many_arguments)]
fn hand_piece(
    img: &mut RgbImage,
    a: &Assets,
    view: &FourView,
    seat: Seat,
    role: Role,
    count: u8,
    x: i32,
    y: i32,
    turns: usize,
) {
    let l = a.layout;
    let hinted =
        view.to_move == Some(seat) && view.hint.map(|h| h.origin) == Some(HintOrigin::Hand(role));
    let k = px(14.0, l.scale);
    board::hand_piece(
        img,
        &a.pieces[seat.index()][role.index()][turns],
        &a.marks,
        count,
        (x, y, l.c, l.c),
        hinted,
        (k, k),
        l.scale,
    );
}

/// Draws a four-player position as an 8-bit palette PNG.
pub fn render_png(view: &FourView, style: &Style) -> Vec<u8> {
    board::render_png::<Assets>(view, style)
}

/// Draws each view and maps it to the style's fixed palette: frames for an animation.
pub(crate) fn indexed_frames(
    views: &[FourView],
    style: &Style,
) -> (Vec<u8>, Vec<Vec<u8>>, u16, u16) {
    board::indexed_frames::<Assets>(views, style)
}

/// The centre of a square in the image at `style`, for callers and tests.
pub fn square_center(style: &Style, sq: Square) -> (u32, u32) {
    let l = Layout::new(style.clamped_scale());
    let bottom = style.bottom_seat();
    let (c, r) = col_row(sq, bottom);
    let h = (l.c + l.lw) / 2;
    ((l.gx + c * l.c + h) as u32, (l.gy + r * l.c + h) as u32)
}
