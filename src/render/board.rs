//! What the two- and four-player boards share, written once: the per-style asset cache, the
//! palette learned from calibration views, PNG and GIF frames, the marks on squares (last move,
//! hint, check) and hand pieces with their counts.

use std::any::{Any, TypeId};
use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

use image::RgbImage;

use super::canvas::{blit, fill_rect, Rgba, Sprite};
use super::quant::Quantizer;
use super::{ui, Hint, HintOrigin, Notation, PieceStyle, Style};
use crate::rules::{Move, Square};

pub(crate) const HINT: Rgba = Rgba::hex(0x16907a);
pub(crate) const LAST_MOVE: Rgba = Rgba::hex(0xf08c1e);

/// A kind of board: its assets for one size and style, and how it draws a view with them.
pub(crate) trait Board: Send + Sync + Sized + 'static {
    type View;

    /// Draws everything that does not change from image to image, at `scale` (already clamped).
    fn build(scale: f32, style: &Style) -> Self;
    /// Views that between them show every colour an image can have (for the palette).
    fn calibration_views() -> Vec<Self::View>;
    fn draw(&self, view: &Self::View) -> RgbImage;
    /// Width and height of the images.
    fn size(&self) -> (i32, i32);
    /// Where the palette is kept once learned.
    fn palette_cell(&self) -> &OnceLock<Quantizer>;
}

type Key = (
    TypeId,
    u32,
    bool,
    Option<crate::rules::Seat>,
    Notation,
    PieceStyle,
);
type AnyAssets = Arc<dyn Any + Send + Sync>;

/// The assets of board kind `B` for `style`, built on first use and shared by all threads.
pub(crate) fn assets<B: Board>(style: &Style) -> Arc<B> {
    static CACHE: OnceLock<Mutex<HashMap<Key, AnyAssets>>> = OnceLock::new();
    let scale = style.clamped_scale();
    let key = (
        TypeId::of::<B>(),
        scale.to_bits(),
        style.flip,
        style.bottom,
        style.notation,
        style.piece_style,
    );
    let cache = CACHE.get_or_init(Default::default);
    let mut map = cache.lock().unwrap_or_else(|e| e.into_inner());
    let any = map
        .entry(key)
        .or_insert_with(|| Arc::new(B::build(scale, style)) as AnyAssets)
        .clone();
    any.downcast::<B>().expect("keyed by type")
}

fn quantizer<B: Board>(b: &B) -> &Quantizer {
    b.palette_cell().get_or_init(|| {
        let samples: Vec<RgbImage> = B::calibration_views().iter().map(|v| b.draw(v)).collect();
        Quantizer::new(&samples)
    })
}

/// A view as an 8-bit palette PNG.
pub(crate) fn render_png<B: Board>(view: &B::View, style: &Style) -> Vec<u8> {
    let a = assets::<B>(style);
    quantizer(&*a).png(&a.draw(view))
}

/// Each view drawn and mapped to the style's fixed palette: frames for an animation.
pub(crate) fn indexed_frames<B: Board>(
    views: &[B::View],
    style: &Style,
) -> (Vec<u8>, Vec<Vec<u8>>, u16, u16) {
    let a = assets::<B>(style);
    let q = quantizer(&*a);
    let frames = views.iter().map(|v| q.map(&a.draw(v))).collect();
    let (w, h) = a.size();
    (q.palette.clone(), frames, w as u16, h as u16)
}

/// The sprites that mark squares, the size of a cell.
pub(crate) struct Marks {
    pub glow: Sprite,
    pub dot: Sprite,
    pub corners: Sprite,
    pub badge: Sprite,
}

impl Marks {
    pub fn new(cw: i32, ch: i32, badge: Sprite) -> Marks {
        use super::pieces;
        Marks {
            glow: pieces::check_glow(cw, ch),
            dot: pieces::hint_dot(cw, ch, HINT.alpha(225)),
            corners: pieces::hint_corners(cw, ch, HINT.alpha(215)),
            badge,
        }
    }
}

/// The geometry of a grid: where a square's cell starts and how big it is.
pub(crate) struct Grid<F: Fn(Square) -> (i32, i32)> {
    /// Top-left of a square's cell (on its top and left grid lines).
    pub cell: F,
    pub cw: i32,
    pub ch: i32,
    pub lw: i32,
}

impl<F: Fn(Square) -> (i32, i32)> Grid<F> {
    fn tint(&self, img: &mut RgbImage, sq: Square, c: Rgba) {
        let (x, y) = (self.cell)(sq);
        fill_rect(
            img,
            x + self.lw,
            y + self.lw,
            self.cw - self.lw,
            self.ch - self.lw,
            c,
        );
    }

    /// The marks under the pieces: the last move's squares, the hint's origin, kings in check.
    pub fn under_pieces(
        &self,
        img: &mut RgbImage,
        marks: &Marks,
        last_move: Option<Move>,
        hint: Option<Hint>,
        checks: impl IntoIterator<Item = Square>,
    ) {
        if let Some(mv) = last_move {
            if let Move::Normal { from, .. } = mv {
                self.tint(img, from, LAST_MOVE.alpha(70));
            }
            self.tint(img, mv.to(), LAST_MOVE.alpha(150));
        }
        if let Some(HintOrigin::Square(sq)) = hint.map(|h| h.origin) {
            self.tint(img, sq, HINT.alpha(105));
        }
        for sq in checks {
            let (x, y) = (self.cell)(sq);
            blit(img, &marks.glow, x, y);
        }
    }

    /// The hint's destinations over the pieces: a dot on an empty square, corners on a capture.
    pub fn hint_targets(
        &self,
        img: &mut RgbImage,
        marks: &Marks,
        hint: Option<Hint>,
        occupied: impl Fn(Square) -> bool,
    ) {
        let Some(hint) = hint else { return };
        let mut t = hint.targets;
        while let Some(sq) = t.first() {
            t.clear(sq);
            let (x, y) = (self.cell)(sq);
            blit(
                img,
                if occupied(sq) {
                    &marks.corners
                } else {
                    &marks.dot
                },
                x,
                y,
            );
        }
    }
}

/// A piece in hand with its top-left at (`x`, `y`) in a `w`×`h` slot: a tint when the hint
/// starts from it, and a count badge offset by `badge_at` from the slot's centre when more
/// than one.
#[allow(clippy::too_many_arguments)]
pub(crate) fn hand_piece(
    img: &mut RgbImage,
    sprite: &Sprite,
    marks: &Marks,
    count: u8,
    (x, y, w, h): (i32, i32, i32, i32),
    hinted: bool,
    badge_at: (i32, i32),
    scale: f32,
) {
    if hinted {
        let tint = ui::rounded_rect(w, h, 6.0 * scale, HINT.alpha(105));
        blit(img, &tint, x, y);
    }
    blit(img, sprite, x, y);
    if count > 1 {
        let (cx, cy) = (x + w / 2 + badge_at.0, y + h / 2 + badge_at.1);
        ui::count_badge(img, &marks.badge, count, cx, cy);
    }
}

/// The rank labels of a row: 一–九 or a–i.
pub(crate) fn rank_label(rank: u8, western: bool) -> String {
    const RANKS: [&str; 9] = ["一", "二", "三", "四", "五", "六", "七", "八", "九"];
    if western {
        ((b'a' + rank - 1) as char).to_string()
    } else {
        RANKS[rank as usize - 1].to_string()
    }
}
