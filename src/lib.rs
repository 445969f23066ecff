//! shogiban: a Discord bot for shogi and four-player shogi.
//!
//! Layers, each using only those before it: [`rules`] (the rules engine), [`engine`] (the computer
//! player), [`notation`] (human notations and game records), then [`table`], [`store`] and [`local`].

pub mod engine;
pub mod local;
pub mod notation;
pub mod rules;
pub mod store;
pub mod table;
