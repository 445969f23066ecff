//! shogiban: a Discord bot for shogi and four-player shogi.
//!
//! Layers, each using only those before it: [`rules`] (the engine), [`render`] (board images).

pub mod render;
pub mod rules;
