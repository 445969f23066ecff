//! Pixel probes: highlights and hint marks land on the right squares whichever way up the board
//! is drawn; characters no font has become a box and long names are shortened.

#[path = "support/positions.rs"]
mod common;

use common::sq;
use image::RgbImage;
use shogiban::render::{self, four, two, Style};
use shogiban::rules::{Color, Square};

fn px(img: &RgbImage, (x, y): (u32, u32)) -> [i32; 3] {
    let p = img.get_pixel(x, y).0;
    [p[0] as i32, p[1] as i32, p[2] as i32]
}

fn diff(a: [i32; 3], b: [i32; 3]) -> i32 {
    (0..3).map(|i| (a[i] - b[i]).abs()).sum()
}

/// A point inside a square's cell but beside any piece on it, in either orientation.
fn beside(center: (u32, u32)) -> (u32, u32) {
    (center.0 - 20, center.1)
}

fn teal(p: [i32; 3]) -> bool {
    p[1] > p[0] + 20 && p[2] > p[0]
}

fn styles() -> [Style; 2] {
    [
        Style::default(),
        Style {
            flip: true,
            ..Style::default()
        },
    ]
}

#[test]
fn two_player_last_move_and_check_sit_on_their_squares() {
    for style in styles() {
        let at = |s: Square| two::square_center(&style, s);
        let with = two::render(&common::two_midgame(), &style);
        let mut plain_view = common::two_midgame();
        plain_view.last_move = None;
        plain_view.check = None;
        let plain = two::render(&plain_view, &style);
        // Destination 2二 strongly tinted orange, origin 2八 lightly, the mirror squares not at all.
        let to = px(&with, beside(at(sq(2, 2))));
        assert!(
            diff(to, px(&plain, beside(at(sq(2, 2))))) > 40,
            "flip {}",
            style.flip
        );
        assert!(to[0] > to[1] && to[1] > to[2] + 40, "{to:?}");
        let from = diff(
            px(&with, beside(at(sq(2, 8)))),
            px(&plain, beside(at(sq(2, 8)))),
        );
        assert!(from > 15 && from < diff(to, px(&plain, beside(at(sq(2, 2))))));
        for s in [sq(8, 8), sq(8, 2), sq(2, 5)] {
            assert_eq!(px(&with, beside(at(s))), px(&plain, beside(at(s))), "{s}");
        }
        // The king in check on 5二 glows red; the other king does not.
        let glow = px(&with, beside(at(sq(5, 2))));
        let base = px(&plain, beside(at(sq(5, 2))));
        assert!(
            glow[0] - glow[1] > base[0] - base[1] + 30,
            "{glow:?} vs {base:?}"
        );
        assert_eq!(
            px(&with, beside(at(sq(5, 8)))),
            px(&plain, beside(at(sq(5, 8))))
        );
    }
}

#[test]
fn two_player_hint_marks_targets_and_origin_in_both_orientations() {
    for style in styles() {
        let at = |s: Square| two::square_center(&style, s);
        let mut v = common::two_midgame();
        v.last_move = None;
        v.check = None;
        v.hint = Some(common::dragon_hint());
        let img = two::render(&v, &style);
        // Dots on empty targets.
        for s in [sq(2, 5), sq(3, 2), sq(4, 2), sq(2, 7)] {
            assert!(teal(px(&img, at(s))), "dot on {s}, flip {}", style.flip);
        }
        // Corners on captures: the top-left corner inside the cell.
        for s in [sq(2, 1), sq(3, 3), sq(1, 3)] {
            let (x, y) = at(s);
            assert!(teal(px(&img, (x - 19, y - 21))), "corner on {s}");
        }
        // The origin is tinted; squares that are not targets are not marked.
        let origin = px(&img, beside(at(sq(2, 2))));
        assert!(origin[1] > origin[0], "origin tint {origin:?}");
        for s in [sq(8, 5), sq(8, 8), sq(5, 5), sq(2, 9)] {
            assert!(!teal(px(&img, at(s))), "{s} is not a target");
        }
    }
}

#[test]
fn four_player_marks_sit_on_their_squares_in_both_orientations() {
    for style in styles() {
        let at = |s: Square| four::square_center(&style, s);
        let v = common::four_elimination();
        let img = four::render(&v, &style);
        let mut plain_view = v.clone();
        plain_view.last_move = None;
        plain_view.checks.clear();
        let plain = four::render(&plain_view, &style);
        let to = px(&img, beside(at(sq(5, 3))));
        assert!(
            diff(to, px(&plain, beside(at(sq(5, 3))))) > 40,
            "last move, flip {}",
            style.flip
        );
        let glow = px(&img, beside(at(sq(5, 1))));
        let base = px(&plain, beside(at(sq(5, 1))));
        assert!(glow[0] - glow[1] > base[0] - base[1] + 30, "check {glow:?}");
        assert_eq!(
            px(&img, beside(at(sq(5, 9)))),
            px(&plain, beside(at(sq(5, 9))))
        );
        // The eliminated king on 9五 is a grey piece with its character: some dark ink and a
        // light grey face, not the wood of an empty square nor a blank shape.
        let (cx, cy) = at(sq(9, 5));
        let cell: Vec<[i32; 3]> = (cx - 12..cx + 12)
            .flat_map(|x| (cy - 12..cy + 12).map(move |y| (x, y)))
            .map(|p| px(&img, p))
            .collect();
        let grey = |p: &[i32; 3]| (p[0] - p[2]).abs() < 24 && p[0] > 150;
        let ink = |p: &[i32; 3]| p.iter().sum::<i32>() < 330;
        assert!(cell.iter().filter(|p| grey(p)).count() > 100, "grey face");
        assert!(
            cell.iter().filter(|p| ink(p)).count() > 20,
            "the king's character"
        );
    }
}

#[test]
fn four_player_hint_from_hand_and_on_board() {
    for style in styles() {
        let at = |s: Square| four::square_center(&style, s);
        let mut v = common::four_elimination();
        let mut targets = shogiban::rules::Bitboard::EMPTY;
        targets.set(sq(5, 5));
        targets.set(sq(6, 2));
        v.hint = Some(render::Hint {
            origin: render::HintOrigin::Square(sq(5, 6)),
            targets,
        });
        let img = four::render(&v, &style);
        if let Ok(dir) = std::env::var("SHOGIBAN_DUMP") {
            let mut h = v.clone();
            h.hint = Some(render::Hint {
                origin: render::HintOrigin::Hand(shogiban::rules::Role::Pawn),
                targets,
            });
            let png = four::render_png(&h, &style);
            std::fs::write(format!("{dir}/four_hand_hint_{}.png", style.flip), png).unwrap();
        }
        assert!(teal(px(&img, at(sq(5, 5)))));
        let (x, y) = at(sq(6, 2));
        assert!(teal(px(&img, (x - 19, y - 19))), "capture corner");
        let origin = px(&img, beside(at(sq(5, 6))));
        assert!(origin[1] > origin[0], "origin tint {origin:?}");
        assert!(!teal(px(&img, at(sq(5, 4)))));
    }
}

/// Pixels of exactly the fallback mark's colour.
fn fallback_pixels(img: &RgbImage) -> usize {
    img.pixels()
        .filter(|p| p.0 == render::FALLBACK_COLOR)
        .count()
}

#[test]
fn a_character_no_font_has_becomes_one_box() {
    let mut v = common::two_start();
    // An Egyptian hieroglyph is in no font; the emoji is in the emoji font.
    v.names[Color::Gote.index()] = "Ra \u{13000} \u{1F600}".into();
    let img = two::render(&v, &Style::default());
    assert!(fallback_pixels(&img) > 10);
    assert_eq!(
        render::fit_text("Ra \u{13000} \u{1F600}", 14.0, 500.0),
        "Ra □ \u{1F600}"
    );
    // Two missing characters, two boxes: more box pixels than one.
    v.names[Color::Gote.index()] = "Ra \u{13000}\u{13001} \u{1F600}".into();
    assert!(fallback_pixels(&two::render(&v, &Style::default())) > fallback_pixels(&img));
    // Every script the fonts promise is drawn without a box.
    for name in [
        "Ra らカ羽生 김민준",
        "कृष्ण सिद्धि",
        "শ্রী কিরণ",
        "محمد علي",
        "שלום",
        "สมชาย",
        "Αλέξης Дмитрий",
        "\u{1F600}\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}",
    ] {
        v.names[Color::Gote.index()] = name.into();
        assert_eq!(
            fallback_pixels(&two::render(&v, &Style::default())),
            0,
            "{name}"
        );
        assert!(!render::fit_text(name, 14.0, 500.0).contains('□'), "{name}");
    }
}

#[test]
fn long_names_are_shortened_with_an_ellipsis() {
    let long = "Dave_the_Destroyer_of_Castles_and_Fortresses_and_Everything_Else";
    let short = render::fit_text(long, 13.5, 200.0);
    assert!(short.ends_with('…') && short.chars().count() < long.chars().count());
    // Past the cut, more characters change nothing in the image.
    let name = |n: &str| {
        let mut v = common::two_start();
        v.names = [n.to_string(), n.to_string()];
        two::render(&v, &Style::default())
    };
    let a = name(long);
    let b = name(&format!("{long}_and_then_some_more"));
    if std::env::var("DUMP").is_ok() {
        a.save("/tmp/long_a.png").unwrap();
        b.save("/tmp/long_b.png").unwrap();
    }
    assert!(a == b, "text past the cut changed the image");
    assert!(a != name("Dave"));
    let four_name = |n: &str| {
        let mut v = common::four_start();
        v.names = [n.into(), n.into(), n.into(), n.into()];
        four::render(&v, &Style::default())
    };
    assert!(four_name(long) == four_name(&format!("{long}!!!")));
}

#[test]
fn images_have_the_default_sizes_and_stay_small() {
    let png = two::render_png(&common::two_midgame(), &Style::default());
    let img = image::load_from_memory(&png).unwrap();
    assert_eq!((img.width(), img.height()), (576, 544));
    assert!(png.len() <= 120 * 1024, "{} bytes", png.len());
    let png = four::render_png(&common::four_elimination(), &Style::default());
    let img = image::load_from_memory(&png).unwrap();
    assert_eq!((img.width(), img.height()), (636, 554));
    assert!(png.len() <= 120 * 1024, "{} bytes", png.len());
    let big = Style {
        scale: 2.0,
        ..Style::default()
    };
    let png = two::render_png(&common::two_midgame(), &big);
    let img = image::load_from_memory(&png).unwrap();
    assert_eq!((img.width(), img.height()), (1152, 1088));
    let png4 = four::render_png(&common::four_elimination(), &big);
    if let Ok(dir) = std::env::var("SHOGIBAN_DUMP") {
        std::fs::write(format!("{dir}/two_scale2.png"), &png).unwrap();
        std::fs::write(format!("{dir}/four_scale2.png"), &png4).unwrap();
    }
}

#[test]
fn a_replay_has_one_frame_per_view_and_holds_the_last() {
    let game = common::two_game(30);
    let gif = render::replay_gif(&game, &Style::default());
    if let Ok(dir) = std::env::var("SHOGIBAN_DUMP") {
        std::fs::write(format!("{dir}/replay.gif"), &gif).unwrap();
    }
    assert!(gif.len() < 2 * 1024 * 1024);
    let mut opts = gif::DecodeOptions::new();
    opts.set_color_output(gif::ColorOutput::RGBA);
    let mut dec = opts.read_info(std::io::Cursor::new(&gif)).unwrap();
    let mut delays = Vec::new();
    while let Some(f) = dec.read_next_frame().unwrap() {
        delays.push(f.delay);
    }
    assert_eq!(delays.len(), game.len());
    assert!(delays.last().unwrap() > &delays[1]);
    let four_game = vec![common::four_start(), common::four_elimination()];
    let gif = render::replay_gif_four(&four_game, &Style::default());
    assert_eq!(&gif[..6], b"GIF89a");
}

#[test]
fn threads_share_the_caches_and_get_the_same_pixels() {
    let styles = [
        Style::default(),
        Style {
            scale: 1.5,
            piece_style: render::PieceStyle::TwoChar,
            ..Style::default()
        },
    ];
    let alone: Vec<Vec<u8>> = styles
        .iter()
        .map(|s| two::render_png(&common::two_midgame(), s))
        .collect();
    let handles: Vec<_> = (0..4)
        .map(|i| {
            let style = styles[i % 2];
            std::thread::spawn(move || two::render_png(&common::two_midgame(), &style))
        })
        .collect();
    for (i, h) in handles.into_iter().enumerate() {
        assert!(h.join().unwrap() == alone[i % 2]);
    }
}

#[test]
fn the_review_picture_has_the_evaluation_curve_and_the_marks() {
    use render::graph::{self, GraphMark, MarkKind, ReviewLabels, ReviewView};
    let view = ReviewView {
        values: vec![0, 150, 300, -200, -1200, -1800, 2000, 2000],
        cap: 2000,
        names: ["alice".into(), "bob".into()],
        marks: vec![GraphMark {
            ply: 3,
            kind: MarkKind::MissedMate,
            text: "4. ▲５八金 → ▲５二金 (mate in 3)".into(),
        }],
        labels: ReviewLabels::default(),
    };
    let png = graph::render_review_png(&view);
    if let Some(path) = std::env::var_os("SHOGIBAN_REVIEW_PNG") {
        // To look at the picture: SHOGIBAN_REVIEW_PNG=/tmp/review.png cargo test --test render_probes
        std::fs::write(path, &png).expect("written");
    }
    let img = image::load_from_memory(&png).expect("a PNG").to_rgb8();
    assert_eq!(img.dimensions(), (720, view.height()));
    let curve = graph::CURVE.map(|c| c as i32);
    for i in [0, 1, 2, 3, 5, 6, 7] {
        let (x, y) = view.point(i).expect("a point");
        let at = px(&img, (x.round() as u32, y.round() as u32));
        assert!(
            diff(at, curve) < 90,
            "the curve passes position {i}: {at:?}"
        );
    }
    // The curve rises from the bottom (gote mates) to the top (sente mates) between 5 and 6.
    assert!(view.point(6).unwrap().1 < view.point(5).unwrap().1);
    let (x, y) = view.mark_center(0).expect("the mark");
    let at = px(&img, ((x - 5.5).round() as u32, y.round() as u32));
    assert!(diff(at, graph::MATE_MARK.map(|c| c as i32)) < 90, "{at:?}");
}
