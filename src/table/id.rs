//! [`TableId`]: which table a command is for — one channel (or thread) of a Discord server, a
//! direct-message channel, or a named channel of the terminal.

use serde::{Deserialize, Serialize};

/// Where a table is. It is kept as its key, `SERVER/CHANNEL` (`123/456` in a server, `dm/456` in
/// a direct message, `local/club` in the terminal), the form every database so far holds; it is
/// checked once, when made or read, and taken apart only here.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct TableId(String);

/// Why a text is not a table id.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("`{0}` is not a table id (SERVER/CHANNEL: letters, digits, `-` or `_`, at most 24 each)")]
pub struct BadTableId(pub String);

/// The server part of a direct message's table.
const DIRECT: &str = "dm";
/// The server part of the terminal's tables.
const LOCAL: &str = "local";
/// The longest server or channel part: a snowflake has at most 20 digits.
const MAX_PART: usize = 24;

fn valid_part(part: &str) -> bool {
    !part.is_empty()
        && part.len() <= MAX_PART
        && part
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
}

impl TableId {
    /// A channel or thread of a Discord server.
    pub fn guild(guild: u64, channel: u64) -> TableId {
        TableId(format!("{guild}/{channel}"))
    }

    /// A direct-message channel.
    pub fn direct(channel: u64) -> TableId {
        TableId(format!("{DIRECT}/{channel}"))
    }

    /// A channel of the terminal (`terminal` for lines that name none).
    pub fn local(name: &str) -> Result<TableId, BadTableId> {
        TableId::parse(&format!("{LOCAL}/{name}"))
    }

    /// A key as stored (or carried in a button's id).
    pub fn parse(key: &str) -> Result<TableId, BadTableId> {
        match key.split_once('/') {
            Some((server, channel)) if valid_part(server) && valid_part(channel) => {
                Ok(TableId(key.to_owned()))
            }
            _ => Err(BadTableId(key.chars().take(60).collect())),
        }
    }

    /// The key it is stored under.
    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// The server it belongs to (`dm` for direct messages, `local` for the terminal): rankings,
    /// stats and server settings are kept per server.
    pub fn server(&self) -> &str {
        self.0.split_once('/').map_or(&self.0, |(s, _)| s)
    }

    /// The channel part.
    pub fn channel(&self) -> &str {
        self.0.split_once('/').map_or("", |(_, c)| c)
    }

    /// The Discord server, for a table in one.
    pub fn guild_id(&self) -> Option<u64> {
        self.server().parse().ok().filter(|&g| g != 0)
    }

    /// The Discord channel, for a table in a server or a direct message.
    pub fn discord_channel(&self) -> Option<u64> {
        if self.is_local() {
            return None;
        }
        self.channel().parse().ok().filter(|&c| c != 0)
    }

    /// The terminal channel's name, for a table of local mode.
    pub fn local_name(&self) -> Option<&str> {
        self.is_local().then(|| self.channel())
    }

    pub fn is_local(&self) -> bool {
        self.server() == LOCAL
    }
}

impl std::fmt::Display for TableId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl PartialEq<str> for TableId {
    fn eq(&self, other: &str) -> bool {
        self.0 == other
    }
}

impl PartialEq<String> for TableId {
    fn eq(&self, other: &String) -> bool {
        &self.0 == other
    }
}

impl PartialEq<&str> for TableId {
    fn eq(&self, other: &&str) -> bool {
        self.0 == *other
    }
}

/// A table id reads as its key wherever a key is wanted (store keys, lock names, index entries).
impl std::ops::Deref for TableId {
    type Target = str;
    fn deref(&self) -> &str {
        &self.0
    }
}

impl std::str::FromStr for TableId {
    type Err = BadTableId;
    fn from_str(s: &str) -> Result<TableId, BadTableId> {
        TableId::parse(s)
    }
}

impl TryFrom<String> for TableId {
    type Error = BadTableId;
    fn try_from(s: String) -> Result<TableId, BadTableId> {
        TableId::parse(&s)
    }
}

impl From<TableId> for String {
    fn from(id: TableId) -> String {
        id.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn table_ids_of_every_kind_keep_the_stored_form_and_come_apart_here() {
        let g = TableId::guild(11, 22);
        assert_eq!(g.as_str(), "11/22");
        assert_eq!(
            (g.server(), g.guild_id(), g.discord_channel()),
            ("11", Some(11), Some(22))
        );
        let d = TableId::direct(22);
        assert_eq!(
            (d.as_str(), d.guild_id(), d.discord_channel()),
            ("dm/22", None, Some(22))
        );
        let l = TableId::local("club").unwrap();
        assert_eq!(
            (l.as_str(), l.local_name(), l.discord_channel()),
            ("local/club", Some("club"), None)
        );
        assert_eq!(TableId::parse("11/22"), Ok(g));
        assert_eq!("local/club".parse::<TableId>(), Ok(l));
    }

    #[test]
    fn hostile_table_ids_are_refused() {
        for bad in [
            "",
            "/",
            "a/",
            "/b",
            "a/b/c",
            "a b/c",
            "a/b c",
            "a/🙂",
            &"9".repeat(25),
        ] {
            assert!(TableId::parse(bad).is_err(), "{bad:?}");
        }
        assert!(TableId::local("two words").is_err());
        assert!(serde_json::from_str::<TableId>("\"x/../y\"").is_err());
        assert_eq!(
            serde_json::to_string(&TableId::guild(1, 2)).unwrap(),
            "\"1/2\""
        );
    }
}
