//! Four-player position texts from arbitrary text: never a panic; a position read writes a text
//! that reads back to the same position, and a game can start from it (or is refused plainly).
#![no_main]

use libfuzzer_sys::fuzz_target;
use shogiban::rules::yonin::{Game, Position, Settings};

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let Ok(pos) = Position::from_text(&text) else {
        return;
    };
    let written = pos.to_text();
    match Position::from_text(&written) {
        Ok(back) => {
            assert!(
                back == pos,
                "{text:?} writes {written:?}, which reads as another position"
            );
            assert_eq!(back.to_text(), written);
        }
        Err(e) => panic!("{text:?} writes {written:?}, which does not read back: {e}"),
    }
    if let Ok(mut game) = Game::from_position(pos, Settings::default()) {
        let _ = (
            game.to_move(),
            game.in_check(),
            game.outcome(),
            game.state(),
        );
        if let Some(&m) = game.legal_moves().first() {
            game.play(m).expect("a legal move plays");
            let _ = game.position().to_text();
        }
    }
});
