//! The picture of a game review (検討): the evaluation graph over the moves, the biggest mistakes
//! marked with the better move, and the mates a player missed.
//!
//! Like the boards, it knows no language and no engine: the caller fills a [`ReviewView`] with
//! graph values (from sente's side, already clamped to ±[`ReviewView::cap`]) and ready-made words
//! ([`ReviewLabels`], the marks' texts). Shapes are imageproc polygons through `Path`
//! (anti-aliased), text goes through the shaping text layer of the boards.

use image::RgbImage;

use super::canvas::{fill_rect, Path, Rgba};
use super::ui::{text_centered, text_left, text_right};

/// The words of the review picture; the renderer adds none of its own. `{n}` in a format is
/// replaced by a number (see [`super::Labels::number`]).
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct ReviewLabels {
    /// The title (`Game review`, 検討).
    pub title: String,
    /// The horizontal axis: a move number (`Move {n}`, `{n}手`), written under the ticks' axis.
    pub moves: String,
    /// The key of a mistake mark (`Mistake`, 悪手).
    pub mistake: String,
    /// The key of a missed-mate mark (`Missed mate`, 詰み逃し).
    pub missed_mate: String,
    /// Shown instead of the list when nothing was marked (`No big mistakes`).
    pub none: String,
    /// Who judged the moves and at what budget, written at the top right (e.g. `Fairy-Stockfish
    /// 11.1 · 100000 nodes per position`); nothing when empty.
    pub judge: String,
}

impl Default for ReviewLabels {
    fn default() -> ReviewLabels {
        ReviewLabels {
            title: "Game review".into(),
            moves: "Move {n}".into(),
            mistake: "Mistake".into(),
            missed_mate: "Missed mate".into(),
            none: "No big mistakes".into(),
            judge: String::new(),
        }
    }
}

/// What a mark on the graph stands for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum MarkKind {
    /// A move that lost much: the text names the better move.
    Mistake,
    /// A forced mate the mover let go: the text gives the mate.
    MissedMate,
}

/// One marked move.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct GraphMark {
    /// The move's index in the game (0: the first move); the mark sits on the position after it.
    pub ply: usize,
    pub kind: MarkKind,
    /// The line under the graph, e.g. `23 ▲７六歩 → ▲２二角成`.
    pub text: String,
}

/// A review as the renderer sees it.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct ReviewView {
    /// One value per position (after 0, 1, … moves), sente's advantage positive, within ±`cap`.
    pub values: Vec<i32>,
    /// The value drawn at the top (and, negated, the bottom) of the graph.
    pub cap: i32,
    /// Sente's and gote's names, drawn at the top and bottom edge of the graph.
    pub names: [String; 2],
    pub marks: Vec<GraphMark>,
    pub labels: ReviewLabels,
}

/// Image width.
const WIDTH: u32 = 720;
/// The graph's box: left, top, width, height.
const GX: i32 = 64;
const GY: i32 = 52;
const GW: i32 = 632;
const GH: i32 = 240;
/// Room under the graph for the move numbers.
const AXIS: i32 = 30;
/// One line of the list of marks.
const ROW: i32 = 26;

const PANEL: Rgba = Rgba::hex(0xfffaf2);
const FRAME: Rgba = Rgba::hex(0xc39352);
const GRID: Rgba = Rgba::hex(0xe3d6c3);
const ZERO: Rgba = Rgba::hex(0x8a6a3c);
const TEXT: Rgba = Rgba::hex(0x4d3f31);
const MUTED: Rgba = Rgba::hex(0x7a6a58);
/// The area where sente leads (above the zero line) and where gote does.
pub const SENTE_FILL: [u8; 3] = [0xf1, 0xcb, 0x86];
pub const GOTE_FILL: [u8; 3] = [0x6b, 0x45, 0x28];
/// The evaluation curve.
pub const CURVE: [u8; 3] = [0x2b, 0x1d, 0x10];
/// The marks: a mistake, a missed mate.
pub const MISTAKE_MARK: [u8; 3] = [0xe0, 0x8a, 0x1e];
pub const MATE_MARK: [u8; 3] = [0xd3, 0x2f, 0x2f];

fn rgb(c: [u8; 3]) -> Rgba {
    Rgba(c[0], c[1], c[2], 255)
}

impl ReviewView {
    /// The image's height: the graph, its axis, and one line per mark (at least one line).
    pub fn height(&self) -> u32 {
        (GY + GH + AXIS + 16 + ROW * self.marks.len().max(1) as i32 + 12) as u32
    }

    /// Where the curve passes for position `i` (after `i` moves), in image pixels; `None` past the
    /// last position.
    pub fn point(&self, i: usize) -> Option<(f32, f32)> {
        let v = *self.values.get(i)?;
        let steps = (self.values.len().max(2) - 1) as f32;
        let cap = self.cap.max(1) as f32;
        let x = GX as f32 + GW as f32 * i as f32 / steps;
        let y = self.zero_y() - (v.clamp(-self.cap, self.cap) as f32 / cap) * (GH as f32 / 2.0);
        Some((x, y))
    }

    /// The y of the zero line.
    pub fn zero_y(&self) -> f32 {
        GY as f32 + GH as f32 / 2.0
    }

    /// The centre of mark `k`'s circle on the graph.
    pub fn mark_center(&self, k: usize) -> Option<(f32, f32)> {
        self.point(self.marks.get(k)?.ply + 1)
    }
}

/// Draws the review.
pub fn render_review(view: &ReviewView) -> RgbImage {
    let mut img = RgbImage::from_pixel(WIDTH, view.height(), image::Rgb([0xf5, 0xef, 0xe5]));
    let title = text_left(
        &mut img,
        &view.labels.title,
        20.0,
        20.0,
        24.0,
        WIDTH as f32 - 40.0,
        TEXT,
    );
    if !view.labels.judge.is_empty() {
        text_right(
            &mut img,
            &view.labels.judge,
            13.0,
            WIDTH as f32 - 20.0,
            26.0,
            WIDTH as f32 - 60.0 - title,
            MUTED,
        );
    }
    // The panel and its frame.
    fill_rect(&mut img, GX - 1, GY - 1, GW + 2, GH + 2, FRAME);
    fill_rect(&mut img, GX, GY, GW, GH, PANEL);
    // Horizontal grid at ±cap/2, and the value scale at the left.
    for (frac, value) in [(0.25f32, view.cap / 2), (0.75, -view.cap / 2)] {
        let y = GY + (GH as f32 * frac).round() as i32;
        fill_rect(&mut img, GX, y, GW, 1, GRID);
        text_right(
            &mut img,
            &signed(value),
            12.0,
            GX as f32 - 6.0,
            y as f32,
            56.0,
            MUTED,
        );
    }
    text_right(
        &mut img,
        &signed(view.cap),
        12.0,
        GX as f32 - 6.0,
        GY as f32 + 7.0,
        56.0,
        MUTED,
    );
    text_right(
        &mut img,
        &signed(-view.cap),
        12.0,
        GX as f32 - 6.0,
        (GY + GH) as f32 - 7.0,
        56.0,
        MUTED,
    );
    let zero = view.zero_y();
    text_right(&mut img, "0", 12.0, GX as f32 - 6.0, zero, 56.0, MUTED);
    // The players' names in the corners of their halves.
    text_left(
        &mut img,
        &view.names[0],
        13.0,
        GX as f32 + 8.0,
        GY as f32 + 12.0,
        260.0,
        MUTED,
    );
    text_left(
        &mut img,
        &view.names[1],
        13.0,
        GX as f32 + 8.0,
        (GY + GH) as f32 - 12.0,
        260.0,
        MUTED,
    );
    // Vertical grid and move numbers every 10 moves (every 20 past 100, 50 past 250).
    let plies = view.values.len().saturating_sub(1);
    let step = match plies {
        0..=100 => 10,
        101..=250 => 20,
        _ => 50,
    };
    for n in (step..=plies).step_by(step) {
        if let Some((x, _)) = view.point(n) {
            let x = x.round() as i32;
            fill_rect(&mut img, x, GY, 1, GH, GRID);
            text_centered(
                &mut img,
                &n.to_string(),
                12.0,
                x as f32,
                (GY + GH) as f32 + 11.0,
                MUTED,
            );
        }
    }
    text_right(
        &mut img,
        &super::Labels::number(&view.labels.moves, plies as u32),
        12.0,
        (GX + GW) as f32,
        (GY + GH) as f32 + 24.0,
        240.0,
        MUTED,
    );
    draw_areas(&mut img, view, zero);
    fill_rect(&mut img, GX, zero.round() as i32, GW, 1, ZERO);
    draw_curve(&mut img, view);
    // The marks: a numbered disc on the curve, and a line each under the graph.
    let list_top = GY + GH + AXIS + 16;
    for (k, mark) in view.marks.iter().enumerate() {
        let color = match mark.kind {
            MarkKind::Mistake => rgb(MISTAKE_MARK),
            MarkKind::MissedMate => rgb(MATE_MARK),
        };
        let label = (k + 1).to_string();
        if let Some((x, y)) = view.mark_center(k) {
            let mut p = Path::new();
            p.circle(x, y, 9.0, false);
            p.fill(&mut img, Rgba::hex(0xffffff));
            let mut p = Path::new();
            p.circle(x, y, 7.5, false);
            p.fill(&mut img, color);
            text_centered(&mut img, &label, 11.0, x, y - 0.5, Rgba::hex(0xffffff));
        }
        let cy = (list_top + ROW * k as i32 + ROW / 2) as f32;
        let mut p = Path::new();
        p.circle(32.0, cy, 9.0, false);
        p.fill(&mut img, color);
        text_centered(&mut img, &label, 12.0, 32.0, cy - 0.5, Rgba::hex(0xffffff));
        let key = match mark.kind {
            MarkKind::Mistake => &view.labels.mistake,
            MarkKind::MissedMate => &view.labels.missed_mate,
        };
        let w = text_left(&mut img, key, 14.0, 50.0, cy, 200.0, color);
        text_left(
            &mut img,
            &mark.text,
            14.0,
            50.0 + w + 10.0,
            cy,
            WIDTH as f32 - 70.0 - w,
            TEXT,
        );
    }
    if view.marks.is_empty() {
        let cy = (list_top + ROW / 2) as f32;
        text_left(
            &mut img,
            &view.labels.none,
            14.0,
            24.0,
            cy,
            WIDTH as f32 - 48.0,
            MUTED,
        );
    }
    img
}

/// The areas between the curve and the zero line: light where sente leads, dark where gote does.
fn draw_areas(img: &mut RgbImage, view: &ReviewView, zero: f32) {
    let pts: Vec<(f32, f32)> = (0..view.values.len())
        .filter_map(|i| view.point(i))
        .collect();
    for pair in pts.windows(2) {
        let ((x0, y0), (x1, y1)) = (pair[0], pair[1]);
        // Split a segment that crosses the zero line where it crosses.
        let crosses = (y0 - zero) * (y1 - zero) < 0.0;
        let pieces = if crosses {
            let t = (zero - y0) / (y1 - y0);
            let xm = x0 + (x1 - x0) * t;
            vec![((x0, y0), (xm, zero)), ((xm, zero), (x1, y1))]
        } else {
            vec![((x0, y0), (x1, y1))]
        };
        for ((ax, ay), (bx, by)) in pieces {
            let above = ay + by < 2.0 * zero;
            let color = if above {
                rgb(SENTE_FILL)
            } else {
                rgb(GOTE_FILL).alpha(150)
            };
            let mut p = Path::new();
            p.polygon(&[(ax, zero), (ax, ay), (bx, by), (bx, zero)], false);
            p.fill(img, color);
        }
    }
}

/// The curve: a band 2.4 pixels wide along each segment, with round joints.
fn draw_curve(img: &mut RgbImage, view: &ReviewView) {
    let pts: Vec<(f32, f32)> = (0..view.values.len())
        .filter_map(|i| view.point(i))
        .collect();
    let half = 1.2;
    let mut p = Path::new();
    for pair in pts.windows(2) {
        let ((x0, y0), (x1, y1)) = (pair[0], pair[1]);
        let (dx, dy) = (x1 - x0, y1 - y0);
        let len = (dx * dx + dy * dy).sqrt().max(1e-3);
        let (nx, ny) = (-dy / len * half, dx / len * half);
        p.polygon(
            &[
                (x0 + nx, y0 + ny),
                (x1 + nx, y1 + ny),
                (x1 - nx, y1 - ny),
                (x0 - nx, y0 - ny),
            ],
            false,
        );
    }
    for &(x, y) in &pts {
        p.circle(x, y, half, false);
    }
    p.fill(img, rgb(CURVE));
}

fn signed(v: i32) -> String {
    if v > 0 {
        format!("+{v}")
    } else if v < 0 {
        v.to_string()
    } else {
        "0".into()
    }
}

/// The review as a PNG.
pub fn render_review_png(view: &ReviewView) -> Vec<u8> {
    super::encode_png(&render_review(view))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn view(values: Vec<i32>, marks: Vec<GraphMark>) -> ReviewView {
        ReviewView {
            values,
            cap: 2000,
            names: ["alice".into(), "bob".into()],
            marks,
            labels: ReviewLabels::default(),
        }
    }

    fn px(img: &RgbImage, (x, y): (f32, f32)) -> [u8; 3] {
        img.get_pixel(x.round() as u32, y.round() as u32).0
    }

    fn near(a: [u8; 3], b: [u8; 3], tol: i32) -> bool {
        a.iter()
            .zip(b)
            .all(|(&x, y)| (x as i32 - y as i32).abs() <= tol)
    }

    #[test]
    fn the_curve_passes_through_every_value_and_the_areas_show_who_leads() {
        let values = vec![0, 400, 1200, 2000, 800, -600, -1500, -2000, -300, 100];
        let v = view(values.clone(), Vec::new());
        let img = render_review(&v);
        assert_eq!(img.width(), WIDTH);
        for i in 0..values.len() {
            let p = v.point(i).expect("a point per position");
            assert!(
                near(px(&img, p), CURVE, 40),
                "curve at {i}: {:?}",
                px(&img, p)
            );
        }
        // Halfway down under a sente peak: the light area; halfway up under a gote trough: dark.
        let (x, y) = v.point(3).unwrap();
        assert!(near(px(&img, (x, (y + v.zero_y()) / 2.0)), SENTE_FILL, 8));
        let (x, y) = v.point(7).unwrap();
        let dark = px(&img, (x, (y + v.zero_y()) / 2.0));
        assert!(dark[0] < 0xc0 && dark[2] < 0xa0, "gote area {dark:?}");
        // Above a sente peak there is no fill.
        let above = px(&img, (x, GY as f32 + 4.0));
        assert!(near(above, [0xff, 0xfa, 0xf2], 6), "{above:?}");
        // The value 2000 is the top of the graph, −2000 the bottom.
        assert_eq!(v.point(3).unwrap().1, GY as f32);
        assert_eq!(v.point(7).unwrap().1, (GY + GH) as f32);
    }

    #[test]
    fn marks_are_drawn_on_the_curve_in_their_colours_with_a_line_each() {
        let marks = vec![
            GraphMark {
                ply: 2,
                kind: MarkKind::Mistake,
                text: "3 ▲７六歩 → ▲２六歩".into(),
            },
            GraphMark {
                ply: 5,
                kind: MarkKind::MissedMate,
                text: "6 △３三角成".into(),
            },
        ];
        let v = view(vec![0, 100, 150, -900, -800, -700, -2000], marks);
        let img = render_review(&v);
        assert_eq!(img.height(), v.height());
        // The disc's ring is white and its inside the kind's colour (away from the number).
        let (x, y) = v.mark_center(0).unwrap();
        assert!(near(px(&img, (x - 5.5, y)), MISTAKE_MARK, 30));
        let (x, y) = v.mark_center(1).unwrap();
        assert!(near(px(&img, (x - 5.5, y)), MATE_MARK, 30));
        // The list under the graph has a disc per mark and some text after it.
        let list_top = GY + GH + AXIS + 16;
        for (k, color) in [(0, MISTAKE_MARK), (1, MATE_MARK)] {
            let cy = (list_top + ROW * k + ROW / 2) as f32;
            assert!(near(px(&img, (25.0, cy)), color, 30));
            let inked = (150..400)
                .filter(|&x| px(&img, (x as f32, cy)) != [0xf5, 0xef, 0xe5])
                .count();
            assert!(inked > 10, "text of mark {k}");
        }
    }

    #[test]
    fn a_game_without_moves_or_marks_still_draws() {
        let v = view(vec![0], Vec::new());
        let png = render_review_png(&v);
        assert!(png.starts_with(b"\x89PNG"));
        let v = view(Vec::new(), Vec::new());
        assert!(render_review_png(&v).starts_with(b"\x89PNG"));
    }
}
