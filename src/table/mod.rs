//! What happens at a table in a channel: challenges, lobbies, moves, clocks, results, settings.
//! Knows nothing of Discord; the terminal and Discord adapters are thin layers over it.
//!
//! So far: the text command language ([`command`]) and ratings ([`rating`]).

pub mod command;
pub mod rating;
