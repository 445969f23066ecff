//! Move suggestions for autocompletion: the legal moves matching what has been typed.

use crate::rules::{yonin, Move, Position};

/// Legal moves of `pos` (USI) starting with `typed`, at most `limit`.
pub fn two(pos: &Position, _prev: Option<Move>, typed: &str, limit: usize) -> Vec<String> {
    let typed = typed.trim().to_ascii_lowercase();
    pos.legal_moves()
        .iter()
        .map(|m| m.to_usi())
        .filter(|u| u.to_ascii_lowercase().starts_with(&typed))
        .take(limit)
        .collect()
}

/// Legal actions of the player to move in a four-player game (USI-like), at most `limit`.
pub fn four(game: &yonin::Game, typed: &str, limit: usize) -> Vec<String> {
    let typed = typed.trim().to_ascii_lowercase();
    game.legal_moves()
        .iter()
        .map(|m| m.to_usi())
        .filter(|u| u.to_ascii_lowercase().starts_with(&typed))
        .take(limit)
        .collect()
}
