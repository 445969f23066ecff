//! What a table is doing: nothing, a four-player lobby filling up, or one game in play — one
//! thing at a time, by type ([`Session`]) — and what a command or the clock produced
//! ([`Handled`]: the replies, the [`Event`]s, whether anything changed).
//!
//! A game that ends leaves [`Session::Playing`] for [`Table::last`](super::Table::last) in one
//! place, `Table::settle`, which also says so with an [`Event::GameEnded`]: the service learns
//! that a game ended from the table, never by comparing snapshots.

use super::game::AnyGame;
use super::lobby::Lobby;
use super::UserId;
use serde::{Deserialize, Serialize};

/// What is happening at a table now.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Session {
    /// Nothing but, perhaps, challenges waiting (they live beside the session: a person may keep
    /// their own challenge waiting while they play the computer).
    #[default]
    Idle,
    /// A four-player lobby filling up.
    Lobby(Lobby),
    /// A game in play (never one that is over: the command that ends it moves it to the table's
    /// last game).
    Playing(AnyGame),
}

/// What a command or the clock did that others must know of besides its replies: the service maps
/// each event to its writes (the archive, statistics, puzzle standings) in the same durable step
/// as the table.
#[derive(Clone, Debug, PartialEq)]
pub enum Event {
    /// A game ended: `game` as it ended (with its tournament link, if it was a tournament's
    /// game), archived as this table's game number `archive` (0 for the first archived game).
    GameEnded { game: AnyGame, archive: u32 },
    /// A person's puzzle standing after they solved, failed or gave up a puzzle.
    PuzzleStanding {
        user: UserId,
        stats: super::puzzle::PuzzleStats,
    },
}

/// What [`Table::handle`](super::Table::handle) produces: what to say, what happened, and
/// whether the table changed (the service saves it only then).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Handled {
    pub replies: Vec<super::Reply>,
    pub events: Vec<Event>,
    /// Whether the table's stored form changed: judged on the whole record, so a field added
    /// later is never forgotten.
    pub changed: bool,
}
