//! Whole games as animated GIFs: one frame per position, the last one held longer.
//!
//! The palette is fixed for the whole animation: learned once (NeuQuant) from the first, middle
//! and last frames, then every frame is mapped through a 15-bit lookup table. Frames after the
//! first only carry the rectangle that changed.

use image::RgbImage;

use super::{four, two, BoardView, FourView, Style};

/// Hundredths of a second a position is shown; the first and last are held longer.
const FRAME_DELAY: u16 = 80;
const FIRST_DELAY: u16 = 120;
const LAST_DELAY: u16 = 400;

/// A two-player game as an animated GIF, one frame per view (start position first).
pub fn replay_gif(views: &[BoardView], style: &Style) -> Vec<u8> {
    let frames: Vec<RgbImage> = views.iter().map(|v| two::render(v, style)).collect();
    encode(&frames)
}

/// A four-player game as an animated GIF, one frame per view.
pub fn replay_gif_four(views: &[FourView], style: &Style) -> Vec<u8> {
    let frames: Vec<RgbImage> = views.iter().map(|v| four::render(v, style)).collect();
    encode(&frames)
}

/// A palette of up to 256 colours and a lookup from 5-bit-per-channel colour to its index.
struct Palette {
    rgb: Vec<u8>,
    lut: Vec<u8>,
}

fn key(r: u8, g: u8, b: u8) -> usize {
    ((r as usize >> 3) << 10) | ((g as usize >> 3) << 5) | (b as usize >> 3)
}

fn palette(frames: &[RgbImage]) -> Palette {
    let picks = [0, frames.len() / 2, frames.len() - 1];
    let mut sample: Vec<u8> = Vec::new();
    for &i in &picks {
        for p in frames[i].pixels() {
            sample.extend_from_slice(&[p.0[0], p.0[1], p.0[2], 255]);
        }
    }
    let nq = color_quant::NeuQuant::new(10, 256, &sample);
    let rgb: Vec<u8> = nq
        .color_map_rgba()
        .chunks_exact(4)
        .flat_map(|c| [c[0], c[1], c[2]])
        .collect();
    let mut lut = vec![0u8; 1 << 15];
    for (k, slot) in lut.iter_mut().enumerate() {
        let (r, g, b) = (
            ((k >> 10) & 31) as u8,
            ((k >> 5) & 31) as u8,
            (k & 31) as u8,
        );
        let c = |v: u8| (v << 3) | (v >> 2);
        *slot = nq.index_of(&[c(r), c(g), c(b), 255]) as u8;
    }
    Palette { rgb, lut }
}

fn encode(frames: &[RgbImage]) -> Vec<u8> {
    let mut out = Vec::new();
    let Some(first) = frames.first() else {
        return out;
    };
    let (w, h) = (first.width() as u16, first.height() as u16);
    let pal = palette(frames);
    let mut enc = gif::Encoder::new(&mut out, w, h, &pal.rgb).expect("in-memory GIF");
    enc.set_repeat(gif::Repeat::Infinite)
        .expect("in-memory GIF");
    let mut prev: Option<Vec<u8>> = None;
    for (i, img) in frames.iter().enumerate() {
        let idx: Vec<u8> = img
            .as_raw()
            .chunks_exact(3)
            .map(|p| pal.lut[key(p[0], p[1], p[2])])
            .collect();
        let delay = if i + 1 == frames.len() {
            LAST_DELAY
        } else if i == 0 {
            FIRST_DELAY
        } else {
            FRAME_DELAY
        };
        // Only the rectangle that differs from the previous frame.
        let (x0, y0, x1, y1) = match &prev {
            None => (0, 0, w as usize, h as usize),
            Some(p) => changed(p, &idx, w as usize, h as usize).unwrap_or((0, 0, 1, 1)),
        };
        let mut buf = Vec::with_capacity((x1 - x0) * (y1 - y0));
        for y in y0..y1 {
            buf.extend_from_slice(&idx[y * w as usize + x0..y * w as usize + x1]);
        }
        let frame = gif::Frame {
            delay,
            left: x0 as u16,
            top: y0 as u16,
            width: (x1 - x0) as u16,
            height: (y1 - y0) as u16,
            buffer: buf.into(),
            ..gif::Frame::default()
        };
        enc.write_frame(&frame).expect("in-memory GIF");
        prev = Some(idx);
    }
    drop(enc);
    out
}

/// The bounding box (x0, y0, x1, y1) of the pixels that differ, or `None` if none do.
fn changed(a: &[u8], b: &[u8], w: usize, h: usize) -> Option<(usize, usize, usize, usize)> {
    let rows_differ = |y: usize| a[y * w..(y + 1) * w] != b[y * w..(y + 1) * w];
    let y0 = (0..h).find(|&y| rows_differ(y))?;
    let y1 = (0..h).rev().find(|&y| rows_differ(y))? + 1;
    let mut x0 = w;
    let mut x1 = 0;
    for y in y0..y1 {
        let (ra, rb) = (&a[y * w..(y + 1) * w], &b[y * w..(y + 1) * w]);
        if let Some(x) = (0..w).find(|&x| ra[x] != rb[x]) {
            x0 = x0.min(x);
            x1 = x1.max((0..w).rev().find(|&x| ra[x] != rb[x]).unwrap_or(x) + 1);
        }
    }
    Some((x0, y0, x1, y1))
}
