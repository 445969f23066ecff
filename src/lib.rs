//! shogiban: a Discord bot for shogi and four-player shogi.
//!
//! Layers, each using only those before it: [`rules`] (the rules engine) and [`engine`] (the
//! computer player), [`notation`] (human notations and game records), [`render`] (board images),
//! [`i18n`] (every word the bot says, from the Fluent catalogues),
//! [`table`] (what happens at a table: typed [`table::command::Command`]s in, replies out),
//! [`store`] (persistence), [`service`] (runs one command on one table: lock, load, apply, save,
//! answer), and the front ends ([`local`], the terminal, and [`discord`]).

#[macro_use]
mod macros;

pub mod discord;
pub mod engine;
pub mod i18n;
pub mod local;
pub mod notation;
pub mod render;
pub mod rules;
pub mod service;
pub mod store;
pub mod table;
#[cfg(test)]
mod test_support;
