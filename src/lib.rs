//! shogiban: a Discord bot for shogi and four-player shogi.
//!
//! Layers, each using only those before it: [`rules`] (the engine), [`notation`] (human notations
//! and game records), [`render`] (board images), then the table, the store and the front ends.

pub mod local;
pub mod notation;
pub mod render;
pub mod rules;
pub mod store;
pub mod table;
