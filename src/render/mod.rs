//! Board images: two- and four-player positions as PNG, whole games as animated GIF.
//!
//! Position and options in, bytes out: no Discord and no I/O. The input is a neutral description
//! of what to show ([`BoardView`], [`FourView`]) that the caller fills in from an engine position.
//!
//! Speed: the background (board, grid, coordinates) and every piece sprite are drawn once per size
//! and style, lazily and thread-safely, and kept; an image is then a copy of the background, a blit
//! per piece, a few glyphs from a glyph cache, and a fast PNG encoding.

mod board;
mod canvas;
pub mod four;
mod from;
pub mod graph;
mod pieces;
mod quant;
mod replay;
pub mod standings;
mod text;
pub mod two;
mod ui;
mod view;

pub use from::Drawn;
pub use replay::{replay_gif, replay_gif_four};
pub use text::{fit_text, ELLIPSIS, FALLBACK_COLOR, FALLBACK_MARK};
pub use view::{BoardView, FourPiece, FourView, Hint, HintOrigin, Labels};

use image::codecs::png::{CompressionType, FilterType, PngEncoder};
use image::{ImageEncoder, RgbImage};

/// How piece faces are written.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum PieceStyle {
    /// One character: 歩 香 桂 銀 金 角 飛 玉 と 杏 圭 全 馬 龍.
    #[default]
    OneChar,
    /// Two characters: 歩兵 香車 桂馬 銀将 金将 角行 飛車 玉将 と金 成香 成桂 成銀 龍馬 龍王.
    TwoChar,
}

/// How coordinates are written around the board (the table's notation setting).
#[derive(
    Clone, Copy, PartialEq, Eq, Hash, Debug, Default, serde::Serialize, serde::Deserialize,
)]
pub enum Notation {
    /// Files 9–1 above, ranks 一–九 beside the board.
    #[default]
    Japanese,
    /// Files 9–1 above, ranks a–i beside the board (USI / Western).
    Western,
    /// Ranks 一–九 on the right and a–i on the left.
    Both,
}

/// Options for drawing a board.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct Style {
    /// 1.0 is the default size (576×544 for two players, 636×554 for four); 0.5–4 in steps
    /// of 1/8.
    pub scale: f32,
    /// Two players: draw from gote's side. Four players: draw from North's side.
    pub flip: bool,
    /// Four players: the seat drawn at the bottom, whatever `flip` says (the click-to-move picker
    /// shows the board from the mover's seat). `None`: South, or North with `flip`.
    pub bottom: Option<crate::rules::Seat>,
    /// How ranks are written: 一–九, a–i, or both.
    pub notation: Notation,
    pub piece_style: PieceStyle,
}

impl Default for Style {
    fn default() -> Style {
        Style {
            scale: 1.0,
            flip: false,
            bottom: None,
            notation: Notation::Japanese,
            piece_style: PieceStyle::OneChar,
        }
    }
}

impl Style {
    /// The seat at the bottom of a four-player board.
    fn bottom_seat(&self) -> crate::rules::Seat {
        use crate::rules::Seat;
        self.bottom
            .unwrap_or(if self.flip { Seat::North } else { Seat::South })
    }

    /// The scale clamped to 0.5–4 and rounded to eighths, so that at most 29 sizes are ever
    /// drawn and cached.
    fn clamped_scale(&self) -> f32 {
        if self.scale.is_finite() {
            (self.scale.clamp(0.5, 4.0) * 8.0).round() / 8.0
        } else {
            1.0
        }
    }
}

/// Encodes an opaque image as truecolour PNG with the fast setting (the `render_png` functions
/// write smaller palette PNGs instead).
pub fn encode_png(img: &RgbImage) -> Vec<u8> {
    let mut out = Vec::with_capacity(64 * 1024);
    PngEncoder::new_with_quality(&mut out, CompressionType::Fast, FilterType::Sub)
        .write_image(
            img.as_raw(),
            img.width(),
            img.height(),
            image::ExtendedColorType::Rgb8,
        )
        .expect("encoding to memory cannot fail");
    out
}

/// A size in pixels at `scale`.
fn px(v: f32, scale: f32) -> i32 {
    (v * scale).round() as i32
}
