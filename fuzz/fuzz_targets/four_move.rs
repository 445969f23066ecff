//! Four-player move texts (USI-like, Western, Japanese, with or without a seat marker) against a
//! few games: never a panic, and a move read is always legal for the player to move.
#![no_main]

mod common;

use libfuzzer_sys::fuzz_target;
use shogiban::notation::four;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    for game in common::four_games() {
        if let Ok(m) = four::parse(&text, game) {
            assert!(game.is_legal(m), "{text:?} read as illegal {}", m.to_usi());
            let mut after = game.clone();
            if let Err(e) = after.play(m) {
                panic!("{text:?} read as {} which does not play: {e}", m.to_usi());
            }
        }
    }
});
