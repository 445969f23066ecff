//! Persistence (sled behind the [`Store`] trait, with [`MemStore`] for tests) and the [`Service`]
//! that runs one command on one table: lock the table, load it, apply the command, save durably,
//! and only then hand back the reply — an acknowledged move is never lost.

pub mod kv;
pub mod stats;

pub use kv::{MemStore, SledStore, Space, Store, StoreError, Write};

use crate::engine::EnginePool;
use crate::table::command::{parse_command, Command};
use crate::table::settings::{self, Change, Layer, Settings};
use crate::table::{Actor, Context, Directory, Player, Reply, Table, TableError, Timestamp};
use serde::{Deserialize, Serialize};
use stats::UserStats;
use std::collections::HashMap;
use std::sync::{Arc, Mutex};

/// The schema version written with every table record.
pub const TABLE_SCHEMA: u32 = 1;

#[derive(Serialize, Deserialize)]
struct TableRecord {
    schema: u32,
    table: Table,
}

/// The schema version written with every settings record.
pub const SETTINGS_SCHEMA: u32 = 1;

/// One settings layer (a server's defaults or a channel's overrides).
#[derive(Serialize, Deserialize)]
struct SettingsRecord {
    schema: u32,
    values: Layer,
}

/// Loaded settings layers, the writes that quarantine unreadable ones, and notices saying so.
struct Layers {
    server: Layer,
    channel: Layer,
    quarantine: Vec<Write>,
    notices: Vec<String>,
}

fn server_key(guild: &str) -> String {
    format!("server/{guild}")
}

fn channel_key(id: &str) -> String {
    format!("channel/{id}")
}

/// A finished game as archived: the table's stored game form plus when it ended.
#[derive(Serialize, Deserialize)]
struct GameRecord {
    schema: u32,
    table: String,
    ended: Timestamp,
    #[serde(skip_serializing_if = "Option::is_none")]
    two: Option<crate::table::two::TwoGame>,
    #[serde(skip_serializing_if = "Option::is_none")]
    four: Option<crate::table::four::FourGame>,
}

/// Why a command could not be run: refused by the table, or storage failed.
#[derive(Debug, thiserror::Error)]
pub enum ServiceError {
    #[error("{0}")]
    Table(#[from] TableError),
    #[error("{0}")]
    Store(#[from] StoreError),
}

/// Runs commands on tables, one at a time per table; different tables run in parallel.
pub struct Service {
    store: Arc<dyn Store>,
    locks: Mutex<HashMap<String, Arc<Mutex<()>>>>,
    strong: Option<Arc<dyn EnginePool>>,
}

impl Service {
    pub fn new(store: Arc<dyn Store>) -> Service {
        Service {
            store,
            locks: Mutex::new(HashMap::new()),
            strong: None,
        }
    }

    /// This service with an external engine (e.g. a [`crate::engine::UsiPool`]) playing the
    /// strongest computer level ([`crate::table::STRONG_LEVEL`]) in two-player games at every table.
    ///
    /// A command that needs the engine waits for it under its own table's lock only: commands at
    /// other tables go on meanwhile, and when every engine stays busy past the pool's wait, or the
    /// engine fails, the built-in player moves instead. [`Service::run`] may then block for about the
    /// engine's time per move: call it from a blocking thread in async code.
    pub fn with_strong_engine(mut self, engine: Arc<dyn EnginePool>) -> Service {
        self.strong = Some(engine);
        self
    }

    /// The external engine of the strongest level, if any.
    pub fn strong_engine(&self) -> Option<&Arc<dyn EnginePool>> {
        self.strong.as_ref()
    }

    fn lock_for(&self, table: &str) -> Arc<Mutex<()>> {
        let mut locks = self.locks.lock().unwrap_or_else(|p| p.into_inner());
        locks.entry(table.to_owned()).or_default().clone()
    }

    /// Loads a table. A record that does not decode is moved to quarantine and the table starts
    /// afresh; the notice says so.
    fn load(
        &self,
        id: &str,
        now: Timestamp,
    ) -> Result<(Table, Vec<Write>, Option<String>), StoreError> {
        let Some(bytes) = self.store.get(Space::Tables, id.as_bytes())? else {
            return Ok((Table::default(), Vec::new(), None));
        };
        match serde_json::from_slice::<TableRecord>(&bytes) {
            Ok(r) if r.schema == TABLE_SCHEMA => Ok((r.table, Vec::new(), None)),
            other => {
                let why = match other {
                    Ok(r) => format!("unknown schema version {}", r.schema),
                    Err(e) => e.to_string(),
                };
                let key = format!("{id}/{}", now.0).into_bytes();
                let writes = vec![
                    Write::Put(Space::Quarantine, key, bytes),
                    Write::Delete(Space::Tables, id.as_bytes().to_vec()),
                ];
                let notice = format!(
                    "This table's saved state could not be read ({why}); it was set aside for the \
                     operators and the table starts afresh."
                );
                Ok((Table::default(), writes, Some(notice)))
            }
        }
    }

    /// One settings layer; an unreadable record is set aside (the writes) with a notice.
    fn load_layer(
        &self,
        key: &str,
        now: Timestamp,
    ) -> Result<(Layer, Vec<Write>, Option<String>), StoreError> {
        let Some(bytes) = self.store.get(Space::Settings, key.as_bytes())? else {
            return Ok((Layer::new(), Vec::new(), None));
        };
        match serde_json::from_slice::<SettingsRecord>(&bytes) {
            Ok(r) if r.schema == SETTINGS_SCHEMA => Ok((r.values, Vec::new(), None)),
            other => {
                let why = match other {
                    Ok(r) => format!("unknown schema version {}", r.schema),
                    Err(e) => e.to_string(),
                };
                let writes = vec![
                    Write::Put(
                        Space::Quarantine,
                        format!("settings/{key}/{}", now.0).into_bytes(),
                        bytes,
                    ),
                    Write::Delete(Space::Settings, key.as_bytes().to_vec()),
                ];
                let notice = format!(
                    "The saved settings ({key}) could not be read ({why}); they were set aside for \
                     the operators and the defaults apply."
                );
                Ok((Layer::new(), writes, Some(notice)))
            }
        }
    }

    fn load_layers(&self, id: &str, now: Timestamp) -> Result<Layers, StoreError> {
        let (server, mut quarantine, n1) = self.load_layer(&server_key(guild_of(id)), now)?;
        let (channel, w2, n2) = self.load_layer(&channel_key(id), now)?;
        quarantine.extend(w2);
        Ok(Layers {
            server,
            channel,
            quarantine,
            notices: n1.into_iter().chain(n2).collect(),
        })
    }

    /// The effective settings of table `id` (`guild/channel`): what adapters read, e.g.
    /// `game_threads` and `edit_in_place`. An unreadable record counts as no overrides.
    pub fn settings(&self, id: &str) -> Result<Settings, StoreError> {
        let l = self.load_layers(id, Timestamp(0))?;
        Ok(Settings::effective(&l.server, &l.channel))
    }

    /// `settings …`: anyone may look; moderators change the channel's or the server's layer.
    fn run_settings(
        &self,
        id: &str,
        actor: &Actor,
        args: &[String],
        now: Timestamp,
    ) -> Result<Vec<Reply>, ServiceError> {
        // Settings changes of one server never interleave.
        let lock = self.lock_for(&format!("\u{0}settings/{}", guild_of(id)));
        let _guard = lock.lock().unwrap_or_else(|p| p.into_inner());
        let l = self.load_layers(id, now)?;
        if !l.quarantine.is_empty() {
            self.store.commit(l.quarantine)?;
        }
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let (reply, change) = settings::command(actor, &args, &l.server, &l.channel)?;
        if let Some(change) = change {
            let (key, values) = match change {
                Change::Server(v) => (server_key(guild_of(id)), v),
                Change::Channel(v) => (channel_key(id), v),
            };
            let bytes = serde_json::to_vec(&SettingsRecord {
                schema: SETTINGS_SCHEMA,
                values,
            })
            .map_err(|e| StoreError(e.to_string()))?;
            self.store
                .commit(vec![Write::Put(Space::Settings, key.into_bytes(), bytes)])?;
        }
        let mut replies: Vec<Reply> = l
            .notices
            .into_iter()
            .map(|text| Reply {
                text,
                ..Reply::default()
            })
            .collect();
        replies.push(reply);
        Ok(replies)
    }

    /// Stores raw bytes as a settings record (tests use it to plant a corrupt one). `channel` is
    /// a table id, or `None` for the server of `id`.
    pub fn put_raw_settings(
        &self,
        id: &str,
        server: bool,
        bytes: Vec<u8>,
    ) -> Result<(), StoreError> {
        let key = if server {
            server_key(guild_of(id))
        } else {
            channel_key(id)
        };
        self.store
            .commit(vec![Write::Put(Space::Settings, key.into_bytes(), bytes)])
    }

    /// The table as stored (read-only).
    pub fn table(&self, id: &str) -> Result<Table, StoreError> {
        Ok(self.load(id, Timestamp(0))?.0)
    }

    /// Runs one command line from `actor` at table `id`, saving before returning the replies.
    pub fn run(
        &self,
        id: &str,
        actor: &Actor,
        line: &str,
        now: Timestamp,
        dir: &dyn Directory,
    ) -> Result<Vec<Reply>, ServiceError> {
        // Stats, the leaderboard and the list of games are about the whole server, not this table.
        match parse_command(line) {
            Ok(Command::Stats(who)) => {
                let player = match who {
                    None => Player {
                        id: actor.id,
                        name: actor.name.clone(),
                    },
                    Some(m) => dir
                        .resolve(&m)
                        .ok_or_else(|| TableError::UnknownUser(m.to_string()))?,
                };
                let s = self.user_stats(guild_of(id), &player)?;
                return Ok(vec![Reply {
                    text: stats::describe(&player, &s),
                    ..Reply::default()
                }]);
            }
            Ok(Command::Leaderboard) => return Ok(vec![self.leaderboard(guild_of(id))?]),
            Ok(Command::Games) => return Ok(vec![self.games_in_play(guild_of(id))?]),
            Ok(Command::Settings(args)) => return self.run_settings(id, actor, &args, now),
            _ => {}
        }
        let lock = self.lock_for(id);
        let _guard = lock.lock().unwrap_or_else(|p| p.into_inner());
        let (mut table, mut quarantine, notice) = self.load(id, now)?;
        let layers = self.load_layers(id, now)?;
        quarantine.extend(layers.quarantine);
        if !quarantine.is_empty() {
            // Set the unreadable record aside first, so the notice is given once.
            self.store.commit(quarantine)?;
        }
        let notice = layers
            .notices
            .into_iter()
            .chain(notice)
            .reduce(|a, b| format!("{a} {b}"));
        let effective = Settings::effective(&layers.server, &layers.channel);
        let before = table.clone();
        let ctx = Context {
            dir,
            settings: &effective,
            strong: self.strong.as_deref(),
        };
        let mut replies = match table.handle_in(actor, line, now, &ctx) {
            Ok(r) => r,
            Err(e) => {
                return Err(match notice {
                    Some(n) => ServiceError::Table(TableError::Corrupt(format!("{n} {e}"))),
                    None => e.into(),
                })
            }
        };
        self.save(id, &before, &table, now, Vec::new())?;
        if let Some(text) = notice {
            replies.insert(
                0,
                Reply {
                    text,
                    ..Reply::default()
                },
            );
        }
        Ok(replies)
    }

    /// Advances the clocks of table `id`.
    pub fn tick(&self, id: &str, now: Timestamp) -> Result<Vec<Reply>, StoreError> {
        let lock = self.lock_for(id);
        let _guard = lock.lock().unwrap_or_else(|p| p.into_inner());
        self.tick_locked(id, now)
    }

    /// [`Service::tick`], unless a command is running at table `id` right now (e.g. waiting for
    /// the external engine's move): then `None` at once, and the next tick catches up. A clock loop
    /// going through every table with it never waits for one table's engine.
    pub fn tick_if_idle(&self, id: &str, now: Timestamp) -> Result<Option<Vec<Reply>>, StoreError> {
        let lock = self.lock_for(id);
        let _guard = match lock.try_lock() {
            Ok(guard) => guard,
            Err(std::sync::TryLockError::Poisoned(p)) => p.into_inner(),
            Err(std::sync::TryLockError::WouldBlock) => return Ok(None),
        };
        self.tick_locked(id, now).map(Some)
    }

    fn tick_locked(&self, id: &str, now: Timestamp) -> Result<Vec<Reply>, StoreError> {
        let (mut table, writes, _) = self.load(id, now)?;
        let settings = self.settings(id)?;
        let before = table.clone();
        let replies = table.tick_with(now, &settings);
        if table != before || !writes.is_empty() {
            self.save(id, &before, &table, now, writes)?;
        }
        Ok(replies)
    }

    /// Every stored table id (for the clock loop).
    pub fn table_ids(&self) -> Result<Vec<String>, StoreError> {
        Ok(self
            .store
            .scan(Space::Tables, b"")?
            .into_iter()
            .map(|(k, _)| String::from_utf8_lossy(&k).into_owned())
            .collect())
    }

    /// Finished games archived for table `id`, oldest first, as JSON.
    pub fn finished_games(&self, id: &str) -> Result<Vec<String>, StoreError> {
        let prefix = format!("{id}/");
        Ok(self
            .store
            .scan(Space::Games, prefix.as_bytes())?
            .into_iter()
            .map(|(_, v)| String::from_utf8_lossy(&v).into_owned())
            .collect())
    }

    fn save(
        &self,
        id: &str,
        before: &Table,
        after: &Table,
        now: Timestamp,
        mut writes: Vec<Write>,
    ) -> Result<(), StoreError> {
        let record = TableRecord {
            schema: TABLE_SCHEMA,
            table: after.clone(),
        };
        let bytes = serde_json::to_vec(&record).map_err(|e| StoreError(e.to_string()))?;
        writes.push(Write::Put(Space::Tables, id.as_bytes().to_vec(), bytes));
        // Archive a game the moment it ends.
        let ended_two = after
            .game
            .as_ref()
            .filter(|g| g.is_over() && before.game.as_ref().is_none_or(|b| !b.is_over()));
        let ended_four = after
            .four
            .as_ref()
            .filter(|g| g.is_over() && before.four.as_ref().is_none_or(|b| !b.is_over()));
        if ended_two.is_some() || ended_four.is_some() {
            let seq = self
                .store
                .scan(Space::Games, format!("{id}/").as_bytes())?
                .len();
            let record = GameRecord {
                schema: TABLE_SCHEMA,
                table: id.to_owned(),
                ended: now,
                two: ended_two.cloned(),
                four: ended_four.cloned(),
            };
            let bytes = serde_json::to_vec(&record).map_err(|e| StoreError(e.to_string()))?;
            let key = format!("{id}/{seq:08}").into_bytes();
            writes.push(Write::Put(Space::Games, key, bytes));
            let guild = guild_of(id);
            if let Some(g) = ended_two {
                let mut sente = self.user_stats(guild, &g.sente)?;
                let mut gote = self.user_stats(guild, &g.gote)?;
                stats::record_two(g, &mut sente, &mut gote);
                // The computer keeps no stats; its opponent's game counts (never rated).
                let computer = g.computer.map(|c| c.color);
                if computer != Some(crate::rules::Color::Sente) {
                    writes.push(self.stats_write(guild, &g.sente, &sente)?);
                }
                if computer != Some(crate::rules::Color::Gote) {
                    writes.push(self.stats_write(guild, &g.gote, &gote)?);
                }
            }
            if let Some(g) = ended_four {
                let mut all: [UserStats; 4] = Default::default();
                for (i, s) in all.iter_mut().enumerate() {
                    *s = self.user_stats(guild, &g.seats[i])?;
                }
                stats::record_four(g, &mut all);
                for (i, s) in all.iter().enumerate() {
                    // Computer seats (filled or taken over on time) keep no stats.
                    if g.computers[i].is_none() {
                        writes.push(self.stats_write(guild, &g.seats[i], s)?);
                    }
                }
            }
        }
        self.store.commit(writes)
    }

    /// A user's stats on a server (empty for someone who never played there).
    pub fn user_stats(&self, guild: &str, player: &Player) -> Result<UserStats, StoreError> {
        match self
            .store
            .get(Space::Stats, &stats::key(guild, player.id))?
        {
            // A stats record that does not decode counts as empty rather than blocking games.
            Some(bytes) => Ok(serde_json::from_slice(&bytes).unwrap_or_default()),
            None => Ok(UserStats {
                name: player.name.clone(),
                ..UserStats::default()
            }),
        }
    }

    fn stats_write(
        &self,
        guild: &str,
        player: &Player,
        s: &UserStats,
    ) -> Result<Write, StoreError> {
        let bytes = serde_json::to_vec(s).map_err(|e| StoreError(e.to_string()))?;
        Ok(Write::Put(
            Space::Stats,
            stats::key(guild, player.id),
            bytes,
        ))
    }

    /// The server's rated players by rating, and its four-player players by points.
    pub fn leaderboard(&self, guild: &str) -> Result<Reply, StoreError> {
        let all: Vec<UserStats> = self
            .store
            .scan(Space::Stats, format!("{guild}/").as_bytes())?
            .into_iter()
            .filter_map(|(_, v)| serde_json::from_slice(&v).ok())
            .collect();
        let mut rated: Vec<&UserStats> = all.iter().filter(|s| s.rated_games > 0).collect();
        rated.sort_by(|a, b| b.rating.rating.total_cmp(&a.rating.rating));
        let mut four: Vec<&UserStats> = all.iter().filter(|s| s.four.played > 0).collect();
        four.sort_by(|a, b| b.four_points.total_cmp(&a.four_points));
        let mut lines = Vec::new();
        if rated.is_empty() && four.is_empty() {
            lines.push("No finished games on this server yet.".to_owned());
        }
        if !rated.is_empty() {
            lines.push("Shogi (rated):".to_owned());
            for (i, s) in rated.iter().take(10).enumerate() {
                lines.push(format!(
                    "{}. {} {:.0} ({} games)",
                    i + 1,
                    s.name,
                    s.rating.rating,
                    s.rated_games
                ));
            }
        }
        if !four.is_empty() {
            lines.push("Four-player shogi:".to_owned());
            for (i, s) in four.iter().take(10).enumerate() {
                lines.push(format!(
                    "{}. {} {:+} points ({} games)",
                    i + 1,
                    s.name,
                    s.four_points,
                    s.four.played
                ));
            }
        }
        Ok(Reply {
            text: lines.join("\n"),
            ..Reply::default()
        })
    }

    /// The games in play on this server.
    pub fn games_in_play(&self, guild: &str) -> Result<Reply, StoreError> {
        let mut lines = Vec::new();
        for (key, value) in self
            .store
            .scan(Space::Tables, format!("{guild}/").as_bytes())?
        {
            let Ok(record) = serde_json::from_slice::<TableRecord>(&value) else {
                continue;
            };
            let channel = String::from_utf8_lossy(&key[guild.len() + 1..]).into_owned();
            let t = record.table;
            if let Some(g) = t.game.as_ref().filter(|g| !g.is_over()) {
                lines.push(format!(
                    "{channel}: {} vs {}, {} moves",
                    g.sente.name,
                    g.gote.name,
                    g.moves.len()
                ));
            }
            if let Some(g) = t.four.as_ref().filter(|g| !g.is_over()) {
                let names: Vec<&str> = g.seats.iter().map(|p| p.name.as_str()).collect();
                lines.push(format!(
                    "{channel}: four-player {}, {} actions",
                    names.join(", "),
                    g.moves.len()
                ));
            }
        }
        if lines.is_empty() {
            lines.push("No games in play on this server.".to_owned());
        }
        Ok(Reply {
            text: lines.join("\n"),
            ..Reply::default()
        })
    }

    /// Stores raw bytes as a table record (tests use it to plant a corrupt record).
    pub fn put_raw(&self, id: &str, bytes: Vec<u8>) -> Result<(), StoreError> {
        self.store.commit(vec![Write::Put(
            Space::Tables,
            id.as_bytes().to_vec(),
            bytes,
        )])
    }

    /// Quarantined records, as (key, bytes).
    pub fn quarantined(&self) -> Result<kv::Entries, StoreError> {
        self.store.scan(Space::Quarantine, b"")
    }
}

/// The server part of a table id `guild/channel` (the whole id when it has no `/`).
pub fn guild_of(id: &str) -> &str {
    id.split_once('/').map_or(id, |(g, _)| g)
}

#[cfg(test)]
mod tests;
#[cfg(test)]
mod tests_hostile;
#[cfg(test)]
mod tests_settings;
