//! A fixed palette per size and style, for small PNGs and GIFs.
//!
//! Truecolour PNG at the fast setting spends most of its bytes on the grid lines and glyph edges;
//! an 8-bit palette image is a third of the data and compresses far better, so the PNG is both
//! smaller and quicker to write. The palette is learned once (NeuQuant) from calibration renders
//! that show every colour the renderer uses; pixels are then mapped through a lookup table on
//! 6 bits per channel, filled on first use of each entry.

use std::sync::atomic::{AtomicU8, Ordering};

use color_quant::NeuQuant;
use image::RgbImage;

/// Palette index left free for GIF transparency; no pixel maps to it, so the lookup table also
/// uses it for "not looked up yet".
pub(crate) const TRANSPARENT: u8 = 255;
const UNKNOWN: u8 = TRANSPARENT;

pub(crate) struct Quantizer {
    nq: NeuQuant,
    /// Palette as RGB triples; 256 entries, the last one unused by images (GIF transparency).
    pub palette: Vec<u8>,
    lut: Vec<AtomicU8>,
}

impl Quantizer {
    /// Learns a 255-colour palette from `samples`.
    pub fn new(samples: &[RgbImage]) -> Quantizer {
        let mut rgba = Vec::new();
        for img in samples {
            rgba.reserve(img.as_raw().len() / 3 * 4);
            for p in img.as_raw().chunks_exact(3) {
                rgba.extend_from_slice(&[p[0], p[1], p[2], 255]);
            }
        }
        let nq = NeuQuant::new(10, 255, &rgba);
        let mut palette = nq.color_map_rgb();
        palette.resize(256 * 3, 0);
        let lut = (0..1 << 18).map(|_| AtomicU8::new(UNKNOWN)).collect();
        Quantizer { nq, palette, lut }
    }

    #[inline]
    fn index(&self, r: u8, g: u8, b: u8) -> u8 {
        let k = ((r as usize >> 2) << 12) | ((g as usize >> 2) << 6) | (b as usize >> 2);
        let v = self.lut[k].load(Ordering::Relaxed);
        if v != UNKNOWN {
            return v;
        }
        // Look up the centre of the 6-bit cell, so the table does not depend on which pixel
        // filled it first.
        let c = |v: u8| (v & !3) | 2;
        // NeuQuant was asked for 255 colours, so the index is never TRANSPARENT.
        let i = self.nq.index_of(&[c(r), c(g), c(b), 255]).min(254) as u8;
        self.lut[k].store(i, Ordering::Relaxed);
        i
    }

    /// The palette index of every pixel.
    pub fn map(&self, img: &RgbImage) -> Vec<u8> {
        // Most pixels repeat their left neighbour: remember the last lookup.
        let mut last = u32::MAX;
        let mut last_i = 0;
        img.as_raw()
            .chunks_exact(3)
            .map(|p| {
                let k = (p[0] as u32) << 16 | (p[1] as u32) << 8 | p[2] as u32;
                if k != last {
                    last = k;
                    last_i = self.index(p[0], p[1], p[2]);
                }
                last_i
            })
            .collect()
    }

    /// An image as an 8-bit palette PNG (both layouts encode this way).
    pub fn png(&self, img: &RgbImage) -> Vec<u8> {
        self.encode_indexed(&self.map(img), img.width(), img.height())
    }

    /// Encodes palette indices as an 8-bit palette PNG with the fast setting.
    pub fn encode_indexed(&self, idx: &[u8], w: u32, h: u32) -> Vec<u8> {
        let mut out = Vec::with_capacity(96 * 1024);
        let mut enc = png::Encoder::new(&mut out, w, h);
        enc.set_color(png::ColorType::Indexed);
        enc.set_depth(png::BitDepth::Eight);
        enc.set_palette(self.palette.clone());
        enc.set_compression(png::Compression::Fast);
        enc.set_filter(png::Filter::Up);
        let mut w = enc.write_header().expect("in-memory PNG");
        w.write_image_data(idx).expect("in-memory PNG");
        w.finish().expect("in-memory PNG");
        out
    }
}
