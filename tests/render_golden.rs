//! Golden images, compared by decoded pixels with a small tolerance.
//!
//! `SHOGIBAN_BLESS=1 cargo test --test render_golden` rewrites them in tests/golden/.

mod common;

use std::path::PathBuf;

use image::RgbImage;
use shogiban::render::{four, two, PieceStyle, Style};

fn golden(name: &str, png: &[u8]) {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/golden")
        .join(format!("{name}.png"));
    if std::env::var("SHOGIBAN_BLESS").as_deref() == Ok("1") {
        std::fs::write(&path, png).unwrap();
        return;
    }
    let want = image::load_from_memory(
        &std::fs::read(&path)
            .unwrap_or_else(|e| panic!("{}: {e} (SHOGIBAN_BLESS=1 makes it)", path.display())),
    )
    .unwrap()
    .to_rgb8();
    let got: RgbImage = image::load_from_memory(png).unwrap().to_rgb8();
    assert_eq!(got.dimensions(), want.dimensions(), "{name}: size");
    // Rounding in the rasterizer may differ by a step or two between platforms; a real change
    // moves many pixels by much more.
    let off = got
        .pixels()
        .zip(want.pixels())
        .filter(|(a, b)| a.0.iter().zip(b.0.iter()).any(|(x, y)| x.abs_diff(*y) > 6))
        .count();
    let allowed = (got.width() * got.height()) as usize / 2000;
    assert!(
        off <= allowed,
        "{name}: {off} pixels differ from tests/golden/{name}.png (allowed {allowed}); \
         SHOGIBAN_BLESS=1 if the change is wanted"
    );
}

#[test]
fn two_player_start() {
    golden(
        "two_start",
        &two::render_png(&common::two_start(), &Style::default()),
    );
}

#[test]
fn two_player_midgame() {
    golden(
        "two_midgame",
        &two::render_png(&common::two_midgame(), &Style::default()),
    );
}

#[test]
fn two_player_midgame_flipped_with_hint_two_char_and_usi() {
    let mut v = common::two_midgame();
    v.hint = Some(common::dragon_hint());
    v.to_move = Some(shogiban::rules::Color::Sente);
    v.check = None;
    v.result_line = Some("まで47手で先手の勝ち".into());
    let style = Style {
        flip: true,
        usi_coordinates: true,
        piece_style: PieceStyle::TwoChar,
        ..Style::default()
    };
    golden("two_midgame_flipped", &two::render_png(&v, &style));
}

#[test]
fn four_player_start() {
    golden(
        "four_start",
        &four::render_png(&common::four_start(), &Style::default()),
    );
}

#[test]
fn four_player_with_an_elimination() {
    golden(
        "four_elimination",
        &four::render_png(&common::four_elimination(), &Style::default()),
    );
}
