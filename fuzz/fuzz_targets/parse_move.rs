//! Move texts of any notation against a few positions: never a panic, never an illegal move.
#![no_main]

use libfuzzer_sys::fuzz_target;
use shogiban::notation::parse_move;
use shogiban::rules::{Move, Position};

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let mut pos = Position::startpos();
    let mut prev = None;
    for usi in ["", "7g7f", "3c3d", "8h2b+"] {
        if let Ok(m) = Move::parse_usi(usi) {
            pos.play(m).expect("legal set-up move");
            prev = Some(m);
        }
        if let Ok(m) = parse_move(&text, &pos, prev) {
            assert!(pos.is_legal(m));
        }
    }
});
