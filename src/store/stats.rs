//! Where per-server statistics are kept: the key of a player's record. What the record holds and
//! how a game changes it are the table's ([`crate::table::stats`]).

use crate::table::UserId;

/// The stats key of a user on a server.
pub fn key(guild: &str, user: UserId) -> Vec<u8> {
    format!("{guild}/{:020}", user.0).into_bytes()
}
