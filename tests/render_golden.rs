//! Golden images, compared by decoded pixels with a small tolerance.
//!
//! `SHOGIBAN_BLESS=1 cargo test --test render_golden` rewrites them in tests/golden/.

#[path = "support/positions.rs"]
mod common;

use std::path::PathBuf;

use image::RgbImage;
use shogiban::render::{four, two, Labels, Notation, PieceStyle, Style};
use shogiban::rules::{Color, Seat};

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
        notation: Notation::Both,
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

#[test]
fn four_player_game_over_shows_the_standings_seats_and_grey_kings() {
    let mut v = common::four_elimination();
    v.to_move = None;
    v.eliminated[Seat::South.index()] = Some(3);
    v.final_places = Some([3, 4, 1, 2]);
    v.result_line = Some("Carol mated Alice".into());
    v.names[Seat::North.index()] =
        "A_very_long_name_that_is_longer_than_the_banner_ever_allows".into();
    golden("four_game_over", &four::render_png(&v, &Style::default()));
}

#[test]
fn four_player_in_japanese_with_clocks_and_western_notation() {
    let mut v = common::four_elimination();
    v.labels = Labels::japanese();
    v.clocks = [
        Some("4:32".into()),
        None,
        Some("0:30".into()),
        Some("1:05".into()),
    ];
    let style = Style {
        notation: Notation::Western,
        ..Style::default()
    };
    golden("four_japanese_western", &four::render_png(&v, &style));
}

#[test]
fn two_player_handicap_in_japanese_with_clocks() {
    let mut v = common::two_midgame();
    v.labels = Labels::japanese();
    v.handicap = Some("香落ち".into());
    v.clocks = [Some("4:32".into()), Some("秒読み 30".into())];
    golden(
        "two_handicap_japanese",
        &two::render_png(&v, &Style::default()),
    );
}

/// Names in many scripts: conjuncts and a reordering vowel sign (Devanagari), a reph and a
/// vowel sign (Bengali), joined right-to-left Arabic and Hebrew, Korean, Thai and emoji, each
/// checked by eye when blessed.
#[test]
fn names_in_many_scripts() {
    let cases: [(&str, [&str; 2]); 5] = [
        ("names_devanagari", ["कृष्ण", "सिद्धि क्षमा"]),
        ("names_bengali", ["শ্রী", "কিরণ"]),
        ("names_arabic_hebrew", ["محمد علي", "Ali علي 2024 שלום"]),
        ("names_korean_thai", ["김민준", "สมชาย ใจดี"]),
        (
            "names_emoji",
            ["Taro 🐱🎌", "👨\u{200D}👩\u{200D}👧 👍🏽 ❤️ \u{13000}"],
        ),
    ];
    for (name, names) in cases {
        let mut v = common::two_start();
        v.names = [names[0].into(), names[1].into()];
        v.to_move = Some(Color::Gote);
        let style = Style {
            scale: 2.0,
            ..Style::default()
        };
        // Only the name strips, top and bottom, stacked: the board adds nothing here.
        let img = two::render(&v, &style);
        let (w, h) = img.dimensions();
        let strip = 72;
        let mut out = RgbImage::new(w, strip * 2);
        image::imageops::replace(
            &mut out,
            &*image::imageops::crop_imm(&img, 0, 0, w, strip),
            0,
            0,
        );
        let bottom = image::imageops::crop_imm(&img, 0, h - strip, w, strip);
        image::imageops::replace(&mut out, &*bottom, 0, strip as i64);
        let mut png = Vec::new();
        out.write_to(&mut std::io::Cursor::new(&mut png), image::ImageFormat::Png)
            .unwrap();
        golden(name, &png);
    }
}
