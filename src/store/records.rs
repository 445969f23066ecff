//! The records the service keeps in the store, with their schema versions: a table, a settings
//! layer, a finished game, and the clock index's keys.
//!
//! Table records of schemas 1 (games as a start text and USI strings) and 2 (a typed start; both
//! last games side by side with a `current` flag) are read and written back as schema 3 (the
//! table's session: idle, a lobby or the game in play; and the last game): migrate on read.

use super::kv::{Space, StoreError, Write};
use crate::table::settings::Layer;
use crate::table::{Table, Timestamp};
use serde::{Deserialize, Serialize};

/// The schema version written with every table record (and every archived game).
pub const TABLE_SCHEMA: u32 = 4;
/// The oldest table schema still read.
pub const OLDEST_TABLE_SCHEMA: u32 = 1;

#[derive(Serialize, Deserialize)]
struct TableRecord {
    schema: u32,
    table: Table,
}

/// Reads a table record; `Err` says why it cannot be read (the caller sets it aside).
pub fn decode_table(bytes: &[u8]) -> Result<Table, String> {
    #[derive(Deserialize)]
    struct Header {
        schema: u32,
    }
    let header: Header = serde_json::from_slice(bytes).map_err(|e| e.to_string())?;
    if !(OLDEST_TABLE_SCHEMA..=TABLE_SCHEMA).contains(&header.schema) {
        return Err(format!("unknown schema version {}", header.schema));
    }
    #[derive(Deserialize)]
    struct Old<T> {
        table: T,
    }
    let read = |e: serde_json::Error| e.to_string();
    let corrupt = |e: crate::table::game::CorruptGame| e.to_string();
    match header.schema {
        1 | 2 => {
            let old: Old<crate::table::LegacyTable> =
                serde_json::from_slice(bytes).map_err(read)?;
            return Table::try_from(old.table).map_err(corrupt);
        }
        3 => {
            let old: Old<crate::table::Schema3Table> =
                serde_json::from_slice(bytes).map_err(read)?;
            return Table::try_from(old.table).map_err(corrupt);
        }
        _ => {}
    }
    let record: TableRecord = serde_json::from_slice(bytes).map_err(|e| e.to_string())?;
    Ok(record.table)
}

pub fn encode_table(table: &Table) -> Result<Vec<u8>, StoreError> {
    Ok(serde_json::to_vec(&TableRecord {
        schema: TABLE_SCHEMA,
        table: table.clone(),
    })?)
}

/// The schema version written with every settings record.
pub const SETTINGS_SCHEMA: u32 = 1;

/// One settings layer (a server's defaults or a channel's overrides).
#[derive(Serialize, Deserialize)]
pub struct SettingsRecord {
    pub schema: u32,
    pub values: Layer,
}

pub fn decode_layer(bytes: &[u8]) -> Result<Layer, String> {
    match serde_json::from_slice::<SettingsRecord>(bytes) {
        Ok(r) if r.schema == SETTINGS_SCHEMA => Ok(r.values),
        Ok(r) => Err(format!("unknown schema version {}", r.schema)),
        Err(e) => Err(e.to_string()),
    }
}

pub fn encode_layer(values: Layer) -> Result<Vec<u8>, StoreError> {
    Ok(serde_json::to_vec(&SettingsRecord {
        schema: SETTINGS_SCHEMA,
        values,
    })?)
}

/// A finished game as archived: the game as the table stored it, plus where and when it ended.
#[derive(Serialize, Deserialize)]
pub struct GameRecord {
    pub schema: u32,
    pub table: String,
    pub ended: Timestamp,
    pub game: crate::table::AnyGame,
}

impl GameRecord {
    /// An archived game of any schema; `Err` says why it cannot be read.
    pub fn decode(bytes: &[u8]) -> Result<GameRecord, String> {
        #[derive(Deserialize)]
        struct Old {
            schema: u32,
            table: String,
            ended: Timestamp,
            #[serde(flatten)]
            game: crate::table::OldArchived,
        }
        #[derive(Deserialize)]
        struct Header {
            schema: u32,
        }
        let header: Header = serde_json::from_slice(bytes).map_err(|e| e.to_string())?;
        if header.schema >= TABLE_SCHEMA {
            return serde_json::from_slice(bytes).map_err(|e| e.to_string());
        }
        let old: Old = serde_json::from_slice(bytes).map_err(|e| e.to_string())?;
        let game = old
            .game
            .into_game()
            .map_err(|e| e.to_string())?
            .ok_or_else(|| "an archived record without a game".to_owned())?;
        Ok(GameRecord {
            schema: old.schema,
            table: old.table,
            ended: old.ended,
            game,
        })
    }
}

/// The clock index key of table `id`, due at `due`: sorted by time, then table.
pub fn deadline_key(due: Timestamp, id: &str) -> Vec<u8> {
    let mut key = due.0.to_be_bytes().to_vec();
    key.extend_from_slice(id.as_bytes());
    key
}

/// The time and table of a clock index key.
pub fn parse_deadline_key(key: &[u8]) -> Option<(Timestamp, String)> {
    let (due, id) = key.split_at_checked(8)?;
    let due = u64::from_be_bytes(due.try_into().ok()?);
    Some((Timestamp(due), String::from_utf8(id.to_vec()).ok()?))
}

/// The writes that move table `id`'s clock index entry from `before` to `after`.
pub fn deadline_writes(
    id: &str,
    before: Option<Timestamp>,
    after: Option<Timestamp>,
) -> Vec<Write> {
    if before == after {
        return Vec::new();
    }
    let mut writes = Vec::new();
    if let Some(due) = before {
        writes.push(Write::Delete(Space::Deadlines, deadline_key(due, id)));
    }
    if let Some(due) = after {
        writes.push(Write::Put(
            Space::Deadlines,
            deadline_key(due, id),
            Vec::new(),
        ));
    }
    writes
}
