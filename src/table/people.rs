//! Who is at a table: a user's id, a seated player, the person who sent a command, and the
//! adapter's directory of the people named in commands; and the time, which is always passed in.

use super::command::Mention;
use super::TableId;
use crate::i18n::Msg;
use serde::{Deserialize, Serialize};

/// An opaque user id (a Discord snowflake, or a hash of a terminal name).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct UserId(pub u64);

/// Seconds since the Unix epoch, passed in by the caller.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Timestamp(pub u64);

/// Someone seated at a table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Player {
    pub id: UserId,
    pub name: String,
}

/// Who sent a command.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Actor {
    pub id: UserId,
    pub name: String,
    /// Moderators may abort any game and change settings.
    pub moderator: bool,
}

impl Actor {
    /// The sender of the commands nobody types: the clock, a tournament seating its games.
    pub fn system() -> Actor {
        Actor {
            id: UserId(0),
            name: String::new(),
            moderator: false,
        }
    }

    pub(crate) fn player(&self) -> Player {
        Player {
            id: self.id,
            name: self.name.clone(),
        }
    }
}

/// Resolves the people named in commands (the adapter knows how).
pub trait Directory {
    fn resolve(&self, mention: &Mention) -> Option<Player>;

    /// The bot itself, when it can play: a challenge to it starts a game against the computer.
    /// `None` when there is no such user.
    fn computer(&self) -> Option<Player> {
        None
    }

    /// A new table of its own for a tournament's game, beside the tournament's channel `beside`
    /// and called `name` (on Discord, a thread in that channel). It is made outside every lock
    /// and may take a while; the reason in words when it cannot be made now (the game waits, and
    /// it is tried again at the tournament's next step). The terminal names its tables itself and
    /// never asks.
    fn open_table(&self, beside: &TableId, name: &str) -> Result<TableId, Msg> {
        let _ = (beside, name);
        Err(msg!("tournament-cannot-open-tables"))
    }

    /// A table [`Directory::open_table`] made for nothing (another step seated the game first):
    /// removed where that is possible.
    fn close_table(&self, table: &TableId) {
        let _ = table;
    }
}
