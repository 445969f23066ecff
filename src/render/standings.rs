//! The picture of a tournament's standings (順位表): a row per entrant — place, name, points, the
//! tie-break and games played — and, for a round robin, the cross-table (each entrant's result
//! against each other). Like the boards it knows no language: the caller gives every word.

use image::RgbImage;
use serde::{Deserialize, Serialize};

use super::canvas::{fill_rect, Rgba};
use super::ui::{text_centered, text_left};

/// One entrant's line.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct StandingsRow {
    pub place: u32,
    pub name: String,
    pub points: String,
    pub tie_break: String,
    pub games: u32,
}

/// The standings as the renderer sees them.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct StandingsView {
    pub title: String,
    /// The column heads: place, name, points, tie-break, games.
    pub heads: [String; 5],
    /// Best first.
    pub rows: Vec<StandingsRow>,
    /// A round robin's cross-table, in the rows' order: `cross[i][j]` is row `i`'s result against
    /// row `j` (`1`, `½`, `0`, `+`/`−` for a forfeit, empty while unplayed); empty otherwise.
    pub cross: Vec<Vec<String>>,
}

/// The most rows drawn; the text standings have them all.
pub const MAX_ROWS: usize = 40;

const ROW: i32 = 30;
const TOP: i32 = 56;
const PLACE_W: i32 = 48;
const NAME_W: i32 = 200;
const CELL_W: i32 = 36;
const NUM_W: i32 = 84;
/// The tie-break's column: its name is the longest head (`Sonneborn–Berger`).
const TB_W: i32 = 150;
const MARGIN: i32 = 20;

const BG: Rgba = Rgba::hex(0xf5efe5);
const PANEL: Rgba = Rgba::hex(0xfffaf2);
const FRAME: Rgba = Rgba::hex(0xc39352);
const STRIPE: Rgba = Rgba::hex(0xf3e8d6);
const SELF: Rgba = Rgba::hex(0xd9c7a8);
const TEXT: Rgba = Rgba::hex(0x4d3f31);
const MUTED: Rgba = Rgba::hex(0x7a6a58);

impl StandingsView {
    fn shown(&self) -> usize {
        self.rows.len().min(MAX_ROWS)
    }

    fn cross_w(&self) -> i32 {
        if self.cross.is_empty() {
            0
        } else {
            CELL_W * self.shown() as i32
        }
    }

    /// The image's size.
    pub fn size(&self) -> (u32, u32) {
        let w = MARGIN * 2 + PLACE_W + NAME_W + self.cross_w() + NUM_W * 2 + TB_W;
        let h = TOP + ROW * (self.shown() as i32 + 1) + MARGIN;
        (w as u32, h as u32)
    }

    /// The x where each column starts: place, name, the cross-table, points, tie-break, games.
    fn columns(&self) -> [i32; 6] {
        let place = MARGIN;
        let name = place + PLACE_W;
        let cross = name + NAME_W;
        let points = cross + self.cross_w();
        [
            place,
            name,
            cross,
            points,
            points + NUM_W,
            points + NUM_W + TB_W,
        ]
    }

    /// The centre of row `i`'s line (the heads are row -1).
    pub fn row_y(&self, i: i32) -> f32 {
        (TOP + ROW * (i + 1) + ROW / 2) as f32
    }

    /// The centre of the cross-table cell of row `i` against row `j`.
    pub fn cell_center(&self, i: usize, j: usize) -> (f32, f32) {
        let x = self.columns()[2] + CELL_W * j as i32 + CELL_W / 2;
        (x as f32, self.row_y(i as i32))
    }
}

/// Draws the standings.
pub fn render_standings(view: &StandingsView) -> RgbImage {
    let (w, h) = view.size();
    let mut img = RgbImage::from_pixel(w, h, image::Rgb([0xf5, 0xef, 0xe5]));
    fill_rect(&mut img, 0, 0, w as i32, h as i32, BG);
    text_left(
        &mut img,
        &view.title,
        20.0,
        MARGIN as f32,
        28.0,
        (w as i32 - 2 * MARGIN) as f32,
        TEXT,
    );
    let [place_x, name_x, cross_x, points_x, tb_x, games_x] = view.columns();
    let table_w = w as i32 - 2 * MARGIN;
    let rows = view.shown() as i32;
    fill_rect(
        &mut img,
        MARGIN - 1,
        TOP - 1,
        table_w + 2,
        ROW * (rows + 1) + 2,
        FRAME,
    );
    fill_rect(&mut img, MARGIN, TOP, table_w, ROW * (rows + 1), PANEL);
    // The heads.
    let head_y = view.row_y(-1);
    let heads = &view.heads;
    text_centered(
        &mut img,
        &heads[0],
        13.0,
        (place_x + PLACE_W / 2) as f32,
        head_y,
        MUTED,
    );
    text_left(
        &mut img,
        &heads[1],
        13.0,
        (name_x + 6) as f32,
        head_y,
        (NAME_W - 12) as f32,
        MUTED,
    );
    for (i, row) in view.rows.iter().take(MAX_ROWS).enumerate() {
        if !view.cross.is_empty() {
            // The cross-table's heads: the start of each row's name (places may be shared).
            let cx = cross_x + CELL_W * i as i32 + CELL_W / 2;
            let short: String = row.name.chars().take(3).collect();
            text_centered(&mut img, &short, 12.0, cx as f32, head_y, MUTED);
        }
    }
    for (x, w, head) in [
        (points_x, NUM_W, &heads[2]),
        (tb_x, TB_W, &heads[3]),
        (games_x, NUM_W, &heads[4]),
    ] {
        let head = super::fit_text(head, 13.0, (w - 8) as f32);
        text_centered(&mut img, &head, 13.0, (x + w / 2) as f32, head_y, MUTED);
    }
    fill_rect(&mut img, MARGIN, TOP + ROW - 1, table_w, 1, FRAME);
    for (i, row) in view.rows.iter().take(MAX_ROWS).enumerate() {
        let top = TOP + ROW * (i as i32 + 1);
        if i % 2 == 1 {
            fill_rect(&mut img, MARGIN, top, table_w, ROW, STRIPE);
        }
        let y = view.row_y(i as i32);
        text_centered(
            &mut img,
            &row.place.to_string(),
            15.0,
            (place_x + PLACE_W / 2) as f32,
            y,
            TEXT,
        );
        text_left(
            &mut img,
            &row.name,
            15.0,
            (name_x + 6) as f32,
            y,
            (NAME_W - 12) as f32,
            TEXT,
        );
        if let Some(cells) = view.cross.get(i) {
            for (j, cell) in cells.iter().take(MAX_ROWS).enumerate() {
                let (cx, cy) = view.cell_center(i, j);
                if i == j {
                    fill_rect(
                        &mut img,
                        cx as i32 - CELL_W / 2 + 1,
                        top + 1,
                        CELL_W - 2,
                        ROW - 2,
                        SELF,
                    );
                } else {
                    text_centered(&mut img, cell, 15.0, cx, cy, TEXT);
                }
            }
        }
        for (x, w, text) in [
            (points_x, NUM_W, row.points.clone()),
            (tb_x, TB_W, row.tie_break.clone()),
            (games_x, NUM_W, row.games.to_string()),
        ] {
            text_centered(&mut img, &text, 15.0, (x + w / 2) as f32, y, TEXT);
        }
    }
    img
}

/// [`render_standings`] as PNG bytes.
pub fn render_standings_png(view: &StandingsView) -> Vec<u8> {
    super::encode_png(&render_standings(view))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn view(n: usize, cross: bool) -> StandingsView {
        let rows: Vec<StandingsRow> = (0..n)
            .map(|i| StandingsRow {
                place: i as u32 + 1,
                name: format!("player {i}"),
                points: format!("{}", n - i),
                tie_break: "2.5".into(),
                games: 3,
            })
            .collect();
        let cross = if cross {
            (0..n)
                .map(|i| {
                    (0..n)
                        .map(|j| if i < j { "1" } else { "0" }.to_owned())
                        .collect()
                })
                .collect()
        } else {
            Vec::new()
        };
        StandingsView {
            title: "Club Cup".into(),
            heads: ["#", "name", "points", "SB", "games"].map(String::from),
            rows,
            cross,
        }
    }

    fn ink_near(img: &RgbImage, (x, y): (f32, f32)) -> bool {
        (-6..=6).any(|dx| {
            (-6..=6).any(|dy| {
                let p = img
                    .get_pixel((x as i32 + dx) as u32, (y as i32 + dy) as u32)
                    .0;
                p.iter().map(|&c| c as u32).sum::<u32>() < 3 * 140
            })
        })
    }

    #[test]
    fn the_cross_table_has_a_cell_per_pair_and_the_diagonal_is_shaded() {
        let v = view(4, true);
        let img = render_standings(&v);
        assert_eq!((img.width(), img.height()), v.size());
        for i in 0..4 {
            for j in 0..4 {
                let c = v.cell_center(i, j);
                if i == j {
                    let p = img.get_pixel(c.0 as u32, c.1 as u32).0;
                    assert_eq!(p, [0xd9, 0xc7, 0xa8], "the diagonal ({i}, {i}) is shaded");
                } else {
                    assert!(ink_near(&img, c), "a result is written at ({i}, {j})");
                }
            }
        }
    }

    #[test]
    fn without_a_cross_table_the_picture_is_narrower_and_long_standings_are_cut() {
        let with = view(4, true).size();
        let without = view(4, false).size();
        assert_eq!(with.0 - without.0, 4 * CELL_W as u32);
        assert_eq!(with.1, without.1);
        let long = view(500, false);
        assert_eq!(long.size().1, view(MAX_ROWS, false).size().1);
        assert!(!render_standings_png(&long).is_empty());
    }
}
