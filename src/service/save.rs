//! Saving a table after a command: its record, its clock index entry, and — the moment a game
//! ends — the archived game and its players' statistics, all in one durable batch.

use super::Service;
use crate::store::records::{deadline_writes, encode_table, GameRecord, TABLE_SCHEMA};
use crate::store::stats::{self, UserStats};
use crate::store::{guild_of, Space, StoreError, Write};
use crate::table::{Player, Table, Timestamp};

impl Service {
    pub(super) fn save(
        &self,
        id: &str,
        before: &Table,
        after: &Table,
        now: Timestamp,
        mut writes: Vec<Write>,
    ) -> Result<(), StoreError> {
        let mut after = after.clone();
        let ended_two = after
            .game
            .as_ref()
            .filter(|g| g.is_over() && before.game.as_ref().is_none_or(|b| !b.is_over()))
            .cloned();
        let ended_four = after
            .four
            .as_ref()
            .filter(|g| g.is_over() && before.four.as_ref().is_none_or(|b| !b.is_over()))
            .cloned();
        if ended_two.is_some() || ended_four.is_some() {
            // Archive numbers continue from the table's counter; a table saved before the counter
            // existed counts its archive once.
            let seq = match after.archived {
                Some(n) => n,
                None => self
                    .store
                    .scan(Space::Games, format!("{id}/").as_bytes())?
                    .len() as u32,
            };
            after.archived = Some(seq + 1);
            let record = GameRecord {
                schema: TABLE_SCHEMA,
                table: id.to_owned(),
                ended: now,
                two: ended_two.clone(),
                four: ended_four.clone(),
            };
            let key = format!("{id}/{seq:08}").into_bytes();
            writes.push(Write::Put(Space::Games, key, serde_json::to_vec(&record)?));
            let guild = guild_of(id);
            if let Some(g) = &ended_two {
                let mut sente = self.user_stats(guild, &g.sente)?;
                let mut gote = self.user_stats(guild, &g.gote)?;
                stats::record_two(g, &mut sente, &mut gote);
                // The computer keeps no stats; its opponent's game counts (never rated).
                let computer = g.computer.map(|c| c.color);
                if computer != Some(crate::rules::Color::Sente) {
                    writes.push(stats_write(guild, &g.sente, &sente)?);
                }
                if computer != Some(crate::rules::Color::Gote) {
                    writes.push(stats_write(guild, &g.gote, &gote)?);
                }
            }
            if let Some(g) = &ended_four {
                let mut all: [UserStats; 4] = Default::default();
                for (i, s) in all.iter_mut().enumerate() {
                    *s = self.user_stats(guild, &g.seats[i])?;
                }
                stats::record_four(g, &mut all);
                for (i, s) in all.iter().enumerate() {
                    // Seats the computer filled keep no stats; a seat taken over mid-game counts
                    // for its person (as the last place: see `stats::record_four`).
                    if g.computers[i].is_none() || g.taken_over[i] {
                        writes.push(stats_write(guild, &g.seats[i], s)?);
                    }
                }
            }
        }
        writes.extend(deadline_writes(
            id,
            before.next_deadline(),
            after.next_deadline(),
        ));
        writes.push(Write::Put(
            Space::Tables,
            id.as_bytes().to_vec(),
            encode_table(&after)?,
        ));
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
}

fn stats_write(guild: &str, player: &Player, s: &UserStats) -> Result<Write, StoreError> {
    Ok(Write::Put(
        Space::Stats,
        stats::key(guild, player.id),
        serde_json::to_vec(s)?,
    ))
}
