//! shogiban: a Discord bot for shogi and four-player shogi.
//!
//! Layers, each using only those before it: [`rules`] (the engine).

pub mod local;
pub mod rules;
pub mod store;
pub mod table;
