//! shogiban: a Discord bot for shogi and four-player shogi.
//!
//! Layers, each using only those before it: [`rules`] (the rules engine), [`engine`] (the computer
//! player).

pub mod engine;
pub mod rules;
