//! The indexes that keep server-wide commands from reading every record: the rankings (a sorted
//! key per ranked player, plus a count per rating band for a player's rank), the games in play per
//! server (newest first, with the line `games` shows) and the challenges waiting per user.
//!
//! Each is written in the same batch as the records it describes (see `service/save.rs`), so it
//! never disagrees with them after a crash. Databases older than an index build it once (the
//! service's `ensure_*` functions), marked by a key in [`Space::Meta`].

use super::kv::{Space, Write};
use crate::i18n::Msg;
use crate::table::stats::UserStats;
use crate::table::{Timestamp, UserId};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// The two rankings a server keeps.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Board {
    /// Rated two-player games, by Glicko-2 rating.
    Rating,
    /// Four-player games, by placement points.
    Four,
}

impl Board {
    pub const ALL: [Board; 2] = [Board::Rating, Board::Four];

    fn letter(self) -> char {
        match self {
            Board::Rating => 'r',
            Board::Four => 'f',
        }
    }

    /// Where a player stands on this board, or `None` when they are not on it.
    pub fn value(self, s: &UserStats) -> Option<f64> {
        match self {
            Board::Rating => (s.rated_games > 0).then_some(s.rating.rating),
            Board::Four => (s.four.played > 0).then_some(s.four_points),
        }
    }

    /// The width of one band of the count kept for ranks: narrow enough that the players of one
    /// band are few to step through, wide enough that the bands of a server fit in one record.
    pub fn band_width(self) -> f64 {
        match self {
            Board::Rating => 10.0,
            Board::Four => 5.0,
        }
    }

    pub fn band(self, value: f64) -> i64 {
        (value / self.band_width()).floor() as i64
    }

    /// The prefix of every ranking key of this board on server `guild`.
    pub fn prefix(self, guild: &str) -> Vec<u8> {
        format!("{guild}/{}/", self.letter()).into_bytes()
    }

    /// The ranking key of `user` at `value`: best first, then by user id.
    pub fn key(self, guild: &str, value: f64, user: UserId) -> Vec<u8> {
        let mut key = self.prefix(guild);
        key.extend_from_slice(&descending(value));
        key.extend_from_slice(&user.0.to_be_bytes());
        key
    }

    /// The first key after every key of a value at least `value` (the start of the players below).
    pub fn below(self, guild: &str, value: f64) -> Vec<u8> {
        let mut key = self.prefix(guild);
        key.extend_from_slice(&descending(value));
        key.extend_from_slice(&[0xff; 9]);
        key
    }

    /// The key of the band counts of this board on server `guild`.
    pub fn bands_key(self, guild: &str) -> Vec<u8> {
        format!("{guild}/{}#bands", self.letter()).into_bytes()
    }

    /// The user id at the end of a ranking key.
    pub fn user_of(key: &[u8]) -> Option<UserId> {
        let tail = key.get(key.len().checked_sub(8)?..)?;
        Some(UserId(u64::from_be_bytes(tail.try_into().ok()?)))
    }
}

/// The first key after every key that starts with `prefix` (for range scans of a prefix).
pub fn prefix_end(prefix: &[u8]) -> Vec<u8> {
    let mut end = prefix.to_vec();
    while let Some(last) = end.pop() {
        if last < 0xff {
            end.push(last + 1);
            return end;
        }
    }
    // Only 0xff bytes: nothing sorts after all of them but the end of the space.
    vec![0xff; prefix.len() + 9]
}

/// Eight bytes that sort a float from the largest down (the IEEE total order, reversed).
fn descending(value: f64) -> [u8; 8] {
    let bits = value.to_bits();
    let ascending = if bits >> 63 == 1 {
        !bits
    } else {
        bits | (1 << 63)
    };
    (!ascending).to_be_bytes()
}

/// How many players of a board stand in each band (band number → count).
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Bands(pub BTreeMap<i64, u32>);

impl Bands {
    pub fn decode(bytes: Option<&[u8]>) -> Bands {
        // A count that does not decode is rebuilt by the next index check; meanwhile ranks are
        // counted from zero rather than blocking games.
        bytes
            .and_then(|b| serde_json::from_slice(b).ok())
            .unwrap_or_default()
    }

    pub fn add(&mut self, band: i64, delta: i64) {
        let n = self.0.entry(band).or_insert(0);
        *n = (i64::from(*n) + delta).max(0) as u32;
        if *n == 0 {
            self.0.remove(&band);
        }
    }

    /// Players in bands above `band`.
    pub fn above(&self, band: i64) -> u64 {
        self.0
            .range(band.saturating_add(1)..)
            .map(|(_, &n)| u64::from(n))
            .sum()
    }

    pub fn total(&self) -> u64 {
        self.0.values().map(|&n| u64::from(n)).sum()
    }
}

/// The ranking writes for one player whose stats go from `old` to `new`; `bands` (one per board,
/// in [`Board::ALL`] order) are adjusted in memory, for the caller to write once.
pub fn ranking_writes(
    guild: &str,
    user: UserId,
    old: &UserStats,
    new: &UserStats,
    bands: &mut [Bands; 2],
) -> Vec<Write> {
    let mut writes = Vec::new();
    for (board, bands) in Board::ALL.into_iter().zip(bands.iter_mut()) {
        let (before, after) = (board.value(old), board.value(new));
        if before == after {
            continue;
        }
        if let Some(v) = before {
            writes.push(Write::Delete(Space::Ranks, board.key(guild, v, user)));
            bands.add(board.band(v), -1);
        }
        if let Some(v) = after {
            writes.push(Write::Put(
                Space::Ranks,
                board.key(guild, v, user),
                Vec::new(),
            ));
            bands.add(board.band(v), 1);
        }
    }
    writes
}

/// A game in play as `games` lists it: one line, kept up to date move by move.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct InPlay {
    /// `A vs B, 12 moves` or `four-player A, B, C, D, 40 actions` (English, as written by
    /// versions before the players' names and count were kept; shown as is when they are absent).
    pub line: String,
    /// The players, in seat order (two or four).
    #[serde(default)]
    pub names: Vec<String>,
    /// Moves (two players) or actions (four players) played so far.
    #[serde(default)]
    pub moves: u32,
}

impl InPlay {
    /// A game in play from its players (two or four) and the moves or actions played.
    pub fn new(names: Vec<String>, moves: usize) -> InPlay {
        let line = match names.len() {
            2 => format!("{} vs {}, {moves} moves", names[0], names[1]),
            _ => format!("four-player {}, {moves} actions", names.join(", ")),
        };
        InPlay {
            line,
            names,
            moves: moves as u32,
        }
    }

    /// The line `games` shows, as a message.
    pub fn msg(&self) -> Msg {
        match self.names.as_slice() {
            [] => Msg::raw(&self.line),
            [sente, gote] => msg!("stats-in-play-two")
                .with("sente", sente)
                .with("gote", gote)
                .with("moves", self.moves),
            names => msg!("stats-in-play-four")
                .with("names", crate::i18n::words::names(names))
                .with("actions", self.moves),
        }
    }
}

/// Where the listing entry of a table in play is kept: `L GUILD / (newest first) TABLE`, so that
/// a forward scan of a server's prefix lists its games from the latest started.
pub fn playing_key(guild: &str, started: Timestamp, table: &str) -> Vec<u8> {
    let mut key = playing_prefix(guild);
    key.extend_from_slice(&(u64::MAX - started.0).to_be_bytes());
    key.extend_from_slice(table.as_bytes());
    key
}

pub fn playing_prefix(guild: &str) -> Vec<u8> {
    format!("L{guild}/").into_bytes()
}

/// The key that remembers a table's listing key (to update or remove it without a search).
pub fn playing_back_key(table: &str) -> Vec<u8> {
    format!("T{table}").into_bytes()
}

/// The table of a listing key.
pub fn playing_table(guild: &str, key: &[u8]) -> Option<String> {
    let rest = key.get(playing_prefix(guild).len() + 8..)?;
    String::from_utf8(rest.to_vec()).ok()
}

/// The key counting a server's games in play.
pub fn playing_count_key(guild: &str) -> Vec<u8> {
    format!("C{guild}").into_bytes()
}

/// The index entry of a challenge waiting at `table` from `user`: `GUILD/USER/TABLE` → expiry.
pub fn pending_key(guild: &str, user: UserId, table: &str) -> Vec<u8> {
    format!("{}{table}", pending_prefix(guild, user)).into_bytes()
}

pub fn pending_prefix(guild: &str, user: UserId) -> String {
    format!("{guild}/{:020}/", user.0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ranking_keys_sort_the_best_first_and_negative_points_last() {
        let b = Board::Four;
        let mut keys = [
            b.key("g", -12.5, UserId(1)),
            b.key("g", 40.0, UserId(2)),
            b.key("g", 0.0, UserId(3)),
            b.key("g", 7.25, UserId(4)),
        ];
        keys.sort();
        let order: Vec<u64> = keys.iter().map(|k| Board::user_of(k).unwrap().0).collect();
        assert_eq!(order, [2, 4, 3, 1]);
        // `below(v)` comes after every key at v and before every key under it.
        assert!(b.below("g", 7.25) > b.key("g", 7.25, UserId(u64::MAX)));
        assert!(b.below("g", 7.25) < b.key("g", 7.0, UserId(0)));
    }

    #[test]
    fn band_counts_add_up_and_forget_empty_bands() {
        let mut bands = Bands::default();
        bands.add(150, 1);
        bands.add(150, 1);
        bands.add(170, 1);
        bands.add(150, -1);
        assert_eq!(bands.above(149), 2);
        assert_eq!(bands.above(150), 1);
        bands.add(170, -1);
        assert_eq!(bands.total(), 1);
        assert!(!bands.0.contains_key(&170));
    }
}
