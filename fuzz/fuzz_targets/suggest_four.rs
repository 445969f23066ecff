//! Four-player move suggestions for any typed text: never a panic; each suggestion is at most
//! `MAX_LEN` characters and reads back (with `four::parse`) as exactly its move, a legal one.
#![no_main]

mod common;

use libfuzzer_sys::fuzz_target;
use shogiban::notation::four;
use shogiban::notation::suggest::{self, DISCORD_LIMIT, MAX_LEN};

fuzz_target!(|data: &[u8]| {
    // The first byte picks the game (suggesting is costly: one game a run).
    let Some((&pick, typed)) = data.split_first() else {
        return;
    };
    let games = common::four_games();
    let game = &games[pick as usize % games.len()];
    let typed = String::from_utf8_lossy(typed);
    let suggestions = suggest::four_moves(game, &typed, DISCORD_LIMIT);
    assert!(suggestions.len() <= DISCORD_LIMIT);
    for s in &suggestions {
        assert!(
            s.text.chars().count() <= MAX_LEN,
            "{:?} is too long",
            s.text
        );
        assert!(game.is_legal(s.mv), "{:?} suggests an illegal move", s.text);
        match four::parse(&s.text, game) {
            Ok(m) => assert_eq!(
                m, s.mv,
                "{:?} (typed {typed:?}) reads as another move",
                s.text
            ),
            Err(e) => panic!("{:?} (typed {typed:?}) does not read back: {e}", s.text),
        }
    }
    let texts = suggest::four(game, &typed, DISCORD_LIMIT);
    assert_eq!(texts.len(), suggestions.len());
});
