//! shogiban: a Discord bot for shogi and four-player shogi.
//!
//! Layers, each using only those before it: [`rules`] (the engine), [`notation`] (human notations
//! and game records).

pub mod local;
pub mod notation;
pub mod rules;
pub mod store;
pub mod table;
