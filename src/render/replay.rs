//! Whole games as animated GIFs: one frame per position, the last one held longer.
//!
//! Every frame uses the style's fixed palette (the one the PNGs use), with one index kept for
//! transparency: a frame after the first covers only the rectangle that changed, and inside it
//! the pixels that did not change are transparent, which LZW packs into almost nothing.

use super::quant::TRANSPARENT;
use super::{four, two, BoardView, FourView, Style};

/// Hundredths of a second a position is shown; the first and last are held longer.
const FRAME_DELAY: u16 = 80;
const FIRST_DELAY: u16 = 120;
const LAST_DELAY: u16 = 400;

/// A two-player game as an animated GIF, one frame per view (start position first).
pub fn replay_gif(views: &[BoardView], style: &Style) -> Vec<u8> {
    let (palette, frames, w, h) = two::indexed_frames(views, style);
    encode(&palette, &frames, w, h)
}

/// A four-player game as an animated GIF, one frame per view.
pub fn replay_gif_four(views: &[FourView], style: &Style) -> Vec<u8> {
    let (palette, frames, w, h) = four::indexed_frames(views, style);
    encode(&palette, &frames, w, h)
}

fn encode(palette: &[u8], frames: &[Vec<u8>], w: u16, h: u16) -> Vec<u8> {
    let mut out = Vec::new();
    if frames.is_empty() {
        return out;
    }
    let (wu, hu) = (w as usize, h as usize);
    let mut enc = gif::Encoder::new(&mut out, w, h, palette).expect("in-memory GIF");
    enc.set_repeat(gif::Repeat::Infinite)
        .expect("in-memory GIF");
    let mut prev: Option<&Vec<u8>> = None;
    for (i, idx) in frames.iter().enumerate() {
        let delay = if i + 1 == frames.len() {
            LAST_DELAY
        } else if i == 0 {
            FIRST_DELAY
        } else {
            FRAME_DELAY
        };
        let frame = match prev {
            None => gif::Frame {
                delay,
                width: w,
                height: h,
                buffer: idx.as_slice().into(),
                ..gif::Frame::default()
            },
            Some(p) => {
                let (x0, y0, x1, y1) = changed(p, idx, wu, hu).unwrap_or((0, 0, 1, 1));
                let mut buf = Vec::with_capacity((x1 - x0) * (y1 - y0));
                for y in y0..y1 {
                    let row = y * wu;
                    buf.extend(
                        idx[row + x0..row + x1]
                            .iter()
                            .zip(&p[row + x0..row + x1])
                            .map(|(&n, &o)| if n == o { TRANSPARENT } else { n }),
                    );
                }
                gif::Frame {
                    delay,
                    dispose: gif::DisposalMethod::Keep,
                    transparent: Some(TRANSPARENT),
                    left: x0 as u16,
                    top: y0 as u16,
                    width: (x1 - x0) as u16,
                    height: (y1 - y0) as u16,
                    buffer: buf.into(),
                    ..gif::Frame::default()
                }
            }
        };
        enc.write_frame(&frame).expect("in-memory GIF");
        prev = Some(idx);
    }
    drop(enc);
    out
}

/// The bounding box (x0, y0, x1, y1) of the pixels that differ, or `None` if none do.
fn changed(a: &[u8], b: &[u8], w: usize, h: usize) -> Option<(usize, usize, usize, usize)> {
    let row = |y: usize| (&a[y * w..(y + 1) * w], &b[y * w..(y + 1) * w]);
    let differs = |y: usize| {
        let (ra, rb) = row(y);
        ra != rb
    };
    let y0 = (0..h).find(|&y| differs(y))?;
    let y1 = (0..h).rev().find(|&y| differs(y))? + 1;
    let (mut x0, mut x1) = (w, 0);
    for y in y0..y1 {
        let (ra, rb) = row(y);
        if let Some(x) = (0..w).find(|&x| ra[x] != rb[x]) {
            x0 = x0.min(x);
            x1 = x1.max((x..w).rev().find(|&x| ra[x] != rb[x]).unwrap_or(x) + 1);
        }
    }
    Some((x0, y0, x1, y1))
}
