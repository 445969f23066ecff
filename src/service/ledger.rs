//! The ledger: what happened at a table ([`Event`]s, told by [`crate::table::Table::handle`] and
//! [`crate::table::Table::tick`]) becomes records — a game that ended is archived and counted in
//! its players' statistics, a puzzle standing is kept — written in the same batch as the table.
//! Which statistics a game changes is the table's rule ([`crate::table::stats::changes`]); this
//! module only reads and writes.

use super::Service;
use crate::store::records::{GameRecord, TABLE_SCHEMA};
use crate::store::{Space, Store, StoreError, Write};
use crate::table::TableId;
use crate::table::{Event, Timestamp};

impl Service {
    /// The writes of `events` at table `id`. Call under the server's lock when a game ended.
    pub(super) fn ledger(
        &self,
        db: &dyn Store,
        id: &TableId,
        events: &[Event],
        now: Timestamp,
    ) -> Result<Vec<Write>, StoreError> {
        let guild = id.server();
        let mut writes = Vec::new();
        for event in events {
            match event {
                Event::GameEnded { game, archive } => {
                    // A tournament game's result waits, stored with the game's end, until its
                    // tournament reads it under its own lock.
                    if let Some(link) = game.as_dyn().tournament() {
                        if let Some(result) = crate::table::tournament::result_of(game) {
                            writes.push(Write::Put(
                                Space::Tournaments,
                                super::tournaments::inbox_key(link),
                                serde_json::to_vec(&result)?,
                            ));
                        }
                    }
                    let record = GameRecord {
                        schema: TABLE_SCHEMA,
                        table: id.to_string(),
                        ended: now,
                        game: game.clone(),
                    };
                    let key = format!("{id}/{archive:08}").into_bytes();
                    writes.push(Write::Put(Space::Games, key, serde_json::to_vec(&record)?));
                    let changes = crate::table::stats::changes(game, |player| {
                        self.user_stats_in(db, guild, player)
                    })?;
                    writes.extend(self.stats_writes(db, guild, &changes)?);
                }
                Event::PuzzleStanding { user, stats } => {
                    writes.push(Self::puzzle_stats_write(id, *user, stats)?);
                }
            }
        }
        Ok(writes)
    }
}
