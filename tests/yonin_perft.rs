//! Perft from the four-player start position (yonin.md §11).

use shogiban::rules::yonin::{Game, Settings};

fn perft(depth: u32) -> u64 {
    Game::new(Settings::default()).perft(depth)
}

#[test]
fn perft_1_to_5_from_the_start() {
    assert_eq!(perft(1), 9);
    assert_eq!(perft(2), 81);
    assert_eq!(perft(3), 729);
    assert_eq!(perft(4), 6561);
    assert_eq!(perft(5), 82_134);
}

// Depths 6 and 7 take about 0.04 s and 0.7 s in the test profile: every run checks them.
#[test]
fn perft_6_from_the_start() {
    assert_eq!(perft(6), 1_055_321);
}

#[test]
fn perft_7_from_the_start() {
    assert_eq!(perft(7), 13_537_582);
}
